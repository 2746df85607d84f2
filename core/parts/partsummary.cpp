#include "core/parts/partsummary.h"

#include <cstdio>

namespace dlrig::core {

namespace {

std::string number(double value)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", value);
    return text;
}

struct Summarizer {
    std::string operator()(const GpuSpec &g) const
    {
        std::string line = number(g.vram.gib()) + " GiB " + g.memoryType + ", " + number(g.memoryBandwidthGBps) +
                           " GB/s, " + number(g.dense.bf16Tflops > 0 ? g.dense.bf16Tflops : g.dense.fp16Tflops) +
                           " TFLOPS " + (g.dense.bf16Tflops > 0 ? "BF16" : "FP16");
        if (g.dense.fp8Tflops > 0)
            line += ", " + number(g.dense.fp8Tflops) + " FP8";
        if (g.nvlinkGBps > 0) {
            // AMD's Instinct cards link by Infinity Fabric, not NVIDIA's NVLink.
            const bool amd = g.architecture.find("CDNA") != std::string::npos ||
                             g.architecture.find("RDNA") != std::string::npos;
            line += std::string(amd ? ", Infinity Fabric " : ", NVLink ") + number(g.nvlinkGBps) + " GB/s";
        }
        return line + ", PCIe " + std::to_string(g.pcieGeneration) + ".0 x" + std::to_string(g.pcieLanes);
    }
    std::string operator()(const CpuSpec &c) const
    {
        return std::to_string(c.cores) + " cores / " + std::to_string(c.threads) + " threads, " + number(c.baseGHz) +
               "–" + number(c.boostGHz) + " GHz, " + c.socket + ", " + std::to_string(c.memoryChannels) + "× " +
               c.memoryType + "-" + std::to_string(c.maxMemoryMTs) + ", " + std::to_string(c.pcieLanes) + " PCIe " +
               std::to_string(c.pcieGeneration) + ".0 lanes";
    }
    std::string operator()(const MemoryKitSpec &m) const
    {
        return std::to_string(m.modules) + "× " + number(m.moduleCapacity.gib()) + " GiB " + m.type + "-" +
               std::to_string(m.speedMTs) + (m.registered ? " RDIMM" : " UDIMM") + (m.ecc ? " ECC" : "");
    }
    std::string operator()(const StorageSpec &s) const
    {
        return number(s.capacity.gb()) + " GB " + s.interface + " " + s.formFactor + ", " +
               number(s.sequentialReadMBps) + " MB/s read";
    }
    std::string operator()(const PsuSpec &p) const
    {
        return std::to_string(p.continuousWatts) + " W " + p.efficiencyRating + ", " + p.formFactor;
    }
    std::string operator()(const MotherboardSpec &m) const
    {
        int x16 = 0;
        for (const PcieSlot &slot : m.pcieSlots)
            x16 += slot.electricalLanes >= 16 ? slot.count : 0;
        return m.socket + " " + m.chipset + ", " + m.formFactor + ", " + std::to_string(m.memorySlots) + "× " +
               m.memoryType + ", " + std::to_string(x16) + "× PCIe x16";
    }
    std::string operator()(const ChassisSpec &c) const
    {
        return c.formFactor + ", " + std::to_string(c.expansionSlots) + " slots, GPUs up to " +
               std::to_string(c.maxGpuLengthMm) + " mm";
    }
    std::string operator()(const CoolingSpec &c) const
    {
        return c.type + (c.ratedWatts > 0 ? ", rated " + std::to_string(c.ratedWatts) + " W" : "");
    }
    std::string operator()(const NicSpec &n) const
    {
        return std::to_string(n.ports) + "× " + number(n.gbpsPerPort) + " Gb/s " + n.technology;
    }
    std::string operator()(const ServerSpec &s) const
    {
        return std::to_string(s.gpuCount) + "× " + s.gpuPartId + ", " + std::to_string(s.cpuCount) + "× " +
               s.cpuPartId + ", " + number(s.memory.gib()) + " GiB, " + s.formFactor;
    }
    std::string operator()(const CloudInstanceSpec &c) const
    {
        return c.provider + " " + c.region + ", " + std::to_string(c.gpuCount) + "× " + c.gpuPartId + ", " +
               std::to_string(c.vcpus) + " vCPUs, " + number(c.memory.gib()) + " GiB";
    }
    std::string operator()(const EdgeModuleSpec &e) const
    {
        return number(e.memory.gib()) + " GiB, " + number(e.dense.int8Tops) + " INT8 TOPS dense, " +
               std::to_string(e.minWatts) + "–" + std::to_string(e.maxWatts) + " W";
    }
};

} // namespace

std::string summarize(const Part &part)
{
    return std::visit(Summarizer{}, part.specs);
}

} // namespace dlrig::core
