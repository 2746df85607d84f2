#pragma once

#include "core/estimate/assumptions.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/memoryestimate.h"
#include "core/models/workload.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// The GPU a throughput estimate is for: dense peak for the workload's precision
// and memory bandwidth, per GPU, as on its spec sheet.
struct GpuPeak {
    double denseTflops = 0;
    double memoryBandwidthGBps = 0;
    GpuTraits traits; // unknown for a bare --peak-tflops: the model family's default factors
};

struct ComputeEstimate {
    // Model FLOPs per token (language models, ViTs count patches as tokens) or per
    // sample (CNNs, detectors, diffusion): what MFU is measured against.
    double flopsPerUnit = 0;
    bool perToken = true;
    // FLOPs the GPU actually executes per unit: more than the model FLOPs when
    // activations are recomputed.
    double hardwareFlopsPerUnit = 0;
    double trainTokens = 0; // tokens or samples to train on, 0 when not given
    // Transformers: the matmul parameters a token passes (PaLM's N, the vocabulary
    // projection of masked tokens only for masked-LM pre-training) and the
    // positions its attention sees.
    double matmulParams = 0;
    double attentionPositions = 0;

    // Filled when a GPU is given.
    std::optional<double> unitsPerSecond; // training or prefill throughput, all GPUs
    std::optional<double> secondsToTrain; // when trainTokens > 0
    std::optional<double> decodeTokensPerSecondPerSequence;
    std::optional<double> decodeTokensPerSecond; // all sequences, all replicas
    std::string decodeBound;        // "memory bandwidth", "compute", "host dispatch" or "gaps between kernels"
    Efficiency efficiency;          // the compute share used, factor by factor
    double decodeBandwidthShare = 0; // share of the spec bandwidth a decoding step reaches
    double decodeWeightShare = 0;    // of the weights a GPU holds, the share one decoding step reads
    double synchronisation = 1;      // training: the share left after waiting for the slowest GPU
    // Bytes the memory-bound operators move per unit (core/estimate/memorybound.h),
    // streamed after the math at bandwidth-efficiency of the spec bandwidth.
    double memoryBoundBytesPerUnit = 0;
    // The range of the rates above: where nine in ten measured runs of their
    // kind fell that the constants were not fitted to (docs/accuracy.md).
    StatedRange range;
    StatedRange decodeRange;
};

// A rate with its stated range: [value·(1−below), value·(1+above)].
struct Range {
    double low = 0;
    double high = 0;
};
Range rangeOf(double value, const StatedRange &range);
// The time to do a fixed amount of work at a rate with that range.
Range durationRangeOf(double seconds, const StatedRange &range);

// FLOPs per token for transformers, after PaLM (Chowdhery et al. 2022, App. B):
// training 6·N + 12·L·H·Q·T with N the matmul parameters a token passes
// through (active experts only), L layers, H·Q the attention width and T the
// sequence; the forward pass alone is a third of it (inference 2·N + 4·L·H·Q·T).
// LoRA skips the frozen weights' gradients: 4·N + 12·L·H·Q·T + 6·adapters.
// Models without a shape use 2 × published multiply-accumulates per sample
// forward, and three times that to train (backward ≈ 2 × forward).
// FLOPs of the attention core (QKᵀ and ·V) in one forward pass, per unit.
double attentionForwardFlopsPerUnit(const Workload &workload);
// FLOPs of the attention core for one decoded token of a decoder LM at the
// workload's context. Latent attention decodes in its absorbed form, as
// serving engines and FlashMLA run it (DeepSeek-V2, arXiv:2405.04434, §2.1.3:
// W^UK folded into the query, W^UV into the output): every head scores the
// cached latent and RoPE key (kv_lora_rank + qk_rope_head_dim) and sums the
// latents (kv_lora_rank), 2 FLOPs a multiply-add, 3.4× the expanded heads'
// work for DeepSeek-V3. Other attention is the forward pass's.
double decodeAttentionFlopsPerToken(const Workload &workload);
// FLOPs the GPU executes per unit for the workload's recomputation: full adds
// a forward pass (4/3 of training), selective the attention core again.
double hardwareFlopsPerUnit(const Workload &workload, double modelFlopsPerUnit);

ComputeEstimate estimateCompute(const Workload &workload, const MemoryEstimate &memory,
                                const std::optional<GpuPeak> &gpu, double trainTokens, const Assumptions &assumptions);

} // namespace dlrig::core
