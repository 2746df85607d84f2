#pragma once

// What `dlrig-cli monitor` reads of the live machine, as Prometheus metric
// families and as the readings --check judges: the host from /proc (read at
// each scrape: microseconds), the GPUs through NVML, the latency to the
// peers, the build's planned rate and barrel (the last bench run:
// catalog/monitorhistory.h).
#include "core/build/barrel.h"
#include "core/monitor/metricstext.h"
#include "core/monitor/monitorcheck.h"
#include "kernels/nvml.h"

#include <chrono>
#include <string>
#include <vector>

namespace dlrig::kernels {

// The whole disks of /sys/block (not loop or RAM devices) and whether each is
// solid state (queue/rotational is 0).
struct BlockDevice {
    std::string name;
    bool solidState = false;
};
std::vector<BlockDevice> blockDevices();
std::vector<core::DiskCounters> readDiskCounters(const std::vector<BlockDevice> &devices);

// CPU seconds by mode, memory, and each disk's counters (the rates and latency
// are PromQL's rate() of them).
std::vector<core::MetricFamily> hostFamilies(const std::vector<BlockDevice> &devices);

// Per GPU: utilisation, memory, temperature, power, SM clock, throttle
// reasons, ECC and XID errors, processes; without a driver, dlrig_gpu_up 0
// with the reason as a label. `xidCounts`: by NVML index, empty where XID
// errors are not counted (`xidProblem` says why).
std::vector<core::MetricFamily> gpuFamilies(const NvmlReport &nvml, const std::vector<double> &xidCounts,
                                            const std::string &xidProblem);
std::vector<core::GpuReading> gpuReadings(const NvmlReport &nvml, const std::vector<double> &xidCounts);

// The time a TCP connection to HOST:PORT takes to open: one round trip, with
// no privilege (ICMP needs raw sockets). At most `timeout`.
core::PeerReading measurePeer(const std::string &peer, std::chrono::milliseconds timeout);
std::vector<core::MetricFamily> peerFamilies(const std::vector<core::PeerReading> &peers);

// One reading of this machine for a verdict now (dlrig-cli monitor --check,
// the Benchmark tab): the GPUs, the disks over one second, each peer. The
// last bench run is the caller's to add (the history is the catalog's).
core::MonitorReading readMachineOnce(const std::vector<std::string> &peers);

// The build this machine was bought as: its planned rate and barrel staves.
std::vector<core::MetricFamily> buildFamilies(const std::string &build, const core::BarrelReport &barrel);

} // namespace dlrig::kernels
