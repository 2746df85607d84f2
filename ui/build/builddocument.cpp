#include "ui/build/builddocument.h"

#include "core/build/build.h"
#include "core/build/buildfile.h"
#include "ui/build/buildcommands.h"

#include <QSaveFile>
#include <QUndoStack>

#include <stdexcept>

namespace dlrig::ui {

BuildDocument::BuildDocument(QObject *parent)
    : QObject(parent), m_build(std::make_unique<core::Build>()), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] { emit modifiedChanged(isModified()); });
}

BuildDocument::~BuildDocument() = default;

bool BuildDocument::isModified() const
{
    return m_neverSaved || !m_undo->isClean();
}

void BuildDocument::reset(const core::Build &build, const QString &path, bool neverSaved)
{
    *m_build = build;
    m_undo->clear();
    m_path = path;
    m_neverSaved = neverSaved;
    emit pathChanged(m_path);
    emit modifiedChanged(isModified());
    emit changed();
}

void BuildDocument::saveAs(const QString &path)
{
    QSaveFile file(path);
    const std::string json = core::buildToJson(*m_build);
    if (!file.open(QIODevice::WriteOnly) || file.write(json.data(), static_cast<qint64>(json.size())) < 0 ||
        !file.commit()) {
        throw std::runtime_error(path.toStdString() + ": cannot save the build: " + file.errorString().toStdString());
    }
    m_neverSaved = false;
    m_undo->setClean();
    emit modifiedChanged(false);
    if (path != m_path) {
        m_path = path;
        emit pathChanged(m_path);
    }
}

void BuildDocument::setQuantity(int row, int quantity)
{
    if (row < 0 || row >= static_cast<int>(m_build->items.size()) || quantity < 1 ||
        m_build->items[static_cast<std::size_t>(row)].quantity == quantity)
        return;
    m_undo->push(new SetQuantityCommand(*this, row, quantity));
}

void BuildDocument::replacePart(int row, const QString &partId)
{
    if (row < 0 || row >= static_cast<int>(m_build->items.size()) ||
        m_build->items[static_cast<std::size_t>(row)].partId == partId.toStdString())
        return;
    m_undo->push(new ReplacePartCommand(*this, row, partId.toStdString()));
}

void BuildDocument::addPart(const QString &partId, int quantity)
{
    if (partId.isEmpty() || quantity < 1)
        return;
    m_undo->push(new AddPartCommand(*this, core::BuildItem{partId.toStdString(), quantity}));
}

void BuildDocument::removePart(int row)
{
    if (row < 0 || row >= static_cast<int>(m_build->items.size()))
        return;
    m_undo->push(new RemovePartCommand(*this, row));
}

void BuildDocument::setScenario(const core::Scenario &scenario)
{
    m_undo->push(new SetScenarioCommand(*this, scenario));
}

} // namespace dlrig::ui
