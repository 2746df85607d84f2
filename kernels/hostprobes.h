#pragma once

#include "kernels/probe.h"

namespace dlrig::kernels {

// STREAM Copy/Scale/Add/Triad with OpenMP (kernels/hostmemory.cpp).
std::unique_ptr<Probe> makeStreamProbe();
// SGEMM and DGEMM through OpenBLAS (kernels/cpugemm.cpp).
std::unique_ptr<Probe> makeCpuGemmProbe();
// Sequential read/write with O_DIRECT and 4 KiB random reads (kernels/storageprobe.cpp).
std::unique_ptr<Probe> makeStorageProbe();

} // namespace dlrig::kernels
