// `dlrig-cli catalog`, run as a user would, against real SQLite files.
#include "clirunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using nlohmann::json;

namespace {

// A catalog file in a temp folder, created from the shipped data on first use.
class CatalogCli : public testing::Test {
protected:
    CliResult run(std::vector<std::string> args)
    {
        args.insert(args.begin(), {"--db", db().string()});
        return runCli(args);
    }
    json listJson(std::vector<std::string> args)
    {
        args.insert(args.begin(), {"catalog", "list"});
        args.push_back("--json");
        const CliResult r = run(args);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        return json::parse(r.out);
    }
    std::filesystem::path db() const { return m_dir / "catalog.db"; }
    const TempDir &dir() const { return m_dir; }

private:
    TempDir m_dir;
};

void expectOneLineError(const CliResult &r, int exitCode, const std::string &mention)
{
    EXPECT_EQ(r.exitCode, exitCode) << r.out << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
    EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
}

} // namespace

TEST_F(CatalogCli, ListsTheShippedCatalogAsJson)
{
    const json all = listJson({});
    ASSERT_FALSE(all.empty());
    for (const json &part : all) {
        for (const char *key : {"id", "category", "vendor", "model", "tdp_watts", "source", "specs"})
            EXPECT_TRUE(part.contains(key)) << key;
        if (!part.contains("price")) { // on request: the note says why
            EXPECT_TRUE(part.contains("note")) << part["id"];
            continue;
        }
        EXPECT_TRUE(part["price"]["amount"].is_number());
        EXPECT_TRUE(part["price"].contains("currency"));
        EXPECT_NE(part["price"].contains("date"), part["price"].contains("looked_up")) << part["id"];
    }
    const json gpus = listJson({"--category", "gpu"});
    EXPECT_GE(gpus.size(), 40U);
    const json found = listJson({"--search", "4090"});
    ASSERT_GE(found.size(), 1U);
    EXPECT_EQ(found[0]["id"], "gpu/nvidia-rtx-4090");
    // New cards: USD 2,200–2,800 on an undated page (insiderllm, "Feb 2026"): an estimate.
    EXPECT_EQ(found[0]["price"]["amount"], 2200.0);
    EXPECT_EQ(found[0]["price"]["kind"], "estimate");
}

// The seed articles' parts without a public new price are listed and found;
// the list says what each price is and how old.
TEST_F(CatalogCli, ListsPartsOnRequestAndSaysWhatEachPriceIs)
{
    for (const auto &[search, expected] :
         std::vector<std::pair<std::string, std::string>>{{"PM1743", "on request"},
                                                          {"R7525", "on request"},
                                                          {"A30", "USD 2,150.00 (used, published 2026-05-04"},
                                                          {"i5-13600K", "(MSRP, published 2022-09-27, "}}) {
        const CliResult r = run({"catalog", "list", "--search", search});
        ASSERT_EQ(r.exitCode, 0) << r.err;
        EXPECT_NE(r.out.find(expected), std::string::npos) << search << ":\n" << r.out;
    }
    const CliResult stale = run({"catalog", "list", "--search", "i5-13600K"});
    EXPECT_NE(stale.out.find("stale)"), std::string::npos) << stale.out;
    const CliResult lenient = run({"catalog", "list", "--search", "i5-13600K", "--stale-months", "240"});
    EXPECT_EQ(lenient.out.find("stale)"), std::string::npos) << lenient.out;
}

TEST_F(CatalogCli, MaxPriceFiltersWithinACurrency)
{
    const json cheap = listJson({"--category", "gpu", "--max-price", "1000", "USD"});
    ASSERT_FALSE(cheap.empty());
    for (const json &part : cheap) {
        EXPECT_EQ(part["price"]["currency"], "USD");
        EXPECT_LE(part["price"]["amount"].get<double>(), 1000.0);
    }
    expectOneLineError(run({"catalog", "list", "--max-price", "1000"}), 2, "--max-price: expected 2 values");
    expectOneLineError(run({"catalog", "list", "--max-price", "lots", "USD"}), 2, "--max-price");
    expectOneLineError(run({"catalog", "list", "--max-price", "1000", "BTC"}), 2, "'BTC' is not an ISO 4217");
}

