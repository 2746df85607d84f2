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

TEST(ScenarioChoice, OptimizerBatchAndSequenceReplaceThePresets)
{
    ScenarioChoice choice{"academic-research", "llama-2-7b", "train", "amp-bf16", "60000", "CNY"};
    choice.optimizer = "adam-8bit";
    choice.batch = 4;
    choice.sequence = 1024;
    const Scenario s = scenarioFromChoice(choice);
    EXPECT_EQ(s.workload.optimizer, Optimizer::Adam8bit);
    EXPECT_EQ(s.workload.batch, 4);
    EXPECT_EQ(s.workload.sequence, 1024);

    choice.optimizer = "lion";
    try {
        scenarioFromChoice(choice);
        FAIL() << "an unknown optimizer must be refused";
    } catch (const InputError &error) {
        EXPECT_EQ(error.field(), "optimizer");
    }
    choice.optimizer.clear();
    choice.batch = -1;
    EXPECT_THROW(scenarioFromChoice(choice), InputError);
}
