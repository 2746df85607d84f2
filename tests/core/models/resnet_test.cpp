#include "core/models/resnet.h"

#include <gtest/gtest.h>

using namespace dlrig::core;

struct ResNetCase {
    const char *name;
    std::vector<int> blocks;
    double params;   // torchvision num_params
    double gigaMacs; // torchvision "GFLOPS" (multiply-adds), rounded to 0.01
};

class ResNetCounts : public testing::TestWithParam<ResNetCase> {};

// torchvision.models resnet50/101/152, IMAGENET1K_V1 weights metadata
// (https://pytorch.org/vision/stable/models.html): the layer walk must give the
// exact parameter count and the listed multiply-adds.
TEST_P(ResNetCounts, MatchTorchvision)
{
    const CnnCounts counts = countResNet({GetParam().blocks});
    EXPECT_DOUBLE_EQ(counts.params, GetParam().params);
    EXPECT_NEAR(counts.forwardMacs / 1e9, GetParam().gigaMacs, 0.005);
}

INSTANTIATE_TEST_SUITE_P(Torchvision, ResNetCounts,
                         testing::Values(ResNetCase{"resnet50", {3, 4, 6, 3}, 25'557'032, 4.09},
                                         ResNetCase{"resnet101", {3, 4, 23, 3}, 44'549'160, 7.80},
                                         ResNetCase{"resnet152", {3, 8, 36, 3}, 60'192'808, 11.51}),
                         [](const testing::TestParamInfo<ResNetCase> &param) { return param.param.name; });

TEST(ResNet, SavedActivationsOfResNet50ByHand)
{
    // Per 224×224 image, values autograd keeps (conv output + ReLU output per conv):
    //   stem conv           112²·64                                  =   802,816
    //   stage 1 (3 blocks)  3 × (56²·64 + 56²·64 + 56²·256)          = 3,612,672
    //   stage 2 (4 blocks)  (56²·128 + 28²·128 + 28²·512)
    //                        + 3 × (28²·128 + 28²·128 + 28²·512)     = 2,709,504
    //   stage 3 (6 blocks)  (28²·256 + 14²·256 + 14²·1024)
    //                        + 5 × (14²·256 + 14²·256 + 14²·1024)    = 1,956,864
    //   stage 4 (3 blocks)  (14²·512 + 7²·512 + 7²·2048)
    //                        + 2 × (7²·512 + 7²·512 + 7²·2048)       =   526,848
    //   sum 9,608,704, twice (conv and ReLU outputs)                 = 19,217,408
    //   projection shortcuts, conv output only: 56²·256 + 28²·512 + 14²·1024 + 7²·2048 = 1,505,280
    //   max pool input 802,816 + int64 indices 4 × 56²·64            = 1,605,632
    //   pooled features                                              =     2,048
    const CnnCounts counts = countResNet({{3, 4, 6, 3}});
    EXPECT_DOUBLE_EQ(counts.savedActivations, 19'217'408 + 1'505'280 + 1'605'632 + 2'048);
    EXPECT_DOUBLE_EQ(counts.largestTensor, 112.0 * 112 * 64);
}

TEST(ResNet, ImageSizeScalesTheWork)
{
    // Convolutions scale with pixels: 448² has four times the MACs of 224² (the fc does not).
    const CnnCounts small = countResNet({{3, 4, 6, 3}, 224});
    const CnnCounts large = countResNet({{3, 4, 6, 3}, 448});
    const double fc = 2048.0 * 1000;
    EXPECT_DOUBLE_EQ(large.forwardMacs - fc, 4 * (small.forwardMacs - fc));
    EXPECT_DOUBLE_EQ(large.params, small.params);
}

TEST(ResNet, EagerOperatorsCountedByHand)
{
    // torchvision's ResNet forward, one operator per module call: stem 4
    // (conv, bn, relu, maxpool); a bottleneck 10 (three conv + bn, two relu,
    // the addition, the last relu) and 2 more for a stage's projection (conv,
    // bn); average pool, flatten and fc 3. ResNet-50: 4 + 16 × 10 + 4 × 2 + 3.
    EXPECT_EQ(eagerForwardOperators({{3, 4, 6, 3}}, false), 175);
    // Autocast casts 1 + 3 × 16 + 4 = 53 convolution weights and the fc's weight and bias.
    EXPECT_EQ(eagerForwardOperators({{3, 4, 6, 3}}, true), 175 + 55);
    // ResNet-101: 33 bottlenecks.
    EXPECT_EQ(eagerForwardOperators({{3, 4, 23, 3}}, false), 4 + 330 + 8 + 3);
}
