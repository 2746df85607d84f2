// `dlrig-cli analyze` and `presets` against the shipped catalog.
#include "clirunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cmath>

using nlohmann::json;

namespace {

json buildFile(const std::vector<std::pair<std::string, int>> &parts, const json &workload)
{
    json list = json::array();
    for (const auto &[id, quantity] : parts)
        list.push_back({{"id", id}, {"quantity", quantity}});
    return {{"format", "dlrig-build"},
            {"version", 1},
            {"name", "test rig"},
            {"scenario", {{"workload", workload}, {"dataset_bytes", 150e9}}},
            {"parts", list}};
}

CliResult analyze(const TempDir &dir, const json &build, bool asJson = true)
{
    const auto file = dir / "rig.dlrig";
    writeFile(file, build.dump());
    std::vector<std::string> args{"--db", (dir / "catalog.db").string(), "analyze", file.string()};
    if (asJson)
        args.push_back("--json");
    return runCli(args);
}

const std::vector<std::pair<std::string, int>> kWorkstation{
    {"gpu/nvidia-rtx-4090", 1},
    {"cpu/amd-ryzen-9-7950x", 1},
    {"motherboard/asus-proart-x670e-creator-wifi", 1},
    {"memory/gskill-flare-x5-2x48gb-ddr5-6000", 1},
    {"storage/samsung-990-pro-2tb", 1},
    {"psu/corsair-hx1500i", 1},
    {"chassis/fractal-design-meshify-2-xl", 1},
};

} // namespace

TEST(CliAnalyze, JsonHasTheStavesBottleneckPowerAndCost)
{
    TempDir dir;
    const CliResult r =
        analyze(dir, buildFile(kWorkstation, {{"model", "resnet-50"}, {"task", "train"}, {"batch", 256}}));
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_EQ(j["staves"].size(), 11U);
    for (const json &stave : j["staves"]) {
        for (const char *key : {"key", "rate", "unit", "ratio", "explanation", "source"})
            EXPECT_TRUE(stave.contains(key)) << key;
    }
    EXPECT_TRUE(j["bottleneck"].is_string());
    EXPECT_GT(j["system_rate"].get<double>(), 0);
    EXPECT_GT(j["power"]["peak_watts"].get<double>(), 450);
    EXPECT_EQ(j["power"]["psu_watts"], 1500.0);
    // Money: amount, amount_minor and currency.
    EXPECT_EQ(j["cost"]["total"]["currency"], "USD");
    EXPECT_EQ(j["cost"]["total"]["amount_minor"].get<long long>(),
              std::llround(j["cost"]["total"]["amount"].get<double>() * 100));
    EXPECT_TRUE(j["compatibility"].is_array());
    EXPECT_TRUE(j.contains("tco"));
}

TEST(CliAnalyze, TextReportNamesTheBottleneck)
{
    TempDir dir;
    const CliResult r = analyze(
        dir, buildFile(kWorkstation, {{"model", "llama-3.1-70b"}, {"task", "infer"}, {"precision", "bf16"}}), false);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("bottleneck VRAM capacity"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("vram_capacity ◀"), std::string::npos);
}

// Issue 31: each cost line says its price's kind and age, and the report says
// what of the total rests on prices older than 12 months and which parts are
// no longer sold new. The RTX 4090's price and the discontinued Core i9-13900K's
// MSRP (2022-09-27) are years old whenever this runs.
TEST(CliAnalyze, CostSaysEachPricesKindAndAgeAndTheStaleShare)
{
    TempDir dir;
    auto parts = kWorkstation;
    parts[1] = {"cpu/intel-core-i5-13600k", 1};
    parts[2] = {"motherboard/asus-proart-z790-creator-wifi", 1};
    const json build = buildFile(parts, {{"model", "resnet-50"}, {"task", "train"}, {"batch", 256}});
    const CliResult r = analyze(dir, build);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json cost = json::parse(r.out)["cost"];
    int stale = 0;
    long long staleMinor = 0;
    for (const json &line : cost["lines"]) {
        EXPECT_TRUE(line.contains("price_kind")) << line.dump();
        EXPECT_GE(line["price_age_months"].get<int>(), 0);
        if (line["price_stale"].get<bool>()) {
            EXPECT_GT(line["price_age_months"].get<int>(), 12) << line.dump();
            ++stale;
            staleMinor += line["extended"]["amount_minor"].get<long long>();
        }
        if (line["id"] == "cpu/intel-core-i5-13600k") {
            EXPECT_EQ(line["price_kind"], "msrp");
            EXPECT_TRUE(line["price_stale"].get<bool>());
            EXPECT_EQ(line["discontinued"], "2024-06-28");
        }
    }
    EXPECT_EQ(cost["stale_lines"], stale);
    EXPECT_EQ(cost["stale_total"]["amount_minor"].get<long long>(), staleMinor);
    EXPECT_EQ(cost["discontinued_parts"], json::array({"cpu/intel-core-i5-13600k"}));

    const CliResult text = analyze(dir, build, false);
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("MSRP, "), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("old, stale"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("rests on prices older than 12 months: ask for quotes before ordering"), std::string::npos)
        << text.out;
    EXPECT_NE(text.out.find("cpu/intel-core-i5-13600k is no longer sold new (discontinued 2024-06-28)"),
              std::string::npos)
        << text.out;
}

