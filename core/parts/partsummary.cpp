#include "core/parts/partsummary.h"

namespace dlrig::core {

namespace {

// Plain numbers, never in e-notation (a 1,000,000 W rating once read "1e+06").
std::string number(double value)
{
    return plainNumber(value);
}

} // namespace

std::optional<Message> catalogWordMessage(const std::string &text)
{
    static const MessageText kWords[] = {
        DLRIG_MESSAGE("term", "air"),
        DLRIG_MESSAGE("term", "liquid (AIO)"),
        DLRIG_MESSAGE("term", "Full tower"),
        DLRIG_MESSAGE("term", "Mid tower"),
        DLRIG_MESSAGE("term", "Deskside tower"),
        DLRIG_MESSAGE("term", "proprietary"),
        DLRIG_MESSAGE("term", "SoC (no chipset)"),
        DLRIG_MESSAGE("term", "none (SoC platform)"),
    };
    for (const MessageText &word : kWords)
        if (text == word.text)
            return Message{word, {}};
    // "4U rack", "4U rack, direct liquid cooled", "12U rack-mountable tower".
    std::size_t digits = 0;
    while (digits < text.size() && digits < 3 && text[digits] >= '0' && text[digits] <= '9')
        ++digits;
    if (digits == 0)
        return std::nullopt;
    const std::string rest = text.substr(digits);
    const std::vector<MessageArg> units{{"units", std::int64_t{std::stoi(text.substr(0, digits))}}};
    if (rest == "U rack")
        return Message{DLRIG_MESSAGE("term", "{units}U rack"), units};
    if (rest == "U rack, direct liquid cooled")
        return Message{DLRIG_MESSAGE("term", "{units}U rack, direct liquid cooled"), units};
    if (rest == "U rack-mountable tower")
        return Message{DLRIG_MESSAGE("term", "{units}U rack-mountable tower"), units};
    return std::nullopt;
}

namespace {

MessageArg catalogWord(const char *name, const std::string &text)
{
    if (const std::optional<Message> word = catalogWordMessage(text))
        return {name, clause(word->text, word->args)};
    return {name, text};
}

struct Summarizer {
    Message operator()(const GpuSpec &g) const
    {
        const bool bf16 = g.dense.bf16Tflops > 0;
        // AMD's Instinct cards link by Infinity Fabric, not NVIDIA's NVLink.
        const bool amd =
            g.architecture.find("CDNA") != std::string::npos || g.architecture.find("RDNA") != std::string::npos;
        return {DLRIG_MESSAGE("summary.gpu", "{vram} GiB {memory}, {bandwidth} GB/s, {tflops} TFLOPS {precision}{fp8}"
                                             "{link}, PCIe {gen}.0 x{lanes}"),
                {{"vram", number(g.vram.gib())},
                 {"memory", g.memoryType},
                 {"bandwidth", number(g.memoryBandwidthGBps)},
                 {"tflops", number(bf16 ? g.dense.bf16Tflops : g.dense.fp16Tflops)},
                 {"precision", std::string(bf16 ? "BF16" : "FP16")},
                 {"fp8", g.dense.fp8Tflops > 0 ? ", " + number(g.dense.fp8Tflops) + " FP8" : std::string()},
                 {"link", g.nvlinkGBps > 0 ? std::string(amd ? ", Infinity Fabric " : ", NVLink ") +
                                                 number(g.nvlinkGBps) + " GB/s"
                                           : std::string()},
                 {"gen", g.pcieGeneration},
                 {"lanes", g.pcieLanes}}};
    }
    Message operator()(const CpuSpec &c) const
    {
        return {DLRIG_MESSAGE("summary.cpu", "{cores} cores / {threads} threads, {base}–{boost} GHz, {socket}, "
                                             "{channels}× {memory}-{speed}, {lanes} PCIe {gen}.0 lanes"),
                {{"cores", c.cores},
                 {"threads", c.threads},
                 {"base", number(c.baseGHz)},
                 {"boost", number(c.boostGHz)},
                 {"socket", c.socket},
                 {"channels", c.memoryChannels},
                 {"memory", c.memoryType},
                 {"speed", std::to_string(c.maxMemoryMTs)},
                 {"lanes", c.pcieLanes},
                 {"gen", c.pcieGeneration}}};
    }
    Message operator()(const MemoryKitSpec &m) const
    {
        return {DLRIG_MESSAGE("summary.memory", "{modules}× {size} GiB {type}-{speed} {kind}"),
                {{"modules", m.modules},
                 {"size", number(m.moduleCapacity.gib())},
                 {"type", m.type},
                 {"speed", std::to_string(m.speedMTs)},
                 {"kind", std::string(m.registered ? "RDIMM" : "UDIMM") + (m.ecc ? " ECC" : "")}}};
    }
    Message operator()(const StorageSpec &s) const
    {
        return {DLRIG_MESSAGE("summary.storage", "{capacity} GB {interface} {form}, {read} MB/s read"),
                {{"capacity", number(s.capacity.gb())},
                 {"interface", s.interface},
                 {"form", s.formFactor},
                 {"read", number(s.sequentialReadMBps)}}};
    }
    Message operator()(const PsuSpec &p) const
    {
        return {DLRIG_MESSAGE("summary.psu", "{watts} W {efficiency}, {form}"),
                {{"watts", p.continuousWatts}, {"efficiency", p.efficiencyRating}, {"form", p.formFactor}}};
    }
    Message operator()(const MotherboardSpec &m) const
    {
        int x16 = 0;
        for (const PcieSlot &slot : m.pcieSlots)
            x16 += slot.electricalLanes >= 16 ? slot.count : 0;
        return {DLRIG_MESSAGE("summary.motherboard", "{socket} {chipset}, {form}, {slots}× {memory}, {x16}× PCIe x16"),
                {{"socket", m.socket},
                 catalogWord("chipset", m.chipset),
                 catalogWord("form", m.formFactor),
                 {"slots", m.memorySlots},
                 {"memory", m.memoryType},
                 {"x16", x16}}};
    }
    Message operator()(const ChassisSpec &c) const
    {
        return {DLRIG_MESSAGE("summary.chassis", "{form}, {slots} slots, GPUs up to {length} mm"),
                {catalogWord("form", c.formFactor), {"slots", c.expansionSlots}, {"length", c.maxGpuLengthMm}}};
    }
    Message operator()(const CoolingSpec &c) const
    {
        if (c.ratedWatts > 0)
            return {DLRIG_MESSAGE("summary.cooling.rated", "{type}, rated {watts} W"),
                    {catalogWord("type", c.type), {"watts", c.ratedWatts}}};
        return {DLRIG_MESSAGE("summary.cooling", "{type}"), {catalogWord("type", c.type)}};
    }
    Message operator()(const NicSpec &n) const
    {
        return {DLRIG_MESSAGE("summary.nic", "{ports}× {speed} Gb/s {technology}"),
                {{"ports", n.ports}, {"speed", number(n.gbpsPerPort)}, {"technology", n.technology}}};
    }
    Message operator()(const ServerSpec &s) const
    {
        return {DLRIG_MESSAGE("summary.server", "{gpus}× {gpu}, {cpus}× {cpu}, {memory} GiB, {form}"),
                {{"gpus", s.gpuCount},
                 {"gpu", s.gpuPartId},
                 {"cpus", s.cpuCount},
                 {"cpu", s.cpuPartId},
                 {"memory", number(s.memory.gib())},
                 catalogWord("form", s.formFactor)}};
    }
    Message operator()(const CloudInstanceSpec &c) const
    {
        return {DLRIG_MESSAGE("summary.cloud", "{provider} {region}, {gpus}× {gpu}, {vcpus} vCPUs, {memory} GiB"),
                {{"provider", c.provider},
                 {"region", c.region},
                 {"gpus", c.gpuCount},
                 {"gpu", c.gpuPartId},
                 {"vcpus", c.vcpus},
                 {"memory", number(c.memory.gib())}}};
    }
    Message operator()(const EdgeModuleSpec &e) const
    {
        return {DLRIG_MESSAGE("summary.edge", "{memory} GiB, {tops} INT8 TOPS dense, {min}–{max} W"),
                {{"memory", number(e.memory.gib())},
                 {"tops", number(e.dense.int8Tops)},
                 {"min", e.minWatts},
                 {"max", e.maxWatts}}};
    }
};

} // namespace

Message summaryText(const Part &part)
{
    return std::visit(Summarizer{}, part.specs);
}

std::string summarize(const Part &part)
{
    return summaryText(part).english();
}

} // namespace dlrig::core
