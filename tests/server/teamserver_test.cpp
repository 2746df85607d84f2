// The team server's own promises, on a real PostgreSQL server: its roles
// refuse what they withhold, prices keep their history and lose no update,
// an import is all or nothing, quote numbers are never reused, and people
// see only their own bench runs.
#include "catalog/server/serverschema.h"
#include "catalog/server/teamserver.h"
#include "core/parts/partjson.h"
#include "teamtestserver.h"

#include <gmock/gmock.h>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace dlrig::catalog;
using dlrig::core::Money;
using dlrig::core::PriceKind;
using ::testing::HasSubstr;

namespace {

ServerError::Kind kindOfFailure(const std::function<void()> &action, std::string *message = nullptr)
{
    try {
        action();
    } catch (const ServerError &error) {
        if (message)
            *message = error.what();
        return error.kind();
    }
    ADD_FAILURE() << "expected the server to refuse";
    return ServerError::Kind::Other;
}

} // namespace

TEST_F(TeamServerTest, InitServerCreatesTheSchemaAndLoadsTheShippedPartsOnce)
{
    const std::size_t parts = initWithShippedParts();
    const Catalog shipped = Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE);
    EXPECT_EQ(parts, shipped.count());
    TeamServer server(uri("alice"));
    EXPECT_EQ(server.partCount(), static_cast<std::int64_t>(shipped.count()));
    const auto part = server.part(kTestPart);
    ASSERT_TRUE(part);
    EXPECT_EQ(part->part.model, shipped.find(kTestPart)->model);
    EXPECT_EQ(part->priceVersion, 0);

    // A second init on the now full database changes nothing.
    std::string message;
    EXPECT_EQ(kindOfFailure([&] { Catalog::initTeamServer(uri("dlrig_test"), DLRIG_SHIPPED_CATALOG_FILE); }, &message),
              ServerError::Kind::Schema);
    EXPECT_THAT(message, HasSubstr("not empty"));
    EXPECT_EQ(server.partCount(), static_cast<std::int64_t>(shipped.count()));
}

TEST_F(TeamServerTest, ADatabaseWithoutTheSchemaIsNamedAsSuch)
{
    std::string message;
    EXPECT_EQ(kindOfFailure([&] { TeamServer server(uri("dlrig_test")); }, &message), ServerError::Kind::Schema);
    EXPECT_THAT(message, HasSubstr("init-server"));
}

TEST_F(TeamServerTest, AServerThatNeverAnswersIsGivenUpAfterTheTimeout)
{
    // A socket that takes the connection and then says nothing, as a hung
    // server or a black-holed address does: only connect_timeout ends the wait.
    TempDir dir;
    const std::string socketPath = (dir / ".s.PGSQL.5432").string();
    const int listener = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(listener, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    ASSERT_LT(socketPath.size(), sizeof address.sun_path);
    std::copy(socketPath.begin(), socketPath.end(), address.sun_path);
    ASSERT_EQ(::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address), 0);
    ASSERT_EQ(::listen(listener, 4), 0);

    const auto began = std::chrono::steady_clock::now();
    std::string message;
    EXPECT_EQ(kindOfFailure(
                  [&] { TeamServer server("postgresql:///x?host=" + dir.path().string(), std::chrono::seconds(2)); },
                  &message),
              ServerError::Kind::Unreachable);
    const auto waited = std::chrono::steady_clock::now() - began;
    ::close(listener);
    EXPECT_THAT(message, HasSubstr("no team server answered"));
    EXPECT_THAT(message, HasSubstr("within 2 s"));
    // libpq's connect_timeout (2 s, its minimum), not a hang and not an instant refusal.
    EXPECT_GE(waited, std::chrono::milliseconds(1500));
    EXPECT_LT(waited, std::chrono::seconds(5));

    // No server at all is said at once.
    EXPECT_EQ(kindOfFailure([&] { TeamServer server("postgresql:///x?host=/nonexistent-dlrig-socket"); }),
              ServerError::Kind::Unreachable);
}

TEST_F(TeamServerTest, TheServerRefusesAReadersPriceAndNamesTheBuyerRole)
{
    initWithShippedParts();
    TeamServer alice(uri("alice"));
    std::string message;
    EXPECT_EQ(
        kindOfFailure([&] { alice.setPrice(kTestPart, usd(159900), "2026-12-01", PriceKind::Quote, "", 0); }, &message),
        ServerError::Kind::Refused);
    EXPECT_THAT(message, HasSubstr("dlrig_buyer"));
    EXPECT_THAT(message, HasSubstr("alice"));
    EXPECT_TRUE(alice.priceHistory(kTestPart).empty());
    EXPECT_EQ(alice.part(kTestPart)->priceVersion, 0) << "the refused change left nothing behind";

    // Importing parts and removing them need dlrig_admin, even for a buyer.
    TeamServer bob(uri("bob"));
    EXPECT_EQ(kindOfFailure([&] { bob.importParts({alice.part(kTestPart)->part}, true); }, &message),
              ServerError::Kind::Refused);
    EXPECT_THAT(message, HasSubstr("dlrig_admin"));
    EXPECT_EQ(kindOfFailure([&] { bob.removePart(kTestPart); }), ServerError::Kind::Refused);
}

