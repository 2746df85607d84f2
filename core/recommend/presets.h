#pragma once

#include "core/base/message.h"
#include "core/build/build.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// Starting points from the seed articles' five scenarios and mixture-of-experts
// serving; every value is editable once loaded.
struct Preset {
    std::string key;   // "academic-research"
    std::string title; // "Academic research (学术研究)"
    std::string description;
    Scenario scenario;
    // The title without its Chinese gloss, and the description, for the GUI to translate.
    MessageText titleText;
    MessageText descriptionText;
    // What the recommender builds for it: "" (a tower or a server), or "edge"
    // (edge modules), and the most one machine may draw (W), where it has a cap.
    std::string form;
    std::optional<double> maxWatts;
};

const std::vector<Preset> &presets();

// A preset's power cap holds for the form it states (edge-inference: 71 W,
// one PoE++ port, for an edge module), not for a tower or rack the user asks
// for instead: the cap where `form` is the preset's, else none.
std::optional<double> presetPowerCap(const Preset &preset, std::string_view form);
const Preset *findPreset(std::string_view key);

} // namespace dlrig::core
