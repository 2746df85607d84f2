#include "core/estimate/estimate.h"

#include "core/estimate/estimatenotes.h"

#include <nlohmann/json.hpp>

namespace dlrig::core {

namespace {

nlohmann::json workloadJson(const Workload &w)
{
    nlohmann::json model{
        {"slug", w.model.slug},
        {"name", w.model.name},
        {"kind", toString(w.model.kind)},
        {"params", w.model.totalParams()},
        {"active_params", w.model.activeParams()},
    };
    if (const auto &s = w.model.transformer) {
        model["layers"] = s->layers;
        if (s->decoderLayers > 0)
            model["decoder_layers"] = s->decoderLayers;
        model["hidden"] = s->hidden;
        model["heads"] = s->heads;
        model["kv_heads"] = s->kvHeads;
        model["head_dim"] = s->headDim;
        model["ffn"] = s->ffn;
        model["vocab"] = s->vocab;
        if (s->experts > 1) {
            model["experts"] = s->experts;
            model["experts_per_token"] = s->expertsPerToken;
        }
    }
    return {
        {"model", model},
        {"task", toString(w.task)},
        {"precision", toString(w.precision)},
        {"optimizer", toString(w.optimizer)},
        {"batch", w.batch},
        {"seq", w.sequence},
        {"gpus", w.parallel.gpus},
        {"zero", w.parallel.zeroStage},
        {"tp", w.parallel.tensor},
        {"pp", w.parallel.pipeline},
        {"dp", w.parallel.dataParallel()},
        {"offload", toString(w.parallel.offload)},
        {"recompute", toString(w.recompute)},
        {"attention", toString(w.attention)},
        {"kernels", toString(w.kernels)},
        {"kv_cache_precision", toString(w.kvCache)},
    };
}

nlohmann::json efficiencyJson(const Efficiency &e)
{
    nlohmann::json factors = nlohmann::json::array();
    for (const EfficiencyFactor &f : e.factors)
        factors.push_back({{"name", f.name}, {"value", f.value}});
    return factors;
}

template <typename T>
nlohmann::json optionalJson(const std::optional<T> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace

nlohmann::json toJson(const MemoryBreakdown &m)
{
    return {
        {"weights", m.weights.count},
        {"gradients", m.gradients.count},
        {"optimizer_states", m.optimizerStates.count},
        {"activations", m.activations.count},
        {"kv_cache", m.kvCache.count},
        {"runtime_overhead", m.runtimeOverhead.count},
        {"total", m.total().count},
    };
}

Estimate estimate(const EstimateRequest &request)
{
    validate(request.workload);
    Estimate e;
    e.request = request;
    const Workload &w = request.workload;
    e.memory = estimateMemory(w, request.assumptions);
    e.compute = estimateCompute(w, e.memory, request.gpu, request.trainTokens, request.assumptions);
    e.host = estimateHost(w, e.memory, request.gpuVram, request.dataset, request.assumptions);
    // Numbers first, words after.
    e.notes = estimateNotes(e);
    return e;
}

nlohmann::json rangeJson(double value, const StatedRange &stated, bool duration)
{
    const Range r = duration ? durationRangeOf(value, stated) : rangeOf(value, stated);
    return nlohmann::json{{"low", r.low}, {"high", r.high}, {"below", stated.below}, {"above", stated.above}};
}

nlohmann::json toJson(const Estimate &e)
{
    const MemoryBreakdown &m = e.memory.perGpu;
    const nlohmann::json perGpu = toJson(m);
    const ComputeEstimate &c = e.compute;
    nlohmann::json compute{
        {c.perToken ? "flops_per_token" : "flops_per_sample", c.flopsPerUnit},
        {"hardware_flops_per_unit", c.hardwareFlopsPerUnit},
        {"memory_bound_bytes_per_unit", c.memoryBoundBytesPerUnit},
        {"unit", c.perToken ? "token" : "sample"},
        {"efficiency", c.efficiency.compute},
        {"efficiency_factors", efficiencyJson(c.efficiency)},
        {"peak_tflops_used", c.efficiency.peakTflops},
        {"throughput_per_s", optionalJson(c.unitsPerSecond)},
        {"train_units", c.trainTokens},
        {"seconds_to_train", optionalJson(c.secondsToTrain)},
        {"decode_tokens_per_s_per_sequence", optionalJson(c.decodeTokensPerSecondPerSequence)},
        {"decode_tokens_per_s", optionalJson(c.decodeTokensPerSecond)},
    };
    if (!c.decodeBound.empty()) {
        compute["decode_bound"] = c.decodeBound;
        compute["decode_bandwidth_share"] = c.decodeBandwidthShare;
    }
    // Every rate with its range: where nine in ten measured runs of its kind
    // fell that the constants were not fitted to (docs/accuracy.md).
    if (c.unitsPerSecond)
        compute["throughput_range"] = rangeJson(*c.unitsPerSecond, c.range, false);
    if (c.secondsToTrain) // slower by b means longer by 1/(1−b): the rate's range inverted
        compute["seconds_to_train_range"] = rangeJson(*c.secondsToTrain, c.range, true);
    if (c.decodeTokensPerSecondPerSequence)
        compute["decode_tokens_per_s_per_sequence_range"] =
            rangeJson(*c.decodeTokensPerSecondPerSequence, c.decodeRange, false);
    if (c.decodeTokensPerSecond)
        compute["decode_tokens_per_s_range"] = rangeJson(*c.decodeTokensPerSecond, c.decodeRange, false);
    if (e.request.gpu) {
        compute["gpu"] = {{"dense_tflops", e.request.gpu->denseTflops},
                          {"memory_bandwidth_gbps", e.request.gpu->memoryBandwidthGBps}};
    }
    nlohmann::json result{
        {"workload", workloadJson(e.request.workload)},
        {"per_gpu", perGpu},
        {"trainable_params", e.memory.trainableParams},
        {"host",
         {{"ram_bytes", e.host.ram.count},
          {"cpu_cores", e.host.cpuCores},
          {"storage_bytes", e.host.storage.count},
          {"dataset_bytes", e.host.dataset.count},
          {"checkpoint_bytes", e.host.checkpoints.count},
          {"offload_ram_bytes", e.memory.offloadHostBytes.count}}},
        {"compute", compute},
        {"assumptions", englishOf(e.notes)},
    };
    if (e.request.gpuVram) {
        result["fit"] = {
            {"gpu_vram_bytes", e.request.gpuVram->count},
            {"fits", m.total() <= *e.request.gpuVram},
            {"ratio", static_cast<double>(e.request.gpuVram->count) / static_cast<double>(m.total().count)}};
    }
    return result;
}

} // namespace dlrig::core
