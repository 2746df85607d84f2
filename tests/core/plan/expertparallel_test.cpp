// Expert parallelism: routed experts spread whole over GPUs, the dispatch and
// combine all-to-alls of every MoE layer, and data-parallel attention.
#include "core/plan/planner.h"

#include "tests/core/plan/planfixtures.h"

#include "core/base/inputerror.h"
#include "core/estimate/expertreads.h"
#include "core/estimate/memoryestimate.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace dlrig::core;
using namespace planfixtures;

namespace {

// Mixtral 8x7B's routed experts from its config.json (32 layers, hidden 4096,
// intermediate 14336, 8 experts of three matrices each): 45,097,156,608 parameters.
constexpr double kMixtralRouted = 32.0 * 8 * 3 * 4096 * 14336;

// NVIDIA H200 SXM: 1,979 dense FP8 TFLOPS, 4,800 GB/s, 141 GB (its data sheet),
// eight to an HGX board on 900 GB/s NVLink.
HardwareShape h200s(int gpusPerNode, int nodes, double nicGbps)
{
    HardwareShape s = hgx(1979, 4800, 900, gpusPerNode, nodes, nicGbps);
    s.vram = Bytes{141 * kGiB};
    return s;
}

Workload serving(const char *slug, Precision precision, int users, int sequence)
{
    Workload w = workloadOf(slug, Task::Infer, precision, sequence);
    w.serving.users = users;
    w.kernels = Kernels::Compiled;
    return w;
}

} // namespace

TEST(ExpertParallel, EachGpuHoldsItsShareOfWholeExpertsAndAllTheRest)
{
    const ModelSpec &mixtral = *ModelLibrary::builtIn().find("mixtral-8x7b");
    const double total = mixtral.totalParams();
    Parallelism tensorOnly;
    tensorOnly.gpus = tensorOnly.tensor = 8;
    Parallelism experts;
    experts.gpus = experts.expert = 8; // tensor 1: eight replicas, data-parallel attention
    // BF16: tensor parallelism splits all 46.7 B parameters eight ways; expert
    // parallelism splits the 45.1 B routed ones and every GPU keeps the other 1.6 B.
    EXPECT_NEAR(heldWeightBytesPerGpu(mixtral, Precision::Bf16, tensorOnly, {}), 2 * total / 8, 1e6);
    EXPECT_NEAR(heldWeightBytesPerGpu(mixtral, Precision::Bf16, experts, {}),
                2 * (total - kMixtralRouted) + 2 * kMixtralRouted / 8, 1e6);
}

TEST(ExpertParallel, AGpusExpertsSeeTheTokensOfEveryReplicaInItsGroup)
{
    const ModelSpec &mixtral = *ModelLibrary::builtIn().find("mixtral-8x7b");
    Parallelism experts;
    experts.gpus = experts.expert = 8;
    // One token per replica, eight replicas: a routed expert is left out by all
    // eight tokens with probability (1 − 2/8)^8, so 1 − 0.75^8 = 90.0 % of each
    // layer's experts are read. Everything else but the looked-up input
    // embedding (32,000 × 4,096) is read on every GPU.
    const double touched = 1 - std::pow(0.75, 8);
    const double rest = mixtral.totalParams() - kMixtralRouted - 32000.0 * 4096;
    EXPECT_NEAR(weightBytesReadPerGpuPerDecodeStep(mixtral, Precision::Bf16, experts, 1, {}),
                2 * rest + 2 * kMixtralRouted * touched / 8, 1e6);
}

TEST(ExpertParallel, DispatchAndCombineCostTwoAllToAllsPerMoeLayer)
{
    // Mixtral on eight H100s, one user per replica, experts over all eight.
    Workload w = serving("mixtral-8x7b", Precision::Bf16, 8, 2048);
    w.pins.tensor = 1;
    w.pins.expert = 8;
    const PlanResult result = planWorkload(w, hgx(989.5, 3350, 900, 8, 1, 0), Assumptions{});
    const Plan &p = result.chosen;
    ASSERT_EQ(p.expert, 8);
    ASSERT_EQ(p.data, 8);
    // Each GPU sends its token's two 4,096-wide BF16 vectors (16,384 bytes), 7/8 of
    // them to other GPUs over NVLink at 450 GB/s × allreduce-efficiency 0.7, after
    // the 25 µs collective latency; dispatch and combine in each of 32 layers.
    const double one = 25e-6 + 16384.0 * 7 / 8 / (450e9 * 0.7);
    EXPECT_NEAR(p.costs.expertCommSeconds, 2 * 32 * one, 1e-9);
    EXPECT_NEAR(p.costs.expertLatencySeconds, 2 * 32 * 25e-6, 1e-12);
    EXPECT_EQ(p.costs.expertLink, "NVLink/NVSwitch");
    EXPECT_EQ(p.costs.tensorCommSeconds, 0); // attention runs on one GPU per replica
}

