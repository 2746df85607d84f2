#include "catalog/monitorhistory.h"

#include "catalog/benchhistory.h"
#include "core/validation/benchsettings.h"

#include <ctime>

namespace dlrig::catalog {

using core::MetricFamily;

namespace {

MetricFamily gauge(std::string name, std::string help)
{
    return {std::move(name), std::move(help), "gauge", {}};
}

} // namespace

std::optional<LastBenchRun> lastBenchRun(const std::filesystem::path &history, const std::string &machine)
{
    std::error_code ignored;
    if (!std::filesystem::is_regular_file(history, ignored))
        return std::nullopt;
    const BenchHistory runs = BenchHistory::open(history);
    const std::vector<BenchRunRecord> mine = runs.runs(machine);
    if (mine.empty())
        return std::nullopt;
    const BenchRunRecord run = runs.load(mine.front().id);
    LastBenchRun last{run.started, 0, run.measurements, core::defaultThresholds()};
    try {
        last.thresholds = core::loadBenchSettings(benchSettingsPath(history)).thresholds;
    } catch (const std::exception &) {
        // An invalid settings file: bench judges with the defaults until it is fixed, and so does this.
    }
    std::tm parts{};
    if (strptime(run.started.c_str(), "%Y-%m-%dT%H:%M:%SZ", &parts))
        last.ageSeconds = std::difftime(std::time(nullptr), timegm(&parts));
    return last;
}

std::vector<MetricFamily> acceptanceFamilies(const LastBenchRun &run)
{
    MetricFamily age = gauge("dlrig_acceptance_age_seconds", "Time since the last bench run of this machine started.");
    MetricFamily measured = gauge("dlrig_acceptance_measured", "Each figure of the last bench run, in its unit.");
    MetricFamily floor =
        gauge("dlrig_acceptance_floor", "The figure each test must reach to pass: its spec times its PASS bar.");
    MetricFamily verdict = gauge("dlrig_acceptance_verdict", "1 for each test's verdict in the last bench run.");
    age.samples.push_back({{}, run.ageSeconds});
    for (const core::Measurement &m : run.measurements) {
        verdict.samples.push_back({{{"test", m.key}, {"verdict", std::string(core::toString(m.verdict))}}, 1});
        if (m.median)
            measured.samples.push_back({{{"test", m.key}, {"unit", m.unit}}, *m.median});
        const core::Threshold *bar = core::findThreshold(run.thresholds, m.metric);
        if (m.spec && bar && !bar->exact)
            floor.samples.push_back({{{"test", m.key}, {"unit", m.unit}}, *m.spec * bar->pass});
    }
    return {age, measured, floor, verdict};
}

} // namespace dlrig::catalog
