#pragma once

// Laying a QTextDocument out on pages and painting them, with a footer line
// (a reference on the left, "Page x of y" on the right), onto a QPdfWriter or
// a QPrinter; and writing a PDF through a temporary file and a rename. Shared
// by the BOM quote and the acceptance report.
#include <QString>

#include <filesystem>
#include <functional>
#include <string>

class QPagedPaintDevice;
class QTextDocument;
class QTextTable;

namespace dlrig::report {

enum class Paper { A4, Letter };

// A frame (a table) with this property set to true is kept on one page: when
// it would straddle a page break and fits on a page, it starts a new one.
// QTextDocument has no CSS page-break-inside.
inline constexpr int kKeepTogetherProperty = 0x100000 + 1; // QTextFormat::UserProperty + 1

// A long table made of one keep-together table per row (a quote's line items:
// a row is never split across pages) sets on each of its tables this property,
// a QStringList of header cells: "<" or ">" (left or right aligned) and the text.
// The first table of each page gets that header row in front of its own rows;
// its background is kHeaderBackground.
inline constexpr int kPageHeaderProperty = 0x100000 + 2;
inline constexpr int kHasPageHeaderProperty = 0x100000 + 3; // set once the header row is in
inline constexpr unsigned kHeaderBackground = 0xdde6f0;

// Puts a kPageHeaderProperty table's header row in front of its rows, once:
// what the first such table gets on screen (a preview is not paged).
void insertPageHeader(QTextTable &table);

// Sets A4 or Letter portrait with 15 mm margins, lets `fill` put the content
// in a document laid out for the device, and paints every page. Returns the page count.
int paintPaged(QPagedPaintDevice &device, Paper paper, const QString &footer,
               const std::function<void(QTextDocument &)> &fill);

// A PDF made in memory: its bytes and page count.
struct RenderedPdf {
    std::string bytes;
    int pages = 0;
};

// `paint` draws onto a QPdfWriter at 300 dpi writing into memory.
RenderedPdf renderPdf(const QString &title, const std::function<int(QPagedPaintDevice &)> &paint);

// renderPdf, then written as every dlrig output is (core::writeTextFileAtomically):
// renamed over `file` only when complete. Throws core::OutputError naming the file.
int writePdf(const std::filesystem::path &file, const QString &title,
             const std::function<int(QPagedPaintDevice &)> &paint);

} // namespace dlrig::report
