#pragma once

#include "core/base/message.h"
#include "core/models/workload.h"
#include "core/parts/parts.h"
#include "core/parts/pricetext.h"
#include "core/plan/plan.h"

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
// A failure as the reader reads it: an InputError's message in this language, else what().
std::string sayError(const std::exception &error);
// A sentence a benchmark run kept in English (report/verdicttext.h's
// benchText), in the chosen language.
std::string sayBench(const std::string &english);
// A verdict word (PASS, SKIPPED, NOT CHECKED…) in the chosen language.
std::string sayVerdict(const std::string &verdict);
// A plan in one line ("2 GPUs: tensor 1 × data 2, no ZeRO, …"), and with its
// step and costs, as the GUI shows it, in the chosen language.
std::string sayPlan(const core::Plan &plan, bool withSpeed = true);
std::string sayPlanWithCosts(const core::PlanResult &result, const std::string &english);
// The workload as words in Chinese ("LoRA 微调"); English keeps the
// keywords people type (lora, amp-bf16).
std::string sayWorkload(const core::Workload &workload);
// A rate with its unit: "6,179 tokens/s", "6,179 token/秒".
std::string sayRate(double rate, const std::string &unit);
// A part's price with its kind, date and age, or "on request".
std::string sayPrice(const core::Part &part, int staleAfterMonths);
// A price's kind and age: "MSRP, 1 year 4 months old, stale".
std::string sayPriceKindAndAge(const core::Price &price, const core::PriceAge &age);

} // namespace dlrig::cli
