#include "report/bomdocument.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/pricetext.h"

#include "report/plantext.h"

#include "report/barrelimage.h"
#include "report/pageddocument.h"
#include "report/servingchart.h"

#include "core/base/textfile.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QImage>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QUrl>
#include <QtGlobal>

#include <cstdio>

#include <fcntl.h>
#include <stdexcept>
#include <unistd.h>
#include <utility>

namespace dlrig::report {

namespace {

// The quote's logo, read as any dlrig input is (a regular file, at most 16
// MiB: a FIFO or /dev/zero is refused) and decoded with the image library's
// own complaints ("libpng warning: …") kept off the terminal. Throws
// InputError naming the file when it is no image.
QImage readLogo(const std::string &path)
{
    const std::string bytes = core::readTextFile(path, std::size_t{16} << 20);
    // Qt's PNG reader leaves libpng's default error handler in place, which
    // prints straight to stderr: the descriptor is pointed at /dev/null while
    // the image is decoded, and Qt's own warnings go nowhere.
    std::fflush(stderr);
    const int savedStderr = ::dup(2);
    const int devNull = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (savedStderr >= 0 && devNull >= 0)
        ::dup2(devNull, 2);
    const QtMessageHandler previous =
        qInstallMessageHandler([](QtMsgType, const QMessageLogContext &, const QString &) {});
    const QImage image =
        QImage::fromData(reinterpret_cast<const uchar *>(bytes.data()), static_cast<int>(bytes.size()));
    qInstallMessageHandler(previous);
    std::fflush(stderr);
    if (savedStderr >= 0 && devNull >= 0)
        ::dup2(savedStderr, 2);
    for (int fd : {savedStderr, devNull})
        if (fd >= 0)
            ::close(fd);
    if (image.isNull())
        throw core::InputError("logo", core::Message{DLRIG_MESSAGE("bom", "logo: {path} is not an image dlrig can "
                                                                          "read (PNG, JPEG, BMP, GIF)"),
                                                     {{"path", path}}});
    return image;
}

// Translatable text for the printed quote (the GUI installs 简体中文).
class BomText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::BomText)

public:
    static QString category(core::PartCategory category)
    {
        using C = core::PartCategory;
        switch (category) {
        case C::Gpu:
            return tr("GPUs");
        case C::Cpu:
            return tr("CPUs");
        case C::Memory:
            return tr("Memory");
        case C::Storage:
            return tr("Storage");
        case C::Psu:
            return tr("Power supplies");
        case C::Motherboard:
            return tr("Motherboards");
        case C::Chassis:
            return tr("Chassis");
        case C::Cooling:
            return tr("Cooling");
        case C::Nic:
            return tr("Network cards");
        case C::Server:
            return tr("Servers");
        case C::Cloud:
            return tr("Cloud instances");
        case C::Edge:
            return tr("Edge modules");
        }
        return {};
    }
};

