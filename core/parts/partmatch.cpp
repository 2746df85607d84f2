#include "core/parts/partmatch.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace dlrig::core {

std::vector<std::string> nameTokens(const std::string &name)
{
    // Words that say who made it or what kind of thing it is, not which one.
    static const std::set<std::string> noise{"nvidia", "geforce", "amd", "intel", "r", "tm", "cpu", "processor",
                                             "core", "with", "radeon", "graphics", "ssd", "samsung", "solid",
                                             "state", "drive", "nvme", "corporation", "inc", "tesla", "instinct"};
    std::string lowered;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        if (c == '@')
            break; // "@ 2.30GHz": the clock, not the model
        lowered += std::isalnum(static_cast<unsigned char>(c)) ? static_cast<char>(std::tolower(c)) : ' ';
    }
    std::vector<std::string> tokens;
    std::string word;
    for (const char c : lowered + " ") {
        if (c != ' ') {
            word += c;
            continue;
        }
        // "16-core" → "16", "core": the count is noise too when followed by "core".
        if (!word.empty() && !noise.contains(word))
            tokens.push_back(word);
        word.clear();
    }
    // "16 core processor": a core count that only described the part.
    std::vector<std::string> kept;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const bool coreCount = i + 1 == tokens.size() && std::all_of(tokens[i].begin(), tokens[i].end(), ::isdigit) &&
                               lowered.find(tokens[i] + " core") != std::string::npos;
        if (!coreCount)
            kept.push_back(tokens[i]);
    }
    return kept;
}

std::optional<Part> matchPart(const std::string &reportedName, PartCategory category, const std::vector<Part> &parts)
{
    const std::vector<std::string> reported = nameTokens(reportedName);
    const std::set<std::string> have(reported.begin(), reported.end());
    const Part *best = nullptr;
    std::size_t bestSize = 0;
    for (const Part &part : parts) {
        if (part.category() != category)
            continue;
        std::vector<std::string> names{part.model, part.vendor + " " + part.model};
        names.insert(names.end(), part.aliases.begin(), part.aliases.end());
        for (const std::string &candidate : names) {
            const std::vector<std::string> tokens = nameTokens(candidate);
            if (tokens.empty())
                continue;
            const bool all = std::all_of(tokens.begin(), tokens.end(), [&](const auto &t) { return have.contains(t); });
            if (all && tokens.size() > bestSize) {
                best = &part;
                bestSize = tokens.size();
            }
        }
    }
    return best ? std::optional<Part>(*best) : std::nullopt;
}

} // namespace dlrig::core
