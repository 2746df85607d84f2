#include "core/base/checkedmath.h"

#include <gtest/gtest.h>

#include <climits>

using namespace dlrig::core;

TEST(CheckedMath, ProductsAndSumsThatDoNotFitAnIntThrow)
{
    EXPECT_EQ(checkedProduct(46340, 46340, "x"), 2147395600); // 46340² < 2^31 - 1
    EXPECT_THROW(checkedProduct(46341, 46341, "x"), std::overflow_error);
    EXPECT_THROW(checkedProduct(INT_MIN, -1, "x"), std::overflow_error);
    EXPECT_EQ(checkedSum(INT_MAX - 1, 1, "x"), INT_MAX);
    EXPECT_THROW(checkedSum(INT_MAX, 1, "x"), std::overflow_error);
    try {
        checkedProduct(100'000, 100'000, "GPUs per node × nodes");
    } catch (const std::overflow_error &error) {
        EXPECT_STREQ(error.what(), "GPUs per node × nodes is too large (100000 × 100000)");
    }
}
