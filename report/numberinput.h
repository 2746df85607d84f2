#pragma once

#include <QString>

#include <optional>
#include <string>

// Numbers as people type them into dlrig's fields, read into the plain
// decimals core parses (core::Money::parse, core::Percent::parse): what the
// application itself displays ("60,000.00") and what a Chinese user types
// ("6万", "６０，０００", "13％") are accepted alike.
namespace dlrig::report {

// "60,000" → "60000", "6万" → "60000", "5.72 万" → "57200", "１２９９．５" →
// "1299.5", "-5" → "-5". Grouping commas must group by three. nullopt: not a
// number (a currency sign or word included: the field has its currency).
std::optional<std::string> typedAmount(const QString &typed);

// "13", "13%", "13 %", "１３％" → "13"; "7.25%" → "7.25". nullopt: not a number.
std::optional<std::string> typedPercent(const QString &typed);

} // namespace dlrig::report
