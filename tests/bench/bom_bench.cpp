// A 50-line bill of materials to a PDF quote (target ≤ 0.3 s): the BOM made
// from the shipped catalog, laid out and written through QPdfWriter.
//   build/tests/bench/dlrig_bom_bench
#include "catalog/catalog.h"
#include "core/build/bom.h"
#include "report/bomdocument.h"

#include <benchmark/benchmark.h>

#include <filesystem>

using namespace dlrig;

namespace {

core::Bom fiftyLines()
{
    const auto parts = catalog::Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE).list({});
    core::ResolvedBuild build;
    for (const core::Part &part : parts) {
        if (part.price && build.lines.size() < 50)
            build.lines.push_back({part, 1 + static_cast<int>(build.lines.size() % 4)});
    }
    core::BomTerms terms;
    terms.fields.title = "Fifty-line quote";
    terms.fields.quoteNumber = "Q-BENCH-50";
    terms.taxPercent = core::Percent::parse("13", "tax");
    return core::makeBom(build, "bench", core::Currency::fromCode("CNY"), terms, core::ExchangeRates::builtIn());
}

void BM_FiftyLineBomToPdf(benchmark::State &state)
{
    report::ensureGuiApplication();
    const core::Bom bom = fiftyLines();
    const auto file = std::filesystem::temp_directory_path() / "dlrig-bom-bench.pdf";
    int pages = 0;
    for (auto _ : state)
        pages = report::writeBomPdf(file, bom, {});
    state.counters["lines"] = static_cast<double>(bom.lines.size());
    state.counters["pages"] = pages;
    std::filesystem::remove(file);
}
BENCHMARK(BM_FiftyLineBomToPdf)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
