// The plan through the real dlrig-cli: the three commands get
// multi-GPU answers, the plan is in the text and the JSON, pins hold.
#include "clirunner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using nlohmann::json;

namespace {

json jsonOf(const std::vector<std::string> &args)
{
    TempDir dir;
    std::vector<std::string> withDb{"--db", (dir / "catalog.db").string()};
    withDb.insert(withDb.end(), args.begin(), args.end());
    withDb.push_back("--json");
    const CliResult r = runCli(withDb);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return r.exitCode == 0 ? json::parse(r.out) : json::object();
}

int gpusIn(const json &build)
{
    return build["analysis"]["plan"]["gpus"].get<int>();
}

} // namespace

// Serving Llama 3.1 70B in FP16 (141 GB of weights) needs tensor parallelism:
// every budget tier now finds a multi-GPU build.
TEST(CliPlan, Serving70bFp16SplitsTheModelOverGpus)
{
    const json j = jsonOf({"recommend", "--model", "llama-3.1-70b", "--task", "infer", "--precision", "fp16",
                           "--budget", "2500000", "CNY"});
    ASSERT_TRUE(j["best"].is_object());
    const json &plan = j["best"]["analysis"]["plan"];
    EXPECT_GE(plan["tp"].get<int>() * plan["pp"].get<int>(), 2);
    EXPECT_TRUE(plan["fits"].get<bool>());
    EXPECT_TRUE(j["cheapest"].is_object());
    for (const json &tier : j["tiers"]) {
        if (tier["build"].is_object()) {
            EXPECT_GE(gpusIn(tier["build"]), 2);
        }
    }
}

// Full training of Llama 2 7B needs ZeRO (16 bytes/param, 108 GB): dlrig finds
// it without --zero, as a rack server too.
TEST(CliPlan, Training7bChoosesZeroWithoutBeingTold)
{
    for (const std::vector<std::string> &form : {std::vector<std::string>{}, std::vector<std::string>{"--form", "rack"}}) {
        std::vector<std::string> args{"recommend", "--model", "llama-2-7b", "--task", "train", "--precision",
                                      "amp-bf16",  "--budget", "3000000",   "CNY"};
        args.insert(args.end(), form.begin(), form.end());
        const json j = jsonOf(args);
        ASSERT_TRUE(j["best"].is_object()) << "form " << (form.empty() ? "any" : "rack");
        const json &plan = j["best"]["analysis"]["plan"];
        EXPECT_GE(plan["gpus"].get<int>(), 8);
        EXPECT_TRUE(plan["zero"].get<int>() >= 1 || plan["tp"].get<int>() * plan["pp"].get<int>() > 1);
        EXPECT_EQ(plan["offload"], "none");
    }
}

