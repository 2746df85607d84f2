// Leave-one-source-out: each source's runs predicted with the tuned constants
// fitted on the other sources only (tests/core/accuracy/fit.h).
#include "tests/core/accuracy/fit.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dlrig::accuracy {
namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

TEST(AccuracyLeftOut, EachSourcePredictedFromTheOthers)
{
    static const std::vector<Case> cases = allCases();
    std::vector<const Case *> tested;
    for (const Case &c : cases)
        if (c.untested.empty())
            tested.push_back(&c);
    const auto results = leaveOneSourceOut(tested, core::Assumptions{});
    for (const Case *c : tested)
        std::printf("%-36s %-40s fitted %6.3f left out %6.3f\n", c->id.c_str(), sourceOf(*c).c_str(),
                    results.at(c).fittedRatio, results.at(c).leftOutRatio);
    for (const Kind kind : {Kind::Training, Kind::Prefill, Kind::Decode, Kind::Memory}) {
        std::vector<double> fitted, leftOut;
        for (const Case *c : tested) {
            if (c->kind != kind)
                continue;
            fitted.push_back(std::abs(results.at(c).fittedRatio - 1));
            leftOut.push_back(std::abs(results.at(c).leftOutRatio - 1));
        }
        std::printf("%-22s %3zu cases: fitted median error %5.1f %%, left out %5.1f %%\n", kindName(kind),
                    fitted.size(), 100 * median(fitted), 100 * median(leftOut));
    }
}

} // namespace
} // namespace dlrig::accuracy
