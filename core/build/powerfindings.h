#pragma once

#include "core/build/compatibility.h"

#include <vector>

namespace dlrig::core {

// The power rules of checkCompatibility: the PSU's watts and headroom for the
// peak draw, and its cables against every GPU's plugs (16-pin 12V-2x6 native
// or through the cards' adapters, PCIe 8-pin, EPS-12V).
void checkPowerFindings(const ResolvedBuild &build, const Assumptions &assumptions, std::vector<Finding> &findings);

} // namespace dlrig::core
