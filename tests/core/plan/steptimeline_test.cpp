#include "core/plan/steptimeline.h"

#include "core/estimate/expertreads.h"
#include "core/models/modellibrary.h"
#include "core/plan/planner.h"
#include "tests/core/plan/planfixtures.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using namespace planfixtures;

namespace {

const StepSlice *find(const StepTimeline &t, StepWork work)
{
    for (const StepSlice &s : t.slices)
        if (s.work == work)
            return &s;
    return nullptr;
}

double waited(const StepTimeline &t)
{
    double sum = 0;
    for (const StepSlice &s : t.slices)
        sum += s.waitedSeconds();
    return sum;
}

} // namespace

TEST(StepTimeline, DecodingOnEightGpusWaitsForWeightReadsAndCollectiveLatency)
{
    // Llama 2 7B, one user, tensor 8 on an HGX H100 (NVLink 450 GB/s per
    // direction), served with CUDA graphs (an eager host would issue 32 × 25
    // operators at 8 µs, 6.4 ms, longer than the reads): each GPU reads 1/8 of
    // the weights per token while its math runs beside the reads. The 2
    // all-reduces per layer carry one token's 4,096 × 2 bytes: 2 × 7/8 × 8,192 B
    // at 0.7 × 450 GB/s is 0.05 µs against collective-latency-us 25 µs each, so
    // the 64 collectives are latency-bound: 64 × 25.05 µs.
    Workload w = workloadOf("llama-2-7b", Task::Infer, Precision::Bf16, 2048);
    w.kernels = Kernels::Compiled;
    w.pins.tensor = 8;
    const Assumptions a;
    const Plan p = planWorkload(w, hgx(989.5, 3350, 900, 8, 1, 0), a).chosen;
    ASSERT_EQ(p.tensor, 8);
    const StepTimeline t = stepTimeline(p);
    EXPECT_TRUE(t.decode);
    EXPECT_NEAR(t.stepSeconds, p.costs.stepSeconds(), 1e-12);
    EXPECT_NEAR(waited(t), t.stepSeconds, 1e-12);

    const StepSlice *tensor = find(t, StepWork::TensorCollectives);
    ASSERT_NE(tensor, nullptr);
    EXPECT_EQ(tensor->bound, StepBound::LinkLatency);
    EXPECT_EQ(tensor->link, "NVLink/NVSwitch");
    const double perCollective = a.collectiveLatencyUs * 1e-6 + 2 * 7.0 / 8 * 4096 * 2 / (450e9 * 0.7);
    EXPECT_NEAR(tensor->seconds, 64 * perCollective, 1e-9);

    const StepSlice *weights = find(t, StepWork::WeightReads);
    const StepSlice *kv = find(t, StepWork::KvCacheReads);
    const StepSlice *math = find(t, StepWork::LinearLayers);
    ASSERT_TRUE(weights && kv && math);
    EXPECT_EQ(weights->bound, StepBound::Memory);
    EXPECT_DOUBLE_EQ(weights->hiddenSeconds, 0);
    EXPECT_DOUBLE_EQ(math->hiddenSeconds, math->seconds); // runs beside the reads
    // Reads split by bytes: the KV cache's share of the weights read + KV cache.
    const double weightsRead =
        static_cast<double>(p.perGpu.weights.count) * weightShareReadPerDecodeStep(w.model, 1, w.precision, a);
    const double kvBytes = static_cast<double>(p.perGpu.kvCache.count);
    const double kvShare = kvBytes / (weightsRead + kvBytes);
    EXPECT_NEAR(kv->seconds / (kv->seconds + weights->seconds), kvShare, 1e-12);
}

TEST(StepTimeline, ASlowHostPutsDispatchOnThePathAndHidesTheReads)
{
    // One layer issued in 1 ms (25 eager operators at 40 µs): 32 ms for Llama 2
    // 7B's 32 layers, longer than reading 13.5 GB at any share of 3,350 GB/s (≤ 4 ms).
    Workload w = workloadOf("llama-2-7b", Task::Infer, Precision::Bf16, 2048);
    Assumptions a;
    a.eagerOperatorUs = 40;
    const Plan p = planWorkload(w, hgx(989.5, 3350, 900, 8, 1, 0), a).chosen;
    const StepTimeline t = stepTimeline(p);
    const StepSlice *dispatch = find(t, StepWork::HostDispatch);
    ASSERT_NE(dispatch, nullptr);
    EXPECT_EQ(dispatch->bound, StepBound::Launch);
    EXPECT_NEAR(dispatch->waitedSeconds(), 0.032, 1e-9);
    EXPECT_DOUBLE_EQ(find(t, StepWork::WeightReads)->waitedSeconds(), 0);
    EXPECT_NEAR(t.stepSeconds, 0.032, 1e-9);
}