QString html(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString money(const core::Money &amount)
{
    return moneyText(amount).toHtmlEscaped(); // a quote's amounts are exact, never 万
}

// Long source addresses may break after a slash instead of widening the table.
QString breakable(const std::string &text)
{
    QString escaped = html(text);
    escaped.replace('/', QStringLiteral("/\u200B"));
    return escaped;
}

QString fieldRow(const QString &label, const std::string &value)
{
    if (value.empty())
        return {};
    return QStringLiteral("<tr><td style='color:#555555'>%1</td><td>%2</td></tr>")
        .arg(label, html(value).replace('\n', "<br>"));
}

QString header(const core::Bom &bom, QTextDocument &document)
{
    const core::QuoteFields &f = bom.fields;
    QString logo;
    if (!f.logo.empty()) {
        const QImage image = readLogo(f.logo);
        if (image.isNull())
            throw core::InputError("logo", core::Message{DLRIG_MESSAGE("bom", "logo: cannot read an image from {path}"),
                                                         {{"path", f.logo}}});
        document.addResource(QTextDocument::ImageResource, QUrl("dlrig:logo"), image);
        const int height = 48;
        logo = QStringLiteral("<img src='dlrig:logo' height='%1' width='%2'>")
                   .arg(height)
                   .arg(image.height() > 0 ? image.width() * height / image.height() : height);
    }
    const QString title = f.title.empty() ? BomText::tr("Quotation") : html(f.title);
    QString text = QStringLiteral("<table width='100%'><tr><td>%1</td><td align='right'><span "
                                  "style='font-size:18pt; font-weight:bold'>%2</span><br>%3</td></tr></table>")
                       .arg(logo, title, html(f.organisation));
    text += "<table cellpadding='2'>";
    text += fieldRow(BomText::tr("Quote number"), f.quoteNumber);
    text += fieldRow(BomText::tr("Date"), f.date);
    text += fieldRow(BomText::tr("Valid until"), f.validUntil);
    text += fieldRow(BomText::tr("Requested by"), f.requester);
    text += fieldRow(BomText::tr("Approved by"), f.approver);
    text += fieldRow(BomText::tr("Deliver to"), f.deliveryAddress);
    text += fieldRow(BomText::tr("Build"), bom.name);
    if (bom.nodes > 1)
        text += fieldRow(BomText::tr("Machines"), std::to_string(bom.nodes));
    text += fieldRow(BomText::tr("Currency"), std::string(bom.currency.code()));
    return text + "</table>";
}

QString lineItems(const core::Bom &bom)
{
    // One table per line (its category's row in front of its first line), so
    // that a page break never splits a line; the same column widths in each,
    // and the column headers on each page (kPageHeaderProperty, fillBomDocument).
    QString text = QStringLiteral("<h3>%1</h3>").arg(BomText::tr("Line items"));
    std::optional<core::PartCategory> group;
    int number = 0;
    for (const core::BomLine &line : bom.lines) {
        text += "<table width='100%' cellspacing='0' cellpadding='3' border='0'>";
        if (group != line.category) {
            group = line.category;
            text += QStringLiteral("<tr style='background-color:#f2f2f2'><td colspan='6'><b>%1</b></td></tr>")
                        .arg(BomText::category(line.category));
        }
        QString original;
        if (line.exchangeRate)
            original = QStringLiteral("<br><span style='font-size:7pt; color:#555555'>%1 × %2</span>")
                           .arg(money(line.originalUnitPrice))
                           .arg(decimalNumber(*line.exchangeRate, 6));
        QString unit = money(line.unitPrice) + original;
        QString amount = money(line.extendedPrice);
        QString priceNote;
        if (line.onRequest) {
            unit = PriceText::onRequest();
            amount = QStringLiteral("—");
            priceNote = BomText::tr("no public price; not in the total");
        } else {
            const auto kind = core::priceKindFromString(line.priceKind).value_or(core::PriceKind::Estimate);
            priceNote = (PriceText::kind(kind, line.priceCondition) + ", " +
                         PriceText::date(line.priceDate, line.priceDateIsLookUp))
                            .toHtmlEscaped() +
                        "<br>" + PriceText::age(line.priceAge).toHtmlEscaped();
            if (line.priceAge.stale)
                priceNote += QStringLiteral(" <b style='color:%1'>%2</b>")
                                 .arg(PriceText::staleColor().name(), BomText::tr("STALE"));
            if (line.priceKind == "used" || line.priceKind == "estimate") {
                priceNote += QStringLiteral("<br><i>%1</i>")
                                 .arg(line.priceKind == "used" ? BomText::tr("second-hand price")
                                                               : BomText::tr("estimate, not a vendor price"));
            }
            priceNote += "<br>" + breakable(line.priceSource);
        }
        text += QStringLiteral("<tr><td align='right' valign='top' width='4%'>%1</td><td valign='top' "
                               "width='38%'><b>%2</b><br><span style='font-size:7pt; color:#555555'>%3 · %4</span>"
                               "</td><td align='right' valign='top' width='5%'>%5</td><td align='right' valign='top' "
                               "width='16%'>%6</td><td align='right' valign='top' width='15%' "
                               "style='white-space:nowrap'>%7</td><td "
                               "valign='top' width='22%'><span style='font-size:7pt'>%8</span></td></tr></table>")
                    .arg(++number)
                    .arg(html(line.vendor + " " + line.model),
                         *line.specsText.text.id ? messageText(line.specsText).toHtmlEscaped() : html(line.specs),
                         html(line.partId))
                    .arg(line.quantity)
                    .arg(unit, amount, priceNote);
    }
    return text;
}

// The line items' column headers, as kPageHeaderProperty wants them.
QStringList lineItemHeader()
{
    return {">#",
            "<" + BomText::tr("Part"),
            ">" + BomText::tr("Qty"),
            ">" + BomText::tr("Unit price"),
            ">" + BomText::tr("Amount"),
            "<" + BomText::tr("Price kind, date, age")};
}

QString totals(const core::Bom &bom)
{
    const auto row = [](const QString &label, const core::Money &amount, bool strong = false) {
        const QString cell = strong ? "<b>%1</b>" : "%1";
        return QStringLiteral("<tr><td width='30%'></td><td align='right' nowrap>%1</td><td align='right' nowrap>%2</td></tr>")
            .arg(cell.arg(label), cell.arg(money(amount)));
    };
    // A table in the flow, not floated right: a floating frame cannot be moved
    // to the next page whole (pageddocument.h, kKeepTogetherProperty).
    QString text = "<p></p><table width='100%' cellpadding='3' cellspacing='0'>";
    text += row(BomText::tr("Subtotal"), bom.subtotal);
    if (bom.discount.minorUnits() != 0) {
        text += row(bom.discountPercent
                        ? BomText::tr("Discount (%1 %)").arg(QString::fromStdString(bom.discountPercent->toString()))
                        : BomText::tr("Discount"),
                    core::Money(-bom.discount.minorUnits(), bom.currency));
    }
    if (bom.shipping.minorUnits() != 0)
        text += row(BomText::tr("Shipping"), bom.shipping);
    if (bom.taxPercent.millionths != 0) {
        text += row(
            BomText::tr("Tax %1 % on %2").arg(QString::fromStdString(bom.taxPercent.toString()), money(bom.taxBase)),
            bom.tax);
    }
    text +=
        row(bom.onRequestLines > 0 ? BomText::tr("Total (excludes parts priced on request: %1)").arg(bom.onRequestLines)
                                   : BomText::tr("Total"),
            bom.total, true);
    text += "</table>";
    if (bom.staleLines > 0) {
        text += QStringLiteral("<p style='color:%1'>%2</p>")
                    .arg(PriceText::staleColor().name(),
                         BomText::tr("Lines with a price older than %1 months, marked STALE (ages to %2): %3. "
                                     "Confirm them with the vendor before ordering.")
                             .arg(bom.staleAfterMonths)
                             .arg(QString::fromStdString(bom.pricesAgedTo))
                             .arg(bom.staleLines));
    }
    return text;
}

QString summary(const core::Analysis &a, QTextDocument &document)
{
    QString text = QStringLiteral("<h3>%1</h3><table cellpadding='2'>").arg(BomText::tr("Power and cost of ownership"));
    const auto row = [](const QString &label, const QString &value) {
        return QStringLiteral("<tr><td style='color:#555555'>%1</td><td>%2</td></tr>").arg(label, value);
    };
    text += row(BomText::tr("Peak draw"), BomText::tr("%1 W per machine (power supply %2 W)")
                                              .arg(wholeNumber(a.power.peakWatts), wholeNumber(a.power.psuWatts)));
    text += row(BomText::tr("Energy"), money(a.cost.energyPerMonth) + BomText::tr(" per month"));
    text += row(BomText::tr("Depreciation"), money(a.cost.depreciationPerMonth) + BomText::tr(" per month"));
    text += row(BomText::tr("Cost of ownership"), money(a.cost.totalCostOfOwnership));
    text += row(BomText::tr("Rate"), systemRateText(a.barrel).toHtmlEscaped() + html(a.barrel.uncertaintyText()));
    text += row(BomText::tr("Limited by"), termText(core::staveTerm(a.barrel.bottleneck)).toHtmlEscaped());
    text += row(BomText::tr("Plan"), planDetails(a.plan).toHtmlEscaped());
    text += "</table>";
    document.addResource(QTextDocument::ImageResource, QUrl("dlrig:barrel"), barrelImage(a.barrel, QSize(1800, 760)));
    text += QStringLiteral("<p><img src='dlrig:barrel' width='600' height='253'></p>");
    if (a.serving && !a.serving->curve.empty()) {
        const core::ServingLoad load = core::servingLoadOf(a.estimate.request.workload);
        document.addResource(QTextDocument::ImageResource, QUrl("dlrig:serving"),
                             servingChartImage(*a.serving, load, QSize(1500, 900)));
        text += QStringLiteral("<p><img src='dlrig:serving' width='500' height='300'></p>");
    }
    return text;
}

} // namespace

