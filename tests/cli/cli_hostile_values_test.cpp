// The second hostile campaign's wrong acceptances (issue 28, items 8 and
// 12–17), replayed against the real dlrig-cli; each failed before its fix.
#include "clirunner.h"
#include "core/base/message.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>

namespace {

const std::string kRig = DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig";

class HostileValues : public CliInFolder {
protected:
    // The example build with one scenario (or workload) field changed.
    std::string rigWith(const std::string &name, const std::function<void(nlohmann::json &)> &change) const
    {
        nlohmann::json build = nlohmann::json::parse(slurpFile(kRig));
        change(build);
        return file(name, build.dump(2));
    }
    // Bad input: exit 2, one line naming `mention`, no internal error.
    static void expectRefused(const CliResult &r, const std::string &mention)
    {
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
        EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
    }
    // One part, as catalog export writes it, changed and imported.
    std::string importPart(const std::function<void(nlohmann::json &)> &change) const
    {
        EXPECT_EQ(run({"catalog", "export", (dir / "all.json").string()}).exitCode, 0);
        nlohmann::json document = nlohmann::json::parse(slurpFile(dir / "all.json"));
        nlohmann::json part;
        for (const auto &candidate : document["parts"])
            if (candidate["id"] == "gpu/nvidia-rtx-4090")
                part = candidate;
        part["id"] = "gpu/hostile-test";
        change(part);
        document["parts"] = nlohmann::json::array({part});
        const CliResult imported = run({"catalog", "import", file("part.json", document.dump())});
        EXPECT_EQ(imported.exitCode, 0) << imported.err;
        return part["id"];
    }
};

} // namespace

// 8: a 1,000,000-character title took 132 s to lay out; 64 MiB inputs were accepted.
TEST_F(HostileValues, AQuoteFieldLongerThanAnyQuoteIsRefusedAtOnce)
{
    const std::string quote = file("quote.json", nlohmann::json{{"title", std::string(1'000'000, 'x')}}.dump());
    const auto began = std::chrono::steady_clock::now();
    expectRefused(run({"bom", kRig, "--pdf", (dir / "q.pdf").string(), "--quote", quote}),
                  "'title' is 1,000,000 characters long; at most 200");
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(10));
    EXPECT_FALSE(std::filesystem::exists(dir / "q.pdf"));
    const std::string notes = file("notes.json", nlohmann::json{{"notes", std::string(4'001, 'n')}}.dump());
    expectRefused(run({"bom", kRig, "--json", (dir / "q.json").string(), "--quote", notes}), "at most 4,000");
}

// 12: price 0 and a date in 2099 were accepted; recommend then bought free GPUs.
TEST_F(HostileValues, AFreeOrFuturePriceIsRefused)
{
    expectRefused(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "0", "USD"}), "USD 0.00 is not a price");
    expectRefused(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "1799", "USD", "--date", "2099-12-31"}),
                  "--date: 2099-12-31 is after today");
    const std::string csv = file("quote.csv", "id,amount,currency,date\ngpu/nvidia-rtx-4090,0,USD,2026-01-01\n");
    expectRefused(run({"catalog", "import-prices", csv}), "quote.csv: line 2: amount: USD 0.00 is not a price");
    const CliResult shown = run({"catalog", "show", "gpu/nvidia-rtx-4090", "--json"});
    EXPECT_NE(nlohmann::json::parse(shown.out)["price"]["amount"], 0);
}

// 13: recommend --tp 3 said "no compatible build" (exit 0) and ignored --gpus,
// --gpu…; bom quoted a build pinning tensor 4 on 2 GPUs that analyze refuses.
TEST_F(HostileValues, RecommendAndBomRefuseWhatEstimateAndAnalyzeRefuse)
{
    const std::vector<std::string> lora{"recommend", "--model",  "llama-2-7b", "--task",
                                        "lora",      "--budget", "10000",      "USD"};
    const auto with = [&](std::vector<std::string> extra) {
        std::vector<std::string> words = lora;
        words.insert(words.end(), extra.begin(), extra.end());
        return run(words);
    };
    expectRefused(with({"--tp", "3"}), "--tp 3 does not divide the 32 attention heads");
    expectRefused(with({"--pp", "33"}), "--pp 33 does not divide the 32 layers");
    for (const std::vector<std::string> &option : {std::vector<std::string>{"--gpus", "4"},
                                                   {"--gpu", "gpu/nvidia-h100-sxm5-80gb"},
                                                   {"--gpu-vram", "24GiB"},
                                                   {"--nic-gbps", "100"},
                                                   {"--peak-tflops", "100"}})
        expectRefused(with(option), option.front() + ": recommend chooses the GPUs");
    expectRefused(run({"recommend", "--preset", "learning", "--seq", "512"}), "give a preset or workload options");

    const std::string pinned = rigWith("tp4.dlrig", [](nlohmann::json &b) { b["scenario"]["workload"]["tp"] = 4; });
    expectRefused(run({"analyze", pinned}), "tp 4 needs 4 GPUs in one node; there are 3");
    expectRefused(run({"bom", pinned, "--json", (dir / "q.json").string()}), "tp 4 needs 4 GPUs in one node");
    EXPECT_FALSE(std::filesystem::exists(dir / "q.json"));
}

