#include "core/estimate/computeestimate.h"

#include "core/estimate/activations.h"
#include "core/estimate/expertreads.h"
#include "core/estimate/memorybound.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// Attention FLOPs per token for one forward pass: QKᵀ and attention-weighted V,
// 2 FLOPs per multiply-add each, over T positions: 4·L·H·Q·T (PaLM App. B / 3),
// with the value head's size for the second where it differs (latent
// attention) and at most the window's positions in sliding-window layers.
double attentionForwardFlops(const TransformerShape &s, double tokens)
{
    return 2 * d(s.heads) * d(s.headDim + s.valueHeadDim()) * s.attendedLayerPositions(tokens, d(s.totalLayers()));
}

void fillModelFlops(ComputeEstimate &c, const Workload &w, const MemoryEstimate &memory, const Assumptions &a)
{
    const ModelSpec &m = w.model;
    if (!m.transformer) {
        c.perToken = false;
        const double forward = 2 * m.forwardMacs();
        if (forward > 0)
            c.flopsPerUnit = w.task == Task::Infer ? forward : 3 * forward;
        return;
    }
    const TransformerShape &s = *m.transformer;
    const bool vision = s.imageTokens() > 0;
    const double tokens = vision ? d(s.imageTokens()) : d(w.sequence);
    double n = m.matmulParamsPerToken();
    if (m.kind == ModelKind::EncoderLm && w.task != Task::Infer && s.vocab > 0) {
        // Masked-language-model pre-training runs the vocabulary projection
        // only on the positions it scores (mlm-scored-fraction).
        n -= (1 - a.mlmScoredFraction) * d(s.vocab) * d(s.hidden);
    }
    c.matmulParams = n;
    c.attentionPositions = tokens;
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

double decodeAttentionFlopsPerToken(const Workload &w)
{
    if (!w.model.transformer)
        return 0;
    const TransformerShape &s = *w.model.transformer;
    if (!s.latentAttention())
        return attentionForwardFlops(s, d(w.sequence));
    return 2 * d(s.heads) * d(2 * s.kvLoraRank + s.qkRopeHeadDim) *
           s.attendedLayerPositions(d(w.sequence), d(s.totalLayers()));
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

Range rangeOf(double value, const StatedRange &range)
{
    return {value * (1 - range.below), value * (1 + range.above)};
}

Range durationRangeOf(double seconds, const StatedRange &range)
{
    return {seconds / (1 + range.above), range.below < 1 ? seconds / (1 - range.below) : HUGE_VAL};
}

ComputeEstimate estimateCompute(const Workload &w, const MemoryEstimate &memory, const std::optional<GpuPeak> &gpu,
                                double trainTokens, const Assumptions &assumptions)
{
    ComputeEstimate c;
    c.trainTokens = trainTokens;
    fillModelFlops(c, w, memory, assumptions);
    c.hardwareFlopsPerUnit = hardwareFlopsPerUnit(w, c.flopsPerUnit);
    if (!gpu || c.flopsPerUnit <= 0)
        return c;

    const double gpus = d(w.parallel.gpus);
    const bool training = w.task != Task::Infer;
    const Phase phase = training ? Phase::Training : Phase::Forward;
    const bool vision = w.model.transformer && w.model.transformer->imageTokens() > 0;
    const double rowsPerSample = !w.model.transformer ? 1 : vision ? d(w.model.transformer->imageTokens())
                                                                     : d(w.sequence);
    const Efficiency base = baseEfficiency(w, phase, gpu->traits, gpu->denseTflops, assumptions);
    // A prompt split into chunks (llama.cpp's physical batch, a serving
    // engine's prefill chunk) runs GEMMs of one chunk's rows, and the host
    // issues the forward pass once per chunk.
    const double rows = d(w.batch) * rowsPerSample;
    const double chunks = promptChunks(w, assumptions, rows);
    c.efficiency = withProblemSize(base, w, rows / chunks, assumptions, d(w.parallel.replicasPerExpertGroup()));
    const double sustained = c.efficiency.sustainedFlops();
    const double charged = chargedFlopsPerUnit(c.flopsPerUnit, c.hardwareFlopsPerUnit, assumptions);
    const double sync = training ? synchronisationFactor(w.parallel.gpus, assumptions) : 1.0;
    c.synchronisation = sync;
    // The memory-bound operators between the GEMMs stream their bytes after
    // the math (core/estimate/memorybound.h).
    const double streaming = gpu->memoryBandwidthGBps * 1e9 * assumptions.memoryBandwidthEfficiency;
    c.memoryBoundBytesPerUnit = memoryBoundBytesPerUnit(w, assumptions);
    const double unitSeconds =
        charged / sustained + (streaming > 0 ? c.memoryBoundBytesPerUnit / streaming : 0.0); // on one GPU
    c.unitsPerSecond = gpus * sync / unitSeconds;
    const double dispatch = training ? 0 : dispatchSecondsPerStep(w, assumptions);
    const double kernelGaps = training ? 0 : kernelBoundarySecondsPerStep(w, assumptions);
    if (dispatch > 0 || kernelGaps > 0) {
        // A forward pass of the batch (of each chunk of it) takes at least the
        // host's dispatch time, and a graph's kernels (llama.cpp, CUDA graphs)
        // pay for their boundaries.
        const double unitsPerPass = d(w.batch) * (c.perToken ? d(w.sequence) : 1.0) / chunks;
        c.unitsPerSecond = gpus * unitsPerPass / (std::max(unitsPerPass * unitSeconds, dispatch) + kernelGaps);
    }
    c.range = statedRange(training ? EstimateKind::TrainingThroughput : EstimateKind::Prefill);
    if (trainTokens > 0 && training)
        c.secondsToTrain = trainTokens / *c.unitsPerSecond;

    if (w.task == Task::Infer && w.model.kind == ModelKind::DecoderLm && gpu->memoryBandwidthGBps > 0) {
        // Each decoding step reads this GPU's weights (of a mixture of experts,
        // those the batch's tokens route to) and KV cache once; pipeline stages
        // run one after another for one token.
        const MemoryBreakdown &m = memory.perGpu;
        const double weightsRead =
            weightBytesReadPerGpuPerDecodeStep(w.model, w.precision, w.parallel, d(w.batch), assumptions);
        const double held = static_cast<double>(m.weights.count);
        c.decodeWeightShare = held > 0 ? std::min(1.0, weightsRead / held) : 1.0;
        const double kvBytes = static_cast<double>(m.kvCache.count);
        c.decodeBandwidthShare = decodeBandwidthShare(w, gpu->traits, w.batch, assumptions);
        const double bandwidth = gpu->memoryBandwidthGBps * 1e9 * c.decodeBandwidthShare;
        const double stages = d(w.parallel.pipeline);
        // The stages of a replica also compute one after another for one token.
        // The matrix-vector work of small batches hides behind the weight reads,
        // so decoding's compute bound uses the share without the problem size.
        // Linear layers and attention each take the longer of their math and
        // their reads (PlanCosts::kernelWorkSeconds).
        const double rate = d(w.parallel.tensor) * base.sustainedFlops();
        const double linearMath = d(w.batch) * (c.flopsPerUnit - attentionForwardFlopsPerUnit(w)) / rate;
        const double attentionMath = d(w.batch) * decodeAttentionFlopsPerToken(w) /
                                     (rate * decodeAttentionPeakShare(w, gpu->traits, gpu->denseTflops));
        const double kernelWork = std::max(stages * weightsRead / bandwidth, linearMath) +
                                  std::max(stages * kvBytes / bandwidth, attentionMath);
        const double memorySeconds = stages * (weightsRead + kvBytes) / bandwidth;
        const double computeSeconds = linearMath + attentionMath;
        const double step = std::max(kernelWork, dispatch) + kernelGaps;
        c.decodeBound = kernelGaps > std::max(kernelWork, dispatch) ? "gaps between kernels"
                        : dispatch > 0 && dispatch >= kernelWork    ? "host dispatch"
                        : memorySeconds >= computeSeconds           ? "memory bandwidth"
                                                                    : "compute";
        c.decodeTokensPerSecondPerSequence = 1 / step;
        c.decodeTokensPerSecond = d(w.batch) * d(w.parallel.dataParallel()) / step;
        c.decodeRange = statedRange(EstimateKind::Decode);
    }
    return c;
}

} // namespace dlrig::core
