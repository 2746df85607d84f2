#pragma once

#include "core/parts/parts.h"

#include <string>
#include <string_view>
#include <vector>

// Parts as CSV for spreadsheets: one row per part, the common columns
// (id, category, vendor, model, aliases, tdp_watts, release_year, price_*,
// source, note) and a "specs.<field>" column per spec field of the categories
// present. Lists are "; "-separated; PCIe slot lists and reserved prices are
// JSON text in their cell.
namespace dlrig::core {

std::string partsToCsv(const std::vector<Part> &parts);

// Checks every row (messages name the file, line and column) and returns the
// parts only when all are valid; ids must be unique.
// `locations`, when given, receives where each part was read ("file: parts[3]").
std::vector<Part> partsFromCsv(std::string_view text, const std::string &origin,
                               std::vector<std::string> *locations = nullptr);

} // namespace dlrig::core
