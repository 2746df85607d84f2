#include "catalog/benchhistory.h"
#include "catalog/catalog.h"

#include "core/parts/partjson.h"
#include "core/base/textfile.h"
#include "core/validation/validation.h"
#include "testsupport.h"

#include <gtest/gtest.h>

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

std::vector<std::string> idsOf(const std::vector<Part> &parts)
{
    std::vector<std::string> ids;
    for (const Part &p : parts)
        ids.push_back(p.id);
    return ids;
}
} // namespace

TEST(Catalog, ImportsAndListsByCategory)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    const ImportSummary summary = catalog.importParts(smallParts(), Origin::User);
    EXPECT_EQ(summary.added, 6U);
    EXPECT_EQ(catalog.count(), 6U);
    EXPECT_EQ(catalog.count(PartCategory::Gpu), 2U);
    const auto gpus = catalog.list({.category = PartCategory::Gpu});
    EXPECT_EQ(idsOf(gpus), (std::vector<std::string>{"gpu/nvidia-a100-sxm4-80gb", "gpu/nvidia-rtx-4090"}));
    // What comes out is what went in.
    const auto again = catalog.find("gpu/nvidia-rtx-4090");
    ASSERT_TRUE(again.has_value());
    EXPECT_EQ(partToJson(*again), partToJson(smallParts()[0]));
}

TEST(Catalog, SearchesNamesAndAliasesByPrefix)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::User);
    EXPECT_EQ(idsOf(catalog.list({.search = "4090"})), std::vector<std::string>{"gpu/nvidia-rtx-4090"});
    EXPECT_EQ(idsOf(catalog.list({.search = "英伟达"})), std::vector<std::string>{"gpu/nvidia-rtx-4090"});
    EXPECT_EQ(idsOf(catalog.list({.search = "epy"})), std::vector<std::string>{"cpu/amd-epyc-7742"});
    EXPECT_EQ(catalog.list({.search = "a100 80gb"}).size(), 1U); // both words must match
    EXPECT_EQ(catalog.list({.search = "nvidia"}).size(), 3U);    // vendor: two GPUs and the DGX
}

class HostileSearch : public testing::TestWithParam<const char *> {};

// Whatever a user types is data, never FTS5 or SQL syntax: no exception, and
// no match where the words are not in the catalog.
TEST_P(HostileSearch, NeverThrows)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::User);
    std::vector<Part> found;
    EXPECT_NO_THROW(found = catalog.list({.search = GetParam()})) << GetParam();
    EXPECT_LE(found.size(), 6U);
    EXPECT_EQ(catalog.count(), 6U); // nothing dropped
}

INSTANTIATE_TEST_SUITE_P(Inputs, HostileSearch,
                         testing::Values("\"", "\"\"", "rtx\"", "NEAR(rtx 4090)", "rtx AND", "OR", "-rtx", "*", "^rtx",
                                         "rtx:4090", "(", ")", "'; DROP TABLE parts; --", "%", "_", "\\", "col:val",
                                         "{rtx}", "rtx + 4090", "\t\t", "😀", "a\"b\"c"));

TEST(Catalog, PunctuationOnlySearchFindsNothing)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::User);
    EXPECT_TRUE(catalog.list({.search = "*** --"}).empty());
    EXPECT_EQ(Catalog::ftsQuery("rtx \"40\"90"), "\"rtx\"* \"\"\"40\"\"90\"*");
}

TEST(Catalog, MaxPriceComparesWithinOneCurrency)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::User);
    const Currency usd = Currency::fromCode("USD");
    const auto cheap = catalog.list({.maxPrice = Money::parse("2000", usd)});
    // RTX 4090 at USD 1,599 and p4d at USD 32.77/h; the CNY motherboard is not compared.
    EXPECT_EQ(idsOf(cheap), (std::vector<std::string>{"cloud/aws-p4d-24xlarge", "gpu/nvidia-rtx-4090"}));
    EXPECT_EQ(
        catalog
            .list({.category = PartCategory::Motherboard, .maxPrice = Money::parse("5000", Currency::fromCode("CNY"))})
            .size(),
        1U);
}

