#include "core/estimate/computeestimate.h"

#include "core/base/units.h"

#include <algorithm>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// Attention FLOPs per token for one forward pass: QKᵀ and attention-weighted V,
// 2 FLOPs per multiply-add each, over T positions: 4·L·H·Q·T (PaLM App. B / 3).
double attentionForwardFlops(const TransformerShape &s, double tokens)
{
    return 4 * d(s.totalLayers()) * d(s.attentionDim()) * tokens;
}

void fillModelFlops(ComputeEstimate &c, const Workload &w, const MemoryEstimate &memory,
                    std::vector<std::string> &notes)
{
    const ModelSpec &m = w.model;
    if (!m.transformer) {
        c.perToken = false;
        const double forward = 2 * m.forwardMacs();
        if (forward <= 0) {
            notes.push_back("compute: 0 — no published FLOPs for " + m.slug + " and no layer shape to count them");
            return;
        }
        c.flopsPerUnit = w.task == Task::Infer ? forward : 3 * forward;
        notes.push_back("compute: 2 × " + formatCount(m.forwardMacs()) + " MACs" +
                        (m.resnet ? " (counted from the layers)" : "") + " per " +
                        (m.inputDescription.empty() ? std::string("sample") : m.inputDescription) +
                        (w.task == Task::Infer ? " forward" : " forward, ×3 for forward and backward"));
        return;
    }
    const TransformerShape &s = *m.transformer;
    const bool vision = s.imageTokens() > 0;
    const double tokens = vision ? d(s.imageTokens()) : d(w.sequence);
    const double n = m.matmulParamsPerToken();
    const double attention = attentionForwardFlops(s, tokens);
    switch (w.task) {
    case Task::Train:
        c.flopsPerUnit = 6 * n + 3 * attention;
        break;
    case Task::Lora:
    case Task::Qlora:
        c.flopsPerUnit = 4 * n + 3 * attention + 6 * memory.trainableParams;
        break;
    case Task::Infer:
        c.flopsPerUnit = 2 * n + attention;
        break;
    }
    if (vision) {
        // A vision sample is all its patch tokens.
        c.flopsPerUnit *= tokens;
        c.perToken = false;
    }
    notes.push_back(std::string("compute: PaLM-style FLOPs per ") + (vision ? "image" : "token") + " with N = " +
                    formatCount(n) + " matmul parameters" + (s.experts > 1 ? " (active experts only)" : "") + " and " +
                    std::to_string(static_cast<int>(tokens)) + " positions of attention");
}

} // namespace

double attentionForwardFlopsPerUnit(const Workload &w)
{
    if (!w.model.transformer)
        return 0;
    const TransformerShape &s = *w.model.transformer;
    const bool vision = s.imageTokens() > 0;
    const double tokens = vision ? d(s.imageTokens()) : d(w.sequence);
    const double perToken = attentionForwardFlops(s, tokens);
    return vision ? perToken * tokens : perToken;
}

double hardwareFlopsPerUnit(const Workload &w, double modelFlopsPerUnit)
{
    if (w.task == Task::Infer)
        return modelFlopsPerUnit;
    switch (w.recompute) {
    case Recompute::Full:
        // Every layer's forward pass runs twice: 8N instead of 6N.
        return modelFlopsPerUnit * 4.0 / 3.0;
    case Recompute::Selective:
        // Only the attention core (QKᵀ, softmax, ·V) runs again in the backward
        // pass (Korthikanti et al. 2022, §5).
        return modelFlopsPerUnit + attentionForwardFlopsPerUnit(w);
    case Recompute::None:
        break;
    }
    return modelFlopsPerUnit;
}

ComputeEstimate estimateCompute(const Workload &w, const MemoryEstimate &memory, const std::optional<GpuPeak> &gpu,
                                double trainTokens, const Assumptions &assumptions, std::vector<std::string> &notes)
{
    ComputeEstimate c;
    c.trainTokens = trainTokens;
    fillModelFlops(c, w, memory, notes);
    c.hardwareFlopsPerUnit = hardwareFlopsPerUnit(w, c.flopsPerUnit);
    if (!gpu || c.flopsPerUnit <= 0)
        return c;

    const double gpus = d(w.parallel.gpus);
    const double sustained = gpu->denseTflops * 1e12 * assumptions.mfu;
    c.unitsPerSecond = gpus * sustained / c.hardwareFlopsPerUnit;
    if (trainTokens > 0 && w.task != Task::Infer)
        c.secondsToTrain = trainTokens / *c.unitsPerSecond;

    if (w.task == Task::Infer && w.model.kind == ModelKind::DecoderLm && gpu->memoryBandwidthGBps > 0) {
        // Each decoding step reads this GPU's weights and KV cache once; pipeline
        // stages run one after another for one token.
        const MemoryBreakdown &m = memory.perGpu;
        const double bytesPerStep = static_cast<double>((m.weights + m.kvCache).count);
        const double bandwidth = gpu->memoryBandwidthGBps * 1e9 * assumptions.memoryBandwidthEfficiency;
        const double memorySeconds = d(w.parallel.pipeline) * bytesPerStep / bandwidth;
        // The stages of a replica also compute one after another for one token.
        const double computeSeconds = d(w.batch) * c.flopsPerUnit / (d(w.parallel.tensor) * sustained);
        const double step = std::max(memorySeconds, computeSeconds);
        c.decodeBound = memorySeconds >= computeSeconds ? "memory bandwidth" : "compute";
        c.decodeTokensPerSecondPerSequence = 1 / step;
        c.decodeTokensPerSecond = d(w.batch) * d(w.parallel.dataParallel()) / step;
        notes.push_back("decode: each step reads weights + KV cache at " +
                        std::to_string(static_cast<int>(assumptions.memoryBandwidthEfficiency * 100)) +
                        " % of the spec bandwidth; " + c.decodeBound + " bound");
    }
    notes.push_back("throughput: " + std::to_string(static_cast<int>(gpus)) + " GPU(s) at " +
                    std::to_string(static_cast<int>(assumptions.mfu * 100)) + " % MFU of " +
                    formatCount(gpu->denseTflops * 1e12) + "FLOPS dense");
    return c;
}

} // namespace dlrig::core
