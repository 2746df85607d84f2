#pragma once

#include "core/base/message.h"

// How much of a GPU's spec-sheet peak a workload sustains, as a product of
// named factors, each an assumption with its source (assumptions.cpp):
//   compute share = family and phase (transformer GEMMs or convolutions;
//                   training or a forward pass)
//                 × GPU generation (Volta … Blackwell, relative to Ampere)
//                 × precision path (CUDA-core FP32, TF32)
//                 × problem size (tokens or images per GPU per micro-batch)
// and, for decoding, the share of the memory bandwidth one step reaches (by
// memory type, batch, kernels and weight format). docs/accuracy.md holds the
// measured runs these factors are checked against.
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

enum class GpuGeneration { Unknown, Volta, Turing, Ampere, Ada, Hopper, Blackwell, Cdna, Rdna };

// "Ada Lovelace" → Ada, "CDNA 3" → Cdna; Unknown when not recognised.
GpuGeneration generationFromArchitecture(std::string_view architecture);

// What of a GPU, beyond its peaks, changes how fast work runs on it.
// Filled from a GPU part by gpuTraitsOf (core/build/nodeview.h).
struct GpuTraits {
    GpuGeneration generation = GpuGeneration::Unknown;
    bool hbm = false; // HBM memory: batch-1 decoding reaches less of its bandwidth than GDDR does
    // GeForce cards run FP16 tensor math with FP16 accumulation at twice the
    // FP32-accumulate rate that dense.fp16Tflops states; llama.cpp uses it.
    double fp16Acc16Tflops = 0;
    // Tensor cores of these types: without them fp8 and FP4 weights are
    // dequantised and multiplied in 16 bits (weight-only, like int4).
    bool fp8Tensor = false;
    bool fp4Tensor = false;
    double fp16Tflops = 0; // the 16-bit peak dequantised weights run at

    bool operator==(const GpuTraits &) const = default;
};

enum class Phase { Training, Forward, Decode };

// Which model family's efficiency a workload uses.
enum class ModelFamily { Transformer, Cnn, Detector, Diffusion };
ModelFamily familyOf(ModelKind kind);

struct EfficiencyFactor {
    std::string name; // the assumption key, or what the factor stands for (English)
    double value = 1;
    // What a person reads for it: the key as it is, or a phrase ("width
    // (hidden 4.10 K)") in their language. Empty: the name as it is.
    Message label = {};
};

struct Efficiency {
    double compute = 0;    // share of the peak below that the math sustains
    double peakTflops = 0; // the dense peak used: the workload precision's, or FP16-accumulate
    std::vector<EfficiencyFactor> factors;

    double sustainedFlops() const { return compute * peakTflops * 1e12; }
    // "0.66 eff-transformer-train × 0.70 eff-hopper × 0.94 size (4.10 K tokens per GPU) = 0.434"
    std::string explain() const;
    // The same as a message, for the reader's language.
    Clause explainClause() const;
};

// Everything but the problem size: family, phase, generation, precision path,
// kernels. `peakTflops` is the dense peak at the workload's precision.
Efficiency baseEfficiency(const Workload &workload, Phase phase, const GpuTraits &gpu, double peakTflops,
                          const Assumptions &assumptions);

// Multiplies in the problem-size factor: units/(units + half) with units the
// tokens (transformers) or images per GPU in one micro-batch and half the
// eff-half-tokens or eff-half-images assumption. A mixture of experts' routed
// experts see units × k / E rows each: their share of the GEMM work runs at
// that problem's rate (the factor is the harmonic mix of the two). Under
// expert parallelism a GPU's experts take the tokens of `expertGroupReplicas`
// replicas (Parallelism::replicasPerExpertGroup): that many times the rows.
Efficiency withProblemSize(Efficiency efficiency, const Workload &workload, double unitsPerGpu,
                           const Assumptions &assumptions, double expertGroupReplicas = 1);
// The factor alone (1 with a flat mfu).
double problemSizeFactor(const Workload &workload, double unitsPerGpu, const Assumptions &assumptions,
                         double expertGroupReplicas = 1);
// Of the matmul parameters a token uses, the share in routed experts (0 for
// dense models).
double routedExpertShare(const ModelSpec &model);

