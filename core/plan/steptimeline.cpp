#include "core/plan/steptimeline.h"

#include "core/estimate/assumptions.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace dlrig::core {

namespace {

void add(StepTimeline &t, StepWork work, StepBound bound, double seconds, bool hidden, std::string link = {})
{
    if (seconds <= 0)
        return;
    t.slices.push_back({work, bound, seconds, hidden ? seconds : 0, std::move(link)});
}

} // namespace

StepTimeline stepTimeline(const Plan &plan)
{
    const PlanCosts &c = plan.costs;
    StepTimeline t;
    t.decode = plan.decodes();
    // The GPU works behind the host; the linear layers wait for the longer of
    // their math and their weight reads, the attention kernels for the longer
    // of theirs and the KV-cache reads (PlanCosts::gpuSeconds).
    const double linearMath = c.computeSeconds - c.attentionSeconds;
    const double weightReads = c.memorySeconds - c.kvCacheSeconds;
    const bool dispatchLongest = c.dispatchSeconds > c.kernelWorkSeconds();
    const bool weightsWaited = !dispatchLongest && weightReads > linearMath;
    const bool kvWaited = !dispatchLongest && c.kvCacheSeconds > c.attentionSeconds;
    add(t, StepWork::LinearLayers, StepBound::Compute, linearMath - c.recomputeSeconds,
        dispatchLongest || weightsWaited);
    add(t, StepWork::AttentionCore, StepBound::Compute, c.attentionSeconds, dispatchLongest || kvWaited);
    add(t, StepWork::Recomputation, StepBound::Compute, c.recomputeSeconds, dispatchLongest || weightsWaited);
    add(t, StepWork::MemoryBoundOperators, StepBound::Memory, c.memoryBoundSeconds, dispatchLongest);
    add(t, StepWork::OptimizerStep, StepBound::Memory, c.optimizerSeconds, dispatchLongest);
    add(t, StepWork::WeightReads, StepBound::Memory, weightReads, !weightsWaited);
    add(t, StepWork::KvCacheReads, StepBound::Memory, c.kvCacheSeconds, !kvWaited);
    add(t, StepWork::HostDispatch, StepBound::Launch, c.dispatchSeconds, !dispatchLongest);
    add(t, StepWork::KernelBoundaries, StepBound::Launch, c.kernelSeconds, false);
    add(t, StepWork::PipelineBubble, StepBound::Waiting, c.bubbleSeconds, false);
    // A collective whose start-up latencies are most of its time gains nothing from a faster link.
    add(t, StepWork::TensorCollectives,
        c.tensorLatencySeconds * 2 > c.tensorCommSeconds ? StepBound::LinkLatency : StepBound::LinkBandwidth,
        c.tensorCommSeconds, false, c.tensorLink);
    add(t, StepWork::ExpertAllToAll,
        c.expertLatencySeconds * 2 > c.expertCommSeconds ? StepBound::LinkLatency : StepBound::LinkBandwidth,
        c.expertCommSeconds, false, c.expertLink);
    add(t, StepWork::PipelineSends, StepBound::LinkBandwidth, c.pipelineCommSeconds, false);
    const double dataTraffic = c.dataCommSeconds + c.hiddenCommSeconds;
    if (dataTraffic > 0)
        t.slices.push_back(
            {StepWork::DataParallelTraffic, StepBound::LinkBandwidth, dataTraffic, c.hiddenCommSeconds, c.dataLink});
    add(t, StepWork::Offload, StepBound::LinkBandwidth, c.offloadSeconds, false, "PCIe");
    for (const StepSlice &s : t.slices)
        t.stepSeconds += s.waitedSeconds();
    return t;
}

