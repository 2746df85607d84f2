// Catalog performance on a large synthetic catalog (100,000 parts unless
// DLRIG_BENCH_PARTS says otherwise). Targets: full-text search ≤ 10 ms per
// query, a filtered category listing ≤ 20 ms, opening the catalog ≤ 50 ms.
//   build/tests/bench/dlrig_catalog_bench
#include "catalog/catalog.h"
#include "core/parts/partjson.h"
#include "core/base/textfile.h"

#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <random>

using namespace dlrig;

namespace {

const std::vector<std::string> kWords{"alpha",  "bravo",  "carbon",  "delta",  "ember",  "falcon", "granite", "helix",
                                      "ion",    "jade",   "krypton", "lumen",  "magma",  "nova",   "onyx",    "pulsar",
                                      "quartz", "raptor", "sierra",  "titan",  "umbra",  "vortex", "wraith",  "xenon",
                                      "yukon",  "zephyr", "显卡",    "服务器", "处理器", "内存"};

std::size_t partCount()
{
    const char *env = std::getenv("DLRIG_BENCH_PARTS");
    return env ? std::strtoul(env, nullptr, 10) : 100'000;
}

// Variations of the fixture's parts: new ids, names, aliases and prices.
std::vector<core::Part> syntheticParts(std::size_t count)
{
    const auto templates = core::partsFromDocument(
        core::readTextFile(std::filesystem::path(DLRIG_FIXTURES_DIR) / "catalog-small.json"), "fixture");
    std::vector<core::Part> parts(templates.begin(), templates.end());
    std::mt19937 random(42);
    for (std::size_t i = parts.size(); i < count; ++i) {
        core::Part part = templates[i % templates.size()];
        const std::string &a = kWords[random() % kWords.size()];
        const std::string &b = kWords[random() % kWords.size()];
        part.id = std::string(core::toString(part.category())) + "/synthetic-" + std::to_string(i);
        part.model = part.model + " " + a + " " + std::to_string(i);
        part.aliases = {b + " " + std::to_string(i % 997), a + b};
        part.price->amount =
            core::Money(static_cast<std::int64_t>(random() % 5'000'000), part.price->amount.currency());
        part.price->high.reset();
        parts.push_back(std::move(part));
    }
    return parts;
}

// One catalog file for all benchmarks, built on first use.
const std::filesystem::path &benchCatalog()
{
    static const std::filesystem::path path = [] {
        // DLRIG_BENCH_DB keeps the catalog for inspection (sqlite3 FILE), reusing it when it exists.
        if (const char *kept = std::getenv("DLRIG_BENCH_DB"); kept && std::filesystem::exists(kept))
            return std::filesystem::path(kept);
        const char *kept = std::getenv("DLRIG_BENCH_DB");
        const auto file =
            kept ? std::filesystem::path(kept)
                 : std::filesystem::temp_directory_path() / ("dlrig-bench-" + std::to_string(::getpid()) + ".db");
        std::filesystem::remove(file);
        catalog::Catalog catalog = catalog::Catalog::create(file);
        catalog.importParts(syntheticParts(partCount()), catalog::Origin::Shipped);
        return file;
    }();
    return path;
}

void BM_OpenCatalog(benchmark::State &state)
{
    const auto &path = benchCatalog();
    for (auto _ : state) {
        catalog::Catalog catalog = catalog::Catalog::open(path);
        benchmark::DoNotOptimize(catalog);
    }
    state.counters["parts"] = static_cast<double>(partCount());
}
BENCHMARK(BM_OpenCatalog)->Unit(benchmark::kMillisecond);

void BM_SearchFullText(benchmark::State &state)
{
    catalog::Catalog catalog = catalog::Catalog::open(benchCatalog());
    const std::vector<std::string> queries{"rtx 4090", "epyc 7742 nova", "显卡", "zeph", "dgx pulsar 12", "a100 sxm"};
    std::size_t i = 0;
    std::size_t found = 0;
    for (auto _ : state) {
        // A search box shows the best 100 matches.
        const auto parts = catalog.list({.search = queries[i++ % queries.size()], .limit = 100});
        found += parts.size();
        benchmark::DoNotOptimize(parts);
    }
    state.counters["matches/query"] = static_cast<double>(found) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_SearchFullText)->Unit(benchmark::kMillisecond);

void BM_ListCategoryFiltered(benchmark::State &state)
{
    catalog::Catalog catalog = catalog::Catalog::open(benchCatalog());
    const core::Money maxPrice = core::Money::parse("2000", core::Currency::fromCode("USD"));
    std::size_t found = 0;
    for (auto _ : state) {
        const auto parts = catalog.list({.category = core::PartCategory::Gpu, .maxPrice = maxPrice});
        found += parts.size();
        benchmark::DoNotOptimize(parts);
    }
    state.counters["rows"] = static_cast<double>(found) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_ListCategoryFiltered)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    benchCatalog();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (!std::getenv("DLRIG_BENCH_DB"))
        std::filesystem::remove(benchCatalog());
    return 0;
}
