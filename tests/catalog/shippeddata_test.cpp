// The catalog dlrig ships: built from catalog/data at build time, every record
// validated and every reference resolved by dlrig-catalog-build. These tests
// hold it to what users were promised.
#include "catalog/catalog.h"

#include "core/partjson.h"

#include <gtest/gtest.h>

#include <map>

using namespace dlrig::catalog;
using namespace dlrig::core;

namespace {
Catalog &shipped()
{
    static Catalog catalog = Catalog::open(DLRIG_SHIPPED_CATALOG_FILE);
    return catalog;
}
} // namespace

TEST(ShippedData, EveryPartHasADatedSourcedPriceAndASpecSource)
{
    const auto parts = shipped().list({.includeHidden = true});
    ASSERT_FALSE(parts.empty());
    for (const Part &part : parts) {
        ASSERT_TRUE(part.price.has_value()) << part.id;
        EXPECT_TRUE(isIsoDate(part.price->asOf)) << part.id;
        EXPECT_GE(part.price->source.size(), 8U) << part.id;
        EXPECT_GT(part.price->amount.minorUnits(), 0) << part.id;
        EXPECT_GE(part.specSource.size(), 8U) << part.id;
    }
}

TEST(ShippedData, GpuTensorFiguresAreDenseAndOrdered)
{
    for (const Part &part : shipped().list({.category = PartCategory::Gpu})) {
        const auto &g = std::get<GpuSpec>(part.specs);
        // Dense FP16 tensor throughput is at least the FP32 vector rate and at
        // most 16× it on every generation from Volta to Blackwell; a sparse
        // figure on a datacenter part would break the upper bound for some.
        EXPECT_GE(g.dense.fp16Tflops, g.dense.fp32Tflops * 0.99) << part.id;
        if (g.dense.fp8Tflops > 0) {
            EXPECT_GE(g.dense.fp8Tflops, g.dense.fp16Tflops * 0.99) << part.id;
        }
        EXPECT_GT(g.memoryBandwidthGBps, 100) << part.id;
        EXPECT_GE(g.vram.gib(), 8) << part.id;
        EXPECT_GT(part.tdpWatts, 30) << part.id;
    }
}
