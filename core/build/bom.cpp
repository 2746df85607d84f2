#include "core/build/bom.h"

#include "core/base/checkedmath.h"
#include "core/base/isodate.h"
#include "core/base/jsoninput.h"

#include "core/build/cost.h"
#include "core/base/csv.h"
#include "core/base/jsonreader.h"
#include "core/parts/partjson.h"
#include "core/parts/partsummary.h"
#include "core/models/workload.h"

#include <nlohmann/json.hpp>

#include <stdexcept>

#include <algorithm>
#include <cstdio>

namespace dlrig::core {

namespace {

constexpr std::int64_t kWhole = 100'000'000; // 100 % in millionths of a percent

// The amount in major units with a point and every minor digit: "1234.50".
std::string plainAmount(const Money &money)
{
    return money.amountText();
}

Money parseAmount(const nlohmann::json &value, const Currency &currency, const std::string &where)
{
    if (value.is_string())
        return parseTermAmount(value.get<std::string>(), currency, where);
    if (value.is_number())
        return parseTermAmount(value.dump(), currency, where); // the JSON text itself: no binary rounding
    throw InputError(where, Message{DLRIG_MESSAGE("bom", "{field}: expected an amount in {code}, e.g. 150.00"),
                                    {{"field", where}, {"code", std::string(currency.code())}}});
}

} // namespace

Money parseTermAmount(const std::string &text, const Currency &currency, const std::string &field)
{
    try {
        return Money::parse(text, currency);
    } catch (const InputError &error) {
        if (!error.message())
            throw;
        throw InputError(field, Message{DLRIG_MESSAGE("bom", "{field}: {problem}"),
                                        {{"field", field}, {"problem", clause(*error.message())}}});
    }
}

void setDiscount(BomTerms &terms, const std::string &text, const Currency &currency, const std::string &field)
{
    terms.discountPercent.reset();
    terms.discountAmount.reset();
    if (text.empty())
        return;
    if (text.back() == '%')
        terms.discountPercent = Percent::parse(text.substr(0, text.size() - 1), field);
    else
        terms.discountAmount = parseTermAmount(text, currency, field);
}

Percent Percent::parse(const std::string &text, const std::string &field)
{
    // Digits, an optional point and up to four decimals.
    const auto fail = [&] {
        throw InputError(field, Message{DLRIG_MESSAGE("bom", "{field}: expected a percentage from 0 to 100 with at "
                                                             "most four decimals, e.g. 13 or 7.25, not '{text}'"),
                                        {{"field", field}, {"text", text}}});
    };
    if (text.empty())
        fail();
    std::int64_t whole = 0;
    std::int64_t fraction = 0;
    int decimals = 0;
    bool point = false;
    for (const char c : text) {
        if (c == '.' && !point) {
            point = true;
        } else if (c >= '0' && c <= '9') {
            if (point) {
                if (++decimals > 4)
                    fail();
                fraction = fraction * 10 + (c - '0');
            } else {
                whole = whole * 10 + (c - '0');
                if (whole > 100)
                    fail();
            }
        } else {
            fail();
        }
    }
    for (int d = decimals; d < 4; ++d)
        fraction *= 10;
    Percent percent{whole * 1'000'000 + fraction * 100}; // four decimals × 100 = millionths
    if (percent.millionths > kWhole)
        fail();
    return percent;
}

std::string Percent::toString() const
{
    std::string text = std::to_string(millionths / 1'000'000);
    std::int64_t rest = millionths % 1'000'000;
    if (rest == 0)
        return text;
    std::string digits = std::to_string(rest + 1'000'000).substr(1); // six digits, leading zeros kept
    digits.erase(digits.find_last_not_of('0') + 1);
    return text + "." + digits;
}

Money Percent::of(const Money &amount) const
{
    // amount × millionths ÷ 10^8, half away from zero, in 128 bits.
    __extension__ typedef __int128 Wide;
    const Wide product = static_cast<Wide>(amount.minorUnits()) * millionths;
    const Wide half = kWhole / 2;
    const Wide rounded = product >= 0 ? (product + half) / kWhole : -((-product + half) / kWhole);
    return {static_cast<std::int64_t>(rounded), amount.currency()};
}

Bom makeBom(const ResolvedBuild &build, const std::string &name, const Currency &currency, const BomTerms &terms,
            const ExchangeRates &rates)
{
    Bom bom;
    bom.name = name;
    bom.currency = currency;
    bom.fields = terms.fields;
    bom.nodes = build.scenario.nodes;
    bom.ratesDate = rates.date();
    bom.ratesSource = rates.source();
    bom.subtotal = Money::zero(currency);
    std::vector<const BuildLine *> lines;
    for (const BuildLine &line : build.lines)
        lines.push_back(&line);
    // Grouped by category in the catalog's order; the build's order within one.
    std::stable_sort(lines.begin(), lines.end(), [](const BuildLine *a, const BuildLine *b) {
        return static_cast<int>(a->part.category()) < static_cast<int>(b->part.category());
    });
    bom.staleAfterMonths = terms.staleAfterMonths;
    bom.pricesAgedTo = terms.today.empty() ? todayIsoDate() : terms.today;
    for (const BuildLine *line : lines) {
        const Part &part = line->part;
        BomLine item;
        item.partId = part.id;
        item.category = part.category();
        item.vendor = part.vendor;
        item.model = part.model;
        item.specsText = summaryText(part);
        item.specs = item.specsText.english();
        item.quantity = checkedProduct(line->quantity, build.scenario.nodes, "quantity × nodes of " + part.id);
        item.unitPrice = Money::zero(currency);
        item.extendedPrice = Money::zero(currency);
        item.originalUnitPrice = Money::zero(currency);
        if (!part.price) {
            item.onRequest = true;
            item.priceText = "on request";
            ++bom.onRequestLines;
            bom.lines.push_back(std::move(item));
            continue;
        }
        const Price &price = *part.price;
        const auto unit = partPrice(part, currency, rates);
        item.unitPrice = *unit;
        try {
            item.extendedPrice = *unit * item.quantity;
        } catch (const std::overflow_error &error) {
            throw std::overflow_error(part.id + ": " + error.what());
        }
        item.priceText = priceAmountText(price);
        item.priceDate = price.asOf;
        item.priceDateIsLookUp = price.dateIsLookUp;
        item.priceKind = std::string(toString(price.kind));
        item.priceCondition = price.condition;
        item.priceSource = price.source;
        item.priceAge = core::priceAge(price, bom.pricesAgedTo, terms.staleAfterMonths);
        if (item.priceAge.stale)
            ++bom.staleLines;
        item.originalUnitPrice = *listedPrice(part);
        if (!(item.originalUnitPrice.currency() == currency))
            item.exchangeRate = rates.rate(item.originalUnitPrice.currency(), currency);
        try {
            bom.subtotal += item.extendedPrice;
        } catch (const std::overflow_error &error) {
            throw std::overflow_error("the subtotal up to " + part.id + ": " + error.what());
        }
        bom.lines.push_back(std::move(item));
    }

    for (const auto &amount : {terms.discountAmount, terms.shipping}) {
        if (amount && !(amount->currency() == currency))
            throw InputError("currency",
                             Message{DLRIG_MESSAGE("bom", "quote terms: {amount} is not in the BOM's "
                                                          "currency {code}"),
                                     {{"amount", amount->toString()}, {"code", std::string(currency.code())}}});
    }
    if (terms.discountPercent && terms.discountAmount)
        throw InputError("discount",
                         Message{DLRIG_MESSAGE("bom", "quote terms: give discount_percent or discount, not both"), {}});
    bom.discountPercent = terms.discountPercent;
    bom.discount = terms.discountAmount    ? *terms.discountAmount
                   : terms.discountPercent ? terms.discountPercent->of(bom.subtotal)
                                           : Money::zero(currency);
    if (bom.discount.minorUnits() < 0 || bom.discount.minorUnits() > bom.subtotal.minorUnits())
        throw InputError("discount",
                         Message{DLRIG_MESSAGE("bom", "quote terms: a discount of {discount} is more than "
                                                      "the subtotal {subtotal}"),
                                 {{"discount", bom.discount.toString()}, {"subtotal", bom.subtotal.toString()}}});
    bom.shipping = terms.shipping.value_or(Money::zero(currency));
    if (bom.shipping.minorUnits() < 0)
        throw InputError("shipping", Message{DLRIG_MESSAGE("bom", "quote terms: shipping cannot be negative"), {}});
    bom.taxPercent = terms.taxPercent;
    bom.taxBase = bom.subtotal - bom.discount + bom.shipping;
    bom.tax = bom.taxPercent.of(bom.taxBase);
    bom.total = bom.taxBase + bom.tax;
    return bom;
}

BomTerms bomTermsFromJson(const std::string &text, const std::string &origin, const Currency &currency)
{
    const nlohmann::json document = parseJsonInput(text, origin);
    if (!document.is_object())
        throw InputError("quote", Message{DLRIG_MESSAGE("bom", "{origin}: expected a JSON object of quote fields"),
                                          {{"origin", origin}}});
    const JsonReader reader(document, origin);
    reader.rejectUnknown({"title", "organisation", "requester", "approver", "quote_number", "date", "valid_until",
                          "delivery_address", "notes", "logo", "discount_percent", "discount", "tax_percent",
                          "shipping"});
    BomTerms terms;
    QuoteFields &f = terms.fields;
    f.title = reader.text("title", false, kQuoteLineCharacters);
    f.organisation = reader.text("organisation", false, kQuoteLineCharacters);
    f.requester = reader.text("requester", false, kQuoteLineCharacters);
    f.approver = reader.text("approver", false, kQuoteLineCharacters);
    f.quoteNumber = reader.text("quote_number", false, kQuoteLineCharacters);
    f.date = reader.text("date", false);
    f.validUntil = reader.text("valid_until", false);
    f.deliveryAddress = reader.text("delivery_address", false, kQuoteAddressCharacters);
    f.notes = reader.text("notes", false, kQuoteNotesCharacters);
    f.logo = reader.text("logo", false, 4096);
    for (const auto &[field, date] : {std::pair{"date", f.date}, std::pair{"valid_until", f.validUntil}}) {
        if (!date.empty() && !isIsoDate(date))
            reader.fail(field, DLRIG_MESSAGE("input", "must be a date like 2026-11-29"));
    }
    const auto percent = [&](const char *field) -> std::optional<Percent> {
        if (!reader.has(field))
            return std::nullopt;
        const nlohmann::json &value = reader.at(field);
        if (!value.is_string() && !value.is_number())
            reader.fail(field, DLRIG_MESSAGE("input", "must be a percentage such as 13 or \"7.25\""));
        return Percent::parse(value.is_string() ? value.get<std::string>() : value.dump(), origin + ": " + field);
    };
    terms.discountPercent = percent("discount_percent");
    terms.taxPercent = percent("tax_percent").value_or(Percent{});
    if (reader.has("discount"))
        terms.discountAmount = parseAmount(reader.at("discount"), currency, origin + ": discount");
    if (reader.has("shipping"))
        terms.shipping = parseAmount(reader.at("shipping"), currency, origin + ": shipping");
    return terms;
}

nlohmann::json toJson(const Bom &bom)
{
    nlohmann::json lines = nlohmann::json::array();
    for (const BomLine &line : bom.lines) {
        lines.push_back({{"id", line.partId},
                         {"category", std::string(toString(line.category))},
                         {"vendor", line.vendor},
                         {"model", line.model},
                         {"specs", line.specs},
                         {"quantity", line.quantity},
                         {"unit_price", moneyJson(line.unitPrice)},
                         {"extended_price", moneyJson(line.extendedPrice)},
                         {"on_request", line.onRequest},
                         {"price_date", line.priceDate},
                         {"price_date_is_lookup", line.priceDateIsLookUp},
                         {"price_kind", line.priceKind},
                         {"price_condition", line.priceCondition},
                         {"price_age_months", line.onRequest ? nlohmann::json() : nlohmann::json(line.priceAge.months)},
                         {"price_stale", line.priceAge.stale},
                         {"source", line.priceSource},
                         {"original_unit_price", moneyJson(line.originalUnitPrice)},
                         {"exchange_rate", line.exchangeRate ? nlohmann::json(*line.exchangeRate) : nlohmann::json()}});
    }
    const QuoteFields &f = bom.fields;
    return {
        {"format", "dlrig-bom"},
        {"version", 1},
        {"name", bom.name},
        {"currency", std::string(bom.currency.code())},
        {"quote",
         {{"title", f.title},
          {"organisation", f.organisation},
          {"requester", f.requester},
          {"approver", f.approver},
          {"quote_number", f.quoteNumber},
          {"date", f.date},
          {"valid_until", f.validUntil},
          {"delivery_address", f.deliveryAddress},
          {"notes", f.notes}}},
        {"nodes", bom.nodes},
        {"lines", lines},
        {"subtotal", moneyJson(bom.subtotal)},
        {"discount_percent", bom.discountPercent ? nlohmann::json(bom.discountPercent->toString()) : nlohmann::json()},
        {"discount", moneyJson(bom.discount)},
        {"shipping", moneyJson(bom.shipping)},
        {"tax_percent", bom.taxPercent.toString()},
        {"tax_base", moneyJson(bom.taxBase)},
        {"tax", moneyJson(bom.tax)},
        {"total", moneyJson(bom.total)},
        {"lines_on_request", bom.onRequestLines},
        {"lines_with_stale_prices", bom.staleLines},
        {"stale_after_months", bom.staleAfterMonths},
        {"prices_aged_to", bom.pricesAgedTo},
        {"exchange_rates", {{"date", bom.ratesDate}, {"source", bom.ratesSource}}},
        {"rounding", "unit prices converted once, half away from zero; extended = unit × quantity; discount and "
                     "tax rounded once from their base"}};
}

std::string toCsv(const Bom &bom)
{
    const std::string code(bom.currency.code());
    std::string csv = "\xEF\xBB\xBF"; // UTF-8 byte-order mark: Excel then reads the text as UTF-8
    csv += formatCsvRecord({"category", "id", "vendor", "model", "specs", "quantity", "unit_price", "extended_price",
                            "currency", "price_date", "price_date_is_lookup", "price_kind", "price_condition",
                            "price_age_months", "price_stale", "source", "original_unit_price", "original_currency",
                            "exchange_rate"});
    for (const BomLine &line : bom.lines) {
        char rate[32] = "";
        if (line.exchangeRate)
            std::snprintf(rate, sizeof rate, "%.6f", *line.exchangeRate);
        if (line.onRequest) {
            csv += formatCsvRecord({std::string(toString(line.category)), line.partId, line.vendor, line.model,
                                    line.specs, std::to_string(line.quantity), "on request", "", code, "", "", "", "",
                                    "", "", "", "", "", ""});
            continue;
        }
        csv += formatCsvRecord(
            {std::string(toString(line.category)), line.partId, line.vendor, line.model, line.specs,
             std::to_string(line.quantity), plainAmount(line.unitPrice), plainAmount(line.extendedPrice), code,
             line.priceDate, line.priceDateIsLookUp ? "true" : "false", line.priceKind, line.priceCondition,
             std::to_string(line.priceAge.months), line.priceAge.stale ? "true" : "false", line.priceSource,
             plainAmount(line.originalUnitPrice), std::string(line.originalUnitPrice.currency().code()), rate});
    }
    const auto total = [&](const std::string &label, const Money &amount) {
        csv += formatCsvRecord(
            {label, "", "", "", "", "", "", plainAmount(amount), code, "", "", "", "", "", "", "", "", "", ""});
    };
    total("subtotal", bom.subtotal);
    total(bom.discountPercent ? "discount " + bom.discountPercent->toString() + " %" : "discount", bom.discount);
    total("shipping", bom.shipping);
    total("tax " + bom.taxPercent.toString() + " %", bom.tax);
    total(bom.onRequestLines > 0 ? "total (excludes " + std::to_string(bom.onRequestLines) + " on request)" : "total",
          bom.total);
    return csv;
}

} // namespace dlrig::core
