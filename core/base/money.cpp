#include "core/base/money.h"

#include "core/base/inputerror.h"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <utility>

namespace dlrig::core {

namespace {

// GCC and Clang provide 128-bit integers; products of amounts and rates need them.
__extension__ typedef __int128 Wide;

struct CurrencyInfo {
    std::string_view code;
    int minorDigits;
};

// Minor-unit digits from the ISO 4217 list (SIX Financial Information, "List one:
// currency, fund and precious metal codes"). Extend as the catalog needs.
constexpr std::array<CurrencyInfo, 32> kCurrencies{{
    {"AED", 2}, {"AUD", 2}, {"BHD", 3}, {"BRL", 2}, {"CAD", 2}, {"CHF", 2}, {"CNY", 2}, {"CZK", 2},
    {"DKK", 2}, {"EUR", 2}, {"GBP", 2}, {"HKD", 2}, {"IDR", 2}, {"ILS", 2}, {"INR", 2}, {"JPY", 0},
    {"KRW", 0}, {"KWD", 3}, {"MXN", 2}, {"MYR", 2}, {"NOK", 2}, {"NZD", 2}, {"PLN", 2}, {"SAR", 2},
    {"SEK", 2}, {"SGD", 2}, {"THB", 2}, {"TRY", 2}, {"TWD", 2}, {"USD", 2}, {"VND", 0}, {"ZAR", 2},
}};

const CurrencyInfo *findCurrency(std::string_view code)
{
    const auto it = std::find_if(kCurrencies.begin(), kCurrencies.end(),
                                 [&](const CurrencyInfo &info) { return info.code == code; });
    return it == kCurrencies.end() ? nullptr : &*it;
}

bool inRange(Wide value)
{
    return value <= std::numeric_limits<std::int64_t>::max() && value >= std::numeric_limits<std::int64_t>::min();
}

std::int64_t checkedRange(Wide value)
{
    if (!inRange(value))
        throw std::overflow_error("money amount out of range");
    return static_cast<std::int64_t>(value);
}

// The result of `a op b` where it fits, else an overflow_error that shows the sum.
Money checkedMoney(Wide value, const Money &a, const std::string &operation, const Currency &currency)
{
    if (!inRange(value)) {
        const Money largest(std::numeric_limits<std::int64_t>::max(), currency);
        throw std::overflow_error(a.toString() + " " + operation + " is more than the largest amount dlrig holds (" +
                                  largest.toString() + ")");
    }
    return {static_cast<std::int64_t>(value), currency};
}

// Divides rounding half away from zero; `divisor` is positive.
Wide divideRounded(Wide numerator, Wide divisor)
{
    const Wide half = divisor / 2;
    return numerator >= 0 ? (numerator + half) / divisor : -((-numerator + half) / divisor);
}

// Parses "-12.345" into the integer 12345 scaled to `digits` decimals (-12345 for
// three digits). Rejects grouping, exponents, empty parts and excess decimals.
// The messages do not name the number: whoever asked for it says "budget: …".
std::int64_t parseFixed(std::string_view text, int digits, const char *field)
{
    const auto refuse = [&](MessageText problem) {
        throw InputError(field, Message{problem, {{"text", std::string(text)}, {"digits", std::int64_t{digits}}}});
    };
    bool negative = false;
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) {
        negative = text.front() == '-';
        text.remove_prefix(1);
    }
    const auto dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view{} : text.substr(dot + 1);
    const auto allDigits = [](std::string_view s) {
        return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
    };
    if (whole.empty() || !allDigits(whole) || !allDigits(fraction) ||
        (dot != std::string_view::npos && fraction.empty()))
        refuse(DLRIG_MESSAGE("money", "'{text}' is not a plain decimal number like 1299.50"));
    if (static_cast<int>(fraction.size()) > digits)
        refuse(digits == 0 ? DLRIG_MESSAGE("money", "'{text}' must be a whole number (this currency has no decimals)")
                           : DLRIG_MESSAGE("money", "'{text}' has more than {digits} decimal places"));
    // Fifteen whole digits at most, and no more than 18 digits with the
    // fraction's, so the value stays inside 64 bits (a rate keeps 6 decimals).
    if (whole.size() > 15 || whole.size() + static_cast<std::size_t>(digits) > 18)
        refuse(DLRIG_MESSAGE("money", "'{text}' is too large"));
    Wide value = 0;
    for (char c : whole)
        value = value * 10 + (c - '0');
    for (int i = 0; i < digits; ++i)
        value = value * 10 + (i < static_cast<int>(fraction.size()) ? fraction[static_cast<std::size_t>(i)] - '0' : 0);
    return checkedRange(negative ? -value : value);
}

} // namespace

