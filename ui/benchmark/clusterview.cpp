#include "ui/benchmark/clusterview.h"

#include "catalog/catalog.h"
#include "core/base/inputerror.h"
#include "core/base/textfile.h"
#include "core/validation/clusterreferences.h"
#include "report/clusterdocument.h"
#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/verdicttext.h"
#include "ui/benchmark/clusterhistoryview.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace dlrig::ui {

namespace {

QString verdictWord(core::Verdict verdict)
{
    return report::verdictText(std::string(core::toString(verdict)));
}

// A cell on its verdict's light background; dark text, so that it reads in a dark theme too.
QTableWidgetItem *verdictCell(const QString &text, core::Verdict verdict, const QString &why)
{
    auto *item = new QTableWidgetItem(text);
    item->setBackground(QColor(report::verdictBackground(verdict)));
    item->setForeground(QColor("#1a1a1a"));
    item->setToolTip(why.isEmpty() ? verdictWord(verdict) : verdictWord(verdict) + " — " + why);
    return item;
}

QTableWidget *readOnlyTable()
{
    auto *table = new QTableWidget;
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setWordWrap(false);
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 8);
    return table;
}

} // namespace

ClusterView::ClusterView(const catalog::Catalog &catalog, QWidget *parent)
    : QWidget(parent), m_catalog(catalog), m_folder(QDir::homePath()), m_verdict(new QLabel), m_summary(new QLabel),
      m_exportPdf(new QPushButton(tr("Acceptance report (&PDF)…"))), m_views(new QTabWidget),
      m_heatMap(readOnlyTable()), m_pairs(readOnlyTable()), m_pairsCaption(new QLabel), m_scaling(new QChartView),
      m_findings(readOnlyTable())
{
    setObjectName("clusterView");
    auto *open = new QPushButton(tr("&Open report…"));
    open->setObjectName("clusterOpen");
    open->setToolTip(tr("A report written by dlrig-cli cluster check --json on the cluster"));
    m_exportPdf->setObjectName("clusterExportPdf");
    m_heatMap->setObjectName("clusterHeatMap");
    m_pairs->setObjectName("clusterPairs");
    m_findings->setObjectName("clusterFindings");
    m_heatMap->setAccessibleName(tr("Nodes and tests"));
    m_pairs->setAccessibleName(tr("Between the nodes"));
    m_findings->setAccessibleName(tr("Findings"));
    QFont big = m_verdict->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_verdict->setFont(big);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setText(tr("No report open. On the cluster's login node run <tt>dlrig-cli cluster check --json "
                          "cluster.json</tt>, then open cluster.json here."));
    m_pairsCaption->setWordWrap(true);
    m_scaling->setRenderHint(QPainter::Antialiasing);
    m_findings->setColumnCount(5);
    m_findings->setHorizontalHeaderLabels({tr("Subject"), tr("Test"), tr("Value"), tr("Verdict"), tr("Why")});
    m_findings->verticalHeader()->hide();
    m_findings->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_findings->horizontalHeader()->setStretchLastSection(true);
    m_heatMap->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *pairsPane = new QWidget;
    auto *pairsLayout = new QVBoxLayout(pairsPane);
    pairsLayout->setContentsMargins(0, 0, 0, 0);
    pairsLayout->addWidget(m_pairsCaption);
    pairsLayout->addWidget(m_pairs, 1);
    m_views->addTab(m_heatMap, tr("Nodes × tests"));
    m_views->addTab(pairsPane, tr("Between the nodes"));
    m_views->addTab(m_scaling, tr("All-reduce scaling"));
    if (m_catalog.isTeam()) {
        m_history = new ClusterHistoryView;
        m_views->addTab(m_history, tr("History"));
        m_views->setTabToolTip(m_views->indexOf(m_history),
                               tr("Each node's verdict in the checks stored on the team server, newest first"));
        m_history->refresh(m_catalog);
    }

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_verdict);
    bar->addStretch(1);
    bar->addWidget(open);
    bar->addWidget(m_exportPdf);
    // The picture above, every finding with why below: the worst first.
    auto *findingsPane = new QWidget;
    auto *findingsLayout = new QVBoxLayout(findingsPane);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    findingsLayout->addWidget(new QLabel(tr("Findings, the worst first:")));
    findingsLayout->addWidget(m_findings, 1);
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_views);
    split->addWidget(findingsPane);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);

    connect(open, &QPushButton::clicked, this, &ClusterView::openDialog);
    connect(m_exportPdf, &QPushButton::clicked, this, &ClusterView::exportDialog);
    m_exportPdf->setEnabled(false); // until a report is open
}

