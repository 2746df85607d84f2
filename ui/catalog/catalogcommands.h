#pragma once

#include "core/parts/parts.h"

#include <QUndoCommand>

#include <functional>
#include <optional>
#include <string>

namespace dlrig::catalog {
class Catalog;
}

namespace dlrig::ui {

// The user's price for a catalog part, undoable: undo puts back the user's
// earlier price, or removes it so the shipped or imported price applies again.
// The caller checks the id, amount and date first (redo must not fail).
class SetPriceCommand : public QUndoCommand {
public:
    using Changed = std::function<void(const std::string &partId)>;
    SetPriceCommand(catalog::Catalog &catalog, Changed changed, std::string partId, core::Money amount,
                    std::string date);
    void redo() override;
    void undo() override;

private:
    catalog::Catalog &m_catalog;
    Changed m_changed;
    std::string m_partId;
    core::Money m_amount;
    std::string m_date;
    std::optional<core::Price> m_oldUserPrice;
};

// A part of the user's own added to the catalog, undoable: undo removes it
// (with any price set on it since). The caller checks the part and that its
// id is new first (redo must not fail).
class AddCatalogPartCommand : public QUndoCommand {
public:
    using Changed = std::function<void()>;
    AddCatalogPartCommand(catalog::Catalog &catalog, Changed changed, core::Part part);
    void redo() override;
    void undo() override;

private:
    catalog::Catalog &m_catalog;
    Changed m_changed;
    core::Part m_part;
};

} // namespace dlrig::ui
