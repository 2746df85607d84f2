#pragma once

#include "core/parts/parts.h"

#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

// One line of the specs that matter when choosing: "24 GiB GDDR6X, 1008 GB/s,
// 165.2 TFLOPS BF16" for a GPU, "16 cores / 32 threads, 4.5–5.7 GHz, AM5" for a CPU.
std::string summarize(const Part &part);

// "USD 1,599.00 (MSRP, 2022-10-12)", "USD 25,000.00–30,000.00 (street, …)", or "no price".
std::string describePrice(const Part &part);

} // namespace dlrig::core
