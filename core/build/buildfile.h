#pragma once

#include "core/build/build.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

// Build files (.dlrig): {"format": "dlrig-build", "version": 2, "name",
// "scenario": {…}, "parts": [{"id": "gpu/nvidia-rtx-4090", "quantity": 2}]}.
namespace dlrig::core {

// Version 2: the workload names only what the user pinned of the plan (tp, pp,
// zero, recompute, offload, batch) and adds global_batch, users, min_tokens_per_s.
inline constexpr int kBuildFormatVersion = 2;

// Reads a build; a later version is refused whole, with a message naming it.
// Throws InputError naming the file and field.
Build buildFromJson(std::string_view text, const std::string &origin);
std::string buildToJson(const Build &build);

nlohmann::json scenarioToJson(const Scenario &scenario);
// Reads a scenario object; `where` names it in messages.
Scenario scenarioFromJson(const nlohmann::json &object, const std::string &where, int version = kBuildFormatVersion);

} // namespace dlrig::core
