#pragma once

#include "core/build/compatibility.h"

#include <vector>

namespace dlrig::core {

// The chassis rules of checkCompatibility: the board by form factor and
// outline, the GPUs' length and width, passive cards only where air is forced
// through them, the GPUs' and CPU's heat against what the case's fans carry
// out, and the PSU's form.
void checkChassisFindings(const ResolvedBuild &build, std::vector<Finding> &findings);

} // namespace dlrig::core
