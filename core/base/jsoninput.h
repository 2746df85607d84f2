#pragma once

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

// The one way dlrig reads a JSON document a person or another program gave it
// (build files, quotes, exchange rates, bench settings, part files, models).
// Every problem is an InputError naming the origin, the line and column or the
// field, and what was expected; never the JSON library's own text or raw bytes.
namespace dlrig::core {

// Deeper than this is no dlrig file; nlohmann's copies and comparisons recurse,
// so a 100,000-deep document would overflow the stack.
inline constexpr int kMaxJsonDepth = 64;

// Parses `text`: valid UTF-8, nesting at most kMaxJsonDepth, numbers that fit
// a double (1e309 is refused).
nlohmann::json parseJsonInput(std::string_view text, const std::string &origin);

// JSON text for output, indented by 2. A string that is not UTF-8 (only in a
// catalog written before dlrig checked its input) is written with U+FFFD in
// place of the bad bytes, never an error that would block list or export.
std::string dumpJson(const nlohmann::json &value);

// Checks the header every dlrig file starts with: an object whose "format" is
// the string `format` and whose "version" is an integer from 1 to `newest`.
// Returns the version. A higher one is refused as written by a newer dlrig.
// `name` says what the file is in messages ("build": "not a dlrig build file",
// "build format version 7").
int checkFormatHeader(const nlohmann::json &document, const std::string &origin, std::string_view format,
                      std::string_view name, int newest);

} // namespace dlrig::core
