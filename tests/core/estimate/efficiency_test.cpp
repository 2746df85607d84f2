// The efficiency factors, each by hand from the defaults in assumptions.cpp.
#include "core/estimate/efficiency.h"

#include "core/testmodels.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace dlrig::core;

TEST(Efficiency, GenerationsAreReadFromTheArchitecture)
{
    EXPECT_EQ(generationFromArchitecture("Ada Lovelace"), GpuGeneration::Ada);
    EXPECT_EQ(generationFromArchitecture("Hopper"), GpuGeneration::Hopper);
    EXPECT_EQ(generationFromArchitecture("CDNA 3"), GpuGeneration::Cdna);
    EXPECT_EQ(generationFromArchitecture("Volta"), GpuGeneration::Volta);
    EXPECT_EQ(generationFromArchitecture("Pascal"), GpuGeneration::Unknown);
}

TEST(Efficiency, TransformerTrainingOnHopperMultipliesItsFactors)
{
    const Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    const Assumptions a;
    const Efficiency e = baseEfficiency(w, Phase::Training, {GpuGeneration::Hopper, true, 0}, 989.5, a);
    // 0.80 transformer training × 0.80 Hopper × 4096 / (4096 + 700) width.
    EXPECT_NEAR(e.compute, 0.80 * 0.80 * 4096.0 / 4796.0, 1e-12);
    EXPECT_DOUBLE_EQ(e.peakTflops, 989.5);
    EXPECT_NE(e.explain().find("eff-hopper"), std::string::npos) << e.explain();
    // 2,048 tokens per micro-batch: × 2048 / (2048 + 256).
    EXPECT_NEAR(withProblemSize(e, w, 2048, a).compute, e.compute * 2048.0 / 2304.0, 1e-12);
}

TEST(Efficiency, CnnsRunAtTheirOwnShareAndFp32OnCudaCores)
{
    Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    const Assumptions a;
    EXPECT_NEAR(baseEfficiency(w, Phase::Training, {GpuGeneration::Volta, true, 0}, 125, a).compute, 0.29 * 1.10,
                1e-12);
    w.precision = Precision::Tf32;
    EXPECT_NEAR(baseEfficiency(w, Phase::Training, {GpuGeneration::Ampere, true, 0}, 156, a).compute, 0.29 * 0.78,
                1e-12);
    w.precision = Precision::Fp32;
    EXPECT_NEAR(baseEfficiency(w, Phase::Training, {GpuGeneration::Volta, true, 0}, 15.7, a).compute, 0.70, 1e-12);
    // 256 images per GPU: × 256 / (256 + 4).
    EXPECT_NEAR(problemSizeFactor(w, 256, a), 256.0 / 260.0, 1e-12);
}

TEST(Efficiency, LlamaCppUsesTheFp16AccumulatePeakAndLosesHoppersWgmma)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.kernels = Kernels::Ggml;
    const Assumptions a;
    // RTX 4090: 165.2 TFLOPS with FP32 accumulate, 330.4 with FP16 accumulate.
    const Efficiency geforce = baseEfficiency(w, Phase::Forward, {GpuGeneration::Ada, false, 330.4}, 165.2, a);
    EXPECT_DOUBLE_EQ(geforce.peakTflops, 330.4);
    const Efficiency h100 = baseEfficiency(w, Phase::Forward, {GpuGeneration::Hopper, true, 0}, 756, a);
    EXPECT_NEAR(h100.compute, 0.78 * 0.80 * 0.56 * 4096.0 / 4796.0, 1e-12);
    w.kernels = Kernels::Compiled; // TensorRT-LLM: wgmma, and FP32 accumulation on GeForce
    EXPECT_DOUBLE_EQ(baseEfficiency(w, Phase::Forward, {GpuGeneration::Ada, false, 330.4}, 165.2, a).peakTflops, 165.2);
}

TEST(Efficiency, DecodingBandwidthRisesWithTheBatch)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    const Assumptions a;
    const GpuTraits hbm{GpuGeneration::Ampere, true, 0};
    EXPECT_DOUBLE_EQ(decodeBandwidthShare(w, hbm, 1, a), 0.47);
    // 0.80 − (0.80 − 0.47) / 4 at batch 4.
    EXPECT_NEAR(decodeBandwidthShare(w, hbm, 4, a), 0.80 - 0.33 / 4, 1e-12);
    EXPECT_DOUBLE_EQ(decodeBandwidthShare(w, {GpuGeneration::Ada, false, 0}, 1, a), 0.82);
    w.precision = Precision::Int4;
    EXPECT_NEAR(decodeBandwidthShare(w, {GpuGeneration::Ada, false, 0}, 1, a), 0.82 * 0.70, 1e-12);
}

