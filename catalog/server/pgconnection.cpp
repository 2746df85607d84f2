#include "catalog/server/pgconnection.h"

#include "core/base/inputerror.h"

#include <libpq-fe.h>

#include <cstdlib>
#include <memory>

namespace dlrig::catalog {

namespace {

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

// The value libpq would use for `key` in `conninfo` (its PG* default
// included), empty when none. Throws InputError for text libpq cannot parse.
std::string conninfoValue(const std::string &conninfo, const std::string &key)
{
    char *error = nullptr;
    std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)> options(PQconninfoParse(conninfo.c_str(), &error),
                                                                         PQconninfoFree);
    if (!options) {
        PQfreemem(error);
        throw core::InputError("--db", "--db: '" + conninfo +
                                           "' is not a PostgreSQL connection URI (postgresql://HOST/DATABASE) "
                                           "or libpq key=value words");
    }
    for (const PQconninfoOption *option = options.get(); option->keyword; ++option) {
        if (key == option->keyword) {
            if (option->val && *option->val)
                return option->val;
            if (option->envvar)
                if (const char *value = std::getenv(option->envvar))
                    return value;
            return option->compiled ? option->compiled : "";
        }
    }
    return {};
}

std::string describe(const std::string &database, const std::string &host, const std::string &port)
{
    std::string where = (database.empty() ? std::string("dlrig") : database) + " on ";
    where += host.empty() ? std::string("the local socket") : host;
    if (!port.empty())
        where += ":" + port;
    return where;
}

ServerError::Kind kindOf(const std::string &state, bool connectionBad)
{
    if (connectionBad || state.rfind("08", 0) == 0 || state == "57P01" || state == "57P02" || state == "57P03")
        return ServerError::Kind::ConnectionLost;
    if (state == "42501" || state.rfind("28", 0) == 0)
        return ServerError::Kind::Refused;
    if (state == "40001" || state == "40P01")
        return ServerError::Kind::Conflict;
    if (state == "42P01" || state == "3F000")
        return ServerError::Kind::Schema;
    return ServerError::Kind::Other;
}

} // namespace

PgResult::~PgResult()
{
    PQclear(m_result);
}

int PgResult::rows() const
{
    return PQntuples(m_result);
}

bool PgResult::isNull(int row, int column) const
{
    return PQgetisnull(m_result, row, column) != 0;
}

std::string PgResult::text(int row, int column) const
{
    return PQgetvalue(m_result, row, column);
}

std::int64_t PgResult::integer(int row, int column) const
{
    return std::strtoll(PQgetvalue(m_result, row, column), nullptr, 10);
}

std::int64_t PgResult::affected() const
{
    return std::strtoll(PQcmdTuples(m_result), nullptr, 10);
}

PgConnection::PgConnection(const std::string &conninfo, std::chrono::seconds timeout)
{
    const std::string where =
        describe(conninfoValue(conninfo, "dbname"), conninfoValue(conninfo, "host"), conninfoValue(conninfo, "port"));
    const std::string seconds = std::to_string(timeout.count());
    // Defaults first: the caller's conninfo, expanded from dbname, overrides
    // the timeout and the application's name when it sets them.
    const char *keys[] = {"connect_timeout", "application_name", "dbname", nullptr};
    const char *values[] = {seconds.c_str(), "dlrig", conninfo.c_str(), nullptr};
    m_conn = PQconnectdbParams(keys, values, 1);
    if (PQstatus(m_conn) == CONNECTION_OK) {
        PQsetClientEncoding(m_conn, "UTF8");
        // The server's notices ("role is already a member") are not for people.
        PQsetNoticeProcessor(
            m_conn, [](void *, const char *) {}, nullptr);
        return;
    }
    const std::string reason = m_conn ? PQerrorMessage(m_conn) : "";
    const std::string user = conninfoValue(conninfo, "user");
    PQfinish(m_conn);
    m_conn = nullptr;
    if (contains(reason, "authentication failed") || contains(reason, "no pg_hba.conf entry") ||
        (contains(reason, "role \"") && contains(reason, "does not exist")) || contains(reason, "password")) {
        throw ServerError(ServerError::Kind::Refused,
                          "the team server " + where + " refused the login" + (user.empty() ? "" : " of " + user) +
                              " (check the user name and password, or ask the lab's admin for an account)");
    }
    if (contains(reason, "database \"") && contains(reason, "does not exist"))
        throw ServerError(ServerError::Kind::Schema, "there is no database " + where +
                                                         " (check the name after the "
                                                         "server's address in the URI)");
    throw ServerError(ServerError::Kind::Unreachable, "no team server answered at " + where + " within " + seconds +
                                                          " s (is it running, and is the address right?)");
}

