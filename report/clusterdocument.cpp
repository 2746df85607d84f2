#include "report/clusterdocument.h"

#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/verdicttext.h"

#include "core/validation/clusterreferences.h"

#include <QCoreApplication>
#include <QTextDocument>

#include <algorithm>
#include <map>
#include <set>

namespace dlrig::report {

namespace {

class ClusterText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::ClusterText)
};

QString html(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString verdictWord(core::Verdict verdict)
{
    return verdictText(std::string(core::toString(verdict)));
}

// Nodes × tests: every test some node measured, each cell its figure on the
// colour of its verdict.
QString heatMap(const core::ClusterRun &run, const core::ClusterVerdicts &v)
{
    const std::vector<std::string> tests = core::heatMapTests(run, v);
    QString text = QStringLiteral("<h3>%1</h3><table cellspacing='1' cellpadding='3'><tr><th></th>")
                       .arg(ClusterText::tr("Nodes and tests"));
    for (const std::string &test : tests) // "host.<br>stream_copy": narrow columns break at the dot
        text += QStringLiteral("<th style='font-size:7pt'>%1</th>").arg(html(test).replace(".", ".<br>"));
    text += "</tr>";
    for (const core::ClusterNode &node : run.nodes) {
        text += QStringLiteral("<tr><td><b>%1</b></td>").arg(html(node.name));
        if (!node.error.empty() || !node.skipped.empty()) {
            const core::ClusterFinding *f = core::findingOf(v, node.name, "node");
            text += QStringLiteral("<td colspan='%1' style='background-color:%2'>%3</td></tr>")
                        .arg(std::max<std::size_t>(tests.size(), 1))
                        .arg(verdictBackground(f ? f->verdict : core::Verdict::Error),
                             f ? messageText(f->evidence).toHtmlEscaped() : QString());
            continue;
        }
        for (const std::string &test : tests) {
            const core::ClusterFinding *f = core::findingOf(v, node.name, test);
            text += f && f->value ? QStringLiteral("<td align='right' style='background-color:%1'>%2</td>")
                                        .arg(verdictBackground(f->verdict), measuredFigure(*f->value))
                                  : QStringLiteral("<td align='center'>–</td>");
        }
        text += "</tr>";
    }
    return text + "</table>";
}

// Node × node: the pairwise sweep's bandwidth (upper right) and one-way
// latency (lower left), coloured by their verdicts.
QString pairMatrix(const core::ClusterRun &run, const core::ClusterVerdicts &v)
{
    if (run.network.pairs.empty())
        return {};
    const std::vector<std::string> nodes = core::pairNodes(run.network);
    QString text = QStringLiteral("<h3>%1</h3><p style='font-size:8pt'>%2</p><table cellspacing='1' "
                                  "cellpadding='3'><tr><th></th>")
                       .arg(ClusterText::tr("Between the nodes"),
                            ClusterText::tr("Above the diagonal: bandwidth of each pair in GB/s; below it: one-way "
                                            "latency in µs. %1.")
                                .arg(html(run.network.transport)));
    for (const std::string &n : nodes)
        text += QStringLiteral("<th>%1</th>").arg(html(n));
    text += "</tr>";
    for (std::size_t row = 0; row < nodes.size(); ++row) {
        text += QStringLiteral("<tr><td><b>%1</b></td>").arg(html(nodes[row]));
        for (std::size_t column = 0; column < nodes.size(); ++column) {
            const core::PairFigure *p = row == column ? nullptr : core::pairOf(run.network, nodes[row], nodes[column]);
            if (!p) {
                text += "<td></td>";
                continue;
            }
            const bool bandwidth = column > row;
            const core::ClusterFinding *f =
                core::findingOf(v, core::linkName(p->a, p->b), bandwidth ? "link.bandwidth" : "link.latency");
            const std::optional<double> value = bandwidth ? p->bandwidthGBs : p->latencyUs;
            text += QStringLiteral("<td align='right' style='background-color:%1'>%2</td>")
                        .arg(verdictBackground(f ? f->verdict : core::Verdict::Skipped),
                             value ? measuredFigure(*value) : QStringLiteral("–"));
        }
        text += "</tr>";
    }
    return text + "</table>";
}

// Bus bandwidth on 1…N nodes, a bar per point: MPI's all-reduce, and NCCL's
// all-reduce and all-gather over the nodes' GPUs where they ran.
QString scalingCurve(const core::ClusterRun &run)
{
    const core::NcclResult &nccl = run.network.nccl;
    const std::pair<QString, const std::vector<core::ScalingPoint> *> curves[] = {
        {ClusterText::tr("MPI all-reduce"), &run.network.allReduce},
        {ClusterText::tr("NCCL all-reduce"), &nccl.allReduce},
        {ClusterText::tr("NCCL all-gather"), &nccl.allGather}};
    double most = 0;
    for (const auto &[name, points] : curves)
        for (const core::ScalingPoint &p : *points)
            most = std::max(most, p.busBandwidthGBs);
    if (most <= 0 && nccl.skipped.empty() && nccl.error.empty())
        return {};
    QString text = QStringLiteral("<h3>%1</h3><table cellspacing='0' cellpadding='2'><tr><th align='left'>%2</th>"
                                  "<th align='left'>%3</th><th align='right'>%4</th><th></th></tr>")
                       .arg(ClusterText::tr("All-reduce as nodes are added"), ClusterText::tr("Test"),
                            ClusterText::tr("Nodes"), ClusterText::tr("Bus bandwidth (GB/s)"));
    for (const auto &[name, points] : curves)
        for (const core::ScalingPoint &p : *points) {
            const int width = most > 0 ? std::max(1, static_cast<int>(300 * p.busBandwidthGBs / most)) : 1;
            text += QStringLiteral("<tr><td>%1</td><td>%2</td><td align='right'>%3</td><td><table cellspacing='0' "
                                   "cellpadding='0'><tr><td width='%4' style='background-color:#4f7cac'>&nbsp;</td>"
                                   "</tr></table></td></tr>")
                        .arg(name)
                        .arg(p.nodes)
                        .arg(measuredFigure(p.busBandwidthGBs))
                        .arg(width);
        }
    text += "</table>";
    if (!nccl.version.empty())
        text += QStringLiteral("<p style='font-size:8pt'>%1</p>")
                    .arg(ClusterText::tr("%1, %2 GPUs a node, nccl-tests' bus bandwidth")
                             .arg(html(nccl.version))
                             .arg(nccl.gpusPerNode));
    return text;
}

} // namespace

