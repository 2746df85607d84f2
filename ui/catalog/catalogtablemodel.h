#pragma once

#include <QAbstractTableModel>

#include <string>
#include <vector>

// Headers moc reads stay free of core's C++20 headers (Qt 6.4's moc cannot parse <concepts>).
namespace dlrig::core {
struct Part;
}

namespace dlrig::ui {

// The catalog's parts as a table: one row per part.
class CatalogTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        IdColumn,
        CategoryColumn,
        PartColumn,
        SpecsColumn,
        PowerColumn,
        PriceColumn,
        DateColumn,
        ColumnCount
    };

    explicit CatalogTableModel(QObject *parent = nullptr);
    ~CatalogTableModel() override;

    void setParts(std::vector<core::Part> parts);
    // Replaces the part with the same id (after a price edit); false when no row has it.
    bool updatePart(const core::Part &part);
    // The row of a part id, or -1.
    int rowOf(const std::string &id) const;
    const core::Part &part(int row) const;
    // The part's lowercased searchable text, computed once (core::PartQuery::searchableText).
    const std::string &searchableText(int row) const;
    // Prices older than this are marked stale (Preferences → General).
    void setStaleAfterMonths(int months);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<core::Part> m_parts;
    std::vector<std::string> m_searchable;
    int m_staleAfterMonths = 12;
    std::string m_today;
};

} // namespace dlrig::ui
