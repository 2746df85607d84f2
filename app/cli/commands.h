#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::cli {

// Exit statuses of dlrig-cli: 0 done; 1 a check failed (a FAIL verdict, a
// cancelled run, an internal error); 2 bad input or an output that cannot be
// written; 3 damaged or locked data (the catalog, the bench history).
// 4: the team server refused, did not answer, or reported a conflicting change.
enum ExitCode : int { kExitOk = 0, kExitFailure = 1, kExitBadInput = 2, kExitDamaged = 3, kExitServer = 4 };

// A message as one line for the terminal: a quoted value cut to 60 bytes,
// control characters and escape sequences from input shown escaped, never sent.
std::string messageLine(std::string_view message);

// Runs dlrig-cli with `words` (argv without the program name). Results go to
// `out`, messages to `err`; returns the exit status. Never throws.
int run(const std::vector<std::string> &words, std::ostream &out, std::ostream &err);

} // namespace dlrig::cli
