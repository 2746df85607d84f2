#include "core/build/circuit.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace dlrig::core {

namespace {

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

// A number followed by its unit letter ('v' or 'a', any case), spaces allowed
// around both; advances `at` past them.
std::optional<double> quantity(std::string_view text, std::size_t &at, char unit)
{
    while (at < text.size() && text[at] == ' ')
        ++at;
    const std::size_t start = at;
    while (at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) || text[at] == '.'))
        ++at;
    if (at == start || at - start > 8)
        return std::nullopt;
    const std::string digits(text.substr(start, at - start));
    char *end = nullptr;
    const double value = std::strtod(digits.c_str(), &end);
    if (end != digits.c_str() + digits.size() || !std::isfinite(value))
        return std::nullopt;
    while (at < text.size() && text[at] == ' ')
        ++at;
    if (at >= text.size() || std::tolower(static_cast<unsigned char>(text[at])) != unit)
        return std::nullopt;
    ++at;
    while (at < text.size() && text[at] == ' ')
        ++at;
    return value;
}

} // namespace

std::string Circuit::name() const
{
    return number(volts) + " V / " + number(amps) + " A";
}

std::string Circuit::text() const
{
    return number(volts) + "V/" + number(amps) + "A";
}

std::optional<Circuit> parseCircuit(std::string_view text)
{
    std::size_t at = 0;
    const auto volts = quantity(text, at, 'v');
    if (!volts || at >= text.size() || text[at] != '/')
        return std::nullopt;
    ++at;
    const auto amps = quantity(text, at, 'a');
    if (!amps || at != text.size())
        return std::nullopt;
    if (*volts < 90 || *volts > 480 || *amps < 1 || *amps > 100)
        return std::nullopt;
    return Circuit{*volts, *amps};
}

Circuit defaultCircuitFor(const Currency &currency)
{
    const std::string_view code = currency.code();
    if (code == "USD" || code == "CAD")
        return {120, 15};
    if (code == "MXN")
        return {127, 15};
    if (code == "JPY")
        return {100, 15};
    if (code == "CNY")
        return {220, 10};
    if (code == "GBP")
        return {230, 13};
    if (code == "AUD" || code == "NZD")
        return {230, 10};
    for (const char *europe : {"EUR", "CHF", "PLN", "CZK", "SEK", "NOK", "DKK", "HUF", "RON"}) {
        if (code == europe)
            return {230, 16};
    }
    return {230, 10};
}

} // namespace dlrig::core
