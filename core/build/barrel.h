#pragma once

#include "core/base/message.h"
#include "core/estimate/assumptions.h"
#include "core/build/build.h"
#include "core/estimate/estimate.h"
#include "core/build/nodeview.h"
#include "core/build/power.h"
#include "core/plan/plan.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// One subsystem of the machine: how fast it can feed the workload (a rate in
// the workload's unit) or whether it holds it (a fit), against what the GPUs
// can use. ratio 1.0 keeps up; below 1 it limits the machine.
struct Stave {
    std::string key; // gpu_compute, gpu_memory_bandwidth, vram_capacity, …
    bool isFit = false;
    bool applicable = true;
    double rate = 0; // in `unit`, or the fit ratio for fits
    std::string unit;
    double ratio = 1;
    Message text; // why, as data for the user's language
    std::string explanation() const { return text.english(); }
    std::string source;
};

// The system rate is the shortest rate stave; a VRAM or power fit below 1
// makes it 0 (the workload cannot run as built: `blockedBy` names that stave and
// `rateOnceFixed` keeps what the machine would reach without it). RAM and disk
// fits below 1 are flagged and ranked like the rates.
struct BarrelReport {
    std::vector<Stave> staves;
    std::string bottleneck;       // key of the shortest stave
    std::string nextLimit;        // what limits once the bottleneck is lifted
    double systemRate = 0;        // the machine's estimated rate, in `unit`; 0 when it cannot run
    std::string blockedBy;        // "vram_capacity" or "power" when it cannot run as built, else empty
    double rateOnceFixed = 0;     // the rate with the blocking stave made large enough (= systemRate when it runs)
    bool runs() const { return blockedBy.empty(); }
    StatedRange range;            // where nine in ten unseen measured runs of its kind fell (docs/accuracy.md)
    // " (−35 %/+45 %)", or empty when unknown: what the views append to the rate.
    std::string uncertaintyText() const;
    std::string unit;             // "tokens/s", "samples/s"
    double gpuDemandRate = 0;     // what the GPUs could do if nothing else limited
    double scalingEfficiency = 1; // compute ÷ (compute + all-reduce) time per step
    Message whatIfText;           // which upgrade lifts the shortest stave
    std::string whatIf() const { return whatIfText.english(); }
};

// The workload's unit and a stave's name ("GPU compute" for gpu_compute) as
// translatable terms; the key stays the stave's identifier in tables and JSON.
MessageText unitTerm(const std::string &unit);
MessageText staveTerm(const std::string &key);

// "The machine runs at 79 % of what the GPUs could do, limited by RAM
// bandwidth: … lifts it; then GPU compute limits it at 100 %." (core/build/barreltext.cpp)
Message whatIfMessage(const Stave *shortest, const Stave *second);

// The machine's rate as people read it beside the barrel: "{rate} {unit}", or,
// when a VRAM or power stave stops it, "cannot run as built: power is too
// small; it would reach 9,162 tokens/s" (never a bare 0 beside staves that say
// otherwise). The range is left to the caller.
Message systemRateMessage(const BarrelReport &report);

// The barrel: DESIGN.md's staves, each with its numbers and source. The GPU
// staves follow the plan: gpu_compute its compute and pipeline bubble,
// gpu_interconnect its communication. What the GPUs deliver is one step of
// compute (or memory reads) plus the communication the plan cannot hide, so the
// system rate is also at most the plan's rate.
BarrelReport analyzeBarrel(const ResolvedBuild &build, const Estimate &estimate, const PlanResult &plan,
                           const PowerEstimate &power, const Assumptions &assumptions);

} // namespace dlrig::core
