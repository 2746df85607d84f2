// The second hostile campaign against the team server (issue 28, items 7, 9–12
// and 17), on a real PostgreSQL with the real dlrig-cli; each failed before its fix.
#include "cliteamtest.h"

#include <gmock/gmock.h>

#include <nlohmann/json.hpp>

using ::testing::HasSubstr;
using ::testing::Not;

namespace {

const std::string kRig = DLRIG_SOURCE_DIR "/docs/examples/learning-3000usd.dlrig";

class HostileTeam : public CliTeamTest {
protected:
    std::int64_t count(const std::string &sql) { return superuser(m_database).exec(sql).integer(0, 0); }
};

} // namespace

// 7: set-price and import-prices waited forever while another session held a
// lock (an admin's import suspended with Ctrl-Z mid-transaction).
TEST_F(HostileTeam, ALockHeldElsewhereGivesUpAfterSecondsWithExitFour)
{
    initWithShippedParts();
    dlrig::catalog::PgConnection admin(uri("dana"), std::chrono::seconds(5));
    dlrig::catalog::PgTransaction suspended(admin);
    admin.exec("LOCK TABLE price_history IN EXCLUSIVE MODE");
    admin.exec("UPDATE parts SET part = part WHERE id = $1", {kTestPart});

    const auto began = std::chrono::steady_clock::now();
    const CliResult set = as("bob", {"catalog", "set-price", kTestPart, "1799", "USD"});
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(20));
    EXPECT_EQ(set.exitCode, 4) << set.err;
    EXPECT_THAT(set.err, HasSubstr("another session on the team server holds what this changes"));
    EXPECT_THAT(set.err, HasSubstr("waited 5 s and wrote nothing"));

    writeFile(m_home / "quote.csv", "id,amount,currency,date\ngpu/nvidia-rtx-3090,899,USD,2026-11-30\n");
    const CliResult imported = as("bob", {"catalog", "import-prices", (m_home / "quote.csv").string()});
    EXPECT_EQ(imported.exitCode, 4) << imported.err;
    EXPECT_THAT(imported.err, HasSubstr("another session on the team server holds"));
}

// 9: bom --issue with an output that cannot be written exited 2 after the
// server had taken quote number N and stored its BOM.
TEST_F(HostileTeam, AQuoteIsStoredOnlyWhenEveryOutputIsWritten)
{
    initWithShippedParts();
    const CliResult unwritable =
        as("bob", {"bom", kRig, "--issue", "--json", (m_home / "q.json").string(), "--pdf", "/proc/nowhere/q.pdf"});
    EXPECT_EQ(unwritable.exitCode, 2) << unwritable.err;
    EXPECT_FALSE(std::filesystem::exists(m_home / "q.json"));
    const CliResult first = as("bob", {"bom", kRig, "--issue", "--json", (m_home / "q.json").string()});
    ASSERT_EQ(first.exitCode, 0) << first.err;
    EXPECT_THAT(first.out, HasSubstr("issued as quote 1 on")) << "a file that could not be staged took no number";

    // A device is written once the number is known, inside the transaction:
    // when it fails, nothing is stored and no file is replaced. Its number is
    // skipped, never reused: part of it may already have reached the device.
    const CliResult full =
        as("bob", {"bom", kRig, "--issue", "--json", (m_home / "q.json").string(), "--csv", "/dev/full"});
    EXPECT_EQ(full.exitCode, 2) << full.err;
    EXPECT_THAT(full.err, HasSubstr("/dev/full: cannot write"));
    EXPECT_THAT(full.err, HasSubstr("quote 2 was not issued"));
    EXPECT_EQ(count("SELECT count(*) FROM quotes"), 1) << "no BOM stored for a quote nobody received";
    EXPECT_EQ(nlohmann::json::parse(slurpFile(m_home / "q.json"))["quote"]["quote_number"], "1");
}