TEST_F(TeamServerTest, EveryPriceIsKeptWithWhoSetItAndWhen)
{
    initWithShippedParts();
    TeamServer bob(uri("bob"));
    TeamServer carol(uri("carol"));
    const std::int64_t first =
        bob.setPrice(kTestPart, usd(179900), "2026-11-30", PriceKind::Quote, "Vendor A, Q-118", 0);
    carol.setPrice(kTestPart, usd(174500), "2026-12-01", PriceKind::Quote, "Vendor B", first);
    const auto history = bob.priceHistory(kTestPart);
    ASSERT_EQ(history.size(), 2u);
    EXPECT_EQ(history[0].setBy, "bob");
    EXPECT_EQ(history[0].amount, usd(179900));
    EXPECT_EQ(history[0].source, "Vendor A, Q-118");
    EXPECT_EQ(history[1].setBy, "carol");
    EXPECT_THAT(history[1].setAt, ::testing::MatchesRegex("20[0-9-]+ [0-9:]+ UTC"));
    // The latest is the part's price, and says where it came from.
    const auto part = bob.part(kTestPart);
    ASSERT_TRUE(part->part.price);
    EXPECT_EQ(part->part.price->amount, usd(174500));
    EXPECT_EQ(part->part.price->asOf, "2026-12-01");
    EXPECT_THAT(part->part.price->source, HasSubstr("set by carol"));

    // A client cannot write history in someone else's name, nor change it.
    PgConnection raw(uri("bob"), std::chrono::seconds(5));
    raw.exec("INSERT INTO price_history (part_id, amount_minor, currency, price_date, source, set_by) "
             "VALUES ($1, 1, 'USD', '2026-12-01', 'forged', 'carol')",
             {kTestPart});
    EXPECT_EQ(bob.priceHistory(kTestPart).back().setBy, "bob");
    PgConnection owner(uri("dana"), std::chrono::seconds(5));
    EXPECT_THROW(owner.exec("DELETE FROM price_history"), ServerError);
    EXPECT_EQ(bob.priceHistory(kTestPart).size(), 3u);
}

TEST_F(TeamServerTest, TwoBuyersChangingOnePriceAtOnceLoseNoUpdate)
{
    initWithShippedParts();
    constexpr int kIterations = 200;
    std::atomic<int> conflictsNamingTheOther{0}, conflicts{0};
    const auto buyer = [&](const std::string &user, const std::string &other, std::int64_t base) {
        TeamServer server(uri(user));
        for (int i = 0; i < kIterations;) {
            const std::int64_t version = server.part(kTestPart)->priceVersion;
            try {
                server.setPrice(kTestPart, usd(base + i), "2026-12-01", PriceKind::Quote,
                                user + " based on " + std::to_string(version), version);
                ++i;
            } catch (const ServerError &error) {
                ASSERT_EQ(error.kind(), ServerError::Kind::Conflict) << error.what();
                ++conflicts;
                if (std::string(error.what()).find("by " + other + " at") != std::string::npos)
                    ++conflictsNamingTheOther;
            }
        }
    };
    std::thread bob(buyer, "bob", "carol", 100000);
    std::thread carol(buyer, "carol", "bob", 200000);
    bob.join();
    carol.join();

    TeamServer server(uri("alice"));
    const auto history = server.priceHistory(kTestPart);
    // Every accepted change is in the history, each one based on the one before.
    ASSERT_EQ(history.size(), 2u * kIterations);
    EXPECT_EQ(server.part(kTestPart)->priceVersion, 2 * kIterations);
    int bobs = 0;
    for (const auto &price : history)
        bobs += price.setBy == "bob";
    EXPECT_EQ(bobs, kIterations);
    // The k-th accepted change was made seeing the k-1 before it: none was
    // based on a price someone had changed meanwhile (a lost update).
    for (std::size_t k = 0; k < history.size(); ++k)
        ASSERT_THAT(history[k].source, ::testing::EndsWith(" based on " + std::to_string(k)));
    // Each buyer's own prices arrive in order.
    std::int64_t lastBob = 0;
    for (const auto &price : history) {
        if (price.setBy == "bob") {
            EXPECT_GT(price.amount->minorUnits(), lastBob);
            lastBob = price.amount->minorUnits();
        }
    }
    // A conflict names the other buyer (it is always the other who won).
    EXPECT_EQ(conflictsNamingTheOther.load(), conflicts.load());
    std::cout << "two buyers, " << kIterations << " changes each: " << conflicts.load() << " conflicts refused\n";
}

