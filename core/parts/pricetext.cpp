#include "core/parts/pricetext.h"

#include "core/base/isodate.h"

#include <algorithm>

namespace dlrig::core {

Money countedAmount(const Price &price)
{
    if (!price.high)
        return price.amount;
    return Money((price.amount.minorUnits() + price.high->minorUnits()) / 2, price.amount.currency());
}

std::string groupedAmount(const Money &money)
{
    const std::string text = money.toString();
    return text.substr(text.find(' ') + 1);
}

std::string priceAmountText(const Price &price)
{
    if (!price.high)
        return price.amount.toString();
    return price.amount.toString() + "–" + groupedAmount(*price.high) + " (" + countedAmount(price).toString() +
           " counted, the midpoint)";
}

std::string priceKindText(const Price &price)
{
    std::string text = price.kind == PriceKind::Msrp ? "MSRP" : std::string(toString(price.kind));
    if (!price.condition.empty() && price.condition != "used")
        text += " (" + price.condition + ")";
    return text;
}

std::string priceDateText(const Price &price)
{
    return price.dateIsLookUp ? "undated source, read " + price.asOf : "published " + price.asOf;
}

PriceAge priceAge(const Price &price, std::string_view today, int staleAfterMonths)
{
    PriceAge age;
    if (isIsoDate(price.asOf) && isIsoDate(today))
        age.months = std::max(0, monthsBetween(price.asOf, today));
    age.stale = age.months > staleAfterMonths;
    return age;
}

std::string priceAgeText(const PriceAge &age)
{
    const int years = age.months / 12;
    const int months = age.months % 12;
    if (age.months == 0)
        return age.stale ? "under a month old, stale" : "under a month old";
    std::string text;
    if (years > 0)
        text = std::to_string(years) + (years == 1 ? " year" : " years");
    if (months > 0)
        text += (text.empty() ? "" : " ") + std::to_string(months) + (months == 1 ? " month" : " months");
    text += " old";
    if (age.stale)
        text += ", stale";
    return text;
}

std::string describePrice(const Part &part, std::string_view today, int staleAfterMonths)
{
    if (!part.price)
        return "on request";
    const Price &p = *part.price;
    return priceAmountText(p) + " (" + priceKindText(p) + ", " + priceDateText(p) + ", " +
           priceAgeText(priceAge(p, today, staleAfterMonths)) + ")";
}

} // namespace dlrig::core
