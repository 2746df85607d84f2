#include "catalog/catalogfile.h"

#include <array>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

namespace dlrig::catalog {

namespace {

std::uint32_t bigEndian(const unsigned char *bytes, int count)
{
    std::uint32_t value = 0;
    for (int i = 0; i < count; ++i)
        value = (value << 8) | bytes[i];
    return value;
}

std::filesystem::path runningProgram()
{
    std::error_code error;
    return std::filesystem::read_symlink("/proc/self/exe", error);
}

} // namespace

DamagedCatalogError::DamagedCatalogError(const std::filesystem::path &path, const std::string &reason)
    : DamagedCatalogError(path, core::Message{DLRIG_MESSAGE("server", "{text}"), {{"text", reason}}})
{
}

DamagedCatalogError::DamagedCatalogError(const std::filesystem::path &path, core::Message reason)
    : std::runtime_error("catalog " + path.string() + " is damaged: " + reason.english()),
      core::SaysMessage(core::Message{DLRIG_MESSAGE("catalog.file", "catalog {path} is damaged: {reason}"),
                                      {{"path", path.string()}, {"reason", core::clause(reason)}}}),
      m_path(path), m_reason(reason.english())
{
}

std::optional<core::Message> checkCatalogFile(const std::filesystem::path &path)
{
    const auto bytes = [](std::uint64_t n) { return static_cast<std::int64_t>(n); };
    std::error_code error;
    const auto size = std::filesystem::file_size(path, error);
    if (error)
        return core::Message{DLRIG_MESSAGE("catalog.file", "cannot read its size ({reason})"),
                             {{"reason", error.message()}}};
    // The SQLite file format: a 100-byte header starting "SQLite format 3\0";
    // page size at offset 16, change counter at 24, page count at 28, and the
    // change counter the page count is valid for at 92 (sqlite.org/fileformat.html).
    if (size < 100)
        return core::Message{DLRIG_MESSAGE("catalog.file", "it is {size} bytes long, shorter than a SQLite header"),
                             {{"size", bytes(size)}}};
    std::array<unsigned char, 100> header{};
    std::ifstream in(path, std::ios::binary);
    if (!in.read(reinterpret_cast<char *>(header.data()), header.size()))
        return core::Message{DLRIG_MESSAGE("catalog.file", "its header cannot be read"), {}};
    if (std::memcmp(header.data(), "SQLite format 3\0", 16) != 0)
        return core::Message{DLRIG_MESSAGE("catalog.file", "it is not a SQLite database (wrong header)"), {}};
    std::uint64_t pageSize = bigEndian(&header[16], 2);
    if (pageSize == 1)
        pageSize = 65536;
    const std::uint32_t changeCounter = bigEndian(&header[24], 4);
    const std::uint64_t pageCount = bigEndian(&header[28], 4);
    const std::uint32_t validFor = bigEndian(&header[92], 4);
    if (pageSize < 512 || (pageSize & (pageSize - 1)) != 0)
        return core::Message{DLRIG_MESSAGE("catalog.file", "its header records an impossible page size ({size})"),
                             {{"size", bytes(pageSize)}}};
    if (validFor == changeCounter && pageCount > 0 && size < pageCount * pageSize) {
        return core::Message{
            DLRIG_MESSAGE("catalog.file", "it is truncated: {size} bytes where its header records {recorded}"),
            {{"size", bytes(size)}, {"recorded", bytes(pageCount * pageSize)}}};
    }
    return std::nullopt;
}

std::filesystem::path userCatalogPath()
{
    if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg == '/')
        return std::filesystem::path(xdg) / "dlrig" / "catalog.db";
    const char *home = std::getenv("HOME");
    return std::filesystem::path(home && *home ? home : ".") / ".local" / "share" / "dlrig" / "catalog.db";
}

std::filesystem::path shippedCatalogPath()
{
    if (const char *env = std::getenv("DLRIG_SHIPPED_CATALOG"); env && *env)
        return env;
    const std::filesystem::path program = runningProgram();
    if (!program.empty()) {
        const auto installed = program.parent_path().parent_path() / "share" / "dlrig" / "dlrig-catalog.db";
        if (std::filesystem::exists(installed))
            return installed;
    }
#ifdef DLRIG_BUILD_SHIPPED_CATALOG
    if (std::filesystem::exists(DLRIG_BUILD_SHIPPED_CATALOG))
        return DLRIG_BUILD_SHIPPED_CATALOG;
#endif
    return {};
}

std::filesystem::path moveAside(const std::filesystem::path &path)
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &utc);
    // Two runs in one second get two names: a backup is never overwritten
    // (RENAME_NOREPLACE refuses an existing target atomically).
    std::filesystem::path target;
    for (int attempt = 0;; ++attempt) {
        target = path;
        target += std::string(".damaged-") + stamp + (attempt == 0 ? "" : "-" + std::to_string(attempt));
        if (::renameat2(AT_FDCWD, path.c_str(), AT_FDCWD, target.c_str(), RENAME_NOREPLACE) == 0)
            break;
        if (errno != EEXIST || attempt == 999)
            throw std::filesystem::filesystem_error("cannot keep the old catalog aside", path, target,
                                                    std::error_code(errno, std::generic_category()));
    }
    for (const char *suffix : {"-wal", "-shm"}) {
        std::filesystem::path side = path;
        side += suffix;
        std::error_code ignored;
        if (std::filesystem::exists(side)) {
            std::filesystem::path sideTarget = target;
            sideTarget += suffix;
            std::filesystem::rename(side, sideTarget, ignored);
        }
    }
    return target;
}

} // namespace dlrig::catalog
