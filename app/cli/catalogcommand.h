#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::cli {

// The catalog at --db PATH, or the user's, created from the shipped data when missing.
catalog::Catalog openUserCatalog(const std::optional<std::filesystem::path> &db);

// dlrig-cli [--db PATH] catalog list|show|import|export|set-price|hide|unhide|info|recover …
// Returns the exit status; throws InputError/UsageError for bad input and
// DamagedCatalogError for a damaged file (the caller maps them to 2 and 3).
int catalogCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out);

} // namespace dlrig::cli