MessageText labelOf(StepWork work)
{
    switch (work) {
    case StepWork::LinearLayers:
        return DLRIG_MESSAGE("step.work", "linear layers (GEMMs)");
    case StepWork::AttentionCore:
        return DLRIG_MESSAGE("step.work", "attention core");
    case StepWork::Recomputation:
        return DLRIG_MESSAGE("step.work", "recomputation");
    case StepWork::MemoryBoundOperators:
        return DLRIG_MESSAGE("step.work", "norms, activations and other memory-bound operators");
    case StepWork::OptimizerStep:
        return DLRIG_MESSAGE("step.work", "optimizer step");
    case StepWork::WeightReads:
        return DLRIG_MESSAGE("step.work", "weight reads");
    case StepWork::KvCacheReads:
        return DLRIG_MESSAGE("step.work", "KV-cache reads");
    case StepWork::HostDispatch:
        return DLRIG_MESSAGE("step.work", "host issuing kernels");
    case StepWork::KernelBoundaries:
        return DLRIG_MESSAGE("step.work", "gaps between kernels");
    case StepWork::PipelineBubble:
        return DLRIG_MESSAGE("step.work", "pipeline bubble");
    case StepWork::TensorCollectives:
        return DLRIG_MESSAGE("step.work", "tensor-parallel all-reduces");
    case StepWork::ExpertAllToAll:
        return DLRIG_MESSAGE("step.work", "expert dispatch and combine (all-to-all)");
    case StepWork::PipelineSends:
        return DLRIG_MESSAGE("step.work", "pipeline sends");
    case StepWork::DataParallelTraffic:
        return DLRIG_MESSAGE("step.work", "data-parallel traffic");
    case StepWork::Offload:
        return DLRIG_MESSAGE("step.work", "offload to host RAM");
    }
    return DLRIG_MESSAGE("step.work", "other");
}

MessageText labelOf(StepBound bound)
{
    switch (bound) {
    case StepBound::Compute:
        return DLRIG_MESSAGE("step.bound", "compute");
    case StepBound::Memory:
        return DLRIG_MESSAGE("step.bound", "memory bandwidth");
    case StepBound::Launch:
        return DLRIG_MESSAGE("step.bound", "kernel launches");
    case StepBound::LinkLatency:
        return DLRIG_MESSAGE("step.bound", "link latency");
    case StepBound::LinkBandwidth:
        return DLRIG_MESSAGE("step.bound", "link bandwidth");
    case StepBound::Waiting:
        return DLRIG_MESSAGE("step.bound", "waiting for other stages");
    }
    return DLRIG_MESSAGE("step.bound", "other");
}

std::string_view toString(StepWork work)
{
    switch (work) {
    case StepWork::LinearLayers:
        return "linear_layers";
    case StepWork::AttentionCore:
        return "attention_core";
    case StepWork::Recomputation:
        return "recomputation";
    case StepWork::MemoryBoundOperators:
        return "memory_bound_operators";
    case StepWork::OptimizerStep:
        return "optimizer_step";
    case StepWork::WeightReads:
        return "weight_reads";
    case StepWork::KvCacheReads:
        return "kv_cache_reads";
    case StepWork::HostDispatch:
        return "host_dispatch";
    case StepWork::KernelBoundaries:
        return "kernel_boundaries";
    case StepWork::PipelineBubble:
        return "pipeline_bubble";
    case StepWork::TensorCollectives:
        return "tensor_collectives";
    case StepWork::ExpertAllToAll:
        return "expert_all_to_all";
    case StepWork::PipelineSends:
        return "pipeline_sends";
    case StepWork::DataParallelTraffic:
        return "data_parallel_traffic";
    case StepWork::Offload:
        return "offload";
    }
    return "unknown";
}

std::string_view toString(StepBound bound)
{
    switch (bound) {
    case StepBound::Compute:
        return "compute";
    case StepBound::Memory:
        return "memory";
    case StepBound::Launch:
        return "launch";
    case StepBound::LinkLatency:
        return "link_latency";
    case StepBound::LinkBandwidth:
        return "link_bandwidth";
    case StepBound::Waiting:
        return "waiting";
    }
    return "unknown";
}

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

// The key behind an efficiency factor: its name, or the setting a derived
// factor ("width (hidden 4.10 K)", "size (…)") is computed from.
std::string_view keyOfFactor(std::string_view name)
{
    if (startsWith(name, "width"))
        return "eff-half-width";
    if (startsWith(name, "size"))
        return name.find("images") != std::string_view::npos ? "eff-half-images" : "eff-half-tokens";
    if (startsWith(name, "mfu"))
        return "mfu";
    if (name.find("qlora-dequant-overhead") != std::string_view::npos)
        return "qlora-dequant-overhead";
    return name;
}

} // namespace

