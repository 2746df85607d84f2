#pragma once

// The assumption lines of an estimate — what was counted, with which setting,
// from which formula — written from its numbers after the estimators have
// computed them: the estimators compute numbers only. Messages, so that each
// reads in the reader's language; the JSON keeps their English.
#include "core/base/message.h"

#include <vector>

namespace dlrig::core {

struct Estimate;

std::vector<Message> estimateNotes(const Estimate &estimate);

} // namespace dlrig::core
