#include "core/monitor/procstats.h"

#include <algorithm>
#include <sstream>

namespace dlrig::core {

std::map<std::string, double> parseCpuSeconds(const std::string &procStat, double ticksPerSecond)
{
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice;
    // guest time is already counted in user, so it is left out.
    static const char *const kModes[] = {"user", "nice", "system", "idle", "iowait", "irq", "softirq", "steal"};
    std::map<std::string, double> seconds;
    std::istringstream lines(procStat);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        std::string label;
        words >> label;
        if (label != "cpu")
            continue;
        for (const char *mode : kModes) {
            double ticks = 0;
            if (!(words >> ticks))
                break;
            seconds[mode] = ticks / ticksPerSecond;
        }
        break;
    }
    return seconds;
}

std::optional<MemoryFigures> parseMemInfo(const std::string &procMeminfo)
{
    std::optional<double> total, available;
    std::istringstream lines(procMeminfo);
    std::string key;
    double kib = 0;
    std::string unit;
    while (lines >> key >> kib) {
        std::getline(lines, unit); // " kB" or nothing
        if (key == "MemTotal:")
            total = kib * 1024;
        else if (key == "MemAvailable:")
            available = kib * 1024;
    }
    if (!total || !available)
        return std::nullopt;
    return MemoryFigures{*total, *available};
}

std::vector<DiskCounters> parseDiskStats(const std::string &procDiskstats, const std::vector<std::string> &devices)
{
    std::vector<DiskCounters> disks;
    std::istringstream lines(procDiskstats);
    std::string line;
    while (std::getline(lines, line)) {
        std::istringstream words(line);
        unsigned major = 0, minor = 0;
        std::string name;
        // reads merged sectors ms writes merged sectors ms in_flight io_ms weighted_ms
        double f[11] = {};
        if (!(words >> major >> minor >> name))
            continue;
        bool complete = true;
        for (double &field : f)
            complete = complete && static_cast<bool>(words >> field);
        if (!complete || std::find(devices.begin(), devices.end(), name) == devices.end())
            continue;
        disks.push_back({name, f[0], f[3] / 1000, f[4], f[7] / 1000, f[9] / 1000});
    }
    return disks;
}

std::optional<DiskRates> diskRates(const DiskCounters &before, const DiskCounters &after, double seconds)
{
    const double operations =
        (after.readsCompleted - before.readsCompleted) + (after.writesCompleted - before.writesCompleted);
    const double waited = (after.readSeconds - before.readSeconds) + (after.writeSeconds - before.writeSeconds);
    const double busy = after.busySeconds - before.busySeconds;
    if (seconds <= 0 || operations < 0 || waited < 0 || busy < 0)
        return std::nullopt;
    DiskRates rates{operations / seconds, std::min(1.0, busy / seconds), std::nullopt};
    if (operations > 0)
        rates.latencySeconds = waited / operations;
    return rates;
}

} // namespace dlrig::core
