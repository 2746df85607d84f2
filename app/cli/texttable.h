#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace dlrig::cli {

// Plain-text columns for terminal output: the first column left-aligned,
// the others right-aligned, widths from the widest cell.
class TextTable {
public:
    explicit TextTable(std::vector<std::string> header) : m_header(std::move(header)) {}
    void addRow(std::vector<std::string> cells) { m_rows.push_back(std::move(cells)); }
    void print(std::ostream &out, const std::string &indent = "  ") const;

private:
    std::vector<std::string> m_header;
    std::vector<std::vector<std::string>> m_rows;
};

// Columns UTF-8 text takes in a terminal: one per code point, two for East
// Asian wide characters (so Chinese part names line up).
std::size_t displayWidth(const std::string &text);

} // namespace dlrig::cli
