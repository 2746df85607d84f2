#pragma once

#include "core/parts/parts.h"

#include <filesystem>
#include <string>
#include <vector>

namespace dlrig::catalog {

// Parts files a user imports and exports: .json (the dlrig-catalog document)
// or .csv (one row per part), chosen by the extension, case-insensitively.

// Reads and checks the whole file; throws core::InputError naming the file,
// record and field. `locations` names each part ("parts.csv: line 4") for the
// catalog's messages.
std::vector<core::Part> readPartsFile(const std::filesystem::path &file, std::vector<std::string> *locations);

// Writes through a temporary file and an atomic rename.
void writePartsFile(const std::filesystem::path &file, const std::vector<core::Part> &parts);

} // namespace dlrig::catalog
