#include "core/build/memorypopulation.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

// Server DDR5 at two DIMMs per channel: 4th Gen Xeon drops DDR5-4800 to 4,400
// MT/s (WWT's population guide); a socket without a known figure is warned.
TEST(MemoryPopulation, TwoServerDimmsPerChannelRunSlower)
{
    const MemoryKitSpec kit{.type = "DDR5", .modules = 1, .speedMTs = 4800, .ecc = true, .registered = true};
    CpuSpec xeon{.socket = "LGA4677", .memoryType = "DDR5", .memoryChannels = 8, .maxMemoryMTs = 4800};
    EXPECT_EQ(effectiveMemorySpeed(kit, 8, xeon, 8), 4800);
    EXPECT_EQ(effectiveMemorySpeed(kit, 16, xeon, 8), 4400);
    CpuSpec epyc{.socket = "SP5", .memoryType = "DDR5", .memoryChannels = 12, .maxMemoryMTs = 4800};
    bool known = true;
    EXPECT_EQ(effectiveMemorySpeed(kit, 24, epyc, 12, &known), 4800);
    EXPECT_FALSE(known);
}
