#include "ui/catalog/addpartdialog.h"

#include "core/parts/partjson.h"
#include "core/parts/partspecsjson.h"
#include "report/messagetext.h"
#include "report/numberinput.h"
#include "ui/widgets/currencycombo.h"
#include "ui/widgets/errorlabel.h"

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

namespace dlrig::ui {

namespace {
QString qstring(const std::string &text)
{
    return QString::fromStdString(text);
}
} // namespace

AddPartDialog::AddPartDialog(const core::Part &start, std::function<bool(const std::string &)> idTaken, QWidget *parent)
    : QDialog(parent), m_idTaken(std::move(idTaken)), m_part(std::make_unique<core::Part>(start)),
      m_category(core::toString(start.category())), m_id(new QLineEdit(qstring(start.id + "-own"))),
      m_vendor(new QLineEdit(qstring(start.vendor))), m_model(new QLineEdit(qstring(start.model))),
      m_aliases(new QLineEdit), m_tdp(new QSpinBox), m_year(new QSpinBox), m_amount(new QLineEdit),
      m_currency(new QComboBox), m_kind(new QComboBox), m_date(new QDateEdit(QDate::currentDate())),
      m_priceSource(new QLineEdit), m_source(new QLineEdit(qstring(start.specSource))), m_note(new QLineEdit),
      m_specs(new QPlainTextEdit), m_error(makeErrorLabel())
{
    setWindowTitle(tr("Add own %1 part").arg(qstring(m_category)));
    m_tdp->setRange(0, 100000);
    m_tdp->setValue(start.tdpWatts);
    m_tdp->setSuffix(" W");
    m_year->setRange(1990, 2100);
    m_year->setValue(start.releaseYear);
    fillCurrencies(*m_currency);
    for (core::PriceKind kind : {core::PriceKind::Quote, core::PriceKind::Street, core::PriceKind::Msrp,
                                 core::PriceKind::Used, core::PriceKind::Estimate})
        m_kind->addItem(qstring(std::string(core::toString(kind))));
    if (start.price) {
        m_amount->setText(qstring(start.price->amount.amountText()));
        m_currency->setCurrentText(qstring(std::string(start.price->amount.currency().code())));
    }
    m_date->setDisplayFormat("yyyy-MM-dd");
    m_date->setCalendarPopup(true);
    m_priceSource->setPlaceholderText(tr("where the price comes from: a quote number, a shop's page…"));
    m_specs->setPlainText(qstring(core::specsToJson(start.specs).dump(2)));
    m_specs->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_specs->setTabChangesFocus(true);
    const std::pair<QWidget *, QString> names[] = {{m_id, tr("Part id")},
                                                   {m_vendor, tr("Vendor")},
                                                   {m_model, tr("Model")},
                                                   {m_aliases, tr("Aliases")},
                                                   {m_tdp, tr("Power")},
                                                   {m_year, tr("Release year")},
                                                   {m_amount, tr("Price amount")},
                                                   {m_currency, tr("Price currency")},
                                                   {m_kind, tr("Kind of price")},
                                                   {m_date, tr("Price date")},
                                                   {m_priceSource, tr("Price source")},
                                                   {m_source, tr("Spec source")},
                                                   {m_note, tr("Note")},
                                                   {m_specs, tr("Specs as JSON")}};
    for (const auto &[widget, name] : names)
        widget->setAccessibleName(name);

    auto *price = new QHBoxLayout;
    price->addWidget(m_amount, 2);
    price->addWidget(m_currency);
    price->addWidget(m_kind);
    price->addWidget(m_date);
    auto *form = new QFormLayout;
    form->addRow(tr("&Id:"), m_id);
    form->addRow(tr("&Vendor:"), m_vendor);
    form->addRow(tr("&Model:"), m_model);
    form->addRow(tr("&Aliases (comma-separated):"), m_aliases);
    form->addRow(tr("Po&wer:"), m_tdp);
    form->addRow(tr("&Release year:"), m_year);
    auto *priceLabel = new QLabel(tr("&Price:"));
    priceLabel->setBuddy(m_amount);
    form->addRow(priceLabel, price);
    form->addRow(tr("Price so&urce:"), m_priceSource);
    form->addRow(tr("Spec &source:"), m_source);
    form->addRow(tr("&Note:"), m_note);
    form->addRow(tr("Spe&cs (JSON):"), m_specs);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Add to the catalog"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : {m_id, m_vendor, m_model, m_aliases, m_amount, m_priceSource, m_source, m_note})
        connect(edit, &QLineEdit::textChanged, this, &AddPartDialog::validate);
    for (QSpinBox *box : {m_tdp, m_year})
        connect(box, &QSpinBox::valueChanged, this, &AddPartDialog::validate);
    for (QComboBox *box : {m_currency, m_kind})
        connect(box, &QComboBox::currentIndexChanged, this, &AddPartDialog::validate);
    connect(m_date, &QDateEdit::dateChanged, this, &AddPartDialog::validate);
    connect(m_specs, &QPlainTextEdit::textChanged, this, &AddPartDialog::validate);
    resize(720, 640);
    validate();
}

AddPartDialog::~AddPartDialog() = default;

QString AddPartDialog::problem() const
{
    return m_error->text();
}

// The form as the catalog's JSON record, checked by the same reader an import uses.
void AddPartDialog::validate()
{
    QString problem;
    try {
        nlohmann::json record{{"id", m_id->text().trimmed().toStdString()},
                              {"category", m_category},
                              {"vendor", m_vendor->text().trimmed().toStdString()},
                              {"model", m_model->text().trimmed().toStdString()},
                              {"aliases", nlohmann::json::array()},
                              {"tdp_watts", m_tdp->value()},
                              {"release_year", m_year->value()},
                              {"source", m_source->text().trimmed().toStdString()}};
        for (const QString &alias : m_aliases->text().split(',', Qt::SkipEmptyParts))
            record["aliases"].push_back(alias.trimmed().toStdString());
        if (!m_note->text().trimmed().isEmpty())
            record["note"] = m_note->text().trimmed().toStdString();
        if (!m_amount->text().trimmed().isEmpty()) {
            // Read as the budget field reads it ("60,000", "6万"), refused in the reader's words.
            const QString typed = m_amount->text().trimmed();
            const std::optional<std::string> plain = report::typedAmount(typed);
            const core::InputError notAnAmount(
                "amount",
                tr("Price amount: expected an amount such as 1,599.00 or 1599 with at most two decimals, not “%1”")
                    .arg(typed)
                    .toStdString());
            if (!plain)
                throw notAnAmount;
            const core::Money amount = [&] {
                try {
                    return core::Money::parse(*plain,
                                              core::Currency::fromCode(m_currency->currentText().toStdString()));
                } catch (const std::invalid_argument &) {
                    throw notAnAmount;
                }
            }();
            record["price"] = {{"amount", core::majorUnits(amount)},
                               {"currency", m_currency->currentText().toStdString()},
                               {"date", m_date->date().toString(Qt::ISODate).toStdString()},
                               {"kind", m_kind->currentText().toStdString()},
                               {"source", m_priceSource->text().trimmed().toStdString()}};
            if (m_kind->currentText() == QLatin1String("used"))
                record["price"]["condition"] = "used";
        }
        try {
            record["specs"] = nlohmann::json::parse(m_specs->toPlainText().toStdString());
        } catch (const nlohmann::json::parse_error &error) {
            // The parser's own text is for developers: say where, in words.
            throw core::InputError("specs", tr("Specs: this is not JSON (near character %1); write it as "
                                               "{\"key\": value, …}.")
                                                .arg(error.byte)
                                                .toStdString());
        }
        core::Part part = core::partFromJson(record, tr("the new part").toStdString());
        if (m_idTaken(part.id))
            throw core::InputError("id", tr("Id: “%1” is already in the catalog; choose another.")
                                             .arg(QString::fromStdString(part.id))
                                             .toStdString());
        *m_part = std::move(part);
    } catch (const std::exception &error) {
        problem = report::errorText(error);
    }
    showError(m_error, problem);
    m_ok->setEnabled(problem.isEmpty());
}

} // namespace dlrig::ui
