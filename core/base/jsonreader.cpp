#include "core/base/jsonreader.h"

#include <cmath>
#include <cstdio>

namespace dlrig::core {

void JsonReader::fail(const std::string &field, const std::string &expected) const
{
    throw InputError(field, m_where + ": '" + field + "' " + expected);
}

void JsonReader::fail(const std::string &field, MessageText expected, std::vector<MessageArg> args) const
{
    throw InputError(field,
                     Message{DLRIG_MESSAGE("input", "{where}: '{field}' {expected}"),
                             {{"where", m_where}, {"field", field}, {"expected", clause(expected, std::move(args))}}});
}

void JsonReader::rejectUnknown(const std::set<std::string> &known) const
{
    for (const auto &[key, value] : m_object.items()) {
        if (!known.contains(key))
            fail(key, DLRIG_MESSAGE("input", "is not a known field"));
    }
}

std::string JsonReader::text(const std::string &field, bool required, std::size_t maxCharacters) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end() || it->is_null()) {
        if (required)
            fail(field, DLRIG_MESSAGE("input", "is missing (expected a string)"));
        return {};
    }
    if (!it->is_string() || (required && it->get<std::string>().empty()))
        fail(field, required ? DLRIG_MESSAGE("input", "must be a non-empty string")
                             : DLRIG_MESSAGE("input", "must be a string"));
    const std::string &value = it->get_ref<const std::string &>();
    std::size_t characters = 0;
    for (unsigned char c : value)
        characters += (c & 0xC0) != 0x80; // a byte that starts a UTF-8 character
    if (characters > maxCharacters)
        fail(field, DLRIG_MESSAGE("input", "is {length} characters long; at most {most}"),
             {{"length", static_cast<std::int64_t>(characters)}, {"most", static_cast<std::int64_t>(maxCharacters)}});
    return value;
}

int JsonReader::integer(const std::string &field, int fallback, int minimum) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (fallback < minimum)
            fail(field, DLRIG_MESSAGE("input", "is missing (expected an integer ≥ {minimum})"),
                 {{"minimum", std::int64_t{minimum}}});
        return fallback;
    }
    // 6.0 is accepted as 6: spreadsheets and some JSON writers print whole numbers so.
    const bool whole = it->is_number_integer() ||
                       (it->is_number_float() && std::isfinite(it->get<double>()) &&
                        std::floor(it->get<double>()) == it->get<double>() && std::fabs(it->get<double>()) < 1e9);
    if (!whole || it->get<double>() < minimum || it->get<double>() > 100'000'000)
        fail(field, DLRIG_MESSAGE("input", "must be an integer between {minimum} and 100,000,000"),
             {{"minimum", std::int64_t{minimum}}});
    return static_cast<int>(it->get<double>());
}

double JsonReader::number(const std::string &field, bool required, double minimum, double maximum) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, DLRIG_MESSAGE("input", "is missing (expected a number)"));
        return 0;
    }
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < minimum ||
        it->get<double>() > maximum) {
        char low[32];
        char high[32];
        std::snprintf(low, sizeof low, "%g", minimum);
        std::snprintf(high, sizeof high, "%g", maximum);
        fail(field, DLRIG_MESSAGE("input", "must be a number between {low} and {high}"),
             {{"low", std::string(low)}, {"high", std::string(high)}});
    }
    return it->get<double>();
}

bool JsonReader::flag(const std::string &field, bool required) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, DLRIG_MESSAGE("input", "is missing (expected true or false)"));
        return false;
    }
    if (!it->is_boolean())
        fail(field, DLRIG_MESSAGE("input", "must be true or false"));
    return it->get<bool>();
}

std::vector<std::string> JsonReader::textList(const std::string &field, bool required) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, DLRIG_MESSAGE("input", "is missing (expected an array of strings)"));
        return {};
    }
    if (!it->is_array())
        fail(field, DLRIG_MESSAGE("input", "must be an array of strings"));
    std::vector<std::string> list;
    for (const auto &item : *it) {
        if (!item.is_string() || item.get<std::string>().empty())
            fail(field, DLRIG_MESSAGE("input", "must hold non-empty strings only"));
        list.push_back(item.get<std::string>());
    }
    return list;
}

} // namespace dlrig::core
