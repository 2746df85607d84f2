#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <string>

namespace dlrig::ui {

// A catalog spec as a person reads it: "BF16 (dense): 989 TFLOPS" for
// bf16_tflops, "Cooler: open-air" for cooler, in the user's language; numbers
// with the locale's grouping and never in e-notation. Unknown keys keep
// their name.
QString specLabel(const std::string &key);
QString specValue(const std::string &key, const nlohmann::json &value);

} // namespace dlrig::ui
