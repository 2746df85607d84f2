#include "ui/bom/bomview.h"

#include "ui/settings/generalsettings.h"

#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/bom.h"
#include "report/bomdocument.h"
#include "report/messagetext.h"
#include "report/numberinput.h"
#include "ui/widgets/currencycombo.h"
#include "ui/widgets/errorlabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTimer>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

#include <map>
#include <optional>

namespace dlrig::ui {

struct BomView::State {
    QString name;
    std::optional<core::ResolvedBuild> build;
    std::optional<core::Analysis> analysis;
};

namespace {
std::string text(const QLineEdit *edit)
{
    return edit->text().trimmed().toStdString();
}
} // namespace

BomView::BomView(QWidget *parent)
    : QWidget(parent), m_state(std::make_unique<State>()), m_title(new QLineEdit), m_organisation(new QLineEdit),
      m_requester(new QLineEdit), m_approver(new QLineEdit), m_quoteNumber(new QLineEdit),
      m_date(new QDateEdit(QDate::currentDate())), m_validUntil(new QDateEdit(QDate::currentDate().addDays(30))),
      m_address(new QPlainTextEdit), m_notes(new QPlainTextEdit), m_logo(new QLineEdit), m_currency(new QComboBox),
      m_discount(new QLineEdit), m_tax(new QLineEdit), m_shipping(new QLineEdit), m_paper(new QComboBox),
      m_summary(new QCheckBox(tr("Po&wer, cost of ownership and the barrel"))), m_error(makeErrorLabel()),
      m_preview(new QTextBrowser), m_previewTimer(new QTimer(this))
{
    setObjectName("bomView");
    const std::pair<QWidget *, QString> names[] = {{m_title, tr("Title")},
                                                   {m_organisation, tr("Organisation")},
                                                   {m_requester, tr("Requested by")},
                                                   {m_approver, tr("Approved by")},
                                                   {m_quoteNumber, tr("Quote number")},
                                                   {m_date, tr("Quote date")},
                                                   {m_validUntil, tr("Valid until")},
                                                   {m_address, tr("Delivery address")},
                                                   {m_notes, tr("Notes")},
                                                   {m_logo, tr("Logo image")},
                                                   {m_currency, tr("Currency")},
                                                   {m_discount, tr("Discount")},
                                                   {m_tax, tr("Tax rate")},
                                                   {m_shipping, tr("Shipping")},
                                                   {m_paper, tr("Paper")},
                                                   {m_preview, tr("Quote preview")}};
    for (const auto &[widget, name] : names)
        widget->setAccessibleName(name);
    // Object names: what formState() keys its fields by, and what tests find.
    const std::pair<QWidget *, const char *> objectNames[] = {{m_title, "bomTitle"},
                                                              {m_organisation, "bomOrganisation"},
                                                              {m_requester, "bomRequester"},
                                                              {m_approver, "bomApprover"},
                                                              {m_quoteNumber, "bomQuoteNumber"},
                                                              {m_date, "bomDate"},
                                                              {m_validUntil, "bomValidUntil"},
                                                              {m_address, "bomAddress"},
                                                              {m_notes, "bomNotes"},
                                                              {m_logo, "bomLogo"},
                                                              {m_currency, "bomCurrency"},
                                                              {m_discount, "bomDiscount"},
                                                              {m_tax, "bomTax"},
                                                              {m_shipping, "bomShipping"},
                                                              {m_paper, "bomPaper"},
                                                              {m_summary, "bomSummary"}};
    for (const auto &[widget, name] : objectNames)
        widget->setObjectName(name);
    for (QDateEdit *date : {m_date, m_validUntil}) {
        date->setDisplayFormat("yyyy-MM-dd");
        date->setCalendarPopup(true);
    }
    m_address->setMaximumHeight(52);
    m_notes->setMaximumHeight(52);
    m_address->setTabChangesFocus(true);
    m_notes->setTabChangesFocus(true);
    fillCurrencies(*m_currency);
    m_discount->setPlaceholderText(tr("5% or an amount"));
    m_tax->setPlaceholderText(tr("e.g. 13 (China VAT), 19 (Germany)"));
    m_shipping->setPlaceholderText(tr("amount"));
    m_logo->setPlaceholderText(tr("an image file (PNG, JPEG, SVG)"));
    m_paper->addItem(tr("A4"), "a4");
    m_paper->addItem(tr("Letter"), "letter");

    // What is the user's own (who they are, their tax, paper) comes back next time.
    QSettings settings;
    m_organisation->setText(settings.value("bom/organisation").toString());
    m_requester->setText(settings.value("bom/requester").toString());
    m_approver->setText(settings.value("bom/approver").toString());
    m_address->setPlainText(settings.value("bom/deliveryAddress").toString());
    m_logo->setText(settings.value("bom/logo").toString());
    m_tax->setText(settings.value("bom/taxPercent").toString());
    m_paper->setCurrentIndex(m_paper->findData(settings.value("bom/paper", "a4").toString()));
    m_summary->setChecked(settings.value("bom/summary", true).toBool());

    auto *logoButton = new QPushButton(tr("…"));
    logoButton->setAccessibleName(tr("Choose a logo image"));
    connect(logoButton, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Logo"), m_logo->text(), tr("Images (*.png *.jpg *.jpeg *.svg)"));
        if (!path.isEmpty())
            m_logo->setText(path);
    });
    auto *logoRow = new QHBoxLayout;
    logoRow->addWidget(m_logo, 1);
    logoRow->addWidget(logoButton);
    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("Or&ganisation:"), m_organisation);
    form->addRow(tr("Re&quested by:"), m_requester);
    form->addRow(tr("Approved &by:"), m_approver);
    m_issue = new QPushButton(tr("Issue number"));
    m_issue->setObjectName("issueQuoteNumber");
    m_issue->setToolTip(tr("Takes the next quote number from the team server, which keeps this BOM as issued; "
                           "needs the dlrig_buyer role"));
    m_issue->hide();
    connect(m_issue, &QPushButton::clicked, this, &BomView::issueQuoteNumber);
    auto *numberRow = new QHBoxLayout;
    numberRow->addWidget(m_quoteNumber, 1);
    numberRow->addWidget(m_issue);
    // A row of two widgets: its label needs the field as buddy, or "&Quote"
    // shows its ampersand and Alt+Q reaches nothing.
    auto *numberLabel = new QLabel(tr("Quote nu&mber:"));
    numberLabel->setBuddy(m_quoteNumber);
    form->addRow(numberLabel, numberRow);
    form->addRow(tr("&Date:"), m_date);
    form->addRow(tr("V&alid until:"), m_validUntil);
    form->addRow(tr("De&liver to:"), m_address);
    form->addRow(tr("&Notes:"), m_notes);
    auto *logoLabel = new QLabel(tr("Logo:"));
    logoLabel->setBuddy(m_logo);
    form->addRow(logoLabel, logoRow);
    form->addRow(tr("Currenc&y:"), m_currency);
    form->addRow(tr("Disco&unt:"), m_discount);
    form->addRow(tr("Ta&x rate (%):"), m_tax);
    form->addRow(tr("Sh&ipping:"), m_shipping);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(m_summary);

    auto *pdf = new QPushButton(tr("Exp&ort PDF…"));
    auto *csv = new QPushButton(tr("Export &CSV…"));
    auto *json = new QPushButton(tr("Export &JSON…"));
    auto *print = new QPushButton(tr("P&rint…"));
    connect(pdf, &QPushButton::clicked, this, [this] { exportDialog("pdf"); });
    connect(csv, &QPushButton::clicked, this, [this] { exportDialog("csv"); });
    connect(json, &QPushButton::clicked, this, [this] { exportDialog("json"); });
    connect(print, &QPushButton::clicked, this, &BomView::printDialog);
    auto *buttons = new QGridLayout;
    buttons->addWidget(pdf, 0, 0);
    buttons->addWidget(csv, 0, 1);
    buttons->addWidget(json, 1, 0);
    buttons->addWidget(print, 1, 1);

    auto *fields = new QWidget;
    auto *left = new QVBoxLayout(fields);
    left->addLayout(form);
    left->addWidget(m_error);
    left->addLayout(buttons);
    left->addStretch(1);
    auto *split = new QSplitter;
    split->addWidget(fields);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    split->setSizes({520, 900});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(split);

    // Typing re-renders the preview once it pauses, not on every keystroke.
    m_previewTimer->setSingleShot(true);
    m_previewTimer->setInterval(300);
    connect(m_previewTimer, &QTimer::timeout, this, &BomView::updatePreview);
    for (QLineEdit *edit :
         {m_title, m_organisation, m_requester, m_approver, m_quoteNumber, m_logo, m_discount, m_tax, m_shipping})
        connect(edit, &QLineEdit::textChanged, this, &BomView::edited);
    for (QPlainTextEdit *edit : {m_address, m_notes})
        connect(edit, &QPlainTextEdit::textChanged, this, &BomView::edited);
    // The lengths a quote file may have (core/build/bom.h): a pasted novel
    // would take minutes to lay out in the PDF.
    for (QLineEdit *edit : {m_title, m_organisation, m_requester, m_approver, m_quoteNumber})
        edit->setMaxLength(static_cast<int>(core::kQuoteLineCharacters));
    for (auto [edit, limit] :
         {std::pair{m_address, core::kQuoteAddressCharacters}, std::pair{m_notes, core::kQuoteNotesCharacters}}) {
        connect(edit, &QPlainTextEdit::textChanged, this, [edit, limit] {
            const QString text = edit->toPlainText();
            if (static_cast<std::size_t>(text.size()) <= limit)
                return;
            const QSignalBlocker blocker(edit);
            edit->setPlainText(text.left(static_cast<qsizetype>(limit)));
            edit->moveCursor(QTextCursor::End);
        });
    }
    for (QDateEdit *date : {m_date, m_validUntil})
        connect(date, &QDateEdit::dateChanged, this, &BomView::edited);
    for (QComboBox *box : {m_currency, m_paper})
        connect(box, &QComboBox::currentIndexChanged, this, &BomView::edited);
    connect(m_summary, &QCheckBox::toggled, this, &BomView::edited);
    clearBuild(tr("Open or make a build: its bill of materials appears here."));
}

