#pragma once

// Serving at a load: continuous batching on a plan's layout. A request brings
// `inputTokens` of prompt and decodes `outputTokens`; the engine runs one
// iteration after another, each decoding one token of every running request
// and prefilling prompt tokens beside them (chunked prefill, at most
// prefill-chunk-tokens an iteration, as vLLM and SGLang schedule). From the
// plan's step times (core/plan/plancosts.h) this gives the time to first token
// (TTFT), the time per output token (TPOT), the rates and where the KV cache
// runs out.
//
// The load is either closed (`users` requests in flight, as vLLM's bench serve
// --max-concurrency holds them) or open (`requestRate` Poisson arrivals a
// second, turned into requests in flight by Little's law, C = λ · latency).
// Percentiles of an open load: requests in flight are Poisson(C) (an M/G/∞
// system below saturation), so TPOT's percentile is the iteration time at that
// quantile of the batch; a prompt also waits for the prefills ahead of it,
// an M/M/1 queue whose waiting-time tail is ρ·e^(−(1−ρ)t/s) (s one prompt's
// prefill, ρ the share of time spent prefilling). A closed load keeps every
// request in the same batch: its percentiles are equal.
#include "core/base/message.h"
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"
#include "core/plan/hardwareshape.h"
#include "core/plan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct ServingLoad {
    int users = 0;          // closed: requests in flight (0 when a rate is given)
    double requestRate = 0; // open: requests arriving a second, Poisson
    int inputTokens = 0;
    int outputTokens = 0;
    double ttftTargetMs = 0; // 0: no target
    double tpotTargetMs = 0; // 0: no target
    int percentile = 90;     // the percentile the targets are judged at: 50, 90 or 99
    ServingFeatures features; // prefix caching and speculative decoding, as measured by the user
};

struct LatencyPercentiles {
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
    double at(int percentile) const { return percentile >= 99 ? p99 : percentile >= 90 ? p90 : p50; }
};

// One closed load on the throughput–interactivity curve (as serving
// benchmarks chart a deployment): what each user sees against what each GPU makes.
struct ServingPoint {
    int users = 0; // requests in flight
    double tokensPerSecondPerUser = 0;
    double tokensPerSecondPerGpu = 0;
    double ttftMs = 0;
    double tpotMs = 0;
    bool meetsTargets = true; // both latency targets, at this closed load's (single) percentile
};

struct ServingEstimate {
    LatencyPercentiles ttftMs;
    LatencyPercentiles tpotMs;
    double concurrency = 0;       // mean requests in flight
    double requestsPerSecond = 0; // completed
    double outputTokensPerSecond = 0;
    double outputTokensPerSecondPerGpu = 0;
    double outputTokensPerSecondPerUser = 0; // 1 / TPOT at the median
    bool stable = true;                      // an open load below what the machine completes
    int saturationUsers = 0;                 // the most requests in flight the KV cache holds, all replicas
    int maxUsersMeetingSlo = 0;              // the most requests in flight whose percentile meets both targets
    double goodputRequestsPerSecond = 0;     // requests/s completed at that load
    bool meetsTargets = true;                // this load meets both targets at the percentile
    // …and still does at the slow end of the latencies' stated range
    // (statedRange: FirstTokenLatency, TokenLatency): what a recommended build must.
    bool meetsTargetsAtSlowEnd = true;
    int gpus = 0;
    // Closed loads of 1, 2, 4, … requests in flight up to the saturation point
    // (the last point), on the same layout.
    std::vector<ServingPoint> curve;
    std::vector<Message> notes;
};

// Evaluates `load` on the tensor, pipeline and expert degrees of `layout` (a
// plan the planner chose for this workload and shape), re-costing its steps at
// each batch and context the load implies. Throws InputError naming the option
// (--input-tokens, --output-tokens, --request-rate, --slo-percentile) for a load
// that cannot be served: no decoding model, lengths out of range.
ServingEstimate estimateServing(const Workload &workload, const Plan &layout, const HardwareShape &shape,
                                const Assumptions &assumptions, const ServingLoad &load);

// Prompt tokens the busiest of `replicas` prefills in one iteration, when each
// admits Poisson(λ) prompts of `input` tokens an iteration (λ: its requests
// finishing per iteration) and prefills at most `budget` tokens an iteration:
// E[max over replicas of min(budget, k·input)]; for one replica the mean,
// λ·input. Replicas whose attention runs data-parallel beside expert
// parallelism meet at every MoE layer's all-to-all, so an iteration waits for
// the busiest one's prompts.
double busiestReplicaPromptTokens(double lambda, int replicas, double input, double budget);

// `layout`'s tensor, pipeline and expert degrees planned again on `shape` for
// `users` requests in flight at a context of `context` tokens: the decoding
// step a serving model evaluates a load with.
Plan layoutAt(const Workload &workload, const Plan &layout, const HardwareShape &shape, const Assumptions &assumptions,
              int users, int context);

// Seconds one replica of `layout` takes per token to prefill one prompt of
// `inputTokens` (a forward pass of it on the replica's GPUs, compute-bound,
// its collectives left out), its experts' rows the prompt's own.
double prefillSecondsPerPromptToken(const Workload &workload, const Plan &layout, const HardwareShape &shape,
                                    const Assumptions &assumptions, int inputTokens);

// The load a workload's requests describe (Workload::serving).
ServingLoad servingLoadOf(const Workload &workload);

// A plan for a workload's requests and how it serves them: under a request
// rate, the requests in flight come from the load (Little's law), so the
// workload is planned again for them. With latency targets, the layout is the
// one of the planner's choice and runner-ups that meets them at this load and
// under which the most requests a second meet them (goodput); the plan it
// replaced says why it lost. `plan` plans a workload on the shape
// (planWorkload, or a cache's). Without requests, just the plan.
struct ServedPlan {
    PlanResult plan;
    std::optional<ServingEstimate> serving;
    int users = 1; // the requests in flight the plan was made for
};
ServedPlan planServing(Workload workload, const HardwareShape &shape, const Assumptions &assumptions,
                       const std::function<PlanResult(const Workload &)> &plan);

// serving: {ttft_ms: {p50, p90, p99}, tpot_ms: {…}, requests_per_s, output_tokens_per_s,
// output_tokens_per_s_per_gpu, output_tokens_per_s_per_user, max_users_meeting_slo,
// goodput_requests_per_s, saturation_users, concurrency, stable, meets_targets,
// curve: [{users, tokens_per_s_per_user, tokens_per_s_per_gpu, ttft_ms, tpot_ms, meets_targets}]}.
nlohmann::json toJson(const ServingEstimate &serving, const ServingLoad &load);

} // namespace dlrig::core
