#pragma once

#include <QChartView>
#include <QFont>

#include <QList>
#include <QStringList>

#include <memory>

class QBarCategoryAxis;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace dlrig::core {
struct BarrelReport;
}

namespace dlrig::ui {

// The barrel as a chart: one stave per subsystem, its height the stave's
// ratio to what the GPUs can use (capped at 2 so a far-ahead stave does not
// flatten the rest: a triangle marks it and its name says its ratio), "n/a"
// under a stave that does not apply, the shortest stave red, and the water
// line at the machine's rate. Hovering a stave shows its numbers and source.
class BarrelChart : public QChartView {
    Q_OBJECT

public:
    explicit BarrelChart(QWidget *parent = nullptr);
    ~BarrelChart() override;
    void setReport(const core::BarrelReport &report);
    // Another build's staves as markers over this one's bars (Compare), by
    // stave key; a stave the other build lacks or that does not apply gets no
    // marker. setReport removes the overlays.
    void addOverlay(const core::BarrelReport &other, const QString &name);
    // Each overlay's marker heights in this chart's stave order (NaN: none), for tests.
    QList<QList<double>> overlays() const { return m_overlays; }

    // The heights shown, in stave order (for tests).
    QList<double> heights() const;
    int highlighted() const { return m_highlighted; }
    // The machine's rate (or, when it cannot run as built, the rate once the
    // short VRAM or power is fixed) as a share of the GPUs' demand.
    double waterLevel() const { return m_waterLevel; }
    QString waterLineName() const;
    // The water line can be left out (a measured barrel whose GPUs were not
    // measured has no measured rate); waterLevel() is then 0. Kept across setReport.
    void setWaterLineShown(bool shown);
    bool waterLineShown() const { return m_waterLineShown; }
    // The axis labels in stave order, with "n/a" or the clipped ratio (for tests).
    QStringList staveLabels() const;
    int clippedCount() const { return m_clippedCount; }

    // The hovered stave's numbers and source (nullptr before the first hover).
    // It is a label of the chart's own, not QToolTip: a tooltip hides itself
    // after some seconds, this one stays while the pointer rests on the stave.
    const QLabel *staveTip() const { return m_tip; }
    // Shows the tip of stave `index` at `at` (global), or hides it (-1): what hovering does.
    void showStaveTip(int index, const QPoint &at);

    static constexpr double kCap = 2.0;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    void followPalette();
    // Slanted stave names where the chart is too narrow for them side by side.
    void fitLabels();

    std::unique_ptr<core::BarrelReport> m_report;
    QBarCategoryAxis *m_staveAxis = nullptr;
    QList<double> m_heights;
    QList<QList<double>> m_overlays;
    QValueAxis *m_indexAxis = nullptr; // stave index, for the line and the markers
    QValueAxis *m_ratioAxis = nullptr; // its title is set by fitLabels()
    int m_highlighted = -1;
    double m_waterLevel = 0;
    bool m_waterLineShown = true;
    int m_clippedCount = 0;
    QLabel *m_tip = nullptr;
    QLineSeries *m_water = nullptr;      // the chart's, for fitLabels()
    QScatterSeries *m_clipped = nullptr; // likewise
    QString m_waterRate;                 // "6,179 tokens/s (±20 %)"
    QString m_blockedBy;                 // "power" when the machine cannot run as built, else empty
    QFont m_labelFont;                   // the stave names' font before fitLabels() shrinks it
    QStringList m_labels;                // each stave's name, with its ratio or "n/a" where it helps
    QStringList m_names;                 // the names alone (a short chart's)
};

} // namespace dlrig::ui
