#pragma once

#include <filesystem>

// Temporary files removed when the process is stopped by SIGINT, SIGTERM or
// SIGHUP before it could rename or remove them itself (a staged output whose
// command was interrupted). The handlers are installed with the first file,
// only for signals whose action is still the default; each removes the files
// and then lets the signal end the process as it would have.
namespace dlrig::core {

void rememberTemporaryFile(const std::filesystem::path &path);
void forgetTemporaryFile(const std::filesystem::path &path);

} // namespace dlrig::core
