#include "app/cli/catalogcommand.h"

#include "app/cli/arguments.h"
#include "app/cli/commands.h"
#include "app/cli/language.h"
#include "app/cli/teamcommand.h"
#include "app/cli/texttable.h"
#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "catalog/cataloglock.h"
#include "catalog/partfiles.h"
#include "catalog/recovery.h"
#include "catalog/server/teamserver.h"
#include "core/base/isodate.h"
#include "core/base/jsoninput.h"
#include "core/base/textfile.h"
#include "core/base/utf8.h"
#include "core/parts/partcsv.h"
#include "core/parts/partjson.h"
#include "core/parts/partspecsjson.h"
#include "core/parts/partsummary.h"
#include "core/parts/pricetext.h"
#include "core/parts/quotedprices.h"
#ifdef DLRIG_HAVE_REPORT
#include "report/speclabels.h"
#endif

#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <iostream>
#include <map>

namespace dlrig::cli {

using namespace dlrig::core;
using catalog::Catalog;

namespace {

constexpr const char *kHelp = R"(usage: dlrig-cli [--db PATH|URI] catalog COMMAND

  list [--category C] [--search TEXT] [--max-price AMOUNT CUR] [--include-hidden]
       [--stale-months N] [--json]
  show ID [--stale-months N] [--json]
  import FILE                      .json (dlrig-catalog format) or .csv; all or nothing
  export FILE [--category C]       format from the extension
  set-price ID AMOUNT CURRENCY [--date YYYY-MM-DD]
  import-prices FILE.csv           a vendor's quote: id,amount,currency,date[,source];
                                   all or nothing
  hide ID | unhide ID              keep a part out of lists without deleting it
  info                             where the catalog is and what it holds
  check                            SQLite's full integrity check of the file
  recover [--from-export FILE] [--force]
                                   move a damaged catalog aside and rebuild it,
                                   keeping your parts, prices and hidden parts

On a lab's team server (--db postgresql://HOST/DATABASE):
  init-server URI                  prepare an empty PostgreSQL database: the roles
                                   dlrig_reader, dlrig_buyer and dlrig_admin, the
                                   schema and the shipped parts
  price-history ID                 every price set for the part: who, when, from where
  bench-runs [--host NAME]         the bench runs you may see (an admin: every machine's)
The server's roles decide who may change what: set-price needs dlrig_buyer, import
and removing parts dlrig_admin. Without an answer within 5 s the last local copy
opens read-only.

Without --db the user's catalog is used ($XDG_DATA_HOME/dlrig/catalog.db), created
from the shipped catalog on first use. Categories: gpu, cpu, memory, storage, psu,
motherboard, chassis, cooling, nic, server, cloud, edge.

A price says its kind (MSRP, street, quote, used, estimate), the day its source
published it (or the day an undated source was read) and its age; one older than
--stale-months (default 12) is marked stale. A part without a price is "on request".
)";

std::filesystem::path catalogPath(const std::optional<std::filesystem::path> &db)
{
    return db ? *db : catalog::userCatalogPath();
}

std::optional<PartCategory> categoryOption(const Arguments &args)
{
    const auto text = args.value("--category");
    if (!text)
        return std::nullopt;
    const auto category = partCategoryFromString(*text);
    if (!category) {
        throw InputError("--category", say({DLRIG_MESSAGE("cli.input", "--category: unknown category '{text}' "
                                                                       "(expected gpu, cpu, memory, storage, psu, "
                                                                       "motherboard, chassis, cooling, nic, server, "
                                                                       "cloud or edge)"),
                                            {{"text", *text}}}));
    }
    return category;
}

Money moneyArgument(const std::string &option, const std::string &amount, const std::string &code)
{
    if (!Currency::isKnown(code))
        throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: '{code}' is not an ISO 4217 currency "
                                                                 "dlrig knows (e.g. USD, CNY)"),
                                      {{"option", option}, {"code", code}}}));
    try {
        const Money money = Money::parse(amount, Currency::fromCode(code));
        if (money.minorUnits() < 0)
            throw std::invalid_argument("negative");
        return money;
    } catch (const std::invalid_argument &) {
        throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not an amount; expected "
                                                                 "a plain decimal number like 60000 or 1299.50, "
                                                                 "not negative"),
                                      {{"option", option}, {"text", amount}}}));
    }
}

const std::string &onlyPositional(const Arguments &args, core::MessageText usage)
{
    if (args.positional().size() != 1)
        throw UsageError(say({usage, {}}));
    return args.positional().front();
}

