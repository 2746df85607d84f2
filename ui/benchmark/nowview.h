#pragma once

#include "core/monitor/monitorcheck.h"

#include <QWidget>

#include <filesystem>

class QLabel;
class QPushButton;
class QTableWidget;
class QThread;
class QTimer;

namespace dlrig::ui {

// The Benchmark tab's "Now": this machine's current figures judged against
// the seed's thresholds, as `dlrig-cli monitor --check` judges them and with
// the same verdict words — the GPUs (utilisation while a job runs, memory,
// temperature), each SSD under load, the peers of /etc/dlrig/monitor.conf,
// and the last bench run. Read off the GUI thread (it takes a second: the
// disks are read twice), again every 15 s while the view is shown.
class NowView : public QWidget {
    Q_OBJECT

public:
    explicit NowView(std::filesystem::path historyPath, QWidget *parent = nullptr);
    ~NowView() override;

    // The machine's name as the history keeps its runs (kernels::machineName).
    void setMachine(const std::string &machine) { m_machine = machine; }
    // Starts a reading unless one is running; `readingFinished` when it is shown.
    void readNow();
    // Shows a reading's findings (tests pass a reading of their own).
    void showFindings(const std::vector<core::MonitorFinding> &findings);
    QTableWidget *table() const { return m_table; }
    QString summary() const;

signals:
    void readingFinished();

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    std::filesystem::path m_historyPath;
    std::string m_machine;
    QLabel *m_summary;
    QPushButton *m_read;
    QTableWidget *m_table;
    QTimer *m_timer;
    QThread *m_worker = nullptr;
};

} // namespace dlrig::ui
