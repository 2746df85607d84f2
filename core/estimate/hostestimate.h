#pragma once

#include "core/estimate/assumptions.h"
#include "core/estimate/memoryestimate.h"
#include "core/base/units.h"
#include "core/models/workload.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct HostEstimate {
    Bytes ram;
    double ramPerVram = 0; // the rule's factor: ram-per-vram, or ram-per-vram-serving for inference
    int cpuCores = 0;
    Bytes storage;
    Bytes dataset;
    Bytes checkpoints; // all kept checkpoints, or the weights file for inference
};

// Host needs around the GPUs: RAM ≥ ram-per-vram (ram-per-vram-serving for
// inference) × total GPU memory, or what
// DeepSpeed's offload needs where that is more; CPU cores per GPU by kind of
// data; disk for the dataset plus kept checkpoints (or the weights to serve).
// `gpuVram` is one GPU's memory when a GPU is chosen; otherwise the estimate's
// own per-GPU total stands in for it.
HostEstimate estimateHost(const Workload &workload, const MemoryEstimate &memory, std::optional<Bytes> gpuVram,
                          Bytes dataset, const Assumptions &assumptions);

} // namespace dlrig::core
