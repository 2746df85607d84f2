#include "core/parts/partcsv.h"
#include "core/base/jsoninput.h"
#include "core/base/utf8.h"

#include "core/base/csv.h"
#include "core/parts/partjson.h"
#include "core/parts/partspecsjson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace dlrig::core {

namespace {

using nlohmann::json;

const std::vector<std::string> kCommonColumns{"id",
                                              "category",
                                              "vendor",
                                              "model",
                                              "aliases",
                                              "tdp_watts",
                                              "release_year",
                                              "price_amount",
                                              "price_amount_high",
                                              "price_currency",
                                              "price_date",
                                              "price_looked_up",
                                              "price_kind",
                                              "price_condition",
                                              "price_source",
                                              "source",
                                              "note",
                                              "discontinued"};

std::string specColumn(std::string_view field)
{
    return "specs." + std::string(field);
}

// Renders a JSON value for one cell.
std::string cellOf(const json &value, FieldType type)
{
    if (value.is_null())
        return "";
    switch (type) {
    case FieldType::Text:
        return value.get<std::string>();
    case FieldType::TextList: {
        std::string joined;
        for (const auto &item : value)
            joined += (joined.empty() ? "" : "; ") + item.get<std::string>();
        return joined;
    }
    case FieldType::Json:
        return value.dump();
    default:
        if (value.is_number_float()) {
            char text[32]; // 24 rather than 24.0; 15 significant digits round-trip a JSON double's decimals
            std::snprintf(text, sizeof text, "%.15g", value.get<double>());
            return text;
        }
        return value.dump(); // integers and booleans as JSON writes them
    }
}

std::vector<std::string> splitList(const std::string &cell)
{
    std::vector<std::string> items;
    std::size_t start = 0;
    while (start <= cell.size()) {
        const std::size_t end = std::min(cell.find(';', start), cell.size());
        std::string item = cell.substr(start, end - start);
        item.erase(0, item.find_first_not_of(' '));
        item.erase(item.find_last_not_of(' ') + 1);
        if (!item.empty())
            items.push_back(item);
        start = end + 1;
    }
    return items;
}

[[noreturn]] void failCell(const std::string &where, const std::string &cell, MessageText expected)
{
    throw InputError("csv", Message{expected, {{"where", where}, {"cell", printable(cell, 60)}}});
}

// Converts a cell to the JSON the part reader expects, or throws naming the cell.
json valueOf(const std::string &cell, FieldType type, const std::string &where)
{
    switch (type) {
    case FieldType::Text:
        return cell;
    case FieldType::TextList:
        return splitList(cell);
    case FieldType::Boolean:
        if (cell == "true" || cell == "yes" || cell == "1")
            return true;
        if (cell == "false" || cell == "no" || cell == "0")
            return false;
        failCell(where, cell, DLRIG_MESSAGE("csv", "{where}: '{cell}' is not true or false"));
    case FieldType::Integer: {
        long long value = 0;
        const auto [end, error] = std::from_chars(cell.data(), cell.data() + cell.size(), value);
        if (error != std::errc() || end != cell.data() + cell.size())
            failCell(where, cell, DLRIG_MESSAGE("csv", "{where}: '{cell}' is not a whole number"));
        return value;
    }
    case FieldType::Number: {
        double value = 0;
        const auto [end, error] = std::from_chars(cell.data(), cell.data() + cell.size(), value);
        if (error != std::errc() || end != cell.data() + cell.size() || !std::isfinite(value))
            failCell(where, cell, DLRIG_MESSAGE("csv", "{where}: '{cell}' is not a number"));
        return value;
    }
    case FieldType::Json:
        try {
            return parseJsonInput(cell, where);
        } catch (const InputError &) {
            failCell(where, cell, DLRIG_MESSAGE("csv", "{where}: '{cell}' is not valid JSON"));
        }
    }
    return cell;
}

FieldType commonType(const std::string &column)
{
    if (column == "aliases")
        return FieldType::TextList;
    if (column == "tdp_watts" || column == "release_year")
        return FieldType::Integer;
    return FieldType::Text; // prices stay text so amounts parse exactly
}

} // namespace

