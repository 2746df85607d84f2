#include "core/recommend/recommender.h"

#include "core/recommend/recommendersearch.h"

#include <algorithm>
#include <array>
#include <unordered_map>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace dlrig::core {

namespace {

using namespace recommending;

// Which parts go together, judged by the compatibility rules themselves on
// small builds and remembered: the searches then analyse only builds whose
// parts already fit pairwise.
class Fits {
public:
    explicit Fits(Search &search) : m_search(search) {}

    // Walk::memoriesOnBoard's lists by CPU and board.
    std::map<std::pair<const Part *, const Part *>, std::vector<std::tuple<double, const Priced *, int, double>>>
        memoryMemo;

    bool gpusOnBoard(const Priced &gpu, int k, const Priced &cpu, const Priced &board)
    {
        return fine(CpuOnBoard, {{cpu.part, 1}, {board.part, 1}}) && fine(GpusOnBoard, {{gpu.part, k}, {board.part, 1}});
    }
    bool memoryOnBoard(const Priced &cpu, const Priced &board, const Priced &kit, int q)
    {
        return fine(MemoryOnBoard, {{cpu.part, 1}, {board.part, 1}, {kit.part, q}});
    }
    bool driveOnBoard(const Priced &board, const Priced &drive)
    {
        return fine(DriveOnBoard, {{board.part, 1}, {drive.part, 1}});
    }
    // PSU, chassis and cooler triples that fit the GPUs, CPU and board, cheapest first.
    const std::vector<Tail> &tails(const Priced &gpu, int k, const Priced &cpu, const Priced &board,
                                   const std::vector<Tail> &all)
    {
        const Lines key{{gpu.part, k}, {cpu.part, 1}, {board.part, 1}};
        auto it = m_tails.find(key);
        if (it != m_tails.end())
            return it->second;
        // Most rules here involve one tail part beside this key's parts: each
        // chassis, PSU and cooler is judged once per key (pointer-keyed, not the
        // memo's seven-field key, once per triple), the two pair rules after.
        const auto once = [](std::unordered_map<const Part *, bool> &seen, const Part *part, auto judge) {
            const auto [entry, added] = seen.try_emplace(part, false);
            if (added)
                entry->second = judge();
            return entry->second;
        };
        std::unordered_map<const Part *, bool> chassisFits, psuFits, coolerFits;
        std::vector<Tail> valid;
        for (const Tail &tail : all) {
            const Part *chassis = tail.chassis->part;
            const Part *psu = tail.psu->part;
            const Part *cooler = tail.cooler->part;
            if (once(chassisFits, chassis,
                     [&] {
                         return fine(ChassisTakesBoard, {{board.part, 1}, {chassis, 1}}) &&
                                fine(GpusInChassis, {{gpu.part, k}, {chassis, 1}}) &&
                                fine(GpusOnBoardInChassis, {{gpu.part, k}, {board.part, 1}, {chassis, 1}}) &&
                                fine(HeatInChassis, {{gpu.part, k}, {cpu.part, 1}, {chassis, 1}});
                     }) &&
                once(psuFits, psu,
                     [&] {
                         return fine(PsuForGpus, {{gpu.part, k}, {psu, 1}});
                     }) &&
                once(coolerFits, cooler,
                     [&] {
                         return fine(CoolerOnCpu, {{cpu.part, 1}, {cooler, 1}});
                     }) &&
                fine(PsuInChassis, {{psu, 1}, {chassis, 1}}) &&
                fine(CoolerInChassis, {{anyCpu(), 1}, {cooler, 1}, {chassis, 1}}))
                valid.push_back(tail);
        }
        return m_tails.emplace(key, std::move(valid)).first->second;
    }

private:
    // Groups of rules that involve only the parts of one small build.
    enum Group {
        CpuOnBoard,
        GpusOnBoard,
        MemoryOnBoard,
        DriveOnBoard,
        ChassisTakesBoard,
        GpusInChassis,
        GpusOnBoardInChassis,
        HeatInChassis,
        PsuForGpus,
        PsuInChassis,
        CoolerOnCpu,
        CoolerInChassis
    };

