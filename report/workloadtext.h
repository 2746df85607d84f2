#pragma once

#include "core/build/build.h"
#include "core/models/workload.h"

#include <QString>

// A workload as people read it: "Llama 2 7B, LoRA fine-tuning, mixed
// precision, BF16 compute" rather than the keywords build files and
// dlrig-cli take (lora, amp-bf16). The wizard shows each keyword beside its
// words: "LoRA fine-tuning (lora)".
namespace dlrig::report {

QString taskText(core::Task task);
QString precisionText(core::Precision precision);
QString optimizerText(core::Optimizer optimizer);
// "LoRA fine-tuning (lora)": the words and the keyword.
QString withKeyword(const QString &words, std::string_view keyword);
// "Llama 2 7B, LoRA fine-tuning, mixed precision, BF16 compute".
QString workloadText(const core::Workload &workload);
// With what tells two runs of it apart (core::workloadText's words): users
// and their speed, micro-batch, sequence length, nodes.
QString scenarioText(const core::Scenario &scenario);

} // namespace dlrig::report
