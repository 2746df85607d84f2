#include "core/recommend/pickoptions.h"

#include "core/smallcatalog.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig::core;
using namespace testparts;

namespace {

struct Fixture {
    Scenario scenario = scenarioFor("resnet-50", Task::Train, Precision::AmpFp16, 256, 1);
    RecommendConstraints constraints;
    std::vector<Part> parts = smallCatalog();
    Assumptions assumptions;

    explicit Fixture(const char *budget)
    {
        scenario.dataset = Bytes{150 * kGB};
        constraints.budget = Money::parse(budget, Currency::fromCode("USD"));
        constraints.maxGpus = 3;
        constraints.form = "tower";
    }
    PickStep step(PartCategory category, const std::vector<Pick> &earlier = {}) const
    {
        return pickOptions(scenario, parts, category, earlier, constraints, assumptions, ExchangeRates::builtIn());
    }
    // The reference: brute force over the catalog with only `keep` in its category.
    std::optional<Recommendation> bruteBestWith(const std::string &keep, PartCategory category) const
    {
        std::vector<Part> only;
        for (const Part &part : parts) {
            if (part.category() != category || part.id == keep)
                only.push_back(part);
        }
        return recommendBruteForce(scenario, only, constraints, assumptions, ExchangeRates::builtIn()).best;
    }
};

TEST(PickOptions, RecommendedOptionIsTheRecommendersBestBuild)
{
    const Fixture f("9000");
    const PickStep gpus = f.step(PartCategory::Gpu);
    ASSERT_TRUE(gpus.recommended.has_value());
    const auto best = recommendBest(f.scenario, f.parts, f.constraints, f.assumptions, ExchangeRates::builtIn());
    ASSERT_TRUE(best.has_value());
    EXPECT_EQ(gpus.options[*gpus.recommended].completion.key, best->key);
}

TEST(PickOptions, EachOptionCarriesTheBestBuildThatHoldsIt)
{
    const Fixture f("40000");
    const PickStep gpus = f.step(PartCategory::Gpu);
    ASSERT_EQ(gpus.options.size(), 2u); // both GPU models fit 40,000 USD
    for (const PickOption &option : gpus.options) {
        const auto reference = f.bruteBestWith(option.partId, PartCategory::Gpu);
        ASSERT_TRUE(reference.has_value()) << option.partId;
        EXPECT_EQ(option.completion.key, reference->key) << option.partId;
        EXPECT_DOUBLE_EQ(option.completion.rate, reference->rate) << option.partId;
        // Value: rate per dollar of the whole build.
        EXPECT_DOUBLE_EQ(option.ratePerMoney,
                         option.completion.rate / (static_cast<double>(option.completion.cost.minorUnits()) / 100));
    }
    EXPECT_GE(gpus.options[0].ratePerMoney, gpus.options[1].ratePerMoney);
}

TEST(PickOptions, PartsThatCannotMeetTheNeedsWithinTheBudgetAreLeftOut)
{
    // 4,000 USD cannot buy a 15,000 USD A100 build; the RTX 4090 fits.
    const Fixture f("4000");
    const PickStep gpus = f.step(PartCategory::Gpu);
    ASSERT_EQ(gpus.options.size(), 1u);
    EXPECT_EQ(gpus.options[0].partId, "gpu/nvidia-rtx-4090");
    EXPECT_EQ(gpus.recommended, std::optional<std::size_t>(0));
}

TEST(PickOptions, EarlierPicksAndTheirQuantitiesAreKept)
{
    const Fixture f("40000");
    const std::vector<Pick> earlier{{"gpu/nvidia-rtx-4090", 2}};
    const PickStep cpus = f.step(PartCategory::Cpu, earlier);
    ASSERT_FALSE(cpus.options.empty());
    for (const PickOption &option : cpus.options) {
        EXPECT_EQ(option.completion.build.countOf(PartCategory::Gpu), 2) << option.partId;
        EXPECT_EQ(option.completion.build.firstOf(PartCategory::Gpu)->part.id, "gpu/nvidia-rtx-4090");
        EXPECT_EQ(option.completion.build.firstOf(PartCategory::Cpu)->part.id, option.partId);
        EXPECT_LE(option.completion.cost.minorUnits(), f.constraints.budget.minorUnits());
    }
    // Whatever is offered fits with the picks.
    for (const PickOption &option : cpus.options) {
        for (const Finding &finding : checkCompatibility(option.completion.build, f.assumptions))
            EXPECT_NE(finding.severity, Severity::Error) << option.partId << ": " << finding.message;
    }
}

TEST(PickOptions, UnknownEarlierPickIsNamed)
{
    const Fixture f("9000");
    try {
        f.step(PartCategory::Cpu, {{"gpu/no-such-card", 1}});
        FAIL() << "expected InputError";
    } catch (const InputError &error) {
        EXPECT_NE(std::string(error.what()).find("gpu/no-such-card"), std::string::npos);
    }
}

} // namespace
