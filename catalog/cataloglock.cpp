#include "catalog/cataloglock.h"

#include "catalog/database.h"

#include <cerrno>
#include <map>
#include <mutex>
#include <thread>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dlrig::catalog {

namespace {

// The locks this process holds, by the lock file's device and inode.
struct HeldLocks {
    std::mutex mutex;
    std::map<std::pair<dev_t, ino_t>, std::weak_ptr<CatalogLock>> byFile;
};

HeldLocks &heldLocks()
{
    static HeldLocks held;
    return held;
}

} // namespace

std::shared_ptr<CatalogLock> CatalogLock::acquire(const std::filesystem::path &catalog, Mode mode,
                                                  std::chrono::milliseconds wait)
{
    std::filesystem::path lockPath = catalog;
    lockPath += ".lock";
    int fd = ::open(lockPath.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0666);
    if (fd < 0)
        fd = ::open(lockPath.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return nullptr;
    struct stat info {};
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(fd);
        return nullptr;
    }
    HeldLocks &held = heldLocks();
    const std::lock_guard guard(held.mutex);
    const auto key = std::make_pair(info.st_dev, info.st_ino);
    if (auto existing = held.byFile[key].lock()) {
        ::close(fd);
        if (mode == Mode::Exclusive && existing->mode() != Mode::Exclusive)
            throw DatabaseError(core::Message{DLRIG_MESSAGE("catalog.file", "{path}: in use by this program"),
                                              {{"path", catalog.string()}}},
                                DatabaseError::kBusy);
        return existing;
    }
    const int operation = (mode == Mode::Exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB;
    const auto deadline = std::chrono::steady_clock::now() + wait;
    while (::flock(fd, operation) != 0) {
        if ((errno != EWOULDBLOCK && errno != EINTR) || std::chrono::steady_clock::now() >= deadline) {
            ::close(fd);
            throw DatabaseError(
                core::Message{DLRIG_MESSAGE("catalog.file", "{path}: in use"), {{"path", catalog.string()}}},
                DatabaseError::kBusy);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    std::shared_ptr<CatalogLock> lock(new CatalogLock(fd, mode));
    held.byFile[key] = lock;
    return lock;
}

CatalogLock::~CatalogLock()
{
    ::close(m_fd); // releases the flock
}

} // namespace dlrig::catalog
