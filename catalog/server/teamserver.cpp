#include "catalog/server/teamserver.h"

#include "catalog/server/serverschema.h"
#include "core/base/inputerror.h"
#include "core/base/isodate.h"
#include "core/base/utf8.h"
#include "core/parts/partjson.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <regex>

namespace dlrig::catalog {

namespace {

core::InputError noPartOnServer(const std::string &id, const std::string &server)
{
    return core::InputError("ID", core::Message{DLRIG_MESSAGE("catalog", "no part '{id}' on the team server {server}"),
                                                {{"id", id}, {"server", server}}});
}

std::string lowercase(std::string_view text)
{
    std::string lower(text);
    for (char &c : lower)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

// The server's clock as people read it, in UTC whatever the session's zone.
std::string utcText(const char *column)
{
    return std::string("to_char(") + column + " AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') || ' UTC'";
}

ServerPrice priceFromRow(const PgResult &rows, int row, int first)
{
    ServerPrice price;
    price.date = rows.text(row, first + 2);
    price.kind = core::priceKindFromString(rows.text(row, first + 3)).value_or(core::PriceKind::Quote);
    price.source = rows.text(row, first + 4);
    price.setBy = rows.text(row, first + 5);
    price.setAt = rows.text(row, first + 6);
    if (rows.isNull(row, first))
        return price;
    // The server checks these since schema 2; older rows are checked here.
    const std::string currency = rows.text(row, first + 1);
    const std::int64_t amount = rows.integer(row, first);
    if (!core::Currency::isKnown(currency))
        price.problem = "currency '" + currency + "' is not one dlrig knows";
    else if (amount <= 0)
        price.problem = "an amount of zero or less";
    else if (!core::isIsoDate(price.date) || price.date > core::todayIsoDate())
        price.problem = "the date '" + price.date + "' is not a day from 1990 to today";
    else
        price.amount = core::Money(amount, core::Currency::fromCode(currency));
    return price;
}

// A row dlrig can use: a cleared price, or one in a known currency, above
// zero, dated from 1990 to tomorrow (what schema 2's constraints require).
const std::string kUsablePrice =
    "(h.amount_minor IS NULL OR (h.amount_minor > 0 AND h.currency IN (SELECT code FROM currencies) AND "
    "h.price_date BETWEEN DATE '1990-01-01' AND CURRENT_DATE + 1))";

// The latest history row, when it holds an amount, is the part's price.
void applyLatestPrice(core::Part &part, const ServerPrice &latest)
{
    if (!latest.amount)
        return;
    std::string source = "team server: set by " + latest.setBy + " at " + latest.setAt;
    if (!latest.source.empty())
        source += " (" + latest.source + ")";
    part.price = core::Price{.amount = *latest.amount,
                             .high = std::nullopt,
                             .asOf = latest.date,
                             .kind = latest.kind,
                             .source = source,
                             .condition = latest.kind == core::PriceKind::Used ? "used" : "",
                             .dateIsLookUp = false};
}

const std::string kPartColumns = "p.id, p.origin, p.part::text, p.price_version, h.amount_minor, h.currency, "
                                 "h.price_date::text, h.kind, h.source, h.set_by, " +
                                 utcText("h.set_at");
const std::string kPartsFrom = " FROM parts p LEFT JOIN LATERAL (SELECT * FROM price_history h "
                               "WHERE h.part_id = p.id AND " +
                               kUsablePrice + " ORDER BY h.id DESC LIMIT 1) h ON true";

ServerPart partFromRow(const PgResult &rows, int row)
{
    ServerPart part;
    const std::string id = rows.text(row, 0);
    part.userOrigin = rows.text(row, 1) == "user";
    part.part = core::partFromJson(nlohmann::json::parse(rows.text(row, 2)), "the team server's part " + id);
    part.priceVersion = rows.integer(row, 3);
    if (!rows.isNull(row, 9)) {
        part.latestPrice = priceFromRow(rows, row, 4);
        if (part.latestPrice->problem.empty())
            applyLatestPrice(part.part, *part.latestPrice);
        else
            part.latestPrice.reset();
    }
    return part;
}

} // namespace

bool isServerLocation(std::string_view location)
{
    const std::string lower = lowercase(location);
    if (lower.rfind("postgresql://", 0) == 0 || lower.rfind("postgres://", 0) == 0)
        return true;
    // libpq's own parser decides whether "key=value" words are a connection
    // string: "password=… host=… dbname=…" is one, "catalog=2.db" is not.
    return lower.find('=') != std::string::npos && conninfoParses(std::string(location));
}

std::string redactedLocation(std::string_view location)
{
    std::string text(location);
    // postgresql://user:secret@host → postgresql://user@host
    static const std::regex userinfo(R"(^(postgres(ql)?://[^:/@?]*):[^@/?]*@)", std::regex::icase);
    text = std::regex_replace(text, userinfo, "$1@");
    static const std::regex query(R"(([?&])password=[^&]*&?)", std::regex::icase);
    text = std::regex_replace(text, query, "$1");
    static const std::regex keyword(R"((^|\s+)password\s*=\s*('([^'\\]|\\.)*'|\S*))", std::regex::icase);
    text = std::regex_replace(text, keyword, "");
    while (!text.empty() && (text.back() == '?' || text.back() == '&' || text.back() == ' '))
        text.pop_back();
    while (!text.empty() && text.front() == ' ')
        text.erase(0, 1);
    return text;
}

TeamServer::TeamServer(const std::string &location, std::chrono::seconds timeout)
    : m_location(redactedLocation(location)), m_connection(location, timeout)
{
    checkServerSchema(m_connection);
}

void TeamServer::refused(const ServerError &error, core::Message what, const char *role) const
{
    throw ServerError(
        ServerError::Kind::Refused,
        core::Message{DLRIG_MESSAGE("server", "the team server refused {what}: that needs the role "
                                              "{role}, and {user} is not a member of it (a lab admin "
                                              "can run: GRANT {role} TO {user}). Nothing was changed."),
                      {{"what", core::clause(std::move(what))}, {"role", std::string(role)}, {"user", user()}}},
        error.sqlState());
}

void TeamServer::ping()
{
    m_connection.exec("SELECT 1");
}

std::vector<ServerPart> TeamServer::parts()
{
    m_unusable.clear();
    PgResult rows = m_connection.exec("SELECT " + kPartColumns + kPartsFrom + " ORDER BY p.id");
    std::vector<ServerPart> parts;
    parts.reserve(static_cast<std::size_t>(rows.rows()));
    for (int row = 0; row < rows.rows(); ++row) {
        try {
            parts.push_back(partFromRow(rows, row));
        } catch (const std::exception &error) {
            // A part written past dlrig (psql) that no dlrig can read: the rest still work.
            m_unusable.push_back("part " + rows.text(row, 0) + " is left out: " + core::printable(error.what(), 200));
        }
    }
    PgResult bad =
        m_connection.exec("SELECT h.part_id, h.amount_minor, h.currency, h.price_date::text, h.kind, "
                          "h.source, h.set_by, " +
                          utcText("h.set_at") + " FROM price_history h WHERE NOT " + kUsablePrice + " ORDER BY h.id");
    for (int row = 0; row < bad.rows(); ++row) {
        const ServerPrice price = priceFromRow(bad, row, 1);
        m_unusable.push_back(
            "a price of " + bad.text(row, 0) + " set by " + price.setBy + " at " + price.setAt +
            " is ignored: " + (price.problem.empty() ? "the server's checks refuse it" : price.problem));
    }
    return parts;
}

std::optional<ServerPart> TeamServer::part(std::string_view id)
{
    PgResult rows = m_connection.exec("SELECT " + kPartColumns + kPartsFrom + " WHERE p.id = $1", {std::string(id)});
    if (rows.rows() == 0)
        return std::nullopt;
    return partFromRow(rows, 0);
}

std::int64_t TeamServer::partCount()
{
    return m_connection.exec("SELECT count(*) FROM parts").integer(0, 0);
}

std::int64_t TeamServer::applyPriceChange(const PriceChange &change)
{
    const std::string &partId = change.partId;
    PgResult updated =
        m_connection.exec("UPDATE parts SET price_version = price_version + 1 WHERE id = $1 AND price_version = $2 "
                          "RETURNING price_version",
                          {partId, std::to_string(change.expectedVersion)});
    if (updated.rows() == 0) {
        PgResult current = m_connection.exec("SELECT price_version FROM parts WHERE id = $1", {partId});
        if (current.rows() == 0)
            throw noPartOnServer(partId, m_location);
        PgResult last = m_connection.exec("SELECT set_by, " + utcText("set_at") +
                                              " FROM price_history WHERE part_id = $1 ORDER BY id DESC LIMIT 1",
                                          {partId});
        core::Message by = last.rows() ? core::Message{DLRIG_MESSAGE("server", "{user} at {time}"),
                                                       {{"user", last.text(0, 0)}, {"time", last.text(0, 1)}}}
                                       : core::Message{DLRIG_MESSAGE("server", "someone"), {}};
        throw ServerError(ServerError::Kind::Conflict,
                          core::Message{DLRIG_MESSAGE("server", "the price of {id} was changed on the team server by "
                                                                "{who} after this copy was read; nothing was "
                                                                "written. Reload the catalog, check the new price and "
                                                                "set yours again if it still applies."),
                                        {{"id", partId}, {"who", core::clause(std::move(by))}}});
    }
    std::vector<PgParam> params{
        partId, std::nullopt, std::nullopt, change.date, std::string(core::toString(change.kind)), change.source};
    if (change.amount) {
        params[1] = std::to_string(change.amount->minorUnits());
        params[2] = std::string(change.amount->currency().code());
    }
    m_connection.exec("INSERT INTO price_history (part_id, amount_minor, currency, price_date, kind, source) "
                      "VALUES ($1, $2, $3, $4, $5, $6)",
                      params);
    return updated.integer(0, 0);
}

std::int64_t TeamServer::setPrice(std::string_view id, const std::optional<core::Money> &amount,
                                  const std::string &date, core::PriceKind kind, const std::string &source,
                                  std::int64_t expectedVersion)
{
    core::Message what{amount ? DLRIG_MESSAGE("server", "setting the price of {id}")
                              : DLRIG_MESSAGE("server", "clearing the price of {id}"),
                       {{"id", std::string(id)}}};
    try {
        PgTransaction transaction(m_connection);
        const std::int64_t version = applyPriceChange({std::string(id), amount, date, kind, source, expectedVersion});
        transaction.commit();
        return version;
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, std::move(what), kBuyerRole);
        throw;
    }
}

void TeamServer::setPrices(const std::vector<PriceChange> &changes)
{
    try {
        PgTransaction transaction(m_connection);
        for (const PriceChange &change : changes)
            applyPriceChange(change);
        transaction.commit();
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, {DLRIG_MESSAGE("server", "importing the prices of a quote"), {}}, kBuyerRole);
        throw;
    }
}

