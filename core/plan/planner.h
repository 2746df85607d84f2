#pragma once

// Chooses how a workload runs on a hardware shape: it enumerates the feasible
// plans (tensor × pipeline × data degrees, ZeRO stage, recomputation, micro-
// batch and accumulation, CPU offload as the last resort; for serving the
// tensor/pipeline degree per replica, the replicas and, for a mixture of
// experts, the expert-parallel degree) and picks the fastest
// that fits in each GPU's memory. Ties (within 1 %): less communication, then
// fewer GPUs busy, then larger micro-batches (less memory when no GPU memory is
// given). What the user pinned (Workload::pins) is kept; the rest is searched.
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"
#include "core/estimate/memoryestimate.h"
#include "core/plan/hardwareshape.h"
#include "core/plan/plan.h"

#include <array>
#include <map>

namespace dlrig::core {

// What a layout needs of each GPU at batch 1. It depends on the workload, the
// assumptions and the layout, not on the GPU model or links, so the plans of
// one workload on many GPUs (the recommender's options) share it. Valid for
// one workload and one set of assumptions only.
class LayoutMemory {
public:
    // tensor, pipeline, data, ZeRO, recompute, offload, expert
    using Key = std::array<int, 7>;
    std::map<Key, MemoryEstimate> entries;
};

// Throws InputError naming the pin when it cannot hold on this shape or model
// ("--tp 3 does not divide the 64 attention heads…", "--tp 16 … 8 GPUs per node").
PlanResult planWorkload(const Workload &workload, const HardwareShape &shape, const Assumptions &assumptions,
                        LayoutMemory *memory = nullptr);

// Samples per optimizer step the planner aims for: the workload's global
// batch, else (full training) the model's published one at this sequence
// length, else 0 (micro-batch × data-parallel degree, no accumulation).
int targetGlobalBatch(const Workload &workload);

} // namespace dlrig::core
