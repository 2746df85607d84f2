// The catalog's API as the rest of dlrig uses it, on both backends: a
// SQLite file, and a team server's local copy over a real PostgreSQL server
// (changed as its dlrig_admin). The first ones were the SQLite catalog's own
// tests, on an empty catalog; they run unchanged on both.
#include "catalog/server/serverschema.h"
#include "core/base/inputerror.h"
#include "core/base/textfile.h"
#include "core/parts/partjson.h"
#include "core/parts/quotedprices.h"
#include "teamtestserver.h"

#include <gmock/gmock.h>

#include <algorithm>

using namespace dlrig::catalog;
using namespace dlrig::core;
using ::testing::HasSubstr;

namespace {

std::vector<Part> smallParts()
{
    return partsFromDocument(readTextFile(fixture("catalog-small.json")), "catalog-small.json");
}

std::vector<std::string> idsOf(const std::vector<Part> &parts)
{
    std::vector<std::string> ids;
    for (const Part &p : parts)
        ids.push_back(p.id);
    return ids;
}

enum class Backend { Sqlite, TeamServer };

class EveryBackend : public TeamServerTest, public testing::WithParamInterface<Backend> {
protected:
    // An empty catalog.
    Catalog empty()
    {
        if (GetParam() == Backend::Sqlite)
            return Catalog::create(m_dir / "c.db");
        PgConnection owner = superuser(m_database);
        initServer(owner);
        createLogins();
        return Catalog::openTeam(uri("dana"), m_dir / "copy.db");
    }
    // A catalog with the shipped parts; opened again, the same catalog.
    Catalog withShippedParts()
    {
        if (GetParam() == Backend::Sqlite)
            return Catalog::openOrCreate(m_dir / "catalog.db", DLRIG_SHIPPED_CATALOG_FILE);
        if (!m_initialised) {
            initWithShippedParts();
            m_initialised = true;
        }
        return Catalog::openTeam(uri("dana"), m_dir / "copy.db");
    }
    // What a price the user set says it is, at its start.
    std::string userPriceSource() const
    {
        return GetParam() == Backend::Sqlite ? Catalog::kUserPriceSource : "team server: set by dana";
    }
    TempDir m_dir;
    bool m_initialised = false;
};

} // namespace

