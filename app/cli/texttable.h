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

// Display width of UTF-8 text: code points, not bytes.
std::size_t displayWidth(const std::string &text);

} // namespace dlrig::cli
