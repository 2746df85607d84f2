#include "ui/catalog/catalogfilterproxy.h"

#include "core/parts/partquery.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/widgets/itemdatarole.h"

namespace dlrig::ui {

CatalogFilterProxy::CatalogFilterProxy(QObject *parent)
    : QSortFilterProxyModel(parent), m_query(std::make_unique<core::PartQuery>())
{
    setSortRole(RawValueRole);
}

CatalogFilterProxy::~CatalogFilterProxy() = default;

void CatalogFilterProxy::setQuery(const core::PartQuery &query)
{
    *m_query = query;
    m_words = query.words();
    invalidateFilter();
}

bool CatalogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *catalog = qobject_cast<const CatalogTableModel *>(sourceModel());
    return !sourceParent.isValid() && catalog &&
           m_query->matches(catalog->part(sourceRow), catalog->searchableText(sourceRow), m_words);
}

bool CatalogFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(RawValueRole);
    const QVariant b = right.data(RawValueRole);
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return QString::localeAwareCompare(a.toString(), b.toString()) < 0;
    return a.toDouble() < b.toDouble();
}

} // namespace dlrig::ui
