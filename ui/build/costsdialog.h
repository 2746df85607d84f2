#pragma once

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dlrig::ui {

// What the cost of a build is counted in and over: its currency, the price of
// electricity, how busy the machine is, the years it is kept and the PUE.
struct CostInputs {
    QString currency;            // ISO 4217, one the exchange rates know
    QString electricityAmount;   // per kWh
    QString electricityCurrency; // the tariff's own currency
    double utilisationPercent = 60;
    double years = 3;
    double pue = 1.3;
};

// Edit → Costs and use…: changes the open build's scenario (undoable).
class CostsDialog : public QDialog {
    Q_OBJECT

public:
    // Empty when `amount` is a non-negative price in `currency`; else what is wrong, for people.
    static QString electricityProblem(const QString &amount, const QString &currency);
    explicit CostsDialog(const CostInputs &inputs, QWidget *parent = nullptr);
    CostInputs inputs() const;
    void setElectricity(const QString &amount, const QString &currency);
    bool isAcceptable() const;

private:
    void validate();

    QComboBox *m_currency;
    QLineEdit *m_electricity;
    QComboBox *m_electricityCurrency;
    QDoubleSpinBox *m_utilisation;
    QDoubleSpinBox *m_years;
    QDoubleSpinBox *m_pue;
    QLabel *m_error;
    QPushButton *m_ok = nullptr;
};

} // namespace dlrig::ui
