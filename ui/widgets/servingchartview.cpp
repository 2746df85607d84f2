#include "ui/widgets/servingchartview.h"

#include "report/numbertext.h"
#include "report/servingchart.h"

#include <QPainter>

namespace dlrig::ui {

ServingChartView::ServingChartView(QWidget *parent) : QWidget(parent)
{
    setObjectName("servingChart");
    setAccessibleName(tr("Throughput against interactivity"));
    setVisible(false);
}

void ServingChartView::setServing(const std::optional<core::ServingEstimate> &serving, const core::ServingLoad &load)
{
    m_serving = serving && !serving->curve.empty() ? serving : std::nullopt;
    m_load = load;
    setVisible(m_serving.has_value());
    if (m_serving) {
        const core::ServingPoint &full = m_serving->curve.back();
        setToolTip(tr("Each point is a number of requests in flight: what each user sees (tokens/s) against what "
                      "each GPU makes. Filled points meet the latency targets; the diamond is the load asked for "
                      "(%1 users); at %2 users the KV cache is full and TTFT climbs.")
                       .arg(report::wholeNumber(m_serving->concurrency), report::wholeNumber(full.users)));
    }
    update();
}

const std::vector<core::ServingPoint> &ServingChartView::points() const
{
    static const std::vector<core::ServingPoint> none;
    return m_serving ? m_serving->curve : none;
}

void ServingChartView::paintEvent(QPaintEvent *)
{
    if (!m_serving)
        return;
    QPainter painter(this);
    report::paintServingChart(painter, QRectF(rect()), *m_serving, m_load);
}

} // namespace dlrig::ui
