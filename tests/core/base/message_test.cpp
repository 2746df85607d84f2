// A message's English plural: {name|one|many} picks by the number `name`.
#include "core/base/message.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(Message, EnglishPluralsFollowTheirNumber)
{
    const MessageText text{"test.plural", "{gpus} {gpus|GPU takes|GPUs take} {cables} {cables|cable|cables}"};
    EXPECT_EQ((Message{text, {{"gpus", std::int64_t{1}}, {"cables", std::int64_t{3}}}}.english()),
              "1 GPU takes 3 cables");
    EXPECT_EQ((Message{text, {{"gpus", std::int64_t{3}}, {"cables", std::int64_t{1}}}}.english()),
              "3 GPUs take 1 cable");
    EXPECT_EQ((Message{text, {{"gpus", Decimal{1, 0}}, {"cables", Decimal{0, 0}}}}.english()), "1 GPU takes 0 cables");
    // Without its number the placeholder shows, as any missing one does.
    EXPECT_EQ((Message{{"test.missing", "{n|item|items}"}, {}}.english()), "{n|item|items}");
}
