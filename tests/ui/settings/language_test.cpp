// 简体中文: the compiled-in translation reaches the widgets, and switching
// back to English removes it.
#include "catalog/catalog.h"
#include "core/build/build.h"
#include "testsupport.h"
#include "ui/bom/bomview.h"
#include "ui/build/builddocument.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPointer>
#include <QSettings>
#include <QTabWidget>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
QString firstMenu(const ui::MainWindow &window)
{
    return window.menuBar()->actions().value(0)->text();
}
} // namespace

TEST(Language, SimplifiedChineseTranslatesTheMainWindow)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    auto *app = QCoreApplication::instance();
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    {
        ui::MainWindow window(catalog);
        EXPECT_EQ(firstMenu(window), QString::fromUtf8("文件(&F)"));
        EXPECT_EQ(window.findChild<QTabWidget *>()->tabText(2), QString::fromUtf8("目录"));
    }
    EXPECT_EQ(ui::installTranslations(*app, "en"), "en");
    ui::MainWindow english(catalog);
    EXPECT_EQ(firstMenu(english), "&File");
}

TEST(Language, TheSettingIsRemembered)
{
    const QString before = ui::languageSetting();
    ui::setLanguageSetting("zh_CN");
    EXPECT_EQ(ui::languageSetting(), "zh_CN");
    ui::setLanguageSetting(before);
}

// Settings → Language applies at once: a window in the new language takes
// over the open build, unsaved state included.
TEST(Language, SwitchingNowKeepsTheOpenBuild)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    const QString before = ui::languageSetting();
    auto *window = new ui::MainWindow(catalog);
    const QString example = QString::fromUtf8(DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig");
    ASSERT_TRUE(window->openBuild(example));
    window->document()->setQuantity(0, 2); // an unsaved edit
    QPointer<ui::MainWindow> old(window);

    ui::MainWindow *chinese = window->switchLanguage("zh_CN");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_TRUE(old.isNull()); // the English window is gone
    EXPECT_EQ(firstMenu(*chinese), QString::fromUtf8("文件(&F)"));
    EXPECT_EQ(chinese->document()->path(), example);
    EXPECT_EQ(chinese->document()->build().items.at(0).quantity, 2);
    EXPECT_TRUE(chinese->document()->isModified());
    EXPECT_EQ(ui::languageSetting(), "zh_CN");

    ui::MainWindow *english = chinese->switchLanguage("en");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(firstMenu(*english), "&File");
    english->document()->reset({}, QString()); // nothing to ask about on close
    delete english;
    ui::setLanguageSetting(before);
    ui::installTranslations(*QCoreApplication::instance(), "en");
}

// Issue 34 #3: switching the language threw away the BOM tab's typed and not
// yet exported fields (title, organisation, tax). The new window takes them over.
TEST(Language, SwitchingKeepsTheQuoteFieldsBeingTyped)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    const QString before = ui::languageSetting();
    auto *window = new ui::MainWindow(catalog);
    ASSERT_TRUE(window->openBuild(QString::fromUtf8(DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig")));
    const auto set = [](ui::MainWindow &w, const char *name, const QString &text) {
        auto *line = w.bomView()->findChild<QLineEdit *>(name);
        ASSERT_NE(line, nullptr) << name;
        line->setText(text);
    };
    const auto get = [](ui::MainWindow &w, const char *name) {
        auto *line = w.bomView()->findChild<QLineEdit *>(name);
        return line ? line->text() : QStringLiteral("<missing>");
    };
    set(*window, "bomTitle", "GPU workstation for the vision lab");
    set(*window, "bomOrganisation", "Example University");
    set(*window, "bomTax", "13%");
    window->bomView()->findChild<QPlainTextEdit *>("bomAddress")->setPlainText("Room 501\nBuilding 3");
    window->bomView()->findChild<QComboBox *>("bomCurrency")->setCurrentText("EUR");

    ui::MainWindow *chinese = window->switchLanguage("zh_CN");
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(get(*chinese, "bomTitle"), "GPU workstation for the vision lab");
    EXPECT_EQ(get(*chinese, "bomOrganisation"), "Example University");
    EXPECT_EQ(get(*chinese, "bomTax"), "13%");
    EXPECT_EQ(chinese->bomView()->findChild<QPlainTextEdit *>("bomAddress")->toPlainText(), "Room 501\nBuilding 3");
    EXPECT_EQ(chinese->bomView()->findChild<QComboBox *>("bomCurrency")->currentText(), "EUR");
    chinese->document()->reset({}, QString());
    delete chinese;
    ui::setLanguageSetting(before);
    ui::installTranslations(*QCoreApplication::instance(), "en");
}
