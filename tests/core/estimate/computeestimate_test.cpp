#include "core/estimate/computeestimate.h"
#include "core/estimate/expertreads.h"

#include "core/testmodels.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace dlrig::core;

namespace {
ComputeEstimate run(const Workload &w, std::optional<GpuPeak> gpu = std::nullopt, double tokens = 0,
                    const Assumptions &assumptions = {})
{
    validate(w);
    const MemoryEstimate memory = estimateMemory(w, assumptions);
    return estimateCompute(w, memory, gpu, tokens, assumptions);
}

// Llama 2 7B matmul parameters per token: attention + FFN 6,476,005,376 plus
// the untied LM head 32000 × 4096 = 131,072,000 (the input embedding is a lookup).
constexpr double kLlama7bMatmul = 6'476'005'376.0 + 131'072'000.0;

// Llama 2 7B in FP16 under llama.cpp at a context of `sequence`, and the A100's
// dense FP16 peak and bandwidth (312 TFLOPS, 2,039 GB/s) it runs on.
const GpuPeak kA100{312, 2039, GpuTraits{GpuGeneration::Ampere, true, 0}};
Workload llamaCpp7b(int sequence)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.sequence = sequence;
    w.kernels = Kernels::Ggml;
    return w;
}
} // namespace

TEST(Compute, TrainingFlopsFollowPalm)
{
    // PaLM App. B: 6N + 12·L·H·Q·T = 6 × 6,607,077,376 + 12 × 32 × 4096 × 4096.
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.sequence = 4096;
    const ComputeEstimate c = run(w);
    EXPECT_TRUE(c.perToken);
    EXPECT_DOUBLE_EQ(c.flopsPerUnit, 6 * kLlama7bMatmul + 12.0 * 32 * 4096 * 4096);
    EXPECT_DOUBLE_EQ(c.hardwareFlopsPerUnit, c.flopsPerUnit);
}

TEST(Compute, FullRecomputationAddsAForwardPass)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.recompute = Recompute::Full;
    const ComputeEstimate c = run(w);
    EXPECT_DOUBLE_EQ(c.hardwareFlopsPerUnit, c.flopsPerUnit * 4 / 3);
}

TEST(Compute, InferenceIsOneThirdOfTraining)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.sequence = 4096;
    EXPECT_DOUBLE_EQ(run(w).flopsPerUnit, 2 * kLlama7bMatmul + 4.0 * 32 * 4096 * 4096);
}

TEST(Compute, MixtureOfExpertsUsesActiveExperts)
{
    // Mixtral: FLOPs follow the 12.9B active parameters, not the 46.7B total.
    Workload w = libraryWorkload("mixtral-8x7b", Task::Infer, Precision::Bf16);
    w.sequence = 1;
    // Active parameters less the input-embedding lookup and the RMSNorm weights.
    const double n = 12'879'925'248.0 - 32000.0 * 4096 - (2 * 32 + 1) * 4096.0;
    EXPECT_NEAR(run(w).flopsPerUnit, 2 * n + 4.0 * 32 * 4096, 1.0);
}

