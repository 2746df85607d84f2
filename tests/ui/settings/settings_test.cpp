// Settings → Preferences: the analysis' assumptions, stored in QSettings and
// used by every analysis the window makes.
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "testsupport.h"
#include "ui/build/buildview.h"
#include "ui/mainwindow.h"
#include "ui/settings/assumptionsettings.h"
#include "ui/settings/generalsettings.h"
#include "ui/settings/language.h"
#include "ui/settings/settingsdialog.h"
#include "ui/widgets/barrelchart.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QTableWidget>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>

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
    const auto example = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
    ASSERT_TRUE(window.openBuild(QString::fromStdString(example.string())));
    const QList<double> before = window.buildView()->chart()->heights();

    core::Assumptions slowerGpus;
    // A larger CUDA context leaves less of each GPU's memory: the VRAM stave moves
    // (the others are already past the chart's cap for this learning build).
    slowerGpus.cudaContextGiB = 6;
    window.setAssumptions(slowerGpus);
    const core::Build build = core::buildFromJson(core::readTextFile(example), "example");
    const core::Analysis expected = core::analyze(catalog::resolveBuild(catalog, build, "example"), slowerGpus,
                                                  core::ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
    const QList<double> after = window.buildView()->chart()->heights();
    ASSERT_EQ(after.size(), static_cast<int>(expected.barrel.staves.size()));
    for (int i = 0; i < after.size(); ++i) {
        const core::Stave &stave = expected.barrel.staves[static_cast<std::size_t>(i)];
        EXPECT_DOUBLE_EQ(after[i], stave.applicable ? std::min(stave.ratio, ui::BarrelChart::kCap) : 0.0) << stave.key;
    }
    EXPECT_NE(after, before);
    EXPECT_DOUBLE_EQ(ui::loadAssumptions().cudaContextGiB, 6); // and it is remembered
}

class GeneralPreferences : public testing::Test {
protected:
    void SetUp() override { QSettings().remove("general"); }
    void TearDown() override { QSettings().remove("general"); }
};

TEST_F(GeneralPreferences, TheDialogReadsChecksAndReturnsThem)
{
    ui::GeneralSettings stored;
    stored.bytes = core::ByteBase::Binary;
    stored.electricityPerKwh = core::Money::parse("0.52", core::Currency::fromCode("CNY"));
    ui::SettingsDialog dialog(ui::assumptionsToMap(core::Assumptions{}), stored);
    EXPECT_EQ(dialog.sizesBox()->currentIndex(), 1);
    EXPECT_EQ(dialog.electricityEdit()->text(), "0.52");
    EXPECT_FALSE(dialog.general().pue.has_value()); // "the scenario's"
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    dialog.electricityEdit()->setText("cheap");
    EXPECT_FALSE(ok->isEnabled());
    dialog.electricityEdit()->setText("0.118");
    dialog.electricityCurrencyBox()->setCurrentText("EUR"); // the euro has two decimals
    EXPECT_FALSE(ok->isEnabled());
    dialog.electricityEdit()->setText("0.12");
    EXPECT_TRUE(ok->isEnabled());
    dialog.pueBox()->setValue(1.4);
    const ui::GeneralSettings chosen = dialog.general();
    EXPECT_EQ(chosen.electricityPerKwh->toString(), "EUR 0.12");
    EXPECT_DOUBLE_EQ(*chosen.pue, 1.4);
    EXPECT_FALSE(chosen.circuit.has_value()); // the currency's outlet

    // The site's wall circuit: volts/amps, or OK stays off and the dialog says why.
    dialog.circuitEdit()->setText("120V");
    EXPECT_FALSE(ok->isEnabled());
    const auto labels = dialog.findChildren<QLabel *>();
    EXPECT_TRUE(std::any_of(labels.begin(), labels.end(), [](const QLabel *label) {
        return label->text().contains("Wall circuit: '120V' is not volts/amps like 230V/16A");
    }));
    dialog.circuitEdit()->setText("208V/30A");
    EXPECT_TRUE(ok->isEnabled());
    ui::saveGeneralSettings(dialog.general());
    ASSERT_TRUE(ui::loadGeneralSettings().circuit.has_value());
    EXPECT_EQ(ui::loadGeneralSettings().circuit->name(), "208 V / 30 A");
    QSettings().setValue("general/circuit", "lots of volts"); // hand-edited nonsense is ignored
    EXPECT_FALSE(ui::loadGeneralSettings().circuit.has_value());
}

TEST_F(GeneralPreferences, SizesFollowTheSetting)
{
    const core::Bytes size{24 * core::kGiB};
    EXPECT_EQ(ui::formatSize(size), QString::fromStdString(core::formatBytes(size, core::ByteBase::Decimal)));
    ui::GeneralSettings binary;
    binary.bytes = core::ByteBase::Binary;
    ui::saveGeneralSettings(binary);
    EXPECT_EQ(ui::formatSize(size), QString::fromStdString(core::formatBytes(size, core::ByteBase::Binary)));
    EXPECT_TRUE(ui::formatSize(size).endsWith("GiB"));
    // Hand-edited nonsense is ignored, not trusted.
    QSettings().setValue("general/pue", 0.2);
    QSettings().setValue("general/electricityAmount", "lots");
    QSettings().setValue("general/electricityCurrency", "CNY");
    const ui::GeneralSettings loaded = ui::loadGeneralSettings();
    EXPECT_FALSE(loaded.pue.has_value());
    EXPECT_FALSE(loaded.electricityPerKwh.has_value());
}

// Issue 18 #13: the assumptions' descriptions (what each factor means and
// which measured run sets it) and units were English in a Chinese window.
TEST_F(AssumptionSettings, DescriptionsAndUnitsReadInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    ui::SettingsDialog dialog(ui::assumptionsToMap(core::Assumptions{}));
    const auto *table = dialog.findChild<QTableWidget *>("assumptionTable");
    ASSERT_NE(table, nullptr);
    ASSERT_EQ(table->rowCount(), static_cast<int>(core::assumptionTable().size()));
    for (int row = 0; row < table->rowCount(); ++row) {
        const QString description = table->item(row, table->columnCount() - 1)->text();
        // Keys, numbers and sources stay; the sentences around them are Chinese.
        EXPECT_TRUE(description.contains(QRegularExpression(QStringLiteral("[\\x{4e00}-\\x{9fff}]"))))
            << table->item(row, 0)->text().toStdString() << ": " << description.toStdString();
    }
}

// The description rows were measured while their column was still narrow,
// and a two-line description sat in a row tall enough for ten.
TEST_F(AssumptionSettings, DescriptionRowsFitTheirTextOnceShown)
{
    ui::SettingsDialog dialog(ui::assumptionsToMap(core::Assumptions{}));
    dialog.resize(1100, 700);
    dialog.show();
    QTest::qWait(100);
    const auto *table = dialog.findChild<QTableWidget *>("assumptionTable");
    ASSERT_NE(table, nullptr);
    const int description = table->columnCount() - 1;
    const QFontMetrics metrics(table->font());
    for (int row = 0; row < 3; ++row) {
        const QRect text = metrics.boundingRect(QRect(0, 0, table->columnWidth(description) - 8, 100'000),
                                                Qt::TextWordWrap, table->item(row, description)->text());
        EXPECT_LT(table->rowHeight(row), text.height() + 3 * metrics.lineSpacing())
            << table->item(row, 0)->text().toStdString() << ": " << table->rowHeight(row) << " px for " << text.height()
            << " px of text";
    }
}
