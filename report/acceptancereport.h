#pragma once

// The acceptance report of a benchmark run: the machine as detected and
// matched, every measurement against its spec with its verdict, the bars used
// and their evidence, and the run's verdict. PDF through the paged writer.
#include "core/validation/validation.h"
#include "report/pageddocument.h"

#include <string>
#include <vector>

class QTextDocument;

namespace dlrig::report {

struct AcceptanceReport {
    std::string machine;
    std::string started;
    std::string finished;
    std::string mode;                  // "quick", "full", "burn-in 600 s"
    std::string verdict;               // core::overallVerdict
    std::string specsFrom;             // "the detected parts" or the build file it was bought as
    std::vector<std::string> hardware; // one line per detected part
    std::vector<std::string> matches;  // detected → catalog, and what did not match
    std::vector<core::Measurement> measurements;
    std::vector<core::Threshold> thresholds;
};

void fillAcceptanceDocument(QTextDocument &document, const AcceptanceReport &report);
int writeAcceptancePdf(const std::filesystem::path &file, const AcceptanceReport &report, Paper paper);

} // namespace dlrig::report
