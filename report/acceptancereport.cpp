#include "report/acceptancereport.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/verdicttext.h"

#include "core/validation/peermatrix.h"

#include <QCoreApplication>
#include <QTextDocument>

#include <cstdio>
#include <set>

namespace dlrig::report {

namespace {

class AcceptanceText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::AcceptanceText)

public:
    static QString title() { return tr("Acceptance report"); }
};

QString html(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString number(const std::optional<double> &value)
{
    if (!value)
        return QStringLiteral("–");
    return QString::fromStdString(core::formatFigure(*value));
}

// GPU-to-GPU copies as a matrix (core/validation/peermatrix.h); empty below two GPUs.
QString peerTable(const core::PeerMatrix &matrix)
{
    if (matrix.gpus == 0)
        return {};
    QString text = QStringLiteral("<h3>%1</h3><p style='font-size:8pt'>%2</p><table cellspacing='0' cellpadding='4'>"
                                  "<tr style='background-color:#dde6f0'><th></th>")
                       .arg(AcceptanceText::tr("GPU to GPU (GB/s per direction)"),
                            AcceptanceText::tr("Rows copy to columns: peer to peer, and in brackets through host "
                                               "memory with P2P off."));
    for (int to = 0; to < matrix.gpus; ++to)
        text += QStringLiteral("<th align='right'>%1</th>").arg(AcceptanceText::tr("to GPU %1").arg(to));
    text += "</tr>";
    const core::PeerCellWords words{AcceptanceText::tr("waived").toStdString(),
                                    AcceptanceText::tr("error").toStdString()};
    for (int from = 0; from < matrix.gpus; ++from) {
        text += QStringLiteral("<tr><td>%1</td>").arg(AcceptanceText::tr("from GPU %1").arg(from));
        for (int to = 0; to < matrix.gpus; ++to) {
            const core::PeerCell &cell = matrix.cell[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
            text += QStringLiteral("<td align='right' style='color:%1'>%2</td>")
                        .arg(from == to ? QStringLiteral("#666666") : verdictColour(cell.verdict),
                             html(core::peerCellText(matrix, from, to, words)));
        }
        text += "</tr>";
    }
    return text + "</table>";
}

} // namespace

void fillAcceptanceDocument(QTextDocument &document, const AcceptanceReport &r)
{
    QFont font = document.defaultFont();
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    const QString overall = r.verdict == "PASS" || r.verdict == "PASS WITH WARNINGS" ? "#1b7f3b"
                            : r.verdict == "NOT CHECKED" || r.verdict == "CANCELLED" ? "#666666"
                                                                                     : "#b3261e";
    QString text = QStringLiteral("<html><body><span style='font-size:18pt; font-weight:bold'>%1</span><br>"
                                  "<span style='font-size:14pt; font-weight:bold; color:%2'>%3</span>")
                       .arg(AcceptanceText::tr("Acceptance report"), overall, verdictText(r.verdict).toHtmlEscaped());
    text += "<table cellpadding='2'>";
    const auto row = [&](const QString &label, const std::string &value) {
        text += QStringLiteral("<tr><td style='color:#555555'>%1</td><td>%2</td></tr>").arg(label, html(value));
    };
    row(AcceptanceText::tr("Machine"), r.machine);
    row(AcceptanceText::tr("Run"), benchModeText(r.mode).toStdString() + ", " + r.started + " – " + r.finished);
    row(AcceptanceText::tr("Specs from"), specsFromText(r.specsFrom).toStdString());
    text += "</table>";
    text += QStringLiteral("<h3>%1</h3><p>").arg(AcceptanceText::tr("Hardware"));
    for (const std::string &line : r.hardware)
        text += benchText(line).toHtmlEscaped() + "<br>";
    for (const std::string &line : r.matches)
        text += "<span style='color:#555555'>" + benchText(line).toHtmlEscaped() + "</span><br>";
    text += "</p>";
    text += QStringLiteral("<h3>%1</h3><table width='100%' cellspacing='0' cellpadding='3'><thead><tr "
                           "style='background-color:#dde6f0'><th align='left'>%2</th><th align='right'>%3</th><th "
                           "align='right'>%4</th><th align='left'>%5</th><th align='right'>%6</th><th "
                           "align='right'>%7</th><th align='left'>%8</th></tr></thead>")
                .arg(AcceptanceText::tr("Measurements"), AcceptanceText::tr("Test"), AcceptanceText::tr("Median"),
                     AcceptanceText::tr("Min–max"), AcceptanceText::tr("Unit"), AcceptanceText::tr("Spec"),
                     AcceptanceText::tr("Ratio"), AcceptanceText::tr("Verdict"));
    std::set<std::string> metrics;
    for (const core::Measurement &m : r.measurements) {
        QString note = benchText(m.error.empty() ? m.skipped : m.error).toHtmlEscaped();
        if (!m.detail.empty())
            note += (note.isEmpty() ? "" : "<br>") + benchText(m.detail).toHtmlEscaped();
        text += QStringLiteral("<tr><td>%1<br><span style='font-size:7pt; color:#555555'>%2</span></td><td "
                               "align='right'>%3</td><td align='right'>%4</td><td>%5</td><td align='right'>%6</td>"
                               "<td align='right'>%7</td><td><b style='color:%8'>%9</b></td></tr>")
                    .arg(html(m.key), note, number(m.median),
                         m.min && m.max ? number(m.min) + "–" + number(m.max) : QStringLiteral("–"), html(m.unit),
                         number(m.spec), m.ratio ? number(*m.ratio * 100) + " %" : QStringLiteral("–"),
                         verdictColour(m.verdict), verdictText(std::string(core::toString(m.verdict))));
        if (m.ratio)
            metrics.insert(m.metric);
    }
    text += "</table>";
    text += peerTable(core::peerMatrix(r.measurements));
    if (!metrics.empty()) {
        text +=
            QStringLiteral("<h3>%1</h3><p style='font-size:8pt'>").arg(AcceptanceText::tr("Bars and their evidence"));
        for (const core::Threshold &t : r.thresholds) {
            if (!metrics.contains(t.metric))
                continue;
            text += QStringLiteral("<b>%1</b>: ").arg(html(t.metric));
            text += t.exact ? AcceptanceText::tr("must equal the spec")
                            : AcceptanceText::tr("PASS from %1 %, WARN from %2 % of the spec")
                                  .arg(wholeNumber(t.pass * 100), wholeNumber(t.warn * 100));
            text += ". " + termText(t.evidence).toHtmlEscaped() + "<br>";
        }
        text += "</p>";
    }
    // Where the lab admin signs the machine off.
    text += QStringLiteral("<h3>%1</h3><table width='100%' cellpadding='6'><tr><td width='40%'>%2: "
                           "________________________</td><td width='25%'>%3: ____________</td><td>%4: "
                           "________________________</td></tr></table>")
                .arg(AcceptanceText::tr("Acceptance"), AcceptanceText::tr("Checked by"), AcceptanceText::tr("Date"),
                     AcceptanceText::tr("Signature"));
    document.setHtml(text + "</body></html>");
}

int writeAcceptancePdf(const std::filesystem::path &file, const AcceptanceReport &report, Paper paper)
{
    return writePdf(file, AcceptanceText::title(), [&](QPagedPaintDevice &device) {
        return paintPaged(device, paper, QString::fromStdString(report.machine),
                          [&](QTextDocument &document) { fillAcceptanceDocument(document, report); });
    });
}

} // namespace dlrig::report
