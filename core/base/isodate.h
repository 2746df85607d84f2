#pragma once

#include <string_view>

namespace dlrig::core {

// "2026-11-27": a real calendar day between 1990 and 2100.
bool isIsoDate(std::string_view text);

} // namespace dlrig::core
