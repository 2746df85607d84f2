// Serving at a load (core/plan/serving.h): continuous batching on a plan's
// layout, checked against the plan's own step times and the queueing laws.
#include "core/plan/serving.h"

#include "tests/core/plan/planfixtures.h"

#include "core/base/inputerror.h"
#include "core/estimate/estimate.h"
#include "core/plan/planner.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace dlrig::core;
using namespace planfixtures;

namespace {

// Llama 3.1 8B in BF16 on one H100 SXM5 (989.5 TFLOPS, 3,350 GB/s, 80 GB),
// served by an engine with compiled kernels: 2,048-token prompts, 256-token answers.
Workload llama8b(int users)
{
    Workload w = workloadOf("llama-3.1-8b", Task::Infer, Precision::Bf16, 2048 + 256);
    w.kernels = Kernels::Compiled;
    w.serving.users = users;
    return w;
}

const HardwareShape &oneH100()
{
    static const HardwareShape shape = hgx(989.5, 3350, 900, 1, 1, 0);
    return shape;
}

ServingLoad closedLoad(int users)
{
    ServingLoad load;
    load.users = users;
    load.inputTokens = 2048;
    load.outputTokens = 256;
    return load;
}

ServingEstimate serve(const ServingLoad &load)
{
    Workload w = llama8b(std::max(1, load.users));
    const PlanResult plan = planWorkload(w, oneH100(), Assumptions{});
    return estimateServing(w, plan.chosen, oneH100(), Assumptions{}, load);
}

// Llama 3.3 70B in FP8 with compiled kernels: `users` requests in flight of
// `input` and `output` tokens, with latency targets.
Workload llama70b(int users, int input, int output, double ttftMs, double tpotMs)
{
    Workload w = workloadOf("llama-3.3-70b", Task::Infer, Precision::Fp8, input + output);
    w.kernels = Kernels::Compiled;
    w.serving.users = users;
    w.serving.inputTokens = input;
    w.serving.outputTokens = output;
    w.serving.ttftMs = ttftMs;
    w.serving.tpotMs = tpotMs;
    return w;
}

// Eight H100 SXM5 at their dense FP8 peak (1,979 TFLOPS), NVLink/NVSwitch.
HardwareShape hgxH100Fp8()
{
    return hgx(1979, 3350, 900, 8, 1, 0);
}

// The costs of the planner's decoding step for 16 users at the median context
// (2,048 + 128) on the one H100.
PlanCosts decodingCostsOf16()
{
    Workload w = llama8b(16);
    w.sequence = 2048 + 128;
    w.pins.tensor = 1;
    return planWorkload(w, oneH100(), Assumptions{}).chosen.costs;
}

// Seconds the H100 takes per token to prefill one 2,048-token prompt.
double prefillSecondsPerToken()
{
    EstimateRequest request;
    request.workload = llama8b(1);
    request.workload.sequence = 2048;
    request.gpu = GpuPeak{989.5, 3350, {}};
    return 1 / *estimate(request).compute.unitsPerSecond;
}

} // namespace

// A closed load of 16 requests: each iteration decodes the 16 and prefills, on
// average, the prompts of the 16 ÷ 256 requests finishing in it; a new prompt
// of 2,048 tokens fits one chunk of 8,192 beside the decodes, so it waits one
// decoding step and its own prefill.
TEST(Serving, AClosedLoadsIterationDecodesTheBatchAndPrefillsTheArrivals)
{
    const ServingEstimate e = serve(closedLoad(16));
    const double step = decodingCostsOf16().stepSeconds();
    const double perToken = prefillSecondsPerToken();
    const double iteration = step + 16.0 * 2048 / 256 * perToken;
    EXPECT_NEAR(e.tpotMs.p50, iteration * 1e3, 1e-6);
    EXPECT_NEAR(e.ttftMs.p50, (step + 2048 * perToken) * 1e3, 1e-6);
    EXPECT_EQ(e.tpotMs.p99, e.tpotMs.p50) << "a closed load keeps every request in the same batch";
    EXPECT_NEAR(e.outputTokensPerSecond, 16 / iteration, 1e-6);
    EXPECT_NEAR(e.requestsPerSecond, 16 / iteration / 256, 1e-9);
    EXPECT_NEAR(e.outputTokensPerSecondPerUser, 1 / iteration, 1e-9);
}

