#include "core/parts/partjson.h"
#include "core/base/isodate.h"
#include "core/base/jsoninput.h"

#include "core/parts/partspecsjson.h"

#include <cmath>
#include <set>

namespace dlrig::core {

using nlohmann::json;

Money moneyFromJson(const JsonReader &r, const std::string &amountField, const std::string &currencyField)
{
    const std::string code = r.text(currencyField);
    if (!Currency::isKnown(code))
        r.fail(currencyField,
               DLRIG_MESSAGE("input", "'{code}' is not an ISO 4217 currency dlrig knows (e.g. USD, EUR, CNY)"),
               {{"code", code}});
    const Currency currency = Currency::fromCode(code);
    if (!r.has(amountField))
        r.fail(amountField, DLRIG_MESSAGE("input", "is missing (expected an amount such as 1599.00)"));
    const json &value = r.at(amountField);
    try {
        if (value.is_string())
            return Money::parse(value.get<std::string>(), currency);
    } catch (const std::invalid_argument &) {
        r.fail(amountField,
               DLRIG_MESSAGE("input", "'{text}' is not an amount; expected a plain decimal number such as "
                                      "1599.00"),
               {{"text", value.get<std::string>()}});
    }
    if (!value.is_number() || !std::isfinite(value.get<double>()))
        r.fail(amountField, DLRIG_MESSAGE("input", "must be a number such as 1599.00"));
    const double scaled = value.get<double>() * static_cast<double>(currency.minorPerMajor());
    const double rounded = std::round(scaled);
    // A JSON number is binary: 32.78 arrives as 32.779999…; anything further
    // from a whole minor unit than rounding explains has too many decimals.
    if (std::fabs(scaled - rounded) > std::max(1e-6, std::fabs(scaled) * 1e-15))
        r.fail(amountField, DLRIG_MESSAGE("input", "has more decimals than {code} allows ({digits})"),
               {{"code", code}, {"digits", static_cast<std::int64_t>(currency.minorDigits())}});
    if (std::fabs(rounded) > 9e15)
        r.fail(amountField, DLRIG_MESSAGE("input", "is too large"));
    return {static_cast<std::int64_t>(rounded), currency};
}

double majorUnits(const Money &money)
{
    return static_cast<double>(money.minorUnits()) / static_cast<double>(money.currency().minorPerMajor());
}

json moneyToJson(const Money &money)
{
    return {{"amount", majorUnits(money)}, {"currency", std::string(money.currency().code())}};
}

nlohmann::json moneyJson(const Money &money)
{
    return {{"amount", majorUnits(money)},
            {"amount_minor", money.minorUnits()},
            {"currency", std::string(money.currency().code())}};
}

bool isValidPartId(std::string_view id, PartCategory category)
{
    const std::string prefix = std::string(toString(category)) + "/";
    if (id.substr(0, prefix.size()) != prefix || id.size() == prefix.size() || id.size() > 120)
        return false;
    const std::string_view slug = id.substr(prefix.size());
    if (slug.front() == '-' || slug.front() == '.')
        return false;
    for (char c : slug) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'))
            return false;
    }
    return true;
}

namespace {

Price readPrice(const JsonReader &r)
{
    r.rejectUnknown({"amount", "amount_high", "currency", "date", "looked_up", "kind", "condition", "source"});
    Price price{
        moneyFromJson(r, "amount", "currency"), std::nullopt, "", PriceKind::Street, r.text("source"), "", false};
    if (price.amount.minorUnits() <= 0)
        r.fail("amount",
               DLRIG_MESSAGE("input", "must be greater than zero (leave 'price' out for a part sold on request)"));
    if (r.has("amount_high") && !r.at("amount_high").is_null()) {
        price.high = moneyFromJson(r, "amount_high", "currency");
        if (*price.high < price.amount)
            r.fail("amount_high", DLRIG_MESSAGE("input", "must not be below amount"));
    }
    const auto kind = priceKindFromString(r.text("kind"));
    if (!kind)
        r.fail("kind", DLRIG_MESSAGE("input", "must be one of msrp, street, quote, used, estimate"));
    price.kind = *kind;

    // The day the source published the price; an undated source gives an
    // estimate dated by the day it was read, and says so.
    if (r.has("date") == r.has("looked_up"))
        r.fail("date",
               DLRIG_MESSAGE("input",
                             "give either 'date' (the day the source published the price) or 'looked_up' (the day an "
                             "undated source was read, for an estimate)"));
    price.dateIsLookUp = r.has("looked_up");
    const char *dateField = price.dateIsLookUp ? "looked_up" : "date";
    price.asOf = r.text(dateField);
    if (!isIsoDate(price.asOf))
        r.fail(dateField, DLRIG_MESSAGE("input", "'{date}' is not a date like 2026-11-27"), {{"date", price.asOf}});
    if (price.asOf > todayIsoDate())
        r.fail(dateField, DLRIG_MESSAGE("input", "'{date}' is in the future"), {{"date", price.asOf}});
    if (price.dateIsLookUp && price.kind != PriceKind::Estimate)
        r.fail("looked_up",
               DLRIG_MESSAGE("input", "an undated source's price is an estimate: set kind to 'estimate' or give the "
                                      "source's 'date'"));

    price.condition = r.text("condition", false);
    if (!price.condition.empty() && !isPriceCondition(price.condition))
        r.fail("condition", DLRIG_MESSAGE("input", "'{condition}' is not one of used, refurbished, open-box"),
               {{"condition", price.condition}});
    if (price.kind == PriceKind::Used && price.condition.empty())
        r.fail("condition",
               DLRIG_MESSAGE("input", "a used price says the part's condition (used, refurbished or open-box)"));
    if (isNewPartPrice(price.kind) && !price.condition.empty())
        r.fail("condition",
               DLRIG_MESSAGE("input", "msrp, street and quote price a new part; a {condition} part's price is kind "
                                      "'used'"),
               {{"condition", price.condition}});
    return price;
}

} // namespace

