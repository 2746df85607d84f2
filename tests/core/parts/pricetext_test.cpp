#include "core/parts/pricetext.h"

#include "core/base/isodate.h"
#include "core/testparts.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(IsoDate, MonthsCountOnlyOnceTheDayIsReached)
{
    EXPECT_EQ(monthsBetween("2026-01-31", "2026-02-28"), 0);
    EXPECT_EQ(monthsBetween("2026-01-31", "2026-03-01"), 1);
    EXPECT_EQ(monthsBetween("2022-09-20", "2026-12-01"), 50); // 4 years 2 months
    EXPECT_EQ(monthsBetween("2026-12-01", "2026-11-01"), -1);
    EXPECT_TRUE(isIsoDate(todayIsoDate()));
}

TEST(PriceText, ARangeNamesTheFigureCounted)
{
    Price price = testparts::usd("25000");
    price.high = Money::parse("35000", Currency::fromCode("USD"));
    EXPECT_EQ(countedAmount(price).toString(), "USD 30,000.00");
    EXPECT_EQ(priceAmountText(price), "USD 25,000.00–35,000.00 (USD 30,000.00 counted, the midpoint)");
}

TEST(PriceText, KindDateAndAgeReadAsOneLine)
{
    Part part = testparts::rtx4090();
    part.price->kind = PriceKind::Msrp;
    part.price->asOf = "2022-09-20";
    EXPECT_EQ(describePrice(part, "2026-12-01", 12),
              "USD 1,599.00 (MSRP, published 2022-09-20, 4 years 2 months old, stale)");
    EXPECT_EQ(describePrice(part, "2022-12-01", 12), "USD 1,599.00 (MSRP, published 2022-09-20, 2 months old)");
    part.price->kind = PriceKind::Estimate;
    part.price->dateIsLookUp = true;
    part.price->asOf = "2026-12-01";
    EXPECT_EQ(describePrice(part, "2026-12-01", 12),
              "USD 1,599.00 (estimate, undated source, read 2026-12-01, under a month old)");
    part.price->kind = PriceKind::Used;
    part.price->condition = "refurbished";
    EXPECT_EQ(priceKindText(*part.price), "used (refurbished)");
    part.price.reset();
    EXPECT_EQ(describePrice(part, "2026-12-01", 12), "on request");
}

TEST(PriceText, StaleMeansOlderThanTheLimitNotEqual)
{
    Price price = testparts::usd("100");
    price.asOf = "2025-12-01";
    EXPECT_FALSE(priceAge(price, "2026-12-01", 12).stale); // exactly 12 months
    EXPECT_TRUE(priceAge(price, "2027-01-01", 12).stale);
    EXPECT_EQ(priceAge(price, "2025-06-01", 12).months, 0); // a future date is not a negative age
    EXPECT_EQ(priceAgeText({13, true}), "1 year 1 month old, stale");
}

TEST(PriceKinds, OnlyMsrpStreetAndQuotePriceANewPart)
{
    EXPECT_TRUE(isNewPartPrice(PriceKind::Msrp));
    EXPECT_TRUE(isNewPartPrice(PriceKind::Street));
    EXPECT_TRUE(isNewPartPrice(PriceKind::Quote));
    EXPECT_FALSE(isNewPartPrice(PriceKind::Used));
    EXPECT_FALSE(isNewPartPrice(PriceKind::Estimate));
    for (const char *name : {"msrp", "street", "quote", "used", "estimate"})
        EXPECT_EQ(toString(*priceKindFromString(name)), name);
    EXPECT_FALSE(priceKindFromString("ebay"));
}
