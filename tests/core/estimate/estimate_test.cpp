#include "core/estimate/estimate.h"

#include "core/testmodels.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace dlrig::core;

TEST(Estimate, JsonHasIntegerBytesThatAddUp)
{
    EstimateRequest request;
    request.workload = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    request.workload.sequence = 4096;
    const nlohmann::json j = toJson(estimate(request));
    const auto &perGpu = j.at("per_gpu");
    std::uint64_t sum = 0;
    for (const char *key :
         {"weights", "gradients", "optimizer_states", "activations", "kv_cache", "runtime_overhead"}) {
        ASSERT_TRUE(perGpu.at(key).is_number_unsigned()) << key;
        sum += perGpu.at(key).get<std::uint64_t>();
    }
    EXPECT_EQ(perGpu.at("total").get<std::uint64_t>(), sum);
    EXPECT_EQ(j.at("workload").at("task"), "train");
    EXPECT_GT(j.at("host").at("ram_bytes").get<std::uint64_t>(), 0U);
    EXPECT_GT(j.at("compute").at("flops_per_token").get<double>(), 0);
    EXPECT_FALSE(j.at("assumptions").empty());
}

TEST(Estimate, FitCheckComparesWithTheGpu)
{
    EstimateRequest request;
    request.workload = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    request.gpuVram = Bytes{24 * kGiB};
    EXPECT_TRUE(toJson(estimate(request)).at("fit").at("fits").get<bool>());
    request.gpuVram = Bytes{12 * kGiB}; // 13.5 GB of weights alone do not fit
    EXPECT_FALSE(toJson(estimate(request)).at("fit").at("fits").get<bool>());
}

TEST(Estimate, InvalidRequestsThrowBeforeEstimating)
{
    EstimateRequest request;
    request.workload = libraryWorkload("llama-2-7b", Task::Train, Precision::AmpBf16);
    request.workload.parallel.gpus = 6;
    request.workload.parallel.tensor = 4;
    EXPECT_THROW(estimate(request), InputError);
}

TEST(Estimate, SaysWhenTheSequenceExceedsTheContext)
{
    EstimateRequest request;
    request.workload = libraryWorkload("llama-2-7b", Task::Infer, Precision::Fp16);
    request.workload.sequence = 8192; // Llama 2 was trained with 4096
    const Estimate e = estimate(request);
    ASSERT_FALSE(e.notes.empty());
    EXPECT_NE(e.notes.front().english().find("exceed llama-2-7b's context of 4,096"), std::string::npos)
        << e.notes.front().english();
}
