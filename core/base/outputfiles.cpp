#include "core/base/outputfiles.h"

#include "core/base/inputerror.h"
#include "core/base/temporaryfiles.h"

#include <cerrno>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace dlrig::core {

namespace {

// How long a named pipe's reader may take to turn up.
constexpr std::chrono::seconds kPipeReaderWait{5};

std::string reason()
{
    return std::strerror(errno);
}

// ---- files no output may replace

struct Protected {
    dev_t device = 0;
    ino_t inode = 0;
    bool exists = false;
    std::string path; // weakly canonical, for a file not there yet
    std::string what;
};

struct ProtectedFiles {
    std::mutex mutex;
    std::vector<Protected> files;
    bool inputs = false;
};

ProtectedFiles &protectedFiles()
{
    static ProtectedFiles registry;
    return registry;
}

std::string canonicalText(const std::filesystem::path &path)
{
    std::error_code error;
    const auto canonical = std::filesystem::weakly_canonical(path, error);
    return error ? path.lexically_normal().string() : canonical.string();
}

// What `target` is when no output may replace it, or nothing.
std::optional<Protected> protectedMatch(const std::filesystem::path &target)
{
    struct stat info {};
    const bool exists = ::stat(target.c_str(), &info) == 0;
    const std::string text = canonicalText(target);
    ProtectedFiles &registry = protectedFiles();
    const std::lock_guard lock(registry.mutex);
    for (const Protected &file : registry.files) {
        if (exists && file.exists && file.device == info.st_dev && file.inode == info.st_ino)
            return file;
        if (file.path == text)
            return file;
    }
    return std::nullopt;
}

// ---- inherited descriptors: /dev/stdout, /dev/fd/N, /proc/self/fd/N

std::optional<int> descriptorNumber(std::string_view text)
{
    int number = -1;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (error != std::errc() || end != text.data() + text.size() || number < 0)
        return std::nullopt;
    return number;
}

// The descriptor a path names without being a file of its own, or nothing.
std::optional<int> inheritedDescriptor(const std::filesystem::path &path)
{
    const std::string text = path.lexically_normal().string();
    if (text == "/dev/stdout")
        return 1;
    if (text == "/dev/stderr")
        return 2;
    const std::string self = "/proc/" + std::to_string(::getpid()) + "/fd/";
    for (const std::string &prefix : {std::string("/dev/fd/"), std::string("/proc/self/fd/"), self}) {
        if (text.rfind(prefix, 0) == 0)
            return descriptorNumber(std::string_view(text).substr(prefix.size()));
    }
    return std::nullopt;
}

// Where `path` leads once symbolic links are followed (up to 40 hops, the
// kernel's ELOOP limit): a file (perhaps not there yet) or an inherited descriptor.
struct Destination {
    std::filesystem::path file;
    std::optional<int> descriptor;
};

Destination followLinks(std::filesystem::path path)
{
    for (int hops = 0; hops < 40; ++hops) {
        if (const auto fd = inheritedDescriptor(path))
            return {path, fd};
        std::error_code error;
        if (!std::filesystem::is_symlink(std::filesystem::symlink_status(path, error)))
            return {path, std::nullopt};
        const std::filesystem::path target = std::filesystem::read_symlink(path, error);
        if (error)
            throw OutputError(path.string() + ": cannot follow the link (" + error.message() + ")");
        path = target.is_absolute() ? target : path.parent_path() / target;
    }
    throw OutputError(path.string() + ": too many levels of symbolic links");
}

// ---- writing

void writeAll(int fd, const std::string &content, const std::filesystem::path &path)
{
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EPIPE)
            throw OutputError(path.string() + ": the program reading it stopped before the end (broken pipe)");
        if (n < 0)
            throw OutputError(path.string() + ": cannot write (" + reason() + ")");
        written += static_cast<std::size_t>(n);
    }
}

// Writes into a pipe, terminal or descriptor. A reader that went away gives
// EPIPE, never SIGPIPE: the signal is blocked for the write and a pending one
// taken back, so the process lives to say what happened.
void writeStream(int fd, const std::string &content, const std::filesystem::path &path)
{
    if (fd == 1 || fd == 2) {
        // What the program printed before goes first.
        std::cout.flush();
        std::cerr.flush();
        std::fflush(nullptr);
    }
    sigset_t pipe, previous;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    sigset_t pending;
    sigpending(&pending);
    const bool alreadyPending = sigismember(&pending, SIGPIPE) == 1;
    pthread_sigmask(SIG_BLOCK, &pipe, &previous);
    try {
        writeAll(fd, content, path);
    } catch (...) {
        if (!alreadyPending) {
            const timespec now{0, 0};
            while (sigtimedwait(&pipe, nullptr, &now) < 0 && errno == EINTR) {
            }
        }
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        throw;
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
}

} // namespace

