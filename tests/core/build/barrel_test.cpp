#include "core/build/barrel.h"
#include "core/build/buildplan.h"

#include "core/models/resnet.h"
#include "core/testparts.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using namespace testparts;

namespace {

BarrelReport barrelOf(const ResolvedBuild &build, const Assumptions &a = {})
{
    const PlannedEstimate planned = planBuild(build, a);
    return analyzeBarrel(build, planned.estimate, planned.plan, estimatePower(build, a), a);
}

const Stave &stave(const BarrelReport &r, const std::string &key)
{
    for (const Stave &s : r.staves) {
        if (s.key == key)
            return s;
    }
    throw std::runtime_error("no stave " + key);
}

// ResNet-50 training on one RTX 4090 with a Ryzen 9 5950X, a 2 TB NVMe drive
// and one memory kit.
ResolvedBuild resnetWorkstation(const Part &memoryKit)
{
    ResolvedBuild b;
    b.scenario = scenarioFor("resnet-50", Task::Train, Precision::AmpFp16, 256, 1);
    b.scenario.dataset = Bytes{150 * kGB};
    b.lines = {{rtx4090(), 1}, {ryzen5950x(), 1}, {am4Board(), 1}, {memoryKit, 1},
               {nvme(), 1},    {psu(1000), 1},    {chassis(), 1}};
    return b;
}

} // namespace

TEST(Barrel, HasTheElevenStavesInOrder)
{
    const BarrelReport r = barrelOf(resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false)));
    std::vector<std::string> keys;
    for (const Stave &s : r.staves)
        keys.push_back(s.key);
    EXPECT_EQ(keys, (std::vector<std::string>{"gpu_compute", "gpu_memory_bandwidth", "vram_capacity",
                                              "gpu_interconnect", "pcie_host", "cpu_dataload", "ram_capacity",
                                              "ram_bandwidth", "storage_throughput", "storage_capacity", "power"}));
    EXPECT_EQ(r.unit, "samples/s");
}

TEST(Barrel, SlowSingleChannelDdr4LimitsAFastGpu)
{
    // One 64 GB DDR4-2133 DIMM under an RTX 4090 training ResNet-50, with a
    // flat 40 % MFU set (--assume mfu=0.4), as a faster GPU or framework would
    // run it: the model's own 21 % for CNNs leaves the GPU the limit instead.
    Assumptions flat;
    flat.mfu = 0.4;
    const BarrelReport r = barrelOf(resnetWorkstation(memory("1x64-2133", "DDR4", 1, 64, 2133, false)), flat);
    EXPECT_EQ(barrelOf(resnetWorkstation(memory("1x64-2133", "DDR4", 1, 64, 2133, false))).bottleneck,
              "gpu_compute");
    // GPU: 165.2 TFLOPS × 0.40 ÷ (3 × 2 × 4.089 GMACs) ≈ 2,693 images/s.
    const double macs = countResNet({{3, 4, 6, 3}}).forwardMacs;
    const double gpu = 165.2e12 * 0.4 / (6 * macs);
    EXPECT_NEAR(stave(r, "gpu_compute").rate, gpu, 1e-6);
    // CPU: 16 cores × 150 images/s = 2,400 images/s.
    EXPECT_DOUBLE_EQ(stave(r, "cpu_dataload").rate, 2400);
    EXPECT_NEAR(stave(r, "cpu_dataload").ratio, 2400 / gpu, 1e-12);
    // RAM: 1 channel × 2,133 MT/s × 8 B = 17.064 GB/s × 0.6 ÷ (8 passes × 602,112 B) = 2,125.5 images/s.
    const double ram = 17.064e9 * 0.6 / (8 * 602'112.0);
    EXPECT_NEAR(stave(r, "ram_bandwidth").rate, ram, 1e-6);
    EXPECT_EQ(r.bottleneck, "ram_bandwidth");
    EXPECT_EQ(r.nextLimit, "cpu_dataload");
    EXPECT_NEAR(r.systemRate, ram, 1e-6);
    EXPECT_NE(stave(r, "ram_bandwidth").explanation().find("1 channels × 2133 MT/s × 8 B = 17.1 GB/s"),
              std::string::npos);
    EXPECT_NE(r.whatIf().find("The machine runs at 79 % of what the GPUs could do, limited by RAM bandwidth"),
              std::string::npos)
        << r.whatIf();
}

TEST(Barrel, PcieAndStorageFeedImages)
{
    const BarrelReport r = barrelOf(resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false)));
    // PCIe 4.0 x16: 16 × 1.969 GB/s × 0.8 ÷ 602,112 B per image.
    EXPECT_NEAR(stave(r, "pcie_host").rate, 16 * 1.969e9 * 0.8 / 602'112, 1e-6);
    // 7,000 MB/s × 0.8 ÷ 107,713 B per JPEG.
    EXPECT_NEAR(stave(r, "storage_throughput").rate, 7000e6 * 0.8 / 107'713, 1e-6);
    // 2,000 GB of NVMe for 150 GB of data and 3 checkpoints of 25.6M × 10 bytes.
    EXPECT_GT(stave(r, "storage_capacity").ratio, 1);
    EXPECT_FALSE(stave(r, "gpu_interconnect").applicable); // one GPU
}

TEST(Barrel, WeightsThatDoNotFitFailVramCapacity)
{
    ResolvedBuild b = resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false));
    b.scenario = scenarioFor("llama-3.1-70b", Task::Infer, Precision::Bf16, 1, 4096);
    const BarrelReport r = barrelOf(b);
    const Stave &vram = stave(r, "vram_capacity");
    // 70.55B parameters × 2 bytes alone are 141 GB against 24 GiB.
    EXPECT_LT(vram.ratio, 24.0 * kGiB / 141.1e9);
    EXPECT_EQ(r.bottleneck, "vram_capacity");
    EXPECT_EQ(r.systemRate, 0);
    EXPECT_EQ(r.blockedBy, "vram_capacity");
}

