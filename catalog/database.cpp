#include "catalog/database.h"

#include <sqlite3.h>

#include <utility>

namespace dlrig::catalog {

static_assert(DatabaseError::kBusy == SQLITE_BUSY && DatabaseError::kLocked == SQLITE_LOCKED &&
              DatabaseError::kReadOnly == SQLITE_READONLY);

bool DatabaseError::isCorruption() const
{
    return m_code == SQLITE_CORRUPT || m_code == SQLITE_NOTADB;
}

std::string fileUri(const std::filesystem::path &path, std::string_view query)
{
    std::string uri = "file:";
    for (unsigned char c : std::filesystem::absolute(path).string()) {
        if (c == '%' || c == '?' || c == '#' || c < 0x21 || c >= 0x7f) {
            static constexpr char hex[] = "0123456789ABCDEF";
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 0xF];
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri + "?" + std::string(query);
}

Database::Database(const std::filesystem::path &path, Mode mode) : m_path(path)
{
    int flags = SQLITE_OPEN_URI;
    std::string name = path.string();
    switch (mode) {
    case Mode::ReadOnly:
        flags |= SQLITE_OPEN_READONLY;
        break;
    case Mode::Immutable:
        flags |= SQLITE_OPEN_READONLY;
        name = fileUri(path, "immutable=1");
        break;
    case Mode::ReadWrite:
        flags |= SQLITE_OPEN_READWRITE;
        break;
    case Mode::ReadWriteCreate:
        flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
        break;
    }
    const int rc = sqlite3_open_v2(name.c_str(), &m_db, flags, nullptr);
    if (rc != SQLITE_OK) {
        const std::string message = m_db ? sqlite3_errmsg(m_db) : sqlite3_errstr(rc);
        sqlite3_close(m_db);
        m_db = nullptr;
        throw DatabaseError(core::Message{DLRIG_MESSAGE("catalog.file", "{path}: cannot open: {reason}"),
                                          {{"path", path.string()}, {"reason", message}}},
                            rc & 0xFF);
    }
    sqlite3_extended_result_codes(m_db, 1);
    sqlite3_busy_timeout(m_db, 2000);
}

Database::~Database()
{
    sqlite3_close(m_db);
}

Database::Database(Database &&other) noexcept
    : m_db(std::exchange(other.m_db, nullptr)), m_path(std::move(other.m_path))
{
}

Database &Database::operator=(Database &&other) noexcept
{
    if (this != &other) {
        sqlite3_close(m_db);
        m_db = std::exchange(other.m_db, nullptr);
        m_path = std::move(other.m_path);
    }
    return *this;
}

void Database::exec(std::string_view sql)
{
    char *error = nullptr;
    if (const int rc = sqlite3_exec(m_db, std::string(sql).c_str(), nullptr, nullptr, &error); rc != SQLITE_OK) {
        const std::string message = error ? error : "unknown error";
        sqlite3_free(error);
        throw DatabaseError(m_path.string() + ": " + message + " (in: " + std::string(sql.substr(0, 80)) + ")",
                            rc & 0xFF);
    }
}

Statement Database::prepare(std::string_view sql)
{
    return Statement(m_db, sql);
}

std::int64_t Database::queryInt(std::string_view sql)
{
    Statement statement = prepare(sql);
    if (!statement.step())
        throw DatabaseError(m_path.string() + ": no result for " + std::string(sql));
    return statement.columnInt(0);
}

std::string Database::queryText(std::string_view sql)
{
    Statement statement = prepare(sql);
    if (!statement.step())
        throw DatabaseError(m_path.string() + ": no result for " + std::string(sql));
    return statement.columnText(0);
}

int Database::changes() const
{
    return sqlite3_changes(m_db);
}

Statement::Statement(sqlite3 *db, std::string_view sql) : m_db(db)
{
    if (sqlite3_prepare_v2(db, sql.data(), static_cast<int>(sql.size()), &m_statement, nullptr) != SQLITE_OK)
        fail("cannot prepare '" + std::string(sql.substr(0, 80)) + "'");
}

Statement::~Statement()
{
    sqlite3_finalize(m_statement);
}

Statement::Statement(Statement &&other) noexcept
    : m_db(other.m_db), m_statement(std::exchange(other.m_statement, nullptr))
{
}

void Statement::fail(const std::string &what) const
{
    const char *file = sqlite3_db_filename(m_db, "main");
    throw DatabaseError(std::string(file && *file ? file : ":memory:") + ": " + what + ": " + sqlite3_errmsg(m_db),
                        sqlite3_errcode(m_db) & 0xFF);
}

Statement &Statement::bind(int index, std::int64_t value)
{
    if (sqlite3_bind_int64(m_statement, index, value) != SQLITE_OK)
        fail("cannot bind parameter " + std::to_string(index));
    return *this;
}

Statement &Statement::bind(int index, double value)
{
    if (sqlite3_bind_double(m_statement, index, value) != SQLITE_OK)
        fail("cannot bind parameter " + std::to_string(index));
    return *this;
}

Statement &Statement::bind(int index, std::string_view text)
{
    if (sqlite3_bind_text(m_statement, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT) !=
        SQLITE_OK)
        fail("cannot bind parameter " + std::to_string(index));
    return *this;
}

Statement &Statement::bindNull(int index)
{
    if (sqlite3_bind_null(m_statement, index) != SQLITE_OK)
        fail("cannot bind parameter " + std::to_string(index));
    return *this;
}

bool Statement::step()
{
    const int rc = sqlite3_step(m_statement);
    if (rc == SQLITE_ROW)
        return true;
    if (rc == SQLITE_DONE)
        return false;
    fail("statement failed");
}

void Statement::run()
{
    while (step()) {
    }
}

void Statement::reset()
{
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
}

bool Statement::isNull(int column) const
{
    return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

std::int64_t Statement::columnInt(int column) const
{
    return sqlite3_column_int64(m_statement, column);
}

double Statement::columnDouble(int column) const
{
    return sqlite3_column_double(m_statement, column);
}

std::string Statement::columnText(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return text ? std::string(text, static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column)))
                : std::string();
}

Transaction::Transaction(Database &db) : m_db(db)
{
    m_db.exec("BEGIN IMMEDIATE");
}

Transaction::~Transaction()
{
    if (!m_done) {
        try {
            m_db.exec("ROLLBACK");
        } catch (const DatabaseError &) {
            // Nothing more can be done from a destructor; SQLite rolls back on close.
        }
    }
}

void Transaction::commit()
{
    m_db.exec("COMMIT");
    m_done = true;
}

} // namespace dlrig::catalog