TEST(Compute, ThroughputAndTimeToTrain)
{
    // 8 GPUs × 312 TFLOPS (A100 dense BF16) × the efficiency factors ÷ FLOPs per
    // token, each factor a default of assumptions.cpp:
    //   0.80 eff-transformer-train × 1 (unknown generation: Ampere's)
    //   × 4096 / (4096 + 700) width × 4096 / (4096 + 256) tokens per micro-batch,
    // and × 1 / (1 + 0.04 · √(2 ln 8)) for the slowest of 8 data-parallel GPUs.
    // After the math each token's memory-bound operators move 13,853,184 bytes
    // (tests/core/estimate/memorybound_test.cpp) at 0.80 of 2,039 GB/s.
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.sequence = 4096;
    w.parallel.gpus = 8;
    const ComputeEstimate c = run(w, GpuPeak{312, 2039}, 2e12);
    const double perToken = 6 * kLlama7bMatmul + 12.0 * 32 * 4096 * 4096;
    const double efficiency = 0.80 * (4096.0 / (4096 + 700)) * (4096.0 / (4096 + 256));
    const double sync = 1 / (1 + 0.04 * std::sqrt(2 * std::log(8.0)));
    const double secondsPerToken = perToken / (312e12 * efficiency) + 13'853'184 / (2039e9 * 0.80);
    ASSERT_TRUE(c.unitsPerSecond.has_value());
    EXPECT_NEAR(*c.unitsPerSecond, 8 * sync / secondsPerToken, 1e-6);
    EXPECT_NEAR(c.efficiency.compute, efficiency, 1e-12);
    ASSERT_TRUE(c.secondsToTrain.has_value());
    EXPECT_NEAR(*c.secondsToTrain, 2e12 / *c.unitsPerSecond, 1e-3);
    // The range is the one stated for training throughput (left-out runs).
    const StatedRange stated = statedRange(EstimateKind::TrainingThroughput);
    EXPECT_DOUBLE_EQ(c.range.below, stated.below);
    EXPECT_DOUBLE_EQ(c.range.above, stated.above);
    const Range r = rangeOf(*c.unitsPerSecond, c.range);
    EXPECT_NEAR(r.low, *c.unitsPerSecond * (1 - stated.below), 1e-6);
    const Range time = durationRangeOf(*c.secondsToTrain, c.range);
    EXPECT_NEAR(time.high, *c.secondsToTrain / (1 - stated.below), 1e-3);
}

TEST(Compute, AFlatMfuReplacesTheModel)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.sequence = 4096;
    Assumptions a;
    a.mfu = 0.4;
    const ComputeEstimate c = run(w, GpuPeak{312, 2039}, 0, a);
    const double perToken = 6 * kLlama7bMatmul + 12.0 * 32 * 4096 * 4096;
    EXPECT_NEAR(*c.unitsPerSecond, 312e12 * 0.4 / perToken, 1e-6);
}

TEST(Compute, DecodingIsBoundByMemoryBandwidth)
{
    // Llama 2 7B fp16, batch 1, 4096 tokens of context on an A100 80GB (2,039 GB/s, HBM):
    // each token reads 13,476,831,232 B of weights less the 32,000 × 4,096 × 2 B
    // input embedding it looks up, + 2 GiB of KV cache, at the
    // 'decode-hbm-batch1-eager' share, 47 %.
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.sequence = 4096;
    const ComputeEstimate c = run(w, GpuPeak{312, 2039, GpuTraits{GpuGeneration::Ampere, true, 0}});
    ASSERT_TRUE(c.decodeTokensPerSecondPerSequence.has_value());
    const double bytes = 13'476'831'232.0 - 32000.0 * 4096 * 2 + 2.0 * 1024 * 1024 * 1024;
    EXPECT_NEAR(*c.decodeTokensPerSecondPerSequence, 2039e9 * 0.47 / bytes, 1e-9);
    EXPECT_EQ(c.decodeBound, "memory bandwidth");
    // Compiled kernels (CUDA graphs) reach 68 %; GDDR cards 82 % either way.
    // Their graph pays 1 µs (graph-kernel-us) for each of 32 layers × 9 kernels.
    w.kernels = Kernels::Compiled;
    const double gaps = 32 * 9 * 1e-6;
    EXPECT_NEAR(*run(w, GpuPeak{312, 2039, GpuTraits{GpuGeneration::Ampere, true, 0}}).decodeTokensPerSecondPerSequence,
                1 / (bytes / (2039e9 * 0.68) + gaps), 1e-9);
    EXPECT_NEAR(
        *run(w, GpuPeak{312, 2039, GpuTraits{GpuGeneration::Ampere, false, 0}}).decodeTokensPerSecondPerSequence,
        1 / (bytes / (2039e9 * 0.82) + gaps), 1e-9);
}