// Beyond what the KV cache holds at full length, requests wait for a slot:
// TTFT climbs by the excess over the rate requests complete.
TEST(Serving, BeyondTheKvCacheTtftClimbs)
{
    const ServingEstimate atSaturation = serve(closedLoad(1));
    const int most = atSaturation.saturationUsers;
    // 80 GiB less 16 GB of weights hold the 2,304-token caches (0.30 GB each) of
    // a couple of hundred requests.
    ASSERT_GT(most, 100);
    ASSERT_LT(most, 250);
    const ServingEstimate full = serve(closedLoad(most));
    const ServingEstimate over = serve(closedLoad(most + 100));
    EXPECT_NEAR(over.ttftMs.p50, full.ttftMs.p50 + 100 / full.requestsPerSecond * 1e3, 1e-6);
    EXPECT_NEAR(over.tpotMs.p50, full.tpotMs.p50, 1e-9);
}

// The most load meeting the targets: that many requests in flight meet both,
// one more misses one.
TEST(Serving, GoodputIsTheLoadAtTheEdgeOfTheTargets)
{
    ServingLoad load = closedLoad(8);
    load.tpotTargetMs = 15;
    load.ttftTargetMs = 1000;
    const ServingEstimate e = serve(load);
    ASSERT_GT(e.maxUsersMeetingSlo, 0);
    load.users = e.maxUsersMeetingSlo;
    EXPECT_TRUE(serve(load).meetsTargets);
    EXPECT_NEAR(e.goodputRequestsPerSecond, serve(load).requestsPerSecond, 1e-9);
    load.users = e.maxUsersMeetingSlo + 1;
    EXPECT_FALSE(serve(load).meetsTargets);
}

// An open load: requests in flight by Little's law, tails from the Poisson
// batch and the prefill queue; more arrivals than completions is unstable.
TEST(Serving, AnOpenLoadFollowsLittlesLawAndSaysWhenItCannotKeepUp)
{
    ServingLoad load;
    load.requestRate = 2;
    load.inputTokens = 2048;
    load.outputTokens = 256;
    const ServingEstimate e = serve(load);
    ASSERT_TRUE(e.stable);
    const double inFlight = load.requestRate * (e.ttftMs.p50 + 255 * e.tpotMs.p50) / 1e3;
    EXPECT_NEAR(e.concurrency, inFlight, 0.02 * inFlight);
    EXPECT_GE(e.ttftMs.p99, e.ttftMs.p90);
    EXPECT_GE(e.ttftMs.p90, e.ttftMs.p50);
    EXPECT_GT(e.tpotMs.p99, e.tpotMs.p50) << "a Poisson load's batch varies";
    EXPECT_NEAR(e.outputTokensPerSecond, 2 * 256, 1e-9);

    load.requestRate = 1000;
    const ServingEstimate flood = serve(load);
    EXPECT_FALSE(flood.stable);
    EXPECT_FALSE(flood.meetsTargets);
    EXPECT_TRUE(toJson(flood, load)["ttft_ms"]["p90"].is_null());
}

TEST(Serving, ALoadThatCannotBeServedIsRefusedNamingTheOption)
{
    const auto field = [](ServingLoad load, Task task) {
        Workload w = llama8b(1);
        if (task != Task::Infer) {
            w.task = task;
            w.optimizer = Optimizer::AdamW;
        }
        Plan layout;
        layout.inference = true;
        layout.decode = true;
        try {
            estimateServing(w, layout, oneH100(), Assumptions{}, load);
        } catch (const InputError &e) {
            return e.field();
        }
        return std::string("(accepted)");
    };
    EXPECT_EQ(field(closedLoad(1), Task::Lora), "--input-tokens");
    ServingLoad load = closedLoad(1);
    load.outputTokens = 0;
    EXPECT_EQ(field(load, Task::Infer), "--output-tokens");
    load = closedLoad(1);
    load.percentile = 95;
    EXPECT_EQ(field(load, Task::Infer), "--slo-percentile");
    load = closedLoad(4);
    load.requestRate = 1;
    EXPECT_EQ(field(load, Task::Infer), "--request-rate");
    load = closedLoad(1);
    load.features.prefixHitRate = 1; // nothing left to prefill is not a measurement
    EXPECT_EQ(field(load, Task::Infer), "--prefix-hit-rate");
    load = closedLoad(1);
    load.features.speculativeTokens = 3; // without the acceptance rate the user measured
    EXPECT_EQ(field(load, Task::Infer), "--spec-acceptance");
    load.features.speculativeTokens = 17;
    load.features.speculativeAcceptance = 0.7;
    EXPECT_EQ(field(load, Task::Infer), "--spec-tokens");
}

