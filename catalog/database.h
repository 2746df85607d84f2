#pragma once

#include "core/base/inputerror.h"

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

// Small RAII wrappers over SQLite: a connection, a prepared statement and a
// transaction. Bound parameters only; errors throw DatabaseError with SQLite's
// message and the statement or file involved.
namespace dlrig::catalog {

class DatabaseError : public std::runtime_error, public core::SaysMessage {
public:
    explicit DatabaseError(const std::string &message, int code = 0) : std::runtime_error(message), m_code(code) {}
    explicit DatabaseError(core::Message message, int code = 0)
        : std::runtime_error(message.english()), core::SaysMessage(std::move(message)), m_code(code)
    {
    }
    // SQLite's primary result code (SQLITE_CORRUPT, SQLITE_NOTADB…), 0 when none.
    int code() const { return m_code; }
    // The file is damaged rather than the statement wrong.
    bool isCorruption() const;
    // Another connection holds the file (SQLITE_BUSY, SQLITE_LOCKED): not damage.
    bool isLocked() const { return m_code == kBusy || m_code == kLocked; }
    // The file or its folder cannot be written (SQLITE_READONLY): not damage.
    bool isReadOnly() const { return m_code == kReadOnly; }
    // SQLite's primary result codes (sqlite.org/rescode.html).
    static constexpr int kBusy = 5;
    static constexpr int kLocked = 6;
    static constexpr int kReadOnly = 8;

private:
    int m_code = 0;
};

class Statement;

// A "file:" URI for `path` with `query` ("immutable=1"), the characters that
// URIs reserve escaped (sqlite.org/uri.html).
std::string fileUri(const std::filesystem::path &path, std::string_view query);

class Database {
public:
    // Immutable: a file nobody changes while it is open, such as the shipped
    // catalog under /usr/share: read with no locks, journal or -wal/-shm files,
    // so it works on read-only media and for users who cannot write beside it.
    enum class Mode { ReadOnly, Immutable, ReadWrite, ReadWriteCreate };

    Database(const std::filesystem::path &path, Mode mode);
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;
    Database(Database &&other) noexcept;
    Database &operator=(Database &&other) noexcept;

    // Runs one or more statements without results ("PRAGMA foreign_keys = ON").
    void exec(std::string_view sql);
    Statement prepare(std::string_view sql);
    // The single value of a one-row, one-column query.
    std::int64_t queryInt(std::string_view sql);
    std::string queryText(std::string_view sql);
    int changes() const;
    const std::filesystem::path &path() const { return m_path; }
    sqlite3 *handle() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
    std::filesystem::path m_path;
};

class Statement {
public:
    Statement(sqlite3 *db, std::string_view sql);
    ~Statement();
    Statement(const Statement &) = delete;
    Statement &operator=(const Statement &) = delete;
    Statement(Statement &&other) noexcept;

    // Parameters count from 1, as in SQLite.
    Statement &bind(int index, std::int64_t value);
    Statement &bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
    Statement &bind(int index, double value);
    Statement &bind(int index, std::string_view text);
    Statement &bindNull(int index);

    // Advances; true while a row is available.
    bool step();
    // Runs a statement that returns no rows.
    void run();
    void reset();

    bool isNull(int column) const;
    std::int64_t columnInt(int column) const;
    double columnDouble(int column) const;
    std::string columnText(int column) const;

private:
    [[noreturn]] void fail(const std::string &what) const;
    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
};

// BEGIN IMMEDIATE … COMMIT; rolls back unless commit() was called.
class Transaction {
public:
    explicit Transaction(Database &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;
    void commit();

private:
    Database &m_db;
    bool m_done = false;
};

} // namespace dlrig::catalog
