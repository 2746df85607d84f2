#include "app/cli/texttable.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace dlrig::cli;

TEST(TextTable, AlignsColumnsByDisplayWidth)
{
    TextTable table({"", "GB"});
    table.addRow({"weights", "13.48"});
    table.addRow({"kv cache", "2.15"});
    table.addRow({"总计", "15.63"}); // two wide characters: four columns, six bytes
    std::ostringstream out;
    table.print(out, "");
    EXPECT_EQ(out.str(), "             GB\n"
                         "weights   13.48\n"
                         "kv cache   2.15\n"
                         "总计      15.63\n");
}

TEST(TextTable, CountsCodePoints)
{
    EXPECT_EQ(displayWidth("GiB"), 3U);
    EXPECT_EQ(displayWidth("×"), 1U);
    EXPECT_EQ(displayWidth("显卡 GPU"), 8U);
}
