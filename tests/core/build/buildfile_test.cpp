#include "core/build/buildfile.h"

#include "core/recommend/presets.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace dlrig::core;

namespace {
const char *kBuild = R"({
  "format": "dlrig-build", "version": 1, "name": "Lab rig",
  "scenario": {"workload": {"model": "llama-3.1-8b", "task": "lora", "batch": 2, "seq": 2048},
               "currency": "CNY", "budget": {"amount": 100000, "currency": "CNY"}, "nodes": 1,
               "electricity_per_kwh": {"amount": 0.6, "currency": "CNY"}, "utilisation": 0.5},
  "parts": [{"id": "gpu/nvidia-rtx-4090", "quantity": 2}, {"id": "cpu/amd-ryzen-9-7950x"}]
})";

std::string errorOf(const std::string &text)
{
    try {
        buildFromJson(text, "rig.dlrig");
    } catch (const InputError &error) {
        return error.what();
    }
    return "no error";
}
} // namespace

TEST(BuildFile, ReadsScenarioAndParts)
{
    const Build b = buildFromJson(kBuild, "rig.dlrig");
    EXPECT_EQ(b.name, "Lab rig");
    EXPECT_EQ(b.scenario.workload.model.slug, "llama-3.1-8b");
    EXPECT_EQ(b.scenario.workload.task, Task::Lora);
    EXPECT_EQ(b.scenario.workload.precision, Precision::AmpBf16); // the training default
    EXPECT_EQ(b.scenario.budget->toString(), "CNY 100,000.00");
    EXPECT_EQ(b.scenario.electricityPerKwh.toString(), "CNY 0.60");
    ASSERT_EQ(b.items.size(), 2U);
    EXPECT_EQ(b.items[0].quantity, 2);
    EXPECT_EQ(b.items[1].quantity, 1);
}

TEST(BuildFile, RoundTrips)
{
    const Build b = buildFromJson(kBuild, "rig.dlrig");
    const std::string written = buildToJson(b);
    EXPECT_EQ(buildToJson(buildFromJson(written, "again.dlrig")), written);
}

TEST(BuildFile, KernelsAreKeptAndCheckedByName)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    EXPECT_EQ(buildFromJson(j.dump(), "rig.dlrig").scenario.workload.kernels, Kernels::Eager); // unset
    j["scenario"]["workload"]["kernels"] = "ggml";
    const Build b = buildFromJson(j.dump(), "rig.dlrig");
    EXPECT_EQ(b.scenario.workload.kernels, Kernels::Ggml);
    EXPECT_EQ(buildFromJson(buildToJson(b), "again.dlrig").scenario.workload.kernels, Kernels::Ggml);
    j["scenario"]["workload"]["kernels"] = "cuda";
    const std::string error = errorOf(j.dump());
    EXPECT_NE(error.find("kernels"), std::string::npos) << error;
    EXPECT_NE(error.find("eager|hf|compiled|ggml"), std::string::npos) << error;
}

TEST(BuildFile, TheKvCachePrecisionIsKeptAndCheckedByName)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["scenario"]["workload"]["task"] = "infer";
    j["scenario"]["workload"]["precision"] = "bf16";
    j["scenario"]["workload"].erase("optimizer");
    EXPECT_EQ(buildFromJson(j.dump(), "rig.dlrig").scenario.workload.kvCache, KvCacheType::Auto); // unset
    j["scenario"]["workload"]["kv_cache_precision"] = "fp8";
    const Build b = buildFromJson(j.dump(), "rig.dlrig");
    EXPECT_EQ(b.scenario.workload.kvCache, KvCacheType::Fp8);
    EXPECT_EQ(buildFromJson(buildToJson(b), "again.dlrig").scenario.workload.kvCache, KvCacheType::Fp8);
    j["scenario"]["workload"]["kv_cache_precision"] = "int4";
    const std::string error = errorOf(j.dump());
    EXPECT_NE(error.find("kv_cache_precision"), std::string::npos) << error;
    EXPECT_NE(error.find("auto|bf16|fp16|fp8"), std::string::npos) << error;
}

TEST(BuildFile, NewerVersionsAreRefusedWhole)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["version"] = 3;
    EXPECT_EQ(errorOf(j.dump()), "rig.dlrig: written by a newer dlrig (build format version 3); this one reads up to "
                                 "version 2. Nothing was read.");
}

TEST(BuildFile, MistakesNameTheField)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["scenario"]["workload"]["model"] = "llama-9";
    EXPECT_NE(errorOf(j.dump()).find("rig.dlrig: scenario: workload: 'model' 'llama-9' is not in dlrig's model library"),
              std::string::npos);
    j = nlohmann::json::parse(kBuild);
    j["parts"][1]["quantity"] = 0;
    EXPECT_NE(errorOf(j.dump()).find("rig.dlrig: parts[1]: 'quantity' must be an integer between 1"),
              std::string::npos);
    j = nlohmann::json::parse(kBuild);
    j["scenario"]["utilisation"] = 1.5;
    EXPECT_NE(errorOf(j.dump()).find("'utilisation' must be a number between 0.01 and 1"), std::string::npos);
    j = nlohmann::json::parse(kBuild);
    j["colour"] = "red";
    EXPECT_NE(errorOf(j.dump()).find("'colour' is not a known field"), std::string::npos);
    EXPECT_NE(errorOf("{}").find("not a dlrig build file"), std::string::npos);
}

