// `estimate --explain` through the real dlrig-cli: one step by kind of work,
// what bounds each, and the settings behind it, in English and Chinese; the
// JSON carries the same timeline.
#include "clirunner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using nlohmann::json;

namespace {

// Llama 2 7B decoding for one user with tensor 8 on an HGX H100.
std::vector<std::string> decodeOnEight(const std::string &db)
{
    return {"--db",
            db,
            "estimate",
            "--model",
            "llama-2-7b",
            "--task",
            "infer",
            "--precision",
            "bf16",
            "--gpu",
            "gpu/nvidia-h100-sxm5-80gb",
            "--gpus",
            "8",
            "--tp",
            "8",
            "--seq",
            "2048"};
}

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string> &more)
{
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

bool contains(const std::string &text, const std::string &part)
{
    return text.find(part) != std::string::npos;
}

const json *sliceOf(const json &timeline, const std::string &work)
{
    for (const json &slice : timeline)
        if (slice["work"] == work)
            return &slice;
    return nullptr;
}

} // namespace

TEST(CliExplain, PrintsTheStepByWorkWithItsBoundsAndSettings)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const CliResult plain = runCli(decodeOnEight(db));
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    EXPECT_FALSE(contains(plain.out, "One decoding step"));

    const CliResult r = runCli(with(decodeOnEight(db), {"--explain"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "One decoding step, per GPU:")) << r.out;
    EXPECT_TRUE(contains(r.out, "weight reads")) << r.out;
    EXPECT_TRUE(contains(r.out, "link latency (NVLink/NVSwitch)")) << r.out;
    EXPECT_TRUE(contains(r.out, "none: runs beside longer work")) << r.out; // the math under the reads
    // Each setting with its value and its source sentence.
    EXPECT_TRUE(contains(r.out, "collective-latency-us = 25 µs")) << r.out;
    EXPECT_TRUE(contains(r.out, "decode-hbm-batch1-eager = 0.47")) << r.out;
    EXPECT_TRUE(contains(r.out, "nccl-tests")) << r.out;
    EXPECT_FALSE(contains(r.out, "eff-half-tokens")) << r.out; // decoding has no problem-size factor
}

TEST(CliExplain, TheJsonTimelineAddsUpToTheStepAndFollowsTheSettings)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const CliResult r = runCli(with(decodeOnEight(db), {"--json"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json plan = json::parse(r.out)["plan"];
    double waited = 0;
    for (const json &slice : plan["timeline"])
        waited += slice["seconds"].get<double>() - slice["hidden_seconds"].get<double>();
    EXPECT_NEAR(waited, plan["step_seconds"].get<double>(), 1e-12);
    const json *tensor = sliceOf(plan["timeline"], "tensor_collectives");
    ASSERT_NE(tensor, nullptr);
    EXPECT_EQ((*tensor)["bound"], "link_latency");

    // 64 all-reduces (2 per layer, 32 layers), each 25 µs slower at 50 µs than at the default 25.
    const CliResult slower = runCli(with(decodeOnEight(db), {"--json", "--assume", "collective-latency-us=50"}));
    ASSERT_EQ(slower.exitCode, 0) << slower.err;
    const json slowerPlan = json::parse(slower.out)["plan"];
    const json *slowTensor = sliceOf(slowerPlan["timeline"], "tensor_collectives");
    ASSERT_NE(slowTensor, nullptr);
    EXPECT_NEAR((*slowTensor)["seconds"].get<double>() - (*tensor)["seconds"].get<double>(), 64 * 25e-6, 1e-9);
}

TEST(CliExplain, ReadsInChinese)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    std::vector<std::string> args = with({"--lang", "zh_CN"}, decodeOnEight(db));
    args.push_back("--explain");
    const CliResult r = runCli(args);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "读取权重")) << r.out;
    EXPECT_TRUE(contains(r.out, "链路延迟")) << r.out;
    for (const char *english :
         {"the step waits", "weight reads", "runs beside longer work", "bound by", "The settings these times rest on"})
        EXPECT_FALSE(contains(r.out, english)) << english << "\n" << r.out;
}

// Issue 30 #6: the assumption lines are written from the numbers afterwards,
// as messages, so they read in Chinese too; the JSON keeps their English.
TEST(CliExplain, TheAssumptionLinesReadInChineseAndTheJsonKeepsEnglish)
{
    TempDir dir;
    const std::vector<std::string> training{"--db",
                                            (dir / "catalog.db").string(),
                                            "estimate",
                                            "--model",
                                            "llama-2-7b",
                                            "--task",
                                            "train",
                                            "--precision",
                                            "amp-bf16",
                                            "--gpu",
                                            "gpu/nvidia-h100-sxm5-80gb",
                                            "--gpus",
                                            "16",
                                            "--gpus-per-node",
                                            "8"};
    const CliResult chinese = runCli(with({"--lang", "zh_CN"}, training));
    ASSERT_EQ(chinese.exitCode, 0) << chinese.err;
    for (const char *line : {"并行方案：全局批大小为每步 2,048 个样本", "网络：2 个节点，每节点 8 块 GPU",
                             "激活值：按 Korthikanti 等 2022 逐层计算，不重计算", "访存受限算子：每个 token 13.85 MB",
                             "吞吐：16 块 GPU", "存储：未给出数据集大小"})
        EXPECT_TRUE(contains(chinese.out, line)) << line << "\n" << chinese.out;
    for (const char *english : {"plan: global batch", "network: 2 nodes", "activations: Korthikanti", "throughput: 16",
                                "memory-bound operators:", "storage: dataset size"})
        EXPECT_FALSE(contains(chinese.out, english)) << english << "\n" << chinese.out;

    const CliResult asJson = runCli(with({"--lang", "zh_CN"}, with(training, {"--json"})));
    ASSERT_EQ(asJson.exitCode, 0) << asJson.err;
    const json j = json::parse(asJson.out);
    bool network = false;
    for (const json &note : j["assumptions"])
        network = network || contains(note.get<std::string>(), "network: 2 nodes of 8 GPUs, one 400 Gb/s port");
    EXPECT_TRUE(network) << j["assumptions"].dump(1);
    EXPECT_TRUE(contains(j["plan"]["notes"][0].get<std::string>(), "plan: global batch 2,048 samples per step"))
        << j["plan"]["notes"].dump(1);
    EXPECT_GT(j["compute"]["memory_bound_bytes_per_unit"].get<double>(), 13e6);
}

