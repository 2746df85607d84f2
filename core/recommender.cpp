#include "core/recommender.h"

#include "core/partspecsjson.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <set>
#include <tuple>

namespace dlrig::core {

namespace {

struct Priced {
    const Part *part = nullptr;
    Money price = kNoMoney;
};

// What one candidate build is worth, judged the same way by both searches.
struct Outcome {
    bool meets = false;
    double rate = 0;
};

bool better(const Recommendation &a, const Recommendation &b)
{
    if (a.rate != b.rate)
        return a.rate > b.rate;
    if (a.cost.minorUnits() != b.cost.minorUnits())
        return a.cost.minorUnits() < b.cost.minorUnits();
    return a.key < b.key;
}

bool cheaper(const Recommendation &a, const Recommendation &b)
{
    if (a.cost.minorUnits() != b.cost.minorUnits())
        return a.cost.minorUnits() < b.cost.minorUnits();
    if (a.rate != b.rate)
        return a.rate > b.rate;
    return a.key < b.key;
}

std::string keyOf(const ResolvedBuild &build)
{
    std::string key;
    for (const BuildLine &line : build.lines)
        key += line.part.id + "*" + std::to_string(line.quantity) + "|";
    return key;
}

class Search {
public:
    // With `dropDominated`, of parts with the same vendor, specs and power only
    // the cheapest (then lowest id) is kept: a dearer twin can never be in the
    // best or the cheapest build, since swapping it for the twin keeps every
    // rule and rate and lowers the cost (or, at equal cost, the key).
    Search(const Scenario &scenario, const std::vector<Part> &parts, const RecommendConstraints &constraints,
           const Assumptions &assumptions, const ExchangeRates &rates, bool dropDominated)
        : m_scenario(scenario), m_parts(parts), m_constraints(constraints), m_a(assumptions), m_rates(rates)
    {
        for (const Part &part : parts) {
            const auto price = partPrice(part, scenario.currency, rates);
            if (!price)
                continue; // a part without a price cannot be recommended
            m_byCategory[part.category()].push_back({&part, *price});
            m_index[part.id] = &part;
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

    // The estimate for `gpus` GPUs of this model, or nothing when the workload
    // cannot be split over them (e.g. tensor parallelism that does not divide).
    const Estimate *estimateFor(const ResolvedBuild &build)
    {
        const std::string key = keyOfGpus(build);
        auto it = m_estimates.find(key);
        if (it == m_estimates.end()) {
            std::optional<Estimate> e;
            try {
                e = estimate(estimateRequestFor(build, m_a));
            } catch (const InputError &) {
            }
            it = m_estimates.emplace(key, e).first;
        }
        return it->second ? &*it->second : nullptr;
    }

    Outcome evaluate(const ResolvedBuild &build)
    {
        ++m_evaluated;
        const Estimate *e = estimateFor(build);
        if (!e)
            return {};
        for (const Finding &finding : checkCompatibility(build, m_a)) {
            if (finding.severity == Severity::Error)
                return {};
        }
        const PowerEstimate power = estimatePower(build, m_a);
        if (m_constraints.maxWatts && power.peakWatts > *m_constraints.maxWatts)
            return {};
        // A recommended PSU also keeps the headroom the psu.headroom rule asks for.
        if (power.peakWatts > power.psuWatts * m_a.psuMaxLoad)
            return {};
        const BarrelReport barrel = analyzeBarrel(build, *e, power, m_a);
        for (const Stave &stave : barrel.staves) {
            if (stave.isFit && stave.ratio < 1)
                return {};
        }
        return {barrel.systemRate > 0, barrel.systemRate};
    }

    ResolvedBuild makeBuild(const std::vector<std::pair<const Part *, int>> &lines) const
    {
        ResolvedBuild build;
        build.scenario = m_scenario;
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
    const std::optional<double> &maxWatts() const { return m_constraints.maxWatts; }
    bool racks() const { return m_constraints.form.empty() || m_constraints.form == "rack"; }
    const Scenario &scenario() const { return m_scenario; }
    const Assumptions &assumptions() const { return m_a; }

private:
    static std::string keyOfGpus(const ResolvedBuild &build)
    {
        std::string key;
        for (const BuildLine &line : build.lines) {
            if (line.part.category() == PartCategory::Gpu || line.part.category() == PartCategory::Server)
                key += line.part.id + "*" + std::to_string(line.quantity);
        }
        return key;
    }

    const Scenario &m_scenario;
    const std::vector<Part> &m_parts;
    const RecommendConstraints &m_constraints;
    const Assumptions &m_a;
    const ExchangeRates &m_rates;
    std::map<PartCategory, std::vector<Priced>> m_byCategory;
    std::map<std::string, const Part *> m_index;
    std::map<std::string, std::optional<Estimate>> m_estimates;
    std::size_t m_evaluated = 0;
};

using Lines = std::vector<std::pair<const Part *, int>>;

// Keeps the best (or cheapest) acceptable candidate seen.
class Keeper {
public:
    explicit Keeper(bool (*order)(const Recommendation &, const Recommendation &)) : m_order(order) {}

    // Analyses a candidate; true when it meets the workload's needs.
    bool offer(Search &search, const Lines &lines, const Money &cost)
    {
        Recommendation candidate{search.makeBuild(lines), 0, cost, ""};
        candidate.key = keyOf(candidate.build);
        const Outcome outcome = search.evaluate(candidate.build);
        if (!outcome.meets)
            return false;
        candidate.rate = outcome.rate;
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
    std::optional<Recommendation> m_best;
};

// The memory options a board can hold: a kit and how many of it, within its slots.
std::vector<std::pair<const Priced *, int>> memoryOptions(const Search &search, const MotherboardSpec &board)
{
    std::vector<std::pair<const Priced *, int>> options;
    for (const Priced &kit : search.list(PartCategory::Memory)) {
        const auto &spec = std::get<MemoryKitSpec>(kit.part->specs);
        for (int q = 1; q * spec.modules <= board.memorySlots; ++q)
            options.emplace_back(&kit, q);
    }
    return options;
}

std::vector<const Priced *> boardsFor(const Search &search, const CpuSpec &cpu)
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

std::vector<Tail> allTails(const Search &search, const Currency &currency)
{
    std::vector<Tail> tails;
    for (const Priced &psu : search.list(PartCategory::Psu)) {
        for (const Priced &chassis : search.list(PartCategory::Chassis)) {
            for (const Priced &cooler : search.list(PartCategory::Cooling))
                tails.push_back({&psu, &chassis, &cooler, psu.price + chassis.price + cooler.price});
        }
    }
    (void)currency;
    // Cheapest first; equal costs in the order of the build key (psu, chassis, cooler ids).
    std::sort(tails.begin(), tails.end(), [](const Tail &a, const Tail &b) {
        if (a.cost.minorUnits() != b.cost.minorUnits())
            return a.cost.minorUnits() < b.cost.minorUnits();
        return std::tie(a.psu->part->id, a.chassis->part->id, a.cooler->part->id) <
               std::tie(b.psu->part->id, b.chassis->part->id, b.cooler->part->id);
    });
    return tails;
}

Lines towerLines(const Priced &gpu, int k, const Priced &cpu, const Priced &board, const Priced &kit, int q,
                 const Priced &drive, const Tail &tail)
{
    return {{gpu.part, k},   {cpu.part, 1},       {board.part, 1},         {kit.part, q},
            {drive.part, 1}, {tail.psu->part, 1}, {tail.chassis->part, 1}, {tail.cooler->part, 1}};
}

// Every candidate, in a fixed order: the reference search.
void visitAll(Search &search, const std::function<void(const Lines &, const Money &)> &visit)
{
    const Currency currency = search.scenario().currency;
    if (search.racks()) {
        for (const Priced &server : search.list(PartCategory::Server))
            visit({{server.part, 1}}, server.price);
    }
    if (!search.towers())
        return;
    const std::vector<Tail> tails = allTails(search, currency);
    for (const Priced &gpu : search.list(PartCategory::Gpu)) {
        if (!search.gpuAllowed(*gpu.part))
            continue;
        for (int k = 1; k <= search.maxGpus(); ++k) {
            for (const Priced &cpu : search.list(PartCategory::Cpu)) {
                for (const Priced *board : boardsFor(search, std::get<CpuSpec>(cpu.part->specs))) {
                    for (const auto &[kit, q] : memoryOptions(search, std::get<MotherboardSpec>(board->part->specs))) {
                        for (const Priced &drive : search.list(PartCategory::Storage)) {
                            for (const Tail &tail : tails) {
                                const Money cost =
                                    gpu.price * k + cpu.price + board->price + kit->price * q + drive.price + tail.cost;
                                visit(towerLines(gpu, k, cpu, *board, *kit, q, drive, tail), cost);
                            }
                        }
                    }
                }
            }
        }
    }
}

// Which parts go together, judged by the compatibility rules themselves on
// small builds and remembered: the searches then analyse only builds whose
// parts already fit pairwise.
class Fits {
public:
    explicit Fits(Search &search) : m_search(search) {}

    bool gpusOnBoard(const Priced &gpu, int k, const Priced &cpu, const Priced &board)
    {
        return fine({{gpu.part, k}, {cpu.part, 1}, {board.part, 1}},
                    {"cpu.socket", "cpu.count", "gpu.slots", "gpu.form"});
    }
    bool memoryOnBoard(const Priced &cpu, const Priced &board, const Priced &kit, int q)
    {
        return fine({{cpu.part, 1}, {board.part, 1}, {kit.part, q}},
                    {"memory.type", "memory.registered", "memory.slots", "memory.capacity"});
    }
    bool driveOnBoard(const Priced &board, const Priced &drive)
    {
        return fine({{board.part, 1}, {drive.part, 1}}, {"storage.m2"});
    }
    // PSU, chassis and cooler triples that fit the GPUs, CPU and board, cheapest first.
    const std::vector<Tail> &tails(const Priced &gpu, int k, const Priced &cpu, const Priced &board,
                                   const std::vector<Tail> &all)
    {
        const std::string key = gpu.part->id + "*" + std::to_string(k) + "|" + cpu.part->id + "|" + board.part->id;
        auto it = m_tails.find(key);
        if (it != m_tails.end())
            return it->second;
        std::vector<Tail> valid;
        for (const Tail &tail : all) {
            if (fine({{gpu.part, k}, {board.part, 1}, {tail.chassis->part, 1}},
                     {"chassis.board", "gpu.width", "gpu.length"}) &&
                fine({{gpu.part, k}, {tail.psu->part, 1}}, {"psu.connectors"}) &&
                fine({{tail.psu->part, 1}, {tail.chassis->part, 1}}, {"psu.form"}) &&
                fine({{cpu.part, 1}, {tail.cooler->part, 1}, {tail.chassis->part, 1}},
                     {"cooler.socket", "cooler.height"}))
                valid.push_back(tail);
        }
        return m_tails.emplace(key, std::move(valid)).first->second;
    }

private:
    // No error of these rules on a build of just these parts (remembered).
    bool fine(const Lines &lines, const std::set<std::string> &rules)
    {
        std::string key;
        for (const auto &[part, quantity] : lines)
            key += part->id + "*" + std::to_string(quantity) + "|";
        for (const std::string &rule : rules)
            key += rule + ",";
        const auto it = m_memo.find(key);
        if (it != m_memo.end())
            return it->second;
        bool ok = true;
        for (const Finding &finding : checkCompatibility(m_search.makeBuild(lines), m_search.assumptions()))
            ok = ok && !(finding.severity == Severity::Error && rules.contains(finding.rule));
        m_memo.emplace(key, ok);
        return ok;
    }

    Search &m_search;
    std::map<std::string, bool> m_memo;
    std::map<std::string, std::vector<Tail>> m_tails;
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
        std::vector<std::tuple<double, const Priced *, int>> list;
        const double needGib = static_cast<double>(e.host.ram.count) / static_cast<double>(kGiB);
        for (const auto &[kit, q] : memoryOptions(search, std::get<MotherboardSpec>(board.part->specs))) {
            if (!fits.memoryOnBoard(cpu, board, *kit, q))
                continue;
            const NodeView node = viewNode(search.makeBuild({{cpu.part, 1}, {board.part, 1}, {kit->part, q}}));
            if (node.ramGib * search.scenario().nodes < needGib)
                continue; // the ram_capacity fit
            list.emplace_back(ramBandwidthRate(node, search.scenario().nodes, vision, search.assumptions()), kit, q);
        }
        std::stable_sort(list.begin(), list.end(),
                         [](const auto &a, const auto &b) { return std::get<0>(a) > std::get<0>(b); });
        return list;
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

std::vector<std::pair<const Priced *, int>> gpuOptions(Search &search)
{
    std::vector<std::pair<const Priced *, int>> options;
    for (const Priced &gpu : search.list(PartCategory::Gpu)) {
        if (!search.gpuAllowed(*gpu.part))
            continue;
        for (int k = 1; k <= search.maxGpus(); ++k) {
            const Estimate *e = search.estimateFor(search.makeBuild({{gpu.part, k}}));
            // The VRAM fit depends on the GPUs alone.
            if (e && e->compute.unitsPerSecond &&
                static_cast<double>(std::get<GpuSpec>(gpu.part->specs).vram.count) >=
                    static_cast<double>(e->memory.perGpu.total().count))
                options.emplace_back(&gpu, k);
        }
    }
    return options;
}

// Branch and bound for the highest rate within `budget`, or (budget empty) for
// the lowest cost that meets the needs. Bounds: a build's rate is at most its
// GPUs' compute rate and each CPU, memory and drive stave; its cost at least
// the parts chosen so far plus the cheapest of the rest.
std::optional<Recommendation> branchAndBound(Search &search, const std::optional<Money> &budget)
{
    const bool byRate = budget.has_value();
    Keeper keeper(byRate ? better : cheaper);
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
    if (search.racks()) {
        for (const Priced &server : search.list(PartCategory::Server)) {
            if (!hopeless(std::numeric_limits<double>::infinity(), server.price.minorUnits()))
                keeper.offer(search, {{server.part, 1}}, server.price);
        }
    }
    if (!search.towers())
        return best;

    const Scenario &scenario = search.scenario();
    const Currency currency = scenario.currency;
    const std::vector<Tail> all = allTails(search, currency);
    Fits fits(search);
    Walk walk{search, fits, all, isVisionWorkload(scenario.workload),
              scenario.workload.model.transformer ? scenario.workload.model.transformer->vocab : 0};
    const std::int64_t minDrive = search.cheapest(PartCategory::Storage).minorUnits();
    const std::int64_t minMemory = search.cheapest(PartCategory::Memory).minorUnits();
    const std::int64_t minTail = all.empty() ? 0 : all.front().cost.minorUnits();
    const std::int64_t minPlatform = search.cheapest(PartCategory::Cpu).minorUnits() +
                                     search.cheapest(PartCategory::Motherboard).minorUnits() + minMemory + minDrive +
                                     minTail;

    auto options = gpuOptions(search);
    const auto boundOf = [&](const std::pair<const Priced *, int> &o) {
        return *search.estimateFor(search.makeBuild({{o.first->part, o.second}}))->compute.unitsPerSecond;
    };
    // By rate, the best first; by cost, the cheapest first.
    std::stable_sort(options.begin(), options.end(), [&](const auto &a, const auto &b) {
        const std::int64_t costA = (a.first->price * a.second).minorUnits();
        const std::int64_t costB = (b.first->price * b.second).minorUnits();
        if (byRate && boundOf(a) != boundOf(b))
            return boundOf(a) > boundOf(b);
        return costA < costB;
    });
    for (const auto &[gpu, k] : options) {
        const Estimate &e = *search.estimateFor(search.makeBuild({{gpu->part, k}}));
        const double gpuBound = *e.compute.unitsPerSecond;
        const std::int64_t gpuCost = (gpu->price * k).minorUnits();
        if (byRate && best && gpuBound < best->rate)
            break; // sorted by bound
        if (hopeless(gpuBound, gpuCost + minPlatform)) {
            if (!byRate)
                break; // sorted by cost
            continue;
        }
        for (const Priced &cpu : search.list(PartCategory::Cpu)) {
            const double cpuBound =
                std::min(gpuBound, cpuDataloadRate(viewNode(search.makeBuild({{cpu.part, 1}})), scenario.nodes,
                                                   walk.vision, search.assumptions()));
            const std::int64_t cpuCost = gpuCost + cpu.price.minorUnits();
            if (hopeless(cpuBound, cpuCost + minPlatform - search.cheapest(PartCategory::Cpu).minorUnits()))
                continue;
            for (const Priced *board : boardsFor(search, std::get<CpuSpec>(cpu.part->specs))) {
                const std::int64_t boardCost = cpuCost + board->price.minorUnits();
                if (hopeless(cpuBound, boardCost + minMemory + minDrive + minTail) ||
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
                        const double peak = walk.peakWatts(
                            {{gpu->part, k}, {cpu.part, 1}, {board->part, 1}, {kit->part, q}, {drive->part, 1}});
                        if (search.maxWatts() && peak > *search.maxWatts())
                            continue;
                        for (const Tail &tail : tails) {
                            if (std::get<PsuSpec>(tail.psu->part->specs).continuousWatts *
                                    search.assumptions().psuMaxLoad <
                                peak)
                                continue; // the power fit with headroom
                            const std::int64_t total = driveCost + tail.cost.minorUnits();
                            if (hopeless(bound, total))
                                break; // tails are sorted by cost
                            if (keeper.offer(search, towerLines(*gpu, k, cpu, *board, *kit, q, *drive, tail),
                                             Money(total, currency)))
                                break; // the cheapest tail that fits; the rate does not depend on it
                        }
                    }
                }
            }
        }
    }
    return best;
}

} // namespace

RecommendResult recommend(const Scenario &scenario, const std::vector<Part> &parts,
                          const RecommendConstraints &constraints, const Assumptions &assumptions,
                          const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, true);
    RecommendResult result;
    const Money budget = rates.convert(constraints.budget, scenario.currency);
    result.best = branchAndBound(search, budget);
    for (const double share : {0.25, 0.5, 1.0}) {
        const Money tier(static_cast<std::int64_t>(static_cast<double>(budget.minorUnits()) * share),
                         budget.currency());
        result.tiers.emplace_back(tier, share == 1.0 ? result.best : branchAndBound(search, tier));
    }
    result.cheapest = branchAndBound(search, std::nullopt);
    result.evaluated = search.evaluated();
    return result;
}

RecommendResult recommendBruteForce(const Scenario &scenario, const std::vector<Part> &parts,
                                    const RecommendConstraints &constraints, const Assumptions &assumptions,
                                    const ExchangeRates &rates)
{
    Search search(scenario, parts, constraints, assumptions, rates, false);
    const Money budget = rates.convert(constraints.budget, scenario.currency);
    Keeper best(better);
    Keeper cheapestOverall(cheaper);
    std::vector<std::pair<Money, Keeper>> tiers;
    for (const double share : {0.25, 0.5, 1.0}) {
        tiers.emplace_back(
            Money(static_cast<std::int64_t>(static_cast<double>(budget.minorUnits()) * share), budget.currency()),
            Keeper(better));
    }
    visitAll(search, [&](const Lines &lines, const Money &cost) {
        Recommendation probe{search.makeBuild(lines), 0, cost, ""};
        probe.key = keyOf(probe.build);
        const Outcome outcome = search.evaluate(probe.build);
        if (!outcome.meets)
            return;
        probe.rate = outcome.rate;
        for (auto &[tierBudget, keeper] : tiers) {
            if (cost.minorUnits() <= tierBudget.minorUnits())
                keeper.take(probe);
        }
        if (cost.minorUnits() <= budget.minorUnits())
            best.take(probe);
        cheapestOverall.take(probe);
    });
    RecommendResult result;
    result.best = best.best();
    result.cheapest = cheapestOverall.best();
    for (auto &[tierBudget, keeper] : tiers)
        result.tiers.emplace_back(tierBudget, keeper.best());
    result.evaluated = search.evaluated();
    return result;
}

} // namespace dlrig::core