void protectFromOutputs(const std::filesystem::path &path, const std::string &what)
{
    Protected file;
    struct stat info {};
    if (::stat(path.c_str(), &info) == 0) {
        file.exists = true;
        file.device = info.st_dev;
        file.inode = info.st_ino;
    }
    file.path = canonicalText(path);
    file.what = what;
    ProtectedFiles &registry = protectedFiles();
    const std::lock_guard lock(registry.mutex);
    for (const Protected &known : registry.files) {
        if (known.path == file.path && known.exists == file.exists && known.device == file.device &&
            known.inode == file.inode)
            return; // a catalog opened again
    }
    registry.files.push_back(std::move(file));
}

void protectInputsFromOutputs()
{
    ProtectedFiles &registry = protectedFiles();
    const std::lock_guard lock(registry.mutex);
    registry.inputs = true;
}

void noteInputFile(const std::filesystem::path &path, dev_t device, ino_t inode)
{
    ProtectedFiles &registry = protectedFiles();
    const std::lock_guard lock(registry.mutex);
    if (!registry.inputs)
        return;
    registry.files.push_back({device, inode, true, canonicalText(path), "an input of this command"});
}

void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content)
{
    OutputFiles output;
    output.stage(path, content);
    output.commit();
}

OutputFiles::~OutputFiles()
{
    for (Staged &staged : m_staged)
        release(staged);
}

void OutputFiles::release(Staged &staged)
{
    if (!staged.temporary.empty()) {
        ::unlink(staged.temporary.c_str());
        forgetTemporaryFile(staged.temporary);
        staged.temporary.clear();
    }
    if (staged.fd >= 0 && staged.kind != Kind::Descriptor)
        ::close(staged.fd);
    staged.fd = -1;
}

OutputFiles::Staged &OutputFiles::find(const std::filesystem::path &path)
{
    for (Staged &staged : m_staged) {
        if (staged.requested == path)
            return staged;
    }
    reserve(path);
    return m_staged.back();
}

void OutputFiles::checkNotTwice(const Staged &candidate) const
{
    for (const Staged &other : m_staged) {
        const bool sameFile =
            candidate.device != 0 && other.device == candidate.device && other.inode == candidate.inode;
        const bool samePath = canonicalText(other.target) == canonicalText(candidate.target);
        const bool sameDescriptor =
            candidate.kind == Kind::Descriptor && other.kind == Kind::Descriptor && other.fd == candidate.fd;
        if (!(sameFile || sameDescriptor || (samePath && candidate.kind != Kind::Descriptor)))
            continue;
        if (other.requested == candidate.requested)
            throw OutputError(candidate.requested.string() +
                              ": named for two outputs of this command; give each its own file. Nothing was written");
        throw OutputError(candidate.requested.string() + ": is the same file as " + other.requested.string() +
                          ", which this command also writes; give each output its own file. Nothing was written");
    }
}