void fillClusterDocument(QTextDocument &document, const core::ClusterRun &run, const core::ClusterVerdicts &v)
{
    QFont font = document.defaultFont();
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    const QString overall = verdictColour(v.overall);
    QString text = QStringLiteral("<html><body><span style='font-size:18pt; font-weight:bold'>%1</span><br>"
                                  "<span style='font-size:14pt; font-weight:bold; color:%2'>%3</span>")
                       .arg(ClusterText::tr("Cluster acceptance report"), overall,
                            run.cancelled ? ClusterText::tr("Cancelled") : verdictWord(v.overall));
    text += "<table cellpadding='2'>";
    const auto row = [&](const QString &label, const QString &value) {
        text += QStringLiteral("<tr><td style='color:#555555'>%1</td><td>%2</td></tr>").arg(label, value);
    };
    row(ClusterText::tr("Slurm job"),
        ClusterText::tr("%1, partition %2").arg(html(run.jobId), html(run.partition.empty() ? "–" : run.partition)));
    row(ClusterText::tr("Run"),
        benchModeText(run.mode).toHtmlEscaped() + ", " + html(run.started) + " – " + html(run.finished));
    row(ClusterText::tr("Nodes"), QString::number(run.nodes.size()));
    text += "</table>";
    if (!v.named.empty()) {
        text += QStringLiteral("<h3>%1</h3><p>").arg(ClusterText::tr("Named"));
        for (const core::NamedSuspect &s : v.named)
            text += QStringLiteral("<b>%1</b>: %2<br>").arg(html(s.subject), messageText(s.why).toHtmlEscaped());
        text += "</p>";
    }
    text += heatMap(run, v);
    text += pairMatrix(run, v);
    text += scalingCurve(run);

    text += QStringLiteral("<h3>%1</h3><table width='100%' cellspacing='0' cellpadding='3'><thead><tr "
                           "style='background-color:#dde6f0'><th align='left'>%2</th><th align='left'>%3</th>"
                           "<th align='right'>%4</th><th align='left'>%5</th><th align='left'>%6</th></tr></thead>")
                .arg(ClusterText::tr("Findings"), ClusterText::tr("Subject"), ClusterText::tr("Test"),
                     ClusterText::tr("Value"), ClusterText::tr("Verdict"), ClusterText::tr("Why"));
    std::set<std::string> sources;
    for (const core::ClusterFinding &f : v.findings) {
        if (f.verdict == core::Verdict::Skipped)
            continue;
        if (!f.referenceSource.empty())
            sources.insert(f.referenceSource);
        text += QStringLiteral("<tr><td>%1</td><td>%2</td><td align='right'>%3</td><td><b style='color:%4'>%5</b>"
                               "</td><td>%6</td></tr>")
                    .arg(html(f.subject), html(f.test),
                         f.value ? measuredFigure(*f.value) + " " + html(f.unit) : QStringLiteral("–"),
                         verdictColour(f.verdict), verdictWord(f.verdict), messageText(f.evidence).toHtmlEscaped());
    }
    text += "</table>";
    text += QStringLiteral("<h3>%1</h3><p style='font-size:8pt'>%2")
                .arg(ClusterText::tr("How it was judged"),
                     ClusterText::tr(
                         "Each figure against its part's spec and the reference figures that apply, and against the "
                         "cluster's own figure (the median node; the upper quartile of the pairs): more than 10 % "
                         "below it is WARN, more than 25 % below FAIL."));
    for (const std::string &source : sources)
        text += "<br>" + html(source);
    text += "</p>";
    if (!run.changes.empty()) {
        text += QStringLiteral("<h3>%1</h3><p>").arg(ClusterText::tr("Changed since each node's previous run"));
        for (const core::ClusterChange &c : run.changes)
            text += QStringLiteral("%1 %2: %3 → %4 %5 (%6)<br>")
                        .arg(html(c.subject), html(c.test), measuredFigure(c.before), measuredFigure(c.now),
                             html(c.unit), html(c.since));
        text += "</p>";
    }
    text += QStringLiteral("<h3>%1</h3><table width='100%' cellpadding='6'><tr><td width='40%'>%2: "
                           "________________________</td><td width='25%'>%3: ____________</td><td>%4: "
                           "________________________</td></tr></table>")
                .arg(ClusterText::tr("Acceptance"), ClusterText::tr("Checked by"), ClusterText::tr("Date"),
                     ClusterText::tr("Signature"));
    document.setHtml(text + "</body></html>");
}

RenderedPdf renderClusterPdf(const core::ClusterRun &run, const core::ClusterVerdicts &verdicts, Paper paper)
{
    return renderPdf(ClusterText::tr("Cluster acceptance report"), [&](QPagedPaintDevice &device) {
        return paintPaged(device, paper, ClusterText::tr("Slurm job %1").arg(QString::fromStdString(run.jobId)),
                          [&](QTextDocument &document) { fillClusterDocument(document, run, verdicts); });
    });
}

} // namespace dlrig::report
