#pragma once

// The recommender's shared machinery: the candidate parts with their prices,
// how one candidate build is judged, and how the best one is kept. Used by the
// branch-and-bound search and by the brute-force reference alike, so both
// judge builds the same way. Internal to core/recommender*.cpp.
#include "core/build/buildplan.h"
#include "core/build/edgemodule.h"
#include "core/build/nodeview.h"
#include "core/parts/partspecsjson.h"
#include "core/recommend/recommender.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace dlrig::core::recommending {

struct Priced {
    const Part *part = nullptr;
    Money price = kNoMoney;
};

// What one candidate build is worth, judged the same way by both searches.
struct Outcome {
    bool meets = false;
    // Meets the needs at the low end of the rate's stated range too: a training
    // run within the deadline. What "the cheapest that meets the workload" asks
    // of a build. (Serving's per-user speed is met by the middle; issue 31 notes.)
    bool meetsAtLowEnd = false;
    double rate = 0;
    Plan plan;
};

inline bool better(const Recommendation &a, const Recommendation &b)
{
    if (a.rate != b.rate)
        return a.rate > b.rate;
    if (a.cost.minorUnits() != b.cost.minorUnits())
        return a.cost.minorUnits() < b.cost.minorUnits();
    return a.key < b.key;
}

inline bool cheaper(const Recommendation &a, const Recommendation &b)
{
    if (a.cost.minorUnits() != b.cost.minorUnits())
        return a.cost.minorUnits() < b.cost.minorUnits();
    if (a.rate != b.rate)
        return a.rate > b.rate;
    return a.key < b.key;
}

inline std::string keyOf(const ResolvedBuild &build)
{
    std::string key;
    for (const BuildLine &line : build.lines)
        key += line.part.id + "*" + std::to_string(line.quantity) + "|";
    return key;
}

// A GPU model, how many per node, and a bound of any such build's rate from
// the spec sheet alone (Search::computeBound).
struct GpuOption {
    const Priced *gpu = nullptr;
    int k = 1;
    double computeBound = 0;
};

class Search {
public:
    std::optional<std::vector<GpuOption>> gpuOptions; // recommender.cpp's, once computed
    // recommender.cpp's plannedOption by GPU part and count (nullptr: does not meet the workload).
    std::map<std::pair<const Part *, int>, const PlannedEstimate *> plannedOptions;

    // With `dropDominated`, of parts with the same vendor, specs and power only
    // the cheapest (then lowest id) is kept: a dearer twin can never be in the
    // best or the cheapest build, since swapping it for the twin keeps every
    // rule and rate and lowers the cost (or, at equal cost, the key).
    Search(const Scenario &scenario, const std::vector<Part> &parts, const RecommendConstraints &constraints,
           const Assumptions &assumptions, const ExchangeRates &rates, bool dropDominated)
        : m_scenario(scenario), m_parts(parts), m_constraints(constraints), m_a(assumptions), m_rates(rates)
    {
        for (const Part &part : parts) {
            // Every part can be looked up (a server's GPUs, whatever their own price) …
            m_index[part.id] = &part;
            // … but only a priced one is a candidate.
            const auto price = partPrice(part, scenario.currency, rates);
            if (!price || !isRecommendable(part, constraints.includeUsedPrices))
                continue; // on request, used or estimated unless asked for, or no longer sold new
            m_byCategory[part.category()].push_back({&part, *price});
        }
        for (auto &[category, list] : m_byCategory) {
            std::sort(list.begin(), list.end(), [](const Priced &a, const Priced &b) {
                return a.price.minorUnits() != b.price.minorUnits() ? a.price.minorUnits() < b.price.minorUnits()
                                                                    : a.part->id < b.part->id;
            });
            if (!dropDominated)
                continue;
            std::set<std::string> seen;
            std::erase_if(list, [&](const Priced &p) {
                const std::string twin =
                    p.part->vendor + "|" + std::to_string(p.part->tdpWatts) + "|" + specsToJson(p.part->specs).dump();
                return !seen.insert(twin).second;
            });
        }
    }

    std::size_t evaluated() const { return m_evaluated; }

