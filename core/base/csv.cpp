#include "core/base/csv.h"

#include "core/base/inputerror.h"
#include "core/base/utf8.h"

#include <algorithm>
#include <cstdio>

namespace dlrig::core {

namespace {

// A spreadsheet runs a cell starting with one of these as a formula
// (=HYPERLINK(…), =cmd|' /C calc'!A0): OWASP's "CSV Injection" page lists
// =, +, -, @, tab and carriage return.
bool startsLikeAFormula(std::string_view field)
{
    return !field.empty() && std::string_view("=+-@\t\r").find(field.front()) != std::string_view::npos;
}

// "-12.5", "+3", "1e6": numbers stay numbers (a spreadsheet reads them as such).
bool isPlainNumber(std::string_view field)
{
    std::size_t i = 0;
    if (i < field.size() && (field[i] == '-' || field[i] == '+'))
        ++i;
    bool digits = false, dot = false;
    for (; i < field.size(); ++i) {
        const char c = field[i];
        if (c >= '0' && c <= '9')
            digits = true;
        else if (c == '.' && !dot)
            dot = true;
        else
            return false;
    }
    return digits;
}

} // namespace

std::vector<CsvRecord> parseCsv(std::string_view text, const std::string &origin)
{
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    if (std::size_t bad = 0; !isValidUtf8(text, &bad)) {
        char byte[8];
        std::snprintf(byte, sizeof byte, "0x%02X", static_cast<unsigned char>(text[bad]));
        const auto line = 1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n');
        throw InputError(
            "csv",
            Message{DLRIG_MESSAGE("csv", "{origin}: line {line}: not UTF-8 text (byte {byte}); "
                                         "save the file as UTF-8"),
                    {{"origin", origin}, {"line", static_cast<std::int64_t>(line)}, {"byte", std::string(byte)}}});
    }
    std::vector<CsvRecord> records;
    CsvRecord record;
    std::string field;
    std::size_t line = 1;
    record.line = 1;
    bool quoted = false;     // inside a quoted field
    bool afterQuote = false; // a quoted field just closed
    bool fieldStarted = false;
    const auto fail = [&](std::size_t at, MessageText what) {
        throw InputError("csv", Message{what, {{"origin", origin}, {"line", static_cast<std::int64_t>(at)}}});
    };
    const auto endField = [&] {
        // What formatCsvRecord guarded against formula injection reads back as it was.
        if (field.size() >= 2 && field.front() == '\'' && startsLikeAFormula(std::string_view(field).substr(1)))
            field.erase(0, 1);
        record.fields.push_back(std::move(field));
        field.clear();
        afterQuote = false;
        fieldStarted = false;
    };
    const auto endRecord = [&] {
        endField();
        const bool blank = record.fields.size() == 1 && record.fields[0].empty();
        if (!blank)
            records.push_back(std::move(record));
        record = CsvRecord{};
        record.line = line;
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                    afterQuote = true;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == ',') {
            endField();
        } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
            continue; // the LF ends the record
        } else if (c == '\n') {
            ++line;
            endRecord();
        } else if (afterQuote) {
            fail(line, DLRIG_MESSAGE("csv", "{origin}: line {line}: unexpected text after a closing quote (quotes "
                                            "inside a field are written twice)"));
        } else if (c == '"') {
            if (fieldStarted)
                fail(line, DLRIG_MESSAGE("csv", "{origin}: line {line}: a quote inside an unquoted field (quote the "
                                                "whole field and double the quote)"));
            quoted = true;
            fieldStarted = true;
        } else {
            field += c;
            fieldStarted = true;
        }
    }
    if (quoted)
        fail(record.line, DLRIG_MESSAGE("csv", "{origin}: line {line}: a quoted field is never closed"));
    if (fieldStarted || afterQuote || !record.fields.empty())
        endRecord();
    return records;
}

std::string formatCsvRecord(const std::vector<std::string> &fields)
{
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            line += ',';
        // Text that a spreadsheet would run as a formula gets a leading ' and
        // quotes, as OWASP advises; parseCsv removes the ' again.
        const bool guarded = (startsLikeAFormula(fields[i]) && !isPlainNumber(fields[i])) ||
                             (fields[i].size() >= 2 && fields[i].front() == '\'' &&
                              startsLikeAFormula(std::string_view(fields[i]).substr(1)));
        const std::string f = guarded ? "'" + fields[i] : fields[i];
        const bool needsQuotes = guarded || f.find_first_of(",\"\r\n") != std::string::npos ||
                                 (!f.empty() && (f.front() == ' ' || f.back() == ' '));
        if (!needsQuotes) {
            line += f;
            continue;
        }
        line += '"';
        for (char c : f)
            line += c == '"' ? std::string("\"\"") : std::string(1, c);
        line += '"';
    }
    return line + "\r\n";
}

} // namespace dlrig::core
