#include "report/servingchart.h"

#include "report/numbertext.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace dlrig::report {

namespace {

class ServingChartText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::ServingChartText)
};

// A round step for about `ticks` intervals up to `top`: 1, 2 or 5 × 10ⁿ.
double niceStep(double top, int ticks)
{
    const double raw = top / ticks;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * power >= raw)
            return m * power;
    return 10 * power;
}

const QColor kLine(0x3b, 0x82, 0xc4);
const QColor kMiss(0xd9, 0x3f, 0x3f);
const QColor kShade(0xdc, 0xf0, 0xdc);
const QColor kGrid(0xdd, 0xdd, 0xdd);

} // namespace

void paintServingChart(QPainter &p, const QRectF &area, const core::ServingEstimate &serving,
                       const core::ServingLoad &load)
{
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(area, Qt::white);
    QFont font = p.font();
    font.setPixelSize(std::max(9, static_cast<int>(area.height() / 26)));
    p.setFont(font);
    const QFontMetricsF metrics(font);
    const double line = metrics.height();

    double maxX = serving.outputTokensPerSecondPerUser;
    double maxY = serving.outputTokensPerSecondPerGpu;
    for (const core::ServingPoint &point : serving.curve) {
        maxX = std::max(maxX, point.tokensPerSecondPerUser);
        maxY = std::max(maxY, point.tokensPerSecondPerGpu);
    }
    const double target = load.tpotTargetMs > 0 ? 1000 / load.tpotTargetMs : 0;
    maxX = std::max(maxX, target) * 1.08;
    maxY *= 1.1;
    const double stepX = niceStep(std::max(maxX, 1e-9), 5);
    const double stepY = niceStep(std::max(maxY, 1e-9), 5);
    maxX = std::ceil(maxX / stepX) * stepX;
    maxY = std::ceil(maxY / stepY) * stepY;

    const double left = area.left() + metrics.horizontalAdvance(wholeNumber(maxY)) + line * 1.8;
    const QRectF plot(left, area.top() + line * 1.6, area.right() - left - line, area.height() - line * 4.4);
    const auto xOf = [&](double x) { return plot.left() + x / maxX * plot.width(); };
    const auto yOf = [&](double y) { return plot.bottom() - y / maxY * plot.height(); };

    p.setPen(Qt::black);
    p.drawText(QRectF(area.left(), area.top(), area.width(), line * 1.4), Qt::AlignCenter,
               ServingChartText::tr("Throughput against interactivity, %1 prompt and %2 output tokens")
                   .arg(wholeNumber(load.inputTokens), wholeNumber(load.outputTokens)));
    if (target > 0) {
        const QRectF shaded(QPointF(xOf(target), plot.top()), plot.bottomRight());
        p.fillRect(shaded, kShade);
        p.setPen(QColor(0x2e, 0x7d, 0x32));
        p.drawText(shaded.adjusted(line * 0.3, line * 0.2, -line * 0.3, 0), Qt::AlignLeft | Qt::AlignTop,
                   ServingChartText::tr("TPOT ≤ %1 ms").arg(plainNumber(load.tpotTargetMs, 1)));
    }
    for (double x = 0; x <= maxX + stepX / 2; x += stepX) {
        p.setPen(kGrid);
        p.drawLine(QPointF(xOf(x), plot.top()), QPointF(xOf(x), plot.bottom()));
        p.setPen(Qt::black);
        p.drawText(QRectF(xOf(x) - stepX, plot.bottom() + 2, 2 * stepX, line), Qt::AlignHCenter | Qt::AlignTop,
                   plainNumber(x, 1));
    }
    for (double y = 0; y <= maxY + stepY / 2; y += stepY) {
        p.setPen(kGrid);
        p.drawLine(QPointF(plot.left(), yOf(y)), QPointF(plot.right(), yOf(y)));
        p.setPen(Qt::black);
        p.drawText(QRectF(area.left(), yOf(y) - line / 2, plot.left() - area.left() - 4, line),
                   Qt::AlignRight | Qt::AlignVCenter, wholeNumber(y));
    }
    p.drawRect(plot);
    p.drawText(QRectF(plot.left(), plot.bottom() + line * 1.1, plot.width(), line * 1.3), Qt::AlignCenter,
               ServingChartText::tr("tokens/s per user (interactivity)"));
    p.save();
    p.translate(area.left() + line * 0.1, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line * 1.2), Qt::AlignCenter,
               ServingChartText::tr("tokens/s per GPU (throughput)"));
    p.restore();

    QPainterPath path;
    for (std::size_t i = 0; i < serving.curve.size(); ++i) {
        const QPointF at(xOf(serving.curve[i].tokensPerSecondPerUser), yOf(serving.curve[i].tokensPerSecondPerGpu));
        i == 0 ? path.moveTo(at) : path.lineTo(at);
    }
    p.setPen(QPen(kLine, std::max(1.5, line / 8)));
    p.drawPath(path);
    const double radius = std::max(3.0, line / 4);
    for (const core::ServingPoint &point : serving.curve) {
        const QPointF at(xOf(point.tokensPerSecondPerUser), yOf(point.tokensPerSecondPerGpu));
        p.setPen(QPen(point.meetsTargets ? kLine : kMiss, 1.5));
        p.setBrush(point.meetsTargets ? QBrush(kLine) : QBrush(Qt::white));
        p.drawEllipse(at, radius, radius);
    }
    p.setBrush(Qt::NoBrush);
    if (!serving.curve.empty()) {
        const core::ServingPoint &full = serving.curve.back();
        const QPointF at(xOf(full.tokensPerSecondPerUser), yOf(full.tokensPerSecondPerGpu));
        p.setPen(Qt::black);
        p.drawText(QRectF(at.x() + radius * 1.5, at.y() - line * 1.2, plot.right() - at.x(), line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   ServingChartText::tr("KV cache full: %1 users").arg(wholeNumber(full.users)));
    }
    if (serving.stable && serving.outputTokensPerSecondPerGpu > 0) {
        const QPointF at(xOf(serving.outputTokensPerSecondPerUser), yOf(serving.outputTokensPerSecondPerGpu));
        QPolygonF diamond({at + QPointF(0, -radius * 2), at + QPointF(radius * 2, 0), at + QPointF(0, radius * 2),
                           at + QPointF(-radius * 2, 0)});
        p.setPen(QPen(Qt::black, 1.5));
        p.setBrush(serving.meetsTargets ? QColor(0xf2, 0xa9, 0x00) : kMiss);
        p.drawPolygon(diamond);
        p.setBrush(Qt::NoBrush);
        const QString label = ServingChartText::tr("this load: %1 users").arg(wholeNumber(serving.concurrency));
        const double width = metrics.horizontalAdvance(label) + line;
        const bool leftSide = at.x() + width > plot.right();
        p.drawText(QRectF(leftSide ? at.x() - width - radius * 2 : at.x() + radius * 2.5, at.y() + radius, width, line),
                   (leftSide ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, label);
    }
    p.restore();
}

QImage servingChartImage(const core::ServingEstimate &serving, const core::ServingLoad &load, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    paintServingChart(p, QRectF(QPointF(0, 0), QSizeF(size)), serving, load);
    return image;
}

} // namespace dlrig::report