std::string partsToCsv(const std::vector<Part> &parts)
{
    std::vector<std::string> header = kCommonColumns;
    std::vector<std::pair<std::string, FieldType>> specColumns;
    std::set<std::string> seen;
    for (PartCategory category : allPartCategories()) {
        const bool present =
            std::any_of(parts.begin(), parts.end(), [&](const Part &p) { return p.category() == category; });
        if (!present)
            continue;
        for (const SpecField &field : specFields(category)) {
            if (seen.insert(std::string(field.name)).second)
                specColumns.emplace_back(std::string(field.name), field.type);
        }
    }
    for (const auto &[name, type] : specColumns)
        header.push_back(specColumn(name));

    std::string out = formatCsvRecord(header);
    for (const Part &part : parts) {
        const json j = partToJson(part);
        std::vector<std::string> row{part.id,
                                     j["category"].get<std::string>(),
                                     part.vendor,
                                     part.model,
                                     cellOf(j["aliases"], FieldType::TextList),
                                     std::to_string(part.tdpWatts),
                                     std::to_string(part.releaseYear)};
        if (part.price) {
            row.push_back(part.price->amount.amountText());
            row.push_back(part.price->high ? part.price->high->amountText() : "");
            row.push_back(std::string(part.price->amount.currency().code()));
            row.push_back(part.price->dateIsLookUp ? "" : part.price->asOf);
            row.push_back(part.price->dateIsLookUp ? part.price->asOf : "");
            row.push_back(std::string(toString(part.price->kind)));
            row.push_back(part.price->condition);
            row.push_back(part.price->source);
        } else {
            row.insert(row.end(), 8, "");
        }
        row.push_back(part.specSource);
        row.push_back(part.note);
        row.push_back(part.discontinued);
        const json &specs = j["specs"];
        for (const auto &[name, type] : specColumns)
            row.push_back(specs.contains(name) ? cellOf(specs[name], type) : "");
        out += formatCsvRecord(row);
    }
    return out;
}

std::vector<Part> partsFromCsv(std::string_view text, const std::string &origin, std::vector<std::string> *locations)
{
    const std::vector<CsvRecord> records = parseCsv(text, origin);
    if (records.empty())
        throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: empty file (expected a header row starting "
                                                             "with id,category,…)"),
                                        {{"origin", origin}}});
    const std::vector<std::string> &header = records.front().fields;
    std::map<std::string, std::size_t> columns;
    for (std::size_t i = 0; i < header.size(); ++i) {
        const std::string &name = header[i];
        const bool common = std::find(kCommonColumns.begin(), kCommonColumns.end(), name) != kCommonColumns.end();
        if (!common && name.rfind("specs.", 0) != 0)
            throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: line 1: unknown column '{column}'"),
                                            {{"origin", origin}, {"column", name}}});
        if (!columns.emplace(name, i).second)
            throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: line 1: column '{column}' appears twice"),
                                            {{"origin", origin}, {"column", name}}});
    }
    for (const char *required : {"id", "category"}) {
        if (!columns.contains(required))
            throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: line 1: the header has no '{column}' "
                                                                 "column"),
                                            {{"origin", origin}, {"column", std::string(required)}}});
    }

    PartCollector parts(locations);
    for (std::size_t r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        // "parts.csv:3", a cell "parts.csv:3 [price_amount]": where the part
        // reader's messages start, in no language's words.
        const std::string where = origin + ":" + std::to_string(record.line);
        if (record.fields.size() != header.size())
            throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: line {line}: {found} fields, the header "
                                                                 "has {expected}"),
                                            {{"origin", origin},
                                             {"line", static_cast<std::int64_t>(record.line)},
                                             {"found", static_cast<std::int64_t>(record.fields.size())},
                                             {"expected", static_cast<std::int64_t>(header.size())}}});
        const auto cell = [&](const std::string &column) -> std::string {
            const auto it = columns.find(column);
            return it == columns.end() ? std::string() : record.fields[it->second];
        };
        const auto category = partCategoryFromString(cell("category"));
        json object = json::object();
        json price = json::object();
        for (const auto &[column, index] : columns) {
            const std::string &value = record.fields[index];
            if (value.empty() || column.rfind("specs.", 0) == 0)
                continue;
            if (column.rfind("price_", 0) == 0)
                price[column.substr(6)] = value;
            else
                object[column] = valueOf(value, commonType(column), where + " [" + column + "]");
        }
        if (!price.empty())
            object["price"] = price;
        json specs = json::object();
        if (category) {
            std::set<std::string> own;
            for (const SpecField &field : specFields(*category)) {
                own.insert(specColumn(field.name));
                const std::string value = cell(specColumn(field.name));
                if (!value.empty())
                    specs[std::string(field.name)] =
                        valueOf(value, field.type, where + " [" + specColumn(field.name) + "]");
            }
            for (const auto &[column, index] : columns) {
                if (column.rfind("specs.", 0) == 0 && !own.contains(column) && !record.fields[index].empty())
                    throw InputError("csv", Message{DLRIG_MESSAGE("csv", "{origin}: line {line}, column {column}: does "
                                                                         "not apply to a {category} part; leave it "
                                                                         "empty"),
                                                    {{"origin", origin},
                                                     {"line", static_cast<std::int64_t>(record.line)},
                                                     {"column", column},
                                                     {"category", cell("category")}}});
            }
        }
        object["specs"] = specs;
        parts.add(partFromJson(object, where), where);
    }
    return parts.take();
}

} // namespace dlrig::core
