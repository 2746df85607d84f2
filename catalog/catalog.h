#pragma once

#include "catalog/database.h"
#include "core/parts/parts.h"

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::catalog {

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

// The parts catalog in one SQLite file. Nothing above catalog/ writes SQL.
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
    explicit Catalog(Database db, bool readOnly = false) : m_db(std::move(db)), m_readOnly(readOnly) {}
    static Catalog openReadOnly(const std::filesystem::path &path);
    void refreshShipped(const std::filesystem::path &shipped);
    // Parts that pass `filter`, restricted to an FTS5 `match` when given.
    std::vector<core::Part> select(const PartFilter &filter, const std::string &match) const;
    mutable Database m_db;
    bool m_readOnly = false;
};

} // namespace dlrig::catalog
