#pragma once

// The host figures `dlrig-cli monitor` serves, read from Linux's /proc as
// text (proc(5)), so the parsing is tested on fixed text and the exporter
// reads the live files.
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// /proc/stat's first "cpu" line: time spent in each mode by all CPUs, in
// seconds (the file counts USER_HZ ticks; `ticksPerSecond` is sysconf(_SC_CLK_TCK)).
std::map<std::string, double> parseCpuSeconds(const std::string &procStat, double ticksPerSecond);

struct MemoryFigures {
    double totalBytes = 0;
    double availableBytes = 0; // MemAvailable: what a new job can have without swapping
};
std::optional<MemoryFigures> parseMemInfo(const std::string &procMeminfo);

// One line of /proc/diskstats (Documentation/admin-guide/iostats.rst): the
// completed reads and writes, the time they took, and the time the device
// was busy, since boot.
struct DiskCounters {
    std::string device;
    double readsCompleted = 0;
    double readSeconds = 0;
    double writesCompleted = 0;
    double writeSeconds = 0;
    double busySeconds = 0; // field 10: time with I/O in flight
};
// Every device of the file whose name is in `devices` (the whole disks of
// /sys/block: not partitions, loop or RAM devices).
std::vector<DiskCounters> parseDiskStats(const std::string &procDiskstats, const std::vector<std::string> &devices);

// Operations per second and mean latency between two readings of one disk;
// nothing when the counters went back (a reset) or no time passed.
struct DiskRates {
    double iops = 0;
    double busyRatio = 0;                 // 1 = always busy
    std::optional<double> latencySeconds; // per completed operation; none without operations
};
std::optional<DiskRates> diskRates(const DiskCounters &before, const DiskCounters &after, double seconds);

} // namespace dlrig::core
