#pragma once

#include <string>
#include <string_view>
#include <vector>

// RFC 4180 CSV: fields separated by commas, records by CRLF (LF accepted),
// fields with commas, quotes or line breaks in double quotes, quotes doubled.
namespace dlrig::core {

struct CsvRecord {
    std::size_t line = 0; // line the record starts on, from 1
    std::vector<std::string> fields;
};

// Parses a whole file. A UTF-8 byte-order mark is skipped; blank lines are
// skipped; a cell "'=…" (a guarded formula, see formatCsvRecord) reads "=…".
// Throws InputError "<origin>: line N: …" for an unterminated quote or text
// after a closing quote.
std::vector<CsvRecord> parseCsv(std::string_view text, const std::string &origin);

// One record, with CRLF, quoting only where needed. Text a spreadsheet would
// run as a formula (starting with =, +, -, @, tab or CR, and not a plain
// number) is written with a leading ' inside quotes (OWASP, "CSV Injection");
// parseCsv reads such a cell back without the ', so files round-trip.
std::string formatCsvRecord(const std::vector<std::string> &fields);

} // namespace dlrig::core
