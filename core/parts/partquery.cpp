#include "core/parts/partquery.h"

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

std::vector<std::string> PartQuery::words() const
{
    std::vector<std::string> list;
    const std::string needle = lower(text);
    std::size_t start = 0;
    while (start < needle.size()) {
        const std::size_t end = std::min(needle.find(' ', start), needle.size());
        if (end > start)
            list.push_back(needle.substr(start, end - start));
        start = end + 1;
    }
    return list;
}

std::string PartQuery::searchableText(const Part &part)
{
    std::string haystack = lower(part.id + " " + part.vendor + " " + part.model);
    for (const std::string &alias : part.aliases)
        haystack += " " + lower(alias);
    return haystack;
}

bool PartQuery::matches(const Part &part) const
{
    return matches(part, searchableText(part), words());
}

bool PartQuery::matches(const Part &part, std::string_view searchable, const std::vector<std::string> &list) const
{
    if (category && part.category() != *category)
        return false;
    if (maxPrice) {
        if (!part.price || !(part.price->amount.currency() == maxPrice->currency()) ||
            part.price->amount.minorUnits() > maxPrice->minorUnits())
            return false;
    }
    return std::all_of(list.begin(), list.end(),
                       [&](const std::string &word) { return searchable.find(word) != std::string_view::npos; });
}

} // namespace dlrig::core
