#include "report/numbertext.h"

#include "core/base/message.h"
#include "core/base/units.h"
#include "core/build/barrel.h"
#include "report/messagetext.h"

#include <QLocale>

#include <cmath>

namespace dlrig::report {

namespace {

bool wan = false;

// The "C" locale groups no digits; it reads like English, as core writes it.
QLocale readersLocale()
{
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
}

} // namespace

QString wholeNumber(double value)
{
    return decimalNumber(value, 0);
}

QString decimalNumber(double value, int places)
{
    if (!std::isfinite(value))
        return QString::fromStdString(core::groupedNumber(core::Decimal{value, places}));
    return readersLocale().toString(value, 'f', places);
}

QString measuredFigure(double value)
{
    return value > 0 && value < 1 ? decimalNumber(value, 3) : QString::fromStdString(core::formatFigure(value));
}

QString plainNumber(double value, int maxPlaces)
{
    QString text = decimalNumber(value, maxPlaces);
    const QChar point = readersLocale().decimalPoint().at(0);
    if (std::isfinite(value) && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

QString rateText(double rate, const std::string &unit)
{
    return QStringLiteral("%1 %2").arg(decimalNumber(rate, std::abs(rate) < 100 ? 1 : 0),
                                       termText(core::unitTerm(unit)));
}

QString systemRateText(const core::BarrelReport &barrel)
{
    return messageText(core::systemRateMessage(barrel));
}

QString moneyText(const core::Money &amount, AmountStyle style)
{
    const QString code = QString::fromLatin1(amount.currency().code());
    const bool chinese = QLocale().language() == QLocale::Chinese;
    const double major = static_cast<double>(amount.minorUnits()) / std::pow(10.0, amount.currency().minorDigits());
    if (style == AmountStyle::Readable && wan && chinese && code == QLatin1String("CNY") && std::abs(major) >= 10'000)
        return QStringLiteral("%1 %2 万").arg(code, plainNumber(major / 10'000, 2));
    // English and Chinese group and point alike; core's text keeps every cent exact.
    return QString::fromStdString(amount.toString());
}

void setYuanInWan(bool on)
{
    wan = on;
}

bool yuanInWan()
{
    return wan;
}

} // namespace dlrig::report