TEST(CliAnalyze, UnknownPartsAndBadFilesExitTwo)
{
    TempDir dir;
    auto parts = kWorkstation;
    parts.push_back({"gpu/nvidia-rtx-9090", 1});
    const CliResult missing = analyze(dir, buildFile(parts, {{"model", "resnet-50"}}));
    EXPECT_EQ(missing.exitCode, 2);
    EXPECT_NE(missing.err.find("rig.dlrig: not in the catalog: parts[7] 'gpu/nvidia-rtx-9090'"), std::string::npos)
        << missing.err;

    json newer = buildFile(kWorkstation, {{"model", "resnet-50"}});
    newer["version"] = 7;
    const CliResult future = analyze(dir, newer);
    EXPECT_EQ(future.exitCode, 2);
    EXPECT_NE(future.err.find("written by a newer dlrig (build format version 7)"), std::string::npos);

    const CliResult noFile = runCli({"--db", (dir / "c.db").string(), "analyze", (dir / "none.dlrig").string()});
    EXPECT_EQ(noFile.exitCode, 2);
    EXPECT_NE(noFile.err.find("none.dlrig: cannot open"), std::string::npos);
}

TEST(CliPresets, ListsTheSixScenarios)
{
    const CliResult r = runCli({"presets", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json list = json::parse(r.out);
    ASSERT_EQ(list.size(), 6U);
    EXPECT_EQ(list[3]["key"], "moe-serving");
    EXPECT_EQ(list[3]["scenario"]["workload"]["precision"], "mxfp4");
    EXPECT_EQ(list[0]["key"], "learning");
    EXPECT_TRUE(list[0]["scenario"].contains("workload"));
}

TEST(CliRecommend, BestBuildIsCompatibleWithinBudgetAndSavable)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const std::string saved = (dir / "best.dlrig").string();
    const CliResult r = runCli({"--db", db, "recommend", "--preset", "academic-research", "--budget", "15000", "USD",
                                "--json", "--save", saved});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_TRUE(j["best"].is_object());
    EXPECT_EQ(j["best"]["format"], "dlrig-build");
    EXPECT_LE(j["best"]["cost"]["amount_minor"].get<long long>(), 1'500'000);
    for (const json &finding : j["best"]["analysis"]["compatibility"])
        EXPECT_NE(finding["severity"], "error") << finding.dump();
    EXPECT_GT(j["best"]["rate"].get<double>(), 0);
    EXPECT_LE(j["cheapest"]["cost"]["amount_minor"].get<long long>(),
              j["best"]["cost"]["amount_minor"].get<long long>());
    ASSERT_EQ(j["tiers"].size(), 3U);
    // The saved build analyses to the same rate.
    const CliResult analysed = runCli({"--db", db, "analyze", saved, "--json"});
    ASSERT_EQ(analysed.exitCode, 0) << analysed.err;
    EXPECT_DOUBLE_EQ(json::parse(analysed.out)["system_rate"].get<double>(), j["best"]["rate"].get<double>());
}

// A preset brings its budget (learning: USD 3,000); --budget replaces it.
TEST(CliRecommend, APresetsOwnBudgetIsUsedWhenNoneIsGiven)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const CliResult r = runCli({"--db", db, "recommend", "--preset", "learning", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json j = json::parse(r.out);
    ASSERT_TRUE(j["best"].is_object());
    EXPECT_LE(j["best"]["cost"]["amount_minor"].get<long long>(), 300'000);
    EXPECT_EQ(j["best"]["cost"]["currency"], "USD");
    const CliResult cheaper =
        runCli({"--db", db, "recommend", "--preset", "learning", "--budget", "1200", "USD", "--json"});
    ASSERT_EQ(cheaper.exitCode, 0) << cheaper.err;
    const json c = json::parse(cheaper.out);
    if (c["best"].is_object()) {
        EXPECT_LE(c["best"]["cost"]["amount_minor"].get<long long>(), 120'000);
    }
}

TEST(CliRecommend, WorkloadOptionsAndLimits)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const CliResult r = runCli({"--db", db, "recommend", "--model", "resnet-50", "--precision", "amp-fp16", "--batch",
                                "256", "--budget", "6000", "USD", "--max-gpus", "2", "--max-watts", "1200", "--json"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const json best = json::parse(r.out)["best"];
    ASSERT_TRUE(best.is_object());
    EXPECT_LE(best["analysis"]["power"]["peak_watts"].get<double>(), 1200);
    for (const json &part : best["parts"]) {
        if (part["id"].get<std::string>().rfind("gpu/", 0) == 0) {
            EXPECT_LE(part["quantity"].get<int>(), 2);
        }
    }
}

TEST(CliRecommend, BadInputExitsTwo)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    for (const auto &[args, mention] : std::vector<std::pair<std::vector<std::string>, std::string>>{
             {{"recommend", "--model", "resnet-50"}, "--budget AMOUNT CURRENCY is required without --preset"},
             {{"recommend", "--preset", "gaming", "--budget", "1", "USD"}, "unknown preset 'gaming'"},
             {{"recommend", "--preset", "learning", "--budget", "1", "USD", "--form", "cube"}, "--form"},
             {{"recommend", "--preset", "learning", "--budget", "-5", "USD"}, "--budget"},
             {{"recommend", "--preset", "learning", "--model", "resnet-50", "--budget", "5", "USD"}, "not both"}}) {
        std::vector<std::string> full{"--db", db};
        full.insert(full.end(), args.begin(), args.end());
        const CliResult r = runCli(full);
        EXPECT_EQ(r.exitCode, 2) << r.out;
        EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
    }
}

// Issue 18 #13: the findings in the locale's language, or --lang's.
TEST(CliAnalyze, FindingsSpeakChineseWithLangOrTheLocale)
{
    TempDir dir;
    auto parts = kWorkstation;
    parts.pop_back(); // no chassis: a warning
    const auto file = dir / "rig.dlrig";
    writeFile(file, buildFile(parts, {{"model", "resnet-50"}}).dump());
    const std::string db = (dir / "catalog.db").string();
    const CliResult english = runCli({"--db", db, "analyze", file.string()}, {{"LANG", "en_US.UTF-8"}});
    ASSERT_EQ(english.exitCode, 0) << english.err;
    EXPECT_NE(english.out.find("missing.chassis: The build has no chassis."), std::string::npos) << english.out;
    const CliResult option = runCli({"--lang", "zh_CN", "--db", db, "analyze", file.string()});
    ASSERT_EQ(option.exitCode, 0) << option.err;
    EXPECT_NE(option.out.find("missing.chassis: 配置中没有机箱。"), std::string::npos) << option.out;
    // The barrel's explanations and what-if too, numbers as in English.
    EXPECT_NE(option.out.find("每块 GPU 有 24.0 GiB"), std::string::npos) << option.out;
    EXPECT_NE(option.out.find("解决办法："), std::string::npos) << option.out;
    // Issue 18 #13: the headings, the plan, the workload and the cost notes too, not only core's findings.
    for (const char *chinese : {"工作负载：ResNet-50 (torchvision v1.5)，完整训练", "并行方案（在考虑过的", "兼容性\n",
                                "木桶（样本/秒）", "整机速率：", "功耗\n", "峰值 ", "成本（"}) {
        EXPECT_NE(option.out.find(chinese), std::string::npos) << chinese << "\n" << option.out;
    }
    for (const char *word :
         {"Compatibility", "The barrel", "system rate", "Power\n", "Cost (", "micro-batch", "workload  "}) {
        EXPECT_EQ(option.out.find(word), std::string::npos) << word << "\n" << option.out;
    }
    const CliResult locale =
        runCli({"--db", db, "analyze", file.string()}, {{"LANG", "zh_CN.UTF-8"}, {"LC_ALL", ""}});
    EXPECT_NE(locale.out.find("配置中没有机箱"), std::string::npos) << locale.out;
    // --lang wins over the locale; a language dlrig has no translation for is refused.
    const CliResult back = runCli({"--lang", "en", "--db", db, "analyze", file.string()}, {{"LANG", "zh_CN.UTF-8"}});
    EXPECT_NE(back.out.find("The build has no chassis."), std::string::npos) << back.out;
    const CliResult french = runCli({"--lang", "fr", "--db", db, "analyze", file.string()});
    EXPECT_EQ(french.exitCode, 2);
    EXPECT_NE(french.err.find("--lang: 'fr' is not a language dlrig speaks (expected en or zh_CN)"), std::string::npos)
        << french.err;
    // The JSON keeps English text and names each message's id for other programs.
    const CliResult asJson = runCli({"--lang", "zh_CN", "--db", db, "analyze", file.string(), "--json"});
    EXPECT_NE(asJson.out.find("\"message_id\": \"compat.missing.chassis\""), std::string::npos) << asJson.out;
}
