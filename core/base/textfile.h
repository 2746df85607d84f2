#pragma once

#include "core/base/outputfiles.h"

#include <cstddef>
#include <filesystem>
#include <string>

namespace dlrig::core {

// No dlrig input but a catalog export is larger; a bigger file is refused before it is read.
inline constexpr std::size_t kMaxInputFileBytes = 64u << 20;

// Reads a whole regular file of at most `maxBytes`. A FIFO, device or folder
// is refused (it could block or never end), so is a larger file; each throws
// InputError naming the file.
std::string readTextFile(const std::filesystem::path &path, std::size_t maxBytes = kMaxInputFileBytes);

} // namespace dlrig::core
