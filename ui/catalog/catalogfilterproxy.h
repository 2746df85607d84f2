#pragma once

#include <QSortFilterProxyModel>

#include <memory>
#include <string>
#include <vector>

namespace dlrig::core {
struct PartQuery;
}

namespace dlrig::ui {

// Filters the catalog table with a core::PartQuery and sorts by raw values.
class CatalogFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit CatalogFilterProxy(QObject *parent = nullptr);
    ~CatalogFilterProxy() override;
    void setQuery(const core::PartQuery &query);
    const core::PartQuery &query() const { return *m_query; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    std::unique_ptr<core::PartQuery> m_query;
    std::vector<std::string> m_words; // the query's words, split once per query
};

} // namespace dlrig::ui
