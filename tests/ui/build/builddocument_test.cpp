// Builds as documents in the main window: edits go through the undo stack,
// the barrel follows every edit, and saving round-trips through the file.
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/recommend/presets.h"
#include "report/numbertext.h"
#include "testsupport.h"
#include "ui/build/builddocument.h"
#include "ui/build/buildview.h"
#include "ui/build/costsdialog.h"
#include "ui/mainwindow.h"
#include "ui/settings/generalsettings.h"
#include "ui/settings/language.h"
#include "ui/widgets/barrelchart.h"
#include "ui/widgets/elidingcombobox.h"
#include "ui/widgets/servingchartview.h"

#include <QComboBox>
#include <QScreen>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>

#include <QScopeGuard>

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig;

namespace {

const std::filesystem::path kExample = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";

class BuildDocumentTest : public testing::Test {
protected:
    void SetUp() override { QSettings().remove("recentFiles"); }

    // What core says about the document's current build.
    core::Analysis coreAnalysis(const core::Build &build)
    {
        return core::analyze(catalog::resolveBuild(catalog, build, "test"), {}, core::ExchangeRates::builtIn(),
                             catalog::cloudOffers(catalog));
    }
    double chartWater() { return window.buildView()->chart()->waterLevel(); }

    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window{catalog};
};

double water(const core::Analysis &a)
{
    return a.barrel.systemRate / a.barrel.gpuDemandRate;
}

} // namespace

