#pragma once

#include <QDialog>

#include <vector>

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
    // The table as edited; a WARN above its PASS is lowered to it.
    std::vector<core::Threshold> thresholds() const;
    void setBars(const QString &metric, double passPercent, double warnPercent);
    void restoreDefaults();

private:
    QTableWidget *m_table;
};

} // namespace dlrig::ui
