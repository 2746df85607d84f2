// The catalog API the rest of dlrig uses, on both backends: a local SQLite
// file and a team server's local copy. Then what only a team catalog does:
// conflicts between two people's copies, refusals, and the offline copy.
#include "catalog/server/teamserver.h"
#include "core/base/inputerror.h"
#include "core/parts/quotedprices.h"
#include "teamtestserver.h"

#include <gmock/gmock.h>

using namespace dlrig::catalog;
using dlrig::core::Currency;
using dlrig::core::Money;
using dlrig::core::PartCategory;
using ::testing::HasSubstr;

namespace {

const std::string kPart = "gpu/nvidia-rtx-4090";

Money usd(std::int64_t cents)
{
    return Money(cents, Currency::fromCode("USD"));
}

enum class Backend { Sqlite, TeamServer };

class BothBackends : public TeamServerTest, public ::testing::WithParamInterface<Backend> {
protected:
    Catalog open()
    {
        if (GetParam() == Backend::Sqlite)
            return Catalog::openOrCreate(m_dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
        if (!m_initialised) {
            initWithShippedParts();
            m_initialised = true;
        }
        return Catalog::openTeam(uri("dana"), m_dir / "copy.db");
    }
    TempDir m_dir;
    bool m_initialised = false;
};

} // namespace

TEST_P(BothBackends, ListsFindsAndSearchesTheShippedParts)
{
    Catalog catalog = open();
    const Catalog shipped = Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE);
    EXPECT_EQ(catalog.count(), shipped.count());
    EXPECT_EQ(catalog.count(PartCategory::Gpu), shipped.count(PartCategory::Gpu));
    const auto part = catalog.find(kPart);
    ASSERT_TRUE(part);
    EXPECT_EQ(part->model, shipped.find(kPart)->model);
    EXPECT_EQ(part->price->amount, shipped.find(kPart)->price->amount);
    const auto found = catalog.list({.search = "4090"});
    EXPECT_TRUE(std::any_of(found.begin(), found.end(), [](const auto &p) { return p.id == kPart; }));
    EXPECT_EQ(catalog.integrityCheck(), "ok");
}

TEST_P(BothBackends, APriceSetIsReadBackAndClearingItRestoresTheListedOne)
{
    Catalog catalog = open();
    const Money listed = catalog.find(kPart)->price->amount;
    catalog.setPrice(kPart, usd(171900), "2026-12-01");
    EXPECT_EQ(catalog.find(kPart)->price->amount, usd(171900));
    EXPECT_EQ(catalog.find(kPart)->price->asOf, "2026-12-01");
    // A new connection sees it too: it was stored, not only cached.
    EXPECT_EQ(open().find(kPart)->price->amount, usd(171900));
    catalog.clearPrice(kPart);
    EXPECT_EQ(catalog.find(kPart)->price->amount, listed);
    EXPECT_EQ(open().find(kPart)->price->amount, listed);
}

TEST_P(BothBackends, AnImportAddsReplacesAndRefusesABadReferenceWhole)
{
    Catalog catalog = open();
    dlrig::core::Part own = *catalog.find(kPart);
    own.id = "gpu/lab-test-card";
    own.model = "Lab test card";
    const ImportSummary first = catalog.importParts({own}, Origin::User);
    EXPECT_EQ(first.added, 1u);
    own.model = "Lab test card, revised";
    const ImportSummary second = catalog.importParts({own}, Origin::User);
    EXPECT_EQ(second.replaced, 1u);
    EXPECT_EQ(open().find("gpu/lab-test-card")->model, "Lab test card, revised");

    dlrig::core::Part server = catalog.list({.category = PartCategory::Server, .limit = 1}).front();
    server.id = "server/lab-broken";
    std::get<dlrig::core::ServerSpec>(server.specs).gpuPartId = "gpu/no-such-card";
    const std::size_t before = catalog.count();
    EXPECT_THROW(catalog.importParts({server}, Origin::User), dlrig::core::InputError);
    EXPECT_EQ(open().count(), before);

    catalog.removeUserPart("gpu/lab-test-card");
    EXPECT_FALSE(open().find("gpu/lab-test-card"));
    EXPECT_THROW(catalog.removeUserPart(kPart), dlrig::core::InputError) << "a shipped part stays";
}

TEST_P(BothBackends, AVendorsQuoteSetsEveryPriceOrNone)
{
    Catalog catalog = open();
    const std::string gpu = kPart, cpu = "cpu/amd-epyc-9654";
    const Money cpuBefore = catalog.find(cpu)->price->amount;
    const std::string header = "id,amount,currency,date,source\n";
    EXPECT_THROW(catalog.importPrices(dlrig::core::quotedPricesFromCsv(header + cpu + ",9999,USD,2026-12-01,V\n" +
                                                                           "gpu/no-such-card,1,USD,2026-12-01,V\n",
                                                                       "q.csv"),
                                      "q.csv"),
                 dlrig::core::InputError);
    EXPECT_EQ(open().find(cpu)->price->amount, cpuBefore) << "an unknown part refuses the whole quote";

    catalog.importPrices(dlrig::core::quotedPricesFromCsv(header + gpu + ",1739,USD,2026-12-01,Vendor A Q-7\n" + cpu +
                                                              ",9899,USD,2026-12-01,Vendor A Q-7\n",
                                                          "q.csv"),
                         "q.csv");
    EXPECT_EQ(open().find(gpu)->price->amount, usd(173900));
    EXPECT_EQ(open().find(cpu)->price->amount, usd(989900));
    EXPECT_THAT(open().find(cpu)->price->source, HasSubstr("Vendor A Q-7"));
}