TEST_P(EveryBackend, ImportsAndListsByCategory)
{
    Catalog catalog = empty();
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

TEST_P(EveryBackend, SearchesNamesAndAliasesByPrefix)
{
    Catalog catalog = empty();
    catalog.importParts(smallParts(), Origin::User);
    EXPECT_EQ(idsOf(catalog.list({.search = "4090"})), std::vector<std::string>{"gpu/nvidia-rtx-4090"});
    EXPECT_EQ(idsOf(catalog.list({.search = "英伟达"})), std::vector<std::string>{"gpu/nvidia-rtx-4090"});
    EXPECT_EQ(idsOf(catalog.list({.search = "epy"})), std::vector<std::string>{"cpu/amd-epyc-7742"});
    EXPECT_EQ(catalog.list({.search = "a100 80gb"}).size(), 1U); // both words must match
    EXPECT_EQ(catalog.list({.search = "nvidia"}).size(), 3U);    // vendor: two GPUs and the DGX
}

// Whatever a user types is data, never FTS5 or SQL syntax: no exception, and
// no match where the words are not in the catalog.
TEST_P(EveryBackend, HostileSearchNeverThrows)
{
    Catalog catalog = empty();
    catalog.importParts(smallParts(), Origin::User);
    for (const char *typed : {"\"",
                              "\"\"",
                              "rtx\"",
                              "NEAR(rtx 4090)",
                              "rtx AND",
                              "OR",
                              "-rtx",
                              "*",
                              "^rtx",
                              "rtx:4090",
                              "(",
                              ")",
                              "'; DROP TABLE parts; --",
                              "%",
                              "_",
                              "\\",
                              "col:val",
                              "{rtx}",
                              "rtx + 4090",
                              "\t\t",
                              "😀",
                              "a\"b\"c"}) {
        std::vector<Part> found;
        EXPECT_NO_THROW(found = catalog.list({.search = typed})) << typed;
        EXPECT_LE(found.size(), 6U);
    }
    EXPECT_EQ(catalog.count(), 6U); // nothing dropped
}

TEST_P(EveryBackend, PunctuationOnlySearchFindsNothing)
{
    Catalog catalog = empty();
    catalog.importParts(smallParts(), Origin::User);
    EXPECT_TRUE(catalog.list({.search = "*** --"}).empty());
    EXPECT_EQ(Catalog::ftsQuery("rtx \"40\"90"), "\"rtx\"* \"\"\"40\"\"90\"*");
}

TEST_P(EveryBackend, MaxPriceComparesWithinOneCurrency)
{
    Catalog catalog = empty();
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

TEST_P(EveryBackend, UserPricesAndHiddenPartsAreKeptApart)
{
    Catalog catalog = empty();
    catalog.importParts(smallParts(), Origin::Shipped);
    catalog.setPrice("gpu/nvidia-rtx-4090", Money::parse("1799", Currency::fromCode("USD")), "2026-11-20");
    const auto part = catalog.find("gpu/nvidia-rtx-4090");
    EXPECT_EQ(part->price->amount.amountText(), "1799.00");
    EXPECT_EQ(part->price->asOf, "2026-11-20");
    EXPECT_EQ(part->price->kind, PriceKind::Quote);
    EXPECT_EQ(part->price->source.rfind(userPriceSource(), 0), 0U) << part->price->source;
    catalog.clearPrice("gpu/nvidia-rtx-4090"); // the shipped price applies again
    const auto restored = catalog.find("gpu/nvidia-rtx-4090");
    ASSERT_TRUE(restored->price);
    EXPECT_NE(restored->price->source.rfind(userPriceSource(), 0), 0U) << restored->price->source;
    EXPECT_NE(restored->price->amount.amountText(), "1799.00");
    catalog.setHidden("cpu/amd-epyc-7742", true);
    EXPECT_EQ(catalog.list({}).size(), 5U);
    EXPECT_EQ(catalog.list({.includeHidden = true}).size(), 6U);
    EXPECT_THROW(catalog.setPrice("gpu/nope", Money::parse("1", Currency::fromCode("USD")), "2026-11-20"), InputError);
    EXPECT_THROW(catalog.setPrice("gpu/nvidia-rtx-4090", Money::parse("1", Currency::fromCode("USD")), "yesterday"),
                 InputError);
}

TEST_P(EveryBackend, OnlyPartsTheUserAddedCanBeRemoved)
{
    Catalog catalog = empty();
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
    EXPECT_NE(catalog.find(own.id)->price->source.rfind(userPriceSource(), 0), 0U);
    EXPECT_THROW(catalog.removeUserPart("gpu/nvidia-rtx-4090"), InputError); // shipped
    EXPECT_THROW(catalog.removeUserPart("gpu/nope"), InputError);
    EXPECT_TRUE(catalog.find("gpu/nvidia-rtx-4090"));
}

TEST_P(EveryBackend, UnresolvedReferencesWriteNothing)
{
    Catalog catalog = empty();
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

TEST_P(EveryBackend, ListsFindsAndSearchesTheShippedParts)
{
    Catalog catalog = withShippedParts();
    const Catalog shipped = Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE);
    EXPECT_EQ(catalog.count(), shipped.count());
    EXPECT_EQ(catalog.count(PartCategory::Gpu), shipped.count(PartCategory::Gpu));
    const auto part = catalog.find(kTestPart);
    ASSERT_TRUE(part);
    EXPECT_EQ(part->model, shipped.find(kTestPart)->model);
    EXPECT_EQ(part->price->amount, shipped.find(kTestPart)->price->amount);
    const auto found = catalog.list({.search = "4090"});
    EXPECT_TRUE(std::any_of(found.begin(), found.end(), [](const auto &p) { return p.id == kTestPart; }));
    EXPECT_EQ(catalog.integrityCheck(), "ok");
}

TEST_P(EveryBackend, APriceSetIsReadBackAndClearingItRestoresTheListedOne)
{
    Catalog catalog = withShippedParts();
    const Money listed = catalog.find(kTestPart)->price->amount;
    catalog.setPrice(kTestPart, usd(171900), "2026-12-01");
    EXPECT_EQ(catalog.find(kTestPart)->price->amount, usd(171900));
    EXPECT_EQ(catalog.find(kTestPart)->price->asOf, "2026-12-01");
    // A new connection sees it too: it was stored, not only cached.
    EXPECT_EQ(withShippedParts().find(kTestPart)->price->amount, usd(171900));
    catalog.clearPrice(kTestPart);
    EXPECT_EQ(catalog.find(kTestPart)->price->amount, listed);
    EXPECT_EQ(withShippedParts().find(kTestPart)->price->amount, listed);
}

TEST_P(EveryBackend, AnImportAddsReplacesAndRefusesABadReferenceWhole)
{
    Catalog catalog = withShippedParts();
    Part own = *catalog.find(kTestPart);
    own.id = "gpu/lab-test-card";
    own.model = "Lab test card";
    const ImportSummary first = catalog.importParts({own}, Origin::User);
    EXPECT_EQ(first.added, 1u);
    own.model = "Lab test card, revised";
    const ImportSummary second = catalog.importParts({own}, Origin::User);
    EXPECT_EQ(second.replaced, 1u);
    EXPECT_EQ(withShippedParts().find("gpu/lab-test-card")->model, "Lab test card, revised");

    Part server = catalog.list({.category = PartCategory::Server, .limit = 1}).front();
    server.id = "server/lab-broken";
    std::get<ServerSpec>(server.specs).gpuPartId = "gpu/no-such-card";
    const std::size_t before = catalog.count();
    EXPECT_THROW(catalog.importParts({server}, Origin::User), InputError);
    EXPECT_EQ(withShippedParts().count(), before);

    catalog.removeUserPart("gpu/lab-test-card");
    EXPECT_FALSE(withShippedParts().find("gpu/lab-test-card"));
    EXPECT_THROW(catalog.removeUserPart(kTestPart), InputError) << "a shipped part stays";
}

TEST_P(EveryBackend, AVendorsQuoteSetsEveryPriceOrNone)
{
    Catalog catalog = withShippedParts();
    const std::string gpu = kTestPart, cpu = "cpu/amd-epyc-9654";
    const Money cpuBefore = catalog.find(cpu)->price->amount;
    const std::string header = "id,amount,currency,date,source\n";
    EXPECT_THROW(catalog.importPrices(quotedPricesFromCsv(header + cpu + ",9999,USD,2026-12-01,V\n" +
                                                              "gpu/no-such-card,1,USD,2026-12-01,V\n",
                                                          "q.csv"),
                                      "q.csv"),
                 InputError);
    EXPECT_EQ(withShippedParts().find(cpu)->price->amount, cpuBefore) << "an unknown part refuses the whole quote";

    catalog.importPrices(quotedPricesFromCsv(header + gpu + ",1739,USD,2026-12-01,Vendor A Q-7\n" + cpu +
                                                 ",9899,USD,2026-12-01,Vendor A Q-7\n",
                                             "q.csv"),
                         "q.csv");
    EXPECT_EQ(withShippedParts().find(gpu)->price->amount, usd(173900));
    EXPECT_EQ(withShippedParts().find(cpu)->price->amount, usd(989900));
    EXPECT_THAT(withShippedParts().find(cpu)->price->source, HasSubstr("Vendor A Q-7"));
}

INSTANTIATE_TEST_SUITE_P(Catalog, EveryBackend, testing::Values(Backend::Sqlite, Backend::TeamServer),
                         [](const auto &test) { return test.param == Backend::Sqlite ? "Sqlite" : "TeamServer"; });
