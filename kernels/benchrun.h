#pragma once

// One benchmark run: the machine as detected and matched to the catalog, the
// probes it selects, every measurement compared with the spec of its part.
// Used by dlrig-cli bench and the Benchmark tab (which runs it off the GUI thread).
#include "core/validation/validation.h"
#include "kernels/detect.h"
#include "kernels/gpuhelper.h"

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace dlrig::kernels {

// The detected machine as a build of catalog parts, for the specs.
struct LocalMachine {
    core::ResolvedBuild build;
    std::vector<std::string> matched;          // "GPU 0: NVIDIA GeForce RTX 4090 → gpu/nvidia-rtx-4090"
    std::vector<std::string> unmatched;        // "CPU: AMD EPYC 9B14 (no catalog part; match it by hand)"
    std::map<std::string, std::string> partOf; // reported name → part id ("" when none)
};
// `byHand` maps a reported name ("AMD EPYC") to the catalog part id the user
// chose for it, "" for "no catalog part"; those win over the automatic match
// (a chosen id the catalog no longer has falls back to it).
LocalMachine localMachine(const DetectedMachine &detected, const std::vector<core::Part> &catalog,
                          const std::map<std::string, std::string> &byHand = {});

struct BenchOptions {
    bool quick = true;
    double burnSeconds = 0; // > 0: the GPU burn-in for this long
    // Probe keys ("host.stream", "gpu"), metrics ("gemm_bf16") or a metric's
    // first words ("gemm": every GEMM; "p2p": P2P on and through the host); empty: all.
    std::vector<std::string> tests;
    std::filesystem::path scratchDirectory;
    std::filesystem::path gpuProbeProgram; // empty: next to the running program
    // The specs are a build the machine was bought as (--against, the open
    // build): then the CPU and GPU models are checked against it too.
    bool specsAreABuild = false;
    // The longest dlrig-gpu-probe may stay silent before it is ended as hung.
    std::chrono::milliseconds helperSilenceLimit = kHelperSilenceLimit;
};

struct BenchProgress {
    std::string probe;  // the probe's description
    double probe01 = 0; // within the probe
    double overall01 = 0;
};

struct BenchRun {
    std::vector<core::Measurement> measurements;
    bool cancelled = false;
    std::string started; // ISO 8601, UTC
    std::string finished;
};

// Runs the selected probes (host probes in this process, GPU probes in the
// dlrig-gpu-probe helper), adds the inventory checks against `specs` (the
// local machine, or the build it was bought as), and judges every figure.
// `cancel` stops it between and inside probes; everything not run is SKIPPED.
BenchRun runBench(const DetectedMachine &detected, const core::ResolvedBuild &specs, const BenchOptions &options,
                  const std::vector<core::Threshold> &thresholds, const std::atomic<bool> *cancel,
                  const std::function<void(const BenchProgress &)> &progress);

// This machine's host name: what a team server files its bench runs under.
std::string hostName();
// The machine's name in the benchmark history: host name and CPU model, the
// same for dlrig-cli bench and the Benchmark tab, so both share one history.
std::string machineName(const DetectedMachine &detected);
// The detected hardware, a line per part, for the tab and the acceptance report.
std::vector<std::string> hardwareLines(const DetectedMachine &detected);
// {"matched": [...], "unmatched": [...]}
nlohmann::json toJson(const LocalMachine &local);
// A run as dlrig-cli bench --json writes it and the tab exports it: detected,
// catalog_match, specs_from, mode, measurements, started, finished, cancelled, verdict,
// and p2p_matrix (core::toJson(PeerMatrix); null with fewer than two GPUs).
nlohmann::json benchRunJson(const DetectedMachine &detected, const LocalMachine &local, const BenchRun &run,
                            const std::string &mode, const std::string &specsFrom);

// The GPU metrics dlrig measures per GPU, in report order ("gpuN.<metric>";
// p2p_bandwidth stands for the per-pair figures of core/validation/peermatrix.h). The
// all-reduce is one figure for all GPUs: "gpus.allreduce_busbw".
const std::vector<std::pair<std::string, std::string>> &gpuMetrics(); // metric, unit

// The names in `tests` (BenchOptions::tests) that select no probe or metric at
// all, such as a misspelt one: a run with them would measure nothing.
std::vector<std::string> unknownTests(const std::vector<std::string> &tests);

} // namespace dlrig::kernels
