// Disaggregated serving (core/plan/disaggregation.h): prefill and decode on
// GPUs of their own, each prompt's KV cache sent between them.
#include "core/plan/disaggregation.h"

#include "tests/core/plan/planfixtures.h"

#include "core/estimate/memoryestimate.h"
#include "core/plan/planner.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

using namespace dlrig::core;
using namespace planfixtures;

namespace {

// Llama 3.1 8B in BF16 on eight H100 SXM5 (NVLink 450 GB/s a direction),
// compiled kernels, one GPU a replica.
const HardwareShape &eightH100()
{
    static const HardwareShape shape = hgx(989.5, 3350, 900, 8, 1, 0);
    return shape;
}

Workload llama8b(int users, int input, int output)
{
    Workload w = workloadOf("llama-3.1-8b", Task::Infer, Precision::Bf16, input + output);
    w.kernels = Kernels::Compiled;
    w.serving.users = users;
    w.parallel.gpus = 8;
    w.pins.tensor = 1;
    return w;
}

ServingLoad closedLoad(int users, int input, int output)
{
    ServingLoad load;
    load.users = users;
    load.inputTokens = input;
    load.outputTokens = output;
    return load;
}

} // namespace

// The pieces, each from its own source: the decode pool's step is the
// planner's for its batch alone (no prefill beside it); a prompt's KV cache,
// 2 × 32 layers × 8 KV heads × 128 × 2 bytes = 131,072 bytes a token, 2,048
// tokens of it, crosses NVLink at 450 GB/s × allreduce-efficiency 0.7 after
// the link's 25 µs (collective-latency-us); and a closed load's cycle is users ÷ requests a second.
TEST(Disaggregation, TheDecodePoolDecodesAloneAndTheCacheCrossesTheLink)
{
    const Workload w = llama8b(64, 2048, 256);
    const Assumptions a;
    const Plan layout = planWorkload(w, eightH100(), a).chosen;
    ASSERT_EQ(layout.tensor, 1);
    const ServingLoad load = closedLoad(64, 2048, 256);
    const std::optional<DisaggregatedServing> s = disaggregate(w, layout, eightH100(), a, load);
    ASSERT_TRUE(s.has_value());
    EXPECT_EQ(s->prefillGpus + s->decodeGpus, 8);
    EXPECT_GE(s->prefillGpus, 1);
    EXPECT_EQ(s->link, "NVLink/NVSwitch");
    EXPECT_NEAR(s->kvTransferMs, (25e-6 + 131072.0 * 2048 / (450e9 * 0.7)) * 1e3, 1e-9);

    // The decode pool's step for the requests it holds, at the median context.
    const double decoding = s->requestsPerSecond * 256 * s->tpotMs / 1e3;
    Workload pool = w;
    pool.sequence = 2048 + 128;
    const int perReplica = static_cast<int>(std::ceil(decoding / s->decodeGpus - 1e-9));
    pool.serving.users = perReplica * s->decodeGpus;
    pool.parallel.gpus = s->decodeGpus;
    HardwareShape decodeGpus = eightH100();
    decodeGpus.gpusPerNode = s->decodeGpus;
    EXPECT_NEAR(s->tpotMs, planWorkload(pool, decodeGpus, a).chosen.costs.stepSeconds() * 1e3, 0.05 * s->tpotMs);

    // One pool's TPOT carries the prefills of the requests finishing beside it.
    const ServingEstimate one = estimateServing(w, layout, eightH100(), a, load);
    EXPECT_LT(s->tpotMs, one.tpotMs.p50);
    // Every user waits for its prompt and decodes 256 tokens: the cycle is 64 ÷ rate.
    EXPECT_NEAR(s->ttftMs.p50 / 1e3 + 256 * s->tpotMs / 1e3, 64 / s->requestsPerSecond, 1e-6);
    EXPECT_NEAR(s->outputTokensPerSecondPerGpu, s->requestsPerSecond * 256 / 8, 1e-9);
    const nlohmann::json j = toJson(*s);
    EXPECT_EQ(j["prefill_gpus"], s->prefillGpus);
    EXPECT_EQ(j["link"], "NVLink/NVSwitch");
}

// A TPOT target one pool cannot meet because prefills interleave with its
// decodes (8,192-token prompts, 128-token answers): separate pools can.
TEST(Disaggregation, LongPromptsMeetATpotTargetOnlyInTheirOwnPool)
{
    const Workload w = llama8b(32, 8192, 128);
    const Assumptions a;
    const Plan layout = planWorkload(w, eightH100(), a).chosen;
    ServingLoad load = closedLoad(32, 8192, 128);
    const ServingEstimate one = estimateServing(w, layout, eightH100(), a, load);
    const std::optional<DisaggregatedServing> split = disaggregate(w, layout, eightH100(), a, load);
    ASSERT_TRUE(split.has_value());
    ASSERT_LT(split->tpotMs, one.tpotMs.p50);
    load.tpotTargetMs = 0.5 * (split->tpotMs + one.tpotMs.p50);
    EXPECT_FALSE(estimateServing(w, layout, eightH100(), a, load).meetsTargets);
    const std::optional<DisaggregatedServing> met = disaggregate(w, layout, eightH100(), a, load);
    ASSERT_TRUE(met.has_value());
    EXPECT_TRUE(met->meetsTargets);
}

// One replica cannot be split; nor is a request-less workload served.
TEST(Disaggregation, NeedsTwoReplicasAndRequests)
{
    Workload w = llama8b(8, 2048, 256);
    w.pins.tensor = 8;
    const Plan wide = planWorkload(w, eightH100(), Assumptions{}).chosen;
    EXPECT_FALSE(disaggregate(w, wide, eightH100(), Assumptions{}, closedLoad(8, 2048, 256)).has_value());
    EXPECT_FALSE(disaggregate(w, wide, eightH100(), Assumptions{}, ServingLoad{}).has_value());
}
