#include "core/estimate/memoryestimate.h"

#include "core/estimate/estimate.h"
#include "core/testmodels.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {
MemoryEstimate run(const Workload &w)
{
    validate(w);
    return estimateMemory(w, Assumptions{});
}
} // namespace

struct StateCase {
    Precision precision;
    Optimizer optimizer;
    double weights, gradients, optimizerStates;
};

class TrainingStateBytes : public testing::TestWithParam<StateCase> {};

TEST_P(TrainingStateBytes, FollowTheZeroAccounting)
{
    const StateCase &c = GetParam();
    const StateBytes b = trainingStateBytes(c.precision, c.optimizer);
    EXPECT_DOUBLE_EQ(b.weights, c.weights);
    EXPECT_DOUBLE_EQ(b.gradients, c.gradients);
    EXPECT_DOUBLE_EQ(b.optimizer, c.optimizerStates);
}

INSTANTIATE_TEST_SUITE_P(Table, TrainingStateBytes,
                         testing::Values(
                             // ZeRO §3.1: mixed-precision Adam = 2 + 2 + K, K = 12 (fp32 copy, momentum, variance).
                             StateCase{Precision::AmpBf16, Optimizer::Adam, 2, 2, 12},
                             StateCase{Precision::AmpFp16, Optimizer::AdamW, 2, 2, 12},
                             // FP8 training (Transformer Engine) keeps BF16 weights and the same fp32 states.
                             StateCase{Precision::AmpFp8, Optimizer::AdamW, 2, 2, 12},
                             // fp32: weights and gradients 4 each, two fp32 moments 8.
                             StateCase{Precision::Fp32, Optimizer::Adam, 4, 4, 8},
                             StateCase{Precision::Tf32, Optimizer::Sgd, 4, 4, 0},
                             StateCase{Precision::Fp32, Optimizer::SgdMomentum, 4, 4, 4},
                             // Pure bf16: everything in 2 bytes, Adam's two moments 4.
                             StateCase{Precision::Bf16, Optimizer::AdamW, 2, 2, 4},
                             StateCase{Precision::AmpBf16, Optimizer::Sgd, 2, 2, 4},
                             StateCase{Precision::AmpBf16, Optimizer::SgdMomentum, 2, 2, 8},
                             // 8-bit Adam (Dettmers et al. 2022): 1 byte per moment + fp32 absmax per 2048 values.
                             StateCase{Precision::AmpBf16, Optimizer::Adam8bit, 2, 2, 4 + 2 + 8.0 / 2048},
                             StateCase{Precision::Fp32, Optimizer::Adam8bit, 4, 4, 2 + 8.0 / 2048}),
                         [](const testing::TestParamInfo<StateCase> &param) {
                             std::string name = std::string(toString(param.param.precision)) + "_" +
                                                std::string(toString(param.param.optimizer));
                             for (char &c : name) {
                                 if (c == '-')
                                     c = '_';
                             }
                             return name;
                         });

struct ZeroCase {
    int stage;
    double expectedBytes; // model states per GPU
};

class ZeroPartitioning : public testing::TestWithParam<ZeroCase> {};

// ZeRO (Rajbhandari et al. 2020), Figure 1: Ψ = 7.5B, N_d = 64, K = 12.
// Baseline (2+2+K)Ψ = 120 GB; P_os 2Ψ+2Ψ+KΨ/N_d = 31.4 GB; P_os+g 2Ψ+(2+K)Ψ/N_d
// = 16.6 GB; P_os+g+p (2+2+K)Ψ/N_d = 1.9 GB.
TEST_P(ZeroPartitioning, MatchesFigureOneOfThePaper)
{
    Workload w = paramsOnlyWorkload(7.5e9);
    w.precision = Precision::AmpFp16;
    w.optimizer = Optimizer::Adam;
    w.parallel.gpus = 64;
    w.parallel.zeroStage = GetParam().stage;
    const MemoryEstimate e = run(w);
    EXPECT_NEAR(static_cast<double>(e.perGpu.modelStates().count), GetParam().expectedBytes, 1.0);
}

INSTANTIATE_TEST_SUITE_P(Stages, ZeroPartitioning,
                         testing::Values(ZeroCase{0, 120e9}, ZeroCase{1, 4 * 7.5e9 + 12 * 7.5e9 / 64},
                                         ZeroCase{2, 2 * 7.5e9 + 14 * 7.5e9 / 64}, ZeroCase{3, 16 * 7.5e9 / 64}),
                         [](const testing::TestParamInfo<ZeroCase> &param) {
                             return "stage" + std::to_string(param.param.stage);
                         });

