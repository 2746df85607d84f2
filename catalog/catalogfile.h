#pragma once

#include "core/base/inputerror.h"

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>

// Where catalogs live and whether a catalog file is sound, before SQLite
// touches it.
namespace dlrig::catalog {

// A catalog file that cannot be used as it is: truncated, not SQLite, or
// failing SQLite's consistency check. what() is one sentence for people.
class DamagedCatalogError : public std::runtime_error, public core::SaysMessage {
public:
    DamagedCatalogError(const std::filesystem::path &path, const std::string &reason);
    DamagedCatalogError(const std::filesystem::path &path, core::Message reason);
    const std::filesystem::path &path() const { return m_path; }
    const std::string &reason() const { return m_reason; }

private:
    std::filesystem::path m_path;
    std::string m_reason;
};

// Checks what can be checked without SQLite: size, the 16-byte header and the
// page count the header records. Returns the problem, or nothing.
std::optional<core::Message> checkCatalogFile(const std::filesystem::path &path);

// The user's catalog: $XDG_DATA_HOME/dlrig/catalog.db, or
// ~/.local/share/dlrig/catalog.db (what Qt's AppDataLocation gives on Linux).
std::filesystem::path userCatalogPath();

// The catalog built from catalog/data: $DLRIG_SHIPPED_CATALOG when set, else
// ../share/dlrig/dlrig-catalog.db next to the running program, else the build
// tree's copy. Empty when none exists.
std::filesystem::path shippedCatalogPath();

// Moves a damaged catalog (and its -wal/-shm files) aside as
// "<name>.damaged-<UTC timestamp>[-N]", never over an existing file, and
// returns the new name.
std::filesystem::path moveAside(const std::filesystem::path &path);

} // namespace dlrig::catalog
