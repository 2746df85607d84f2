// The catalog dlrig ships: built from catalog/data at build time, every record
// validated and every reference resolved by dlrig-catalog-build. These tests
// hold it to what users were promised.
#include "catalog/catalog.h"
#include "shippedcatalog.h"

#include "core/base/exchangerates.h"
#include "core/base/textfile.h"
#include "core/build/compatibility.h"
#include "core/build/nodeview.h"
#include "core/parts/partjson.h"
#include "core/parts/powerconnectors.h"
#include "core/recommend/presets.h"
#include "core/recommend/recommender.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <filesystem>
#include <map>
#include <set>

using namespace dlrig::catalog;
using namespace dlrig::core;

// The .deb packs this very file. Opened for writing, it was switched to WAL
// mode (persistent, in its header), and the installed copy under /usr/share
// then could not be read by a user ("attempt to write a readonly database")
// and got -wal/-shm files beside it when root ran dlrig.
TEST(ShippedData, ReadingItLeavesTheFileInRollbackJournalMode)
{
    EXPECT_GT(shipped().count(), 0U);
    std::ifstream file(DLRIG_SHIPPED_CATALOG_FILE, std::ios::binary);
    char header[20] = {};
    ASSERT_TRUE(file.read(header, sizeof header));
    // sqlite.org/fileformat.html: bytes 18 and 19 are 1 for rollback journals, 2 for WAL.
    EXPECT_EQ(header[18], 1);
    EXPECT_EQ(header[19], 1);
    EXPECT_FALSE(std::filesystem::exists(std::string(DLRIG_SHIPPED_CATALOG_FILE) + "-wal"));
}

TEST(ShippedData, EveryPartHasASpecSource)
{
    const auto parts = shipped().list({.includeHidden = true});
    ASSERT_FALSE(parts.empty());
    for (const Part &part : parts)
        EXPECT_GE(part.specSource.size(), 8U) << part.id;
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
        // FP4 only where FP8 is, at two to four times it, dense: twice FP8 on
        // professional cards, three times on B300 (Blackwell Ultra's FP4 grew,
        // its FP8 did not), four times on GeForce cards, whose fp8_tflops is
        // the FP32-accumulate rate. The 2:4-sparse "AI TOPS" would be 4–8×.
        if (g.dense.fp4Tflops > 0) {
            EXPECT_GT(g.dense.fp8Tflops, 0) << part.id;
            EXPECT_GE(g.dense.fp4Tflops, g.dense.fp8Tflops * 1.99) << part.id;
            EXPECT_LE(g.dense.fp4Tflops, g.dense.fp8Tflops * 4.01) << part.id;
        }
        EXPECT_GT(g.memoryBandwidthGBps, 100) << part.id;
        EXPECT_GE(g.vram.gib(), 8) << part.id;
        EXPECT_GT(part.tdpWatts, 30) << part.id;
    }
}

struct CategoryMinimum {
    PartCategory category;
    std::size_t minimum;
};

// The catalog's promise to users: enough real parts in each category to
// price a workstation, a server or a cloud alternative.
TEST(ShippedData, HoldsEnoughPartsPerCategory)
{
    for (const auto &[category, minimum] : std::vector<CategoryMinimum>{{PartCategory::Gpu, 40},
                                                                        {PartCategory::Cpu, 30},
                                                                        {PartCategory::Memory, 20},
                                                                        {PartCategory::Storage, 20},
                                                                        {PartCategory::Psu, 12},
                                                                        {PartCategory::Motherboard, 15},
                                                                        {PartCategory::Chassis, 8},
                                                                        {PartCategory::Nic, 8},
                                                                        {PartCategory::Server, 8},
                                                                        {PartCategory::Cloud, 10}}) {
        EXPECT_GE(shipped().count(category), minimum) << toString(category);
    }
}

