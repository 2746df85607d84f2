#pragma once

#include "core/parts/parts.h"

#include <string>
#include <string_view>

// How a price reads wherever dlrig shows one (catalog list, Build, BOM, quote
// PDF): a range as low–high with the figure counted named, the kind with the
// condition, the day with whether it was published or only looked up, and the
// age, marked stale past a limit the user sets (price-stale-months).
namespace dlrig::core {

// The figure the cost, recommender and BOM count for a price: the amount, or
// the midpoint of a range.
Money countedAmount(const Price &price);

// "35,000.00": grouped thousands, no currency code.
std::string groupedAmount(const Money &money);

// "USD 1,599.00", or "USD 25,000.00–35,000.00 (USD 30,000.00 counted, the midpoint)".
std::string priceAmountText(const Price &price);

// "MSRP", "street", "quote", "used (refurbished)", "estimate".
std::string priceKindText(const Price &price);

// "published 2024-10-10", or "undated source, read 2026-12-01".
std::string priceDateText(const Price &price);

struct PriceAge {
    int months = 0;     // whole months from the price's day to today (never negative)
    bool stale = false; // older than the limit
};

PriceAge priceAge(const Price &price, std::string_view today, int staleAfterMonths);

// "under a month old", "3 months old", "2 years 1 month old"; with ", stale"
// when it is.
std::string priceAgeText(const PriceAge &age);

// One line for lists: "USD 1,599.00 (MSRP, published 2022-09-20, 4 years 2 months old, stale)",
// or "on request" for a part without a price.
std::string describePrice(const Part &part, std::string_view today, int staleAfterMonths);

// The catalog's default age past which a price is stale.
inline constexpr int kDefaultStaleMonths = 12;

} // namespace dlrig::core