// 14: scenario values: utilisation 0 gave an amount of -9,223,372,036,854,775,808;
// negative prices and budgets, a rank of 1e8, unknown presets, clouds and keys,
// and --peak-tflops 1e-300 were accepted.
TEST_F(HostileValues, EveryScenarioValueIsCheckedWhereItIsRead)
{
    const auto scenario = [&](const std::string &field, const nlohmann::json &value) {
        return rigWith("s.dlrig", [&](nlohmann::json &b) { b["scenario"][field] = value; });
    };
    expectRefused(run({"analyze", scenario("utilisation", 0)}), "'utilisation' must be a number between 0.01 and 1");
    expectRefused(run({"analyze", scenario("electricity_per_kwh", {{"amount", "-0.10"}, {"currency", "CNY"}})}),
                  "electricity_per_kwh: 'amount' must not be negative");
    expectRefused(run({"analyze", scenario("budget", {{"amount", "-5"}, {"currency", "CNY"}})}),
                  "budget: 'amount' must be greater than zero");
    expectRefused(run({"analyze", scenario("budget", {{"amount", "5"}, {"currency", "CNY"}, {"monthly", true}})}),
                  "budget: 'monthly' is not a known field");
    expectRefused(run({"analyze", scenario("preset", "gaming")}), "'preset' 'gaming' is not a preset");
    expectRefused(run({"analyze", scenario("cloud", "cloud/nowhere-x1")}),
                  "no cloud instance 'cloud/nowhere-x1' in the catalog");
    expectRefused(
        run({"analyze",
             rigWith("r.dlrig", [](nlohmann::json &b) { b["scenario"]["workload"]["lora_rank"] = 100'000'000; })}),
        "'lora_rank' must be at most 65536");
    expectRefused(runCli({"estimate", "--model", "llama-2-7b", "--peak-tflops", "1e-300"}),
                  "--peak-tflops: '1e-300' is not a number between 0.001 and 1e+06");
    // The slowest GPU --peak-tflops takes, and a time to train that no buffer cuts off.
    const CliResult slow =
        runCli({"estimate", "--model", "llama-2-7b", "--peak-tflops", "0.001", "--train-tokens", "1e12"});
    ASSERT_EQ(slow.exitCode, 0) << slow.err;
    EXPECT_NE(slow.out.find("more than 1,000 years"), std::string::npos) << slow.out;
}

// 15: text from imported parts starting with = + - @ reached the BOM CSV and the
// catalog CSV export as formulas (=HYPERLINK(…), =cmd|' /C calc'!A0).
TEST_F(HostileValues, ImportedTextNeverReachesACsvAsAFormula)
{
    const std::string formula = "=cmd|' /C calc'!A0";
    const std::string id = importPart([&](nlohmann::json &part) {
        part["vendor"] = formula;
        part["model"] = "@SUM(1+1)";
        part["note"] = "-2+3";
    });
    const std::string rig = rigWith("mine.dlrig", [&](nlohmann::json &b) { b["parts"][0]["id"] = id; });
    ASSERT_EQ(run({"bom", rig, "--csv", (dir / "q.csv").string()}).exitCode, 0);
    const std::string bom = slurpFile(dir / "q.csv");
    EXPECT_NE(bom.find("\"'=cmd|' /C calc'!A0\""), std::string::npos) << bom;
    EXPECT_NE(bom.find("\"'@SUM(1+1)\""), std::string::npos) << bom;
    EXPECT_EQ(bom.find(",=cmd"), std::string::npos);

    ASSERT_EQ(run({"catalog", "export", (dir / "all.csv").string()}).exitCode, 0);
    const std::string exported = slurpFile(dir / "all.csv");
    EXPECT_NE(exported.find("\"'=cmd|' /C calc'!A0\""), std::string::npos);
    EXPECT_NE(exported.find("\"'-2+3\""), std::string::npos);
    // The export reads back as it was: the guard is not part of the text.
    const CliResult again =
        runCli({"--db", (dir / "other.db").string(), "catalog", "import", (dir / "all.csv").string()});
    ASSERT_EQ(again.exitCode, 0) << again.err;
    const CliResult shown = runCli({"--db", (dir / "other.db").string(), "catalog", "show", id, "--json"});
    const auto part = nlohmann::json::parse(shown.out);
    EXPECT_EQ(part["vendor"], formula);
    EXPECT_EQ(part["note"], "-2+3");
}

