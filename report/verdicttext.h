#pragma once

#include <QString>

#include <string>

namespace dlrig::report {

// A benchmark verdict as core and the history write it ("PASS", "SKIPPED",
// "NOT CHECKED", "PASS WITH WARNINGS", "CANCELLED") in the user's language;
// anything else as it is.
QString verdictText(const std::string &verdict);

} // namespace dlrig::report
