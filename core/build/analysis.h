#pragma once

#include "core/build/barrel.h"
#include "core/build/buildplan.h"
#include "core/build/compatibility.h"
#include "core/build/cost.h"
#include "core/estimate/estimate.h"
#include "core/parts/partjson.h"
#include "core/build/power.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <vector>

namespace dlrig::core {

// Everything dlrig says about a build: what the workload needs, whether the
// parts fit, what they draw, which stave limits, and what it costs.
struct Analysis {
    PlanResult plan;   // how the workload runs on the build's GPUs
    Estimate estimate; // of the workload as planned
    std::optional<ServingEstimate> serving; // with requests: how their load is served
    std::vector<Finding> compatibility;
    PowerEstimate power;
    BarrelReport barrel;
    CostReport cost;

    bool hasErrors() const;
};

// `cloudOffers` are the catalog's cloud instances to compare with. Throws
// InputError when a pinned part of the plan cannot hold on the build (e.g.
// tensor parallelism wider than a node). With a cache, plans are remembered.
Analysis analyze(const ResolvedBuild &build, const Assumptions &assumptions, const ExchangeRates &rates,
                 const std::vector<Part> &cloudOffers, PlanCache *cache = nullptr);

// A warning when the parts cost more than the scenario's budget (converted to
// the build's currency at the table's rates); nothing without a budget.
std::optional<Finding> checkBudget(const Scenario &scenario, const CostReport &cost, const ExchangeRates &rates);

// A training scenario whose train_tokens take longer than max_days at the low
// end of the machine's stated range (where nine in ten unseen runs fell): a
// warning with the days at the estimate and at the low end.
std::optional<Finding> checkDeadline(const Scenario &scenario, const BarrelReport &barrel);

nlohmann::json toJson(const Analysis &analysis);

} // namespace dlrig::core
