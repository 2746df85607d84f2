// What only a team catalog does: conflicts between two people's copies,
// refusals, and the copy while the server is away (the API both backends
// share is tested in catalogapi_test.cpp).
#include "catalog/server/teamserver.h"
#include "core/base/inputerror.h"
#include "core/parts/quotedprices.h"
#include "teamtestserver.h"

#include <gmock/gmock.h>

using namespace dlrig::catalog;
using dlrig::core::Money;
using ::testing::HasSubstr;

TEST_F(TeamServerTest, APriceSetOnAnOlderCopyIsAConflictThatShowsTheWinningPrice)
{
    initWithShippedParts();
    TempDir dir;
    Catalog bob = Catalog::openTeam(uri("bob"), dir / "bob.db");
    Catalog carol = Catalog::openTeam(uri("carol"), dir / "carol.db");
    bob.setPrice(kTestPart, usd(175000), "2026-12-01");
    try {
        carol.setPrice(kTestPart, usd(169900), "2026-12-01");
        FAIL() << "carol's copy was older than bob's change";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Conflict);
        EXPECT_THAT(error.what(), HasSubstr("changed on the team server by bob"));
    }
    EXPECT_EQ(carol.find(kTestPart)->price->amount, usd(175000)) << "carol's copy now shows the price that won";
    EXPECT_THAT(carol.find(kTestPart)->price->source, HasSubstr("set by bob"));
    // Now based on the latest, carol's price goes in.
    carol.setPrice(kTestPart, usd(169900), "2026-12-01");
    EXPECT_EQ(Catalog::openTeam(uri("alice"), dir / "alice.db").find(kTestPart)->price->amount, usd(169900));
}

TEST_F(TeamServerTest, AReadersCopyRefusesAPriceAndKeepsTheOldOne)
{
    initWithShippedParts();
    TempDir dir;
    Catalog alice = Catalog::openTeam(uri("alice"), dir / "alice.db");
    const Money listed = alice.find(kTestPart)->price->amount;
    try {
        alice.setPrice(kTestPart, usd(1), "2026-12-01");
        FAIL() << "a reader may not set prices";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Refused);
        EXPECT_THAT(error.what(), HasSubstr("needs the role dlrig_buyer"));
    }
    EXPECT_EQ(alice.find(kTestPart)->price->amount, listed);
}

TEST_F(TeamServerTest, AnUnreachableServerOpensTheLastCopyReadOnlyAndSaysSo)
{
    initWithShippedParts();
    TempDir dir;
    const auto copy = dir / "copy.db";
    std::size_t parts = 0;
    {
        Catalog online = Catalog::openTeam(uri("bob"), copy);
        EXPECT_TRUE(online.isTeam());
        EXPECT_TRUE(online.teamOffline().empty());
        EXPECT_FALSE(online.readOnly());
        online.setPrice(kTestPart, usd(172000), "2026-12-01");
        parts = online.count();
    }
    // The same copy, its server gone (a socket folder where none listens).
    const std::string gone = "postgresql:///" + m_database + "?host=/nonexistent-dlrig-socket&user=bob";
    const auto began = std::chrono::steady_clock::now();
    Catalog offline = Catalog::openTeam(gone, copy, std::chrono::seconds(2));
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(3));
    EXPECT_TRUE(offline.readOnly());
    EXPECT_EQ(offline.teamServer(), nullptr);
    EXPECT_THAT(offline.teamOffline(), HasSubstr("there is no team server at"));
    EXPECT_THAT(offline.teamOffline(), HasSubstr("read-only"));
    EXPECT_EQ(offline.count(), parts);
    EXPECT_EQ(offline.find(kTestPart)->price->amount, usd(172000));
    try {
        offline.setPrice(kTestPart, usd(1), "2026-12-01");
        FAIL() << "an offline copy takes no change";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Unreachable);
        EXPECT_THAT(error.what(), HasSubstr("nothing was changed"));
    }
    // With no copy yet there is nothing to show: the error is the caller's.
    EXPECT_THROW(Catalog::openTeam(gone, dir / "none.db", std::chrono::seconds(2)), ServerError);
}