PgConnection::~PgConnection()
{
    PQfinish(m_conn);
}

PgConnection::PgConnection(PgConnection &&other) noexcept : m_conn(other.m_conn)
{
    other.m_conn = nullptr;
}

PgResult PgConnection::exec(const std::string &sql, const std::vector<PgParam> &params)
{
    std::vector<const char *> values;
    values.reserve(params.size());
    for (const PgParam &param : params)
        values.push_back(param ? param->c_str() : nullptr);
    // Without parameters the simple protocol, which also runs several
    // statements at once (the schema's migrations).
    pg_result *result = params.empty() ? PQexec(m_conn, sql.c_str())
                                       : PQexecParams(m_conn, sql.c_str(), static_cast<int>(values.size()), nullptr,
                                                      values.data(), nullptr, nullptr, 0);
    const ExecStatusType status = result ? PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
        fail(result, sql);
    return PgResult(result);
}

void PgConnection::fail(pg_result *result, const std::string &sql)
{
    const char *stateField = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    const std::string state = stateField ? stateField : "";
    const char *primary = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const std::string serverText = primary ? primary : PQerrorMessage(m_conn);
    PQclear(result);
    const bool connectionBad = PQstatus(m_conn) != CONNECTION_OK;
    const ServerError::Kind kind = kindOf(state, connectionBad);
    // The server's own words go to the debug line only (DLRIG_DEBUG); the
    // caller turns the kind into a sentence that names what was refused.
    std::string message;
    switch (kind) {
    case ServerError::Kind::ConnectionLost:
        message = "the connection to the team server broke; nothing of this change was written";
        break;
    case ServerError::Kind::Refused:
        message = "the team server refused this for the role " + user();
        break;
    case ServerError::Kind::Conflict:
        message = "the team server reported a conflicting change; nothing was written";
        break;
    case ServerError::Kind::Schema:
        message = "the database on the team server has no dlrig catalog (run dlrig-cli catalog init-server)";
        break;
    default:
        message = "the team server reported error " + state + "; nothing was written";
    }
    if (std::getenv("DLRIG_DEBUG"))
        message += " [" + serverText + " in: " + sql.substr(0, 200) + "]";
    throw ServerError(kind, message, state);
}

std::string PgConnection::user() const
{
    return m_conn && PQstatus(m_conn) == CONNECTION_OK ? PQuser(m_conn) : "";
}

int PgConnection::backendPid() const
{
    return PQbackendPID(m_conn);
}

std::string PgConnection::where() const
{
    const char *host = PQhost(m_conn);
    std::string shown = host ? host : "";
    if (!shown.empty() && shown.front() == '/')
        shown = "the socket in " + shown;
    return describe(PQdb(m_conn), shown, PQport(m_conn));
}

PgTransaction::PgTransaction(PgConnection &connection) : m_connection(connection)
{
    m_connection.exec("BEGIN");
}

PgTransaction::~PgTransaction()
{
    if (!m_done) {
        try {
            m_connection.exec("ROLLBACK");
        } catch (const ServerError &) {
            // A broken connection has rolled back on the server already.
        }
    }
}

void PgTransaction::commit()
{
    m_connection.exec("COMMIT");
    m_done = true;
}

} // namespace dlrig::catalog
