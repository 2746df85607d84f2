#pragma once

// The hardware a plan is made for: one GPU model, how many per node and how
// many nodes, and the links between them. Built from a build's parts by
// core/build/nodeview.h, or from command-line options.
#include "core/base/units.h"
#include "core/estimate/efficiency.h"

#include <string>

namespace dlrig::core {

struct HardwareShape {
    // One GPU: dense peak at the workload's precision, memory bandwidth, memory.
    double denseTflops = 0;
    double memoryBandwidthGBps = 0;
    GpuTraits traits; // generation, memory type, FP16-accumulate peak: what the efficiency depends on
    Bytes vram;       // 0: unknown, every plan fits
    int gpusPerNode = 1;
    int nodes = 1;
    // GPUs joined by a GPU-to-GPU link: its name ("NVLink/NVSwitch" for SXM
    // boards, "NVLink bridge" for bridged PCIe cards, "Infinity Fabric"), its
    // bandwidth per GPU and direction, and how many GPUs one domain holds (1 without).
    std::string gpuLinkName;
    double nvlinkGBps = 0;
    int nvlinkDomain = 1;
    // PCIe between GPUs of a node and to the host, per GPU and direction.
    double pcieGBps = 0;
    // Network between nodes, per node and direction, bytes/s ÷ 1e9.
    double nicGBps = 0;

    int totalGpus() const { return gpusPerNode * nodes; }
    // Everything a plan depends on, as text: the key plans are remembered by.
    std::string key() const;
};

// A shape of `gpus` GPUs with PCIe 4.0 x16 between them (≈ 31.5 GB/s per
// direction), the link assumed when no GPU part is named.
HardwareShape genericShape(int gpus, int gpusPerNode, double denseTflops, double memoryBandwidthGBps, Bytes vram);

} // namespace dlrig::core
