// MainWindow's catalog edits: the user's prices (undoable), import and export.
#include "report/pricetext.h"
#include "ui/mainwindow.h"
#include "ui/settings/generalsettings.h"

#include "catalog/catalog.h"
#include "catalog/partfiles.h"
#include "core/parts/partjson.h"
#include "core/parts/parts.h"
#include "core/models/workload.h"
#include "ui/catalog/addpartdialog.h"
#include "ui/build/buildview.h"
#include "ui/wizard/buildwizard.h"
#include "ui/catalog/catalogcommands.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/widgets/currencycombo.h"

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
    try {
        // Everything is checked before the command exists: its redo must not fail.
        const std::string id = partId.toStdString();
        if (!m_catalog.find(id))
            throw core::InputError("part", "no part '" + id + "' in the catalog");
        const core::Money price =
            core::Money::parse(amount.toStdString(), core::Currency::fromCode(currency.toStdString()));
        if (price.minorUnits() < 0)
            throw core::InputError("price", "a price cannot be negative");
        if (!core::isIsoDate(date.toStdString()))
            throw core::InputError("date", "'" + date.toStdString() + "' is not a date like 2026-11-27");
        m_catalogUndo->push(new SetPriceCommand(
            m_catalog, [this](const std::string &changed) { partChanged(changed); }, id, price, date.toStdString()));
        statusBar()->showMessage(tr("Price of %1 set to %2").arg(partId, QString::fromStdString(price.toString())),
                                 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot set the price"), QString::fromStdString(error.what()));
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
        if (m_catalog.find(part.id))
            throw core::InputError("id", "'" + part.id + "' is already in the catalog");
        m_catalog.checkReferences({part});
        m_catalogUndo->push(new AddCatalogPartCommand(
            m_catalog, [this] { reloadCatalog(); }, part));
        statusBar()->showMessage(tr("Added %1 to the catalog").arg(QString::fromStdString(part.id)), 5000);
        return true;
    } catch (const std::exception &error) {
        QMessageBox::warning(this, tr("Cannot add the part"), QString::fromStdString(error.what()));
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
        QMessageBox::warning(this, tr("Nothing was imported"), QString::fromStdString(error.what()));
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
        QMessageBox::warning(this, tr("Cannot export the catalog"), QString::fromStdString(error.what()));
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