TEST(ShippedData, CloudCoversTheMajorProvidersAndAChineseOne)
{
    std::set<std::string> providers;
    std::set<std::string> currencies;
    for (const Part &part : shipped().list({.category = PartCategory::Cloud})) {
        providers.insert(std::get<CloudInstanceSpec>(part.specs).provider);
        currencies.insert(std::string(part.price->amount.currency().code()));
    }
    for (const char *provider : {"AWS", "Google Cloud", "Microsoft Azure"})
        EXPECT_TRUE(providers.contains(provider)) << provider;
    EXPECT_TRUE(currencies.contains("CNY"));
}

// The parts the seed articles name are shipped, or held back in
// catalog/data/unshipped with a note saying why (no sourced price yet).
TEST(ShippedData, SeedPartsAreShippedOrHeldBackWithAReason)
{
    std::map<std::string, std::string> heldBack;
    for (const auto &file : std::filesystem::directory_iterator(DLRIG_CATALOG_DATA_DIR "/unshipped")) {
        if (file.path().extension() != ".json")
            continue;
        for (const Part &part : partsFromDocument(readTextFile(file.path()), file.path().string()))
            heldBack[part.id] = part.note;
    }
    for (const char *id : {"gpu/nvidia-rtx-3060",
                           "gpu/nvidia-rtx-3090",
                           "gpu/nvidia-rtx-4090",
                           "gpu/nvidia-rtx-a4000",
                           "gpu/nvidia-a40",
                           "gpu/nvidia-a30",
                           "gpu/nvidia-v100-sxm2-32gb",
                           "gpu/nvidia-a100-pcie-40gb",
                           "gpu/nvidia-a100-sxm4-80gb",
                           "gpu/nvidia-h100-sxm5-80gb",
                           "gpu/nvidia-h200-sxm",
                           "gpu/nvidia-l40s",
                           "gpu/nvidia-b200",
                           "gpu/amd-instinct-mi250x",
                           "gpu/amd-instinct-mi300x",
                           "edge/nvidia-jetson-agx-orin-64gb",
                           "cpu/amd-ryzen-9-5950x",
                           "cpu/amd-ryzen-9-7950x",
                           "cpu/intel-core-i9-13900k",
                           "cpu/amd-epyc-7742",
                           "cpu/amd-epyc-7763",
                           "cpu/intel-xeon-platinum-8380",
                           "storage/samsung-980-pro-2tb",
                           "storage/samsung-pm1743-7.68tb",
                           "server/nvidia-dgx-a100",
                           "server/dell-poweredge-r7525",
                           "server/inspur-nf5468m6",
                           "server/supermicro-sys-420gp-tnar",
                           "cloud/aws-p4d-24xlarge"}) {
        if (shipped().find(id))
            continue;
        ASSERT_TRUE(heldBack.contains(id)) << id << " is neither shipped nor held back";
        EXPECT_EQ(heldBack[id].rfind("Not shipped: ", 0), 0U) << id;
    }
}

TEST(ShippedData, TheAwsP4dPriceIsTheOnDemandRate)
{
    // AWS EC2 on-demand, us-east-1, after the June 2025 cuts: p4d.24xlarge
    // USD 21.957642 an hour (datareceipts hyperscalers.json, retrieved
    // 2026-11-09), kept to the cent; it was USD 32.77 before.
    const auto p4d = shipped().find("cloud/aws-p4d-24xlarge");
    ASSERT_TRUE(p4d.has_value());
    EXPECT_EQ(p4d->price->amount.toString(), "USD 21.96");
    EXPECT_EQ(p4d->price->kind, PriceKind::Quote);
    EXPECT_EQ(std::get<CloudInstanceSpec>(p4d->specs).gpuCount, 8);
}

TEST(ShippedData, EveryPriceConvertsWithTheBuiltInRates)
{
    // The cost report and the recommender bring every price to the build's
    // currency; a shipped currency missing from the rate table would stop them.
    const ExchangeRates &rates = ExchangeRates::builtIn();
    for (const Part &part : shipped().list({.includeHidden = true})) {
        if (part.price) {
            EXPECT_TRUE(rates.knows(part.price->amount.currency())) << part.id;
        }
    }
}