BomView::~BomView() = default;

void BomView::setBuild(const QString &name, const core::ResolvedBuild &build, const core::Analysis &analysis)
{
    const bool first = !m_state->build;
    m_state->name = name;
    m_state->build = build;
    m_state->analysis = analysis;
    if (first || m_title->text().isEmpty())
        m_currency->setCurrentText(QString::fromStdString(std::string(build.scenario.currency.code())));
    updatePreview();
}

QVariantMap BomView::formState() const
{
    QVariantMap state;
    for (const QLineEdit *line :
         {m_title, m_organisation, m_requester, m_approver, m_quoteNumber, m_logo, m_discount, m_tax, m_shipping})
        state.insert(line->objectName(), line->text());
    for (const QPlainTextEdit *box : {m_address, m_notes})
        state.insert(box->objectName(), box->toPlainText());
    for (const QDateEdit *date : {m_date, m_validUntil})
        state.insert(date->objectName(), date->date());
    state.insert(m_currency->objectName(), m_currency->currentText());
    state.insert(m_paper->objectName(), m_paper->currentIndex());
    state.insert(m_summary->objectName(), m_summary->isChecked());
    return state;
}

void BomView::restoreFormState(const QVariantMap &state)
{
    for (QLineEdit *line :
         {m_title, m_organisation, m_requester, m_approver, m_quoteNumber, m_logo, m_discount, m_tax, m_shipping})
        if (state.contains(line->objectName()))
            line->setText(state.value(line->objectName()).toString());
    for (QPlainTextEdit *box : {m_address, m_notes})
        if (state.contains(box->objectName()))
            box->setPlainText(state.value(box->objectName()).toString());
    for (QDateEdit *date : {m_date, m_validUntil})
        if (state.contains(date->objectName()))
            date->setDate(state.value(date->objectName()).toDate());
    if (state.contains(m_currency->objectName()))
        m_currency->setCurrentText(state.value(m_currency->objectName()).toString());
    if (state.contains(m_paper->objectName()))
        m_paper->setCurrentIndex(state.value(m_paper->objectName()).toInt());
    if (state.contains(m_summary->objectName()))
        m_summary->setChecked(state.value(m_summary->objectName()).toBool());
    edited();
}

