#include "core/base/csv.h"
#include "core/models/workload.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {
std::vector<std::vector<std::string>> fieldsOf(std::string_view text)
{
    std::vector<std::vector<std::string>> rows;
    for (const auto &record : parseCsv(text, "t.csv"))
        rows.push_back(record.fields);
    return rows;
}
} // namespace

TEST(Csv, ReadsRfc4180QuotingAndLineBreaks)
{
    // RFC 4180 §2: quoted fields may hold commas, CRLF and doubled quotes.
    const auto rows = fieldsOf("id,note\r\n"
                               "a,\"one, two\"\r\n"
                               "b,\"say \"\"hi\"\"\"\r\n"
                               "c,\"line 1\r\nline 2\"\r\n"
                               "d,\r\n");
    ASSERT_EQ(rows.size(), 5U);
    EXPECT_EQ(rows[1][1], "one, two");
    EXPECT_EQ(rows[2][1], "say \"hi\"");
    EXPECT_EQ(rows[3][1], "line 1\r\nline 2");
    EXPECT_EQ(rows[4], (std::vector<std::string>{"d", ""}));
}

TEST(Csv, AcceptsLfBomAndNoFinalNewline)
{
    const auto rows = fieldsOf("\xEF\xBB\xBFid,name\nx,显卡");
    ASSERT_EQ(rows.size(), 2U);
    EXPECT_EQ(rows[0][0], "id");
    EXPECT_EQ(rows[1][1], "显卡");
}

TEST(Csv, RecordsKnowTheirStartingLine)
{
    const auto records = parseCsv("h\n\"a\nb\"\nc\n", "t.csv");
    ASSERT_EQ(records.size(), 3U);
    EXPECT_EQ(records[1].line, 2U);
    EXPECT_EQ(records[2].line, 4U);
}

TEST(Csv, MalformedQuotingNamesTheLine)
{
    try {
        parseCsv("id\nok\n\"never closed\n", "bad.csv");
        FAIL();
    } catch (const InputError &error) {
        EXPECT_STREQ(error.what(), "bad.csv: line 3: a quoted field is never closed");
    }
    EXPECT_THROW(parseCsv("a,\"b\"c\n", "bad.csv"), InputError);
    EXPECT_THROW(parseCsv("a,b\"c\"\n", "bad.csv"), InputError);
}

TEST(Csv, WritesWhatItReads)
{
    const std::vector<std::string> fields{"plain", "with, comma", "with \"quote\"", "two\nlines", "", " padded "};
    const std::string line = formatCsvRecord(fields);
    EXPECT_EQ(line, "plain,\"with, comma\",\"with \"\"quote\"\"\",\"two\nlines\",,\" padded \"\r\n");
    const auto back = parseCsv(line, "t.csv");
    ASSERT_EQ(back.size(), 1U);
    EXPECT_EQ(back[0].fields, fields);
}
