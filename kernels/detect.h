#pragma once

// What is in the box, read the Linux way: /proc/cpuinfo and sysfs for the CPU
// and its caches, /proc/meminfo (and dmidecode's memory table when readable)
// for memory, /sys/block for drives, the CUDA runtime for GPUs and NVML,
// loaded at run time, for their links, power, temperature and ECC.
#include "kernels/gpudevices.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::kernels {

struct DetectedCpu {
    std::string model; // "AMD Ryzen 9 7950X 16-Core Processor"
    int sockets = 0;
    int cores = 0;   // physical, all sockets
    int threads = 0; // logical
    double maxMHz = 0;
    std::uint64_t l2Bytes = 0;
    std::uint64_t l3Bytes = 0;
    bool avx2 = false;
    bool avx512 = false;
};

struct DetectedMemory {
    std::uint64_t totalBytes = 0;
    std::string type;   // "DDR5", from dmidecode; empty when unknown
    int speedMTs = 0;   // configured speed; 0 when unknown
    int modules = 0;    // populated slots; 0 when unknown
    std::string source; // "dmidecode" or why speed and modules are unknown
};

struct DetectedDisk {
    std::string device; // "nvme0n1"
    std::string model;
    std::uint64_t bytes = 0;
    bool rotational = false;
    bool nvme = false;
};

struct DetectedGpu {
    GpuDevice cuda;
    // From NVML; empty when NVML could not be loaded.
    std::optional<int> pcieGeneration, pcieWidth, pcieMaxGeneration, pcieMaxWidth;
    std::optional<double> powerLimitWatts, temperatureC, smClockMHz, memoryClockMHz;
    std::optional<bool> eccEnabled;
};

struct DetectedMachine {
    DetectedCpu cpu;
    DetectedMemory memory;
    std::vector<DetectedDisk> disks;
    std::vector<DetectedGpu> gpus;
    std::string gpuStatus;  // "no NVIDIA driver found", "2 CUDA device(s)", …
    bool gpuFailed = false; // the driver is there and CUDA cannot use it (GpuQuery::failed)
    std::string nvmlStatus; // "NVML 12.x" or why not
    // What dlrig-gpu-probe loads at run time ("cuBLAS 13.1.0 loaded", "NCCL is
    // not installed …"); asked only where there is a GPU to measure.
    std::vector<std::string> gpuProbeLibraries;
};

// `root` is "/" on a real machine; tests point it at a folder laid out like one.
DetectedCpu detectCpu(const std::filesystem::path &root);
// `whyNoDmidecode` says why there is no dmidecode output, for the message.
DetectedMemory detectMemory(const std::filesystem::path &root, const std::string &dmidecodeOutput,
                            const std::string &whyNoDmidecode = {});
std::vector<DetectedDisk> detectDisks(const std::filesystem::path &root);
// Parses `dmidecode -t memory` output into type, speed and module count.
void parseDmidecodeMemory(const std::string &text, DetectedMemory &memory);

// The whole machine: the above on "/", dmidecode when it may run, CUDA and NVML.
DetectedMachine detectMachine();

nlohmann::json toJson(const DetectedMachine &machine);

} // namespace dlrig::kernels
