#include "ui/settings/settingsdialog.h"

#include "core/estimate/assumptions.h"
#include "report/messagetext.h"
#include "ui/build/costsdialog.h"
#include "ui/settings/catalogsettings.h"
#include "ui/widgets/currencycombo.h"
#include "ui/widgets/errorlabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

namespace dlrig::ui {

namespace {
enum Column { KeyColumn, ValueColumn, UnitColumn, DescriptionColumn };

QString qstring(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Enough decimals for fractions, none for byte counts and rates.
int decimalsFor(double maximum)
{
    return maximum <= 16 ? 3 : maximum <= 1000 ? 1 : 0;
}
} // namespace

SettingsDialog::SettingsDialog(const QMap<QString, double> &values, const GeneralSettings &general, QWidget *parent,
                               const QString &teamLocation)
    : QDialog(parent), m_table(new QTableWidget(0, 4))
{
    m_table->setObjectName("assumptionTable");
    setWindowTitle(tr("Preferences"));
    m_table->setHorizontalHeaderLabels({tr("Assumption"), tr("Value"), tr("Unit"), tr("Why this default")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Assumptions"));
    for (const core::AssumptionInfo &info : core::assumptionTable()) {
        const int row = m_table->rowCount();
        const QString key = qstring(info.key);
        m_table->insertRow(row);
        m_table->setItem(row, KeyColumn, new QTableWidgetItem(key));
        auto *spin = new QDoubleSpinBox;
        spin->setObjectName(key);
        spin->setDecimals(decimalsFor(info.maximum));
        spin->setRange(info.minimum, info.maximum);
        spin->setValue(values.value(key, core::Assumptions{}.*info.member));
        spin->setAccessibleName(key);
        auto *cell = new QWidget; // keeps the spin box its natural height in a tall row
        auto *cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(2, 0, 2, 0);
        cellLayout->addWidget(spin, 0, Qt::AlignVCenter);
        m_table->setCellWidget(row, ValueColumn, cell);
        m_table->setItem(row, UnitColumn, new QTableWidgetItem(report::termText(info.unit)));
        auto *description = new QTableWidgetItem(report::termText(info.description));
        description->setToolTip(description->text());
        m_table->setItem(row, DescriptionColumn, description);
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(DescriptionColumn, QHeaderView::Stretch);
    // Row heights follow the description column's final width, known once laid out.
    // Queued: the header reports the new width before the items are laid out
    // at it, and rows measured then kept the height of a narrower column.
    connect(
        m_table->horizontalHeader(), &QHeaderView::sectionResized, m_table,
        [this](int column) {
            if (column == DescriptionColumn)
                m_table->resizeRowsToContents();
        },
        Qt::QueuedConnection);

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *analysis = new QWidget;
    auto *analysisLayout = new QVBoxLayout(analysis);
    analysisLayout->addWidget(makeGeneral(general));
    auto *intro = new QLabel(tr("What the analysis assumes where it cannot derive a number. The benchmark tab will "
                                "measure some of them on your machine."));
    intro->setWordWrap(true);
    analysisLayout->addWidget(intro);
    analysisLayout->addWidget(m_table, 1);
    m_catalogPage = new CatalogSettingsPage(teamLocation);
    connect(m_catalogPage, &CatalogSettingsPage::changed, this, &SettingsDialog::validateGeneral);
    m_tabs = new QTabWidget;
    m_tabs->addTab(analysis, tr("&General and assumptions"));
    m_tabs->addTab(m_catalogPage, tr("C&atalog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(1000, 720);
    validateGeneral();
}

QWidget *SettingsDialog::makeGeneral(const GeneralSettings &general)
{
    m_sizes = new QComboBox;
    m_sizes->addItem(tr("GB (10⁹ bytes, as drive and GPU makers count)"));
    m_sizes->addItem(tr("GiB (2³⁰ bytes, as operating systems count)"));
    m_sizes->setCurrentIndex(general.bytes == core::ByteBase::Binary ? 1 : 0);
    m_sizes->setAccessibleName(tr("Sizes in"));
    m_electricity = new QLineEdit;
    m_electricity->setPlaceholderText(tr("the scenario's"));
    m_electricity->setAccessibleName(tr("Electricity price per kWh for new builds"));
    m_electricityCurrency = new QComboBox;
    fillCurrencies(*m_electricityCurrency);
    m_electricityCurrency->setAccessibleName(tr("Electricity price currency for new builds"));
    if (general.electricityPerKwh) {
        m_electricity->setText(QString::fromStdString(general.electricityPerKwh->amountText()));
        m_electricityCurrency->setCurrentText(
            QString::fromStdString(std::string(general.electricityPerKwh->currency().code())));
    }
    m_pue = new QDoubleSpinBox;
    m_pue->setRange(0.95, 3.0); // the minimum stands for "not set"
    m_pue->setSingleStep(0.05);
    m_pue->setDecimals(2);
    m_pue->setSpecialValueText(tr("the scenario's"));
    m_pue->setValue(general.pue.value_or(0.95));
    m_pue->setAccessibleName(tr("PUE for new builds"));
    m_circuit = new QLineEdit;
    m_circuit->setObjectName("circuit");
    m_circuit->setPlaceholderText(tr("the common outlet where the budget's currency is spent"));
    m_circuit->setToolTip(tr("Volts/amps of the circuit a tower or workstation will run on, such as 120V/15A, "
                             "230V/16A or 208V/30A: it draws at most 80 % of it continuously."));
    m_circuit->setAccessibleName(tr("Wall circuit for new builds"));
    if (general.circuit)
        m_circuit->setText(QString::fromStdString(general.circuit->text()));
    m_includeUsed = new QCheckBox(tr("Let recommendations use &used and estimated prices"));
    m_includeUsed->setToolTip(tr("Off: only new parts' prices (MSRP, street price, quote) are recommended. Used "
                                 "cards and estimates from undated pages stay in the catalog either way."));
    m_includeUsed->setChecked(general.includeUsedPrices);
    m_staleMonths = new QSpinBox;
    m_staleMonths->setRange(1, 240);
    m_staleMonths->setSuffix(tr(" months"));
    m_staleMonths->setValue(general.staleAfterMonths);
    m_staleMonths->setAccessibleName(tr("Mark prices older than this as stale"));
    m_yuanInWan = new QCheckBox(tr("In Chinese, write &yuan totals in 万 (CNY 5.72 万 for CNY 57,227.20)"));
    m_yuanInWan->setObjectName("yuanInWan");
    m_yuanInWan->setToolTip(tr("Totals, budgets and the wizard's prices; the quote and the parts' own prices "
                               "stay exact."));
    m_yuanInWan->setChecked(general.yuanInWan);
    m_error = makeErrorLabel();

    auto *price = new QHBoxLayout;
    price->addWidget(m_electricity, 1);
    price->addWidget(m_electricityCurrency);
    auto *box = new QGroupBox(tr("General"));
    auto *form = new QFormLayout(box);
    form->addRow(tr("&Sizes in:"), m_sizes);
    auto *priceLabel = new QLabel(tr("&Electricity per kWh for new builds:"));
    priceLabel->setBuddy(m_electricity);
    form->addRow(priceLabel, price);
    form->addRow(tr("&PUE for new builds:"), m_pue);
    form->addRow(tr("&Wall circuit for new builds:"), m_circuit);
    form->addRow(m_includeUsed);
    form->addRow(tr("Prices are s&tale after:"), m_staleMonths);
    form->addRow(m_yuanInWan);
    form->addRow(m_error);
    connect(m_electricity, &QLineEdit::textChanged, this, &SettingsDialog::validateGeneral);
    connect(m_circuit, &QLineEdit::textChanged, this, &SettingsDialog::validateGeneral);
    connect(m_electricityCurrency, &QComboBox::currentIndexChanged, this, &SettingsDialog::validateGeneral);
    return box;
}

GeneralSettings SettingsDialog::general() const
{
    GeneralSettings general;
    general.bytes = m_sizes->currentIndex() == 1 ? core::ByteBase::Binary : core::ByteBase::Decimal;
    const QString amount = m_electricity->text().trimmed();
    if (!amount.isEmpty()) {
        try {
            general.electricityPerKwh = core::Money::parse(
                amount.toStdString(), core::Currency::fromCode(m_electricityCurrency->currentText().toStdString()));
        } catch (const std::exception &) {
            // validateGeneral() keeps OK disabled for this.
        }
    }
    if (m_pue->value() > m_pue->minimum())
        general.pue = m_pue->value();
    general.includeUsedPrices = m_includeUsed->isChecked();
    general.staleAfterMonths = m_staleMonths->value();
    general.yuanInWan = m_yuanInWan->isChecked();
    general.circuit = core::parseCircuit(m_circuit->text().trimmed().toStdString());
    return general;
}

void SettingsDialog::validateGeneral()
{
    const QString amount = m_electricity->text().trimmed();
    const QString circuit = m_circuit->text().trimmed();
    QString problem =
        amount.isEmpty() ? QString() : CostsDialog::electricityProblem(amount, m_electricityCurrency->currentText());
    if (problem.isEmpty() && !circuit.isEmpty() && !core::parseCircuit(circuit.toStdString()))
        problem = tr("Wall circuit: '%1' is not volts/amps like 230V/16A (90–480 V, 1–100 A).").arg(circuit);
    showError(m_error, problem);
    // The Catalog tab shows its own problem beside the address.
    const QString catalogProblem = m_catalogPage ? m_catalogPage->problem() : QString();
    if (m_ok)
        m_ok->setEnabled(problem.isEmpty() && catalogProblem.isEmpty());
}

QString SettingsDialog::teamLocation() const
{
    return m_catalogPage->teamLocation();
}

QMap<QString, double> SettingsDialog::values() const
{
    QMap<QString, double> values;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *spin = m_table->cellWidget(row, ValueColumn)->findChild<QDoubleSpinBox *>();
        values.insert(m_table->item(row, KeyColumn)->text(), spin->value());
    }
    return values;
}

void SettingsDialog::setValue(const QString &key, double value)
{
    if (auto *spin = m_table->findChild<QDoubleSpinBox *>(key))
        spin->setValue(value);
}

void SettingsDialog::restoreDefaults()
{
    const core::Assumptions defaults;
    for (const core::AssumptionInfo &info : core::assumptionTable())
        setValue(qstring(info.key), defaults.*info.member);
}

} // namespace dlrig::ui
