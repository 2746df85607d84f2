#pragma once

#include "core/base/money.h"

#include "core/base/message.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// The prices of a vendor's quote as procurement receives them, one part per
// row: a CSV file with the header id,amount,currency,date and an optional
// source column ("Vendor A, quote Q-118").
namespace dlrig::core {

struct QuotedPrice {
    std::string partId;
    Money amount;
    std::string date; // YYYY-MM-DD: the day of the quote
    std::string source;
    std::size_t line = 0; // in the file, for messages
};

// Why a price a person sets cannot be used, or an empty string: the amount
// must be above zero (a part without a price is "on request"), the date a day
// from 1990 to today (a price is for a day that has come). The one rule for
// set-price, import-prices and the team server alike.
// What is wrong and which field ("amount" or "date") it is about.
struct PriceProblem {
    std::string field;
    Message problem; // without the field: "2027-01-01 is after today (…)"
};
std::optional<PriceProblem> quotedPriceProblem(const Money &amount, std::string_view date);

// Every row checked (header, id given once, amount, a known currency, the
// date); throws InputError "<origin>: line N: <field>: …" for the first bad one.
std::vector<QuotedPrice> quotedPricesFromCsv(std::string_view text, const std::string &origin);

} // namespace dlrig::core
