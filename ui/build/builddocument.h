#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <string>

class QUndoStack;

namespace dlrig::core {
struct Build;
struct Scenario;
} // namespace dlrig::core

namespace dlrig::ui {

// The open build as a document: its parts and scenario, its file, and the
// undo stack every edit goes through. The undo stack's clean state is the
// saved state, so undoing back to it clears "modified".
class BuildDocument : public QObject {
    Q_OBJECT

public:
    explicit BuildDocument(QObject *parent = nullptr);
    ~BuildDocument() override;

    const core::Build &build() const { return *m_build; }
    QString path() const { return m_path; }
    bool isModified() const;
    QUndoStack *undoStack() const { return m_undo; }

    // Replaces the whole document (new or opened file); the undo history starts over.
    // `neverSaved`: a new build (from the wizard) counts as unsaved until saved.
    void reset(const core::Build &build, const QString &path, bool neverSaved = false);
    // Writes the build through a temporary file and an atomic rename; throws
    // std::runtime_error naming the file when it cannot.
    void saveAs(const QString &path);

    // Undoable edits. Rows are build item indexes.
    void setQuantity(int row, int quantity);
    void replacePart(int row, const QString &partId);
    void addPart(const QString &partId, int quantity = 1);
    void removePart(int row);
    void setScenario(const core::Scenario &scenario);

    // How undo texts name a part ("NVIDIA H200 NVL"); the id without a namer.
    void setPartNamer(std::function<QString(const std::string &id)> namer) { m_namer = std::move(namer); }
    QString partName(const std::string &id) const { return m_namer ? m_namer(id) : QString::fromStdString(id); }

    // For the undo commands only.
    core::Build &editableBuild() { return *m_build; }
    void notifyChanged() { emit changed(); }

signals:
    void changed();
    void pathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    std::unique_ptr<core::Build> m_build;
    QString m_path;
    bool m_neverSaved = false;
    QUndoStack *m_undo;
    std::function<QString(const std::string &)> m_namer;
};

} // namespace dlrig::ui
