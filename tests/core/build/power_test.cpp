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
    EXPECT_DOUBLE_EQ(p.circuits[1].continuousWatts, 3680); // 230 V × 16 A
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
