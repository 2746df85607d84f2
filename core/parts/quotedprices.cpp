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

} // namespace

std::string quotedPriceProblem(const Money &amount, std::string_view date)
{
    if (amount.minorUnits() <= 0)
        return "amount: " + amount.toString() +
               " is not a price; a price is above zero (a part without one is listed on request)";
    if (!isIsoDate(date))
        return "date: '" + std::string(date) + "' is not a date like 2026-11-27";
    if (date > todayIsoDate())
        return "date: " + std::string(date) + " is after today (" + todayIsoDate() +
               "); a price is for a day that has come";
    return {};
}

std::vector<QuotedPrice> quotedPricesFromCsv(std::string_view text, const std::string &origin)
{
    const std::vector<CsvRecord> records = parseCsv(text, origin);
    if (records.empty())
        throw InputError("header", origin + ": empty; expected the header id,amount,currency,date[,source]");
    std::vector<std::string> header;
    for (const std::string &name : records.front().fields)
        header.push_back(lowercase(name));
    const bool withSource = header.size() == 5 && header[4] == "source";
    if (header.size() < 4 || header[0] != "id" || header[1] != "amount" || header[2] != "currency" ||
        header[3] != "date" || (header.size() == 5 && !withSource) || header.size() > 5) {
        throw InputError("header", origin + ": line " + std::to_string(records.front().line) +
                                       ": expected the header id,amount,currency,date[,source]");
    }
    std::vector<QuotedPrice> prices;
    std::set<std::string> seen;
    for (std::size_t i = 1; i < records.size(); ++i) {
        const CsvRecord &record = records[i];
        const std::string where = origin + ": line " + std::to_string(record.line) + ": ";
        if (record.fields.size() != header.size()) {
            throw InputError("row", where + "expected " + std::to_string(header.size()) + " fields, found " +
                                        std::to_string(record.fields.size()));
        }
        const std::string &id = record.fields[0];
        if (id.empty())
            throw InputError("id", where + "id: empty");
        if (!seen.insert(id).second)
            throw InputError("id", where + "id: '" + id + "' has a price earlier in the file");
        const std::string &code = record.fields[2];
        if (!Currency::isKnown(code))
            throw InputError("currency", where + "currency: '" + code + "' is not an ISO 4217 code dlrig knows");
        QuotedPrice price{id, Money::zero(Currency::fromCode(code)), record.fields[3],
                          withSource ? record.fields[4] : std::string(), record.line};
        try {
            price.amount = Money::parse(record.fields[1], Currency::fromCode(code));
        } catch (const std::invalid_argument &error) {
            throw InputError("amount", where + "amount: " + error.what());
        }
        if (const std::string problem = quotedPriceProblem(price.amount, price.date); !problem.empty())
            throw InputError(problem.substr(0, problem.find(':')), where + problem);
        prices.push_back(std::move(price));
    }
    return prices;
}

} // namespace dlrig::core
