#include "core/build/buildplan.h"
#include "core/build/analysis.h"
#include "core/build/cost.h"

#include "core/testparts.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace dlrig::core;
using namespace testparts;

namespace {
const Currency kUsd = Currency::fromCode("USD");
const Currency kCny = Currency::fromCode("CNY");

CostReport costOf(const ResolvedBuild &b, const std::vector<Part> &clouds = {})
{
    const Assumptions a;
    const PlannedEstimate planned = planBuild(b, a);
    const PowerEstimate p = estimatePower(b, a);
    return estimateCost(b, analyzeBarrel(b, planned.estimate, planned.plan, p, a), p, ExchangeRates::builtIn(),
                        clouds);
}
} // namespace

TEST(ExchangeRates, ConvertThroughTheEuroReference)
{
    // ECB reference rates of 2026-02-20: 1 EUR = 1.1767 USD = 8.1294 CNY.
    const ExchangeRates &rates = ExchangeRates::builtIn();
    EXPECT_EQ(rates.date(), "2026-02-20");
    // CNY 4,200 = 420,000 fen × 1.1767 ÷ 8.1294 = 60,793.4 cents → USD 607.93.
    EXPECT_EQ(rates.convert(Money::parse("4200", kCny), kUsd).toString(), "USD 607.93");
    EXPECT_EQ(rates.convert(Money::parse("100", Currency::fromCode("EUR")), kUsd).toString(), "USD 117.67");
    EXPECT_THROW(rates.convert(Money::parse("1", Currency::fromCode("BRL")), kUsd), InputError);
}

TEST(ExchangeRates, ListsTheCurrenciesItConverts)
{
    const ExchangeRates rates = ExchangeRates::fromJson(
        R"({"format": "dlrig-exchange-rates", "version": 1, "source": "test", "publisher": "test",
            "date": "2026-01-01", "base": "EUR", "rates": {"USD": "1.10", "CNY": "8.00"}})",
        "test");
    EXPECT_EQ(rates.currencies(), (std::vector<std::string>{"CNY", "EUR", "USD"})); // the base included
    for (const std::string &code : ExchangeRates::builtIn().currencies())
        EXPECT_TRUE(ExchangeRates::builtIn().knows(Currency::fromCode(code))) << code;
}

TEST(ExchangeRates, BadTablesAreRefused)
{
    EXPECT_THROW(ExchangeRates::fromJson(R"({"format": "dlrig-exchange-rates", "version": 2})", "r.json"), InputError);
    EXPECT_THROW(ExchangeRates::fromJson(R"({"format": "dlrig-exchange-rates", "version": 1, "date": "2026-02-20",
        "source": "s", "base": "EUR", "rates": {"USD": 1.1767}})",
                                         "r.json"),
                 InputError); // rates are decimal strings
}

TEST(Cost, TotalsConvertAndRangesCountAtTheirMidpoint)
{
    ResolvedBuild b;
    b.scenario = scenarioFor("resnet-50", Task::Train, Precision::AmpFp16, 128, 1);
    Part board = am4Board();
    board.price->amount = Money::parse("4200", kCny);
    Part a100 = a100Pcie80();
    a100.price->amount = Money::parse("8000", kUsd);
    a100.price->high = Money::parse("15000", kUsd);
    b.lines = {{rtx4090(), 2}, {board, 1}, {a100, 1}};
    const CostReport c = costOf(b);
    // 2 × 1,599.00 + 607.93 + (8,000 + 15,000) ÷ 2.
    EXPECT_EQ(c.total.toString(), "USD 15,305.93");
    EXPECT_NE(c.lines[1].note.find("converted from CNY 4,200.00"), std::string::npos);
    EXPECT_EQ(c.lines[2].note, "midpoint of USD 8,000.00–15,000.00");
}

TEST(Cost, EnergyDepreciationAndCloudBreakEven)
{
    ResolvedBuild b;
    b.scenario = scenarioFor("resnet-50", Task::Train, Precision::AmpFp16, 128, 1);
    b.scenario.utilisation = 0.5;
    b.scenario.pue = 1.0;
    b.scenario.electricityPerKwh = Money::parse("0.20", kUsd);
    b.lines = {{a100Pcie80(), 8}, {psu(3000), 1}};
    // Peak 8 × 300 + 75 W platform = 2,475 W; wall 2,475 ÷ 0.92 W.
    const double kwh = 2475 / 0.92 / 1000 * 730 * 0.5;
    Part cloud = make("cloud/test-8xa100", "8× A100", 0, "32.77",
                      CloudInstanceSpec{.provider = "AWS",
                                        .region = "us-east-1",
                                        .gpuPartId = "gpu/nvidia-a100-pcie-80gb",
                                        .gpuCount = 8,
                                        .vcpus = 96,
                                        .memory = Bytes{1152 * kGiB},
                                        .localStorage = Bytes{8000 * kGB},
                                        .networkGbps = 400,
                                        .reservedPerHour = Money::parse("19.22", kUsd),
                                        .reservedTerm = "1-year"});
    const CostReport c = costOf(b, {cloud});
    EXPECT_EQ(c.energyPerMonth.minorUnits(), std::llround(20 * kwh));
    // GPUs over 36 months, the PSU over 60: (8 × 15,000 ÷ 36 + 300 ÷ 60) dollars a month.
    EXPECT_EQ(c.depreciationPerMonth.minorUnits(), std::llround((8 * 1'500'000.0) / 36 + 30'000.0 / 60));
    ASSERT_TRUE(c.cloud.has_value());
    EXPECT_EQ(c.cloud->instances, 1);
    // On demand for the busy hours: 32.77 × 730 × 0.5; reserved for every hour: 19.22 × 730.
    EXPECT_EQ(c.cloud->onDemandPerMonth.minorUnits(), std::llround(3277 * 730 * 0.5));
    EXPECT_EQ(c.cloud->reservedPerMonth->minorUnits(), 1922 * 730);
    const double saving = std::llround(3277 * 730 * 0.5) - static_cast<double>(c.energyPerMonth.minorUnits());
    EXPECT_NEAR(*c.cloud->breakEvenMonths, 12'030'000 / saving, 1e-9);
}

// Issue 18 #3: two H200 NVL at USD 67,195 against a USD 60,000 budget said nothing.
TEST(Cost, AmountOverTheBudgetIsAWarning)
{
    Scenario scenario;
    scenario.budget = Money::parse("60000", kUsd);
    CostReport cost;
    cost.lines.push_back({});
    cost.total = Money::parse("67195", kUsd);
    const std::optional<Finding> over = checkBudget(scenario, cost, ExchangeRates::builtIn());
    ASSERT_TRUE(over.has_value());
    EXPECT_EQ(over->rule, "budget.over");
    EXPECT_EQ(over->severity, Severity::Warning);
    // 7,195 ÷ 60,000 = 12.0 %.
    EXPECT_EQ(over->message, "The build costs USD 67,195.00, USD 7,195.00 (12 %) over the budget of USD 60,000.00.");
    EXPECT_EQ(std::string(over->text.text.id), "analysis.budget.over");

    // A budget in yuan is converted first: CNY 480,000 × 1.1767 ÷ 8.1294 = USD 69,478 (ECB, 2026-02-20), enough.
    scenario.budget = Money::parse("480000", kCny);
    EXPECT_FALSE(checkBudget(scenario, cost, ExchangeRates::builtIn()).has_value());
    scenario.budget.reset();
    EXPECT_FALSE(checkBudget(scenario, cost, ExchangeRates::builtIn()).has_value());
}