TEST(MemoryEstimate, ZeroStagesRoundLikeThePaper)
{
    // The figure's printed values, in GB.
    const double printed[] = {120, 31.4, 16.6, 1.9};
    for (int stage = 0; stage <= 3; ++stage) {
        Workload w = paramsOnlyWorkload(7.5e9);
        w.parallel.gpus = 64;
        w.parallel.zeroStage = stage;
        w.optimizer = Optimizer::Adam;
        EXPECT_NEAR(run(w).perGpu.modelStates().gb(), printed[stage], 0.05) << "stage " << stage;
    }
}

TEST(MemoryEstimate, SixteenBytesPerParameterWithoutZero)
{
    Workload w = paramsOnlyWorkload(7.5e9);
    w.optimizer = Optimizer::Adam;
    const MemoryEstimate e = run(w);
    EXPECT_EQ(e.perGpu.weights.count, 15'000'000'000ULL);
    EXPECT_EQ(e.perGpu.gradients.count, 15'000'000'000ULL);
    EXPECT_EQ(e.perGpu.optimizerStates.count, 90'000'000'000ULL);
    // No shape: no activations, and that is said.
    EXPECT_EQ(e.perGpu.activations.count, 0ULL);
}

TEST(MemoryEstimate, Llama2InferenceInFp16)
{
    // 6,738,415,616 parameters × 2 bytes = 13,476,831,232 bytes ≈ 13.5 GB.
    // KV cache, 4096 tokens: 2 × 32 layers × 32 kv heads × 128 × 4096 × 2 bytes = 2 GiB.
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.sequence = 4096;
    const MemoryEstimate e = run(w);
    EXPECT_EQ(e.perGpu.weights.count, 13'476'831'232ULL);
    EXPECT_EQ(e.perGpu.kvCache.count, 2ULL * 32 * 32 * 128 * 4096 * 2);
    EXPECT_EQ(e.perGpu.kvCache.count, 2ULL * kGiB);
    EXPECT_EQ(e.perGpu.gradients.count, 0ULL);
    EXPECT_EQ(e.perGpu.optimizerStates.count, 0ULL);
    // Runtime overhead: the 1 GiB CUDA context plus 5 % allocator slack on the rest.
    const double rest = static_cast<double>((e.perGpu.weights + e.perGpu.kvCache + e.perGpu.activations).count);
    EXPECT_NEAR(static_cast<double>(e.perGpu.runtimeOverhead.count), 1.0 * kGiB + 0.05 * rest, 1.0);
}

// Issue 32: FP8 KV caches (vLLM's kv_cache_dtype fp8, TensorRT-LLM's FP8 KV
// quantisation) store one byte per value: half a 16-bit cache. auto keeps the
// model's activation type: 16 bits for BF16 and for the weight-only formats.
TEST(MemoryEstimate, AnFp8KvCacheIsHalfA16BitOne)
{
    Workload w = libraryWorkload("llama-2-70b", Task::Infer, Precision::Bf16);
    w.sequence = 4096;
    const std::uint64_t sixteenBit = 1'342'177'280ULL; // 2 × 80 × 8 × 128 × 4096 × 2
    EXPECT_EQ(run(w).perGpu.kvCache.count, sixteenBit);
    w.kvCache = KvCacheType::Fp8;
    EXPECT_EQ(run(w).perGpu.kvCache.count, sixteenBit / 2);
    w.precision = Precision::Int4;
    w.kvCache = KvCacheType::Auto;
    EXPECT_EQ(run(w).perGpu.kvCache.count, sixteenBit);
    w.kvCache = KvCacheType::Fp16;
    EXPECT_EQ(run(w).perGpu.kvCache.count, sixteenBit);
    // Training keeps no KV cache: a cache type there is refused.
    Workload training = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    training.kvCache = KvCacheType::Fp8;
    EXPECT_THROW(validate(training), InputError);
}

// Issue 32: multi-head latent attention caches one 512-value latent and one
// 64-value RoPE key per token and layer: DeepSeek-V3 holds 61 × 576 × 2 bytes
// per token in BF16 (70,272 B; 128 heads' keys and values would be 61 × 2 ×
// 128 × 192 × 2, forty times more). Tensor parallelism does not split the
// latent: every GPU keeps all of it.
TEST(MemoryEstimate, LatentAttentionCachesTheLatentAndTheRopeKey)
{
    Workload w = libraryWorkload("deepseek-v3", Task::Infer, Precision::Bf16);
    w.sequence = 4096;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 61ULL * 576 * 2 * 4096);
    w.parallel.gpus = 8;
    w.parallel.tensor = 8;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 61ULL * 576 * 2 * 4096);
    w.kvCache = KvCacheType::Fp8;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 61ULL * 576 * 4096);
}

// Issue 32: gpt-oss-120b's windowed layers (every other one of 36) keep at
// most 128 positions: at 8,192 tokens the cache is 18 × 8,192 + 18 × 128
// positions × 2 × 8 kv heads × 64 × 2 bytes, about half a full cache. In its
// MXFP4 release it fits one 80 GB H100 ("fit into a single H100 GPU", the
// openai/gpt-oss README).
TEST(MemoryEstimate, SlidingWindowLayersCacheOnlyTheirWindow)
{
    Workload w = libraryWorkload("gpt-oss-120b", Task::Infer, Precision::Bf16);
    w.sequence = 8192;
    EXPECT_EQ(run(w).perGpu.kvCache.count, (18ULL * 8192 + 18ULL * 128) * 2 * 8 * 64 * 2);
    w.precision = Precision::Mxfp4;
    EXPECT_LT(run(w).perGpu.total().count, 80ULL * 1000 * 1000 * 1000);
}

// MXFP4: 4 bits and one E8M0 byte per 32 values; NVFP4: 4 bits and one E4M3
// byte per 16 (OCP Microscaling Formats v1.0; NVIDIA's NVFP4). Attention and
// FFN matrices take those bytes, embeddings, norms and the head 2 bytes. For
// gpt-oss-120b the MXFP4 weights are 59.02 GiB in ggml-org's GGUF (experts in
// MXFP4, attention in BF16): dlrig's count is within 3 % of it.
TEST(MemoryEstimate, Fp4WeightsCarryTheirBlockScales)
{
    Workload w = libraryWorkload("gpt-oss-120b", Task::Infer, Precision::Mxfp4);
    const ParameterBreakdown p = w.model.parameterBreakdown();
    const double linear = p.attention + p.ffnTotal;
    const double rest = p.embeddings + p.norms + p.head;
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.weights.count), linear * (0.5 + 1.0 / 32) + rest * 2, 2.0);
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.weights.count) / (59.02 * 1024 * 1024 * 1024), 1.0, 0.03);
    w.precision = Precision::Nvfp4;
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.weights.count), linear * (0.5 + 1.0 / 16) + rest * 2, 2.0);
}

