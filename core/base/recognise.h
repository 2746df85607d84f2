#pragma once

#include "core/base/message.h"

#include <string>
#include <vector>

namespace dlrig::core {

// Reads text that was written from one of `phrases` (a stored bench run's
// skip reason, a detection status, a line from the GPU helper process) back
// into the message it came from, so that it can be shown in the reader's
// language although only the English was kept. Each {name} takes the text
// between the phrase's fixed parts, and is itself read back where it matches
// a phrase ("NVML not available: {status}"). Of several phrases that match,
// the one with the most fixed text wins. Text that matches none comes back
// as a message that shows it as it is.
Message recognise(const std::string &text, const std::vector<MessageText> &phrases);

// The message of text no phrase matched: "{text}", shown as it is.
Message verbatim(const std::string &text);

} // namespace dlrig::core
