#include "core/parts/parts.h"
#include "core/parts/partsummary.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(Parts, CategoryNamesRoundTrip)
{
    EXPECT_EQ(allPartCategories().size(), 12U);
    for (PartCategory category : allPartCategories()) {
        const auto parsed = partCategoryFromString(toString(category));
        ASSERT_TRUE(parsed.has_value()) << toString(category);
        EXPECT_EQ(*parsed, category);
    }
    EXPECT_FALSE(partCategoryFromString("GPU").has_value());
}

TEST(Parts, SpecsAlternativeDecidesTheCategory)
{
    Part gpu;
    gpu.id = "gpu/nvidia-rtx-4090";
    gpu.specs = GpuSpec{};
    EXPECT_EQ(gpu.category(), PartCategory::Gpu);
    EXPECT_EQ(categoryOf(CpuSpec{}), PartCategory::Cpu);
    EXPECT_EQ(categoryOf(MemoryKitSpec{}), PartCategory::Memory);
    EXPECT_EQ(categoryOf(StorageSpec{}), PartCategory::Storage);
    EXPECT_EQ(categoryOf(PsuSpec{}), PartCategory::Psu);
    EXPECT_EQ(categoryOf(MotherboardSpec{}), PartCategory::Motherboard);
    EXPECT_EQ(categoryOf(ChassisSpec{}), PartCategory::Chassis);
    EXPECT_EQ(categoryOf(CoolingSpec{}), PartCategory::Cooling);
    EXPECT_EQ(categoryOf(NicSpec{}), PartCategory::Nic);
    EXPECT_EQ(categoryOf(ServerSpec{}), PartCategory::Server);
    EXPECT_EQ(categoryOf(CloudInstanceSpec{}), PartCategory::Cloud);
    EXPECT_EQ(categoryOf(EdgeModuleSpec{}), PartCategory::Edge);
}

TEST(Parts, AmdGpusLinkByInfinityFabric)
{
    GpuSpec g;
    g.architecture = "CDNA 3";
    g.vram = Bytes{192ULL << 30};
    g.memoryType = "HBM3";
    g.nvlinkGBps = 896;
    Part mi300x;
    mi300x.id = "gpu/amd-instinct-mi300x";
    mi300x.specs = g;
    EXPECT_NE(summarize(mi300x).find("Infinity Fabric 896 GB/s"), std::string::npos) << summarize(mi300x);
    EXPECT_EQ(summarize(mi300x).find("NVLink"), std::string::npos);
    std::get<GpuSpec>(mi300x.specs).architecture = "Hopper";
    EXPECT_NE(summarize(mi300x).find("NVLink 896 GB/s"), std::string::npos);
}
