#pragma once

#include "core/validation/validation.h"

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

// What a compatibility finding's rule ("psu.watts", "memory.speed") is about,
// in the user's language ("power supply", "memory"); an unknown rule as it is.
QString findingSubjectText(const std::string &rule);

// A run's mode as runs keep it ("quick", "full", "burn-in 10 min", "burn-in
// 600 s") in the user's language.
QString benchModeText(const std::string &mode);

// What a run was judged against, as runs keep it ("the detected parts", "the
// open build: NAME", a build file's path from dlrig-cli bench --against, or
// nothing for runs saved before dlrig kept it), in the user's language.
QString specsFromText(const std::string &specsFrom);

// A verdict's text colour in printed reports: green, amber, red, grey.
QString verdictColour(core::Verdict verdict);
// A cell's background in a verdict's colour (the cluster heat map and pair
// matrix): light, so that the figure in the cell stays readable, in print too.
QString verdictBackground(core::Verdict verdict);

} // namespace dlrig::report
