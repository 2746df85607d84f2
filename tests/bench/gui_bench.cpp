// Desktop responsiveness on the offscreen platform. Targets: a part change to
// a repainted barrel ≤ 16 ms; a catalog search keystroke to a filtered table
// ≤ 30 ms with 100,000 parts.
//   build/tests/bench/dlrig_gui_bench
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/parts/partquery.h"
#include "core/base/textfile.h"
#include "ui/widgets/barrelchart.h"
#include "ui/build/builddocument.h"
#include "ui/wizard/buildwizard.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/mainwindow.h"
#include "ui/wizard/wizardpages.h"
#include "ui/wizard/wizardpickpage.h"

#include <QApplication>
#include <QPixmap>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTreeWidget>

#include <benchmark/benchmark.h>

#include <filesystem>

using namespace dlrig;

namespace {

std::vector<core::Part> &shippedParts()
{
    static std::vector<core::Part> parts = [] {
        catalog::PartFilter all;
        all.includeHidden = true;
        return catalog::Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE).list(all);
    }();
    return parts;
}

// A part change: the example build with its GPU count changed, analysed
// again, the chart updated and painted into a pixmap the size of the window's.
void BM_PartChangeToRepaintedBarrel(benchmark::State &state)
{
    const auto file = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
    const std::filesystem::path db = std::filesystem::temp_directory_path() / "dlrig-gui-bench.db";
    std::filesystem::remove(db);
    auto catalog = catalog::Catalog::openOrCreate(db, DLRIG_SHIPPED_CATALOG_FILE);
    const core::Build build = core::buildFromJson(core::readTextFile(file), file.string());
    core::ResolvedBuild resolved = catalog::resolveBuild(catalog, build, file.string());
    const auto clouds = catalog::cloudOffers(catalog);
    ui::BarrelChart chart;
    chart.resize(900, 640);
    int gpus = 1;
    for (auto _ : state) {
        gpus = gpus == 1 ? 2 : 1;
        resolved.lines[0].quantity = gpus;
        const core::Analysis a = core::analyze(resolved, {}, core::ExchangeRates::builtIn(), clouds);
        chart.setReport(a.barrel);
        const QPixmap frame = chart.grab();
        benchmark::DoNotOptimize(frame);
    }
    std::filesystem::remove(db);
}
BENCHMARK(BM_PartChangeToRepaintedBarrel)->Unit(benchmark::kMillisecond);

// The same through the whole window: the user picks another GPU in the parts
// table; the undo command, the catalog lookup, the analysis, the rebuilt
// rows and a paint of the whole 1360×820 window.
void BM_GpuSwapInMainWindowToRepaint(benchmark::State &state)
{
    const auto file = std::filesystem::path(DLRIG_SOURCE_DIR) / "docs/examples/learning-3000usd.dlrig";
    const std::filesystem::path db = std::filesystem::temp_directory_path() / "dlrig-gui-bench-window.db";
    std::filesystem::remove(db);
    auto catalog = catalog::Catalog::openOrCreate(db, DLRIG_SHIPPED_CATALOG_FILE);
    ui::MainWindow window(catalog);
    window.resize(1360, 820);
    if (!window.openBuild(QString::fromStdString(file.string())))
        state.SkipWithError("cannot open the example build");
    const QString ids[] = {"gpu/nvidia-rtx-4090", "gpu/nvidia-rtx-4070-ti-super"};
    int next = 0;
    for (auto _ : state) {
        window.document()->replacePart(0, ids[next]);
        next = 1 - next;
        const QPixmap frame = window.grab();
        benchmark::DoNotOptimize(frame);
    }
    std::filesystem::remove(db);
}
BENCHMARK(BM_GpuSwapInMainWindowToRepaint)->Unit(benchmark::kMillisecond);

// The build wizard's GPU page for "LoRA on Llama 2 7B within CNY 60,000":
// opening it (every GPU completed by the recommender, the list filled) and a
// different row selected (its build analysed, the side panel and barrel
// repainted, the window painted).
struct WizardOnGpuPage {
    std::filesystem::path db = std::filesystem::temp_directory_path() / "dlrig-gui-bench-wizard.db";
    catalog::Catalog catalog =
        (std::filesystem::remove(db), catalog::Catalog::openOrCreate(db, DLRIG_SHIPPED_CATALOG_FILE));
    ui::MainWindow window{catalog};

    WizardOnGpuPage()
    {
        window.resize(1360, 820);
        window.tabs()->setCurrentWidget(window.wizard());
        ui::BuildWizard &wizard = *window.wizard();
        wizard.scenarioPage()->setPreset("academic-research");
        wizard.scenarioPage()->setWorkload("llama-2-7b", "lora", "amp-bf16");
        wizard.next();
        wizard.budgetPage()->setBudget("60000", "CNY");
        wizard.next();
    }
    ~WizardOnGpuPage() { std::filesystem::remove(db); }
};

void BM_WizardGpuPageOpen(benchmark::State &state)
{
    WizardOnGpuPage fixture;
    ui::BuildWizard &wizard = *fixture.window.wizard();
    for (auto _ : state) {
        wizard.back();
        wizard.next();
        benchmark::DoNotOptimize(fixture.window.grab());
    }
    state.counters["options"] = static_cast<double>(wizard.pickPage(ui::BuildWizard::GpuPageId)->step().options.size());
}
BENCHMARK(BM_WizardGpuPageOpen)->Unit(benchmark::kMillisecond);

void BM_WizardPickToRepaint(benchmark::State &state)
{
    WizardOnGpuPage fixture;
    QTreeWidget *list = fixture.window.wizard()->pickPage(ui::BuildWizard::GpuPageId)->list();
    int row = 0;
    for (auto _ : state) {
        row = 1 - row;
        list->setCurrentItem(list->topLevelItem(row));
        benchmark::DoNotOptimize(fixture.window.grab());
    }
}
BENCHMARK(BM_WizardPickToRepaint)->Unit(benchmark::kMillisecond);

// A keystroke in the catalog search: the proxy refilters 100,000 rows.
void BM_SearchKeystroke100k(benchmark::State &state)
{
    std::vector<core::Part> parts;
    const auto &shipped = shippedParts();
    for (std::size_t i = 0; parts.size() < 100'000; ++i) {
        core::Part part = shipped[i % shipped.size()];
        part.id += "-" + std::to_string(i);
        parts.push_back(std::move(part));
    }
    ui::CatalogTableModel model;
    model.setParts(std::move(parts));
    ui::CatalogFilterProxy proxy;
    proxy.setSourceModel(&model);
    const std::vector<std::string> typed{"e", "ep", "epy", "epyc", "epyc ", "epyc 9", "epyc 96", "epyc 965"};
    std::size_t i = 0;
    for (auto _ : state) {
        core::PartQuery query;
        query.text = typed[i++ % typed.size()];
        proxy.setQuery(query);
        benchmark::DoNotOptimize(proxy.rowCount());
    }
}
BENCHMARK(BM_SearchKeystroke100k)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
