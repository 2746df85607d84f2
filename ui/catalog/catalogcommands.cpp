#include "ui/catalog/catalogcommands.h"

#include "catalog/catalog.h"

#include <QCoreApplication>

namespace dlrig::ui {

SetPriceCommand::SetPriceCommand(catalog::Catalog &catalog, Changed changed, std::string partId, core::Money amount,
                                 std::string date)
    : m_catalog(catalog), m_changed(std::move(changed)), m_partId(std::move(partId)), m_amount(amount),
      m_date(std::move(date))
{
    const auto part = m_catalog.find(m_partId);
    if (part && part->price && part->price->source.rfind(catalog::Catalog::kUserPriceSource, 0) == 0)
        m_oldUserPrice = part->price;
    setText(QCoreApplication::translate("CatalogCommands", "Set the price of %1 to %2")
                .arg(QString::fromStdString(m_partId), QString::fromStdString(m_amount.toString())));
}

void SetPriceCommand::redo()
{
    m_catalog.setPrice(m_partId, m_amount, m_date);
    m_changed(m_partId);
}

void SetPriceCommand::undo()
{
    if (m_oldUserPrice)
        m_catalog.setPrice(m_partId, m_oldUserPrice->amount, m_oldUserPrice->asOf);
    else
        m_catalog.clearPrice(m_partId);
    m_changed(m_partId);
}

AddCatalogPartCommand::AddCatalogPartCommand(catalog::Catalog &catalog, Changed changed, core::Part part)
    : m_catalog(catalog), m_changed(std::move(changed)), m_part(std::move(part))
{
    setText(
        QCoreApplication::translate("CatalogCommands", "Add %1 to the catalog").arg(QString::fromStdString(m_part.id)));
}

void AddCatalogPartCommand::redo()
{
    m_catalog.importParts({m_part}, catalog::Origin::User);
    m_changed();
}

void AddCatalogPartCommand::undo()
{
    m_catalog.removeUserPart(m_part.id);
    m_changed();
}

} // namespace dlrig::ui
