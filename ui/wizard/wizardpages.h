#pragma once

#include <QWizardPage>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace dlrig::core {
struct ScenarioChoice;
}

namespace dlrig::ui {

// Wizard page 1: a scenario (one of the presets) and the workload — the
// model, task, precision, optimizer, micro-batch (or users and the speed each
// needs), sequence and what of the plan to pin, the preset's until changed —
// with what it needs on one GPU shown as it changes.
class ScenarioPage : public QWizardPage {
    Q_OBJECT

public:
    explicit ScenarioPage(QWidget *parent = nullptr);
    // The choice without a budget (the next page adds it).
    core::ScenarioChoice choice() const;
    void setPreset(const QString &key);
    void setWorkload(const QString &modelSlug, const QString &task, const QString &precision);
    // Every field as `choice` has it (the inverse of choice()).
    void setChoice(const core::ScenarioChoice &choice);
    bool isComplete() const override;
    bool validatePage() override;

private:
    void presetChanged();
    void taskChanged();
    void validate();
    bool inference() const;

    QComboBox *m_preset;
    QLabel *m_description;
    QComboBox *m_model;
    QComboBox *m_task;
    QComboBox *m_precision;
    QComboBox *m_kvCache;
    QComboBox *m_optimizer;
    QSpinBox *m_batch; // training: micro-batch (0 = the plan chooses); inference: users
    QLabel *m_batchLabel;
    QDoubleSpinBox *m_speed; // inference: tokens/s each user needs, 0 = no target
    // Inference: a request's prompt and answer tokens (0: no request model) and
    // the TTFT and TPOT targets at p90 (0: none).
    QSpinBox *m_inputTokens;
    QSpinBox *m_outputTokens;
    QSpinBox *m_ttft;
    QSpinBox *m_tpot;
    QSpinBox *m_sequence;
    // What the user pins of the plan; "auto" lets dlrig choose.
    QComboBox *m_tensor;
    QComboBox *m_pipeline;
    QComboBox *m_expert;
    QComboBox *m_zero;
    QComboBox *m_recompute;
    QComboBox *m_offload;
    QLabel *m_needs;
    QLabel *m_error;
    bool m_valid = false;
};

// Wizard page 2 (ui/wizard/budgetpage.cpp): the budget and its currency (the preset's until changed),
// how many GPUs one machine may hold, and whether to build from parts, buy
// a complete server or take an edge module.
class BudgetPage : public QWizardPage {
    Q_OBJECT

public:
    explicit BudgetPage(QWidget *parent = nullptr);
    void setBudget(const QString &amount, const QString &currency);
    void setWantsServer(bool server);
    bool wantsServer() const;
    void setWantsEdge(bool edge);
    bool wantsEdge() const;
    void setMaxGpus(int count);
    int maxGpus() const;
    // The amount as core reads it: "60,000" and "6万" are "60000".
    QString budgetAmount() const;
    bool isComplete() const override;
    void initializePage() override;
    bool validatePage() override;
    // The scenario page's choice with this page's amount and currency.
    core::ScenarioChoice choice() const;

private:
    void validate();
    // Why the typed amount is not a budget, in the user's language; empty when it is.
    QString budgetProblem() const;

    QLineEdit *m_amount;
    QComboBox *m_currency;
    QSpinBox *m_maxGpus;
    QRadioButton *m_parts;
    QRadioButton *m_server;
    QRadioButton *m_edge;
    QLabel *m_error;
    QString m_presetShown; // the preset whose budget the fields hold
    bool m_valid = false;
};

} // namespace dlrig::ui