    // The cooler's height rule runs only with a CPU in the build; which one does
    // not matter, so one CPU stands for all (a memo per cooler and case, not per CPU).
    const Part *anyCpu() const
    {
        const auto &cpus = m_search.list(PartCategory::Cpu);
        return cpus.empty() ? nullptr : cpus.front().part;
    }

    static const std::set<std::string> &rules(Group group)
    {
        static const std::map<Group, std::set<std::string>> table{
            {CpuOnBoard, {"cpu.socket", "cpu.count", "cpu.chipset"}},
            {GpusOnBoard, {"gpu.slots", "gpu.form"}},
            {MemoryOnBoard, {"memory.type", "memory.registered", "memory.slots", "memory.capacity"}},
            {DriveOnBoard, {"storage.m2"}},
            {ChassisTakesBoard, {"chassis.board"}},
            {GpusInChassis, {"gpu.width", "gpu.length", "gpu.cooling"}},
            {GpusOnBoardInChassis, {"gpu.slots", "gpu.air"}},
            {HeatInChassis, {"chassis.heat"}},
            {PsuForGpus, {"psu.connectors"}},
            {PsuInChassis, {"psu.form"}},
            {CoolerOnCpu, {"cooler.socket"}},
            {CoolerInChassis, {"cooler.height"}},
        };
        return table.at(group);
    }

    // A small build of at most three lines, with its rule group: the memo's key.
    struct Key {
        int group = 0;
        std::array<const Part *, 3> parts{};
        std::array<int, 3> quantities{};
        bool operator==(const Key &) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key &key) const
        {
            std::size_t h = std::hash<int>()(key.group);
            for (std::size_t i = 0; i < 3; ++i) {
                h = h * 1'000'003 ^ std::hash<const Part *>()(key.parts[i]);
                h = h * 1'000'003 ^ std::hash<int>()(key.quantities[i]);
            }
            return h;
        }
    };

    // No error of the group's rules on a build of just these parts (remembered;
    // the search asks the same questions millions of times, so no allocation on a hit).
    bool fine(Group group, std::initializer_list<std::pair<const Part *, int>> lines)
    {
        Key key;
        key.group = group;
        std::size_t i = 0;
        for (const auto &[part, quantity] : lines) {
            key.parts[i] = part;
            key.quantities[i] = quantity;
            ++i;
        }
        const auto it = m_memo.find(key);
        if (it != m_memo.end())
            return it->second;
        bool ok = true;
        for (const Finding &finding : checkCompatibility(m_search.makeBareBuild(Lines(lines)), m_search.assumptions()))
            ok = ok && !(finding.severity == Severity::Error && rules(group).contains(finding.rule));
        m_memo.emplace(key, ok);
        return ok;
    }

    Search &m_search;
    std::unordered_map<Key, bool, KeyHash> m_memo;
    std::map<Lines, std::vector<Tail>> m_tails;
};

// One workstation option the searches walk: GPUs, then CPU and board, then
// memory and drive, then the cheapest tail that carries the peak draw.
struct Walk {
    Search &search;
    Fits &fits;
    const std::vector<Tail> &allTails;
    bool vision = false;
    int vocab = 0;

    // Memory options that fit the board and hold the RAM the workload wants, with their bandwidth rate.
    std::vector<std::tuple<double, const Priced *, int>> memories(const Priced &cpu, const Priced &board,
                                                                  const Estimate &e)
    {
        const double needGib = static_cast<double>(e.host.ram.count) / static_cast<double>(kGiB);
        std::vector<std::tuple<double, const Priced *, int>> list;
        for (const auto &[rate, kit, q, gib] : memoriesOnBoard(cpu, board)) {
            if (gib * search.scenario().nodes >= needGib) // the ram_capacity fit
                list.emplace_back(rate, kit, q);
        }
        return list;
    }