Part partFromJson(const json &object, const std::string &where)
{
    if (!object.is_object())
        throw InputError("parts",
                         Message{DLRIG_MESSAGE("input", "{where}: expected a part object"), {{"where", where}}});
    const JsonReader first(object, where);
    const std::string id = first.text("id");
    const JsonReader r(object, where + " (" + id + ")");
    r.rejectUnknown({"id", "category", "vendor", "model", "aliases", "tdp_watts", "release_year", "price", "source",
                     "note", "discontinued", "specs"});
    const std::string categoryName = r.text("category");
    const auto category = partCategoryFromString(categoryName);
    if (!category)
        r.fail("category",
               DLRIG_MESSAGE("input", "'{category}' is not one of gpu, cpu, memory, storage, psu, motherboard, "
                                      "chassis, cooling, nic, server, cloud, edge"),
               {{"category", categoryName}});
    if (!isValidPartId(id, *category))
        r.fail("id",
               DLRIG_MESSAGE("input", "must look like {category}/vendor-model (lowercase letters, digits, '-' and "
                                      "'.')"),
               {{"category", categoryName}});

    Part part;
    part.id = id;
    part.vendor = r.text("vendor");
    part.model = r.text("model");
    part.aliases = r.textList("aliases");
    part.tdpWatts = r.integer("tdp_watts", -1, 0);
    part.releaseYear = r.integer("release_year", -1, 1990);
    if (part.releaseYear > 2100)
        r.fail("release_year", DLRIG_MESSAGE("input", "must be a year between 1990 and 2100"));
    part.specSource = r.text("source");
    part.note = r.text("note", false);
    part.discontinued = r.text("discontinued", false);
    if (!part.discontinued.empty() && !isIsoDate(part.discontinued))
        r.fail("discontinued", DLRIG_MESSAGE("input", "must be the day its maker stopped selling it, as YYYY-MM-DD"));
    // A part may have no price yet (the user sets one); a price, when given, is complete.
    if (r.has("price") && !r.at("price").is_null()) {
        if (!r.at("price").is_object())
            r.fail("price", DLRIG_MESSAGE("input", "must be {form} or absent (price on request)"),
                   {{"form", std::string("{\"amount\", \"currency\", \"date\", \"kind\", \"source\"}")}});
        part.price = readPrice(JsonReader(r.at("price"), r.where() + ": price"));
    }
    if (!r.has("specs") || !r.at("specs").is_object())
        r.fail("specs", DLRIG_MESSAGE("input", "is missing (expected an object of {category} specs)"),
               {{"category", categoryName}});
    part.specs = specsFromJson(*category, JsonReader(r.at("specs"), r.where() + ": specs"));
    return part;
}

json partToJson(const Part &part)
{
    json j{
        {"id", part.id},
        {"category", toString(part.category())},
        {"vendor", part.vendor},
        {"model", part.model},
        {"aliases", part.aliases},
        {"tdp_watts", part.tdpWatts},
        {"release_year", part.releaseYear},
    };
    if (part.price) {
        json price = moneyToJson(part.price->amount);
        if (part.price->high)
            price["amount_high"] = majorUnits(*part.price->high);
        price[part.price->dateIsLookUp ? "looked_up" : "date"] = part.price->asOf;
        price["kind"] = toString(part.price->kind);
        if (!part.price->condition.empty())
            price["condition"] = part.price->condition;
        price["source"] = part.price->source;
        j["price"] = price;
    }
    j["source"] = part.specSource;
    if (!part.note.empty())
        j["note"] = part.note;
    if (!part.discontinued.empty())
        j["discontinued"] = part.discontinued;
    j["specs"] = specsToJson(part.specs);
    return j;
}

std::vector<Part> partsFromDocument(std::string_view text, const std::string &origin,
                                    std::vector<std::string> *locations)
{
    const json document = parseJsonInput(text, origin);
    checkFormatHeader(document, origin, "dlrig-catalog", "catalog", kCatalogFormatVersion);
    if (!document.contains("parts") || !document["parts"].is_array())
        throw InputError("parts",
                         Message{DLRIG_MESSAGE("input", "{origin}: 'parts' must be an array"), {{"origin", origin}}});
    PartCollector parts(locations);
    const json &list = document["parts"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string where = origin + ": parts[" + std::to_string(i) + "]";
        parts.add(partFromJson(list[i], where), where);
    }
    return parts.take();
}

void PartCollector::add(Part part, const std::string &where)
{
    if (!m_ids.insert(part.id).second)
        throw InputError(
            "id", Message{DLRIG_MESSAGE("input", "{where} ({id}): duplicate id"), {{"where", where}, {"id", part.id}}});
    if (m_locations)
        m_locations->push_back(where);
    m_parts.push_back(std::move(part));
}

std::string partsToDocument(const std::vector<Part> &parts)
{
    json list = json::array();
    for (const Part &part : parts)
        list.push_back(partToJson(part));
    return dumpJson(json{{"format", "dlrig-catalog"}, {"version", kCatalogFormatVersion}, {"parts", list}}) + "\n";
}

} // namespace dlrig::core
