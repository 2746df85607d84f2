#include "core/estimate/expertreads.h"
#include "core/models/modellibrary.h"
#include "core/models/workload.h"

#include <gtest/gtest.h>

#include <cctype>
#include <cmath>

using namespace dlrig::core;

TEST(ModelLibrary, HasTheReferenceModels)
{
    const ModelLibrary &library = ModelLibrary::builtIn();
    EXPECT_GE(library.models().size(), 25U);
    for (const char *slug : {"resnet-50",    "vit-b-16",      "yolov5s",        "yolov7",      "stable-diffusion-1.5",
                             "sdxl",         "bert-base",     "bert-large",     "t5-3b",       "gpt-2-1.5b",
                             "gpt-3-13b",    "gpt-3-175b",    "llama-2-7b",     "llama-2-13b", "llama-2-70b",
                             "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "mistral-7b",  "mixtral-8x7b",
                             "qwen2.5-7b",   "qwen2.5-72b"}) {
        EXPECT_NE(library.find(slug), nullptr) << slug;
    }
}

TEST(ModelLibrary, EveryModelCarriesItsSources)
{
    for (const ModelSpec &m : ModelLibrary::builtIn().models()) {
        EXPECT_FALSE(m.configSource.empty()) << m.slug;
        EXPECT_FALSE(m.paramsSource.empty()) << m.slug;
        EXPECT_GT(m.publishedParams, 0) << m.slug;
    }
}

// The issue's bar: parameters counted from each shape are within 2 % of the
// total its authors published. Kimi K2's "1 trillion" is rounded to one digit:
// its 61 safetensors files hold 1,026,470,731,056 values, scales included, and
// dlrig counts 1.026T, 2.6 % above the rounded figure.
TEST(ModelLibrary, CountedParametersMatchPublishedTotalsWithinTwoPercent)
{
    int counted = 0;
    for (const ModelSpec &m : ModelLibrary::builtIn().models()) {
        if (!m.transformer)
            continue;
        ++counted;
        const double tolerance = m.slug == "kimi-k2" ? 0.03 : 0.02;
        EXPECT_NEAR(m.totalParams() / m.publishedParams, 1.0, tolerance) << m.slug << ": " << m.totalParams();
    }
    EXPECT_GE(counted, 20);
}

struct ExactCount {
    const char *slug;
    double params; // exact count of the published checkpoint
};

class ExactParameterCount : public testing::TestWithParam<ExactCount> {};

// Exact counts of the released checkpoints (Hugging Face safetensors metadata and
// torchvision's num_params): the formula in countParameters must reproduce them
// to the parameter, which checks every term (biases, norms, tied heads, GQA).
TEST_P(ExactParameterCount, ReproducesTheCheckpoint)
{
    const ModelSpec *m = ModelLibrary::builtIn().find(GetParam().slug);
    ASSERT_NE(m, nullptr);
    EXPECT_DOUBLE_EQ(m->totalParams(), GetParam().params);
}

