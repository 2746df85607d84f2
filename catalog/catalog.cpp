#include "catalog/catalog.h"

#include "catalog/catalogfile.h"
#include "catalog/cataloglock.h"
#include "catalog/partrows.h"
#include "catalog/schema.h"
#include "core/base/jsonreader.h"
#include "core/base/outputfiles.h"
#include "core/parts/partjson.h"
#include "core/parts/partspecsjson.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <optional>
#include <set>

#include <unistd.h>

namespace dlrig::catalog {

namespace {

using core::Part;
using nlohmann::json;

// The ids a part refers to, with the spec field that names them.
std::vector<std::pair<std::string, std::string>> referencesOf(const Part &part)
{
    if (const auto *server = std::get_if<core::ServerSpec>(&part.specs))
        return {{"specs.gpu", server->gpuPartId}, {"specs.cpu", server->cpuPartId}};
    if (const auto *cloud = std::get_if<core::CloudInstanceSpec>(&part.specs))
        return {{"specs.gpu", cloud->gpuPartId}};
    return {};
}

// Per-connection settings: WAL for safe concurrent readers, a 64 MiB page
// cache and memory-mapped reads so large catalogs list and search quickly.
void configure(Database &db)
{
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536; "
            "PRAGMA mmap_size = 268435456");
}

// PRAGMA quick_check reads every page, about 1 ms per MiB on a developer
// machine: catalogs up to this size (some 20,000 parts) are checked at every
// open; larger ones by `dlrig-cli catalog check`, and damage SQLite meets
// while reading them is still reported as such.
constexpr std::uintmax_t kCheckAtOpenLimit = 16ULL * 1024 * 1024;

Database openChecked(const std::filesystem::path &path)
{
    if (const auto problem = checkCatalogFile(path))
        throw DamagedCatalogError(path, *problem);
    try {
        Database db(path, Database::Mode::ReadWrite);
        if (std::filesystem::file_size(path) <= kCheckAtOpenLimit) {
            const std::string check = db.queryText("PRAGMA quick_check");
            if (check != "ok")
                throw DamagedCatalogError(path, core::Message{DLRIG_MESSAGE("catalog.file", "SQLite's consistency "
                                                                                            "check fails ({check})"),
                                                              {{"check", check}}});
        }
        migrate(db);
        configure(db);
        return db;
    } catch (const DatabaseError &error) {
        if (error.isCorruption())
            throw DamagedCatalogError(path, error.what());
        throw;
    }
}

} // namespace

Catalog::Catalog(Database db, bool readOnly) : m_db(std::move(db)), m_readOnly(readOnly)
{
    const std::filesystem::path &path = m_db.path();
    core::protectFromOutputs(path, "the catalog");
    for (const char *suffix : {"-wal", "-shm", "-journal", ".lock"}) {
        std::filesystem::path side = path;
        side += suffix;
        core::protectFromOutputs(side, "the catalog's own file");
    }
}

core::InputError Catalog::noPart(std::string_view id) const
{
    return core::InputError("ID", core::Message{DLRIG_MESSAGE("catalog", "no part '{id}' in {path}"),
                                                {{"id", std::string(id)}, {"path", m_db.path().string()}}});
}

Catalog Catalog::open(const std::filesystem::path &path)
{
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : ".";
    const bool writable = ::access(folder.c_str(), W_OK) == 0 && ::access(path.c_str(), W_OK) == 0;
    // Locked before the file is looked at: `catalog recover` may be replacing it.
    const auto lock =
        writable ? CatalogLock::acquire(path, CatalogLock::Mode::Shared, CatalogLock::kWriterWait) : nullptr;
    if (!std::filesystem::exists(path))
        throw DatabaseError(
            core::Message{DLRIG_MESSAGE("catalog.file", "{path}: no such catalog file"), {{"path", path.string()}}});
    if (!writable)
        return openReadOnly(path);
    Catalog catalog(openChecked(path));
    catalog.m_lock = lock;
    return catalog;
}