std::vector<std::string_view> assumptionKeysOf(const StepTimeline &t, const Plan &plan, const Workload &w,
                                               const GpuTraits &gpu, const Efficiency &efficiency)
{
    std::vector<std::string_view> keys;
    const auto add = [&keys](std::string_view key) {
        const auto &table = assumptionTable();
        const bool known = std::any_of(table.begin(), table.end(), [&](const auto &info) { return info.key == key; });
        if (known && std::find(keys.begin(), keys.end(), key) == keys.end())
            keys.push_back(key);
    };
    for (const StepSlice &s : t.slices) {
        switch (s.work) {
        case StepWork::LinearLayers:
        case StepWork::AttentionCore:
            for (const EfficiencyFactor &f : efficiency.factors) {
                // A decoding step's matrix-vector work is charged without the problem size.
                if (!(t.decode && startsWith(f.name, "size")))
                    add(keyOfFactor(f.name));
            }
            if (!plan.inference && plan.gpusUsed > 1)
                add("step-jitter");
            if (!plan.inference && w.model.kind == ModelKind::EncoderLm)
                add("mlm-scored-fraction"); // how much of the vocabulary head runs
            break;
        case StepWork::Recomputation:
            add("recompute-cost");
            break;
        case StepWork::MemoryBoundOperators:
        case StepWork::OptimizerStep:
            add("bandwidth-efficiency");
            break;
        case StepWork::WeightReads:
        case StepWork::KvCacheReads:
            add("bandwidth-efficiency");
            add(decodeBatch1Assumption(w, gpu).key);
            if (w.precision == Precision::Fp8)
                add("decode-fp8");
            if (w.precision == Precision::Int8)
                add("decode-int8");
            if (w.precision == Precision::Int4 || isFp4(w.precision))
                add("decode-int4");
            break;
        case StepWork::HostDispatch:
            add(dispatchAssumption(w.kernels).key);
            break;
        case StepWork::KernelBoundaries:
            add("graph-kernel-us");
            break;
        case StepWork::PipelineBubble:
            break;
        case StepWork::TensorCollectives:
        case StepWork::ExpertAllToAll:
        case StepWork::PipelineSends:
            add("allreduce-efficiency");
            add("collective-latency-us");
            break;
        case StepWork::DataParallelTraffic:
            add("allreduce-efficiency");
            add("collective-latency-us");
            add("overlap-efficiency");
            break;
        case StepWork::Offload:
            add("pcie-efficiency");
            break;
        }
    }
    return keys;
}

namespace {

bool isLink(StepBound bound)
{
    return bound == StepBound::LinkLatency || bound == StepBound::LinkBandwidth;
}

} // namespace

std::string stepTimeText(double seconds)
{
    char buffer[32];
    if (seconds < 1e-5)
        std::snprintf(buffer, sizeof buffer, "%.1f µs", seconds * 1e6);
    else if (seconds < 1e-3)
        std::snprintf(buffer, sizeof buffer, "%.0f µs", seconds * 1e6);
    else if (seconds < 1)
        std::snprintf(buffer, sizeof buffer, "%.2f ms", seconds * 1e3);
    else
        std::snprintf(buffer, sizeof buffer, "%.3f s", seconds);
    return buffer;
}

Clause timelineClause(const StepTimeline &t, bool links)
{
    // Built from the last slice back: "{item}; {rest}".
    Clause list;
    for (auto s = t.slices.rbegin(); s != t.slices.rend(); ++s) {
        if (isLink(s->bound) != links)
            continue;
        const bool hidden = s->waitedSeconds() <= 0;
        std::vector<MessageArg> args{{"work", labelOf(s->work)}, {"time", stepTimeText(s->seconds)}};
        if (!hidden)
            args.push_back({"bound", s->link.empty() ? clause(labelOf(s->bound))
                                                     : clause(DLRIG_MESSAGE("step.bound_link", "{bound} over {link}"),
                                                              {{"bound", labelOf(s->bound)}, {"link", s->link}})});
        const Clause item = clause(hidden ? DLRIG_MESSAGE("step.slice_hidden", "{work} {time} (beside longer work)")
                                          : DLRIG_MESSAGE("step.slice", "{work} {time} ({bound})"),
                                   std::move(args));
        list = list.message ? clause(DLRIG_MESSAGE("step.slices", "{item}; {rest}"), {{"item", item}, {"rest", list}})
                            : item;
    }
    return list;
}

nlohmann::json toJson(const StepTimeline &t)
{
    nlohmann::json slices = nlohmann::json::array();
    for (const StepSlice &s : t.slices) {
        nlohmann::json entry{{"work", toString(s.work)},
                             {"bound", toString(s.bound)},
                             {"seconds", s.seconds},
                             {"hidden_seconds", s.hiddenSeconds}};
        if (!s.link.empty())
            entry["link"] = s.link;
        slices.push_back(std::move(entry));
    }
    return slices;
}

} // namespace dlrig::core
