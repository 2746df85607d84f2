#pragma once

#include "core/validation/clusterreport.h"

#include <QWidget>

#include <optional>

class QChart;
class QChartView;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

class ClusterHistoryView;

// The Benchmark tab's Cluster view: a report `dlrig-cli cluster check --json`
// wrote (the check runs on the cluster, through Slurm; this view reads what it
// found), judged again so every word is in the reader's language — the
// verdict and what is named, the nodes × tests heat map, the node × node
// matrix, the all-reduce scaling curve, every finding with why, and, on a team
// catalog, the nodes' verdicts in earlier checks. The same report exports as
// the acceptance PDF.
class ClusterView : public QWidget {
    Q_OBJECT

public:
    explicit ClusterView(const catalog::Catalog &catalog, QWidget *parent = nullptr);

    // Why a report could not be opened: in the user's language, and the
    // reader's exact words (the file and field, in English as dlrig-cli writes them).
    struct OpenProblem {
        QString why;
        QString details;
    };
    // Reads and shows a report; on a problem keeps what was shown and returns
    // why (nothing: shown).
    std::optional<OpenProblem> openReport(const QString &path);
    // openReport, and a message box saying why when it could not.
    bool openReportOrSay(const QString &path);
    // Throws core::OutputError naming the file when it cannot be written.
    void exportPdf(const QString &path) const;
    bool hasReport() const { return m_loaded; }

    QString verdict() const;
    QString summary() const;
    QTableWidget *heatMap() const { return m_heatMap; }
    QTableWidget *pairMatrix() const { return m_pairs; }
    QTableWidget *findings() const { return m_findings; }
    QChart *scalingChart() const;
    // On a team catalog: earlier checks from the server (else nullptr).
    ClusterHistoryView *history() const { return m_history; }
    QTabWidget *views() const { return m_views; }

signals:
    void exported(const QString &message);

private:
    void openDialog();
    void exportDialog();
    void showRun(const core::ClusterRun &run);
    void fillHeatMap();
    void fillPairMatrix();
    void fillScalingCurve();
    void fillFindings();

    const catalog::Catalog &m_catalog;
    bool m_loaded = false;
    core::ClusterRun m_run;
    core::ClusterVerdicts m_verdicts;
    QString m_folder; // where the last report was opened from
    QLabel *m_verdict;
    QLabel *m_summary;
    QPushButton *m_exportPdf;
    QTabWidget *m_views;
    QTableWidget *m_heatMap;
    QTableWidget *m_pairs;
    QLabel *m_pairsCaption;
    QChartView *m_scaling;
    QTableWidget *m_findings;
    ClusterHistoryView *m_history = nullptr;
};

} // namespace dlrig::ui
