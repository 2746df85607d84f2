#pragma once

// NVIDIA's management library, loaded at run time with dlopen so dlrig starts
// on machines without the driver: negotiated PCIe link, power limit,
// temperature, clocks and ECC mode per GPU, matched to CUDA by PCI address.
#include <optional>
#include <string>
#include <vector>

namespace dlrig::kernels {

struct NvmlGpu {
    std::string name;
    // The PCI address, domain:bus:device: on cloud VMs every GPU can sit on
    // bus 0 of its own domain, so the bus alone matches every GPU.
    unsigned pciDomain = 0, pciBus = 0, pciDevice = 0;
    bool isAt(int domain, int bus, int device) const
    {
        return static_cast<int>(pciDomain) == domain && static_cast<int>(pciBus) == bus &&
               static_cast<int>(pciDevice) == device;
    }
    std::optional<int> pcieGeneration, pcieWidth, pcieMaxGeneration, pcieMaxWidth;
    std::optional<double> powerLimitWatts, powerWatts, temperatureC, smClockMHz, memoryClockMHz;
    std::optional<bool> eccEnabled;
    std::optional<unsigned long long> clockEventReasons; // throttle reasons bit mask
    // Health counters a burn-in compares before and after: uncorrected ECC
    // errors since the driver loaded, a row remap waiting for a reset (A100
    // and newer), and the cumulative time held back for heat, in ns.
    std::optional<unsigned long long> uncorrectedEccErrors, thermalViolationNs;
    std::optional<bool> rowRemapPending;
    // What `dlrig-cli monitor` serves: the share of the last sample period a
    // kernel ran (0–100), device memory, and the compute processes on it.
    std::optional<double> utilisationPercent;
    std::optional<double> memoryUsedBytes, memoryTotalBytes;
    std::optional<int> computeProcesses;
};

struct NvmlReport {
    bool loaded = false;
    std::string status; // "NVML driver 575.51", "libnvidia-ml.so.1 not found (no NVIDIA driver)"
    std::vector<NvmlGpu> gpus;
    // nvlink[i][j]: GPUs i and j (NVML's order, as in `gpus`) reach each other
    // over NVLink (nvmlDeviceGetP2PStatus, NVML_P2P_CAPS_INDEX_NVLINK); empty
    // where NVML cannot say.
    std::vector<std::vector<std::optional<bool>>> nvlink;

    // The GPU at a PCI address, or -1.
    int indexAt(int domain, int bus, int device) const;
};

NvmlReport readNvml();

} // namespace dlrig::kernels
