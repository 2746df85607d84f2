#include "core/base/textfile.h"

#include "core/base/inputerror.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dlrig::core {

namespace {

std::string reason()
{
    return std::strerror(errno);
}

// Closes a descriptor when it goes out of scope.
struct FileDescriptor {
    int fd = -1;
    ~FileDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

void writeAll(int fd, const std::string &content, const std::filesystem::path &path)
{
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw OutputError(path.string() + ": cannot write (" + reason() + ")");
        written += static_cast<std::size_t>(n);
    }
}

// The file a path names once symbolic links are followed (up to 40, as the
// kernel's ELOOP limit); a dangling link names the file it would create.
std::filesystem::path followLinks(std::filesystem::path path)
{
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code error;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(path, error)))
            return path;
        const std::filesystem::path target = std::filesystem::read_symlink(path, error);
        if (error)
            throw OutputError(path.string() + ": cannot follow the link (" + error.message() + ")");
        path = target.is_absolute() ? target : path.parent_path() / target;
    }
    throw OutputError(path.string() + ": too many levels of symbolic links");
}

} // namespace

std::string readTextFile(const std::filesystem::path &path)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer before we can refuse it.
    FileDescriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0)
        throw InputError("file", path.string() + ": cannot open (" + reason() + ")");
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        throw InputError("file", path.string() + ": cannot read (" + reason() + ")");
    if (S_ISDIR(info.st_mode))
        throw InputError("file", path.string() + ": is a folder, not a file");
    if (!S_ISREG(info.st_mode))
        throw InputError("file", path.string() + ": is not a regular file (a pipe or device cannot be read here)");
    if (static_cast<std::size_t>(info.st_size) > kMaxInputFileBytes)
        throw InputError("file", path.string() + ": is " + std::to_string(info.st_size >> 20) +
                                     " MiB, larger than any dlrig input (at most " +
                                     std::to_string(kMaxInputFileBytes >> 20) + " MiB)");
    std::string content;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw InputError("file", path.string() + ": cannot read (" + reason() + ")");
        if (n == 0)
            break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > kMaxInputFileBytes) // it grew while being read
            throw InputError("file", path.string() + ": larger than any dlrig input (at most " +
                                         std::to_string(kMaxInputFileBytes >> 20) + " MiB)");
    }
    return content;
}

void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content)
{
    OutputFiles output;
    output.stage(path, content);
    output.commit();
}

OutputFiles::~OutputFiles()
{
    for (const Staged &staged : m_staged) {
        if (!staged.temporary.empty())
            ::unlink(staged.temporary.c_str());
    }
}

void OutputFiles::stage(const std::filesystem::path &requested, const std::string &content)
{
    Staged staged{requested, followLinks(requested), {}, {}};
    const std::filesystem::path &path = staged.target;
    struct stat existing {};
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        throw OutputError(requested.string() + ": is a folder, not a file");
    if (exists && !S_ISREG(existing.st_mode)) {
        // A terminal, pipe or /dev/stdout: written into at commit, never replaced.
        if (::access(path.c_str(), W_OK) != 0)
            throw OutputError(requested.string() + ": cannot open for writing (" + reason() + ")");
        staged.deviceContent = content;
        m_staged.push_back(std::move(staged));
        return;
    }
    if (exists && ::access(path.c_str(), W_OK) != 0)
        throw OutputError(requested.string() + ": is read-only; nothing was written");

    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : ".";
    std::string temporary = (folder / ("." + path.filename().string() + ".XXXXXX")).string();
    FileDescriptor file{::mkstemp(temporary.data())};
    if (file.fd < 0)
        throw OutputError(requested.string() + ": cannot write in " + folder.string() + " (" + reason() + ")");
    staged.temporary = temporary;
    m_staged.push_back(std::move(staged)); // from here the destructor removes it
    writeAll(file.fd, content, requested);
    if (exists) {
        // The replacement keeps the file's permissions and, where we may, its owner.
        ::fchmod(file.fd, existing.st_mode & 07777);
        if (::geteuid() == 0) {
            [[maybe_unused]] const int owned = ::fchown(file.fd, existing.st_uid, existing.st_gid);
        }
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::fchmod(file.fd, 0666 & ~mask);
    }
    if (::fsync(file.fd) != 0)
        throw OutputError(requested.string() + ": cannot save (" + reason() + ")");
}

void OutputFiles::commit()
{
    for (Staged &staged : m_staged) {
        if (staged.temporary.empty()) {
            FileDescriptor device{::open(staged.target.c_str(), O_WRONLY | O_CLOEXEC)};
            if (device.fd < 0)
                throw OutputError(staged.requested.string() + ": cannot open for writing (" + reason() + ")");
            writeAll(device.fd, staged.deviceContent, staged.requested);
            continue;
        }
        if (::rename(staged.temporary.c_str(), staged.target.c_str()) != 0)
            throw OutputError(staged.requested.string() + ": cannot save (" + reason() + ")");
        staged.temporary.clear();
    }
    m_staged.clear();
}

} // namespace dlrig::core
