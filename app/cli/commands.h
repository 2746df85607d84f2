#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// Exit statuses of dlrig-cli.
enum ExitCode : int { kExitOk = 0, kExitFailure = 1, kExitBadInput = 2, kExitDamaged = 3 };

// Runs dlrig-cli with `words` (argv without the program name). Results go to
// `out`, messages to `err`; returns the exit status. Never throws.
int run(const std::vector<std::string> &words, std::ostream &out, std::ostream &err);

} // namespace dlrig::cli
