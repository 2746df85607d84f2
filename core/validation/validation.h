#pragma once

#include "core/base/message.h"

#include "core/build/barrel.h"
#include "core/build/build.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct Assumptions;

// What a benchmark says about one measured figure. An error is never a pass:
// a probe that failed is ERROR, one that could not run here is SKIPPED.
enum class Verdict { Pass, Warn, Fail, Skipped, Error };
std::string_view toString(Verdict verdict); // "PASS", "WARN", "FAIL", "SKIPPED", "ERROR"

// One measured figure of the machine: the probe's key ("host.stream_triad",
// "gpu0.gemm_bf16"), the metric its thresholds are looked up by, the median of
// the repetitions with their spread, and what the spec sheet says.
struct Measurement {
    std::string key;
    std::string metric; // "stream_triad", "device_copy", "gemm_bf16", "inventory_gpu_count"…
    std::string unit;   // "GB/s" (decimal), "GFLOP/s", "TFLOP/s", "MB/s", "IOPS", "count"
    std::optional<double> median;
    std::optional<double> min;
    std::optional<double> max;
    std::optional<double> spec; // the catalog part's figure in `unit`
    std::string partId;         // the catalog part the spec comes from
    std::string specBasis;      // how the spec figure was formed, in words
    std::string skipped;        // why the probe could not run here
    std::string error;          // what went wrong when it ran
    std::string detail;         // sizes, repetitions, method
    // Between GPUs: the link the figure crossed, as NVML reports it: "nvlink",
    // "pcie", or empty when unknown (then the cards' own link is assumed).
    std::string link;
    Verdict verdict = Verdict::Skipped;
    std::optional<double> ratio; // median ÷ spec
};

// A metric's bar, as a fraction of the spec figure: at least `pass` is PASS,
// at least `warn` is WARN, below is FAIL; exact metrics (inventory) must equal.
struct Threshold {
    std::string metric;
    double pass = 0;
    double warn = 0;
    bool exact = false;
    MessageText evidence; // why this bar: the measurement or rule it comes from (English; translatable)
    // The share a healthy card typically reaches (the middle of the published
    // range), where it differs from the PASS bar, the low end; 0: the bar.
    // Measured efficiencies are scaled against it (measuredAssumptions).
    double typical = 0;
};

// dlrig's defaults with their evidence; an edited table replaces them.
const std::vector<Threshold> &defaultThresholds();
const Threshold *findThreshold(const std::vector<Threshold> &table, const std::string &metric);

// Sets verdict and ratio: SKIPPED or ERROR when the probe said so, SKIPPED
// without a spec or a threshold (with the reason in `skipped`), else by the bar.
void judge(Measurement &m, const std::vector<Threshold> &table);

// The run in one word: FAIL (any FAIL), CANCELLED, ERROR (any ERROR), NOT
// CHECKED (nothing could be compared with a spec), PASS WITH WARNINGS, PASS.
std::string overallVerdict(const std::vector<Measurement> &measurements, bool cancelled);

// The worst verdict that counts: any FAIL or ERROR fails the run; SKIPPED never does.
bool runFailed(const std::vector<Measurement> &measurements);

// The spec figure a metric is compared with, from the machine's catalog parts:
// GPU memory bandwidth and dense peaks, the PCIe link, the memory channels ×
// MT/s × 8 bytes, CPU vector peaks, drive datasheets. Sets spec, partId and
// specBasis; leaves spec empty when the catalog has no comparable figure, and
// leaves a spec the probe already set.
void attachSpec(Measurement &m, const ResolvedBuild &machine);

// The machine's measured figures as the analysis' efficiencies, so the barrel
// of the measured machine is the spec machine's barrel with measured values
// in place of assumed ones: GPU memory bandwidth efficiency = device copy ÷
// spec, host RAM efficiency = STREAM triad ÷ channels × MT/s × 8 B, storage
// read efficiency = sequential read ÷ datasheet, PCIe efficiency = pinned
// host-to-device ÷ link, all-reduce efficiency = NCCL bus bandwidth ÷ link;
// MFU scaled by the measured BF16 (else FP16, FP32)
// GEMM share ÷ the share a healthy card reaches (its PASS bar). Only measured
// figures with a spec change anything; `notes` says what was replaced.
Assumptions measuredAssumptions(const Assumptions &base, const std::vector<Measurement> &run,
                                const std::vector<Threshold> &thresholds, std::vector<Message> *notes);

// True when the run measured a GPU (a GPU test with a median, not skipped).
bool measuredAGpu(const std::vector<Measurement> &run);

// The measured machine's barrel as it may be drawn: without a measured GPU the
// GPU staves (compute, memory bandwidth, interconnect, PCIe) and the system
// rate would be the spec sheet's passed off as measured, so they are marked
// "not measured" and nothing is named the bottleneck.
BarrelReport measuredBarrelReport(BarrelReport barrel, const std::vector<Measurement> &run);

nlohmann::json toJson(const Measurement &m);

} // namespace dlrig::core
