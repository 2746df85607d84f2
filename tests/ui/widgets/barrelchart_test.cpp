#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "testsupport.h"
#include "ui/build/buildview.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/mainwindow.h"
#include "ui/settings/language.h"
#include "ui/widgets/barrelchart.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QPalette>
#include <QScopeGuard>
#include <QStackedBarSeries>
#include <QTest>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
const std::filesystem::path kExample = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";

// A barrel whose CPU stave (0.8) limits the machine at 800 of the GPUs' 1,000 samples/s.
core::BarrelReport cpuLimited(const std::vector<std::pair<const char *, double>> &staves)
{
    core::BarrelReport report;
    report.unit = "samples/s";
    report.gpuDemandRate = 1000;
    report.systemRate = 800;
    report.bottleneck = "cpu_dataload";
    for (const auto &[key, ratio] : staves) {
        core::Stave s;
        s.key = key;
        s.ratio = ratio;
        report.staves.push_back(s);
    }
    return report;
}
} // namespace

TEST(BarrelChart, ShowsEveryStaveAndMarksTheShortest)
{
    const core::BarrelReport report = cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}, {"pcie_host", 35.0}});
    ui::BarrelChart chart;
    chart.setReport(report);
    EXPECT_EQ(chart.heights(), (QList<double>{1.0, 0.8, ui::BarrelChart::kCap})); // far-ahead staves capped
    EXPECT_EQ(chart.highlighted(), 1);
    EXPECT_DOUBLE_EQ(chart.waterLevel(), 0.8);
}

// A dark palette gets the dark chart theme; the bars keep their meaning.
TEST(BarrelChart, FollowsADarkPalette)
{
    const core::BarrelReport report = cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}});
    ui::BarrelChart chart;
    chart.setReport(report);
    EXPECT_EQ(chart.chart()->theme(), QChart::ChartThemeLight);
    QPalette dark = chart.palette();
    dark.setColor(QPalette::Window, QColor(40, 40, 40));
    chart.setPalette(dark);
    EXPECT_EQ(chart.chart()->theme(), QChart::ChartThemeDark);
    EXPECT_EQ(chart.highlighted(), 1);
    EXPECT_DOUBLE_EQ(chart.waterLevel(), 0.8);
}

// A short chart (the Benchmark tab's) gets the short axis title rather than an elided long one.
TEST(BarrelChart, AShortChartHasAShortAxisTitle)
{
    ui::BarrelChart chart;
    chart.setReport(cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}}));
    const auto title = [&] {
        QStringList titles;
        for (const QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical))
            titles << axis->titleText();
        return titles.join("|");
    };
    chart.show(); // a hidden widget gets its resize events only when shown
    chart.resize(800, 600);
    EXPECT_TRUE(title().contains("ratio to GPU demand (1 = keeps up)")) << title().toStdString();
    chart.resize(800, 300);
    EXPECT_TRUE(title().contains("× GPU demand")) << title().toStdString();
    EXPECT_FALSE(title().contains("keeps up")) << title().toStdString();
}

TEST(MainWindow, OpensABuildAndShowsItsBarrel)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.openBuild(QString::fromStdString(kExample.string())));
    // What the chart shows is core's analysis of the same build.
    const core::Build build = core::buildFromJson(core::readTextFile(kExample), "example");
    const core::Analysis analysis = core::analyze(catalog::resolveBuild(catalog, build, "example"), {},
                                                  core::ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
    const ui::BarrelChart *chart = window.buildView()->chart();
    ASSERT_EQ(chart->heights().size(), static_cast<int>(analysis.barrel.staves.size()));
    EXPECT_DOUBLE_EQ(chart->waterLevel(), analysis.barrel.systemRate / analysis.barrel.gpuDemandRate);
    // The catalog search filters the table as the user types.
    window.searchBox()->setText("epyc 7742");
    EXPECT_EQ(window.catalogProxy()->rowCount(), 1);
}