    // Every kit and count that fits the CPU and board, with its rate and GiB,
    // by rate (remembered: it does not depend on the GPUs).
    const std::vector<std::tuple<double, const Priced *, int, double>> &memoriesOnBoard(const Priced &cpu,
                                                                                       const Priced &board)
    {
        const auto key = std::make_pair(cpu.part, board.part);
        auto it = fits.memoryMemo.find(key);
        if (it != fits.memoryMemo.end())
            return it->second;
        std::vector<std::tuple<double, const Priced *, int, double>> list;
        for (const auto &[kit, q] : memoryOptions(search, std::get<MotherboardSpec>(board.part->specs))) {
            if (!fits.memoryOnBoard(cpu, board, *kit, q))
                continue;
            const NodeView node = viewNode(search.makeBuild({{cpu.part, 1}, {board.part, 1}, {kit->part, q}}));
            list.emplace_back(ramBandwidthRate(node, search.scenario().nodes, vision, search.assumptions()), kit, q,
                              node.ramGib);
        }
        std::stable_sort(list.begin(), list.end(),
                         [](const auto &a, const auto &b) { return std::get<0>(a) > std::get<0>(b); });
        return fits.memoryMemo.emplace(key, std::move(list)).first->second;
    }

    // Drives that fit the board and hold the dataset and checkpoints, with their read rate.
    std::vector<std::pair<double, const Priced *>> drives(const Priced &board, const Estimate &e)
    {
        std::vector<std::pair<double, const Priced *>> list;
        const Scenario &s = search.scenario();
        const bool reads = !(s.workload.task == Task::Infer && !vision);
        for (const Priced &drive : search.list(PartCategory::Storage)) {
            if (!fits.driveOnBoard(board, drive))
                continue;
            const NodeView node = viewNode(search.makeBuild({{drive.part, 1}}));
            if (node.storageBytes < static_cast<double>(e.host.storage.count))
                continue; // the storage_capacity fit
            const double rate = reads ? storageThroughputRate(node, s.nodes, vision, vocab, search.assumptions())
                                      : std::numeric_limits<double>::infinity();
            list.emplace_back(rate, &drive);
        }
        return list;
    }

    // Peak draw without the tail (PSU, chassis and cooler add no watts).
    double peakWatts(const Lines &lines) const
    {
        return estimatePower(search.makeBuild(lines), search.assumptions()).peakWatts;
    }
};

// Every GPU model and count the constraints allow, with a bound of its rate
// from the spec sheet alone (computed once per search; plans come later, only
// for the options a search cannot rule out without one).
const std::vector<GpuOption> &gpuOptions(Search &search)
{
    if (search.gpuOptions)
        return *search.gpuOptions;
    std::vector<GpuOption> options;
    for (const Priced &gpu : search.list(PartCategory::Gpu)) {
        if (!search.gpuAllowed(*gpu.part))
            continue;
        for (int k = 1; k <= search.maxGpus(); ++k) {
            if (search.quantityAllowed(*gpu.part, k))
                options.push_back({&gpu, k, search.computeBound(*gpu.part, k)});
        }
    }
    return *(search.gpuOptions = std::move(options));
}

// The plan of k of these GPUs when it meets the workload, else nullptr.
// Whether a plan fits depends on the GPUs alone; the serving speed at most on
// their own PCIe generation (the bound shape).
const PlannedEstimate *plannedOption(Search &search, const Priced &gpu, int k)
{
    const auto key = std::make_pair(gpu.part, k);
    if (const auto it = search.plannedOptions.find(key); it != search.plannedOptions.end())
        return it->second;
    const PlannedEstimate *e = search.plannedFor(search.makeBuild({{gpu.part, k}}), true);
    const PlannedEstimate *meets = e && e->estimate.compute.unitsPerSecond && search.planMeets(*e) ? e : nullptr;
    search.plannedOptions.emplace(key, meets);
    return meets;
}

