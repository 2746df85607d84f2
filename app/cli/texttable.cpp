#include "app/cli/texttable.h"

#include "core/base/utf8.h"

#include <algorithm>

namespace dlrig::cli {

namespace {

// East Asian wide and fullwidth ranges (Unicode UAX #11, the main blocks):
// terminals give these two columns.
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
           (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

} // namespace

std::size_t displayWidth(const std::string &text)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto lead = static_cast<unsigned char>(text[i]);
        const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        for (std::size_t k = 1; k < length && i + k < text.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        width += isWide(c) ? 2 : 1;
        i += length;
    }
    return width;
}

void TextTable::addRow(std::vector<std::string> cells)
{
    for (std::string &cell : cells)
        cell = core::printable(cell, 2000);
    m_rows.push_back(std::move(cells));
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
            const Align align = i < m_alignment.size() ? m_alignment[i] : (i == 0 ? Align::Left : Align::Right);
            line += i == 0 ? "" : "  ";
            line += align == Align::Left ? cell + pad : pad + cell;
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
