#pragma once

// The links between GPUs a plan's traffic crosses, each an α–β model: a fixed
// start-up latency (collective-latency-us) plus bytes at allreduce-efficiency
// of the link's bandwidth. Used by the step costs (plancosts.h) and by
// disaggregated serving's KV-cache transfers (disaggregation.h).
#include "core/estimate/assumptions.h"
#include "core/plan/hardwareshape.h"

#include <string>

namespace dlrig::core::planning {

struct Link {
    double bytesPerSecond = 0;
    double latency = 0;
    std::string name; // "NVLink/NVSwitch", "PCIe", "network"
};

// Between `span` GPUs of a node: their NVLink domain where it holds them all,
// else PCIe.
Link gpuLink(const HardwareShape &shape, const Assumptions &assumptions, int span);
// The network between nodes, shared by `sharers` GPUs sending at once.
Link networkLink(const HardwareShape &shape, const Assumptions &assumptions, double sharers);
// Latency plus bytes ÷ bandwidth; 0 for nothing to send, infinite over no link.
double seconds(const Link &link, double bytes);

} // namespace dlrig::core::planning
