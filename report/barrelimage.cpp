#include "report/barrelimage.h"

#include "report/numbertext.h"

#include <QPainter>

#include <algorithm>

namespace dlrig::report {

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
    const int labelHeight = p.fontMetrics().height() * 2;
    const QRectF plot(size.width() * 0.08, size.height() * 0.06, size.width() * 0.9,
                      size.height() * 0.94 - labelHeight - size.height() * 0.06);
    const auto yOf = [&](double ratio) { return plot.bottom() - std::min(ratio, cap) / cap * plot.height(); };

    p.setPen(QColor(0xcc, 0xcc, 0xcc));
    for (double tick : {0.0, 0.5, 1.0, 1.5, 2.0}) {
        p.drawLine(QPointF(plot.left(), yOf(tick)), QPointF(plot.right(), yOf(tick)));
        p.setPen(Qt::black);
        p.drawText(QRectF(0, yOf(tick) - 10, plot.left() - 6, 20), Qt::AlignRight | Qt::AlignVCenter,
                   decimalNumber(tick, 1));
        p.setPen(QColor(0xcc, 0xcc, 0xcc));
    }
    std::vector<const core::Stave *> shown;
    for (const core::Stave &stave : report.staves) {
        if (stave.applicable)
            shown.push_back(&stave);
    }
    const double slot = shown.empty() ? 0 : plot.width() / static_cast<double>(shown.size());
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const core::Stave &stave = *shown[i];
        const bool limiting = stave.key == report.bottleneck;
        const QRectF bar(plot.left() + slot * static_cast<double>(i) + slot * 0.15, yOf(stave.ratio), slot * 0.7,
                         plot.bottom() - yOf(stave.ratio));
        p.fillRect(bar, limiting ? QColor(0xd9, 0x3f, 0x3f) : QColor(0x3b, 0x82, 0xc4));
        p.setPen(Qt::black);
        QString label = QString::fromStdString(stave.key);
        label.replace('_', ' ');
        p.drawText(QRectF(plot.left() + slot * static_cast<double>(i), plot.bottom() + 4, slot, labelHeight),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, label);
    }
    if (report.gpuDemandRate > 0) {
        QPen water(QColor(0x1f, 0x6f, 0x3f));
        water.setWidthF(std::max(2.0, size.height() / 250.0));
        water.setStyle(Qt::DashLine);
        p.setPen(water);
        const double y = yOf(report.systemRate / report.gpuDemandRate);
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
    }
    return image;
}

} // namespace dlrig::report
