#pragma once

#include <string>
#include <string_view>

namespace dlrig::core {

// "2026-11-27": a real calendar day between 1990 and 2100.
bool isIsoDate(std::string_view text);

// Today's day in UTC, "2026-12-01".
std::string todayIsoDate();

// Whole calendar months from `from` to `to` (both ISO days), counting a month
// only once its day is reached: 2026-01-31 → 2026-02-28 is 0, → 2026-03-01 is 1.
// Negative when `to` is earlier.
int monthsBetween(std::string_view from, std::string_view to);

} // namespace dlrig::core
