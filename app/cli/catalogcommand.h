#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// dlrig-cli [--db PATH] catalog list|show|import|export|set-price|hide|unhide|info|recover …
// Returns the exit status; throws InputError/UsageError for bad input and
// DamagedCatalogError for a damaged file (the caller maps them to 2 and 3).
int catalogCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out);

} // namespace dlrig::cli
