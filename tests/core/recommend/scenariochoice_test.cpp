#include "core/recommend/scenariochoice.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(ScenarioChoice, RefusesWhatTheEstimatorsCannotDo)
{
    EXPECT_THROW(
        scenarioFromChoice(
            {.presetKey = "learning", .modelSlug = "resnet-50", .task = "lora", .amount = "2500", .currency = "USD"}),
        InputError);
    EXPECT_THROW(scenarioFromChoice(
                     {.presetKey = "learning", .modelSlug = "no-such-model", .amount = "2500", .currency = "USD"}),
                 InputError);
    EXPECT_THROW(scenarioFromChoice({.presetKey = "no-such-preset", .amount = "2500", .currency = "USD"}), InputError);
    EXPECT_THROW(scenarioFromChoice({.presetKey = "learning", .amount = "-5", .currency = "USD"}), InputError);
    const Scenario s = scenarioFromChoice(
        {.presetKey = "learning", .task = "infer", .precision = "fp16", .amount = "2500", .currency = "EUR"});
    EXPECT_EQ(s.workload.optimizer, Optimizer::None); // inference trains nothing
    EXPECT_EQ(s.budget->toString(), "EUR 2,500.00");
}

TEST(ScenarioChoice, OptimizerBatchAndSequenceReplaceThePresets)
{
    ScenarioChoice choice{.presetKey = "academic-research",
                          .modelSlug = "llama-2-7b",
                          .task = "train",
                          .precision = "amp-bf16",
                          .amount = "60000",
                          .currency = "CNY"};
    choice.optimizer = "adam-8bit";
    choice.batch = 4;
    choice.sequence = 1024;
    const Scenario s = scenarioFromChoice(choice);
    EXPECT_EQ(s.workload.optimizer, Optimizer::Adam8bit);
    EXPECT_EQ(s.workload.pins.microBatch, 4); // a pin: the plan keeps it
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
