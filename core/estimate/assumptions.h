#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// Every factor the estimators assume rather than derive. Each has a key users
// can set (`dlrig-cli estimate --assume mfu=0.5`), a unit, and a reason; the
// benchmark tab replaces them with measured values for the local machine.
struct Assumptions {
    double mfu = 0.40;
    double memoryBandwidthEfficiency = 0.80;
    double runtimeOverheadFraction = 0.20;
    double ramPerVram = 1.5;
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
    double collectiveLatencyUs = 10;
    double overlapEfficiency = 0.5;
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
    std::string_view unit;
    std::string_view description; // what it means and where the default comes from
};

const std::vector<AssumptionInfo> &assumptionTable();

// Sets `key` from `text` ("0.5"). Throws InputError naming the key, the range
// and the accepted keys when either is wrong.
void setAssumption(Assumptions &assumptions, std::string_view key, std::string_view text);

} // namespace dlrig::core
