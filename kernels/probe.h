#pragma once

// A benchmark probe: one small class per measurement kind. filter() says
// whether it can run here (and why not); run() measures and returns its
// figures, with errors inside the measurements, never by exiting.
#include "core/validation/validation.h"

#include <atomic>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace dlrig::kernels {

struct ProbeContext {
    bool quick = true;                      // ≈ 1 minute for every probe together; false: full
    std::filesystem::path scratchDirectory; // where the storage probe may write its test file
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(double)> progress; // 0…1 within this probe

    bool cancelled() const { return cancel && cancel->load(); }
    void report(double fraction) const
    {
        if (progress)
            progress(fraction);
    }
};

class Probe {
public:
    virtual ~Probe() = default;
    virtual std::string key() const = 0;         // "host.stream"
    virtual std::string description() const = 0; // a line for people
    // Empty when it can run here; otherwise why not (the measurements are then SKIPPED).
    virtual std::string filter(const ProbeContext &context) const = 0;
    virtual std::vector<core::Measurement> run(const ProbeContext &context) = 0;
    // The measurements it makes, each SKIPPED with `reason` (filter() said no, or cancelled).
    virtual std::vector<core::Measurement> skippedAll(const std::string &reason) const = 0;
};

// Repetition statistics: median, min, max of the samples.
struct Stats {
    double median = 0;
    double min = 0;
    double max = 0;
};
Stats statsOf(std::vector<double> samples);
// A measurement named key = prefix + "." + metric with the statistics filled in.
core::Measurement measurementOf(const std::string &prefix, const std::string &metric, const std::string &unit,
                                const Stats &stats, const std::string &detail);
core::Measurement skippedMeasurement(const std::string &prefix, const std::string &metric, const std::string &unit,
                                     const std::string &reason);

// The host probes: STREAM-style memory bandwidth, CPU GEMM through OpenBLAS,
// and storage (sequential read/write with O_DIRECT, 4 KiB random reads).
std::vector<std::unique_ptr<Probe>> hostProbes();

} // namespace dlrig::kernels
