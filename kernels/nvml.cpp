#include "kernels/nvml.h"

#include <dlfcn.h>

namespace dlrig::kernels {

namespace {

// The few NVML entry points dlrig reads, declared as NVML's C API defines
// them (nvml.h: every call returns nvmlReturn_t, 0 = NVML_SUCCESS).
using Device = void *;
using Return = int;
constexpr Return kSuccess = 0;
constexpr int kTemperatureGpu = 0; // NVML_TEMPERATURE_GPU
constexpr int kClockSm = 1;        // NVML_CLOCK_SM
constexpr int kClockMemory = 2;    // NVML_CLOCK_MEM
constexpr int kEccUncorrected = 1; // NVML_MEMORY_ERROR_TYPE_UNCORRECTED
constexpr int kEccVolatile = 0;    // NVML_VOLATILE_ECC: since the driver loaded
constexpr int kPolicyThermal = 1;  // NVML_PERF_POLICY_THERMAL
constexpr int kP2pCapsNvlink = 2;  // NVML_P2P_CAPS_INDEX_NVLINK
constexpr int kP2pStatusOk = 0;    // NVML_P2P_STATUS_OK

struct ViolationTime { // nvmlViolationTime_t
    unsigned long long referenceTime;
    unsigned long long violationTime; // ns
};

struct Utilization { // nvmlUtilization_t: percent of the last sample period
    unsigned gpu;
    unsigned memory;
};

struct MemoryInfo { // nvmlMemory_t, bytes
    unsigned long long total;
    unsigned long long free;
    unsigned long long used;
};

constexpr Return kInsufficientSize = 7; // NVML_ERROR_INSUFFICIENT_SIZE: the count is set

struct PciInfo { // nvmlPciInfo_t (v3)
    char busIdLegacy[16];
    unsigned domain;
    unsigned bus;
    unsigned device;
    unsigned pciDeviceId;
    unsigned pciSubSystemId;
    char busId[32];
};

class Library {
public:
    Library() : m_handle(dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL)) {}
    ~Library()
    {
        if (m_handle)
            dlclose(m_handle);
    }
    bool loaded() const { return m_handle != nullptr; }
    template <typename Function>
    Function get(const char *name) const
    {
        return m_handle ? reinterpret_cast<Function>(dlsym(m_handle, name)) : nullptr;
    }

private:
    void *m_handle;
};

template <typename T, typename Call>
std::optional<T> read(Call call)
{
    T value{};
    if (call(&value) == kSuccess)
        return value;
    return std::nullopt;
}

} // namespace

int NvmlReport::indexAt(int domain, int bus, int device) const
{
    for (std::size_t i = 0; i < gpus.size(); ++i) {
        if (gpus[i].isAt(domain, bus, device))
            return static_cast<int>(i);
    }
    return -1;
}