int listParts(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    if (!args.positional().empty())
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{command}: unexpected argument '{word}'"),
                              {{"command", std::string("catalog list")}, {"word", args.positional().front()}}}));
    catalog::PartFilter filter;
    filter.category = categoryOption(args);
    filter.search = args.value("--search").value_or("");
    filter.includeHidden = args.has("--include-hidden");
    if (args.has("--max-price")) {
        const auto group = args.group("--max-price");
        filter.maxPrice = moneyArgument("--max-price", group.at(0), group.at(1));
    }
    const std::vector<Part> parts = openUserCatalog(db).list(filter);
    if (args.has("--json")) {
        nlohmann::json list = nlohmann::json::array();
        for (const Part &part : parts)
            list.push_back(partToJson(part));
        out << dumpJson(list) << '\n';
        return 0;
    }
    using Align = TextTable::Align;
    TextTable table({"id", say(DLRIG_MESSAGE("cli.column", "part")), say(DLRIG_MESSAGE("cli.column", "specs")), "TDP",
                     say(DLRIG_MESSAGE("cli.column", "price"))},
                    {Align::Left, Align::Left, Align::Left, Align::Right, Align::Left});
    const int staleMonths = staleMonthsOption(args);
    for (const Part &part : parts) {
        table.addRow({part.id, part.vendor + " " + part.model, say(summaryText(part)),
                      part.tdpWatts > 0 ? std::to_string(part.tdpWatts) + " W" : "", sayPrice(part, staleMonths)});
    }
    table.print(out, "");
    out << say({parts.size() == 1 ? DLRIG_MESSAGE("cli.catalog.count", "{count} part")
                                  : DLRIG_MESSAGE("cli.catalog.count", "{count} parts"),
                {{"count", std::int64_t(parts.size())}}});
    if (filter.maxPrice)
        out << say({DLRIG_MESSAGE("cli.catalog.priced_in",
                                  " priced in {currency} (parts priced in other currencies are not compared)"),
                    {{"currency", std::string(filter.maxPrice->currency().code())}}});
    out << '\n';
    return 0;
}

int showPart(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    const std::string &id = onlyPositional(
        args, DLRIG_MESSAGE("cli.usage", "catalog show: expected one part ID, e.g. gpu/nvidia-rtx-4090"));
    const auto part = openUserCatalog(db).find(id);
    if (!part)
        throw InputError("ID", say({DLRIG_MESSAGE("cli.input", "catalog show: no part '{id}' (dlrig-cli catalog "
                                                               "list --search finds ids)"),
                                    {{"id", id}}}));
    const nlohmann::json j = partToJson(*part);
    if (args.has("--json")) {
        out << dumpJson(j) << '\n';
        return 0;
    }
    // Imported text reaches the terminal only through printable(): no escape sequences.
    const auto shown = [](const std::string &text) { return printable(text, 2000); };
    out << shown(part->vendor) << ' ' << shown(part->model) << "  (" << part->id << ")\n";
    if (!part->aliases.empty()) {
        std::string aliases;
        for (const auto &alias : part->aliases)
            aliases += (aliases.empty() ? "" : ", ") + alias;
        out << "  " << say({DLRIG_MESSAGE("cli.show.aliases", "also known as  {value}"), {{"value", shown(aliases)}}})
            << '\n';
    }
    out << "  "
        << say({DLRIG_MESSAGE("cli.show.released", "released       {value}"),
                {{"value", std::to_string(part->releaseYear)}}})
        << "\n  "
        << say({DLRIG_MESSAGE("cli.show.power", "power          {watts} W"),
                {{"watts", std::to_string(part->tdpWatts)}}})
        << "\n  "
        << say({DLRIG_MESSAGE("cli.show.price", "price          {value}"),
                {{"value", sayPrice(*part, staleMonthsOption(args))}}})
        << '\n';
    if (part->price)
        out << "  "
            << say({DLRIG_MESSAGE("cli.show.price_source", "price source   {value}"),
                    {{"value", shown(part->price->source)}}})
            << '\n';
    out << "  "
        << say({DLRIG_MESSAGE("cli.show.spec_source", "spec source    {value}"), {{"value", shown(part->specSource)}}})
        << '\n';
    if (!part->note.empty())
        out << "  " << say({DLRIG_MESSAGE("cli.show.note", "note           {value}"), {{"value", shown(part->note)}}})
            << '\n';
    out << "  " << say(DLRIG_MESSAGE("cli.show.specs", "specs")) << '\n';
    const nlohmann::json &specs = j.at("specs");
    for (const SpecField &field : specFields(part->category())) {
        const std::string key(field.name);
        if (!specs.contains(key))
            continue; // an optional field this part does not state (fma_width_bits)
        const nlohmann::json &value = specs.at(key);
#ifdef DLRIG_HAVE_REPORT
        // As the Catalog tab says it: "Memory bandwidth  5,300 GB/s", "Infinity Fabric" for AMD's link.
        const std::string label = report::specLabel(key, part->vendor).toStdString();
        const std::string text = report::specValue(key, value).toStdString();
#else
        const std::string &label = key;
        std::string text = value.is_string() ? value.get<std::string>() : value.dump();
        if (value.is_number_float()) {
            char number[32];
            std::snprintf(number, sizeof number, "%g", value.get<double>());
            text = number;
        }
#endif
        const std::size_t width = displayWidth(label);
        out << "    " << label << std::string(width < 26 ? 26 - width : 1, ' ') << printable(text, 2000) << '\n';
    }
    return 0;
}

