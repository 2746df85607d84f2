#pragma once

#include "core/build/build.h"

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// Starting points from the seed articles' five scenarios; every value is
// editable once loaded.
struct Preset {
    std::string key;   // "academic-research"
    std::string title; // "Academic research (学术研究)"
    std::string description;
    Scenario scenario;
};

const std::vector<Preset> &presets();
const Preset *findPreset(std::string_view key);

} // namespace dlrig::core