NvmlReport readNvml()
{
    NvmlReport report;
    const Library nvml;
    if (!nvml.loaded()) {
        report.status = "libnvidia-ml.so.1 not found (no NVIDIA driver)";
        return report;
    }
    const auto init = nvml.get<Return (*)()>("nvmlInit_v2");
    const auto shutdown = nvml.get<Return (*)()>("nvmlShutdown");
    const auto count = nvml.get<Return (*)(unsigned *)>("nvmlDeviceGetCount_v2");
    const auto handle = nvml.get<Return (*)(unsigned, Device *)>("nvmlDeviceGetHandleByIndex_v2");
    if (!init || !shutdown || !count || !handle || init() != kSuccess) {
        report.status = "NVML could not be initialised (driver not loaded?)";
        return report;
    }
    report.loaded = true;
    char version[96] = "";
    if (const auto driver = nvml.get<Return (*)(char *, unsigned)>("nvmlSystemGetDriverVersion"))
        driver(version, sizeof version);
    report.status = std::string("NVML, driver ") + version;
    const auto name = nvml.get<Return (*)(Device, char *, unsigned)>("nvmlDeviceGetName");
    const auto pci = nvml.get<Return (*)(Device, PciInfo *)>("nvmlDeviceGetPciInfo_v3");
    const auto uintCall = [&](const char *symbol) { return nvml.get<Return (*)(Device, unsigned *)>(symbol); };
    const auto generation = uintCall("nvmlDeviceGetCurrPcieLinkGeneration");
    const auto width = uintCall("nvmlDeviceGetCurrPcieLinkWidth");
    const auto maxGeneration = uintCall("nvmlDeviceGetMaxPcieLinkGeneration");
    const auto maxWidth = uintCall("nvmlDeviceGetMaxPcieLinkWidth");
    const auto powerLimit = uintCall("nvmlDeviceGetPowerManagementLimit"); // milliwatts
    const auto power = uintCall("nvmlDeviceGetPowerUsage");                // milliwatts
    const auto temperature = nvml.get<Return (*)(Device, int, unsigned *)>("nvmlDeviceGetTemperature");
    const auto clock = nvml.get<Return (*)(Device, int, unsigned *)>("nvmlDeviceGetClockInfo");
    const auto ecc = nvml.get<Return (*)(Device, int *, int *)>("nvmlDeviceGetEccMode");
    const auto reasons = nvml.get<Return (*)(Device, unsigned long long *)>("nvmlDeviceGetCurrentClocksEventReasons");
    const auto eccErrors = nvml.get<Return (*)(Device, int, int, unsigned long long *)>("nvmlDeviceGetTotalEccErrors");
    const auto remapped =
        nvml.get<Return (*)(Device, unsigned *, unsigned *, unsigned *, unsigned *)>("nvmlDeviceGetRemappedRows");
    const auto violation = nvml.get<Return (*)(Device, int, ViolationTime *)>("nvmlDeviceGetViolationStatus");
    const auto utilization = nvml.get<Return (*)(Device, Utilization *)>("nvmlDeviceGetUtilizationRates");
    const auto memory = nvml.get<Return (*)(Device, MemoryInfo *)>("nvmlDeviceGetMemoryInfo");
    // nvmlDeviceGetComputeRunningProcesses_v3(device, &count, infos): with no
    // buffer it answers SUCCESS for none, INSUFFICIENT_SIZE with the count for some.
    const auto processes = nvml.get<Return (*)(Device, unsigned *, void *)>("nvmlDeviceGetComputeRunningProcesses_v3");
    unsigned devices = 0;
    count(&devices);
    std::vector<Device> handles;
    for (unsigned i = 0; i < devices; ++i) {
        Device device = nullptr;
        if (handle(i, &device) != kSuccess)
            continue;
        handles.push_back(device);
        NvmlGpu gpu;
        char text[96] = "";
        if (name && name(device, text, sizeof text) == kSuccess)
            gpu.name = text;
        PciInfo info{};
        if (pci && pci(device, &info) == kSuccess) {
            gpu.pciDomain = info.domain;
            gpu.pciBus = info.bus;
            gpu.pciDevice = info.device;
        }
        const auto asInt = [](std::optional<unsigned> v) {
            return v ? std::optional<int>(static_cast<int>(*v)) : std::nullopt;
        };
        const auto uintOf = [&](auto call) {
            return call ? read<unsigned>([&](unsigned *v) { return call(device, v); }) : std::nullopt;
        };
        gpu.pcieGeneration = asInt(uintOf(generation));
        gpu.pcieWidth = asInt(uintOf(width));
        gpu.pcieMaxGeneration = asInt(uintOf(maxGeneration));
        gpu.pcieMaxWidth = asInt(uintOf(maxWidth));
        if (const auto mw = uintOf(powerLimit))
            gpu.powerLimitWatts = *mw / 1000.0;
        if (const auto mw = uintOf(power))
            gpu.powerWatts = *mw / 1000.0;
        if (temperature) {
            if (const auto t = read<unsigned>([&](unsigned *v) { return temperature(device, kTemperatureGpu, v); }))
                gpu.temperatureC = *t;
        }
        if (clock) {
            if (const auto c = read<unsigned>([&](unsigned *v) { return clock(device, kClockSm, v); }))
                gpu.smClockMHz = *c;
            if (const auto c = read<unsigned>([&](unsigned *v) { return clock(device, kClockMemory, v); }))
                gpu.memoryClockMHz = *c;
        }
        int current = 0, pending = 0;
        if (ecc && ecc(device, &current, &pending) == kSuccess)
            gpu.eccEnabled = current != 0;
        unsigned long long mask = 0;
        if (reasons && reasons(device, &mask) == kSuccess)
            gpu.clockEventReasons = mask;
        unsigned long long errors = 0;
        if (eccErrors && eccErrors(device, kEccUncorrected, kEccVolatile, &errors) == kSuccess)
            gpu.uncorrectedEccErrors = errors;
        unsigned corrected = 0, uncorrected = 0, pendingRemap = 0, failed = 0;
        if (remapped && remapped(device, &corrected, &uncorrected, &pendingRemap, &failed) == kSuccess)
            gpu.rowRemapPending = pendingRemap != 0 || failed != 0;
        ViolationTime thermal{};
        if (violation && violation(device, kPolicyThermal, &thermal) == kSuccess)
            gpu.thermalViolationNs = thermal.violationTime;
        Utilization busy{};
        if (utilization && utilization(device, &busy) == kSuccess)
            gpu.utilisationPercent = busy.gpu;
        MemoryInfo bytes{};
        if (memory && memory(device, &bytes) == kSuccess) {
            gpu.memoryUsedBytes = static_cast<double>(bytes.used);
            gpu.memoryTotalBytes = static_cast<double>(bytes.total);
        }
        unsigned running = 0;
        if (processes) {
            const Return answer = processes(device, &running, nullptr);
            if (answer == kSuccess || answer == kInsufficientSize)
                gpu.computeProcesses = static_cast<int>(running);
        }
        report.gpus.push_back(gpu);
    }
    // nvmlDeviceGetP2PStatus(a, b, NVML_P2P_CAPS_INDEX_NVLINK = 2, &status),
    // NVML_P2P_STATUS_OK = 0 (nvml.h; vLLM and DeepEP ask NVML the same way).
    const auto p2p = nvml.get<Return (*)(Device, Device, int, int *)>("nvmlDeviceGetP2PStatus");
    report.nvlink.assign(handles.size(), std::vector<std::optional<bool>>(handles.size()));
    for (std::size_t a = 0; p2p && a < handles.size(); ++a) {
        for (std::size_t b = 0; b < handles.size(); ++b) {
            int status = -1;
            if (a != b && p2p(handles[a], handles[b], kP2pCapsNvlink, &status) == kSuccess)
                report.nvlink[a][b] = status == kP2pStatusOk;
        }
    }
    shutdown();
    return report;
}

} // namespace dlrig::kernels
