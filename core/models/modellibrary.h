#pragma once

#include "core/models/modelspec.h"

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// The reference models: hyper-parameters and published sizes, each with its
// source. The built-in library is core/data/models.json, compiled in.
class ModelLibrary {
public:
    // Parses a dlrig-models JSON document. `origin` names it in messages
    // ("models.json: models[3] (llama-2-7b): 'hidden' must be a positive
    // integer"). Throws InputError on the first problem; nothing is half-read.
    static ModelLibrary fromJson(std::string_view text, const std::string &origin);
    static const ModelLibrary &builtIn();

    const std::vector<ModelSpec> &models() const { return m_models; }
    const ModelSpec *find(std::string_view slug) const;
    // Slugs that look like `slug`, for "did you mean" messages.
    std::vector<std::string> suggestions(std::string_view slug) const;

private:
    std::vector<ModelSpec> m_models;
};

} // namespace dlrig::core
