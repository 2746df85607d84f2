#include "catalog/database.h"

#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig::catalog;

TEST(Database, BindsParametersAndReadsColumns)
{
    Database db(":memory:", Database::Mode::ReadWriteCreate);
    db.exec("CREATE TABLE t (name TEXT, value INTEGER, ratio REAL)");
    Statement insert = db.prepare("INSERT INTO t VALUES (?, ?, ?)");
    // A hostile string is only ever data.
    insert.bind(1, std::string_view("x'); DROP TABLE t; --")).bind(2, std::int64_t{42}).bind(3, 0.5);
    insert.run();
    Statement select = db.prepare("SELECT name, value, ratio FROM t");
    ASSERT_TRUE(select.step());
    EXPECT_EQ(select.columnText(0), "x'); DROP TABLE t; --");
    EXPECT_EQ(select.columnInt(1), 42);
    EXPECT_DOUBLE_EQ(select.columnDouble(2), 0.5);
    EXPECT_FALSE(select.step());
}

TEST(Database, TransactionRollsBackUnlessCommitted)
{
    TempDir dir;
    Database db(dir / "t.db", Database::Mode::ReadWriteCreate);
    db.exec("CREATE TABLE t (v INTEGER)");
    {
        Transaction transaction(db);
        db.exec("INSERT INTO t VALUES (1)");
    }
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM t"), 0);
    {
        Transaction transaction(db);
        db.exec("INSERT INTO t VALUES (1)");
        transaction.commit();
    }
    EXPECT_EQ(db.queryInt("SELECT count(*) FROM t"), 1);
}

TEST(Database, ErrorsNameTheFile)
{
    TempDir dir;
    try {
        Database db(dir / "missing" / "x.db", Database::Mode::ReadWrite);
        FAIL();
    } catch (const DatabaseError &error) {
        EXPECT_NE(std::string(error.what()).find("x.db: cannot open"), std::string::npos);
    }
    Database db(dir / "t.db", Database::Mode::ReadWriteCreate);
    EXPECT_THROW(db.exec("SELEC 1"), DatabaseError);
    EXPECT_THROW(db.prepare("SELECT * FROM nowhere"), DatabaseError);
}
