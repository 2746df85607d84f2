#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace dlrig::core {

// A value as it may appear in a message: control characters and escapes shown
// as \n, \x1b…, invalid UTF-8 as \xff, and at most `limit` bytes (then "…").
std::string printable(std::string_view text, std::size_t limit = 80);

// True when `text` is well-formed UTF-8 (no overlongs, surrogates or values
// past U+10FFFF). `badOffset`, when given, receives the first bad byte's offset.
bool isValidUtf8(std::string_view text, std::size_t *badOffset = nullptr);

} // namespace dlrig::core
