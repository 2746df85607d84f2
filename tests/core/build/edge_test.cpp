// Issue 31, "edge is edge": an edge module is analysed as the computer it is
// (its integrated GPU and CPU sharing one memory, powered by its carrier),
// takes no tower parts, and is what the recommender builds for edge — never a
// tower, and within the scenario's power cap.
#include "core/build/analysis.h"
#include "core/build/compatibility.h"
#include "core/build/edgemodule.h"
#include "core/recommend/recommender.h"

#include "core/smallcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig::core;
using namespace testparts;

namespace {

// NVIDIA Jetson Orin Nano 8GB in its Super mode: 8 GB LPDDR5 at 102 GB/s, a
// six-core Arm Cortex-A78AE, 7–25 W; 67 INT8 TOPS with sparsity, all of them
// the GPU's (the Nano has no DLA): 16.75 dense FP16 TFLOPS (÷ 2 for
// sparsity, ÷ 2 from INT8 to FP16 on Ampere's tensor cores).
Part orinNano(const char *price = "249")
{
    EdgeModuleSpec e;
    e.memory = Bytes{8 * kGiB};
    e.memoryBandwidthGBps = 102;
    e.dense.int8Tops = 33.5;
    e.dense.fp16Tflops = 16.75;
    e.minWatts = 7;
    e.maxWatts = 25;
    e.architecture = "Ampere";
    e.cpuCores = 6;
    return make("edge/orin-nano", "Jetson Orin Nano Super", 25, price, e);
}

// The AGX Orin 64GB: 204.8 GB/s, 12 cores, 15–60 W; its GPU's 170 sparse
// INT8 TOPS (the other 105 are the two DLAs') are 42.5 dense FP16 TFLOPS.
Part agxOrin()
{
    EdgeModuleSpec e;
    e.memory = Bytes{64 * kGiB};
    e.memoryBandwidthGBps = 204.8;
    e.dense.int8Tops = 137.5;
    e.dense.fp16Tflops = 42.5;
    e.minWatts = 15;
    e.maxWatts = 60;
    e.architecture = "Ampere";
    e.cpuCores = 12;
    return make("edge/agx-orin", "Jetson AGX Orin 64GB", 60, "1999", e);
}

// Four 640 × 640 camera streams of YOLOv5s in FP16 with TensorRT-style
// compiled kernels, as the edge preset runs them, `fps` frames/s each.
Scenario cameras(double fps)
{
    Scenario s = scenarioFor("yolov5s", Task::Infer, Precision::Fp16, 4, 1);
    s.workload.serving.minTokensPerSecondPerUser = fps;
    s.workload.kernels = Kernels::Compiled;
    return s;
}

ResolvedBuild edgeBuild(Part module, Scenario scenario = cameras(30))
{
    ResolvedBuild b;
    b.scenario = std::move(scenario);
    b.lines = {{std::move(module), 1}};
    addIntegratedParts(b);
    return b;
}

const Stave &stave(const Analysis &a, const std::string &key)
{
    const auto it =
        std::find_if(a.barrel.staves.begin(), a.barrel.staves.end(), [&](const Stave &s) { return s.key == key; });
    EXPECT_NE(it, a.barrel.staves.end()) << key;
    return *it;
}

} // namespace

TEST(Edge, AModuleIsAnIntegratedGpuAndCpuSharingItsMemory)
{
    const std::vector<Part> parts = integratedParts(orinNano());
    ASSERT_EQ(parts.size(), 2U);
    const auto &gpu = std::get<GpuSpec>(parts[0].specs);
    EXPECT_EQ(parts[0].id, "edge/orin-nano/gpu");
    EXPECT_EQ(gpu.vram.count, 8 * kGiB);
    EXPECT_DOUBLE_EQ(gpu.memoryBandwidthGBps, 102);
    EXPECT_DOUBLE_EQ(gpu.dense.fp16Tflops, 16.75);
    // The module's INT8 figure counts deep-learning accelerators too: never the GPU's.
    EXPECT_DOUBLE_EQ(gpu.dense.int8Tops, 0);
    EXPECT_EQ(parts[0].tdpWatts, 25);
    EXPECT_EQ(std::get<CpuSpec>(parts[1].specs).cores, 6);
    EXPECT_FALSE(parts[0].price.has_value()) << "the module is priced, not its halves";
}

TEST(Edge, AnEdgeBuildIsAnalysedOnItsOwnTerms)
{
    const Analysis a = analyze(edgeBuild(orinNano()), Assumptions{}, ExchangeRates::builtIn(), {});
    EXPECT_FALSE(a.hasErrors());
    for (const Finding &f : a.compatibility)
        EXPECT_NE(f.severity, Severity::Error) << f.message;
    // The GPU runs the detector; the CPU's six cores load the frames.
    EXPECT_GT(stave(a, "gpu_compute").rate, 0);
    EXPECT_GT(stave(a, "cpu_dataload").rate, 0);
    EXPECT_GE(stave(a, "vram_capacity").ratio, 1);
    // What a module has no part for is not a stave that limits it.
    for (const char *key :
         {"pcie_host", "ram_capacity", "ram_bandwidth", "storage_throughput", "storage_capacity", "power"}) {
        EXPECT_FALSE(stave(a, key).applicable) << key;
    }
    EXPECT_GT(a.barrel.systemRate, 0);
    // 25 W in its highest mode, from its carrier: no PSU to size, no platform watts.
    EXPECT_DOUBLE_EQ(a.power.peakWatts, 25);
    EXPECT_TRUE(a.power.carrierSupplied);
    EXPECT_TRUE(a.power.site.fits);
}

