// Leave-one-source-out: each source's runs predicted with the tuned constants
// fitted on the other sources only (tests/core/accuracy/fit.h).
#include "tests/core/accuracy/fit.h"

#include "core/estimate/efficiency.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>

// Refitting every constant once per source takes about 14 s in a release
// build and over two minutes under AddressSanitizer; the sanitizer build runs
// the same estimators through accuracy_test.cpp and skips the refits.
#if defined(__SANITIZE_ADDRESS__)
#define DLRIG_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define DLRIG_UNDER_ASAN 1
#endif
#endif

namespace dlrig::accuracy {
namespace {

void skipUnderSanitizers()
{
#ifdef DLRIG_UNDER_ASAN
    GTEST_SKIP() << "leave-one-source-out refits are judged in the release build";
#endif
}

// The cases each printed range is judged on: a kind of rate, or one of
// serving's two latencies (a case id ending "-ttft" is a time to first token).
struct RangeGroup {
    const char *name;
    core::EstimateKind stated;
    std::function<bool(const Case &)> member;
};

bool firstToken(const Case &c)
{
    return c.id.ends_with("-ttft");
}

std::vector<RangeGroup> rangeGroups()
{
    const auto ofKind = [](Kind kind) { return [kind](const Case &c) { return c.kind == kind; }; };
    return {
        {"training throughput", core::EstimateKind::TrainingThroughput, ofKind(Kind::Training)},
        {"prefill and forward", core::EstimateKind::Prefill, ofKind(Kind::Prefill)},
        {"decode", core::EstimateKind::Decode, ofKind(Kind::Decode)},
        {"memory", core::EstimateKind::Memory, ofKind(Kind::Memory)},
        {"time to first token", core::EstimateKind::FirstTokenLatency,
         [](const Case &c) { return c.kind == Kind::Latency && firstToken(c); }},
        {"time per output token", core::EstimateKind::TokenLatency,
         [](const Case &c) { return c.kind == Kind::Latency && !firstToken(c); }},
    };
}

// Where the left-out median error of each kind stands today; it may only go
// down. The aim (issue 30) is under 12 % for every kind. Serving latency rose
// once, 0.18 → 0.22 (2026-12-07), when collective-latency-us was set from
// nccl-tests (10 → 25 µs) and the fit lost a CUDA-graph dispatch of 160 µs a
// layer that had stood in for it: the inter-token latencies moved closer, two
// TTFTs farther (docs/accuracy.md). It rose again, 0.22 → 0.31, and decode
// 0.19 → 0.20, when inference engines' prefill got a factor of its own
// (compiled-forward-speedup) and LMDeploy's runs joined: prompt processing
// is predicted faster, and the TTFTs, which also hold the server's own path,
// came out shorter than measured on two sources; LMDeploy's decoding at 64
// requests is 1.7× optimistic left out. When eager-operator-us stopped being
// fitted (a measured 8 µs), decode fell 0.20 → 0.16 (AutoAWQ's runs, left
// out, were 2.5–4× too slow) and prefill rose 0.147 → 0.163 with no case
// moving more than 4 %: its median sits among a dozen runs 13–17 % off. The
// other constants, refitted, make dlrig 3–4 % faster everywhere, and serving
// latency rose 0.307 → 0.321 (its TTFTs were already short of the measured).
// When the fit ran until no constant moved (it stopped after five passes,
// short of that) and llama.cpp's prompts were split into its physical
// batches: training 0.121 → 0.114, prefill 0.163 → 0.154, decode 0.158 →
// 0.156, serving latency 0.321 → 0.277. When NVIDIA's BERT ran as its code
// does (dropout, an unfused softmax, DLPerf's vocabulary head on every
// position): training 0.114 → 0.093, prefill 0.154 → 0.127, latency 0.277 →
// 0.265, and decode rose 0.156 → 0.162: the refitted bandwidth share and
// llama.cpp's constants moved its gpt-oss decoding 10–15 % more optimistic.
double leftOutMedianCeiling(Kind kind)
{
    switch (kind) {
    case Kind::Training:
        return 0.10;
    case Kind::Prefill:
        return 0.13;
    case Kind::Decode:
        return 0.17;
    case Kind::Memory:
        return 0.06;
    case Kind::Latency:
        break;
    }
    return 0.27;
}

std::vector<const Case *> testedCases()
{
    static const std::vector<Case> cases = allCases();
    std::vector<const Case *> tested;
    for (const Case &c : cases)
        if (c.untested.empty())
            tested.push_back(&c);
    return tested;
}

const LeaveOneSourceOut &leftOut()
{
    static const LeaveOneSourceOut results = leaveOneSourceOut(testedCases(), core::Assumptions{});
    return results;
}

const std::map<const Case *, LeftOut> &leftOutResults()
{
    return leftOut().cases;
}

// measured ÷ estimate of each left-out case `member` holds.
std::vector<double> truthOverEstimate(const std::function<bool(const Case &)> &member)
{
    std::vector<double> out;
    for (const auto &[c, r] : leftOutResults())
        if (member(*c))
            out.push_back(r.leftOutRatio > 0 ? 1 / r.leftOutRatio : 1e9);
    return out;
}

TEST(AccuracyLeftOut, EachSourcePredictedFromTheOthers)
{
    skipUnderSanitizers();
    if (testing::Test::IsSkipped())
        return;
    const std::vector<const Case *> tested = testedCases();
    const auto &results = leftOutResults();
    const core::Assumptions defaults;
    for (const FittedKey &key : fittedKeys())
        std::printf("%-28s default %10.4g  fitted on every source %10.4g\n", std::string(key.key).c_str(),
                    valueOf(defaults, key.key), valueOf(leftOut().fittedOnAll, key.key));
    // Where leaving a source out moves a constant by more than a quarter: the
    // constants that source alone holds up.
    for (const auto &[source, fitted] : leftOut().fittedWithout)
        for (const FittedKey &key : fittedKeys()) {
            const double all = valueOf(leftOut().fittedOnAll, key.key), without = valueOf(fitted, key.key);
            if (std::abs(std::log(std::max(without, 1e-9) / std::max(all, 1e-9))) > std::log(1.25))
                std::printf("without %-36s %-28s %10.4g (all: %.4g)\n", source.c_str(), std::string(key.key).c_str(),
                            without, all);
        }
    for (const Case *c : tested)
        std::printf("%-36s %-40s fitted %6.3f left out %6.3f\n", c->id.c_str(), sourceOf(*c).c_str(),
                    results.at(c).fittedRatio, results.at(c).leftOutRatio);
    for (const Kind kind : kKinds) {
        std::vector<double> fitted, leftOut;
        for (const Case *c : tested) {
            if (c->kind != kind)
                continue;
            fitted.push_back(std::abs(results.at(c).fittedRatio - 1));
            leftOut.push_back(std::abs(results.at(c).leftOutRatio - 1));
        }
        const std::vector<double> truth = truthOverEstimate([kind](const Case &c) { return c.kind == kind; });
        std::printf("%-22s %3zu cases: fitted median error %5.1f %%, left out %5.1f %%; measured/estimate 5th %.3f "
                    "95th %.3f\n",
                    kindName(kind), fitted.size(), 100 * median(fitted), 100 * median(leftOut), quantile(truth, 0.05),
                    quantile(truth, 0.95));
        EXPECT_LT(median(leftOut), leftOutMedianCeiling(kind)) << kindName(kind);
    }
}

// The range printed with a rate covers nine in ten runs of its kind that the
// constants were not fitted to, and is no wider than that (rounded out to 5 %).
TEST(AccuracyLeftOut, StatedRangeCoversNineInTenUnseenRuns)
{
    skipUnderSanitizers();
    if (testing::Test::IsSkipped())
        return;
    for (const RangeGroup &group : rangeGroups()) {
        const std::vector<double> truth = truthOverEstimate(group.member);
        ASSERT_GE(truth.size(), 5U) << group.name;
        const core::StatedRange stated = core::statedRange(group.stated);
        const auto coverage = [&](double below, double above) {
            const auto inside = std::count_if(truth.begin(), truth.end(),
                                              [&](double t) { return t >= 1 - below - 1e-9 && t <= 1 + above + 1e-9; });
            return static_cast<double>(inside) / static_cast<double>(truth.size());
        };
        EXPECT_GE(coverage(stated.below, stated.above), 0.9) << group.name;
        // Narrowed by 5 % on both sides it would no longer cover nine in ten.
        EXPECT_LT(coverage(stated.below - 0.05, stated.above - 0.05), 0.9) << group.name;
        // The narrowest whole-5 % range that covers nine in ten, for whoever updates statedRange().
        double bestBelow = 0, bestAbove = 0, bestWidth = 1e9;
        for (int b = 0; b <= 19; ++b)
            for (int a = 0; a <= 400; ++a)
                if (b + a < bestWidth && coverage(0.05 * b, 0.05 * a) >= 0.9) {
                    bestWidth = b + a;
                    bestBelow = 0.05 * b;
                    bestAbove = 0.05 * a;
                }
        std::printf(
            "%-22s range −%.0f %%/+%.0f %% covers %.0f %% of %zu left-out runs (narrowest: −%.0f %%/+%.0f %%)\n",
            group.name, 100 * stated.below, 100 * stated.above, 100 * coverage(stated.below, stated.above),
            truth.size(), 100 * bestBelow, 100 * bestAbove);
    }
}

} // namespace
} // namespace dlrig::accuracy
