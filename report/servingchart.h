#pragma once

#include "core/plan/serving.h"

#include <QImage>
#include <QRectF>

class QPainter;

namespace dlrig::report {

// The throughput–interactivity chart of a served load, as serving
// benchmarks draw it: tokens/s each user sees (x) against tokens/s each GPU
// makes (y), one point per concurrency of the curve (ServingEstimate::curve),
// joined in order. Where a TPOT target is set, the interactivity it asks for
// (x ≥ 1,000 ÷ TPOT) is shaded; points meeting both targets are filled, the
// others hollow; the operating point (the load asked for) is a diamond with
// its users; the last point, where the KV cache is full, says so. Painted
// with QPainter only, so the quote and dlrig-cli draw it too; the words in
// the reader's language.
void paintServingChart(QPainter &painter, const QRectF &area, const core::ServingEstimate &serving,
                       const core::ServingLoad &load);

// The same as a white picture of `size` pixels, for printed reports.
QImage servingChartImage(const core::ServingEstimate &serving, const core::ServingLoad &load, QSize size);

} // namespace dlrig::report