std::vector<ServerPrice> TeamServer::priceHistory(std::string_view id)
{
    PgResult rows = m_connection.exec("SELECT amount_minor, currency, price_date::text, kind, source, set_by, " +
                                          utcText("set_at") + " FROM price_history WHERE part_id = $1 ORDER BY id",
                                      {std::string(id)});
    std::vector<ServerPrice> history;
    for (int row = 0; row < rows.rows(); ++row)
        history.push_back(priceFromRow(rows, row, 0));
    return history;
}

void TeamServer::importParts(const std::vector<core::Part> &parts, bool userOrigin,
                             const std::function<void(std::size_t)> &progress)
{
    try {
        PgTransaction transaction(m_connection);
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const core::Part &part = parts[i];
            m_connection.exec("INSERT INTO parts (id, category, origin, part) VALUES ($1, $2, $3, $4::jsonb) "
                              "ON CONFLICT (id) DO UPDATE SET category = excluded.category, "
                              "origin = excluded.origin, part = excluded.part",
                              {part.id, std::string(core::toString(part.category())), userOrigin ? "user" : "shipped",
                               core::partToJson(part).dump()});
            if (progress)
                progress(i + 1);
        }
        transaction.commit();
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, {DLRIG_MESSAGE("server", "importing parts"), {}}, kAdminRole);
        throw;
    }
}

