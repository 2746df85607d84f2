#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// Plain-text columns for terminal output, widths from the widest cell. By
// default the first column is left-aligned and the others (numbers) right-aligned.
class TextTable {
public:
    enum class Align { Left, Right };

    explicit TextTable(std::vector<std::string> header, std::vector<Align> alignment = {})
        : m_header(std::move(header)), m_alignment(std::move(alignment))
    {
    }
    // Cells may hold imported text: control characters are shown escaped.
    void addRow(std::vector<std::string> cells);
    void print(std::ostream &out, const std::string &indent = "  ") const;

private:
    std::vector<std::string> m_header;
    std::vector<Align> m_alignment;
    std::vector<std::vector<std::string>> m_rows;
};

// Columns UTF-8 text takes in a terminal: one per code point, two for East
// Asian wide characters (so Chinese part names line up).
std::size_t displayWidth(const std::string &text);

} // namespace dlrig::cli
