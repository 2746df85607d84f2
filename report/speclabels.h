#pragma once

#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <string>

namespace dlrig::report {

// A catalog spec as a person reads it: "BF16 (dense): 989 TFLOPS" for
// bf16_tflops, "Cooler: open-air" for cooler, in the user's language; numbers
// with the locale's grouping and never in e-notation. Unknown keys keep
// their name. The vendor names a link by its maker's word (Infinity Fabric
// for AMD's nvlink_gbps). Used by the Catalog tab and `dlrig-cli catalog show`.
QString specLabel(const std::string &key, const std::string &vendor = {});
QString specValue(const std::string &key, const nlohmann::json &value);

} // namespace dlrig::report
