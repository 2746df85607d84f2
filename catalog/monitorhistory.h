#pragma once

// The last bench run of a machine as `dlrig-cli monitor` and the Benchmark
// tab's Now view read it: its figures, the bars they were judged with, and
// its age; and the same as Prometheus metric families (the acceptance floors
// the alert rules compare with).
#include "core/monitor/metricstext.h"
#include "core/validation/validation.h"

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::catalog {

// The last bench run of this machine in `history` (nothing when the file does
// not exist: the monitor creates no file), and the bars it was judged with.
struct LastBenchRun {
    std::string started;
    double ageSeconds = 0;
    std::vector<core::Measurement> measurements;
    std::vector<core::Threshold> thresholds;
};
std::optional<LastBenchRun> lastBenchRun(const std::filesystem::path &history, const std::string &machine);
std::vector<core::MetricFamily> acceptanceFamilies(const LastBenchRun &run);

} // namespace dlrig::catalog
