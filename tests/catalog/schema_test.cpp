#include "catalog/schema.h"

#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig::catalog;

TEST(Schema, MigratesAnEmptyFileToTheLatestVersion)
{
    TempDir dir;
    Database db(dir / "c.db", Database::Mode::ReadWriteCreate);
    EXPECT_EQ(db.queryInt("PRAGMA user_version"), 0);
    migrate(db);
    EXPECT_EQ(db.queryInt("PRAGMA user_version"), latestSchemaVersion());
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM sqlite_master WHERE name IN ('parts', 'parts_fts', "
                          "'price_overrides', 'hidden_parts', 'meta')"),
              5);
    // Migrating again is a no-op.
    migrate(db);
    EXPECT_EQ(db.queryInt("PRAGMA user_version"), latestSchemaVersion());
}

TEST(Schema, RefusesADatabaseFromANewerDlrig)
{
    TempDir dir;
    Database db(dir / "c.db", Database::Mode::ReadWriteCreate);
    db.exec("PRAGMA user_version = 99");
    try {
        migrate(db);
        FAIL();
    } catch (const DatabaseError &error) {
        EXPECT_NE(std::string(error.what()).find("written by a newer dlrig (catalog schema 99)"), std::string::npos);
    }
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM sqlite_master"), 0); // untouched
}

TEST(Schema, FullTextIndexFollowsTheTable)
{
    TempDir dir;
    Database db(dir / "c.db", Database::Mode::ReadWriteCreate);
    migrate(db);
    db.exec("INSERT INTO parts (id, category, vendor, model, aliases, tdp_watts, release_year, source, specs, origin) "
            "VALUES ('gpu/a', 'gpu', 'NVIDIA', 'Tesla', '[\"特斯拉\"]', 1, 2020, 's', '{}', 'user')");
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM parts_fts WHERE parts_fts MATCH '\"tesla\"'"), 1);
    db.exec("UPDATE parts SET model = 'Volta' WHERE id = 'gpu/a'");
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM parts_fts WHERE parts_fts MATCH '\"tesla\"'"), 0);
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM parts_fts WHERE parts_fts MATCH '\"volta\"'"), 1);
    db.exec("DELETE FROM parts");
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM parts_fts WHERE parts_fts MATCH '\"volta\"'"), 0);
}
