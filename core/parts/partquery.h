#pragma once

#include "core/parts/parts.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

    // For filtering many parts with one query: the lowercased words to look
    // for, a part's lowercased searchable text (computed once per part), and
    // the match given both. matches(part) is exactly this.
    std::vector<std::string> words() const;
    static std::string searchableText(const Part &part);
    bool matches(const Part &part, std::string_view searchable, const std::vector<std::string> &words) const;
};

} // namespace dlrig::core
