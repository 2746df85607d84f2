#include "core/models/workload.h"

#include "core/testmodels.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {
// The field and message validate() reports, or "" when the workload is fine.
std::pair<std::string, std::string> problem(const Workload &w)
{
    try {
        validate(w);
    } catch (const InputError &error) {
        return {error.field(), error.what()};
    }
    return {"", ""};
}
} // namespace

TEST(Workload, NamesRoundTrip)
{
    for (const char *name : {"train", "lora", "qlora", "infer"})
        EXPECT_EQ(toString(*taskFromString(name)), name);
    for (const char *name : {"fp32", "tf32", "fp16", "bf16", "amp-fp16", "amp-bf16", "amp-fp8", "fp8", "int8", "int4"})
        EXPECT_EQ(toString(*precisionFromString(name)), name);
    for (const char *name : {"adam", "adamw", "sgd", "sgd-momentum", "adam-8bit", "none"})
        EXPECT_EQ(toString(*optimizerFromString(name)), name);
    EXPECT_FALSE(precisionFromString("FP16").has_value());
    EXPECT_EQ(choicesOfTask(), "train|lora|qlora|infer");
}

TEST(Workload, ValidLibraryWorkloadsPass)
{
    EXPECT_EQ(problem(libraryWorkload("llama-2-70b", Task::Infer, Precision::Int4)).first, "");
    EXPECT_EQ(problem(libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16)).first, "");
}

TEST(Workload, ParallelDegreesMustMultiplyIntoTheGpuCount)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.parallel.gpus = 8;
    w.parallel.tensor = 3;
    const auto [field, message] = problem(w);
    EXPECT_EQ(field, "--gpus");
    EXPECT_NE(message.find("not a multiple of --tp 3"), std::string::npos);
}

TEST(Workload, HeadsMustSplitEvenly)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.model.transformer->kvHeads = 5;
    EXPECT_EQ(problem(w).first, "--kv-heads");
    w.model.transformer->kvHeads = 64;
    EXPECT_EQ(problem(w).first, "--kv-heads"); // more kv heads than heads
    w = libraryWorkload("gpt-2-1.5b", Task::Train, Precision::AmpBf16);
    w.parallel.gpus = 2;
    w.parallel.tensor = 2; // 25 heads do not split in two
    EXPECT_EQ(problem(w).first, "--tp");
    w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.parallel.gpus = 3;
    w.parallel.pipeline = 3; // 32 layers do not split in three
    EXPECT_EQ(problem(w).first, "--pp");
}

TEST(Workload, AbsurdOrNonPositiveSizesAreRefused)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.batch = 0;
    EXPECT_EQ(problem(w).first, "--batch");
    w.batch = 1;
    w.sequence = -4;
    EXPECT_EQ(problem(w).first, "--seq");
    w.sequence = 20'000'000;
    EXPECT_EQ(problem(w).first, "--seq");
    Workload huge = paramsOnlyWorkload(1e15);
    EXPECT_EQ(problem(huge).first, "--params");
}

TEST(Workload, OptionsMustFitTheTask)
{
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::Int4);
    EXPECT_EQ(problem(w).first, "--precision");
    w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.optimizer = Optimizer::None;
    EXPECT_EQ(problem(w).first, "--optimizer");
    w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.parallel.offload = Offload::Cpu;
    EXPECT_EQ(problem(w).first, "--offload"); // needs ZeRO
    w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    w.parallel.zeroStage = 2;
    EXPECT_EQ(problem(w).first, "--zero");
    w = libraryWorkload("resnet-50", Task::Lora, Precision::AmpBf16);
    EXPECT_EQ(problem(w).first, "--task"); // adapters need a transformer shape
    // amp-fp8 trains (FP8 GEMMs in a BF16 run); it is no inference format nor a QLoRA compute type.
    EXPECT_EQ(problem(libraryWorkload("llama-2-7b", Task::Train, Precision::AmpFp8)).first, "");
    const auto [field, message] = problem(libraryWorkload("llama-2-7b", Task::Infer, Precision::AmpFp8));
    EXPECT_EQ(field, "--precision");
    EXPECT_NE(message.find("use --precision fp8"), std::string::npos) << message;
    EXPECT_EQ(problem(libraryWorkload("llama-2-7b", Task::Qlora, Precision::AmpFp8)).first, "--precision");
}

TEST(Workload, StorageBytesPerValue)
{
    EXPECT_EQ(storageBytesPerValue(Precision::Tf32), 4);
    EXPECT_EQ(storageBytesPerValue(Precision::AmpBf16), 2);
    EXPECT_EQ(storageBytesPerValue(Precision::AmpFp8), 2); // BF16 weights; FP8 copies last one GEMM
    EXPECT_EQ(storageBytesPerValue(Precision::Fp8), 1);
    EXPECT_EQ(storageBytesPerValue(Precision::Int4), 0.5);
}
