#pragma once

#include "core/parts/parts.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dlrig::core {

// One line of the specs that matter when choosing: "24 GiB GDDR6X, 1,008 GB/s,
// 165.2 TFLOPS BF16" for a GPU, "16 cores / 32 threads, 4.5–5.7 GHz, AM5" for a
// CPU; summaryText is the same as a message for the user's language.
std::string summarize(const Part &part);
Message summaryText(const Part &part);

// A catalog word for a form, a chipset or a cooler that reads differently in
// another language ("Full tower", "4U rack", "air"), as a message; nothing for
// the names that read the same everywhere (ATX, E-ATX, X670E).
std::optional<Message> catalogWordMessage(const std::string &text);

} // namespace dlrig::core
