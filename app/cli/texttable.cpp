#include "app/cli/texttable.h"

#include <algorithm>

namespace dlrig::cli {

std::size_t displayWidth(const std::string &text)
{
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

void TextTable::print(std::ostream &out, const std::string &indent) const
{
    std::vector<std::size_t> widths(m_header.size(), 0);
    const auto measure = [&](const std::vector<std::string> &row) {
        for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));
    };
    measure(m_header);
    for (const auto &row : m_rows)
        measure(row);
    const auto printRow = [&](const std::vector<std::string> &row) {
        std::string line = indent;
        for (std::size_t i = 0; i < widths.size(); ++i) {
            const std::string cell = i < row.size() ? row[i] : "";
            const std::string pad(widths[i] - displayWidth(cell), ' ');
            line += i == 0 ? cell + pad : "  " + pad + cell;
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << '\n';
    };
    if (std::any_of(m_header.begin(), m_header.end(), [](const std::string &h) { return !h.empty(); }))
        printRow(m_header);
    for (const auto &row : m_rows)
        printRow(row);
}

} // namespace dlrig::cli
