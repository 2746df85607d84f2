#pragma once

#include <QDialog>
#include <QMap>

class QTableWidget;

namespace dlrig::ui {

// Settings → Preferences: every assumption of the analysis (MFU, per-core
// preprocessing rates, efficiencies, PSU load…) with its unit, range and the
// reason for its default, and Restore Defaults.
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const QMap<QString, double> &values, QWidget *parent = nullptr);
    QMap<QString, double> values() const;
    void setValue(const QString &key, double value);
    void restoreDefaults();

private:
    QTableWidget *m_table;
};

} // namespace dlrig::ui
