#pragma once

#include "core/base/jsonreader.h"
#include "core/parts/parts.h"

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace dlrig::core {

// How a spec field is written in JSON, and so how a CSV cell converts to it.
enum class FieldType { Integer, Number, Boolean, Text, TextList, Json };

struct SpecField {
    std::string_view name;
    FieldType type;
    bool required = true;
};

// The spec fields of a category, in the order files list them (catalog/data
// and CSV columns "specs.<name>").
const std::vector<SpecField> &specFields(PartCategory category);

// Reads and range-checks a category's "specs" object; throws InputError naming
// the record and the field.
PartSpecs specsFromJson(PartCategory category, const JsonReader &specs);
nlohmann::json specsToJson(const PartSpecs &specs);

} // namespace dlrig::core
