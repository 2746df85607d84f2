#pragma once

// A build's workload planned on the build's GPUs, and estimated as planned.
#include "core/build/build.h"
#include "core/estimate/estimate.h"
#include "core/plan/plancache.h"
#include "core/plan/serving.h"

#include <optional>

namespace dlrig::core {

struct PlannedEstimate {
    PlanResult plan;
    Estimate estimate; // of the workload as the chosen plan runs it
    std::optional<ServingEstimate> serving; // with requests (Workload::serving): how the load is served
};

// Plans the scenario's workload on the build's GPUs (hardwareShapeFor) and runs
// every estimator on the chosen plan. With a cache, plans are remembered.
// Throws InputError for a pin that cannot hold on this build.
PlannedEstimate planBuild(const ResolvedBuild &build, const Assumptions &assumptions, PlanCache *cache = nullptr);

// The estimate request for the build as `plan` runs it.
EstimateRequest estimateRequestFor(const ResolvedBuild &build, const Assumptions &assumptions, const Plan &plan);

} // namespace dlrig::core
