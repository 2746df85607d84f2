#pragma once

#include "core/parts/parts.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// A name as the hardware reports it ("NVIDIA GeForce RTX 4090", "AMD Ryzen 9
// 7950X 16-Core Processor", "Intel(R) Xeon(R) Platinum 8380 CPU @ 2.30GHz",
// "Samsung SSD 980 PRO 2TB") reduced to its distinguishing words: lower case,
// trademarks, vendor and marketing words, clock suffixes and punctuation gone.
std::vector<std::string> nameTokens(const std::string &name);

// The catalog part of `category` a reported name is: the one whose model or
// alias has all its tokens in the name, the most specific (most tokens) first,
// ties to the one using more of the name's tokens. Nothing when none fits.
std::optional<Part> matchPart(const std::string &reportedName, PartCategory category, const std::vector<Part> &parts);

} // namespace dlrig::core
