#pragma once

#include "core/build/barrel.h"
#include "core/build/compatibility.h"
#include "core/build/cost.h"
#include "core/estimate/estimate.h"
#include "core/parts/partjson.h"
#include "core/build/power.h"

#include <nlohmann/json_fwd.hpp>

#include <vector>

namespace dlrig::core {

// Everything dlrig says about a build: what the workload needs, whether the
// parts fit, what they draw, which stave limits, and what it costs.
struct Analysis {
    Estimate estimate;
    std::vector<Finding> compatibility;
    PowerEstimate power;
    BarrelReport barrel;
    CostReport cost;

    bool hasErrors() const;
};

// `cloudOffers` are the catalog's cloud instances to compare with. Throws
// InputError when the workload cannot run on the build's GPU count (e.g. tensor
// parallelism that does not divide it).
Analysis analyze(const ResolvedBuild &build, const Assumptions &assumptions, const ExchangeRates &rates,
                 const std::vector<Part> &cloudOffers);

nlohmann::json toJson(const Analysis &analysis);

} // namespace dlrig::core