void OutputFiles::reserve(const std::filesystem::path &requested)
{
    const Destination destination = followLinks(requested);
    Staged staged;
    staged.requested = requested;
    staged.target = destination.file;
    struct stat existing {};
    if (destination.descriptor) {
        const int fd = *destination.descriptor;
        const int flags = ::fcntl(fd, F_GETFL);
        if (flags < 0 || (flags & O_ACCMODE) == O_RDONLY || ::fstat(fd, &existing) != 0)
            throw OutputError(requested.string() + ": descriptor " + std::to_string(fd) +
                              " of this process is not open for writing; nothing was written");
        staged.kind = Kind::Descriptor;
        staged.fd = fd;
        if (S_ISREG(existing.st_mode)) {
            staged.device = existing.st_dev;
            staged.inode = existing.st_ino;
        }
        checkNotTwice(staged);
        m_staged.push_back(std::move(staged));
        return;
    }
    const std::filesystem::path &path = staged.target;
    if (const auto guarded = protectedMatch(path)) {
        throw OutputError(requested.string() + ": is " + guarded->what + " (" + guarded->path +
                          "); writing there would replace it. Choose another file; nothing was written");
    }
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        throw OutputError(requested.string() + ": is a folder, not a file");
    if (exists && (S_ISBLK(existing.st_mode) || S_ISSOCK(existing.st_mode)))
        throw OutputError(requested.string() + ": is a " +
                          (S_ISBLK(existing.st_mode) ? "disk (block device)" : "socket") +
                          "; dlrig writes files, pipes and terminals only. Nothing was written");
    if (exists && (S_ISFIFO(existing.st_mode) || S_ISCHR(existing.st_mode))) {
        // Non-blocking open: a pipe nobody reads fails with ENXIO instead of
        // waiting forever; a reader gets kPipeReaderWait to turn up.
        int fd = -1;
        const auto deadline = std::chrono::steady_clock::now() + kPipeReaderWait;
        for (;;) {
            fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
            if (fd >= 0 || errno != ENXIO || std::chrono::steady_clock::now() >= deadline)
                break;
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        if (fd < 0 && errno == ENXIO)
            throw OutputError(requested.string() + ": is a named pipe that no program read within " +
                              std::to_string(kPipeReaderWait.count()) +
                              " s; start the reader first. Nothing was written");
        if (fd < 0)
            throw OutputError(requested.string() + ": cannot open for writing (" + reason() + ")");
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
        staged.kind = Kind::Stream;
        staged.fd = fd;
        staged.device = existing.st_dev;
        staged.inode = existing.st_ino;
        try {
            checkNotTwice(staged);
        } catch (...) {
            ::close(fd);
            throw;
        }
        m_staged.push_back(std::move(staged));
        return;
    }
    if (exists && ::access(path.c_str(), W_OK) != 0)
        throw OutputError(requested.string() + ": is read-only; nothing was written");
    if (exists) {
        staged.device = existing.st_dev;
        staged.inode = existing.st_ino;
    }
    checkNotTwice(staged);

    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : ".";
    std::string temporary = (folder / ("." + path.filename().string() + ".XXXXXX")).string();
    const int fd = ::mkstemp(temporary.data());
    if (fd < 0)
        throw OutputError(requested.string() + ": cannot write in " + folder.string() + " (" + reason() + ")");
    staged.fd = fd;
    staged.temporary = temporary;
    rememberTemporaryFile(staged.temporary); // removed on SIGINT, SIGTERM, SIGHUP
    m_staged.push_back(std::move(staged));   // from here the destructor removes it
    Staged &kept = m_staged.back();
    if (exists) {
        // The replacement keeps the file's permissions and, where we may, its owner.
        ::fchmod(kept.fd, existing.st_mode & 07777);
        if (::geteuid() == 0) {
            [[maybe_unused]] const int owned = ::fchown(kept.fd, existing.st_uid, existing.st_gid);
        }
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        ::fchmod(kept.fd, 0666 & ~mask);
    }
}

void OutputFiles::stage(const std::filesystem::path &path, const std::string &content)
{
    Staged &staged = find(path);
    if (staged.staged)
        throw OutputError(path.string() + ": written twice by one command");
    if (staged.kind != Kind::File) {
        staged.streamContent = content;
        staged.staged = true;
        return;
    }
    writeAll(staged.fd, content, staged.requested);
    if (::fsync(staged.fd) != 0)
        throw OutputError(staged.requested.string() + ": cannot save (" + reason() + ")");
    ::close(staged.fd);
    staged.fd = -1;
    staged.staged = true;
}

bool OutputFiles::writesStandardOutput() const
{
    for (const Staged &staged : m_staged) {
        if (staged.kind == Kind::Descriptor && staged.fd == 1)
            return true;
    }
    return false;
}

void OutputFiles::writeStreams()
{
    for (const Staged &staged : m_staged) {
        if (!staged.staged)
            throw std::logic_error(staged.requested.string() + " was reserved but never staged");
    }
    if (m_streamsWritten)
        return;
    m_streamsWritten = true;
    for (Staged &staged : m_staged) {
        if (staged.kind == Kind::File)
            continue;
        writeStream(staged.fd, staged.streamContent, staged.requested);
        staged.streamContent.clear();
    }
}

void OutputFiles::commit()
{
    // Pipes, terminals and descriptors first: they can fail (a reader that
    // left, a full device) while every file is still as it was.
    writeStreams();
    for (Staged &staged : m_staged) {
        if (staged.kind != Kind::File)
            continue;
        if (::rename(staged.temporary.c_str(), staged.target.c_str()) != 0)
            throw OutputError(staged.requested.string() + ": cannot save (" + reason() + ")");
        forgetTemporaryFile(staged.temporary);
        staged.temporary.clear();
    }
    for (Staged &staged : m_staged)
        release(staged);
    m_staged.clear();
    m_streamsWritten = false;
}

} // namespace dlrig::core
