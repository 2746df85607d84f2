#include "core/estimate/memorybound.h"

#include "core/estimate/computeestimate.h"

#include "core/plan/planner.h"
#include "core/plan/steptimeline.h"
#include "tests/core/plan/planfixtures.h"
#include "tests/core/testmodels.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(MemoryBound, ALlamaLayerByHand)
{
    // Llama 2 7B (hidden 4,096, 32 heads of 128, no GQA, SwiGLU of 11,008,
    // RoPE, 32 layers, vocabulary 32,000), BF16 training, FlashAttention, no
    // recomputation. Values per token and layer:
    //   forward  two norms 2·2h + two residual adds 2·3h            = 40,960
    //            RoPE on q and k 2·(4,096 + 4,096)                  = 16,384
    //            SwiGLU reads 2f and writes f: 3 · 11,008           = 33,024   → 90,368
    //   backward norms 2·3h + residual sums 2·3h                   = 49,152
    //            RoPE 16,384; SwiGLU reads 3f, writes 2f: 5 · 11,008 = 55,040   → 120,576
    //   32 layers × 210,944 + embedding lookup and its gradient 4h = 6,766,592 values
    //   × 2 bytes = 13,533,184, plus the loss over fp32 logits 32,000 × (4 + 4 + 2) = 320,000
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.sequence = 4096;
    w.attention = Attention::Flash;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), 13'533'184 + 320'000);
    // Tensor parallelism with sequence parallelism splits every tensor.
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}, 4), (13'533'184 + 320'000) / 4.0);
    // Full recomputation runs the forward operators again: 32 × 90,368 × 2 bytes more.
    w.recompute = Recompute::Full;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), 13'533'184 + 320'000 + 32.0 * 90'368 * 2);
}

TEST(MemoryBound, StandardAttentionPaysForItsScores)
{
    // Without FlashAttention the softmax reads and writes every score, heads ×
    // positions per token and layer, and backward reads two and writes one.
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.sequence = 2048;
    w.attention = Attention::Flash;
    const double flash = memoryBoundBytesPerUnit(w, Assumptions{});
    w.attention = Attention::Standard;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}) - flash, 32.0 * (2 + 3) * 32 * 2048 * 2);
}

TEST(MemoryBound, DropoutWhereTheModelTrainsWithIt)
{
    // BERT-base (hidden 768, 12 heads, 12 layers; config.json's dropout 0.1),
    // AMP training at 128 tokens. A dropout reads and writes each value
    // forward and backward (2 + 2) and writes, then reads, a one-byte mask.
    // Per layer and token: after the attention projection and the FFN, 2h =
    // 1,536 values; with an unfused softmax also the probabilities, 12 heads ×
    // 128 positions = 1,536.
    //   standard attention: 12 × (4 × 3,072 values × 2 bytes + 2 × 3,072 mask bytes) = 368,640
    //   plus the embeddings' dropout: 4 × 768 × 2 + 2 × 768                          =   7,680
    Workload w = libraryWorkload("bert-base", Task::Train, Precision::AmpFp16);
    ASSERT_DOUBLE_EQ(w.model.transformer->dropout, 0.1);
    w.sequence = 128;
    Workload without = w;
    without.model.transformer->dropout = 0;
    w.attention = without.attention = Attention::Standard;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}) - memoryBoundBytesPerUnit(without, Assumptions{}),
                     368'640 + 7'680);
    // FlashAttention drops the probabilities inside its kernel: the hidden ones remain,
    // 12 × (4 × 1,536 × 2 + 2 × 1,536) + 7,680.
    w.attention = without.attention = Attention::Flash;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}) - memoryBoundBytesPerUnit(without, Assumptions{}),
                     12 * (4 * 1'536 * 2 + 2 * 1'536) + 7'680);
    // Inference runs no dropout.
    w.task = without.task = Task::Infer;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), memoryBoundBytesPerUnit(without, Assumptions{}));
}

TEST(MemoryBound, AMaskedLanguageModelScoresThePositionsItsHeadRunsOn)
{
    // Google's BERT runs the vocabulary head on the 15 % of positions it masks;
    // NVIDIA's PyTorch BERT of 2020 on all of them (mlm-scored-fraction = 1):
    // 85 % of 30,522 × 768 more matmul parameters per token, 6 FLOPs each in
    // training, and 85 % of the fp32 logits' 30,522 × (4 + 4 + 2) bytes.
    const Workload w = libraryWorkload("bert-base", Task::Train, Precision::AmpFp16);
    Assumptions every;
    every.mlmScoredFraction = 1;
    const auto flops = [&](const Assumptions &a) {
        return estimateCompute(w, MemoryEstimate{}, std::nullopt, 0, a).flopsPerUnit;
    };
    EXPECT_NEAR(flops(every) - flops(Assumptions{}), 6 * 0.85 * 30'522 * 768, 1e-3);
    EXPECT_NEAR(memoryBoundBytesPerUnit(w, every) - memoryBoundBytesPerUnit(w, Assumptions{}), 0.85 * 30'522 * 10,
                1e-6);
    // A decoder scores every position whatever the setting.
    const Workload llama = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(llama, every), memoryBoundBytesPerUnit(llama, Assumptions{}));
}

