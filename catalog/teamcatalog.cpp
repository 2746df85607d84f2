// The parts of Catalog that keep a local copy of a team server's catalog.
#include "catalog/catalog.h"

#include "catalog/catalogfile.h"
#include "catalog/server/serverschema.h"
#include "catalog/server/teamserver.h"
#include "core/base/isodate.h"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <optional>

namespace dlrig::catalog {

struct Catalog::TeamLink {
    std::string connectWith;            // as given, password and all; kept in memory only
    std::string location;               // without its password
    std::unique_ptr<TeamServer> server; // nullptr when it did not answer
    std::optional<core::Message> offline; // why it is read-only; nothing while it answers
    std::vector<std::string> unusable; // rows of the server's that the last refresh left out
};

namespace {

// FNV-1a, 64 bits: a stable file name for a location, not a secret.
std::string locationKey(const std::string &location)
{
    std::uint64_t hash = 14695981039346656037ULL;
    for (unsigned char c : location) {
        hash ^= c;
        hash *= 1099511628211ULL;
    }
    static constexpr char hex[] = "0123456789abcdef";
    std::string key;
    for (int shift = 60; shift >= 0; shift -= 4)
        key += hex[(hash >> shift) & 0xF];
    return key;
}

std::string utcNow()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", &utc);
    return text;
}

// "<why>; showing the local copy of <when>, read-only"
core::Message offlineBecause(const std::exception &why, const std::string &refreshed)
{
    const auto *says = dynamic_cast<const core::SaysMessage *>(&why);
    core::Message reason = says && says->said()
                               ? *says->said()
                               : core::Message{DLRIG_MESSAGE("server", "{text}"), {{"text", std::string(why.what())}}};
    return {DLRIG_MESSAGE("server", "{why}; showing the local copy of {refreshed}, read-only"),
            {{"why", core::clause(std::move(reason))}, {"refreshed", refreshed}}};
}

} // namespace

std::filesystem::path Catalog::teamCopyPath(const std::string &location)
{
    std::filesystem::path cache;
    if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
        cache = xdg;
    else if (const char *home = std::getenv("HOME"); home && *home)
        cache = std::filesystem::path(home) / ".cache";
    else
        cache = std::filesystem::temp_directory_path();
    return cache / "dlrig" / "team" / (locationKey(redactedLocation(location)) + ".db");
}

std::size_t Catalog::initTeamServer(const std::string &location, const std::filesystem::path &shipped)
{
    const Catalog source = openShipped(shipped);
    const std::vector<core::Part> parts = source.list([] {
        PartFilter all;
        all.includeHidden = true;
        return all;
    }());
    {
        PgConnection connection(location, TeamServer::kConnectTimeout);
        initServer(connection);
    }
    TeamServer server(location);
    server.importParts(parts, false);
    return parts.size();
}

Catalog Catalog::openTeam(const std::string &location, std::filesystem::path copyPath, std::chrono::seconds timeout)
{
    if (copyPath.empty())
        copyPath = teamCopyPath(location);
    auto link = std::make_shared<TeamLink>();
    link->connectWith = location;
    link->location = redactedLocation(location);
    try {
        link->server = std::make_unique<TeamServer>(location, timeout);
    } catch (const ServerError &error) {
        const bool unreachable =
            error.kind() == ServerError::Kind::Unreachable || error.kind() == ServerError::Kind::ConnectionLost;
        if (!unreachable || !std::filesystem::exists(copyPath))
            throw;
        // Opened as usual and only marked read-only, so that reconnectTeam()
        // can refresh it when the server is back.
        Catalog copy = open(copyPath);
        link->offline = offlineBecause(error, copy.meta("team_refreshed_at"));
        copy.m_team = std::move(link);
        copy.m_readOnly = true;
        return copy;
    }
    if (!std::filesystem::exists(copyPath)) {
        std::filesystem::create_directories(copyPath.parent_path());
        create(copyPath);
    }
    std::optional<Catalog> opened;
    try {
        opened.emplace(open(copyPath));
    } catch (const DamagedCatalogError &) {
        // Only a copy: the server has everything it held.
        std::filesystem::remove(copyPath);
        opened.emplace(create(copyPath));
    }
    Catalog copy = std::move(*opened);
    copy.m_team = std::move(link);
    copy.refreshFromTeam();
    return copy;
}

TeamServer *Catalog::teamServer() const
{
    return m_team ? m_team->server.get() : nullptr;
}

std::string Catalog::teamLocation() const
{
    return m_team ? m_team->location : std::string();
}

std::string Catalog::teamOffline() const
{
    return m_team && m_team->offline ? m_team->offline->english() : std::string();
}

std::optional<core::Message> Catalog::teamOfflineMessage() const
{
    return m_team ? m_team->offline : std::nullopt;
}

std::vector<std::string> Catalog::teamUnusableRows() const
{
    return m_team ? m_team->unusable : std::vector<std::string>{};
}

bool Catalog::checkTeam()
{
    if (!m_team || !m_team->server)
        return false;
    try {
        m_team->server->ping();
        return true;
    } catch (const ServerError &error) {
        goOffline(error);
        return false;
    }
}

bool Catalog::reconnectTeam(std::chrono::seconds timeout)
{
    if (!m_team)
        return false;
    if (m_team->server)
        return true;
    try {
        adoptTeamServer(connectTeamServer(timeout));
        return true;
    } catch (const ServerError &error) {
        goOffline(error);
        return false;
    }
}

