#pragma once

#include <filesystem>

namespace dlrig::ui {

// Until bench-settings.json (core/validation/benchsettings.h), the Benchmark tab kept
// edited thresholds ("benchmark/thresholds/METRIC" = "PASS,WARN") and hand
// matches ("benchmark/matchedByHand") in QSettings. Where `file` does not exist
// yet, they are written to it once and removed from QSettings; values that do
// not hold (a WARN above its PASS, an exact check) are dropped. Returns whether
// anything was moved.
bool moveLegacyBenchSettings(const std::filesystem::path &file);

} // namespace dlrig::ui
