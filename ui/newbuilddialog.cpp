#include "ui/newbuilddialog.h"

#include "core/exchangerates.h"
#include "core/money.h"
#include "core/presets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {
// Currencies offered first; any other the built-in rates know is fine too.
const char *const kCurrencies[] = {"USD", "EUR", "CNY", "GBP", "JPY", "CHF", "CAD", "AUD", "KRW", "INR", "SGD"};
} // namespace

NewBuildDialog::NewBuildDialog(QWidget *parent)
    : QDialog(parent), m_preset(new QComboBox), m_description(new QLabel), m_amount(new QLineEdit),
      m_currency(new QComboBox), m_error(new QLabel)
{
    setWindowTitle(tr("New build"));
    for (const core::Preset &preset : core::presets())
        m_preset->addItem(QString::fromStdString(preset.title), QString::fromStdString(preset.key));
    for (const char *code : kCurrencies) {
        if (core::ExchangeRates::builtIn().knows(core::Currency::fromCode(code)))
            m_currency->addItem(QString::fromLatin1(code));
    }
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
    connect(m_currency, &QComboBox::currentIndexChanged, this, &NewBuildDialog::validate);
    m_okButton = buttons->button(QDialogButtonBox::Ok);
    presetChanged();
    validate();
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

// A preset brings its own budget; the user may change it.
void NewBuildDialog::presetChanged()
{
    const core::Preset *preset = core::findPreset(presetKey().toStdString());
    if (!preset)
        return;
    m_description->setText(QString::fromStdString(preset->description));
    if (preset->scenario.budget) {
        const core::Money &budget = *preset->scenario.budget;
        setBudget(QString::fromStdString(budget.amountText()),
                  QString::fromStdString(std::string(budget.currency().code())));
    }
}

void NewBuildDialog::validate()
{
    QString problem;
    try {
        const core::Money money =
            core::Money::parse(budgetAmount().toStdString(), core::Currency::fromCode(currencyCode().toStdString()));
        if (money.minorUnits() <= 0)
            problem = tr("The budget must be greater than zero.");
    } catch (const std::exception &error) {
        problem = tr("Budget: %1").arg(QString::fromStdString(error.what()));
    }
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    m_okButton->setEnabled(problem.isEmpty());
}

} // namespace dlrig::ui
