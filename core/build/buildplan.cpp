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
    planned.plan = cache ? cache->plan(workload, shape, assumptions) : planWorkload(workload, shape, assumptions);
    planned.estimate = estimate(estimateRequestFor(build, assumptions, planned.plan.chosen));
    planned.estimate.notes.insert(planned.estimate.notes.begin(), planned.plan.notes.begin(),
                                  planned.plan.notes.end());
    return planned;
}

} // namespace dlrig::core
