#pragma once

#include "core/base/inputerror.h"
#include "core/models/modelspec.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

enum class Task { Train, Lora, Qlora, Infer };
// amp-*: 16-bit compute with an fp32 master copy (mixed precision); fp16/bf16:
// everything in 16 bits.
// amp-fp8: mixed precision whose GEMMs run in FP8 (Transformer Engine,
// torchao float8, Megatron's FP8 recipes): BF16 weights, fp32 master weights
// and moments, FP8 tensor-core math.
// Inference weight formats: fp8, int8, int4 (GPTQ/AWQ groups), and the OCP
// microscaling FP4s: mxfp4 (32-value blocks sharing an E8M0 scale, gpt-oss's
// format) and nvfp4 (16-value blocks sharing an FP8 E4M3 scale). fp8 and the
// FP4s compute on tensor cores of their own type where the GPU has them, and
// are dequantised to 16 bits elsewhere.
enum class Precision { Fp32, Tf32, Fp16, Bf16, AmpFp16, AmpBf16, AmpFp8, Fp8, Int8, Int4, Mxfp4, Nvfp4 };
enum class Optimizer { Adam, AdamW, Sgd, SgdMomentum, Adam8bit, None };
enum class Recompute { None, Selective, Full };
enum class Attention { Standard, Flash };
enum class Offload { None, Cpu }; // DeepSpeed ZeRO-Offload / ZeRO-Infinity to host RAM
// The software the GPUs run, as far as it changes their efficiency
// (core/estimate/efficiency.h): eager = PyTorch eager with fused layers
// (Megatron, DeepSpeed, LitGPT, AutoAWQ's fused modules); hf = Hugging Face
// transformers' modules, one kernel per PyTorch operator; compiled =
// torch.compile / CUDA graphs, TensorRT-LLM, vLLM; ggml = llama.cpp (FP16
// accumulation on GeForce cards, its own quantised kernels).
enum class Kernels { Eager, Hf, Compiled, Ggml };
// What the KV cache is stored in while serving. auto: vLLM's and SGLang's
// default (kv_cache_dtype "auto"), the model's activation type: FP8 for FP8
// inference, 32 bits for fp32/tf32, else 16 bits; fp8 halves a 16-bit cache.
enum class KvCacheType { Auto, Bf16, Fp16, Fp8 };

std::string_view toString(Task value);
std::string_view toString(Precision value);
std::string_view toString(Optimizer value);
std::string_view toString(Recompute value);
std::string_view toString(Attention value);
std::string_view toString(Offload value);
std::string_view toString(Kernels value);
std::string_view toString(KvCacheType value);

std::optional<Task> taskFromString(std::string_view text);
std::optional<Precision> precisionFromString(std::string_view text);
std::optional<Optimizer> optimizerFromString(std::string_view text);
std::optional<Recompute> recomputeFromString(std::string_view text);
std::optional<Attention> attentionFromString(std::string_view text);
std::optional<Offload> offloadFromString(std::string_view text);
std::optional<Kernels> kernelsFromString(std::string_view text);
std::optional<KvCacheType> kvCacheTypeFromString(std::string_view text);

// "train|lora|qlora|infer": the accepted spellings, for messages and help.
std::string choicesOfTask();
std::string choicesOfPrecision();
std::string choicesOfOptimizer();
std::string choicesOfRecompute();
std::string choicesOfAttention();
std::string choicesOfOffload();
std::string choicesOfKernels();
std::string choicesOfKvCacheType();

struct Parallelism {
    int gpus = 1;
    int zeroStage = 0; // DeepSpeed ZeRO over the data-parallel GPUs
    int tensor = 1;    // Megatron tensor-parallel degree
    int pipeline = 1;  // pipeline stages
    // Serving a mixture of experts: the GPUs its routed experts are spread over,
    // whole experts each (vLLM's --enable-expert-parallel, SGLang's --ep). A
    // multiple of `tensor`: one expert group spans expert ÷ tensor replicas, whose
    // attention runs data-parallel, each on its own users. 1: experts are split
    // like every other layer, by tensor parallelism.
    int expert = 1;
    Offload offload = Offload::None;

    int dataParallel() const { return gpus / (tensor * pipeline); }
    // Replicas whose tokens one expert group serves (1 without expert parallelism).
    int replicasPerExpertGroup() const { return expert > 1 ? expert / tensor : 1; }
};

