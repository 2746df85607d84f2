#pragma once

#include "core/parts.h"

#include <optional>
#include <string>

namespace dlrig::core {

// What the catalog browser's filter asks of a part: a category, words that
// must all appear (case-insensitive for ASCII) in its id, vendor, model or
// aliases, and a highest price in one currency. A rule in core, so it is
// tested without widgets; the table's proxy model only calls it.
struct PartQuery {
    std::optional<PartCategory> category;
    std::string text;
    std::optional<Money> maxPrice;

    bool matches(const Part &part) const;
};

} // namespace dlrig::core
