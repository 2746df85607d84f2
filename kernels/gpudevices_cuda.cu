#include "kernels/gpudevices.h"

#include "kernels/cudaversions.h"

#include <cuda_runtime_api.h>

namespace dlrig::kernels {

GpuQuery queryGpus()
{
    GpuQuery query;
    query.cudaCompiledIn = true;
    cudaRuntimeGetVersion(&query.runtimeVersion);
    // The runtime is linked statically, so this works without libcuda: it then
    // reports driver version 0 and cudaGetDeviceCount fails with a clear code.
    cudaDriverGetVersion(&query.driverVersion);
    int count = 0;
    const cudaError_t error = cudaGetDeviceCount(&count);
    if (error != cudaSuccess) {
        if (query.driverVersion == 0)
            query.status = "no NVIDIA driver found";
        else if (error == cudaErrorInsufficientDriver)
            query.status = driverTooOld(query.driverVersion, query.runtimeVersion);
        else
            query.status = std::string("no usable CUDA device: ") + cudaGetErrorString(error);
        // A driver is there and CUDA cannot use it: the GPUs exist and cannot
        // be measured, which a run reports as an error, not as "no GPU".
        query.failed = query.driverVersion != 0 && error != cudaErrorNoDevice;
        return query;
    }
    for (int i = 0; i < count; ++i) {
        cudaDeviceProp props{};
        if (cudaGetDeviceProperties(&props, i) != cudaSuccess)
            continue;
        GpuDevice device;
        device.index = i;
        device.name = props.name;
        device.totalMemoryBytes = props.totalGlobalMem;
        device.computeCapabilityMajor = props.major;
        device.computeCapabilityMinor = props.minor;
        device.multiprocessors = props.multiProcessorCount;
        device.memoryBusWidthBits = props.memoryBusWidth;
        device.pciDomainId = props.pciDomainID;
        device.pciBusId = props.pciBusID;
        device.pciDeviceId = props.pciDeviceID;
        query.devices.push_back(device);
    }
    query.status =
        query.devices.empty() ? "no CUDA device found" : std::to_string(query.devices.size()) + " CUDA device(s)";
    return query;
}

} // namespace dlrig::kernels
