#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace dlrig::core {
struct ScenarioChoice;
}

namespace dlrig::ui {

// File → New: a scenario (one of the presets), the model, task and precision
// (the preset's, or others), and a budget, with what the workload needs shown
// as it changes. The main window then asks the recommender for the best
// compatible build within the budget.
class NewBuildDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewBuildDialog(QWidget *parent = nullptr);
    core::ScenarioChoice choice() const;
    QString presetKey() const;
    QString budgetAmount() const;
    QString currencyCode() const;
    void setPreset(const QString &key);
    void setBudget(const QString &amount, const QString &currency);
    void setWorkload(const QString &modelSlug, const QString &task, const QString &precision);

private:
    void presetChanged();
    void validate();

    QComboBox *m_preset;
    QLabel *m_description;
    QComboBox *m_model;
    QComboBox *m_task;
    QComboBox *m_precision;
    QLabel *m_needs;
    QLineEdit *m_amount;
    QComboBox *m_currency;
    QLabel *m_error;
    QPushButton *m_okButton = nullptr;
};

} // namespace dlrig::ui