// Issue 32: a mixture-of-experts decoding step reads the experts its tokens
// route to, not all of them. Mixtral 8x7B (8 experts, 2 per token): one token
// reads the attention, norms, head and 2 of 8 experts, its 12.9B active
// parameters of 46.7B but the input embedding (looked up a row per token);
// eight tokens touch 8 · (1 − (6/8)^8) = 7.2 experts per layer in expectation
// under uniform routing. In BF16 every part is 2 bytes: shares of parameters.
TEST(Compute, MixtureOfExpertsDecodingReadsTheExpertsItsTokensTouch)
{
    const ModelSpec mixtral = libraryWorkload("mixtral-8x7b", Task::Infer, Precision::Bf16).model;
    const ParameterBreakdown p = mixtral.parameterBreakdown();
    const double others = p.total() - p.routedExperts - p.embeddings;
    const Precision bf16 = Precision::Bf16;
    EXPECT_NEAR(weightShareReadPerDecodeStep(mixtral, 1, bf16, {}), (others + p.routedExperts * 2 / 8) / p.total(),
                1e-12);
    EXPECT_NEAR(weightShareReadPerDecodeStep(mixtral, 1, bf16, {}), 12.88e9 / 46.70e9, 0.005)
        << "Mistral: 12.9B active";
    EXPECT_NEAR(weightShareReadPerDecodeStep(mixtral, 8, bf16, {}),
                (others + p.routedExperts * (1 - std::pow(0.75, 8))) / p.total(), 1e-12);
    // A dense model reads everything but its input embedding: Llama 2 7B's 32,000 × 4,096.
    const ModelSpec llama = libraryWorkload("llama-2-7b", Task::Infer, Precision::Bf16).model;
    EXPECT_NEAR(weightShareReadPerDecodeStep(llama, 1, bf16, {}), 1 - 32000.0 * 4096 / llama.totalParams(), 1e-12);
    // Skewed routing (expert-hot-share 0.5): eight tokens go to 4 of the 8
    // experts, 4 · (1 − (2/4)^8) of them touched; one token still reads its 2.
    Assumptions skewed;
    skewed.expertHotShare = 0.5;
    EXPECT_NEAR(weightShareReadPerDecodeStep(mixtral, 8, bf16, skewed),
                (others + p.routedExperts * 4.0 / 8 * (1 - std::pow(0.5, 8))) / p.total(), 1e-12);
    EXPECT_NEAR(weightShareReadPerDecodeStep(mixtral, 1, bf16, skewed), (others + p.routedExperts * 2 / 8) / p.total(),
                1e-12);

    // The check: batch-1 decoding at least 2.5 × faster than the same
    // model with every expert active (weights 93.4 GB against ~26 GB read).
    Workload w = libraryWorkload("mixtral-8x7b", Task::Infer, Precision::Fp16);
    w.sequence = 1024;
    w.parallel.gpus = 2;
    w.parallel.tensor = 2;
    const GpuPeak h100{989, 3350, GpuTraits{GpuGeneration::Hopper, true, 0}};
    const double twoOfEight = *run(w, h100).decodeTokensPerSecondPerSequence;
    w.model.transformer->expertsPerToken = 8;
    const double allEight = *run(w, h100).decodeTokensPerSecondPerSequence;
    EXPECT_GE(twoOfEight / allEight, 2.5);
}

TEST(Compute, ASlowHostBoundsEachInferenceStep)
{
    // The GPU runs behind the host issuing its kernels: fused eager layers issue
    // 25 PyTorch operators each, at 40 µs 1,000 µs per layer, so Llama 2 7B's 32
    // layers take 32 ms a step, slower than the 9.2 ms its weight and cache
    // reads take at 2,039 GB/s × 0.82 (GDDR share): 1 ÷ 0.032 = 31.25 tokens/s,
    // bound by the host.
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.sequence = 64;
    Assumptions a;
    a.eagerOperatorUs = 40;
    const GpuPeak gpu{312, 2039, GpuTraits{GpuGeneration::Ampere, false, 0}};
    const ComputeEstimate c = run(w, gpu, 0, a);
    EXPECT_NEAR(*c.decodeTokensPerSecondPerSequence, 1 / 0.032, 1e-9);
    EXPECT_EQ(c.decodeBound, "host dispatch");
    // A 64-token prompt's forward pass is bound the same way: 64 tokens per 32 ms.
    EXPECT_NEAR(*c.unitsPerSecond, 64 / 0.032, 1e-6);
    // Hugging Face's modules issue 46 operators per layer: 32 × 46 × 40 µs.
    w.kernels = Kernels::Hf;
    EXPECT_NEAR(*run(w, gpu, 0, a).decodeTokensPerSecondPerSequence, 1 / (32 * 46 * 40e-6), 1e-9);
    // Compiled kernels (one graph launch per step) keep their own, zero, setting.
    w.kernels = Kernels::Compiled;
    EXPECT_EQ(run(w, gpu, 0, a).decodeBound, "memory bandwidth");
}