TEST(Edge, AModuleTakesNoTowerParts)
{
    ResolvedBuild b = edgeBuild(orinNano());
    b.lines.push_back({rtx4090(), 1});
    b.lines.push_back({psu(1000), 1});
    b.lines.push_back({nvme(), 1}); // a drive on the carrier's M.2 slot is fine
    const std::vector<Finding> findings = checkCompatibility(b, Assumptions{});
    int refused = 0;
    for (const Finding &f : findings) {
        if (f.rule == "edge.platform") {
            EXPECT_EQ(f.severity, Severity::Error);
            EXPECT_NE(f.message.find("Jetson Orin Nano Super is a whole computer on a module"), std::string::npos)
                << f.message;
            ++refused;
        }
    }
    EXPECT_EQ(refused, 2) << "the GPU and the PSU; the drive is welcome";
}

// The recommender offers modules only for edge, and edge only modules: the
// small catalog's towers are faster and dearer, and never an edge answer.
TEST(Edge, TheRecommenderBuildsEdgeFromModulesOnlyWithinThePowerCap)
{
    std::vector<Part> parts = smallCatalog();
    parts.push_back(orinNano());
    parts.push_back(agxOrin());
    RecommendConstraints edge;
    edge.budget = Money::parse("5000", Currency::fromCode("USD"));
    edge.form = "edge";
    const Scenario s = cameras(30);
    const RecommendResult r = recommend(s, parts, edge, Assumptions{}, ExchangeRates::builtIn());
    ASSERT_TRUE(r.best && r.cheapest);
    EXPECT_EQ(r.best->build.lines.size(), 1U);
    EXPECT_EQ(r.best->build.lines[0].part.id, "edge/agx-orin") << "the faster module within the budget";
    EXPECT_EQ(r.cheapest->build.lines[0].part.id, "edge/orin-nano");
    // The same answers as every candidate analysed.
    const RecommendResult brute = recommendBruteForce(s, parts, edge, Assumptions{}, ExchangeRates::builtIn());
    ASSERT_TRUE(brute.best && brute.cheapest);
    EXPECT_EQ(brute.best->key, r.best->key);
    EXPECT_EQ(brute.cheapest->key, r.cheapest->key);

    // A 30 W cap (a PoE+ class budget) leaves the 60 W AGX Orin out.
    edge.maxWatts = 30;
    const auto capped = recommend(s, parts, edge, Assumptions{}, ExchangeRates::builtIn()).best;
    ASSERT_TRUE(capped);
    EXPECT_EQ(capped->build.lines[0].part.id, "edge/orin-nano");

    // Without form "edge", no module is ever offered.
    RecommendConstraints any;
    any.budget = edge.budget;
    const RecommendResult towers = recommend(s, parts, any, Assumptions{}, ExchangeRates::builtIn());
    for (const auto *build : {&towers.best, &towers.cheapest}) {
        if (*build) {
            EXPECT_EQ((*build)->build.countOf(PartCategory::Edge), 0);
        }
    }
}

// Every stream gets its frames: a target above what the Nano gives per
// stream moves the cheapest build to the AGX Orin, and one above what any
// module gives leaves nothing.
TEST(Edge, TheCheapestBuildKeepsUpWithEveryStream)
{
    std::vector<Part> parts{orinNano(), agxOrin()};
    RecommendConstraints edge;
    edge.budget = Money::parse("5000", Currency::fromCode("USD"));
    edge.form = "edge";
    const Analysis nano = analyze(edgeBuild(orinNano()), Assumptions{}, ExchangeRates::builtIn(), {});
    const Analysis agx = analyze(edgeBuild(agxOrin()), Assumptions{}, ExchangeRates::builtIn(), {});
    const double nanoPerStream = nano.barrel.systemRate / 4;
    const double agxPerStream = agx.barrel.systemRate / 4;
    // 42.5 ÷ 16.75 TFLOPS at the same efficiency: the AGX Orin is 2.5 × the Nano.
    EXPECT_NEAR(agxPerStream / nanoPerStream, 42.5 / 16.75, 0.01);

    const auto cheapest = [&](double fps) {
        return recommend(cameras(fps), parts, edge, Assumptions{}, ExchangeRates::builtIn()).cheapest;
    };
    ASSERT_TRUE(cheapest(nanoPerStream));
    EXPECT_EQ(cheapest(nanoPerStream)->build.lines[0].part.id, "edge/orin-nano");
    ASSERT_TRUE(cheapest(nanoPerStream * 1.01));
    EXPECT_EQ(cheapest(nanoPerStream * 1.01)->build.lines[0].part.id, "edge/agx-orin");
    EXPECT_FALSE(cheapest(agxPerStream * 1.01));
}
