#include "app/cli/arguments.h"

#include <gtest/gtest.h>

using namespace dlrig::cli;

namespace {
const std::vector<OptionSpec> kSpecs{{"--batch"}, {"--json", false}, {"--assume", true, true}};

std::string usageError(const std::vector<std::string> &words)
{
    try {
        Arguments(words, kSpecs, "estimate");
    } catch (const UsageError &error) {
        return error.what();
    }
    return "no error";
}
} // namespace

TEST(Arguments, ReadsValuesFlagsAndRepeats)
{
    const Arguments args({"--batch", "8", "--json", "--assume", "mfu=0.5", "--assume=ram-per-vram=2"}, kSpecs,
                         "estimate");
    EXPECT_EQ(args.value("--batch"), "8");
    EXPECT_TRUE(args.has("--json"));
    EXPECT_EQ(args.values("--assume"), (std::vector<std::string>{"mfu=0.5", "ram-per-vram=2"}));
    EXPECT_FALSE(args.value("--missing").has_value());
}

TEST(Arguments, NegativeNumbersAreValues)
{
    EXPECT_EQ(Arguments({"--batch", "-3"}, kSpecs, "estimate").value("--batch"), "-3");
}

TEST(Arguments, MistakesNameTheOption)
{
    EXPECT_EQ(usageError({"--bach", "8"}), "unknown option --bach for 'estimate' (see dlrig-cli estimate --help)");
    EXPECT_EQ(usageError({"--batch"}), "--batch: expected a value");
    EXPECT_EQ(usageError({"--batch", "--json"}), "--batch: expected a value");
    EXPECT_EQ(usageError({"--batch", "1", "--batch", "2"}), "--batch: given more than once");
    EXPECT_EQ(usageError({"--json=yes"}), "--json: takes no value");
    EXPECT_EQ(usageError({"--batch="}), "--batch: expected a value, got an empty string");
}

TEST(Arguments, KeepsPositionalWords)
{
    EXPECT_EQ(Arguments({"extra", "--json"}, kSpecs, "estimate").positional(), std::vector<std::string>{"extra"});
}
