#pragma once

// Fitting dlrig's tuned constants to measured runs, and judging them on runs
// they were not fitted to (docs/accuracy.md, "Fitted and left out").
//
// Only the constants a measured run sets are fitted: the efficiency shares and
// the corrections named in `fittedKeys()`. Physical constants (link bandwidths,
// byte counts, spec-sheet peaks) are never fitted. Each fitted key has a prior:
// the value it takes where no run of the fitting set depends on it — a
// correction that does nothing (a factor 1, an overhead 0) where that exists,
// so that a factor only one source needs earns nothing when that source is
// left out.
#include "tests/core/accuracy/accuracycase.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::accuracy {

struct FittedKey {
    std::string_view key;
    double low; // the fit searches [low, high] on a logarithmic grid
    double high;
    double prior; // value where no run of the fitting set depends on the key
};

const std::vector<FittedKey> &fittedKeys();

// The publisher a case's figure comes from: "owner/repo" for GitHub, the host
// otherwise. Runs of one project count as one source even from several files.
std::string sourceOf(const Case &c);

// The constants that minimise Σ|ln(estimate ÷ measured)| over `cases` (but
// serving latencies, which are only judged)
// (coordinate descent over fittedKeys(), from their priors; every other
// setting as in `base`).
core::Assumptions fitTo(const std::vector<const Case *> &cases, const core::Assumptions &base);

struct LeftOut {
    double fittedRatio;  // estimate ÷ measured with constants fitted on every source
    double leftOutRatio; // with constants fitted on every other source
};

struct LeaveOneSourceOut {
    std::map<const Case *, LeftOut> cases; // every tested case: fitted on all sources and left out
    core::Assumptions fittedOnAll;
    std::map<std::string, core::Assumptions> fittedWithout; // source left out → constants fitted on the rest
};
LeaveOneSourceOut leaveOneSourceOut(const std::vector<const Case *> &cases, const core::Assumptions &base);

// The value of a fitted key in `a`.
double valueOf(const core::Assumptions &a, std::string_view key);

} // namespace dlrig::accuracy
