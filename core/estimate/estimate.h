#pragma once

#include "core/base/message.h"
#include "core/estimate/assumptions.h"
#include "core/estimate/computeestimate.h"
#include "core/estimate/hostestimate.h"
#include "core/estimate/memoryestimate.h"
#include "core/models/workload.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// Everything "what does this workload need?" depends on.
struct EstimateRequest {
    Workload workload;
    Assumptions assumptions;
    std::optional<GpuPeak> gpu;   // for throughput
    std::optional<Bytes> gpuVram; // one GPU's memory, for the fit check and host RAM
    double trainTokens = 0;       // tokens (or samples) to train on, for time-to-train
    Bytes dataset;
    std::optional<Message> assumedNetwork; // a note when the network between nodes was assumed
};

struct Estimate {
    EstimateRequest request;
    MemoryEstimate memory;
    ComputeEstimate compute;
    HostEstimate host;
    std::vector<Message> notes; // every assumption made, in order (core/estimate/estimatenotes.h)
};

// Validates the request (throws InputError) and runs every estimator.
Estimate estimate(const EstimateRequest &request);

// The machine-readable form printed by `dlrig-cli estimate --json`:
// per_gpu {weights, gradients, optimizer_states, activations, kv_cache,
// runtime_overhead, total} as integer bytes, workload, host, compute, assumptions.
nlohmann::json toJson(const Estimate &estimate);
// A rate's or a duration's range as JSON: {low, high, below, above}, where
// nine in ten measured runs of its kind fell that no constant was fitted to.
nlohmann::json rangeJson(double value, const StatedRange &stated, bool duration);
// {weights, gradients, optimizer_states, activations, kv_cache, runtime_overhead,
// total} as integer bytes: the per_gpu object of the estimate and of a plan.
nlohmann::json toJson(const MemoryBreakdown &perGpu);

} // namespace dlrig::core
