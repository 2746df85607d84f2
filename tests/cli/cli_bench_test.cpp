// dlrig-cli detect and bench on a machine without a GPU (our CI's): the real
// binary, its JSON, its exit status and the history it keeps.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "catalog/benchhistory.h"
#include "clirunner.h"

namespace {

class CliBench : public testing::Test {
protected:
    CliResult cli(std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--db", (dir / "catalog.db").string()});
        return runCli(args);
    }
    TempDir dir;
};

const std::string kExample = DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig";

} // namespace

TEST_F(CliBench, DetectSaysWhatIsInTheBox)
{
    const CliResult r = cli({"detect", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json json = nlohmann::json::parse(r.out);
    EXPECT_GE(json.at("cpu").at("threads").get<int>(), 1);
    EXPECT_GT(json.at("memory").at("total_bytes").get<std::uint64_t>(), 0u);
    EXPECT_FALSE(json.at("gpu_status").get<std::string>().empty()); // "no NVIDIA driver found" here
    EXPECT_TRUE(json.contains("catalog_match"));
}

TEST_F(CliBench, QuickJsonListsGpuTestsAsSkippedAndKeepsHistory)
{
    const CliResult r = cli({"bench", "--quick", "--tests", "host.stream,gpu", "--dir", dir.path().string(), "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json json = nlohmann::json::parse(r.out);
    bool sawGpu = false, sawTriad = false;
    for (const nlohmann::json &m : json.at("measurements")) {
        for (const char *field : {"key", "value", "unit", "median", "min", "max", "spec", "ratio", "verdict"})
            EXPECT_TRUE(m.contains(field)) << m.dump();
        const std::string key = m.at("key");
        if (key.rfind("gpu0.", 0) == 0) {
            sawGpu = true;
            if (json.at("detected").at("gpus").empty()) {
                EXPECT_EQ(m.at("verdict"), "SKIPPED") << key;
            }
        }
        if (key == "host.stream_triad") {
            sawTriad = true;
            EXPECT_GT(m.at("value").get<double>(), 0);
            EXPECT_EQ(m.at("unit"), "GB/s");
        }
    }
    EXPECT_TRUE(sawGpu);
    EXPECT_TRUE(sawTriad);
    const auto history = dlrig::catalog::BenchHistory::open(dir / "bench-history.db");
    const auto runs = history.runs();
    ASSERT_EQ(runs.size(), 1u);
    EXPECT_EQ(runs[0].mode, "quick");
    EXPECT_EQ(history.load(runs[0].id).measurements.size(), json.at("measurements").size());
}

TEST_F(CliBench, AgainstTheBuildItWasBoughtAsAMissingGpuFails)
{
    const CliResult r = cli({"bench", "--tests", "gpu", "--against", kExample, "--json", "--no-history"});
    const nlohmann::json json = nlohmann::json::parse(r.out);
    if (!json.at("detected").at("gpus").empty())
        GTEST_SKIP() << "this machine has a GPU";
    EXPECT_EQ(r.exitCode, 1) << r.err;
    EXPECT_EQ(json.at("verdict"), "FAIL");
    bool inventory = false;
    for (const nlohmann::json &m : json.at("measurements")) {
        if (m.at("key") == "inventory.gpu_count") {
            inventory = true;
            EXPECT_EQ(m.at("verdict"), "FAIL");
            EXPECT_EQ(m.at("spec"), 1);
        }
    }
    EXPECT_TRUE(inventory);
}

TEST_F(CliBench, BadOptionsExitTwo)
{
    for (const std::vector<std::string> &args : {std::vector<std::string>{"bench", "--dir", "/no/such/folder"},
                                                 {"bench", "--burn", "soon"},
                                                 {"bench", "--quick", "--full"},
                                                 {"bench", "--against", "/no/such.dlrig"}}) {
        const CliResult r = cli(args);
        EXPECT_EQ(r.exitCode, 2) << args.back() << ": " << r.err;
        EXPECT_FALSE(r.err.empty());
    }
}

// The Benchmark tab's bench-settings.json next to the history: its hand match
// gives the CPU its spec and its bars judge the run, as in the tab.
TEST_F(CliBench, TheTabsSettingsFileJudgesTheRunToo)
{
    const CliResult detect = cli({"detect", "--json"});
    ASSERT_EQ(detect.exitCode, 0) << detect.err;
    const std::string cpu = nlohmann::json::parse(detect.out).at("cpu").at("model");
    ASSERT_FALSE(cpu.empty());
    const nlohmann::json settings{
        {"format", "dlrig-bench-settings"},
        {"version", 1},
        {"thresholds", {{"sgemm", {{"pass", 0.001}, {"warn", 0.001}}}, {"dgemm", {{"pass", 0.001}, {"warn", 0.001}}}}},
        {"matches", {{cpu, "cpu/amd-ryzen-9-7950x"}}}};
    writeFile(dir / "bench-settings.json", settings.dump());
    const CliResult r = cli({"bench", "--tests", "host.gemm", "--json", "--no-history"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const nlohmann::json json = nlohmann::json::parse(r.out);
    bool sawSgemm = false;
    for (const nlohmann::json &m : json.at("measurements")) {
        if (m.at("key") != "host.sgemm")
            continue;
        sawSgemm = true;
        // Ryzen 9 7950X: 16 cores × 4.5 GHz base × 2 FMA × 8 FP32 lanes × 2 = 2,304 GFLOP/s.
        EXPECT_EQ(m.at("spec"), 2304);
        EXPECT_EQ(m.at("verdict"), "PASS"); // only by the lab's bar of 0.1 %
    }
    EXPECT_TRUE(sawSgemm);
    EXPECT_NE(json.at("catalog_match").dump().find("cpu/amd-ryzen-9-7950x"), std::string::npos);
    // detect shows the same match.
    const CliResult again = cli({"detect", "--json"});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    EXPECT_NE(nlohmann::json::parse(again.out).at("catalog_match").dump().find("cpu/amd-ryzen-9-7950x"),
              std::string::npos);
}

TEST_F(CliBench, ABadSettingsFileExitsTwoNamingTheField)
{
    writeFile(dir / "bench-settings.json",
              R"({"format": "dlrig-bench-settings", "version": 1, "thresholds": {"inventory_gpu_count":)"
              R"( {"pass": 0.5, "warn": 0.5}}})");
    const CliResult r = cli({"bench", "--tests", "host.stream", "--no-history"});
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("bench-settings.json: thresholds.inventory_gpu_count"), std::string::npos) << r.err;
    const CliResult missing = cli({"bench", "--settings", (dir / "none.json").string()});
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("none.json"), std::string::npos) << missing.err;
}