TEST(Compute, AnEagerCnnAtBatchOneWaitsForItsHost)
{
    // torchvision's ResNet-50 issues 175 operators a forward pass in eager
    // mode (core/models/resnet.h); at 40 µs each a batch-1 step takes 7 ms,
    // longer than the V100's ~4 ms of math: 1 ÷ 0.007 = 142.9 images/s. Under
    // AMP autocast adds a cast for each of its 53 convolutions' weights and
    // the classifier's weight and bias: 230 × 40 µs.
    Workload w = libraryWorkload("resnet-50", Task::Infer, Precision::Fp32);
    w.batch = 1;
    Assumptions a;
    a.eagerOperatorUs = 40;
    const GpuPeak v100{15.7, 900, GpuTraits{GpuGeneration::Volta, true, 0}};
    EXPECT_NEAR(*run(w, v100, 0, a).unitsPerSecond, 1 / (175 * 40e-6), 1e-6);
    w.precision = Precision::AmpFp16;
    EXPECT_NEAR(*run(w, v100, 0, a).unitsPerSecond, 1 / (230 * 40e-6), 1e-6);
    // At batch 256 the GPU's math is far longer than 9.2 ms: the host is hidden.
    w.batch = 256;
    EXPECT_GT(256 / *run(w, v100, 0, a).unitsPerSecond, 0.05);
    // TensorRT (compiled) issues the whole network at once.
    w.batch = 1;
    w.kernels = Kernels::Compiled;
    EXPECT_GT(*run(w, v100, 0, a).unitsPerSecond, 1 / (175 * 40e-6));
    // YOLOv5s' 182 operators are counted in its code (core/data/models.json);
    // at 300 µs each (55 ms) they outlast its math on this 15.7-TFLOPS GPU.
    Workload yolo = libraryWorkload("yolov5s", Task::Infer, Precision::Fp16);
    yolo.batch = 1;
    a.eagerOperatorUs = 300;
    EXPECT_NEAR(*run(yolo, v100, 0, a).unitsPerSecond, 1 / (182 * 300e-6), 1e-6);
}

TEST(Compute, LargeBatchesBecomeComputeBound)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Int4);
    w.sequence = 128;
    w.batch = 4096;
    const ComputeEstimate c = run(w, GpuPeak{312, 2039});
    EXPECT_EQ(c.decodeBound, "compute");
}

TEST(Compute, CnnsCountTheirMultiplyAccumulates)
{
    // ResNet-50 (torchvision v1.5): the layer walk gives 4.089 GMACs per 224×224
    // image, as torchvision lists; 2 FLOPs per MAC; training = forward + backward
    // ≈ 3 × forward.
    const Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    const ComputeEstimate c = run(w);
    EXPECT_FALSE(c.perToken);
    EXPECT_NEAR(c.flopsPerUnit / (3 * 2 * 4.089e9), 1.0, 0.001);
}

TEST(Compute, DetectorsUsePublishedFlops)
{
    // YOLOv5s: 16.5 GFLOPs at 640 as ultralytics reports (2 × 8.25 GMACs).
    const Workload w = libraryWorkload("yolov5s", Task::Infer, Precision::Fp16);
    EXPECT_DOUBLE_EQ(run(w).flopsPerUnit, 16.5e9);
}

TEST(Compute, VisionTransformerCountsAllPatches)
{
    // ViT-B/16 forward: 197 tokens × (2N + 4·L·d·197); torchvision lists 17.56 GMACs,
    // i.e. 35.1 GFLOPs — the formula lands within 2 %.
    const Workload w = libraryWorkload("vit-b-16", Task::Infer, Precision::Fp16);
    EXPECT_NEAR(run(w).flopsPerUnit / 35.12e9, 1.0, 0.02);
}