INSTANTIATE_TEST_SUITE_P(Catalog, BothBackends, ::testing::Values(Backend::Sqlite, Backend::TeamServer),
                         [](const auto &test) { return test.param == Backend::Sqlite ? "Sqlite" : "TeamServer"; });

TEST_F(TeamServerTest, APriceSetOnAnOlderCopyIsAConflictThatShowsTheWinningPrice)
{
    initWithShippedParts();
    TempDir dir;
    Catalog bob = Catalog::openTeam(uri("bob"), dir / "bob.db");
    Catalog carol = Catalog::openTeam(uri("carol"), dir / "carol.db");
    bob.setPrice(kPart, usd(175000), "2026-12-01");
    try {
        carol.setPrice(kPart, usd(169900), "2026-12-01");
        FAIL() << "carol's copy was older than bob's change";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Conflict);
        EXPECT_THAT(error.what(), HasSubstr("changed on the team server by bob"));
    }
    EXPECT_EQ(carol.find(kPart)->price->amount, usd(175000)) << "carol's copy now shows the price that won";
    EXPECT_THAT(carol.find(kPart)->price->source, HasSubstr("set by bob"));
    // Now based on the latest, carol's price goes in.
    carol.setPrice(kPart, usd(169900), "2026-12-01");
    EXPECT_EQ(Catalog::openTeam(uri("alice"), dir / "alice.db").find(kPart)->price->amount, usd(169900));
}

TEST_F(TeamServerTest, AReadersCopyRefusesAPriceAndKeepsTheOldOne)
{
    initWithShippedParts();
    TempDir dir;
    Catalog alice = Catalog::openTeam(uri("alice"), dir / "alice.db");
    const Money listed = alice.find(kPart)->price->amount;
    try {
        alice.setPrice(kPart, usd(1), "2026-12-01");
        FAIL() << "a reader may not set prices";
    } catch (const ServerError &error) {
        EXPECT_EQ(error.kind(), ServerError::Kind::Refused);
        EXPECT_THAT(error.what(), HasSubstr("needs the role dlrig_buyer"));
    }
    EXPECT_EQ(alice.find(kPart)->price->amount, listed);
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
        online.setPrice(kPart, usd(172000), "2026-12-01");
        parts = online.count();
    }
    // The same copy, its server gone (a socket folder where none listens).
    const std::string gone = "postgresql:///" + m_database + "?host=/nonexistent-dlrig-socket&user=bob";
    const auto began = std::chrono::steady_clock::now();
    Catalog offline = Catalog::openTeam(gone, copy, std::chrono::seconds(2));
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(3));
    EXPECT_TRUE(offline.readOnly());
    EXPECT_EQ(offline.teamServer(), nullptr);
    EXPECT_THAT(offline.teamOffline(), HasSubstr("no team server answered"));
    EXPECT_THAT(offline.teamOffline(), HasSubstr("read-only"));
    EXPECT_EQ(offline.count(), parts);
    EXPECT_EQ(offline.find(kPart)->price->amount, usd(172000));
    try {
        offline.setPrice(kPart, usd(1), "2026-12-01");
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
    EXPECT_TRUE(catalog.find(kPart)) << "the copy still reads";
    EXPECT_THROW(catalog.setPrice(kPart, usd(1), "2026-12-01"), ServerError);
    EXPECT_FALSE(catalog.reconnectTeam(std::chrono::seconds(2)));

    // Opened while the server is away: the copy, read-only.
    Catalog startedOffline = Catalog::openTeam(uri("bob"), dir / "copy.db", std::chrono::seconds(2));
    EXPECT_TRUE(startedOffline.readOnly());

    ASSERT_TRUE(cluster.resume());
    EXPECT_TRUE(startedOffline.reconnectTeam(std::chrono::seconds(2)));
    startedOffline.setPrice(kPart, usd(168900), "2026-12-01");
    EXPECT_TRUE(catalog.reconnectTeam(std::chrono::seconds(2)));
    EXPECT_FALSE(catalog.readOnly());
    EXPECT_TRUE(catalog.teamOffline().empty());
    catalog.setPrice(kPart, usd(168800), "2026-12-01"); // its copy was refreshed at reconnection
    EXPECT_EQ(Catalog::openTeam(uri("alice"), dir / "alice.db").find(kPart)->price->amount, usd(168800));
}

TEST_F(TeamServerTest, AQuoteWithOnePriceChangedMeanwhileWritesNone)
{
    initWithShippedParts();
    TempDir dir;
    Catalog bob = Catalog::openTeam(uri("bob"), dir / "bob.db");
    Catalog carol = Catalog::openTeam(uri("carol"), dir / "carol.db");
    const std::string cpu = "cpu/amd-epyc-9654";
    const Money cpuBefore = bob.find(cpu)->price->amount;
    carol.setPrice(kPart, usd(170000), "2026-12-01"); // after bob's copy was read
    const auto quote = dlrig::core::quotedPricesFromCsv(
        "id,amount,currency,date\n" + cpu + ",9899,USD,2026-12-01\n" + kPart + ",1739,USD,2026-12-01\n", "q.csv");
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
    EXPECT_EQ(alice.part(kPart)->part.price->amount, usd(170000));
    // With the fresh copy the conflict showed, the same quote goes in whole.
    bob.importPrices(quote, "q.csv");
    EXPECT_EQ(alice.part(cpu)->part.price->amount, usd(989900));
    EXPECT_EQ(alice.part(kPart)->part.price->amount, usd(173900));
}
