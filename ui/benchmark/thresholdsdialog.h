#pragma once

#include <QDialog>

#include <vector>

class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace dlrig::core {
struct Threshold;
}

namespace dlrig::ui {

// Benchmark → Thresholds: each metric's PASS and WARN bars in per cent of the
// spec, with the evidence for the default, and Restore Defaults.
class ThresholdsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ThresholdsDialog(const std::vector<core::Threshold> &thresholds, QWidget *parent = nullptr);
    // The table as edited. OK stays disabled, and a line names the metric,
    // while any WARN bar is above its PASS bar.
    std::vector<core::Threshold> thresholds() const;
    void setBars(const QString &metric, double passPercent, double warnPercent);
    void restoreDefaults();

private:
    struct Bars {
        QString metric;
        QDoubleSpinBox *pass;
        QDoubleSpinBox *warn;
    };
    void check();

    QTableWidget *m_table;
    QLabel *m_error;
    QPushButton *m_ok = nullptr;
    std::vector<Bars> m_bars;
};

} // namespace dlrig::ui