// llama.cpp's kernel gaps add to a decoding step's reads (Llama 2 7B: 32 layers
// × 19 graph nodes × graph-kernel-us); where they are the longest part, the
// step says so.
TEST(Compute, LlamaCppKernelGapsAddToTheReadsAndCanBindTheStep)
{
    const Workload w = llamaCpp7b(4096);
    const GpuPeak &a100 = kA100;
    Assumptions a;
    a.graphKernelUs = 0;
    const double withoutGaps = 1 / *run(w, a100, 0, a).decodeTokensPerSecondPerSequence;
    a.graphKernelUs = 1;
    EXPECT_NEAR(1 / *run(w, a100, 0, a).decodeTokensPerSecondPerSequence, withoutGaps + 32 * 19 * 1e-6, 1e-12);
    EXPECT_EQ(run(w, a100, 0, a).decodeBound, "memory bandwidth");
    a.graphKernelUs = 100; // 60.8 ms of gaps against about 13 ms of reads
    EXPECT_EQ(run(w, a100, 0, a).decodeBound, "gaps between kernels");
}

// Latent attention decodes in its absorbed form (DeepSeek-V2, §2.1.3): each of
// DeepSeek-V3's 128 heads scores the 512-value latent and 64-value RoPE key and
// sums the 512-value latents, 2 FLOPs a multiply-add, over 61 layers:
// 2 × 128 × (512 + 64 + 512) × 61 = 16,990,208 FLOPs per position of context,
// where its expanded heads (192-value keys, 128-value values) would do
// 2 × 128 × (192 + 128) × 61 = 4,997,120. A dense model's is the forward pass's.
TEST(Compute, LatentAttentionDecodesInItsAbsorbedForm)
{
    Workload deepseek = libraryWorkload("deepseek-v3", Task::Infer, Precision::Fp8);
    deepseek.sequence = 2048;
    EXPECT_DOUBLE_EQ(decodeAttentionFlopsPerToken(deepseek), 16'990'208.0 * 2048);
    EXPECT_DOUBLE_EQ(attentionForwardFlopsPerUnit(deepseek), 4'997'120.0 * 2048);

    Workload llama = libraryWorkload("llama-2-7b", Task::Infer, Precision::Bf16);
    llama.sequence = 2048;
    EXPECT_DOUBLE_EQ(decodeAttentionFlopsPerToken(llama), attentionForwardFlopsPerUnit(llama));
}

// llama.cpp puts a prompt through its graph in physical batches of n_ubatch
// tokens (512 by default, llama-bench's cmd_params_defaults): a 2,048-token
// prompt runs four times a graph of 512 rows. Its GEMMs run at the problem
// size of 512 rows, 512 ÷ (512 + 256) = 2/3 at eff-half-tokens 256, not at
// 2,048's 2048 ÷ 2304 = 8/9; and the host issues the layers' kernels four
// times: 4 × 32 layers × 19 nodes × graph-kernel-us.
TEST(Compute, LlamaCppPromptsRunInPhysicalBatches)
{
    Workload w = llamaCpp7b(2048);
    const GpuPeak &a100 = kA100;
    Assumptions a;
    a.graphKernelUs = 0;
    a.dispatchGgmlUs = 0;
    a.ggmlUbatchTokens = 2048;
    const ComputeEstimate whole = run(w, a100, 0, a);
    a.ggmlUbatchTokens = 512;
    const ComputeEstimate pieces = run(w, a100, 0, a);
    EXPECT_NEAR(pieces.efficiency.compute / whole.efficiency.compute, (512.0 / 768) / (2048.0 / 2304), 1e-12);
    // The memory-bound operators move the same bytes either way, so the rate
    // falls by less than the GEMMs' share.
    EXPECT_LT(*pieces.unitsPerSecond, *whole.unitsPerSecond);
    EXPECT_GT(*pieces.unitsPerSecond, *whole.unitsPerSecond * (512.0 / 768) / (2048.0 / 2304));
    // Each piece pays its own kernel boundaries.
    a.graphKernelUs = 1;
    const double seconds = 2048 / *run(w, a100, 0, a).unitsPerSecond;
    EXPECT_NEAR(seconds - 2048 / *pieces.unitsPerSecond, 4 * 32 * 19 * 1e-6, 1e-9);
    // A prompt no longer than the physical batch runs in one piece.
    w.sequence = 512;
    a.graphKernelUs = 0;
    a.ggmlUbatchTokens = 512;
    const double oneBatch = run(w, a100, 0, a).efficiency.compute;
    a.ggmlUbatchTokens = 4096;
    EXPECT_DOUBLE_EQ(run(w, a100, 0, a).efficiency.compute, oneBatch);
}
