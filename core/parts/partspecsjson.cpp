#include "core/parts/partspecsjson.h"

#include "core/parts/partjson.h"

#include <cmath>
#include <map>

namespace dlrig::core {

namespace {

using nlohmann::json;
using T = FieldType;

// Binary capacities are written in GiB ("vram_gib": 80), decimal ones in GB or TB.
Bytes gib(double value)
{
    return bytesFromReal(value * static_cast<double>(kGiB));
}

const std::map<PartCategory, std::vector<SpecField>> &fieldTable()
{
    static const std::map<PartCategory, std::vector<SpecField>> table{
        {PartCategory::Gpu, {{"architecture", T::Text},        {"vram_gib", T::Number},
                             {"memory_type", T::Text},         {"memory_bandwidth_gbps", T::Number},
                             {"fp32_tflops", T::Number},       {"tf32_tflops", T::Number},
                             {"fp16_tflops", T::Number},       {"fp16_acc16_tflops", T::Number, false},
                             {"bf16_tflops", T::Number},       {"fp8_tflops", T::Number},
                             {"int8_tops", T::Number},         {"int4_tops", T::Number},
                             {"fp4_tflops", T::Number, false}, {"nvlink_gbps", T::Number},
                             {"pcie_gen", T::Integer},         {"pcie_lanes", T::Integer},
                             {"slot_width", T::Integer},       {"length_mm", T::Integer},
                             {"power_connectors", T::Text},    {"ecc", T::Boolean},
                             {"cooler", T::Text, false}}},
        {PartCategory::Cpu,
         {{"cores", T::Integer},
          {"threads", T::Integer},
          {"base_ghz", T::Number},
          {"boost_ghz", T::Number},
          {"l3_mib", T::Number},
          {"socket", T::Text},
          {"memory_type", T::Text},
          {"memory_channels", T::Integer},
          {"max_memory_mts", T::Integer},
          {"max_memory_gib", T::Number},
          {"pcie_lanes", T::Integer},
          {"pcie_gen", T::Integer},
          {"avx512", T::Boolean},
          {"fma_width_bits", T::Integer}}},
        {PartCategory::Memory,
         {{"type", T::Text},
          {"modules", T::Integer},
          {"module_gib", T::Number},
          {"speed_mts", T::Integer},
          {"ecc", T::Boolean},
          {"registered", T::Boolean},
          {"cas_latency", T::Integer}}},
        {PartCategory::Storage,
         {{"interface", T::Text},
          {"form_factor", T::Text},
          {"capacity_gb", T::Number},
          {"seq_read_mbps", T::Number},
          {"seq_write_mbps", T::Number},
          {"random_read_kiops", T::Number},
          {"endurance_tbw", T::Number}}},
        {PartCategory::Psu,
         {{"watts", T::Integer},
          {"efficiency", T::Text},
          {"form_factor", T::Text},
          {"connectors_12v2x6", T::Integer},
          {"connectors_pcie_8pin", T::Integer},
          {"connectors_eps_12v", T::Integer, false},
          {"adapters", T::Text, false},
          {"high_line_only", T::Boolean, false},
          {"watts_low_line", T::Integer, false}}},
        {PartCategory::Motherboard,
         {{"socket", T::Text},
          {"chipset", T::Text},
          {"form_factor", T::Text},
          {"memory_type", T::Text},
          {"memory_channels", T::Integer},
          {"memory_slots", T::Integer},
          {"max_memory_gib", T::Number},
          {"pcie_slots", T::Json},
          {"pcie_layout", T::Json, false},
          {"m2_slots", T::Integer},
          {"cpu_sockets", T::Integer},
          {"board_mm", T::Json, false}}},
        {PartCategory::Chassis,
         {{"form_factor", T::Text},
          {"motherboard_form_factors", T::TextList},
          {"expansion_slots", T::Integer},
          {"max_gpu_length_mm", T::Integer},
          {"psu_form_factor", T::Text},
          {"max_cpu_cooler_height_mm", T::Integer},
          {"airflow", T::Text, false},
          {"max_board_mm", T::Json, false},
          {"heat_watts", T::Integer, false},
          {"heat_basis", T::Text, false}}},
        {PartCategory::Cooling,
         {{"type", T::Text},
          {"sockets", T::TextList},
          {"rated_watts", T::Integer},
          {"height_mm", T::Integer},
          {"radiator_mm", T::Integer}}},
        {PartCategory::Nic,
         {{"technology", T::Text},
          {"ports", T::Integer},
          {"gbps_per_port", T::Number},
          {"pcie_gen", T::Integer},
          {"pcie_lanes", T::Integer}}},
        {PartCategory::Server,
         {{"form_factor", T::Text},
          {"gpu", T::Text},
          {"gpu_count", T::Integer},
          {"cpu", T::Text},
          {"cpu_count", T::Integer},
          {"memory_gib", T::Number},
          {"storage_tb", T::Number},
          {"gpu_interconnect", T::Text},
          {"psu_watts", T::Integer}}},
        {PartCategory::Cloud,
         {{"provider", T::Text},
          {"region", T::Text},
          {"gpu", T::Text},
          {"gpu_count", T::Integer},
          {"vcpus", T::Integer},
          {"memory_gib", T::Number},
          {"local_storage_gb", T::Number},
          {"network_gbps", T::Number},
          {"reserved_per_hour", T::Json, false}}},
        {PartCategory::Edge,
         {{"memory_gib", T::Number},
          {"memory_bandwidth_gbps", T::Number},
          {"int8_tops", T::Number},
          {"fp16_tflops", T::Number},
          {"fp4_tflops", T::Number, false},
          {"min_watts", T::Integer},
          {"max_watts", T::Integer},
          {"architecture", T::Text, false},
          {"cpu_cores", T::Integer, false}}},
    };
    return table;
}

// Bounds that catch unit mistakes (MB/s typed as GB/s, GB as bytes) without
// rejecting tomorrow's parts.
constexpr double kMaxTflops = 1e6;
constexpr double kMaxGib = 1 << 24;

// [width, depth] in millimetres, as makers state a board's outline.
Millimetres readMillimetres(const JsonReader &r, const std::string &field)
{
    if (!r.has(field))
        return {};
    const json &value = r.at(field);
    const auto whole = [](const json &v) { return v.is_number_integer() && v.get<int>() > 0 && v.get<int>() < 5000; };
    if (!value.is_array() || value.size() != 2 || !whole(value[0]) || !whole(value[1]))
        r.fail(field, DLRIG_MESSAGE("input", "must be [width, depth] in whole millimetres, e.g. [305, 330]"));
    return {value[0].get<int>(), value[1].get<int>()};
}

ComputePeaks readPeaks(const JsonReader &r)
{
    ComputePeaks p;
    p.fp32Tflops = r.number("fp32_tflops", true, 0, kMaxTflops);
    p.tf32Tflops = r.number("tf32_tflops", true, 0, kMaxTflops);
    p.fp16Tflops = r.number("fp16_tflops", true, 0, kMaxTflops);
    p.fp16Acc16Tflops = r.number("fp16_acc16_tflops", false, 0, kMaxTflops);
    p.bf16Tflops = r.number("bf16_tflops", true, 0, kMaxTflops);
    p.fp8Tflops = r.number("fp8_tflops", true, 0, kMaxTflops);
    p.int8Tops = r.number("int8_tops", true, 0, kMaxTflops);
    p.int4Tops = r.number("int4_tops", true, 0, kMaxTflops);
    p.fp4Tflops = r.number("fp4_tflops", false, 0, kMaxTflops);
    return p;
}

GpuSpec readGpu(const JsonReader &r)
{
    GpuSpec g;
    g.architecture = r.text("architecture");
    g.vram = gib(r.number("vram_gib", true, 0.5, 16384));
    g.memoryType = r.text("memory_type");
    g.memoryBandwidthGBps = r.number("memory_bandwidth_gbps", true, 1, 1e6);
    g.dense = readPeaks(r);
    g.nvlinkGBps = r.number("nvlink_gbps", true, 0, 1e6);
    g.pcieGeneration = r.integer("pcie_gen", -1, 1);
    g.pcieLanes = r.integer("pcie_lanes", -1, 1);
    g.slotWidth = r.integer("slot_width", -1, 0);
    g.lengthMm = r.integer("length_mm", -1, 0);
    g.powerConnectors = r.text("power_connectors");
    g.eccMemory = r.flag("ecc", true);
    if (r.has("cooler")) {
        const std::string cooler = r.text("cooler");
        const auto value = gpuCoolerFromString(cooler);
        if (!value)
            r.fail("cooler",
                   DLRIG_MESSAGE("input", "'{cooler}' is not passive, blower, open-air, flow-through, active, liquid, "
                                          "module or unknown"),
                   {{"cooler", cooler}});
        g.cooler = *value;
    }
    return g;
}

CpuSpec readCpu(const JsonReader &r)
{
    CpuSpec c;
    c.cores = r.integer("cores", -1, 1);
    c.threads = r.integer("threads", -1, 1);
    if (c.threads < c.cores)
        r.fail("threads", DLRIG_MESSAGE("input", "must be at least cores ({cores})"),
               {{"cores", static_cast<std::int64_t>(c.cores)}});
    c.baseGHz = r.number("base_ghz", true, 0.1, 10);
    c.boostGHz = r.number("boost_ghz", true, 0.1, 10);
    c.l3MiB = static_cast<int>(std::lround(r.number("l3_mib", true, 0, 1e5)));
    c.socket = r.text("socket");
    c.memoryType = r.text("memory_type");
    c.memoryChannels = r.integer("memory_channels", -1, 1);
    c.maxMemoryMTs = r.integer("max_memory_mts", -1, 100);
    c.maxMemory = gib(r.number("max_memory_gib", true, 1, kMaxGib));
    c.pcieLanes = r.integer("pcie_lanes", -1, 1);
    c.pcieGeneration = r.integer("pcie_gen", -1, 1);
    c.avx512 = r.flag("avx512", true);
    c.fmaWidthBits = r.integer("fma_width_bits", 0, 0);
    if (c.fmaWidthBits != 0 && c.fmaWidthBits != 128 && c.fmaWidthBits != 256 && c.fmaWidthBits != 512)
        r.fail("fma_width_bits", DLRIG_MESSAGE("input", "must be 128, 256 or 512 (or left out)"));
    if (c.fmaWidthBits == 512 && !c.avx512)
        r.fail("fma_width_bits", DLRIG_MESSAGE("input", "is 512, which needs avx512: true"));
    return c;
}

MemoryKitSpec readMemory(const JsonReader &r)
{
    MemoryKitSpec m;
    m.type = r.text("type");
    m.modules = r.integer("modules", -1, 1);
    m.moduleCapacity = gib(r.number("module_gib", true, 0.5, 4096));
    m.speedMTs = r.integer("speed_mts", -1, 100);
    m.ecc = r.flag("ecc", true);
    m.registered = r.flag("registered", true);
    m.casLatency = r.integer("cas_latency", -1, 1);
    return m;
}

StorageSpec readStorage(const JsonReader &r)
{
    StorageSpec s;
    s.interface = r.text("interface");
    s.formFactor = r.text("form_factor");
    s.capacity = bytesFromReal(r.number("capacity_gb", true, 1, 1e7) * static_cast<double>(kGB));
    s.sequentialReadMBps = r.number("seq_read_mbps", true, 1, 1e6);
    s.sequentialWriteMBps = r.number("seq_write_mbps", true, 1, 1e6);
    s.randomReadKiops = r.number("random_read_kiops", true, 0, 1e5);
    s.enduranceTbw = r.number("endurance_tbw", true, 0, 1e7);
    return s;
}

PsuSpec readPsu(const JsonReader &r)
{
    PsuSpec p;
    p.continuousWatts = r.integer("watts", -1, 100);
    p.highLineOnly = r.flag("high_line_only");
    if (r.has("watts_low_line")) {
        p.lowLineWatts = r.integer("watts_low_line", -1, 100);
        if (!p.highLineOnly || p.lowLineWatts >= p.continuousWatts)
            r.fail("watts_low_line",
                   DLRIG_MESSAGE("input", "is for a supply with high_line_only: true, below watts ({watts})"),
                   {{"watts", static_cast<std::int64_t>(p.continuousWatts)}});
    }
    p.efficiencyRating = r.text("efficiency");
    p.formFactor = r.text("form_factor");
    p.connectors12V2x6 = r.integer("connectors_12v2x6", -1, 0);
    p.connectorsPcie8Pin = r.integer("connectors_pcie_8pin", -1, 0);
    if (r.has("connectors_eps_12v"))
        p.connectorsEps12V = r.integer("connectors_eps_12v", -1, 0);
    p.adapters = r.text("adapters", false);
    return p;
}

MotherboardSpec readMotherboard(const JsonReader &r)
{
    MotherboardSpec m;
    m.socket = r.text("socket");
    m.chipset = r.text("chipset");
    m.formFactor = r.text("form_factor");
    m.memoryType = r.text("memory_type");
    m.memoryChannels = r.integer("memory_channels", -1, 1);
    m.memorySlots = r.integer("memory_slots", -1, 1);
    m.maxMemory = gib(r.number("max_memory_gib", true, 1, kMaxGib));
    if (!r.has("pcie_slots") || !r.at("pcie_slots").is_array())
        r.fail("pcie_slots", DLRIG_MESSAGE("input", "must be an array of {form} objects"),
               {{"form", std::string("{\"gen\", \"lanes\", \"count\"}")}});
    for (std::size_t i = 0; i < r.at("pcie_slots").size(); ++i) {
        const json &slot = r.at("pcie_slots")[i];
        if (!slot.is_object())
            r.fail("pcie_slots", DLRIG_MESSAGE("input", "must hold objects like {form}"),
                   {{"form", std::string("{\"gen\": 5, \"lanes\": 16, \"count\": 2}")}});
        const JsonReader s(slot, r.where() + ": pcie_slots[" + std::to_string(i) + "]");
        s.rejectUnknown({"gen", "lanes", "count"});
        m.pcieSlots.push_back({s.integer("gen", -1, 1), s.integer("lanes", -1, 1), s.integer("count", -1, 1)});
    }
    if (r.has("pcie_layout")) {
        if (!r.at("pcie_layout").is_array())
            r.fail("pcie_layout", DLRIG_MESSAGE("input", "must be an array of {form} objects"),
                   {{"form", std::string("{\"position\", \"physical\", \"lanes\", \"gen\"}")}});
        int previous = 0;
        for (std::size_t i = 0; i < r.at("pcie_layout").size(); ++i) {
            const json &slot = r.at("pcie_layout")[i];
            if (!slot.is_object())
                r.fail("pcie_layout", DLRIG_MESSAGE("input", "must hold objects like {form}"),
                       {{"form", std::string("{\"position\": 1, \"physical\": 16, \"lanes\": 16, \"gen\": 5}")}});
            const JsonReader s(slot, r.where() + ": pcie_layout[" + std::to_string(i) + "]");
            s.rejectUnknown({"position", "physical", "lanes", "gen"});
            SlotPosition position{s.integer("position", -1, 1), s.integer("physical", -1, 1), s.integer("lanes", -1, 0),
                                  s.integer("gen", -1, 1)};
            if (position.position <= previous)
                s.fail("position", DLRIG_MESSAGE("input", "must be greater than the slot above it ({previous})"),
                       {{"previous", static_cast<std::int64_t>(previous)}});
            if (position.electricalLanes > position.physicalLanes)
                s.fail("lanes", DLRIG_MESSAGE("input", "cannot exceed the slot's physical size x{lanes}"),
                       {{"lanes", static_cast<std::int64_t>(position.physicalLanes)}});
            previous = position.position;
            m.slotLayout.push_back(position);
        }
    }
    m.m2Slots = r.integer("m2_slots", -1, 0);
    m.cpuSockets = r.integer("cpu_sockets", -1, 1);
    m.size = readMillimetres(r, "board_mm");
    return m;
}

ChassisSpec readChassis(const JsonReader &r)
{
    ChassisSpec c;
    c.formFactor = r.text("form_factor");
    c.motherboardFormFactors = r.textList("motherboard_form_factors", true);
    c.expansionSlots = r.integer("expansion_slots", -1, 0);
    c.maxGpuLengthMm = r.integer("max_gpu_length_mm", -1, 0);
    c.psuFormFactor = r.text("psu_form_factor");
    c.maxCpuCoolerHeightMm = r.integer("max_cpu_cooler_height_mm", -1, 0);
    if (r.has("airflow")) {
        const std::string airflow = r.text("airflow");
        const auto value = chassisAirflowFromString(airflow);
        if (!value)
            r.fail("airflow", DLRIG_MESSAGE("input", "'{airflow}' is not desktop, workstation-gpu, server or unknown"),
                   {{"airflow", airflow}});
        c.airflow = *value;
    }
    c.maxBoard = readMillimetres(r, "max_board_mm");
    if (r.has("heat_watts")) {
        c.heatWatts = r.integer("heat_watts", -1, 1);
        c.heatBasis = r.text("heat_basis");
    }
    return c;
}

CoolingSpec readCooling(const JsonReader &r)
{
    CoolingSpec c;
    c.type = r.text("type");
    c.sockets = r.textList("sockets", true);
    c.ratedWatts = r.integer("rated_watts", -1, 0);
    c.heightMm = r.integer("height_mm", -1, 0);
    c.radiatorMm = r.integer("radiator_mm", -1, 0);
    return c;
}

NicSpec readNic(const JsonReader &r)
{
    NicSpec n;
    n.technology = r.text("technology");
    n.ports = r.integer("ports", -1, 1);
    n.gbpsPerPort = r.number("gbps_per_port", true, 0.1, 1e5);
    n.pcieGeneration = r.integer("pcie_gen", -1, 1);
    n.pcieLanes = r.integer("pcie_lanes", -1, 1);
    return n;
}

ServerSpec readServer(const JsonReader &r)
{
    ServerSpec s;
    s.formFactor = r.text("form_factor");
    s.gpuPartId = r.text("gpu");
    s.gpuCount = r.integer("gpu_count", -1, 1);
    s.cpuPartId = r.text("cpu");
    s.cpuCount = r.integer("cpu_count", -1, 1);
    s.memory = gib(r.number("memory_gib", true, 1, kMaxGib));
    s.storage = bytesFromReal(r.number("storage_tb", true, 0, 1e5) * static_cast<double>(kTB));
    s.gpuInterconnect = r.text("gpu_interconnect");
    s.psuWatts = r.integer("psu_watts", -1, 100);
    return s;
}

CloudInstanceSpec readCloud(const JsonReader &r)
{
    CloudInstanceSpec c;
    c.provider = r.text("provider");
    c.region = r.text("region");
    c.gpuPartId = r.text("gpu");
    c.gpuCount = r.integer("gpu_count", -1, 1);
    c.vcpus = r.integer("vcpus", -1, 1);
    c.memory = gib(r.number("memory_gib", true, 1, kMaxGib));
    c.localStorage = bytesFromReal(r.number("local_storage_gb", true, 0, 1e7) * static_cast<double>(kGB));
    c.networkGbps = r.number("network_gbps", true, 0, 1e5);
    if (r.has("reserved_per_hour") && !r.at("reserved_per_hour").is_null()) {
        if (!r.at("reserved_per_hour").is_object())
            r.fail("reserved_per_hour", DLRIG_MESSAGE("input", "must be {form} or null"),
                   {{"form", std::string("{\"amount\", \"currency\", \"term\"}")}});
        const JsonReader reserved(r.at("reserved_per_hour"), r.where() + ": reserved_per_hour");
        reserved.rejectUnknown({"amount", "currency", "term"});
        c.reservedPerHour = moneyFromJson(reserved, "amount", "currency");
        c.reservedTerm = reserved.text("term");
    }
    return c;
}

EdgeModuleSpec readEdge(const JsonReader &r)
{
    EdgeModuleSpec e;
    e.memory = gib(r.number("memory_gib", true, 0.5, 4096));
    e.memoryBandwidthGBps = r.number("memory_bandwidth_gbps", true, 1, 1e5);
    e.dense.int8Tops = r.number("int8_tops", true, 0, kMaxTflops);
    e.dense.fp16Tflops = r.number("fp16_tflops", true, 0, kMaxTflops);
    e.dense.fp4Tflops = r.number("fp4_tflops", false, 0, kMaxTflops);
    e.minWatts = r.integer("min_watts", -1, 1);
    e.maxWatts = r.integer("max_watts", -1, 1);
    if (e.maxWatts < e.minWatts)
        r.fail("max_watts", DLRIG_MESSAGE("input", "must be at least min_watts ({watts})"),
               {{"watts", static_cast<std::int64_t>(e.minWatts)}});
    e.architecture = r.text("architecture", false);
    e.cpuCores = r.integer("cpu_cores", 0, 0);
    return e;
}

} // namespace

const std::vector<SpecField> &specFields(PartCategory category)
{
    return fieldTable().at(category);
}

PartSpecs specsFromJson(PartCategory category, const JsonReader &r)
{
    std::set<std::string> known;
    for (const SpecField &field : specFields(category))
        known.insert(std::string(field.name));
    r.rejectUnknown(known);
    switch (category) {
    case PartCategory::Gpu:
        return readGpu(r);
    case PartCategory::Cpu:
        return readCpu(r);
    case PartCategory::Memory:
        return readMemory(r);
    case PartCategory::Storage:
        return readStorage(r);
    case PartCategory::Psu:
        return readPsu(r);
    case PartCategory::Motherboard:
        return readMotherboard(r);
    case PartCategory::Chassis:
        return readChassis(r);
    case PartCategory::Cooling:
        return readCooling(r);
    case PartCategory::Nic:
        return readNic(r);
    case PartCategory::Server:
        return readServer(r);
    case PartCategory::Cloud:
        return readCloud(r);
    case PartCategory::Edge:
        return readEdge(r);
    }
    r.fail("category", DLRIG_MESSAGE("input", "is not a known category"));
}

} // namespace dlrig::core
