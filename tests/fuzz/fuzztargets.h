#pragma once

// The readers that take a file a person or another program wrote, one entry
// point each: the libFuzzer targets (fuzz_<name>.cpp) and the replay test
// (replay_test.cpp) run the same code. Each returns normally for any input:
// bad input is an InputError, which is caught; anything else escapes and is
// a finding.
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace dlrig::fuzz {

using Target = void (*)(std::string_view input);

struct NamedTarget {
    std::string_view name; // also the corpus folder: tests/fuzz/corpus/<name>
    Target run;
};

void buildFile(std::string_view input);
void quote(std::string_view input);
void rates(std::string_view input);
void benchSettings(std::string_view input);
void catalogJson(std::string_view input);
void catalogCsv(std::string_view input);
// A build file's scenario (money, hours, nodes) through analyze's cost sums.
void scenario(std::string_view input);
// A vendor's price CSV (catalog import-prices).
void priceCsv(std::string_view input);
// Quote fields through the BOM and its JSON and CSV.
void quoteFields(std::string_view input);
// dlrig-cli monitor's settings file.
void monitorConfig(std::string_view input);
// A cluster check's JSON report as the Cluster page reads it, judged and written again.
void clusterReport(std::string_view input);

const std::vector<NamedTarget> &targets();

} // namespace dlrig::fuzz
