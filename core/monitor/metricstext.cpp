#include "core/monitor/metricstext.h"

#include <charconv>
#include <cmath>

namespace dlrig::core {

namespace {

std::string escaped(const std::string &text, bool quotes)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '\n')
            out += "\\n";
        else if (c == '"' && quotes)
            out += "\\\"";
        else
            out += c;
    }
    return out;
}

std::string number(double value)
{
    if (std::isnan(value))
        return "NaN";
    if (std::isinf(value))
        return value > 0 ? "+Inf" : "-Inf";
    char text[32];
    const auto result = std::to_chars(text, text + sizeof text, value); // shortest round trip
    return std::string(text, result.ptr);
}

} // namespace

std::string prometheusText(const std::vector<MetricFamily> &families)
{
    std::string out;
    for (const MetricFamily &family : families) {
        if (family.samples.empty())
            continue;
        out += "# HELP " + family.name + " " + escaped(family.help, false) + "\n";
        out += "# TYPE " + family.name + " " + family.type + "\n";
        for (const MetricSample &sample : family.samples) {
            out += family.name;
            if (!sample.labels.empty()) {
                out += "{";
                for (std::size_t i = 0; i < sample.labels.size(); ++i)
                    out +=
                        (i ? "," : "") + sample.labels[i].first + "=\"" + escaped(sample.labels[i].second, true) + "\"";
                out += "}";
            }
            out += " " + number(sample.value) + "\n";
        }
    }
    return out;
}

} // namespace dlrig::core