TEST_F(CatalogCli, ShowTextAndJson)
{
    const CliResult text = run({"catalog", "show", "gpu/nvidia-rtx-4090"});
    ASSERT_EQ(text.exitCode, 0) << text.err;
    EXPECT_NE(text.out.find("GeForce RTX 4090"), std::string::npos);
    EXPECT_NE(text.out.find("spec source"), std::string::npos);
    // Issue 34 #8: specs read as the Catalog tab says them, not as raw keys.
    EXPECT_NE(text.out.find("Memory bandwidth"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("1,008 GB/s"), std::string::npos) << text.out;
    EXPECT_EQ(text.out.find("memory_bandwidth_gbps"), std::string::npos) << text.out;
    const CliResult amd = run({"catalog", "show", "gpu/amd-instinct-mi300x"});
    EXPECT_NE(amd.out.find("Infinity Fabric           896 GB/s"), std::string::npos) << amd.out;
    EXPECT_EQ(amd.out.find("NVLink"), std::string::npos) << amd.out;
    const CliResult j = run({"catalog", "show", "gpu/nvidia-rtx-4090", "--json"});
    EXPECT_EQ(json::parse(j.out)["specs"]["vram_gib"], 24.0);
    expectOneLineError(run({"catalog", "show", "gpu/nvidia-rtx-9090"}), 2, "no part 'gpu/nvidia-rtx-9090'");
}

// A Chinese reader sees the catalog's forms and chipsets in Chinese, in the
// part's details and in the list's summaries.
TEST_F(CatalogCli, FormsAndChipsetsReadInChinese)
{
    const CliResult chassis = run({"--lang", "zh_CN", "catalog", "show", "chassis/fractal-design-meshify-2-xl"});
    ASSERT_EQ(chassis.exitCode, 0) << chassis.err;
    EXPECT_NE(chassis.out.find("外形规格                  全塔"), std::string::npos) << chassis.out;
    EXPECT_NE(chassis.out.find("可散出的热量              1,530 W"), std::string::npos) << chassis.out;
    EXPECT_EQ(chassis.out.find("heat_watts"), std::string::npos) << chassis.out;
    const CliResult server = run({"--lang", "zh_CN", "catalog", "show", "server/nvidia-dgx-b200"});
    EXPECT_NE(server.out.find("10U 机架式"), std::string::npos) << server.out;
    const CliResult boards = run({"--lang", "zh_CN", "catalog", "list", "--category", "motherboard"});
    EXPECT_NE(boards.out.find("SP3 SoC（无芯片组），ATX，8× DDR4"), std::string::npos) << boards.out;
    const CliResult english = run({"catalog", "list", "--category", "motherboard"});
    EXPECT_NE(english.out.find("SP3 SoC (no chipset), ATX, 8× DDR4"), std::string::npos) << english.out;
}

TEST_F(CatalogCli, ExportThenImportGivesTheSameRows)
{
    for (const char *name : {"all.json", "all.csv"}) {
        const auto file = dir() / name;
        const CliResult exported = run({"catalog", "export", file.string()});
        ASSERT_EQ(exported.exitCode, 0) << exported.err;
        const json before = listJson({});
        // Import into a fresh, empty-of-user-data catalog elsewhere.
        TempDir other;
        const auto otherDb = (other / "fresh.db").string();
        const CliResult imported = runCli({"--db", otherDb, "catalog", "import", file.string()});
        ASSERT_EQ(imported.exitCode, 0) << imported.err;
        const CliResult after = runCli({"--db", otherDb, "catalog", "list", "--json"});
        EXPECT_EQ(json::parse(after.out), before) << name;
    }
}

TEST_F(CatalogCli, BadImportsChangeNothing)
{
    ASSERT_EQ(run({"catalog", "list"}).exitCode, 0); // create the file
    const std::string bytes = slurpFile(db());

    const auto badJson = dir() / "bad.json";
    writeFile(badJson, R"({"format": "dlrig-catalog", "version": 1, "parts": [{"id": "gpu/x", "category": "gpu"}]})");
    expectOneLineError(run({"catalog", "import", badJson.string()}), 2,
                       "bad.json: parts[0] (gpu/x): 'vendor' is missing");

    const auto badCsv = dir() / "bad.csv";
    writeFile(badCsv, "id,category,vendor\r\ngpu/x,gpu,\"unterminated\r\n");
    expectOneLineError(run({"catalog", "import", badCsv.string()}), 2,
                       "bad.csv: line 2: a quoted field is never closed");

    const auto truncatedJson = dir() / "cut.json";
    writeFile(truncatedJson, R"({"format": "dlrig-catalog", "version": 1, "parts": [)");
    expectOneLineError(run({"catalog", "import", truncatedJson.string()}), 2, "cut.json: not valid JSON");

    expectOneLineError(run({"catalog", "import", (dir() / "missing.json").string()}), 2, "missing.json: cannot open");
    expectOneLineError(run({"catalog", "import", (dir() / "parts.xlsx").string()}), 2, "expected a .json or .csv file");

    EXPECT_EQ(slurpFile(db()), bytes); // byte for byte
}

TEST_F(CatalogCli, SetPriceIsKeptAndShown)
{
    const CliResult set =
        run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "1849.99", "USD", "--date", "2026-11-28"});
    ASSERT_EQ(set.exitCode, 0) << set.err;
    const json part = json::parse(run({"catalog", "show", "gpu/nvidia-rtx-4090", "--json"}).out);
    EXPECT_EQ(part["price"]["amount"], 1849.99);
    EXPECT_EQ(part["price"]["date"], "2026-11-28");
    expectOneLineError(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "-5", "USD"}), 2, "negative");
    expectOneLineError(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "5", "USD", "--date", "28/11/2026"}), 2,
                       "--date");
    expectOneLineError(run({"catalog", "set-price", "gpu/none", "5", "USD"}), 2, "no part 'gpu/none'");
    expectOneLineError(run({"catalog", "set-price", "gpu/nvidia-rtx-4090"}), 2, "expected ID AMOUNT CURRENCY");
}

