#include "core/build/edgemodule.h"

namespace dlrig::core {

std::string integratedGpuId(const Part &module)
{
    return module.id + "/gpu";
}

std::string integratedCpuId(const Part &module)
{
    return module.id + "/cpu";
}

namespace {

// A part of the module: its maker, name, year and spec source, under its own id.
Part partOf(const Part &module, std::string id)
{
    Part part;
    part.id = std::move(id);
    part.vendor = module.vendor;
    part.model = module.model;
    part.releaseYear = module.releaseYear;
    part.specSource = module.specSource;
    return part;
}

} // namespace

std::vector<Part> integratedParts(const Part &module)
{
    const auto &edge = std::get<EdgeModuleSpec>(module.specs);
    Part gpu = partOf(module, integratedGpuId(module));
    gpu.tdpWatts = edge.maxWatts;
    GpuSpec g;
    g.architecture = edge.architecture;
    g.vram = edge.memory; // the whole shared memory: the system and application use some of it too
    g.memoryType = "LPDDR (unified)";
    g.memoryBandwidthGBps = edge.memoryBandwidthGBps;
    // Only the GPU's own tensor rate: the module's INT8 figure counts its DLAs too.
    g.dense.fp16Tflops = edge.dense.fp16Tflops;
    g.dense.fp4Tflops = edge.dense.fp4Tflops;
    gpu.specs = g;

    Part cpu = partOf(module, integratedCpuId(module));
    CpuSpec c;
    c.cores = edge.cpuCores;
    c.threads = edge.cpuCores;
    c.socket = "integrated";
    cpu.specs = c;
    return {std::move(gpu), std::move(cpu)};
}

void addIntegratedParts(ResolvedBuild &build)
{
    for (const BuildLine &line : build.lines) {
        if (line.part.category() != PartCategory::Edge || build.referencedPart(integratedGpuId(line.part)))
            continue;
        for (Part &part : integratedParts(line.part))
            build.referenced.push_back(std::move(part));
    }
}

} // namespace dlrig::core