TEST(Barrel, FourA100sWith256GBOfRamAreShortOfMemory)
{
    ResolvedBuild b;
    b.scenario = scenarioFor("llama-3.1-8b", Task::Lora, Precision::AmpBf16, 1, 2048);
    b.lines = {{a100Pcie80(), 4}, {epyc7763(), 1}, {sp3Board(), 1}, {memory("rdimm-32", "DDR4", 1, 32, 3200, true), 8},
               {nvme(), 1},       {psu(2000), 1}};
    const BarrelReport r = barrelOf(b);
    // The rule RAM ≥ 1.5 × total VRAM wants 1.5 × 4 × 80 GiB = 480 GiB; 256 GiB is 0.533 of it.
    EXPECT_NEAR(stave(r, "ram_capacity").ratio, 256.0 / 480.0, 1e-9);
    EXPECT_EQ(r.bottleneck, "ram_capacity");
    EXPECT_GT(r.systemRate, 0); // short RAM is flagged, not fatal
    EXPECT_TRUE(r.runs());
    EXPECT_EQ(r.rateOnceFixed, r.systemRate);
}

TEST(Barrel, FourHundredFiftyWattGpusOnASixteenHundredWattPsu)
{
    ResolvedBuild b;
    b.scenario = scenarioFor("resnet-50", Task::Train, Precision::AmpFp16, 256, 1);
    b.lines = {{rtx4090(), 4}, {epyc7763(), 1}, {sp3Board(), 1}, {memory("rdimm-64", "DDR4", 1, 64, 3200, true), 8},
               {nvme(), 1},    {psu(1600), 1}};
    const BarrelReport r = barrelOf(b);
    // Peak 4 × 450 + 280 + 8 × 5 + 7 + 75 = 2,202 W.
    EXPECT_NEAR(stave(r, "power").ratio, 1600.0 / 2202.0, 1e-12);
    EXPECT_EQ(r.systemRate, 0);
    // Issue 34 #1: it says what it would reach with a large enough PSU, not a bare 0.
    EXPECT_EQ(r.blockedBy, "power");
    double shortestRate = r.gpuDemandRate;
    for (const Stave &s : r.staves)
        if (s.applicable && !s.isFit)
            shortestRate = std::min(shortestRate, s.rate);
    EXPECT_GT(r.rateOnceFixed, 0);
    EXPECT_LE(r.rateOnceFixed, shortestRate);
    EXPECT_EQ(systemRateMessage(r).english().rfind("cannot run as built: power is too small; it would reach ", 0), 0u)
        << systemRateMessage(r).english();
}