TEST(Efficiency, RecomputationAndStragglersCostWhatMeasuredRunsLose)
{
    const Assumptions a;
    // Full recomputation: 8N FLOPs for 6N of model; 0.75 of the extra 2N costs time.
    EXPECT_DOUBLE_EQ(chargedFlopsPerUnit(6, 8, a), 6 + 0.75 * 2);
    EXPECT_DOUBLE_EQ(synchronisationFactor(1, a), 1);
    EXPECT_NEAR(synchronisationFactor(8, a), 1 / (1 + 0.04 * std::sqrt(2 * std::log(8.0))), 1e-12);
    EXPECT_LT(synchronisationFactor(512, a), synchronisationFactor(8, a));
}

TEST(Efficiency, AFlatMfuOverridesEveryFactor)
{
    const Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    Assumptions a;
    a.mfu = 0.4;
    const Efficiency e = baseEfficiency(w, Phase::Training, {GpuGeneration::Hopper, true, 0}, 989.5, a);
    EXPECT_DOUBLE_EQ(e.compute, 0.4);
    EXPECT_DOUBLE_EQ(problemSizeFactor(w, 1, a), 1);
}

// FP4 weights: on FP4 tensor cores (B200: 9,000 dense FP4 TFLOPS, the catalog's
// HGX B200 figure) prefill runs at the FP4 peak with eff-fp8's low-precision
// factor; on Hopper, and under llama.cpp's int8 kernels on any GPU, the weights
// are dequantised to 16 bits: the 16-bit peak and quantised-prefill.
TEST(Efficiency, Fp4ComputesOnFp4TensorCoresAndIsWeightOnlyElsewhere)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Nvfp4);
    const Assumptions a;
    GpuTraits b200{GpuGeneration::Blackwell, true, 0};
    b200.fp8Tensor = b200.fp4Tensor = true;
    b200.fp16Tflops = 2250;
    const Efficiency native = baseEfficiency(w, Phase::Forward, b200, 9000, a);
    EXPECT_DOUBLE_EQ(native.peakTflops, 9000);
    EXPECT_NE(native.explain().find("eff-fp8"), std::string::npos) << native.explain();
    EXPECT_EQ(native.explain().find("quantised-prefill"), std::string::npos) << native.explain();

    GpuTraits h100{GpuGeneration::Hopper, true, 0};
    h100.fp8Tensor = true;
    h100.fp16Tflops = 989.5;
    const Efficiency hopper = baseEfficiency(w, Phase::Forward, h100, 989.5, a);
    EXPECT_DOUBLE_EQ(hopper.peakTflops, 989.5);
    EXPECT_NE(hopper.explain().find("quantised-prefill"), std::string::npos) << hopper.explain();
    EXPECT_EQ(hopper.explain().find("eff-fp8"), std::string::npos) << hopper.explain();

    w.kernels = Kernels::Ggml;
    const Efficiency ggml = baseEfficiency(w, Phase::Forward, b200, 9000, a);
    EXPECT_DOUBLE_EQ(ggml.peakTflops, 2250);
    EXPECT_NE(ggml.explain().find("quantised-prefill"), std::string::npos) << ggml.explain();
}

// Decoding's matrix-vector products dequantise on the CUDA cores: FP4 pays
// int4's bandwidth share with or without FP4 tensor cores.
TEST(Efficiency, Fp4DecodesAtTheInt4ShareOnEveryGpu)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Mxfp4);
    const Assumptions a;
    GpuTraits blackwell{GpuGeneration::Blackwell, false, 0};
    blackwell.fp4Tensor = true;
    const GpuTraits ada{GpuGeneration::Ada, false, 0};
    // GDDR, batch 1: decode-gddr-batch1 × decode-int4.
    EXPECT_NEAR(decodeBandwidthShare(w, blackwell, 1, a), a.decodeGddrBatch1 * a.decodeInt4, 1e-12);
    EXPECT_NEAR(decodeBandwidthShare(w, ada, 1, a), a.decodeGddrBatch1 * a.decodeInt4, 1e-12);
}

// A routed expert sees tokens × k / E rows. gpt-oss-20b (32 experts, 4 per
// token) at 2,048 tokens: 256 rows per expert, at 256 / (256 + 256) = 0.5;
// the rest of the layer at 2048 / 2304. The factor is their harmonic mix by
// the routed experts' share s of the matmul parameters a token uses.
TEST(Efficiency, RoutedExpertsRunAtTheRateOfTheirOwnRows)
{
    const Workload w = libraryWorkload("gpt-oss-20b", Task::Infer, Precision::Mxfp4);
    const Assumptions a;
    const double s = routedExpertShare(w.model);
    // 24 layers × 4 experts × 3 × 2,880 × 2,880 of 3.6 B matmul parameters a token uses.
    const double routed = 24.0 * 4 * 3 * 2880 * 2880;
    EXPECT_NEAR(s, routed / w.model.matmulParamsPerToken(), 1e-3);
    EXPECT_GT(s, 0.6);
    EXPECT_LT(s, 0.75);
    const double expected = 1 / ((1 - s) / (2048.0 / 2304.0) + s / (256.0 / 512.0));
    EXPECT_NEAR(problemSizeFactor(w, 2048, a), expected, 1e-12);
    // A dense model keeps the plain factor.
    EXPECT_DOUBLE_EQ(routedExpertShare(libraryWorkload("llama-2-7b", Task::Infer, Precision::Bf16).model), 0);
}

