// MainWindow's catalog edits: the user's prices (undoable), import and export.
#include "report/numberinput.h"
#include "report/pricetext.h"
#include "ui/mainwindow.h"
#include "ui/settings/generalsettings.h"

#include "catalog/catalog.h"
#include "catalog/partfiles.h"
#include "core/models/workload.h"
#include "core/parts/partjson.h"
#include "core/parts/parts.h"
#include "report/messagetext.h"
#include "ui/build/buildview.h"
#include "ui/catalog/addpartdialog.h"
#include "ui/catalog/catalogcommands.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/widgets/currencycombo.h"
#include "ui/wizard/buildwizard.h"

#include <QComboBox>
#include <QDate>
#include <QDateEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

namespace dlrig::ui {

void MainWindow::reloadCatalog()
{
    m_model->setStaleAfterMonths(loadGeneralSettings().staleAfterMonths);
    m_model->setParts(m_catalog.list({}));
    QList<PartChoice> choices;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const core::Part &part = m_model->part(row);
        const QString label = QString::fromStdString(part.vendor + " " + part.model);
        const QString detail = report::PriceText::describe(part, loadGeneralSettings().staleAfterMonths);
        choices.append({QString::fromStdString(part.id), label, detail,
                        QString::fromStdString(std::string(core::toString(part.category())))});
    }
    m_buildView->setPartChoices(choices);
    m_wizard->reload();
}

void MainWindow::partChanged(const std::string &partId)
{
    if (const auto part = m_catalog.find(partId))
        m_model->updatePart(*part);
    m_wizard->reload(); // its next page sees the new price
    refresh();          // the open build may use it
}

bool MainWindow::setPartPrice(const QString &partId, const QString &amount, const QString &currency,
                              const QString &date)
{
    // Everything is checked before the command exists: its redo must not fail.
    // Each problem in the reader's language, naming what was typed.
    const auto refuse = [this](const QString &why) {
        QMessageBox::warning(this, tr("Cannot set the price"), why);
        return false;
    };
    const std::string id = partId.toStdString();
    try {
        if (!m_catalog.find(id))
            return refuse(tr("There is no part “%1” in the catalog.").arg(partId));
    } catch (const std::exception &error) { // the catalog file could not be read
        return refuse(report::errorText(error));
    }
    std::optional<core::Currency> unit;
    try {
        unit = core::Currency::fromCode(currency.toStdString());
    } catch (const std::exception &) {
        return refuse(tr("“%1” is not a currency code such as USD, EUR or CNY.").arg(currency));
    }
    // As people type it ("1,299.00", "1299", "1.3万"), as the budget and the quote's fields read it.
    std::optional<core::Money> parsed;
    try {
        if (const std::optional<std::string> plain = report::typedAmount(amount.trimmed()))
            parsed = core::Money::parse(*plain, *unit);
    } catch (const std::exception &) {
    }
    if (!parsed)
        return refuse(tr("“%1” is not an amount of money such as 1,299.00.").arg(amount));
    if (parsed->minorUnits() < 0)
        return refuse(tr("A price cannot be negative (“%1”).").arg(amount));
    if (!core::isIsoDate(date.toStdString()))
        return refuse(tr("“%1” is not a date such as 2026-11-27.").arg(date));
    const core::Money price = *parsed;
    try {
        m_catalogUndo->push(new SetPriceCommand(
            m_catalog, [this](const std::string &changed) { partChanged(changed); }, id, price, date.toStdString()));
        statusBar()->showMessage(tr("Price of %1 set to %2").arg(partId, QString::fromStdString(price.toString())),
                                 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot set the price"), report::errorText(error));
        return false;
    }
}

void MainWindow::priceDialog()
{
    const QModelIndex index = m_table->currentIndex();
    if (!index.isValid()) {
        statusBar()->showMessage(tr("Select a part in the Catalog tab first"), 5000);
        return;
    }
    const core::Part part = m_model->part(m_proxy->mapToSource(index).row());
    QDialog dialog(this);
    dialog.setWindowTitle(
        tr("Set the price of %1 %2").arg(QString::fromStdString(part.vendor), QString::fromStdString(part.model)));
    auto *amount = new QLineEdit(part.price ? QString::fromStdString(part.price->amount.amountText()) : QString());
    auto *currency = new QComboBox;
    fillCurrencies(*currency);
    if (part.price)
        currency->setCurrentText(QString::fromStdString(std::string(part.price->amount.currency().code())));
    auto *date = new QDateEdit(QDate::currentDate());
    date->setDisplayFormat("yyyy-MM-dd");
    date->setCalendarPopup(true);
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("&Amount:"), amount);
    form->addRow(tr("&Currency:"), currency);
    form->addRow(tr("&Seen on:"), date);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() == QDialog::Accepted)
        setPartPrice(QString::fromStdString(part.id), amount->text().trimmed(), currency->currentText(),
                     date->date().toString(Qt::ISODate));
}

void MainWindow::addPartDialog()
{
    const QModelIndex index = m_table->currentIndex();
    if (!index.isValid()) {
        statusBar()->showMessage(tr("Select the part to start from in the Catalog tab first"), 5000);
        return;
    }
    AddPartDialog dialog(
        m_model->part(m_proxy->mapToSource(index).row()),
        [this](const std::string &id) { return m_catalog.find(id).has_value(); }, this);
    if (dialog.exec() == QDialog::Accepted)
        addOwnPart(dialog.part());
}

bool MainWindow::addOwnPart(const core::Part &part)
{
    try {
        // Checked first: the command's redo must not fail.
        if (m_catalog.find(part.id)) {
            QMessageBox::warning(
                this, tr("Cannot add the part"),
                tr("“%1” is already in the catalog; choose another id.").arg(QString::fromStdString(part.id)));
            return false;
        }
        m_catalog.checkReferences({part});
        m_catalogUndo->push(new AddCatalogPartCommand(
            m_catalog, [this] { reloadCatalog(); }, part));
        statusBar()->showMessage(tr("Added %1 to the catalog").arg(QString::fromStdString(part.id)), 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot add the part"), report::errorText(error));
        return false;
    }
}

bool MainWindow::importPartsFile(const QString &path)
{
    try {
        std::vector<std::string> locations;
        const std::vector<core::Part> parts = catalog::readPartsFile(path.toStdString(), &locations);
        const catalog::ImportSummary summary = m_catalog.importParts(parts, catalog::Origin::User, locations);
        reloadCatalog();
        refresh();
        statusBar()->showMessage(tr("Imported %1 parts from %2 (%3 new, %4 replaced)")
                                     .arg(parts.size())
                                     .arg(path)
                                     .arg(summary.added)
                                     .arg(summary.replaced),
                                 8000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Nothing was imported"), report::errorText(error));
        return false;
    }
}

bool MainWindow::exportPartsFile(const QString &path)
{
    try {
        catalog::PartFilter all;
        all.includeHidden = true;
        const std::vector<core::Part> parts = m_catalog.list(all);
        catalog::writePartsFile(path.toStdString(), parts);
        statusBar()->showMessage(tr("Exported %1 parts to %2").arg(parts.size()).arg(path), 8000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot export the catalog"), report::errorText(error));
        return false;
    }
}

void MainWindow::importDialog()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import parts"), QString(), tr("Parts (*.json *.csv);;All files (*)"));
    if (!path.isEmpty())
        importPartsFile(path);
}

void MainWindow::exportDialog()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export the catalog"), QString(), tr("JSON (*.json);;CSV (*.csv)"));
    if (!path.isEmpty())
        exportPartsFile(path);
}

} // namespace dlrig::ui
