#include "report/pricetext.h"

#include "core/base/isodate.h"

namespace dlrig::report {

QString PriceText::amount(const core::Price &price)
{
    const QString low = QString::fromStdString(price.amount.toString());
    if (!price.high)
        return low;
    return tr("%1–%2 (%3 counted, the midpoint)")
        .arg(low, QString::fromStdString(core::groupedAmount(*price.high)),
             QString::fromStdString(core::countedAmount(price).toString()));
}

QString PriceText::compactAmount(const core::Price &price)
{
    const QString low = QString::fromStdString(price.amount.toString());
    if (!price.high)
        return low;
    return tr("%1–%2 (%3 counted)")
        .arg(low, QString::fromStdString(core::groupedAmount(*price.high)),
             QString::fromStdString(core::groupedAmount(core::countedAmount(price))));
}

QString PriceText::kind(const core::Price &price)
{
    return kind(price.kind, price.condition);
}

QString PriceText::kind(core::PriceKind kind, const std::string &condition)
{
    QString text;
    switch (kind) {
    case core::PriceKind::Msrp:
        text = tr("MSRP");
        break;
    case core::PriceKind::Street:
        text = tr("street");
        break;
    case core::PriceKind::Quote:
        text = tr("quote");
        break;
    case core::PriceKind::Used:
        text = tr("used");
        break;
    case core::PriceKind::Estimate:
        text = tr("estimate");
        break;
    }
    if (condition == "refurbished")
        text += tr(" (refurbished)");
    else if (condition == "open-box")
        text += tr(" (open box)");
    return text;
}

QString PriceText::date(const core::Price &price)
{
    return date(price.asOf, price.dateIsLookUp);
}

QString PriceText::date(const std::string &day, bool lookedUp)
{
    const QString text = QString::fromStdString(day);
    return lookedUp ? tr("undated source, read %1").arg(text) : tr("published %1").arg(text);
}

QString PriceText::age(const core::PriceAge &age)
{
    const int years = age.months / 12;
    const int months = age.months % 12;
    QString text;
    if (years > 0 && months > 0)
        text = tr("%1 %2 old")
                   .arg((years == 1 ? tr("1 year") : tr("%1 years").arg(years)),
                        (months == 1 ? tr("1 month") : tr("%1 months").arg(months)));
    else if (years > 0)
        text = tr("%1 old").arg((years == 1 ? tr("1 year") : tr("%1 years").arg(years)));
    else if (months > 0)
        text = tr("%1 old").arg((months == 1 ? tr("1 month") : tr("%1 months").arg(months)));
    else
        text = tr("under a month old");
    return age.stale ? tr("%1, stale").arg(text) : text;
}

QString PriceText::describe(const core::Part &part, int staleAfterMonths)
{
    if (!part.price)
        return onRequest();
    const core::Price &price = *part.price;
    const core::PriceAge priceAge = core::priceAge(price, core::todayIsoDate(), staleAfterMonths);
    return tr("%1 (%2, %3, %4)").arg(amount(price), kind(price), date(price), age(priceAge));
}

QString PriceText::onRequest()
{
    return tr("on request");
}

} // namespace dlrig::report
