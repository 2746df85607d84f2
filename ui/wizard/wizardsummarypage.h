#pragma once

#include <QWizardPage>

class QLabel;
class QLineEdit;
class QTreeWidget;

namespace dlrig::ui {

class BarrelChart;

// The wizard's last page: the build the picks led to — its parts and prices,
// the total against the budget, power, rate, the barrel and any warnings —
// and its name. Finish opens it as a new build.
class SummaryPage : public QWizardPage {
    Q_OBJECT

public:
    explicit SummaryPage(QWidget *parent = nullptr);
    QString buildName() const;
    QTreeWidget *lines() const { return m_lines; }
    void initializePage() override;

private:
    QLineEdit *m_name;
    QTreeWidget *m_lines;
    QLabel *m_totals;
    QLabel *m_findings;
    BarrelChart *m_chart;
};

} // namespace dlrig::ui
