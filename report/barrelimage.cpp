#include "report/barrelimage.h"

#include "report/messagetext.h"
#include "report/numbertext.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace dlrig::report {

namespace {

class BarrelImageText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::BarrelImageText)
};

const QColor kKeepsUp(0x3b, 0x82, 0xc4);
const QColor kLimits(0xd9, 0x3f, 0x3f);
const QColor kWater(0x1f, 0x6f, 0x3f);

// One legend entry: a swatch (a bar or a line) and its words; returns its width.
double legendEntry(QPainter &p, QPointF at, const QBrush &swatch, const QPen &line, const QString &text)
{
    const double h = p.fontMetrics().height();
    if (line.style() == Qt::NoPen) {
        p.fillRect(QRectF(at.x(), at.y() + h * 0.2, h * 0.9, h * 0.6), swatch);
    } else {
        p.setPen(line);
        p.drawLine(QPointF(at.x(), at.y() + h / 2), QPointF(at.x() + h * 1.4, at.y() + h / 2));
    }
    p.setPen(Qt::black);
    const double textX = at.x() + h * 1.7;
    p.drawText(QPointF(textX, at.y() + p.fontMetrics().ascent()), text);
    return textX - at.x() + p.fontMetrics().horizontalAdvance(text) + h * 1.5;
}

} // namespace

QImage barrelImage(const core::BarrelReport &report, QSize size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const double cap = 2.0;
    QFont font = p.font();
    font.setPixelSize(std::max(10, size.height() / 36));
    p.setFont(font);
    const double line = p.fontMetrics().height();
    const int labelHeight = static_cast<int>(line * 2);
    // Legend on top, the axis title along the left, two-line stave names below.
    const QRectF plot(size.width() * 0.1, line * 2.2, size.width() * 0.88,
                      size.height() - labelHeight - line * 2.2 - line * 0.6);
    const auto yOf = [&](double ratio) { return plot.bottom() - std::min(ratio, cap) / cap * plot.height(); };

    for (double tick : {0.0, 0.5, 1.0, 1.5, 2.0}) {
        p.setPen(QColor(0xcc, 0xcc, 0xcc));
        p.drawLine(QPointF(plot.left(), yOf(tick)), QPointF(plot.right(), yOf(tick)));
        p.setPen(Qt::black);
        p.drawText(QRectF(line * 1.6, yOf(tick) - line / 2, plot.left() - line * 1.6 - 6, line),
                   Qt::AlignRight | Qt::AlignVCenter, decimalNumber(tick, 1));
    }
    p.save();
    p.translate(line * 0.2, plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), line * 1.4), Qt::AlignCenter,
               BarrelImageText::tr("ratio to GPU demand (1 = keeps up)"));
    p.restore();

    std::vector<const core::Stave *> shown;
    for (const core::Stave &stave : report.staves) {
        if (stave.applicable)
            shown.push_back(&stave);
    }
    const double slot = shown.empty() ? 0 : plot.width() / static_cast<double>(shown.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const core::Stave &stave = *shown[i];
        // Every stave short of the GPUs' demand limits the machine, as in the Build tab.
        const bool limiting = stave.key == report.bottleneck || stave.ratio < 1;
        const double left = plot.left() + slot * static_cast<double>(i);
        const QRectF bar(left + slot * 0.15, yOf(stave.ratio), slot * 0.7, plot.bottom() - yOf(stave.ratio));
        p.fillRect(bar, limiting ? kLimits : kKeepsUp);
        p.setPen(Qt::black);
        if (stave.ratio > cap) // clipped: its real ratio over the bar
            p.drawText(QRectF(left, plot.top() - line, slot, line), Qt::AlignHCenter | Qt::AlignBottom,
                       stave.ratio >= 1000 ? BarrelImageText::tr("≥ %1×").arg(wholeNumber(1000))
                                           : BarrelImageText::tr("%1×").arg(wholeNumber(stave.ratio)));
        p.drawText(QRectF(left, plot.bottom() + 4, slot, labelHeight),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, termText(core::staveTerm(stave.key)));
    }
    QPen water(report.runs() ? kWater : kLimits);
    water.setWidthF(std::max(2.0, size.height() / 250.0));
    water.setStyle(report.runs() ? Qt::DashLine : Qt::DotLine);
    const double rate = report.runs() ? report.systemRate : report.rateOnceFixed;
    if (report.gpuDemandRate > 0) {
        p.setPen(water);
        const double y = yOf(rate / report.gpuDemandRate);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }

    QPointF at(plot.left(), line * 0.3);
    at.rx() += legendEntry(p, at, kKeepsUp, Qt::NoPen, BarrelImageText::tr("keeps up"));
    at.rx() += legendEntry(p, at, kLimits, Qt::NoPen, BarrelImageText::tr("limits it"));
    if (report.gpuDemandRate > 0)
        legendEntry(p, at, Qt::NoBrush, water,
                    report.runs() ? BarrelImageText::tr("water line: %1").arg(rateText(rate, report.unit))
                                  : BarrelImageText::tr("water line once %1 is enough: %2")
                                        .arg(termText(core::staveTerm(report.blockedBy)), rateText(rate, report.unit)));
    return image;
}

} // namespace dlrig::report
