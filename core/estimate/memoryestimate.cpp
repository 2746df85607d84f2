#include "core/estimate/memoryestimate.h"

#include "core/estimate/activations.h"
#include "core/estimate/expertreads.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// 8-bit Adam: one byte per moment, plus one fp32 absmax per 2,048-value block
// for each of the two moments (Dettmers et al. 2022, §2 block-wise quantization).
constexpr double kAdam8bitMoments = 2.0 + 2.0 * 4.0 / 2048.0;

bool isMixed(Precision p)
{
    return p == Precision::AmpFp16 || p == Precision::AmpBf16 || p == Precision::AmpFp8;
}

// Largest single weight matrix: DeepSpeed's ZeRO-3 offload keeps 4 bytes per
// parameter of the largest layer on the GPU (estimate_zero3_model_states_mem_needs).
double largestLayerParams(const TransformerShape &s)
{
    const double h = d(s.hidden);
    return std::max({d(s.vocab) * h, h * d(s.ffn), h * d(s.attentionDim())});
}

double quantisedWeightBytes(const ModelSpec &model, Precision precision, const Assumptions &assumptions)
{
    if (!model.transformer)
        return model.totalParams() *
               (storageBytesPerValue(precision) + scaleBytesPerParam(model, precision, assumptions));
    return heldWeightBytes(model, precision, assumptions);
}

MemoryEstimate inferenceMemory(const Workload &w, const Assumptions &assumptions)
{
    MemoryEstimate e;
    MemoryBreakdown &m = e.perGpu;
    const double allWeights = quantisedWeightBytes(w.model, w.precision, assumptions);
    m.weights = bytesFromReal(heldWeightBytesPerGpu(w.model, w.precision, w.parallel, assumptions));
    if (w.model.transformer && (w.model.kind == ModelKind::DecoderLm || w.model.kind == ModelKind::EncoderDecoderLm)) {
        TransformerShape decoder = *w.model.transformer;
        if (decoder.decoderLayers > 0)
            decoder.layers = decoder.decoderLayers; // only the decoder caches keys and values
        m.kvCache =
            bytesFromReal(kvCacheBytes(decoder, d(w.sequence), d(w.batch), kvBytesPerValue(w.precision, w.kvCache),
                                       w.parallel.tensor, w.parallel.pipeline));
    }
    m.activations = bytesFromReal(inferenceActivationBytes(w, assumptions));
    e.checkpointBytes = bytesFromReal(allWeights);
    return e;
}

MemoryEstimate trainingMemory(const Workload &w, const Assumptions &assumptions)
{
    MemoryEstimate e;
    MemoryBreakdown &m = e.perGpu;
    const Parallelism &par = w.parallel;
    const double shards = d(par.tensor * par.pipeline);
    const double dp = d(par.dataParallel());
    const double frozen = w.model.frozenParams;
    StateBytes state = trainingStateBytes(w.precision, w.optimizer);
    const StateBytes unpartitioned = state;

    // ZeRO stage 1 partitions optimizer states over the data-parallel GPUs,
    // stage 2 also gradients, stage 3 also the weights (ZeRO §5, Figure 1).
    if (par.zeroStage >= 1)
        state.optimizer /= dp;
    if (par.zeroStage >= 2)
        state.gradients /= dp;
    if (par.zeroStage >= 3)
        state.weights /= dp;

    double baseWeights = 0; // frozen weights held on the GPU, bytes
    if (w.task == Task::Train) {
        e.trainableParams = w.model.totalParams() - frozen;
        baseWeights = frozen * 2;
    } else {
        const TransformerShape &shape = *w.model.transformer;
        e.trainableParams = loraAdapterParams(shape, w.lora);
        const ParameterBreakdown p = w.model.parameterBreakdown();
        if (w.task == Task::Lora) {
            const double baseBytes = storageBytesPerValue(w.precision);
            baseWeights = (p.total() + frozen) * baseBytes;
        } else {
            baseWeights =
                (p.attention + p.ffnTotal) * kNf4BitsPerParam / 8 + (p.embeddings + p.norms + p.head + frozen) * 2;
        }
        baseWeights /= par.zeroStage >= 3 ? dp : 1.0;
    }

    const double trainable = e.trainableParams;
    double weights = trainable * state.weights / shards + baseWeights / shards;
    double gradients = trainable * state.gradients / shards;
    double optimizer = trainable * state.optimizer / shards;

    if (par.offload == Offload::Cpu) {
        // DeepSpeed's estimators (deepspeed.runtime.zero.stage_1_and_2 and stage3):
        // stage 1/2 offload keeps only the 16-bit weights on the GPU and needs
        // params × max(4·gpus, 16) × 1.5 bytes of host RAM; stage 3 offload also
        // moves the weights, keeping 4 bytes × the largest layer, and needs
        // params × 18 × 1.5.
        gradients = 0;
        optimizer = 0;
        double hostPerParam = std::max(4.0 * d(par.gpus), 16.0);
        if (par.zeroStage == 3) {
            hostPerParam = 18;
            if (w.model.transformer && w.task == Task::Train)
                weights = 4 * largestLayerParams(*w.model.transformer) + baseWeights / shards;
        }
        e.offloadHostBytes = bytesFromReal(trainable * hostPerParam * assumptions.offloadBufferFactor);
    }

    m.weights = bytesFromReal(weights);
    m.gradients = bytesFromReal(gradients);
    m.optimizerStates = bytesFromReal(optimizer);
    m.activations = bytesFromReal(trainingActivationBytes(w));
    // A checkpoint stores the 16-bit (or fp32) weights and every optimizer state,
    // which for mixed precision includes the fp32 master copy.
    e.checkpointBytes = bytesFromReal(trainable * (unpartitioned.weights + unpartitioned.optimizer) + frozen * 2);

    return e;
}

} // namespace