TEST_F(TeamServerTest, AnOpenCatalogTurnsReadOnlyWhenTheServerGoesAndTakesChangesWhenItIsBack)
{
    PrivateCluster cluster;
    ASSERT_TRUE(cluster.started());
    usePrivateCluster(cluster.host());
    initWithShippedParts();
    TempDir dir;
    Catalog catalog = Catalog::openTeam(uri("bob"), dir / "copy.db");
    EXPECT_TRUE(catalog.checkTeam());

    ASSERT_TRUE(cluster.pause());
    EXPECT_FALSE(catalog.checkTeam());
    EXPECT_TRUE(catalog.readOnly());
    EXPECT_THAT(catalog.teamOffline(), HasSubstr("read-only"));
    EXPECT_TRUE(catalog.find(kTestPart)) << "the copy still reads";
    EXPECT_THROW(catalog.setPrice(kTestPart, usd(1), "2026-12-01"), ServerError);
    EXPECT_FALSE(catalog.reconnectTeam(std::chrono::seconds(2)));

    // Opened while the server is away: the copy, read-only.
    Catalog startedOffline = Catalog::openTeam(uri("bob"), dir / "copy.db", std::chrono::seconds(2));
    EXPECT_TRUE(startedOffline.readOnly());

    ASSERT_TRUE(cluster.resume());
    EXPECT_TRUE(startedOffline.reconnectTeam(std::chrono::seconds(2)));
    startedOffline.setPrice(kTestPart, usd(168900), "2026-12-01");
    EXPECT_TRUE(catalog.reconnectTeam(std::chrono::seconds(2)));
    EXPECT_FALSE(catalog.readOnly());
    EXPECT_TRUE(catalog.teamOffline().empty());
    catalog.setPrice(kTestPart, usd(168800), "2026-12-01"); // its copy was refreshed at reconnection
    EXPECT_EQ(Catalog::openTeam(uri("alice"), dir / "alice.db").find(kTestPart)->price->amount, usd(168800));
}

TEST_F(TeamServerTest, AQuoteWithOnePriceChangedMeanwhileWritesNone)
{
    initWithShippedParts();
    TempDir dir;
    Catalog bob = Catalog::openTeam(uri("bob"), dir / "bob.db");
    Catalog carol = Catalog::openTeam(uri("carol"), dir / "carol.db");
    const std::string cpu = "cpu/amd-epyc-9654";
    const Money cpuBefore = bob.find(cpu)->price->amount;
    carol.setPrice(kTestPart, usd(170000), "2026-12-01"); // after bob's copy was read
    const auto quote = dlrig::core::quotedPricesFromCsv(
        "id,amount,currency,date\n" + cpu + ",9899,USD,2026-12-01\n" + kTestPart + ",1739,USD,2026-12-01\n", "q.csv");
    try {
        bob.importPrices(quote, "q.csv");
        FAIL() << "carol changed one of the quote's prices meanwhile";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Conflict);
        EXPECT_THAT(error.what(), HasSubstr("changed on the team server by carol"));
    }
    TeamServer alice(uri("alice"));
    EXPECT_EQ(alice.part(cpu)->part.price->amount, cpuBefore) << "the row before the conflict was not kept";
    EXPECT_TRUE(alice.priceHistory(cpu).empty());
    EXPECT_EQ(alice.part(kTestPart)->part.price->amount, usd(170000));
    // With the fresh copy the conflict showed, the same quote goes in whole.
    bob.importPrices(quote, "q.csv");
    EXPECT_EQ(alice.part(cpu)->part.price->amount, usd(989900));
    EXPECT_EQ(alice.part(kTestPart)->part.price->amount, usd(173900));
}
