#pragma once

#include "core/estimate/estimate.h"

#include <ostream>

namespace dlrig::cli {

// The readable report of `dlrig-cli estimate`: workload, GPU memory per GPU
// in GB and GiB, host needs, compute, and every assumption made.
void printEstimate(std::ostream &out, const core::Estimate &estimate);

} // namespace dlrig::cli
