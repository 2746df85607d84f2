#include "core/build/nodeview.h"

#include "core/build/compatibility.h"
#include "core/build/edgemodule.h"
#include "core/build/slotplacement.h"

#include <algorithm>
#include <limits>

namespace dlrig::core {

double pcieGBpsPerLane(int generation)
{
    switch (generation) {
    case 3:
        return 0.985;
    case 4:
        return 1.969;
    case 5:
        return 3.938;
    case 6:
        return 7.563;
    default:
        return 0.5;
    }
}

namespace {

bool isVision(ModelKind kind)
{
    return kind == ModelKind::Cnn || kind == ModelKind::Detector || kind == ModelKind::VisionTransformer ||
           kind == ModelKind::Diffusion;
}

} // namespace

double cpuDataloadRate(const NodeView &node, int nodes, bool vision, const Assumptions &a)
{
    if (!node.cpuPart)
        return 0;
    const double cores = static_cast<double>(std::get<CpuSpec>(node.cpuPart->specs).cores) * node.cpus * nodes;
    return cores * (vision ? a.imagesPerCorePerSecond : a.tokensPerCorePerSecond);
}

double ramBandwidthRate(const NodeView &node, int nodes, bool vision, const Assumptions &a)
{
    const double bytesPerUnit = a.hostMemoryPassesPerSample * (vision ? a.imageBytesToDevice : 4.0);
    const double bandwidth = node.ramBandwidthGBps * 1e9 * a.ramBandwidthEfficiency * nodes;
    return bytesPerUnit > 0 ? bandwidth / bytesPerUnit : 0;
}

double storageThroughputRate(const NodeView &node, int nodes, bool vision, int vocab, const Assumptions &a)
{
    const double bytesPerUnit = vision ? a.imageBytesOnDisk : (vocab > 65535 ? 4.0 : 2.0);
    return node.storageReadMBps * 1e6 * a.storageReadEfficiency * nodes / bytesPerUnit;
}

bool isVisionWorkload(const Workload &workload)
{
    return isVision(workload.model.kind);
}

double peakTflopsFor(const GpuSpec &gpu, Precision precision)
{
    const ComputePeaks &p = gpu.dense;
    const auto firstOf = [](std::initializer_list<double> values) {
        for (double v : values) {
            if (v > 0)
                return v;
        }
        return 0.0;
    };
    switch (precision) {
    case Precision::Fp32:
        return p.fp32Tflops;
    case Precision::Tf32:
        return firstOf({p.tf32Tflops, p.fp32Tflops});
    case Precision::Fp16:
    case Precision::AmpFp16:
        return firstOf({p.fp16Tflops, p.fp32Tflops});
    case Precision::Bf16:
    case Precision::AmpBf16:
        return firstOf({p.bf16Tflops, p.fp16Tflops, p.fp32Tflops});
    case Precision::Fp8:
        return firstOf({p.fp8Tflops, p.fp16Tflops});
    case Precision::AmpFp8:
        // Transformer Engine needs FP8 tensor cores; without them the run is BF16.
        return firstOf({p.fp8Tflops, p.bf16Tflops, p.fp16Tflops, p.fp32Tflops});
    case Precision::Mxfp4:
    case Precision::Nvfp4:
        // FP4 tensor cores (Blackwell, CDNA 4); elsewhere weight-only as below.
        return firstOf({p.fp4Tflops, p.fp16Tflops, p.fp32Tflops});
    case Precision::Int8:
    case Precision::Int4:
        // Weight-only formats: the math runs in 16 bits after dequantising
        // (GPTQ, AWQ, llama.cpp); quantised-prefill charges the dequantising.
        return firstOf({p.fp16Tflops, p.fp32Tflops});
    }
    return p.fp32Tflops;
}

GpuTraits gpuTraitsOf(const GpuSpec &gpu)
{
    GpuTraits t;
    t.generation = generationFromArchitecture(gpu.architecture);
    t.hbm = gpu.memoryType.find("HBM") != std::string::npos;
    t.fp16Acc16Tflops = gpu.dense.fp16Acc16Tflops;
    t.fp8Tensor = gpu.dense.fp8Tflops > 0;
    t.fp4Tensor = gpu.dense.fp4Tflops > 0;
    t.fp16Tflops = gpu.dense.fp16Tflops;
    return t;
}

namespace {

// Where the board's slot layout is known, the GPUs' links are the slots they
// get: a card in an x4 slot moves data at x4 (core/build/slotplacement.h).
void placeOnBoardSlots(const ResolvedBuild &build, NodeView &v)
{
    const std::optional<SlotPlacement> placement = placeBuildGpus(build);
    if (v.gpuPart && placement && placement->narrowestLink > 0) {
        v.gpuLinkLanes = std::min(v.gpuLinkLanes, placement->narrowestLink);
        v.pcieGeneration = std::min(v.pcieGeneration, placement->slowestGeneration);
    }
}

} // namespace

NodeView viewNode(const ResolvedBuild &build)
{
    NodeView v;
    if (const BuildLine *edgeLine = build.firstOf(PartCategory::Edge)) {
        const auto &edge = std::get<EdgeModuleSpec>(edgeLine->part.specs);
        v.edgeModule = &edgeLine->part;
        v.gpuPart = build.referencedPart(integratedGpuId(edgeLine->part));
        // Several modules are boxes side by side: replicas, each with its own memory.
        v.gpusPerNode = v.gpuPart ? edgeLine->quantity : 0;
        v.cpuPart = build.referencedPart(integratedCpuId(edgeLine->part));
        v.cpus = v.cpuPart ? edgeLine->quantity : 0;
        v.ramGib = edge.memory.gib() * edgeLine->quantity;
    } else if (const BuildLine *serverLine = build.firstOf(PartCategory::Server)) {
        const auto &server = std::get<ServerSpec>(serverLine->part.specs);
        v.gpuPart = build.referencedPart(server.gpuPartId);
        v.gpusPerNode = server.gpuCount * serverLine->quantity;
        v.cpuPart = build.referencedPart(server.cpuPartId);
        v.cpus = server.cpuCount;
        v.ramGib = server.memory.gib();
        v.storageBytes = static_cast<double>(server.storage.count);
        if (v.cpuPart) {
            // A configured server populates every channel at the CPU's rated speed.
            const auto &cpu = std::get<CpuSpec>(v.cpuPart->specs);
            v.channelsPopulated = cpu.memoryChannels * v.cpus;
            v.ramSpeedMTs = cpu.maxMemoryMTs;
        }
    } else {
        if (const BuildLine *g = build.firstOf(PartCategory::Gpu)) {
            v.gpuPart = &g->part;
            v.gpusPerNode = build.countOf(PartCategory::Gpu);
        }
        if (const BuildLine *c = build.firstOf(PartCategory::Cpu)) {
            v.cpuPart = &c->part;
            v.cpus = build.countOf(PartCategory::Cpu);
        }
        const BuildLine *boardLine = build.firstOf(PartCategory::Motherboard);
        int modules = 0;
        int speed = std::numeric_limits<int>::max();
        for (const BuildLine *line : build.linesOf(PartCategory::Memory)) {
            const auto &kit = std::get<MemoryKitSpec>(line->part.specs);
            modules += kit.modules * line->quantity;
            v.ramGib += kit.modules * line->quantity * kit.moduleCapacity.gib();
        }
        for (const BuildLine *line : build.linesOf(PartCategory::Memory)) {
            const auto &kit = std::get<MemoryKitSpec>(line->part.specs);
            int s = kit.speedMTs;
            if (v.cpuPart && boardLine) {
                s = effectiveMemorySpeed(kit, modules, std::get<CpuSpec>(v.cpuPart->specs),
                                         std::get<MotherboardSpec>(boardLine->part.specs).memoryChannels);
            }
            speed = std::min(speed, s);
        }
        v.ramSpeedMTs = modules > 0 ? speed : 0;
        // Without a board (a machine as detected), the CPU's channels bound the populated ones.
        const int channels = boardLine ? std::get<MotherboardSpec>(boardLine->part.specs).memoryChannels
                             : v.cpuPart ? std::get<CpuSpec>(v.cpuPart->specs).memoryChannels * v.cpus
                                         : modules;
        v.channelsPopulated = std::min(modules, channels);
    }
    v.ramBandwidthGBps = v.edgeModule ? std::get<EdgeModuleSpec>(v.edgeModule->specs).memoryBandwidthGBps * v.cpus
                                      : v.channelsPopulated * static_cast<double>(v.ramSpeedMTs) * 8 / 1000;
    for (const BuildLine *line : build.linesOf(PartCategory::Storage)) {
        const auto &s = std::get<StorageSpec>(line->part.specs);
        v.storageReadMBps = std::max(v.storageReadMBps, s.sequentialReadMBps);
        v.storageBytes += static_cast<double>(s.capacity.count) * line->quantity;
    }
    if (v.storageReadMBps == 0 && build.firstOf(PartCategory::Server))
        v.storageReadMBps = 3000; // a server's NVMe boot/data drives when not itemised: PCIe 3.0 x4 class
    for (const BuildLine *line : build.linesOf(PartCategory::Nic)) {
        const auto &n = std::get<NicSpec>(line->part.specs);
        v.nicGbps += n.ports * n.gbpsPerPort * line->quantity;
    }
    const int gpuGen = v.gpuPart ? std::get<GpuSpec>(v.gpuPart->specs).pcieGeneration : 4;
    const int cpuGen = v.cpuPart ? std::get<CpuSpec>(v.cpuPart->specs).pcieGeneration : gpuGen;
    v.pcieGeneration = std::min(gpuGen, cpuGen);
    v.gpuLinkLanes = v.gpuPart ? std::get<GpuSpec>(v.gpuPart->specs).pcieLanes : 0;
    placeOnBoardSlots(build, v);
    return v;
}

HardwareShape hardwareShapeFor(const Part &gpuPart, Precision precision, int gpusPerNode, int nodes, double nicGbps,
                               int pcieGeneration, int linkLanes)
{
    const auto &gpu = std::get<GpuSpec>(gpuPart.specs);
    HardwareShape shape;
    shape.denseTflops = peakTflopsFor(gpu, precision);
    shape.memoryBandwidthGBps = gpu.memoryBandwidthGBps;
    shape.traits = gpuTraitsOf(gpu);
    shape.vram = gpu.vram;
    shape.gpusPerNode = std::max(1, gpusPerNode);
    shape.nodes = std::max(1, nodes);
    shape.pcieGBps = pcieGBpsPerLane(pcieGeneration) * std::max(1, linkLanes > 0 ? linkLanes : gpu.pcieLanes);
    shape.nicGBps = nicGbps / 8;
    if (gpu.nvlinkGBps > 0) {
        const bool module = gpu.slotWidth == 0;
        const bool amd = gpuPart.vendor == "AMD";
        shape.nvlinkGBps = gpu.nvlinkGBps / 2; // the spec sheets give both directions
        shape.nvlinkDomain = module ? shape.gpusPerNode : std::min(2, shape.gpusPerNode);
        shape.gpuLinkName = amd ? "Infinity Fabric" : module ? "NVLink/NVSwitch" : "NVLink bridge";
        if (shape.nvlinkDomain <= 1) {
            shape.nvlinkGBps = 0;
            shape.gpuLinkName.clear();
        }
    }
    return shape;
}

HardwareShape hardwareShapeFor(const ResolvedBuild &build)
{
    const NodeView node = viewNode(build);
    if (!node.gpuPart)
        return {};
    HardwareShape shape = hardwareShapeFor(*node.gpuPart, build.scenario.workload.precision, node.gpusPerNode,
                                           build.scenario.nodes, node.nicGbps, node.pcieGeneration, node.gpuLinkLanes);
    // A complete server says how its GPUs are joined ("NVSwitch", "PCIe 5.0").
    if (const BuildLine *serverLine = build.firstOf(PartCategory::Server)) {
        const std::string &link = std::get<ServerSpec>(serverLine->part.specs).gpuInterconnect;
        if (link.find("PCIe") != std::string::npos && link.find("NVLink") == std::string::npos) {
            shape.nvlinkGBps = 0;
            shape.nvlinkDomain = 1;
            shape.gpuLinkName.clear();
        }
    }
    return shape;
}

EstimateRequest estimateRequestFor(const ResolvedBuild &build, const Assumptions &assumptions)
{
    EstimateRequest request;
    request.workload = build.scenario.workload;
    request.assumptions = assumptions;
    request.workload.parallel.gpus = std::max(1, build.totalGpus());
    const NodeView node = viewNode(build);
    if (node.gpuPart) {
        const auto &gpu = std::get<GpuSpec>(node.gpuPart->specs);
        request.gpu = GpuPeak{peakTflopsFor(gpu, request.workload.precision), gpu.memoryBandwidthGBps, gpuTraitsOf(gpu)};
        request.gpuVram = gpu.vram;
    }
    request.dataset = build.scenario.dataset;
    request.trainTokens = build.scenario.trainTokens;
    return request;
}
} // namespace dlrig::core