TEST(Catalog, UserPricesAndHiddenPartsAreKeptApart)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::Shipped);
    catalog.setPrice("gpu/nvidia-rtx-4090", Money::parse("1799", Currency::fromCode("USD")), "2026-11-20");
    const auto part = catalog.find("gpu/nvidia-rtx-4090");
    EXPECT_EQ(part->price->amount.amountText(), "1799.00");
    EXPECT_EQ(part->price->asOf, "2026-11-20");
    EXPECT_EQ(part->price->kind, PriceKind::Quote);
    EXPECT_EQ(part->price->source, Catalog::kUserPriceSource);
    catalog.clearPrice("gpu/nvidia-rtx-4090"); // the shipped price applies again
    const auto restored = catalog.find("gpu/nvidia-rtx-4090");
    ASSERT_TRUE(restored->price);
    EXPECT_NE(restored->price->source, Catalog::kUserPriceSource);
    EXPECT_NE(restored->price->amount.amountText(), "1799.00");
    catalog.setHidden("cpu/amd-epyc-7742", true);
    EXPECT_EQ(catalog.list({}).size(), 5U);
    EXPECT_EQ(catalog.list({.includeHidden = true}).size(), 6U);
    EXPECT_THROW(catalog.setPrice("gpu/nope", Money::parse("1", Currency::fromCode("USD")), "2026-11-20"), InputError);
    EXPECT_THROW(catalog.setPrice("gpu/nvidia-rtx-4090", Money::parse("1", Currency::fromCode("USD")), "yesterday"),
                 InputError);
}

TEST(Catalog, OnlyPartsTheUserAddedCanBeRemoved)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    catalog.importParts(smallParts(), Origin::Shipped);
    Part own = *catalog.find("gpu/nvidia-rtx-4090");
    own.id = "gpu/lab-rtx-4090-blower";
    own.model = "RTX 4090 blower (lab quote)";
    catalog.importParts({own}, Origin::User);
    catalog.setPrice(own.id, Money::parse("2100", Currency::fromCode("USD")), "2026-11-29");
    ASSERT_TRUE(catalog.find(own.id));
    catalog.removeUserPart(own.id);
    EXPECT_FALSE(catalog.find(own.id));
    // Its user price went with it: adding it again shows the part's own price.
    catalog.importParts({own}, Origin::User);
    EXPECT_NE(catalog.find(own.id)->price->source, Catalog::kUserPriceSource);
    EXPECT_THROW(catalog.removeUserPart("gpu/nvidia-rtx-4090"), InputError); // shipped
    EXPECT_THROW(catalog.removeUserPart("gpu/nope"), InputError);
    EXPECT_TRUE(catalog.find("gpu/nvidia-rtx-4090"));
}

TEST(Catalog, UnresolvedReferencesWriteNothing)
{
    TempDir dir;
    Catalog catalog = Catalog::create(dir / "c.db");
    auto parts = smallParts();
    std::get<ServerSpec>(parts[3].specs).gpuPartId = "gpu/nvidia-a100-sxm4-96gb";
    try {
        catalog.importParts(parts, Origin::User,
                            {"f.json: parts[0]", "f.json: parts[1]", "f.json: parts[2]", "f.json: parts[3]"});
        FAIL();
    } catch (const InputError &error) {
        EXPECT_STREQ(error.what(), "f.json: parts[3] (server/nvidia-dgx-a100): specs.gpu 'gpu/nvidia-a100-sxm4-96gb' "
                                   "is not a part in the catalog or in this file");
    }
    EXPECT_EQ(catalog.count(), 0U);
}

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
    history.save({0, "lab-2", "2026-11-29T10:00:00Z", "2026-11-29T10:01:00Z", "full", "FAIL", "{}", {}});
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
