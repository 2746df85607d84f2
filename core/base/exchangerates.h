#pragma once

#include "core/base/money.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// A dated table of reference rates against one base currency (the ECB's euro
// reference rates), used to bring prices in several currencies to one.
// Conversion goes through the base with integer arithmetic.
class ExchangeRates {
public:
    // Reads {"format": "dlrig-exchange-rates", "version": 1, "date", "source",
    // "base", "rates": {"USD": "1.1767", …}}; throws InputError naming the field.
    static ExchangeRates fromJson(std::string_view text, const std::string &origin);
    // core/data/exchange-rates.json, compiled in.
    static const ExchangeRates &builtIn();

    // Throws InputError when either currency is not in the table.
    Money convert(const Money &amount, const Currency &to) const;
    bool knows(const Currency &currency) const;
    // Units of `to` per unit of `from` (for display; convert() is exact). Throws like convert().
    double rate(const Currency &from, const Currency &to) const;
    // Every currency the table converts, the base included, in code order.
    std::vector<std::string> currencies() const;

    const std::string &date() const { return m_date; }
    const std::string &source() const { return m_source; }

private:
    void requireKnown(const Currency &from, const Currency &to) const;

    std::string m_date;
    std::string m_source;
    std::string m_base;
    std::map<std::string, std::int64_t, std::less<>> m_microRates; // units per base × 1,000,000
};

} // namespace dlrig::core
