#include "core/build/comparison.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {

// A test table: 1 EUR = 1.10 USD, so EUR 1,000.00 = USD 1,100.00.
const ExchangeRates &testRates()
{
    static const ExchangeRates rates = ExchangeRates::fromJson(
        R"({"format": "dlrig-exchange-rates", "version": 1, "source": "test", "publisher": "test",
            "date": "2026-01-01", "base": "EUR", "rates": {"USD": "1.10"}})",
        "test");
    return rates;
}

Stave stave(const char *key, double rate, double ratio, const char *unit = "samples/s")
{
    Stave s;
    s.key = key;
    s.rate = rate;
    s.ratio = ratio;
    s.unit = unit;
    return s;
}

ComparedBuild build(const char *name, const char *price, const char *currency, double watts,
                    std::vector<Stave> staves, const char *unit = "samples/s")
{
    ComparedBuild b;
    b.name = name;
    Analysis &a = b.analysis;
    const Currency c = Currency::fromCode(currency);
    a.cost.total = Money::parse(price, c);
    a.cost.totalCostOfOwnership = Money::parse(price, c);
    a.cost.ownPerMonth = Money::parse("10", c);
    a.power.peakWatts = watts;
    a.barrel.unit = unit;
    a.barrel.staves = std::move(staves);
    a.barrel.systemRate = a.barrel.staves.front().rate;
    a.barrel.bottleneck = a.barrel.staves.front().key;
    return b;
}

const ComparisonRow &row(const std::vector<ComparisonRow> &rows, const std::string &key)
{
    for (const ComparisonRow &r : rows) {
        if (r.key == key)
            return r;
    }
    throw std::out_of_range(key);
}

} // namespace

TEST(Comparison, PricesAreShownInTheFirstBuildsCurrencyAndTheCheapestMarked)
{
    const auto rows = compareBuilds({build("a", "1200", "USD", 600, {stave("gpu_compute", 1000, 1)}),
                                     build("b", "1000", "EUR", 500, {stave("gpu_compute", 2000, 1)})},
                                    testRates());
    const ComparisonRow &price = row(rows, "price");
    EXPECT_EQ(price.texts, (std::vector<std::string>{"USD 1,200.00", "USD 1,100.00"})); // 1,000 × 1.10
    EXPECT_EQ(price.best, 1);
    EXPECT_TRUE(price.differs);
    EXPECT_EQ(row(rows, "peak_watts").best, 1); // 500 W < 600 W
    EXPECT_EQ(row(rows, "rate").best, 1);       // 2,000 > 1,000 samples/s
    EXPECT_EQ(row(rows, "rate").texts[1], "2000 samples/s");
    EXPECT_EQ(row(rows, "own_per_month").texts[1], "USD 11.00"); // EUR 10 × 1.10
    EXPECT_EQ(row(rows, "own_per_month").best, 0);
}

TEST(Comparison, StavesRankByWhatTheySustainNotByRatio)
{
    // Build a: slow GPUs, CPU ratio 2 at 1,000 samples/s. Build b: fast GPUs,
    // CPU ratio 1.5 but 3,000 samples/s: b's CPU stave is the better one.
    const auto rows = compareBuilds(
        {build("a", "1000", "USD", 500, {stave("gpu_compute", 500, 1), stave("cpu_dataload", 1000, 2)}),
         build("b", "2000", "USD", 900, {stave("gpu_compute", 2000, 1), stave("cpu_dataload", 3000, 1.5)})},
        testRates());
    const ComparisonRow &cpu = row(rows, "cpu_dataload");
    EXPECT_EQ(cpu.best, 1);
    EXPECT_EQ(cpu.texts[0], "2.00× (1000 samples/s)");
    EXPECT_EQ(cpu.texts[1], "1.50× (3000 samples/s)");
}

TEST(Comparison, TiesMarkNothingAndMissingStavesShowNotApplicable)
{
    Stave link = stave("gpu_interconnect", 0, 0);
    link.applicable = false;
    const auto rows = compareBuilds(
        {build("a", "1000", "USD", 500, {stave("gpu_compute", 1000, 1), link}),
         build("b", "1000", "USD", 500, {stave("gpu_compute", 1000, 1), stave("gpu_interconnect", 4000, 4)}),
         build("c", "900", "USD", 500, {stave("gpu_compute", 1000, 1)})},
        testRates());
    EXPECT_EQ(row(rows, "rate").best, -1); // all 1,000
    EXPECT_FALSE(row(rows, "rate").differs);
    const ComparisonRow &interconnect = row(rows, "gpu_interconnect");
    EXPECT_EQ(interconnect.texts[0], "n/a");
    EXPECT_EQ(interconnect.texts[2], "n/a");
    EXPECT_EQ(interconnect.best, 1);
    EXPECT_EQ(row(rows, "price").best, 2);
}

TEST(Comparison, RatesInDifferentUnitsAreNotRanked)
{
    const auto rows = compareBuilds({build("train", "1000", "USD", 500, {stave("gpu_compute", 1000, 1)}),
                                     build("serve", "1000", "USD", 500,
                                           {stave("gpu_compute", 50, 1, "tokens/s")}, "tokens/s")},
                                    testRates());
    EXPECT_TRUE(row(rows, "rate").differs);
    EXPECT_EQ(row(rows, "rate").best, -1);
    EXPECT_EQ(row(rows, "gpu_compute").best, -1);
}