int importParts(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    const std::filesystem::path file =
        onlyPositional(args, DLRIG_MESSAGE("cli.usage", "catalog import: expected one FILE (.json or .csv)"));
    // Parse and check the whole file before the catalog is even opened.
    std::vector<std::string> locations;
    const std::vector<Part> parts = catalog::readPartsFile(file, &locations);
    Catalog catalog = openUserCatalog(db);
    const catalog::ImportSummary summary = catalog.importParts(parts, catalog::Origin::User, locations);
    out << say({DLRIG_MESSAGE("cli.catalog", "imported {parts} parts from {file} ({added} new, {replaced} replaced) "
                                             "into {catalog}"),
                {{"parts", static_cast<std::int64_t>(parts.size())},
                 {"file", file.string()},
                 {"added", static_cast<std::int64_t>(summary.added)},
                 {"replaced", static_cast<std::int64_t>(summary.replaced)},
                 {"catalog", catalogName(catalog)}}})
        << '\n';
    return 0;
}

int exportParts(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    const std::filesystem::path file =
        onlyPositional(args, DLRIG_MESSAGE("cli.usage", "catalog export: expected one FILE (.json or .csv)"));
    catalog::PartFilter filter;
    filter.category = categoryOption(args);
    filter.includeHidden = true;
    const std::vector<Part> parts = openUserCatalog(db).list(filter);
    catalog::writePartsFile(file, parts);
    out << say({DLRIG_MESSAGE("cli.catalog", "exported {parts} parts to {file}"),
                {{"parts", static_cast<std::int64_t>(parts.size())}, {"file", file.string()}}})
        << '\n';
    return 0;
}

int setPrice(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    if (args.positional().size() != 3)
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog set-price: expected ID AMOUNT CURRENCY, e.g. "
                                                         "gpu/nvidia-rtx-4090 1799 USD"),
                              {}}));
    const std::string &id = args.positional()[0];
    const Money price = moneyArgument("AMOUNT", args.positional()[1], args.positional()[2]);
    const std::string date = args.value("--date").value_or(core::todayIsoDate());
    if (std::optional<core::PriceProblem> problem = core::quotedPriceProblem(price, date)) {
        const std::string field = problem->field == "date" ? "--date" : "AMOUNT";
        throw InputError(field, say({DLRIG_MESSAGE("cli.input", "{command}: {field}: {problem}"),
                                     {{"command", std::string("catalog set-price")},
                                      {"field", field},
                                      {"problem", core::clause(std::move(problem->problem))}}}));
    }
    Catalog catalog = openUserCatalog(db);
    catalog.setPrice(id, price, date);
    out << say({DLRIG_MESSAGE("cli.catalog", "{id}: price set to {price} as of {date}"),
                {{"id", id}, {"price", price.toString()}, {"date", date}}})
        << '\n';
    return 0;
}

int importPrices(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    const std::string file =
        onlyPositional(args, DLRIG_MESSAGE("cli.usage", "catalog import-prices: expected one FILE.csv "
                                                        "(id,amount,currency,date)"));
    // The whole file is checked before the catalog is opened.
    const std::vector<core::QuotedPrice> prices = core::quotedPricesFromCsv(readTextFile(file), file);
    Catalog catalog = openUserCatalog(db);
    catalog.importPrices(prices, file);
    out << say({DLRIG_MESSAGE("cli.catalog", "imported {prices} {prices|price|prices} from {file} into {catalog}"),
                {{"prices", static_cast<std::int64_t>(prices.size())},
                 {"file", file},
                 {"catalog", catalogName(catalog)}}})
        << '\n';
    return 0;
}

