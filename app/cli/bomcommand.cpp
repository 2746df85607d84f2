#include "app/cli/bomcommand.h"

#include "app/cli/analyzecommand.h"
#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/language.h"
#include "catalog/buildresolver.h"
#include "catalog/server/teamserver.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/bom.h"
#include "core/build/buildfile.h"
#include "core/build/nodeview.h"
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"

#ifdef DLRIG_HAVE_REPORT
#include "report/bomdocument.h"
#endif

#include <nlohmann/json.hpp>

#include <optional>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

constexpr const char *kHelp =
    R"(usage: dlrig-cli [--db PATH] bom BUILD.dlrig (--pdf OUT.pdf | --csv OUT.csv | --json OUT.json)...
                 [--paper a4|letter] [--currency CUR] [--quote FIELDS.json] [--summary] [--rates FILE]
                 [--stale-months N] [--issue]

A bill of materials for the build, exact to the minor unit: line items grouped by
category with unit and extended prices, each price's date and source, and the
original price and exchange rate where it was converted; subtotal, discount,
shipping, tax and total. One or more of --pdf, --csv and --json.

  --paper a4|letter     PDF paper size (default a4)
  --currency CUR        the BOM's currency (default: the build's)
  --quote FIELDS.json   quote fields and terms: {"title", "organisation", "requester",
                        "approver", "quote_number", "date", "valid_until",
                        "delivery_address", "notes", "logo", "discount_percent" or
                        "discount", "tax_percent", "shipping"}
  --summary             add the power and cost-of-ownership summary and the barrel to the PDF
  --rates FILE          exchange rates (dlrig-exchange-rates JSON) instead of the built-in ECB table
  --stale-months N      mark prices older than N months (default 12) as stale
  --issue               on a team server (--db postgresql://…): the quote number comes
                        from the server's sequence (never handed out twice), and the
                        server keeps the BOM JSON as issued
Parts without a price are listed "on request" and the total says it excludes them.

Every input is checked and every output made before anything is written; then
all outputs are written, each through a temporary file and a rename, or none.
)";

} // namespace

int bomCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db, std::ostream &out,
               std::ostream &err)
{
    const Arguments args(words,
                         {{"--pdf"},
                          {"--csv"},
                          {"--json"},
                          {"--paper"},
                          {"--currency"},
                          {"--quote"},
                          {"--summary", false},
                          {"--rates"},
                          {"--stale-months"},
                          {"--issue", false},
                          {"--help", false}},
                         "bom");
    if (args.has("--help")) {
        out << kHelp;
        return 0;
    }
    if (args.positional().size() != 1)
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "bom: expected one build file, e.g. dlrig-cli bom "
                                                         "my-rig.dlrig --pdf quote.pdf"),
                              {}}));
    if (!args.has("--pdf") && !args.has("--csv") && !args.has("--json"))
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "bom: say where to write it: --pdf OUT.pdf, --csv OUT.csv "
                                                         "or --json OUT.json"),
                              {}}));
#ifndef DLRIG_HAVE_REPORT
    if (args.has("--pdf"))
        throw UsageError("bom: --pdf needs dlrig built with Qt (DLRIG_BUILD_GUI=ON); --csv and --json work");
#endif

    // Everything is read and checked before any file is written.
    const std::string file = args.positional().front();
    const Build build = buildFromJson(readTextFile(file), file);
    const ExchangeRates rates = exchangeRates(args);
    Currency currency = build.scenario.currency;
    if (const auto code = args.value("--currency")) {
        if (!Currency::isKnown(*code) || !rates.knows(Currency::fromCode(*code)))
            throw InputError("--currency", say({DLRIG_MESSAGE("cli.input", "--currency: '{code}' is not a currency "
                                                                           "with an exchange rate ({date} table)"),
                                                {{"code", *code}, {"date", rates.date()}}}));
        currency = Currency::fromCode(*code);
    }
    BomTerms terms;
    if (const auto quote = args.value("--quote"))
        terms = bomTermsFromJson(readTextFile(*quote), *quote, currency);
    terms.staleAfterMonths = staleMonthsOption(args);
#ifdef DLRIG_HAVE_REPORT
    report::BomDocumentOptions options;
    if (const auto paper = args.value("--paper"))
        options.paper = report::paperFromString(*paper);
#else
    if (const auto paper = args.value("--paper"); paper && *paper != "a4" && *paper != "letter")
        throw InputError(
            "--paper", say({DLRIG_MESSAGE("bom", "--paper: expected a4 or letter, not '{text}'"), {{"text", *paper}}}));
