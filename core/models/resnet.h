#pragma once

#include <vector>

namespace dlrig::core {

// A bottleneck ResNet as torchvision builds it ("ResNet v1.5": the stride of a
// stage's first block sits on the 3×3 convolution). He et al. 2016, Table 1:
// ResNet-50 has [3, 4, 6, 3] bottleneck blocks, ResNet-101 [3, 4, 23, 3],
// ResNet-152 [3, 8, 36, 3].
struct ResNetShape {
    std::vector<int> blocks;
    int imageSize = 224;
    int classes = 1000;
    int baseWidth = 64;
};

// What walking the layers gives, per input image.
struct CnnCounts {
    double params = 0;           // convolution and fc weights, batch-norm scale and shift, fc bias
    double forwardMacs = 0;      // multiply-accumulates of convolutions and the fc layer
    double savedActivations = 0; // values kept for the backward pass
    double largestTensor = 0;    // the biggest feature map, values
    double convolutionOutputs = 0; // values every convolution writes (each passes a batch norm)
    double blockOutputs = 0;       // values of the bottleneck blocks' shortcut additions
};

// Saved activations follow what autograd keeps: every convolution's output
// (the batch norm's input) and every ReLU's output (the next convolution's
// input and the residual branch), the max-pool input and its indices (8-byte
// integers, counted here as four 2-byte values), and the pooled features the
// fc layer multiplies.
CnnCounts countResNet(const ResNetShape &shape);

// The PyTorch operators an eval-mode forward pass issues in eager mode, one
// per module call of torchvision's ResNet (models/resnet.py): the stem's
// convolution, batch norm, ReLU and max pool; each bottleneck's three
// convolutions with their batch norms and ReLUs and the residual addition,
// plus a projection's convolution and batch norm in a stage's first block;
// then average pooling, flatten and the classifier. ResNet-50: 175. Under
// autocast every convolution's and the classifier's weight (and its bias) is
// cast to 16 bits on each forward pass, one more operator each: 230.
int eagerForwardOperators(const ResNetShape &shape, bool autocast);

} // namespace dlrig::core
