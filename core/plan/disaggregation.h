#pragma once

// Disaggregated serving (DistServe, Zhong et al. 2024; Splitwise, Patel et al.
// 2024; NVIDIA Dynamo and aiconfigurator): prompts are prefilled on GPUs of
// their own and each prompt's KV cache is sent over the link to GPUs that only
// decode, so no decoding step waits for a prefill and no prompt waits behind
// decodes. dlrig weighs it against one pool (core/plan/serving.h) on the same
// GPUs, with the same replica layout in both pools.
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"
#include "core/plan/hardwareshape.h"
#include "core/plan/plan.h"
#include "core/plan/serving.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace dlrig::core {

struct DisaggregatedServing {
    int prefillGpus = 0;
    int decodeGpus = 0;
    LatencyPercentiles ttftMs;
    double tpotMs = 0;       // a decoding step of the decode pool's batch, no prefill beside it
    double kvTransferMs = 0; // one prompt's KV cache from a prefill GPU to a decoding one
    std::string link;        // the link it crosses: "NVLink/NVSwitch", "PCIe"
    double requestsPerSecond = 0;
    double outputTokensPerSecondPerGpu = 0;
    bool stable = true;       // the prefill pool keeps up with the arrivals and the decode pool's caches fit
    bool meetsTargets = true; // both latency targets at the load's percentile
};

// The split of the shape's GPUs into a prefill and a decode pool, whole
// replicas of `layout` each, that serves `load` best: of the splits meeting
// the targets the one completing the most requests a second, else the one
// completing the most. Percentiles: the prefill queue is M/M/1 per prefill
// replica (as serving.h's open loads), decoding steps are one batch's.
// Prefix caching shortens the prefill; speculative decoding is not modelled
// here. Nothing (nullopt) for fewer than two replicas, expert-parallel
// layouts, or a load without requests.
std::optional<DisaggregatedServing> disaggregate(const Workload &workload, const Plan &layout,
                                                 const HardwareShape &shape, const Assumptions &assumptions,
                                                 const ServingLoad &load);

// {prefill_gpus, decode_gpus, ttft_ms: {p50, p90, p99}, tpot_ms, kv_transfer_ms, link,
// requests_per_s, output_tokens_per_s_per_gpu, stable, meets_targets}
nlohmann::json toJson(const DisaggregatedServing &serving);

} // namespace dlrig::core
