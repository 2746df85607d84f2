#include "core/base/textfile.h"

#include "core/base/inputerror.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dlrig::core {

namespace {

// Why a call failed, as words a person reads in their language where dlrig
// knows the cause, else the C library's own.
MessageArg reason()
{
    switch (errno) {
    case ENOENT:
        return {"reason", DLRIG_MESSAGE("input.reason", "no such file or folder")};
    case EACCES:
    case EPERM:
        return {"reason", DLRIG_MESSAGE("input.reason", "permission denied")};
    case ENOTDIR:
        return {"reason", DLRIG_MESSAGE("input.reason", "a folder in the path is a file")};
    case ENAMETOOLONG:
        return {"reason", DLRIG_MESSAGE("input.reason", "the name is too long")};
    case ELOOP:
        return {"reason", DLRIG_MESSAGE("input.reason", "too many symbolic links")};
    case EIO:
        return {"reason", DLRIG_MESSAGE("input.reason", "input/output error")};
    default:
        return {"reason", std::string(std::strerror(errno))};
    }
}

InputError fileProblem(const std::filesystem::path &path, MessageText text, std::vector<MessageArg> args = {})
{
    args.push_back({"path", path.string()});
    return InputError("file", Message{text, std::move(args)});
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
        throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: cannot open ({reason})"), {reason()});
    struct stat info {};
    if (::fstat(file.fd, &info) != 0)
        throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: cannot read ({reason})"), {reason()});
    if (S_ISDIR(info.st_mode))
        throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: is a folder, not a file"));
    if (!S_ISREG(info.st_mode))
        throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: is not a regular file (a pipe or device cannot be "
                                                       "read here)"));
    if (static_cast<std::size_t>(info.st_size) > maxBytes)
        throw fileProblem(path,
                          DLRIG_MESSAGE("input", "{path}: is {size} MiB, larger than any dlrig input (at most "
                                                 "{most} MiB)"),
                          {{"size", static_cast<std::int64_t>(info.st_size >> 20)},
                           {"most", static_cast<std::int64_t>(maxBytes >> 20)}});
    noteInputFile(path, info.st_dev, info.st_ino);
    std::string content;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: cannot read ({reason})"), {reason()});
        if (n == 0)
            break;
        content.append(buffer, static_cast<std::size_t>(n));
        if (content.size() > maxBytes) // it grew while being read
            throw fileProblem(path, DLRIG_MESSAGE("input", "{path}: larger than any dlrig input (at most {most} MiB)"),
                              {{"most", static_cast<std::int64_t>(maxBytes >> 20)}});
    }
    return content;
}

} // namespace dlrig::core
