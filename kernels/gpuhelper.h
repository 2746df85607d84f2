#pragma once

// The GPU probes run in a helper program, dlrig-gpu-probe, built where nvcc
// exists, with the static CUDA runtime (cuBLAS, NVML and NCCL it loads at run
// time): dlrig itself then needs no CUDA library to start, a crashed or hung GPU cannot take the GUI with it,
// and cancelling is ending the helper. It writes one JSON object per line:
// {"progress": 0.4}, {"phase": "gpu0.gemm_bf16"}, {"measurement": {...}} or
// {"status": "..."}; it exits 0 when it finished, 3 when no GPU could be used
// (its status says why), 2 for a bad option; with
// --libraries, {"library": {"name", "loaded", "status"}} per run-time library.
#include "core/validation/validation.h"

#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace dlrig::kernels {

// A helper program of dlrig's next to the running program: beside it, in the
// build tree's kernels/, or installed in ../libexec/dlrig; empty when not there.
std::filesystem::path findHelperProgram(const std::string &name);
// dlrig-gpu-probe, found so.
std::filesystem::path findGpuProbeProgram();

struct HelperResult {
    std::vector<core::Measurement> measurements;
    std::string status;                 // the helper's last status line
    std::string phase;                  // the figure it was measuring last ({"phase": "gpu0.gemm_bf16"})
    std::vector<std::string> libraries; // --libraries: one sentence per run-time library
    std::string failure;                // why the helper could not run, died or hung; empty when it finished
    bool cancelled = false;
};

// The longest the helper may go without writing a line. Every probe writes
// one at its start and the burn-in one per round; a GEMM sweep of one format
// at n = 8192 takes seconds and NCCL's set-up on eight GPUs well under a
// minute, so only a hung kernel, NCCL call or copy (a P2P path blocked by
// PCIe ACS) stays silent this long.
inline constexpr std::chrono::seconds kHelperSilenceLimit{120};

// Runs the helper and reads its lines. A helper silent for `silenceLimit` is
// ended (SIGTERM, then SIGKILL) and its failure names the phase it hung in;
// any exit status but 0 is a failure ("failed: <its last status>").
HelperResult runGpuHelper(const std::filesystem::path &program, const std::vector<std::string> &arguments,
                          const std::atomic<bool> *cancel, const std::function<void(double)> &progress,
                          std::chrono::milliseconds silenceLimit = kHelperSilenceLimit);

// A figure a run of the helper must report.
struct ExpectedFigure {
    std::string key, metric, unit;
};
// Every figure the helper reports when asked for `metrics` (its metric names
// with their units) on `gpus` GPUs: "gpuN.<metric>" per GPU; per ordered pair
// "gpuN.p2p.gpuM" and "gpuN.p2p_host.gpuM" (one GPU: "gpu0.p2p_bandwidth",
// skipped); "gpus.allreduce_busbw" once.
std::vector<ExpectedFigure> expectedGpuFigures(int gpus,
                                               const std::vector<std::pair<std::string, std::string>> &metrics);

// A measurement from the helper's JSON (the fields toJson(Measurement) writes).
core::Measurement measurementFromJson(const std::string &line);

} // namespace dlrig::kernels