// What the user fixed of the execution plan (--tp, --pp, --zero, --recompute,
// --offload, --batch for training). The planner (core/plan) searches the rest
// and fills Workload::parallel, recompute and batch with what it chose.
struct PlanPins {
    std::optional<int> tensor;
    std::optional<int> pipeline;
    std::optional<int> zeroStage;
    std::optional<Recompute> recompute;
    std::optional<Offload> offload;
    std::optional<int> microBatch; // training: samples per GPU group per micro-batch
    // Megatron's interleaved 1F1B: model chunks per pipeline stage
    // (--virtual-pipeline-model-parallel-size); needs a pinned --pp > 1.
    std::optional<int> virtualStages;
    std::optional<int> expert; // serving a mixture of experts: --ep, the expert-parallel degree

    bool any() const
    {
        return tensor || pipeline || zeroStage || recompute || offload || microBatch || virtualStages || expert;
    }
};

// What serving must deliver: how many users decode at once and, optionally,
// the speed each one needs (tokens/s; 0 = no target).
// Serving engine features whose effect depends on the traffic, so the user
// states what they measured rather than dlrig assuming it.
struct ServingFeatures {
    // Prefix caching: the share of each prompt's tokens found in the cache
    // (vLLM's and SGLang's prefix-cache hit rate), not prefilled again.
    double prefixHitRate = 0;
    // Speculative decoding: tokens drafted per step (0: none), each accepted
    // with this probability (the engine's measured per-token acceptance rate).
    int speculativeTokens = 0;
    double speculativeAcceptance = 0;

    bool operator==(const ServingFeatures &) const = default;
};

struct ServingTarget {
    int users = 1;
    double minTokensPerSecondPerUser = 0;
    // Requests, as serving benchmarks state a load (core/plan/serving.h): a
    // prompt and an answer length, requests in flight (`users`) or arriving a
    // second, and latency targets at a percentile. Lengths 0: no request model.
    int inputTokens = 0;
    int outputTokens = 0;
    double requestRate = 0; // Poisson arrivals a second; 0: `users` requests in flight
    double ttftMs = 0;      // time-to-first-token target; 0: none
    double tpotMs = 0;      // time-per-output-token target; 0: none
    int sloPercentile = 90; // 50, 90 or 99
    ServingFeatures features;

    bool describesRequests() const { return inputTokens > 0 && outputTokens > 0; }
};

struct LoraSettings {
    int rank = 16;
    // Adapters on every linear layer of the transformer (q, k, v, o and the FFN),
    // as the QLoRA paper found necessary to match full fine-tuning (Dettmers et
    // al. 2023, §4 "Default LoRA hyperparameters do not match 16-bit performance").
    bool allLinearLayers = true;
};

// What to estimate: a model, what is done with it, and how.
struct Workload {
    ModelSpec model;
    Task task = Task::Train;
    Precision precision = Precision::AmpBf16;
    Optimizer optimizer = Optimizer::AdamW;
    int batch = 1;       // micro-batch per data-parallel replica (per GPU group), as the plan sets it
    int sequence = 2048; // tokens per sample for language models
    Parallelism parallel; // the plan's layout; parallel.gpus is the GPUs it may use
    Recompute recompute = Recompute::None;
    Attention attention = Attention::Flash;
    Kernels kernels = Kernels::Eager;
    KvCacheType kvCache = KvCacheType::Auto; // inference
    LoraSettings lora;
    // Training: samples per optimizer step. 0: the model's published global
    // batch where the library knows it (full training only), else micro-batch ×
    // data-parallel degree with no accumulation.
    int globalBatch = 0;
    PlanPins pins;
    ServingTarget serving; // inference
};

// Checks a workload before any estimate: positive sizes, divisible heads,
// parallel degrees that multiply to the GPU count, options that fit the task.
// Throws InputError for the first problem found (workloadcheck.cpp, with
// validatePins, validateRequests and inBuildFile below).
void validate(const Workload &workload);

// Inference that does not decode (a detector on camera streams) with a
// per-user target: each user is a stream wanting that many samples/s.
bool servesStreams(const Workload &workload);
// The part of validate() about what the user pinned of the plan and the
// serving target: each pin on its own (tp divides the heads, pp the layers…).
void validatePins(const Workload &workload);
// A request load (ServingTarget): lengths both or neither, only for a decoder
// served with --task infer; rate, targets and percentile in range.
void validateRequests(const Workload &workload);

// validate() names command-line options ("--tp"). For a workload read from a
// build file, this restates such an error with the file and its fields
// ("rig.dlrig: scenario.workload.tp: …"); other errors are returned as they are.
InputError inBuildFile(const InputError &error, const std::string &origin);

bool isFp4(Precision p);
// The weight formats only inference runs (fp8, int8, int4, mxfp4, nvfp4).
bool isInferenceFormat(Precision p);

// Bytes one weight takes in storage for a precision (fp32 4, fp16 2, fp8 1,
// int4 and the FP4s 0.5), without quantisation scales.
double storageBytesPerValue(Precision precision);

} // namespace dlrig::core
