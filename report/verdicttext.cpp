#include "report/verdicttext.h"

#include "core/base/recognise.h"
#include "core/validation/benchphrases.h"
#include "report/messagetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>

namespace dlrig::report {

namespace {
class VerdictText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::VerdictText)
};
} // namespace

QString verdictText(const std::string &verdict)
{
    static const std::map<std::string, const char *> words{
        {"PASS", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "PASS")},
        {"WARN", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "WARN")},
        {"FAIL", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "FAIL")},
        {"ERROR", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "ERROR")},
        {"SKIPPED", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "SKIPPED")},
        {"NOT CHECKED", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "NOT CHECKED")},
        {"PASS WITH WARNINGS", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "PASS WITH WARNINGS")},
        {"CANCELLED", QT_TRANSLATE_NOOP("dlrig::report::VerdictText", "CANCELLED")},
    };
    const auto it = words.find(verdict);
    return it == words.end() ? QString::fromStdString(verdict) : VerdictText::tr(it->second);
}

QString benchText(const std::string &english)
{
    return messageText(core::recognise(english, core::bench::benchPhrases()));
}

QString findingSubjectText(const std::string &rule)
{
    static const std::map<std::string, core::MessageText> subjects{
        {"budget", DLRIG_MESSAGE("finding.subject", "budget")},
        {"chassis", DLRIG_MESSAGE("finding.subject", "chassis")},
        {"cooler", DLRIG_MESSAGE("finding.subject", "CPU cooler")},
        {"cpu", DLRIG_MESSAGE("finding.subject", "CPU")},
        {"deadline", DLRIG_MESSAGE("finding.subject", "deadline")},
        {"edge", DLRIG_MESSAGE("finding.subject", "edge module")},
        {"gpu", DLRIG_MESSAGE("finding.subject", "GPU")},
        {"memory", DLRIG_MESSAGE("finding.subject", "memory")},
        {"missing", DLRIG_MESSAGE("finding.subject", "missing part")},
        {"motherboard", DLRIG_MESSAGE("finding.subject", "motherboard")},
        {"power", DLRIG_MESSAGE("finding.subject", "power")},
        {"psu", DLRIG_MESSAGE("finding.subject", "power supply")},
        {"server", DLRIG_MESSAGE("finding.subject", "server")},
        {"storage", DLRIG_MESSAGE("finding.subject", "storage")},
    };
    const auto it = subjects.find(rule.substr(0, rule.find('.')));
    return it == subjects.end() ? QString::fromStdString(rule) : termText(it->second);
}

QString benchModeText(const std::string &mode)
{
    if (mode == "quick")
        return VerdictText::tr("quick");
    if (mode == "full")
        return VerdictText::tr("full");
    const QString text = QString::fromStdString(mode);
    static const QRegularExpression burnIn(QStringLiteral("^burn-in (\\S+) (min|s)$"));
    if (const QRegularExpressionMatch m = burnIn.match(text); m.hasMatch())
        return m.captured(2) == QLatin1String("min") ? VerdictText::tr("burn-in %1 min").arg(m.captured(1))
                                                     : VerdictText::tr("burn-in %1 s").arg(m.captured(1));
    return text;
}

QString specsFromText(const std::string &specsFrom)
{
    static const std::string openBuild = "the open build: ";
    if (specsFrom.empty())
        return VerdictText::tr("not recorded (the run was saved before dlrig kept it)");
    if (specsFrom == "the detected parts")
        return VerdictText::tr("the detected parts");
    if (specsFrom.starts_with(openBuild))
        return VerdictText::tr("the open build: %1").arg(QString::fromStdString(specsFrom.substr(openBuild.size())));
    return VerdictText::tr("the build file %1").arg(QString::fromStdString(specsFrom));
}

QString verdictColour(core::Verdict verdict)
{
    switch (verdict) {
    case core::Verdict::Pass:
        return "#1b7f3b";
    case core::Verdict::Warn:
        return "#a66300";
    case core::Verdict::Fail:
    case core::Verdict::Error:
        return "#b3261e";
    case core::Verdict::Skipped:
        return "#666666";
    }
    return "#000000";
}

QString verdictBackground(core::Verdict verdict)
{
    switch (verdict) {
    case core::Verdict::Pass:
        return "#d7efdd";
    case core::Verdict::Warn:
        return "#fbe7c2";
    case core::Verdict::Fail:
    case core::Verdict::Error:
        return "#f6d0cc";
    case core::Verdict::Skipped:
        return "#eeeeee";
    }
    return "#ffffff";
}

} // namespace dlrig::report
