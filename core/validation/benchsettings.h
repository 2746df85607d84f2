#pragma once

// What a lab sets for its benchmarks, shared by the Benchmark tab and
// dlrig-cli bench so both judge a machine the same way: the thresholds it
// edited and the detected parts it matched to catalog parts by hand. Kept in
// bench-settings.json next to the benchmark history:
//   {"format": "dlrig-bench-settings", "version": 1,
//    "thresholds": {"device_copy": {"pass": 0.7, "warn": 0.5}},
//    "matches": {"AMD EPYC 9654 96-Core Processor": "cpu/amd-epyc-9654"}}
// Only thresholds that differ from dlrig's defaults are written.
#include "core/validation/validation.h"

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace dlrig::core {

struct BenchSettings {
    std::vector<Threshold> thresholds = defaultThresholds(); // the whole table, edits applied
    std::map<std::string, std::string> matches;              // detected name → part id ("" = no part)
};

// Parses and checks the whole text: a known format and version, known metrics
// whose bars are fractions with 0 < warn ≤ pass ≤ 1 (inventory and other exact
// checks have none to edit), matches to non-empty names. Throws InputError
// naming `source` and the field, e.g.
// "bench-settings.json: thresholds.device_copy.warn: expected a fraction …".
BenchSettings benchSettingsFromJson(const std::string &text, const std::string &source);
std::string toJson(const BenchSettings &settings);

// The file's settings; the defaults when it does not exist. Throws InputError
// for a file that cannot be read or is not valid.
BenchSettings loadBenchSettings(const std::filesystem::path &file);
// Through a temporary file and a rename (writeTextFileAtomically).
void saveBenchSettings(const std::filesystem::path &file, const BenchSettings &settings);

} // namespace dlrig::core
