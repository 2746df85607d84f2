#include "app/cli/teamcommand.h"

#include "app/cli/language.h"

#include "app/cli/catalogcommand.h"
#include "app/cli/texttable.h"
#include "catalog/catalog.h"
#include "catalog/catalogfile.h"
#include "catalog/server/serverschema.h"
#include "catalog/server/teamserver.h"
#include "core/base/inputerror.h"
#include "core/base/utf8.h"

namespace dlrig::cli {

using core::printable;

namespace {

// The team server of --db, or a usage error saying these commands need one.
catalog::TeamServer &teamServerOf(catalog::Catalog &catalog, const std::string &command)
{
    if (!catalog.isTeam()) {
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog {command}: works on a team server; name it with "
                                                         "--db postgresql://HOST/DATABASE"),
                              {{"command", command}}}));
    }
    if (!catalog.teamServer())
        throw catalog::ServerError(catalog::ServerError::Kind::Unreachable,
                                   catalog.teamOfflineMessage().value_or(core::Message{}));
    return *catalog.teamServer();
}

} // namespace

std::string catalogName(const catalog::Catalog &catalog)
{
    return catalog.isTeam() ? say({DLRIG_MESSAGE("cli.catalog", "the team server {location}"),
                                   {{"location", catalog.teamLocation()}}})
                            : catalog.path().string();
}

int initServerCommand(const Arguments &args, std::ostream &out)
{
    if (args.positional().size() != 1 || !catalog::isServerLocation(args.positional().front())) {
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog init-server: expected one PostgreSQL URI, e.g. "
                                                         "dlrig-cli catalog init-server postgresql://lab-db/dlrig"),
                              {}}));
    }
    const std::string &location = args.positional().front();
    const auto shipped = catalog::shippedCatalogPath();
    if (shipped.empty())
        throw core::InputError("init-server", say({DLRIG_MESSAGE("cli.input", "catalog init-server: the shipped "
                                                                              "catalog was not found"),
                                                   {}}));
    const std::size_t parts = catalog::Catalog::initTeamServer(location, shipped);
    out << "prepared " << catalog::redactedLocation(location) << ": roles " << catalog::kReaderRole << ", "
        << catalog::kBuyerRole << " and " << catalog::kAdminRole << ", the catalog schema and " << parts
        << " shipped parts\n"
        << "Next, give each person a login and one of the roles, e.g. in psql:\n"
        << "  CREATE ROLE alice LOGIN PASSWORD '…'; GRANT " << catalog::kReaderRole << " TO alice;\n"
        << "  CREATE ROLE bob LOGIN PASSWORD '…';   GRANT " << catalog::kBuyerRole << " TO bob;\n"
        << "Each then connects with dlrig-cli --db " << catalog::redactedLocation(location) << " …\n";
    return 0;
}

int priceHistoryCommand(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    if (args.positional().size() != 1)
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "catalog price-history: expected one part ID, e.g. "
                                                         "gpu/nvidia-rtx-4090"),
                              {}}));
    const std::string &id = args.positional().front();
    catalog::Catalog catalog = openUserCatalog(db);
    catalog::TeamServer &server = teamServerOf(catalog, "price-history");
    if (!catalog.find(id))
        throw core::InputError("ID", say({DLRIG_MESSAGE("cli.input", "catalog price-history: no part '{id}' on "
                                                                     "{catalog}"),
                                          {{"id", id}, {"catalog", catalogName(catalog)}}}));
    const auto history = server.priceHistory(id);
    if (history.empty()) {
        out << id << ": no price was set on the team server; the listed one applies\n";
        return 0;
    }
    using Align = TextTable::Align;
    TextTable table({"set at", "by", "price", "for", "kind", "source"},
                    {Align::Left, Align::Left, Align::Right, Align::Left, Align::Left, Align::Left});
    for (const auto &price : history) {
        table.addRow({price.setAt, printable(price.setBy, 60),
                      price.amount            ? price.amount->toString()
                      : price.problem.empty() ? std::string("cleared")
                                              : "ignored: " + price.problem,
                      price.date, std::string(core::toString(price.kind)), printable(price.source, 200)});
    }
    out << id << ": " << history.size() << " price" << (history.size() == 1 ? "" : "s") << " set on "
        << catalog.teamLocation() << ", oldest first\n";
    table.print(out, "  ");
    return 0;
}

int benchRunsCommand(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out)
{
    catalog::Catalog catalog = openUserCatalog(db);
    catalog::TeamServer &server = teamServerOf(catalog, "bench-runs");
    const auto host = args.value("--host");
    TextTable table({"stored at", "machine", "by", "run"});
    std::size_t shown = 0;
    for (const auto &run : server.benchRuns()) {
        if (host && run.host != *host)
            continue;
        table.addRow({run.storedAt, printable(run.host, 80), printable(run.owner, 60), std::to_string(run.id)});
        ++shown;
    }
    out << shown << " bench run" << (shown == 1 ? "" : "s") << " on " << catalog.teamLocation() << " that "
        << server.user() << " may see, newest first\n";
    table.print(out, "  ");
    return 0;
}

void printTeamInfo(const catalog::Catalog &catalog, std::ostream &out)
{
    out << "team      " << catalog.teamLocation() << '\n';
    if (const catalog::TeamServer *server = catalog.teamServer())
        out << "          connected as " << server->user() << "; local copy " << catalog.path().string()
            << ", refreshed " << catalog.meta("team_refreshed_at") << '\n';
    else
        out << "          " << say(catalog.teamOfflineMessage().value_or(core::Message{})) << '\n';
}

} // namespace dlrig::cli
