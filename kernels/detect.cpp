#include "kernels/detect.h"

#include "core/validation/benchphrases.h"
#include "kernels/gpuhelper.h"
#include "kernels/nvml.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace dlrig::kernels {

namespace {

std::string trim(std::string text)
{
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string::npos)
        return {};
    text.erase(0, first);
    text.erase(text.find_last_not_of(" \t\r\n") + 1);
    return text;
}

std::string readLine(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::string line;
    std::getline(in, line);
    return trim(line);
}

// "32768K", "1M", "512": bytes.
std::uint64_t cacheSize(const std::string &text)
{
    if (text.empty())
        return 0;
    std::uint64_t value = std::strtoull(text.c_str(), nullptr, 10);
    if (text.back() == 'K')
        value <<= 10;
    else if (text.back() == 'M')
        value <<= 20;
    return value;
}

} // namespace

DetectedCpu detectCpu(const std::filesystem::path &root)
{
    DetectedCpu cpu;
    std::ifstream in(root / "proc/cpuinfo");
    std::set<std::string> sockets;
    std::set<std::pair<std::string, std::string>> cores; // (physical id, core id)
    std::string physical = "0";
    int coresPerSocket = 0;
    double mhz = 0;
    for (std::string line; std::getline(in, line);) {
        const auto colon = line.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = trim(line.substr(0, colon));
        const std::string value = trim(line.substr(colon + 1));
        if (key == "processor")
            ++cpu.threads;
        else if (key == "model name" && cpu.model.empty())
            cpu.model = value;
        else if (key == "physical id") {
            physical = value;
            sockets.insert(value);
        } else if (key == "core id")
            cores.insert({physical, value});
        else if (key == "cpu cores")
            coresPerSocket = std::atoi(value.c_str());
        else if (key == "cpu MHz")
            mhz = std::max(mhz, std::atof(value.c_str()));
        else if (key == "flags" && !cpu.avx2) {
            const std::string flags = " " + value + " ";
            cpu.avx2 = flags.find(" avx2 ") != std::string::npos;
            cpu.avx512 = flags.find(" avx512f ") != std::string::npos;
        }
    }
    cpu.sockets = sockets.empty() ? (cpu.threads > 0 ? 1 : 0) : static_cast<int>(sockets.size());
    cpu.cores = !cores.empty()       ? static_cast<int>(cores.size())
                : coresPerSocket > 0 ? coresPerSocket * cpu.sockets
                                     : cpu.threads;
    const std::string maxKHz = readLine(root / "sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
    cpu.maxMHz = !maxKHz.empty() ? std::atof(maxKHz.c_str()) / 1000 : mhz;
    for (int index = 0; index < 8; ++index) {
        const auto dir = root / ("sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index));
        const std::string level = readLine(dir / "level");
        if (level == "2")
            cpu.l2Bytes = cacheSize(readLine(dir / "size"));
        else if (level == "3")
            cpu.l3Bytes = cacheSize(readLine(dir / "size"));
    }
    return cpu;
}

void parseDmidecodeMemory(const std::string &text, DetectedMemory &memory)
{
    std::istringstream in(text);
    bool device = false;
    bool installed = false;
    std::map<int, int> speeds; // configured MT/s → modules
    for (std::string line; std::getline(in, line);) {
        const std::string t = trim(line);
        if (t == "Memory Device") {
            device = true;
            installed = false;
            continue;
        }
        if (t.empty()) {
            device = false;
            continue;
        }
        if (!device)
            continue;
        const auto colon = t.find(':');
        if (colon == std::string::npos)
            continue;
        const std::string key = t.substr(0, colon);
        const std::string value = trim(t.substr(colon + 1));
        if (key == "Size") {
            installed = value.find("No Module") == std::string::npos && value != "0" && value != "Unknown";
            if (installed)
                ++memory.modules;
        } else if (installed && key == "Type" && value != "Unknown" && value != "Other") {
            memory.type = value;
        } else if (installed && (key == "Configured Memory Speed" || key == "Configured Clock Speed")) {
            const int mts = std::atoi(value.c_str());
            if (mts > 0)
                ++speeds[mts];
        }
    }
    if (!speeds.empty())
        memory.speedMTs = speeds.begin()->first; // every channel runs at the slowest module's speed
    if (memory.modules > 0)
        memory.source = "dmidecode";
}

DetectedMemory detectMemory(const std::filesystem::path &root, const std::string &dmidecodeOutput,
                            const std::string &whyNoDmidecode)
{
    DetectedMemory memory;
    std::ifstream in(root / "proc/meminfo");
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("MemTotal:", 0) == 0)
            memory.totalBytes = std::strtoull(line.c_str() + 9, nullptr, 10) * 1024;
    }
    if (!dmidecodeOutput.empty())
        parseDmidecodeMemory(dmidecodeOutput, memory);
    if (memory.source.empty())
        memory.source = core::bench::english(
            core::bench::kSpeedUnknown,
            {{"why", whyNoDmidecode.empty() ? core::bench::english(core::bench::kNoModules) : whyNoDmidecode}});
    return memory;
}