TEST(Barrel, AllReduceOverPcieHidesBehindTheBackwardPass)
{
    ResolvedBuild b = resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false));
    b.lines[0].quantity = 2;
    b.scenario.workload.pins.microBatch = 128;
    const Assumptions a;
    const PlannedEstimate planned = planBuild(b, a);
    const Plan &plan = planned.plan.chosen;
    ASSERT_EQ(plan.data, 2);
    // He et al.'s 256 images per step: 2 GPUs × 128, no accumulation.
    EXPECT_EQ(plan.globalBatch, 256);
    EXPECT_EQ(plan.gradientAccumulation, 1);
    // Ring all-reduce of 2 × 25,557,032 bytes of fp16 gradients between 2 GPUs:
    // 2(n−1)/n = 1 × 51.1 MB over PCIe 4.0 x16 (31.5 GB/s) at 70 %, plus 25 µs:
    // 2.3 ms, well inside the backward pass (2/3 of the step's compute), as DDP overlaps it.
    const double allReduce = 25e-6 + 2.0 * 25'557'032 / (16 * 1.969e9 * 0.7);
    EXPECT_LT(allReduce, plan.costs.computeSeconds * 2 / 3);
    EXPECT_EQ(plan.costs.dataCommSeconds, 0);
    const BarrelReport r = analyzeBarrel(b, planned.estimate, planned.plan, estimatePower(b, a), a);
    EXPECT_FALSE(stave(r, "gpu_interconnect").applicable);
    EXPECT_EQ(r.scalingEfficiency, 1);
    // The tooltip shows the traffic it hides, as `estimate --explain` does.
    EXPECT_NE(stave(r, "gpu_interconnect").explanation().find("data-parallel traffic"), std::string::npos)
        << stave(r, "gpu_interconnect").explanation();
    EXPECT_NE(stave(r, "gpu_interconnect").explanation().find("(beside longer work)"), std::string::npos);
    EXPECT_NE(stave(r, "gpu_compute").explanation().find("One step per GPU: linear layers (GEMMs)"), std::string::npos)
        << stave(r, "gpu_compute").explanation();
}

TEST(Barrel, TensorParallelismOverPcieIsAShorterStaveThanOverNvlink)
{
    // Llama 3.1 70B in FP16 served on four 80 GB GPUs with tensor 4 pinned: the
    // same GPU as a PCIe card and as an NVLink/NVSwitch module. Each decoding
    // step all-reduces twice per layer; over PCIe that is a real bottleneck.
    const auto buildWith = [](bool nvlink) {
        Part gpu = a100Pcie80();
        auto &spec = std::get<GpuSpec>(gpu.specs);
        spec.nvlinkGBps = nvlink ? 600 : 0;
        spec.slotWidth = nvlink ? 0 : 2;
        ResolvedBuild b;
        b.scenario = scenarioFor("llama-3.1-70b", Task::Infer, Precision::Fp16, 1, 2048);
        b.scenario.workload.serving.users = 8;
        b.scenario.workload.pins.tensor = 4;
        b.lines = {{gpu, 4}, {epyc7763(), 1}, {sp3Board(), 1}, {memory("rdimm-64", "DDR4", 1, 64, 3200, true), 8},
                   {nvme(), 1}, {psu(3000), 1}};
        return b;
    };
    const BarrelReport pcie = barrelOf(buildWith(false));
    const BarrelReport nvlink = barrelOf(buildWith(true));
    const Stave &overPcie = stave(pcie, "gpu_interconnect");
    const Stave &overNvlink = stave(nvlink, "gpu_interconnect");
    ASSERT_TRUE(overPcie.applicable);
    ASSERT_TRUE(overNvlink.applicable);
    EXPECT_LT(overPcie.ratio, overNvlink.ratio);
    EXPECT_LT(pcie.systemRate, nvlink.systemRate);
    EXPECT_NE(overPcie.explanation().find("over PCIe"), std::string::npos);
    EXPECT_NE(overNvlink.explanation().find("over NVLink/NVSwitch"), std::string::npos);
    // Each decoding step's 160 all-reduces (2 × 80 layers) carry 8 users' 8,192 ×
    // 2 bytes = 131 kB; a ring of 4 moves 2 × 3/4 of it: 8.9 µs over PCIe at
    // 0.7 × 31.5 GB/s, 0.9 µs over NVLink at 0.7 × 300 GB/s, each after 25 µs of
    // collective-latency-us. Both are latency-bound: a faster link barely helps.
    EXPECT_NE(overPcie.explanation().find("(link latency over PCIe)"), std::string::npos) << overPcie.explanation();
    EXPECT_NE(overNvlink.explanation().find("(link latency over NVLink/NVSwitch)"), std::string::npos)
        << overNvlink.explanation();
    EXPECT_NE(stave(nvlink, "gpu_compute").explanation().find("weight reads"), std::string::npos);
}

