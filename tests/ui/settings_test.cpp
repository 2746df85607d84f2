// Settings → Preferences: the analysis' assumptions, stored in QSettings and
// used by every analysis the window makes.
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/analysis.h"
#include "core/buildfile.h"
#include "core/textfile.h"
#include "testsupport.h"
#include "ui/assumptionsettings.h"
#include "ui/barrelchart.h"
#include "ui/buildview.h"
#include "ui/mainwindow.h"
#include "ui/settingsdialog.h"

#include <QSettings>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

class AssumptionSettings : public testing::Test {
protected:
    void SetUp() override { QSettings().remove("assumptions"); }
    void TearDown() override { QSettings().remove("assumptions"); }
};

} // namespace

TEST_F(AssumptionSettings, OnlyChangedValuesAreStoredAndReadBack)
{
    core::Assumptions changed;
    changed.mfu = 0.5;
    ui::saveAssumptions(changed);
    QSettings settings;
    settings.beginGroup("assumptions");
    EXPECT_EQ(settings.childKeys(), QStringList{"mfu"});
    settings.endGroup();
    const core::Assumptions loaded = ui::loadAssumptions();
    EXPECT_DOUBLE_EQ(loaded.mfu, 0.5);
    EXPECT_DOUBLE_EQ(loaded.psuMaxLoad, core::Assumptions{}.psuMaxLoad);
}

TEST_F(AssumptionSettings, ABadStoredValueFallsBackToTheDefaultAndIsNamed)
{
    QSettings().setValue("assumptions/mfu", "lots");
    QSettings().setValue("assumptions/psu-max-load", "3"); // the range is 0.1–1
    QStringList problems;
    const core::Assumptions loaded = ui::loadAssumptions(&problems);
    EXPECT_DOUBLE_EQ(loaded.mfu, core::Assumptions{}.mfu);
    EXPECT_DOUBLE_EQ(loaded.psuMaxLoad, core::Assumptions{}.psuMaxLoad);
    ASSERT_EQ(problems.size(), 2);
    EXPECT_TRUE(problems.join(' ').contains("mfu")) << problems.join(' ').toStdString();
    EXPECT_TRUE(problems.join(' ').contains("psu-max-load")) << problems.join(' ').toStdString();
}

TEST_F(AssumptionSettings, TheDialogShowsEveryAssumptionAndRestoresDefaults)
{
    ui::SettingsDialog dialog(ui::assumptionsToMap(core::Assumptions{}));
    EXPECT_EQ(dialog.values().size(), static_cast<int>(core::assumptionTable().size()));
    dialog.setValue("mfu", 0.9);
    dialog.setValue("psu-max-load", 7); // beyond the range: the spin box keeps it at the maximum
    EXPECT_DOUBLE_EQ(dialog.values().value("mfu"), 0.9);
    EXPECT_DOUBLE_EQ(dialog.values().value("psu-max-load"), 1.0);
    dialog.restoreDefaults();
    EXPECT_DOUBLE_EQ(dialog.values().value("mfu"), core::Assumptions{}.mfu);
    EXPECT_DOUBLE_EQ(ui::assumptionsFromMap(dialog.values()).psuMaxLoad, core::Assumptions{}.psuMaxLoad);
}

TEST_F(AssumptionSettings, AChangedAssumptionRedrawsTheBarrel)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    const auto example = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-2500usd.dlrig";
    ASSERT_TRUE(window.openBuild(QString::fromStdString(example.string())));
    const QList<double> before = window.buildView()->chart()->heights();

    core::Assumptions slowerGpus;
    slowerGpus.mfu = 0.2; // half the default: every other stave keeps up twice as easily
    window.setAssumptions(slowerGpus);
    const core::Build build = core::buildFromJson(core::readTextFile(example), "example");
    const core::Analysis expected = core::analyze(catalog::resolveBuild(catalog, build, "example"), slowerGpus,
                                                  core::ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
    const QList<double> after = window.buildView()->chart()->heights();
    ASSERT_EQ(after.size(), static_cast<int>(expected.barrel.staves.size()));
    for (int i = 0; i < after.size(); ++i) {
        const core::Stave &stave = expected.barrel.staves[static_cast<std::size_t>(i)];
        EXPECT_DOUBLE_EQ(after[i], stave.applicable ? std::min(stave.ratio, ui::BarrelChart::kCap) : 0.0)
            << stave.key;
    }
    EXPECT_NE(after, before);
    EXPECT_DOUBLE_EQ(ui::loadAssumptions().mfu, 0.2); // and it is remembered
}
