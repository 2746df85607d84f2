#include "catalog/server/pgconnection.h"

#include "core/base/inputerror.h"

#include <libpq-fe.h>

#include <cerrno>
#include <cstdlib>
#include <memory>
#include <set>
#include <utility>

#include <poll.h>

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
        throw core::InputError("--db", *serverLocationProblem(conninfo));
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

// "dlrig on lab-db:5432", "dlrig on the local socket"; a socket's folder is `socket`.
core::Message describe(const std::string &database, const std::string &host, const std::string &port,
                       const std::string &socket = {})
{
    const std::string name = database.empty() ? std::string("dlrig") : database;
    const std::string atPort = port.empty() ? std::string() : ":" + port;
    if (!socket.empty())
        return {DLRIG_MESSAGE("server", "{database} on the socket in {folder}{port}"),
                {{"database", name}, {"folder", socket}, {"port", atPort}}};
    if (host.empty())
        return {DLRIG_MESSAGE("server", "{database} on the local socket{port}"),
                {{"database", name}, {"port", atPort}}};
    return {DLRIG_MESSAGE("server", "{database} on {host}{port}"),
            {{"database", name}, {"host", host}, {"port", atPort}}};
}

core::MessageArg clauseArg(const char *name, core::Message message)
{
    return {name, core::clause(std::move(message))};
}

ServerError::Kind kindOf(const std::string &state, bool connectionBad)
{
    if (connectionBad || state.rfind("08", 0) == 0 || state == "57P01" || state == "57P02" || state == "57P03")
        return ServerError::Kind::ConnectionLost;
    if (state == "42501" || state.rfind("28", 0) == 0)
        return ServerError::Kind::Refused;
    if (state == "40001" || state == "40P01")
        return ServerError::Kind::Conflict;
    // lock_not_available (lock_timeout), query_canceled (statement_timeout)
    if (state == "55P03" || state == "57014")
        return ServerError::Kind::Busy;
    if (state == "42P01" || state == "3F000")
        return ServerError::Kind::Schema;
    return ServerError::Kind::Other;
}

// What was being done, for a refusal that names no more: the statement's verb.
bool isReading(const std::string &sql)
{
    std::size_t start = sql.find_first_not_of(" \n\t");
    return start != std::string::npos && sql.substr(start, 6) == "SELECT";
}

using Options = std::unique_ptr<PQconninfoOption, decltype(&PQconninfoFree)>;

Options parseConninfo(const std::string &conninfo)
{
    char *error = nullptr;
    Options options(PQconninfoParse(conninfo.c_str(), &error), PQconninfoFree);
    PQfreemem(error); // libpq's text may quote the string, password and all
    return options;
}

} // namespace

bool conninfoParses(const std::string &conninfo)
{
    return parseConninfo(conninfo) != nullptr;
}

