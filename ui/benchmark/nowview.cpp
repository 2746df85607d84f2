#include "ui/benchmark/nowview.h"

#include "catalog/monitorhistory.h"
#include "core/base/textfile.h"
#include "core/monitor/monitorconfig.h"
#include "kernels/monitorreading.h"
#include "report/messagetext.h"
#include "report/verdicttext.h"
#include "ui/benchmark/benchmarkstate.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <memory>

namespace dlrig::ui {

namespace {

// The peers the monitor's settings name, where the .deb's file exists and reads.
std::vector<std::string> configuredPeers()
{
    try {
        const std::filesystem::path file = "/etc/dlrig/monitor.conf";
        if (std::filesystem::is_regular_file(file))
            return core::monitorConfigFromText(core::readTextFile(file), file.string()).peers;
    } catch (const std::exception &) {
        // An invalid file: dlrig-cli monitor says why; here, no peers.
    }
    return {};
}

} // namespace

NowView::NowView(std::filesystem::path historyPath, QWidget *parent)
    : QWidget(parent), m_historyPath(std::move(historyPath)), m_summary(new QLabel),
      m_read(new QPushButton(tr("Re&ad now"))), m_table(new QTableWidget(0, 4)), m_timer(new QTimer(this))
{
    setObjectName("benchNow");
    m_summary->setWordWrap(true);
    m_summary->setText(tr("This machine's figures now, against the thresholds to keep: GPUs busy above 70 % while "
                          "a job runs, memory below 90 %, below 85 °C; SSDs above 100,000 IOPS under load; peers "
                          "within 200 µs."));
    m_read->setObjectName("benchReadNow");
    m_table->setObjectName("benchNowTable");
    m_table->setAccessibleName(tr("This machine now"));
    m_table->setHorizontalHeaderLabels({tr("Subject"), tr("Check"), tr("Verdict"), tr("Why")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_summary, 1);
    bar->addWidget(m_read);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);
    m_timer->setInterval(15'000);
    connect(m_timer, &QTimer::timeout, this, &NowView::readNow);
    connect(m_read, &QPushButton::clicked, this, &NowView::readNow);
}

NowView::~NowView()
{
    if (m_worker)
        m_worker->wait(); // a reading ends within a few seconds (a peer times out after one)
}

QString NowView::summary() const
{
    return m_summary->text();
}

void NowView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_timer->start();
    if (m_table->rowCount() == 0)
        readNow();
}

void NowView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_timer->stop();
}

void NowView::readNow()
{
    if (m_worker)
        return;
    m_read->setEnabled(false);
    auto findings = std::make_shared<std::vector<core::MonitorFinding>>();
    const std::filesystem::path history = m_historyPath;
    const std::string machine = m_machine;
    m_worker = QThread::create([findings, history, machine] {
        core::MonitorReading reading = kernels::readMachineOnce(configuredPeers());
        try {
            if (const auto last = catalog::lastBenchRun(history, machine)) {
                reading.acceptance = last->measurements;
                reading.acceptanceStarted = last->started;
            }
        } catch (const std::exception &) {
            // A damaged history: the Benchmark tab says so; the rest is still judged.
        }
        *findings = core::checkReading(reading);
    });
    connect(m_worker, &QThread::finished, this, [this, findings] {
        m_worker->deleteLater();
        m_worker = nullptr;
        m_read->setEnabled(true);
        showFindings(*findings);
        emit readingFinished();
    });
    m_worker->start();
}

void NowView::showFindings(const std::vector<core::MonitorFinding> &findings)
{
    m_table->setRowCount(static_cast<int>(findings.size()));
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const core::MonitorFinding &f = findings[static_cast<std::size_t>(row)];
        const QString verdict = report::verdictText(std::string(core::toString(f.verdict)));
        const QStringList cells{QString::fromStdString(f.subject), QString::fromStdString(f.check), verdict,
                                report::messageText(f.evidence)};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
        m_table->item(row, 2)->setForeground(benchmark::verdictColour(f.verdict));
    }
    m_read->setToolTip(tr("Read at %1").arg(QDateTime::currentDateTime().toString("HH:mm:ss")));
}

} // namespace dlrig::ui
