#pragma once

#include <chrono>
#include <filesystem>
#include <memory>

// Keeps `catalog recover` from replacing a catalog file under a process that
// has it open to change it (a price set there would land in the file moved
// aside, and be lost). Every process that opens a catalog file for writing
// holds a shared lock (flock) on "<file>.lock" beside it while the catalog
// is open; recover holds it exclusively while it moves the file aside and
// rebuilds it. flock, not SQLite's own POSIX locks: closing any descriptor
// of a file drops every POSIX lock the process holds on it, flock is per
// descriptor and independent of them.
namespace dlrig::catalog {

class CatalogLock {
public:
    enum class Mode { Shared, Exclusive };

    // Waits up to `wait` for the lock, then throws DatabaseError (busy)
    // saying the catalog is in use. Within one process a catalog already
    // locked is shared, not waited for (recover opens the catalog it holds).
    // Returns nullptr where no lock file can be made or opened (a folder only
    // root may write): such a catalog opens read-only and is never recovered.
    static std::shared_ptr<CatalogLock> acquire(const std::filesystem::path &catalog, Mode mode,
                                                std::chrono::milliseconds wait);
    static constexpr std::chrono::milliseconds kWriterWait{10'000};

    ~CatalogLock();
    CatalogLock(const CatalogLock &) = delete;
    CatalogLock &operator=(const CatalogLock &) = delete;
    Mode mode() const { return m_mode; }

private:
    CatalogLock(int fd, Mode mode) : m_fd(fd), m_mode(mode) {}
    int m_fd = -1;
    Mode m_mode;
};

} // namespace dlrig::catalog
