#include "ui/benchmark/legacybenchsettings.h"

#include "core/validation/benchsettings.h"

#include <QSettings>
#include <QStringList>

namespace dlrig::ui {

bool moveLegacyBenchSettings(const std::filesystem::path &file)
{
    std::error_code error;
    QSettings settings;
    if (std::filesystem::exists(file, error) || !settings.childGroups().contains("benchmark"))
        return false;
    core::BenchSettings moved;
    bool any = false;
    for (core::Threshold &t : moved.thresholds) {
        const QStringList bars =
            settings.value("benchmark/thresholds/" + QString::fromStdString(t.metric)).toString().split(',');
        bool passOk = false, warnOk = false;
        const double pass = bars.value(0).toDouble(&passOk);
        const double warn = bars.value(1).toDouble(&warnOk);
        if (t.exact || bars.size() != 2 || !passOk || !warnOk || warn <= 0 || warn > pass || pass > 1)
            continue;
        t.pass = pass;
        t.warn = warn;
        any = true;
    }
    const QVariantMap matches = settings.value("benchmark/matchedByHand").toMap();
    for (auto it = matches.begin(); it != matches.end(); ++it) {
        moved.matches[it.key().toStdString()] = it.value().toString().toStdString();
        any = true;
    }
    if (any) {
        try {
            core::saveBenchSettings(file, moved);
        } catch (const std::exception &) {
            return false; // QSettings keeps them; the next start tries again
        }
    }
    settings.remove("benchmark/thresholds");
    settings.remove("benchmark/matchedByHand");
    return any;
}

} // namespace dlrig::ui
