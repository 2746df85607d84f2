#include "core/build/power.h"

#include "core/testparts.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using namespace testparts;

TEST(Power, CpuPeakFollowsVendorLimits)
{
    // AMD PPT = 1.35 × TDP: a 105 W Ryzen 9 5950X may draw 141.75 W (AMD quotes 142 W).
    EXPECT_DOUBLE_EQ(cpuPeakWatts(std::get<CpuSpec>(ryzen5950x().specs), 105), 141.75);
    // Intel Core i9-13900K: 125 W Processor Base Power, 253 W Maximum Turbo Power (ARK).
    CpuSpec intel = std::get<CpuSpec>(ryzen5950x().specs);
    intel.socket = "LGA1700";
    EXPECT_DOUBLE_EQ(cpuPeakWatts(intel, 125), 253);
    // Server parts sustain their TDP.
    EXPECT_DOUBLE_EQ(cpuPeakWatts(std::get<CpuSpec>(epyc7763().specs), 280), 280);
}

TEST(Power, PeakPsuWallAndHeat)
{
    ResolvedBuild build;
    build.lines = {
        {rtx4090(), 2}, {ryzen5950x(), 1}, {memory("kit", "DDR4", 2, 32, 3200, false), 1}, {nvme(), 1}, {psu(1600), 1}};
    const PowerEstimate p = estimatePower(build, Assumptions{});
    // 2 × 450 W + 141.75 W + 2 DIMMs × 5 W + 7 W drive + 75 W platform = 1,133.75 W.
    EXPECT_DOUBLE_EQ(p.peakWatts, 1133.75);
    EXPECT_DOUBLE_EQ(p.gpuWatts, 900);
    EXPECT_DOUBLE_EQ(p.psuWatts, 1600);
    // 1,133.75 ÷ 0.8 = 1,417.2 → 1,450 W in 50 W steps.
    EXPECT_DOUBLE_EQ(p.recommendedPsuWatts, 1450);
    EXPECT_NEAR(p.wallWatts, 1133.75 / 0.92, 1e-9);
    EXPECT_NEAR(p.heatBtuPerHour, 1133.75 / 0.92 * 3.412, 1e-9);
    ASSERT_EQ(p.circuits.size(), 2U);
    EXPECT_DOUBLE_EQ(p.circuits[0].continuousWatts, 1440); // 120 V × 15 A × 80 %
    EXPECT_TRUE(p.circuits[0].fits);                       // 1,232 W at the wall
    EXPECT_DOUBLE_EQ(p.circuits[1].continuousWatts, 2944); // 230 V × 16 A × 80 %
    // No circuit named and a USD scenario: the site is a 120 V / 15 A outlet.
    EXPECT_EQ(p.site.circuit.name(), "120 V / 15 A");
    EXPECT_TRUE(p.siteIsDefault);
    EXPECT_TRUE(p.siteBinds);
}

TEST(Power, FourGpusOutgrowAHouseholdCircuit)
{
    ResolvedBuild build;
    build.lines = {{rtx4090(), 4}, {epyc7763(), 1}, {psu(1600), 1}};
    const PowerEstimate p = estimatePower(build, Assumptions{});
    EXPECT_DOUBLE_EQ(p.peakWatts, 1800 + 280 + 75);
    EXPECT_FALSE(p.circuits[0].fits);
    EXPECT_TRUE(p.circuits[1].fits);
}

// Issue 31: the site's wall circuit. A machine at full load for hours is a
// continuous load, at most 80 % of the breaker (NEC 210.19(A)(1), 210.20(A)).
TEST(Circuit, ParsesVoltsOverAmpsAndStatesTheContinuousLoad)
{
    EXPECT_EQ(parseCircuit("120V/15A"), (Circuit{120, 15}));
    EXPECT_EQ(parseCircuit("230 V / 16 A"), (Circuit{230, 16}));
    EXPECT_EQ(parseCircuit("208v/30a"), (Circuit{208, 30}));
    for (const char *bad :
         {"", "120V", "120/15", "15A/120V", "12V/15A", "120V/0A", "120V/15A/3", "120V/15Ax", "1e3V/15A", "600V/15A"})
        EXPECT_FALSE(parseCircuit(bad).has_value()) << bad;
    EXPECT_DOUBLE_EQ(Circuit({120, 15}).continuousWatts(), 1440);
    EXPECT_DOUBLE_EQ(Circuit({208, 30}).continuousWatts(), 4992);
    EXPECT_EQ(Circuit({230, 16}).name(), "230 V / 16 A");
    EXPECT_EQ(Circuit({230, 16}).text(), "230V/16A");
    EXPECT_EQ(parseCircuit(Circuit({127, 15}).text()), (Circuit{127, 15}));
}

TEST(Circuit, TheDefaultIsTheCommonOutletWhereTheCurrencyIsSpent)
{
    EXPECT_EQ(defaultCircuitFor(Currency::fromCode("USD")), (Circuit{120, 15})); // NEMA 5-15
    EXPECT_EQ(defaultCircuitFor(Currency::fromCode("EUR")), (Circuit{230, 16})); // CEE 7/3
    EXPECT_EQ(defaultCircuitFor(Currency::fromCode("CNY")), (Circuit{220, 10})); // GB 2099.1
    EXPECT_EQ(defaultCircuitFor(Currency::fromCode("GBP")), (Circuit{230, 13})); // BS 1363 fuse
    EXPECT_EQ(defaultCircuitFor(Currency::fromCode("JPY")), (Circuit{100, 15}));
    Scenario s;
    s.currency = Currency::fromCode("EUR");
    EXPECT_EQ(siteCircuit(s), (Circuit{230, 16}));
    s.circuit = Circuit{208, 30};
    EXPECT_EQ(siteCircuit(s), (Circuit{208, 30}));
}

TEST(Circuit, ATowerMustRunOnTheSitesCircuitAndAServerOnItsRack)
{
    // Four 450 W cards, an EPYC 7763 and the platform: 2,155 W DC, 2,342 W at
    // the wall through a 92 % PSU: more than a 120 V / 15 A circuit carries
    // continuously (1,440 W), less than a 230 V / 16 A one (2,944 W).
    ResolvedBuild build;
    build.lines = {{rtx4090(), 4}, {epyc7763(), 1}, {psu(2400), 1}};
    PowerEstimate p = estimatePower(build, Assumptions{});
    EXPECT_NEAR(p.wallWatts, 2155 / 0.92, 1e-9);
    EXPECT_FALSE(p.site.fits); // USD: 120 V / 15 A
    build.scenario.circuit = Circuit{230, 16};
    p = estimatePower(build, Assumptions{});
    EXPECT_TRUE(p.site.fits);
    EXPECT_FALSE(p.siteIsDefault);
}
