#include "ui/build/buildcommands.h"

#include "ui/build/builddocument.h"

#include <QCoreApplication>

namespace dlrig::ui {

namespace {

std::vector<core::BuildItem> &items(BuildDocument &document)
{
    return document.editableBuild().items;
}

} // namespace

SetQuantityCommand::SetQuantityCommand(BuildDocument &document, int row, int quantity)
    : m_document(document), m_row(row), m_old(items(document).at(static_cast<std::size_t>(row)).quantity),
      m_new(quantity)
{
    setText(QCoreApplication::translate("BuildCommands", "Change quantity of %1")
                .arg(document.partName(items(document).at(static_cast<std::size_t>(row)).partId)));
}

void SetQuantityCommand::redo()
{
    items(m_document).at(static_cast<std::size_t>(m_row)).quantity = m_new;
    m_document.notifyChanged();
}

void SetQuantityCommand::undo()
{
    items(m_document).at(static_cast<std::size_t>(m_row)).quantity = m_old;
    m_document.notifyChanged();
}

bool SetQuantityCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const SetQuantityCommand *>(other);
    if (next->m_row != m_row)
        return false;
    m_new = next->m_new;
    setObsolete(m_new == m_old);
    return true;
}

ReplacePartCommand::ReplacePartCommand(BuildDocument &document, int row, std::string partId)
    : m_document(document), m_row(row), m_old(items(document).at(static_cast<std::size_t>(row)).partId),
      m_new(std::move(partId))
{
    setText(QCoreApplication::translate("BuildCommands", "Replace %1 with %2")
                .arg(document.partName(m_old), document.partName(m_new)));
}

void ReplacePartCommand::redo()
{
    items(m_document).at(static_cast<std::size_t>(m_row)).partId = m_new;
    m_document.notifyChanged();
}

void ReplacePartCommand::undo()
{
    items(m_document).at(static_cast<std::size_t>(m_row)).partId = m_old;
    m_document.notifyChanged();
}

AddPartCommand::AddPartCommand(BuildDocument &document, core::BuildItem item)
    : m_document(document), m_item(std::move(item))
{
    setText(QCoreApplication::translate("BuildCommands", "Add %1").arg(document.partName(m_item.partId)));
}

void AddPartCommand::redo()
{
    items(m_document).push_back(m_item);
    m_document.notifyChanged();
}

void AddPartCommand::undo()
{
    items(m_document).pop_back();
    m_document.notifyChanged();
}

SetScenarioCommand::SetScenarioCommand(BuildDocument &document, core::Scenario scenario)
    : m_document(document), m_old(document.build().scenario), m_new(std::move(scenario))
{
    setText(QCoreApplication::translate("BuildCommands", "Change costs and use"));
}

void SetScenarioCommand::redo()
{
    m_document.editableBuild().scenario = m_new;
    m_document.notifyChanged();
}

void SetScenarioCommand::undo()
{
    m_document.editableBuild().scenario = m_old;
    m_document.notifyChanged();
}

RemovePartCommand::RemovePartCommand(BuildDocument &document, int row)
    : m_document(document), m_row(row), m_item(items(document).at(static_cast<std::size_t>(row)))
{
    setText(QCoreApplication::translate("BuildCommands", "Remove %1").arg(document.partName(m_item.partId)));
}

void RemovePartCommand::redo()
{
    auto &list = items(m_document);
    list.erase(list.begin() + m_row);
    m_document.notifyChanged();
}

void RemovePartCommand::undo()
{
    auto &list = items(m_document);
    list.insert(list.begin() + m_row, m_item);
    m_document.notifyChanged();
}

} // namespace dlrig::ui
