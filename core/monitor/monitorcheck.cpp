#include "core/monitor/monitorcheck.h"

#include "core/base/recognise.h"
#include "core/validation/benchphrases.h"

#include <memory>

namespace dlrig::core {

std::vector<MessageText> monitorPhrases()
{
    std::vector<MessageText> phrases = bench::benchPhrases(); // NVML's status as bench says it
    phrases.insert(phrases.end(), {kPeerRefused, kPeerTimedOut, kPeerUnreachable, kPeerUnknown, kPeerFailed});
    return phrases;
}

namespace {

// English a reading keeps (NVML's status, why a peer did not answer), read back as its message.
Clause readBack(const std::string &english)
{
    return clause(recognise(english, monitorPhrases()));
}

Decimal oneDecimal(double value)
{
    return {value, 1};
}

void checkGpu(const GpuReading &gpu, std::vector<MonitorFinding> &out)
{
    const std::string subject = "gpu" + std::to_string(gpu.index);
    if (gpu.temperatureC) {
        const bool hot = *gpu.temperatureC >= kGpuTemperatureMaxC;
        out.push_back({subject,
                       "gpu.temperature",
                       hot ? Verdict::Fail : Verdict::Pass,
                       {hot ? DLRIG_MESSAGE("monitor.evidence", "{value} °C, at or above {limit} °C")
                            : DLRIG_MESSAGE("monitor.evidence", "{value} °C, below {limit} °C"),
                        {{"value", oneDecimal(*gpu.temperatureC)}, {"limit", oneDecimal(kGpuTemperatureMaxC)}}}});
    }
    if (gpu.memoryUsedBytes && gpu.memoryTotalBytes && *gpu.memoryTotalBytes > 0) {
        const double used = *gpu.memoryUsedBytes / *gpu.memoryTotalBytes;
        const bool full = used > kGpuMemoryMax;
        out.push_back({subject,
                       "gpu.memory",
                       full ? Verdict::Warn : Verdict::Pass,
                       {full ? DLRIG_MESSAGE("monitor.evidence", "{value} % of its memory in use, above {limit} %")
                             : DLRIG_MESSAGE("monitor.evidence", "{value} % of its memory in use"),
                        {{"value", oneDecimal(used * 100)}, {"limit", oneDecimal(kGpuMemoryMax * 100)}}}});
    }
    if (gpu.utilisation) {
        if (gpu.processes && *gpu.processes > 0) {
            const bool idle = *gpu.utilisation < kGpuUtilisationMin;
            out.push_back(
                {subject,
                 "gpu.utilisation",
                 idle ? Verdict::Warn : Verdict::Pass,
                 {idle ? DLRIG_MESSAGE("monitor.evidence",
                                       "{value} % busy while a job runs, below {limit} % (the job waits on something)")
                       : DLRIG_MESSAGE("monitor.evidence", "{value} % busy while a job runs"),
                  {{"value", oneDecimal(*gpu.utilisation * 100)}, {"limit", oneDecimal(kGpuUtilisationMin * 100)}}}});
        } else {
            out.push_back({subject,
                           "gpu.utilisation",
                           Verdict::Skipped,
                           {DLRIG_MESSAGE("monitor.evidence", "no job runs on it"), {}}});
        }
    }
    if (gpu.xidErrors) {
        const bool errors = *gpu.xidErrors > 0;
        out.push_back({subject,
                       "gpu.xid",
                       errors ? Verdict::Fail : Verdict::Pass,
                       {errors ? DLRIG_MESSAGE("monitor.evidence", "{count} XID errors since the monitor started")
                               : DLRIG_MESSAGE("monitor.evidence", "no XID error since the monitor started"),
                        {{"count", static_cast<std::int64_t>(*gpu.xidErrors)}}}});
    }
}

} // namespace

std::vector<MonitorFinding> checkReading(const MonitorReading &reading)
{
    std::vector<MonitorFinding> out;
    if (!reading.gpuAbsent.empty())
        out.push_back({"gpu",
                       "gpu.up",
                       Verdict::Skipped,
                       {DLRIG_MESSAGE("monitor.evidence", "no GPU figures: {reason}"),
                        {{"reason", readBack(reading.gpuAbsent)}}}});
    for (const GpuReading &gpu : reading.gpus)
        checkGpu(gpu, out);
    for (const DiskReading &disk : reading.disks) {
        if (!disk.solidState)
            continue;
        const Message rate{
            DLRIG_MESSAGE("monitor.evidence", "{iops} IOPS, busy {busy} % of the time"),
            {{"iops", static_cast<std::int64_t>(disk.rates.iops)}, {"busy", oneDecimal(disk.rates.busyRatio * 100)}}};
        if (disk.rates.busyRatio < kDiskLoadedBusyRatio)
            out.push_back({disk.device,
                           "disk.iops",
                           Verdict::Skipped,
                           {DLRIG_MESSAGE("monitor.evidence", "not under load: {rate}"),
                            {{"rate", clause(rate.text, rate.args)}}}});
        else
            out.push_back(
                {disk.device,
                 "disk.iops",
                 disk.rates.iops < kSsdIopsMin ? Verdict::Warn : Verdict::Pass,
                 {DLRIG_MESSAGE("monitor.evidence", "{rate} (an SSD should do more than {limit})"),
                  {{"rate", clause(rate.text, rate.args)}, {"limit", static_cast<std::int64_t>(kSsdIopsMin)}}}});
    }
    for (const PeerReading &peer : reading.peers) {
        if (!peer.latencySeconds) {
            out.push_back(
                {peer.peer,
                 "peer.latency",
                 Verdict::Error,
                 {DLRIG_MESSAGE("monitor.evidence", "did not answer: {error}"), {{"error", readBack(peer.error)}}}});
            continue;
        }
        const bool slow = *peer.latencySeconds > kPeerLatencyMaxSeconds;
        out.push_back({peer.peer,
                       "peer.latency",
                       slow ? Verdict::Fail : Verdict::Pass,
                       {slow ? DLRIG_MESSAGE("monitor.evidence", "{value} µs to connect, above {limit} µs")
                             : DLRIG_MESSAGE("monitor.evidence", "{value} µs to connect"),
                        {{"value", oneDecimal(*peer.latencySeconds * 1e6)},
                         {"limit", oneDecimal(kPeerLatencyMaxSeconds * 1e6)}}}});
    }
    bool allPassed = true;
    for (const Measurement &m : reading.acceptance) {
        if (m.verdict != Verdict::Fail && m.verdict != Verdict::Warn && m.verdict != Verdict::Error)
            continue;
        allPassed = false;
        out.push_back({m.key,
                       "acceptance",
                       m.verdict,
                       {DLRIG_MESSAGE("monitor.evidence", "below its spec in the last bench run ({started})"),
                        {{"started", reading.acceptanceStarted}}}});
    }
    if (reading.acceptance.empty())
        out.push_back({"bench",
                       "acceptance",
                       Verdict::Skipped,
                       {DLRIG_MESSAGE("monitor.evidence", "no bench run on this machine yet (dlrig-cli bench)"), {}}});
    else if (allPassed)
        out.push_back({"bench",
                       "acceptance",
                       Verdict::Pass,
                       {DLRIG_MESSAGE("monitor.evidence", "every figure of the last bench run ({started}) passed"),
                        {{"started", reading.acceptanceStarted}}}});
    return out;
}

} // namespace dlrig::core
