// The wizard as a person runs it twice in a row and types into it: a new run
// starts from the ★ picks, and the budget field keeps the keyboard.
#include "core/recommend/presets.h"
#include "ui/wizard/wizardfixture.h"
#include "ui/wizard/wizardpickpage.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLineEdit>
#include <QTest>
#include <QTreeWidget>

using namespace dlrig;
using namespace dlrig::testing_wizard;

// Issue 18 #1: a second run preselected the first run's CPU, not the ★ one.
TEST_F(WizardTest, ANewRunPreselectsTheRecommendationNotThePreviousPick)
{
    runTo("learning", "3000", "USD", Wizard::CpuPageId);
    ui::PickPage *cpus = wizard().pickPage(Wizard::CpuPageId);
    ASSERT_GE(cpus->step().options.size(), 2u);
    const std::size_t other = *cpus->step().recommended == 0 ? 1 : 0;
    ASSERT_TRUE(cpus->select(QString::fromStdString(cpus->step().options[other].partId)));
    while (wizard().currentId() != Wizard::SummaryPageId)
        wizard().next();
    ASSERT_TRUE(window.openWizardBuild());

    runTo("learning", "3000", "USD", Wizard::CpuPageId);
    ASSERT_EQ(wizard().currentId(), Wizard::CpuPageId);
    const core::PickOption *selected = cpus->selected();
    ASSERT_NE(selected, nullptr);
    EXPECT_EQ(selected->partId, cpus->step().options[*cpus->step().recommended].partId);
    EXPECT_TRUE(cpus->list()->currentItem()->text(ui::PickPage::PartColumn).startsWith("★"));
}

// Issue 18 #2: the field lost the keyboard each time its text turned valid or
// invalid, so `12x45` typed into an empty field left `1`.
TEST_F(WizardTest, TheBudgetFieldKeepsTheKeyboardWhileItsTextTurnsValidAndInvalid)
{
    window.show();
    window.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    wizard().restart();
    wizard().scenarioPage()->setPreset("learning");
    wizard().next();
    auto *amount = wizard().budgetPage()->findChild<QLineEdit *>("budgetAmount");
    ASSERT_NE(amount, nullptr);
    amount->setFocus();
    amount->selectAll();
    const auto type = [](const QString &keys) {
        for (const QChar key : keys)
            QTest::keyClick(QApplication::focusWidget(), key.toLatin1());
    };
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace); // empty: invalid
    type("12x45");
    EXPECT_EQ(amount->text(), "12x45");
    EXPECT_EQ(QApplication::focusWidget(), amount);
    EXPECT_FALSE(wizard().button(QWizard::NextButton)->isEnabled());
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backspace);
    EXPECT_EQ(amount->text(), "12");
    EXPECT_EQ(QApplication::focusWidget(), amount);
    EXPECT_TRUE(wizard().button(QWizard::NextButton)->isEnabled());
}

// Issue 18 #4: the ★ build carried warnings on its own summary page (16-pin
// adapters for 130 W cards) while each page said every row was compatible.
// Next on every page, for each single-machine preset at its own budget: no
// finding at all.
TEST_F(WizardTest, TheRecommendedBuildOfEveryPresetHasNoFindings)
{
    for (const char *key : {"learning", "academic-research", "enterprise-prototype", "edge-inference"}) {
        SCOPED_TRACE(key);
        const core::Preset *preset = core::findPreset(key);
        ASSERT_TRUE(preset && preset->scenario.budget);
        runTo(key, QString::fromStdString(preset->scenario.budget->amountText()),
              QString::fromStdString(std::string(preset->scenario.budget->currency().code())));
        ASSERT_EQ(wizard().currentId(), Wizard::SummaryPageId);
        for (const core::Finding &finding : coreAnalysis(wizard().build()).compatibility)
            ADD_FAILURE() << finding.rule << ": " << finding.message;
    }
}
