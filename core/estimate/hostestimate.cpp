#include "core/estimate/hostestimate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dlrig::core {

namespace {

bool isVision(ModelKind kind)
{
    return kind == ModelKind::Cnn || kind == ModelKind::Detector || kind == ModelKind::VisionTransformer ||
           kind == ModelKind::Diffusion;
}

} // namespace

HostEstimate estimateHost(const Workload &w, const MemoryEstimate &memory, std::optional<Bytes> gpuVram, Bytes dataset,
                          const Assumptions &a, std::vector<std::string> &notes)
{
    HostEstimate host;
    const double gpus = static_cast<double>(w.parallel.gpus);
    const Bytes perGpu = gpuVram ? *gpuVram : memory.perGpu.total();
    const double totalVram = static_cast<double>(perGpu.count) * gpus;
    const double perVram = w.task == Task::Infer ? a.ramPerVramServing : a.ramPerVram;
    const Bytes ruleRam = bytesFromReal(perVram * totalVram);
    host.ram = std::max(ruleRam, memory.offloadHostBytes);
    char line[200];
    std::snprintf(line, sizeof line, "host ram: %g × %s total VRAM%s", perVram, gpuVram ? "the GPUs'" : "the estimated",
                  memory.offloadHostBytes.count > 0 ? ", or DeepSpeed's offload estimate where larger" : "");
    notes.emplace_back(line);

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
    if (dataset.count == 0)
        notes.push_back("storage: dataset size not given (--dataset-size); only checkpoints and weights counted");
    return host;
}

} // namespace dlrig::core