std::unique_ptr<TeamServer> Catalog::connectTeamServer(std::chrono::seconds timeout) const
{
    if (!m_team)
        throw ServerError(
            ServerError::Kind::Other,
            core::Message{DLRIG_MESSAGE("server", "{path} is not a team catalog"), {{"path", path().string()}}});
    return std::make_unique<TeamServer>(m_team->connectWith, timeout);
}

void Catalog::adoptTeamServer(std::unique_ptr<TeamServer> server)
{
    m_team->server = std::move(server);
    m_team->offline.reset();
    m_readOnly = false;
    refreshFromTeam();
}

void Catalog::goOffline(const std::exception &why)
{
    m_team->server.reset();
    m_team->offline = offlineBecause(why, meta("team_refreshed_at"));
    m_readOnly = true;
}

void Catalog::requireTeamWritable() const
{
    if (m_team && !m_team->server)
        throw ServerError(ServerError::Kind::Unreachable,
                          core::Message{DLRIG_MESSAGE("server", "{offline}; nothing was changed"),
                                        {{"offline", core::clause(m_team->offline.value_or(core::Message{}))}}});
}

void Catalog::refreshFromTeam()
{
    requireTeamWritable();
    const std::vector<ServerPart> parts = m_team->server->parts();
    m_team->unusable = m_team->server->unusableRows();
    std::vector<core::Part> shipped, own;
    for (const ServerPart &part : parts)
        (part.userOrigin ? own : shipped).push_back(part.part);
    // One transaction: a dlrig reading the copy meanwhile sees the old or the
    // new catalog, never a mix.
    Transaction transaction(m_db);
    m_db.exec("DELETE FROM parts; DELETE FROM team_price_versions; DELETE FROM price_overrides");
    writeParts(shipped, Origin::Shipped);
    writeParts(own, Origin::User);
    Statement version = m_db.prepare("INSERT INTO team_price_versions (part_id, version) VALUES (?, ?)");
    for (const ServerPart &part : parts) {
        version.reset();
        version.bind(1, part.part.id).bind(2, part.priceVersion);
        version.run();
    }
    setMeta("team_location", m_team->location);
    setMeta("team_user", m_team->server->user());
    setMeta("team_refreshed_at", utcNow());
    transaction.commit();
}

void Catalog::replaceFromTeam(const std::vector<std::string> &ids)
{
    std::vector<ServerPart> found;
    for (const std::string &id : ids)
        if (auto part = m_team->server->part(id))
            found.push_back(std::move(*part));
    Transaction transaction(m_db);
    for (const std::string &id : ids) {
        for (const char *sql :
             {"DELETE FROM parts WHERE id = ?", "DELETE FROM team_price_versions WHERE part_id = ?"}) {
            Statement remove = m_db.prepare(sql);
            remove.bind(1, id);
            remove.run();
        }
    }
    Statement version = m_db.prepare("INSERT INTO team_price_versions (part_id, version) VALUES (?, ?)");
    for (const ServerPart &part : found) {
        writeParts({part.part}, part.userOrigin ? Origin::User : Origin::Shipped);
        version.reset();
        version.bind(1, part.part.id).bind(2, part.priceVersion);
        version.run();
    }
    transaction.commit();
}

std::int64_t Catalog::teamPriceVersion(std::string_view id) const
{
    Statement query = m_db.prepare("SELECT version FROM team_price_versions WHERE part_id = ?");
    query.bind(1, id);
    return query.step() ? query.columnInt(0) : 0;
}

ImportSummary Catalog::importTeamParts(const std::vector<core::Part> &parts, Origin origin)
{
    requireTeamWritable();
    ImportSummary summary;
    std::vector<std::string> ids;
    for (const core::Part &part : parts) {
        ids.push_back(part.id);
        (find(part.id) ? summary.replaced : summary.added) += 1;
    }
    try {
        m_team->server->importParts(parts, origin == Origin::User);
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::ConnectionLost)
            goOffline(error);
        throw;
    }
    replaceFromTeam(ids);
    return summary;
}

void Catalog::setTeamPrice(std::string_view id, const std::optional<core::Money> &amount, const std::string &date)
{
    requireTeamWritable();
    try {
        m_team->server->setPrice(id, amount, date, core::PriceKind::Quote, "", teamPriceVersion(id));
    } catch (const ServerError &error) {
        // Show the price that won, then say why this one was not written.
        if (error.kind() == ServerError::Kind::Conflict)
            replaceFromTeam({std::string(id)});
        if (error.kind() == ServerError::Kind::ConnectionLost)
            goOffline(error);
        throw;
    }
    replaceFromTeam({std::string(id)});
}

void Catalog::importTeamPrices(const std::vector<core::QuotedPrice> &prices)
{
    requireTeamWritable();
    std::vector<TeamServer::PriceChange> changes;
    std::vector<std::string> ids;
    for (const core::QuotedPrice &price : prices) {
        changes.push_back({price.partId, price.amount, price.date, core::PriceKind::Quote, price.source,
                           teamPriceVersion(price.partId)});
        ids.push_back(price.partId);
    }
    try {
        m_team->server->setPrices(changes);
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Conflict)
            replaceFromTeam(ids); // the prices that won, for the next try
        if (error.kind() == ServerError::Kind::ConnectionLost)
            goOffline(error);
        throw;
    }
    replaceFromTeam(ids);
}

void Catalog::removeTeamPart(std::string_view id)
{
    requireTeamWritable();
    m_team->server->removePart(id);
}

} // namespace dlrig::catalog