// Gemma 3 27B: five local layers (a 1,024-token window) to one global, 52 and
// 10 of 62. At 32K tokens the cache holds 10 × 32,768 + 52 × 1,024 positions ×
// 2 × 16 kv heads × 128 × 2 bytes, a sixth of a cache of 62 full layers.
TEST(MemoryEstimate, GemmasLocalLayersCacheOnlyTheirWindow)
{
    Workload w = libraryWorkload("gemma-3-27b", Task::Infer, Precision::Bf16);
    w.sequence = 32768;
    EXPECT_EQ(run(w).perGpu.kvCache.count, (10ULL * 32768 + 52ULL * 1024) * 2 * 16 * 128 * 2);
}

TEST(MemoryEstimate, GroupedQueryAttentionShrinksTheKvCache)
{
    // Llama 2 70B: 8 kv heads, not 64. 2 × 80 × 8 × 128 × 4096 × 2 = 1,342,177,280.
    Workload w = libraryWorkload("llama-2-70b", Task::Infer, Precision::Bf16);
    w.sequence = 4096;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 1'342'177'280ULL);
    // Tensor parallel over 8 GPUs: one kv head each.
    w.parallel.gpus = 8;
    w.parallel.tensor = 8;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 1'342'177'280ULL / 8);
    // Over 16 GPUs each still keeps one head: kv heads are replicated, not split further.
    w.parallel.gpus = 16;
    w.parallel.tensor = 16;
    EXPECT_EQ(run(w).perGpu.kvCache.count, 1'342'177'280ULL / 8);
}

TEST(MemoryEstimate, KvCacheScalesWithBatchAndPipelineStages)
{
    const ModelSpec *m = ModelLibrary::builtIn().find("llama-3.1-8b");
    ASSERT_NE(m, nullptr);
    // 2 × 32 layers × 8 kv heads × 128 × 8192 tokens × 4 sequences × 2 bytes.
    EXPECT_DOUBLE_EQ(kvCacheBytes(*m->transformer, 8192, 4, 2, 1, 1), 2.0 * 32 * 8 * 128 * 8192 * 4 * 2);
    EXPECT_DOUBLE_EQ(kvCacheBytes(*m->transformer, 8192, 4, 2, 1, 4), 2.0 * 8 * 8 * 128 * 8192 * 4 * 2);
}

TEST(MemoryEstimate, Int4WeightsPayForScalesAndKeepEmbeddingsIn16Bits)
{
    // Llama 2 7B: attention + FFN matrices 32 × (4·4096² + 3·4096·11008) =
    // 6,476,005,376 at 0.5 + 4/128 bytes (group 128, fp16 scale + zero) =
    // 3,440,377,856; embeddings, LM head and norms 262,410,240 at 2 bytes.
    const Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Int4);
    EXPECT_EQ(run(w).perGpu.weights.count, 3'440'377'856ULL + 524'820'480ULL);
}

TEST(MemoryEstimate, LoraAdapterCountsMatchPeft)
{
    // Hugging Face PEFT prints for Llama 2 7B, r = 8 on q_proj and v_proj:
    // "trainable params: 4,194,304" (2 matrices × 8 × (4096 + 4096) × 32 layers).
    const ModelSpec *m = ModelLibrary::builtIn().find("llama-2-7b");
    ASSERT_NE(m, nullptr);
    EXPECT_DOUBLE_EQ(loraAdapterParams(*m->transformer, {.rank = 8, .allLinearLayers = false}), 4'194'304);
    // r = 16 on all seven linear layers: 32 × (4 × 16 × 8192 + 3 × 16 × 15104) = 39,976,960.
    EXPECT_DOUBLE_EQ(loraAdapterParams(*m->transformer, {.rank = 16, .allLinearLayers = true}), 39'976'960);
}

TEST(MemoryEstimate, LoraFreezesTheBaseAndTrainsAdapters)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Lora, Precision::AmpBf16);
    const MemoryEstimate e = run(w);
    EXPECT_DOUBLE_EQ(e.trainableParams, 39'976'960);
    // Base in bf16 (2 bytes) plus adapters' 16-bit copy; gradients and Adam only for adapters.
    EXPECT_EQ(e.perGpu.weights.count, 13'476'831'232ULL + 2ULL * 39'976'960);
    EXPECT_EQ(e.perGpu.gradients.count, 2ULL * 39'976'960);
    EXPECT_EQ(e.perGpu.optimizerStates.count, 12ULL * 39'976'960);
}