// Branch and bound for the highest rate within `budget`, or (budget empty) for
// the lowest cost that meets the needs. Bounds: a build's rate is at most its
// GPUs' compute rate and each CPU, memory and drive stave; its cost at least
// the parts chosen so far plus the cheapest of the rest.
std::optional<Recommendation> branchAndBound(Search &search, Fits &fits, const std::optional<Money> &budget)
{
    const bool byRate = budget.has_value();
    Keeper keeper(byRate ? better : cheaper, !byRate);
    const auto &best = keeper.best();
    const std::int64_t limit = byRate ? budget->minorUnits() : std::numeric_limits<std::int64_t>::max();
    const auto hopeless = [&](double rate, std::int64_t cost) {
        if (cost > limit)
            return true;
        if (!best)
            return false;
        if (!byRate)
            return cost > best->cost.minorUnits();
        return rate < best->rate || (rate == best->rate && cost > best->cost.minorUnits());
    };
    for (const Priced *module : edgeOptions(search)) {
        if (!hopeless(std::numeric_limits<double>::infinity(), module->price.minorUnits()))
            keeper.offer(search, {{module->part, 1}}, module->price);
    }
    if (search.racks()) {
        for (const Priced &server : search.list(PartCategory::Server)) {
            for (const Priced *nic : nicOptions(search)) {
                const Money cost = nic ? server.price + nic->price : server.price;
                if (hopeless(std::numeric_limits<double>::infinity(), cost.minorUnits()))
                    continue;
                Lines lines{{server.part, 1}};
                if (nic)
                    lines.push_back({nic->part, 1});
                keeper.offer(search, lines, cost);
            }
        }
    }
    if (!search.towers())
        return best;

    const Scenario &scenario = search.scenario();
    const Currency currency = scenario.currency;
    const std::vector<Tail> all = allTails(search);
    Walk walk{search, fits, all, isVisionWorkload(scenario.workload),
              scenario.workload.model.transformer ? scenario.workload.model.transformer->vocab : 0};
    const std::int64_t minDrive = search.cheapest(PartCategory::Storage).minorUnits();
    const std::int64_t minMemory = search.cheapest(PartCategory::Memory).minorUnits();
    const std::int64_t minTail = all.empty() ? 0 : all.front().cost.minorUnits();
    const std::int64_t minPlatform = search.cheapest(PartCategory::Cpu).minorUnits() +
                                     search.cheapest(PartCategory::Motherboard).minorUnits() + minMemory + minDrive +
                                     minTail;

    // The GPU options to walk. By rate: those the spec-sheet bound and the cost
    // do not already rule out, planned, the best plan bound first. By cost: the
    // cheapest first, planned as they are reached.
    struct Option {
        const Priced *gpu;
        int k;
        const PlannedEstimate *planned; // by rate: always set; by cost: planned on the visit
    };
    std::vector<Option> options;
    for (const GpuOption &option : gpuOptions(search)) {
        const std::int64_t gpuCost = (option.gpu->price * option.k).minorUnits();
        if (hopeless(option.computeBound, gpuCost + minPlatform))
            continue;
        const PlannedEstimate *planned = byRate ? plannedOption(search, *option.gpu, option.k) : nullptr;
        if (!byRate || planned)
            options.push_back({option.gpu, option.k, planned});
    }
    std::stable_sort(options.begin(), options.end(), [&](const Option &a, const Option &b) {
        if (byRate) {
            const double boundA = Search::rateBound(*a.planned);
            const double boundB = Search::rateBound(*b.planned);
            if (boundA != boundB)
                return boundA > boundB;
        }
        return (a.gpu->price * a.k).minorUnits() < (b.gpu->price * b.k).minorUnits();
    });
    for (const auto &[gpu, k, plannedFirst] : options) {
        const std::int64_t gpuCost = (gpu->price * k).minorUnits();
        if (!byRate && hopeless(std::numeric_limits<double>::infinity(), gpuCost + minPlatform))
            break; // sorted by cost
        const PlannedEstimate *planned = plannedFirst ? plannedFirst : plannedOption(search, *gpu, k);
        if (!planned)
            continue;
        const Estimate &e = planned->estimate;
        const double gpuBound = Search::rateBound(*planned);
        if (byRate && best && gpuBound < best->rate)
            break; // sorted by bound
        if (hopeless(gpuBound, gpuCost + minPlatform))
            continue;
        for (const Priced &cpu : search.list(PartCategory::Cpu)) {
            const double cpuBound =
                std::min(gpuBound, cpuDataloadRate(viewNode(search.makeBuild({{cpu.part, 1}})), scenario.nodes,
                                                   walk.vision, search.assumptions()));
            const std::int64_t cpuCost = gpuCost + cpu.price.minorUnits();
            if (hopeless(cpuBound, cpuCost + minPlatform - search.cheapest(PartCategory::Cpu).minorUnits()))
                continue;
            for (const Priced *board : boardsFor(search, std::get<CpuSpec>(cpu.part->specs))) {
                const std::int64_t boardCost = cpuCost + board->price.minorUnits();
                // The evaluation's layout rule, before the board's builds are walked.
                if (hopeless(cpuBound, boardCost + minMemory + minDrive + minTail) ||
                    !Search::layoutAllowsGpus(std::get<MotherboardSpec>(board->part->specs), k) ||
                    !fits.gpusOnBoard(*gpu, k, cpu, *board))
                    continue;
                const std::vector<Tail> &tails = fits.tails(*gpu, k, cpu, *board, all);
                if (tails.empty())
                    continue;
                const auto drives = walk.drives(*board, e);
                for (const auto &[memoryRate, kit, q] : walk.memories(cpu, *board, e)) {
                    const double memoryBound = std::min(cpuBound, memoryRate);
                    if (byRate && best && memoryBound < best->rate)
                        break; // sorted by rate
                    const std::int64_t memoryCost = boardCost + (kit->price * q).minorUnits();
                    if (hopeless(memoryBound, memoryCost + minDrive + tails.front().cost.minorUnits()))
                        continue;
                    for (const auto &[driveRate, drive] : drives) {
                        const double bound = std::min(memoryBound, driveRate);
                        const std::int64_t driveCost = memoryCost + drive->price.minorUnits();
                        if (hopeless(bound, driveCost + tails.front().cost.minorUnits()))
                            continue;
                        // One NIC per node when the machines are joined; none for one machine.
                        for (const Priced *nic : nicOptions(search)) {
                            Lines parts{
                                {gpu->part, k}, {cpu.part, 1}, {board->part, 1}, {kit->part, q}, {drive->part, 1}};
                            std::int64_t partsCost = driveCost;
                            if (nic) {
                                parts.push_back({nic->part, 1});
                                partsCost += nic->price.minorUnits();
                            }
                            const double peak = walk.peakWatts(parts);
                            if (peak > search.towerPeakLimit())
                                continue;
                            for (const Tail &tail : tails) {
                                if (psuWattsOn(std::get<PsuSpec>(tail.psu->part->specs), siteCircuit(scenario)) *
                                        search.assumptions().psuMaxLoad <
                                    peak)
                                    continue; // the power fit with headroom
                                const std::int64_t total = partsCost + tail.cost.minorUnits();
                                if (hopeless(bound, total))
                                    break; // tails are sorted by cost
                                // Tails are pre-checked against every rule that involves them, so
                                // whether this one meets the needs does not depend on the tail:
                                // the first that carries the peak is the only one worth analysing.
                                keeper.offer(search, towerLines(*gpu, k, cpu, *board, *kit, q, *drive, tail, nic),
                                             Money(total, currency));
                                break;
                            }
                        }
                    }
                }
            }
        }
    }
    return best;
}

} // namespace

