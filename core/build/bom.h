#pragma once

#include "core/base/exchangerates.h"
#include "core/build/build.h"
#include "core/parts/pricetext.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// The longest quote fields read (--quote FILE) or typed (the BOM tab): a line
// field, the delivery address and the notes, in characters.
inline constexpr std::size_t kQuoteLineCharacters = 200;
inline constexpr std::size_t kQuoteAddressCharacters = 1'000;
inline constexpr std::size_t kQuoteNotesCharacters = 4'000;

// What a purchasing office needs on a quote besides the parts. Every field is
// optional text; dates are YYYY-MM-DD.
struct QuoteFields {
    std::string title;
    std::string organisation;
    std::string requester;
    std::string approver;
    std::string quoteNumber;
    std::string date;
    std::string validUntil;
    std::string deliveryAddress;
    std::string notes;
    std::string logo; // path of an image for the PDF's header
};

// A percentage in millionths of a percent (13 % = 13,000,000), so four
// decimals are exact and no binary fraction enters a money sum.
struct Percent {
    std::int64_t millionths = 0;
    // "13", "13.5", "7.25": at most four decimals, 0 to 100. Throws InputError naming `field`.
    static Percent parse(const std::string &text, const std::string &field);
    std::string toString() const; // "13", "13.5"
    // The share of `amount`, rounded half away from zero to the minor unit.
    Money of(const Money &amount) const;
};

// The terms a quote is made on, in the BOM's currency.
struct BomTerms {
    QuoteFields fields;
    std::optional<Percent> discountPercent; // off the subtotal …
    std::optional<Money> discountAmount;    // … or a fixed amount off it (not both)
    Percent taxPercent;                     // VAT or sales tax on (subtotal − discount + shipping)
    std::optional<Money> shipping;
    // How old a price may be before the quote marks it stale, and the day it
    // is measured to ("" = today).
    int staleAfterMonths = kDefaultStaleMonths;
    std::string today;
};

struct BomLine {
    std::string partId;
    PartCategory category = PartCategory::Gpu;
    std::string vendor;
    std::string model;
    std::string specs;                                            // one line: core::summarize
    Message specsText;                                            // the same, for the quote's language
    int quantity = 0;                                             // per node × nodes
    Money unitPrice = Money::zero(Currency::fromCode("USD"));     // in the BOM's currency
    Money extendedPrice = Money::zero(Currency::fromCode("USD")); // unit × quantity, exact
    // A part without a price ("price on request") is listed at zero and left
    // out of the subtotal; the quote says so.
    bool onRequest = false;
    std::string priceText; // core/parts/pricetext.h: "USD 25,000.00–35,000.00 (USD 30,000.00 counted, the midpoint)"
    std::string priceDate;
    bool priceDateIsLookUp = false; // an undated source: the day it was read
    std::string priceKind;          // msrp, street, quote, used, estimate
    std::string priceCondition;     // "" for new
    std::string priceSource;
    PriceAge priceAge;
    // The catalog's price in its own currency (a range's midpoint), and the
    // rate it was converted at; no rate when it is already in the BOM's currency.
    Money originalUnitPrice = Money::zero(Currency::fromCode("USD"));
    std::optional<double> exchangeRate; // BOM currency per unit of the original, for display
};

// A bill of materials: the build's parts grouped by category with exact
// money. Rounding: each unit price is converted once (half away from zero, to
// the minor unit); extended = unit × quantity exactly; the subtotal is the sum
// of the lines; discount and tax are each rounded once from their base; the
// total is subtotal − discount + shipping + tax.
struct Bom {
    std::string name;
    Currency currency = Currency::fromCode("USD");
    QuoteFields fields;
    std::vector<BomLine> lines;
    int nodes = 1;
    Money subtotal = Money::zero(Currency::fromCode("USD"));
    std::optional<Percent> discountPercent;
    Money discount = Money::zero(Currency::fromCode("USD"));
    Money shipping = Money::zero(Currency::fromCode("USD"));
    Percent taxPercent;
    Money taxBase = Money::zero(Currency::fromCode("USD"));
    Money tax = Money::zero(Currency::fromCode("USD"));
    Money total = Money::zero(Currency::fromCode("USD"));
    std::string ratesDate;
    std::string ratesSource;
    int onRequestLines = 0; // lines without a price, excluded from the total
    int staleLines = 0;     // lines whose price is older than staleAfterMonths
    int staleAfterMonths = kDefaultStaleMonths;
    std::string pricesAgedTo; // the day prices' ages are measured to
};

// A part without a price is a line "on request" that the total excludes.
// Throws InputError for terms in another currency, a discount larger than
// the subtotal, or both kinds of discount.
Bom makeBom(const ResolvedBuild &build, const std::string &name, const Currency &currency, const BomTerms &terms,
            const ExchangeRates &rates);

// An amount of money in the quote's currency ("150", "1200.50"); throws
// InputError naming `field` for anything else.
Money parseTermAmount(const std::string &text, const Currency &currency, const std::string &field);
// A discount as a person types it: "5%" off the subtotal, or "1200.50" off
// in `currency`; "" for none. Replaces any discount `terms` had.
void setDiscount(BomTerms &terms, const std::string &text, const Currency &currency, const std::string &field);

// Quote terms from JSON: {"title", "organisation", "requester", "approver",
// "quote_number", "date", "valid_until", "delivery_address", "notes", "logo",
// "discount_percent", "discount", "tax_percent", "shipping"}; money as
// amounts in `currency`. Unknown fields are refused; messages name `origin`
// and the field.
BomTerms bomTermsFromJson(const std::string &text, const std::string &origin, const Currency &currency);

// Every field: lines with id, category, vendor, model, specs, quantity,
// unit_price, extended_price, on_request, price_date, price_date_is_lookup,
// price_kind, price_condition, price_age_months, price_stale, source,
// original_unit_price, exchange_rate; subtotal, discount, tax, shipping, total
// as money objects ({amount, amount_minor, currency}, as in analyze --json).
nlohmann::json toJson(const Bom &bom);

// RFC 4180 with CRLF and a UTF-8 byte-order mark (so Excel reads UTF-8): a
// header, one record per line item, then the subtotal, discount, shipping,
// tax and total records. Amounts in major units with a point ("1234.50").
std::string toCsv(const Bom &bom);

} // namespace dlrig::core
