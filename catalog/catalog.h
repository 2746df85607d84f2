#pragma once

#include "catalog/database.h"
#include "core/base/inputerror.h"
#include "core/parts/parts.h"
#include "core/parts/quotedprices.h"

#include <chrono>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::catalog {

class TeamServer;
class CatalogLock;

// Where a row came from: the shipped data (replaced when a newer dlrig ships
// newer data) or the user (imports and own parts, never touched by updates).
enum class Origin { Shipped, User };

struct PartFilter {
    std::optional<core::PartCategory> category;
    std::string search;                  // words matched against id, vendor, model, aliases, note
    std::optional<core::Money> maxPrice; // only parts priced in this currency, at most this much
    bool includeHidden = false;
    std::size_t limit = 0; // 0: no limit
};

struct ImportSummary {
    std::size_t added = 0;
    std::size_t replaced = 0;
};

// The parts catalog in one SQLite file, or a local copy of a lab's team
// server (PostgreSQL) whose changes go to the server first. Nothing above
// catalog/ writes SQL.
class Catalog {
public:
    // Opens an existing catalog: checks the file (DamagedCatalogError), then
    // migrates it to the current schema.
    static Catalog open(const std::filesystem::path &path);
    // Opens the shipped catalog (or any catalog nobody may change) immutable
    // and read-only: no journal is set, no -wal/-shm files are made, nothing is
    // migrated. Throws DatabaseError when its schema is not this build's.
    static Catalog openShipped(const std::filesystem::path &path);
    // Creates an empty catalog at a path where no file exists.
    static Catalog create(const std::filesystem::path &path);
    // The user's way in: creates `path` from the shipped catalog when missing,
    // and when the shipped data changed since, replaces the shipped rows while
    // keeping the user's parts, prices and hidden parts.
    static Catalog openOrCreate(const std::filesystem::path &path, const std::filesystem::path &shipped);

    // A lab's catalog on a team server (a postgresql:// URI or libpq words,
    // see TeamServer): connects, refreshes the local copy at `copyPath`
    // (default teamCopyPath) and returns it with the server attached; reads
    // are local, changes go to the server first. When the server does not
    // answer within `timeout`, the last copy opens read-only and teamOffline()
    // says why; with no copy yet the ServerError is thrown.
    static Catalog openTeam(const std::string &location, std::filesystem::path copyPath = {},
                            std::chrono::seconds timeout = std::chrono::seconds(5));
    // Prepares an empty PostgreSQL database as a team catalog: the roles, the
    // schema, and the parts of the `shipped` catalog. Returns the part count.
    static std::size_t initTeamServer(const std::string &location, const std::filesystem::path &shipped);
    // Where the local copy of a team catalog lives: one file per server and
    // database under $XDG_CACHE_HOME/dlrig/team/.
    static std::filesystem::path teamCopyPath(const std::string &location);
    // A catalog opened by openTeam, whether or not its server answered.
    bool isTeam() const { return m_team != nullptr; }
    // The server, or nullptr when local or offline.
    TeamServer *teamServer() const;
    // The location without its password; empty when local.
    std::string teamLocation() const;
    // Empty when local or connected; otherwise why the copy is read-only.
    std::string teamOffline() const;
    // The same as a message, for a window to show in its language; nothing while online.
    std::optional<core::Message> teamOfflineMessage() const;
    // What the last refresh left out: parts or price rows on the server that
    // no dlrig can read (written there past dlrig), one sentence each.
    std::vector<std::string> teamUnusableRows() const;
    // Fetches the team server's parts and prices again into the local copy.
    void refreshFromTeam();
    // Asks the server whether it is still there; when not, the copy turns
    // read-only and teamOffline() says why. True while it answers.
    bool checkTeam();
    // After the server was away: connects again, refreshes the copy and takes
    // changes again. False (and teamOffline() says why) when it still does not answer.
    bool reconnectTeam(std::chrono::seconds timeout = std::chrono::seconds(3));
    // reconnectTeam in two halves, so that a window can wait for the server
    // in a worker thread: connecting touches nothing of this object but the
    // location (ServerError when it does not answer) …
    std::unique_ptr<TeamServer> connectTeamServer(std::chrono::seconds timeout) const;
    // … and adopting the connection refreshes the copy (the catalog's own thread).
    void adoptTeamServer(std::unique_ptr<TeamServer> server);

