#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// An ISO 4217 currency: its three-letter code and how many minor units make a
// major one (USD 2: cents; JPY 0; KWD 3). Only codes in the table are accepted.
class Currency {
public:
    // Throws std::invalid_argument naming the code when it is not in the table.
    static Currency fromCode(std::string_view code);
    static bool isKnown(std::string_view code);
    // Every code in the table, alphabetical.
    static std::vector<std::string_view> knownCodes();

    std::string_view code() const { return {m_code, 3}; }
    int minorDigits() const { return m_minorDigits; }
    std::int64_t minorPerMajor() const;

    friend bool operator==(const Currency &a, const Currency &b) { return a.code() == b.code(); }

private:
    Currency(std::string_view code, int minorDigits);
    char m_code[3]{};
    int m_minorDigits = 2;
};

// An amount of money as an integer count of minor units (cents, fen, yen) in one
// currency. No floating point: prices are summed, multiplied by quantities and
// taxed exactly. Mixing currencies throws; convert first with an ExchangeRate.
class Money {
public:
    Money(std::int64_t minorUnits, Currency currency) : m_minor(minorUnits), m_currency(currency) {}

    // Parses a decimal amount exactly: "32.78", "1299", "-5.5", "1,299.00" is refused
    // (no grouping). More decimals than the currency has throws.
    static Money parse(std::string_view amount, Currency currency);
    static Money zero(Currency currency) { return {0, currency}; }

    std::int64_t minorUnits() const { return m_minor; }
    const Currency &currency() const { return m_currency; }

    // "32.78", "-0.05", "1299" (for JPY): the amount in major units, no code.
    std::string amountText() const;
    // "USD 32.78", "CNY 1,299.00": code, grouped thousands, fixed decimals.
    std::string toString() const;

    Money operator+(const Money &other) const;
    Money operator-(const Money &other) const;
    Money operator*(std::int64_t quantity) const;
    Money &operator+=(const Money &other);

    // Rate in basis points (1 bp = 0.01 %), rounded half away from zero to a
    // whole minor unit: how tax and discounts are usually computed on invoices.
    Money percentOf(std::int64_t basisPoints) const;

    bool operator==(const Money &other) const = default;
    // Ordering only within one currency; throws otherwise.
    std::strong_ordering operator<=>(const Money &other) const;

private:
    void requireSameCurrency(const Money &other) const;
    std::int64_t m_minor = 0;
    Currency m_currency;
};

// A dated conversion rate: one major unit of `from` buys `rate` major units of
// `to`. The rate is kept as a decimal with six fractional digits (micro-units),
// as central banks publish them, so conversion stays integer arithmetic.
struct ExchangeRate {
    Currency from;
    Currency to;
    std::int64_t microRate; // rate × 1,000,000
    std::string date;       // ISO 8601 day the rate was published, e.g. "2026-11-27"

    // "7.1234" → microRate 7123400. Throws on more than six decimals or rate ≤ 0.
    static ExchangeRate parse(Currency from, Currency to, std::string_view rate, std::string date);

    // Converts, rounding half away from zero to the target's minor unit.
    // Throws when `amount` is not in `from`.
    Money convert(const Money &amount) const;
};

} // namespace dlrig::core
