#pragma once

#include "app/cli/arguments.h"
#include "core/estimate/estimate.h"
#include "core/parts/parts.h"
#include "core/plan/hardwareshape.h"

#include <vector>

namespace dlrig::cli {

// The options `dlrig-cli estimate` accepts.
const std::vector<OptionSpec> &estimateOptions();

// Turns parsed options into an estimate request: picks the library model or
// builds one from --params and shape flags, applies overrides and defaults.
// Throws core::InputError or UsageError naming the option for bad input.
core::EstimateRequest buildEstimateRequest(const Arguments &args);

// The GPUs the plan is made for: --gpus over nodes of --gpus-per-node (default
// all in one node up to 8), joined by the catalog GPU's links when --gpu names
// one (it also sets the request's peak and memory), by PCIe 4.0 x16 otherwise;
// --nic-gbps between nodes. Throws InputError naming the option.
core::HardwareShape hardwareShapeFromArguments(const Arguments &args, core::EstimateRequest &request,
                                               const std::optional<core::Part> &gpuPart);

} // namespace dlrig::cli