// Every build the recommender makes from the shipped catalog fills each memory
// channel with the same number of DIMMs, for every preset and every tier.
TEST(ShippedData, RecommendedBuildsFillEveryMemoryChannelAlikeAndCoolPassiveCards)
{
    const std::vector<Part> parts = shipped().list({});
    for (const Preset &preset : presets()) {
        const RecommendResult r =
            recommend(preset.scenario, parts, {}, Assumptions{}, ExchangeRates::builtIn());
        std::vector<const Recommendation *> builds;
        for (const auto *candidate : {&r.best, &r.cheapest})
            if (*candidate)
                builds.push_back(&**candidate);
        for (const auto &[budget, tier] : r.tiers)
            if (tier)
                builds.push_back(&*tier);
        ASSERT_FALSE(builds.empty()) << preset.key;
        for (const Recommendation *build : builds) {
            const BuildLine *board = build->build.firstOf(PartCategory::Motherboard);
            if (!board)
                continue; // a complete server brings its own memory
            int modules = 0;
            for (const BuildLine *line : build->build.linesOf(PartCategory::Memory))
                modules += std::get<MemoryKitSpec>(line->part.specs).modules * line->quantity;
            const int channels = std::get<MotherboardSpec>(board->part.specs).memoryChannels;
            // Passive cards only where air is forced through them.
            if (const BuildLine *chassis = build->build.firstOf(PartCategory::Chassis)) {
                const ChassisAirflow airflow = std::get<ChassisSpec>(chassis->part.specs).airflow;
                for (const BuildLine *gpu : build->build.linesOf(PartCategory::Gpu)) {
                    if (std::get<GpuSpec>(gpu->part.specs).cooler == GpuCooler::Passive) {
                        EXPECT_TRUE(airflow == ChassisAirflow::Server || airflow == ChassisAirflow::WorkstationGpu)
                            << preset.key << ": passive " << gpu->part.id << " in " << chassis->part.id;
                    }
                }
            }
            EXPECT_TRUE(balancedMemory(modules, channels))
                << preset.key << ": " << modules << " DIMMs on " << channels << " channels (" << build->key << ")";
        }
    }
}

// Every shipped GPU's power connectors name plug kinds the PSU check counts
// apart (12V-2x6, PCIe 8-pin or 6-pin, EPS-12V), or none.
TEST(ShippedData, EveryGpuPowerConnectorIsAKnownPlugKind)
{
    PartFilter gpus;
    gpus.category = PartCategory::Gpu;
    for (const Part &part : shipped().list(gpus)) {
        const std::string &text = std::get<GpuSpec>(part.specs).powerConnectors;
        const std::optional<PowerInputs> inputs = parsePowerConnectors(text);
        ASSERT_TRUE(inputs.has_value()) << part.id << ": '" << text << "'";
        const bool eps = text.find("EPS-12V") != std::string::npos;
        EXPECT_EQ(inputs->eps12V > 0, eps) << part.id;
        if (eps) {
            EXPECT_EQ(inputs->plug12V2x6, 0) << part.id << " is an EPS-12V card, not a 16-pin one";
        }
    }
}

// FP4 inference on a B200 computes at its dense FP4 peak (HGX B200: 144 PFLOPS
// sparse FP4 for 8 GPUs, 9,000 dense each); on an H100, which has none, FP4
// weights run at the 16-bit peak.
TEST(ShippedData, Fp4RunsAtTheFp4PeakWhereTheGpuHasOne)
{
    const auto peak = [](const std::string &id, Precision p) {
        return peakTflopsFor(std::get<GpuSpec>(shipped().find(id)->specs), p);
    };
    EXPECT_DOUBLE_EQ(peak("gpu/nvidia-b200", Precision::Nvfp4), 9000);
    EXPECT_DOUBLE_EQ(peak("gpu/nvidia-b200", Precision::Mxfp4), 9000);
    EXPECT_DOUBLE_EQ(peak("gpu/nvidia-h100-sxm5-80gb", Precision::Mxfp4),
                     std::get<GpuSpec>(shipped().find("gpu/nvidia-h100-sxm5-80gb")->specs).dense.fp16Tflops);
}
