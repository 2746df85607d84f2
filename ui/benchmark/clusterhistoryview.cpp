#include "ui/benchmark/clusterhistoryview.h"

#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "core/validation/clusterhistory.h"
#include "core/validation/clusterreport.h"
#include "report/messagetext.h"
#include "report/verdicttext.h"

#include <QHeaderView>

#include <algorithm>

namespace dlrig::ui {

namespace {
enum Column { StartedColumn, PartitionColumn, JobColumn, FirstNodeColumn };

// A row that says why there is nothing to show, across the table.
void showNote(QTableWidget &table, const QString &note, const QString &detail = {})
{
    table.setRowCount(1);
    auto *item = new QTableWidgetItem(note);
    item->setToolTip(detail);
    table.setItem(0, 0, item);
    table.setSpan(0, 0, 1, table.columnCount());
}
} // namespace

ClusterHistoryView::ClusterHistoryView(QWidget *parent) : QTableWidget(parent)
{
    setObjectName("clusterHistory");
    setAccessibleName(tr("Earlier cluster checks"));
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void ClusterHistoryView::refresh(const catalog::Catalog &catalog)
{
    clear();
    clearSpans();
    setColumnCount(FirstNodeColumn);
    setHorizontalHeaderLabels({tr("Started"), tr("Partition"), tr("Slurm job")});
    catalog::TeamServer *server = catalog.teamServer();
    if (!server) {
        showNote(*this, tr("The team server is away: no earlier checks to show"),
                 report::messageText(catalog.teamOfflineMessage().value_or(core::Message{})));
        return;
    }
    std::vector<core::StoredNodeRun> runs;
    try {
        for (const catalog::ServerBenchRun &run : server->benchRuns(2000))
            runs.push_back({run.host, run.storedAt, run.runJson});
    } catch (const std::exception &error) {
        showNote(*this, tr("Cannot list the runs: %1").arg(report::errorText(error)));
        return;
    }
    const std::vector<core::PastClusterCheck> checks = core::pastClusterChecks(runs, core::clusterReferences());
    if (checks.empty()) {
        showNote(*this, tr("No cluster check stored on the team server yet: dlrig-cli cluster check --db "
                           "stores each node's run there"));
        return;
    }
    std::vector<std::string> nodes;
    for (const core::PastClusterCheck &check : checks)
        for (const core::ClusterNode &node : check.nodes)
            if (std::find(nodes.begin(), nodes.end(), node.name) == nodes.end())
                nodes.push_back(node.name);
    std::sort(nodes.begin(), nodes.end());
    setColumnCount(FirstNodeColumn + static_cast<int>(nodes.size()));
    QStringList headers{tr("Started"), tr("Partition"), tr("Slurm job")};
    for (const std::string &node : nodes)
        headers << QString::fromStdString(node);
    setHorizontalHeaderLabels(headers);
    setRowCount(static_cast<int>(checks.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const core::PastClusterCheck &check = checks[static_cast<std::size_t>(row)];
        setItem(row, StartedColumn, new QTableWidgetItem(QString::fromStdString(check.started)));
        setItem(row, PartitionColumn, new QTableWidgetItem(QString::fromStdString(check.partition)));
        setItem(row, JobColumn, new QTableWidgetItem(QString::fromStdString(check.jobId)));
        for (const core::ClusterNode &node : check.nodes) {
            const core::Verdict verdict = core::nodeVerdict(node, check.verdicts);
            QStringList why; // what kept the node from a PASS
            for (const core::ClusterFinding &f : check.verdicts.findings)
                if (f.subject == node.name && (f.verdict == core::Verdict::Warn || f.verdict == core::Verdict::Fail ||
                                               f.verdict == core::Verdict::Error))
                    why << QString::fromStdString(f.test) + ": " + report::messageText(f.evidence);
            auto *item = new QTableWidgetItem(report::verdictText(std::string(core::toString(verdict))));
            item->setBackground(QColor(report::verdictBackground(verdict)));
            item->setForeground(QColor("#1a1a1a"));
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(why.join('\n'));
            const auto column = std::find(nodes.begin(), nodes.end(), node.name) - nodes.begin();
            setItem(row, FirstNodeColumn + static_cast<int>(column), item);
        }
    }
}

} // namespace dlrig::ui