namespace {

// The searches price one node; a budget is for all of them. Identical nodes
// share it evenly (rounded down to the minor unit), and what is reported
// costs all nodes.
Money perNode(const Money &budget, const Scenario &scenario)
{
    return Money(budget.minorUnits() / std::max(1, scenario.nodes), budget.currency());
}

void allNodes(std::optional<Recommendation> &recommendation, const Scenario &scenario)
{
    if (recommendation)
        recommendation->cost = recommendation->cost * std::max(1, scenario.nodes);
}

void allNodes(RecommendResult &result, const Scenario &scenario)
{
    allNodes(result.best, scenario);
    allNodes(result.cheapest, scenario);
    for (auto &[tier, recommendation] : result.tiers) {
        tier = tier * std::max(1, scenario.nodes);
        allNodes(recommendation, scenario);
    }
}

} // namespace

RecommendResult recommend(const Scenario &scenario, const std::vector<Part> &parts,
                          const RecommendConstraints &constraints, const Assumptions &assumptions,
                          const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, true);
    RecommendResult result;
    const Money budget = perNode(rates.convert(constraints.budget, scenario.currency), scenario);
    Fits fits(search); // what fits together, remembered over the four searches
    result.best = branchAndBound(search, fits, budget);
    for (const double share : {0.25, 0.5, 1.0}) {
        const Money tier(static_cast<std::int64_t>(static_cast<double>(budget.minorUnits()) * share),
                         budget.currency());
        result.tiers.emplace_back(tier, share == 1.0 ? result.best : branchAndBound(search, fits, tier));
    }
    result.cheapest = branchAndBound(search, fits, std::nullopt);
    result.evaluated = search.evaluated();
    allNodes(result, scenario);
    return result;
}

