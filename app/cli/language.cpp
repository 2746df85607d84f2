#include "app/cli/language.h"

#include "app/cli/arguments.h"

#ifdef DLRIG_HAVE_REPORT
#include "report/messagetext.h"
#include "report/numbertext.h"
#include "report/plantext.h"
#include "report/pricetext.h"
#include "report/verdicttext.h"
#include "report/workloadtext.h"
#endif

#include "core/base/isodate.h"
#include "core/parts/pricetext.h"

#include <cstdlib>

namespace dlrig::cli {

namespace {

bool isChinese(const std::string &name)
{
    return name.rfind("zh", 0) == 0;
}

bool isEnglish(const std::string &name)
{
    return name == "C" || name == "POSIX" || name.rfind("C.", 0) == 0 || name.rfind("en", 0) == 0;
}

bool chinese = false;

} // namespace

std::string chooseLanguage(const std::optional<std::string> &option)
{
    if (option) {
        if (isChinese(*option))
            return "zh_CN";
        if (isEnglish(*option))
            return "en";
        throw UsageError("--lang: '" + *option + "' is not a language dlrig speaks (expected en or zh_CN)");
    }
    for (const char *variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char *value = std::getenv(variable);
        if (value && *value)
            return isChinese(value) ? "zh_CN" : "en";
    }
    return "en";
}

void useLanguage(const std::string &language)
{
#ifdef DLRIG_HAVE_REPORT
    chinese = report::useMessageLanguage(QString::fromStdString(language));
#else
    chinese = false;
    (void)language;
#endif
}

std::string say(const core::Message &message)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::messageText(message).toStdString();
#endif
    return message.english();
}

std::string say(const core::MessageText &text)
{
    return say(core::Message{text, {}});
}

std::string sayError(const std::exception &error)
{
    const auto *input = dynamic_cast<const core::InputError *>(&error);
    if (!input || !input->message()) {
        const auto *says = dynamic_cast<const core::SaysMessage *>(&error);
        return says && says->said() ? say(*says->said()) : std::string(error.what());
    }
    return core::InputError::restated(say(*input->message()), input->renames());
}

std::string sayPlan(const core::Plan &plan, bool withSpeed)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::planLine(plan, withSpeed).toStdString();
#endif
    return core::describe(plan, withSpeed);
}

std::string sayPlanWithCosts(const core::PlanResult &result, const std::string &english)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::planSummary(result).toStdString();
#endif
    return english;
}

std::string sayWorkload(const core::Workload &w)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::workloadText(w).toStdString();
#endif
    return w.model.name + ", " + std::string(core::toString(w.task)) + ", " + std::string(core::toString(w.precision));
}

std::string sayRate(double rate, const std::string &unit)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::rateText(rate, unit).toStdString();
#endif
    return core::groupedNumber(core::Decimal{rate, rate < 100 ? 1 : 0}) + " " + unit;
}

std::string sayPrice(const core::Part &part, int staleAfterMonths)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::PriceText::describe(part, staleAfterMonths).toStdString();
#endif
    return core::describePrice(part, core::todayIsoDate(), staleAfterMonths);
}

std::string sayPriceKindAndAge(const core::Price &price, const core::PriceAge &age)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return (report::PriceText::kind(price) + "，" + report::PriceText::age(age)).toStdString();
#endif
    return core::priceKindText(price) + ", " + core::priceAgeText(age);
}

std::string sayVerdict(const std::string &verdict)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::verdictText(verdict).toStdString();
#endif
    return verdict;
}

std::string sayBench(const std::string &english)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::benchText(english).toStdString();
#endif
    return english;
}

} // namespace dlrig::cli
