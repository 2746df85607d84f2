#include "catalog/benchhistory.h"
#include "catalog/catalog.h"

#include "core/parts/partjson.h"
#include "core/base/textfile.h"
#include "core/validation/validation.h"
#include "testsupport.h"

#include <gtest/gtest.h>

// The API's own tests (list, search, prices, hidden parts, imports, removal)
// run on both backends in tests/server/catalogapi_test.cpp.

using namespace dlrig::catalog;
using namespace dlrig::core;

namespace {
std::vector<Part> smallParts()
{
    return partsFromDocument(readTextFile(fixture("catalog-small.json")), "catalog-small.json");
}

// A shipped catalog built from the fixture, as dlrig-catalog-build makes one.
std::filesystem::path buildShipped(const TempDir &dir, const std::vector<Part> &parts, const std::string &version)
{
    const auto path = dir / ("shipped-" + version + ".db");
    Catalog shipped = Catalog::create(path);
    shipped.importParts(parts, Origin::Shipped);
    shipped.setMeta("data_version", version);
    return path;
}

} // namespace

TEST(Catalog, ShippedUpdatesKeepTheUsersWork)
{
    TempDir dir;
    const auto parts = smallParts();
    const auto v1 = buildShipped(dir, parts, "v1");
    const auto userPath = dir / "user" / "catalog.db";
    {
        Catalog user = Catalog::openOrCreate(userPath, v1);
        EXPECT_EQ(user.count(), 6U);
        user.setPrice("gpu/nvidia-rtx-4090", Money::parse("1899", Currency::fromCode("USD")), "2026-11-21");
        user.setHidden("cpu/amd-epyc-7742", true);
        Part own = parts[0];
        own.id = "gpu/my-lab-4090";
        own.model = "Lab 4090";
        user.importParts({own}, Origin::User);
    }
    // A newer dlrig ships corrected specs and a new part.
    auto newer = parts;
    std::get<GpuSpec>(newer[0].specs).memoryBandwidthGBps = 1008.1;
    Part extra = parts[0];
    extra.id = "gpu/nvidia-rtx-4080";
    newer.push_back(extra);
    const auto v2 = buildShipped(dir, newer, "v2");
    Catalog user = Catalog::openOrCreate(userPath, v2);
    EXPECT_EQ(user.count(), 8U);
    const auto updated = user.find("gpu/nvidia-rtx-4090");
    EXPECT_DOUBLE_EQ(std::get<GpuSpec>(updated->specs).memoryBandwidthGBps, 1008.1); // new specs
    EXPECT_EQ(updated->price->amount.amountText(), "1899.00");                       // the user's price
    EXPECT_EQ(user.list({}).size(), 7U);                                             // still one hidden
    EXPECT_TRUE(user.find("gpu/my-lab-4090").has_value());                           // own part kept
    EXPECT_EQ(user.meta("shipped_data_version"), "v2");
}

TEST(Catalog, ImportedPartsWinOverShippedOnes)
{
    TempDir dir;
    const auto v1 = buildShipped(dir, smallParts(), "v1");
    const auto userPath = dir / "catalog.db";
    auto mine = smallParts()[0];
    mine.note = "measured on our bench";
    {
        Catalog user = Catalog::openOrCreate(userPath, v1);
        EXPECT_EQ(user.importParts({mine}, Origin::User).replaced, 1U);
    }
    auto newer = smallParts();
    newer[0].note = "shipped note v2";
    const auto v2 = buildShipped(dir, newer, "v2");
    EXPECT_EQ(Catalog::openOrCreate(userPath, v2).find(mine.id)->note, "measured on our bench");
}

// The shipped catalog lives under /usr/share, read-only for users: it is read
// immutable (no journal, no -wal/-shm files), also from a folder whose name
// holds the characters a SQLite URI reserves.
TEST(Catalog, TheShippedCatalogIsOnlyEverReadFrom)
{
    TempDir dir;
    const auto share = dir / "share dir?#%";
    std::filesystem::create_directories(share);
    const auto built = buildShipped(dir, smallParts(), "v1");
    const auto shipped = share / "dlrig-catalog.db";
    std::filesystem::rename(built, shipped);
    const std::string before = readTextFile(shipped);
    std::filesystem::permissions(shipped, std::filesystem::perms::owner_read | std::filesystem::perms::group_read |
                                              std::filesystem::perms::others_read);
    std::filesystem::permissions(share, std::filesystem::perms::owner_read | std::filesystem::perms::owner_exec |
                                            std::filesystem::perms::others_read |
                                            std::filesystem::perms::others_exec);
    for (const char *user : {"a/catalog.db", "b/catalog.db"}) {
        Catalog catalog = Catalog::openOrCreate(dir / user, shipped);
        EXPECT_EQ(catalog.count(), 6U);
    }
    std::filesystem::permissions(share, std::filesystem::perms::owner_all);
    EXPECT_EQ(readTextFile(shipped), before);
    EXPECT_FALSE(std::filesystem::exists(share / "dlrig-catalog.db-wal"));
    EXPECT_FALSE(std::filesystem::exists(share / "dlrig-catalog.db-shm"));
}

