#include "core/estimate/activations.h"

#include "core/estimate/estimate.h"
#include "core/testmodels.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig::core;

namespace {
const TransformerShape &shapeOf(const char *slug)
{
    return *ModelLibrary::builtIn().find(slug)->transformer;
}
} // namespace

// Korthikanti et al. 2022, §4.1–4.2: per layer, 16-bit activations,
//   no parallelism:                 s·b·h·(34 + 5·a·s/h)
//   tensor + sequence parallel (t): s·b·h·(34 + 5·a·s/h) / t
//   selective recomputation:        s·b·h·34 / t
//   full recomputation:             2·s·b·h / t
// GPT-3 175B (s = 2048, h = 12288, a = 96): 5·a·s/h = 80.
TEST(Activations, GptThreeMatchesKorthikantiEquations)
{
    const TransformerShape &gpt3 = shapeOf("gpt-3-175b");
    const double sbh = 2048.0 * 1 * 12288;
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3, 2048, 1, 1, Recompute::None, Attention::Standard), sbh * 114);
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3, 2048, 1, 8, Recompute::None, Attention::Standard), sbh * 114 / 8);
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3, 2048, 1, 8, Recompute::Selective, Attention::Standard),
                     sbh * 34 / 8);
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3, 2048, 1, 8, Recompute::Full, Attention::Standard), sbh * 2 / 8);
}

TEST(Activations, FlashAttentionDropsTheScoreTerm)
{
    const TransformerShape &gpt3 = shapeOf("gpt-3-175b");
    const double sbh = 4096.0 * 2 * 12288;
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(gpt3, 4096, 2, 1, Recompute::None, Attention::Flash), sbh * 34);
}

TEST(Activations, UseRealWidthsForGqaAndGatedFfn)
{
    // Llama 2 70B, s = 4096, b = 1, flash: attention 2h + 2·attn + 2·kv + 2·kv + 2·attn + h
    // with attn = 8192, kv = 1024 → 11h − 4·7168 ... written out:
    const double h = 8192, attn = 8192, kv = 1024, f = 28672, s = 4096;
    const double expected = s * (2 * h + 2 * attn + 4 * kv + 2 * attn + h) // attention
                            + s * (3 * h + 6 * f)                          // gated MLP
                            + s * 4 * h;                                   // two norms
    EXPECT_DOUBLE_EQ(activationBytesPerLayer(shapeOf("llama-2-70b"), s, 1, 1, Recompute::None, Attention::Flash),
                     expected);
}

TEST(Activations, MixtureOfExpertsKeepsOneMlpPerVisitedExpert)
{
    const TransformerShape &mixtral = shapeOf("mixtral-8x7b");
    TransformerShape dense = mixtral;
    dense.experts = 1;
    dense.expertsPerToken = 1;
    const double moe = activationBytesPerLayer(mixtral, 1024, 1, 1, Recompute::None, Attention::Flash);
    const double one = activationBytesPerLayer(dense, 1024, 1, 1, Recompute::None, Attention::Flash);
    EXPECT_DOUBLE_EQ(moe - one, 1024.0 * 6 * 14336); // one more expert's 6·s·b·f
}

TEST(Activations, TrainingSumsLayersAndLogits)
{
    // GPT-3 175B, no parallelism, selective: 96 layers × 34·s·b·h + fp32 logits 4·s·b·v.
    Workload w = libraryWorkload("gpt-3-175b", Task::Train, Precision::AmpBf16);
    w.sequence = 2048;
    w.recompute = Recompute::Selective;
    const double sbh = 2048.0 * 12288;
    EXPECT_DOUBLE_EQ(trainingActivationBytes(w), 96 * 34 * sbh + 4 * 2048.0 * 50257);
}

TEST(Activations, PipelineFirstStageHoldsAllLayersWorth)
{
    // 1F1B: the first stage keeps p micro-batches of L/p layers (§4.2.3); the
    // logits live on the last stage, not the first.
    Workload w = libraryWorkload("gpt-3-175b", Task::Train, Precision::AmpBf16);
    w.sequence = 2048;
    w.recompute = Recompute::Selective;
    w.parallel.gpus = 8;
    w.parallel.pipeline = 8;
    EXPECT_DOUBLE_EQ(trainingActivationBytes(w), 96 * 34 * 2048.0 * 12288);
}

TEST(Activations, VisionTransformersCountPatchTokens)
{
    // ViT-B/16 at 224: 14 × 14 patches + CLS = 197 tokens; standard attention, 12 heads.
    Workload w = libraryWorkload("vit-b-16", Task::Train, Precision::AmpBf16);
    w.batch = 32;
    w.attention = Attention::Standard;
    const double s = 197, b = 32, h = 768, a = 12;
    EXPECT_DOUBLE_EQ(trainingActivationBytes(w), 12 * (s * b * h * 34 + 5 * a * s * s * b));
}

TEST(Activations, ResNetKeepsWhatAutogradSaves)
{
    // 22,330,368 values per image (resnet_test.cpp derives them) × batch 256 × 2 bytes.
    Workload w = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    w.batch = 256;
    EXPECT_DOUBLE_EQ(trainingActivationBytes(w), 22'330'368.0 * 256 * 2);
    w.precision = Precision::Fp32;
    EXPECT_DOUBLE_EQ(trainingActivationBytes(w), 22'330'368.0 * 256 * 4);
}

TEST(Activations, OtherCnnsAreNotGuessed)
{
    Workload w = libraryWorkload("yolov5s", Task::Train, Precision::AmpFp16);
    EXPECT_EQ(trainingActivationBytes(w), 0);
    // The estimate says so.
    EstimateRequest request;
    request.workload = w;
    const std::vector<std::string> notes = englishOf(estimate(request).notes);
    EXPECT_EQ(std::count_if(notes.begin(), notes.end(),
                            [](const std::string &note) { return note.find("not modelled") != std::string::npos; }),
              1)
        << notes.size();
}