    std::vector<core::Part> list(const PartFilter &filter) const;
    std::optional<core::Part> find(std::string_view id) const;
    std::size_t count(std::optional<core::PartCategory> category = std::nullopt) const;
    // SQLite's full consistency check: "ok", or what is wrong.
    std::string integrityCheck() const;

    // Throws InputError when a server or cloud instance in `parts` names a
    // part that is neither here nor in `parts`.
    void checkReferences(const std::vector<core::Part> &parts, const std::vector<std::string> &locations = {}) const;
    // Checks that every part a server or cloud instance names exists here or
    // in `parts`, then writes all parts in one transaction (an id already
    // present is replaced). `locations` name each part in messages.
    ImportSummary importParts(const std::vector<core::Part> &parts, Origin origin,
                              const std::vector<std::string> &locations = {});
    // The user's own price for a part; kept apart from shipped prices. A part
    // read back carries it with source kUserPriceSource.
    void setPrice(std::string_view id, const core::Money &amount, const std::string &date);
    // The prices of a vendor's quote (core/parts/quotedprices.h), all or
    // none: every part must be here; on a team server a price someone else
    // changed meanwhile refuses the whole file. `origin` names it in messages.
    void importPrices(const std::vector<core::QuotedPrice> &prices, const std::string &origin);
    // Removes the user's price: the shipped or imported one applies again.
    void clearPrice(std::string_view id);
    static constexpr const char *kUserPriceSource = "set by the user";
    void setHidden(std::string_view id, bool hidden);
    // Removes a part the user added (with its user price and hidden flag);
    // shipped parts stay. Throws InputError naming the id otherwise.
    void removeUserPart(std::string_view id);

    std::string meta(const std::string &key) const;
    void setMeta(const std::string &key, const std::string &value);
    const std::filesystem::path &path() const { return m_db.path(); }
    // Opened read-only because this user cannot write the file or its folder:
    // lists and exports work, changes fail with DatabaseError::isReadOnly().
    bool readOnly() const { return m_readOnly; }

    // FTS5 query text for what a user typed: every word quoted (so operators
    // and quotes are literal) and prefix-matched; empty when nothing is left.
    static std::string ftsQuery(std::string_view typed);

private:
    // "no part 'ID' in <file>"
    core::InputError noPart(std::string_view id) const;
    struct TeamLink;
    // Protects the file (and its -wal, -shm and -journal files) from being
    // replaced by any output of this process.
    explicit Catalog(Database db, bool readOnly = false);
    // Writes parts into this SQLite file only.
    ImportSummary importLocal(const std::vector<core::Part> &parts, Origin origin);
    // The same inside the caller's transaction.
    ImportSummary writeParts(const std::vector<core::Part> &parts, Origin origin);
    // Team catalogs: the server's change first, then the local copy.
    void requireTeamWritable() const;
    ImportSummary importTeamParts(const std::vector<core::Part> &parts, Origin origin);
    void setTeamPrice(std::string_view id, const std::optional<core::Money> &amount, const std::string &date);
    void removeTeamPart(std::string_view id);
    void importTeamPrices(const std::vector<core::QuotedPrice> &prices);
    // The server connection broke: read-only until reconnectTeam().
    void goOffline(const std::exception &why);
    void replaceFromTeam(const std::vector<std::string> &ids);
    std::int64_t teamPriceVersion(std::string_view id) const;
    static Catalog openReadOnly(const std::filesystem::path &path);
    void refreshShipped(const std::filesystem::path &shipped);
    // Parts that pass `filter`, restricted to an FTS5 `match` when given.
    std::vector<core::Part> select(const PartFilter &filter, const std::string &match) const;
    mutable Database m_db;
    bool m_readOnly = false;
    std::shared_ptr<TeamLink> m_team;
    std::shared_ptr<CatalogLock> m_lock; // while open for writing: recover waits (cataloglock.h)
};

} // namespace dlrig::catalog
