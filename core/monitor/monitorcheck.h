#pragma once

// What the seed asks a lab to watch once a machine is accepted (the second
// article, §4.1 监控体系搭建: "GPU利用率（应持续>70%）、显存占用率（避免>90%）、
// 节点间网络延迟（<200μs）、存储IOPS（SSD应>100K）", and "监控GPU温度（建议<85℃）"),
// judged on one reading: `dlrig-cli monitor --check` and the Benchmark tab.
// The Prometheus rules (monitoring/dlrig-alerts.yml) use the same numbers,
// with `for:` durations; tests/monitor checks that they agree.
#include "core/base/message.h"
#include "core/monitor/procstats.h"
#include "core/validation/validation.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

inline constexpr double kGpuUtilisationMin = 0.70;       // "GPU利用率（应持续>70%）" while a job runs
inline constexpr double kGpuMemoryMax = 0.90;            // "显存占用率（避免>90%）"
inline constexpr double kPeerLatencyMaxSeconds = 200e-6; // "节点间网络延迟（<200μs）"
inline constexpr double kSsdIopsMin = 100'000;           // "存储IOPS（SSD应>100K）" under load
inline constexpr double kGpuTemperatureMaxC = 85;        // "监控GPU温度（建议<85℃）"
// "Under load": a disk busy at least 90 % of the time. A disk that is idle
// does few operations because it is asked for few, not because it is slow.
inline constexpr double kDiskLoadedBusyRatio = 0.90;

// Why a peer did not answer, as kernels/monitorreading.cpp writes it (in
// English) and checkReading reads it back into the reader's language.
inline constexpr MessageText kPeerRefused =
    DLRIG_MESSAGE("monitor.peer", "it refused the connection (is its monitor running?)");
inline constexpr MessageText kPeerTimedOut = DLRIG_MESSAGE("monitor.peer", "no answer within {ms} ms");
inline constexpr MessageText kPeerUnreachable = DLRIG_MESSAGE("monitor.peer", "no route to it");
inline constexpr MessageText kPeerUnknown = DLRIG_MESSAGE("monitor.peer", "unknown host {host}");
inline constexpr MessageText kPeerFailed = DLRIG_MESSAGE("monitor.peer", "the connection failed (error {code})");
std::vector<MessageText> monitorPhrases();

struct GpuReading {
    int index = 0;
    std::string name;
    std::optional<double> utilisation; // 0–1, the share of time a kernel ran
    std::optional<double> memoryUsedBytes, memoryTotalBytes;
    std::optional<double> temperatureC;
    std::optional<int> processes;    // compute processes on it: a job runs
    std::optional<double> xidErrors; // since the exporter started
};

struct DiskReading {
    std::string device;
    bool solidState = false; // /sys/block/DEV/queue/rotational is 0
    DiskRates rates;
};

struct PeerReading {
    std::string peer;                     // host:port as configured
    std::optional<double> latencySeconds; // TCP connect time: one round trip
    std::string error;                    // why it did not answer
};

struct MonitorReading {
    std::string gpuAbsent; // why there are no GPU figures ("no NVIDIA driver"); empty when read
    std::vector<GpuReading> gpus;
    std::vector<DiskReading> disks;
    std::vector<PeerReading> peers;
    // The last `bench` run's judged measurements (the acceptance figures), and when it ran.
    std::vector<Measurement> acceptance;
    std::string acceptanceStarted;
};

struct MonitorFinding {
    std::string subject; // "gpu0", "nvme0n1", "10.0.0.2:9877", "host.stream_triad"
    std::string check;   // "gpu.utilisation", "gpu.memory", "gpu.temperature", "gpu.xid", "peer.latency", "disk.iops",
                         // "acceptance"
    Verdict verdict = Verdict::Skipped;
    Message evidence;
};

std::vector<MonitorFinding> checkReading(const MonitorReading &reading);

} // namespace dlrig::core