// Issue 18 #15: staves that do not apply said nothing, and bars above 2 were
// cut at 2 with no mark. Now the name reads "n/a" or the real ratio, and a
// triangle marks each clipped bar.
TEST(BarrelChart, NotApplicableAndClippedStavesAreMarked)
{
    core::BarrelReport report;
    report.unit = "samples/s";
    report.gpuDemandRate = 100;
    report.systemRate = 100;
    report.bottleneck = "gpu_compute";
    const auto stave = [](const char *key, double ratio, bool applicable) {
        core::Stave s;
        s.key = key;
        s.ratio = ratio;
        s.rate = ratio * 100;
        s.applicable = applicable;
        return s;
    };
    report.staves = {stave("gpu_compute", 1, true), stave("gpu_interconnect", 0, false), stave("pcie_host", 56.3, true),
                     stave("cpu_dataload", 1.5, true), stave("gpu_memory_bandwidth", 0.0085, true)};
    ui::BarrelChart chart;
    chart.setReport(report);
    const QStringList labels = chart.staveLabels();
    ASSERT_EQ(labels.size(), 5);
    EXPECT_EQ(labels[0], "compute");
    EXPECT_EQ(labels[1], "link\nn/a");
    EXPECT_EQ(labels[2], "PCIe\n56×");
    EXPECT_EQ(labels[3], "CPU");
    // A bar too short to see (under 1/40 of the axis) says its ratio.
    EXPECT_EQ(labels[4], "GPU mem\n0.01×");
    EXPECT_EQ(chart.clippedCount(), 1);
    EXPECT_DOUBLE_EQ(chart.heights()[2], ui::BarrelChart::kCap);
}

// Issue 18 #15: a stave's numbers were a QToolTip, which hides itself after
// some seconds while the pointer still rests on the stave. The chart's own
// tip has no timer: hovering shows it and it stays until the pointer leaves.
TEST(BarrelChart, AStavesTipStaysWhileThePointerRestsAndGoesWhenItLeaves)
{
    ui::BarrelChart chart;
    chart.resize(640, 400);
    chart.setReport(cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}}));
    QStackedBarSeries *bars = nullptr;
    for (QAbstractSeries *series : chart.chart()->series()) {
        if (auto *stacked = qobject_cast<QStackedBarSeries *>(series))
            bars = stacked;
    }
    ASSERT_NE(bars, nullptr);
    emit bars->hovered(true, 1, bars->barSets().front());
    ASSERT_NE(chart.staveTip(), nullptr);
    EXPECT_TRUE(chart.staveTip()->isVisible());
    EXPECT_TRUE(chart.staveTip()->text().contains("CPU data loading")) << chart.staveTip()->text().toStdString();
    EXPECT_TRUE(chart.staveTip()->text().contains("0.80")) << chart.staveTip()->text().toStdString();
    QTest::qWait(1500); // past any short timer; a QToolTip would hide on its own after some seconds
    EXPECT_TRUE(chart.staveTip()->isVisible());
    emit bars->hovered(false, 1, bars->barSets().front());
    EXPECT_FALSE(chart.staveTip()->isVisible());
    emit bars->hovered(true, 0, bars->barSets().front());
    EXPECT_TRUE(chart.staveTip()->isVisible());
    chart.setReport(cpuLimited({{"gpu_compute", 1.0}})); // a new report: the hovered stave is gone
    EXPECT_FALSE(chart.staveTip()->isVisible());
}

