#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <sys/types.h>
#include <vector>

namespace dlrig::core {

// Files no output may replace: `path` is `what` ("the catalog") for messages.
// An output onto it, through any link or name, is refused before anything is
// written. Matched by device and inode, and by path for a file not there yet
// (a catalog's -wal file).
void protectFromOutputs(const std::filesystem::path &path, const std::string &what);
// From now on every file readTextFile reads is protected as "an input of this
// command". dlrig-cli turns this on; the desktop application does not, since
// saving a build over the file it was opened from is what Save does.
void protectInputsFromOutputs();
// Called by readTextFile for each file it opened.
void noteInputFile(const std::filesystem::path &path, dev_t device, ino_t inode);

// Writes `content` to `path` so that readers see the old content or the new,
// never half (OutputFiles with one output).
void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content);

// Several outputs written all or nothing (a quote as PDF, CSV and JSON).
//
// reserve() checks a target and prepares it before any content exists: a
// regular file (or one not there yet) gets a temporary file beside it; a
// named pipe must have a reader; a terminal or other character device is
// opened; /dev/stdout, /dev/stderr and /dev/fd/N are the descriptors this
// process inherited (so `>> app.log` appends). A folder, a disk (block
// device), a socket, a read-only file, a protected file, or one target named
// twice is refused with OutputError naming it. stage() writes the content
// (reserving first where needed). commit() writes the pipes, terminals and
// descriptors first (one that fails leaves every file as it was), then
// renames every temporary file into place. Destruction without commit() — an
// exception, or SIGINT, SIGTERM or SIGHUP — removes every temporary file.
// Symbolic links are followed (the link stays); a replaced file keeps its
// permissions.
class OutputFiles {
public:
    OutputFiles() = default;
    OutputFiles(const OutputFiles &) = delete;
    OutputFiles &operator=(const OutputFiles &) = delete;
    ~OutputFiles();

    void reserve(const std::filesystem::path &path);
    void stage(const std::filesystem::path &path, const std::string &content);
    void commit();
    // Writes the pipes, terminals and descriptors now, for a caller that must
    // know they took their content before it commits elsewhere (a quote
    // number on the team server); commit() then only renames files.
    void writeStreams();
    // An output goes to this process's standard output (so its messages should not).
    bool writesStandardOutput() const;

private:
    enum class Kind { File, Stream, Descriptor };
    struct Staged {
        std::filesystem::path requested;
        std::filesystem::path target; // after following links
        Kind kind = Kind::File;
        int fd = -1; // the temporary file, opened stream or inherited descriptor
        std::filesystem::path temporary;
        std::string streamContent;
        bool staged = false;
        dev_t device = 0;
        ino_t inode = 0;
    };
    Staged &find(const std::filesystem::path &path);
    void checkNotTwice(const Staged &candidate) const;
    void release(Staged &staged);
    std::vector<Staged> m_staged;
    bool m_streamsWritten = false;
};

} // namespace dlrig::core