std::optional<core::Message> serverLocationProblem(const std::string &conninfo)
{
    const Options options = parseConninfo(conninfo);
    if (!options) {
        return core::Message{DLRIG_MESSAGE("server", "--db: libpq cannot read this as a PostgreSQL connection "
                                                     "string (expected postgresql://HOST/DATABASE, optionally "
                                                     "?user=NAME&sslmode=…, or key=value words such as "
                                                     "host=lab-db dbname=dlrig); it is not repeated here, as it "
                                                     "may hold a password"),
                             {}};
    }
    for (const PQconninfoOption *option = options.get(); option->keyword; ++option) {
        if (std::string(option->keyword) == "password" && option->val && *option->val) {
            return core::Message{DLRIG_MESSAGE("server", "--db: the connection string holds a password; dlrig "
                                                         "never takes one there, where other users and shell "
                                                         "history can read it. Put it in ~/.pgpass "
                                                         "(HOST:PORT:DATABASE:USER:PASSWORD, mode 0600) or name "
                                                         "such a file in PGPASSFILE; nothing was sent to the "
                                                         "server"),
                                 {}};
        }
        // libpq checks these values only when connecting, and then says only "invalid".
        if (std::string(option->keyword) == "sslmode" && option->val && *option->val) {
            static const std::set<std::string> modes{"disable", "allow",     "prefer",
                                                     "require", "verify-ca", "verify-full"};
            if (!modes.contains(option->val))
                return core::Message{DLRIG_MESSAGE("server", "--db: sslmode '{mode}' is not one of disable, allow, "
                                                             "prefer, require, verify-ca, verify-full"),
                                     {{"mode", std::string(option->val)}}};
        }
    }
    return std::nullopt;
}

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
    if (std::optional<core::Message> problem = serverLocationProblem(conninfo))
        throw core::InputError("--db", std::move(*problem));
    const core::Message where =
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
        // Never wait on another session without end (an admin's import
        // suspended with Ctrl-Z holds its locks): see kLockTimeout.
        exec("SET lock_timeout = '" + std::to_string(kLockTimeout.count()) + "s'; SET statement_timeout = '" +
             std::to_string(kStatementTimeout.count()) + "s'; SET idle_in_transaction_session_timeout = '" +
             std::to_string(kIdleInTransaction.count()) + "s'");
        return;
    }
    // libpq's words decide which sentence fits; they are never shown.
    const std::string reason = m_conn ? PQerrorMessage(m_conn) : "";
    const std::string user = conninfoValue(conninfo, "user");
    PQfinish(m_conn);
    m_conn = nullptr;
    const auto refuse = [&](ServerError::Kind kind, core::MessageText text) {
        throw ServerError(kind, core::Message{text,
                                              {clauseArg("where", where),
                                               {"user", user},
                                               {"seconds", static_cast<std::int64_t>(timeout.count())}}});
    };
    if (contains(reason, "authentication failed") || contains(reason, "no pg_hba.conf entry") ||
        (contains(reason, "role \"") && contains(reason, "does not exist")) || contains(reason, "password")) {
        refuse(ServerError::Kind::Refused,
               user.empty() ? DLRIG_MESSAGE("server", "the team server {where} refused the login (check the user "
                                                      "name and ~/.pgpass, or ask the lab's admin for an account)")
                            : DLRIG_MESSAGE("server", "the team server {where} refused the login of {user} (check "
                                                      "the user name and ~/.pgpass, or ask the lab's admin for an "
                                                      "account)"));
    }
    if (contains(reason, "database \"") && contains(reason, "does not exist"))
        refuse(ServerError::Kind::Schema, DLRIG_MESSAGE("server", "there is no database {where} (check the name "
                                                                  "after the server's address in the URI)"));
    if (contains(reason, "No such file or directory"))
        refuse(ServerError::Kind::Unreachable, DLRIG_MESSAGE("server", "there is no team server at {where}: no "
                                                                       "PostgreSQL socket in that folder (is the "
                                                                       "server running, and is the folder right?)"));
    if (contains(reason, "Connection refused"))
        refuse(ServerError::Kind::Unreachable, DLRIG_MESSAGE("server", "nothing listens at {where} (is the server "
                                                                       "running, and is the port right?)"));
    if (contains(reason, "translate host name"))
        refuse(ServerError::Kind::Unreachable, DLRIG_MESSAGE("server", "the host of {where} is not known here "
                                                                       "(check its name, or use its address)"));
    if (contains(reason, "SSL") || contains(reason, "certificate"))
        refuse(ServerError::Kind::Refused, DLRIG_MESSAGE("server", "the team server {where} and this computer could "
                                                                   "not agree on TLS (check sslmode and the "
                                                                   "server's certificate)"));
    if (contains(reason, "timeout expired"))
        refuse(ServerError::Kind::Unreachable, DLRIG_MESSAGE("server", "no team server answered at {where} within "
                                                                       "{seconds} s (is it running, and is the "
                                                                       "address right?)"));
    core::Message unknown{
        DLRIG_MESSAGE("server", "could not connect to the team server at {where} (is it running, "
                                "and is the address right? DLRIG_DEBUG=1 shows libpq's "
                                "reason){debug}"),
        {clauseArg("where", where),
         {"debug", std::getenv("DLRIG_DEBUG") ? " [" + reason.substr(0, reason.find('\n')) + "]" : std::string()}}};
    throw ServerError(ServerError::Kind::Unreachable, std::move(unknown));
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
    pg_result *result = execWithDeadline(sql, values);
    const ExecStatusType status = result ? PQresultStatus(result) : PGRES_FATAL_ERROR;
    if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK)
        fail(result, sql);
    return PgResult(result);
}

pg_result *PgConnection::execWithDeadline(const std::string &sql, const std::vector<const char *> &values)
{
    // Without parameters the simple protocol, which also runs several
    // statements at once (the schema's migrations).
    if (!m_conn)
        return nullptr;
    const int sent = values.empty() ? PQsendQuery(m_conn, sql.c_str())
                                    : PQsendQueryParams(m_conn, sql.c_str(), static_cast<int>(values.size()), nullptr,
                                                        values.data(), nullptr, nullptr, 0);
    if (!sent)
        return nullptr;
    // The server ends a statement at statement_timeout; a server that stopped
    // answering altogether (a frozen host) is given up on a little later.
    const auto deadline = std::chrono::steady_clock::now() + kStatementTimeout + std::chrono::seconds(10);
    pg_result *last = nullptr;
    pg_result *error = nullptr;
    for (;;) {
        while (PQisBusy(m_conn)) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            pollfd socket{PQsocket(m_conn), POLLIN, 0};
            const int ready = left.count() > 0 ? ::poll(&socket, 1, static_cast<int>(left.count())) : 0;
            if (ready < 0 && errno == EINTR)
                continue;
            if (ready <= 0) {
                if (PGcancel *cancel = PQgetCancel(m_conn)) {
                    char ignored[256];
                    PQcancel(cancel, ignored, sizeof ignored);
                    PQfreeCancel(cancel);
                }
                PQclear(last);
                PQclear(error);
                // A query still under way cannot be followed by another:
                // the connection is given up, as if it had broken.
                PQfinish(m_conn);
                m_conn = nullptr;
                m_timedOut = true;
                return nullptr;
            }
            if (!PQconsumeInput(m_conn))
                break; // the connection broke: PQgetResult says so
        }
        pg_result *result = PQgetResult(m_conn);
        if (!result)
            break;
        const ExecStatusType status = PQresultStatus(result);
        if (status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK && !error) {
            error = result; // the first error is what went wrong; later statements did not run
            continue;
        }
        PQclear(last);
        last = result;
    }
    if (error) {
        PQclear(last);
        return error;
    }
    return last;
}