TEST(Barrel, DecodingIsLimitedByMemoryBandwidth)
{
    ResolvedBuild b = resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false));
    b.scenario = scenarioFor("llama-3.1-8b", Task::Infer, Precision::Int4, 1, 4096);
    const BarrelReport r = barrelOf(b);
    EXPECT_EQ(r.unit, "tokens/s");
    EXPECT_EQ(r.bottleneck, "gpu_memory_bandwidth");
    EXPECT_FALSE(stave(r, "storage_throughput").applicable);
}

TEST(Barrel, DecodingReadsWeightsAndKvCachePerToken)
{
    // Llama 3.1 8B in INT4 on one RTX 4090, batch 1, 4,096 tokens of context:
    // each token reads this GPU's weights (but the 128,256 × 4,096 16-bit input
    // embedding, looked up a row at a time) and KV cache once at 82 % of
    // 1,008 GB/s (decode-gddr-batch1) × 0.70 for int4 weights (decode-int4).
    ResolvedBuild b = resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false));
    b.scenario = scenarioFor("llama-3.1-8b", Task::Infer, Precision::Int4, 1, 4096);
    const Assumptions a;
    const PlannedEstimate planned = planBuild(b, a);
    const Estimate &e = planned.estimate;
    const BarrelReport r = analyzeBarrel(b, e, planned.plan, estimatePower(b, a), a);
    const double bytes =
        static_cast<double>((e.memory.perGpu.weights + e.memory.perGpu.kvCache).count) - 128256.0 * 4096 * 2;
    EXPECT_NEAR(stave(r, "gpu_memory_bandwidth").rate, 1008e9 * 0.82 * 0.70 / bytes, 1e-9);
    // KV cache: 2 × 32 layers × 8 kv heads × 128 × 4,096 tokens × 2 bytes = 512 MiB.
    EXPECT_EQ(e.memory.perGpu.kvCache.count, 2ULL * 32 * 8 * 128 * 4096 * 2);
}

TEST(Barrel, StorageCapacityCountsDatasetAndCheckpoints)
{
    // ResNet-50, SGD with momentum in mixed precision: a checkpoint is 25,557,032 ×
    // (2 + 4 + 4) bytes; three kept plus a 150 GB dataset on a 2,000 GB drive.
    ResolvedBuild b = resnetWorkstation(memory("2x32", "DDR4", 2, 32, 3200, false));
    b.scenario.workload.optimizer = Optimizer::SgdMomentum;
    const BarrelReport r = barrelOf(b);
    const double need = 150e9 + 3 * 25'557'032.0 * 10;
    EXPECT_NEAR(stave(r, "storage_capacity").ratio, 2000e9 / need, 1e-6);
}