std::optional<Recommendation> recommendBest(const Scenario &scenario, const std::vector<Part> &parts,
                                            const RecommendConstraints &constraints, const Assumptions &assumptions,
                                            const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, true);
    Fits fits(search);
    std::optional<Recommendation> best =
        branchAndBound(search, fits, perNode(rates.convert(constraints.budget, scenario.currency), scenario));
    allNodes(best, scenario);
    return best;
}

std::optional<Recommendation> recommendCheapest(const Scenario &scenario, const std::vector<Part> &parts,
                                                const RecommendConstraints &constraints,
                                                const Assumptions &assumptions, const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, true);
    Fits fits(search);
    std::optional<Recommendation> cheapest = branchAndBound(search, fits, std::nullopt);
    allNodes(cheapest, scenario);
    return cheapest;
}

RecommendResult recommendBruteForce(const Scenario &scenario, const std::vector<Part> &parts,
                                    const RecommendConstraints &constraints, const Assumptions &assumptions,
                                    const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, false);
    const Money budget = perNode(rates.convert(constraints.budget, scenario.currency), scenario);
    Keeper best(better, false);
    Keeper cheapestOverall(cheaper, true);
    std::vector<std::pair<Money, Keeper>> tiers;
    for (const double share : {0.25, 0.5, 1.0}) {
        tiers.emplace_back(
            Money(static_cast<std::int64_t>(static_cast<double>(budget.minorUnits()) * share), budget.currency()),
            Keeper(better, false));
    }
    visitAll(search, [&](const Lines &lines, const Money &cost) {
        Recommendation probe{search.makeBuild(lines), 0, cost, "", {}};
        probe.key = keyOf(probe.build);
        const Outcome outcome = search.evaluate(probe.build);
        if (!outcome.meets)
            return;
        probe.rate = outcome.rate;
        probe.plan = outcome.plan;
        for (auto &[tierBudget, keeper] : tiers) {
            if (cost.minorUnits() <= tierBudget.minorUnits())
                keeper.take(probe);
        }
        if (cost.minorUnits() <= budget.minorUnits())
            best.take(probe);
        if (outcome.meetsAtLowEnd)
            cheapestOverall.take(probe);
    });
    RecommendResult result;
    result.best = best.best();
    result.cheapest = cheapestOverall.best();
    for (auto &[tierBudget, keeper] : tiers)
        result.tiers.emplace_back(tierBudget, keeper.best());
    result.evaluated = search.evaluated();
    allNodes(result, scenario);
    return result;
}

Build toBuild(const Recommendation &recommendation, std::string name)
{
    Build build{std::move(name), recommendation.build.scenario, {}};
    for (const BuildLine &line : recommendation.build.lines)
        build.items.push_back({line.part.id, line.quantity});
    return build;
}

} // namespace dlrig::core
