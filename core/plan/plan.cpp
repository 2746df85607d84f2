#include "core/plan/plan.h"

#include "core/plan/steptimeline.h"

#include "core/estimate/estimate.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace dlrig::core {

double Plan::unitsPerSecond() const
{
    const double step = costs.stepSeconds();
    return step > 0 ? costs.unitsPerStep / step : 0;
}

double Plan::tokensPerSecondPerUser() const
{
    const double step = costs.stepSeconds();
    return decodes() && step > 0 ? 1 / step : 0;
}

Workload applyPlan(const Workload &workload, const Plan &plan)
{
    Workload w = workload;
    w.parallel.gpus = plan.gpusUsed;
    w.parallel.tensor = plan.tensor;
    w.parallel.pipeline = plan.pipeline;
    w.parallel.expert = plan.expert;
    w.parallel.zeroStage = plan.zeroStage;
    w.parallel.offload = plan.offload;
    w.recompute = plan.recompute;
    w.batch = plan.microBatch;
    return w;
}

std::string describe(const Plan &p, bool withSpeed)
{
    return planMessage(p, withSpeed).english();
}

nlohmann::json toJson(const Plan &p)
{
    const MemoryBreakdown &m = p.perGpu;
    const PlanCosts &c = p.costs;
    nlohmann::json j{
        {"gpus", p.gpusUsed},
        {"tp", p.tensor},
        {"pp", p.pipeline},
        {"vpp", p.virtualStages},
        {"dp", p.data},
        {"ep", p.expert},
        {"zero", p.zeroStage},
        {"recompute", toString(p.recompute)},
        {"offload", toString(p.offload)},
        {"micro_batch", p.microBatch},
        {"grad_accum", p.gradientAccumulation},
        {"replicas", p.inference ? p.data : 1},
        {"fits", p.fits},
        {"per_gpu_memory_bytes", toJson(m)},
        {"step_seconds", c.stepSeconds()},
        {"costs",
         {{"compute_seconds", c.computeSeconds},
          {"memory_seconds", c.memorySeconds},
          {"memory_bound_seconds", c.memoryBoundSeconds},
          {"optimizer_seconds", c.optimizerSeconds},
          {"bubble_seconds", c.bubbleSeconds},
          {"tensor_comm_seconds", c.tensorCommSeconds},
          {"expert_comm_seconds", c.expertCommSeconds},
          {"expert_link", c.expertLink},
          {"pipeline_comm_seconds", c.pipelineCommSeconds},
          {"data_comm_seconds", c.dataCommSeconds},
          {"data_traffic_seconds", c.dataCommSeconds + c.hiddenCommSeconds},
          {"hidden_comm_seconds", c.hiddenCommSeconds},
          {"offload_seconds", c.offloadSeconds},
          {"tensor_link", c.tensorLink},
          {"data_link", c.dataLink}}},
        {"units_per_step", c.unitsPerStep},
        {"units_per_second", p.unitsPerSecond()},
        {"summary", describe(p, false)},
    };
    // The plan's rates with the ranges of their kind, as the estimate's (docs/accuracy.md).
    const StatedRange range = statedRange(p.decodes()   ? EstimateKind::Decode
                                          : p.inference ? EstimateKind::Prefill
                                                        : EstimateKind::TrainingThroughput);
    if (c.stepSeconds() > 0) {
        j["units_per_second_range"] = rangeJson(p.unitsPerSecond(), range, false);
        j["step_seconds_range"] = rangeJson(c.stepSeconds(), range, true);
    }
    if (p.inference) {
        j["users"] = p.users;
        j["batch_per_replica"] = p.microBatch;
        j["tokens_per_s_per_user"] = p.decodes() ? nlohmann::json(p.tokensPerSecondPerUser()) : nlohmann::json(nullptr);
        if (p.decodes() && c.stepSeconds() > 0)
            j["tokens_per_s_per_user_range"] = rangeJson(p.tokensPerSecondPerUser(), range, false);
    } else {
        j["global_batch"] = p.globalBatch;
    }
    if (p.offloadHostBytes.count > 0)
        j["offload_host_bytes"] = p.offloadHostBytes.count;
    return j;
}

nlohmann::json toJson(const PlanResult &result)
{
    nlohmann::json j = toJson(result.chosen);
    j["feasible"] = result.feasible;
    j["considered"] = result.considered;
    nlohmann::json alternatives = nlohmann::json::array();
    for (const PlanAlternative &a : result.alternatives) {
        nlohmann::json entry = toJson(a.plan);
        entry["why_not"] = a.whyNot;
        alternatives.push_back(std::move(entry));
    }
    j["alternatives"] = std::move(alternatives);
    j["notes"] = englishOf(result.notes);
    j["timed"] = result.timed;
    j["summary"] = describe(result.chosen, result.timed);
    if (!result.timed) {
        j["step_seconds"] = nullptr;
        j["units_per_second"] = nullptr;
        j.erase("units_per_second_range");
        j.erase("step_seconds_range");
    } else {
        // One step of the chosen plan, work by work (core/plan/steptimeline.h).
        j["timeline"] = toJson(stepTimeline(result.chosen));
    }
    return j;
}

} // namespace dlrig::core
