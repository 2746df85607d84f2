#include "core/plan/hardwareshape.h"

#include <algorithm>
#include <cstdio>

namespace dlrig::core {

std::string HardwareShape::key() const
{
    char text[256];
    std::snprintf(text, sizeof text, "%.6g|%.6g|%d|%d|%.6g|%lld|%d|%d|%.6g|%d|%.6g|%.6g|", denseTflops,
                  memoryBandwidthGBps, static_cast<int>(traits.generation), traits.hbm ? 1 : 0,
                  traits.fp16Acc16Tflops, static_cast<long long>(vram.count), gpusPerNode, nodes, nvlinkGBps,
                  nvlinkDomain, pcieGBps, nicGBps);
    return text + gpuLinkName;
}

HardwareShape genericShape(int gpus, int gpusPerNode, double denseTflops, double memoryBandwidthGBps, Bytes vram)
{
    HardwareShape shape;
    shape.denseTflops = denseTflops;
    shape.memoryBandwidthGBps = memoryBandwidthGBps;
    shape.vram = vram;
    shape.gpusPerNode = std::clamp(gpusPerNode, 1, std::max(1, gpus));
    shape.nodes = std::max(1, (gpus + shape.gpusPerNode - 1) / shape.gpusPerNode);
    shape.pcieGBps = 16 * 1.969; // PCIe 4.0: 16 GT/s × 128b/130b per lane
    return shape;
}

} // namespace dlrig::core
