#pragma once

// The bill of materials as a printed quote: one HTML document (also the GUI's
// preview), laid out on pages by Qt's text engine, the line-item table's
// header repeated on every page and a footer with the page number. Used by
// dlrig-cli bom --pdf and by the BOM view (PDF export and printing).
#include "core/build/analysis.h"
#include "core/build/bom.h"
#include "report/pageddocument.h"

#include <QString>

#include <filesystem>

class QPagedPaintDevice;
class QTextDocument;

namespace dlrig::report {

struct BomDocumentOptions {
    Paper paper = Paper::A4;
    // With an analysis: a power and cost-of-ownership section and the barrel
    // chart as an image.
    const core::Analysis *analysis = nullptr;
};

// Paper from "a4" or "letter"; throws core::InputError naming --paper.
Paper paperFromString(const std::string &text);

// Checks what the document reads besides the BOM (the logo image), so a
// caller can refuse bad input before writing anything. Throws core::InputError.
void checkBomDocument(const core::Bom &bom);

// The quote as a QTextDocument (HTML, the logo and barrel as image resources).
void fillBomDocument(QTextDocument &document, const core::Bom &bom, const BomDocumentOptions &options);

// Lays the quote out on `device`'s pages (a QPdfWriter or a QPrinter) and paints them; returns the page count.
int paintBom(QPagedPaintDevice &device, const core::Bom &bom, const BomDocumentOptions &options);

// The quote as a PDF in memory, for callers that write several outputs all or
// nothing. Needs a QGuiApplication (see ensureGuiApplication).
RenderedPdf renderBomPdf(const core::Bom &bom, const BomDocumentOptions &options);

// Writes a PDF through a temporary file and an atomic rename: a file that
// cannot be written leaves nothing behind. Throws core::OutputError naming
// the file. Needs a QGuiApplication (see ensureGuiApplication).
int writeBomPdf(const std::filesystem::path &file, const core::Bom &bom, const BomDocumentOptions &options);

// Makes a QGuiApplication on the offscreen platform when none exists (the
// command-line tool has none; text layout needs one for its fonts).
void ensureGuiApplication();

} // namespace dlrig::report
