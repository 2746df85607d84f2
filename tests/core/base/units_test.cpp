#include "core/base/units.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace dlrig::core;

TEST(Units, DecimalAndBinaryMultiplesDiffer)
{
    // IEC 80000-13: 1 GiB = 2^30 bytes, 1 GB = 10^9 bytes.
    EXPECT_EQ(kGiB, 1073741824ULL);
    EXPECT_EQ(kGB, 1000000000ULL);
    const Bytes eightyGiB{80 * kGiB};
    EXPECT_DOUBLE_EQ(eightyGiB.gib(), 80.0);
    EXPECT_NEAR(eightyGiB.gb(), 85.899345920, 1e-9);
}

struct CountCase {
    const char *text;
    double expected;
};

class ParseCount : public testing::TestWithParam<CountCase> {};

TEST_P(ParseCount, AcceptsSuffixesAndExponents)
{
    EXPECT_DOUBLE_EQ(parseCount(GetParam().text), GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(Forms, ParseCount,
                         testing::Values(CountCase{"7.5e9", 7.5e9}, CountCase{"7.5B", 7.5e9}, CountCase{"350M", 350e6},
                                         CountCase{"1.2T", 1.2e12}, CountCase{"64K", 64e3}, CountCase{"1000", 1000},
                                         CountCase{" 70b ", 70e9}),
                         [](const testing::TestParamInfo<CountCase> &param) {
                             return "case" + std::to_string(param.index);
                         });

TEST(Units, ParseCountRejectsGarbage)
{
    for (const char *bad : {"", "abc", "-5", "7.5X", "inf", "nan", "B7", "7.5 BB", "1e999"})
        EXPECT_THROW(parseCount(bad), std::invalid_argument) << bad;
}

TEST(Units, ParseBytesKnowsBothBases)
{
    EXPECT_EQ(parseBytes("80GB").count, 80'000'000'000ULL);
    EXPECT_EQ(parseBytes("80 GiB").count, 80 * kGiB);
    EXPECT_EQ(parseBytes("1.5TB").count, 1'500'000'000'000ULL);
    EXPECT_EQ(parseBytes("512MiB").count, 512 * kMiB);
    EXPECT_EQ(parseBytes("4096").count, 4096ULL);
    EXPECT_THROW(parseBytes("80 gigs"), std::invalid_argument);
    EXPECT_THROW(parseBytes("-1GB"), std::invalid_argument);
}

TEST(Units, FormatBytesUsesTheRequestedBase)
{
    const Bytes weights{13'476'831'232ULL}; // Llama 2 7B in fp16
    EXPECT_EQ(formatBytes(weights, ByteBase::Decimal), "13.48 GB");
    EXPECT_EQ(formatBytes(weights, ByteBase::Binary), "12.55 GiB");
    EXPECT_EQ(formatBytes(Bytes{512}, ByteBase::Binary), "512 B");
    EXPECT_EQ(formatBytes(Bytes{175 * kGB}, ByteBase::Decimal), "175.0 GB");
}

TEST(Units, FormatCountPicksASuffix)
{
    EXPECT_EQ(formatCount(6'738'415'616.0), "6.74 B");
    EXPECT_EQ(formatCount(350e6), "350.0 M");
    EXPECT_EQ(formatCount(42), "42");
}

TEST(Units, BytesFromRealRoundsAndRejectsNegatives)
{
    EXPECT_EQ(bytesFromReal(1.5).count, 2ULL);
    EXPECT_THROW(bytesFromReal(-1), std::invalid_argument);
}

TEST(Units, FiguresKeepThePrecisionWorthReading)
{
    EXPECT_EQ(formatFigure(1329.16), "1,329"); // issue 34 #8: grouped
    EXPECT_EQ(formatFigure(2400), "2,400");
    EXPECT_EQ(formatFigure(45.83), "45.8");
    EXPECT_EQ(formatFigure(0.934), "0.93");
    EXPECT_EQ(formatFigure(99.96), "100"); // the band follows the rounded value: never "100.0"
    EXPECT_EQ(formatFigure(9.996), "10.0");
    EXPECT_EQ(formatFigure(0), "0"); // whole numbers (counts, generations) without decimals
    EXPECT_EQ(formatFigure(4), "4");
}