TEST(MemoryBound, ResNet50ByHand)
{
    // ResNet-50 at 224 px (tests/core/models/resnet_test.cpp walks the same
    // layers): its convolutions write 11,113,984 values per image, its 16
    // shortcut additions 5,519,360 (3 × 56²·256 + 4 × 28²·512 + 6 × 14²·1,024
    // + 3 × 7²·2,048). Training in AMP: batch norm and ReLU 3 + 5 passes of
    // every convolution's output, the additions 3 + 3, two bytes a value.
    Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    const CnnCounts counts = countResNet(*w.model.resnet);
    EXPECT_DOUBLE_EQ(counts.convolutionOutputs, 11'113'984);
    EXPECT_DOUBLE_EQ(counts.blockOutputs, 5'519'360);
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), (11'113'984.0 * 8 + 5'519'360.0 * 6) * 2);
    // Inference: eager PyTorch applies the folded batch norm and ReLU in one
    // pass; a compiled engine folds them into the convolutions.
    w.task = Task::Infer;
    w.kernels = Kernels::Eager;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), (11'113'984.0 * 2 + 5'519'360.0 * 3) * 2);
    w.kernels = Kernels::Compiled;
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, Assumptions{}), 0);
}

TEST(MemoryBound, TheOptimizerStepReadsEveryStateAndWritesTheUpdatedOnes)
{
    // Mixed-precision Adam (ZeRO §3.1: 2 + 2 + 12 bytes a parameter) reads all
    // 16 and writes the 16-bit weights and the 12 bytes of states: 30. FP32
    // Adam: 4 + 4 + 8 read, 4 + 8 written: 28. SGD with momentum in FP32:
    // 4 + 4 + 4 read, 4 + 4 written.
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    EXPECT_DOUBLE_EQ(optimizerStepBytesPerParam(w, Assumptions{}), 30);
    w.precision = Precision::Fp32;
    EXPECT_DOUBLE_EQ(optimizerStepBytesPerParam(w, Assumptions{}), 28);
    w.optimizer = Optimizer::SgdMomentum;
    EXPECT_DOUBLE_EQ(optimizerStepBytesPerParam(w, Assumptions{}), 20);
    // A flat --assume mfu stands for the whole step: nothing on top of it.
    Assumptions flat;
    flat.mfu = 0.4;
    EXPECT_DOUBLE_EQ(optimizerStepBytesPerParam(w, flat), 0);
    EXPECT_DOUBLE_EQ(memoryBoundBytesPerUnit(w, flat), 0);
    w.task = Task::Infer;
    EXPECT_DOUBLE_EQ(optimizerStepBytesPerParam(w, Assumptions{}), 0);
}

TEST(MemoryBound, AFasterGpuShrinksTheMathMoreThanTheBytes)
{
    // ResNet-50 in AMP on one GPU, 256 images: going from an A100 (312
    // TFLOPS, 2,039 GB/s) to an H100 SXM (989, 3,350) the math shrinks 3.2×
    // and the memory-bound operators 1.6×, so the step shrinks less than the
    // FLOPs grow — the mechanism a flat share of the peak cannot show.
    Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    w.pins.microBatch = 256;
    w.globalBatch = 256;
    const Assumptions a;
    const Plan a100 = planWorkload(w, planfixtures::hgx(312, 2039, 600, 1, 1, 0), a).chosen;
    const Plan h100 = planWorkload(w, planfixtures::hgx(989, 3350, 900, 1, 1, 0), a).chosen;
    ASSERT_GT(a100.costs.memoryBoundSeconds, 0);
    const double bytes = 256 * memoryBoundBytesPerUnit(w, Assumptions{});
    EXPECT_NEAR(a100.costs.memoryBoundSeconds, bytes / (2039e9 * a.memoryBandwidthEfficiency), 1e-9);
    EXPECT_NEAR(a100.costs.memoryBoundSeconds / h100.costs.memoryBoundSeconds, 3350.0 / 2039, 1e-9);
    EXPECT_NEAR(a100.costs.computeSeconds / h100.costs.computeSeconds, 989.0 / 312, 1e-9);
    const double speedup = a100.costs.stepSeconds() / h100.costs.stepSeconds();
    EXPECT_LT(speedup, a100.costs.computeSeconds / h100.costs.computeSeconds);
    EXPECT_GT(speedup, 3350.0 / 2039);

    // The timeline shows both and the optimizer step, bound by memory.
    const StepTimeline t = stepTimeline(a100);
    bool operators = false;
    bool optimizer = false;
    for (const StepSlice &s : t.slices) {
        operators |= s.work == StepWork::MemoryBoundOperators && s.bound == StepBound::Memory;
        optimizer |= s.work == StepWork::OptimizerStep && s.bound == StepBound::Memory;
    }
    EXPECT_TRUE(operators);
    EXPECT_TRUE(optimizer);
    // 25.6 M parameters × 30 bytes at 80 % of 2,039 GB/s.
    EXPECT_NEAR(a100.costs.optimizerSeconds, w.model.totalParams() * 30 / (2039e9 * a.memoryBandwidthEfficiency), 1e-9);
}
