// Runs the real dlrig-cli binary, as a user would from a shell.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "clirunner.h"

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

CliResult cli(const std::vector<std::string> &args)
{
    return runCli(args);
}

nlohmann::json jsonOf(const std::vector<std::string> &args)
{
    std::vector<std::string> withJson = args;
    withJson.push_back("--json");
    const CliResult r = cli(withJson);
    EXPECT_EQ(r.exitCode, 0) << r.err;
    return nlohmann::json::parse(r.out);
}

std::uint64_t modelStates(const nlohmann::json &j)
{
    const auto &g = j.at("per_gpu");
    return g.at("weights").get<std::uint64_t>() + g.at("gradients").get<std::uint64_t>() +
           g.at("optimizer_states").get<std::uint64_t>();
}

} // namespace

TEST(CliBinary, Llama2InferenceReportsWeightsAndFullKvCache)
{
    // The issue's check: about 13.5 GB of weights; a KV cache over every layer
    // and head: 2 × 32 × 32 × 128 × 4096 × 2 bytes = 2 GiB.
    const auto j =
        jsonOf({"estimate", "--model", "llama-2-7b", "--task", "infer", "--precision", "fp16", "--seq", "4096"});
    const auto &g = j.at("per_gpu");
    EXPECT_NEAR(g.at("weights").get<double>() / 1e9, 13.5, 0.05);
    EXPECT_EQ(g.at("kv_cache").get<std::uint64_t>(), 2ULL * 32 * 32 * 128 * 4096 * 2);
    EXPECT_EQ(g.at("gradients").get<std::uint64_t>(), 0U);
    EXPECT_EQ(j.at("workload").at("seq"), 4096);
    // Serving keeps no optimizer states or data loaders in host RAM: room for
    // weights as large as the GPU's memory (ram-per-vram-serving 1.0).
    EXPECT_EQ(j.at("host").at("ram_bytes").get<std::uint64_t>(), g.at("total").get<std::uint64_t>());
    EXPECT_GT(j.at("compute").at("flops_per_token").get<double>(), 2 * 6.7e9);
    EXPECT_FALSE(j.at("assumptions").empty());
}

