#include "app/cli/language.h"

#include "app/cli/arguments.h"

#ifdef DLRIG_HAVE_REPORT
#include "report/messagetext.h"
#include "report/verdicttext.h"
#endif

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

std::string sayBench(const std::string &english)
{
#ifdef DLRIG_HAVE_REPORT
    if (chinese)
        return report::benchText(english).toStdString();
#endif
    return english;
}

} // namespace dlrig::cli