std::optional<ClusterView::OpenProblem> ClusterView::openReport(const QString &path)
{
    const QString file = QDir::toNativeSeparators(path);
    std::string text;
    try {
        text = core::readTextFile(path.toStdString());
    } catch (const std::exception &error) {
        return OpenProblem{tr("The file %1 cannot be read: it does not exist, is not a regular file, or is larger "
                              "than 64 MiB.")
                               .arg(file),
                           report::errorText(error)};
    }
    try {
        showRun(core::clusterRunFromJson(text, path.toStdString()));
    } catch (const core::InputError &error) {
        return OpenProblem{tr("%1 is not a cluster check report dlrig can read.").arg(file), report::errorText(error)};
    }
    m_folder = QFileInfo(path).absolutePath();
    return std::nullopt;
}

bool ClusterView::openReportOrSay(const QString &path)
{
    const std::optional<OpenProblem> problem = openReport(path);
    if (!problem)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Cannot open the report"), problem->why, QMessageBox::Ok, this);
    box.setObjectName("openClusterReportError");
    box.setInformativeText(tr("Details: %1").arg(problem->details));
    box.exec();
    return false;
}

void ClusterView::openDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open a cluster check report"), m_folder, tr("JSON (*.json)"));
    if (!path.isEmpty())
        openReportOrSay(path);
}

void ClusterView::exportPdf(const QString &path) const
{
    const report::RenderedPdf pdf = report::renderClusterPdf(m_run, m_verdicts, report::Paper::A4);
    core::writeTextFileAtomically(path.toStdString(), pdf.bytes);
}

void ClusterView::exportDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Cluster acceptance report"),
                                                      m_folder + "/cluster-report.pdf", tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    try {
        exportPdf(path);
        emit exported(tr("Wrote the cluster acceptance report to %1").arg(QDir::toNativeSeparators(path)));
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot write the report"), report::errorText(error));
    }
}

QString ClusterView::verdict() const
{
    return m_verdict->text();
}

QString ClusterView::summary() const
{
    return m_summary->text();
}

QChart *ClusterView::scalingChart() const
{
    return m_scaling->chart();
}

void ClusterView::showRun(const core::ClusterRun &run)
{
    m_run = run;
    // Judged again here, by the same rules as the check: the words in this language.
    m_verdicts = core::judgeCluster(m_run.nodes, m_run.network, core::clusterReferences());
    m_loaded = true;
    m_exportPdf->setEnabled(true);
    m_verdict->setText(m_run.cancelled ? tr("Cancelled") : verdictWord(m_verdicts.overall));
    m_verdict->setStyleSheet("color: " +
                             report::verdictColour(m_run.cancelled ? core::Verdict::Skipped : m_verdicts.overall));
    QString summary =
        tr("Slurm job %1, partition %2, %n node(s), %3, %4 – %5", nullptr, static_cast<int>(m_run.nodes.size()))
            .arg(QString::fromStdString(m_run.jobId),
                 QString::fromStdString(m_run.partition.empty() ? "–" : m_run.partition),
                 report::benchModeText(m_run.mode), QString::fromStdString(m_run.started),
                 QString::fromStdString(m_run.finished));
    for (const core::NamedSuspect &s : m_verdicts.named)
        summary += "<br>" + tr("<b>%1</b> named: %2")
                                .arg(QString::fromStdString(s.subject).toHtmlEscaped(),
                                     report::messageText(s.why).toHtmlEscaped());
    m_summary->setText(summary);
    fillHeatMap();
    fillPairMatrix();
    fillScalingCurve();
    fillFindings();
}

