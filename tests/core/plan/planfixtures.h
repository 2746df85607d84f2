#pragma once

// Workloads and HGX-style hardware shapes the planner's tests share.
#include "core/models/modellibrary.h"
#include "core/models/workload.h"
#include "core/plan/hardwareshape.h"

namespace planfixtures {

using namespace dlrig::core;

inline Workload workloadOf(const char *slug, Task task, Precision precision, int sequence)
{
    Workload w;
    w.model = *ModelLibrary::builtIn().find(slug);
    w.task = task;
    w.precision = precision;
    w.optimizer = task == Task::Infer ? Optimizer::None : Optimizer::Adam;
    w.sequence = sequence;
    return w;
}

// GPUs of one node joined by NVLink/NVSwitch, as on HGX boards; NVIDIA's data
// sheets: H100 SXM5 989.5 dense BF16 TFLOPS, 3,350 GB/s, 900 GB/s NVLink (both
// directions); A100 SXM4 80GB 312 TFLOPS, 2,039 GB/s, 600 GB/s NVLink.
inline HardwareShape hgx(double tflops, double bandwidth, double nvlinkBothWays, int gpusPerNode, int nodes,
                         double nicGbps)
{
    HardwareShape s;
    s.denseTflops = tflops;
    s.memoryBandwidthGBps = bandwidth;
    s.vram = Bytes{80 * kGiB};
    s.gpusPerNode = gpusPerNode;
    s.nodes = nodes;
    s.gpuLinkName = "NVLink/NVSwitch";
    s.nvlinkGBps = nvlinkBothWays / 2;
    s.nvlinkDomain = gpusPerNode;
    s.pcieGBps = 16 * 3.938;
    s.nicGBps = nicGbps / 8;
    return s;
}

} // namespace planfixtures
