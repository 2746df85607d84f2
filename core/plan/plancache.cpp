#include "core/plan/plancache.h"

#include <cstdio>

namespace dlrig::core {

std::string planKey(const Workload &w, const HardwareShape &shape, const Assumptions &a)
{
    std::string key = shape.key();
    const auto add = [&](double value) {
        char text[32];
        std::snprintf(text, sizeof text, "|%.9g", value);
        key += text;
    };
    key += "|" + w.model.slug;
    if (const auto &s = w.model.transformer) {
        for (int v : {s->layers, s->decoderLayers, s->hidden, s->heads, s->kvHeads, s->headDim, s->ffn, s->vocab,
                      s->experts, s->expertsPerToken, s->sharedExperts, s->denseLayers, s->denseFfn, s->kvLoraRank,
                      s->qLoraRank, s->qkRopeHeadDim, s->vHeadDim, s->slidingWindow, s->slidingLayers})
            add(v);
    }
    add(w.model.totalParams());
    add(static_cast<int>(w.model.kind));
    add(w.model.frozenParams);
    add(w.model.forwardMacs());
    add(targetGlobalBatch(w));
    for (int v : {static_cast<int>(w.task), static_cast<int>(w.precision), static_cast<int>(w.optimizer), w.sequence,
                  static_cast<int>(w.attention), static_cast<int>(w.kernels), static_cast<int>(w.kvCache), w.lora.rank,
                  w.lora.allLinearLayers ? 1 : 0, w.globalBatch, w.serving.users})
        add(v);
    const PlanPins &p = w.pins;
    for (int v : {p.tensor.value_or(-1), p.pipeline.value_or(-1), p.zeroStage.value_or(-1),
                  p.recompute ? static_cast<int>(*p.recompute) : -1, p.offload ? static_cast<int>(*p.offload) : -1,
                  p.microBatch.value_or(-1), p.virtualStages.value_or(-1)})
        add(v);
    for (const AssumptionInfo &info : assumptionTable())
        add(a.*info.member);
    return key;
}

const PlanResult &PlanCache::plan(const Workload &workload, const HardwareShape &shape, const Assumptions &assumptions)
{
    std::string key = planKey(workload, shape, assumptions);
    auto it = m_plans.find(key);
    if (it == m_plans.end())
        it = m_plans.emplace(std::move(key), planWorkload(workload, shape, assumptions)).first;
    return it->second;
}

} // namespace dlrig::core
