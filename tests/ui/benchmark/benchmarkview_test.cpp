// The Benchmark tab on a machine without a GPU: a run off the GUI thread with
// its results, the GPU tests SKIPPED with the reason, cancel, the history, the
// open build as the spec, and the acceptance report.
#include "catalog/benchhistory.h"
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/buildfile.h"
#include "core/validation/benchsettings.h"
#include "core/validation/validation.h"
#include "kernels/benchrun.h"
#include "kernels/detect.h"
#include "testsupport.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/legacybenchsettings.h"
#include "ui/benchmark/peermatrixview.h"
#include "ui/benchmark/thresholdsdialog.h"
#include "ui/settings/language.h"
#include "ui/widgets/barrelchart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QHorizontalStackedBarSeries>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>

#include <nlohmann/json.hpp>

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

// A quick run of this machine as the history keeps it.
catalog::BenchRunRecord storedRun(const char *started, const char *verdict, std::vector<core::Measurement> measurements)
{
    catalog::BenchRunRecord record;
    record.machine = kernels::machineName(kernels::detectMachine());
    record.started = started;
    record.finished = started;
    record.mode = "quick";
    record.verdict = verdict;
    record.measurements = std::move(measurements);
    return record;
}

class BenchmarkViewTest : public testing::Test {
protected:
    bool runAndWait()
    {
        QSignalSpy finished(&view, &ui::BenchmarkView::runFinished);
        if (!view.start())
            return false;
        EXPECT_TRUE(view.isRunning());
        return finished.wait(120'000);
    }
    // STREAM alone (no GPU test), compared with the learning example build.
    bool runStreamAgainstTheLearningExample()
    {
        view.detect();
        const auto file = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
        learning = catalog::resolveBuild(catalog, core::buildFromJson(core::readTextFile(file), "example"), "example");
        view.setOpenBuild("learning", &learning);
        view.setCompareWithOpenBuild(true);
        view.setTests({"host.stream"});
        return runAndWait();
    }
    QString cell(const QString &key, int column) const
    {
        for (int row = 0; row < view.results()->rowCount(); ++row) {
            if (view.results()->item(row, 0)->text() == key)
                return view.results()->item(row, column)->text();
        }
        return {};
    }

    TempDir dir;
    catalog::Catalog catalog = catalog::Catalog::openOrCreate(dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
    core::ResolvedBuild learning; // before the view, which keeps a pointer to it
    ui::BenchmarkView view{catalog, dir / "history.db"};
};

} // namespace

TEST_F(BenchmarkViewTest, ARunShowsEveryMeasurementAndKeepsHistory)
{
    view.detect();
    EXPECT_FALSE(view.machineSummary().isEmpty());
    view.setTests({"host.stream", "gpu"});
    view.setScratchDirectory(QString::fromStdString(dir.path().string()));
    ASSERT_TRUE(runAndWait());
    EXPECT_FALSE(view.isRunning());
    EXPECT_FALSE(cell("host.stream_triad", 1).isEmpty());
    EXPECT_NE(cell("host.stream_triad", 1), "–"); // measured
    const QString gpu = cell("gpu0.device_copy", 7);
    ASSERT_FALSE(gpu.isEmpty());
    if (!view.machineSummary().contains("GPU 0")) {
        EXPECT_TRUE(gpu.startsWith("SKIPPED — ")) << gpu.toStdString(); // with the reason
    }
    EXPECT_FALSE(view.verdict().isEmpty());
    ASSERT_EQ(view.historyEntries().size(), 1);
    EXPECT_TRUE(view.historyEntries().front().contains("quick"));
    EXPECT_EQ(cell("host.stream_triad", 6), "–"); // the first run has nothing before it
    ASSERT_TRUE(runAndWait());
    ASSERT_EQ(view.historyEntries().size(), 2);
    EXPECT_TRUE(cell("host.stream_triad", 6).endsWith(" %)")) << cell("host.stream_triad", 6).toStdString();

    const auto pdf = dir / "report.pdf";
    view.exportReportPdf(QString::fromStdString(pdf.string()));
    const auto text = dir / "report.txt";
    ASSERT_EQ(std::system(("pdftotext " + pdf.string() + " " + text.string()).c_str()), 0);
    const std::string report = slurpFile(text);
    EXPECT_NE(report.find("Acceptance report"), std::string::npos);
    EXPECT_NE(report.find("host.stream_triad"), std::string::npos);
    EXPECT_NE(report.find("Checked by"), std::string::npos); // where the admin signs it off
    const auto json = dir / "report.json";
    view.exportReportJson(QString::fromStdString(json.string()));
    const nlohmann::json parsed = nlohmann::json::parse(slurpFile(json));
    EXPECT_EQ(parsed.at("verdict"), view.verdict().toStdString());
    EXPECT_FALSE(parsed.at("measurements").empty());
}

TEST_F(BenchmarkViewTest, CancelStopsTheRunAndSaysSo)
{
    view.setTests({"host.gemm"});
    QSignalSpy finished(&view, &ui::BenchmarkView::runFinished);
    ASSERT_TRUE(view.start());
    view.cancel();
    ASSERT_TRUE(finished.wait(120'000));
    EXPECT_EQ(view.verdict(), "CANCELLED");
    EXPECT_TRUE(cell("host.sgemm", 7).contains("cancelled")) << cell("host.sgemm", 7).toStdString();
}

TEST_F(BenchmarkViewTest, AgainstTheOpenBuildAMissingGpuFails)
{
    view.detect();
    if (view.machineSummary().contains("GPU 0"))
        GTEST_SKIP() << "this machine has a GPU";
    const auto file = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
    const core::ResolvedBuild build =
        catalog::resolveBuild(catalog, core::buildFromJson(core::readTextFile(file), "example"), "example");
    view.setOpenBuild("learning", &build);
    view.setCompareWithOpenBuild(true);
    view.setTests({"gpu"});
    ASSERT_TRUE(runAndWait());
    EXPECT_EQ(view.verdict(), "FAIL");
    EXPECT_TRUE(cell("inventory.gpu_count", 7).startsWith("FAIL"));
}

// A CPU the names do not match (a VM says "AMD EPYC") matched by hand: its
// spec then judges the CPU probes, and the choice is remembered.
TEST_F(BenchmarkViewTest, APartMatchedByHandGivesTheSpec)
{
    view.detect();
    const auto cpu = kernels::detectCpu("/");
    view.setMatch(QString::fromStdString(cpu.model), "cpu/amd-ryzen-9-7950x");
    EXPECT_TRUE(view.machineSummary().contains("cpu/amd-ryzen-9-7950x")) << view.machineSummary().toStdString();
    view.setTests({"host.gemm"});
    ASSERT_TRUE(runAndWait());
    // Ryzen 9 7950X (Zen 4: AVX-512 on 256-bit units): 16 cores × 4.5 GHz base × 2 FMA × 8 lanes × 2 = 2,304 GFLOP/s.
    EXPECT_EQ(cell("host.sgemm", 4), "2,304"); // grouped, as people write it (issue 34 #8)
    ui::BenchmarkView again{catalog, dir / "history.db"};
    again.detect();
    EXPECT_TRUE(again.machineSummary().contains("cpu/amd-ryzen-9-7950x"));
    // Kept where dlrig-cli bench reads it too.
    const core::BenchSettings saved = core::loadBenchSettings(dir / "bench-settings.json");
    EXPECT_EQ(saved.matches.at(cpu.model), "cpu/amd-ryzen-9-7950x");
}

TEST_F(BenchmarkViewTest, ThresholdsAreEditedSavedAndRestored)
{
    ui::ThresholdsDialog dialog(view.thresholds());
    dialog.setBars("device_copy", 90, 85);
    const auto edited = dialog.thresholds();
    const core::Threshold *copy = core::findThreshold(edited, "device_copy");
    ASSERT_NE(copy, nullptr);
    EXPECT_DOUBLE_EQ(copy->pass, 0.90);
    EXPECT_DOUBLE_EQ(copy->warn, 0.85);
    view.setThresholds(edited);
    EXPECT_DOUBLE_EQ(core::findThreshold(view.thresholds(), "device_copy")->pass, 0.90);
    EXPECT_DOUBLE_EQ(core::findThreshold(view.thresholds(), "gemm_bf16")->pass,
                     core::findThreshold(core::defaultThresholds(), "gemm_bf16")->pass);
    const auto file = dir / "bench-settings.json";
    EXPECT_NE(slurpFile(file).find("\"device_copy\""), std::string::npos);
    dialog.restoreDefaults();
    view.setThresholds(dialog.thresholds());
    EXPECT_EQ(slurpFile(file).find("\"device_copy\""), std::string::npos); // defaults are not stored
}

// A hand-edited settings file with a mistake: the tab says which field, uses
// the defaults, and leaves the file as it is for the user to fix.
TEST_F(BenchmarkViewTest, AnInvalidSettingsFileIsReportedAndNeverOverwritten)
{
    const auto file = dir / "bench-settings.json";
    const std::string broken = R"({"format": "dlrig-bench-settings", "version": 1,
        "thresholds": {"device_copy": {"pass": 0.5, "warn": 0.7}}})";
    writeFile(file, broken);
    view.detect();
    EXPECT_TRUE(view.machineSummary().contains("thresholds.device_copy.warn")) << view.machineSummary().toStdString();
    EXPECT_DOUBLE_EQ(core::findThreshold(view.thresholds(), "device_copy")->pass,
                     core::findThreshold(core::defaultThresholds(), "device_copy")->pass);
    view.setThresholds(core::defaultThresholds());
    view.setMatch("some disk", "storage/samsung-990-pro-2tb");
    EXPECT_EQ(slurpFile(file), broken);
}

TEST_F(BenchmarkViewTest, NewThresholdsJudgeTheShownRunAgain)
{
    ASSERT_TRUE(runStreamAgainstTheLearningExample());
    // The measured barrel (bars) with the spec sheet's as markers, stave for stave.
    const ui::BarrelChart *barrel = view.measuredBarrel();
    ASSERT_FALSE(barrel->heights().isEmpty());
    ASSERT_EQ(barrel->overlays().size(), 1);
    EXPECT_EQ(barrel->overlays().front().size(), barrel->heights().size());
    // The example's DDR5-5600 (89.6 GB/s) against this machine: lenient bars make it pass.
    std::vector<core::Threshold> lenient = core::defaultThresholds();
    for (core::Threshold &t : lenient) {
        if (t.metric.rfind("stream_", 0) == 0) {
            t.pass = 0.01;
            t.warn = 0.01;
        }
    }
    view.setThresholds(lenient);
    EXPECT_TRUE(cell("host.stream_triad", 7).startsWith("PASS")) << cell("host.stream_triad", 7).toStdString();
    // The chart shows the triad's bar in the PASS set now, by its key.
    const auto series = view.ratioChart()->series();
    ASSERT_EQ(series.size(), 1);
    const auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(series.front());
    ASSERT_NE(bars, nullptr);
    auto *tests = qobject_cast<QBarCategoryAxis *>(view.ratioChart()->axes(Qt::Vertical).front());
    ASSERT_NE(tests, nullptr);
    const int row = static_cast<int>(tests->categories().indexOf("host.stream_triad"));
    EXPECT_FALSE(tests->categories().contains("inventory.gpu_count")); // an exact check: the table's
    ASSERT_GE(row, 0);
    const QBarSet *pass = bars->barSets().at(0);
    const QBarSet *fail = bars->barSets().at(2);
    EXPECT_EQ(pass->label(), "PASS");
    EXPECT_GT(pass->at(row), 0);
    EXPECT_EQ(fail->at(row), 0);
    // A new run is judged by the saved bars too.
    ASSERT_TRUE(runAndWait());
    EXPECT_TRUE(cell("host.stream_triad", 7).startsWith("PASS")) << cell("host.stream_triad", 7).toStdString();
}

// A two-GPU run from the history (as dlrig-gpu-probe reports pairs): the GPU ↔
// GPU tab shows the matrix, and the acceptance report has it too.
TEST_F(BenchmarkViewTest, AnEarlierTwoGpuRunShowsItsGpuToGpuMatrix)
{
    const auto pair = [](const std::string &key, const std::string &metric, std::optional<double> median,
                         core::Verdict verdict, const std::string &skipped = {}) {
        core::Measurement m;
        m.key = key;
        m.metric = metric;
        m.unit = "GB/s";
        m.median = median;
        m.verdict = verdict;
        m.skipped = skipped;
        return m;
    };
    const catalog::BenchRunRecord record = storedRun(
        "2026-11-29T10:00:00Z", "PASS",
        {
            pair("gpu0.p2p.gpu1", "p2p_bandwidth", 250, core::Verdict::Pass),
            pair("gpu0.p2p_host.gpu1", "p2p_host_bandwidth", 11.5, core::Verdict::Skipped, "not compared"),
            pair("gpu1.p2p.gpu0", "p2p_bandwidth", std::nullopt, core::Verdict::Skipped, "waived: no direct path"),
            pair("gpu1.p2p_host.gpu0", "p2p_host_bandwidth", 11.2, core::Verdict::Skipped, "not compared"),
        });
    catalog::BenchHistory::open(dir / "history.db").save(record);
    view.detect();
    ASSERT_EQ(view.historyEntries().size(), 1);
    auto *history = view.findChild<QComboBox *>();
    for (auto *combo : view.findChildren<QComboBox *>()) {
        if (combo->accessibleName() == "Earlier runs")
            history = combo;
    }
    ASSERT_NE(history, nullptr);
    emit history->activated(0);

    const QTableWidget *matrix = view.peerMatrix()->table();
    ASSERT_EQ(matrix->rowCount(), 2);
    ASSERT_EQ(matrix->columnCount(), 2);
    EXPECT_EQ(matrix->item(0, 1)->text(), "250 (11.5)");
    EXPECT_EQ(matrix->item(1, 0)->text(), "waived (11.2)");
    EXPECT_EQ(matrix->item(0, 0)->text(), "–");
    EXPECT_TRUE(matrix->item(1, 0)->toolTip().contains("no direct path"));
    const auto *tabs = view.findChild<QTabWidget *>("benchCharts");
    ASSERT_NE(tabs, nullptr);
    EXPECT_TRUE(tabs->isTabEnabled(tabs->indexOf(view.peerMatrix())));

    const auto pdf = dir / "report.pdf";
    view.exportReportPdf(QString::fromStdString(pdf.string()));
    const auto text = dir / "report.txt";
    ASSERT_EQ(std::system(("pdftotext -layout " + pdf.string() + " " + text.string()).c_str()), 0);
    const std::string report = slurpFile(text);
    EXPECT_NE(report.find("GPU to GPU (GB/s per direction)"), std::string::npos);
    EXPECT_NE(report.find("250 (11.5)"), std::string::npos) << report;
    EXPECT_NE(report.find("waived (11.2)"), std::string::npos) << report;
}

// Bars and hand matches an earlier dlrig kept in QSettings move to
// bench-settings.json once; a bar that does not hold is dropped.
TEST(LegacyBenchSettings, MoveOnceToTheSettingsFile)
{
    TempDir dir;
    const auto file = dir / "bench-settings.json";
    QSettings().setValue("benchmark/thresholds/device_copy", "0.7,0.5");
    QSettings().setValue("benchmark/thresholds/gemm_bf16", "0.2,0.9"); // WARN above PASS
    QSettings().setValue("benchmark/matchedByHand", QVariantMap{{"AMD EPYC", "cpu/amd-epyc-9654"}});
    EXPECT_TRUE(ui::moveLegacyBenchSettings(file));
    const core::BenchSettings moved = core::loadBenchSettings(file);
    EXPECT_DOUBLE_EQ(core::findThreshold(moved.thresholds, "device_copy")->pass, 0.7);
    EXPECT_DOUBLE_EQ(core::findThreshold(moved.thresholds, "gemm_bf16")->pass,
                     core::findThreshold(core::defaultThresholds(), "gemm_bf16")->pass);
    EXPECT_EQ(moved.matches.at("AMD EPYC"), "cpu/amd-epyc-9654");
    EXPECT_FALSE(QSettings().contains("benchmark/thresholds/device_copy"));
    EXPECT_FALSE(QSettings().contains("benchmark/matchedByHand"));
    QSettings().setValue("benchmark/thresholds/device_copy", "0.9,0.8");
    EXPECT_FALSE(ui::moveLegacyBenchSettings(file)); // the file exists: it wins
    EXPECT_DOUBLE_EQ(core::findThreshold(core::loadBenchSettings(file).thresholds, "device_copy")->pass, 0.7);
    QSettings().remove("benchmark");
}

// Issue 18 #9: WARN 95 % above PASS 65 % was accepted and saved as 65/65.
// Now OK is disabled and a line names the metric until the bars are in order.
TEST_F(BenchmarkViewTest, AWarnBarAbovePassIsRefusedWithTheMetricNamed)
{
    ui::ThresholdsDialog dialog(view.thresholds());
    auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    const auto *error = dialog.findChild<QLabel *>("thresholdsError");
    ASSERT_TRUE(ok && error);
    EXPECT_TRUE(ok->isEnabled());
    dialog.setBars("device_copy", 65, 95);
    EXPECT_FALSE(ok->isEnabled());
    EXPECT_FALSE(error->isHidden());
    EXPECT_EQ(error->text(), "device_copy: WARN from 95 % is above PASS from 65 %; WARN must be at or below PASS.");
    dialog.setBars("device_copy", 65, 60);
    EXPECT_TRUE(ok->isEnabled());
    EXPECT_TRUE(error->isHidden());
}

// Issue 18 #6: after a restart the list showed the last run selected, but the
// table was empty and the exports disabled until it was picked again.
TEST_F(BenchmarkViewTest, TheSelectedEarlierRunIsShownAfterARestart)
{
    core::Measurement triad;
    triad.key = "host.stream_triad";
    triad.metric = "stream_triad";
    triad.unit = "GB/s";
    triad.median = 61.5;
    triad.verdict = core::Verdict::Pass;
    catalog::BenchHistory::open(dir / "history.db").save(storedRun("2026-11-30T09:00:00Z", "PASS", {triad}));

    ui::BenchmarkView restarted{catalog, dir / "history.db"};
    restarted.detect();
    const auto *history = restarted.findChild<QComboBox *>("benchHistory");
    ASSERT_NE(history, nullptr);
    EXPECT_EQ(history->currentIndex(), 0);
    ASSERT_GE(restarted.results()->rowCount(), 1);
    EXPECT_EQ(restarted.results()->item(0, 0)->text(), "host.stream_triad");
    EXPECT_TRUE(restarted.findChild<QPushButton *>("benchExportPdf")->isEnabled());
    EXPECT_TRUE(restarted.findChild<QPushButton *>("benchExportJson")->isEnabled());
}

// Issue 18 #12: on a machine without a GPU (this one, and CI's) the measured
// barrel drew a water line from the assumed GPU figures as if measured. With no
// GPU measured there is no water line, the GPU staves say n/a, and the note says why.
TEST_F(BenchmarkViewTest, AMeasuredBarrelWithoutAMeasuredGpuDrawsNoWaterLine)
{
    ASSERT_TRUE(runStreamAgainstTheLearningExample()); // no GPU test at all
    const ui::BarrelChart *barrel = view.measuredBarrel();
    EXPECT_FALSE(barrel->waterLineShown());
    EXPECT_DOUBLE_EQ(barrel->waterLevel(), 0);
    const QStringList labels = barrel->staveLabels();
    ASSERT_FALSE(labels.isEmpty());
    EXPECT_TRUE(labels.front().startsWith("compute")) << labels.front().toStdString();
    EXPECT_TRUE(labels.front().endsWith("n/a")) << labels.front().toStdString();
    EXPECT_EQ(barrel->highlighted(), -1); // no stave is named the bottleneck from assumed figures
    const auto *note = view.findChild<QLabel *>("measuredBarrelNote");
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->text().contains("no GPU was measured")) << note->text().toStdString();
}