TEST(CliBinary, TableShowsBothGbAndGib)
{
    const CliResult r =
        cli({"estimate", "--model", "llama-2-7b", "--task", "infer", "--precision", "fp16", "--seq", "4096"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("GiB"), std::string::npos);
    EXPECT_NE(r.out.find("13.48  12.55"), std::string::npos) << r.out; // weights: GB then GiB
    EXPECT_NE(r.out.find("Assumptions"), std::string::npos);
    EXPECT_TRUE(r.err.empty());
}

TEST(CliBinary, SixteenBytesPerParameterAndZeroStages)
{
    // ZeRO paper, Figure 1: 7.5B parameters, mixed-precision Adam, 64 GPUs.
    EXPECT_EQ(modelStates(jsonOf({"estimate", "--params", "7.5B", "--optimizer", "adam"})), 120'000'000'000ULL);
    EXPECT_EQ(modelStates(jsonOf({"estimate", "--params", "7.5e9", "--optimizer", "adam"})), 120'000'000'000ULL);
    const double printed[] = {120, 31.4, 16.6, 1.9};
    for (int stage = 0; stage <= 3; ++stage) {
        const auto j = jsonOf(
            {"estimate", "--params", "7.5B", "--optimizer", "adam", "--gpus", "64", "--zero", std::to_string(stage)});
        EXPECT_NEAR(static_cast<double>(modelStates(j)) / 1e9, printed[stage], 0.05) << "stage " << stage;
    }
}

TEST(CliBinary, ShapeFlagsOverrideTheLibrary)
{
    // Llama 2 7B with grouped-query attention (8 kv heads): a quarter of the KV cache.
    const auto mha = jsonOf({"estimate", "--model", "llama-2-7b", "--task", "infer", "--seq", "4096"});
    const auto gqa =
        jsonOf({"estimate", "--model", "llama-2-7b", "--task", "infer", "--seq", "4096", "--kv-heads", "8"});
    EXPECT_EQ(gqa.at("per_gpu").at("kv_cache").get<std::uint64_t>() * 4,
              mha.at("per_gpu").at("kv_cache").get<std::uint64_t>());
    EXPECT_EQ(gqa.at("workload").at("model").at("kv_heads"), 8);
}

TEST(CliBinary, ThroughputNeedsAGpu)
{
    const auto j = jsonOf({"estimate", "--model", "llama-2-7b", "--task", "infer", "--precision", "fp16", "--seq",
                           "4096", "--peak-tflops", "312", "--mem-bandwidth", "2039"});
    EXPECT_EQ(j.at("compute").at("decode_bound"), "memory bandwidth");
    EXPECT_GT(j.at("compute").at("decode_tokens_per_s_per_sequence").get<double>(), 90);
    EXPECT_LT(j.at("compute").at("decode_tokens_per_s_per_sequence").get<double>(), 120);
}

TEST(CliBinary, ModelsListsTheLibraryWithSources)
{
    const CliResult r = cli({"models", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto list = nlohmann::json::parse(r.out);
    ASSERT_GE(list.size(), 25U);
    std::map<std::string, int> eagerOperators;
    for (const auto &m : list) {
        EXPECT_FALSE(m.at("params_source").get<std::string>().empty());
        EXPECT_FALSE(m.at("config_source").get<std::string>().empty());
        if (m.contains("eager_operators")) {
            eagerOperators[m.at("slug")] = m.at("eager_operators");
            EXPECT_FALSE(m.at("eager_operators_source").get<std::string>().empty()) << m.dump();
        }
    }
    // core/models/resnet.h counts ResNet-50's 175 by hand; YOLOv5s' 182 were counted in its code.
    EXPECT_EQ(eagerOperators["resnet-50"], 175);
    EXPECT_EQ(eagerOperators["yolov5s"], 182);
    const CliResult table = cli({"models"});
    EXPECT_NE(table.out.find("llama-3.1-405b"), std::string::npos);
}

TEST(CliBinary, DevicesAnswersWithoutADriver)
{
    const CliResult r = cli({"devices"});
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(r.out.rfind("CUDA: ", 0), 0U) << r.out;
}

TEST(CliBinary, HelpVersionAndUsage)
{
    EXPECT_EQ(cli({"--help"}).exitCode, 0);
    EXPECT_NE(cli({"estimate", "--help"}).out.find("--assume KEY=VALUE"), std::string::npos);
    EXPECT_EQ(cli({"--version"}).out.rfind("dlrig-cli ", 0), 0U);
    const CliResult none = cli({});
    EXPECT_EQ(none.exitCode, 2);
    EXPECT_NE(none.err.find("usage:"), std::string::npos);
}

struct BadInput {
    std::vector<std::string> args;
    std::string mustMention; // the option or value the message has to name
};

class CliBadInput : public testing::TestWithParam<BadInput> {};

// Every bad input: exit status 2, nothing on stdout, one line on stderr that
// names the option and what was expected.
TEST_P(CliBadInput, ExitsTwoWithOnePointedLine)
{
    const CliResult r = cli(GetParam().args);
    EXPECT_EQ(r.exitCode, 2) << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    ASSERT_FALSE(r.err.empty());
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << "one line: " << r.err;
    EXPECT_EQ(r.err.rfind("dlrig-cli: ", 0), 0U) << r.err;
    EXPECT_NE(r.err.find(GetParam().mustMention), std::string::npos) << r.err;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, CliBadInput,
    testing::Values(
        BadInput{{"estimate", "--model", "llama-9-7b"}, "unknown model 'llama-9-7b'"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--kernels", "tensorrt"}, "eager|hf|compiled|ggml"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--task", "infer", "--kv-cache-precision", "int4"},
                 "auto|bf16|fp16|fp8"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--kv-cache-precision", "fp8"}, "training keeps no KV cache"},
        BadInput{{"estimate", "--model", "llama2-7b"}, "did you mean llama-2-7b"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--frobnicate"}, "unknown option --frobnicate"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--batch"}, "--batch: expected a value"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--batch", "-4"}, "--batch"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--batch", "0"}, "--batch"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--batch", "2.5"}, "--batch"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--gpus", "0"}, "--gpus"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--seq", "99999999999"}, "--seq"},
        BadInput{{"estimate", "--params", "1e20"}, "--params"}, BadInput{{"estimate", "--params", "-7B"}, "--params"},
        BadInput{{"estimate", "--params", "0"}, "--params"}, BadInput{{"estimate", "--params", "seven"}, "--params"},
        BadInput{{"estimate", "--params", "7Q"}, "--params: '7Q' is not a count; expected e.g. 7.5B"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--gpus", "8", "--tp", "3"}, "--tp 3"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--kv-heads", "5"}, "--kv-heads 5"},
        BadInput{{"estimate", "--model", "gpt-2-1.5b", "--gpus", "2", "--tp", "2"}, "--tp"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--precision", "fp64"}, "expected fp32|tf32"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--task", "pretrain"}, "--task"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--precision", "int4"}, "--precision"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--task", "infer", "--optimizer", "adam"}, "--optimizer"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--offload", "cpu", "--zero", "0"}, "--zero"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--zero", "4"}, "--zero"},
        BadInput{{"estimate", "--model", "resnet-50", "--layers", "10"}, "not a transformer"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--params", "7B"}, "--params"},
        BadInput{{"estimate", "--params", "7B", "--layers", "32"}, "--hidden"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--assume", "mfu=2"}, "mfu"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--assume", "speed=2"}, "unknown key 'speed'"},
        BadInput{{"estimate", "--model", "llama-2-7b", "--gpu-vram", "lots"}, "--gpu-vram"},
        BadInput{{"estimate"}, "--model SLUG or --params N"},
        BadInput{{"estimate", "stray"}, "unexpected argument 'stray'"},
        BadInput{{"frobnicate"}, "unknown command 'frobnicate'"}),
    [](const testing::TestParamInfo<BadInput> &param) { return "case" + std::to_string(param.index); });

