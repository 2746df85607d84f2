#include "catalog/recovery.h"

#include "catalog/partrows.h"

#include "core/base/inputerror.h"

#include <sqlite3.h>

#include <optional>

namespace dlrig::catalog {

namespace {

// Runs `read` on each row of `sql`. A row that cannot be parsed is skipped
// and counted; a page SQLite cannot read ends the scan (stepping again after
// an error would start it over), keeping what was read before it.
template <typename Read>
void eachRow(Database &db, const char *sql, std::string &problem, const char *what, Read read)
{
    const auto note = [&](const std::string &text) { problem += (problem.empty() ? "" : "; ") + text; };
    try {
        Statement rows = db.prepare(sql);
        std::size_t unreadable = 0;
        for (;;) {
            try {
                if (!rows.step())
                    break;
            } catch (const std::exception &) {
                note(std::string(what) + " after a damaged page");
                break;
            }
            try {
                read(rows);
            } catch (const std::exception &) {
                ++unreadable;
            }
        }
        if (unreadable > 0)
            note(std::to_string(unreadable) + " " + what);
    } catch (const std::exception &) {
        note(std::string("all ") + what);
    }
}

} // namespace

UserWork salvageUserWork(const std::filesystem::path &file)
{
    UserWork work;
    std::optional<Database> db;
    // Read-only rather than immutable: changes still in the -wal file count too.
    for (Database::Mode mode : {Database::Mode::ReadOnly, Database::Mode::Immutable}) {
        try {
            db.emplace(file, mode);
            db->queryInt("SELECT count(*) FROM sqlite_schema");
            break;
        } catch (const std::exception &) {
            db.reset();
        }
    }
    if (!db) {
        work.problem = "the file cannot be read at all";
        return work;
    }
    const std::string userParts = std::string(kSelectColumns) +
                                  " FROM parts p LEFT JOIN price_overrides o ON 0 WHERE p.origin = 'user'";
    eachRow(*db, userParts.c_str(), work.problem, "parts",
            [&](const Statement &row) { work.parts.push_back(partFromRow(row, file)); });
    eachRow(*db, "SELECT part_id, amount_minor, currency, date FROM price_overrides", work.problem, "prices",
            [&](const Statement &row) {
                work.prices.push_back({row.columnText(0), row.columnInt(1), row.columnText(2), row.columnText(3)});
            });
    eachRow(*db, "SELECT part_id FROM hidden_parts", work.problem, "hidden parts",
            [&](const Statement &row) { work.hidden.push_back(row.columnText(0)); });
    return work;
}

RestoreSummary restoreUserWork(Catalog &catalog, const UserWork &work)
{
    RestoreSummary summary;
    // One by one: a salvaged part that names a part no longer there, or a
    // price with a broken date, is left out instead of failing the rest.
    for (const core::Part &part : work.parts) {
        try {
            catalog.importParts({part}, Origin::User);
            ++summary.parts;
        } catch (const core::InputError &) {
        }
    }
    for (const UserWork::Price &price : work.prices) {
        try {
            if (!core::Currency::isKnown(price.currency))
                continue;
            catalog.setPrice(price.partId, core::Money(price.amountMinor, core::Currency::fromCode(price.currency)),
                             price.date);
            ++summary.prices;
        } catch (const core::InputError &) {
        }
    }
    for (const std::string &id : work.hidden) {
        try {
            catalog.setHidden(id, true);
            ++summary.hidden;
        } catch (const core::InputError &) {
        }
    }
    return summary;
}

bool isInUse(const std::filesystem::path &file)
{
    try {
        Database db(file, Database::Mode::ReadWrite);
        sqlite3_busy_timeout(db.handle(), 0); // ask, do not wait
        db.exec("BEGIN EXCLUSIVE");
        db.exec("ROLLBACK");
        return false;
    } catch (const DatabaseError &error) {
        return error.isLocked();
    }
}

} // namespace dlrig::catalog