TEST_F(CatalogCli, TruncatedDatabaseGivesOneClearMessageAndAWayOut)
{
    ASSERT_EQ(run({"catalog", "list"}).exitCode, 0);
    const std::string bytes = slurpFile(db());
    writeFile(db(), bytes.substr(0, bytes.size() / 3));
    const CliResult r = run({"catalog", "list"});
    expectOneLineError(r, 3, "is damaged: it is truncated");
    EXPECT_NE(r.err.find("catalog recover"), std::string::npos);

    // The way out: keep the damaged file aside, rebuild, restore an export.
    const auto saved = dir() / "mine.json";
    writeFile(saved, slurpFile(fixture("catalog-small.json")));
    const CliResult recovered = run({"catalog", "recover", "--from-export", saved.string()});
    ASSERT_EQ(recovered.exitCode, 0) << recovered.err;
    EXPECT_NE(recovered.out.find(".damaged-"), std::string::npos);
    EXPECT_EQ(run({"catalog", "show", "server/nvidia-dgx-a100"}).exitCode, 0);
}

TEST_F(CatalogCli, CheckRunsTheFullIntegrityCheck)
{
    const CliResult r = run({"catalog", "check"});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find(": ok, "), std::string::npos);
}

TEST_F(CatalogCli, UserCatalogLivesInXdgDataHome)
{
    TempDir home;
    const CliResult r = runCli({"catalog", "info"}, {{"XDG_DATA_HOME", home.path().string()}});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_TRUE(std::filesystem::exists(home / "dlrig" / "catalog.db"));
    EXPECT_NE(r.out.find("gpu"), std::string::npos);
}

TEST_F(CatalogCli, UsageMistakes)
{
    expectOneLineError(run({"catalog", "frobnicate"}), 2, "catalog: unknown command 'frobnicate'");
    expectOneLineError(run({"catalog", "list", "--category", "gpus"}), 2, "unknown category 'gpus'");
    expectOneLineError(run({"catalog", "show", "--max-price", "1", "USD"}), 2, "unknown option --max-price");
    expectOneLineError(runCli({"--db"}), 2, "--db: expected a catalog file path");
}
