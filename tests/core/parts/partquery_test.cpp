#include "core/parts/partquery.h"

#include "core/testparts.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using namespace testparts;

TEST(PartQuery, CategoryWordsAndPrice)
{
    Part gpu = rtx4090();
    gpu.aliases = {"英伟达 4090", "RTX 4090"};
    EXPECT_TRUE(PartQuery{}.matches(gpu));
    EXPECT_TRUE((PartQuery{.category = PartCategory::Gpu}).matches(gpu));
    EXPECT_FALSE((PartQuery{.category = PartCategory::Cpu}).matches(gpu));
    EXPECT_TRUE((PartQuery{.text = "geforce 4090"}).matches(gpu)); // every word, any order, any case
    EXPECT_TRUE((PartQuery{.text = "英伟达"}).matches(gpu));
    EXPECT_FALSE((PartQuery{.text = "geforce 4080"}).matches(gpu));
    EXPECT_TRUE((PartQuery{.maxPrice = Money::parse("1599", Currency::fromCode("USD"))}).matches(gpu));
    EXPECT_FALSE((PartQuery{.maxPrice = Money::parse("1598.99", Currency::fromCode("USD"))}).matches(gpu));
    EXPECT_FALSE((PartQuery{.maxPrice = Money::parse("99999", Currency::fromCode("CNY"))}).matches(gpu));
}
