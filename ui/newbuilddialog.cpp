#include "ui/newbuilddialog.h"

#include "core/memoryestimate.h"
#include "core/modellibrary.h"
#include "core/money.h"
#include "core/presets.h"
#include "ui/currencycombo.h"
#include "core/scenariochoice.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dlrig::ui {

NewBuildDialog::NewBuildDialog(QWidget *parent)
    : QDialog(parent), m_preset(new QComboBox), m_description(new QLabel), m_model(new QComboBox),
      m_task(new QComboBox), m_precision(new QComboBox), m_needs(new QLabel), m_amount(new QLineEdit),
      m_currency(new QComboBox), m_error(new QLabel)
{
    setWindowTitle(tr("New build"));
    for (const core::Preset &preset : core::presets())
        m_preset->addItem(QString::fromStdString(preset.title), QString::fromStdString(preset.key));
    for (const core::ModelSpec &model : core::ModelLibrary::builtIn().models())
        m_model->addItem(QString::fromStdString(model.name), QString::fromStdString(model.slug));
    for (core::Task task : {core::Task::Train, core::Task::Lora, core::Task::Qlora, core::Task::Infer})
        m_task->addItem(QString::fromStdString(std::string(core::toString(task))));
    for (core::Precision precision :
         {core::Precision::AmpBf16, core::Precision::AmpFp16, core::Precision::Bf16, core::Precision::Fp16,
          core::Precision::Tf32, core::Precision::Fp32, core::Precision::Fp8, core::Precision::Int8,
          core::Precision::Int4})
        m_precision->addItem(QString::fromStdString(std::string(core::toString(precision))));
    m_model->setAccessibleName(tr("Model"));
    m_task->setAccessibleName(tr("Task"));
    m_precision->setAccessibleName(tr("Precision"));
    m_needs->setWordWrap(true);
    fillCurrencies(*m_currency);
    m_preset->setAccessibleName(tr("Scenario"));
    m_amount->setAccessibleName(tr("Budget amount"));
    m_currency->setAccessibleName(tr("Budget currency"));
    m_description->setWordWrap(true);
    m_description->setMinimumWidth(420);
    m_error->setStyleSheet("color: palette(highlighted-text); background: #b3261e; padding: 2px;");
    m_error->hide();

    auto *form = new QFormLayout;
    form->addRow(tr("&Scenario:"), m_preset);
    form->addRow(m_description);
    form->addRow(tr("&Model:"), m_model);
    auto *how = new QHBoxLayout;
    how->addWidget(m_task, 1);
    how->addWidget(m_precision, 1);
    auto *howLabel = new QLabel(tr("&Task, precision:"));
    howLabel->setBuddy(m_task);
    form->addRow(howLabel, how);
    form->addRow(m_needs);
    auto *budget = new QHBoxLayout;
    budget->addWidget(m_amount, 1);
    budget->addWidget(m_currency);
    auto *budgetLabel = new QLabel(tr("&Budget:"));
    budgetLabel->setBuddy(m_amount);
    form->addRow(budgetLabel, budget);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Recommend a build"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewBuildDialog::presetChanged);
    connect(m_amount, &QLineEdit::textChanged, this, &NewBuildDialog::validate);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox *box : {m_currency, m_model, m_task, m_precision})
        connect(box, &QComboBox::currentIndexChanged, this, &NewBuildDialog::validate);
    m_okButton = buttons->button(QDialogButtonBox::Ok);
    presetChanged();
    validate();
}

core::ScenarioChoice NewBuildDialog::choice() const
{
    return {presetKey().toStdString(),         m_model->currentData().toString().toStdString(),
            m_task->currentText().toStdString(), m_precision->currentText().toStdString(),
            budgetAmount().toStdString(),       currencyCode().toStdString()};
}

QString NewBuildDialog::presetKey() const
{
    return m_preset->currentData().toString();
}

QString NewBuildDialog::budgetAmount() const
{
    return m_amount->text().trimmed();
}

QString NewBuildDialog::currencyCode() const
{
    return m_currency->currentText();
}

void NewBuildDialog::setPreset(const QString &key)
{
    m_preset->setCurrentIndex(m_preset->findData(key));
}

void NewBuildDialog::setBudget(const QString &amount, const QString &currency)
{
    m_amount->setText(amount);
    m_currency->setCurrentText(currency);
}

void NewBuildDialog::setWorkload(const QString &modelSlug, const QString &task, const QString &precision)
{
    m_model->setCurrentIndex(m_model->findData(modelSlug));
    m_task->setCurrentText(task);
    m_precision->setCurrentText(precision);
}

// A preset brings its own workload and budget; the user may change them.
void NewBuildDialog::presetChanged()
{
    const core::Preset *preset = core::findPreset(presetKey().toStdString());
    if (!preset)
        return;
    m_description->setText(QString::fromStdString(preset->description));
    const core::Workload &w = preset->scenario.workload;
    setWorkload(QString::fromStdString(w.model.slug), QString::fromStdString(std::string(core::toString(w.task))),
                QString::fromStdString(std::string(core::toString(w.precision))));
    if (preset->scenario.budget) {
        const core::Money &budget = *preset->scenario.budget;
        setBudget(QString::fromStdString(budget.amountText()),
                  QString::fromStdString(std::string(budget.currency().code())));
    }
}

// Checks the whole choice as the main window will use it, and shows what the
// workload needs on one GPU so the budget can be judged.
void NewBuildDialog::validate()
{
    QString problem;
    try {
        const core::Scenario scenario = core::scenarioFromChoice(choice());
        std::vector<std::string> notes;
        const core::MemoryEstimate memory = core::estimateMemory(scenario.workload, {}, notes);
        m_needs->setText(tr("Needs about %1 of GPU memory per GPU (weights %2).")
                             .arg(QString::fromStdString(core::formatBytes(memory.perGpu.total(), core::ByteBase::Decimal)),
                                  QString::fromStdString(
                                      core::formatBytes(memory.perGpu.weights, core::ByteBase::Decimal))));
    } catch (const std::exception &error) {
        problem = QString::fromStdString(error.what());
        m_needs->clear();
    }
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    m_okButton->setEnabled(problem.isEmpty());
}

} // namespace dlrig::ui
