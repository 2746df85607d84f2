#pragma once

#include "app/cli/arguments.h"
#include "core/estimate/estimate.h"

#include <vector>

namespace dlrig::cli {

// The options `dlrig-cli estimate` accepts.
const std::vector<OptionSpec> &estimateOptions();

// Turns parsed options into an estimate request: picks the library model or
// builds one from --params and shape flags, applies overrides and defaults.
// Throws core::InputError or UsageError naming the option for bad input.
core::EstimateRequest buildEstimateRequest(const Arguments &args);

} // namespace dlrig::cli
