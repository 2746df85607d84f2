#include "core/parts/parts.h"

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