// Issue 18 #15: the GPU ↔ GPU tab was disabled with no word why.
TEST_F(BenchmarkViewTest, ADisabledGpuToGpuTabSaysWhy)
{
    const auto *tabs = view.findChild<QTabWidget *>("benchCharts");
    ASSERT_NE(tabs, nullptr);
    const int peers = tabs->indexOf(view.peerMatrix());
    ASSERT_GE(peers, 0);
    EXPECT_FALSE(tabs->isTabEnabled(peers));
    EXPECT_TRUE(tabs->tabToolTip(peers).contains("two or more GPUs")) << tabs->tabToolTip(peers).toStdString();
}

// Issue 18 #15: the GUI gave command-line advice ("use --against"). No text
// the Benchmark tab shows names a command-line option.
TEST_F(BenchmarkViewTest, TheMachineSummaryGivesNoCommandLineAdvice)
{
    view.detect();
    EXPECT_FALSE(view.machineSummary().contains("--")) << view.machineSummary().toStdString();
    EXPECT_FALSE(view.machineSummary().contains("dlrig-cli"));
}

// Issue 18 #13: the detection box and the reasons a stored run gives read in
// Chinese, although runs keep them in English (the history, the team server).
TEST_F(BenchmarkViewTest, TheMachineAndTheSkipReasonsReadInChinese)
{
    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    core::Measurement pcie;
    pcie.key = "gpu0.inventory_pcie_gen";
    pcie.metric = "inventory_pcie_gen";
    pcie.unit = "generation";
    pcie.skipped = "NVML not available: libnvidia-ml.so.1 not found (no NVIDIA driver)";
    catalog::BenchHistory::open(dir / "history.db").save(storedRun("2026-11-30T09:00:00Z", "NOT CHECKED", {pcie}));

    ui::BenchmarkView chinese{catalog, dir / "history.db"};
    chinese.detect();
    const QString machine = chinese.machineSummary();
    EXPECT_TRUE(machine.contains(QStringLiteral("内存："))) << machine.toStdString();
    EXPECT_FALSE(machine.contains("Memory:")) << machine.toStdString();
    ASSERT_GE(chinese.results()->rowCount(), 1);
    const QString verdict = chinese.results()->item(0, chinese.results()->columnCount() - 1)->text();
    EXPECT_TRUE(verdict.contains(QStringLiteral("NVML 不可用：未找到 libnvidia-ml.so.1（没有 NVIDIA 驱动）")))
        << verdict.toStdString();
}

