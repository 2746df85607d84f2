#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// dlrig-cli [--db PATH] monitor --listen ADDRESS:PORT [--config FILE] [--peers LIST] [--build FILE]
//                               [--history FILE] [--interval SECONDS]
// dlrig-cli [--db PATH] monitor --check [...]
// Serves Prometheus metrics until SIGTERM or SIGINT (exit 0); exit 3 when it cannot
// listen. --check judges one reading: exit 0, or 1 when something warned or failed.
int monitorCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out, std::ostream &err);

} // namespace dlrig::cli