// llama.cpp's graph nodes per layer, counted in its builders: a dense Llama
// layer 12 for attention and 7 for the FFN; a mixture of experts' FFN 11 + k,
// with shared experts 5 more. gpt-oss (4 experts per token, a bias on every
// linear layer: q, k, v, o, the router and the three expert matrices, as
// src/models/openai-moe-iswa.cpp adds them): 16 + 19. Other kernels have no
// llama.cpp graph.
TEST(Efficiency, LlamaCppGraphNodesAreCountedPerLayer)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.kernels = Kernels::Ggml;
    EXPECT_DOUBLE_EQ(ggmlNodesPerLayer(w), 19);
    const Assumptions a;
    EXPECT_NEAR(kernelBoundarySecondsPerStep(w, a), 32 * 19 * a.graphKernelUs * 1e-6, 1e-15);
    Workload moe = libraryWorkload("gpt-oss-20b", Task::Infer, Precision::Mxfp4);
    moe.kernels = Kernels::Ggml;
    EXPECT_DOUBLE_EQ(ggmlNodesPerLayer(moe), 16 + 19);
    w.kernels = Kernels::Eager; // the host's dispatch stands for the gaps
    EXPECT_DOUBLE_EQ(ggmlNodesPerLayer(w), 0);
    EXPECT_DOUBLE_EQ(kernelBoundarySecondsPerStep(w, a), 0);
}

// CUDA-graph engines run vLLM's Llama layer as 9 kernels (fused add and
// RMSNorm, qkv_proj, rotary, attention, o_proj; fused add and norm, gate_up,
// SiluAndMul, down_proj: vllm/model_executor/models/llama.py at 0035bdf), each
// with the same gap as llama.cpp's; a FusedMoE FFN is 8 (norm, router, top-k,
// alignment, two grouped GEMMs, activation, sum), 4 more with shared experts.
TEST(Efficiency, CompiledKernelsPayTheirGapsToo)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Bf16);
    w.kernels = Kernels::Compiled;
    const Assumptions a;
    EXPECT_DOUBLE_EQ(compiledKernelsPerLayer(w), 9);
    EXPECT_NEAR(kernelBoundarySecondsPerStep(w, a), 32 * 9 * a.graphKernelUs * 1e-6, 1e-15);
    Workload moe = libraryWorkload("mixtral-8x7b", Task::Infer, Precision::Bf16);
    moe.kernels = Kernels::Compiled;
    EXPECT_DOUBLE_EQ(compiledKernelsPerLayer(moe), 5 + 8);
    Workload deepseek = libraryWorkload("deepseek-v3", Task::Infer, Precision::Fp8);
    deepseek.kernels = Kernels::Compiled;
    // 3 dense leading layers of 61, the rest MoE with a shared expert.
    EXPECT_NEAR(compiledKernelsPerLayer(deepseek), 5 + (3 * 4 + 58 * 12) / 61.0, 1e-12);
}

// Attention multiplies by the KV cache, in the cache's format: NVFP4 weights
// on a B200 (9,000 TFLOPS FP4, 2,250 BF16) with a BF16 cache run their
// attention at 2,250 ÷ 9,000 of the FP4 peak, with an FP8 cache at 4,500 ÷
// 9,000; FP8 weights with an FP8 cache on an H100 at their own peak; BF16 and
// weight-only formats at theirs.
TEST(Efficiency, DecodingAttentionRunsInTheKvCachesFormat)
{
    GpuTraits b200{GpuGeneration::Blackwell, true, 0};
    b200.fp8Tensor = b200.fp4Tensor = true;
    b200.fp16Tflops = 2250;
    Workload fp4 = libraryWorkload("deepseek-v3", Task::Infer, Precision::Nvfp4);
    fp4.kernels = Kernels::Compiled;
    fp4.kvCache = KvCacheType::Bf16;
    EXPECT_DOUBLE_EQ(decodeAttentionPeakShare(fp4, b200, 9000), 0.25);
    fp4.kvCache = KvCacheType::Fp8;
    EXPECT_DOUBLE_EQ(decodeAttentionPeakShare(fp4, b200, 9000), 0.5);

    GpuTraits h100{GpuGeneration::Hopper, true, 0};
    h100.fp8Tensor = true;
    h100.fp16Tflops = 989.5;
    const Workload fp8 = libraryWorkload("deepseek-v3", Task::Infer, Precision::Fp8);
    EXPECT_DOUBLE_EQ(decodeAttentionPeakShare(fp8, h100, 1979), 1);
    const Workload bf16 = libraryWorkload("llama-2-7b", Task::Infer, Precision::Bf16);
    EXPECT_DOUBLE_EQ(decodeAttentionPeakShare(bf16, h100, 989.5), 1);
    const Workload int4 = libraryWorkload("llama-2-7b", Task::Infer, Precision::Int4);
    EXPECT_DOUBLE_EQ(decodeAttentionPeakShare(int4, h100, 989.5), 1);
}