TEST(StepTimeline, LlamaCppPaysForTheGapsBetweenItsKernelsOnTopOfTheReads)
{
    // llama.cpp decoding Llama 2 7B: 32 layers × 19 graph nodes at
    // graph-kernel-us 1 µs = 0.608 ms, added to the reads, never hidden.
    Workload w = workloadOf("llama-2-7b", Task::Infer, Precision::Bf16, 2048);
    w.kernels = Kernels::Ggml;
    const Assumptions a;
    const Plan p = planWorkload(w, hgx(989.5, 3350, 900, 8, 1, 0), a).chosen;
    const StepTimeline t = stepTimeline(p);
    const StepSlice *gaps = find(t, StepWork::KernelBoundaries);
    ASSERT_NE(gaps, nullptr);
    EXPECT_EQ(gaps->bound, StepBound::Launch);
    EXPECT_NEAR(gaps->waitedSeconds(), 32 * 19 * 1e-6, 1e-12);
    EXPECT_NEAR(t.stepSeconds, p.costs.memorySeconds + gaps->seconds + p.costs.tensorCommSeconds, 1e-12);
}

TEST(StepTimeline, TrainingSplitsTheMathAndCountsEveryLinkTheStepWaitsFor)
{
    // GPT-3 175B on 64 nodes of 8 A100, tensor 8 × pipeline 8 × data 8, full
    // recomputation. Full recomputation runs the forward pass again: 8N of 6N,
    // charged at recompute-cost 0.75, so the repeated work is 0.25 of 1.25 of
    // the math. The attention core is 3 × 4·L·H·Q·T of 6N + 3 × 4·L·H·Q·T per
    // token (PaLM App. B), of the 1.25.
    Workload w = workloadOf("gpt-3-175b", Task::Train, Precision::AmpBf16, 2048);
    w.pins.tensor = 8;
    w.pins.pipeline = 8;
    w.pins.zeroStage = 1;
    w.pins.recompute = Recompute::Full;
    w.pins.microBatch = 1;
    const Assumptions a;
    const Plan p = planWorkload(w, hgx(312, 2039, 600, 8, 64, 1600), a).chosen;
    ASSERT_EQ(p.data, 8);
    const StepTimeline t = stepTimeline(p);
    EXPECT_FALSE(t.decode);
    EXPECT_NEAR(t.stepSeconds / p.costs.stepSeconds(), 1, 1e-12);

    const double compute = p.costs.computeSeconds;
    EXPECT_NEAR(find(t, StepWork::Recomputation)->seconds / compute, 0.25 / 1.25, 1e-9);
    const TransformerShape &s = *w.model.transformer;
    const double attention = 3 * 4.0 * s.totalLayers() * s.attentionDim() * 2048;
    const double model = 6 * w.model.matmulParamsPerToken() + attention;
    EXPECT_NEAR(find(t, StepWork::AttentionCore)->seconds / compute, attention / model / 1.25, 1e-9);
    EXPECT_EQ(find(t, StepWork::PipelineBubble)->bound, StepBound::Waiting);
    EXPECT_EQ(find(t, StepWork::TensorCollectives)->bound, StepBound::LinkBandwidth);
    ASSERT_NE(find(t, StepWork::PipelineSends), nullptr);
    const StepSlice *data = find(t, StepWork::DataParallelTraffic);
    ASSERT_NE(data, nullptr);
    EXPECT_NEAR(data->seconds, p.costs.dataCommSeconds + p.costs.hiddenCommSeconds, 1e-12);
    EXPECT_NEAR(data->hiddenSeconds, p.costs.hiddenCommSeconds, 1e-12);
    EXPECT_EQ(find(t, StepWork::HostDispatch), nullptr); // training issues its kernels ahead of the GPU
}

// A roofline per kind of kernel (PlanCosts::kernelWorkSeconds): the linear
// layers take the longer of their math and the weight reads, the attention
// kernels the longer of theirs and the KV-cache reads, one after the other.
// Linear math 6 ms against 4 ms of weight reads, attention 2 ms against 5 ms
// of KV-cache reads: 6 + 5 = 11 ms, where the longest of math (8) and reads
// (9) alone would say 9.
TEST(StepTimeline, EachKindOfKernelWaitsForTheLongerOfItsMathAndItsReads)
{
    Plan plan;
    plan.decode = true;
    PlanCosts &c = plan.costs;
    c.computeSeconds = 8e-3;
    c.attentionSeconds = 2e-3;
    c.memorySeconds = 9e-3;
    c.kvCacheSeconds = 5e-3;
    EXPECT_NEAR(c.kernelWorkSeconds(), 11e-3, 1e-15);
    EXPECT_NEAR(c.gpuSeconds(), 11e-3, 1e-15);

    const StepTimeline t = stepTimeline(plan);
    EXPECT_NEAR(t.stepSeconds, 11e-3, 1e-15);
    EXPECT_NEAR(waited(t), 11e-3, 1e-15);
    ASSERT_NE(find(t, StepWork::LinearLayers), nullptr);
    EXPECT_DOUBLE_EQ(find(t, StepWork::LinearLayers)->hiddenSeconds, 0);
    EXPECT_DOUBLE_EQ(find(t, StepWork::WeightReads)->hiddenSeconds, 4e-3);
    EXPECT_DOUBLE_EQ(find(t, StepWork::AttentionCore)->hiddenSeconds, 2e-3);
    EXPECT_DOUBLE_EQ(find(t, StepWork::KvCacheReads)->hiddenSeconds, 0);

    // A host slower than both hides them all.
    c.dispatchSeconds = 12e-3;
    const StepTimeline host = stepTimeline(plan);
    EXPECT_NEAR(host.stepSeconds, 12e-3, 1e-15);
    EXPECT_DOUBLE_EQ(find(host, StepWork::KvCacheReads)->hiddenSeconds, 5e-3);
}
