// The one JSON reading path: every finding of the fuzzing campaign (issue 14)
// that came in through a JSON document, each as the input that showed it.
#include "core/base/inputerror.h"
#include "core/base/jsoninput.h"
#include "core/base/utf8.h"
#include "core/build/buildfile.h"
#include "core/validation/benchsettings.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {

std::string errorOf(const std::string &text)
{
    try {
        parseJsonInput(text, "in.json");
    } catch (const InputError &error) {
        return error.what();
    }
    return "";
}

std::string headerErrorOf(const std::string &text)
{
    try {
        checkFormatHeader(parseJsonInput(text, "in.json"), "in.json", "dlrig-build", "build", 1);
    } catch (const InputError &error) {
        return error.what();
    }
    return "";
}

} // namespace

// Bench settings nested 100,000 deep crashed with a stack overflow (a recursive
// copy); build and quote files at that depth were refused. Now all alike.
TEST(JsonInput, DeepNestingIsRefusedForEveryKindOfFile)
{
    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    EXPECT_NE(errorOf(deep).find("nested deeper than 64 levels"), std::string::npos);
    std::string nested;
    for (int i = 0; i < 100'000; ++i)
        nested += R"({"a": )";
    nested += "1" + std::string(100'000, '}');
    const std::string settings = R"({"format": "dlrig-bench-settings", "version": 1, "thresholds": )" + nested + "}";
    try {
        benchSettingsFromJson(settings, "lab.json");
        ADD_FAILURE() << "accepted";
    } catch (const InputError &error) {
        EXPECT_NE(std::string(error.what()).find("nested deeper than 64"), std::string::npos) << error.what();
    }
    // 64 levels is still fine.
    EXPECT_EQ(errorOf(std::string(64, '[') + std::string(64, ']')), "");
}

// "1e309" used to become infinity and reach code that assumed a finite number.
TEST(JsonInput, NumbersOutsideADoubleAreRefused)
{
    EXPECT_NE(errorOf(R"({"a": 1e309})").find("too large"), std::string::npos);
    EXPECT_NE(errorOf(R"([-1e400])").find("too large"), std::string::npos);
    EXPECT_EQ(errorOf(R"({"a": 1e308})"), "");
}

// Messages name the place; never the library's text or raw bytes.
TEST(JsonInput, ParseErrorsNameLineAndColumnWithoutLibraryText)
{
    const std::string truncated = errorOf("{\n  \"a\": [1, 2");
    EXPECT_EQ(truncated, "in.json: not valid JSON: it ends before the document is complete (line 2, column 13)");
    const std::string wrong = errorOf("{\n  \"a\": tru }");
    EXPECT_EQ(wrong.rfind("in.json: not valid JSON at line 2, column", 0), 0U) << wrong;
    EXPECT_EQ(wrong.find("json.exception"), std::string::npos);
    const std::string binary = errorOf("{\"a\": \"\xff\"}");
    EXPECT_EQ(binary, "in.json: not UTF-8 text at line 1, column 8 (byte 0xFF)");
    EXPECT_EQ(errorOf("  \n"), "in.json: is empty (expected a JSON document)");
}

// "format" that is not a string was an internal error; "version": 4294967297
// was read as 1 and "version": true accepted.
TEST(JsonInput, TheFormatHeaderIsTypedAndRangeChecked)
{
    EXPECT_EQ(headerErrorOf(R"({"format": 7, "version": 1})"),
              "in.json: not a dlrig build file (expected \"format\": \"dlrig-build\")");
    EXPECT_EQ(headerErrorOf(R"({"format": ["dlrig-build"], "version": 1})"),
              "in.json: not a dlrig build file (expected \"format\": \"dlrig-build\")");
    EXPECT_NE(headerErrorOf(R"({"format": "dlrig-build", "version": 4294967297})").find("written by a newer dlrig"),
              std::string::npos);
    EXPECT_NE(headerErrorOf(R"({"format": "dlrig-build", "version": 18446744073709551615})").find("newer dlrig"),
              std::string::npos);
    EXPECT_EQ(headerErrorOf(R"({"format": "dlrig-build", "version": true})"),
              "in.json: 'version' must be an integer from 1 to 1");
    EXPECT_EQ(headerErrorOf(R"({"format": "dlrig-build", "version": 1.5})"),
              "in.json: 'version' must be an integer from 1 to 1");
    EXPECT_EQ(headerErrorOf(R"({"format": "dlrig-build", "version": -4294967295})"),
              "in.json: 'version' must be an integer from 1 to 1");
    EXPECT_EQ(headerErrorOf(R"({"format": "dlrig-build", "version": 1})"), "");
    // And so in a real reader: the build file.
    EXPECT_THROW(buildFromJson(R"({"format": "dlrig-build", "version": 4294967297, "parts": []})", "rig.dlrig"),
                 InputError);
}

TEST(Utf8, WellFormedSequencesOnly)
{
    // RFC 3629 §4 and its examples.
    EXPECT_TRUE(isValidUtf8("plain ASCII"));
    EXPECT_TRUE(isValidUtf8("万元 · €"));
    EXPECT_TRUE(isValidUtf8("\xF0\x9F\x98\x80")); // U+1F600
    std::size_t bad = 99;
    EXPECT_FALSE(isValidUtf8("ab\xff", &bad));
    EXPECT_EQ(bad, 2U);
    EXPECT_FALSE(isValidUtf8("\xC0\xAF"));         // overlong '/'
    EXPECT_FALSE(isValidUtf8("\xED\xA0\x80"));     // a surrogate
    EXPECT_FALSE(isValidUtf8("\xF4\x90\x80\x80")); // past U+10FFFF
    EXPECT_FALSE(isValidUtf8("\xE4\xB8"));         // cut short
}

TEST(Utf8, PrintableEscapesAndShortens)
{
    EXPECT_EQ(printable("line\nnext\x1b[31mred"), "line\\nnext\\x1b[31mred");
    EXPECT_EQ(printable("\xff" "ok"), "\\xffok");
    EXPECT_EQ(printable("万元"), "万元");
    EXPECT_EQ(printable(std::string(100'000, 'x'), 10), "xxxxxxxxxx…");
}