// With latency targets the layout is the one, of the planner's choice and its
// runner-ups, under which the most requests a second meet them (within the 5 %
// the model cannot tell apart, the fastest step stays).
TEST(Serving, WithTargetsTheLayoutServingMostRequestsWithinThemIsChosen)
{
    const Workload w = llama70b(64, 2048, 512, 1000, 25);
    const HardwareShape shape = hgxH100Fp8();
    const ServedPlan served =
        planServing(w, shape, Assumptions{}, [&](const Workload &v) { return planWorkload(v, shape, Assumptions{}); });
    ASSERT_TRUE(served.serving.has_value());
    const ServingLoad load = servingLoadOf(w);
    int compared = 0;
    for (const PlanAlternative &a : served.plan.alternatives) {
        if (!a.plan.fits)
            continue;
        const ServingEstimate other = estimateServing(w, a.plan, shape, Assumptions{}, load);
        EXPECT_TRUE(served.serving->meetsTargets || !other.meetsTargets) << describe(a.plan);
        if (other.meetsTargets == served.serving->meetsTargets) {
            EXPECT_LE(other.goodputRequestsPerSecond, served.serving->goodputRequestsPerSecond * 1.05)
                << describe(a.plan);
        }
        ++compared;
    }
    EXPECT_GT(compared, 0);
}

// Llama 3.3 70B in FP8 for 512 requests of 1,024 in and 512 out on eight H100
// with TPOT ≤ 20 ms: two replicas of tensor 4 make the fastest step at this
// load, but under tensor 8 clearly more requests a second (over 5 %) meet the
// target: it is chosen, and the tensor-4 layout says why it lost.
TEST(Serving, ALayoutWithMoreGoodputReplacesTheFastestStep)
{
    const Workload w = llama70b(512, 1024, 512, 5000, 20);
    const HardwareShape shape = hgxH100Fp8();
    const PlanResult fastest = planWorkload(w, shape, Assumptions{});
    const ServedPlan served =
        planServing(w, shape, Assumptions{}, [&](const Workload &v) { return planWorkload(v, shape, Assumptions{}); });
    ASSERT_NE(served.plan.chosen.tensor, fastest.chosen.tensor);
    ASSERT_FALSE(served.plan.alternatives.empty());
    const PlanAlternative &replaced = served.plan.alternatives.front();
    EXPECT_EQ(replaced.plan.tensor, fastest.chosen.tensor);
    EXPECT_NE(replaced.whyNot.find("requests/s meet the targets, against"), std::string::npos) << replaced.whyNot;
    const ServingEstimate before = estimateServing(w, fastest.chosen, shape, Assumptions{}, servingLoadOf(w));
    EXPECT_GT(served.serving->goodputRequestsPerSecond, 1.05 * before.goodputRequestsPerSecond);
}

// The busiest of R replicas when each admits Poisson(λ) prompts an iteration.
// λ = 0.5, 100-token prompts: one replica prefills 50 tokens on average. Two
// replicas: E[max] = 100 · Σₖ (1 − F(k)²), F the Poisson CDF (0.6065, 0.9098,
// 0.9856, 0.9982, 0.99983…): 100 · (0.6321 + 0.1723 + 0.0286 + 0.0036 +
// 0.0003) = 83.7. With a 100-token budget an iteration, a replica prefills at
// most one prompt: 100 · (1 − 0.6065²) = 63.2.
TEST(Serving, DataParallelAttentionWaitsForTheBusiestReplicasPrompts)
{
    EXPECT_DOUBLE_EQ(busiestReplicaPromptTokens(0.5, 1, 100, 1e9), 50);
    EXPECT_NEAR(busiestReplicaPromptTokens(0.5, 2, 100, 1e9), 83.7, 0.05);
    EXPECT_NEAR(busiestReplicaPromptTokens(0.5, 2, 100, 100), 100 * (1 - std::exp(-1.0)), 1e-9);
    // More replicas, a busier busiest; never beyond the budget.
    EXPECT_GT(busiestReplicaPromptTokens(0.5, 8, 100, 1e9), busiestReplicaPromptTokens(0.5, 2, 100, 1e9));
    EXPECT_LE(busiestReplicaPromptTokens(50, 8, 100, 1000), 1000);
}

