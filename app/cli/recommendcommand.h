#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// dlrig-cli [--db PATH] recommend (--preset NAME | workload options as in estimate)
//           --budget AMOUNT CURRENCY [--max-watts W] [--form tower|rack|edge] [--max-gpus N]
//           [--vendor NAME]… [--json] [--save OUT.dlrig]
int recommendCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                     std::ostream &out);

} // namespace dlrig::cli