double scaleBytesPerParam(const ModelSpec &model, Precision precision, const Assumptions &assumptions)
{
    // Per-parameter cost of quantisation scales: int4 one fp16 scale and one fp16
    // zero point per group; int8 one fp16 scale per output channel; fp8 one per
    // tensor (DeepSeek's 128×128 blocks add 4 bytes per 16,384 weights, 0.02 %);
    // mxfp4 one byte (E8M0) per 32 values, nvfp4 one byte (E4M3) per 16 values
    // (OCP Microscaling Formats v1.0 §5; NVIDIA, "Introducing NVFP4", 2025).
    switch (precision) {
    case Precision::Int4:
        return 4.0 / assumptions.int4GroupSize;
    case Precision::Mxfp4:
        return 1.0 / 32;
    case Precision::Nvfp4:
        return 1.0 / 16;
    case Precision::Int8:
        // Output-channel width unknown without a layer shape: one scale per row is negligible.
        return model.transformer ? 2.0 / static_cast<double>(model.transformer->hidden) : 0;
    default:
        return 0;
    }
}

double kvBytesPerValue(Precision p, KvCacheType cache)
{
    switch (cache) {
    case KvCacheType::Bf16:
    case KvCacheType::Fp16:
        return 2;
    case KvCacheType::Fp8:
        return 1;
    case KvCacheType::Auto:
        break;
    }
    switch (p) {
    case Precision::Fp32:
    case Precision::Tf32:
        return 4;
    case Precision::Fp8:
        return 1;
    default:
        return 2;
    }
}

StateBytes trainingStateBytes(Precision precision, Optimizer optimizer)
{
    StateBytes b;
    const bool fp32 = precision == Precision::Fp32 || precision == Precision::Tf32;
    const double value = fp32 ? 4 : 2;
    b.weights = value;
    b.gradients = value;
    // Mixed precision adds the fp32 master weights to the optimizer states.
    const double master = isMixed(precision) ? 4 : 0;
    // Moments are kept in fp32 under mixed precision and fp32 training, in
    // 16 bits when the whole model trains in 16 bits.
    const double moment = isMixed(precision) || fp32 ? 4 : 2;
    switch (optimizer) {
    case Optimizer::Adam:
    case Optimizer::AdamW:
        b.optimizer = master + 2 * moment;
        break;
    case Optimizer::SgdMomentum:
        b.optimizer = master + moment;
        break;
    case Optimizer::Adam8bit:
        b.optimizer = master + kAdam8bitMoments;
        break;
    case Optimizer::Sgd:
        b.optimizer = master;
        break;
    case Optimizer::None:
        b.gradients = 0;
        b.optimizer = 0;
        break;
    }
    return b;
}