void BomView::clearBuild(const QString &message)
{
    m_state->build.reset();
    m_state->analysis.reset();
    m_preview->setPlainText(message);
}

core::BomTerms BomView::terms() const
{
    const core::Currency currency = core::Currency::fromCode(m_currency->currentText().toStdString());
    core::BomTerms terms;
    core::QuoteFields &f = terms.fields;
    f.title = text(m_title);
    f.organisation = text(m_organisation);
    f.requester = text(m_requester);
    f.approver = text(m_approver);
    f.quoteNumber = text(m_quoteNumber);
    f.date = m_date->date().toString(Qt::ISODate).toStdString();
    f.validUntil = m_validUntil->date().toString(Qt::ISODate).toStdString();
    f.deliveryAddress = m_address->toPlainText().trimmed().toStdString();
    f.notes = m_notes->toPlainText().trimmed().toStdString();
    f.logo = text(m_logo);
    // What people type ("3,000", "3万", "13%") is read here, and refused in the
    // user's language before core sees it; the field is named by its label.
    const auto refuse = [](const QString &field, const QString &message) {
        throw core::InputError(field.toStdString(), (field + QStringLiteral(": ") + message).toStdString());
    };
    const auto percent = [&](const QString &field, const QString &typed) {
        const std::optional<std::string> value = report::typedPercent(typed);
        if (!value || std::stod(*value) < 0 || std::stod(*value) > 100)
            refuse(field, tr("expected a percentage from 0 to 100 such as 13 or 13%, not “%1”").arg(typed));
        try {
            return core::Percent::parse(*value, field.toStdString());
        } catch (const core::InputError &) {
            refuse(field, tr("at most four decimals, such as 7.25%, not “%1”").arg(typed));
        }
        return core::Percent{};
    };
    const auto amount = [&](const QString &field, const QString &typed) {
        const std::optional<std::string> value = report::typedAmount(typed);
        if (!value)
            refuse(field, tr("expected an amount such as 3,000, 3000.50 or 3万, not “%1”").arg(typed));
        if (value->starts_with('-'))
            refuse(field, tr("cannot be negative"));
        try {
            return core::Money::parse(*value, currency);
        } catch (const std::exception &) {
            refuse(field, tr("at most %n decimal(s) in %1, not “%2”", nullptr, currency.minorDigits())
                              .arg(QString::fromLatin1(currency.code().data(), 3), typed));
        }
        return core::Money::zero(currency);
    };
    const QString discount = m_discount->text().trimmed();
    if (discount.endsWith(QLatin1Char('%')) || discount.endsWith(QChar(0xFF05)))
        terms.discountPercent = percent(tr("Discount"), discount);
    else if (!discount.isEmpty())
        terms.discountAmount = amount(tr("Discount"), discount);
    if (const QString tax = m_tax->text().trimmed(); !tax.isEmpty())
        terms.taxPercent = percent(tr("Tax rate"), tax);
    if (const QString shipping = m_shipping->text().trimmed(); !shipping.isEmpty())
        terms.shipping = amount(tr("Shipping"), shipping);
    terms.staleAfterMonths = loadGeneralSettings().staleAfterMonths;
    return terms;
}

