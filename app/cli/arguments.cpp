#include "app/cli/arguments.h"
#include "app/cli/language.h"

#include "core/base/inputerror.h"
#include "core/parts/pricetext.h"

#include <algorithm>
#include <charconv>

namespace dlrig::cli {

Arguments::Arguments(const std::vector<std::string> &words, const std::vector<OptionSpec> &specs,
                     const std::string &command)
{
    for (std::size_t i = 0; i < words.size(); ++i) {
        std::string word = words[i];
        if (word.rfind("--", 0) != 0 || word == "--") {
            m_positional.push_back(word);
            continue;
        }
        std::optional<std::string> inlineValue;
        if (const auto equals = word.find('='); equals != std::string::npos) {
            inlineValue = word.substr(equals + 1);
            word = word.substr(0, equals);
        }
        const auto spec = std::find_if(specs.begin(), specs.end(), [&](const OptionSpec &s) { return s.name == word; });
        if (spec == specs.end())
            throw UsageError(say({DLRIG_MESSAGE("cli.usage", "unknown option {option} for '{command}' (see dlrig-cli "
                                                             "{command} --help)"),
                                  {{"option", word}, {"command", command}}}));
        if (m_values.contains(word) && !spec->repeatable)
            throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{option}: given more than once"), {{"option", word}}}));
        std::string value;
        if (spec->takesValue && spec->arity > 1) {
            std::vector<std::string> group;
            for (int k = 0; k < spec->arity; ++k) {
                if (i + 1 >= words.size() || (words[i + 1].rfind("--", 0) == 0 && words[i + 1].size() > 2))
                    throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{option}: expected {count} values"),
                                          {{"option", word}, {"count", std::to_string(spec->arity)}}}));
                group.push_back(words[++i]);
            }
            m_groups[word] = group;
            value = group.front();
        } else if (spec->takesValue) {
            if (inlineValue) {
                value = *inlineValue;
            } else {
                if (i + 1 >= words.size() || (words[i + 1].rfind("--", 0) == 0 && words[i + 1].size() > 2))
                    throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{option}: expected a value"), {{"option", word}}}));
                value = words[++i];
            }
            if (value.empty())
                throw UsageError(
                    say({DLRIG_MESSAGE("cli.usage", "{option}: expected a value, got an empty string"), {{"option", word}}}));
        } else if (inlineValue) {
            throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{option}: takes no value"), {{"option", word}}}));
        }
        m_values[word].push_back(value);
    }
}

std::optional<std::string> Arguments::value(const std::string &name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Arguments::group(const std::string &name) const
{
    const auto it = m_groups.find(name);
    return it == m_groups.end() ? std::vector<std::string>{} : it->second;
}

std::vector<std::string> Arguments::values(const std::string &name) const
{
    const auto it = m_values.find(name);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

int staleMonthsOption(const Arguments &args)
{
    const auto text = args.value("--stale-months");
    if (!text)
        return core::kDefaultStaleMonths;
    int months = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), months);
    if (error != std::errc() || end != text->data() + text->size() || months < 1 || months > 240)
        throw core::InputError("--stale-months", say({DLRIG_MESSAGE("cli.input", "--stale-months: '{text}' is not a "
                                                                                 "whole number of months from 1 to "
                                                                                 "240"),
                                                      {{"text", *text}}}));
    return months;
}

} // namespace dlrig::cli