INSTANTIATE_TEST_SUITE_P(
    Checkpoints, ExactParameterCount,
    testing::Values(ExactCount{"llama-2-7b", 6'738'415'616}, ExactCount{"llama-2-13b", 13'015'864'320},
                    ExactCount{"llama-2-70b", 68'976'648'192}, ExactCount{"llama-3.1-8b", 8'030'261'248},
                    ExactCount{"llama-3.1-70b", 70'553'706'496}, ExactCount{"llama-3.1-405b", 405'853'388'800},
                    ExactCount{"llama-3.2-1b", 1'235'814'400}, ExactCount{"mistral-7b", 7'241'732'096},
                    ExactCount{"mixtral-8x7b", 46'702'792'704}, ExactCount{"qwen2.5-7b", 7'615'616'512},
                    ExactCount{"qwen2.5-72b", 72'706'203'648}, ExactCount{"phi-3-mini", 3'821'079'552},
                    ExactCount{"gpt-2-1.5b", 1'557'611'200}, ExactCount{"bert-base", 109'482'240},
                    ExactCount{"bert-large", 335'141'888}, ExactCount{"vit-b-16", 86'567'656},
                    ExactCount{"vit-l-16", 304'326'632}),
    [](const testing::TestParamInfo<ExactCount> &param) {
        std::string name = param.param.slug;
        for (char &c : name) {
            if (!std::isalnum(static_cast<unsigned char>(c)))
                c = '_';
        }
        return name;
    });

TEST(ModelLibrary, CountedResNetsMatchTheirPublishedFigures)
{
    for (const ModelSpec &m : ModelLibrary::builtIn().models()) {
        if (!m.resnet)
            continue;
        EXPECT_DOUBLE_EQ(m.totalParams(), m.publishedParams) << m.slug;
        EXPECT_NEAR(m.forwardMacs() / m.forwardMacsPerSample, 1.0, 0.002) << m.slug;
    }
}

TEST(ModelLibrary, MixtureOfExpertsCountsActiveParameters)
{
    // Mistral AI: Mixtral 8x7B has 46.7B parameters and uses 12.9B per token.
    const ModelSpec *m = ModelLibrary::builtIn().find("mixtral-8x7b");
    ASSERT_NE(m, nullptr);
    EXPECT_NEAR(m->totalParams() / 46.7e9, 1.0, 0.01);
    EXPECT_NEAR(m->activeParams() / 12.9e9, 1.0, 0.01);
    EXPECT_DOUBLE_EQ(m->activeParams(), m->publishedActiveParams);
}

// DeepSeek-V3's multi-token-prediction module: "685B, which includes 671B of
// the Main Model weights and 14B of the Multi-Token Prediction (MTP) Module
// weights" (deepseek-ai/DeepSeek-V3 README at 06dbd30). The checkpoint's 14B
// hold the module's own copies of the embedding and head, which dlrig shares
// with the model: the layer and those copies come to 14B within 5 %. It is
// held with the weights and outside the published total.
TEST(ModelLibrary, DeepSeeksMultiTokenPredictionLayerIsHeldButNotCounted)
{
    const ModelSpec *m = ModelLibrary::builtIn().find("deepseek-v3");
    ASSERT_NE(m, nullptr);
    const ParameterBreakdown p = m->parameterBreakdown();
    EXPECT_NEAR((p.mtp + p.embeddings + p.head) / 14e9, 1.0, 0.05) << p.mtp;
    EXPECT_NEAR(p.total() / 671e9, 1.0, 0.02);
    EXPECT_EQ(ModelLibrary::builtIn().find("kimi-k2")->parameterBreakdown().mtp, 0);
    // However many tokens a step decodes, it reads every expert at most, never the MTP layer.
    EXPECT_NEAR(weightShareReadPerDecodeStep(*m, 1e6, Precision::Bf16, {}),
                (p.total() - p.embeddings) / (p.total() + p.mtp), 1e-9);
}

// Issue 32: the 2025 mixtures of experts counted from their configs against
// their publishers' total and active parameters, within 3 %:
// - Qwen3: "30.5B in total and 3.3B activated", "235B in total and 22B
//   activated" (Qwen's model cards);
// - DeepSeek-V3 and R1 (dense leading layers, shared experts, latent
//   attention): "671B total parameters with 37B activated for each token";
// - gpt-oss: "117B parameters with 5.1B active parameters", "21B parameters
//   with 3.6B active parameters" (openai/gpt-oss README), active without the
//   input embedding, a lookup;
// - Llama 4 (text model): "17B (Activated) 109B (Total)" (Scout), "17B
//   (Activated) 400B (Total)" (Maverick, experts in every other layer);
// - Kimi K2: "32 billion activated parameters and 1 trillion total".
TEST(ModelLibrary, MixturesOfExpertsCountTheirPublishedTotalAndActiveParameters)
{
    struct Published {
        const char *slug;
        double total;
        double active;
        bool activeWithoutEmbedding;
    };
    const Published cases[] = {
        {"qwen3-30b-a3b", 30.5e9, 3.3e9, false}, {"qwen3-235b-a22b", 235e9, 22e9, false},
        {"deepseek-v3", 671e9, 37e9, false},     {"deepseek-r1", 671e9, 37e9, false},
        {"gpt-oss-120b", 117e9, 5.1e9, true},    {"gpt-oss-20b", 21e9, 3.6e9, true},
        {"llama-4-scout", 109e9, 17e9, false},   {"llama-4-maverick", 400e9, 17e9, false},
        {"kimi-k2", 1e12, 32e9, false},
    };
    for (const Published &c : cases) {
        const ModelSpec *m = ModelLibrary::builtIn().find(c.slug);
        ASSERT_NE(m, nullptr) << c.slug;
        const ParameterBreakdown p = m->parameterBreakdown();
        const double active = p.active() - (c.activeWithoutEmbedding ? p.embeddings : 0);
        EXPECT_NEAR(p.total() / c.total, 1.0, 0.03) << c.slug << ": " << p.total();
        EXPECT_NEAR(active / c.active, 1.0, 0.03) << c.slug << ": " << active;
        // Routed experts are nearly all of the weights; shared experts and
        // dense layers are read by every token.
        EXPECT_GT(p.routedExperts / p.total(), 0.85) << c.slug;
    }
    const ParameterBreakdown deepseek = ModelLibrary::builtIn().find("deepseek-v3")->parameterBreakdown();
    EXPECT_LT(deepseek.routedExperts, deepseek.ffnTotal) << "the shared expert and the dense layers";
}

TEST(ModelLibrary, T5CountsCrossAttentionAndTiedEmbeddings)
{
    // T5-3B: 2,851,598,336 in the checkpoint; the formula leaves out only the
    // relative-position bias tables (32 buckets × 32 heads × 2 stacks = 2,048).
    const ModelSpec *m = ModelLibrary::builtIn().find("t5-3b");
    ASSERT_NE(m, nullptr);
    EXPECT_DOUBLE_EQ(m->totalParams(), 2'851'598'336.0 - 2048);
}

TEST(ModelLibrary, SuggestsNearSlugs)
{
    const auto hints = ModelLibrary::builtIn().suggestions("llama2-7b");
    ASSERT_FALSE(hints.empty());
    EXPECT_EQ(hints.front(), "llama-2-7b");
}

namespace {
std::string errorOf(const std::string &json)
{
    try {
        ModelLibrary::fromJson(json, "mine.json");
    } catch (const InputError &error) {
        return error.what();
    }
    return "no error";
}
const std::string kHeader = R"({"format":"dlrig-models","version":1,"models":[)";
const std::string kGood =
    R"({"slug":"tiny","name":"Tiny","kind":"decoder-lm","published_params":1000,"config_source":"x","params_source":"y",)"
    R"("transformer":{"layers":2,"hidden":8,"heads":2,"ffn":16,"vocab":10}})";
} // namespace

TEST(ModelLibrary, ReadsAValidDocument)
{
    const ModelLibrary library = ModelLibrary::fromJson(kHeader + kGood + "]}", "mine.json");
    ASSERT_EQ(library.models().size(), 1U);
    EXPECT_EQ(library.models()[0].transformer->kvHeads, 2); // defaults to heads
    EXPECT_EQ(library.models()[0].transformer->headDim, 4);
}

TEST(ModelLibrary, BadDocumentsNameFileRecordAndField)
{
    EXPECT_NE(errorOf("{not json").find("mine.json: not valid JSON"), std::string::npos);
    EXPECT_NE(errorOf(R"({"format":"dlrig-models","version":2,"models":[]})").find("version"), std::string::npos);
    EXPECT_NE(errorOf(kHeader + kGood + "," + kGood + "]}").find("models[1]: duplicate slug 'tiny'"),
              std::string::npos);
    std::string missing = kGood;
    missing.replace(missing.find(R"("name":"Tiny",)"), 14, "");
    EXPECT_NE(errorOf(kHeader + missing + "]}").find("models[0] (tiny): 'name' is missing"), std::string::npos);
    std::string badType = kGood;
    badType.replace(badType.find(R"("layers":2)"), 10, R"("layers":"2")");
    EXPECT_NE(errorOf(kHeader + badType + "]}").find("transformer: 'layers' must be an integer"), std::string::npos);
    std::string unknown = kGood;
    unknown.insert(1, R"("layerz":3,)");
    EXPECT_NE(errorOf(kHeader + unknown + "]}").find("'layerz' is not a known field"), std::string::npos);
    std::string gqa = kGood;
    gqa.replace(gqa.find(R"("heads":2)"), 9, R"("heads":2,"kv_heads":3)");
    EXPECT_NE(errorOf(kHeader + gqa + "]}").find("kv_heads"), std::string::npos);
    // A dropout rate is a probability below 1 (config.json's hidden_dropout_prob).
    std::string dropout = kGood;
    dropout.replace(dropout.find(R"("heads":2)"), 9, R"("heads":2,"dropout":1.5)");
    EXPECT_NE(errorOf(kHeader + dropout + "]}").find("transformer: 'dropout' must be a number between 0 and 0.99"),
              std::string::npos)
        << errorOf(kHeader + dropout + "]}");
    // An operator count needs the code it was counted in, and a transformer's is counted from its shape.
    std::string counted = kGood;
    counted.insert(1, R"("eager_operators":12,)");
    EXPECT_NE(errorOf(kHeader + counted + "]}").find("models[0] (tiny): 'eager_operators_source' is needed"),
              std::string::npos);
    counted.insert(1, R"("eager_operators_source":"counted in tiny.py",)");
    EXPECT_NE(errorOf(kHeader + counted + "]}").find("'eager_operators' applies to models without"), std::string::npos);
}