double loraAdapterParams(const TransformerShape &s, const LoraSettings &lora)
{
    const double r = d(lora.rank);
    const double h = d(s.hidden);
    const double attn = d(s.attentionDim());
    const double kv = d(s.kvDim());
    const double f = d(s.ffn);
    const double q = r * (h + attn);
    const double v = r * (h + kv);
    double attentionBlock = q + v;
    double ffn = 0;
    if (lora.allLinearLayers) {
        attentionBlock += r * (h + kv) + r * (attn + h); // k and o
        ffn = (s.ffnKind == FfnKind::Gated ? 3 : 2) * r * (h + f) * d(s.experts);
    }
    const double attentionBlocks = d(s.layers) + 2 * d(s.decoderLayers);
    return attentionBlocks * attentionBlock + d(s.totalLayers()) * ffn;
}

double kvCacheBytes(const TransformerShape &shape, double sequence, double batch, double bytesPerValue,
                    int tensorParallel, int pipelineParallel)
{
    // Cached positions summed over the layers: a sliding-window layer keeps at
    // most its window (gpt-oss: 128), the others the whole sequence.
    const double layerPositionsPerStage = shape.attendedLayerPositions(sequence, d(shape.layers)) / d(pipelineParallel);
    // Latent attention caches one latent and one shared RoPE key per token and
    // layer, not keys and values per head; every tensor-parallel GPU keeps the
    // whole latent (vLLM and SGLang replicate it). DeepSeek-V3: 512 + 64.
    if (shape.latentAttention())
        return layerPositionsPerStage * d(shape.kvLoraRank + shape.qkRopeHeadDim) * batch * bytesPerValue;
    // Tensor parallelism splits kv heads; with fewer kv heads than GPUs each GPU keeps one.
    const double kvHeadsPerGpu = std::max(1.0, std::ceil(d(shape.kvHeads) / d(tensorParallel)));
    return 2 * layerPositionsPerStage * kvHeadsPerGpu * d(shape.headDim) * batch * bytesPerValue;
}

Bytes runtimeOverheadBytes(const MemoryBreakdown &perGpu, const Workload &w, int tensorParallel, const Assumptions &a)
{
    MemoryBreakdown tensors = perGpu;
    tensors.runtimeOverhead = {};
    double bytes = a.cudaContextGiB * static_cast<double>(1ULL << 30) +
                   a.allocatorFraction * static_cast<double>(tensors.total().count);
    if (w.task == Task::Qlora && w.model.transformer) {
        const TransformerShape &s = *w.model.transformer;
        const double largestLinear = d(s.hidden) * std::max(d(s.ffn), d(s.attentionDim()));
        bytes += a.qloraDequantBuffers * 2 * largestLinear / d(std::max(1, tensorParallel));
    }
    return bytesFromReal(bytes);
}

MemoryEstimate estimateMemory(const Workload &w, const Assumptions &assumptions)
{
    MemoryEstimate e = w.task == Task::Infer ? inferenceMemory(w, assumptions) : trainingMemory(w, assumptions);
    MemoryBreakdown &m = e.perGpu;
    m.runtimeOverhead = runtimeOverheadBytes(m, w, w.parallel.tensor, assumptions);
    return e;
}

WeightWidths weightWidths(const ModelSpec &model, Precision precision, const Assumptions &assumptions)
{
    const double bytes = storageBytesPerValue(precision);
    if (!isInferenceFormat(precision))
        return {bytes, bytes};
    return {bytes + scaleBytesPerParam(model, precision, assumptions), 2};
}

double heldWeightBytes(const ModelSpec &model, Precision precision, const Assumptions &assumptions)
{
    if (!model.transformer) // no layer shape: every parameter in the format
        return model.totalParams() *
               (storageBytesPerValue(precision) + scaleBytesPerParam(model, precision, assumptions));
    const ParameterBreakdown p = model.parameterBreakdown();
    const WeightWidths width = weightWidths(model, precision, assumptions);
    const double linear = p.attention + p.ffnTotal + p.mtp;
    const double rest = p.embeddings + p.norms + p.head + model.frozenParams;
    return linear * width.linear + rest * width.rest;
}

} // namespace dlrig::core
