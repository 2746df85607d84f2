#include "core/base/money.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace dlrig::core;

namespace {
const Currency usd = Currency::fromCode("USD");
const Currency cny = Currency::fromCode("CNY");
const Currency jpy = Currency::fromCode("JPY");
} // namespace

TEST(Money, ParsesDecimalAmountsExactly)
{
    // AWS p4d.24xlarge on demand: $32.78 an hour → 3,278 cents, no rounding error.
    EXPECT_EQ(Money::parse("32.78", usd).minorUnits(), 3278);
    EXPECT_EQ(Money::parse("1599", usd).minorUnits(), 159900);
    EXPECT_EQ(Money::parse("0.1", usd).minorUnits(), 10);
    EXPECT_EQ(Money::parse("-5.5", usd).minorUnits(), -550);
    // ISO 4217: the yen has no minor unit.
    EXPECT_EQ(Money::parse("1299", jpy).minorUnits(), 1299);
}

TEST(Money, RefusesAmbiguousText)
{
    EXPECT_THROW(Money::parse("1,299.00", usd), std::invalid_argument);
    EXPECT_THROW(Money::parse("12.345", usd), std::invalid_argument);
    EXPECT_THROW(Money::parse("1299.5", jpy), std::invalid_argument);
    EXPECT_THROW(Money::parse("1e3", usd), std::invalid_argument);
    EXPECT_THROW(Money::parse("", usd), std::invalid_argument);
    EXPECT_THROW(Money::parse(".5", usd), std::invalid_argument);
    EXPECT_THROW(Money::parse("5.", usd), std::invalid_argument);
}

TEST(Money, UnknownCurrencyNamesTheCode)
{
    try {
        Currency::fromCode("XYZ");
        FAIL() << "expected an exception";
    } catch (const std::invalid_argument &error) {
        EXPECT_NE(std::string(error.what()).find("XYZ"), std::string::npos);
    }
    EXPECT_FALSE(Currency::isKnown("usd")); // codes are upper case
}

TEST(Money, SumsAndQuantitiesAreExact)
{
    // 0.1 + 0.2 is 0.30 in integer cents, unlike in binary floating point.
    EXPECT_EQ((Money::parse("0.1", usd) + Money::parse("0.2", usd)).amountText(), "0.30");
    EXPECT_EQ((Money::parse("1599.99", usd) * 8).amountText(), "12799.92");
    EXPECT_EQ((Money::parse("10", usd) - Money::parse("10.01", usd)).amountText(), "-0.01");
}

TEST(Money, MixingCurrenciesThrows)
{
    EXPECT_THROW(Money::parse("1", usd) + Money::parse("1", cny), std::invalid_argument);
    EXPECT_THROW((void)(Money::parse("1", usd) < Money::parse("1", cny)), std::invalid_argument);
}

TEST(Money, PercentRoundsHalfAwayFromZero)
{
    // 13 % VAT on CNY 10.05 = 1.3065 → 1.31; on -10.05 → -1.31.
    EXPECT_EQ(Money::parse("10.05", cny).percentOf(1300).amountText(), "1.31");
    EXPECT_EQ(Money::parse("-10.05", cny).percentOf(1300).amountText(), "-1.31");
    // 8.25 % of $100.00 = 8.25 exactly.
    EXPECT_EQ(Money::parse("100", usd).percentOf(825).amountText(), "8.25");
}

TEST(Money, FormatsWithCodeAndGrouping)
{
    EXPECT_EQ(Money::parse("1234567.89", usd).toString(), "USD 1,234,567.89");
    EXPECT_EQ(Money::parse("-1234", usd).toString(), "USD -1,234.00");
    EXPECT_EQ(Money::parse("999", jpy).toString(), "JPY 999");
}

TEST(ExchangeRate, ConvertsWithIntegerArithmetic)
{
    // USD 100.00 at 7.1234 CNY per USD = CNY 712.34.
    const ExchangeRate rate = ExchangeRate::parse(usd, cny, "7.1234", "2026-11-27");
    EXPECT_EQ(rate.convert(Money::parse("100", usd)).toString(), "CNY 712.34");
    // JPY 1,000 at 0.006667 USD per JPY = 6.667 → USD 6.67 (half away from zero).
    const ExchangeRate yen = ExchangeRate::parse(jpy, usd, "0.006667", "2026-11-27");
    EXPECT_EQ(yen.convert(Money::parse("1000", jpy)).toString(), "USD 6.67");
    EXPECT_THROW(rate.convert(Money::parse("1", jpy)), std::invalid_argument);
    EXPECT_THROW(ExchangeRate::parse(usd, cny, "0", "2026-11-27"), std::invalid_argument);
    EXPECT_THROW(ExchangeRate::parse(usd, cny, "7.12345678", "2026-11-27"), std::invalid_argument);
    // 13 whole digits × 10^6 leaves 64 bits: refused as too large, not an overflow
    // escaping as another exception (found by the rates fuzz target).
    try {
        ExchangeRate::parse(usd, cny, "9999999999999", "2026-11-27");
        FAIL() << "a rate past 64 bits must be refused";
    } catch (const std::invalid_argument &error) {
        EXPECT_NE(std::string(error.what()).find("too large"), std::string::npos) << error.what();
    }
    EXPECT_EQ(ExchangeRate::parse(usd, cny, "999999999999", "2026-11-27").microRate, 999'999'999'999'000'000);
}

TEST(Money, OverflowIsReportedNotWrapped)
{
    const Money huge(9'000'000'000'000'000'000LL, usd);
    EXPECT_THROW(huge + huge, std::overflow_error);
    EXPECT_THROW(huge * 2, std::overflow_error);
}