std::vector<DetectedDisk> detectDisks(const std::filesystem::path &root)
{
    std::vector<DetectedDisk> disks;
    std::error_code error;
    for (const auto &entry : std::filesystem::directory_iterator(root / "sys/block", error)) {
        const std::string name = entry.path().filename().string();
        for (const char *virtualPrefix : {"loop", "ram", "zram", "dm-", "sr", "fd"}) {
            if (name.rfind(virtualPrefix, 0) == 0)
                goto next; // not a drive
        }
        {
            DetectedDisk disk;
            disk.device = name;
            disk.model = readLine(entry.path() / "device/model");
            disk.bytes = std::strtoull(readLine(entry.path() / "size").c_str(), nullptr, 10) * 512;
            disk.rotational = readLine(entry.path() / "queue/rotational") == "1";
            disk.nvme = name.rfind("nvme", 0) == 0;
            if (disk.bytes > 0)
                disks.push_back(disk);
        }
    next:;
    }
    std::sort(disks.begin(), disks.end(), [](const auto &a, const auto &b) { return a.device < b.device; });
    return disks;
}

DetectedMachine detectMachine()
{
    DetectedMachine machine;
    machine.cpu = detectCpu("/");
    std::string dmidecode;
    std::string whyNot = core::bench::english(core::bench::kDmidecodeNeedsRoot);
    if (::geteuid() == 0) {
        whyNot = std::filesystem::exists("/usr/sbin/dmidecode") || std::filesystem::exists("/sbin/dmidecode")
                     ? ""
                     : core::bench::english(core::bench::kNoDmidecode);
        if (FILE *pipe = ::popen("dmidecode -t memory 2>/dev/null", "r")) {
            char buffer[4096];
            for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
                dmidecode.append(buffer, n);
            ::pclose(pipe);
        }
    }
    machine.memory = detectMemory("/", dmidecode, whyNot);
    machine.disks = detectDisks("/");
    const GpuQuery cuda = queryGpus();
    machine.gpuStatus = cuda.status;
    machine.gpuFailed = cuda.failed;
    const NvmlReport nvml = readNvml();
    machine.nvmlStatus = nvml.status;
    for (const GpuDevice &device : cuda.devices) {
        DetectedGpu gpu;
        gpu.cuda = device;
        for (const NvmlGpu &n : nvml.gpus) {
            if (!n.isAt(device.pciDomainId, device.pciBusId, device.pciDeviceId))
                continue;
            gpu.pcieGeneration = n.pcieGeneration;
            gpu.pcieWidth = n.pcieWidth;
            gpu.pcieMaxGeneration = n.pcieMaxGeneration;
            gpu.pcieMaxWidth = n.pcieMaxWidth;
            gpu.powerLimitWatts = n.powerLimitWatts;
            gpu.temperatureC = n.temperatureC;
            gpu.smClockMHz = n.smClockMHz;
            gpu.memoryClockMHz = n.memoryClockMHz;
            gpu.eccEnabled = n.eccEnabled;
        }
        machine.gpus.push_back(gpu);
    }
    if (!machine.gpus.empty()) {
        const auto program = findGpuProbeProgram();
        if (program.empty())
            machine.gpuProbeLibraries = {core::bench::english(core::bench::kBuiltWithoutCuda)};
        else
            machine.gpuProbeLibraries = runGpuHelper(program, {"--libraries"}, nullptr, {}).libraries;
    }
    return machine;
}

nlohmann::json toJson(const DetectedMachine &m)
{
    const auto opt = [](const auto &value) { return value ? nlohmann::json(*value) : nlohmann::json(); };
    nlohmann::json gpus = nlohmann::json::array();
    for (const DetectedGpu &g : m.gpus) {
        gpus.push_back({{"index", g.cuda.index},
                        {"name", g.cuda.name},
                        {"memory_bytes", g.cuda.totalMemoryBytes},
                        {"multiprocessors", g.cuda.multiprocessors},
                        {"compute_capability", std::to_string(g.cuda.computeCapabilityMajor) + "." +
                                                   std::to_string(g.cuda.computeCapabilityMinor)},
                        {"pci_bus", g.cuda.pciBusId},
                        {"pcie_generation", opt(g.pcieGeneration)},
                        {"pcie_width", opt(g.pcieWidth)},
                        {"pcie_max_generation", opt(g.pcieMaxGeneration)},
                        {"pcie_max_width", opt(g.pcieMaxWidth)},
                        {"power_limit_watts", opt(g.powerLimitWatts)},
                        {"temperature_c", opt(g.temperatureC)},
                        {"sm_clock_mhz", opt(g.smClockMHz)},
                        {"memory_clock_mhz", opt(g.memoryClockMHz)},
                        {"ecc_enabled", opt(g.eccEnabled)}});
    }
    nlohmann::json disks = nlohmann::json::array();
    for (const DetectedDisk &d : m.disks) {
        disks.push_back({{"device", d.device},
                         {"model", d.model},
                         {"bytes", d.bytes},
                         {"rotational", d.rotational},
                         {"nvme", d.nvme}});
    }
    return {{"cpu",
             {{"model", m.cpu.model},
              {"sockets", m.cpu.sockets},
              {"cores", m.cpu.cores},
              {"threads", m.cpu.threads},
              {"max_mhz", m.cpu.maxMHz},
              {"l2_bytes", m.cpu.l2Bytes},
              {"l3_bytes", m.cpu.l3Bytes},
              {"avx2", m.cpu.avx2},
              {"avx512", m.cpu.avx512}}},
            {"memory",
             {{"total_bytes", m.memory.totalBytes},
              {"type", m.memory.type},
              {"speed_mts", m.memory.speedMTs},
              {"modules", m.memory.modules},
              {"source", m.memory.source}}},
            {"disks", disks},
            {"gpus", gpus},
            {"gpu_status", m.gpuStatus},
            {"nvml_status", m.nvmlStatus},
            {"gpu_probe_libraries", m.gpuProbeLibraries}};
}

} // namespace dlrig::kernels
