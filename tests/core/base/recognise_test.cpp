#include "core/base/recognise.h"
#include "core/validation/benchphrases.h"

#include <gtest/gtest.h>

#include <string_view>

using namespace dlrig::core;

namespace {

// Every placeholder of `phrase` filled with text of its own name.
Message filled(const MessageText &phrase)
{
    Message message{phrase, {}};
    const std::string_view text = phrase.text;
    for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
        const std::string name(text.substr(open + 1, text.find('}', open) - open - 1));
        message.args.push_back({name, "<" + name + ">"});
    }
    return message;
}

} // namespace

// A run keeps only the English; reading it back must give the same sentence
// with the same values, or the reader's language would show something else.
TEST(Recognise, EveryBenchPhraseReadsBackAsItself)
{
    for (const MessageText &phrase : bench::benchPhrases()) {
        const Message written = filled(phrase);
        const Message read = recognise(written.english(), bench::benchPhrases());
        EXPECT_STREQ(read.text.id, phrase.id) << written.english();
        EXPECT_EQ(read.english(), written.english());
    }
}

TEST(Recognise, AValueThatIsItselfAPhraseIsReadAsOne)
{
    const std::string written = bench::english(bench::kNoNvml, {{"status", bench::english(bench::kNoNvmlLibrary)}});
    const Message read = recognise(written, bench::benchPhrases());
    ASSERT_STREQ(read.text.id, "bench.no_nvml");
    const auto *inner = std::get_if<Clause>(&read.args.at(0).value);
    ASSERT_TRUE(inner && inner->message);
    EXPECT_STREQ(inner->message->text.id, "bench.detect.no_nvml_library");
}

TEST(Recognise, TheMostSpecificPhraseWinsAndOptionalClausesMayBeEmpty)
{
    // "{program} failed: {status}" over "{program} failed".
    EXPECT_STREQ(recognise("/usr/libexec/dlrig/dlrig-gpu-probe failed: out of memory", bench::benchPhrases()).text.id,
                 "bench.helper_failed_with");
    EXPECT_STREQ(recognise("/usr/libexec/dlrig/dlrig-gpu-probe failed", bench::benchPhrases()).text.id,
                 "bench.helper_failed");
    // A CPU line without AVX-512 leaves {avx512} empty.
    const Message cpu = recognise("CPU: AMD EPYC, 1 × 2 cores, 2 threads", bench::benchPhrases());
    EXPECT_STREQ(cpu.text.id, "bench.detect.cpu");
    EXPECT_EQ(cpu.english(), "CPU: AMD EPYC, 1 × 2 cores, 2 threads");
}

TEST(Recognise, TextNoPhraseMatchesIsShownAsItIs)
{
    const Message read = recognise("Segmentation fault (core dumped)", bench::benchPhrases());
    EXPECT_STREQ(read.text.id, "verbatim");
    EXPECT_EQ(read.english(), "Segmentation fault (core dumped)");
    EXPECT_EQ(recognise("", bench::benchPhrases()).english(), "");
}
