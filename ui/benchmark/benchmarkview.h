#pragma once

#include <QWidget>

#include <atomic>
#include <filesystem>
#include <memory>
#include <vector>

class QChart;
class QChartView;
class QGroupBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QThread;

namespace dlrig::catalog {
class Catalog;
}
namespace dlrig::core {
struct BenchSettings;
struct Measurement;
struct ResolvedBuild;
struct Threshold;
} // namespace dlrig::core

namespace dlrig::ui {

class ClusterView;
class NowView;
class TeamRunsView;

class BarrelChart;
class PeerMatrixView;

// The Benchmark tab, page "This machine": the machine as detected and matched to the catalog;
// quick, full or burn-in runs off the GUI thread with per-test and overall
// progress and cancel; every measurement against its spec with its verdict,
// as a table and a chart; earlier runs from the history; an acceptance report
// as PDF or JSON. Page "Cluster": ClusterView.
class BenchmarkView : public QWidget {
    Q_OBJECT

public:
    BenchmarkView(const catalog::Catalog &catalog, std::filesystem::path historyPath, QWidget *parent = nullptr);
    ~BenchmarkView() override;

    // Reads the machine again (CPU, memory, drives, GPUs) and matches it.
    void detect();
    // The open build, offered as the spec to compare with (nullptr: none open).
    void setOpenBuild(const QString &name, const core::ResolvedBuild *build);

    // A detected part matched by hand to a catalog part (empty id: no part);
    // remembered, and the machine matched again.
    void setMatch(const QString &reportedName, const QString &partId);
    void matchDialog();
    // The bars (Thresholds…): saved, and the run shown judged again.
    void setThresholds(const std::vector<core::Threshold> &thresholds);
    // The bars in force: bench-settings.json's, or dlrig's defaults while it is missing or invalid.
    std::vector<core::Threshold> thresholds() const;
    void thresholdsDialog();

    // Starts a run with the options shown; false when one is running.
    bool start();
    void cancel();
    bool isRunning() const;

    // For tests and scripts: which probes or metrics to run, and the storage folder.
    void setTests(const QStringList &tests);
    void setScratchDirectory(const QString &path);
    void setCompareWithOpenBuild(bool openBuild);

    QTableWidget *results() const { return m_results; }
    // The barrel of the machine with the measured figures (markers: the spec sheet's); empty when none.
    BarrelChart *measuredBarrel() const { return m_barrel; }
    // Measured ÷ spec of the shown run: a bar per compared test, in its verdict's colour.
    QChart *ratioChart() const;
    // GPU-to-GPU copies of the shown run, a row per source GPU.
    PeerMatrixView *peerMatrix() const { return m_peers; }
    QString verdict() const;
    QString machineSummary() const;
    QStringList historyEntries() const;
    // On a team catalog: the runs on the server by machine (else nullptr).
    TeamRunsView *teamRuns() const { return m_teamRuns; }
    // The Cluster page: a cluster check's report.
    ClusterView *clusterView() const { return m_cluster; }
    void showClusterPage();
    // "Now": the figures now against the thresholds to keep.
    NowView *nowView() const { return m_now; }
    void exportReportPdf(const QString &path) const;
    void exportReportJson(const QString &path) const;

signals:
    void runFinished();
    // An export finished: what was written where, for the status bar.
    void exported(const QString &message);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void rematch();
    void finish();
    // On a team catalog: stores the run just finished there too; the reason when it could not.
    QString storeOnTeamServer();
    void showRun();
    QString previousCell(const core::Measurement &m) const;
    void loadPrevious(int index);
    void showMeasuredBarrel();
    void refreshHistory();
    void loadHistoryEntry(int index);
    void updateButtons();
    // bench-settings.json beside the history (core/validation/benchsettings.h), shared
    // with dlrig-cli bench. An invalid file is reported in the machine box and
    // never overwritten: the defaults apply until it is fixed or removed.
    core::BenchSettings loadSettings() const;
    bool saveSettings(const core::BenchSettings &settings);

    struct State;
    std::unique_ptr<State> m_state;
    const catalog::Catalog &m_catalog;
    std::filesystem::path m_historyPath;
    std::filesystem::path m_settingsPath;
    mutable QString m_settingsProblem; // why bench-settings.json cannot be used; empty when it can
    std::atomic<bool> m_cancel{false};
    QThread *m_worker = nullptr;
    QLabel *m_machine;
    QRadioButton *m_quick;
    QRadioButton *m_full;
    QRadioButton *m_burn;
    QSpinBox *m_burnMinutes;
    QLineEdit *m_folder;
    QComboBox *m_against;
    QPushButton *m_run;
    QPushButton *m_cancelButton;
    QPushButton *m_exportPdf;
    QPushButton *m_exportJson;
    QLabel *m_current;
    QProgressBar *m_probeProgress;
    QProgressBar *m_overallProgress;
    QLabel *m_verdict;
    QTableWidget *m_results;
    QChartView *m_chart;
    PeerMatrixView *m_peers;
    QTabWidget *m_chartTabs;
    BarrelChart *m_barrel;
    QLabel *m_barrelNote;
    QComboBox *m_history;
    TeamRunsView *m_teamRuns = nullptr;
    ClusterView *m_cluster = nullptr;
    QTabWidget *m_pages = nullptr;
    NowView *m_now = nullptr;
};

} // namespace dlrig::ui