// The five scenarios of the seed articles, and issue 32's mixture-of-experts serving.
TEST(Presets, SixScenariosFromTheSeedArticlesAndMoeServing)
{
    std::vector<std::string> keys;
    for (const Preset &p : presets()) {
        keys.push_back(p.key);
        EXPECT_NO_THROW(validate(p.scenario.workload)) << p.key;
        EXPECT_TRUE(p.scenario.budget.has_value()) << p.key;
        EXPECT_EQ(p.scenario.preset, p.key);
        // Every preset survives a trip through a build file.
        Build b{p.key, p.scenario, {}};
        EXPECT_EQ(buildFromJson(buildToJson(b), p.key).scenario.workload.model.slug, p.scenario.workload.model.slug);
    }
    EXPECT_EQ(keys, (std::vector<std::string>{"learning", "academic-research", "enterprise-prototype", "moe-serving",
                                              "production-training", "edge-inference"}));
    EXPECT_NE(findPreset("learning")->title.find("入门学习"), std::string::npos);
}

// Version 1 wrote every workload field; its defaults were what the user left
// alone, so they leave the plan to dlrig. Version 2 writes only pins.
TEST(BuildFile, VersionOneDefaultsDoNotPinThePlanAndVersionTwoKeepsPins)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["scenario"]["workload"].update(
        {{"tp", 1}, {"pp", 1}, {"zero", 0}, {"offload", "none"}, {"recompute", "none"}, {"batch", 1}});
    const Workload legacy = buildFromJson(j.dump(), "old.dlrig").scenario.workload;
    EXPECT_FALSE(legacy.pins.any());
    j["scenario"]["workload"]["tp"] = 2;
    j["scenario"]["workload"]["recompute"] = "full";
    const Workload pinned = buildFromJson(j.dump(), "old.dlrig").scenario.workload;
    EXPECT_EQ(pinned.pins.tensor, 2);
    EXPECT_EQ(pinned.pins.recompute, Recompute::Full);
    EXPECT_FALSE(pinned.pins.zeroStage.has_value());

    // Written as version 2: the pins and nothing else, read back the same; and in
    // version 2 a tp of 1 is a pin.
    Build build = buildFromJson(j.dump(), "old.dlrig");
    const nlohmann::json written = nlohmann::json::parse(buildToJson(build));
    EXPECT_EQ(written["version"], 2);
    EXPECT_EQ(written["scenario"]["workload"]["tp"], 2);
    EXPECT_FALSE(written["scenario"]["workload"].contains("zero"));
    nlohmann::json v2 = written;
    v2["scenario"]["workload"]["tp"] = 1;
    EXPECT_EQ(buildFromJson(v2.dump(), "new.dlrig").scenario.workload.pins.tensor, 1);
}

// Issue 32: the expert-parallel degree is a pin of a serving build, written
// back as it was read; one the model cannot take names its field.
TEST(BuildFile, TheExpertParallelDegreeIsAPinOfAServingBuild)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["scenario"]["workload"].update(
        {{"model", "mixtral-8x7b"}, {"task", "infer"}, {"precision", "bf16"}, {"optimizer", "none"}, {"ep", 8}});
    j["scenario"]["workload"].erase("batch");
    const Build b = buildFromJson(j.dump(), "moe.dlrig");
    EXPECT_EQ(b.scenario.workload.pins.expert, 8);
    EXPECT_EQ(nlohmann::json::parse(buildToJson(b))["scenario"]["workload"]["ep"], 8);
    // Checked where the file is analysed (analyze, bom), naming the file's field.
    j["scenario"]["workload"]["ep"] = 3;
    const Workload three = buildFromJson(j.dump(), "moe.dlrig").scenario.workload;
    std::string error;
    try {
        validate(three);
    } catch (const InputError &e) {
        error = inBuildFile(e, "moe.dlrig").what();
    }
    // The message names the field itself, so the field is not said twice.
    EXPECT_EQ(error, "moe.dlrig: scenario.workload.ep 3 does not divide the 8 routed experts of mixtral-8x7b (each "
                     "GPU holds an equal share of whole experts)");
}