core::Bom BomView::bom() const
{
    if (!m_state->build)
        throw core::InputError("build", tr("No build is open.").toStdString());
    const core::Currency currency = core::Currency::fromCode(m_currency->currentText().toStdString());
    return core::makeBom(*m_state->build, m_state->name.toStdString(), currency, terms(),
                         core::ExchangeRates::builtIn());
}

QString BomView::problem() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void BomView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_previewStale)
        updatePreview();
}

bool BomView::previewPending() const
{
    return m_previewTimer->isActive();
}

void BomView::edited()
{
    checkFields();
    m_previewTimer->start();
}

bool BomView::checkFields()
{
    QString problem;
    QWidget *wrong = nullptr;
    try {
        terms();
        if (m_state->build)
            bom(); // a discount larger than the subtotal is known only with the lines
    } catch (const core::InputError &error) {
        const std::map<QString, QWidget *> fields{
            {tr("Discount"), m_discount}, {tr("Tax rate"), m_tax}, {tr("Shipping"), m_shipping}};
        const auto it = fields.find(QString::fromStdString(error.field()));
        wrong = it == fields.end() ? nullptr : it->second;
        // terms() words its own refusals; what core refuses with the lines is a discount over the subtotal.
        const QString why = error.field() == "discount" ? tr("Discount: more than the subtotal of the lines")
                                                        : report::errorText(error);
        if (error.field() == "discount")
            wrong = m_discount;
        problem = tr("The preview waits until this is fixed: %1").arg(why);
    } catch (const std::exception &error) {
        problem = tr("The preview waits until this is fixed: %1").arg(report::errorText(error));
    }
    showError(m_error, problem);
    if (m_markedField != wrong) {
        if (m_markedField)
            m_markedField->setStyleSheet({});
        if (wrong)
            wrong->setStyleSheet(QStringLiteral("border: 2px solid #b3261e;"));
        m_markedField = wrong;
    }
    return problem.isEmpty();
}

void BomView::updatePreview()
{
    m_previewTimer->stop();
    if (!m_state->build)
        return;
    if (!isVisible()) {
        m_previewStale = true;
        return;
    }
    m_previewStale = false;
    if (!checkFields())
        return; // the last good preview stays, and the line above says what holds it
    try {
        report::BomDocumentOptions options;
        options.analysis = m_summary->isChecked() ? &*m_state->analysis : nullptr;
        report::fillBomDocument(*m_preview->document(), bom(), options);
    } catch (const std::exception &error) {
        showError(m_error, report::errorText(error));
    }
}