void TeamServer::removePart(std::string_view id)
{
    try {
        PgResult removed = m_connection.exec("DELETE FROM parts WHERE id = $1", {std::string(id)});
        if (removed.affected() == 0)
            throw noPartOnServer(std::string(id), m_location);
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, {DLRIG_MESSAGE("server", "removing {id}"), {{"id", std::string(id)}}}, kAdminRole);
        throw;
    }
}

std::int64_t TeamServer::issueQuote(const std::string &title, const std::function<std::string(std::int64_t)> &bomFor)
{
    try {
        PgTransaction transaction(m_connection);
        const std::int64_t number = m_connection.exec("SELECT nextval('quote_numbers')").integer(0, 0);
        m_connection.exec("INSERT INTO quotes (number, title, bom) VALUES ($1, $2, $3::json)",
                          {std::to_string(number), title, bomFor(number)});
        transaction.commit();
        return number;
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, {DLRIG_MESSAGE("server", "issuing a numbered quote"), {}}, kBuyerRole);
        throw;
    }
}

std::string TeamServer::quoteBom(std::int64_t number)
{
    PgResult rows = m_connection.exec("SELECT bom::text FROM quotes WHERE number = $1", {std::to_string(number)});
    if (rows.rows() == 0)
        throw core::InputError("NUMBER", core::Message{DLRIG_MESSAGE("catalog", "no quote number {number} on "
                                                                                "{server}"),
                                                       {{"number", number}, {"server", m_location}}});
    return rows.text(0, 0);
}

std::int64_t TeamServer::storeBenchRun(const std::string &host, const std::string &runJson)
{
    try {
        return m_connection
            .exec("INSERT INTO bench_runs (host, run) VALUES ($1, $2::jsonb) RETURNING id", {host, runJson})
            .integer(0, 0);
    } catch (const ServerError &error) {
        if (error.kind() == ServerError::Kind::Refused)
            refused(error, {DLRIG_MESSAGE("server", "storing a bench run"), {}}, kReaderRole);
        throw;
    }
}

std::vector<ServerBenchRun> TeamServer::benchRuns(std::size_t limit)
{
    PgResult rows = m_connection.exec("SELECT id, owner, host, " + utcText("stored_at") +
                                          ", run::text FROM bench_runs ORDER BY stored_at DESC, id DESC LIMIT $1",
                                      {std::to_string(limit)});
    std::vector<ServerBenchRun> runs;
    for (int row = 0; row < rows.rows(); ++row)
        runs.push_back(
            {rows.integer(row, 0), rows.text(row, 1), rows.text(row, 2), rows.text(row, 3), rows.text(row, 4)});
    return runs;
}

} // namespace dlrig::catalog
