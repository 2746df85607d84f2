// Issue 34 #8, the small things a person notices: the toolbar's New and the
// Edit menu's Undo/Redo use the desktop's (or Adwaita's) icons, not a greyed
// file or back/forward arrows; the wizard's scenario text follows a changed
// model; ResNet-50 reads no sequence length.
#include "catalog/catalog.h"
#include "testsupport.h"
#include "ui/mainwindow.h"
#include "ui/wizard/buildwizard.h"
#include "ui/wizard/wizardpages.h"

#include <QAction>
#include <QLabel>
#include <QSpinBox>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
const QAction *actionWith(const QWidget &window, QKeySequence::StandardKey key)
{
    for (const QAction *action : window.findChildren<QAction *>())
        if (action->shortcuts().contains(QKeySequence(key)))
            return action;
    return nullptr;
}
} // namespace

TEST(Polish, NewUndoAndRedoUseTheThemesIcons)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    for (const auto &[key, name] :
         {std::pair{QKeySequence::New, "document-new"}, std::pair{QKeySequence::Undo, "edit-undo"},
          std::pair{QKeySequence::Redo, "edit-redo"}}) {
        const QAction *action = actionWith(window, key);
        ASSERT_NE(action, nullptr) << name;
        // A theme icon knows its name; the style's arrows and file have none.
        EXPECT_TRUE(action->icon().name().startsWith(QLatin1String(name)))
            << name << ": '" << action->icon().name().toStdString() << "'";
    }
}

TEST(Polish, TheScenarioTextFollowsAChangedModel)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    ui::BuildWizard &wizard = *window.wizard();
    wizard.restart();
    wizard.scenarioPage()->setPreset("academic-research");
    const auto description = [&] {
        QString all;
        for (const QLabel *label : wizard.scenarioPage()->findChildren<QLabel *>())
            if (label->wordWrap())
                all += label->text() + "\n";
        return all;
    };
    ASSERT_TRUE(description().contains("Llama 3.1 8B")) << description().toStdString();
    wizard.scenarioPage()->setWorkload("llama-2-7b", "lora", "amp-bf16");
    EXPECT_FALSE(description().contains("Llama 3.1 8B")) << description().toStdString();
    EXPECT_TRUE(description().contains("changed to: Llama 2 7B")) << description().toStdString();
    wizard.scenarioPage()->setWorkload("resnet-50", "train", "amp-fp16");
    const auto *sequence = wizard.scenarioPage()->findChild<QSpinBox *>("scenarioSequence");
    ASSERT_NE(sequence, nullptr);
    EXPECT_FALSE(sequence->isEnabled());
}
