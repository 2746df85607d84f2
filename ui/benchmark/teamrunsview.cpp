#include "ui/benchmark/teamrunsview.h"

#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "report/messagetext.h"
#include "report/verdicttext.h"

#include <QHeaderView>

#include <nlohmann/json.hpp>

#include <map>

namespace dlrig::ui {

namespace {
enum Column { MachineColumn, StoredColumn, ByColumn, ModeColumn, VerdictColumn };
}

TeamRunsView::TeamRunsView(QWidget *parent) : QTreeWidget(parent)
{
    setObjectName("teamBenchRuns");
    setColumnCount(5);
    setHeaderLabels({tr("Machine"), tr("Stored"), tr("By"), tr("Mode"), tr("Verdict")});
    setAccessibleName(tr("Bench runs on the team server"));
    header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setRootIsDecorated(true);
}

void TeamRunsView::refresh(const catalog::Catalog &catalog)
{
    clear();
    catalog::TeamServer *server = catalog.teamServer();
    if (!server) {
        auto *item = new QTreeWidgetItem(this, {tr("The team server is away: no runs to show")});
        item->setToolTip(MachineColumn, report::messageText(catalog.teamOfflineMessage().value_or(core::Message{})));
        return;
    }
    std::vector<catalog::ServerBenchRun> runs;
    try {
        runs = server->benchRuns();
    } catch (const std::exception &error) {
        new QTreeWidgetItem(this, {tr("Cannot list the runs: %1").arg(report::errorText(error))});
        return;
    }
    std::map<std::string, QTreeWidgetItem *> machines;
    for (const catalog::ServerBenchRun &run : runs) {
        QTreeWidgetItem *&machine = machines[run.host];
        if (!machine) {
            machine = new QTreeWidgetItem(this, {QString::fromStdString(run.host)});
            machine->setExpanded(true);
        }
        QString mode, verdict = QStringLiteral("?"); // a run another program stored: shown, not read
        try {
            const nlohmann::json json = nlohmann::json::parse(run.runJson);
            mode = QString::fromStdString(json.value("mode", std::string()));
            verdict = report::verdictText(json.value("verdict", std::string()));
        } catch (const nlohmann::json::exception &) {
        }
        new QTreeWidgetItem(machine, {QString(), QString::fromStdString(run.storedAt),
                                      QString::fromStdString(run.owner), mode, verdict});
    }
    for (auto &[host, item] : machines)
        item->setText(StoredColumn, tr("%n run(s)", nullptr, item->childCount()));
    if (runs.empty())
        new QTreeWidgetItem(this, {tr("No runs stored on the team server yet")});
}

} // namespace dlrig::ui
