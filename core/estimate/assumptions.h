#pragma once

#include "core/base/message.h"

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// Every factor the estimators assume rather than derive. Each has a key users
// can set (`dlrig-cli estimate --assume mfu=0.5`), a unit, and a reason; the
// benchmark tab replaces them with measured values for the local machine.
struct Assumptions {
    // Compute efficiency (core/estimate/efficiency.h). mfu > 0 replaces the
    // whole model by one flat share of the peak.
    double mfu = 0;
    double computeScale = 1.0; // the benchmark tab's measured GEMM share ÷ a healthy one
    double effTransformerTrain = 0.80;
    double effTransformerForward = 0.78;
    double effCnn = 0.29;
    double effDetector = 0.21;
    double effDiffusion = 0.30;
    double effVolta = 1.10;
    double effTuring = 0.70;
    double effAmpere = 1.0;
    double effAda = 1.0;
    double effHopper = 0.80;
    double effBlackwell = 0.80;
    double effCdna = 0.70;
    double effRdna = 0.70;
    double effFp32Cores = 0.70;
    double effTf32 = 0.78;
    double effFp8 = 0.75;
    double ggmlWithoutWgmma = 0.56;
    double effHalfWidth = 700;
    double compiledSpeedup = 1.25;
    double compiledForwardSpeedup = 1.25;
    double effHalfTokens = 256;
    double effHalfImages = 4;
    double recomputeCost = 0.75;
    double qloraDequantOverhead = 0.20;
    double quantisedPrefill = 0.72;
    // Decoding: share of the memory bandwidth one step reaches.
    double memoryBandwidthEfficiency = 0.80; // large batches
    double decodeGddrBatch1 = 0.82;
    double decodeHbmBatch1Eager = 0.47;
    double decodeHbmBatch1Ggml = 0.47;
    double decodeHbmBatch1Compiled = 0.68;
    double decodeFp8 = 0.86;
    double decodeInt8 = 0.80;
    double decodeInt4 = 0.70;
    // Host time to issue the kernels of an inference step, µs: per PyTorch
    // operator in eager mode, per layer for llama.cpp and CUDA graphs. A step
    // runs no faster than its host dispatches it (efficiency.h).
    double eagerOperatorUs = 8;
    double dispatchGgmlUs = 0;
    double graphKernelUs = 1.0;
    double expertHotShare = 1.0;
    double dispatchCompiledUs = 0;
    // GPU memory beyond the tensors.
    double prefillChunkTokens = 8192; // serving engines prefill at most this many tokens per step
    double ggmlUbatchTokens = 512;    // llama.cpp's physical batch: a prompt's GEMMs see at most this many rows
    double mlmScoredFraction = 0.15;  // masked-LM pre-training: positions the vocabulary head and loss run on
    double cudaContextGiB = 1.0;
    double allocatorFraction = 0.05;
    double qloraDequantBuffers = 2;
    double ramPerVram = 1.5;
    double ramPerVramServing = 1.0;
    double cpuCoresPerGpuVision = 8;
    double cpuCoresPerGpuLanguage = 4;
    double checkpointsKept = 3;
    double int4GroupSize = 128;
    double offloadBufferFactor = 1.5;
    // The barrel and power (core/build/barrel.cpp, core/build/power.cpp).
    double imagesPerCorePerSecond = 150;
    double tokensPerCorePerSecond = 1e6;
    double imageBytesOnDisk = 107'713;
    double imageBytesToDevice = 602'112;
    double hostMemoryPassesPerSample = 8;
    double ramBandwidthEfficiency = 0.6;
    double pcieEfficiency = 0.8;
    double allReduceEfficiency = 0.7;
    double collectiveLatencyUs = 25;
    double overlapEfficiency = 0.5;
    double stepJitter = 0.04;
    double storageReadEfficiency = 0.8;
    double platformWatts = 75;
    double wattsPerDimm = 5;
    double wattsPerDrive = 8;
    double psuMaxLoad = 0.8;
    double psuEfficiency = 0.92;
};

struct AssumptionInfo {
    std::string_view key;
    double Assumptions::*member;
    double minimum;
    double maximum;
    MessageText unit;
    MessageText description; // what it means and where the default comes from (translatable)
};

const std::vector<AssumptionInfo> &assumptionTable();

// Sets `key` from `text` ("0.5"). Throws InputError naming the key, the range
// and the accepted keys when either is wrong.
void setAssumption(Assumptions &assumptions, std::string_view key, std::string_view text);

} // namespace dlrig::core
