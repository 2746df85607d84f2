#pragma once

#include "core/plan/planner.h"

#include <map>
#include <string>

namespace dlrig::core {

// Plans remembered by workload, shape and assumptions: a plan depends on
// nothing else, so callers that analyse one workload on many builds
// (analyze(…, cache)) plan each hardware shape once. The recommender keeps
// its own memo by shape, for one workload.
class PlanCache {
public:
    const PlanResult &plan(const Workload &workload, const HardwareShape &shape, const Assumptions &assumptions);
    std::size_t size() const { return m_plans.size(); }

private:
    std::map<std::string, PlanResult> m_plans;
};

// The key a plan is remembered by: every workload field and assumption the
// planner reads, and the shape.
std::string planKey(const Workload &workload, const HardwareShape &shape, const Assumptions &assumptions);

} // namespace dlrig::core
