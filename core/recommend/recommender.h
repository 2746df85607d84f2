#pragma once

#include "core/build/analysis.h"
#include "core/build/build.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct RecommendConstraints {
    Money budget = kNoMoney;
    std::optional<double> maxWatts;      // peak DC draw of one node
    std::string form;                    // "tower" (a workstation of parts), "rack" (complete servers), "" both
    int maxGpus = 8;                     // per node
    std::vector<std::string> gpuVendors; // empty: any
    // Part id → the only quantity the search may use for it (a pick the user
    // already made, e.g. 2 of the GPU, 4 of the memory kit).
    std::map<std::string, int> quantities;
    // Only prices of new parts (msrp, street, quote) unless the user opts in
    // to used and estimated ones (`--include-used`, Preferences).
    bool includeUsedPrices = false;
};

struct Recommendation {
    ResolvedBuild build;
    double rate = 0;
    Money cost = kNoMoney; // all nodes: the build's parts (one node) × scenario.nodes
    std::string key;       // the part ids in category order: the final tie-break
    Plan plan;             // how the workload runs on it
};

struct RecommendResult {
    std::optional<Recommendation> best;     // highest rate within budget (ties: cheaper)
    std::optional<Recommendation> cheapest; // lowest cost that meets the workload's needs, any budget
    std::vector<std::pair<Money, std::optional<Recommendation>>> tiers; // best at 25 %, 50 % and 100 % of budget
    std::size_t evaluated = 0;                                          // builds analysed in full
};

// A recommendation as a build to save or open, named `name`.
Build toBuild(const Recommendation &recommendation, std::string name);

// A build meets the workload's needs when no compatibility rule fails, every
// fit (VRAM, RAM, disk, power) is at least 1, the PSU keeps the headroom
// psu-max-load asks for, the peak draw respects maxWatts, and every part has
// a price (of a new part, unless includeUsedPrices). Its rate is the barrel's
// system rate.
//
// Candidates: k GPUs of one model (k ≤ maxGpus), one CPU, board, memory kit
// (× quantity), drive, PSU, chassis and cooler; or one complete server. The
// search is exact: it visits GPU options by their compute rate (an upper
// bound of any build's rate), bounds every CPU, memory kit and drive by its
// own stave rate and every partial build by its cost, and takes the cheapest
// PSU/chassis/cooler that fits (they change cost, never rate).
RecommendResult recommend(const Scenario &scenario, const std::vector<Part> &parts,
                          const RecommendConstraints &constraints, const Assumptions &assumptions,
                          const ExchangeRates &rates);

// Only the highest-rate build within the budget (recommend()'s `best`), for
// callers that need nothing else.
std::optional<Recommendation> recommendBest(const Scenario &scenario, const std::vector<Part> &parts,
                                            const RecommendConstraints &constraints, const Assumptions &assumptions,
                                            const ExchangeRates &rates);

// Only the cheapest build that meets the workload (recommend()'s `cheapest`):
// what serving needs, where more speed than the target is not worth paying for.
std::optional<Recommendation> recommendCheapest(const Scenario &scenario, const std::vector<Part> &parts,
                                                const RecommendConstraints &constraints,
                                                const Assumptions &assumptions, const ExchangeRates &rates);

// Every candidate analysed: the reference the tests and the benchmark compare with.
RecommendResult recommendBruteForce(const Scenario &scenario, const std::vector<Part> &parts,
                                    const RecommendConstraints &constraints, const Assumptions &assumptions,
                                    const ExchangeRates &rates);

} // namespace dlrig::core
