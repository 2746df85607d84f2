#include "app/cli/analyzecommand.h"

#include "app/cli/language.h"

#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/chartoutput.h"
#include "app/cli/estimatetext.h"
#include "app/cli/texttable.h"
#include "catalog/buildresolver.h"
#include "catalog/catalogfile.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/build/nodeview.h"
#include "core/recommend/presets.h"

#include <nlohmann/json.hpp>

#include <cstdio>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::string number(const char *pattern, double value)
{
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

// "12,345": thousands grouped, for rates and watts.
std::string grouped(double value)
{
    const std::string digits = number("%.0f", value);
    const std::size_t sign = !digits.empty() && digits.front() == '-' ? 1 : 0;
    std::string text = digits.substr(0, sign);
    for (std::size_t i = sign; i < digits.size(); ++i) {
        if (i > sign && (digits.size() - i) % 3 == 0)
            text += ',';
        text += digits[i];
    }
    return text;
}

// Words of the analysis' text output, in the chosen language (language.h).
Decimal whole(double value)
{
    return Decimal{value, 0};
}

std::string money(const Money &amount)
{
    return amount.toString();
}

void printCompatibility(std::ostream &out, const Analysis &a)
{
    out << '\n' << say(DLRIG_MESSAGE("cli.analyze.compatibility", "Compatibility")) << '\n';
    if (a.compatibility.empty())
        out << "  " << say(DLRIG_MESSAGE("cli.analyze.fits", "every part fits")) << '\n';
    for (const Finding &f : a.compatibility) {
        const std::string severity = f.severity == Severity::Error ? say(DLRIG_MESSAGE("cli.severity", "ERROR"))
                                                                   : say(DLRIG_MESSAGE("cli.severity", "warning"));
        out << "  " << severity << ' ' << f.rule << ": " << say(f.text) << '\n';
    }
}

void printBarrel(std::ostream &out, const Analysis &a)
{
    out << '\n'
        << say({DLRIG_MESSAGE("cli.analyze.barrel", "The barrel ({unit})"), {{"unit", unitTerm(a.barrel.unit)}}})
        << '\n';
    using Align = TextTable::Align;
    TextTable table({say(DLRIG_MESSAGE("cli.column", "stave")), say(DLRIG_MESSAGE("cli.column", "rate")),
                     say(DLRIG_MESSAGE("cli.column", "ratio")), ""},
                    {Align::Left, Align::Right, Align::Right, Align::Left});
    for (const Stave &stave : a.barrel.staves) {
        if (!stave.applicable) {
            table.addRow({stave.key, "-", "-", say(stave.text)});
            continue;
        }
        table.addRow({stave.key + (stave.key == a.barrel.bottleneck ? " ◀" : ""),
                      stave.isFit ? say(DLRIG_MESSAGE("cli.column", "fit")) : grouped(stave.rate),
                      stave.ratio > 100 ? std::string(">100") : number("%.2f", stave.ratio), say(stave.text)});
    }
    table.print(out);
    out << "  "
        << say({DLRIG_MESSAGE("cli.analyze.system_rate", "system rate  {rate}; bottleneck {stave}"),
                {{"rate", say(systemRateMessage(a.barrel))}, {"stave", staveTerm(a.barrel.bottleneck)}}})
        << "\n  "
        << say({DLRIG_MESSAGE("cli.analyze.what_if", "what-if      {text}"), {{"text", say(a.barrel.whatIfText)}}})
        << '\n';
}

void printPower(std::ostream &out, const PowerEstimate &p)
{
    out << '\n'
        << say(DLRIG_MESSAGE("cli.analyze.power", "Power")) << "\n  "
        << say({DLRIG_MESSAGE("cli.analyze.peak", "peak {peak} W (GPUs {gpus} W, CPUs {cpus} W); PSU {psu} W, "
                                                  "recommended {recommended} W"),
                {{"peak", whole(p.peakWatts)},
                 {"gpus", whole(p.gpuWatts)},
                 {"cpus", whole(p.cpuWatts)},
                 {"psu", whole(p.psuWatts)},
                 {"recommended", whole(p.recommendedPsuWatts)}}})
        << "\n  "
        << say({DLRIG_MESSAGE("cli.analyze.wall", "wall {wall} W, heat {heat} BTU/h;"),
                {{"wall", whole(p.wallWatts)}, {"heat", whole(p.heatBtuPerHour)}}})
        << ' '
        << say({p.site.fits ? DLRIG_MESSAGE("cli.analyze.site_fits",
                                            "the site's {circuit} circuit{which} carries it ({continuous} W "
                                            "continuous);")
                            : DLRIG_MESSAGE("cli.analyze.site_small",
                                            "the site's {circuit} circuit{which} is too small ({continuous} W "
                                            "continuous);"),
                {{"circuit", p.site.circuit.name()},
                 {"continuous", whole(p.site.continuousWatts)},
                 {"which", p.siteIsDefault
                               ? clause(DLRIG_MESSAGE("cli.analyze.site_default", " (the currency's default)"))
                               : clause()}}});
    for (const CircuitCheck &c : p.circuits) {
        if (c.circuit == p.site.circuit)
            continue; // said above
        out << ' '
            << say({c.fits ? DLRIG_MESSAGE("cli.analyze.circuit_fits", "{circuit} fits;")
                           : DLRIG_MESSAGE("cli.analyze.circuit_small", "{circuit} too small;"),
                    {{"circuit", c.circuit.name()}}});
    }
    out << '\n';
}

} // namespace

