#include "core/estimate/hostestimate.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

bool isVision(ModelKind kind)
{
    return kind == ModelKind::Cnn || kind == ModelKind::Detector || kind == ModelKind::VisionTransformer ||
           kind == ModelKind::Diffusion;
}

} // namespace

HostEstimate estimateHost(const Workload &w, const MemoryEstimate &memory, std::optional<Bytes> gpuVram, Bytes dataset,
                          const Assumptions &a)
{
    HostEstimate host;
    const double gpus = static_cast<double>(w.parallel.gpus);
    const Bytes perGpu = gpuVram ? *gpuVram : memory.perGpu.total();
    const double totalVram = static_cast<double>(perGpu.count) * gpus;
    host.ramPerVram = w.task == Task::Infer ? a.ramPerVramServing : a.ramPerVram;
    const Bytes ruleRam = bytesFromReal(host.ramPerVram * totalVram);
    host.ram = std::max(ruleRam, memory.offloadHostBytes);

    const double perGpuCores = isVision(w.model.kind) ? a.cpuCoresPerGpuVision : a.cpuCoresPerGpuLanguage;
    host.cpuCores = static_cast<int>(std::ceil(perGpuCores * gpus));

    host.dataset = dataset;
    if (w.task == Task::Infer) {
        host.checkpoints = memory.checkpointBytes;
    } else {
        host.checkpoints = bytesFromReal(a.checkpointsKept * static_cast<double>(memory.checkpointBytes.count));
        if (w.task != Task::Train) {
            // Adapters are saved on their own; the base model is stored once, in 16 bits.
            host.checkpoints += bytesFromReal(w.model.totalParams() * 2);
        }
    }
    host.storage = host.dataset + host.checkpoints;
    return host;
}

} // namespace dlrig::core
