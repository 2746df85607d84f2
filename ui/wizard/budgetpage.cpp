// The wizard's second page: the budget in any currency the built-in rates
// know (typed as people write it: 60,000, 6万), the most GPUs in one machine,
// and whether to build from parts, buy a complete server or take an edge
// module. (The scenario page is ui/wizard/wizardpages.cpp.)
#include "ui/wizard/wizardpages.h"

#include "report/numberinput.h"

#include "core/recommend/presets.h"
#include "core/recommend/recommender.h"
#include "core/recommend/scenariochoice.h"
#include "report/messagetext.h"
#include "ui/settings/generalsettings.h"
#include "ui/widgets/currencycombo.h"
#include "ui/widgets/errorlabel.h"
#include "ui/wizard/buildwizard.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace dlrig::ui {

BudgetPage::BudgetPage(QWidget *parent)
    : QWizardPage(parent), m_amount(new QLineEdit), m_currency(new QComboBox), m_maxGpus(new QSpinBox),
      m_parts(new QRadioButton(tr("Build a &workstation or server from parts"))),
      m_server(new QRadioButton(tr("Buy a &complete server"))),
      m_edge(new QRadioButton(tr("Take an edge &module (Jetson class), within the scenario's power cap"))),
      m_error(makeErrorLabel())
{
    setTitle(tr("Budget"));
    setSubTitle(tr("The most the machine may cost, in the currency of the quote. Parts priced in other currencies "
                   "are converted at the built-in reference rates."));
    fillCurrencies(*m_currency);
    m_maxGpus->setRange(1, 8);
    m_maxGpus->setValue(core::RecommendConstraints{}.maxGpus);
    m_parts->setChecked(true);
    auto *route = new QButtonGroup(this);
    route->addButton(m_parts);
    route->addButton(m_server);
    route->addButton(m_edge);
    m_amount->setObjectName("budgetAmount");
    m_amount->setAccessibleName(tr("Budget amount"));
    m_currency->setAccessibleName(tr("Budget currency"));
    m_maxGpus->setAccessibleName(tr("Most GPUs in one machine"));

    auto *budget = new QHBoxLayout;
    budget->addWidget(m_amount, 1);
    budget->addWidget(m_currency);
    auto *budgetLabel = new QLabel(tr("B&udget:"));
    budgetLabel->setBuddy(m_amount);
    auto *form = new QFormLayout;
    form->addRow(budgetLabel, budget);
    form->addRow(tr("Most &GPUs in one machine:"), m_maxGpus);
    auto *fields = new QWidget;
    fields->setLayout(form);
    fields->setMaximumWidth(760);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(fields);
    layout->addWidget(m_parts);
    layout->addWidget(m_server);
    layout->addWidget(m_edge);
    layout->addWidget(m_error);
    layout->addStretch(1);

    connect(m_amount, &QLineEdit::textChanged, this, &BudgetPage::validate);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &BudgetPage::validate);
}

void BudgetPage::setBudget(const QString &amount, const QString &currency)
{
    m_amount->setText(amount);
    m_currency->setCurrentText(currency);
}

void BudgetPage::setWantsServer(bool server)
{
    (server ? m_server : m_parts)->setChecked(true);
}

void BudgetPage::setMaxGpus(int count)
{
    m_maxGpus->setValue(count);
}

int BudgetPage::maxGpus() const
{
    return m_maxGpus->value();
}

bool BudgetPage::wantsServer() const
{
    return m_server->isChecked();
}

void BudgetPage::setWantsEdge(bool edge)
{
    (edge ? m_edge : m_parts)->setChecked(true);
}

bool BudgetPage::wantsEdge() const
{
    return m_edge->isChecked();
}

QString BudgetPage::budgetAmount() const
{
    const QString typed = m_amount->text().trimmed();
    return QString::fromStdString(report::typedAmount(typed).value_or(typed.toStdString()));
}

bool BudgetPage::isComplete() const
{
    return m_valid;
}

// The preset's budget and kind of machine, unless the user already set them
// for this preset.
void BudgetPage::initializePage()
{
    const auto *wizard = static_cast<BuildWizard *>(this->wizard());
    const QString presetKey = QString::fromStdString(wizard->scenarioPage()->choice().presetKey);
    const core::Preset *preset = core::findPreset(presetKey.toStdString());
    if (preset && presetKey != m_presetShown) {
        if (preset->scenario.budget) {
            const core::Money &money = *preset->scenario.budget;
            setBudget(QString::fromStdString(money.amountText()),
                      QString::fromLatin1(money.currency().code().data(), 3));
        }
        if (preset->form == "edge")
            setWantsEdge(true);
        else if (wantsEdge())
            setWantsEdge(false);
    }
    m_presetShown = presetKey;
    validate();
}

core::ScenarioChoice BudgetPage::choice() const
{
    core::ScenarioChoice choice = static_cast<BuildWizard *>(wizard())->scenarioPage()->choice();
    choice.amount = budgetAmount().toStdString();
    choice.currency = m_currency->currentText().toStdString();
    return choice;
}

// The budget as typed ("60,000", "6万", "６万") in core's plain decimal, or
// why not in the user's language.
QString BudgetPage::budgetProblem() const
{
    const QString typed = m_amount->text().trimmed();
    const std::optional<std::string> amount = report::typedAmount(typed);
    if (!amount)
        return tr("Budget: expected an amount such as 60,000, 60000.50 or 6万, not “%1”").arg(typed);
    try {
        if (core::Money::parse(*amount, core::Currency::fromCode(m_currency->currentText().toStdString()))
                .minorUnits() > 0)
            return {};
    } catch (const std::exception &) {
        return tr("Budget: at most two decimals, such as 60,000.50, not “%1”").arg(typed);
    }
    return tr("Budget: expected an amount greater than zero");
}

void BudgetPage::validate()
{
    QString problem = budgetProblem();
    try {
        if (wizard() && problem.isEmpty())
            core::scenarioFromChoice(choice());
    } catch (const std::exception &error) {
        problem = report::errorText(error);
    }
    showError(m_error, problem);
    if (m_valid != problem.isEmpty()) {
        m_valid = problem.isEmpty();
        announceCompleteness(*this);
    }
}

bool BudgetPage::validatePage()
{
    if (const QString problem = budgetProblem(); !problem.isEmpty()) {
        showError(m_error, problem);
        return false;
    }
    try {
        core::Scenario scenario = core::scenarioFromChoice(choice());
        // The user's own tariff and facility, where set in Preferences.
        const GeneralSettings general = loadGeneralSettings();
        if (general.electricityPerKwh)
            scenario.electricityPerKwh = *general.electricityPerKwh;
        if (general.pue)
            scenario.pue = *general.pue;
        if (general.circuit)
            scenario.circuit = *general.circuit; // the user's own site, over a preset's

        core::RecommendConstraints constraints;
        constraints.budget = *scenario.budget;
        constraints.maxGpus = m_maxGpus->value();
        constraints.includeUsedPrices = general.includeUsedPrices;
        if (const core::Preset *preset = core::findPreset(scenario.preset))
            constraints.maxWatts = core::presetPowerCap(*preset, wantsEdge()     ? "edge"
                                                                 : wantsServer() ? "rack"
                                                                                 : "tower");
        static_cast<BuildWizard *>(wizard())->setScenario(scenario, constraints);
        return true;
    } catch (const std::exception &error) {
        showError(m_error, report::errorText(error));
        return false;
    }
}

} // namespace dlrig::ui