// Issue 31: the site's circuit is a scenario field, kept and checked.
TEST(BuildFile, TheSitesCircuitIsKeptAndChecked)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    EXPECT_FALSE(buildFromJson(j.dump(), "rig.dlrig").scenario.circuit.has_value());
    j["scenario"]["circuit"] = "230V/16A";
    const Build b = buildFromJson(j.dump(), "rig.dlrig");
    ASSERT_TRUE(b.scenario.circuit.has_value());
    EXPECT_EQ(*b.scenario.circuit, (Circuit{230, 16}));
    EXPECT_EQ(buildFromJson(buildToJson(b), "again.dlrig").scenario.circuit, b.scenario.circuit);
    j["scenario"]["circuit"] = "16A";
    const std::string error = errorOf(j.dump());
    EXPECT_NE(error.find("rig.dlrig"), std::string::npos) << error;
    EXPECT_NE(error.find("circuit"), std::string::npos) << error;
    EXPECT_NE(error.find("120V/15A"), std::string::npos) << error;
}

// Issue 31: a training deadline is a scenario field (30 days unless stated).
TEST(BuildFile, TheDeadlineIsKeptAndChecked)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    EXPECT_DOUBLE_EQ(buildFromJson(j.dump(), "rig.dlrig").scenario.maxDays, 30);
    j["scenario"]["max_days"] = 90;
    const Build b = buildFromJson(j.dump(), "rig.dlrig");
    EXPECT_DOUBLE_EQ(b.scenario.maxDays, 90);
    EXPECT_DOUBLE_EQ(buildFromJson(buildToJson(b), "again.dlrig").scenario.maxDays, 90);
    j["scenario"]["max_days"] = -1;
    EXPECT_NE(errorOf(j.dump()).find("max_days"), std::string::npos) << errorOf(j.dump());
}

// Issue 33: a serving build keeps its requests: lengths, load, targets and
// percentile, read and written back; the context defaults to a whole request.
TEST(BuildFile, AServingBuildKeepsItsRequestsAndTargets)
{
    nlohmann::json j = nlohmann::json::parse(kBuild);
    j["scenario"]["workload"] = {{"model", "llama-3.1-8b"}, {"task", "infer"},      {"precision", "bf16"},
                                 {"input_tokens", 2048},    {"output_tokens", 512}, {"request_rate", 3.5},
                                 {"ttft_ms", 1000},         {"tpot_ms", 40},        {"slo_percentile", 99}};
    const Workload w = buildFromJson(j.dump(), "serve.dlrig").scenario.workload;
    EXPECT_EQ(w.serving.inputTokens, 2048);
    EXPECT_EQ(w.serving.outputTokens, 512);
    EXPECT_DOUBLE_EQ(w.serving.requestRate, 3.5);
    EXPECT_DOUBLE_EQ(w.serving.ttftMs, 1000);
    EXPECT_DOUBLE_EQ(w.serving.tpotMs, 40);
    EXPECT_EQ(w.serving.sloPercentile, 99);
    EXPECT_EQ(w.sequence, 2560);
    Build b = buildFromJson(j.dump(), "serve.dlrig");
    const nlohmann::json written = nlohmann::json::parse(buildToJson(b))["scenario"]["workload"];
    EXPECT_EQ(written["request_rate"], 3.5);
    EXPECT_EQ(written["slo_percentile"], 99);
    EXPECT_EQ(written["tpot_ms"], 40.0);
    j["scenario"]["workload"]["slo_percentile"] = 95;
    const Workload bad = buildFromJson(j.dump(), "serve.dlrig").scenario.workload;
    std::string error;
    try {
        validate(bad);
    } catch (const InputError &e) {
        error = inBuildFile(e, "serve.dlrig").what();
    }
    EXPECT_NE(error.find("serve.dlrig: scenario.workload.slo_percentile: expected 50, 90 or 99"), std::string::npos)
        << error;

    // The engine's measured prefix-cache hit rate and speculative decoding round-trip.
    j["scenario"]["workload"]["slo_percentile"] = 90;
    j["scenario"]["workload"]["prefix_hit_rate"] = 0.35;
    j["scenario"]["workload"]["spec_tokens"] = 2;
    j["scenario"]["workload"]["spec_acceptance"] = 0.8;
    const Build speculative = buildFromJson(j.dump(), "serve.dlrig");
    EXPECT_DOUBLE_EQ(speculative.scenario.workload.serving.features.prefixHitRate, 0.35);
    EXPECT_EQ(speculative.scenario.workload.serving.features.speculativeTokens, 2);
    const nlohmann::json again = nlohmann::json::parse(buildToJson(speculative))["scenario"]["workload"];
    EXPECT_EQ(again["prefix_hit_rate"], 0.35);
    EXPECT_EQ(again["spec_tokens"], 2);
    EXPECT_EQ(again["spec_acceptance"], 0.8);
    j["scenario"]["workload"]["spec_acceptance"] = 0;
    try {
        validate(buildFromJson(j.dump(), "serve.dlrig").scenario.workload);
        error.clear();
    } catch (const InputError &e) {
        error = inBuildFile(e, "serve.dlrig").what();
    }
    EXPECT_NE(error.find("serve.dlrig: scenario.workload.spec_acceptance:"), std::string::npos) << error;
}
