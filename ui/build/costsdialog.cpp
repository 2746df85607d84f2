#include "ui/build/costsdialog.h"

#include "core/base/exchangerates.h"
#include "core/base/money.h"
#include "report/messagetext.h"
#include "ui/widgets/currencycombo.h"
#include "ui/widgets/errorlabel.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {

QDoubleSpinBox *spin(double minimum, double maximum, int decimals, const QString &suffix)
{
    auto *box = new QDoubleSpinBox;
    box->setRange(minimum, maximum);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    return box;
}

} // namespace

CostsDialog::CostsDialog(const CostInputs &inputs, QWidget *parent)
    : QDialog(parent), m_currency(new QComboBox), m_electricity(new QLineEdit), m_electricityCurrency(new QComboBox),
      m_utilisation(spin(1, 100, 0, QStringLiteral(" %"))), m_years(spin(0.5, 15, 1, tr(" years"))),
      m_pue(spin(1.0, 3.0, 2, QString())), m_error(makeErrorLabel())
{
    setWindowTitle(tr("Costs and use"));
    fillCurrencies(*m_currency);
    fillCurrencies(*m_electricityCurrency);
    m_currency->setCurrentText(inputs.currency);
    m_electricity->setText(inputs.electricityAmount);
    m_electricityCurrency->setCurrentText(inputs.electricityCurrency);
    m_utilisation->setValue(inputs.utilisationPercent);
    m_years->setValue(inputs.years);
    m_pue->setValue(inputs.pue);
    m_currency->setAccessibleName(tr("Build currency"));
    m_electricity->setAccessibleName(tr("Electricity price per kWh"));
    m_electricityCurrency->setAccessibleName(tr("Electricity price currency"));
    m_utilisation->setToolTip(tr("Share of the hours the machine is busy"));
    m_pue->setToolTip(tr("Power usage effectiveness: facility energy ÷ IT energy (1.0 at a desk; data centres "
                         "report about 1.1–1.6)"));

    auto *tariff = new QHBoxLayout;
    tariff->addWidget(m_electricity, 1);
    tariff->addWidget(m_electricityCurrency);
    auto *tariffLabel = new QLabel(tr("&Electricity per kWh:"));
    tariffLabel->setBuddy(m_electricity);
    auto *form = new QFormLayout;
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tariffLabel, tariff);
    form->addRow(tr("&Utilisation:"), m_utilisation);
    form->addRow(tr("&Kept for:"), m_years);
    form->addRow(tr("&PUE:"), m_pue);
    auto *note = new QLabel(tr("Prices are converted with the ECB reference rates of %1.")
                                .arg(QString::fromStdString(core::ExchangeRates::builtIn().date())));
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_error);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_electricity, &QLineEdit::textChanged, this, &CostsDialog::validate);
    connect(m_electricityCurrency, &QComboBox::currentIndexChanged, this, &CostsDialog::validate);
    validate();
}

CostInputs CostsDialog::inputs() const
{
    return {m_currency->currentText(),
            m_electricity->text().trimmed(),
            m_electricityCurrency->currentText(),
            m_utilisation->value(),
            m_years->value(),
            m_pue->value()};
}

void CostsDialog::setElectricity(const QString &amount, const QString &currency)
{
    m_electricity->setText(amount);
    m_electricityCurrency->setCurrentText(currency);
}

bool CostsDialog::isAcceptable() const
{
    return m_ok->isEnabled();
}

QString CostsDialog::electricityProblem(const QString &amount, const QString &currency)
{
    try {
        const core::Money price =
            core::Money::parse(amount.trimmed().toStdString(), core::Currency::fromCode(currency.toStdString()));
        if (price.minorUnits() < 0)
            return tr("The electricity price cannot be negative.");
    } catch (const std::exception &error) {
        return tr("Electricity per kWh: %1").arg(report::errorText(error));
    }
    return {};
}

void CostsDialog::validate()
{
    const QString problem = electricityProblem(m_electricity->text(), m_electricityCurrency->currentText());
    showError(m_error, problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace dlrig::ui
