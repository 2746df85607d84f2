#pragma once

#include "core/base/message.h"

#include <optional>
#include <string>

namespace dlrig::cli {

// The language of dlrig-cli's messages: --lang when given, else the
// environment as POSIX orders it (LC_ALL, LC_MESSAGES, LANG). "en" or "zh_CN".
// Throws UsageError for a --lang dlrig has no translation for; an unknown
// language in the environment means English.
std::string chooseLanguage(const std::optional<std::string> &option);

// Renders core's messages in `language` from now on (English without Qt).
void useLanguage(const std::string &language);

// A message in the chosen language.
std::string say(const core::Message &message);
std::string say(const core::MessageText &text);
// A sentence a benchmark run kept in English (report/verdicttext.h's
// benchText), in the chosen language.
std::string sayBench(const std::string &english);

} // namespace dlrig::cli