    // The plan and estimate for this build's GPUs (model, count, links, NICs),
    // or nothing when a pin cannot hold on them. Remembered by hardware shape.
    // With `bound`, the shape's PCIe is the GPU's own and the network between
    // nodes unlimited: no build with these GPUs runs faster than that plan.
    const PlannedEstimate *plannedFor(const ResolvedBuild &build, bool bound = false)
    {
        HardwareShape shape = hardwareShapeFor(build);
        if (bound && shape.nodes > 1)
            shape.nicGBps = 1e9;
        std::string key = shape.key();
        auto it = m_planned.find(key);
        if (it == m_planned.end()) {
            std::optional<PlannedEstimate> planned;
            try {
                PlannedEstimate p;
                Workload workload = m_scenario.workload;
                workload.parallel.gpus = shape.totalGpus();
                ServedPlan served = planServing(workload, shape, m_a, [&](const Workload &w) {
                    return planWorkload(w, shape, m_a, &m_layoutMemory);
                });
                p.plan = std::move(served.plan);
                p.serving = std::move(served.serving);
                EstimateRequest request = estimateRequestFor(build, m_a, p.plan.chosen);
                request.workload.serving.users = served.users;
                p.estimate = estimate(request);
                planned = std::move(p);
            } catch (const InputError &) {
            }
            it = m_planned.emplace(std::move(key), std::move(planned)).first;
        }
        return it->second ? &*it->second : nullptr;
    }

    // Whether the plan serves the workload: it fits, and when serving has a
    // speed target, every user gets it.
    bool planMeets(const PlannedEstimate &planned) const
    {
        if (!planned.plan.feasible)
            return false;
        const Plan &plan = planned.plan.chosen;
        const double target = m_scenario.workload.serving.minTokensPerSecondPerUser;
        if (planned.serving && !planned.serving->meetsTargetsAtSlowEnd)
            return false; // the load's latency targets, at their percentile, at the slow end of dlrig's range
        return !(plan.decodes() && target > 0 && plan.tokensPerSecondPerUser() < target);
    }

    // An upper bound of the rate of any build with k of these GPUs per node,
    // from the spec sheet alone: every GPU at its sustained peak on the model's
    // FLOPs (a plan only adds recomputation, bubbles and communication, and
    // decoding is at best compute bound).
    double computeBound(const Part &gpu, int k)
    {
        if (m_flopsPerUnit < 0) {
            m_flopsPerUnit = 0;
            try {
                Workload w = m_scenario.workload;
                w.parallel = {};
                const MemoryEstimate memory = estimateMemory(w, m_a);
                m_flopsPerUnit = estimateCompute(w, memory, std::nullopt, 0, m_a).flopsPerUnit;
            } catch (const std::exception &) {
            }
        }
        if (m_flopsPerUnit <= 0)
            return std::numeric_limits<double>::infinity();
        // The efficiency without the problem size, which only lowers it.
        const GpuSpec &spec = std::get<GpuSpec>(gpu.specs);
        const Workload &w = m_scenario.workload;
        const Efficiency e = baseEfficiency(w, w.task == Task::Infer ? Phase::Forward : Phase::Training,
                                            gpuTraitsOf(spec), peakTflopsFor(spec, w.precision), m_a);
        return k * std::max(1, m_scenario.nodes) * e.sustainedFlops() / m_flopsPerUnit;
    }

    // An upper bound of the system rate of any build with these GPUs.
    static double rateBound(const PlannedEstimate &planned)
    {
        const Plan &plan = planned.plan.chosen;
        if (planned.plan.timed && plan.unitsPerSecond() > 0)
            return plan.unitsPerSecond();
        return planned.estimate.compute.unitsPerSecond.value_or(0);
    }

