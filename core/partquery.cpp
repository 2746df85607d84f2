#include "core/partquery.h"

#include <algorithm>
#include <cctype>

namespace dlrig::core {

namespace {

std::string lower(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

} // namespace

bool PartQuery::matches(const Part &part) const
{
    if (category && part.category() != *category)
        return false;
    if (maxPrice) {
        if (!part.price || !(part.price->amount.currency() == maxPrice->currency()) ||
            part.price->amount.minorUnits() > maxPrice->minorUnits())
            return false;
    }
    std::string haystack = lower(part.id + " " + part.vendor + " " + part.model);
    for (const std::string &alias : part.aliases)
        haystack += " " + lower(alias);
    const std::string needle = lower(text);
    std::size_t start = 0;
    while (start < needle.size()) {
        const std::size_t end = std::min(needle.find(' ', start), needle.size());
        if (end > start && haystack.find(needle.substr(start, end - start)) == std::string::npos)
            return false;
        start = end + 1;
    }
    return true;
}

} // namespace dlrig::core
