#pragma once

#include "core/estimate/assumptions.h"
#include "core/build/build.h"
#include "core/build/memorypopulation.h"

#include <string>
#include <vector>

namespace dlrig::core {

enum class Severity { Error, Warning };
std::string_view toString(Severity severity);

// One broken (error) or doubtful (warning) rule, in words a person reads.
struct Finding {
    std::string rule; // "cpu.socket"
    Severity severity = Severity::Error;
    std::string message; // in English: text.english()
    Message text;        // the same as data, for callers that render it in the user's language
};

// Checks that the parts fit together: sockets, memory type, speed, channels,
// slots and capacity, RDIMM/UDIMM, PCIe slots and lanes, slot width and length
// in the chassis, PSU wattage and connectors, NVLink pairs, drive slots,
// coolers, and missing essentials. A complete server brings its platform.
std::vector<Finding> checkCompatibility(const ResolvedBuild &build, const Assumptions &assumptions);

} // namespace dlrig::core
