#include "report/verdicttext.h"

#include "core/base/recognise.h"
#include "core/validation/benchphrases.h"
#include "report/messagetext.h"

#include <QCoreApplication>

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

} // namespace dlrig::report
