#pragma once

// moc cannot parse the C++20 standard headers core includes; it needs none of them.
#ifndef Q_MOC_RUN
#include "ui/settings/generalsettings.h"
#endif

#include <QDialog>
#include <QMap>

class QComboBox;
class QCheckBox;
class QDoubleSpinBox;
class QSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTabWidget;

namespace dlrig::ui {

class CatalogSettingsPage;

// Settings → Preferences: how sizes are written and what a new build's
// electricity costs (General), and every assumption of the analysis (MFU,
// per-core preprocessing rates, efficiencies, PSU load…) with its unit, range
// and the reason for its default, and Restore Defaults; and on a second tab
// which catalog to use (this computer's, or a lab's team server).
class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const QMap<QString, double> &values, const GeneralSettings &general = {},
                            QWidget *parent = nullptr, const QString &teamLocation = {});
    QMap<QString, double> values() const;
    // Valid while OK is enabled (the electricity price is an amount or empty).
    GeneralSettings general() const;
    // The team server's address, empty for this computer's catalog.
    QString teamLocation() const;
    CatalogSettingsPage *catalogPage() const { return m_catalogPage; }
    QTabWidget *tabs() const { return m_tabs; }
    QComboBox *sizesBox() const { return m_sizes; }
    QLineEdit *electricityEdit() const { return m_electricity; }
    QComboBox *electricityCurrencyBox() const { return m_electricityCurrency; }
    QDoubleSpinBox *pueBox() const { return m_pue; }
    QLineEdit *circuitEdit() const { return m_circuit; }
    void setValue(const QString &key, double value);
    void restoreDefaults();

private:
    QWidget *makeGeneral(const GeneralSettings &general);
    void validateGeneral();

    QTableWidget *m_table;
    QComboBox *m_sizes = nullptr;
    QLineEdit *m_electricity = nullptr;
    QComboBox *m_electricityCurrency = nullptr;
    QDoubleSpinBox *m_pue = nullptr;
    QLineEdit *m_circuit = nullptr;
    QCheckBox *m_includeUsed = nullptr;
    QSpinBox *m_staleMonths = nullptr;
    QCheckBox *m_yuanInWan = nullptr;
    QLabel *m_error = nullptr;
    QPushButton *m_ok = nullptr;
    QTabWidget *m_tabs = nullptr;
    CatalogSettingsPage *m_catalogPage = nullptr;
};

} // namespace dlrig::ui