// Issue 34 #4: a report exported from an earlier run after a restart had an
// empty "Specs from", although the run was judged against the open build. The
// history keeps it now; and the list of earlier runs reads in the user's language.
TEST_F(BenchmarkViewTest, AnEarlierRunsReportSaysWhatItWasJudgedAgainst)
{
    ASSERT_TRUE(runStreamAgainstTheLearningExample());
    ui::BenchmarkView later{catalog, dir / "history.db"}; // the next session
    later.detect();
    ASSERT_EQ(later.historyEntries().size(), 1);
    QComboBox *history = nullptr;
    for (auto *combo : later.findChildren<QComboBox *>())
        if (combo->accessibleName() == "Earlier runs")
            history = combo;
    ASSERT_NE(history, nullptr);
    emit history->activated(0);
    const auto pdf = dir / "earlier.pdf";
    later.exportReportPdf(QString::fromStdString(pdf.string()));
    const auto text = dir / "earlier.txt";
    ASSERT_EQ(std::system(("pdftotext -layout " + pdf.string() + " " + text.string()).c_str()), 0);
    const std::string report = slurpFile(text);
    EXPECT_NE(report.find("Specs from"), std::string::npos) << report;
    EXPECT_NE(report.find("the open build: learning"), std::string::npos) << report;

    auto *app = QCoreApplication::instance();
    const auto english = qScopeGuard([app] { ui::installTranslations(*app, "en"); });
    ASSERT_EQ(ui::installTranslations(*app, "zh_CN"), "zh_CN");
    ui::BenchmarkView chinese{catalog, dir / "history.db"};
    chinese.detect();
    ASSERT_EQ(chinese.historyEntries().size(), 1);
    const QString entry = chinese.historyEntries().front();
    EXPECT_FALSE(entry.contains("quick")) << entry.toStdString();
    EXPECT_TRUE(entry.contains(QString::fromUtf8("快速"))) << entry.toStdString();
}
