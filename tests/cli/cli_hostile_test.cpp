// The fuzzing campaign's findings (issue 14) that reach dlrig-cli, replayed
// against the real binary: each failed before its fix.
#include "catalog/database.h"
#include "clirunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/stat.h>

namespace {

class HostileInput : public CliInFolder {
protected:
    // Bad input: exit 2, one line on stderr naming `mention`, no library text.
    static void expectBadInput(const CliResult &r, const std::string &mention)
    {
        EXPECT_EQ(r.exitCode, 2) << r.err;
        EXPECT_EQ(r.err.find('\n'), r.err.size() - 1) << r.err;
        EXPECT_NE(r.err.find(mention), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
        EXPECT_EQ(r.err.find("json.exception"), std::string::npos) << r.err;
    }
};

const std::string kBuildHeader = R"({"format": "dlrig-build", "version": 1, "name": "x", )";

} // namespace

// 7: bench settings 100,000 deep crashed dlrig-cli with a stack overflow.
TEST_F(HostileInput, DeeplyNestedSettingsAreRefused)
{
    std::string nested;
    for (int i = 0; i < 100'000; ++i)
        nested += R"({"a": )";
    nested += "1" + std::string(100'000, '}');
    const std::string deep = R"({"format": "dlrig-bench-settings", "version": 1, "thresholds": )" + nested + "}";
    expectBadInput(run({"bench", "--quick", "--settings", file("deep.json", deep)}), "nested deeper than 64");
}

// 9: a FIFO as input blocked forever; /dev/zero was read without limit.
TEST_F(HostileInput, PipesAndDevicesAreRefusedAtOnce)
{
    const auto fifo = dir / "rig.dlrig";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    // `timeout` turns a hang into exit 124 instead of a stuck test.
    const std::string command = "timeout 20 " + shellQuote(DLRIG_CLI_PATH) + " analyze " + shellQuote(fifo.string()) +
                                " >/dev/null 2>" + shellQuote((dir / "err").string());
    const int status = std::system(command.c_str());
    EXPECT_EQ(WEXITSTATUS(status), 2) << slurpFile(dir / "err");
    EXPECT_NE(slurpFile(dir / "err").find("is not a regular file"), std::string::npos);
    expectBadInput(runCli({"analyze", "/dev/zero"}), "/dev/zero: is not a regular file");
}

// 10: a "format" that is not a string and 1e309 were internal errors (exit 1).
TEST_F(HostileInput, WrongTypesAndHugeNumbersAreBadInput)
{
    expectBadInput(run({"analyze", file("a.dlrig", R"({"format": 7, "version": 1})")}), "not a dlrig build file");
    expectBadInput(run({"analyze", file("b.dlrig", kBuildHeader + R"("parts": [], "x": 1e309})")}),
                   "b.dlrig: a number is too large");
    expectBadInput(run({"catalog", "import", file("c.json", R"({"format": {"a": 1}, "version": 1, "parts": []})")}),
                   "not a dlrig catalog file");
}

// 11: "version": 4294967297 was read as version 1, and true accepted.
TEST_F(HostileInput, VersionsAreReadWhole)
{
    expectBadInput(run({"analyze", file("a.dlrig", R"({"format": "dlrig-build", "version": 4294967297})")}),
                   "written by a newer dlrig");
    expectBadInput(run({"analyze", file("b.dlrig", R"({"format": "dlrig-build", "version": true})")}),
                   "'version' must be an integer");
}

// 12: parse errors printed the library's text and raw bytes; 100 KB values
// were echoed whole; escape sequences from input reached the terminal.
TEST_F(HostileInput, MessagesAreShortAndCarryNoControlCharacters)
{
    const CliResult binary = run({"analyze", file("a.dlrig", "{\"name\": \"\xff\"}")});
    expectBadInput(binary, "a.dlrig: not UTF-8 text at line 1, column 11 (byte 0xFF)");
    const CliResult huge = runCli({"estimate", "--model", std::string(100'000, 'x')});
    EXPECT_EQ(huge.exitCode, 2);
    EXPECT_LT(huge.err.size(), 600U) << huge.err.substr(0, 200);
    const CliResult escape = runCli({"estimate", "--model", "\x1b[2J\x1b[31mred\nline"});
    EXPECT_EQ(escape.exitCode, 2);
    EXPECT_EQ(escape.err.find('\x1b'), std::string::npos) << escape.err;
    EXPECT_EQ(escape.err.find('\n'), escape.err.size() - 1) << escape.err;
    EXPECT_NE(escape.err.find("\\x1b[2J"), std::string::npos) << escape.err;
    expectBadInput(runCli({"estimate", "--model", "llama\xff"}), "argument 3");
}

// 2: a CSV import with one invalid UTF-8 byte was accepted, and then list
// --json, show --json and export failed with an internal JSON error.
TEST_F(HostileInput, ACsvWithInvalidUtf8IsRefusedAndTheCatalogStaysExportable)
{
    const auto csv = dir / "parts.csv";
    ASSERT_EQ(run({"catalog", "export", csv.string()}).exitCode, 0);
    std::string text = slurpFile(csv);
    const std::size_t at = text.find("NVIDIA");
    ASSERT_NE(at, std::string::npos);
    text.replace(at, 1, "\xff");
    writeFile(csv, text);
    expectBadInput(run({"catalog", "import", csv.string()}), "not UTF-8 text (byte 0xFF)");
    const CliResult listed = run({"catalog", "list", "--json"});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_TRUE(nlohmann::json::accept(listed.out));
    EXPECT_EQ(run({"catalog", "export", (dir / "again.json").string()}).exitCode, 0);
}

// 5: an output written through a symbolic link replaced the link with a file.
TEST_F(HostileInput, AnExportThroughALinkUpdatesTheSharedFile)
{
    const auto shared = dir / "shared.json";
    writeFile(shared, "{}");
    std::filesystem::create_symlink(shared, dir / "mine.json");
    ASSERT_EQ(run({"catalog", "export", (dir / "mine.json").string()}).exitCode, 0);
    EXPECT_TRUE(std::filesystem::is_symlink(dir / "mine.json"));
    EXPECT_NE(slurpFile(shared).find("dlrig-catalog"), std::string::npos);
    expectBadInput(run({"catalog", "export", "/proc/nowhere/x.json"}), "/proc/nowhere/x.json: cannot write in");
}

// 8: `catalog show` failed on 32 of the 33 shipped CPUs (an optional field).
TEST_F(HostileInput, EveryShippedPartCanBeShown)
{
    const CliResult listed = run({"catalog", "list", "--json"});
    ASSERT_EQ(listed.exitCode, 0) << listed.err;
    int shown = 0;
    for (const auto &part : nlohmann::json::parse(listed.out)) {
        const std::string id = part.at("id");
        const CliResult r = run({"catalog", "show", id});
        EXPECT_EQ(r.exitCode, 0) << id << ": " << r.err;
        shown += r.exitCode == 0;
    }
    EXPECT_GT(shown, 150);
}

// 12: escape sequences in an imported part's name reached the terminal.
TEST_F(HostileInput, ImportedTextIsShownEscaped)
{
    ASSERT_EQ(run({"catalog", "export", (dir / "all.json").string()}).exitCode, 0);
    auto document = nlohmann::json::parse(slurpFile(dir / "all.json"));
    nlohmann::json part = document["parts"][0];
    part["id"] = std::string(part["category"]) + "/escape-test";
    part["model"] = "\x1b[2J\x1b[31mCleared\nscreen";
    document["parts"] = nlohmann::json::array({part});
    writeFile(dir / "mine.json", document.dump());
    ASSERT_EQ(run({"catalog", "import", (dir / "mine.json").string()}).exitCode, 0);
    for (const std::vector<std::string> &command :
         {std::vector<std::string>{"catalog", "show", part["id"]}, {"catalog", "list", "--search", "screen"}}) {
        const CliResult r = run(command);
        EXPECT_EQ(r.exitCode, 0) << r.err;
        EXPECT_EQ(r.out.find('\x1b'), std::string::npos) << r.out;
        EXPECT_NE(r.out.find("\\x1b[31mCleared\\nscreen"), std::string::npos) << r.out;
    }
}

// 4: nodes × quantity, each in range, overflowed an int (UBSan) and bom printed
// a quote for 1,874,919,424 units with exit 0.
TEST_F(HostileInput, QuantitiesThatMultiplyPastAnyOrderAreRefused)
{
    auto build = nlohmann::json::parse(slurpFile(DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig"));
    build["scenario"]["nodes"] = 46341; // 46341² > 2^31
    build["parts"][0]["quantity"] = 46341;
    const std::string rig = file("huge.dlrig", build.dump());
    const CliResult bom = run({"bom", rig, "--json", (dir / "quote.json").string()});
    expectBadInput(bom, "parts[0]: 'quantity' × scenario.nodes is 2,147,488,281 units; at most 1,000,000");
    EXPECT_FALSE(std::filesystem::exists(dir / "quote.json"));
    expectBadInput(run({"analyze", rig}), "at most 1,000,000");
}

// 3: bom exited 2 after it had already replaced the --json and --csv outputs
// (the PDF path could not be written). All outputs are written, or none.
TEST_F(HostileInput, ABomWritesAllItsOutputsOrNone)
{
    const std::string rig = DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig";
    const std::string json = file("quote.json", "earlier quote");
    const std::string csv = file("quote.csv", "earlier csv");
    const CliResult failed = run({"bom", rig, "--json", json, "--csv", csv, "--pdf", "/proc/nowhere/quote.pdf"});
    expectBadInput(failed, "/proc/nowhere/quote.pdf: cannot write in");
    EXPECT_EQ(slurpFile(json), "earlier quote");
    EXPECT_EQ(slurpFile(csv), "earlier csv");
    for (const auto &entry : std::filesystem::directory_iterator(dir.path())) // temporaries start with '.'
        EXPECT_NE(entry.path().filename().string().front(), '.') << "left behind: " << entry.path();
    const CliResult written = run({"bom", rig, "--json", json, "--csv", csv});
    ASSERT_EQ(written.exitCode, 0) << written.err;
    EXPECT_NE(slurpFile(json).find("\"lines\""), std::string::npos);
}

// 1: recover ran on a healthy catalog without asking and the user's prices
// were gone; twice in one second, the second backup overwrote the first.
TEST_F(HostileInput, RecoverRefusesAHealthyCatalogAndNeverLosesThePrices)
{
    ASSERT_EQ(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "1899", "USD", "--date", "2026-11-30"}).exitCode,
              0);
    ASSERT_EQ(run({"catalog", "hide", "cpu/amd-epyc-7742"}).exitCode, 0);
    const CliResult refused = run({"catalog", "recover"});
    expectBadInput(refused, "is not damaged");
    EXPECT_NE(refused.err.find("--force"), std::string::npos);
    for (int round = 0; round < 2; ++round) { // twice within a second
        const CliResult forced = run({"catalog", "recover", "--force"});
        ASSERT_EQ(forced.exitCode, 0) << forced.err;
        EXPECT_NE(forced.out.find("1 prices and 1 hidden parts"), std::string::npos) << forced.out;
    }
    const auto part = nlohmann::json::parse(run({"catalog", "show", "gpu/nvidia-rtx-4090", "--json"}).out);
    EXPECT_EQ(part["price"]["amount"], 1899.0) << part.dump();
    EXPECT_EQ(part["price"]["source"], "set by the user");
    int backups = 0; // catalog.db.damaged-STAMP and -STAMP-1, not their -wal/-shm files
    for (const auto &entry : std::filesystem::directory_iterator(dir.path())) {
        const std::string name = entry.path().filename().string();
        const bool side = name.ends_with("-wal") || name.ends_with("-shm");
        backups += name.starts_with("catalog.db.damaged-") && !side;
    }
    EXPECT_EQ(backups, 2);
}

// 1: recover renamed a catalog that another process held in a transaction.
TEST_F(HostileInput, RecoverMovesNothingThatIsInUse)
{
    ASSERT_EQ(run({"catalog", "list"}).exitCode, 0);
    // This test process is the other program: SQLite's locks are per process.
    dlrig::catalog::Database holder(dir / "catalog.db", dlrig::catalog::Database::Mode::ReadWrite);
    holder.exec("BEGIN EXCLUSIVE");
    const CliResult r = run({"catalog", "recover", "--force"});
    EXPECT_EQ(r.exitCode, 3) << r.out << r.err;
    EXPECT_NE(r.err.find("is in use by another program (locked)"), std::string::npos) << r.err;
    holder.exec("ROLLBACK");
    EXPECT_TRUE(std::filesystem::exists(dir / "catalog.db"));
    for (const auto &entry : std::filesystem::directory_iterator(dir.path()))
        EXPECT_EQ(entry.path().filename().string().find(".damaged-"), std::string::npos) << entry.path();
}

// 6: a damaged bench-history.db was noticed only after the measurement ran,
// and its results were thrown away. Now it stops before anything is measured.
TEST_F(HostileInput, ADamagedHistoryIsFoundBeforeMeasuring)
{
    writeFile(dir / "bench-history.db", std::string(5000, 'x'));
    const CliResult r = run({"bench", "--quick", "--tests", "host.stream"});
    EXPECT_EQ(r.exitCode, 3) << r.out << r.err;
    EXPECT_NE(r.err.find("bench-history.db"), std::string::npos) << r.err;
    EXPECT_EQ(r.out.find("verdict"), std::string::npos) << "it measured first: " << r.out;
}

// 11: accepted with exit 0 before.
TEST_F(HostileInput, LooseNumbersAndUnknownTestsAreRefused)
{
    for (const char *burn : {"nan", "7.5Q", "0x10", "1,5", "inf", "-5"})
        expectBadInput(runCli({"bench", "--burn", burn, "--no-history"}), "--burn: '");
    expectBadInput(runCli({"bench", "--tests", "no-such-test", "--no-history"}), "'no-such-test' names no test");
    expectBadInput(runCli({"estimate", "--model", "llama-2-7b", "--gpu-vram", "1e30GiB"}),
                   "--gpu-vram: '1e30GiB' is not a size");
}

// 11 and 12: bom quoted builds that analyze refuses, and both blamed
// command-line options nobody typed ("--gpus 1 is not a multiple of --tp 3").
TEST_F(HostileInput, ABuildsWorkloadErrorsNameItsFieldsAndBomRefusesItToo)
{
    auto build = nlohmann::json::parse(slurpFile(DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig"));
    build["scenario"]["workload"]["tp"] = 3; // one GPU in this build
    const std::string rig = file("tp3.dlrig", build.dump());
    for (const CliResult &r : {run({"analyze", rig}), run({"bom", rig, "--json", (dir / "q.json").string()})}) {
        expectBadInput(r, "tp3.dlrig: scenario.workload.tp: tensor parallelism splits a transformer's layers; "
                          "resnet-50 has no transformer shape");
        EXPECT_EQ(r.err.find("--"), std::string::npos) << r.err;
    }
    EXPECT_FALSE(std::filesystem::exists(dir / "q.json"));
}
