#include "core/build/buildplan.h"

#include "core/build/nodeview.h"

namespace dlrig::core {

EstimateRequest estimateRequestFor(const ResolvedBuild &build, const Assumptions &assumptions, const Plan &plan)
{
    EstimateRequest request = estimateRequestFor(build, assumptions);
    request.workload = applyPlan(build.scenario.workload, plan);
    return request;
}

PlannedEstimate planBuild(const ResolvedBuild &build, const Assumptions &assumptions, PlanCache *cache)
{
    PlannedEstimate planned;
    const HardwareShape shape = hardwareShapeFor(build);
    Workload workload = build.scenario.workload;
    workload.parallel.gpus = shape.totalGpus();
    ServedPlan served = planServing(workload, shape, assumptions, [&](const Workload &w) {
        return cache ? cache->plan(w, shape, assumptions) : planWorkload(w, shape, assumptions);
    });
    planned.plan = std::move(served.plan);
    planned.serving = std::move(served.serving);
    EstimateRequest request = estimateRequestFor(build, assumptions, planned.plan.chosen);
    request.workload.serving.users = served.users;
    planned.estimate = estimate(request);
    planned.estimate.notes.insert(planned.estimate.notes.begin(), planned.plan.notes.begin(),
                                  planned.plan.notes.end());
    return planned;
}

} // namespace dlrig::core
