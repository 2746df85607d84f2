#include "catalog/partrows.h"

#include "catalog/catalogfile.h"
#include "core/base/jsonreader.h"
#include "core/parts/partjson.h"
#include "core/parts/partspecsjson.h"

#include <nlohmann/json.hpp>

namespace dlrig::catalog {

using core::Part;
using nlohmann::json;

const char *const kSelectColumns = R"sql(
    SELECT p.id, p.category, p.vendor, p.model, p.aliases, p.tdp_watts, p.release_year,
           COALESCE(o.amount_minor, p.price_minor),
           CASE WHEN o.part_id IS NULL THEN p.price_high_minor END,
           COALESCE(o.currency, p.price_currency), COALESCE(o.date, p.price_date),
           CASE WHEN o.part_id IS NULL THEN p.price_kind ELSE 'quote' END,
           CASE WHEN o.part_id IS NULL THEN p.price_source WHEN o.source = '' THEN 'set by the user'
                ELSE 'set by the user: ' || o.source END, -- Catalog::kUserPriceSource
           p.source, p.note, p.specs,
           CASE WHEN o.part_id IS NULL THEN p.price_condition ELSE '' END,
           CASE WHEN o.part_id IS NULL THEN p.price_date_is_lookup ELSE 0 END,
           p.discontinued
)sql";

const char *originName(Origin origin)
{
    return origin == Origin::Shipped ? "shipped" : "user";
}

Part partFromRow(const Statement &row, const std::filesystem::path &file)
{
    const std::string id = row.columnText(0);
    try {
        Part part;
        part.id = id;
        part.vendor = row.columnText(2);
        part.model = row.columnText(3);
        part.aliases = json::parse(row.columnText(4)).get<std::vector<std::string>>();
        part.tdpWatts = static_cast<int>(row.columnInt(5));
        part.releaseYear = static_cast<int>(row.columnInt(6));
        if (!row.isNull(7)) {
            const core::Currency currency = core::Currency::fromCode(row.columnText(9));
            core::Price price{core::Money(row.columnInt(7), currency),
                              std::nullopt,
                              row.columnText(10),
                              core::priceKindFromString(row.columnText(11)).value_or(core::PriceKind::Street),
                              row.columnText(12),
                              row.columnText(16),
                              row.columnInt(17) != 0};
            if (!row.isNull(8))
                price.high = core::Money(row.columnInt(8), currency);
            part.price = price;
        }
        part.specSource = row.columnText(13);
        part.note = row.columnText(14);
        part.discontinued = row.columnText(18);
        const auto category = core::partCategoryFromString(row.columnText(1));
        const json specs = json::parse(row.columnText(15));
        part.specs = core::specsFromJson(category.value(), core::JsonReader(specs, id + ": specs"));
        return part;
    } catch (const std::exception &error) {
        throw DamagedCatalogError(file, "part '" + id + "' cannot be read (" + error.what() + ")");
    }
}

void insertPart(Statement &insert, const Part &part, Origin origin)
{
    insert.reset();
    insert.bind(1, part.id);
    insert.bind(2, core::toString(part.category()));
    insert.bind(3, part.vendor);
    insert.bind(4, part.model);
    insert.bind(5, json(part.aliases).dump());
    insert.bind(6, part.tdpWatts);
    insert.bind(7, part.releaseYear);
    if (part.price) {
        insert.bind(8, part.price->amount.minorUnits());
        if (part.price->high)
            insert.bind(9, part.price->high->minorUnits());
        else
            insert.bindNull(9);
        insert.bind(10, part.price->amount.currency().code());
        insert.bind(11, part.price->asOf);
        insert.bind(12, core::toString(part.price->kind));
        insert.bind(13, part.price->source);
    } else {
        for (int i = 8; i <= 13; ++i)
            insert.bindNull(i);
    }
    insert.bind(14, part.specSource);
    insert.bind(15, part.note);
    insert.bind(16, core::specsToJson(part.specs).dump());
    insert.bind(17, originName(origin));
    insert.bind(18, part.price ? part.price->condition : std::string());
    insert.bind(19, part.price && part.price->dateIsLookUp ? 1 : 0);
    insert.bind(20, part.discontinued);
    insert.run();
}

} // namespace dlrig::catalog
