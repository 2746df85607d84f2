#pragma once

#include <QWidget>

namespace dlrig::core {
struct Analysis;
struct ResolvedBuild;
} // namespace dlrig::core

class QLabel;
class QTableWidget;

namespace dlrig::ui {

class BarrelChart;

// One build: its parts, its cost, power and rate, and the barrel.
class BuildView : public QWidget {
    Q_OBJECT

public:
    explicit BuildView(QWidget *parent = nullptr);
    void show(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis);
    BarrelChart *chart() const { return m_chart; }

private:
    QLabel *m_title;
    QLabel *m_summary;
    QLabel *m_bottleneck;
    QTableWidget *m_parts;
    QTableWidget *m_findings;
    BarrelChart *m_chart;
};

} // namespace dlrig::ui
