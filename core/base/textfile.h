#pragma once

#include <filesystem>
#include <string>

namespace dlrig::core {

// Reads a whole file; throws InputError naming the file when it cannot.
std::string readTextFile(const std::filesystem::path &path);

// Writes through a temporary file in the same folder and an atomic rename, so
// readers see the old content or the new one, never half of it.
// Throws std::runtime_error naming the file on failure and leaves it unchanged.
void writeTextFileAtomically(const std::filesystem::path &path, const std::string &content);

} // namespace dlrig::core