int setHidden(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out, bool hidden)
{
    const std::string &id =
        onlyPositional(args, hidden ? DLRIG_MESSAGE("cli.usage", "catalog hide: expected one part ID")
                                    : DLRIG_MESSAGE("cli.usage", "catalog unhide: expected one part ID"));
    openUserCatalog(db).setHidden(id, hidden);
    out << say({hidden ? DLRIG_MESSAGE("cli.catalog", "{id} is hidden")
                       : DLRIG_MESSAGE("cli.catalog", "{id} is shown again"),
                {{"id", id}}})
        << '\n';
    return 0;
}

int info(const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    Catalog catalog = openUserCatalog(db);
    if (catalog.isTeam()) {
        printTeamInfo(catalog, out);
    } else {
        out << "catalog   " << catalog.path().string() << '\n';
        const auto shipped = catalog::shippedCatalogPath();
        out << "shipped   " << (shipped.empty() ? std::string("(none found)") : shipped.string()) << " (data version "
            << catalog.meta("shipped_data_version") << ")\n";
    }
    TextTable table({"category", "parts"});
    for (PartCategory category : allPartCategories())
        table.addRow({std::string(toString(category)), std::to_string(catalog.count(category))});
    table.addRow({"total", std::to_string(catalog.count())});
    table.print(out, "  ");
    return 0;
}

int check(const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    Catalog catalog = openUserCatalog(db);
    const std::string result = catalog.integrityCheck();
    if (result != "ok")
        throw catalog::DamagedCatalogError(catalog.path(), "SQLite's integrity check fails (" + result + ")");
    out << say({DLRIG_MESSAGE("cli.catalog", "{file}: ok, {parts} parts"),
                {{"file", catalog.path().string()}, {"parts", static_cast<std::int64_t>(catalog.count())}}})
        << '\n';
    return 0;
}

int recover(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    if (db && catalog::isServerLocation(db->string()))
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog recover: works on a catalog file; a team "
                                                         "server's local copy is rebuilt from the server at every "
                                                         "connection"),
                              {}}));
    const std::filesystem::path path = catalogPath(db);
    const auto exportFile = args.value("--from-export");
    std::vector<Part> saved;
    std::vector<std::string> locations;
    if (exportFile)
        saved = catalog::readPartsFile(*exportFile, &locations);
    catalog::UserWork salvaged;
    // Held until the rebuilt catalog is in place: a process that opens the
    // catalog meanwhile waits and then opens the new file, so no change it
    // makes lands in the one moved aside. One that has it open already makes
    // this refuse (the file is in use).
    const auto lock =
        std::filesystem::exists(path)
            ? catalog::CatalogLock::acquire(path, catalog::CatalogLock::Mode::Exclusive, std::chrono::milliseconds(0))
            : nullptr;
    if (std::filesystem::exists(path)) {
        if (catalog::isInUse(path))
            throw catalog::DatabaseError(path.string() + ": in use", catalog::DatabaseError::kBusy);
        if (!args.has("--force")) {
            std::optional<std::size_t> healthy; // parts, when the file is sound
            try {
                Catalog current = Catalog::open(path);
                if (current.integrityCheck() == "ok")
                    healthy = current.count();
            } catch (const std::exception &) {
                // damaged: recover it
            }
            if (healthy) {
                throw InputError("recover",
                                 say({DLRIG_MESSAGE("cli.input", "{path} is not damaged ({parts} parts, "
                                                                 "SQLite's integrity check passes); "
                                                                 "nothing was changed. To rebuild it "
                                                                 "anyway, keeping your own parts, prices "
                                                                 "and hidden parts, add --force"),
                                      {{"path", path.string()}, {"parts", static_cast<std::int64_t>(*healthy)}}}));
            }
        }
        salvaged = catalog::salvageUserWork(path);
        const auto aside = catalog::moveAside(path);
        out << say({DLRIG_MESSAGE("cli.catalog", "kept the old catalog as {file}"), {{"file", aside.string()}}})
            << '\n';
    }
    Catalog catalog = Catalog::openOrCreate(path, catalog::shippedCatalogPath());
    const catalog::RestoreSummary restored = catalog::restoreUserWork(catalog, salvaged);
    if (restored.parts + restored.prices + restored.hidden > 0) {
        out << say({DLRIG_MESSAGE("cli.catalog", "carried over {parts} of your parts, {prices} prices and {hidden} "
                                                 "hidden parts from the old catalog"),
                    {{"parts", static_cast<std::int64_t>(restored.parts)},
                     {"prices", static_cast<std::int64_t>(restored.prices)},
                     {"hidden", static_cast<std::int64_t>(restored.hidden)}}})
            << '\n';
    }
    if (!salvaged.problem.empty())
        out << say({DLRIG_MESSAGE("cli.catalog", "could not read from the old catalog: {problem}"),
                    {{"problem", salvaged.problem}}})
            << '\n';
    if (!saved.empty()) {
        const auto summary = catalog.importParts(saved, catalog::Origin::User, locations);
        out << say({DLRIG_MESSAGE("cli.catalog", "restored {parts} parts from {file}"),
                    {{"parts", static_cast<std::int64_t>(summary.added + summary.replaced)}, {"file", *exportFile}}})
            << '\n';
    }
    out << say({DLRIG_MESSAGE("cli.catalog", "rebuilt {file} with {parts} parts"),
                {{"file", path.string()}, {"parts", static_cast<std::int64_t>(catalog.count())}}})
        << '\n';
    return 0;
}

} // namespace

