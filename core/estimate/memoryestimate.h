#pragma once

#include "core/estimate/assumptions.h"
#include "core/base/units.h"
#include "core/models/workload.h"

#include <string>
#include <vector>

namespace dlrig::core {

// Bytes per parameter of the three model states while training.
struct StateBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;

    double total() const { return weights + gradients + optimizer; }
};

// Rajbhandari et al. 2020, "ZeRO: Memory Optimizations Toward Training Trillion
// Parameter Models", §3.1: mixed-precision Adam keeps 2 bytes of fp16 weights,
// 2 of fp16 gradients and K = 12 of optimizer states (fp32 master weights,
// momentum, variance) per parameter: 16 in all. The other rows follow the same
// accounting: fp32 training keeps weights, gradients and Adam's two moments in
// fp32 (4 + 4 + 8); pure 16-bit training keeps everything in 16 bits; SGD has
// no moment, SGD with momentum one; 8-bit Adam (Dettmers et al. 2022, "8-bit
// Optimizers via Block-wise Quantization") keeps both moments in one byte each
// plus one fp32 absmax per 2,048-value block and state.
StateBytes trainingStateBytes(Precision precision, Optimizer optimizer);

// Trainable LoRA parameters (Hu et al. 2021): each adapted d_in × d_out matrix
// gains rank·(d_in + d_out). All linear layers, or q and v only.
double loraAdapterParams(const TransformerShape &shape, const LoraSettings &lora);

// Bytes per parameter of an inference workload's weights: the attention, FFN
// and multi-token-prediction matrices (a quantised format with its scales) and
// the rest (embeddings, norms and head: 16 bits beside a quantised format).
struct WeightWidths {
    double linear = 0;
    double rest = 0;
};
WeightWidths weightWidths(const ModelSpec &model, Precision precision, const Assumptions &assumptions);
// A model's weights in bytes, a transformer's each part at its width (without a
// layer shape every parameter in the format): what the GPUs hold.
double heldWeightBytes(const ModelSpec &model, Precision precision, const Assumptions &assumptions);

// QLoRA keeps linear weights in 4-bit NormalFloat with double-quantised
// constants: 4 + 0.127 bits per parameter (Dettmers et al. 2023, §3 "Double
// Quantization"). Embeddings, norms and the LM head stay in 16 bits.
inline constexpr double kNf4BitsPerParam = 4.127;

struct MemoryBreakdown {
    Bytes weights;
    Bytes gradients;
    Bytes optimizerStates;
    Bytes activations;
    Bytes kvCache;
    Bytes runtimeOverhead;

    Bytes modelStates() const { return weights + gradients + optimizerStates; }
    Bytes total() const { return modelStates() + activations + kvCache + runtimeOverhead; }
};

struct MemoryEstimate {
    MemoryBreakdown perGpu;
    double trainableParams = 0;
    // Host RAM DeepSpeed needs for offloaded states, 0 without offload.
    Bytes offloadHostBytes;
    // One checkpoint on disk: weights and optimizer states of what is trained.
    Bytes checkpointBytes;
};

// Memory beyond the tensors of `perGpu` (whose runtimeOverhead is ignored):
// the CUDA context (cuda-context-gib), the caching allocator's slack
// (allocator-fraction of the tensors) and, for QLoRA, the 16-bit copies of the
// largest linear layers being dequantised (qlora-dequant-buffers).
Bytes runtimeOverheadBytes(const MemoryBreakdown &perGpu, const Workload &workload, int tensorParallel,
                           const Assumptions &assumptions);

// GPU memory per GPU for a validated workload (numbers only; the assumption
// lines are core/estimate/estimatenotes.h's).
MemoryEstimate estimateMemory(const Workload &workload, const Assumptions &assumptions);

// Bytes per parameter of a quantised format's scales: int4 one fp16 scale and
// zero point per group, int8 one scale per output channel, mxfp4 one byte per
// 32 values, nvfp4 one per 16; 0 for formats without scales.
double scaleBytesPerParam(const ModelSpec &model, Precision precision, const Assumptions &assumptions);

// Bytes per value of the KV cache: as set (bf16, fp16 2; fp8 1), else (auto)
// fp8 caches in fp8, fp32 in fp32, the weight-only formats (int8, int4, FP4)
// and 16-bit types in 16 bits.
double kvBytesPerValue(Precision precision, KvCacheType cache);

// KV cache per GPU: 2 (K and V) · layers · kv_heads · head_dim · seq · batch ·
// bytes per value, split by pipeline stages (layers) and tensor parallelism
// (kv heads, never below one per GPU).
double kvCacheBytes(const TransformerShape &shape, double sequence, double batch, double bytesPerValue,
                    int tensorParallel, int pipelineParallel);

} // namespace dlrig::core