void printPriceFreshness(std::ostream &out, const CostReport &cost)
{
    if (cost.staleLines > 0) {
        const double share = cost.total.minorUnits() > 0 ? 100.0 * static_cast<double>(cost.staleTotal.minorUnits()) /
                                                               static_cast<double>(cost.total.minorUnits())
                                                         : 0;
        out << "  "
            << say({DLRIG_MESSAGE("cli.analyze.stale",
                                  "{amount} of the total ({share} %, {lines} of {count} lines) rests on prices older "
                                  "than {months} months: ask for quotes before ordering (dlrig-cli catalog "
                                  "set-price)."),
                    {{"amount", money(cost.staleTotal)},
                     {"share", Decimal{share, 0}},
                     {"lines", std::int64_t{cost.staleLines}},
                     {"count", static_cast<std::int64_t>(cost.lines.size())},
                     {"months", std::int64_t{kDefaultStaleMonths}}}})
            << '\n';
    }
    for (const CostLine &line : cost.lines) {
        if (line.discontinued.empty())
            continue;
        out << "  "
            << say({DLRIG_MESSAGE("cli.analyze.discontinued", "{part} is no longer sold new (discontinued {date}): its "
                                                              "catalog price is from when it was; expect "
                                                              "used or remaining-stock prices."),
                    {{"part", line.partId}, {"date", line.discontinued}}})
            << '\n';
    }
}

