// The plan's JSON carries each rate with the range of its kind, as the
// estimate's does (issue 30: "low/high for every rate, the plan's included").
#include "core/plan/plan.h"
#include "core/plan/planner.h"

#include "tests/core/plan/planfixtures.h"

#include "core/estimate/efficiency.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace dlrig::core;
using namespace planfixtures;

namespace {

// A range slower by `below` is a step longer by 1/(1 − below), and one faster by
// `above` a step shorter by 1/(1 + above): rate × step = the step's work at both ends.
void expectRatesAndStepAgree(const nlohmann::json &plan, const StatedRange &stated)
{
    const double rate = plan["units_per_second"];
    const double step = plan["step_seconds"];
    const nlohmann::json &rates = plan["units_per_second_range"];
    const nlohmann::json &steps = plan["step_seconds_range"];
    EXPECT_DOUBLE_EQ(rates["below"].get<double>(), stated.below);
    EXPECT_DOUBLE_EQ(rates["above"].get<double>(), stated.above);
    EXPECT_NEAR(rates["low"].get<double>(), rate * (1 - stated.below), 1e-9 * rate);
    EXPECT_NEAR(rates["high"].get<double>(), rate * (1 + stated.above), 1e-9 * rate);
    const double work = plan["units_per_step"];
    EXPECT_NEAR(rates["low"].get<double>() * steps["high"].get<double>(), work, 1e-9 * work);
    EXPECT_NEAR(rates["high"].get<double>() * steps["low"].get<double>(), work, 1e-9 * work);
    EXPECT_LT(steps["low"].get<double>(), step);
    EXPECT_GT(steps["high"].get<double>(), step);
}

} // namespace

TEST(PlanJson, TrainingPlansAndTheirRunnerUpsCarryTheTrainingRange)
{
    const Workload w = workloadOf("llama-2-7b", Task::Train, Precision::AmpBf16, 4096);
    const PlanResult result = planWorkload(w, hgx(989.5, 3350, 900, 8, 1, 0), Assumptions{});
    const nlohmann::json j = toJson(result);
    const StatedRange training = statedRange(EstimateKind::TrainingThroughput);
    ASSERT_TRUE(training.known());
    expectRatesAndStepAgree(j, training);
    ASSERT_FALSE(j["alternatives"].empty());
    for (const nlohmann::json &runnerUp : j["alternatives"])
        expectRatesAndStepAgree(runnerUp, training);
    EXPECT_FALSE(j.contains("tokens_per_s_per_user_range"));
}

TEST(PlanJson, ADecodingPlanCarriesTheDecodeRangeForEachUsersSpeed)
{
    Workload w = workloadOf("llama-3.1-8b", Task::Infer, Precision::Bf16, 4096);
    w.serving.users = 16;
    const PlanResult result = planWorkload(w, hgx(989.5, 3350, 900, 2, 1, 0), Assumptions{});
    ASSERT_TRUE(result.chosen.decodes());
    const nlohmann::json j = toJson(result);
    const StatedRange decode = statedRange(EstimateKind::Decode);
    expectRatesAndStepAgree(j, decode);
    const double perUser = j["tokens_per_s_per_user"];
    EXPECT_NEAR(j["tokens_per_s_per_user_range"]["low"].get<double>(), perUser * (1 - decode.below), 1e-9 * perUser);
    EXPECT_NEAR(j["tokens_per_s_per_user_range"]["high"].get<double>(), perUser * (1 + decode.above), 1e-9 * perUser);
}

TEST(PlanJson, AnUntimedPlanHasNoRanges)
{
    Workload w = workloadOf("llama-2-7b", Task::Train, Precision::AmpBf16, 4096);
    HardwareShape noPeak = hgx(0, 3350, 900, 8, 1, 0);
    const PlanResult result = planWorkload(w, noPeak, Assumptions{});
    ASSERT_FALSE(result.timed);
    const nlohmann::json j = toJson(result);
    EXPECT_TRUE(j["units_per_second"].is_null());
    EXPECT_FALSE(j.contains("units_per_second_range"));
    EXPECT_FALSE(j.contains("step_seconds_range"));
}
