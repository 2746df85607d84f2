#pragma once

// CUDA's version numbers as people read them, and the sentence for a driver
// older than the CUDA runtime dlrig was built with. Shared by detection
// (kernels/gpudevices_cuda.cu) and dlrig-gpu-probe; no CUDA header needed.
#include <string>

namespace dlrig::kernels {

// 13000 → "13.0", 12080 → "12.8" (cudaRuntimeGetVersion, cudaDriverGetVersion).
inline std::string cudaVersionText(int version)
{
    return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

// The oldest Linux driver a CUDA major release runs on, with minor-version
// compatibility (CUDA Toolkit release notes, "CUDA Toolkit and Minimum
// Required Driver Version for CUDA Minor Version Compatibility": 13.x needs
// 580, 12.x 525, 11.x 450). 0 for a release this table does not know.
inline int minimumLinuxDriver(int runtimeVersion)
{
    const int major = runtimeVersion / 1000;
    return major >= 13 ? 580 : major == 12 ? 525 : major == 11 ? 450 : 0;
}

// cudaErrorInsufficientDriver as a sentence: both versions and the way out.
// Readers recognise it (core/validation/benchphrases.h, kOldDriver).
inline std::string driverTooOld(int driverVersion, int runtimeVersion)
{
    return "the NVIDIA driver supports CUDA up to " + cudaVersionText(driverVersion) +
           " and dlrig's GPU code was built with CUDA " + cudaVersionText(runtimeVersion) + ", which needs driver " +
           std::to_string(minimumLinuxDriver(runtimeVersion)) +
           " or newer: update the driver, or build dlrig with a CUDA toolkit the driver supports";
}

} // namespace dlrig::kernels