TEST_F(BuildDocumentTest, ReplacingAPartUpdatesTheBarrelAndUndoRedoRestoreIt)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    const core::Build original = doc.build();
    const double before = chartWater();
    EXPECT_FALSE(doc.isModified());

    doc.replacePart(0, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(doc.build().items[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_TRUE(doc.isModified());
    EXPECT_TRUE(window.isWindowModified());
    const core::Analysis swapped = coreAnalysis(doc.build());
    EXPECT_DOUBLE_EQ(chartWater(), water(swapped));
    // The price column follows: the 4090's shipped price, not the RTX A4000's.
    const QString total = window.buildView()->partsTable()->item(0, 3)->text();
    EXPECT_EQ(total.toStdString(), swapped.cost.lines.at(0).extended.toString());

    doc.undoStack()->undo();
    EXPECT_EQ(doc.build().items[0].partId, original.items[0].partId);
    EXPECT_DOUBLE_EQ(chartWater(), before);
    EXPECT_FALSE(doc.isModified()); // back at the saved state
    doc.undoStack()->redo();
    EXPECT_EQ(doc.build().items[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_DOUBLE_EQ(chartWater(), water(swapped));
}

TEST_F(BuildDocumentTest, QuantityClicksMergeIntoOneUndoStep)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    doc.setQuantity(0, 2);
    doc.setQuantity(0, 3);
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_EQ(doc.build().items[0].quantity, 3);
    doc.setQuantity(0, 1); // back to where it started: the merged step disappears
    EXPECT_EQ(doc.undoStack()->count(), 0);
    EXPECT_FALSE(doc.isModified());
    doc.setQuantity(0, 0); // refused: a line holds at least one part
    EXPECT_EQ(doc.build().items[0].quantity, 1);
}

TEST_F(BuildDocumentTest, TheRowEditorsEditTheDocument)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    QTableWidget *table = window.buildView()->partsTable();
    auto *picker = qobject_cast<QComboBox *>(table->cellWidget(0, 0));
    ASSERT_NE(picker, nullptr);
    const int index = picker->findData("gpu/nvidia-rtx-4090");
    ASSERT_GE(index, 0);                                        // the picker offers the catalog's GPUs
    EXPECT_LT(picker->findData("cpu/intel-core-i5-13600k"), 0); // and only GPUs
    picker->setCurrentIndex(index);
    emit picker->activated(index);
    QCoreApplication::processEvents(); // the editors' signals are queued
    EXPECT_EQ(doc.build().items[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(table->cellWidget(0, 0), picker); // a swap in the same category keeps the editor
    doc.undoStack()->undo();
    EXPECT_EQ(picker->currentData().toString(), "gpu/nvidia-rtx-a4000"); // the picker follows undo
    doc.undoStack()->redo();

    auto *quantity = qobject_cast<QSpinBox *>(table->cellWidget(0, 1));
    ASSERT_NE(quantity, nullptr);
    quantity->setValue(2);
    QCoreApplication::processEvents();
    EXPECT_EQ(doc.build().items[0].quantity, 2);
    EXPECT_EQ(table->cellWidget(0, 1), quantity); // a quantity edit keeps the editor (and its focus)

    const std::size_t parts = doc.build().items.size();
    const std::string removed = doc.build().items[1].partId;
    doc.removePart(1);
    EXPECT_EQ(doc.build().items.size(), parts - 1);
    EXPECT_EQ(table->rowCount(), static_cast<int>(parts - 1));
    doc.undoStack()->undo();
    EXPECT_EQ(doc.build().items[1].partId, removed);
}

TEST_F(BuildDocumentTest, SaveAndOpenRoundTrip)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    doc.replacePart(0, "gpu/nvidia-rtx-4090");
    doc.setQuantity(3, 2);
    const auto path = dir / "mine.dlrig";
    ASSERT_TRUE(window.saveBuildAs(QString::fromStdString(path.string())));
    EXPECT_FALSE(doc.isModified());
    EXPECT_EQ(window.recentFiles().value(0).toStdString(), path.string());

    const core::Build saved = core::buildFromJson(core::readTextFile(path), "saved");
    ASSERT_EQ(saved.items.size(), doc.build().items.size());
    EXPECT_EQ(saved.items[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(saved.items[3].quantity, 2);

    ui::MainWindow second(catalog);
    ASSERT_TRUE(second.openBuild(QString::fromStdString(path.string())));
    EXPECT_DOUBLE_EQ(second.buildView()->chart()->waterLevel(), chartWater());
}

TEST_F(BuildDocumentTest, SavingIntoAMissingFolderThrowsAndKeepsTheDocumentModified)
{
    ui::BuildDocument doc;
    core::Build build;
    build.items.push_back({"gpu/nvidia-rtx-4090", 1});
    doc.reset(build, QString());
    doc.setQuantity(0, 2);
    const auto path = dir / "no-such-folder" / "x.dlrig";
    EXPECT_THROW(doc.saveAs(QString::fromStdString(path.string())), std::runtime_error);
    EXPECT_TRUE(doc.isModified());
    EXPECT_TRUE(doc.path().isEmpty());
}

TEST_F(BuildDocumentTest, CostsAndUseChangeTheCurrencyAndUndoRestoresIt)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    ASSERT_TRUE(window.setCosts({"CNY", "0.80", "CNY", 80, 5, 1.5}));
    const core::Scenario &s = doc.build().scenario;
    EXPECT_EQ(s.currency.code(), "CNY");
    EXPECT_EQ(s.electricityPerKwh.toString(), "CNY 0.80");
    EXPECT_DOUBLE_EQ(s.utilisation, 0.8);
    EXPECT_DOUBLE_EQ(s.years, 5);
    EXPECT_DOUBLE_EQ(s.pue, 1.5);
    // The parts table shows what core says in the new currency.
    const core::Analysis analysis = coreAnalysis(doc.build());
    EXPECT_EQ(window.buildView()->partsTable()->item(0, 2)->text().toStdString(),
              analysis.cost.lines.at(0).unitPrice.toString());
    EXPECT_TRUE(window.buildView()->partsTable()->item(0, 2)->text().startsWith("CNY"));
    doc.undoStack()->undo();
    EXPECT_EQ(doc.build().scenario.currency.code(), "USD");
    EXPECT_TRUE(window.buildView()->partsTable()->item(0, 2)->text().startsWith("USD"));
}

TEST(CostsDialog, RefusesATariffThatIsNotAnAmount)
{
    ui::CostsDialog dialog({"USD", "0.15", "USD", 60, 3, 1.3});
    EXPECT_TRUE(dialog.isAcceptable());
    dialog.setElectricity("cheap", "USD");
    EXPECT_FALSE(dialog.isAcceptable());
    dialog.setElectricity("-0.10", "USD");
    EXPECT_FALSE(dialog.isAcceptable());
    dialog.setElectricity("0.62", "CNY");
    EXPECT_TRUE(dialog.isAcceptable());
    EXPECT_EQ(dialog.inputs().electricityCurrency, "CNY");
}

// The Build tab says how much heat the chassis sheds and which wall circuit
// carries it: three RTX 5090s draw more than a 120 V / 15 A circuit's 1,440 W
// continuous (NEC 210.19, 80 % of 15 A at 120 V).
TEST_F(BuildDocumentTest, TheBuildTabShowsHeatAndTheWallCircuit)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    const auto *power = window.buildView()->findChild<QLabel *>("buildPower");
    ASSERT_NE(power, nullptr);
    EXPECT_TRUE(power->text().contains("BTU/h")) << power->text().toStdString();
    EXPECT_TRUE(power->text().contains("the site's 120 V / 15 A circuit carries it (the default where USD is spent)"))
        << power->text().toStdString();
    ui::BuildDocument &doc = *window.document();
    doc.replacePart(0, "gpu/nvidia-rtx-5090");
    doc.setQuantity(0, 3);
    const core::Analysis a = coreAnalysis(doc.build());
    ASSERT_GT(a.power.wallWatts, 1440);
    EXPECT_TRUE(power->text().contains("the site's 120 V / 15 A circuit is too small (1,440 W continuous)"))
        << power->text().toStdString();
    // It is an error of the build, not a remark (issue 31).
    EXPECT_TRUE(std::any_of(a.compatibility.begin(), a.compatibility.end(), [](const core::Finding &f) {
        return f.rule == "power.circuit" && f.severity == core::Severity::Error;
    }));
    EXPECT_TRUE(power->text().contains(report::wholeNumber(a.power.heatBtuPerHour)));
}

// Issue 18 #3: a build dearer than its budget said nothing. Two H200 NVL put the
// USD 3,000 learning build far over: a finding says by how much, and the
// summary says "over".
TEST_F(BuildDocumentTest, ABuildOverItsBudgetIsFlagged)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    const auto *summary = window.buildView()->findChild<QLabel *>("buildSummary");
    const auto *findings = window.buildView()->findChild<QTableWidget *>("buildFindings");
    ASSERT_TRUE(summary && findings);
    EXPECT_TRUE(summary->text().contains("of a USD 3,000.00 budget")) << summary->text().toStdString();
    ui::BuildDocument &doc = *window.document();
    doc.replacePart(0, "gpu/nvidia-h200-nvl");
    doc.setQuantity(0, 2);
    const core::Analysis a = coreAnalysis(doc.build());
    ASSERT_GT(a.cost.total.minorUnits(), 300000);
    EXPECT_TRUE(summary->text().contains("over the USD 3,000.00 budget")) << summary->text().toStdString();
    bool flagged = false;
    for (int row = 0; row < findings->rowCount(); ++row) {
        if (findings->item(row, 1)->toolTip() == "budget.over") { // the subject reads "budget"
            EXPECT_EQ(findings->item(row, 1)->text(), "budget");
            flagged = true;
            EXPECT_TRUE(findings->item(row, 2)->text().contains("over the budget of USD 3,000.00"));
        }
    }
    EXPECT_TRUE(flagged);
}

// Issue 18 #14: part pickers cut names mid-character. A long name is elided
// in the middle, keeping its start and end, with the whole name as tooltip.
TEST_F(BuildDocumentTest, APartPickerElidesALongNameInTheMiddle)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    window.show();
    auto *picker = window.buildView()->findChild<ui::ElidingComboBox *>("partPicker3"); // the memory row's long name
    ASSERT_NE(picker, nullptr);
    picker->setFixedWidth(140);
    const QString full = picker->currentText();
    ASSERT_GT(picker->fontMetrics().horizontalAdvance(full), 140);
    const QString shown = picker->shownText();
    EXPECT_TRUE(shown.contains(QChar(0x2026))) << shown.toStdString(); // …
    EXPECT_EQ(shown.front(), full.front());
    EXPECT_EQ(shown.back(), full.back());
    EXPECT_EQ(picker->toolTip(), full);
}

// Issue 18 #14: on a 1024 × 768 screen the window opened at 1,360 × 820, its
// right and bottom (the wizard's Next button) off the screen.
TEST_F(BuildDocumentTest, TheWindowFitsTheScreenItOpensOn)
{
    window.show();
    const QRect free = window.screen()->availableGeometry();
    EXPECT_LE(window.width(), std::max(free.width(), 1024));
    EXPECT_LE(window.height(), std::max(free.height(), 768));
    EXPECT_LE(window.minimumSizeHint().width(), 1024);
    EXPECT_LE(window.minimumSizeHint().height(), 768);
}

// Issue 18 #15: undo texts named catalog ids ("Change quantity of gpu/…"),
// and Save as proposed no file name.
TEST_F(BuildDocumentTest, UndoTextsNamePartsAndSaveProposesTheBuildsName)
{
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    ui::BuildDocument &doc = *window.document();
    doc.replacePart(0, "gpu/nvidia-h200-nvl");
    EXPECT_TRUE(doc.undoStack()->undoText().startsWith("Replace ")) << doc.undoStack()->undoText().toStdString();
    EXPECT_TRUE(doc.undoStack()->undoText().endsWith("with NVIDIA H200 NVL 141GB")) << doc.undoStack()->undoText().toStdString();
    doc.setQuantity(0, 2);
    EXPECT_EQ(doc.undoStack()->undoText().toStdString(), "Change quantity of NVIDIA H200 NVL 141GB");

    core::Build unsaved = doc.build();
    unsaved.name = "Lab A: 2× H200 / fine-tune";
    doc.reset(unsaved, QString(), true);
    EXPECT_EQ(QFileInfo(window.proposedFileName()).fileName().toStdString(), "Lab A- 2× H200 - fine-tune.dlrig");
}

// Issue 18 #13 and #15: in Chinese the summary reads as words (the workload,
// the unit), numbers are grouped, and with the 万 preference yuan totals are
// written in 万; the Build tab said "lora, amp-bf16", "1506 W" and "tokens/s".
TEST_F(BuildDocumentTest, TheSummaryReadsInChineseWithGroupedNumbersAndYuanInWan)
{
    const auto lora = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/llama-2-7b-lora-60000cny.dlrig";
    ui::GeneralSettings general = ui::loadGeneralSettings();
    general.yuanInWan = true;
    ui::saveGeneralSettings(general);
    const QString before = ui::languageSetting();
    ui::MainWindow *chinese = window.switchLanguage("zh_CN");
    const auto restore = qScopeGuard([&] {
        ui::installTranslations(*QCoreApplication::instance(), "en");
        ui::setLanguageSetting(before);
        ui::saveGeneralSettings({});
        ui::applyGeneralSettings({});
        delete chinese;
    });
    ASSERT_TRUE(chinese->openBuild(QString::fromStdString(lora.string())));
    const auto *summary = chinese->buildView()->findChild<QLabel *>("buildSummary");
    ASSERT_NE(summary, nullptr);
    const QString text = summary->text();
    EXPECT_TRUE(text.contains(QStringLiteral("LoRA 微调，混合精度，BF16 计算"))) << text.toStdString();
    // At December 2026 prices the example is over its budget, and says so.
    EXPECT_TRUE(text.contains(QStringLiteral("万，超出预算（CNY 6 万）"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("token/秒"))) << text.toStdString();
    const core::Analysis a = coreAnalysis(chinese->document()->build());
    EXPECT_TRUE(text.contains(QStringLiteral("峰值 %1 W").arg(report::wholeNumber(a.power.peakWatts))))
        << text.toStdString();
    EXPECT_FALSE(text.contains("amp-bf16")) << text.toStdString();
}

// Issue 33: a build that serves requests shows its throughput–interactivity
// curve under the barrel, the one core computed; a training build does not.
TEST_F(BuildDocumentTest, AServingBuildShowsItsThroughputAgainstInteractivity)
{
    const auto serving = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/serve-llama-3.3-70b-fp8.dlrig";
    ASSERT_TRUE(window.openBuild(QString::fromStdString(serving.string())));
    window.show();
    const ui::ServingChartView *chart = window.buildView()->servingChart();
    ASSERT_NE(chart, nullptr);
    EXPECT_TRUE(chart->isVisibleTo(&window));
    const core::Analysis a = coreAnalysis(window.document()->build());
    ASSERT_TRUE(a.serving.has_value());
    ASSERT_EQ(chart->points().size(), a.serving->curve.size());
    EXPECT_EQ(chart->points().back().users, a.serving->saturationUsers);
    EXPECT_TRUE(chart->toolTip().contains(report::wholeNumber(a.serving->saturationUsers)))
        << chart->toolTip().toStdString();
    // The plan's line says what a serving buyer asks for.
    const auto *plan = window.buildView()->findChild<QLabel *>("buildPlan");
    ASSERT_NE(plan, nullptr);
    EXPECT_TRUE(
        plan->text().contains(QStringLiteral("Serving: TTFT %1 ms").arg(report::plainNumber(a.serving->ttftMs.p90, 1))))
        << plan->text().toStdString();
    // It paints without a display: the curve's blue is on the picture.
    QImage image(chart->size().expandedTo(QSize(300, 180)), QImage::Format_ARGB32);
    image.fill(Qt::black);
    const_cast<ui::ServingChartView *>(chart)->render(&image);
    int curve = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            curve += image.pixelColor(x, y) == QColor(0x3b, 0x82, 0xc4) ? 1 : 0;
    EXPECT_GT(curve, 20);

    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    EXPECT_FALSE(chart->isVisibleTo(&window));
    EXPECT_TRUE(chart->points().empty());
}