    Outcome evaluate(const ResolvedBuild &build)
    {
        ++m_evaluated;
        if (!layoutAllowsGpus(build))
            return {};
        const PlannedEstimate *e = plannedFor(build);
        if (!e || !planMeets(*e))
            return {};
        for (const Finding &finding : checkCompatibility(build, m_a)) {
            if (finding.severity == Severity::Error)
                return {};
        }
        const PowerEstimate power = estimatePower(build, m_a);
        if (m_constraints.maxWatts && power.peakWatts > *m_constraints.maxWatts)
            return {};
        // A recommended PSU also keeps the headroom the psu.headroom rule asks for.
        if (!power.carrierSupplied && power.peakWatts > power.psuWatts * m_a.psuMaxLoad)
            return {};
        const BarrelReport barrel = analyzeBarrel(build, e->estimate, e->plan, power, m_a);
        for (const Stave &stave : barrel.staves) {
            if (stave.isFit && stave.ratio < 1)
                return {};
        }
        const bool meets = barrel.systemRate > 0 && streamsKeepUp(barrel);
        // The same deadline analyze warns about (checkDeadline).
        return {meets, meets && !checkDeadline(m_scenario, barrel), barrel.systemRate, e->plan.chosen};
    }

    // Inference that does not decode (a detector on camera streams): each of
    // the users (streams) gets the target rate. Like serving's per-user decode
    // speed it is met by the estimate, not the low end of its range: the
    // forward range (−95 %, docs/accuracy.md) would ask 20 × the target.
    bool streamsKeepUp(const BarrelReport &barrel) const
    {
        const ServingTarget &serving = m_scenario.workload.serving;
        return !servesStreams(m_scenario.workload) ||
               barrel.systemRate / std::max(1, serving.users) >= serving.minTokensPerSecondPerUser;
    }

    // Where the catalog does not know a board's slots, it cannot check that
    // cards fit and get air: the recommender puts one GPU on it (more only by
    // hand, with analyze's gpu.layout warning).
    static bool layoutAllowsGpus(const MotherboardSpec &board, int gpus)
    {
        return gpus <= 1 || !board.slotLayout.empty();
    }
    static bool layoutAllowsGpus(const ResolvedBuild &build)
    {
        const BuildLine *board = build.firstOf(PartCategory::Motherboard);
        return !board ||
               layoutAllowsGpus(std::get<MotherboardSpec>(board->part.specs), build.countOf(PartCategory::Gpu));
    }

    ResolvedBuild makeBuild(const std::vector<std::pair<const Part *, int>> &lines) const
    {
        ResolvedBuild build = makeBareBuild(lines);
        build.scenario = m_scenario;
        return build;
    }

    // The parts alone, with a default scenario: enough for the compatibility
    // rules, which read parts only, and cheaper (no copy of the workload).
    ResolvedBuild makeBareBuild(const std::vector<std::pair<const Part *, int>> &lines) const
    {
        ResolvedBuild build;
        build.lines.reserve(lines.size() + 2); // room for addIntegratedParts: a Part is costly to move
        for (const auto &[part, quantity] : lines)
            build.lines.push_back({*part, quantity});
        for (const BuildLine &line : build.lines) {
            if (const auto *server = std::get_if<ServerSpec>(&line.part.specs)) {
                for (const std::string &id : {server->gpuPartId, server->cpuPartId}) {
                    if (const auto it = m_index.find(id); it != m_index.end())
                        build.referenced.push_back(*it->second);
                }
            }
        }
        addIntegratedParts(build);
        return build;
    }

    const std::vector<Priced> &list(PartCategory category) const
    {
        static const std::vector<Priced> none;
        const auto it = m_byCategory.find(category);
        return it == m_byCategory.end() ? none : it->second;
    }

    Money cheapest(PartCategory category) const
    {
        return list(category).empty() ? Money::zero(m_scenario.currency) : list(category).front().price;
    }

