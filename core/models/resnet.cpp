#include "core/models/resnet.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

struct Walker {
    CnnCounts counts;
    double side = 0; // current feature-map side
    double channels = 3;

    // A k×k convolution without bias, then batch norm and (usually) ReLU.
    void conv(double outChannels, double kernel, double stride, bool relu = true)
    {
        const double outSide = std::ceil(side / stride);
        const double outputs = outSide * outSide * outChannels;
        counts.params += kernel * kernel * channels * outChannels + 2 * outChannels; // weights + BN γ, β
        counts.forwardMacs += outputs * kernel * kernel * channels;
        counts.savedActivations += outputs * (relu ? 2 : 1); // conv output, ReLU output
        counts.convolutionOutputs += outputs;
        counts.largestTensor = std::max(counts.largestTensor, outputs);
        side = outSide;
        channels = outChannels;
    }
};

} // namespace

CnnCounts countResNet(const ResNetShape &shape)
{
    Walker w;
    w.side = shape.imageSize;
    // Stem: 7×7/2 convolution to 64 channels, then 3×3/2 max pooling.
    w.conv(shape.baseWidth, 7, 2);
    const double poolInput = w.side * w.side * w.channels;
    w.side = std::ceil(w.side / 2);
    w.counts.savedActivations += poolInput + 4 * w.side * w.side * w.channels; // input + int64 indices

    double width = shape.baseWidth;
    for (std::size_t stage = 0; stage < shape.blocks.size(); ++stage) {
        for (int block = 0; block < shape.blocks[stage]; ++block) {
            const double stride = stage > 0 && block == 0 ? 2 : 1;
            const double inChannels = w.channels;
            const double inSide = w.side;
            w.conv(width, 1, 1);
            w.conv(width, 3, stride);
            // The last 1×1 convolution's ReLU comes after the residual addition:
            // its output is the block's output, saved once.
            w.conv(4 * width, 1, 1);
            if (block == 0) {
                // Projection shortcut: 1×1 convolution with the block's stride, then BN.
                Walker shortcut;
                shortcut.side = inSide;
                shortcut.channels = inChannels;
                shortcut.conv(4 * width, 1, stride, false);
                w.counts.params += shortcut.counts.params;
                w.counts.forwardMacs += shortcut.counts.forwardMacs;
                w.counts.savedActivations += shortcut.counts.savedActivations;
                w.counts.convolutionOutputs += shortcut.counts.convolutionOutputs;
            }
            w.counts.blockOutputs += w.side * w.side * w.channels;
        }
        width *= 2;
    }
    // Global average pooling, then the classifier with bias.
    w.counts.savedActivations += w.channels;
    w.counts.params += w.channels * shape.classes + shape.classes;
    w.counts.forwardMacs += w.channels * shape.classes;
    return w.counts;
}

int eagerForwardOperators(const ResNetShape &shape, bool autocast)
{
    int blocks = 0;
    for (const int stageBlocks : shape.blocks)
        blocks += stageBlocks;
    const int stages = static_cast<int>(shape.blocks.size());
    const int convolutions = 1 + 3 * blocks + stages;
    const int operators = 4 + 10 * blocks + 2 * stages + 3;
    return operators + (autocast ? convolutions + 2 : 0);
}

} // namespace dlrig::core
