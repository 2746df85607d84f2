#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// dlrig-cli [--db PATH] cluster check [--partition P] [--nodelist LIST | --nodes N] [--time T] [--account A]
//           [--quick|--full] [--one-node-at-a-time] [--workdir DIR] [--scratch DIR] [--json FILE] [--junit FILE]
// Exit 0 nothing failed, 1 something failed or cancelled, 2 bad options, 3 something
// could not be measured, 4 Slurm refused the job, is not installed or does not answer.
int clusterCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out, std::ostream &err);

} // namespace dlrig::cli