void ClusterView::fillHeatMap()
{
    const std::vector<std::string> tests = core::heatMapTests(m_run, m_verdicts);
    m_heatMap->clear();
    m_heatMap->setRowCount(static_cast<int>(m_run.nodes.size()));
    m_heatMap->setColumnCount(std::max<int>(static_cast<int>(tests.size()), 1));
    QStringList columns, rows;
    for (const std::string &test : tests)
        columns << QString::fromStdString(test);
    if (tests.empty())
        columns << tr("Node");
    for (const core::ClusterNode &node : m_run.nodes)
        rows << QString::fromStdString(node.name);
    m_heatMap->setHorizontalHeaderLabels(columns);
    m_heatMap->setVerticalHeaderLabels(rows);
    for (int row = 0; row < m_heatMap->rowCount(); ++row) {
        const core::ClusterNode &node = m_run.nodes[static_cast<std::size_t>(row)];
        if (!node.error.empty() || !node.skipped.empty()) {
            // No figures: the node's one finding across the row.
            const core::ClusterFinding *f = core::findingOf(m_verdicts, node.name, "node");
            const core::Verdict verdict = f ? f->verdict : core::Verdict::Error;
            const QString why = f ? report::messageText(f->evidence) : QString();
            m_heatMap->setItem(row, 0, verdictCell(verdictWord(verdict) + " — " + why, verdict, why));
            if (m_heatMap->columnCount() > 1)
                m_heatMap->setSpan(row, 0, 1, m_heatMap->columnCount());
            continue;
        }
        for (std::size_t column = 0; column < tests.size(); ++column) {
            const core::ClusterFinding *f = core::findingOf(m_verdicts, node.name, tests[column]);
            QTableWidgetItem *item = f && f->value ? verdictCell(report::measuredFigure(*f->value), f->verdict,
                                                                 report::messageText(f->evidence))
                                                   : new QTableWidgetItem(QStringLiteral("–"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_heatMap->setItem(row, static_cast<int>(column), item);
        }
    }
}

void ClusterView::fillPairMatrix()
{
    const std::vector<std::string> nodes = core::pairNodes(m_run.network);
    m_pairs->clear();
    m_pairs->setRowCount(static_cast<int>(nodes.size()));
    m_pairs->setColumnCount(static_cast<int>(nodes.size()));
    if (nodes.empty()) {
        const core::ClusterFinding *f = core::findingOf(m_verdicts, "cluster", "network");
        m_pairsCaption->setText(f ? tr("No figures between the nodes: %1").arg(report::messageText(f->evidence))
                                  : tr("No figures between the nodes."));
        return;
    }
    m_pairsCaption->setText(tr("Above the diagonal: bandwidth of each pair in GB/s; below it: one-way latency in "
                               "µs. %1.")
                                .arg(QString::fromStdString(m_run.network.transport)));
    QStringList names;
    for (const std::string &n : nodes)
        names << QString::fromStdString(n);
    m_pairs->setHorizontalHeaderLabels(names);
    m_pairs->setVerticalHeaderLabels(names);
    for (std::size_t row = 0; row < nodes.size(); ++row)
        for (std::size_t column = 0; column < nodes.size(); ++column) {
            const core::PairFigure *p =
                row == column ? nullptr : core::pairOf(m_run.network, nodes[row], nodes[column]);
            QTableWidgetItem *item = nullptr;
            if (p) {
                const bool bandwidth = column > row;
                const core::ClusterFinding *f = core::findingOf(m_verdicts, core::linkName(p->a, p->b),
                                                                bandwidth ? "link.bandwidth" : "link.latency");
                const std::optional<double> value = bandwidth ? p->bandwidthGBs : p->latencyUs;
                item = verdictCell(value ? report::measuredFigure(*value) : QStringLiteral("–"),
                                   f ? f->verdict : core::Verdict::Skipped,
                                   f ? report::messageText(f->evidence) : QString());
            } else {
                item = new QTableWidgetItem(row == column ? QStringLiteral("–") : QString());
            }
            item->setTextAlignment(Qt::AlignCenter);
            m_pairs->setItem(static_cast<int>(row), static_cast<int>(column), item);
        }
}

void ClusterView::fillScalingCurve()
{
    auto *chart = new QChart;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    const core::NcclResult &nccl = m_run.network.nccl;
    const std::pair<QString, const std::vector<core::ScalingPoint> *> curves[] = {
        {tr("MPI all-reduce"), &m_run.network.allReduce},
        {tr("NCCL all-reduce"), &nccl.allReduce},
        {tr("NCCL all-gather"), &nccl.allGather}};
    double most = 0;
    int nodes = 2;
    for (const auto &[name, points] : curves)
        for (const core::ScalingPoint &p : *points) {
            most = std::max(most, p.busBandwidthGBs);
            nodes = std::max(nodes, p.nodes);
        }
    if (most <= 0) {
        chart->legend()->hide();
        chart->setTitle(tr("No all-reduce figures in this report"));
    } else {
        chart->setTitle(tr("Bus bandwidth as nodes are added"));
        chart->legend()->setAlignment(Qt::AlignBottom);
        auto *x = new QValueAxis;
        x->setTitleText(tr("Nodes"));
        x->setRange(0, nodes + 1);
        x->setTickCount(nodes + 2);
        x->setLabelFormat("%d");
        auto *y = new QValueAxis;
        y->setTitleText(tr("Bus bandwidth (GB/s)"));
        y->setRange(0, most * 1.2);
        y->applyNiceNumbers();
        y->setLabelFormat("%.3g"); // 0.015, not 0.0150
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        for (const auto &[name, points] : curves) {
            if (points->empty())
                continue;
            auto *line = new QLineSeries;
            line->setName(name);
            line->setPointsVisible(true);
            for (const core::ScalingPoint &p : *points)
                line->append(p.nodes, p.busBandwidthGBs);
            chart->addSeries(line);
            line->attachAxis(x);
            line->attachAxis(y);
        }
    }
    QChart *old = m_scaling->chart();
    m_scaling->setChart(chart);
    delete old;
}

void ClusterView::fillFindings()
{
    std::vector<const core::ClusterFinding *> shown;
    for (const core::ClusterFinding &f : m_verdicts.findings)
        shown.push_back(&f);
    // The worst first: what an admin acts on leads the list.
    const auto rank = [](core::Verdict v) {
        switch (v) {
        case core::Verdict::Error:
        case core::Verdict::Fail:
            return 0;
        case core::Verdict::Warn:
            return 1;
        case core::Verdict::Pass:
            return 2;
        case core::Verdict::Skipped:
            return 3;
        }
        return 3;
    };
    std::stable_sort(shown.begin(), shown.end(), [&](const core::ClusterFinding *a, const core::ClusterFinding *b) {
        return rank(a->verdict) < rank(b->verdict);
    });
    m_findings->setRowCount(static_cast<int>(shown.size()));
    for (int row = 0; row < m_findings->rowCount(); ++row) {
        const core::ClusterFinding &f = *shown[static_cast<std::size_t>(row)];
        const QString why = report::messageText(f.evidence);
        m_findings->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(f.subject)));
        m_findings->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(f.test)));
        auto *value = new QTableWidgetItem(
            f.value ? report::measuredFigure(*f.value) + " " + QString::fromStdString(f.unit) : QStringLiteral("–"));
        value->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_findings->setItem(row, 2, value);
        m_findings->setItem(row, 3, verdictCell(verdictWord(f.verdict), f.verdict, QString()));
        auto *whyItem = new QTableWidgetItem(why);
        whyItem->setToolTip(f.referenceSource.empty() ? why : why + "\n" + QString::fromStdString(f.referenceSource));
        m_findings->setItem(row, 4, whyItem);
    }
}

} // namespace dlrig::ui