TEST(BenchHistory, RunsRoundTripAndAreListedNewestFirst)
{
    TempDir dir;
    auto history = BenchHistory::open(dir / "history.db");
    Measurement triad;
    triad.key = "host.stream_triad";
    triad.metric = "stream_triad";
    triad.unit = "GB/s";
    triad.median = 45.8;
    triad.min = 45.3;
    triad.max = 46.9;
    triad.spec = 51.2;
    judge(triad, defaultThresholds());
    Measurement skipped;
    skipped.key = "gpu0.device_copy";
    skipped.metric = "device_copy";
    skipped.skipped = "no NVIDIA driver found";
    judge(skipped, defaultThresholds());
    const auto first = history.save({0,
                                     "lab-1 (AMD EPYC)",
                                     "2026-11-28T10:00:00Z",
                                     "2026-11-28T10:01:00Z",
                                     "quick",
                                     "PASS",
                                     "{}",
                                     {triad, skipped}});
    history.save({0,
                  "lab-2",
                  "2026-11-29T10:00:00Z",
                  "2026-11-29T10:01:00Z",
                  "full",
                  "FAIL",
                  "{}",
                  {},
                  "the open build: vision lab"});
    const auto all = history.runs();
    ASSERT_EQ(all.size(), 2u);
    EXPECT_EQ(all[0].machine, "lab-2"); // newest first
    EXPECT_EQ(history.runs("lab-1 (AMD EPYC)").size(), 1u);
    const BenchRunRecord loaded = history.load(first);
    ASSERT_EQ(loaded.measurements.size(), 2u);
    EXPECT_DOUBLE_EQ(*loaded.measurements[0].median, 45.8);
    EXPECT_DOUBLE_EQ(*loaded.measurements[0].ratio, 45.8 / 51.2);
    EXPECT_EQ(loaded.measurements[0].verdict, triad.verdict);
    EXPECT_FALSE(loaded.measurements[1].median.has_value());
    EXPECT_EQ(loaded.measurements[1].skipped, "no NVIDIA driver found");
    EXPECT_THROW(history.load(999), InputError);
    // Issue 34 #4: what the run was judged against comes back with it.
    EXPECT_EQ(history.load(all[0].id).specsFrom, "the open build: vision lab");
}

// A history of the first schema (no specs_from) gains the column; its runs
// say nothing about what they were judged against rather than failing.
TEST(BenchHistory, AFirstSchemaHistoryIsMigratedAndKeepsItsRuns)
{
    TempDir dir;
    {
        Database db(dir / "history.db", Database::Mode::ReadWriteCreate);
        db.exec(R"sql(
            CREATE TABLE runs (id INTEGER PRIMARY KEY, machine TEXT NOT NULL, started TEXT NOT NULL,
                               finished TEXT NOT NULL, mode TEXT NOT NULL, verdict TEXT NOT NULL,
                               detected TEXT NOT NULL);
            CREATE TABLE measurements (run_id INTEGER NOT NULL, position INTEGER NOT NULL, key TEXT NOT NULL,
                metric TEXT NOT NULL, unit TEXT NOT NULL, median REAL, min REAL, max REAL, spec REAL, ratio REAL,
                verdict TEXT NOT NULL, part TEXT NOT NULL, spec_basis TEXT NOT NULL, skipped TEXT NOT NULL,
                error TEXT NOT NULL, detail TEXT NOT NULL, PRIMARY KEY (run_id, position));
            INSERT INTO runs VALUES (1, 'lab-1', '2026-11-01T10:00:00Z', '2026-11-01T10:01:00Z', 'quick', 'PASS', '{}');
            PRAGMA user_version = 1;
        )sql");
    }
    auto history = BenchHistory::open(dir / "history.db");
    const BenchRunRecord old = history.load(1);
    EXPECT_EQ(old.machine, "lab-1");
    EXPECT_EQ(old.specsFrom, "");
    const auto id = history.save(
        {0, "lab-1", "2026-12-01T10:00:00Z", "2026-12-01T10:01:00Z", "quick", "PASS", "{}", {}, "the detected parts"});
    EXPECT_EQ(history.load(id).specsFrom, "the detected parts");
}

TEST(BenchHistory, AHistoryFromANewerDlrigIsRefusedUntouched)
{
    TempDir dir;
    {
        Database db(dir / "history.db", Database::Mode::ReadWriteCreate);
        db.exec("PRAGMA user_version = 9");
    }
    EXPECT_THROW(BenchHistory::open(dir / "history.db"), DatabaseError);
}