#endif
    catalog::Catalog catalog = openUserCatalog(db);
    const ResolvedBuild resolved = catalog::resolveBuild(catalog, build, file);
    // A quote for a build that `analyze` refuses (a workload it cannot run, a
    // plan pin it cannot hold) is refused alike: the same analysis decides.
    ResolvedBuild inCurrency = resolved;
    inCurrency.scenario.currency = currency;
    const Analysis analysis = [&] {
        try {
            return analyze(inCurrency, {}, rates, catalog::cloudOffers(catalog));
        } catch (const InputError &error) {
            throw inBuildFile(error, file);
        }
    }();
    const std::string name = build.name.empty() ? std::filesystem::path(file).stem().string() : build.name;
    catalog::TeamServer *server = nullptr;
    if (args.has("--issue")) {
        if (!catalog.isTeam())
            throw UsageError(say({DLRIG_MESSAGE("cli.usage", "bom --issue: numbers the quote on a team server; name "
                                                             "it with --db postgresql://HOST/DATABASE"),
                                  {}}));
        if (!terms.fields.quoteNumber.empty())
            throw InputError("--quote",
                             say({DLRIG_MESSAGE("cli.input", "--quote: quote_number '{number}' is given "
                                                             "by the team server with --issue; leave it "
                                                             "out of {path}"),
                                  {{"number", terms.fields.quoteNumber}, {"path", *args.value("--quote")}}}));
        server = catalog.teamServer();
        if (!server)
            throw catalog::ServerError(catalog::ServerError::Kind::Unreachable,
                                       catalog.teamOfflineMessage().value_or(core::Message{}));
    }
    Bom bom = makeBom(resolved, name, currency, terms, rates);
#ifdef DLRIG_HAVE_REPORT
    if (args.has("--pdf")) {
        report::ensureGuiApplication();
        report::checkBomDocument(bom); // the logo, before any file is written
    }
#endif

    // All or nothing: every output is checked and prepared (a temporary file
    // beside each, a pipe's reader found) before the server hands out a
    // number; then each is made and staged, and only then renamed into place.
    OutputFiles outputs;
    for (const char *option : {"--json", "--csv", "--pdf"}) {
        if (const auto path = args.value(option))
            outputs.reserve(*path);
    }
    std::vector<std::string> wrote;
#ifdef DLRIG_HAVE_REPORT
    if (args.has("--summary"))
        options.analysis = &analysis;
#endif
    const auto stageAll = [&] {
        wrote.clear();
        if (const auto path = args.value("--json")) {
            outputs.stage(*path, toJson(bom).dump(2) + "\n");
            wrote.push_back(say({DLRIG_MESSAGE("cli.bom.wrote", "wrote {file}"), {{"file", *path}}}));
        }
        if (const auto path = args.value("--csv")) {
            outputs.stage(*path, toCsv(bom));
            wrote.push_back(say({DLRIG_MESSAGE("cli.bom.wrote", "wrote {file}"), {{"file", *path}}}));
        }
#ifdef DLRIG_HAVE_REPORT
        if (const auto path = args.value("--pdf")) {
            const report::RenderedPdf pdf = report::renderBomPdf(bom, options);
            outputs.stage(*path, pdf.bytes);
            wrote.push_back(say({pdf.pages == 1 ? DLRIG_MESSAGE("cli.bom.wrote_pages", "wrote {file} ({pages} page)")
                                                : DLRIG_MESSAGE("cli.bom.wrote_pages", "wrote {file} ({pages} pages)"),
                                 {{"file", *path}, {"pages", std::int64_t{pdf.pages}}}}));
        }
#endif
    };
    std::int64_t issued = 0;
    if (server) {
        // The number is taken in the transaction that stores the BOM; the
        // outputs carrying it are staged (pipes and terminals written) before
        // that transaction commits, so a failure stores nothing. The server's
        // sequence never hands the number out again: part of the quote may
        // already have reached a pipe or a device.
        issued = server->issueQuote(bom.fields.title.empty() ? name : bom.fields.title, [&](std::int64_t number) {
            terms.fields.quoteNumber = std::to_string(number);
            bom = makeBom(resolved, name, currency, terms, rates);
            try {
                stageAll();
                outputs.writeStreams();
            } catch (const OutputError &error) {
                throw OutputError(std::string(error.what()) + "; " +
                                  say({DLRIG_MESSAGE("cli.bom.not_issued",
                                                     "quote {number} was not issued: the team server stored nothing, "
                                                     "and the number is skipped, never reused"),
                                       {{"number", std::to_string(number)}}}));
            }
            return toJson(bom).dump(2);
        });
    } else {
        stageAll();
    }
    // With an output on standard output, what was written is said on stderr.
    std::ostream &report = outputs.writesStandardOutput() ? err : out;
    outputs.commit();
    for (const std::string &line : wrote)
        report << line << '\n';
    report << say({DLRIG_MESSAGE("cli.bom.total", "{lines} lines, total {total}"),
                   {{"lines", std::int64_t(bom.lines.size())}, {"total", bom.total.toString()}}})
           << '\n';
    if (issued > 0)
        report << say({DLRIG_MESSAGE("cli.bom.issued", "issued as quote {number} on {server}"),
                       {{"number", std::to_string(issued)}, {"server", catalog.teamLocation()}}})
               << '\n';
    return 0;
}

} // namespace dlrig::cli
