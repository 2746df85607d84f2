#include "app/cli/analyzecommand.h"

#include "app/cli/language.h"

#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/estimatetext.h"
#include "app/cli/texttable.h"
#include "catalog/buildresolver.h"
#include "catalog/catalogfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/recommend/presets.h"
#include "core/base/textfile.h"

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

void printAnalysis(std::ostream &out, const Build &build, const Analysis &a)
{
    const Scenario &s = build.scenario;
    out << (build.name.empty() ? "Build" : build.name);
    if (!s.preset.empty())
        out << " (" << s.preset << ")";
    if (s.nodes > 1)
        out << ", " << s.nodes << " nodes";
    out << "\n  workload  " << s.workload.model.name << ", " << toString(s.workload.task) << ", "
        << toString(s.workload.precision) << '\n';
    printPlan(out, a.plan, "");
    out << "\nCompatibility\n";
    if (a.compatibility.empty())
        out << "  every part fits\n";
    for (const Finding &f : a.compatibility)
        out << "  " << (f.severity == Severity::Error ? "ERROR   " : "warning ") << f.rule << ": " << say(f.text) << '\n';

    out << "\nThe barrel (" << a.barrel.unit << ")\n";
    using Align = TextTable::Align;
    TextTable table({"stave", "rate", "ratio", ""}, {Align::Left, Align::Right, Align::Right, Align::Left});
    for (const Stave &stave : a.barrel.staves) {
        if (!stave.applicable) {
            table.addRow({stave.key, "-", "-", say(stave.text)});
            continue;
        }
        table.addRow({stave.key + (stave.key == a.barrel.bottleneck ? " ◀" : ""),
                      stave.isFit ? "fit" : grouped(stave.rate),
                      stave.ratio > 100 ? std::string(">100") : number("%.2f", stave.ratio), say(stave.text)});
    }
    table.print(out);
    out << "  system rate  " << grouped(a.barrel.systemRate) << ' ' << a.barrel.unit << "; bottleneck "
        << a.barrel.bottleneck << "\n  what-if      " << say(a.barrel.whatIfText) << '\n';

    const PowerEstimate &p = a.power;
    out << "\nPower\n  peak " << grouped(p.peakWatts) << " W (GPUs " << grouped(p.gpuWatts) << " W, CPUs "
        << grouped(p.cpuWatts) << " W); PSU " << grouped(p.psuWatts) << " W, recommended "
        << grouped(p.recommendedPsuWatts) << " W\n  wall " << grouped(p.wallWatts) << " W, heat "
        << grouped(p.heatBtuPerHour) << " BTU/h;";
    for (const CircuitCheck &c : p.circuits)
        out << ' ' << c.name << (c.fits ? " fits" : " too small") << ';';
    out << "\n\nCost (exchange rates of " << a.cost.ratesDate << ")\n";
    TextTable costs({"part", "qty", "unit", "total", ""},
                    {Align::Left, Align::Right, Align::Right, Align::Right, Align::Left});
    for (const CostLine &line : a.cost.lines) {
        costs.addRow({line.partId, std::to_string(line.quantity), line.unitPrice.toString(), line.extended.toString(),
                      line.note});
    }
    costs.addRow({"total", "", "", a.cost.total.toString(), ""});
    costs.print(out);
    for (const std::string &id : a.cost.missingPrices)
        out << "  " << id
            << " is priced on request: left out of the total (set a quote with dlrig-cli catalog set-price)\n";
    out << "  energy " << a.cost.energyPerMonth.toString() << "/month, depreciation "
        << a.cost.depreciationPerMonth.toString() << "/month, own " << a.cost.ownPerMonth.toString()
        << "/month; cost of ownership over " << s.years << " years " << a.cost.totalCostOfOwnership.toString() << '\n';
    if (a.cost.ownPerRun)
        out << "  one training run: " << a.cost.ownPerRun->toString() << " owned";
    if (a.cost.cloud && a.cost.cloud->cloudPerRun)
        out << ", " << a.cost.cloud->cloudPerRun->toString() << " on " << a.cost.cloud->partId;
    if (a.cost.ownPerRun)
        out << '\n';
    if (const auto &cloud = a.cost.cloud) {
        out << "  cloud: " << cloud->instances << " × " << cloud->partId << " on demand "
            << cloud->onDemandPerMonth.toString() << "/month";
        if (cloud->reservedPerMonth)
            out << ", reserved " << cloud->reservedPerMonth->toString() << "/month";
        if (cloud->breakEvenMonths)
            out << "; owning breaks even after " << number("%.1f", *cloud->breakEvenMonths) << " months";
        out << '\n';
    }
}

} // namespace

ExchangeRates exchangeRates(const Arguments &args)
{
    const auto file = args.value("--rates");
    return file ? ExchangeRates::fromJson(readTextFile(*file), *file) : ExchangeRates::builtIn();
}

int analyzeCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out)
{
    const Arguments args(words, {{"--json", false}, {"--assume", true, true}, {"--rates"}, {"--help", false}},
                         "analyze");
    if (args.has("--help")) {
        out << "usage: dlrig-cli [--db PATH] analyze BUILD.dlrig [--json] [--assume KEY=VALUE]... [--rates FILE]\n\n"
               "Checks compatibility, power, the barrel (which subsystem limits the machine) and cost.\n";
        return 0;
    }
    if (args.positional().size() != 1)
        throw UsageError("analyze: expected one build file, e.g. dlrig-cli analyze my-rig.dlrig");
    const std::string file = args.positional().front();
    const Build build = buildFromJson(readTextFile(file), file);
    Assumptions assumptions;
    for (const std::string &assignment : args.values("--assume")) {
        const auto equals = assignment.find('=');
        if (equals == std::string::npos)
            throw InputError("--assume", "--assume: expected KEY=VALUE, e.g. mfu=0.5");
        setAssumption(assumptions, assignment.substr(0, equals), assignment.substr(equals + 1));
    }
    catalog::Catalog catalog = openUserCatalog(db);
    const ResolvedBuild resolved = catalog::resolveBuild(catalog, build, file);
    const Analysis analysis = [&] {
        try {
            return analyze(resolved, assumptions, exchangeRates(args), catalog::cloudOffers(catalog));
        } catch (const InputError &error) {
            throw inBuildFile(error, file); // the file's fields, not options nobody typed
        }
    }();
    if (args.has("--json"))
        out << toJson(analysis).dump(2) << '\n';
    else
        printAnalysis(out, build, analysis);
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