    bool gpuAllowed(const Part &gpu) const
    {
        const auto &vendors = m_constraints.gpuVendors;
        return vendors.empty() || std::find(vendors.begin(), vendors.end(), gpu.vendor) != vendors.end();
    }
    bool towers() const { return m_constraints.form.empty() || m_constraints.form == "tower"; }
    int maxGpus() const { return m_constraints.maxGpus; }
    // False when the constraints fix this part to another quantity.
    bool quantityAllowed(const Part &part, int quantity) const
    {
        const auto it = m_constraints.quantities.find(part.id);
        return it == m_constraints.quantities.end() || it->second == quantity;
    }
    const std::optional<double> &maxWatts() const { return m_constraints.maxWatts; }
    // The most a tower may draw at peak (DC side): maxWatts, and what the
    // site's circuit carries continuously through a PSU of psu-efficiency.
    double towerPeakLimit() const
    {
        const double circuit = siteCircuit(m_scenario).continuousWatts() * m_a.psuEfficiency;
        return m_constraints.maxWatts ? std::min(*m_constraints.maxWatts, circuit) : circuit;
    }
    bool racks() const { return m_constraints.form.empty() || m_constraints.form == "rack"; }
    // Edge modules only when asked for: a module is an edge answer, and an
    // edge answer is a module.
    bool edges() const { return m_constraints.form == "edge"; }
    const Scenario &scenario() const { return m_scenario; }
    const Assumptions &assumptions() const { return m_a; }

private:
    const Scenario &m_scenario;
    const std::vector<Part> &m_parts;
    const RecommendConstraints &m_constraints;
    const Assumptions &m_a;
    const ExchangeRates &m_rates;
    std::map<PartCategory, std::vector<Priced>> m_byCategory;
    std::map<std::string, const Part *> m_index;
    std::map<std::string, std::optional<PlannedEstimate>> m_planned;
    LayoutMemory m_layoutMemory; // shared by the plans of every GPU option
    double m_flopsPerUnit = -1;  // the model's FLOPs per unit, once computed
    std::size_t m_evaluated = 0;
};

using Lines = std::vector<std::pair<const Part *, int>>;

// Keeps the best (or cheapest) acceptable candidate seen.
class Keeper {
public:
    // `atLowEnd`: only candidates that meet the needs at the low end of the
    // range (Outcome::meetsAtLowEnd), as the cheapest build must.
    Keeper(bool (*order)(const Recommendation &, const Recommendation &), bool atLowEnd)
        : m_order(order), m_atLowEnd(atLowEnd)
    {
    }

    // Analyses a candidate; true when it meets the workload's needs.
    bool offer(Search &search, const Lines &lines, const Money &cost)
    {
        Recommendation candidate{search.makeBuild(lines), 0, cost, "", {}};
        candidate.key = keyOf(candidate.build);
        const Outcome outcome = search.evaluate(candidate.build);
        if (!outcome.meets || (m_atLowEnd && !outcome.meetsAtLowEnd))
            return false;
        candidate.rate = outcome.rate;
        candidate.plan = outcome.plan;
        if (!m_best || m_order(candidate, *m_best))
            m_best = std::move(candidate);
        return true;
    }
    // Takes an already analysed candidate that meets the needs.
    void take(const Recommendation &candidate)
    {
        if (!m_best || m_order(candidate, *m_best))
            m_best = candidate;
    }
    const std::optional<Recommendation> &best() const { return m_best; }

private:
    bool (*m_order)(const Recommendation &, const Recommendation &);
    bool m_atLowEnd = false;
    std::optional<Recommendation> m_best;
};

// The memory options a board can hold: a kit and how many of it, within its
// slots, filling every memory channel with the same number of DIMMs, as
// integrators do: fewer DIMMs than channels leave bandwidth unused, and
// channels holding different numbers of DIMMs cannot interleave evenly.
inline std::vector<std::pair<const Priced *, int>> memoryOptions(const Search &search, const MotherboardSpec &board)
{
    std::vector<std::pair<const Priced *, int>> options;
    for (const Priced &kit : search.list(PartCategory::Memory)) {
        const auto &spec = std::get<MemoryKitSpec>(kit.part->specs);
        for (int q = 1; q * spec.modules <= board.memorySlots; ++q) {
            if (!balancedMemory(q * spec.modules, board.memoryChannels))
                continue;
            if (search.quantityAllowed(*kit.part, q))
                options.emplace_back(&kit, q);
        }
    }
    return options;
}

inline std::vector<const Priced *> boardsFor(const Search &search, const CpuSpec &cpu)
{
    std::vector<const Priced *> boards;
    for (const Priced &board : search.list(PartCategory::Motherboard)) {
        if (std::get<MotherboardSpec>(board.part->specs).socket == cpu.socket)
            boards.push_back(&board); // other sockets break cpu.socket
    }
    return boards;
}

// PSU, chassis and cooler: they decide feasibility and cost, never the rate.
struct Tail {
    const Priced *psu;
    const Priced *chassis;
    const Priced *cooler;
    Money cost;
};

