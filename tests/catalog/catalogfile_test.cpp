#include "catalog/catalog.h"
#include "catalog/catalogfile.h"

#include "core/parts/partjson.h"
#include "core/base/textfile.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace dlrig::catalog;

namespace {
std::filesystem::path filledCatalog(const TempDir &dir)
{
    const auto path = dir / "c.db";
    Catalog catalog = Catalog::create(path);
    catalog.importParts(dlrig::core::partsFromDocument(dlrig::core::readTextFile(fixture("catalog-small.json")), "f"),
                        Origin::User);
    return path;
}

std::string damageOf(const std::filesystem::path &path)
{
    try {
        Catalog::open(path);
    } catch (const DamagedCatalogError &error) {
        return error.what();
    }
    return "opened";
}
} // namespace

TEST(CatalogFile, SoundFilePasses)
{
    TempDir dir;
    const auto path = filledCatalog(dir);
    EXPECT_FALSE(checkCatalogFile(path).has_value());
    EXPECT_EQ(Catalog::open(path).count(), 6U);
}

TEST(CatalogFile, TruncatedFileIsReportedInOneSentence)
{
    TempDir dir;
    const auto path = filledCatalog(dir);
    const std::string bytes = slurpFile(path);
    writeFile(path, bytes.substr(0, bytes.size() / 2));
    const std::string message = damageOf(path);
    EXPECT_NE(message.find("is damaged: it is truncated: "), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
}

TEST(CatalogFile, WrongHeaderAndTinyFiles)
{
    TempDir dir;
    writeFile(dir / "text.db", std::string(4096, 'x'));
    EXPECT_NE(damageOf(dir / "text.db").find("not a SQLite database (wrong header)"), std::string::npos);
    writeFile(dir / "empty.db", "");
    EXPECT_NE(damageOf(dir / "empty.db").find("shorter than a SQLite header"), std::string::npos);
}

TEST(CatalogFile, CorruptPagesFailTheConsistencyCheck)
{
    TempDir dir;
    const auto path = filledCatalog(dir);
    std::string bytes = slurpFile(path);
    // Overwrite everything after the first page with garbage, keeping the size.
    const std::size_t pageSize = 4096;
    for (std::size_t i = pageSize; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(0xA5);
    writeFile(path, bytes);
    EXPECT_NE(damageOf(path).find("is damaged"), std::string::npos);
}

TEST(CatalogFile, MovingAsideKeepsTheBytes)
{
    TempDir dir;
    const auto path = filledCatalog(dir);
    const std::string bytes = slurpFile(path);
    const auto aside = moveAside(path);
    EXPECT_FALSE(std::filesystem::exists(path));
    EXPECT_NE(aside.filename().string().find("c.db.damaged-"), std::string::npos);
    EXPECT_EQ(slurpFile(aside), bytes);
}

TEST(CatalogFile, UserCatalogFollowsXdg)
{
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    EXPECT_EQ(userCatalogPath(), std::filesystem::path("/tmp/xdg-test/dlrig/catalog.db"));
    ::unsetenv("XDG_DATA_HOME");
    ::setenv("HOME", "/home/someone", 1);
    EXPECT_EQ(userCatalogPath(), std::filesystem::path("/home/someone/.local/share/dlrig/catalog.db"));
}

TEST(CatalogFile, LargeCatalogsReportDamageWhenReadingIt)
{
    // Above 16 MiB the open skips quick_check (it reads every page); damage is
    // then reported by the first query that meets it.
    TempDir dir;
    const auto path = dir / "big.db";
    {
        Catalog catalog = Catalog::create(path);
        auto parts = dlrig::core::partsFromDocument(dlrig::core::readTextFile(fixture("catalog-small.json")), "f");
        std::vector<dlrig::core::Part> many;
        for (int i = 0; i < 1800; ++i) {
            dlrig::core::Part part = parts[0];
            part.id = "gpu/bulk-" + std::to_string(i);
            part.note = std::string(10'000, static_cast<char>('a' + i % 26));
            many.push_back(std::move(part));
        }
        catalog.importParts(many, Origin::User);
    }
    ASSERT_GT(std::filesystem::file_size(path), 16U * 1024 * 1024);
    std::string bytes = slurpFile(path);
    for (std::size_t i = 4096; i < bytes.size(); i += 4096)
        std::fill_n(bytes.begin() + static_cast<std::ptrdiff_t>(i) + 8, 64, static_cast<char>(0xFF));
    writeFile(path, bytes);
    try {
        Catalog catalog = Catalog::open(path);
        catalog.list({});
        FAIL() << "damage went unnoticed";
    } catch (const DamagedCatalogError &error) {
        EXPECT_NE(std::string(error.what()).find("big.db is damaged"), std::string::npos) << error.what();
    }
}
