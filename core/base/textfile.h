#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace dlrig::core {

// No dlrig input is larger; a bigger file is refused before it is read.
inline constexpr std::size_t kMaxInputFileBytes = 64u << 20;

// Reads a whole regular file of at most kMaxInputFileBytes. A FIFO, device or
// folder is refused (it could block or never end), so is a larger file; each
// throws InputError naming the file.
std::string readTextFile(const std::filesystem::path &path);

// Writes `content` to `path` so that readers see the old content or the new,
// never half: through a temporary file beside the target and an atomic rename.
// A symbolic link is followed and its target replaced (the link stays); an
// existing file keeps its permissions; a read-only file is refused; a device
// or FIFO (/dev/stdout) is written into, never replaced. Throws OutputError
// naming the file and leaves it unchanged.
void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content);

// Several outputs written all or nothing (a quote as PDF, CSV and JSON):
// stage() writes each completely into a temporary file beside its target, with
// the rules above; commit() then renames them all into place. A failure while
// staging, or destruction without commit(), removes every temporary file and
// leaves all targets as they were.
class OutputFiles {
public:
    OutputFiles() = default;
    OutputFiles(const OutputFiles &) = delete;
    OutputFiles &operator=(const OutputFiles &) = delete;
    ~OutputFiles();

    void stage(const std::filesystem::path &path, const std::string &content);
    void commit();

private:
    struct Staged {
        std::filesystem::path requested;
        std::filesystem::path target;    // the file after following links
        std::filesystem::path temporary; // empty for a device, written at commit
        std::string deviceContent;
    };
    std::vector<Staged> m_staged;
};

} // namespace dlrig::core
