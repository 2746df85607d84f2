#include "core/base/jsoninput.h"

#include "core/base/inputerror.h"
#include "core/base/utf8.h"

#include <cstdint>
#include <cstdio>

namespace dlrig::core {

namespace {

using nlohmann::json;

struct TooDeep {};

// Line and column (from 1) of a byte offset, for messages.
Clause lineAndColumn(std::string_view text, std::size_t offset)
{
    std::size_t line = 1;
    std::size_t column = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // count characters, not UTF-8 continuation bytes
        }
    }
    return clause(DLRIG_MESSAGE("input", "line {line}, column {column}"),
                  {{"line", static_cast<std::int64_t>(line)}, {"column", static_cast<std::int64_t>(column)}});
}

InputError fileProblem(const char *field, const std::string &origin, MessageText text,
                       std::vector<MessageArg> args = {})
{
    args.push_back({"origin", origin});
    return InputError(field, Message{text, std::move(args)});
}

} // namespace

json parseJsonInput(std::string_view text, const std::string &origin)
{
    std::size_t bad = 0;
    if (!isValidUtf8(text, &bad)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[bad]));
        throw fileProblem("file", origin, DLRIG_MESSAGE("input", "{origin}: not UTF-8 text at {where} (byte {byte})"),
                          {{"where", lineAndColumn(text, bad)}, {"byte", std::string(byte)}});
    }
    std::size_t first = 0;
    while (first < text.size() && (text[first] == ' ' || text[first] == '\n' || text[first] == '\r' || text[first] == '\t'))
        ++first;
    if (first == text.size())
        throw fileProblem("file", origin, DLRIG_MESSAGE("input", "{origin}: is empty (expected a JSON document)"));
    const json::parser_callback_t guard = [](int depth, json::parse_event_t event, json &) {
        if ((event == json::parse_event_t::object_start || event == json::parse_event_t::array_start) &&
            depth >= kMaxJsonDepth)
            throw TooDeep{};
        return true;
    };
    try {
        return json::parse(text.begin(), text.end(), guard);
    } catch (const json::parse_error &error) {
        // error.byte counts from 1 and points just past the byte that was read last.
        const std::size_t at = error.byte > 0 ? error.byte - 1 : 0;
        if (at >= text.size())
            throw fileProblem("file", origin,
                              DLRIG_MESSAGE("input", "{origin}: not valid JSON: it ends before the document is "
                                                     "complete ({where})"),
                              {{"where", lineAndColumn(text, text.size())}});
        throw fileProblem("file", origin,
                          DLRIG_MESSAGE("input", "{origin}: not valid JSON at {where} (unexpected '{byte}')"),
                          {{"where", lineAndColumn(text, at)}, {"byte", printable(text.substr(at, 1))}});
    } catch (const TooDeep &) {
        throw fileProblem(
            "file", origin,
            DLRIG_MESSAGE("input", "{origin}: nested deeper than {levels} levels, which no dlrig file is"),
            {{"levels", static_cast<std::int64_t>(kMaxJsonDepth)}});
    } catch (const json::out_of_range &) {
        // The parser's "number overflow" (id 406): 1e309 is no double.
        throw fileProblem("file", origin,
                          DLRIG_MESSAGE("input", "{origin}: a number is too large to represent (such as 1e309)"));
    }
}

std::string dumpJson(const json &value)
{
    return value.dump(2, ' ', false, json::error_handler_t::replace);
}

int checkFormatHeader(const json &document, const std::string &origin, std::string_view format,
                      std::string_view name, int newest)
{
    const InputError notThisFile =
        fileProblem("format", origin,
                    DLRIG_MESSAGE("input", "{origin}: not a dlrig {name} file (expected \"format\": \"{format}\")"),
                    {{"name", std::string(name)}, {"format", std::string(format)}});
    if (!document.is_object())
        throw notThisFile;
    const auto f = document.find("format");
    if (f == document.end() || !f->is_string() || f->get<std::string>() != format)
        throw notThisFile;
    const auto v = document.find("version");
    const MessageArg newestArg{"newest", static_cast<std::int64_t>(newest)};
    if (v == document.end())
        throw fileProblem(
            "version", origin,
            DLRIG_MESSAGE("input", "{origin}: 'version' is missing (expected an integer from 1 to {newest})"),
            {newestArg});
    const InputError notAVersion =
        fileProblem("version", origin,
                    DLRIG_MESSAGE("input", "{origin}: 'version' must be an integer from 1 to {newest}"), {newestArg});
    if (!v->is_number_integer())
        throw notAVersion;
    // Compared as 64-bit numbers: 4294967297 is not version 1.
    if (v->is_number_unsigned() ? v->get<std::uint64_t>() > static_cast<std::uint64_t>(newest)
                                : v->get<std::int64_t>() > newest) {
        throw fileProblem("version", origin,
                          DLRIG_MESSAGE("input",
                                        "{origin}: written by a newer dlrig ({name} format version {version}); "
                                        "this one reads up to version {newest}. Nothing was read."),
                          {{"name", std::string(name)}, {"version", printable(v->dump())}, newestArg});
    }
    const std::int64_t version = v->get<std::int64_t>(); // at most `newest` now
    if (version < 1)
        throw notAVersion;
    return static_cast<int>(version);
}

} // namespace dlrig::core