void PgConnection::fail(pg_result *result, const std::string &sql)
{
    const char *stateField = result ? PQresultErrorField(result, PG_DIAG_SQLSTATE) : nullptr;
    const std::string state = stateField ? stateField : "";
    const char *primary = result ? PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY) : nullptr;
    const std::string serverText = primary ? primary : m_conn ? PQerrorMessage(m_conn) : "no connection";
    PQclear(result);
    const bool connectionBad = PQstatus(m_conn) != CONNECTION_OK;
    const bool timedOut = std::exchange(m_timedOut, false);
    const ServerError::Kind kind = timedOut ? ServerError::Kind::Busy : kindOf(state, connectionBad);
    // The server's own words go to the debug line only (DLRIG_DEBUG); the
    // caller turns the kind into a sentence that names what was refused.
    core::MessageText text = DLRIG_MESSAGE("server", "the team server reported error {state}; nothing was written");
    switch (kind) {
    case ServerError::Kind::ConnectionLost:
        text = DLRIG_MESSAGE("server", "the connection to the team server broke; nothing of this change was written");
        break;
    case ServerError::Kind::Refused:
        text = isReading(sql) ? DLRIG_MESSAGE("server", "the team server refused {user} reading the dlrig catalog: "
                                                        "that role is not a member of dlrig_reader, dlrig_buyer or "
                                                        "dlrig_admin (a lab admin can run: GRANT dlrig_reader TO "
                                                        "{user}). Nothing was changed.")
                              : DLRIG_MESSAGE("server", "the team server refused {user} changing the dlrig catalog: "
                                                        "that role is not a member of dlrig_reader, dlrig_buyer or "
                                                        "dlrig_admin (a lab admin can run: GRANT dlrig_reader TO "
                                                        "{user}). Nothing was changed.");
        break;
    case ServerError::Kind::Busy:
        text = timedOut ? DLRIG_MESSAGE("server", "the team server did not answer within {answer} s; nothing of "
                                                  "this change was written")
               : state == "55P03"
                   ? DLRIG_MESSAGE("server", "another session on the team server holds what this changes (an "
                                             "import or price change under way?); dlrig waited {lock} s and wrote "
                                             "nothing. Try again in a moment; a session left idle is ended by the "
                                             "server after {idle} s")
                   : DLRIG_MESSAGE("server", "the team server did not finish within {statement} s; nothing of this "
                                             "change was written");
        break;
    case ServerError::Kind::Conflict:
        text = DLRIG_MESSAGE("server", "the team server reported a conflicting change; nothing was written");
        break;
    case ServerError::Kind::Schema:
        text = DLRIG_MESSAGE("server", "the database on the team server has no dlrig catalog (run dlrig-cli catalog "
                                       "init-server)");
        break;
    default:
        break;
    }
    core::Message message{
        text,
        {{"state", state},
         {"user", user()},
         {"answer", static_cast<std::int64_t>((kStatementTimeout + std::chrono::seconds(10)).count())},
         {"lock", static_cast<std::int64_t>(kLockTimeout.count())},
         {"idle", static_cast<std::int64_t>(kIdleInTransaction.count())},
         {"statement", static_cast<std::int64_t>(kStatementTimeout.count())}}};
    if (std::getenv("DLRIG_DEBUG"))
        message = {DLRIG_MESSAGE("server", "{message} [{debug}]"),
                   {clauseArg("message", std::move(message)), {"debug", serverText + " in: " + sql.substr(0, 200)}}};
    throw ServerError(kind, std::move(message), state);
}

std::string PgConnection::user() const
{
    return m_conn && PQstatus(m_conn) == CONNECTION_OK ? PQuser(m_conn) : "";
}

int PgConnection::backendPid() const
{
    return PQbackendPID(m_conn);
}

core::Message PgConnection::where() const
{
    if (!m_conn)
        return {DLRIG_MESSAGE("server", "the team server (disconnected)"), {}};
    const char *host = PQhost(m_conn);
    const std::string shown = host ? host : "";
    if (!shown.empty() && shown.front() == '/')
        return describe(PQdb(m_conn), {}, PQport(m_conn), shown);
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
