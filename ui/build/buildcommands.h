#pragma once

#include "core/build/build.h"

#include <QUndoCommand>

namespace dlrig::ui {

class BuildDocument;

// Typed undo commands over a BuildDocument's items. Each stores what it
// needs to go back, and notifies the document after every redo and undo.

class SetQuantityCommand : public QUndoCommand {
public:
    static constexpr int kId = 1;
    SetQuantityCommand(BuildDocument &document, int row, int quantity);
    void redo() override;
    void undo() override;
    int id() const override { return kId; }
    // Clicks on one spin box become one undo step.
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument &m_document;
    int m_row;
    int m_old;
    int m_new;
};

class ReplacePartCommand : public QUndoCommand {
public:
    ReplacePartCommand(BuildDocument &document, int row, std::string partId);
    void redo() override;
    void undo() override;

private:
    BuildDocument &m_document;
    int m_row;
    std::string m_old;
    std::string m_new;
};

class AddPartCommand : public QUndoCommand {
public:
    AddPartCommand(BuildDocument &document, core::BuildItem item);
    void redo() override;
    void undo() override;

private:
    BuildDocument &m_document;
    core::BuildItem m_item;
};

// The scenario's costs and use (currency, electricity, utilisation, years, PUE).
class SetScenarioCommand : public QUndoCommand {
public:
    SetScenarioCommand(BuildDocument &document, core::Scenario scenario);
    void redo() override;
    void undo() override;

private:
    BuildDocument &m_document;
    core::Scenario m_old;
    core::Scenario m_new;
};

class RemovePartCommand : public QUndoCommand {
public:
    RemovePartCommand(BuildDocument &document, int row);
    void redo() override;
    void undo() override;

private:
    BuildDocument &m_document;
    int m_row;
    core::BuildItem m_item;
};

} // namespace dlrig::ui
