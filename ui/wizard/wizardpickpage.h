#pragma once

// moc cannot parse the C++20 standard headers core includes; it needs none of them.
#ifndef Q_MOC_RUN
#include "core/recommend/pickoptions.h"
#endif

#include <QWizardPage>

class QLabel;
class QTreeWidget;

namespace dlrig::ui {

class BarrelChart;

// One wizard step: the parts of one category that still complete to a
// compatible build within the budget, best value first, the recommended one
// marked and preselected. Beside the list: what the workload needs, the
// running total and the barrel of the build the selected part leads to.
class PickPage : public QWizardPage {
    Q_OBJECT

public:
    enum Column { PartColumn, QuantityColumn, PlanColumn, SpecsColumn, TotalColumn, RateColumn, ValueColumn, LimitColumn };

    PickPage(core::PartCategory category, QWidget *parent = nullptr);
    core::PartCategory category() const { return m_category; }
    const core::PickStep &step() const { return m_step; }
    // The option selected in the list, or nullptr.
    const core::PickOption *selected() const;
    // Selects a listed part; false when it is not listed.
    bool select(const QString &partId);
    // A new run: no rows and no choice to keep, so the ★ row is preselected.
    void forgetChoice();
    QTreeWidget *list() const { return m_list; }
    BarrelChart *chart() const { return m_chart; }

    void initializePage() override;
    bool isComplete() const override;
    bool validatePage() override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showSelected();
    void showNothingFits();
    // The part and plan columns at their content's width, each capped at a
    // share of the list; below 760 px the specs column hides (its text stays
    // in the part's tooltip).
    void fitColumns();

    core::PartCategory m_category;
    core::PickStep m_step;
    QTreeWidget *m_list;
    QLabel *m_why;
    QLabel *m_needs;
    QLabel *m_total;
    BarrelChart *m_chart;
};

} // namespace dlrig::ui
