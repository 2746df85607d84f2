// A vendor's quote as CSV: every row checked before any price is used, the
// first bad one named by its line and field.
#include "core/base/inputerror.h"
#include "core/parts/quotedprices.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {

std::string errorOf(const std::string &csv)
{
    try {
        quotedPricesFromCsv(csv, "quote.csv");
    } catch (const InputError &error) {
        return error.what();
    }
    return "(accepted)";
}

} // namespace

TEST(QuotedPrices, RowsAreReadWithTheirLineAndOptionalSource)
{
    const auto prices = quotedPricesFromCsv("id,amount,currency,date,source\r\n"
                                            "gpu/nvidia-rtx-4090,1749.50,USD,2026-11-30,\"Vendor A, Q-118\"\r\n"
                                            "\r\n"
                                            "cpu/amd-epyc-9654,32999,CNY,2026-12-01,\r\n",
                                            "quote.csv");
    ASSERT_EQ(prices.size(), 2u);
    EXPECT_EQ(prices[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(prices[0].amount, Money(174950, Currency::fromCode("USD")));
    EXPECT_EQ(prices[0].source, "Vendor A, Q-118");
    EXPECT_EQ(prices[0].line, 2u);
    EXPECT_EQ(prices[1].amount, Money(3299900, Currency::fromCode("CNY")));
    EXPECT_EQ(prices[1].line, 4u) << "the blank line still counts";
    EXPECT_EQ(quotedPricesFromCsv("ID,Amount,Currency,Date\nx,1,USD,2026-01-01\n", "q").front().source, "");
}

TEST(QuotedPrices, TheFirstBadRowIsNamedByLineAndField)
{
    const auto expectError = [](const std::string &csv, const std::string &part) {
        const std::string error = errorOf(csv);
        EXPECT_NE(error.find(part), std::string::npos) << "got: " << error;
    };
    expectError("", "quote.csv: empty");
    expectError("id,price,currency,date\n", "line 1: expected the header id,amount,currency,date");
    expectError("id,amount,currency,date,notes\n", "expected the header");
    const std::string header = "id,amount,currency,date\n";
    expectError(header + "a,1,USD\n", "line 2: expected 4 fields, found 3");
    expectError(header + ",1,USD,2026-01-01\n", "line 2: id: empty");
    expectError(header + "a,1,USD,2026-01-01\na,2,USD,2026-01-01\n", "line 3: id: 'a' has a price earlier in the file");
    expectError(header + "a,1,XYZ,2026-01-01\n", "line 2: currency: 'XYZ'");
    expectError(header + "a,1.234,USD,2026-01-01\n", "line 2: amount:");
    expectError(header + "a,abc,USD,2026-01-01\n", "line 2: amount:");
    expectError(header + "a,-5,USD,2026-01-01\n", "line 2: amount: USD -5.00 is not a price; a price is above zero");
    // Issue 28 #12: a free GPU and a price from 2099 were accepted, and recommend then bought two free GPUs.
    expectError(header + "a,0,USD,2026-01-01\n", "line 2: amount: USD 0.00 is not a price");
    expectError(header + "a,5,USD,2099-12-31\n", "line 2: date: 2099-12-31 is after today");
    expectError(header + "a,5,USD,2026-13-01\n", "line 2: date: '2026-13-01'");
}