// The throughput–interactivity curve: closed loads of 1, 2, 4, … requests in
// flight, the last at the saturation point; each point is what a closed load
// of that many requests gives, and meets the targets when its TPOT does.
TEST(Serving, TheCurveDoublesTheLoadUpToWhereTheKvCacheIsFull)
{
    ServingLoad load = closedLoad(16);
    load.tpotTargetMs = serve(closedLoad(64)).tpotMs.p50; // met up to 64 requests, missed beyond
    const ServingEstimate e = serve(load);
    ASSERT_GE(e.curve.size(), 8u);
    EXPECT_EQ(e.curve.front().users, 1);
    EXPECT_EQ(e.curve.back().users, e.saturationUsers);
    for (std::size_t i = 1; i + 1 < e.curve.size(); ++i)
        EXPECT_EQ(e.curve[i].users, 2 * e.curve[i - 1].users);
    for (const ServingPoint &point : e.curve) {
        const ServingEstimate at = serve(closedLoad(point.users));
        EXPECT_NEAR(point.tokensPerSecondPerUser, at.outputTokensPerSecondPerUser, 1e-9) << point.users;
        EXPECT_NEAR(point.tokensPerSecondPerGpu, at.outputTokensPerSecondPerGpu, 1e-9) << point.users;
        EXPECT_NEAR(point.tpotMs, at.tpotMs.p50, 1e-9) << point.users;
        EXPECT_EQ(point.meetsTargets, point.users <= 64) << point.users;
    }
    // More requests in flight make more tokens per GPU, each user fewer.
    EXPECT_GT(e.curve.back().tokensPerSecondPerGpu, 10 * e.curve.front().tokensPerSecondPerGpu);
    EXPECT_LT(e.curve.back().tokensPerSecondPerUser, e.curve.front().tokensPerSecondPerUser);
    const nlohmann::json j = toJson(e, load);
    ASSERT_EQ(j["curve"].size(), e.curve.size());
    EXPECT_EQ(j["curve"].back()["users"], e.saturationUsers);
}

// Prefix caching, at the hit rate the user measured: 40 % of each 2,048-token
// prompt is in the cache, so 1,228.8 tokens are prefilled, in the request's
// TTFT and in the iterations that admit it; the decoding step is unchanged.
TEST(Serving, APromptsCachedPrefixIsNotPrefilledAgain)
{
    const ServingEstimate plain = serve(closedLoad(16));
    ServingLoad cached = closedLoad(16);
    cached.features.prefixHitRate = 0.4;
    const ServingEstimate e = serve(cached);
    const double step = decodingCostsOf16().stepSeconds();
    const double perToken = prefillSecondsPerToken();
    const double prefilled = 2048 * 0.6;
    EXPECT_NEAR(e.ttftMs.p50, (step + prefilled * perToken) * 1e3, 1e-6);
    EXPECT_NEAR(e.tpotMs.p50, (step + 16.0 / 256 * prefilled * perToken) * 1e3, 1e-6);
    EXPECT_LT(e.ttftMs.p50, plain.ttftMs.p50);
    EXPECT_EQ(e.saturationUsers, plain.saturationUsers) << "the cache still holds every request's whole context";
}

// Speculative decoding, at the acceptance rate the user measured: 3 drafted
// tokens accepted at 0.7 each keep (1 − 0.7⁴) ÷ (1 − 0.7) = 2.533 tokens a
// step. A step verifies 4 tokens a request (4 times the math, the same reads)
// after drafting 3 with one of the 32 layers' share of a step each.
TEST(Serving, SpeculativeDecodingKeepsTheAcceptedTokensOfEachStep)
{
    ServingLoad load = closedLoad(16);
    load.features.speculativeTokens = 3;
    load.features.speculativeAcceptance = 0.7;
    const ServingEstimate e = serve(load);
    PlanCosts costs = decodingCostsOf16();
    const double draft = 3 * costs.stepSeconds() / 32;
    costs.computeSeconds *= 4;
    costs.attentionSeconds *= 4;
    const double verify = costs.stepSeconds() + draft;
    const double perToken = prefillSecondsPerToken();
    const double kept = (1 - std::pow(0.7, 4)) / (1 - 0.7);
    EXPECT_NEAR(kept, 2.533, 1e-3);
    const double step = verify + 16.0 * kept / 256 * 2048 * perToken;
    EXPECT_NEAR(e.tpotMs.p50, step / kept * 1e3, 1e-6);
    EXPECT_LT(e.tpotMs.p50, serve(closedLoad(16)).tpotMs.p50);
    EXPECT_NEAR(e.outputTokensPerSecond, 16 * kept / step, 1e-6);
    const nlohmann::json j = toJson(e, load);
    EXPECT_EQ(j["spec_tokens"], 3);
    EXPECT_DOUBLE_EQ(j["spec_acceptance"].get<double>(), 0.7);
}
