#pragma once

#include <QString>

#include <string>

namespace dlrig::report {

// A benchmark verdict as core and the history write it ("PASS", "SKIPPED",
// "NOT CHECKED", "PASS WITH WARNINGS", "CANCELLED") in the user's language;
// anything else as it is.
QString verdictText(const std::string &verdict);

// A sentence a benchmark run wrote (a skip reason, an error, a detection
// line), which runs keep in English, in the user's language: it is read back
// into its message (core/validation/benchphrases.h); one no phrase matches is
// shown as it is.
QString benchText(const std::string &english);

} // namespace dlrig::report
