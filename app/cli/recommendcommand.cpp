#include "app/cli/recommendcommand.h"

#include "app/cli/analyzecommand.h"
#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/chartoutput.h"
#include "app/cli/estimaterequest.h"
#include "app/cli/language.h"
#include "app/cli/texttable.h"
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "core/base/textfile.h"
#include "core/build/buildfile.h"
#include "core/plan/plan.h"
#include "core/recommend/presets.h"
#include "core/recommend/recommender.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::vector<OptionSpec> recommendOptions()
{
    std::vector<OptionSpec> options = estimateOptions();
    for (OptionSpec spec : std::vector<OptionSpec>{{"--preset"},
                                                   {"--budget", true, false, 2},
                                                   {"--max-watts"},
                                                   {"--form"},
                                                   {"--max-gpus"},
                                                   {"--vendor", true, true},
                                                   {"--include-used", false},
                                                   {"--save"},
                                                   {"--rates"},
                                                   {"--circuit"},
                                                   {"--max-days"},
                                                   {"--nodes"},
                                                   {"--chart"}})
        options.push_back(spec);
    return options;
}

nlohmann::json recommendationJson(const std::optional<Recommendation> &r, const std::string &name,
                                  const catalog::Catalog &catalog, const ExchangeRates &rates)
{
    if (!r)
        return nullptr;
    nlohmann::json j = nlohmann::json::parse(buildToJson(toBuild(*r, name)));
    j["rate"] = r->rate;
    j["cost"] = moneyJson(r->cost);
    j["analysis"] = toJson(analyze(r->build, {}, rates, catalog::cloudOffers(catalog)));
    return j;
}

void printRecommendation(std::ostream &out, const std::string &title, const std::optional<Recommendation> &r,
                         const std::string &unit, const ExchangeRates &rates)
{
    out << title << '\n';
    if (!r) {
        out << "  "
            << say(DLRIG_MESSAGE("cli.recommend.none", "none: no compatible build meets the workload's needs within "
                                                       "these limits"))
            << "\n\n";
        return;
    }
    // Each line's price kind and age, and what of the total rests on stale prices.
    const Analysis analysis = analyze(r->build, {}, rates, {});
    const CostReport &cost = analysis.cost;
    TextTable table({say(DLRIG_MESSAGE("cli.column", "part")), say(DLRIG_MESSAGE("cli.column", "qty")),
                     say(DLRIG_MESSAGE("cli.column", "model")), say(DLRIG_MESSAGE("cli.column", "price"))},
                    {TextTable::Align::Left, TextTable::Align::Right, TextTable::Align::Left, TextTable::Align::Left});
    for (const BuildLine &line : r->build.lines) {
        const auto priced = std::find_if(cost.lines.begin(), cost.lines.end(),
                                         [&](const CostLine &c) { return c.partId == line.part.id; });
        table.addRow({line.part.id, std::to_string(line.quantity), line.part.vendor + " " + line.part.model,
                      priced == cost.lines.end() ? "" : sayPriceKindAndAge(priced->price, priced->age)});
    }
    table.print(out);
    const int nodes = r->build.scenario.nodes;
    std::string costAndRate = say({DLRIG_MESSAGE("cli.recommend.cost_rate", "{cost}, {rate}"),
                                   {{"cost", r->cost.toString()}, {"rate", sayRate(r->rate, unit)}}});
    if (nodes > 1)
        costAndRate =
            say({DLRIG_MESSAGE("cli.recommend.cost_rate_nodes", "{nodes} nodes of these parts: {cost}, {rate}"),
                 {{"nodes", std::int64_t{nodes}}, {"cost", r->cost.toString()}, {"rate", sayRate(r->rate, unit)}}});
    out << "  " << costAndRate << "\n  "
        << say({DLRIG_MESSAGE("cli.recommend.plan", "plan: {plan}"), {{"plan", sayPlan(r->plan)}}}) << '\n';
    if (const auto &serving = analysis.serving) {
        const int percentile = r->build.scenario.workload.serving.sloPercentile;
        out << "  "
            << say({DLRIG_MESSAGE("cli.recommend.serving",
                                  "serving: TTFT {ttft} ms and TPOT {tpot} ms at p{percentile}; up to {users} requests "
                                  "in flight meet the targets"),
                    {{"ttft", Decimal{serving->ttftMs.at(percentile), 0}},
                     {"tpot", Decimal{serving->tpotMs.at(percentile), 1}},
                     {"percentile", std::int64_t{percentile}},
                     {"users", std::int64_t{serving->maxUsersMeetingSlo}}}})
            << '\n';
    }
    printPriceFreshness(out, cost);
    out << '\n';
}