// BERT trains with dropout (config.json's 0.1) and scores the masked 15 % of
// its positions; the step says so, and scoring every position (NVIDIA's 2020
// code) costs 6 × 0.85 × 30,522 × 768 FLOPs and 0.85 × 30,522 × 10 bytes
// more a token: a slower rate.
TEST(CliExplain, ABertStepNamesItsDropoutAndTheShareItsHeadScores)
{
    TempDir dir;
    const std::vector<std::string> bert{"--db",
                                        (dir / "catalog.db").string(),
                                        "estimate",
                                        "--model",
                                        "bert-base",
                                        "--task",
                                        "train",
                                        "--precision",
                                        "amp-fp16",
                                        "--gpu",
                                        "gpu/nvidia-v100-sxm2-32gb",
                                        "--batch",
                                        "96",
                                        "--seq",
                                        "128"};
    const CliResult r = runCli(with(bert, {"--explain"}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "(norms, activations, dropout, residual additions, the loss)")) << r.out;
    EXPECT_TRUE(contains(r.out, "the vocabulary head and its loss run on 15 % of the positions")) << r.out;
    EXPECT_TRUE(contains(r.out, "mlm-scored-fraction = 0.15")) << r.out;
    const CliResult masked = runCli(with(bert, {"--json"}));
    const CliResult every = runCli(with(bert, {"--json", "--assume", "mlm-scored-fraction=1"}));
    ASSERT_EQ(masked.exitCode, 0) << masked.err;
    ASSERT_EQ(every.exitCode, 0) << every.err;
    const json a = json::parse(masked.out)["compute"], b = json::parse(every.out)["compute"];
    EXPECT_NEAR(b["memory_bound_bytes_per_unit"].get<double>() - a["memory_bound_bytes_per_unit"].get<double>(),
                0.85 * 30'522 * 10, 1.0);
    EXPECT_LT(b["throughput_per_s"].get<double>(), a["throughput_per_s"].get<double>());
}

// The model's and the workload's lines read in Chinese too; the option values
// a user types (decoder-lm, amp-bf16, adamw) stay as typed. DeepSeek-V3 has every
// phrase of the model line but the sliding window, which gpt-oss-20b brings.
TEST(CliExplain, TheModelAndWorkloadLinesReadInChinese)
{
    TempDir dir;
    const auto estimate = [&](const char *model) {
        return runCli({"--db", (dir / "catalog.db").string(), "--lang", "zh_CN", "estimate", "--model", model, "--task",
                       "train", "--precision", "amp-bf16", "--gpu", "gpu/nvidia-h100-sxm5-80gb", "--gpus", "8"});
    };
    const CliResult deepseek = estimate("deepseek-v3");
    ASSERT_EQ(deepseek.exitCode, 0) << deepseek.err;
    for (const char *phrase :
         {"671.0 B 参数（每个 token 激活 37.55 B），decoder-lm；61 层，隐藏维度 7168",
          "128 个注意力头（潜在注意力：kv_lora 512 + RoPE 64，头维度 192）",
          "FFN 维度 2048 × 256 个专家（每个 token 8 个 + 1 个共享），词表 129280，另有 1 个多 token 预测层",
          "train，amp-bf16，adamw，批大小 1，序列长度 2048，8 块 GPU（tp "})
        EXPECT_TRUE(contains(deepseek.out, phrase)) << phrase << "\n" << deepseek.out;
    const CliResult gptOss = estimate("gpt-oss-20b");
    ASSERT_EQ(gptOss.exitCode, 0) << gptOss.err;
    EXPECT_TRUE(contains(gptOss.out, "12 层使用 128 token 的滑动窗口")) << gptOss.out;
    for (const CliResult *result : {&deepseek, &gptOss})
        for (const char *english :
             {" parameters", " layers", "hidden ", " heads", " experts", "vocab ", "batch ", "seq ", " GPUs ("})
            EXPECT_FALSE(contains(result->out.substr(0, result->out.find("\n\n")), english)) << english << "\n"
                                                                                             << result->out;
}

TEST(CliExplain, WithoutAGpuItSaysWhyThereAreNoTimes)
{
    TempDir dir;
    const CliResult r =
        runCli({"--db", (dir / "catalog.db").string(), "estimate", "--model", "llama-2-7b", "--explain"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "no GPU given, so no times")) << r.out;
}