inline std::vector<Tail> allTails(const Search &search)
{
    std::vector<Tail> tails;
    for (const Priced &psu : search.list(PartCategory::Psu)) {
        for (const Priced &chassis : search.list(PartCategory::Chassis)) {
            for (const Priced &cooler : search.list(PartCategory::Cooling))
                tails.push_back({&psu, &chassis, &cooler, psu.price + chassis.price + cooler.price});
        }
    }
    // Cheapest first; equal costs in the order of the build key (psu, chassis, cooler ids).
    std::sort(tails.begin(), tails.end(), [](const Tail &a, const Tail &b) {
        if (a.cost.minorUnits() != b.cost.minorUnits())
            return a.cost.minorUnits() < b.cost.minorUnits();
        return std::tie(a.psu->part->id, a.chassis->part->id, a.cooler->part->id) <
               std::tie(b.psu->part->id, b.chassis->part->id, b.cooler->part->id);
    });
    return tails;
}

inline Lines towerLines(const Priced &gpu, int k, const Priced &cpu, const Priced &board, const Priced &kit, int q,
                        const Priced &drive, const Tail &tail, const Priced *nic = nullptr)
{
    Lines lines{{gpu.part, k},   {cpu.part, 1},       {board.part, 1},         {kit.part, q},
                {drive.part, 1}, {tail.psu->part, 1}, {tail.chassis->part, 1}, {tail.cooler->part, 1}};
    if (nic)
        lines.push_back({nic->part, 1});
    return lines;
}

// The NIC choices of a workstation: none for one machine; for machines
// joined over the network, one of each NIC (its speed sets the all-reduce
// across nodes, so every one is tried).
inline std::vector<const Priced *> nicOptions(const Search &search)
{
    if (search.scenario().nodes <= 1)
        return {nullptr};
    std::vector<const Priced *> nics;
    for (const Priced &nic : search.list(PartCategory::Nic))
        nics.push_back(&nic);
    return nics;
}

// The edge modules a search may offer, each alone: its carrier's storage
// holds the system and the model.
inline std::vector<const Priced *> edgeOptions(const Search &search)
{
    std::vector<const Priced *> modules;
    if (search.edges()) {
        for (const Priced &module : search.list(PartCategory::Edge)) {
            if (search.gpuAllowed(*module.part) && search.quantityAllowed(*module.part, 1))
                modules.push_back(&module);
        }
    }
    return modules;
}

// Every candidate, in a fixed order: the reference search.
inline void visitAll(Search &search, const std::function<void(const Lines &, const Money &)> &visit)
{
    for (const Priced *module : edgeOptions(search))
        visit({{module->part, 1}}, module->price);
    if (search.racks()) {
        for (const Priced &server : search.list(PartCategory::Server)) {
            for (const Priced *nic : nicOptions(search)) {
                if (nic)
                    visit({{server.part, 1}, {nic->part, 1}}, server.price + nic->price);
                else
                    visit({{server.part, 1}}, server.price);
            }
        }
    }
    if (!search.towers())
        return;
    const std::vector<Tail> tails = allTails(search);
    for (const Priced &gpu : search.list(PartCategory::Gpu)) {
        if (!search.gpuAllowed(*gpu.part))
            continue;
        for (int k = 1; k <= search.maxGpus(); ++k) {
            if (!search.quantityAllowed(*gpu.part, k))
                continue;
            for (const Priced &cpu : search.list(PartCategory::Cpu)) {
                for (const Priced *board : boardsFor(search, std::get<CpuSpec>(cpu.part->specs))) {
                    for (const auto &[kit, q] : memoryOptions(search, std::get<MotherboardSpec>(board->part->specs))) {
                        for (const Priced &drive : search.list(PartCategory::Storage)) {
                            for (const Priced *nic : nicOptions(search)) {
                                for (const Tail &tail : tails) {
                                    Money cost = gpu.price * k + cpu.price + board->price + kit->price * q +
                                                 drive.price + tail.cost;
                                    if (nic)
                                        cost += nic->price;
                                    visit(towerLines(gpu, k, cpu, *board, *kit, q, drive, tail, nic), cost);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

} // namespace dlrig::core::recommending
