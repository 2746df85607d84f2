#pragma once

#include "core/base/inputerror.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

struct pg_conn;
struct pg_result;

// Small RAII wrappers over libpq, PostgreSQL's own C client: a connection, a
// query result and a transaction. Parameters are always bound ($1, $2…),
// never pasted into SQL text.
namespace dlrig::catalog {

// What went wrong with the team server, in words for people; kind() says
// which way out the caller offers.
class ServerError : public std::runtime_error, public core::SaysMessage {
public:
    enum class Kind {
        Unreachable,    // no answer within the connect timeout, or no server there
        Refused,        // authentication or a permission the server's roles withhold
        Conflict,       // someone else changed the row since it was read
        ConnectionLost, // the connection broke mid-way; the transaction was rolled back
        Busy,           // another session held a lock, or the server did not finish in time; nothing written
        Schema,         // not a dlrig database, or one newer than this dlrig
        Other,
    };
    ServerError(Kind kind, const std::string &message, std::string sqlState = {})
        : std::runtime_error(message), m_kind(kind), m_sqlState(std::move(sqlState))
    {
    }
    ServerError(Kind kind, core::Message message, std::string sqlState = {})
        : std::runtime_error(message.english()), core::SaysMessage(std::move(message)), m_kind(kind),
          m_sqlState(std::move(sqlState))
    {
    }
    Kind kind() const { return m_kind; }
    // The server's five-character SQLSTATE ("42501"), empty when none.
    const std::string &sqlState() const { return m_sqlState; }

private:
    Kind m_kind;
    std::string m_sqlState;
};

// Whether libpq can read `conninfo` as a connection string (a URI or
// "key=value" words).
bool conninfoParses(const std::string &conninfo);
// Why `conninfo` cannot be used, in words that never repeat it (it may hold
// a password): libpq cannot read it, it names an option value libpq refuses,
// or it holds a password (which belongs in ~/.pgpass). Nothing when usable.
std::optional<core::Message> serverLocationProblem(const std::string &conninfo);

// How long a statement may wait for another session's lock, and run, before
// the server gives up on it (and dlrig says so, exit 4); a session left idle
// inside a transaction (a suspended dlrig) is ended by the server after
// kIdleInTransaction, releasing its locks.
inline constexpr std::chrono::seconds kLockTimeout{5};
inline constexpr std::chrono::seconds kStatementTimeout{60};
inline constexpr std::chrono::seconds kIdleInTransaction{120};

// A bound parameter: text, or SQL NULL.
using PgParam = std::optional<std::string>;

class PgResult {
public:
    explicit PgResult(pg_result *result) : m_result(result) {}
    ~PgResult();
    PgResult(const PgResult &) = delete;
    PgResult &operator=(const PgResult &) = delete;
    PgResult(PgResult &&other) noexcept : m_result(other.m_result) { other.m_result = nullptr; }

    int rows() const;
    bool isNull(int row, int column) const;
    std::string text(int row, int column) const;
    std::int64_t integer(int row, int column) const;
    // Rows an UPDATE, INSERT or DELETE touched.
    std::int64_t affected() const;

private:
    pg_result *m_result = nullptr;
};

class PgConnection {
public:
    // Connects to a libpq connection string: a postgresql:// URI or
    // "key=value" words; libpq adds the PG* environment, ~/.pgpass and TLS
    // settings. Waits at most `timeout` for the server to answer. One that
    // serverLocationProblem refuses throws InputError. The session's
    // statements then wait at most kLockTimeout for a lock and run at most
    // kStatementTimeout (ServerError Busy); dlrig itself stops waiting for
    // an answer a little after that (a server that stopped answering).
    PgConnection(const std::string &conninfo, std::chrono::seconds timeout);
    ~PgConnection();
    PgConnection(const PgConnection &) = delete;
    PgConnection &operator=(const PgConnection &) = delete;
    PgConnection(PgConnection &&other) noexcept;

    PgResult exec(const std::string &sql, const std::vector<PgParam> &params = {});
    // The role this connection acts as (current_user) and the server process serving it.
    std::string user() const;
    int backendPid() const;
    // Where it is connected, for messages: "dlrig on /run/postgresql:5432",
    // never the password.
    core::Message where() const;

private:
    [[noreturn]] void fail(pg_result *result, const std::string &sql);
    // Sends a query and waits for its result until the deadline; nullptr
    // with the connection cancelled when none came.
    pg_result *execWithDeadline(const std::string &sql, const std::vector<const char *> &values);
    pg_conn *m_conn = nullptr;
    bool m_timedOut = false; // the last query got no answer in time
};

// BEGIN … COMMIT; rolls back unless commit() was called.
class PgTransaction {
public:
    explicit PgTransaction(PgConnection &connection);
    ~PgTransaction();
    PgTransaction(const PgTransaction &) = delete;
    PgTransaction &operator=(const PgTransaction &) = delete;
    void commit();

private:
    PgConnection &m_connection;
    bool m_done = false;
};

} // namespace dlrig::catalog