// 16: a 100 MiB export could not be imported again (64 MiB limit): a backup
// that cannot be restored. Export and import now share one limit; this file,
// just over the old one, restores.
TEST_F(HostileValues, WhatExportWritesImportReadsBack)
{
    ASSERT_EQ(run({"catalog", "export", (dir / "all.json").string()}).exitCode, 0);
    nlohmann::json document = nlohmann::json::parse(slurpFile(dir / "all.json"));
    const nlohmann::json model = document["parts"][0];
    nlohmann::json parts = nlohmann::json::array();
    const std::string note(9'900, 'n');
    std::size_t bytes = 0;
    for (int i = 0; bytes < (65u << 20); ++i) {
        nlohmann::json part = model;
        part["id"] = std::string(model["category"]) + "/bulk-" + std::to_string(i);
        part["note"] = note;
        bytes += part.dump().size() + 1;
        parts.push_back(std::move(part));
    }
    document["parts"] = parts;
    const std::string big = file("big.json", document.dump());
    const CliResult imported = run({"catalog", "import", big});
    ASSERT_EQ(imported.exitCode, 0) << imported.err;
    ASSERT_EQ(run({"catalog", "export", (dir / "backup.json").string()}).exitCode, 0);
    EXPECT_GT(std::filesystem::file_size(dir / "backup.json"), 64u << 20);
    const CliResult restored = run({"catalog", "recover", "--force", "--from-export", (dir / "backup.json").string()});
    ASSERT_EQ(restored.exitCode, 0) << restored.err;
    const std::size_t backedUp = nlohmann::json::parse(slurpFile(dir / "backup.json"))["parts"].size();
    EXPECT_GT(backedUp, parts.size());
    EXPECT_NE(restored.out.find("rebuilt " + (dir / "catalog.db").string() + " with " +
                                dlrig::core::groupedNumber(static_cast<std::int64_t>(backedUp)) + " parts"),
              std::string::npos)
        << restored.out;
}

// 17: "money amount out of range" named no part or currency; libpng's own text
// reached stderr for a bad logo.
TEST_F(HostileValues, MessagesNameThePartAndKeepLibrariesQuiet)
{
    const std::string id = importPart([](nlohmann::json &part) {
        part["price"]["amount"] = "999999999999999";
        part["price"].erase("amount_high");
        part["price"]["currency"] = "USD";
    });
    const std::string rig = rigWith("dear.dlrig", [&](nlohmann::json &b) {
        b["parts"][0]["id"] = id;
        b["parts"][0]["quantity"] = 1'000'000;
    });
    const CliResult bom = run({"bom", rig, "--json", (dir / "q.json").string()});
    EXPECT_EQ(bom.exitCode, 2);
    EXPECT_NE(bom.err.find(id + ": "), std::string::npos) << bom.err;
    EXPECT_NE(bom.err.find("is more than the largest amount dlrig holds"), std::string::npos) << bom.err;
    EXPECT_NE(bom.err.find("nothing was written"), std::string::npos) << bom.err;

    std::string png = "\x89PNG\r\n\x1a\n";
    png += std::string(64, '\x01');
    const std::string logo = file("logo.png", png);
    const std::string quote = file("quote.json", nlohmann::json{{"logo", logo}}.dump());
    const CliResult pdf = run({"bom", kRig, "--pdf", (dir / "q.pdf").string(), "--quote", quote});
    expectRefused(pdf, "logo.png is not an image dlrig can read");
    EXPECT_EQ(pdf.err.find("libpng"), std::string::npos) << pdf.err;
}
