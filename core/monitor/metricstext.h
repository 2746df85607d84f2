#pragma once

// Prometheus' text exposition format (version 0.0.4), as `dlrig-cli monitor`
// serves it on /metrics: each family with its # HELP and # TYPE lines, then
// its samples. https://prometheus.io/docs/instrumenting/exposition_formats/
#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

struct MetricSample {
    std::vector<std::pair<std::string, std::string>> labels; // name, value
    double value = 0;
};

struct MetricFamily {
    std::string name; // dlrig_gpu_temperature_celsius: the unit in the name
    std::string help;
    std::string type; // "gauge" or "counter"
    std::vector<MetricSample> samples;
};

inline constexpr const char *kPrometheusTextType = "text/plain; version=0.0.4; charset=utf-8";

// Families with no sample are left out (a family's # TYPE with nothing under
// it says nothing). Label values escape \, " and newline; help text \ and
// newline; values are written as Go writes them: NaN, +Inf, -Inf, or the
// shortest decimal that reads back to the same double.
std::string prometheusText(const std::vector<MetricFamily> &families);

} // namespace dlrig::core