Currency::Currency(std::string_view code, int minorDigits) : m_minorDigits(minorDigits)
{
    std::copy_n(code.begin(), 3, m_code);
}

Currency Currency::fromCode(std::string_view code)
{
    const CurrencyInfo *info = findCurrency(code);
    if (!info)
        throw InputError("currency", Message{DLRIG_MESSAGE("money", "unknown currency '{code}' (expected an ISO 4217 "
                                                                    "code such as USD, EUR, CNY)"),
                                             {{"code", std::string(code)}}});
    return {info->code, info->minorDigits};
}

bool Currency::isKnown(std::string_view code)
{
    return findCurrency(code) != nullptr;
}

std::vector<std::string_view> Currency::knownCodes()
{
    std::vector<std::string_view> codes;
    for (const CurrencyInfo &info : kCurrencies)
        codes.push_back(info.code);
    return codes;
}

std::int64_t Currency::minorPerMajor() const
{
    std::int64_t factor = 1;
    for (int i = 0; i < m_minorDigits; ++i)
        factor *= 10;
    return factor;
}

Money Money::parse(std::string_view amount, Currency currency)
{
    return {parseFixed(amount, currency.minorDigits(), "amount"), currency};
}

std::string Money::amountText() const
{
    const std::int64_t per = m_currency.minorPerMajor();
    const unsigned long long magnitude =
        m_minor < 0 ? 0ULL - static_cast<unsigned long long>(m_minor) : static_cast<unsigned long long>(m_minor);
    std::string text = (m_minor < 0 ? "-" : "") + std::to_string(magnitude / static_cast<unsigned long long>(per));
    if (m_currency.minorDigits() > 0) {
        std::string fraction = std::to_string(magnitude % static_cast<unsigned long long>(per));
        fraction.insert(0, static_cast<std::size_t>(m_currency.minorDigits()) - fraction.size(), '0');
        text += "." + fraction;
    }
    return text;
}

std::string Money::toString() const
{
    std::string text = amountText();
    const bool negative = !text.empty() && text.front() == '-';
    auto end = text.find('.');
    if (end == std::string::npos)
        end = text.size();
    const std::size_t first = negative ? 1 : 0;
    for (std::size_t i = end; i > first + 3; i -= 3)
        text.insert(i - 3, ",");
    return std::string(m_currency.code()) + " " + text;
}

void Money::requireSameCurrency(const Money &other) const
{
    if (!(m_currency == other.m_currency))
        throw std::invalid_argument("cannot combine " + std::string(m_currency.code()) + " and " +
                                    std::string(other.m_currency.code()) + " amounts without an exchange rate");
}

Money Money::operator+(const Money &other) const
{
    requireSameCurrency(other);
    return checkedMoney(static_cast<Wide>(m_minor) + other.m_minor, *this, "+ " + other.toString(), m_currency);
}

Money Money::operator-(const Money &other) const
{
    requireSameCurrency(other);
    return checkedMoney(static_cast<Wide>(m_minor) - other.m_minor, *this, "- " + other.toString(), m_currency);
}

Money Money::operator*(std::int64_t quantity) const
{
    return checkedMoney(static_cast<Wide>(m_minor) * quantity, *this, "× " + std::to_string(quantity), m_currency);
}

Money &Money::operator+=(const Money &other)
{
    *this = *this + other;
    return *this;
}

Money Money::percentOf(std::int64_t basisPoints) const
{
    return checkedMoney(divideRounded(static_cast<Wide>(m_minor) * basisPoints, 10'000), *this,
                        "× " + std::to_string(basisPoints) + " basis points", m_currency);
}

std::strong_ordering Money::operator<=>(const Money &other) const
{
    requireSameCurrency(other);
    return m_minor <=> other.m_minor;
}

ExchangeRate ExchangeRate::parse(Currency from, Currency to, std::string_view rate, std::string date)
{
    const std::int64_t micro = parseFixed(rate, 6, "rate");
    if (micro <= 0)
        throw InputError("rate", Message{DLRIG_MESSAGE("money", "exchange rate '{text}' must be greater than zero"),
                                         {{"text", std::string(rate)}}});
    return {from, to, micro, std::move(date)};
}

Money ExchangeRate::convert(const Money &amount) const
{
    if (!(amount.currency() == from))
        throw std::invalid_argument("rate converts " + std::string(from.code()) + ", not " +
                                    std::string(amount.currency().code()));
    // target_minor = source_minor × rate × 10^(to digits) / 10^(from digits)
    const Wide numerator = static_cast<Wide>(amount.minorUnits()) * microRate * to.minorPerMajor();
    const Wide divisor = static_cast<Wide>(1'000'000) * from.minorPerMajor();
    return {checkedRange(divideRounded(numerator, divisor)), to};
}

} // namespace dlrig::core