// Issue 30: the GPU staves' tips end with their side of one plan step, work by
// work, as `estimate --explain` prints it, in the reader's language. The
// example trains Llama 2 7B LoRA on two RTX 5090 (data parallel over PCIe).
TEST(MainWindow, TheGpuStavesTipsShowOneStepInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    const auto twoGpus = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/llama-2-7b-lora-60000cny.dlrig";
    ASSERT_TRUE(window.openBuild(QString::fromStdString(twoGpus.string())));
    ui::BarrelChart *chart = window.buildView()->chart();
    QStackedBarSeries *bars = nullptr;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (auto *stacked = qobject_cast<QStackedBarSeries *>(series))
            bars = stacked;
    }
    ASSERT_NE(bars, nullptr);
    emit bars->hovered(true, 0, bars->barSets().front()); // gpu_compute
    ASSERT_NE(chart->staveTip(), nullptr);
    const QString compute = chart->staveTip()->text();
    EXPECT_TRUE(compute.contains("每块 GPU 每步")) << compute.toStdString();
    EXPECT_TRUE(compute.contains("线性层（GEMM）")) << compute.toStdString();
    EXPECT_TRUE(compute.contains("受限于算力")) << compute.toStdString();
    emit bars->hovered(true, 3, bars->barSets().front()); // gpu_interconnect: its traffic hides under compute
    const QString link = chart->staveTip()->text();
    EXPECT_TRUE(link.contains("数据并行通信")) << link.toStdString();
    EXPECT_TRUE(link.contains("与更长的工作并行")) << link.toStdString();
    EXPECT_FALSE(link.contains("data-parallel")) << link.toStdString();
}

// Issue 34 #1: three RTX 5090 on the 7B example's 1,500 W supply cannot run as
// built. The summary said "0.0 tokens/s" with the water line at 0 while the
// staves said otherwise, and a RAM stave short of its need was coloured "keeps
// up". Now the summary and the (red) water line say what it would reach once
// the power is enough, and every stave below 1 is coloured as limiting.
TEST(MainWindow, ABuildThatCannotRunSaysWhatItWouldReach)
{
    TempDir dir;
    auto catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    const auto example = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/llama-2-7b-lora-60000cny.dlrig";
    std::string text = core::readTextFile(example);
    const std::string ada = "gpu/nvidia-rtx-4000-ada";
    text.replace(text.find(ada), ada.size(), "gpu/nvidia-rtx-5090");
    const auto file = dir / "three-5090.dlrig";
    writeFile(file, text);
    ui::MainWindow window(catalog);
    ASSERT_TRUE(window.openBuild(QString::fromStdString(file.string())));
    const core::Analysis analysis =
        core::analyze(catalog::resolveBuild(catalog, core::buildFromJson(text, "three"), "three"), {},
                      core::ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
    ASSERT_EQ(analysis.barrel.blockedBy, "power");
    ASSERT_GT(analysis.barrel.rateOnceFixed, 0);
    const auto *summary = window.buildView()->findChild<QLabel *>("buildSummary");
    ASSERT_NE(summary, nullptr);
    EXPECT_TRUE(summary->text().contains("cannot run as built: power is too small; it would reach"))
        << summary->text().toStdString();
    EXPECT_FALSE(summary->text().contains(" 0.0 tokens/s")) << summary->text().toStdString();
    const ui::BarrelChart *chart = window.buildView()->chart();
    EXPECT_DOUBLE_EQ(chart->waterLevel(),
                     std::min(analysis.barrel.rateOnceFixed / analysis.barrel.gpuDemandRate, ui::BarrelChart::kCap));
    EXPECT_TRUE(chart->waterLineName().startsWith("cannot run as built")) << chart->waterLineName().toStdString();
    // Every applicable stave under 1 sits in the "limits it" set.
    QStackedBarSeries *bars = nullptr;
    for (QAbstractSeries *series : chart->chart()->series())
        if (auto *stacked = qobject_cast<QStackedBarSeries *>(series))
            bars = stacked;
    ASSERT_NE(bars, nullptr);
    const QBarSet *limits = bars->barSets().at(1);
    int shortStaves = 0;
    for (std::size_t i = 0; i < analysis.barrel.staves.size(); ++i) {
        const core::Stave &s = analysis.barrel.staves[i];
        if (!s.applicable || s.ratio >= 1)
            continue;
        ++shortStaves;
        EXPECT_GT(limits->at(static_cast<int>(i)), 0) << s.key;
    }
    EXPECT_GE(shortStaves, 1);
}

// Issue 34 #6: a stave's tip near the screen's right or bottom edge ran off
// the screen. It now goes left of / above the pointer there.
TEST(BarrelChart, AStavesTipStaysOnTheScreen)
{
    ui::BarrelChart chart;
    chart.resize(640, 400);
    core::BarrelReport report = cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}});
    report.staves[1].text = {{"test", "A long explanation of the CPU's data loading, long enough to wrap at the "
                                      "tip's width and make it tall and wide on any screen this test runs on."},
                             {}};
    chart.setReport(report);
    const QRect area = chart.screen()->availableGeometry();
    for (const QPoint at :
         {area.bottomRight() - QPoint(5, 5), area.topLeft() + QPoint(5, 5), QPoint(area.right() - 5, area.top() + 5)}) {
        chart.showStaveTip(1, at);
        ASSERT_NE(chart.staveTip(), nullptr);
        const QRect tip = chart.staveTip()->geometry();
        EXPECT_TRUE(area.contains(tip)) << "at " << at.x() << "," << at.y() << ": tip " << tip.x() << "," << tip.y()
                                        << " " << tip.width() << "×" << tip.height();
        EXPECT_FALSE(tip.contains(at)); // never under the pointer
    }
}

