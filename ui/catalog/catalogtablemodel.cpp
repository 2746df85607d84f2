#include "ui/catalog/catalogtablemodel.h"

#include "report/messagetext.h"
#include "report/numbertext.h"

#include "core/base/isodate.h"
#include "core/parts/partjson.h"
#include "core/parts/partquery.h"
#include "core/parts/parts.h"
#include "core/parts/partsummary.h"
#include "report/pricetext.h"
#include "ui/widgets/itemdatarole.h"

#include <QBrush>
#include <QColor>

namespace dlrig::ui {

CatalogTableModel::CatalogTableModel(QObject *parent) : QAbstractTableModel(parent), m_today(core::todayIsoDate())
{
}

void CatalogTableModel::setStaleAfterMonths(int months)
{
    if (months == m_staleAfterMonths)
        return;
    m_staleAfterMonths = months;
    if (!m_parts.empty())
        emit dataChanged(index(0, PriceColumn), index(rowCount() - 1, DateColumn));
}

CatalogTableModel::~CatalogTableModel() = default;

const std::string &CatalogTableModel::searchableText(int row) const
{
    return m_searchable.at(static_cast<std::size_t>(row));
}

const core::Part &CatalogTableModel::part(int row) const
{
    return m_parts.at(static_cast<std::size_t>(row));
}

void CatalogTableModel::setParts(std::vector<core::Part> parts)
{
    beginResetModel();
    m_parts = std::move(parts);
    m_searchable.clear();
    m_searchable.reserve(m_parts.size());
    for (const core::Part &p : m_parts)
        m_searchable.push_back(core::PartQuery::searchableText(p));
    endResetModel();
}

int CatalogTableModel::rowOf(const std::string &id) const
{
    for (std::size_t row = 0; row < m_parts.size(); ++row) {
        if (m_parts[row].id == id)
            return static_cast<int>(row);
    }
    return -1;
}

bool CatalogTableModel::updatePart(const core::Part &part)
{
    const int row = rowOf(part.id);
    if (row < 0)
        return false;
    m_parts[static_cast<std::size_t>(row)] = part;
    m_searchable[static_cast<std::size_t>(row)] = core::PartQuery::searchableText(part);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    return true;
}

int CatalogTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_parts.size());
}

int CatalogTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CatalogTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const core::Part &p = part(index.row());
    if (role == PartIdRole)
        return QString::fromStdString(p.id);
    if (role == Qt::TextAlignmentRole) {
        const bool number = index.column() == PowerColumn || index.column() == PriceColumn;
        return QVariant::fromValue(
            Qt::Alignment(number ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter));
    }
    const bool priceColumn = index.column() == PriceColumn || index.column() == DateColumn;
    const bool stale = p.price && core::priceAge(*p.price, m_today, m_staleAfterMonths).stale;
    if (role == Qt::ForegroundRole && priceColumn && (stale || !p.price))
        return QBrush(stale ? report::PriceText::staleColor() : QColor(0x60, 0x60, 0x60));
    if (role == Qt::ToolTipRole && priceColumn)
        return report::PriceText::describe(p, m_staleAfterMonths) +
               (p.price ? QStringLiteral("\n") + QString::fromStdString(p.price->source) : QString());
    if (role == RawValueRole) {
        switch (index.column()) {
        case PowerColumn:
            return p.tdpWatts;
        case PriceColumn:
            return p.price ? core::majorUnits(core::countedAmount(*p.price)) : -1.0;
        case DateColumn:
            return p.price ? QString::fromStdString(p.price->asOf) : QString();
        default:
            break;
        }
    }
    if (role != Qt::DisplayRole && role != RawValueRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case IdColumn:
        return QString::fromStdString(p.id);
    case CategoryColumn:
        return report::termText(core::categoryTerm(p.category()));
    case PartColumn:
        return QString::fromStdString(p.vendor + " " + p.model);
    case SpecsColumn:
        return report::messageText(core::summaryText(p));
    case PowerColumn:
        return p.tdpWatts > 0 ? tr("%1 W").arg(report::wholeNumber(p.tdpWatts)) : QString(); // 14,000 W
    case PriceColumn:
        return p.price ? report::PriceText::compactAmount(*p.price) : report::PriceText::onRequest();
    case DateColumn:
        if (!p.price)
            return QString();
        return tr("%1, %2 · %3")
            .arg(report::PriceText::kind(*p.price), report::PriceText::date(*p.price),
                 report::PriceText::age(core::priceAge(*p.price, m_today, m_staleAfterMonths)));
    default:
        return {};
    }
}

QVariant CatalogTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Id");
    case CategoryColumn:
        return tr("Category");
    case PartColumn:
        return tr("Part");
    case SpecsColumn:
        return tr("Specs");
    case PowerColumn:
        return tr("Power");
    case PriceColumn:
        return tr("Price");
    case DateColumn:
        return tr("Kind, date and age");
    default:
        return {};
    }
}

} // namespace dlrig::ui
