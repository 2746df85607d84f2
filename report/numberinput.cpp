#include "report/numberinput.h"

#include <QRegularExpression>

namespace dlrig::report {

namespace {

// Full-width digits and punctuation (an IME's ０–９，．％) as ASCII; spaces out.
QString halfWidth(const QString &typed)
{
    QString text;
    for (const QChar c : typed.trimmed()) {
        const char16_t u = c.unicode();
        if (u >= 0xFF10 && u <= 0xFF19)
            text += QChar(u - 0xFF10 + '0');
        else if (u == 0xFF0C)
            text += QLatin1Char(',');
        else if (u == 0xFF0E)
            text += QLatin1Char('.');
        else if (u == 0xFF05)
            text += QLatin1Char('%');
        else if (u == 0xFF0D || u == 0x2212)
            text += QLatin1Char('-');
        else if (!c.isSpace())
            text += c;
    }
    return text;
}

// A plain or grouped decimal ("60000", "60,000.5", "-5") without its commas.
std::optional<QString> plainDecimal(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^-?(\\d+)(\\.\\d+)?$"));
    static const QRegularExpression grouped(QStringLiteral("^-?\\d{1,3}(,\\d{3})+(\\.\\d+)?$"));
    if (plain.match(text).hasMatch())
        return text;
    if (grouped.match(text).hasMatch())
        return QString(text).remove(QLatin1Char(','));
    return std::nullopt;
}

// The decimal × 10,000, exactly (the point moves four places).
QString timesTenThousand(const QString &decimal)
{
    const bool negative = decimal.startsWith(QLatin1Char('-'));
    const QString digits = negative ? decimal.mid(1) : decimal;
    const qsizetype point = digits.indexOf(QLatin1Char('.'));
    QString whole = point < 0 ? digits : digits.left(point);
    QString fraction = point < 0 ? QString() : digits.mid(point + 1);
    fraction = fraction.leftJustified(4, QLatin1Char('0'));
    whole += fraction.left(4);
    fraction = fraction.mid(4);
    while (whole.size() > 1 && whole.startsWith(QLatin1Char('0')))
        whole.remove(0, 1);
    return (negative ? QStringLiteral("-") : QString()) + whole +
           (fraction.isEmpty() ? QString() : QLatin1Char('.') + fraction);
}

} // namespace

std::optional<std::string> typedAmount(const QString &typed)
{
    QString text = halfWidth(typed);
    const bool wan = text.endsWith(QChar(0x4E07)); // 万
    if (wan)
        text.chop(1);
    const std::optional<QString> decimal = plainDecimal(text);
    if (!decimal)
        return std::nullopt;
    return (wan ? timesTenThousand(*decimal) : *decimal).toStdString();
}

std::optional<std::string> typedPercent(const QString &typed)
{
    QString text = halfWidth(typed);
    if (text.endsWith(QLatin1Char('%')))
        text.chop(1);
    const std::optional<QString> decimal = plainDecimal(text);
    if (!decimal)
        return std::nullopt;
    return decimal->toStdString();
}

} // namespace dlrig::report
