#pragma once

#include "core/parts/parts.h"

#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

// One line of the specs that matter when choosing: "24 GiB GDDR6X, 1,008 GB/s,
// 165.2 TFLOPS BF16" for a GPU, "16 cores / 32 threads, 4.5–5.7 GHz, AM5" for a
// CPU; summaryText is the same as a message for the user's language.
std::string summarize(const Part &part);
Message summaryText(const Part &part);

} // namespace dlrig::core