TEST(CliPlan, EstimateWithACatalogGpuPrintsAndWritesThePlan)
{
    const json j = jsonOf({"estimate", "--model", "llama-3.1-70b", "--task", "infer", "--precision", "fp16", "--gpu",
                           "gpu/nvidia-h100-sxm5-80gb", "--gpus", "8", "--users", "8"});
    const json &plan = j["plan"];
    for (const char *key : {"tp", "pp", "dp", "zero", "recompute", "offload", "micro_batch", "grad_accum", "replicas",
                            "per_gpu_memory_bytes", "step_seconds", "alternatives"})
        EXPECT_TRUE(plan.contains(key)) << key;
    EXPECT_EQ(plan["tp"].get<int>() * plan["pp"].get<int>() * plan["replicas"].get<int>(), plan["gpus"].get<int>());
    EXPECT_GT(plan["tokens_per_s_per_user"].get<double>(), 20);
    // The estimate is of the workload as planned.
    EXPECT_EQ(j["workload"]["tp"], plan["tp"]);
    EXPECT_EQ(j["per_gpu"]["total"], plan["per_gpu_memory_bytes"]["total"]);

    TempDir dir;
    const CliResult text = runCli({"--db", (dir / "c.db").string(), "estimate", "--model", "llama-2-7b", "--gpu",
                                   "gpu/nvidia-h100-sxm5-80gb", "--gpus", "8"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("Plan on NVIDIA H100 SXM5 80GB"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("8 GPUs: tensor 1 × data 8, ZeRO-1"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("runner-ups:"), std::string::npos);
    EXPECT_NE(text.out.find("out of memory by"), std::string::npos); // plain data parallelism does not fit
}

TEST(CliPlan, PinsAreKeptAndImpossibleOnesRefusedWithTheReason)
{
    const json j = jsonOf({"estimate", "--model", "llama-3.1-70b", "--task", "infer", "--precision", "fp16", "--gpu",
                           "gpu/nvidia-h100-sxm5-80gb", "--gpus", "8", "--tp", "4"});
    EXPECT_EQ(j["plan"]["tp"], 4);
    TempDir dir;
    const CliResult r = runCli({"--db", (dir / "c.db").string(), "estimate", "--model", "llama-3.1-70b", "--task",
                                "infer", "--gpus", "8", "--tp", "3"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("--tp 3 does not divide the 64 attention heads of llama-3.1-70b"), std::string::npos)
        << r.err;
    const CliResult gpu = runCli({"--db", (dir / "c.db").string(), "estimate", "--model", "llama-2-7b", "--gpu",
                                  "cpu/amd-epyc-9354"});
    EXPECT_EQ(gpu.exitCode, 2);
    EXPECT_NE(gpu.err.find("--gpu: 'cpu/amd-epyc-9354' is not a GPU in the catalog (it is a cpu)"), std::string::npos)
        << gpu.err;
}

TEST(CliPlan, AnalyzeShowsThePlanOfABuildFile)
{
    TempDir dir;
    const std::string db = (dir / "c.db").string();
    const json j = jsonOf({"analyze", DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig"});
    ASSERT_TRUE(j.contains("plan"));
    EXPECT_TRUE(j["plan"]["fits"].get<bool>());
    const CliResult text = runCli({"--db", db, "analyze", DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("\nPlan ("), std::string::npos) << text.out;
}

// Each rate comes with the range of its kind (docs/accuracy.md) and the factors behind it.
TEST(CliPlan, Fp8TrainingRunsItsGemmsAtTheFp8Peak)
{
    // amp-fp8 (Transformer Engine's recipe): FP8 tensor-core math, named by eff-fp8.
    // NVIDIA's H100 SXM data sheet: 1,979 dense FP8 TFLOPS; the A100 has no FP8
    // tensor cores, so the same run is a BF16 one there (312 TFLOPS).
    const auto train = [](const char *gpu) {
        return jsonOf({"estimate", "--model", "llama-2-7b", "--task", "train", "--precision", "amp-fp8", "--gpu", gpu,
                       "--gpus", "8", "--seq", "4096"});
    };
    const json h100 = train("gpu/nvidia-h100-sxm5-80gb");
    EXPECT_DOUBLE_EQ(h100["compute"]["peak_tflops_used"].get<double>(), 1979.0);
    bool fp8 = false;
    for (const json &f : h100["compute"]["efficiency_factors"])
        fp8 = fp8 || f["name"] == "eff-fp8";
    EXPECT_TRUE(fp8) << h100["compute"]["efficiency_factors"].dump();
    EXPECT_EQ(h100["workload"]["precision"], "amp-fp8");
    EXPECT_DOUBLE_EQ(train("gpu/nvidia-a100-sxm4-80gb")["compute"]["peak_tflops_used"].get<double>(), 312.0);
}

TEST(CliPlan, RatesCarryTheirRangeAndEfficiencyFactors)
{
    const json j = jsonOf({"estimate", "--model", "llama-3.1-8b", "--task", "infer", "--precision", "fp16", "--gpu",
                           "gpu/nvidia-rtx-4090", "--kernels", "ggml"});
    const json &c = j["compute"];
    // Each rate carries the range of its kind: below/above as stated, low/high applied.
    const double rate = c["throughput_per_s"].get<double>();
    const double below = c["throughput_range"]["below"].get<double>();
    const double above = c["throughput_range"]["above"].get<double>();
    EXPECT_GT(below, 0);
    EXPECT_GT(above, 0);
    EXPECT_NEAR(c["throughput_range"]["low"].get<double>(), rate * (1 - below), 1e-6 * rate);
    EXPECT_NEAR(c["throughput_range"]["high"].get<double>(), rate * (1 + above), 1e-6 * rate);
    for (const char *key : {"decode_tokens_per_s", "decode_tokens_per_s_per_sequence"}) {
        const double decode = c[key].get<double>();
        const json &range = c[std::string(key) + "_range"];
        EXPECT_NEAR(range["low"].get<double>(), decode * (1 - range["below"].get<double>()), 1e-6 * decode) << key;
        EXPECT_NEAR(range["high"].get<double>(), decode * (1 + range["above"].get<double>()), 1e-6 * decode) << key;
    }
    // llama.cpp on a GeForce card: the FP16-accumulate peak, 330.4 TFLOPS.
    EXPECT_DOUBLE_EQ(c["peak_tflops_used"].get<double>(), 330.4);
    bool ada = false;
    for (const json &f : c["efficiency_factors"])
        ada = ada || f["name"] == "eff-ada";
    EXPECT_TRUE(ada) << c["efficiency_factors"].dump();
    EXPECT_EQ(j["workload"]["kernels"], "ggml");
}

// Issue 32: serving DeepSeek-R1 to many users on one HGX H200 node, dlrig
// spreads the experts over the eight GPUs with data-parallel attention (the
// latent cache is not split by tensor parallelism); --ep pins it, the text
// shows the all-to-alls, and an --ep the model cannot take is refused.
TEST(CliPlan, ServingDeepSeekR1SpreadsItsExpertsAndEpPinsIt)
{
    const std::vector<std::string> base{"estimate",  "--model", "deepseek-r1",
                                        "--task",    "infer",   "--precision",
                                        "fp8",       "--gpu",   "gpu/nvidia-h200-sxm",
                                        "--gpus",    "8",       "--users",
                                        "200",       "--seq",   "8192",
                                        "--kernels", "compiled"};
    const json chosen = jsonOf(base);
    EXPECT_EQ(chosen["plan"]["ep"], 8);
    EXPECT_TRUE(chosen["plan"]["fits"].get<bool>());
    EXPECT_GT(chosen["plan"]["costs"]["expert_comm_seconds"].get<double>(), 0);
    bool allToAll = false;
    for (const json &slice : chosen["plan"]["timeline"])
        allToAll = allToAll || slice["work"] == "expert_all_to_all";
    EXPECT_TRUE(allToAll) << chosen["plan"]["timeline"].dump();

    std::vector<std::string> pinned = base;
    pinned.insert(pinned.end(), {"--ep", "1"});
    const json tensorOnly = jsonOf(pinned);
    EXPECT_EQ(tensorOnly["plan"]["ep"], 1);
    EXPECT_FALSE(tensorOnly["plan"]["fits"].get<bool>());

    TempDir dir;
    std::vector<std::string> text{"--db", (dir / "c.db").string()};
    text.insert(text.end(), base.begin(), base.end());
    const CliResult r = runCli(text);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("experts over 8 GPUs (data-parallel attention)"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("expert all-to-alls"), std::string::npos) << r.out;

    std::vector<std::string> bad{"--db", (dir / "c.db").string()};
    bad.insert(bad.end(), base.begin(), base.end());
    bad.insert(bad.end(), {"--ep", "3"});
    const CliResult refused = runCli(bad);
    EXPECT_EQ(refused.exitCode, 2);
    EXPECT_NE(refused.err.find("--ep 3 does not divide the 256 routed experts of deepseek-r1"), std::string::npos)
        << refused.err;
}
