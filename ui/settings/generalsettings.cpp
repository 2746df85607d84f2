#include "ui/settings/generalsettings.h"

#include "report/numbertext.h"

#include <QSettings>

namespace dlrig::ui {

GeneralSettings loadGeneralSettings()
{
    QSettings stored;
    GeneralSettings general;
    if (stored.value("general/bytes").toString() == "binary")
        general.bytes = core::ByteBase::Binary;
    const QString amount = stored.value("general/electricityAmount").toString();
    const QString currency = stored.value("general/electricityCurrency").toString();
    if (!amount.isEmpty() && core::Currency::isKnown(currency.toStdString())) {
        try {
            const core::Money price =
                core::Money::parse(amount.toStdString(), core::Currency::fromCode(currency.toStdString()));
            if (price.minorUnits() >= 0)
                general.electricityPerKwh = price;
        } catch (const std::exception &) {
            // A hand-edited setting that is not an amount: the preset's tariff applies.
        }
    }
    bool ok = false;
    const double pue = stored.value("general/pue").toDouble(&ok);
    if (ok && pue >= 1.0 && pue <= 3.0)
        general.pue = pue;
    general.includeUsedPrices = stored.value("general/includeUsedPrices", false).toBool();
    const int months = stored.value("general/staleAfterMonths", general.staleAfterMonths).toInt(&ok);
    if (ok && months >= 1 && months <= 240)
        general.staleAfterMonths = months;
    general.yuanInWan = stored.value("general/yuanInWan", false).toBool();
    // A hand-edited circuit that does not read as one: the currency's outlet applies.
    general.circuit = core::parseCircuit(stored.value("general/circuit").toString().toStdString());
    return general;
}

void saveGeneralSettings(const GeneralSettings &general)
{
    QSettings stored;
    stored.setValue("general/bytes", general.bytes == core::ByteBase::Binary ? "binary" : "decimal");
    if (general.electricityPerKwh) {
        stored.setValue("general/electricityAmount", QString::fromStdString(general.electricityPerKwh->amountText()));
        stored.setValue("general/electricityCurrency",
                        QString::fromStdString(std::string(general.electricityPerKwh->currency().code())));
    } else {
        stored.remove("general/electricityAmount");
        stored.remove("general/electricityCurrency");
    }
    if (general.pue)
        stored.setValue("general/pue", *general.pue);
    else
        stored.remove("general/pue");
    stored.setValue("general/includeUsedPrices", general.includeUsedPrices);
    stored.setValue("general/staleAfterMonths", general.staleAfterMonths);
    stored.setValue("general/yuanInWan", general.yuanInWan);
    if (general.circuit)
        stored.setValue("general/circuit", QString::fromStdString(general.circuit->text()));
    else
        stored.remove("general/circuit");
}

void applyGeneralSettings(const GeneralSettings &general)
{
    report::setYuanInWan(general.yuanInWan);
}

QString formatSize(core::Bytes bytes)
{
    return QString::fromStdString(core::formatBytes(bytes, loadGeneralSettings().bytes));
}

} // namespace dlrig::ui
