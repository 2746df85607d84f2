// dlrig-cli against a team server, as a lab's people would use it: the admin
// prepares the database, a reader is refused a price by the server, a buyer
// sets one and issues numbered quotes, and a server that goes away leaves the
// last copy readable and read-only until it is back.
#include "cliteamtest.h"

#include <gmock/gmock.h>

#include <nlohmann/json.hpp>

using ::testing::HasSubstr;

namespace {

class CliTeam : public CliTeamTest {};

} // namespace

TEST_F(CliTeam, TheAdminPreparesTheServerAndTheServerDecidesWhoSetsPrices)
{
    const CliResult init = runCli({"catalog", "init-server", uri("dlrig_test")}, m_environment);
    ASSERT_EQ(init.exitCode, 0) << init.err;
    EXPECT_THAT(init.out, HasSubstr("dlrig_reader, dlrig_buyer and dlrig_admin"));
    createLogins();

    const CliResult refused = as("alice", {"catalog", "set-price", kTestPart, "1699", "USD"});
    EXPECT_EQ(refused.exitCode, 4);
    EXPECT_THAT(refused.err, HasSubstr("needs the role dlrig_buyer, and alice is not a member"));
    EXPECT_THAT(refused.err, ::testing::Not(HasSubstr("ERROR:"))) << "no server text reaches the user";

    const CliResult set = as("bob", {"catalog", "set-price", kTestPart, "1749.50", "USD", "--date", "2026-11-30"});
    ASSERT_EQ(set.exitCode, 0) << set.err;
    const CliResult shown = as("alice", {"catalog", "show", kTestPart});
    EXPECT_THAT(shown.out, HasSubstr("USD 1,749.50 (quote, published 2026-11-30"));
    EXPECT_THAT(shown.out, HasSubstr("team server: set by bob at"));
    const CliResult history = as("alice", {"catalog", "price-history", kTestPart});
    ASSERT_EQ(history.exitCode, 0) << history.err;
    EXPECT_THAT(history.out, HasSubstr("1 price set on"));
    EXPECT_THAT(history.out, ::testing::Not(HasSubstr("Vendor B")));
    EXPECT_THAT(history.out, ::testing::ContainsRegex("UTC +bob +USD 1,749.50 +2026-11-30 +quote"));
    TempDir quotes;
    writeFile(quotes / "quote.csv", "id,amount,currency,date,source\n" + kTestPart + ",1729,USD,2026-12-01,Vendor B\n");
    const CliResult readerImport = as("alice", {"catalog", "import-prices", (quotes / "quote.csv").string()});
    EXPECT_EQ(readerImport.exitCode, 4);
    EXPECT_THAT(readerImport.err, HasSubstr("importing the prices of a quote: that needs the role dlrig_buyer"));
    const CliResult buyerImport = as("bob", {"catalog", "import-prices", (quotes / "quote.csv").string()});
    EXPECT_EQ(buyerImport.exitCode, 0) << buyerImport.err;
    EXPECT_THAT(buyerImport.out, HasSubstr("imported 1 price from"));
    EXPECT_THAT(as("alice", {"catalog", "show", kTestPart}).out, HasSubstr("USD 1,729.00"));
    const CliResult info = as("alice", {"catalog", "info"});
    EXPECT_THAT(info.out, HasSubstr("connected as alice"));
}

TEST_F(CliTeam, ABuyersQuotesAreNumberedByTheServerAndAReaderIssuesNone)
{
    initWithShippedParts();
    const std::string build = std::string(DLRIG_SOURCE_DIR) + "/docs/examples/learning-3000usd.dlrig";
    TempDir out;
    std::vector<std::string> numbers;
    for (int i = 0; i < 2; ++i) {
        const std::string file = (out / ("quote" + std::to_string(i) + ".json")).string();
        const CliResult issued = as("bob", {"bom", build, "--json", file, "--issue"});
        ASSERT_EQ(issued.exitCode, 0) << issued.err;
        numbers.push_back(nlohmann::json::parse(slurpFile(file)).at("quote").at("quote_number").get<std::string>());
        EXPECT_THAT(issued.out, HasSubstr("issued as quote " + numbers.back()));
    }
    EXPECT_EQ(std::stoi(numbers[1]), std::stoi(numbers[0]) + 1);
    const CliResult refused = as("alice", {"bom", build, "--json", (out / "alice.json").string(), "--issue"});
    EXPECT_EQ(refused.exitCode, 4);
    EXPECT_THAT(refused.err, HasSubstr("issuing a numbered quote: that needs the role dlrig_buyer"));
    EXPECT_FALSE(std::filesystem::exists(out / "alice.json")) << "nothing written when the server refused";
    const CliResult local = runCli({"bom", build, "--json", (out / "local.json").string(), "--issue"}, m_environment);
    EXPECT_EQ(local.exitCode, 2);
    EXPECT_THAT(local.err, HasSubstr("--db postgresql://"));
}

TEST_F(CliTeam, AServerThatGoesAwayLeavesTheLastCopyReadOnlyUntilItIsBack)
{
    PrivateCluster cluster;
    ASSERT_TRUE(cluster.started());
    usePrivateCluster(cluster.host());
    initWithShippedParts();
    const CliResult online = as("bob", {"catalog", "list", "--category", "gpu"});
    ASSERT_EQ(online.exitCode, 0) << online.err;

    ASSERT_TRUE(cluster.pause());
    const CliResult offline = as("bob", {"catalog", "list", "--category", "gpu"});
    EXPECT_EQ(offline.exitCode, 0) << offline.err;
    EXPECT_EQ(offline.out, online.out) << "the same parts, from the local copy";
    EXPECT_THAT(offline.err, HasSubstr("no PostgreSQL socket in that folder"));
    EXPECT_THAT(offline.err, HasSubstr("read-only"));
    const CliResult refused = as("bob", {"catalog", "set-price", kTestPart, "1", "USD"});
    EXPECT_EQ(refused.exitCode, 4);
    EXPECT_THAT(refused.err, HasSubstr("nothing was changed"));

    // The server is back, with its data: changes go through again.
    ASSERT_TRUE(cluster.resume());
    const CliResult back = as("bob", {"catalog", "set-price", kTestPart, "1690", "USD"});
    EXPECT_EQ(back.exitCode, 0) << back.err;
    EXPECT_TRUE(back.err.empty()) << back.err;
    EXPECT_THAT(as("alice", {"catalog", "show", kTestPart}).out, HasSubstr("USD 1,690.00"));
}