// The option mistakes a researcher makes most (a value out of range, an unknown
// choice or model) are said in Chinese under --lang zh_CN, naming the option and
// what was typed; the one pointed line and exit status 2 stay.
TEST(CliBinary, OptionMistakesReadInChinese)
{
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases{
        {{"--batch", "-3"}, "dlrig-cli: --batch：“-3”不是 1 到 1000000 之间的整数\n"},
        {{"--precision", "fp7"}, "dlrig-cli: --precision：未知取值“fp7”（可选 fp32|tf32|"},
        {{"--peak-tflops", "0", "--mem-bandwidth", "900"}, "dlrig-cli: --peak-tflops：“0”不是 0.001 到 "},
    };
    const CliResult model = cli({"--lang", "zh_CN", "estimate", "--model", "lama-2-7b"});
    EXPECT_EQ(model.exitCode, 2);
    EXPECT_EQ(model.err.rfind("dlrig-cli: --model：未知模型“lama-2-7b”；是否想用 llama-2-7b", 0), 0U) << model.err;
    for (const auto &[options, expected] : cases) {
        std::vector<std::string> args{"--lang", "zh_CN", "estimate", "--model", "llama-2-7b"};
        args.insert(args.end(), options.begin(), options.end());
        const CliResult r = cli(args);
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_EQ(r.err.rfind(expected, 0), 0U) << r.err;
    }
    // A count that does not parse names the option and shows the form, not the parser's English.
    const CliResult count = cli({"--lang", "zh_CN", "estimate", "--params", "7x"});
    EXPECT_EQ(count.exitCode, 2);
    EXPECT_EQ(count.err.rfind("dlrig-cli: --params：“7x”不是数量；应形如 7.5B", 0), 0U) << count.err;
    // In English the same mistake reads as before.
    EXPECT_EQ(cli({"estimate", "--model", "llama-2-7b", "--batch", "-3"}).err,
              "dlrig-cli: --batch: '-3' is not a whole number between 1 and 1000000\n");
}

