#include "core/base/jsonreader.h"

#include <cmath>
#include <cstdio>

namespace dlrig::core {

void JsonReader::fail(const std::string &field, const std::string &expected) const
{
    throw InputError(field, m_where + ": '" + field + "' " + expected);
}

void JsonReader::rejectUnknown(const std::set<std::string> &known) const
{
    for (const auto &[key, value] : m_object.items()) {
        if (!known.contains(key))
            fail(key, "is not a known field");
    }
}

std::string JsonReader::text(const std::string &field, bool required, std::size_t maxCharacters) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end() || it->is_null()) {
        if (required)
            fail(field, "is missing (expected a string)");
        return {};
    }
    if (!it->is_string() || (required && it->get<std::string>().empty()))
        fail(field, required ? "must be a non-empty string" : "must be a string");
    const std::string &value = it->get_ref<const std::string &>();
    std::size_t characters = 0;
    for (unsigned char c : value)
        characters += (c & 0xC0) != 0x80; // a byte that starts a UTF-8 character
    if (characters > maxCharacters)
        fail(field, "is " + std::to_string(characters) + " characters long; at most " + std::to_string(maxCharacters));
    return value;
}

int JsonReader::integer(const std::string &field, int fallback, int minimum) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (fallback < minimum)
            fail(field, "is missing (expected an integer ≥ " + std::to_string(minimum) + ")");
        return fallback;
    }
    // 6.0 is accepted as 6: spreadsheets and some JSON writers print whole numbers so.
    const bool whole = it->is_number_integer() ||
                       (it->is_number_float() && std::isfinite(it->get<double>()) &&
                        std::floor(it->get<double>()) == it->get<double>() && std::fabs(it->get<double>()) < 1e9);
    if (!whole || it->get<double>() < minimum || it->get<double>() > 100'000'000)
        fail(field, "must be an integer between " + std::to_string(minimum) + " and 100000000");
    return static_cast<int>(it->get<double>());
}

double JsonReader::number(const std::string &field, bool required, double minimum, double maximum) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, "is missing (expected a number)");
        return 0;
    }
    if (!it->is_number() || !std::isfinite(it->get<double>()) || it->get<double>() < minimum ||
        it->get<double>() > maximum) {
        char range[96];
        std::snprintf(range, sizeof range, "must be a number between %g and %g", minimum, maximum);
        fail(field, range);
    }
    return it->get<double>();
}

bool JsonReader::flag(const std::string &field, bool required) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, "is missing (expected true or false)");
        return false;
    }
    if (!it->is_boolean())
        fail(field, "must be true or false");
    return it->get<bool>();
}

std::vector<std::string> JsonReader::textList(const std::string &field, bool required) const
{
    const auto it = m_object.find(field);
    if (it == m_object.end()) {
        if (required)
            fail(field, "is missing (expected an array of strings)");
        return {};
    }
    if (!it->is_array())
        fail(field, "must be an array of strings");
    std::vector<std::string> list;
    for (const auto &item : *it) {
        if (!item.is_string() || item.get<std::string>().empty())
            fail(field, "must hold non-empty strings only");
        list.push_back(item.get<std::string>());
    }
    return list;
}

} // namespace dlrig::core
