#include "core/scenariochoice.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(ScenarioChoice, RefusesWhatTheEstimatorsCannotDo)
{
    EXPECT_THROW(scenarioFromChoice({"learning", "resnet-50", "lora", "", "2500", "USD"}), InputError);
    EXPECT_THROW(scenarioFromChoice({"learning", "no-such-model", "", "", "2500", "USD"}), InputError);
    EXPECT_THROW(scenarioFromChoice({"no-such-preset", "", "", "", "2500", "USD"}), InputError);
    EXPECT_THROW(scenarioFromChoice({"learning", "", "", "", "-5", "USD"}), InputError);
    const Scenario s = scenarioFromChoice({"learning", "", "infer", "fp16", "2500", "EUR"});
    EXPECT_EQ(s.workload.optimizer, Optimizer::None); // inference trains nothing
    EXPECT_EQ(s.budget->toString(), "EUR 2,500.00");
}
