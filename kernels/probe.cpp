#include "kernels/probe.h"

#include <algorithm>

namespace dlrig::kernels {

Stats statsOf(std::vector<double> samples)
{
    Stats stats;
    if (samples.empty())
        return stats;
    std::sort(samples.begin(), samples.end());
    const std::size_t n = samples.size();
    stats.median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    stats.min = samples.front();
    stats.max = samples.back();
    return stats;
}

core::Measurement measurementOf(const std::string &prefix, const std::string &metric, const std::string &unit,
                                const Stats &stats, const std::string &detail)
{
    core::Measurement m;
    m.key = prefix + "." + metric;
    m.metric = metric;
    m.unit = unit;
    m.median = stats.median;
    m.min = stats.min;
    m.max = stats.max;
    m.detail = detail;
    return m;
}

core::Measurement skippedMeasurement(const std::string &prefix, const std::string &metric, const std::string &unit,
                                     const std::string &reason)
{
    core::Measurement m;
    m.key = prefix + "." + metric;
    m.metric = metric;
    m.unit = unit;
    m.skipped = reason;
    return m;
}

} // namespace dlrig::kernels
