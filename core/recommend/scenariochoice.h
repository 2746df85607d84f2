#pragma once

#include "core/build/build.h"

#include <optional>
#include <string>

namespace dlrig::core {

// What a user picks for a new build (the build wizard's first pages): a
// preset to start from, the model, task and precision (and optionally the
// optimizer, batch and sequence) that replace the preset's, and a budget.
struct ScenarioChoice {
    std::string presetKey;
    std::string modelSlug; // empty: the preset's
    std::string task;      // empty: the preset's
    std::string precision; // empty: the preset's
    std::string kvCache;   // inference: the KV cache's type (auto, bf16, fp16, fp8); empty: auto
    std::string amount;
    std::string currency;
    std::string optimizer; // empty: the preset's (none for inference)
    int batch = 0;         // training: micro-batch per GPU group; inference: concurrent users; 0: the preset's
    int sequence = 0;      // tokens per sample; 0: the preset's
    // The plan the user pins (the wizard's "Plan" fields); absent: the preset's.
    // A choice's micro-batch pin comes from `batch` when that is set.
    std::optional<PlanPins> pins;
    // Inference: the speed each user needs, tokens/s (0: none); negative: the preset's.
    double minTokensPerSecond = -1;
    // Inference: a request's prompt and output tokens (0: no request model) and
    // the latency targets at p90, ms (0: none); the users are the requests in flight.
    int inputTokens = 0;
    int outputTokens = 0;
    double ttftMs = 0;
    double tpotMs = 0;
};

// The scenario the choice describes, with its budget. Throws InputError
// naming the field for an unknown preset or model, a bad amount, or a
// workload the estimators refuse (e.g. LoRA on a CNN).
Scenario scenarioFromChoice(const ScenarioChoice &choice);

} // namespace dlrig::core