// The share of the workload's peak a decoding step's attention core runs at:
// attention multiplies queries by the KV cache, so it runs in the cache's
// format, not the weights' — FP8 on FP8 tensor cores for an FP8 cache, else
// 16 bits (FlashMLA and FlashAttention-3 take BF16 or FP8 operands; no
// attention kernel multiplies in FP4). 1 unless the weights' math runs at an
// FP8 or FP4 peak above that (lowPrecisionMath); an FP8 peak is taken as
// twice the 16-bit one, as on every GPU with FP8 tensor cores.
double decodeAttentionPeakShare(const Workload &workload, const GpuTraits &gpu, double peakTflops);

// A setting a rule reads: its --assume key and where it lives.
struct AssumptionRef {
    std::string_view key;
    double Assumptions::*member = nullptr;
};

// The batch-1 decoding share a workload uses: by memory type, then kernels.
AssumptionRef decodeBatch1Assumption(const Workload &workload, const GpuTraits &gpu);
// The host dispatch time of the kernels' kind: per eager PyTorch operator, or
// per layer (llama.cpp, CUDA graphs).
AssumptionRef dispatchAssumption(Kernels kernels);
// PyTorch operators an eager decoder layer issues (hf, eager); 0 for kernels
// whose dispatch time is set per layer.
double eagerOperatorsPerLayer(Kernels kernels);

// Share of the spec memory bandwidth a decoding step of `batch` sequences
// reaches: the batch-1 share (by memory type and kernels) rising to
// bandwidth-efficiency as the batch grows, times the weight format's factor.
double decodeBandwidthShare(const Workload &workload, const GpuTraits &gpu, int batch, const Assumptions &assumptions);

// The least time the host needs to issue one inference step (decoding or a
// forward pass): for a transformer, layers × operators per layer ×
// eager-operator-us for eager PyTorch, layers × dispatch-ggml-us or
// dispatch-compiled-us otherwise; for an eager CNN, its forward operators ×
// eager-operator-us. GPUs run asynchronously, so a step takes max(GPU time,
// this): small batches of eager PyTorch are bound by it.
double dispatchSecondsPerStep(const Workload &workload, const Assumptions &assumptions);

// llama.cpp's graph nodes per transformer layer, counted in its model builders
// before the CUDA backend's fusions (0 for other kernels).
double ggmlNodesPerLayer(const Workload &workload);
// Kernels a CUDA-graph engine (--kernels compiled: vLLM, TensorRT-LLM,
// torch.compile) runs per transformer layer, tensor-parallel collectives
// aside (they are costed as collectives): 0 for other kernels.
double compiledKernelsPerLayer(const Workload &workload);
// GPU time a step spends between its kernels where a graph issues them
// (llama.cpp, CUDA graphs): layers × kernels per layer × graph-kernel-us. It
// adds to the step's reads and math; eager kernels pay the host's dispatch
// instead.
double kernelBoundarySecondsPerStep(const Workload &workload, const Assumptions &assumptions);

// The FLOPs a step is charged for per unit when `recompute` repeats work:
// the model FLOPs plus recompute-cost × the repeated FLOPs (measured runs
// with activation checkpointing lose less than the extra FLOPs suggest).
double chargedFlopsPerUnit(double modelFlopsPerUnit, double hardwareFlopsPerUnit, const Assumptions &assumptions);

// Loss of a synchronous step to its slowest of n GPUs (however they are
// joined: data, pipeline or tensor parallel): with step-time
// jitter σ (step-jitter), the expected maximum of n GPUs is about
// σ·√(2 ln n) above the mean (Gumbel's extreme-value estimate).
double synchronisationFactor(int dataParallelGpus, const Assumptions &assumptions);

// The range dlrig states with a figure of a kind: nine in ten measured runs
// whose sources the tuned constants were not fitted to lay within
// [estimate × (1 − below), estimate × (1 + above)] (leave-one-source-out,
// docs/accuracy.md). Asymmetric where the errors are.
// Serving's latencies have a range each: a time to first token also holds the
// server's own path and queueing, which dlrig does not model; a time per
// output token is one decoding step.
enum class EstimateKind { TrainingThroughput, Prefill, Decode, Memory, FirstTokenLatency, TokenLatency };
struct StatedRange {
    double below = 0; // fraction of the estimate the measured value may fall short by
    double above = 0; // fraction it may exceed the estimate by
    bool known() const { return below > 0 || above > 0; }
    // " (−35 %/+45 %)", or empty when unknown.
    std::string text() const;
};
StatedRange statedRange(EstimateKind kind);

} // namespace dlrig::core
