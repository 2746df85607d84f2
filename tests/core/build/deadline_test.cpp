#include "core/build/analysis.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

// Issue 31: a training scenario states a deadline. ImageNet-1k for 90 epochs
// is 115,305,030 samples; at 743 samples/s that is 1.80 days, and at the low
// end of the training range (−30 %) 2.57 days.
TEST(Deadline, ATrainingRunPastItsDeadlineAtTheLowEndIsSaid)
{
    Scenario s;
    s.workload.task = Task::Train;
    s.trainTokens = 90 * 1'281'167.0;
    BarrelReport barrel;
    barrel.systemRate = 743;
    barrel.range = {0.30, 0.35};
    s.maxDays = 3;
    EXPECT_FALSE(checkDeadline(s, barrel).has_value());
    s.maxDays = 2;
    const std::optional<Finding> late = checkDeadline(s, barrel);
    ASSERT_TRUE(late.has_value());
    EXPECT_EQ(late->rule, "deadline.missed");
    EXPECT_EQ(late->severity, Severity::Warning);
    EXPECT_EQ(late->message, "Training on 115.3 M tokens or samples takes 1.8 days at the estimated rate and up to "
                             "2.6 days at the low end of its range: more than the 2 days the scenario allows.");
    s.maxDays = 0; // no deadline
    EXPECT_FALSE(checkDeadline(s, barrel).has_value());
    s.maxDays = 2;
    s.workload.task = Task::Infer; // serving has no run to finish
    EXPECT_FALSE(checkDeadline(s, barrel).has_value());
}
