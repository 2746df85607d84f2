#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// dlrig-cli [--db PATH] bom BUILD.dlrig (--pdf OUT.pdf | --csv OUT.csv | --json OUT.json)…
//           [--paper a4|letter] [--currency CUR] [--quote FIELDS.json] [--summary] [--rates FILE]
int bomCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db, std::ostream &out,
               std::ostream &err);

} // namespace dlrig::cli
