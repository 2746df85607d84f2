// Draws the Grafana dashboard (monitoring/dlrig-dashboard.json) with dlrig's
// chart code, where Grafana cannot run (Debian has no package): each panel at
// its grid position, from what a real Prometheus answered to the panel's own
// queries (scripts/dashboard-screenshot saves them with `promtool query -o json`).
//   dlrig_dashboard_render DASHBOARD.json RESULTS_DIR OUT.png
// RESULTS_DIR holds PANEL-REF.json (a range query's matrix) per target and
// alerts.json (an instant query of ALERTS).
#include "core/base/textfile.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QImage>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QValueAxis>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>

namespace {

using nlohmann::json;

constexpr int kWidth = 1600;
constexpr int kRowHeight = 32;

struct Series {
    QString name;
    std::vector<std::pair<double, double>> points; // seconds since the epoch, value
};

QString legend(const std::string &format, const json &metric)
{
    QString text = QString::fromStdString(format);
    for (const auto &[label, value] : metric.items())
        text.replace(QString::fromStdString("{{" + label + "}}"), QString::fromStdString(value.get<std::string>()));
    text.remove(QRegularExpression("\\{\\{[a-z_]+\\}\\}"));
    return text.simplified();
}

std::vector<Series> seriesOf(const std::filesystem::path &file, const std::string &format)
{
    std::vector<Series> out;
    if (!std::filesystem::exists(file))
        return out;
    const json result = json::parse(dlrig::core::readTextFile(file), nullptr, false);
    if (!result.is_array())
        return out;
    for (const json &s : result) {
        Series series{legend(format, s.value("metric", json::object())), {}};
        for (const json &point : s.value("values", json::array()))
            series.points.emplace_back(point[0].get<double>(), std::stod(point[1].get<std::string>()));
        if (!series.points.empty())
            out.push_back(series);
    }
    return out;
}

QString withUnit(double value, const std::string &unit)
{
    if (!std::isfinite(value))
        return "–";
    if (unit == "percentunit")
        return QString::number(value * 100, 'f', 1) + " %";
    if (unit == "bytes")
        return QString::number(value / (1ull << 30), 'f', 1) + " GiB";
    if (unit == "s")
        return value < 1e-3   ? QString::number(value * 1e6, 'f', 0) + " µs"
               : value < 1    ? QString::number(value * 1e3, 'f', 1) + " ms"
               : value < 3600 ? QString::number(value / 60, 'f', 0) + " min"
                              : QString::number(value / 3600, 'f', 1) + " h";
    if (unit == "celsius")
        return QString::number(value, 'f', 0) + " °C";
    if (unit == "watt")
        return QString::number(value, 'f', 0) + " W";
    return QLocale(QLocale::English).toString(value, 'f', value < 10 ? 2 : 0);
}

// The colour of the threshold step a value is in (Grafana's "absolute" mode).
QColor stepColour(const json &panel, double value)
{
    QColor colour("#3274d9");
    const json steps =
        panel["fieldConfig"]["defaults"].value("thresholds", json::object()).value("steps", json::array());
    for (const json &step : steps)
        if (step["value"].is_null() || value >= step["value"].get<double>()) {
            const std::string name = step["color"];
            colour = name == "green" ? QColor("#56a64b") : name == "orange" ? QColor("#ff9830") : QColor("#e02f44");
        }
    return colour;
}

// A time series' values in the unit people read: %, GiB, ms; the axis says which.
std::pair<double, QString> displayScale(const std::string &unit)
{
    if (unit == "percentunit")
        return {100, "%"};
    if (unit == "bytes")
        return {1.0 / (1ull << 30), "GiB"};
    if (unit == "s")
        return {1000, "ms"};
    if (unit == "celsius")
        return {1, "°C"};
    if (unit == "watt")
        return {1, "W"};
    if (unit == "iops")
        return {1, "IOPS"};
    return {1, ""};
}

void drawTimeSeries(QPainter &painter, const QRect &area, const json &panel, const std::vector<Series> &all)
{
    const auto [scale, unitName] = displayScale(panel["fieldConfig"]["defaults"].value("unit", ""));
    auto *chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(2, 2, 2, 2));
    auto *x = new QDateTimeAxis;
    x->setFormat("HH:mm:ss");
    x->setTickCount(4);
    auto *y = new QValueAxis;
    y->setLabelFormat("%.3g");
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    double low = 0, high = 0;
    for (const Series &s : all) {
        auto *line = new QLineSeries;
        line->setName(s.name);
        for (const auto &[t, v] : s.points) {
            line->append(t * 1000, v * scale);
            high = std::max(high, v * scale);
            low = std::min(low, v * scale);
        }
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    // The panel's thresholds as dashed lines (Grafana's "as lines" style): the seed's numbers.
    const json steps =
        panel["fieldConfig"]["defaults"].value("thresholds", json::object()).value("steps", json::array());
    double first = 0, last = 0;
    for (const Series &s : all) {
        first = first == 0 ? s.points.front().first : std::min(first, s.points.front().first);
        last = std::max(last, s.points.back().first);
    }
    for (const json &step : steps) {
        if (step["value"].is_null() || all.empty())
            continue;
        const double value = step["value"].get<double>();
        auto *line = new QLineSeries;
        line->setName(QString("%1 %2").arg(QString::fromStdString(step["color"].get<std::string>()),
                                           withUnit(value, panel["fieldConfig"]["defaults"].value("unit", ""))));
        line->append(first * 1000, value * scale);
        line->append(last * 1000, value * scale);
        QPen pen(stepColour(panel, value));
        pen.setStyle(Qt::DashLine);
        line->setPen(pen);
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        high = std::max(high, value * scale);
    }
    y->setTitleText(unitName);
    y->setLabelFormat(high >= 100 ? "%.0f" : "%.3g");
    if (all.empty())
        chart->setTitle("No data");
    y->setRange(low, high > low ? high * 1.15 : low + 1);
    QChartView view(chart);
    view.setRenderHint(QPainter::Antialiasing);
    view.resize(area.size());
    painter.drawPixmap(area.topLeft(), view.grab());
}

void drawStat(QPainter &painter, const QRect &area, const json &panel, const std::vector<Series> &all)
{
    const std::string unit = panel["fieldConfig"]["defaults"].value("unit", "");
    QFont font = painter.font();
    if (all.empty()) {
        painter.drawText(area, Qt::AlignCenter, "No data");
        return;
    }
    const int rowHeight = area.height() / static_cast<int>(all.size());
    for (std::size_t i = 0; i < all.size(); ++i) {
        const double last = all[i].points.back().second;
        const QRect row(area.left(), area.top() + static_cast<int>(i) * rowHeight, area.width(), rowHeight);
        font.setPixelSize(std::min(36, rowHeight / 2));
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(stepColour(panel, last));
        painter.drawText(row.adjusted(0, 0, 0, -rowHeight / 4), Qt::AlignCenter, withUnit(last, unit));
        font.setPixelSize(11);
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(QColor("#555555"));
        painter.drawText(row, Qt::AlignHCenter | Qt::AlignBottom, all[i].name);
    }
}

void drawBarGauge(QPainter &painter, const QRect &area, const json &panel, const std::vector<Series> &all)
{
    const std::string unit = panel["fieldConfig"]["defaults"].value("unit", "");
    if (all.empty()) {
        painter.drawText(area, Qt::AlignCenter, "No data");
        return;
    }
    // The scale's end: the panel's max (Grafana's), else the largest value.
    double most = panel["fieldConfig"]["defaults"].value("max", 0.0);
    if (most <= 0)
        for (const Series &s : all)
            most = std::max(most, s.points.back().second);
    const int rowHeight = std::min(28, area.height() / static_cast<int>(all.size()));
    QFont font = painter.font();
    font.setPixelSize(std::min(12, rowHeight - 6));
    painter.setFont(font);
    for (std::size_t i = 0; i < all.size(); ++i) {
        const double value = all[i].points.back().second;
        const int top = area.top() + static_cast<int>(i) * rowHeight;
        const QRect label(area.left(), top, area.width() / 3, rowHeight);
        painter.setPen(QColor("#333333"));
        painter.drawText(label, Qt::AlignVCenter | Qt::AlignRight, all[i].name + "  ");
        const int barWidth =
            static_cast<int>((area.width() * 2 / 3 - 80) * std::clamp(value, 0.0, most) / std::max(most, 1e-12));
        painter.fillRect(QRect(label.right(), top + 3, barWidth, rowHeight - 6), stepColour(panel, value));
        painter.drawText(QRect(label.right() + barWidth + 4, top, 80, rowHeight), Qt::AlignVCenter,
                         value > most ? "> " + withUnit(most, unit) : withUnit(value, unit));
    }
}

void drawAlerts(QPainter &painter, const QRect &area, const std::filesystem::path &file)
{
    QStringList lines;
    if (std::filesystem::exists(file)) {
        const json result = json::parse(dlrig::core::readTextFile(file), nullptr, false);
        for (const json &alert : result.is_array() ? result : json::array()) {
            const json metric = alert.value("metric", json::object());
            lines << QString::fromStdString(metric.value("alertname", "") + " (" + metric.value("alertstate", "") +
                                            ") " + metric.value("instance", "") + " " + metric.value("test", "") +
                                            metric.value("gpu", "") + metric.value("device", "") +
                                            metric.value("peer", ""));
        }
    }
    painter.setPen(QColor("#333333"));
    painter.drawText(area.adjusted(8, 8, -8, -8), Qt::AlignTop | Qt::AlignLeft | Qt::TextWordWrap,
                     lines.isEmpty() ? "No alerts firing or pending" : lines.join('\n'));
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 4) {
        std::cerr << "usage: dlrig_dashboard_render DASHBOARD.json RESULTS_DIR OUT.png\n";
        return 2;
    }
    const json dashboard = json::parse(dlrig::core::readTextFile(argv[1]));
    const std::filesystem::path results = argv[2];
    int rows = 0;
    for (const json &panel : dashboard["panels"])
        rows = std::max(rows, panel["gridPos"]["y"].get<int>() + panel["gridPos"]["h"].get<int>());
    const int titleHeight = 44;
    QImage image(kWidth, titleHeight + rows * kRowHeight + 30, QImage::Format_ARGB32);
    image.fill(QColor("#f4f5f5"));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    QFont font = painter.font();
    font.setPixelSize(20);
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(QRect(12, 0, kWidth, titleHeight), Qt::AlignVCenter,
                     QString::fromStdString(dashboard["title"].get<std::string>()));
    const double column = kWidth / 24.0;
    for (const json &panel : dashboard["panels"]) {
        const json &grid = panel["gridPos"];
        const QRect box(static_cast<int>(grid["x"].get<int>() * column) + 4,
                        titleHeight + grid["y"].get<int>() * kRowHeight + 4,
                        static_cast<int>(grid["w"].get<int>() * column) - 8, grid["h"].get<int>() * kRowHeight - 8);
        painter.fillRect(box, Qt::white);
        painter.setPen(QColor("#d8d9da"));
        painter.drawRect(box);
        font.setPixelSize(13);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor("#222222"));
        painter.drawText(box.adjusted(8, 4, -8, 0), Qt::AlignTop | Qt::AlignLeft,
                         QString::fromStdString(panel["title"].get<std::string>()));
        font.setBold(false);
        painter.setFont(font);
        const QRect area = box.adjusted(6, 24, -6, -6);
        std::vector<Series> all;
        for (const json &target : panel.value("targets", json::array())) {
            const auto more = seriesOf(
                results / (std::to_string(panel["id"].get<int>()) + "-" + target["refId"].get<std::string>() + ".json"),
                target.value("legendFormat", ""));
            all.insert(all.end(), more.begin(), more.end());
        }
        const std::string type = panel["type"];
        if (type == "timeseries")
            drawTimeSeries(painter, area, panel, all);
        else if (type == "stat")
            drawStat(painter, area, panel, all);
        else if (type == "bargauge")
            drawBarGauge(painter, area, panel, all);
        else if (type == "alertlist")
            drawAlerts(painter, area, results / "alerts.json");
    }
    font.setPixelSize(11);
    painter.setFont(font);
    painter.setPen(QColor("#666666"));
    painter.drawText(QRect(12, image.height() - 26, kWidth - 24, 22), Qt::AlignVCenter,
                     "Drawn by dlrig's chart code (tests/monitor/dashboardrender.cpp) from a real Prometheus "
                     "scraping dlrig-cli monitor on this machine, each panel from its own queries in "
                     "monitoring/dlrig-dashboard.json; Grafana draws the same panels.");
    painter.end();
    if (!image.save(argv[3])) {
        std::cerr << "cannot write " << argv[3] << "\n";
        return 3;
    }
    return 0;
}
