#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dlrig::ui {

// File → New: a scenario (one of the presets) and a budget. The main window
// then asks the recommender for the best compatible build within it.
class NewBuildDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewBuildDialog(QWidget *parent = nullptr);
    QString presetKey() const;
    QString budgetAmount() const;
    QString currencyCode() const;
    void setPreset(const QString &key);
    void setBudget(const QString &amount, const QString &currency);

private:
    void presetChanged();
    void validate();

    QComboBox *m_preset;
    QLabel *m_description;
    QLineEdit *m_amount;
    QComboBox *m_currency;
    QLabel *m_error;
    QPushButton *m_okButton = nullptr;
};

} // namespace dlrig::ui