// Issue 34 #6: an empty barrel (the Benchmark tab before a build is compared)
// showed a legend with a swatch and no label.
TEST(BarrelChart, AnEmptyBarrelHasNoLegend)
{
    ui::BarrelChart chart;
    chart.setReport({});
    EXPECT_FALSE(chart.chart()->legend()->isVisible());
    chart.setReport(cpuLimited({{"gpu_compute", 1.0}, {"cpu_dataload", 0.8}}));
    EXPECT_TRUE(chart.chart()->legend()->isVisible());
}

// Issue 34 #6: stave names were cut ("磁盘容量 13…") where a slot was narrower
// than its name. Names stand upright only where each fits its slot.
TEST(BarrelChart, NamesSlantWhereTheyDoNotFitTheirSlot)
{
    std::vector<std::pair<const char *, double>> staves;
    for (const char *key : {"gpu_compute", "gpu_memory_bandwidth", "vram_capacity", "pcie_host", "cpu_dataload",
                            "ram_capacity", "ram_bandwidth", "storage_throughput", "storage_capacity", "power"})
        staves.emplace_back(key, 132.0);
    ui::BarrelChart chart;
    chart.setReport(cpuLimited(staves));
    const auto angle = [&] {
        for (QAbstractAxis *axis : chart.chart()->axes(Qt::Horizontal))
            if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                return categories->labelsAngle();
        return 1;
    };
    chart.show();
    chart.resize(480, 500); // the chart's narrowest: about 40 px a stave
    QCoreApplication::processEvents();
    EXPECT_EQ(angle(), -90);
    chart.resize(3000, 500);
    QCoreApplication::processEvents();
    EXPECT_EQ(angle(), 0);
}

// Issue 34 #6: in the Benchmark tab's short pane the slanted names were cut
// ("co…", "GP…"). A short chart writes them upright in a smaller font.
TEST(BarrelChart, AShortChartWritesNamesUprightInASmallerFont)
{
    std::vector<std::pair<const char *, double>> staves;
    for (const char *key :
         {"gpu_compute", "gpu_memory_bandwidth", "vram_capacity", "gpu_interconnect", "pcie_host", "cpu_dataload",
          "ram_capacity", "ram_bandwidth", "storage_throughput", "storage_capacity", "power"})
        staves.emplace_back(key, 1.2);
    staves.back().second = 132; // power: "power\n132×" in a taller chart
    ui::BarrelChart chart;
    chart.setReport(cpuLimited(staves));
    chart.setMinimumSize(320, 200); // as the Benchmark tab's pane allows
    chart.show();
    chart.resize(680, 230);
    QCoreApplication::processEvents();
    ASSERT_EQ(chart.height(), 230);
    EXPECT_EQ(chart.staveLabels().back(), "power"); // the ratio line goes to the tip
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Horizontal)) {
        if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis)) {
            EXPECT_EQ(categories->labelsAngle(), 0);
        }
    }
    for (QAbstractAxis *axis : chart.chart()->axes(Qt::Vertical)) {
        if (axis->isVisible() && !axis->titleText().isEmpty()) {
            EXPECT_FALSE(axis->isTitleVisible()) << axis->titleText().toStdString();
        }
    }
}
