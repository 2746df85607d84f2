#include "report/pageddocument.h"

#include "core/base/textfile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <cmath>

#include <stdexcept>

namespace dlrig::report {

namespace {
class PageText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::PageText)

public:
    static QString pageOf(int page, int pages) { return tr("Page %1 of %2").arg(page).arg(pages); }
};
// Puts the header cells (kPageHeaderProperty) in front of the table's rows.
void insertHeaderRow(QTextTable &table, const QStringList &cells)
{
    QTextTableFormat format = table.format();
    if (format.boolProperty(kHasPageHeaderProperty))
        return;
    format.setProperty(kHasPageHeaderProperty, true);
    table.setFormat(format);
    table.insertRows(0, 1);
    for (int column = 0; column < table.columns() && column < cells.size(); ++column) {
        QTextTableCell cell = table.cellAt(0, column);
        QTextCharFormat background = cell.format();
        background.setBackground(QColor::fromRgb(kHeaderBackground));
        cell.setFormat(background);
        QTextCursor cursor = cell.firstCursorPosition();
        QTextBlockFormat block = cursor.blockFormat();
        block.setAlignment(cells[column].startsWith('>') ? Qt::AlignRight : Qt::AlignLeft);
        cursor.setBlockFormat(block);
        QTextCharFormat bold = cursor.charFormat();
        bold.setFontWeight(QFont::Bold);
        cursor.insertText(cells[column].mid(1), bold);
    }
}

// Moves each keep-together frame that straddles a page break to the next
// page, top to bottom (each move shifts the frames after it), and gives the
// first table of each page of a row-per-table list its header row.
void keepFramesTogether(QTextDocument &document, double pageHeight)
{
    const auto pageOf = [pageHeight](double y) { return static_cast<int>(std::floor(y / pageHeight)); };
    int lastHeaderedPage = -1;
    for (QTextFrame *frame : document.rootFrame()->childFrames()) {
        QTextFrameFormat format = frame->frameFormat();
        if (!format.boolProperty(kKeepTogetherProperty))
            continue;
        QRectF box = document.documentLayout()->frameBoundingRect(frame);
        const bool straddles = pageOf(box.top()) != pageOf(box.bottom() - 1);
        if (straddles && box.height() < pageHeight) {
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            frame->setFrameFormat(format);
            box = document.documentLayout()->frameBoundingRect(frame);
        }
        const QStringList header = format.property(kPageHeaderProperty).toStringList();
        auto *table = qobject_cast<QTextTable *>(frame);
        if (header.isEmpty() || !table || pageOf(box.top()) == lastHeaderedPage)
            continue;
        if (format.boolProperty(kHasPageHeaderProperty)) { // the first, given its header on screen
            lastHeaderedPage = pageOf(box.top());
            continue;
        }
        lastHeaderedPage = pageOf(box.top());
        insertHeaderRow(*table, header);
        // With its header the table may reach past the page's end: then both go on.
        box = document.documentLayout()->frameBoundingRect(frame);
        if (pageOf(box.top()) != pageOf(box.bottom() - 1) && box.height() < pageHeight) {
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            frame->setFrameFormat(format);
            lastHeaderedPage = pageOf(document.documentLayout()->frameBoundingRect(frame).top());
        }
    }
}

} // namespace

void insertPageHeader(QTextTable &table)
{
    insertHeaderRow(table, table.format().property(kPageHeaderProperty).toStringList());
}

int paintPaged(QPagedPaintDevice &device, Paper paper, const QString &footer,
               const std::function<void(QTextDocument &)> &fill)
{
    device.setPageLayout(QPageLayout(QPageSize(paper == Paper::A4 ? QPageSize::A4 : QPageSize::Letter),
                                     QPageLayout::Portrait, QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter));
    QTextDocument document;
    document.documentLayout()->setPaintDevice(&device);
    fill(document);
    const QRect page = device.pageLayout().paintRectPixels(device.logicalDpiX());
    const double footerHeight = device.logicalDpiY() * 0.3; // 0.3 inch for the page line
    const QSizeF body(page.width(), page.height() - footerHeight);
    document.setPageSize(body);
    keepFramesTogether(document, body.height());
    const int pages = document.pageCount();

    QPainter painter(&device);
    QFont small = document.defaultFont();
    small.setPointSizeF(7);
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            device.newPage();
        painter.save();
        painter.translate(0, -body.height() * i);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, body.height() * i, body.width(), body.height());
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(small);
        painter.setPen(QColor(0x55, 0x55, 0x55));
        const QRectF line(0, body.height(), body.width(), footerHeight);
        painter.drawText(line, Qt::AlignLeft | Qt::AlignBottom, footer);
        painter.drawText(line, Qt::AlignRight | Qt::AlignBottom, PageText::pageOf(i + 1, pages));
    }
    return pages;
}

RenderedPdf renderPdf(const QString &title, const std::function<int(QPagedPaintDevice &)> &paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    RenderedPdf pdf;
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(300);
        writer.setCreator("dlrig");
        writer.setTitle(title);
        pdf.pages = paint(writer);
    } // the PDF is complete once the writer's painter has ended
    pdf.bytes.assign(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    return pdf;
}

int writePdf(const std::filesystem::path &file, const QString &title,
             const std::function<int(QPagedPaintDevice &)> &paint)
{
    const RenderedPdf pdf = renderPdf(title, paint);
    core::writeTextFileAtomically(file, pdf.bytes);
    return pdf.pages;
}

} // namespace dlrig::report
