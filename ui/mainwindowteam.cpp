// MainWindow and a lab's team server: the status bar's team line, noticing a
// server that went away, taking changes again when it is back, and switching
// between this computer's catalog and the team's.
#include "ui/mainwindow.h"

#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "core/build/comparison.h"
#include "report/messagetext.h"
#include "ui/benchmark/benchmarkview.h"
#include "ui/benchmark/clusterhistoryview.h"
#include "ui/benchmark/clusterview.h"
#include "ui/benchmark/teamrunsview.h"
#include "ui/build/builddocument.h"
#include "ui/compare/compareview.h"

#include <QLabel>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>

#include <chrono>

namespace dlrig::ui {

namespace {
constexpr int kTeamCheckMs = 30'000;
constexpr std::chrono::seconds kReconnectTimeout{3};
} // namespace

void MainWindow::adoptCatalog(std::unique_ptr<catalog::Catalog> catalog)
{
    Q_ASSERT(catalog.get() == &m_catalog);
    m_ownedCatalog = std::move(catalog);
}

MainWindow *MainWindow::switchCatalog(std::unique_ptr<catalog::Catalog> catalog, const QString &notice)
{
    auto *fresh = new MainWindow(*catalog);
    fresh->adoptCatalog(std::move(catalog));
    if (!notice.isEmpty())
        fresh->statusBar()->showMessage(notice);
    // The wizard starts over: its picks were rows of the other catalog.
    return handOver(fresh);
}

void MainWindow::updateTeamStatus()
{
    if (!m_teamStatus) {
        m_teamStatus = new QLabel;
        m_teamStatus->setObjectName("teamStatus");
        statusBar()->addPermanentWidget(m_teamStatus);
    }
    if (!m_catalog.isTeam()) {
        m_teamStatus->hide();
        return;
    }
    const QString location = QString::fromStdString(m_catalog.teamLocation());
    if (const catalog::TeamServer *server = m_catalog.teamServer()) {
        m_teamStatus->setText(tr("Team catalog: %1, as %2").arg(location, QString::fromStdString(server->user())));
        m_teamStatus->setToolTip(tr("Parts, prices and quotes come from the team server; your role there decides "
                                    "what you may change."));
    } else {
        m_teamStatus->setText(tr("Team server unreachable: read-only copy of %1")
                                  .arg(QString::fromStdString(m_catalog.meta("team_refreshed_at"))));
        m_teamStatus->setToolTip(report::messageText(m_catalog.teamOfflineMessage().value_or(core::Message{})));
    }
    m_teamStatus->show();
    if (!m_teamTimer) {
        m_teamTimer = new QTimer(this);
        m_teamTimer->setInterval(kTeamCheckMs);
        connect(m_teamTimer, &QTimer::timeout, this, &MainWindow::checkTeamServer);
        m_teamTimer->start();
    }
}

void MainWindow::checkTeamServer()
{
    if (!m_catalog.isTeam() || m_teamProbe)
        return;
    if (m_catalog.teamServer()) {
        if (!m_catalog.checkTeam()) {
            updateTeamStatus();
            statusBar()->showMessage(tr("The team server stopped answering: the catalog is read-only until it is back"),
                                     8000);
        }
        return;
    }
    // Away: wait for it off the window's thread, so that a server that does
    // not answer never freezes the window; the connection is adopted here.
    auto connected = std::make_shared<std::unique_ptr<catalog::TeamServer>>();
    m_teamProbe = QThread::create([this, connected] {
        try {
            *connected = m_catalog.connectTeamServer(kReconnectTimeout);
        } catch (const std::exception &) {
            // still away: the next check tries again
        }
    });
    connect(m_teamProbe, &QThread::finished, this, [this, connected] {
        m_teamProbe->deleteLater();
        m_teamProbe = nullptr;
        if (!*connected)
            return;
        try {
            m_catalog.adoptTeamServer(std::move(*connected));
            reloadCatalog();
            refresh();
            if (m_benchmark->teamRuns())
                m_benchmark->teamRuns()->refresh(m_catalog);
            if (m_benchmark->clusterView()->history())
                m_benchmark->clusterView()->history()->refresh(m_catalog);
            statusBar()->showMessage(tr("The team server answers again; the catalog is up to date"), 8000);
        } catch (const std::exception &error) {
            statusBar()->showMessage(report::errorText(error), 8000);
        }
        updateTeamStatus();
    });
    m_teamProbe->start();
}

} // namespace dlrig::ui
