#pragma once

#include "core/base/inputerror.h"

#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dlrig::core {

// Reads typed members of one JSON object and throws InputError naming where
// it is ("catalog/data/gpu.json: parts[3] (gpu/nvidia-a40)"), the member and
// what was expected. Used by every JSON importer so messages read alike.
class JsonReader {
public:
    JsonReader(const nlohmann::json &object, std::string where) : m_object(object), m_where(std::move(where)) {}

    const std::string &where() const { return m_where; }
    bool has(const std::string &field) const { return m_object.contains(field); }
    const nlohmann::json &at(const std::string &field) const { return m_object.at(field); }

    [[noreturn]] void fail(const std::string &field, const std::string &expected) const;
    // The same, said as a message a person reads in their language.
    [[noreturn]] void fail(const std::string &field, MessageText expected, std::vector<MessageArg> args = {}) const;
    void rejectUnknown(const std::set<std::string> &known) const;

    // No text field of a dlrig file is longer (the longest shipped part note
    // has under 2,000); a longer one is a mistake, and would take minutes to
    // lay out in a PDF.
    static constexpr std::size_t kMaxTextCharacters = 10'000;
    // A string of at most `maxCharacters` characters (Unicode code points);
    // required ones must be non-empty.
    std::string text(const std::string &field, bool required = true,
                     std::size_t maxCharacters = kMaxTextCharacters) const;
    // An integer in [minimum, 100,000,000]; `fallback` when absent, unless it is below minimum.
    int integer(const std::string &field, int fallback, int minimum) const;
    // A number in [minimum, maximum]; 0 when absent and not required.
    double number(const std::string &field, bool required, double minimum = 0, double maximum = 1e18) const;
    bool flag(const std::string &field, bool required = false) const;
    std::vector<std::string> textList(const std::string &field, bool required = false) const;

    template <typename Enum>
    Enum choice(const std::string &field, Enum fallback,
                const std::vector<std::pair<std::string_view, Enum>> &options) const
    {
        const auto it = m_object.find(field);
        if (it == m_object.end())
            return fallback;
        std::string names;
        for (const auto &[name, value] : options) {
            if (it->is_string() && it->get<std::string>() == name)
                return value;
            names += (names.empty() ? "" : ", ") + std::string(name);
        }
        fail(field, DLRIG_MESSAGE("input", "must be one of {names}"), {{"names", names}});
    }

private:
    const nlohmann::json &m_object;
    std::string m_where;
};

} // namespace dlrig::core
