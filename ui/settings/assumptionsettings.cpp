#include "ui/settings/assumptionsettings.h"

#include "core/models/workload.h"
#include "report/messagetext.h"

#include <QSettings>

namespace dlrig::ui {

namespace {
QString settingsKey(std::string_view key)
{
    return QStringLiteral("assumptions/") + QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
}
} // namespace

core::Assumptions loadAssumptions(QStringList *problems)
{
    core::Assumptions assumptions;
    QSettings settings;
    for (const core::AssumptionInfo &info : core::assumptionTable()) {
        const QVariant stored = settings.value(settingsKey(info.key));
        if (!stored.isValid())
            continue;
        try {
            core::setAssumption(assumptions, info.key, stored.toString().toStdString());
        } catch (const std::exception &error) {
            if (problems)
                *problems << report::errorText(error);
        }
    }
    return assumptions;
}

// Only values that differ from the defaults are stored, so a later release's
// better default reaches users who never changed it.
void saveAssumptions(const core::Assumptions &assumptions)
{
    const core::Assumptions defaults;
    QSettings settings;
    for (const core::AssumptionInfo &info : core::assumptionTable()) {
        if (assumptions.*info.member == defaults.*info.member)
            settings.remove(settingsKey(info.key));
        else
            settings.setValue(settingsKey(info.key), QString::number(assumptions.*info.member, 'g', 17));
    }
}

QMap<QString, double> assumptionsToMap(const core::Assumptions &assumptions)
{
    QMap<QString, double> values;
    for (const core::AssumptionInfo &info : core::assumptionTable())
        values.insert(QString::fromUtf8(info.key.data(), static_cast<qsizetype>(info.key.size())),
                      assumptions.*info.member);
    return values;
}

core::Assumptions assumptionsFromMap(const QMap<QString, double> &values)
{
    core::Assumptions assumptions;
    for (auto it = values.begin(); it != values.end(); ++it)
        core::setAssumption(assumptions, it.key().toStdString(), QString::number(it.value(), 'g', 17).toStdString());
    return assumptions;
}

} // namespace dlrig::ui
