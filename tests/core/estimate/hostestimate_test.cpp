#include "core/estimate/hostestimate.h"

#include "core/testmodels.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

namespace {
HostEstimate run(const Workload &w, std::optional<Bytes> vram = std::nullopt, Bytes dataset = {})
{
    validate(w);
    const Assumptions a;
    const MemoryEstimate memory = estimateMemory(w, a);
    return estimateHost(w, memory, vram, dataset, a);
}
} // namespace

TEST(HostEstimate, RamIsOneAndAHalfTimesTotalVram)
{
    // 8 GPUs × 80 GiB × 1.5 = 960 GiB.
    Workload w = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    w.parallel.gpus = 8;
    w.parallel.zeroStage = 3;
    EXPECT_EQ(run(w, Bytes{80 * kGiB}).ram.count, 960 * kGiB);
}

TEST(HostEstimate, OffloadCanNeedMoreRamThanTheRule)
{
    // 7.5B on one 24 GiB GPU with ZeRO-2 offload: DeepSpeed wants 7.5e9 × 16 × 1.5
    // = 180 GB of host RAM, more than 1.5 × 24 GiB.
    Workload w = paramsOnlyWorkload(7.5e9);
    w.parallel.zeroStage = 2;
    w.parallel.offload = Offload::Cpu;
    EXPECT_EQ(run(w, Bytes{24 * kGiB}).ram.count, 180'000'000'000ULL);
}

TEST(HostEstimate, CpuCoresDependOnTheKindOfData)
{
    Workload text = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    text.parallel.gpus = 8;
    text.parallel.zeroStage = 3;
    EXPECT_EQ(run(text).cpuCores, 32); // 4 per GPU
    Workload images = libraryWorkload("resnet-50", Task::Train, Precision::AmpFp16);
    images.parallel.gpus = 8;
    EXPECT_EQ(run(images).cpuCores, 64); // 8 per GPU
}

TEST(HostEstimate, StorageHoldsDatasetAndKeptCheckpoints)
{
    // 1B params, mixed-precision Adam: 14 GB per checkpoint × 3 kept + 150 GB dataset.
    Workload w = paramsOnlyWorkload(1e9);
    const HostEstimate host = run(w, std::nullopt, Bytes{150 * kGB});
    EXPECT_EQ(host.checkpoints.count, 42 * kGB);
    EXPECT_EQ(host.storage.count, 192 * kGB);
}

TEST(HostEstimate, InferenceStoresTheWeightsOnce)
{
    const Workload w = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    EXPECT_EQ(run(w).storage.count, 13'476'831'232ULL);
}