// Whether `candidate` beats `current`: a higher rate, or at the same rate a lower cost.
bool fasterThan(const std::optional<Recommendation> &candidate, const std::optional<Recommendation> &current)
{
    if (!candidate)
        return false;
    if (!current)
        return true;
    if (candidate->rate != current->rate)
        return candidate->rate > current->rate;
    return candidate->cost.minorUnits() < current->cost.minorUnits();
}

// --nodes auto: the search run for 1 to 8 nodes of the same build, each
// answer the best of them: the fastest within budget (and each tier), the
// cheapest that meets the workload.
RecommendResult acrossNodeCounts(Scenario scenario, const std::vector<Part> &parts,
                                 const RecommendConstraints &constraints, const Assumptions &assumptions,
                                 const ExchangeRates &rates)
{
    RecommendResult all;
    for (int nodes = 1; nodes <= 8; ++nodes) {
        scenario.nodes = nodes;
        RecommendResult r = recommend(scenario, parts, constraints, assumptions, rates);
        all.evaluated += r.evaluated;
        if (fasterThan(r.best, all.best))
            all.best = std::move(r.best);
        if (r.cheapest && (!all.cheapest || r.cheapest->cost.minorUnits() < all.cheapest->cost.minorUnits()))
            all.cheapest = std::move(r.cheapest);
        if (all.tiers.empty())
            all.tiers = std::move(r.tiers);
        else
            for (std::size_t i = 0; i < all.tiers.size() && i < r.tiers.size(); ++i)
                if (fasterThan(r.tiers[i].second, all.tiers[i].second))
                    all.tiers[i].second = std::move(r.tiers[i].second);
    }
    return all;
}

int parseCount(const Arguments &args, const std::string &name, int fallback, int minimum, int maximum)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    int value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size() || value < minimum || value > maximum)
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: expected a whole number between {minimum} "
                                                               "and {maximum}"),
                                    {{"option", name},
                                     {"minimum", static_cast<std::int64_t>(minimum)},
                                     {"maximum", static_cast<std::int64_t>(maximum)}}}));
    return value;
}

} // namespace

int recommendCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                     std::ostream &out)
{
    const Arguments args(words, recommendOptions(), "recommend");
    if (args.has("--help")) {
        out << "usage: dlrig-cli [--db PATH] recommend (--preset NAME | --model SLUG …) [--budget AMOUNT CURRENCY]\n"
               "                 [--max-watts W] [--form tower|rack|edge] [--max-gpus N] [--vendor NAME]... [--json]\n"
               "                 [--include-used] [--save OUT.dlrig] [--rates FILE] [--circuit VOLTS/AMPS]\n"
               "                 [--max-days D] [--nodes N|auto] [--chart OUT.png]\n\n"
               "The best compatible build within budget by estimated rate (ties: cheaper), the cheapest build that\n"
               "meets the workload's needs, and the best at 25 %, 50 % and 100 % of the budget. A preset brings its\n"
               "own budget; --budget replaces it, and is required with --model. Only new parts' prices (MSRP, street,\n"
               "quote) are considered; --include-used adds used and estimated prices. Parts priced on request are\n"
               "never recommended. A tower or workstation must run on the site's wall circuit (--circuit, e.g.\n"
               "230V/16A; default: the common outlet where the budget's currency is spent, USD 120V/15A), drawing\n"
               "at most 80 % of it; servers are fed by their rack. The cheapest build trains on --train-tokens within\n"
               "--max-days (default 30; 0: no deadline; a preset may state its own) at the low end of its rate's\n"
               "stated range (docs/accuracy.md). --form edge builds edge modules (Jetson class) alone, as the\n"
               "edge-inference preset does, within its power cap (71 W: one PoE++ port); other forms never offer\n"
               "them. Inference that does not decode (a detector on --users camera streams) gives each stream\n"
               "--min-tokens-per-s frames/s. --nodes N prices N identical machines joined by their NICs (the\n"
               "budget covers all of them); --nodes auto tries 1 to 8 and answers with the best of each kind.\n"
               "With requests to serve, --chart OUT.png draws the cheapest answer's throughput against\n"
               "interactivity.\n";
        return 0;
    }
    // recommend chooses the GPUs, their number and their links; these describe
    // GPUs already chosen (estimate takes them) and are refused, not ignored.
    for (const char *option :
         {"--gpu", "--gpus", "--gpus-per-node", "--gpu-vram", "--peak-tflops", "--mem-bandwidth", "--nic-gbps"}) {
        if (args.has(option))
            throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: recommend chooses the GPUs, their "
                                                                     "number and links from the catalog; keep to a "
                                                                     "vendor with --vendor NAME, cap the count with "
                                                                     "--max-gpus N (dlrig-cli estimate takes "
                                                                     "{option})"),
                                          {{"option", std::string(option)}}}));
    }
    Scenario scenario;
    Assumptions assumptions;
    const Preset *preset = nullptr;
    if (args.has("--preset")) {
        // A preset is a whole workload: an option changing part of it would be dropped silently.
        for (const OptionSpec &spec : estimateOptions()) {
            if (spec.name != "--json" && spec.name != "--help" && args.has(spec.name))
                throw InputError("--preset", say({DLRIG_MESSAGE("cli.input", "--preset: give a preset or workload "
                                                                             "options ({option} …), not both; "
                                                                             "dlrig-cli presets --json shows each "
                                                                             "preset's workload"),
                                                  {{"option", spec.name}}}));
        }
        preset = findPreset(*args.value("--preset"));
        if (!preset) {
            std::string keys;
            for (const Preset &p : presets())
                keys += (keys.empty() ? "" : ", ") + p.key;
            throw InputError("--preset", say({DLRIG_MESSAGE("cli.input", "--preset: unknown preset '{key}' (expected "
                                                                         "{keys})"),
                                              {{"key", *args.value("--preset")}, {"keys", keys}}}));
        }
        scenario = preset->scenario;
    } else {
        const EstimateRequest request = buildEstimateRequest(args);
        // Pins that no build can hold (--tp 3 with 32 heads) are refused here as estimate refuses them.
        validatePins(request.workload);
        assumptions = request.assumptions;
        scenario.workload = request.workload;
        scenario.dataset = request.dataset;
        scenario.trainTokens = request.trainTokens;
    }
    RecommendConstraints constraints;
    if (args.has("--budget")) {
        const auto budget = args.group("--budget");
        if (!Currency::isKnown(budget.at(1)))
            throw InputError("--budget", say({DLRIG_MESSAGE("cli.input", "{option}: '{code}' is not an ISO 4217 "
                                                                         "currency dlrig knows (e.g. USD, CNY)"),
                                              {{"option", std::string("--budget")}, {"code", budget.at(1)}}}));
        try {
            constraints.budget = Money::parse(budget.at(0), Currency::fromCode(budget.at(1)));
        } catch (const std::invalid_argument &) {
            throw InputError("--budget", say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not an amount; "
                                                                         "expected a plain decimal number like "
                                                                         "60000 or 1299.50"),
                                              {{"option", std::string("--budget")}, {"text", budget.at(0)}}}));
        }
    } else if (scenario.budget) {
        constraints.budget = *scenario.budget; // the preset's
    } else {
        throw InputError("--budget", say({DLRIG_MESSAGE("cli.input", "recommend: --budget AMOUNT CURRENCY is required "
                                                                     "without --preset, e.g. --budget 15000 USD"),
                                          {}}));
    }
    if (constraints.budget.minorUnits() <= 0)
        throw InputError("--budget",
                         say({DLRIG_MESSAGE("cli.input", "--budget: expected an amount greater than zero"), {}}));
    scenario.currency = constraints.budget.currency();
    scenario.budget = constraints.budget;
    // --circuit replaces the preset's own circuit (enterprise-prototype's 208 V / 20 A), never drops it.
    if (const std::optional<Circuit> circuit = circuitOption(args))
        scenario.circuit = circuit;
    if (args.has("--max-days"))
        scenario.maxDays = parseCount(args, "--max-days", 30, 0, 3650);
    if (args.has("--max-watts"))
        constraints.maxWatts = parseCount(args, "--max-watts", 0, 5, 1'000'000);
    constraints.maxGpus = parseCount(args, "--max-gpus", 8, 1, 16);
    const int pinnedGpus = scenario.workload.pins.tensor.value_or(1) * scenario.workload.pins.pipeline.value_or(1);
    if (pinnedGpus > constraints.maxGpus)
        throw InputError(scenario.workload.pins.pipeline ? "--pp" : "--tp",
                         say({DLRIG_MESSAGE("cli.input", "--tp × --pp needs {need} GPUs; builds hold at most {most} "
                                                         "(--max-gpus)"),
                              {{"need", std::int64_t{pinnedGpus}}, {"most", std::int64_t{constraints.maxGpus}}}}));
    if (const auto form = args.value("--form")) {
        if (*form != "tower" && *form != "rack" && *form != "edge")
            throw InputError("--form", say({DLRIG_MESSAGE("cli.input", "{option}: unknown value '{text}' (expected "
                                                                       "{choices})"),
                                            {{"option", std::string("--form")},
                                             {"text", *form},
                                             {"choices", std::string("tower|rack|edge")}}}));
        constraints.form = *form;
    } else if (preset) {
        constraints.form = preset->form; // edge modules for the edge preset
    }
    if (preset && !constraints.maxWatts)
        constraints.maxWatts = presetPowerCap(*preset, constraints.form);
    constraints.gpuVendors = args.values("--vendor");
    constraints.includeUsedPrices = args.has("--include-used");

    ChartOutput chart(args);
    chart.requireServing(scenario.workload.serving.describesRequests());
    catalog::Catalog catalog = openUserCatalog(db);
    const ExchangeRates rates = exchangeRates(args);
    const bool autoNodes = args.value("--nodes") == std::optional<std::string>("auto");
    if (!autoNodes)
        scenario.nodes = parseCount(args, "--nodes", scenario.nodes, 1, 64);
    const RecommendResult result = autoNodes
                                       ? acrossNodeCounts(scenario, catalog.list({}), constraints, assumptions, rates)
                                       : recommend(scenario, catalog.list({}), constraints, assumptions, rates);
    if (const auto save = args.value("--save")) {
        if (!result.best)
            throw InputError("--save", say({DLRIG_MESSAGE("cli.input", "--save: nothing to save, no build meets the "
                                                                       "workload within the budget"),
                                            {}}));
        writeTextFileAtomically(*save, buildToJson(toBuild(*result.best, "Recommended build")));
    }
    // --chart: the serving chart of the answer to the buyer's question, the
    // cheapest build that meets the load (else the best within budget).
    const std::optional<Recommendation> &drawn = result.cheapest ? result.cheapest : result.best;
    std::optional<Analysis> drawnAnalysis;
    if (chart.requested() && drawn)
        drawnAnalysis = analyze(drawn->build, assumptions, rates, {});
    const auto writeChart = [&](std::ostream *messages) {
        if (drawnAnalysis && drawnAnalysis->serving)
            chart.write(*drawnAnalysis->serving, servingLoadOf(drawnAnalysis->estimate.request.workload), messages);
    };
    const std::string unit =
        isVisionWorkload(scenario.workload) || !scenario.workload.model.isLanguageModel() ? "samples/s" : "tokens/s";
    if (args.has("--json")) {
        nlohmann::json tiers = nlohmann::json::array();
        for (const auto &[tierBudget, r] : result.tiers)
            tiers.push_back(
                {{"budget", moneyJson(tierBudget)}, {"build", recommendationJson(r, "Tier", catalog, rates)}});
        out << nlohmann::json{{"best", recommendationJson(result.best, "Recommended build", catalog, rates)},
                              {"cheapest", recommendationJson(result.cheapest, "Cheapest build", catalog, rates)},
                              {"tiers", tiers},
                              {"builds_analysed", result.evaluated}}
                   .dump(2)
            << '\n';
        writeChart(nullptr);
        return 0;
    }
    printRecommendation(
        out,
        say({DLRIG_MESSAGE("cli.recommend.best", "Best within {budget}"), {{"budget", constraints.budget.toString()}}}),
        result.best, unit, rates);
    printRecommendation(out, say(DLRIG_MESSAGE("cli.recommend.cheapest", "Cheapest that meets the workload")),
                        result.cheapest, unit, rates);
    for (const auto &[tierBudget, r] : result.tiers) {
        out << say({DLRIG_MESSAGE("cli.recommend.tier", "Up to {budget}: "), {{"budget", tierBudget.toString()}}});
        if (r)
            out << say({DLRIG_MESSAGE("cli.recommend.tier_line", "{cost}, {rate}; {plan}"),
                        {{"cost", r->cost.toString()}, {"rate", sayRate(r->rate, unit)}, {"plan", sayPlan(r->plan)}}})
                << '\n';
        else
            out << say(DLRIG_MESSAGE("cli.recommend.nothing", "nothing fits")) << '\n';
    }
    if (const auto save = args.value("--save"))
        out << say({DLRIG_MESSAGE("cli.recommend.saved", "saved the best build to {file}"), {{"file", *save}}}) << '\n';
    writeChart(&out);
    return 0;
}

} // namespace dlrig::cli
