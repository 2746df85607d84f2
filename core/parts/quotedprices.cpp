#include "core/parts/quotedprices.h"

#include "core/base/csv.h"
#include "core/base/inputerror.h"
#include "core/base/isodate.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace dlrig::core {

namespace {

std::string lowercase(std::string text)
{
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

std::int64_t lineNumber(std::size_t line)
{
    return static_cast<std::int64_t>(line);
}

} // namespace

std::optional<PriceProblem> quotedPriceProblem(const Money &amount, std::string_view date)
{
    if (amount.minorUnits() <= 0)
        return PriceProblem{"amount",
                            {DLRIG_MESSAGE("price", "{amount} is not a price; a price is above zero (a part "
                                                    "without one is listed on request)"),
                             {{"amount", amount.toString()}}}};
    if (!isIsoDate(date))
        return PriceProblem{
            "date", {DLRIG_MESSAGE("price", "'{date}' is not a date like 2026-11-27"), {{"date", std::string(date)}}}};
    if (date > todayIsoDate())
        return PriceProblem{"date",
                            {DLRIG_MESSAGE("price", "{date} is after today ({today}); a price is for a day "
                                                    "that has come"),
                             {{"date", std::string(date)}, {"today", todayIsoDate()}}}};
    return std::nullopt;
}

std::vector<QuotedPrice> quotedPricesFromCsv(std::string_view text, const std::string &origin)
{
    const std::vector<CsvRecord> records = parseCsv(text, origin);
    if (records.empty())
        throw InputError("header", Message{DLRIG_MESSAGE("price", "{origin}: empty; expected the header "
                                                                  "id,amount,currency,date[,source]"),
                                           {{"origin", origin}}});
    std::vector<std::string> header;
    for (const std::string &name : records.front().fields)
        header.push_back(lowercase(name));
    const bool withSource = header.size() == 5 && header[4] == "source";
    if (header.size() < 4 || header[0] != "id" || header[1] != "amount" || header[2] != "currency" ||
        header[3] != "date" || (header.size() == 5 && !withSource) || header.size() > 5) {
        throw InputError("header", Message{DLRIG_MESSAGE("price", "{origin}: line {line}: expected the header "
                                                                  "id,amount,currency,date[,source]"),
                                           {{"origin", origin}, {"line", lineNumber(records.front().line)}}});
    }
    std::vector<QuotedPrice> prices;
    std::set<std::string> seen;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const CsvRecord &record = records[i];
        // "<origin>: line N: <field>: <problem>"
        const auto refuse = [&](const std::string &field, Message problem) {
            throw InputError(field, Message{DLRIG_MESSAGE("price", "{origin}: line {line}: {field}: {problem}"),
                                            {{"origin", origin},
                                             {"line", lineNumber(record.line)},
                                             {"field", field},
                                             {"problem", clause(std::move(problem))}}});
        };
        if (record.fields.size() != header.size()) {
            throw InputError("row", Message{DLRIG_MESSAGE("price", "{origin}: line {line}: expected {expected} fields, "
                                                                   "found {found}"),
                                            {{"origin", origin},
                                             {"line", lineNumber(record.line)},
                                             {"expected", static_cast<std::int64_t>(header.size())},
                                             {"found", static_cast<std::int64_t>(record.fields.size())}}});
        }
        const std::string &id = record.fields[0];
        if (id.empty())
            refuse("id", {DLRIG_MESSAGE("price", "empty"), {}});
        if (!seen.insert(id).second)
            refuse("id", {DLRIG_MESSAGE("price", "'{id}' has a price earlier in the file"), {{"id", id}}});
        const std::string &code = record.fields[2];
        if (!Currency::isKnown(code))
            refuse("currency",
                   {DLRIG_MESSAGE("price", "'{code}' is not an ISO 4217 code dlrig knows"), {{"code", code}}});
        QuotedPrice price{id, Money::zero(Currency::fromCode(code)), record.fields[3],
                          withSource ? record.fields[4] : std::string(), record.line};
        try {
            price.amount = Money::parse(record.fields[1], Currency::fromCode(code));
        } catch (const InputError &error) {
            if (!error.message())
                throw;
            refuse("amount", *error.message());
        }
        if (std::optional<PriceProblem> problem = quotedPriceProblem(price.amount, price.date))
            refuse(problem->field, std::move(problem->problem));
        prices.push_back(std::move(price));
    }
    return prices;
}

} // namespace dlrig::core
