#include "catalog/catalog.h"
#include "core/parts/partjson.h"
#include "core/parts/partquery.h"
#include "core/base/textfile.h"
#include "testsupport.h"
#include "ui/catalog/catalogfilterproxy.h"
#include "ui/catalog/catalogtablemodel.h"
#include "ui/widgets/itemdatarole.h"

#include <QAbstractItemModelTester>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {
std::vector<core::Part> fixtureParts()
{
    return core::partsFromDocument(core::readTextFile(fixture("catalog-small.json")), "fixture");
}
} // namespace

TEST(CatalogTableModel, PassesTheModelTester)
{
    ui::CatalogTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setParts(fixtureParts());
    EXPECT_EQ(model.rowCount(), 6);
    EXPECT_EQ(model.columnCount(), ui::CatalogTableModel::ColumnCount);
    const QModelIndex price = model.index(0, ui::CatalogTableModel::PriceColumn);
    EXPECT_EQ(price.data().toString(), "USD 1,599.00");
    EXPECT_DOUBLE_EQ(price.data(ui::RawValueRole).toDouble(), 1599.0);
    EXPECT_EQ(model.index(0, 0).data(ui::PartIdRole).toString(), "gpu/nvidia-rtx-4090");
}

TEST(CatalogFilterProxy, FiltersWithTheCoreQueryAndSortsByValue)
{
    ui::CatalogTableModel model;
    model.setParts(fixtureParts());
    ui::CatalogFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSourceModel(&model);
    core::PartQuery query;
    query.text = "nvidia";
    proxy.setQuery(query);
    EXPECT_EQ(proxy.rowCount(), 3); // two GPUs and the DGX
    query.category = core::PartCategory::Gpu;
    proxy.setQuery(query);
    EXPECT_EQ(proxy.rowCount(), 2);
    // Prices sort as numbers: USD 1,599 before USD 15,000 (as text "USD 1,599.00" > "USD 15,000.00").
    proxy.sort(ui::CatalogTableModel::PriceColumn, Qt::AscendingOrder);
    EXPECT_EQ(proxy.index(0, 0).data(ui::PartIdRole).toString(), "gpu/nvidia-rtx-4090");
    EXPECT_EQ(proxy.index(1, 0).data(ui::PartIdRole).toString(), "gpu/nvidia-a100-sxm4-80gb");
}