Catalog openUserCatalog(const std::optional<std::filesystem::path> &db)
{
    if (db && catalog::isServerLocation(db->string())) {
        Catalog team = Catalog::openTeam(db->string());
        if (!team.teamOffline().empty())
            std::cerr << "dlrig-cli: " << messageLine(say(team.teamOfflineMessage().value_or(core::Message{}))) << '\n';
        for (const std::string &row : team.teamUnusableRows())
            std::cerr << "dlrig-cli: warning: on the team server, " << messageLine(row) << '\n';
        return team;
    }
    return Catalog::openOrCreate(catalogPath(db), catalog::shippedCatalogPath());
}

int catalogCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out)
{
    if (words.empty() || words.front() == "--help") {
        out << kHelp;
        return words.empty() ? 2 : 0;
    }
    const std::string &command = words.front();
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    const OptionSpec help{"--help", false};
    const OptionSpec json{"--json", false};
    const OptionSpec category{"--category"};
    const std::map<std::string, std::vector<OptionSpec>> options{
        {"list",
         {help,
          json,
          category,
          {"--search"},
          {"--max-price", true, false, 2},
          {"--include-hidden", false},
          {"--stale-months"}}},
        {"show", {help, json, {"--stale-months"}}},
        {"import", {help}},
        {"export", {help, category}},
        {"set-price", {help, {"--date"}}},
        {"import-prices", {help}},
        {"hide", {help}},
        {"unhide", {help}},
        {"info", {help}},
        {"check", {help}},
        {"recover", {help, {"--from-export"}, {"--force", false}}},
        {"init-server", {help}},
        {"price-history", {help}},
        {"bench-runs", {help, {"--host"}}},
    };
    const auto known = options.find(command);
    if (known == options.end()) {
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog: unknown command '{word}' (expected list, show, "
                                                         "import, export, set-price, import-prices, hide, unhide, "
                                                         "info, check, recover, init-server, price-history or "
                                                         "bench-runs)"),
                              {{"word", command}}}));
    }
    const Arguments args(rest, known->second, "catalog " + command);
    if (args.has("--help")) {
        out << kHelp;
        return 0;
    }
    if (command == "list")
        return listParts(args, db, out);
    if (command == "show")
        return showPart(args, db, out);
    if (command == "import")
        return importParts(args, db, out);
    if (command == "export")
        return exportParts(args, db, out);
    if (command == "set-price")
        return setPrice(args, db, out);
    if (command == "import-prices")
        return importPrices(args, db, out);
    if (command == "hide" || command == "unhide")
        return setHidden(args, db, out, command == "hide");
    if (command == "info")
        return info(db, out);
    if (command == "check")
        return check(db, out);
    if (command == "init-server")
        return initServerCommand(args, out);
    if (command == "price-history")
        return priceHistoryCommand(args, db, out);
    if (command == "bench-runs")
        return benchRunsCommand(args, db, out);
    return recover(args, db, out);
}

} // namespace dlrig::cli