namespace {

void printCost(std::ostream &out, const Scenario &s, const CostReport &cost)
{
    out << '\n'
        << say({DLRIG_MESSAGE("cli.analyze.cost", "Cost (exchange rates of {date})"), {{"date", cost.ratesDate}}})
        << '\n';
    using Align = TextTable::Align;
    TextTable costs({say(DLRIG_MESSAGE("cli.column", "part")), say(DLRIG_MESSAGE("cli.column", "qty")),
                     say(DLRIG_MESSAGE("cli.column.cost", "unit")), say(DLRIG_MESSAGE("cli.column", "total")),
                     say(DLRIG_MESSAGE("cli.column", "price")), ""},
                    {Align::Left, Align::Right, Align::Right, Align::Right, Align::Left, Align::Left});
    for (const CostLine &line : cost.lines)
        costs.addRow({line.partId, std::to_string(line.quantity), money(line.unitPrice), money(line.extended),
                      sayPriceKindAndAge(line.price, line.age), say(line.noteText)});
    costs.addRow({say(DLRIG_MESSAGE("cli.column", "total")), "", "", money(cost.total), "", ""});
    costs.print(out);
    printPriceFreshness(out, cost);
    for (const std::string &id : cost.missingPrices)
        out << "  "
            << say({DLRIG_MESSAGE("cli.analyze.on_request", "{part} is priced on request: left out of the total "
                                                            "(set a quote with dlrig-cli catalog set-price)"),
                    {{"part", id}}})
            << '\n';
    out << "  "
        << say({DLRIG_MESSAGE("cli.analyze.ownership", "energy {energy}/month, depreciation {depreciation}/month, own "
                                                       "{own}/month; cost of ownership over {years} years {tco}"),
                {{"energy", money(cost.energyPerMonth)},
                 {"depreciation", money(cost.depreciationPerMonth)},
                 {"own", money(cost.ownPerMonth)},
                 {"years", plainNumber(s.years, 1)},
                 {"tco", money(cost.totalCostOfOwnership)}}})
        << '\n';
    if (cost.ownPerRun) {
        out << "  "
            << say({DLRIG_MESSAGE("cli.analyze.run", "one training run: {owned} owned"),
                    {{"owned", money(*cost.ownPerRun)}}});
        if (cost.cloud && cost.cloud->cloudPerRun)
            out << say({DLRIG_MESSAGE("cli.analyze.run_cloud", ", {cloud} on {instance}"),
                        {{"cloud", money(*cost.cloud->cloudPerRun)}, {"instance", cost.cloud->partId}}});
        out << '\n';
    }
    if (const auto &cloud = cost.cloud) {
        out << "  "
            << say({DLRIG_MESSAGE("cli.analyze.cloud", "cloud: {count} × {instance} on demand {perMonth}/month"),
                    {{"count", std::int64_t{cloud->instances}},
                     {"instance", cloud->partId},
                     {"perMonth", money(cloud->onDemandPerMonth)}}});
        if (cloud->reservedPerMonth)
            out << say({DLRIG_MESSAGE("cli.analyze.reserved", ", reserved {perMonth}/month"),
                        {{"perMonth", money(*cloud->reservedPerMonth)}}});
        if (cloud->breakEvenMonths)
            out << say({DLRIG_MESSAGE("cli.analyze.break_even", "; owning breaks even after {months} months"),
                        {{"months", Decimal{*cloud->breakEvenMonths, 1}}}});
        out << '\n';
    }
}

void printAnalysis(std::ostream &out, const Build &build, const Analysis &a,
                   const std::optional<DisaggregatedServing> &split)
{
    const Scenario &s = build.scenario;
    out << (build.name.empty() ? say(DLRIG_MESSAGE("cli.analyze.build", "Build")) : build.name);
    if (!s.preset.empty())
        out << " (" << s.preset << ")";
    if (s.nodes > 1)
        out << say({DLRIG_MESSAGE("cli.analyze.nodes", ", {nodes} nodes"), {{"nodes", std::int64_t{s.nodes}}}});
    out << "\n  "
        << say({DLRIG_MESSAGE("cli.analyze.workload", "workload  {workload}"), {{"workload", sayWorkload(s.workload)}}})
        << '\n';
    printPlan(out, a.plan, "");
    if (a.serving)
        printServing(out, *a.serving, servingLoadOf(a.estimate.request.workload));
    if (a.serving && split)
        printDisaggregated(out, *split, *a.serving, servingLoadOf(a.estimate.request.workload));
    printCompatibility(out, a);
    printBarrel(out, a);
    printPower(out, a.power);
    printCost(out, s, a.cost);
}

} // namespace

ExchangeRates exchangeRates(const Arguments &args)
{
    const auto file = args.value("--rates");
    return file ? ExchangeRates::fromJson(readTextFile(*file), *file) : ExchangeRates::builtIn();
}

std::optional<Circuit> circuitOption(const Arguments &args)
{
    const auto text = args.value("--circuit");
    if (!text)
        return std::nullopt;
    const std::optional<Circuit> circuit = parseCircuit(*text);
    if (!circuit)
        throw InputError("--circuit", say({DLRIG_MESSAGE("cli.input", "--circuit: expected volts/amps like 120V/15A, "
                                                                      "230V/16A or 208V/30A (90–480 V, 1–100 A), not "
                                                                      "'{text}'"),
                                           {{"text", *text}}}));
    return circuit;
}

int analyzeCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out)
{
    const Arguments args(
        words,
        {{"--json", false}, {"--assume", true, true}, {"--rates"}, {"--circuit"}, {"--chart"}, {"--help", false}},
        "analyze");
    if (args.has("--help")) {
        out << "usage: dlrig-cli [--db PATH] analyze BUILD.dlrig [--json] [--assume KEY=VALUE]... [--rates FILE]\n"
               "                 [--circuit VOLTS/AMPS] [--chart OUT.png]\n\n"
               "Checks compatibility, power, the barrel (which subsystem limits the machine) and cost.\n"
               "--circuit (e.g. 230V/16A) is the wall circuit a tower or workstation runs on; without it, the\n"
               "build file's, else the common outlet where its currency is spent (USD 120V/15A, EUR 230V/16A,\n"
               "CNY 220V/10A, GBP 230V/13A, JPY 100V/15A…). A machine may draw 80 % of it continuously.\n";
        return 0;
    }
    if (args.positional().size() != 1)
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "analyze: expected one build file, e.g. dlrig-cli analyze "
                                                         "my-rig.dlrig"),
                              {}}));
    const std::string file = args.positional().front();
    const std::optional<Circuit> circuit = circuitOption(args);
    Build build = buildFromJson(readTextFile(file), file);
    if (circuit)
        build.scenario.circuit = circuit;
    Assumptions assumptions;
    for (const std::string &assignment : args.values("--assume")) {
        const auto equals = assignment.find('=');
        if (equals == std::string::npos)
            throw InputError("--assume", say({DLRIG_MESSAGE("cli.input", "--assume: expected KEY=VALUE, e.g. "
                                                                         "eff-cnn=0.3"),
                                              {}}));
        setAssumption(assumptions, assignment.substr(0, equals), assignment.substr(equals + 1));
    }
    ChartOutput chart(args);
    chart.requireServing(build.scenario.workload.serving.describesRequests());
    catalog::Catalog catalog = openUserCatalog(db);
    const ResolvedBuild resolved = catalog::resolveBuild(catalog, build, file);
    const Analysis analysis = [&] {
        try {
            return analyze(resolved, assumptions, exchangeRates(args), catalog::cloudOffers(catalog));
        } catch (const InputError &error) {
            throw inBuildFile(error, file); // the file's fields, not options nobody typed
        }
    }();
    // Serving: the same load with prefill and decode on GPUs of their own.
    const std::optional<DisaggregatedServing> split =
        analysis.serving
            ? disaggregate(analysis.estimate.request.workload, analysis.plan.chosen, hardwareShapeFor(resolved),
                           assumptions, servingLoadOf(analysis.estimate.request.workload))
            : std::nullopt;
    if (args.has("--json")) {
        nlohmann::json json = toJson(analysis);
        if (split)
            json["serving"]["disaggregated"] = toJson(*split);
        out << json.dump(2) << '\n';
    } else {
        printAnalysis(out, build, analysis, split);
    }
    if (analysis.serving)
        chart.write(*analysis.serving, servingLoadOf(analysis.estimate.request.workload),
                    args.has("--json") ? nullptr : &out);
    return 0;
}

int presetsCommand(const std::vector<std::string> &words, std::ostream &out)
{
    const Arguments args(words, {{"--json", false}, {"--help", false}}, "presets");
    if (args.has("--help")) {
        out << "usage: dlrig-cli presets [--json]\n\nThe scenario presets: workload, budget and usage.\n";
        return 0;
    }
    if (args.has("--json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const Preset &p : presets()) {
            list.push_back({{"key", p.key},
                            {"title", p.title},
                            {"description", p.description},
                            {"scenario", scenarioToJson(p.scenario)}});
        }
        out << list.dump(2) << '\n';
        return 0;
    }
    for (const Preset &p : presets()) {
        out << p.key << " — " << p.title << "\n  " << p.description << "\n  budget "
            << (p.scenario.budget ? p.scenario.budget->toString() : std::string("none")) << ", " << p.scenario.nodes
            << " node" << (p.scenario.nodes > 1 ? "s" : "") << ", utilisation "
            << number("%.0f", p.scenario.utilisation * 100) << " %\n";
    }
    return 0;
}

} // namespace dlrig::cli