// Core's refusals (a plan the model cannot take, a setting out of range, a
// file that is not there or not a build, a build file's own field) reach a
// Chinese reader in Chinese, numbers and names as typed; English is unchanged.
TEST(CliBinary, CoreRefusalsReadInChinese)
{
    const auto refused = [](const std::vector<std::string> &args) {
        std::vector<std::string> all{"--lang", "zh_CN"};
        all.insert(all.end(), args.begin(), args.end());
        const CliResult r = cli(all);
        EXPECT_EQ(r.exitCode, 2) << r.err;
        return r.err;
    };
    const std::vector<std::string> train = {
        "estimate", "--model", "llama-2-7b", "--task", "train", "--gpu", "gpu/nvidia-a100-sxm4-80gb"};
    std::vector<std::string> tp3 = train;
    tp3.insert(tp3.end(), {"--gpus", "4", "--tp", "3"});
    EXPECT_EQ(refused(tp3),
              "dlrig-cli: --tp 3 不能整除 llama-2-7b 的 32 个注意力头（张量并行把注意力头均分到各 GPU）\n");
    std::vector<std::string> assume = train;
    assume.insert(assume.end(), {"--assume", "eff-cnn=7"});
    EXPECT_EQ(refused(assume), "dlrig-cli: --assume eff-cnn：“7”不是 0.01 到 1 之间的数字（比例）\n");
    EXPECT_EQ(refused({"estimate", "--foo"}), "dlrig-cli: “estimate”没有选项 --foo（见 dlrig-cli estimate --help）\n");
    EXPECT_EQ(refused({"estimate", "--model"}), "dlrig-cli: --model：缺少取值\n");
    EXPECT_EQ(refused({"estimate", "--model", "llama-2-7b", "--task", "infer", "--input-tokens", "100",
                       "--output-tokens", "10", "--users", "4", "--request-rate", "2"}),
              "dlrig-cli: --request-rate：请只给出 --users（同时处理的请求数）或请求速率之一，不能同时给出\n");
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("dlrig-zh-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const std::string missing = (dir / "missing.dlrig").string();
    EXPECT_EQ(refused({"analyze", missing}), "dlrig-cli: " + missing + "：无法打开（文件或文件夹不存在）\n");
    const std::string notBuild = (dir / "other.dlrig").string();
    std::ofstream(notBuild) << R"({"format": "dlrig-quote"})";
    EXPECT_NE(refused({"analyze", notBuild}).find("：不是 dlrig 的 build 文件"), std::string::npos);
    // A build file names its field, not the option nobody typed.
    const std::string tpFile = (dir / "tp3.dlrig").string();
    std::ofstream(tpFile) << R"({"format": "dlrig-build", "version": 1, "parts": [],
        "scenario": {"workload": {"model": "llama-2-7b", "task": "train", "tp": 3}}})";
    const std::string tp = refused({"analyze", tpFile});
    EXPECT_EQ(tp.rfind("dlrig-cli: " + tpFile + "：scenario.workload.tp 3 不能整除", 0), 0U) << tp;
    EXPECT_EQ(cli({"analyze", tpFile}).err,
              "dlrig-cli: " + tpFile + ": scenario.workload.tp 3 does not divide the 32 attention heads of llama-2-7b "
              "(tensor parallelism splits the heads evenly)\n");
    std::filesystem::remove_all(dir);
}
