#include "core/estimate/assumptions.h"

#include "core/models/workload.h"

#include <gtest/gtest.h>

#include <set>

using namespace dlrig::core;

TEST(Assumptions, EveryKeyIsDocumentedAndUnique)
{
    std::set<std::string_view> keys;
    for (const AssumptionInfo &info : assumptionTable()) {
        EXPECT_TRUE(keys.insert(info.key).second) << info.key;
        EXPECT_GT(std::string_view(info.description.text).size(), 40U) << info.key;
        const double value = Assumptions{}.*info.member;
        EXPECT_GE(value, info.minimum) << info.key;
        EXPECT_LE(value, info.maximum) << info.key;
    }
}

TEST(Assumptions, SetChangesTheNamedValue)
{
    Assumptions a;
    setAssumption(a, "mfu", "0.55");
    EXPECT_DOUBLE_EQ(a.mfu, 0.55);
    setAssumption(a, "ram-per-vram", "2");
    EXPECT_DOUBLE_EQ(a.ramPerVram, 2.0);
}

TEST(Assumptions, BadKeyOrValueSaysWhatIsExpected)
{
    Assumptions a;
    try {
        setAssumption(a, "mfuu", "0.5");
        FAIL();
    } catch (const InputError &error) {
        EXPECT_NE(std::string(error.what()).find("unknown key 'mfuu'"), std::string::npos);
        EXPECT_NE(std::string(error.what()).find("mfu, "), std::string::npos);
    }
    for (const char *bad : {"1.5", "-0.1", "abc", "0.5x", ""})
        EXPECT_THROW(setAssumption(a, "mfu", bad), InputError) << bad;
    EXPECT_DOUBLE_EQ(a.mfu, Assumptions{}.mfu); // unchanged by failures
    // 0 is the efficiency model's own setting for mfu, but no share of a peak can be 0.
    EXPECT_NO_THROW(setAssumption(a, "mfu", "0"));
    EXPECT_THROW(setAssumption(a, "eff-transformer-train", "0"), InputError);
}
