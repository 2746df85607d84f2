#pragma once

// The GPU probes run in a helper program, dlrig-gpu-probe, built where nvcc
// exists, with the static CUDA runtime (cuBLAS, NVML and NCCL it loads at run
// time): dlrig itself then needs no CUDA library to start, a crashed or hung GPU cannot take the GUI with it,
// and cancelling is ending the helper. It writes one JSON object per line:
// {"progress": 0.4}, {"measurement": {...}} or {"status": "..."}; with
// --libraries, {"library": {"name", "loaded", "status"}} per run-time library.
#include "core/validation/validation.h"

#include <atomic>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace dlrig::kernels {

// dlrig-gpu-probe next to the running program (build tree and installed
// alike); empty when it is not there.
std::filesystem::path findGpuProbeProgram();

struct HelperResult {
    std::vector<core::Measurement> measurements;
    std::string status;                 // the helper's last status line
    std::vector<std::string> libraries; // --libraries: one sentence per run-time library
    std::string failure;                // why the helper could not run or died; empty when it finished
    bool cancelled = false;
};

HelperResult runGpuHelper(const std::filesystem::path &program, const std::vector<std::string> &arguments,
                          const std::atomic<bool> *cancel, const std::function<void(double)> &progress);

// A measurement from the helper's JSON (the fields toJson(Measurement) writes).
core::Measurement measurementFromJson(const std::string &line);

} // namespace dlrig::kernels
