#include "core/base/units.h"

#include "core/base/message.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <stdexcept>
#include <utility>

namespace dlrig::core {

namespace {

std::string_view trim(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

// Splits "7.5B" into the number 7.5 and the rest "B". The number must be
// finite and non-negative; the caller decides what suffixes it accepts.
std::pair<double, std::string_view> splitNumber(std::string_view text)
{
    text = trim(text);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || !std::isfinite(value))
        throw std::invalid_argument("expected a number");
    if (value < 0)
        throw std::invalid_argument("expected a non-negative number");
    const auto consumed = static_cast<std::size_t>(end - text.data());
    return {value, trim(text.substr(consumed))};
}

std::string formatScaled(double value, const char *unit)
{
    std::array<char, 64> buffer{};
    const int decimals = value >= 100 ? 1 : 2;
    std::snprintf(buffer.data(), buffer.size(), "%.*f %s", decimals, value, unit);
    return buffer.data();
}

} // namespace

Bytes bytesFromReal(double bytes)
{
    if (!std::isfinite(bytes) || bytes < 0)
        throw std::invalid_argument("byte count must be finite and non-negative");
    // llround past 2^63 is undefined (1e30GiB was accepted as a garbage size).
    if (bytes >= 9.2e18)
        throw std::invalid_argument("byte count is too large (at most about 8 EiB)");
    return {static_cast<std::uint64_t>(std::llround(bytes))};
}

std::string formatBytes(Bytes bytes, ByteBase base)
{
    struct Step {
        std::uint64_t size;
        const char *unit;
    };
    static constexpr std::array<Step, 4> decimal{{{kTB, "TB"}, {kGB, "GB"}, {kMB, "MB"}, {kKB, "kB"}}};
    static constexpr std::array<Step, 4> binary{{{kTiB, "TiB"}, {kGiB, "GiB"}, {kMiB, "MiB"}, {kKiB, "KiB"}}};
    const auto &steps = base == ByteBase::Decimal ? decimal : binary;
    for (const auto &step : steps) {
        if (bytes.count >= step.size)
            return formatScaled(static_cast<double>(bytes.count) / static_cast<double>(step.size), step.unit);
    }
    return std::to_string(bytes.count) + " B";
}

double parseCount(std::string_view text)
{
    const auto [value, suffix] = splitNumber(text);
    double scale = 1;
    if (suffix.empty())
        scale = 1;
    else if (suffix == "K" || suffix == "k")
        scale = 1e3;
    else if (suffix == "M" || suffix == "m")
        scale = 1e6;
    else if (suffix == "B" || suffix == "b" || suffix == "G" || suffix == "g")
        scale = 1e9;
    else if (suffix == "T" || suffix == "t")
        scale = 1e12;
    else
        throw std::invalid_argument("unknown suffix '" + std::string(suffix) + "' (expected K, M, B or T)");
    return value * scale;
}

Bytes parseBytes(std::string_view text)
{
    const auto [value, unit] = splitNumber(text);
    static constexpr std::array<std::pair<std::string_view, std::uint64_t>, 10> units{{
        {"B", 1},
        {"kB", kKB},
        {"KB", kKB},
        {"MB", kMB},
        {"GB", kGB},
        {"TB", kTB},
        {"KiB", kKiB},
        {"MiB", kMiB},
        {"GiB", kGiB},
        {"TiB", kTiB},
    }};
    if (unit.empty())
        return bytesFromReal(value);
    for (const auto &[name, size] : units) {
        if (unit == name)
            return bytesFromReal(value * static_cast<double>(size));
    }
    throw std::invalid_argument("unknown unit '" + std::string(unit) +
                                "' (expected B, kB, MB, GB, TB, KiB, MiB, GiB or TiB)");
}

std::string formatSi(double value, const char *unit)
{
    static const std::pair<double, const char *> kPrefixes[] = {{1e15, "P"}, {1e12, "T"}, {1e9, "G"},
                                                                {1e6, "M"},  {1e3, "k"},  {1, ""}};
    double v = value;
    const char *prefix = "";
    for (const auto &[size, name] : kPrefixes) {
        if (value >= size) {
            v = value / size;
            prefix = name;
            break;
        }
    }
    std::array<char, 64> text{};
    std::snprintf(text.data(), text.size(), "%.*f %s%s", v >= 100 ? 0 : v >= 10 ? 1 : 2, v, prefix, unit);
    return text.data();
}

std::string formatCount(double count)
{
    if (count >= 1e12)
        return formatScaled(count / 1e12, "T");
    if (count >= 1e9)
        return formatScaled(count / 1e9, "B");
    if (count >= 1e6)
        return formatScaled(count / 1e6, "M");
    if (count >= 1e3)
        return formatScaled(count / 1e3, "K");
    std::array<char, 32> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "%.0f", count);
    return buffer.data();
}

std::string formatFigure(double value)
{
    char text[32];
    if (std::fabs(value) >= 999.5 && std::fabs(value) < 1e15)
        return groupedNumber(Decimal{value, 0}); // 1,329 GB/s, as people write it
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value)); // a count: 0 GPUs, not 0.00
    std::snprintf(text, sizeof text, value >= 99.95 ? "%.0f" : value >= 9.995 ? "%.1f" : "%.2f", value);
    return text;
}

} // namespace dlrig::core