Catalog Catalog::openReadOnly(const std::filesystem::path &path)
{
    if (const auto problem = checkCatalogFile(path))
        throw DamagedCatalogError(path, *problem);
    // Read-only sees changes still in a -wal file, where SQLite can read it
    // without writing; otherwise the file as it stands (immutable).
    for (Database::Mode mode : {Database::Mode::ReadOnly, Database::Mode::Immutable}) {
        std::optional<Database> db;
        std::int64_t version = 0;
        try {
            db.emplace(path, mode);
            version = db->queryInt("PRAGMA user_version");
        } catch (const DatabaseError &error) {
            if (error.isCorruption())
                throw DamagedCatalogError(path, error.what());
            if (mode == Database::Mode::Immutable)
                throw;
            continue; // SQLite could not read the WAL without writing beside the file
        }
        if (version != latestSchemaVersion()) {
            throw DatabaseError(core::Message{DLRIG_MESSAGE("catalog.file", "{path}: written by another dlrig "
                                                                            "version, and read-only here, so it "
                                                                            "cannot be updated"),
                                              {{"path", path.string()}}},
                                DatabaseError::kReadOnly);
        }
        return Catalog(std::move(*db), true);
    }
    throw DatabaseError(
        core::Message{DLRIG_MESSAGE("catalog.file", "{path}: cannot be read"), {{"path", path.string()}}});
}

Catalog Catalog::openShipped(const std::filesystem::path &path)
{
    if (!std::filesystem::exists(path))
        throw DatabaseError(path.string() + ": no such catalog file");
    Database db(path, Database::Mode::Immutable);
    if (db.queryInt("PRAGMA user_version") != latestSchemaVersion())
        throw DatabaseError(path.string() + ": a shipped catalog of another schema version");
    return Catalog(std::move(db));
}

Catalog Catalog::create(const std::filesystem::path &path)
{
    if (std::filesystem::exists(path))
        throw DatabaseError(
            core::Message{DLRIG_MESSAGE("catalog.file", "{path}: already exists"), {{"path", path.string()}}});
    Database db(path, Database::Mode::ReadWriteCreate);
    migrate(db);
    return Catalog(std::move(db));
}

Catalog Catalog::openOrCreate(const std::filesystem::path &path, const std::filesystem::path &shipped)
{
    if (!std::filesystem::exists(path) && path.has_parent_path())
        std::filesystem::create_directories(path.parent_path());
    // Held from before the file is looked at until it is open (and then by the
    // catalog): a recover running now finishes first, and this opens its result.
    const auto lock = CatalogLock::acquire(path, CatalogLock::Mode::Shared, CatalogLock::kWriterWait);
    if (!std::filesystem::exists(path)) {
        Catalog fresh = create(path);
        fresh.m_lock = lock;
        configure(fresh.m_db);
        if (!shipped.empty())
            fresh.refreshShipped(shipped);
        return fresh;
    }
    Catalog catalog = open(path);
    if (!shipped.empty() && !catalog.m_readOnly) // a read-only catalog keeps the shipped rows it has
        catalog.refreshShipped(shipped);
    return catalog;
}

void Catalog::refreshShipped(const std::filesystem::path &shipped)
{
    std::string version;
    {
        Database source(shipped, Database::Mode::Immutable);
        version = source.queryText("SELECT value FROM meta WHERE key = 'data_version'");
    }
    if (meta("shipped_data_version") == version)
        return;
    Statement attach = m_db.prepare("ATTACH DATABASE ? AS shipped");
    // Immutable, so that the WAL journal mode this connection defaults to is
    // never applied to the shipped file (nor -wal/-shm files left beside it).
    attach.bind(1, fileUri(shipped, "immutable=1"));
    attach.run();
    try {
        Transaction transaction(m_db);
        m_db.exec("DELETE FROM parts WHERE origin = 'shipped'");
        // The user's own parts keep their ids; their prices and hidden flags
        // live in other tables and so survive.
        m_db.exec(R"sql(
            INSERT INTO parts (id, category, vendor, model, aliases, tdp_watts, release_year, price_minor,
                               price_high_minor, price_currency, price_date, price_kind, price_source, source, note,
                               specs, origin, price_condition, price_date_is_lookup, discontinued)
            SELECT id, category, vendor, model, aliases, tdp_watts, release_year, price_minor, price_high_minor,
                   price_currency, price_date, price_kind, price_source, source, note, specs, 'shipped',
                   price_condition, price_date_is_lookup, discontinued
            FROM shipped.parts WHERE id NOT IN (SELECT id FROM main.parts))sql");
        setMeta("shipped_data_version", version);
        transaction.commit();
    } catch (...) {
        m_db.exec("DETACH DATABASE shipped");
        throw;
    }
    m_db.exec("DETACH DATABASE shipped");
}

