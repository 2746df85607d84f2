#include "core/plan/links.h"

#include <algorithm>
#include <limits>

namespace dlrig::core::planning {

Link gpuLink(const HardwareShape &hw, const Assumptions &a, int span)
{
    Link link;
    link.latency = a.collectiveLatencyUs * 1e-6;
    if (span <= hw.nvlinkDomain && hw.nvlinkGBps > 0) {
        link.bytesPerSecond = hw.nvlinkGBps * 1e9 * a.allReduceEfficiency;
        link.name = hw.gpuLinkName;
    } else {
        link.bytesPerSecond = hw.pcieGBps * 1e9 * a.allReduceEfficiency;
        link.name = "PCIe";
    }
    return link;
}

Link networkLink(const HardwareShape &hw, const Assumptions &a, double sharers)
{
    Link link;
    link.latency = a.collectiveLatencyUs * 1e-6 * 2;
    link.bytesPerSecond = hw.nicGBps * 1e9 * a.allReduceEfficiency / std::max(1.0, sharers);
    link.name = "network";
    return link;
}

double seconds(const Link &link, double bytes)
{
    if (bytes <= 0)
        return 0;
    if (link.bytesPerSecond <= 0)
        return std::numeric_limits<double>::infinity();
    return link.latency + bytes / link.bytesPerSecond;
}

} // namespace dlrig::core::planning
