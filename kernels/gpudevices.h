#pragma once

#include <cstdint>
#include <string>
#include <vector>

// What the CUDA runtime reports about the GPUs of this machine. A machine
// without the NVIDIA driver, or a build without CUDA, is a normal state with
// its own message, never an error that stops the program.
namespace dlrig::kernels {

struct GpuDevice {
    int index = 0;
    std::string name;
    std::uint64_t totalMemoryBytes = 0;
    int computeCapabilityMajor = 0;
    int computeCapabilityMinor = 0;
    int multiprocessors = 0;
    int memoryBusWidthBits = 0;
    int pciDomainId = 0, pciBusId = 0, pciDeviceId = 0; // the PCI address, as NVML reports it too
};

struct GpuQuery {
    bool cudaCompiledIn = false;
    int runtimeVersion = 0; // e.g. 13000 for CUDA 13.0
    int driverVersion = 0;  // 0 when no driver is installed
    std::vector<GpuDevice> devices;
    std::string status; // a sentence for people: "2 CUDA devices", "no NVIDIA driver found"
    bool failed = false; // a driver is installed and CUDA cannot use it (too old, a device error)
};

GpuQuery queryGpus();

} // namespace dlrig::kernels