std::string Catalog::ftsQuery(std::string_view typed)
{
    std::string query;
    std::size_t i = 0;
    while (i < typed.size()) {
        while (i < typed.size() && (typed[i] == ' ' || typed[i] == '\t'))
            ++i;
        std::string word;
        while (i < typed.size() && typed[i] != ' ' && typed[i] != '\t')
            word += typed[i++];
        // Keep words that contain a letter or digit (any non-ASCII byte may be one).
        bool meaningful = false;
        for (unsigned char c : word)
            meaningful = meaningful || std::isalnum(c) || c >= 0x80;
        if (!meaningful)
            continue;
        std::string quoted = "\"";
        for (char c : word)
            quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
        query += (query.empty() ? "" : " ") + quoted + "\"*";
    }
    return query;
}

std::vector<Part> Catalog::list(const PartFilter &filter) const
{
    const std::string fts = ftsQuery(filter.search);
    if (fts.empty() && !filter.search.empty())
        return {}; // only punctuation: nothing can match
    if (fts.empty())
        return select(filter, {});
    // Best matches first: the words in the id, model or aliases; then parts
    // that match only through the vendor or a note. Each tier streams in
    // catalog order and stops at the limit (bm25 ranking of every hit costs
    // tens of milliseconds on a large catalog).
    const std::string names = "{id model aliases} : (" + fts + ")";
    std::vector<Part> parts = select(filter, names);
    if (filter.limit == 0 || parts.size() < filter.limit) {
        PartFilter rest = filter;
        if (filter.limit > 0)
            rest.limit = filter.limit - parts.size();
        std::vector<Part> more = select(rest, "(" + fts + ") NOT " + names);
        parts.insert(parts.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return parts;
}

std::vector<Part> Catalog::select(const PartFilter &filter, const std::string &match) const
{
    // One SELECT per price source, so each can use an index: the shipped or
    // imported price (parts_by_category_price), or the user's own price.
    const auto source = [&](bool overridden) {
        std::string sql = kSelectColumns;
        if (overridden && filter.maxPrice && match.empty()) {
            // The user's few prices drive this loop (CROSS JOIN fixes the order).
            sql += " FROM price_overrides o CROSS JOIN parts p ON p.id = o.part_id";
        } else {
            sql += match.empty() ? " FROM parts p"
                                 : " FROM (SELECT rowid AS hit FROM parts_fts WHERE parts_fts MATCH ?) AS hits"
                                   " JOIN parts p ON p.rowid = hits.hit";
            sql += overridden ? " JOIN price_overrides o ON o.part_id = p.id"
                              : " LEFT JOIN price_overrides o ON o.part_id = p.id";
        }
        sql += " WHERE 1";
        if (filter.category)
            sql += " AND p.category = ?";
        if (filter.maxPrice) {
            sql += overridden ? " AND o.currency = ? AND o.amount_minor <= ?"
                              : " AND o.part_id IS NULL AND p.price_currency = ? AND p.price_minor <= ?";
        }
        if (!filter.includeHidden)
            sql += " AND p.id NOT IN (SELECT part_id FROM hidden_parts)";
        return sql;
    };
    std::string sql = source(false);
    if (filter.maxPrice)
        sql += " UNION ALL " + source(true);
    if (match.empty())
        sql += " ORDER BY 2, 3, 4"; // category, vendor, model
    if (filter.limit > 0)
        sql += " LIMIT " + std::to_string(filter.limit);

    Statement query = m_db.prepare(sql);
    int index = 1; // parameters in the order they appear above, per source
    for (int i = 0; i < (filter.maxPrice ? 2 : 1); ++i) {
        if (!match.empty())
            query.bind(index++, match);
        if (filter.category)
            query.bind(index++, core::toString(*filter.category));
        if (filter.maxPrice) {
            query.bind(index++, filter.maxPrice->currency().code());
            query.bind(index++, filter.maxPrice->minorUnits());
        }
    }
    std::vector<Part> parts;
    try {
        while (query.step())
            parts.push_back(partFromRow(query, m_db.path()));
    } catch (const DatabaseError &error) {
        if (error.isCorruption())
            throw DamagedCatalogError(m_db.path(), error.what());
        throw;
    }
    return parts;
}

std::optional<Part> Catalog::find(std::string_view id) const
{
    Statement query = m_db.prepare(std::string(kSelectColumns) +
                                   " FROM parts p LEFT JOIN price_overrides o ON o.part_id = p.id WHERE p.id = ?");
    query.bind(1, id);
    if (!query.step())
        return std::nullopt;
    return partFromRow(query, m_db.path());
}

std::string Catalog::integrityCheck() const
{
    try {
        return m_db.queryText("PRAGMA integrity_check");
    } catch (const DatabaseError &error) {
        return error.what();
    }
}

std::size_t Catalog::count(std::optional<core::PartCategory> category) const
{
    Statement query =
        m_db.prepare(category ? "SELECT count(*) FROM parts WHERE category = ?" : "SELECT count(*) FROM parts");
    if (category)
        query.bind(1, core::toString(*category));
    query.step();
    return static_cast<std::size_t>(query.columnInt(0));
}

void Catalog::checkReferences(const std::vector<Part> &parts, const std::vector<std::string> &locations) const
{
    std::set<std::string> incoming;
    for (const Part &part : parts)
        incoming.insert(part.id);
    for (std::size_t i = 0; i < parts.size(); ++i) {
        for (const auto &[field, target] : referencesOf(parts[i])) {
            if (!incoming.contains(target) && !find(target)) {
                const std::string where = i < locations.size() ? locations[i] : parts[i].id;
                throw core::InputError(
                    field,
                    core::Message{DLRIG_MESSAGE("catalog", "{where} ({id}): {field} '{target}' is "
                                                           "not a part in the catalog or in this "
                                                           "file"),
                                  {{"where", where}, {"id", parts[i].id}, {"field", field}, {"target", target}}});
            }
        }
    }
}

ImportSummary Catalog::importParts(const std::vector<Part> &parts, Origin origin,
                                   const std::vector<std::string> &locations)
{
    checkReferences(parts, locations); // everything checked before anything is written
    if (m_team)
        return importTeamParts(parts, origin);
    return importLocal(parts, origin);
}

ImportSummary Catalog::importLocal(const std::vector<Part> &parts, Origin origin)
{
    Transaction transaction(m_db);
    const ImportSummary summary = writeParts(parts, origin);
    transaction.commit();
    return summary;
}

ImportSummary Catalog::writeParts(const std::vector<Part> &parts, Origin origin)
{
    ImportSummary summary;
    Statement exists = m_db.prepare("SELECT 1 FROM parts WHERE id = ?");
    Statement remove = m_db.prepare("DELETE FROM parts WHERE id = ?");
    Statement insert = m_db.prepare(R"sql(
        INSERT INTO parts (id, category, vendor, model, aliases, tdp_watts, release_year, price_minor,
                           price_high_minor, price_currency, price_date, price_kind, price_source, source, note, specs,
                           origin, price_condition, price_date_is_lookup, discontinued)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
    for (const Part &part : parts) {
        exists.reset();
        exists.bind(1, part.id);
        if (exists.step()) {
            ++summary.replaced;
            remove.reset();
            remove.bind(1, part.id);
            remove.run();
        } else {
            ++summary.added;
        }
        insertPart(insert, part, origin);
    }
    return summary;
}

void Catalog::setPrice(std::string_view id, const core::Money &amount, const std::string &date)
{
    if (!find(id))
        throw noPart(id);
    if (std::optional<core::PriceProblem> problem = core::quotedPriceProblem(amount, date)) {
        const std::string field = problem->field == "date" ? "--date" : "AMOUNT";
        throw core::InputError(
            field, core::Message{DLRIG_MESSAGE("catalog", "{field}: {problem}"),
                                 {{"field", field}, {"problem", core::clause(std::move(problem->problem))}}});
    }
    if (m_team) {
        setTeamPrice(id, amount, date);
        return;
    }
    Statement upsert = m_db.prepare(R"sql(
        INSERT INTO price_overrides (part_id, amount_minor, currency, date) VALUES (?, ?, ?, ?)
        ON CONFLICT (part_id) DO UPDATE SET amount_minor = excluded.amount_minor, currency = excluded.currency,
                                            date = excluded.date, source = '')sql");
    upsert.bind(1, id).bind(2, amount.minorUnits()).bind(3, amount.currency().code()).bind(4, date);
    upsert.run();
}

void Catalog::importPrices(const std::vector<core::QuotedPrice> &prices, const std::string &origin)
{
    for (const core::QuotedPrice &price : prices) {
        if (!find(price.partId))
            throw core::InputError(
                "id", core::Message{
                          DLRIG_MESSAGE("catalog", "{origin}: line {line}: id: no part "
                                                   "'{id}' in the catalog"),
                          {{"origin", origin}, {"line", static_cast<std::int64_t>(price.line)}, {"id", price.partId}}});
    }
    if (m_team) {
        importTeamPrices(prices);
        return;
    }
    Transaction transaction(m_db);
    Statement upsert = m_db.prepare(R"sql(
        INSERT INTO price_overrides (part_id, amount_minor, currency, date, source) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (part_id) DO UPDATE SET amount_minor = excluded.amount_minor, currency = excluded.currency,
                                            date = excluded.date, source = excluded.source)sql");
    for (const core::QuotedPrice &price : prices) {
        upsert.reset();
        upsert.bind(1, price.partId)
            .bind(2, price.amount.minorUnits())
            .bind(3, price.amount.currency().code())
            .bind(4, price.date)
            .bind(5, price.source);
        upsert.run();
    }
    transaction.commit();
}

void Catalog::clearPrice(std::string_view id)
{
    if (m_team) {
        setTeamPrice(id, std::nullopt, core::todayIsoDate());
        return;
    }
    Statement remove = m_db.prepare("DELETE FROM price_overrides WHERE part_id = ?");
    remove.bind(1, id);
    remove.run();
}

void Catalog::removeUserPart(std::string_view id)
{
    Statement origin = m_db.prepare("SELECT origin FROM parts WHERE id = ?");
    origin.bind(1, id);
    if (!origin.step() || origin.columnText(0) != originName(Origin::User))
        throw core::InputError("ID", core::Message{DLRIG_MESSAGE("catalog", "'{id}' is not a part the user added to "
                                                                            "{path}"),
                                                   {{"id", std::string(id)}, {"path", m_db.path().string()}}});
    if (m_team)
        removeTeamPart(id);
    Transaction transaction(m_db);
    for (const char *sql :
         {"DELETE FROM price_overrides WHERE part_id = ?", "DELETE FROM hidden_parts WHERE part_id = ?",
          "DELETE FROM team_price_versions WHERE part_id = ?", "DELETE FROM parts WHERE id = ?"}) {
        Statement statement = m_db.prepare(sql);
        statement.bind(1, id);
        statement.run();
    }
    transaction.commit();
}

void Catalog::setHidden(std::string_view id, bool hidden)
{
    if (!find(id))
        throw noPart(id);
    Statement statement = m_db.prepare(hidden ? "INSERT OR IGNORE INTO hidden_parts (part_id) VALUES (?)"
                                              : "DELETE FROM hidden_parts WHERE part_id = ?");
    statement.bind(1, id);
    statement.run();
}

std::string Catalog::meta(const std::string &key) const
{
    Statement query = m_db.prepare("SELECT value FROM meta WHERE key = ?");
    query.bind(1, key);
    return query.step() ? query.columnText(0) : std::string();
}

void Catalog::setMeta(const std::string &key, const std::string &value)
{
    Statement upsert = m_db.prepare(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value");
    upsert.bind(1, key).bind(2, value);
    upsert.run();
}

} // namespace dlrig::catalog
