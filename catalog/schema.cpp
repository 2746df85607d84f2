#include "catalog/schema.h"

#include <array>
#include <string>

namespace dlrig::catalog {

namespace {

// Migration N takes a database from user_version N-1 to N. Never edit a
// released one; append a new one.
constexpr std::array<const char *, 5> kMigrations{
    // 1: parts, the user's price overrides and hidden parts kept apart from
    // shipped rows, metadata, and full-text search over names and aliases.
    R"sql(
CREATE TABLE parts (
    id TEXT PRIMARY KEY,
    category TEXT NOT NULL,
    vendor TEXT NOT NULL,
    model TEXT NOT NULL,
    aliases TEXT NOT NULL,          -- JSON array of strings
    tdp_watts INTEGER NOT NULL,
    release_year INTEGER NOT NULL,
    price_minor INTEGER,            -- integer minor units (cents, fen)
    price_high_minor INTEGER,
    price_currency TEXT,
    price_date TEXT,
    price_kind TEXT,
    price_source TEXT,
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    specs TEXT NOT NULL,            -- JSON object, dlrig-catalog format
    origin TEXT NOT NULL CHECK (origin IN ('shipped', 'user'))
);
CREATE INDEX parts_by_category_price ON parts (category, price_currency, price_minor);

CREATE TABLE price_overrides (
    part_id TEXT PRIMARY KEY,
    amount_minor INTEGER NOT NULL CHECK (amount_minor >= 0),
    currency TEXT NOT NULL,
    date TEXT NOT NULL
);
CREATE TABLE hidden_parts (part_id TEXT PRIMARY KEY);
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE VIRTUAL TABLE parts_fts USING fts5(
    id, vendor, model, aliases, note,
    content = 'parts', content_rowid = 'rowid', tokenize = 'unicode61 remove_diacritics 2',
    prefix = '2 3'
);
CREATE TRIGGER parts_fts_insert AFTER INSERT ON parts BEGIN
    INSERT INTO parts_fts (rowid, id, vendor, model, aliases, note)
    VALUES (new.rowid, new.id, new.vendor, new.model, new.aliases, new.note);
END;
CREATE TRIGGER parts_fts_delete AFTER DELETE ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, id, vendor, model, aliases, note)
    VALUES ('delete', old.rowid, old.id, old.vendor, old.model, old.aliases, old.note);
END;
CREATE TRIGGER parts_fts_update AFTER UPDATE ON parts BEGIN
    INSERT INTO parts_fts (parts_fts, rowid, id, vendor, model, aliases, note)
    VALUES ('delete', old.rowid, old.id, old.vendor, old.model, old.aliases, old.note);
    INSERT INTO parts_fts (rowid, id, vendor, model, aliases, note)
    VALUES (new.rowid, new.id, new.vendor, new.model, new.aliases, new.note);
END;
)sql",
    // 2: a price says the condition of a part that is not new, and whether its
    // day is the source's publication day or only the day an undated source was read.
    R"sql(
ALTER TABLE parts ADD COLUMN price_condition TEXT NOT NULL DEFAULT '';
ALTER TABLE parts ADD COLUMN price_date_is_lookup INTEGER NOT NULL DEFAULT 0;
)sql",
    // 3: a local copy of a team server's catalog keeps each part's price
    // version there, so that a change based on an old copy is refused.
    R"sql(
CREATE TABLE team_price_versions (part_id TEXT PRIMARY KEY, version INTEGER NOT NULL);
)sql",
    // 4: a price the user imported from a vendor's quote keeps where it came from.
    R"sql(
ALTER TABLE price_overrides ADD COLUMN source TEXT NOT NULL DEFAULT '';
)sql",
    // 5: the day a part's maker stopped selling it new ('' while it is sold).
    R"sql(
ALTER TABLE parts ADD COLUMN discontinued TEXT NOT NULL DEFAULT '';
)sql",
};

} // namespace

int latestSchemaVersion()
{
    return static_cast<int>(kMigrations.size());
}

void migrate(Database &db)
{
    const auto version = static_cast<int>(db.queryInt("PRAGMA user_version"));
    if (version > latestSchemaVersion()) {
        throw DatabaseError(core::Message{DLRIG_MESSAGE("catalog.file", "{path}: written by a newer dlrig (catalog "
                                                                        "schema {version}); this dlrig reads up to "
                                                                        "schema {latest}"),
                                          {{"path", db.path().string()},
                                           {"version", std::int64_t{version}},
                                           {"latest", std::int64_t{latestSchemaVersion()}}}});
    }
    for (int next = version + 1; next <= latestSchemaVersion(); ++next) {
        Transaction transaction(db);
        db.exec(kMigrations[static_cast<std::size_t>(next - 1)]);
        db.exec("PRAGMA user_version = " + std::to_string(next));
        transaction.commit();
    }
}

} // namespace dlrig::catalog
