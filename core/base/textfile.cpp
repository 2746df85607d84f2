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

} // namespace

std::string readTextFile(const std::filesystem::path &path, std::size_t maxBytes)
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
    if (static_cast<std::size_t>(info.st_size) > maxBytes)
        throw InputError("file", path.string() + ": is " + std::to_string(info.st_size >> 20) +
                                     " MiB, larger than any dlrig input (at most " + std::to_string(maxBytes >> 20) +
                                     " MiB)");
    noteInputFile(path, info.st_dev, info.st_ino);
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
        if (content.size() > maxBytes) // it grew while being read
            throw InputError("file", path.string() + ": larger than any dlrig input (at most " +
                                         std::to_string(maxBytes >> 20) + " MiB)");
    }
    return content;
}

} // namespace dlrig::core
