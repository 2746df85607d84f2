// Writes a part's specs in the form catalog/data and exports use: the inverse
// of specsFromJson (partspecsjson.cpp), field for field.
#include "core/parts/partspecsjson.h"

#include "core/parts/partjson.h"

namespace dlrig::core {

namespace {

using nlohmann::json;

double inGib(Bytes bytes)
{
    return bytes.gib();
}

json peaksJson(const ComputePeaks &p)
{
    json j{{"fp32_tflops", p.fp32Tflops}, {"tf32_tflops", p.tf32Tflops}, {"fp16_tflops", p.fp16Tflops},
           {"bf16_tflops", p.bf16Tflops}, {"fp8_tflops", p.fp8Tflops},   {"int8_tops", p.int8Tops},
           {"int4_tops", p.int4Tops}};
    if (p.fp16Acc16Tflops > 0)
        j["fp16_acc16_tflops"] = p.fp16Acc16Tflops;
    if (p.fp4Tflops > 0)
        j["fp4_tflops"] = p.fp4Tflops;
    return j;
}

struct SpecsWriter {
    json operator()(const GpuSpec &g) const
    {
        json j{{"architecture", g.architecture},
               {"vram_gib", inGib(g.vram)},
               {"memory_type", g.memoryType},
               {"memory_bandwidth_gbps", g.memoryBandwidthGBps}};
        j.update(peaksJson(g.dense));
        j.update({{"nvlink_gbps", g.nvlinkGBps},
                  {"pcie_gen", g.pcieGeneration},
                  {"pcie_lanes", g.pcieLanes},
                  {"slot_width", g.slotWidth},
                  {"length_mm", g.lengthMm},
                  {"power_connectors", g.powerConnectors},
                  {"ecc", g.eccMemory}});
        if (g.cooler != GpuCooler::Unknown)
            j["cooler"] = toString(g.cooler);
        return j;
    }
    json operator()(const CpuSpec &c) const
    {
        json specs{{"cores", c.cores},
                   {"threads", c.threads},
                   {"base_ghz", c.baseGHz},
                   {"boost_ghz", c.boostGHz},
                   {"l3_mib", c.l3MiB},
                   {"socket", c.socket},
                   {"memory_type", c.memoryType},
                   {"memory_channels", c.memoryChannels},
                   {"max_memory_mts", c.maxMemoryMTs},
                   {"max_memory_gib", inGib(c.maxMemory)},
                   {"pcie_lanes", c.pcieLanes},
                   {"pcie_gen", c.pcieGeneration},
                   {"avx512", c.avx512}};
        if (c.fmaWidthBits != 0) // written only where a source states it
            specs["fma_width_bits"] = c.fmaWidthBits;
        return specs;
    }
    json operator()(const MemoryKitSpec &m) const
    {
        return {{"type", m.type},
                {"modules", m.modules},
                {"module_gib", inGib(m.moduleCapacity)},
                {"speed_mts", m.speedMTs},
                {"ecc", m.ecc},
                {"registered", m.registered},
                {"cas_latency", m.casLatency}};
    }
    json operator()(const StorageSpec &s) const
    {
        return {{"interface", s.interface},
                {"form_factor", s.formFactor},
                {"capacity_gb", s.capacity.gb()},
                {"seq_read_mbps", s.sequentialReadMBps},
                {"seq_write_mbps", s.sequentialWriteMBps},
                {"random_read_kiops", s.randomReadKiops},
                {"endurance_tbw", s.enduranceTbw}};
    }
    json operator()(const PsuSpec &p) const
    {
        json j{{"watts", p.continuousWatts},
               {"efficiency", p.efficiencyRating},
               {"form_factor", p.formFactor},
               {"connectors_12v2x6", p.connectors12V2x6},
               {"connectors_pcie_8pin", p.connectorsPcie8Pin}};
        if (p.connectorsEps12V >= 0)
            j["connectors_eps_12v"] = p.connectorsEps12V;
        if (!p.adapters.empty())
            j["adapters"] = p.adapters;
        if (p.highLineOnly)
            j["high_line_only"] = true;
        if (p.lowLineWatts > 0)
            j["watts_low_line"] = p.lowLineWatts;
        return j;
    }
    json operator()(const MotherboardSpec &m) const
    {
        json slots = json::array();
        for (const PcieSlot &slot : m.pcieSlots)
            slots.push_back({{"gen", slot.generation}, {"lanes", slot.electricalLanes}, {"count", slot.count}});
        json j{{"socket", m.socket},
               {"chipset", m.chipset},
               {"form_factor", m.formFactor},
               {"memory_type", m.memoryType},
               {"memory_channels", m.memoryChannels},
               {"memory_slots", m.memorySlots},
               {"max_memory_gib", inGib(m.maxMemory)},
               {"pcie_slots", slots},
               {"m2_slots", m.m2Slots},
               {"cpu_sockets", m.cpuSockets}};
        if (!m.slotLayout.empty()) {
            json layout = json::array();
            for (const SlotPosition &slot : m.slotLayout)
                layout.push_back({{"position", slot.position},
                                  {"physical", slot.physicalLanes},
                                  {"lanes", slot.electricalLanes},
                                  {"gen", slot.generation}});
            j["pcie_layout"] = layout;
        }
        if (m.size.known())
            j["board_mm"] = {m.size.width, m.size.depth};
        return j;
    }
    json operator()(const ChassisSpec &c) const
    {
        json j{{"form_factor", c.formFactor},         {"motherboard_form_factors", c.motherboardFormFactors},
               {"expansion_slots", c.expansionSlots}, {"max_gpu_length_mm", c.maxGpuLengthMm},
               {"psu_form_factor", c.psuFormFactor},  {"max_cpu_cooler_height_mm", c.maxCpuCoolerHeightMm}};
        if (c.airflow != ChassisAirflow::Unknown)
            j["airflow"] = toString(c.airflow);
        if (c.maxBoard.known())
            j["max_board_mm"] = {c.maxBoard.width, c.maxBoard.depth};
        if (c.heatWatts > 0) {
            j["heat_watts"] = c.heatWatts;
            j["heat_basis"] = c.heatBasis;
        }
        return j;
    }
    json operator()(const CoolingSpec &c) const
    {
        return {{"type", c.type},
                {"sockets", c.sockets},
                {"rated_watts", c.ratedWatts},
                {"height_mm", c.heightMm},
                {"radiator_mm", c.radiatorMm}};
    }
    json operator()(const NicSpec &n) const
    {
        return {{"technology", n.technology},
                {"ports", n.ports},
                {"gbps_per_port", n.gbpsPerPort},
                {"pcie_gen", n.pcieGeneration},
                {"pcie_lanes", n.pcieLanes}};
    }
    json operator()(const ServerSpec &s) const
    {
        return {{"form_factor", s.formFactor},  {"gpu", s.gpuPartId},
                {"gpu_count", s.gpuCount},      {"cpu", s.cpuPartId},
                {"cpu_count", s.cpuCount},      {"memory_gib", inGib(s.memory)},
                {"storage_tb", s.storage.tb()}, {"gpu_interconnect", s.gpuInterconnect},
                {"psu_watts", s.psuWatts}};
    }
    json operator()(const CloudInstanceSpec &c) const
    {
        json reserved = nullptr;
        if (c.reservedPerHour) {
            reserved = moneyToJson(*c.reservedPerHour);
            reserved["term"] = c.reservedTerm;
        }
        return {{"provider", c.provider},
                {"region", c.region},
                {"gpu", c.gpuPartId},
                {"gpu_count", c.gpuCount},
                {"vcpus", c.vcpus},
                {"memory_gib", inGib(c.memory)},
                {"local_storage_gb", c.localStorage.gb()},
                {"network_gbps", c.networkGbps},
                {"reserved_per_hour", reserved}};
    }
    json operator()(const EdgeModuleSpec &e) const
    {
        json j{{"memory_gib", inGib(e.memory)},  {"memory_bandwidth_gbps", e.memoryBandwidthGBps},
               {"int8_tops", e.dense.int8Tops},  {"fp16_tflops", e.dense.fp16Tflops},
               {"min_watts", e.minWatts},        {"max_watts", e.maxWatts},
               {"architecture", e.architecture}, {"cpu_cores", e.cpuCores}};
        if (e.dense.fp4Tflops > 0)
            j["fp4_tflops"] = e.dense.fp4Tflops;
        return j;
    }
};

} // namespace

json specsToJson(const PartSpecs &specs)
{
    return std::visit(SpecsWriter{}, specs);
}

} // namespace dlrig::core
