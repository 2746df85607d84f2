#pragma once

#include "core/plan/serving.h"

#include <QWidget>

#include <optional>

namespace dlrig::ui {

// The throughput–interactivity chart of a served load in the Build tab
// (report/servingchart.h draws it, as in the quote). Hidden for workloads
// without requests to serve.
class ServingChartView : public QWidget {
    Q_OBJECT

public:
    explicit ServingChartView(QWidget *parent = nullptr);
    // Shows the curve of `serving` at `load`; nullopt (or no curve) hides the chart.
    void setServing(const std::optional<core::ServingEstimate> &serving, const core::ServingLoad &load);
    // The points drawn, for tests.
    const std::vector<core::ServingPoint> &points() const;
    QSize sizeHint() const override { return {420, 260}; }
    QSize minimumSizeHint() const override { return {300, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<core::ServingEstimate> m_serving;
    core::ServingLoad m_load;
};

} // namespace dlrig::ui
