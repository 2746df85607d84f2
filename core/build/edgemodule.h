#pragma once

// An edge module (Jetson class) is a whole computer on a module: one
// integrated GPU and one CPU sharing the module's memory. The estimates and
// the barrel read GPUs and CPUs, so a build with a module gets the two as
// referenced parts of their own, made from the module's specs.
#include "core/build/build.h"

namespace dlrig::core {

// The ids of a module's integrated GPU and CPU: the module's id with "/gpu"
// and "/cpu" (no catalog id has three parts, so they never clash).
std::string integratedGpuId(const Part &module);
std::string integratedCpuId(const Part &module);

// The GPU (memory = the module's whole memory, bandwidth, the GPU's dense
// FP16 tensor rate, TDP = the highest power mode) and the CPU (its cores) of
// one module.
std::vector<Part> integratedParts(const Part &module);

// Adds the integrated parts of every edge line to build.referenced.
void addIntegratedParts(ResolvedBuild &build);

} // namespace dlrig::core
