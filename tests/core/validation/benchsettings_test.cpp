#include "core/validation/benchsettings.h"

#include "core/models/workload.h"

#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(BenchSettings, OnlyEditedBarsAreWrittenAndReadBack)
{
    BenchSettings settings;
    for (Threshold &t : settings.thresholds) {
        if (t.metric == "device_copy") {
            t.pass = 0.7;
            t.warn = 0.55;
        }
    }
    settings.matches["AMD EPYC 9654 96-Core Processor"] = "cpu/amd-epyc-9654";
    settings.matches["QEMU HARDDISK"] = ""; // matched to no part on purpose
    const std::string text = toJson(settings);
    EXPECT_NE(text.find("\"device_copy\""), std::string::npos);
    EXPECT_EQ(text.find("\"gemm_bf16\""), std::string::npos); // a default: not written
    const BenchSettings back = benchSettingsFromJson(text, "bench-settings.json");
    EXPECT_DOUBLE_EQ(findThreshold(back.thresholds, "device_copy")->pass, 0.7);
    EXPECT_DOUBLE_EQ(findThreshold(back.thresholds, "device_copy")->warn, 0.55);
    EXPECT_DOUBLE_EQ(findThreshold(back.thresholds, "gemm_bf16")->pass,
                     findThreshold(defaultThresholds(), "gemm_bf16")->pass);
    EXPECT_EQ(back.thresholds.size(), defaultThresholds().size());
    EXPECT_EQ(back.matches, settings.matches);
}

TEST(BenchSettings, AMissingFileIsTheDefaultsAndASavedOneComesBack)
{
    TempDir dir;
    const auto file = dir / "bench-settings.json";
    EXPECT_TRUE(loadBenchSettings(file).matches.empty());
    BenchSettings settings;
    settings.matches["NVIDIA H100 80GB HBM3"] = "gpu/nvidia-h100-sxm5-80gb";
    saveBenchSettings(file, settings);
    EXPECT_EQ(loadBenchSettings(file).matches, settings.matches);
}

TEST(BenchSettings, EveryMistakeIsNamedByItsField)
{
    const auto header = std::string(R"("format": "dlrig-bench-settings", "version": 1)");
    const struct {
        std::string text;
        std::string field;
    } cases[] = {
        {"not json", "file: not valid JSON"},
        {"[]", "file: expected a JSON object"},
        {R"({"format": "dlrig-catalog", "version": 1})", "format: expected \"dlrig-bench-settings\""},
        {R"({"format": 7, "version": 1})", "format: expected"},
        {R"({"format": "dlrig-bench-settings", "version": 2})", "version: expected 1"},
        {"{" + header + R"(, "colour": "red"})", "colour: unknown field"},
        {"{" + header + R"(, "thresholds": []})", "thresholds: expected an object"},
        {"{" + header + R"(, "thresholds": {"warp_speed": {"pass": 1, "warn": 1}}})",
         "thresholds.warp_speed: unknown metric"},
        {"{" + header + R"(, "thresholds": {"inventory_gpu_count": {"pass": 1, "warn": 1}}})",
         "thresholds.inventory_gpu_count: an exact check"},
        {"{" + header + R"(, "thresholds": {"device_copy": 0.7}})", "thresholds.device_copy: expected {"},
        {"{" + header + R"(, "thresholds": {"device_copy": {"pass": 0.7}}})", "thresholds.device_copy.warn: missing"},
        {"{" + header + R"(, "thresholds": {"device_copy": {"pass": 70, "warn": 50}}})",
         "thresholds.device_copy.pass: expected a fraction of the spec above 0 and at most 1, got 70"},
        {"{" + header + R"(, "thresholds": {"device_copy": {"pass": "0.7", "warn": 0.5}}})",
         "thresholds.device_copy.pass: expected a fraction"},
        {"{" + header + R"(, "thresholds": {"device_copy": {"pass": 0.5, "warn": 0.7}}})",
         "thresholds.device_copy.warn: must not be above pass"},
        {"{" + header + R"(, "thresholds": {"device_copy": {"pass": 0.7, "warn": 0.5, "fail": 0.1}}})",
         "thresholds.device_copy.fail: unknown field"},
        {"{" + header + R"(, "matches": {"AMD EPYC": 3}})", "matches.AMD EPYC: expected a catalog part id"},
        {"{" + header + R"(, "matches": {"": "cpu/x"}})", "matches: a detected name is empty"},
    };
    for (const auto &c : cases) {
        try {
            benchSettingsFromJson(c.text, "lab.json");
            ADD_FAILURE() << "accepted: " << c.text;
        } catch (const InputError &error) {
            EXPECT_EQ(std::string(error.what()).rfind("lab.json: " + c.field, 0), 0u)
                << c.text << " → " << error.what();
        }
    }
}