void checkBomDocument(const core::Bom &bom)
{
    if (!bom.fields.logo.empty())
        readLogo(bom.fields.logo);
}

Paper paperFromString(const std::string &text)
{
    if (text == "a4" || text == "A4")
        return Paper::A4;
    if (text == "letter" || text == "Letter")
        return Paper::Letter;
    throw core::InputError(
        "--paper",
        core::Message{DLRIG_MESSAGE("bom", "--paper: expected a4 or letter, not '{text}'"), {{"text", text}}});
}

void fillBomDocument(QTextDocument &document, const core::Bom &bom, const BomDocumentOptions &options)
{
    QFont font = document.defaultFont();
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    QString text = "<html><body>" + header(bom, document) + lineItems(bom) + totals(bom);
    if (!bom.fields.notes.empty())
        text += QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(BomText::tr("Notes"), html(bom.fields.notes).replace('\n', "<br>"));
    if (options.analysis)
        text += summary(*options.analysis, document);
    text += QStringLiteral("<p style='font-size:7pt; color:#555555'>%1</p>")
                .arg(BomText::tr("Prices in other currencies are converted at the reference rates of %1 (%2). Each "
                                 "unit price is converted once and rounded to the minor unit; amounts are unit price "
                                 "× quantity; discount and tax are each rounded once.")
                         .arg(html(bom.ratesDate), breakable(bom.ratesSource)));
    document.setHtml(text + "</body></html>");
    // The totals block (subtotal to total) is the table whose first label
    // says Subtotal: it stays on one page.
    // Each line item's table (the only ones with six columns) is kept whole,
    // with the column headers on top of each page's first (the first's here,
    // for the preview; the later pages' when paged).
    bool first = true;
    for (QTextFrame *frame : document.rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        QTextTableFormat format = table->format();
        if (table->columns() == 3 &&
            table->cellAt(0, 1).firstCursorPosition().block().text() == BomText::tr("Subtotal")) {
            format.setProperty(kKeepTogetherProperty, true);
        } else if (table->columns() == 6) {
            format.setProperty(kKeepTogetherProperty, true);
            format.setProperty(kPageHeaderProperty, lineItemHeader());
        }
        table->setFormat(format);
        if (table->columns() == 6 && std::exchange(first, false))
            insertPageHeader(*table);
    }
}