int BomView::exportPdf(const QString &path) const
{
    const core::Bom current = bom();
    report::BomDocumentOptions options;
    options.paper = report::paperFromString(m_paper->currentData().toString().toStdString());
    options.analysis = m_summary->isChecked() ? &*m_state->analysis : nullptr;
    const int pages = report::writeBomPdf(path.toStdString(), current, options);
    remember();
    return pages;
}

void BomView::exportCsv(const QString &path) const
{
    core::writeTextFileAtomically(path.toStdString(), core::toCsv(bom()));
    remember();
}

void BomView::exportJson(const QString &path) const
{
    core::writeTextFileAtomically(path.toStdString(), core::toJson(bom()).dump(2) + "\n");
    remember();
}

void BomView::setQuoteIssuer(QuoteIssuer issuer)
{
    m_issuer = std::move(issuer);
    m_issue->setVisible(static_cast<bool>(m_issuer));
}

bool BomView::issueQuoteNumber()
{
    if (!m_issuer)
        return false;
    bool numbered = false;
    try {
        if (!m_quoteNumber->text().trimmed().isEmpty())
            throw core::InputError("Quote number", tr("Quote number: clear it first; the team server gives the "
                                                      "number")
                                                       .toStdString());
        const core::Bom current = bom(); // every field checked before a number is taken
        const std::string title = current.fields.title.empty() ? current.name : current.fields.title;
        const std::int64_t number = m_issuer(title, [this, &numbered](std::int64_t issued) {
            numbered = true;
            m_quoteNumber->setText(QString::number(issued));
            return core::toJson(bom()).dump(2);
        });
        emit exported(tr("Quote %1 issued on the team server, which keeps this BOM as issued").arg(number));
        return true;
    } catch (const std::exception &error) {
        if (numbered) // taken but not issued: the number stays unused
            m_quoteNumber->clear();
        QMessageBox::warning(this, tr("Cannot issue a quote number"), report::errorText(error));
        return false;
    }
}

QLineEdit *BomView::field(const QString &accessibleName) const
{
    for (QLineEdit *edit : findChildren<QLineEdit *>()) {
        if (edit->accessibleName() == accessibleName)
            return edit;
    }
    return nullptr;
}

void BomView::remember() const
{
    QSettings settings;
    settings.setValue("bom/organisation", m_organisation->text());
    settings.setValue("bom/requester", m_requester->text());
    settings.setValue("bom/approver", m_approver->text());
    settings.setValue("bom/deliveryAddress", m_address->toPlainText());
    settings.setValue("bom/logo", m_logo->text());
    settings.setValue("bom/taxPercent", m_tax->text());
    settings.setValue("bom/paper", m_paper->currentData());
    settings.setValue("bom/summary", m_summary->isChecked());
}

void BomView::exportDialog(const QString &format)
{
    QSettings settings;
    const QString folder = settings.value("bom/exportFolder", QDir::homePath()).toString();
    const QString base = m_quoteNumber->text().trimmed().isEmpty() ? m_state->name : m_quoteNumber->text().trimmed();
    const QString filters = format == "pdf"   ? tr("PDF (*.pdf)")
                            : format == "csv" ? tr("CSV (*.csv)")
                                              : tr("JSON (*.json)");
    QString path = QFileDialog::getSaveFileName(this, tr("Export the bill of materials"),
                                                QDir(folder).filePath(base + "." + format), filters);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += "." + format;
    try {
        if (format == "pdf") {
            const int pages = exportPdf(path);
            emit exported(tr("Wrote the quote to %1 (%2 pages)").arg(QDir::toNativeSeparators(path)).arg(pages));
        } else {
            format == "csv" ? exportCsv(path) : exportJson(path);
            emit exported(tr("Wrote the bill of materials to %1").arg(QDir::toNativeSeparators(path)));
        }
        settings.setValue("bom/exportFolder", QFileInfo(path).absolutePath());
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot export the bill of materials"), report::errorText(error));
    }
}

void BomView::printDialog()
{
    try {
        const core::Bom current = bom();
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        report::BomDocumentOptions options;
        options.paper = report::paperFromString(m_paper->currentData().toString().toStdString());
        options.analysis = m_summary->isChecked() ? &*m_state->analysis : nullptr;
        report::paintBom(printer, current, options);
        remember();
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot print the bill of materials"), report::errorText(error));
    }
}

} // namespace dlrig::ui
