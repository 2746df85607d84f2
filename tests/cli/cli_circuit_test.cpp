// Issue 31: the site's wall circuit binds a tower in `analyze` (an error) and
// in `recommend` (never returned), through the real dlrig-cli.
#include "clirunner.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using nlohmann::json;

namespace {

const std::string kExample = DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig";

std::vector<std::string> loraWithin60000Cny(const std::string &db)
{
    return {"--db",     db,      "recommend", "--model", "llama-2-7b", "--task", "lora",
            "--budget", "60000", "CNY",       "--form",  "tower",      "--json"};
}

double wallOf(const json &build)
{
    return build["analysis"]["power"]["wall_watts"].get<double>();
}

} // namespace

TEST(CliCircuit, RecommendNeverReturnsATowerTheSitesCircuitCannotCarry)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    // CNY's default outlet, 220 V / 10 A, carries 1,760 W; the best build draws more than 800 W.
    const CliResult plain = runCli(loraWithin60000Cny(db));
    ASSERT_EQ(plain.exitCode, 0) << plain.err;
    const json unbound = json::parse(plain.out);
    ASSERT_GT(wallOf(unbound["best"]), 800);
    EXPECT_EQ(unbound["best"]["analysis"]["power"]["site_circuit"]["circuit"], "220 V / 10 A");
    EXPECT_TRUE(unbound["best"]["analysis"]["power"]["site_circuit"]["default"].get<bool>());

    // On a 100 V / 10 A circuit (800 W continuous) every build returned fits
    // it, and no 200–240 V-only supply is used.
    std::vector<std::string> args = loraWithin60000Cny(db);
    args.insert(args.end(), {"--circuit", "100V/10A"});
    const CliResult bound = runCli(args);
    ASSERT_EQ(bound.exitCode, 0) << bound.err;
    const json j = json::parse(bound.out);
    std::vector<json> builds{j["best"], j["cheapest"]};
    for (const json &tier : j["tiers"])
        builds.push_back(tier["build"]);
    for (const json &build : builds) {
        if (!build.is_object())
            continue;
        EXPECT_LE(wallOf(build), 800);
        EXPECT_TRUE(build["analysis"]["power"]["site_circuit"]["fits"].get<bool>());
        EXPECT_EQ(build["scenario"]["circuit"], "100V/10A"); // saved with the build
        for (const json &finding : build["analysis"]["compatibility"]) {
            EXPECT_NE(finding["rule"], "power.circuit") << finding.dump();
            EXPECT_NE(finding["rule"], "psu.watts") << finding.dump();
        }
    }
}

TEST(CliCircuit, AnalyzeRefusesATowerBeyondTheCircuitAndNamesABadOne)
{
    TempDir dir;
    const std::string db = (dir / "catalog.db").string();
    const CliResult fits = runCli({"--db", db, "analyze", kExample});
    ASSERT_EQ(fits.exitCode, 0) << fits.err;
    EXPECT_EQ(fits.out.find("power.circuit"), std::string::npos) << fits.out;
    EXPECT_NE(fits.out.find("the site's 220 V / 10 A circuit (the currency's default) carries it"), std::string::npos)
        << fits.out;

    // 100 V × 10 A × 80 % = 800 W continuous, below the example's 938 W at the wall.
    const CliResult small = runCli({"--db", db, "analyze", kExample, "--circuit", "100V/10A"});
    ASSERT_EQ(small.exitCode, 0) << small.err;
    EXPECT_NE(small.out.find("ERROR power.circuit: At peak the machine draws 938 W from the wall; the site's "
                             "100 V / 10 A circuit carries 800 W continuously"),
              std::string::npos)
        << small.out;

    for (const char *bad : {"12V", "120V/15", "fifteen amps", "120V/500A"}) {
        const CliResult r = runCli({"--db", db, "analyze", kExample, "--circuit", bad});
        EXPECT_EQ(r.exitCode, 2) << bad;
        EXPECT_NE(r.err.find("--circuit: expected volts/amps like 120V/15A"), std::string::npos) << r.err;
        EXPECT_EQ(r.out, "");
    }
}
