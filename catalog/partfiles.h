#pragma once

#include "core/parts/parts.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace dlrig::catalog {

// Parts files a user imports and exports: .json (the dlrig-catalog document)
// or .csv (one row per part), chosen by the extension, case-insensitively.

// The largest parts file read or written: a catalog's export is its backup,
// and whatever export writes, import and recover --from-export read back.
// About 290,000 parts in JSON; reading the largest takes some 3 GB of memory
// (a 100 MiB export of 60,000 parts: 0.53 GB, measured with /usr/bin/time -v).
inline constexpr std::size_t kMaxCatalogFileBytes = std::size_t{512} << 20;

// Reads and checks the whole file; throws core::InputError naming the file,
// record and field. `locations` names each part ("parts.csv: line 4") for the
// catalog's messages.
std::vector<core::Part> readPartsFile(const std::filesystem::path &file, std::vector<std::string> *locations);

// Writes through a temporary file and an atomic rename; refuses (OutputError)
// more than kMaxCatalogFileBytes.
void writePartsFile(const std::filesystem::path &file, const std::vector<core::Part> &parts);

} // namespace dlrig::catalog