TEST_F(TeamServerTest, AConnectionKilledMidImportWritesNothing)
{
    initWithShippedParts();
    TeamServer dana(uri("dana"));
    const std::int64_t before = dana.partCount();
    dlrig::core::Part model = dana.part(kTestPart)->part;
    std::vector<dlrig::core::Part> parts;
    for (int i = 0; i < 400; ++i) {
        model.id = "gpu/imported-" + std::to_string(i);
        parts.push_back(model);
    }
    PgConnection killer = superuser(m_database);
    const int pid = dana.backendPid();
    std::string message;
    EXPECT_EQ(kindOfFailure(
                  [&] {
                      dana.importParts(parts, true, [&](std::size_t done) {
                          if (done == 200)
                              killer.exec("SELECT pg_terminate_backend($1)", {std::to_string(pid)});
                      });
                  },
                  &message),
              ServerError::Kind::ConnectionLost);
    EXPECT_THAT(message, HasSubstr("nothing of this change was written"));
    EXPECT_EQ(TeamServer(uri("alice")).partCount(), before);
}

TEST_F(TeamServerTest, QuoteNumbersComeFromTheServerAndAreNeverReused)
{
    initWithShippedParts();
    TeamServer bob(uri("bob"));
    TeamServer carol(uri("carol"));
    const auto bom = [](std::int64_t number) { return R"({"quote_number": ")" + std::to_string(number) + "\"}"; };
    const std::int64_t first = bob.issueQuote("Lab GPU node", bom);
    const std::int64_t second = carol.issueQuote("Second node", bom);
    EXPECT_GT(second, first);
    EXPECT_EQ(carol.quoteBom(second), bom(second)) << "the stored BOM carries its own number";
    // A client cannot choose a number: not one ahead of the sequence, not one used.
    {
        PgConnection raw(uri("bob"), std::chrono::seconds(5));
        EXPECT_THROW(raw.exec("INSERT INTO quotes (number, title, bom) VALUES (999, 'x', '{}')"), ServerError);
    }
    // A number taken in a transaction that rolled back is not handed out again.
    {
        PgConnection raw(uri("bob"), std::chrono::seconds(5));
        PgTransaction abandoned(raw);
        raw.exec("INSERT INTO quotes (title, bom) VALUES ('abandoned', '{}')");
    }
    const std::int64_t third = bob.issueQuote("Third", [](std::int64_t) { return R"({"lines":  [ ]})"; });
    EXPECT_GT(third, second + 1);
    // The BOM is kept exactly as issued, spacing and all.
    EXPECT_EQ(bob.quoteBom(third), R"({"lines":  [ ]})");
    std::string message;
    EXPECT_EQ(kindOfFailure([&] { TeamServer(uri("alice")).issueQuote("x", bom); }, &message),
              ServerError::Kind::Refused);
    EXPECT_THAT(message, HasSubstr("dlrig_buyer"));
}

TEST_F(TeamServerTest, EachPersonSeesTheirOwnBenchRunsAndTheAdminSeesEveryMachine)
{
    initWithShippedParts();
    TeamServer(uri("alice")).storeBenchRun("gpu-node-1", R"({"tests": []})");
    TeamServer(uri("bob")).storeBenchRun("gpu-node-2", R"({"tests": []})");
    const auto alices = TeamServer(uri("alice")).benchRuns();
    ASSERT_EQ(alices.size(), 1u);
    EXPECT_EQ(alices[0].host, "gpu-node-1");
    EXPECT_EQ(alices[0].owner, "alice");
    const auto all = TeamServer(uri("dana")).benchRuns();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].host, "gpu-node-2");
    // A run cannot be stored in someone else's name.
    PgConnection raw(uri("alice"), std::chrono::seconds(5));
    raw.exec("INSERT INTO bench_runs (host, run, owner) VALUES ('x', '{}', 'bob')");
    EXPECT_EQ(TeamServer(uri("bob")).benchRuns().size(), 1u);
}

TEST(TeamLocation, ServerLocationsAreRecognisedAndPasswordsNeverShown)
{
    EXPECT_TRUE(isServerLocation("postgresql://lab-db/dlrig"));
    EXPECT_TRUE(isServerLocation("postgres://u@h/d"));
    EXPECT_TRUE(isServerLocation("host=lab-db dbname=dlrig"));
    EXPECT_FALSE(isServerLocation("/home/me/catalog.db"));
    EXPECT_FALSE(isServerLocation("catalog=2.db"));
    EXPECT_EQ(redactedLocation("postgresql://bob:s3cret@lab-db:5432/dlrig"), "postgresql://bob@lab-db:5432/dlrig");
    EXPECT_EQ(redactedLocation("postgresql://lab-db/dlrig?password=s3cret&sslmode=require"),
              "postgresql://lab-db/dlrig?sslmode=require");
    EXPECT_EQ(redactedLocation("host=lab-db password='a b' dbname=dlrig"), "host=lab-db dbname=dlrig");
}