TEST(Comparison, LargeRatesAndRatiosStayReadable)
{
    const auto rows = compareBuilds({build("a", "1000", "USD", 500,
                                           {stave("gpu_compute", 5607, 1, "tokens/s"),
                                            stave("pcie_host", 25'203'200'000, 4'494'680.45, "tokens/s"),
                                            stave("cpu_dataload", 14'000'000, 249.67, "tokens/s"),
                                            stave("ram_bandwidth", 41'858, 29.11, "tokens/s")},
                                           "tokens/s")},
                                    testRates());
    EXPECT_EQ(row(rows, "pcie_host").texts[0], "≥ 1000× (25.2 G tokens/s)");
    EXPECT_EQ(row(rows, "cpu_dataload").texts[0], "250× (14.0 M tokens/s)");
    EXPECT_EQ(row(rows, "ram_bandwidth").texts[0], "29.11× (41.9 k tokens/s)");
    EXPECT_EQ(row(rows, "rate").texts[0], "5607 tokens/s");
}

// Issue 18 #11: builds of different workloads were put side by side with the
// highest rate marked best, and no parts. Each build's workload and parts are
// rows; a faster rate at another model is shown, not ranked; prices still are.
TEST(Comparison, DifferentWorkloadsShowTheirWorkloadAndPartsAndRatesAreNotRanked)
{
    ComparedBuild small = build("a", "1000", "USD", 500, {stave("gpu_compute", 900, 1)});
    ComparedBuild large = build("b", "2000", "USD", 700, {stave("gpu_compute", 400, 1)});
    for (ComparedBuild *b : {&small, &large}) {
        b->build.scenario.workload.model.name = b == &small ? "ResNet-50" : "ViT-H/14";
        b->build.scenario.workload.model.kind = ModelKind::Cnn;
        b->build.scenario.workload.task = Task::Train;
        b->build.scenario.workload.precision = Precision::AmpFp16;
        Part gpu;
        gpu.id = "gpu/x";
        gpu.vendor = "NVIDIA";
        gpu.model = b == &small ? "GeForce RTX 4090" : "H100 PCIe";
        gpu.specs = GpuSpec{};
        b->build.lines.push_back({gpu, b == &small ? 1 : 2});
    }
    const auto rows = compareBuilds({small, large}, testRates());
    EXPECT_EQ(rows.front().key, "workload");
    EXPECT_EQ(row(rows, "workload").texts, (std::vector<std::string>{"ResNet-50, train, amp-fp16", "ViT-H/14, train, amp-fp16"}));
    EXPECT_EQ(row(rows, "part:gpu").texts,
              (std::vector<std::string>{"1× NVIDIA GeForce RTX 4090", "2× NVIDIA H100 PCIe"}));
    EXPECT_EQ(row(rows, "part:gpu").label, "GPU");
    EXPECT_FALSE(sameWorkload({small, large}));
    EXPECT_EQ(row(rows, "rate").best, -1);
    EXPECT_EQ(row(rows, "gpu_compute").best, -1);
    EXPECT_EQ(row(rows, "price").best, 0); // the cheaper is still the cheaper

    large.build.scenario.workload.model.name = "ResNet-50"; // the same workload: ranked again
    EXPECT_TRUE(sameWorkload({small, large}));
    EXPECT_EQ(row(compareBuilds({small, large}, testRates()), "rate").best, 0);
    // Issue 34 #8: a pinned micro-batch is how one build runs the same workload.
    large.build.scenario.workload.pins.microBatch = 2;
    EXPECT_TRUE(sameWorkload({small, large}));
    EXPECT_EQ(row(compareBuilds({small, large}, testRates()), "workload").texts[1],
              "ResNet-50, train, amp-fp16, micro-batch 2");
}

// Serving builds add their latencies at their percentile, the output rate with
// its prefills and the requests a second meeting the targets: lower latencies
// and more requests win; a build serving no requests shows "—".
TEST(Comparison, ServingBuildsCompareLatenciesAndGoodput)
{
    const auto serving = [](double ttft, double tpot, double goodput) {
        ServingEstimate e;
        e.ttftMs = {ttft, ttft, ttft};
        e.tpotMs = {tpot, tpot, tpot};
        e.outputTokensPerSecond = 1000 / tpot;
        e.goodputRequestsPerSecond = goodput;
        return e;
    };
    ComparedBuild a = build("A", "100", "USD", 500, {stave("gpu_compute", 10, 1, "tokens/s")}, "tokens/s");
    ComparedBuild b = build("B", "120", "USD", 600, {stave("gpu_compute", 12, 1, "tokens/s")}, "tokens/s");
    a.analysis.serving = serving(100, 20, 5);
    b.analysis.serving = serving(80, 30, 4);
    const std::vector<ComparisonRow> rows = compareBuilds({a, b}, testRates());
    EXPECT_EQ(row(rows, "ttft_ms").best, 1);
    EXPECT_EQ(row(rows, "tpot_ms").best, 0);
    EXPECT_EQ(row(rows, "output_tokens_per_s").best, 0);
    EXPECT_EQ(row(rows, "goodput").best, 0);
    EXPECT_EQ(row(rows, "tpot_ms").texts[1], "30.0 ms");

    ComparedBuild training = build("C", "90", "USD", 400, {stave("gpu_compute", 9, 1, "tokens/s")}, "tokens/s");
    const std::vector<ComparisonRow> mixed = compareBuilds({a, training}, testRates());
    EXPECT_EQ(row(mixed, "ttft_ms").texts[1], "—");
    EXPECT_EQ(row(mixed, "goodput").best, 0);
    EXPECT_THROW(row(compareBuilds({training}, testRates()), "ttft_ms"), std::out_of_range);
}
