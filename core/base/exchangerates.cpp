#include "core/base/exchangerates.h"
#include "core/base/jsoninput.h"

#include "core/base/isodate.h"
#include "core/base/jsonreader.h"

namespace dlrig::core {

extern const char *const kBuiltInExchangeRatesJson; // generated from core/data/exchange-rates.json

ExchangeRates ExchangeRates::fromJson(std::string_view text, const std::string &origin)
{
    const nlohmann::json document = parseJsonInput(text, origin);
    checkFormatHeader(document, origin, "dlrig-exchange-rates", "exchange-rates", 1);
    const JsonReader r(document, origin);
    ExchangeRates rates;
    rates.m_date = r.text("date");
    if (!isIsoDate(rates.m_date))
        r.fail("date", DLRIG_MESSAGE("input", "must be a date like 2026-02-20"));
    rates.m_source = r.text("source");
    rates.m_base = r.text("base");
    if (!Currency::isKnown(rates.m_base))
        r.fail("base", DLRIG_MESSAGE("input", "is not an ISO 4217 currency dlrig knows"));
    rates.m_microRates[rates.m_base] = 1'000'000;
    if (!r.has("rates") || !r.at("rates").is_object())
        r.fail("rates", DLRIG_MESSAGE("input", "must be an object of currency codes to decimal strings"));
    for (const auto &[code, value] : r.at("rates").items()) {
        if (!Currency::isKnown(code) || !value.is_string())
            r.fail("rates", "'" + code + "' must be a known currency with a rate written as a string like \"1.1767\"");
        try {
            const auto rate = ExchangeRate::parse(Currency::fromCode(rates.m_base), Currency::fromCode(code),
                                                  value.get<std::string>(), rates.m_date);
            rates.m_microRates[code] = rate.microRate;
        } catch (const std::invalid_argument &error) {
            r.fail("rates", code + ": " + error.what());
        }
    }
    return rates;
}

const ExchangeRates &ExchangeRates::builtIn()
{
    static const ExchangeRates rates = fromJson(kBuiltInExchangeRatesJson, "core/data/exchange-rates.json");
    return rates;
}

bool ExchangeRates::knows(const Currency &currency) const
{
    return m_microRates.find(currency.code()) != m_microRates.end();
}

std::vector<std::string> ExchangeRates::currencies() const
{
    std::vector<std::string> codes;
    for (const auto &[code, rate] : m_microRates)
        codes.push_back(code);
    return codes;
}

void ExchangeRates::requireKnown(const Currency &from, const Currency &to) const
{
    for (const Currency &currency : {from, to}) {
        if (!knows(currency))
            throw InputError("currency",
                             Message{DLRIG_MESSAGE("money", "no exchange rate for {code} in the table of "
                                                            "{date} ({source})"),
                                     {{"code", std::string(currency.code())}, {"date", m_date}, {"source", m_source}}});
    }
}

double ExchangeRates::rate(const Currency &from, const Currency &to) const
{
    requireKnown(from, to);
    return static_cast<double>(m_microRates.find(to.code())->second) /
           static_cast<double>(m_microRates.find(from.code())->second);
}

Money ExchangeRates::convert(const Money &amount, const Currency &to) const
{
    if (amount.currency() == to)
        return amount;
    requireKnown(amount.currency(), to);
    // amount ÷ rate(from) × rate(to): one exchange-rate step from `from` to `to`
    // whose micro-rate carries the cross rate exactly enough (six decimals of
    // each published rate) for prices; rounding half away from zero once.
    const std::int64_t fromRate = m_microRates.find(amount.currency().code())->second;
    const std::int64_t toRate = m_microRates.find(to.code())->second;
    __extension__ typedef __int128 Wide;
    const Wide numerator = static_cast<Wide>(amount.minorUnits()) * toRate * to.minorPerMajor();
    const Wide divisor = static_cast<Wide>(fromRate) * amount.currency().minorPerMajor();
    const Wide half = divisor / 2;
    const Wide rounded = numerator >= 0 ? (numerator + half) / divisor : -((-numerator + half) / divisor);
    return {static_cast<std::int64_t>(rounded), to};
}

} // namespace dlrig::core
