#include "kernels/monitorreading.h"

#include "core/base/textfile.h"
#include "core/monitor/monitorconfig.h"
#include "core/validation/benchphrases.h"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>

#include <thread>

namespace dlrig::kernels {

using core::MetricFamily;

namespace {

std::string fileOr(const std::filesystem::path &path, const std::string &fallback = {})
{
    try {
        return core::readTextFile(path, 1 << 20);
    } catch (const std::exception &) {
        return fallback;
    }
}

MetricFamily gauge(std::string name, std::string help)
{
    return {std::move(name), std::move(help), "gauge", {}};
}

MetricFamily counter(std::string name, std::string help)
{
    return {std::move(name), std::move(help), "counter", {}};
}

// NVML's clock event reasons (nvmlClocksEventReason*), by bit.
constexpr std::pair<unsigned long long, const char *> kThrottleReasons[] = {
    {0x1, "gpu_idle"},    {0x2, "applications_clocks"}, {0x4, "sw_power_cap"},
    {0x8, "hw_slowdown"}, {0x10, "sync_boost"},         {0x20, "sw_thermal"},
    {0x40, "hw_thermal"}, {0x80, "hw_power_brake"},     {0x100, "display_clocks"}};

} // namespace

std::vector<BlockDevice> blockDevices()
{
    std::vector<BlockDevice> devices;
    std::error_code ignored;
    for (const auto &entry : std::filesystem::directory_iterator("/sys/block", ignored)) {
        const std::string name = entry.path().filename().string();
        if (name.starts_with("loop") || name.starts_with("ram") || name.starts_with("zram"))
            continue;
        devices.push_back({name, fileOr(entry.path() / "queue/rotational", "1").starts_with("0")});
    }
    return devices;
}

std::vector<core::DiskCounters> readDiskCounters(const std::vector<BlockDevice> &devices)
{
    std::vector<std::string> names;
    for (const BlockDevice &d : devices)
        names.push_back(d.name);
    return core::parseDiskStats(fileOr("/proc/diskstats"), names);
}

std::vector<MetricFamily> hostFamilies(const std::vector<BlockDevice> &devices)
{
    MetricFamily cpu = counter("dlrig_host_cpu_seconds_total", "Time all CPUs spent in each mode since boot.");
    for (const auto &[mode, seconds] :
         core::parseCpuSeconds(fileOr("/proc/stat"), static_cast<double>(sysconf(_SC_CLK_TCK))))
        cpu.samples.push_back({{{"mode", mode}}, seconds});
    MetricFamily total = gauge("dlrig_host_memory_total_bytes", "Installed memory the kernel can use.");
    MetricFamily available =
        gauge("dlrig_host_memory_available_bytes", "Memory a new job can have without swapping (MemAvailable).");
    if (const auto memory = core::parseMemInfo(fileOr("/proc/meminfo"))) {
        total.samples.push_back({{}, memory->totalBytes});
        available.samples.push_back({{}, memory->availableBytes});
    }
    MetricFamily info = gauge("dlrig_disk_info", "A whole disk of this machine; solid_state is \"true\" for SSDs.");
    MetricFamily reads = counter("dlrig_disk_reads_completed_total", "Reads completed since boot.");
    MetricFamily writes = counter("dlrig_disk_writes_completed_total", "Writes completed since boot.");
    MetricFamily readTime = counter("dlrig_disk_read_time_seconds_total", "Time reads took since boot.");
    MetricFamily writeTime = counter("dlrig_disk_write_time_seconds_total", "Time writes took since boot.");
    MetricFamily busy = counter("dlrig_disk_io_time_seconds_total", "Time the disk had I/O in flight since boot.");
    for (const core::DiskCounters &d : readDiskCounters(devices)) {
        bool solid = false;
        for (const BlockDevice &device : devices)
            solid = solid || (device.name == d.device && device.solidState);
        info.samples.push_back({{{"device", d.device}, {"solid_state", solid ? "true" : "false"}}, 1});
        reads.samples.push_back({{{"device", d.device}}, d.readsCompleted});
        writes.samples.push_back({{{"device", d.device}}, d.writesCompleted});
        readTime.samples.push_back({{{"device", d.device}}, d.readSeconds});
        writeTime.samples.push_back({{{"device", d.device}}, d.writeSeconds});
        busy.samples.push_back({{{"device", d.device}}, d.busySeconds});
    }
    return {cpu, total, available, info, reads, writes, readTime, writeTime, busy};
}

std::vector<MetricFamily> gpuFamilies(const NvmlReport &nvml, const std::vector<double> &xidCounts,
                                      const std::string &xidProblem)
{
    MetricFamily up = gauge("dlrig_gpu_up", "1 for each GPU NVML reports; 0 with the reason when there are none.");
    if (!nvml.loaded || nvml.gpus.empty()) {
        up.samples.push_back({{{"reason", nvml.loaded ? "NVML reports no GPU" : nvml.status}}, 0});
        return {up};
    }
    MetricFamily busy = gauge("dlrig_gpu_utilization_ratio", "Share of the last sample period a kernel ran (0-1).");
    MetricFamily used = gauge("dlrig_gpu_memory_used_bytes", "Device memory in use.");
    MetricFamily total = gauge("dlrig_gpu_memory_total_bytes", "Device memory.");
    MetricFamily temperature = gauge("dlrig_gpu_temperature_celsius", "GPU die temperature.");
    MetricFamily power = gauge("dlrig_gpu_power_watts", "Power the board draws.");
    MetricFamily clock = gauge("dlrig_gpu_sm_clock_hertz", "SM clock.");
    MetricFamily throttled =
        gauge("dlrig_gpu_clock_event_active", "1 while NVML reports this reason holding the clocks back.");
    MetricFamily ecc = counter("dlrig_gpu_ecc_uncorrected_errors_total",
                               "Uncorrected ECC errors since the driver loaded (volatile count).");
    MetricFamily xid = counter("dlrig_gpu_xid_errors_total", "XID errors NVML reported since the monitor started.");
    MetricFamily processes = gauge("dlrig_gpu_processes", "Compute processes on the GPU: a job runs when above 0.");
    for (std::size_t i = 0; i < nvml.gpus.size(); ++i) {
        const NvmlGpu &g = nvml.gpus[i];
        const std::vector<std::pair<std::string, std::string>> gpu{{"gpu", std::to_string(i)}};
        up.samples.push_back({{{"gpu", std::to_string(i)}, {"name", g.name}}, 1});
        const auto add = [&](MetricFamily &family, const std::optional<double> &value, double scale = 1) {
            if (value)
                family.samples.push_back({gpu, *value * scale});
        };
        add(busy, g.utilisationPercent, 0.01);
        add(used, g.memoryUsedBytes);
        add(total, g.memoryTotalBytes);
        add(temperature, g.temperatureC);
        add(power, g.powerWatts);
        add(clock, g.smClockMHz, 1e6);
        if (g.clockEventReasons)
            for (const auto &[bit, reason] : kThrottleReasons)
                throttled.samples.push_back(
                    {{{"gpu", std::to_string(i)}, {"reason", reason}}, (*g.clockEventReasons & bit) ? 1.0 : 0.0});
        if (g.uncorrectedEccErrors)
            ecc.samples.push_back({gpu, static_cast<double>(*g.uncorrectedEccErrors)});
        if (xidProblem.empty() && i < xidCounts.size())
            xid.samples.push_back({gpu, xidCounts[i]});
        if (g.computeProcesses)
            processes.samples.push_back({gpu, static_cast<double>(*g.computeProcesses)});
    }
    return {up, busy, used, total, temperature, power, clock, throttled, ecc, xid, processes};
}

std::vector<core::GpuReading> gpuReadings(const NvmlReport &nvml, const std::vector<double> &xidCounts)
{
    std::vector<core::GpuReading> readings;
    for (std::size_t i = 0; i < nvml.gpus.size(); ++i) {
        const NvmlGpu &g = nvml.gpus[i];
        core::GpuReading r;
        r.index = static_cast<int>(i);
        r.name = g.name;
        if (g.utilisationPercent)
            r.utilisation = *g.utilisationPercent / 100;
        r.memoryUsedBytes = g.memoryUsedBytes;
        r.memoryTotalBytes = g.memoryTotalBytes;
        r.temperatureC = g.temperatureC;
        r.processes = g.computeProcesses;
        if (i < xidCounts.size())
            r.xidErrors = xidCounts[i];
        readings.push_back(r);
    }
    return readings;
}

core::PeerReading measurePeer(const std::string &peer, std::chrono::milliseconds timeout)
{
    core::PeerReading reading{peer, std::nullopt, ""};
    const auto hostPort = core::splitHostPort(peer);
    if (!hostPort) {
        reading.error = core::Message{core::kPeerUnknown, {{"host", peer}}}.english();
        return reading;
    }
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo *found = nullptr;
    if (getaddrinfo(hostPort->first.c_str(), std::to_string(hostPort->second).c_str(), &hints, &found) != 0 || !found) {
        reading.error = core::Message{core::kPeerUnknown, {{"host", hostPort->first}}}.english();
        return reading;
    }
    const int fd = socket(found->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    const auto start = std::chrono::steady_clock::now();
    int error = fd < 0 ? errno : 0;
    if (fd >= 0 && connect(fd, found->ai_addr, found->ai_addrlen) != 0) {
        error = errno;
        if (error == EINPROGRESS) {
            pollfd wait{fd, POLLOUT, 0};
            const int ready = poll(&wait, 1, static_cast<int>(timeout.count()));
            socklen_t size = sizeof error;
            error = ready == 1 && getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size) == 0 ? error : ETIMEDOUT;
        }
    }
    const auto stop = std::chrono::steady_clock::now();
    freeaddrinfo(found);
    if (fd >= 0)
        close(fd);
    if (error == ECONNREFUSED)
        reading.error = core::Message{core::kPeerRefused, {}}.english();
    else if (error == ETIMEDOUT)
        reading.error =
            core::Message{core::kPeerTimedOut, {{"ms", static_cast<std::int64_t>(timeout.count())}}}.english();
    else if (error == EHOSTUNREACH || error == ENETUNREACH)
        reading.error = core::Message{core::kPeerUnreachable, {}}.english();
    else if (error != 0)
        reading.error = core::Message{core::kPeerFailed, {{"code", static_cast<std::int64_t>(error)}}}.english();
    else
        reading.latencySeconds = std::chrono::duration<double>(stop - start).count();
    return reading;
}

std::vector<MetricFamily> peerFamilies(const std::vector<core::PeerReading> &peers)
{
    MetricFamily up = gauge("dlrig_peer_up", "1 when the peer accepted a TCP connection at the last reading.");
    MetricFamily latency =
        gauge("dlrig_peer_latency_seconds", "Time a TCP connection to the peer took to open: one round trip.");
    for (const core::PeerReading &p : peers) {
        up.samples.push_back({{{"peer", p.peer}}, p.latencySeconds ? 1.0 : 0.0});
        if (p.latencySeconds)
            latency.samples.push_back({{{"peer", p.peer}}, *p.latencySeconds});
    }
    return {up, latency};
}

core::MonitorReading readMachineOnce(const std::vector<std::string> &peers)
{
    core::MonitorReading reading;
    const NvmlReport nvml = readNvml();
    if (!nvml.loaded || nvml.gpus.empty())
        reading.gpuAbsent = nvml.loaded ? core::Message{core::bench::kNoCudaDeviceFound, {}}.english()
                                        : core::Message{core::bench::kNoNvml, {{"status", nvml.status}}}.english();
    reading.gpus = gpuReadings(nvml, {});
    // Two readings of the disks a second apart: their operations per second.
    const std::vector<BlockDevice> devices = blockDevices();
    const std::vector<core::DiskCounters> before = readDiskCounters(devices);
    std::this_thread::sleep_for(std::chrono::seconds(1));
    for (const core::DiskCounters &after : readDiskCounters(devices))
        for (const core::DiskCounters &then : before)
            if (then.device == after.device)
                if (const auto rates = core::diskRates(then, after, 1.0))
                    for (const BlockDevice &d : devices)
                        if (d.name == after.device)
                            reading.disks.push_back({d.name, d.solidState, *rates});
    for (const std::string &peer : peers)
        reading.peers.push_back(measurePeer(peer, std::chrono::milliseconds(1000)));
    return reading;
}

std::vector<MetricFamily> buildFamilies(const std::string &build, const core::BarrelReport &barrel)
{
    MetricFamily planned = gauge("dlrig_build_planned_rate", "The rate dlrig estimated for the build's workload.");
    MetricFamily staves = gauge("dlrig_build_stave_rate", "The rate each subsystem of the build allows (its stave).");
    MetricFamily ratio =
        gauge("dlrig_build_stave_ratio", "Each stave's rate over what the GPUs could use: below 1 it limits.");
    planned.samples.push_back({{{"build", build}, {"unit", barrel.unit}}, barrel.systemRate});
    for (const core::Stave &s : barrel.staves) {
        if (!s.applicable)
            continue;
        if (!s.isFit)
            staves.samples.push_back({{{"build", build}, {"stave", s.key}, {"unit", s.unit}}, s.rate});
        ratio.samples.push_back({{{"build", build}, {"stave", s.key}}, s.ratio});
    }
    return {planned, staves, ratio};
}

} // namespace dlrig::kernels
