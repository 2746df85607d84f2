#include "fuzztargets.h"

#include "core/base/csv.h"
#include "core/base/exchangerates.h"
#include "core/base/inputerror.h"
#include "core/build/analysis.h"
#include "core/build/bom.h"
#include "core/build/buildfile.h"
#include "core/monitor/monitorconfig.h"
#include "core/parts/partcsv.h"
#include "core/parts/partjson.h"
#include "core/parts/quotedprices.h"
#include "core/testparts.h"
#include "core/validation/benchsettings.h"
#include "core/validation/clusterreferences.h"
#include "core/validation/clusterreport.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace dlrig::fuzz {

namespace {

// Bad input must be an InputError naming the input; nothing else may escape.
template <typename Read>
void expectOnlyInputErrors(Read read)
{
    try {
        read();
    } catch (const core::InputError &) {
    }
}

// A finding that is not an exception: what was read came out changed.
void expect(bool held, const char *what)
{
    if (!held) {
        std::fprintf(stderr, "fuzz: %s\n", what);
        std::abort();
    }
}

// The parts a fuzzed build may name, with real specs and prices
// (tests/core/testparts.h): a two-GPU workstation.
const std::vector<core::BuildLine> &workstation()
{
    using namespace testparts;
    static const std::vector<core::BuildLine> lines{
        {rtx4090(), 2}, {ryzen5950x(), 1}, {am4Board(), 1}, {memory("ddr4-2x32", "DDR4", 2, 32, 3200, false), 1},
        {nvme(), 1},    {psu(1600), 1},    {chassis(), 1},  {cooler(), 1}};
    return lines;
}

// The build's lines: the workstation's parts the file names, at the file's
// quantities; the whole workstation when it names none of them.
std::vector<core::BuildLine> linesFor(const core::Build &build)
{
    std::vector<core::BuildLine> lines;
    for (const core::BuildItem &item : build.items) {
        for (const core::BuildLine &line : workstation()) {
            if (line.part.id == item.partId)
                lines.push_back({line.part, item.quantity});
        }
    }
    return lines.empty() ? workstation() : lines;
}

} // namespace

void buildFile(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::Build build = core::buildFromJson(input, "fuzz.dlrig");
        (void)core::buildToJson(build); // what was read can be written back
    });
}

void quote(std::string_view input)
{
    expectOnlyInputErrors([&] { core::bomTermsFromJson(std::string(input), "quote.json", core::Currency::fromCode("USD")); });
}

void rates(std::string_view input)
{
    expectOnlyInputErrors([&] { core::ExchangeRates::fromJson(input, "rates.json"); });
}

void benchSettings(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::BenchSettings settings = core::benchSettingsFromJson(std::string(input), "bench-settings.json");
        (void)core::toJson(settings);
    });
}

void catalogJson(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const auto parts = core::partsFromDocument(input, "parts.json");
        (void)core::partsToDocument(parts);
    });
}

void catalogCsv(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const auto parts = core::partsFromCsv(input, "parts.csv");
        (void)core::partsToCsv(parts);
    });
}

void scenario(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::Build build = core::buildFromJson(input, "fuzz.dlrig");
        core::ResolvedBuild resolved;
        resolved.scenario = build.scenario;
        resolved.lines = linesFor(build);
        // The scenario's money and hours through every sum analyze makes:
        // prices × quantities × nodes, energy, depreciation, the budget.
        const core::Analysis analysis =
            core::analyze(resolved, core::Assumptions{}, core::ExchangeRates::builtIn(), {});
        (void)core::checkBudget(resolved.scenario, analysis.cost, core::ExchangeRates::builtIn());
        (void)core::toJson(analysis);
    });
}

void priceCsv(std::string_view input)
{
    expectOnlyInputErrors([&] {
        for (const core::QuotedPrice &price : core::quotedPricesFromCsv(input, "quote.csv")) {
            expect(!core::quotedPriceProblem(price.amount, price.date), "a price the reader took is unusable");
            expect(price.amount.minorUnits() > 0, "a price of zero or less was read");
        }
    });
}

void quoteFields(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::Currency usd = core::Currency::fromCode("USD");
        const core::BomTerms terms = core::bomTermsFromJson(std::string(input), "quote.json", usd);
        core::ResolvedBuild build;
        build.lines = workstation();
        const core::Bom bom = core::makeBom(build, "Fuzzed quote", usd, terms, core::ExchangeRates::builtIn());
        const nlohmann::json quote = core::toJson(bom).at("quote");
        const core::QuoteFields &f = terms.fields;
        for (const auto &[key, value] :
             {std::pair{"title", &f.title}, std::pair{"organisation", &f.organisation},
              std::pair{"requester", &f.requester}, std::pair{"approver", &f.approver},
              std::pair{"quote_number", &f.quoteNumber}, std::pair{"delivery_address", &f.deliveryAddress},
              std::pair{"notes", &f.notes}})
            expect(quote.at(key).get<std::string>() == *value, "a quote field changed on its way to the BOM's JSON");
        // The sums the BOM states (bom.cpp): tax on subtotal − discount + shipping.
        expect(bom.total == bom.subtotal - bom.discount + bom.shipping + bom.tax, "the BOM's total is not its sum");
        // Every CSV cell reads back as written: quoting and the formula guard
        // undo exactly (core/base/csv.h).
        const std::string csv = core::toCsv(bom);
        std::string again = "\xEF\xBB\xBF";
        for (const core::CsvRecord &record : core::parseCsv(csv, "bom.csv"))
            again += core::formatCsvRecord(record.fields);
        expect(again == csv, "the BOM's CSV does not read back as written");
    });
}

void monitorConfig(std::string_view input)
{
    expectOnlyInputErrors([&] { (void)core::monitorConfigFromText(std::string(input), "monitor.conf"); });
}

void clusterReport(std::string_view input)
{
    expectOnlyInputErrors([&] {
        const core::ClusterRun run = core::clusterRunFromJson(std::string(input), "cluster.json");
        const core::ClusterVerdicts verdicts = core::judgeCluster(run.nodes, run.network, core::clusterReferences());
        (void)core::clusterReportJson(run, verdicts).dump();
        (void)core::clusterJUnitXml(run, verdicts);
    });
}

const std::vector<NamedTarget> &targets()
{
    static const std::vector<NamedTarget> all{{"buildfile", buildFile},
                                              {"quote", quote},
                                              {"rates", rates},
                                              {"benchsettings", benchSettings},
                                              {"catalogjson", catalogJson},
                                              {"catalogcsv", catalogCsv},
                                              {"scenario", scenario},
                                              {"pricecsv", priceCsv},
                                              {"quotefields", quoteFields},
                                              {"monitorconfig", monitorConfig},
                                              {"clusterreport", clusterReport}};
    return all;
}

} // namespace dlrig::fuzz