TEST(MemoryEstimate, QloraStoresTheBaseInNf4)
{
    // 6,476,005,376 linear weights × 4.127 bits / 8 + 262,410,240 others × 2 bytes.
    Workload w = libraryWorkload("llama-2-7b", Task::Qlora, Precision::Bf16);
    const MemoryEstimate e = run(w);
    const double base = 6'476'005'376.0 * 4.127 / 8 + 262'410'240.0 * 2;
    EXPECT_NEAR(static_cast<double>(e.perGpu.weights.count), base + 2 * 39'976'960.0, 1.0);
    EXPECT_LT(e.perGpu.weights.gb(), 4.0);
}

TEST(MemoryEstimate, TensorAndPipelineParallelismSplitTheModel)
{
    Workload w = paramsOnlyWorkload(70e9);
    w.optimizer = Optimizer::Adam;
    w.parallel.gpus = 8;
    w.parallel.tensor = 4;
    w.parallel.pipeline = 2;
    // 16 bytes × 70B ÷ (4 × 2) GPUs = 140 GB each.
    EXPECT_EQ(run(w).perGpu.modelStates().count, 140'000'000'000ULL);
}

TEST(MemoryEstimate, CpuOffloadMovesStatesToTheHost)
{
    // DeepSpeed's estimate_zero2_model_states_mem_needs with cpu_offload: GPU keeps
    // 2Ψ; host needs Ψ × max(4·gpus, 16) × 1.5.
    Workload w = paramsOnlyWorkload(7.5e9);
    w.parallel.zeroStage = 2;
    w.parallel.offload = Offload::Cpu;
    const MemoryEstimate two = run(w);
    EXPECT_EQ(two.perGpu.modelStates().count, 15'000'000'000ULL);
    EXPECT_EQ(two.offloadHostBytes.count, 180'000'000'000ULL);
    // Stage 3 offload: host Ψ × 18 × 1.5 (zero_init), here for DeepSpeed's own
    // t5-small example (60,506,624 params: "1.52GB per CPU", GiB in fact).
    Workload t5 = paramsOnlyWorkload(60'506'624);
    t5.parallel.zeroStage = 3;
    t5.parallel.offload = Offload::Cpu;
    EXPECT_NEAR(run(t5).offloadHostBytes.gib(), 1.52, 0.005);
}

TEST(MemoryEstimate, DiffusionKeepsFrozenEncodersIn16Bits)
{
    // SD 1.5: UNet 859,520,964 trained; text encoder + VAE 206,714,343 frozen at 2 bytes.
    Workload w = libraryWorkload("stable-diffusion-1.5", Task::Train, Precision::AmpFp16);
    const MemoryEstimate e = run(w);
    EXPECT_DOUBLE_EQ(e.trainableParams, 859'520'964);
    EXPECT_EQ(e.perGpu.weights.count, 2ULL * 859'520'964 + 2ULL * 206'714'343);
    EXPECT_EQ(e.perGpu.optimizerStates.count, 12ULL * 859'520'964);
}

TEST(MemoryEstimate, CheckpointHoldsWeightsAndOptimizerStates)
{
    // Mixed-precision Adam checkpoint: fp16 weights 2 + fp32 master, m, v 12 = 14 bytes/param.
    Workload w = paramsOnlyWorkload(1e9);
    w.parallel.gpus = 8;
    w.parallel.zeroStage = 3;
    EXPECT_EQ(run(w).checkpointBytes.count, 14'000'000'000ULL);
}

// A serving engine prefills at most prefill-chunk-tokens (vLLM's default
// max_num_batched_tokens, 8,192 on GPUs of 70 GiB or more) per step, so its
// activations stop growing with users × prompt length; Hugging Face's
// generate() prefills the whole batch at once. Llama 3.1 8B keeps, per token,
// hidden 4,096 + 2 × attention 4,096 + 2 × kv 1,024 + 3 × ffn 14,336 = 57,344
// values of 2 bytes, plus fp32 logits of its 128,256-word vocabulary per sequence.
TEST(MemoryEstimate, ServingEnginesPrefillInChunks)
{
    Workload w = libraryWorkload("llama-3.1-8b", Task::Infer, Precision::Bf16);
    w.sequence = 4096;
    w.batch = 16; // 65,536 prompt tokens
    const double logits = 4.0 * 16 * 128256;
    w.kernels = Kernels::Hf;
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.activations.count), 2.0 * 65536 * 57344 + logits, 1);
    w.kernels = Kernels::Compiled;
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.activations.count), 2.0 * 8192 * 57344 + logits, 1);
    w.batch = 1; // 4,096 tokens: under one chunk
    EXPECT_NEAR(static_cast<double>(run(w).perGpu.activations.count), 2.0 * 4096 * 57344 + 4.0 * 128256, 1);
}

// Expert parallelism holds the routed experts whole on their GPUs and says so.
TEST(MemoryEstimate, ExpertParallelismSplitsOnlyTheRoutedExperts)
{
    Workload w = libraryWorkload("mixtral-8x7b", Task::Infer, Precision::Bf16);
    w.parallel.gpus = 8;
    w.parallel.tensor = 2;
    w.parallel.expert = 8; // four replicas of tensor 2 share the experts
    validate(w);
    EstimateRequest request;
    request.workload = w;
    const Estimate whole = estimate(request);
    const MemoryEstimate &e = whole.memory;
    const double routed = 32.0 * 8 * 3 * 4096 * 14336; // Mixtral's config.json
    EXPECT_NEAR(static_cast<double>(e.perGpu.weights.count), 2 * (w.model.totalParams() - routed) / 2 + 2 * routed / 8,
                1e6);
    bool said = false;
    for (const Message &note : whole.notes)
        said = said || note.english().find("routed experts spread whole over 8 GPUs") != std::string::npos;
    EXPECT_TRUE(said);
    w.parallel.gpus = 4; // two replicas cannot hold a group of four
    EXPECT_THROW(validate(w), InputError);
}
