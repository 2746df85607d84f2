#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

namespace dlrig::core {
struct Analysis;
struct ResolvedBuild;
} // namespace dlrig::core

class QLabel;
class QPushButton;
class QTableWidget;

namespace dlrig::ui {

class BarrelChart;
class ServingChartView;

// A catalog part the parts table offers as a replacement in its category.
struct PartChoice {
    QString id;
    QString label;  // "NVIDIA GeForce RTX 4090"
    QString detail; // its tooltip: the catalog price with its date
    QString category;
};

// One build: its parts, its cost, power and rate, and the barrel.
class BuildView : public QWidget {
    Q_OBJECT

public:
    explicit BuildView(QWidget *parent = nullptr);
    // Parts the rows' pickers offer (each row lists its own category).
    void setPartChoices(const QList<PartChoice> &choices);
    void show(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis);
    // A build that cannot be analysed (a part no longer in the catalog…).
    void showProblem(const QString &name, const QString &message);
    BarrelChart *chart() const { return m_chart; }
    ServingChartView *servingChart() const { return m_serving; }
    QTableWidget *partsTable() const { return m_parts; }

signals:
    // Edits the user made; the owner turns them into undoable commands.
    void quantityEdited(int row, int quantity);
    void partChosen(int row, const QString &partId);
    void removeRequested(int row);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuildRows(const core::ResolvedBuild &build);

    QList<PartChoice> m_choices;
    QStringList m_rowIds;        // the part id each row's picker shows
    QStringList m_rowCategories; // the categories the row editors were made for
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_plan;
    QLabel *m_power; // peak, wall, heat per chassis and the wall circuits
    QLabel *m_bottleneck;
    QTableWidget *m_parts;
    QTableWidget *m_findings;
    BarrelChart *m_chart;
    ServingChartView *m_serving; // under the barrel, for workloads that serve requests
    QPushButton *m_remove;
};

} // namespace dlrig::ui