// 10: one row with currency XXX, written with psql, made every team command of
// every user exit 1 "internal error". The server now refuses such rows; one
// already in the append-only history is left out, and said.
TEST_F(HostileTeam, ARowNoDlrigCanReadIsRefusedOrLeftOutAndSaid)
{
    initWithShippedParts();
    dlrig::catalog::PgConnection root = superuser(m_database);
    for (const std::string &values : {std::string("1, 'XXX', '2026-11-30'"), std::string("0, 'USD', '2026-11-30'"),
                                      std::string("100, 'USD', '2099-12-31'"), std::string("100, 'USD', NULL")}) {
        EXPECT_THROW(root.exec("INSERT INTO price_history (part_id, amount_minor, currency, price_date) VALUES ($1, " +
                                   values + ")",
                               {kTestPart}),
                     dlrig::catalog::ServerError)
            << values;
    }
    // A row from before the server checked (the constraint dropped to write one).
    root.exec("ALTER TABLE price_history DROP CONSTRAINT price_history_currency_known");
    root.exec("INSERT INTO price_history (part_id, amount_minor, currency, price_date) VALUES ($1, 100, 'XXX', "
              "'2026-11-30')",
              {kTestPart});
    const CliResult listed = as("alice", {"catalog", "list", "--category", "gpu"});
    EXPECT_EQ(listed.exitCode, 0) << listed.err;
    EXPECT_THAT(listed.err, HasSubstr("warning: on the team server, a price of " + kTestPart + " set by dlrig_test"));
    EXPECT_THAT(listed.err, HasSubstr("currency 'XXX' is not one dlrig knows"));
    EXPECT_THAT(listed.err, Not(HasSubstr("internal error")));
    const CliResult shown = as("alice", {"catalog", "show", kTestPart, "--json"});
    ASSERT_EQ(shown.exitCode, 0) << shown.err;
    EXPECT_NE(nlohmann::json::parse(shown.out)["price"]["currency"], "XXX") << "the part's own price applies";
    const CliResult history = as("alice", {"catalog", "price-history", kTestPart});
    EXPECT_EQ(history.exitCode, 0) << history.err;
    EXPECT_THAT(history.out, HasSubstr("ignored: currency 'XXX' is not one dlrig knows"));
    EXPECT_EQ(as("bob", {"catalog", "set-price", kTestPart, "1799", "USD"}).exitCode, 0);
}

// 11: the password of a URI was printed in an error and the URI used; libpq's
// key=value words, password first, were taken as a file path and folders made.
TEST_F(HostileTeam, APasswordIsNeverUsedNorShownAndLibpqDecidesWhatIsAServer)
{
    initWithShippedParts();
    const std::map<std::string, std::string> environment = m_environment;
    for (const std::string &location :
         {"postgresql://buyer:s3cretpw@/" + m_database + "?bogus=1", "postgresql://bob:s3cretpw@/" + m_database,
          "password=s3cretpw host=" + m_host + " dbname=" + m_database + " user=bob"}) {
        const CliResult r = runCli({"--db", location, "catalog", "list"}, environment);
        EXPECT_EQ(r.exitCode, 2) << location << ": " << r.err;
        EXPECT_THAT(r.err, Not(HasSubstr("s3cretpw")));
        EXPECT_THAT(r.err, HasSubstr("--db: "));
    }
    EXPECT_FALSE(std::filesystem::exists("password=s3cretpw host=" + m_host)) << "no folder named after it";
    const CliResult words = runCli({"--db", "password=s3cretpw host=" + m_host + " dbname=x", "catalog", "list"});
    EXPECT_THAT(words.err, HasSubstr("holds a password"));
    EXPECT_THAT(runCli({"--db", "postgresql://bob:s3cretpw@/x", "catalog", "list"}).err, HasSubstr("~/.pgpass"));
}

// 12: price 0 and --date 2099-12-31 were accepted by the team server too.
TEST_F(HostileTeam, TheServerTakesOnlyPricesAboveZeroForDaysThatHaveCome)
{
    initWithShippedParts();
    EXPECT_EQ(as("bob", {"catalog", "set-price", kTestPart, "0", "USD"}).exitCode, 2);
    EXPECT_EQ(as("bob", {"catalog", "set-price", kTestPart, "5", "USD", "--date", "2099-12-31"}).exitCode, 2);
    EXPECT_EQ(count("SELECT count(*) FROM price_history"), 0);
}

// 17: "refused this for the role outsider" did not say what; a missing socket
// and sslmode=bogus both said "no answer within 5 s".
TEST_F(HostileTeam, RefusalsSayWhatWasRefusedAndConnectionsWhyTheyFailed)
{
    initWithShippedParts();
    superuser(m_database)
        .exec("DO $$ BEGIN CREATE ROLE outsider LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN "
              "NULL; END $$");
    const CliResult outsider = as("outsider", {"catalog", "list"});
    EXPECT_EQ(outsider.exitCode, 4) << outsider.err;
    EXPECT_THAT(outsider.err, HasSubstr("refused outsider reading the dlrig catalog"));
    EXPECT_THAT(outsider.err, HasSubstr("GRANT dlrig_reader TO outsider"));

    const CliResult noSocket =
        runCli({"--db", "postgresql:///x?host=" + (m_home / "nowhere").string(), "catalog", "list"}, m_environment);
    EXPECT_EQ(noSocket.exitCode, 4);
    EXPECT_THAT(noSocket.err, HasSubstr("no PostgreSQL socket in that folder"));
    const CliResult badTls = runCli({"--db", uri("bob") + "&sslmode=bogus", "catalog", "list"}, m_environment);
    EXPECT_EQ(badTls.exitCode, 2);
    EXPECT_THAT(badTls.err, HasSubstr("sslmode 'bogus' is not one of disable, allow, prefer"));
}
