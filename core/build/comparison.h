#pragma once

#include "core/build/analysis.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct ComparedBuild {
    std::string name;
    ResolvedBuild build; // its workload and parts, shown in rows of their own
    Analysis analysis;
};

enum class Better { Higher, Lower, Neither };

// One line of a side-by-side comparison: a value per build (nothing where it
// does not apply), which is best, and whether they differ at all.
struct ComparisonRow {
    std::string key;   // "price", "tco", "peak_watts", "rate", "bottleneck", or a stave key
    std::string label; // "Price", "VRAM fit"…
    std::vector<std::optional<double>> values;
    std::vector<std::string> texts; // as shown: "USD 2,356.95", "631 W", "1.46×"
    Better better = Better::Neither;
    int best = -1;       // index of the best value; -1 when they tie or none is better
    bool differs = false; // texts not all the same
};

// Two or three builds side by side: price, total cost of ownership and cost
// per month (all in the first build's currency at `rates`), peak power, the
// system rate and its bottleneck, and every barrel stave: its ratio to its own
// build's GPU demand, ranked by what the subsystem sustains (its rate) so that
// slower GPUs do not make a stave look better. Rates in different units (a
// training build against an inference build) are shown but not ranked.
// The first rows say what each build runs ("workload") and holds (one
// "part:<category>" row per category); when the workloads differ, rates and
// staves are shown but not ranked, since a faster rate at another task is no
// better.
std::vector<ComparisonRow> compareBuilds(const std::vector<ComparedBuild> &builds, const ExchangeRates &rates);

// True when every build runs the same workload (model, task, precision,
// batch or users, sequence, nodes): only then are their rates ranked.
bool sameWorkload(const std::vector<ComparedBuild> &builds);

// "Llama 2 7B, lora, amp-bf16, micro-batch 4, 4,096 tokens"; inference names
// the users and the speed each needs.
std::string workloadText(const Scenario &scenario);

} // namespace dlrig::core