TEST(ExpertParallel, AnExpertGroupWiderThanANodeSendsItsOffNodeShareThroughTheNics)
{
    // DeepSeek-V3 over two HGX H200 nodes with 3.2 Tb/s of NICs each (400 GB/s),
    // experts over all 16 GPUs, one user per GPU.
    Workload w = serving("deepseek-v3", Precision::Fp8, 16, 4096);
    w.pins.tensor = 1;
    w.pins.expert = 16;
    const PlanResult result = planWorkload(w, h200s(8, 2, 3200), Assumptions{});
    const Plan &p = result.chosen;
    ASSERT_EQ(p.expert, 16);
    // Per GPU and all-to-all: 1 token × 8 experts × 7,168 × 2 bytes = 114,688 bytes,
    // 7/16 of it over NVLink (315 GB/s achieved) and 8/16 through the node's NICs,
    // which its eight GPUs share (400 GB/s × 0.7 ÷ 8 = 35 GB/s each), after the
    // network's latency (2 × 25 µs). The NIC share is the longer: 1.64 µs.
    const double bytes = 1.0 * 8 * 7168 * 2;
    const double one = 50e-6 + std::max(bytes * 7 / 16 / 315e9, bytes * 8 / 16 / 35e9);
    // 58 of DeepSeek-V3's 61 layers are MoE layers (first_k_dense_replace 3).
    EXPECT_NEAR(p.costs.expertCommSeconds, 2 * 58 * one, 1e-9);
    EXPECT_EQ(p.costs.expertLink, "network");
}

TEST(ExpertParallel, DeepSeekR1ForManyUsersRunsDataParallelAttentionOverExperts)
{
    // DeepSeek-R1 in FP8 for 200 users at 8,192 tokens on one HGX H200 node.
    // Latent attention keeps one 576-value latent per token and layer, and every
    // tensor-parallel GPU keeps all of it (vLLM and SGLang replicate it): under
    // tensor 8 each GPU caches 200 × 8,192 × 61 × 576 bytes = 57.6 GB beside
    // 85.6 GB of weights, more than 141 GiB. Data-parallel attention gives each
    // GPU its own 25 users' cache (7.2 GB) and the experts are spread over all eight.
    const Workload w = serving("deepseek-r1", Precision::Fp8, 200, 8192);
    const PlanResult result = planWorkload(w, h200s(8, 1, 0), Assumptions{});
    ASSERT_TRUE(result.feasible);
    const Plan &p = result.chosen;
    EXPECT_EQ(p.expert, 8);
    EXPECT_GT(p.expert, p.tensor);
    const double users = std::ceil(200.0 / p.data);
    EXPECT_NEAR(static_cast<double>(p.perGpu.kvCache.count), users * 8192 * 61 * 576 * 1, 1e3);

    Workload tensorOnly = w;
    tensorOnly.pins.expert = 1;
    tensorOnly.pins.tensor = 8;
    const PlanResult without = planWorkload(tensorOnly, h200s(8, 1, 0), Assumptions{});
    EXPECT_FALSE(without.chosen.fits);
    EXPECT_NEAR(static_cast<double>(without.chosen.perGpu.kvCache.count), 200.0 * 8192 * 61 * 576, 1e3);

    // The runner-ups say why they lost.
    ASSERT_FALSE(result.alternatives.empty());
    for (const PlanAlternative &a : result.alternatives)
        EXPECT_FALSE(a.whyNot.empty());
}

TEST(ExpertParallel, ADenseModelIsNeverPlannedWithExpertParallelism)
{
    const Workload w = serving("llama-3.1-70b", Precision::Fp8, 64, 4096);
    const PlanResult result = planWorkload(w, h200s(8, 1, 0), Assumptions{});
    EXPECT_EQ(result.chosen.expert, 1);
    for (const PlanAlternative &a : result.alternatives)
        EXPECT_EQ(a.plan.expert, 1);
}

TEST(ExpertParallel, PinsThatCannotHoldAreRefusedNamingEp)
{
    const auto refusal = [](Workload w, const HardwareShape &shape) -> std::string {
        try {
            planWorkload(w, shape, Assumptions{});
        } catch (const InputError &e) {
            EXPECT_EQ(e.field(), "--ep");
            return e.what();
        }
        return "";
    };
    const HardwareShape eight = h200s(8, 1, 0);
    Workload mixtral = serving("mixtral-8x7b", Precision::Bf16, 8, 2048);
    mixtral.pins.expert = 3;
    EXPECT_NE(refusal(mixtral, eight).find("does not divide the 8 routed experts"), std::string::npos);
    mixtral.pins.expert = 4;
    mixtral.pins.tensor = 8;
    EXPECT_NE(refusal(mixtral, eight).find("not a multiple of --tp 8"), std::string::npos);
    Workload dense = serving("llama-3.1-70b", Precision::Bf16, 8, 2048);
    dense.pins.expert = 2;
    EXPECT_NE(refusal(dense, eight).find("no routed experts"), std::string::npos);
    Workload training = workloadOf("mixtral-8x7b", Task::Train, Precision::AmpBf16, 2048);
    training.pins.expert = 8;
    EXPECT_NE(refusal(training, eight).find("planned for serving"), std::string::npos);
    Workload few = serving("mixtral-8x7b", Precision::Bf16, 2, 2048);
    few.pins.expert = 8;
    few.pins.tensor = 1;
    EXPECT_NE(refusal(few, eight).find("2 users"), std::string::npos);
}