int paintBom(QPagedPaintDevice &device, const core::Bom &bom, const BomDocumentOptions &options)
{
    const QString footer = QString::fromStdString(bom.fields.quoteNumber.empty() ? bom.name : bom.fields.quoteNumber);
    return paintPaged(device, options.paper, footer,
                      [&](QTextDocument &document) { fillBomDocument(document, bom, options); });
}

RenderedPdf renderBomPdf(const core::Bom &bom, const BomDocumentOptions &options)
{
    return renderPdf(QString::fromStdString(bom.fields.title.empty() ? bom.name : bom.fields.title),
                     [&](QPagedPaintDevice &device) { return paintBom(device, bom, options); });
}

int writeBomPdf(const std::filesystem::path &file, const core::Bom &bom, const BomDocumentOptions &options)
{
    return writePdf(file, QString::fromStdString(bom.fields.title.empty() ? bom.name : bom.fields.title),
                    [&](QPagedPaintDevice &device) { return paintBom(device, bom, options); });
}

void ensureGuiApplication()
{
    if (QCoreApplication::instance())
        return;
    // A command-line tool has no session: Qt's note about the runtime folder is noise there.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &, const QString &message) {
        if (type != QtDebugMsg && type != QtInfoMsg && !message.startsWith("QStandardPaths:"))
            fprintf(stderr, "%s\n", qPrintable(message));
    });
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "dlrig-cli";
    static char *argv[] = {name, nullptr};
    new QGuiApplication(argc, argv); // lives until the process ends
    installMessageTranslator();      // English's plural forms, when chosen before the application existed
}

} // namespace dlrig::report
