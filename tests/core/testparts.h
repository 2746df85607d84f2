#pragma once

// Parts with real specs (from the shipped catalog's sources) built in code,
// so each analysis test states exactly what it runs on.
#include "core/build/build.h"
#include "core/models/modellibrary.h"

#include <string>

namespace testparts {

using namespace dlrig::core;

inline Price usd(const char *amount)
{
    return {Money::parse(amount, Currency::fromCode("USD")),
            std::nullopt,
            "2026-01-01",
            PriceKind::Street,
            "test",
            "",
            false};
}

inline Part make(const std::string &id, const std::string &model, int tdp, const char *price, PartSpecs specs)
{
    Part p;
    p.id = id;
    p.vendor = "Test";
    p.model = model;
    p.tdpWatts = tdp;
    p.releaseYear = 2024;
    p.price = usd(price);
    p.specSource = "test";
    p.specs = std::move(specs);
    return p;
}

// NVIDIA RTX 4090: 24 GiB, 1,008 GB/s, 165.2 dense BF16 TFLOPS, 450 W, 3 slots, 304 mm, 16-pin.
inline Part rtx4090()
{
    GpuSpec g{.architecture = "Ada Lovelace",
              .vram = Bytes{24 * kGiB},
              .memoryType = "GDDR6X",
              .memoryBandwidthGBps = 1008,
              .dense = {82.6, 82.6, 165.2, 165.2, 330.3, 660.6, 1321.2},
              .nvlinkGBps = 0,
              .pcieGeneration = 4,
              .pcieLanes = 16,
              .slotWidth = 3,
              .lengthMm = 304,
              .powerConnectors = "1x 16-pin 12VHPWR",
              .eccMemory = false};
    return make("gpu/nvidia-rtx-4090", "GeForce RTX 4090", 450, "1599", g);
}

// NVIDIA A100 80GB PCIe: 80 GiB, 1,935 GB/s, 312 dense BF16 TFLOPS, 300 W, 2 slots, 267 mm, NVLink bridge 600 GB/s.
inline Part a100Pcie80()
{
    GpuSpec g{.architecture = "Ampere",
              .vram = Bytes{80 * kGiB},
              .memoryType = "HBM2e",
              .memoryBandwidthGBps = 1935,
              .dense = {19.5, 156, 312, 312, 0, 624, 1248},
              .nvlinkGBps = 600,
              .pcieGeneration = 4,
              .pcieLanes = 16,
              .slotWidth = 2,
              .lengthMm = 267,
              .powerConnectors = "1x 8-pin CPU",
              .eccMemory = true};
    return make("gpu/nvidia-a100-pcie-80gb", "A100 PCIe 80GB", 300, "15000", g);
}

// AMD Ryzen 9 5950X: 16 cores, AM4, 2 channels DDR4-3200, 24 lanes PCIe 4.0, 105 W.
inline Part ryzen5950x()
{
    CpuSpec c{.cores = 16,
              .threads = 32,
              .baseGHz = 3.4,
              .boostGHz = 4.9,
              .l3MiB = 64,
              .socket = "AM4",
              .memoryType = "DDR4",
              .memoryChannels = 2,
              .maxMemoryMTs = 3200,
              .maxMemory = Bytes{128 * kGiB},
              .pcieLanes = 24,
              .pcieGeneration = 4,
              .avx512 = false};
    return make("cpu/amd-ryzen-9-5950x", "Ryzen 9 5950X", 105, "799", c);
}

// AMD EPYC 7763: 64 cores, SP3, 8 channels DDR4-3200, 128 lanes PCIe 4.0, 280 W.
inline Part epyc7763()
{
    CpuSpec c{.cores = 64,
              .threads = 128,
              .baseGHz = 2.45,
              .boostGHz = 3.5,
              .l3MiB = 256,
              .socket = "SP3",
              .memoryType = "DDR4",
              .memoryChannels = 8,
              .maxMemoryMTs = 3200,
              .maxMemory = Bytes{4096 * kGiB},
              .pcieLanes = 128,
              .pcieGeneration = 4,
              .avx512 = false};
    return make("cpu/amd-epyc-7763", "EPYC 7763", 280, "7890", c);
}

// Seven PCIe 4.0 x16 slots, one per bracket position, all wired x16 (ASRock
// Rack's ROMED8-2T, ASUS's WRX80E-SAGE SE).
inline std::vector<SlotPosition> sevenX16()
{
    std::vector<SlotPosition> layout;
    for (int position = 1; position <= 7; ++position)
        layout.push_back({position, 16, 16, 4});
    return layout;
}

inline Part am4Board()
{
    MotherboardSpec m{.socket = "AM4",
                      .chipset = "X570",
                      .formFactor = "E-ATX",
                      .memoryType = "DDR4",
                      .memoryChannels = 2,
                      .memorySlots = 4,
                      .maxMemory = Bytes{128 * kGiB},
                      .pcieSlots = {{4, 16, 1}, {4, 8, 1}, {4, 4, 1}},
                      .slotLayout = {},
                      .m2Slots = 3,
                      .cpuSockets = 1,
                      .size = {}};
    return make("motherboard/am4-board", "X570 board", 0, "400", m);
}

inline Part sp3Board()
{
    MotherboardSpec m{.socket = "SP3",
                      .chipset = "SoC",
                      .formFactor = "ATX",
                      .memoryType = "DDR4",
                      .memoryChannels = 8,
                      .memorySlots = 8,
                      .maxMemory = Bytes{2048 * kGiB},
                      .pcieSlots = {{4, 16, 5}, {4, 8, 2}},
                      // Seven x16 connectors, one per bracket position, five
                      // wired x16 and two x8 (the test's own layout).
                      .slotLayout = {{1, 16, 16, 4},
                                     {2, 16, 8, 4},
                                     {3, 16, 16, 4},
                                     {4, 16, 8, 4},
                                     {5, 16, 16, 4},
                                     {6, 16, 16, 4},
                                     {7, 16, 16, 4}},
                      .m2Slots = 2,
                      .cpuSockets = 1,
                      .size = {}};
    return make("motherboard/sp3-board", "H12SSL-i", 0, "650", m);
}

inline Part memory(const std::string &id, const char *type, int modules, int gib, int speed, bool registered)
{
    MemoryKitSpec k{.type = type,
                    .modules = modules,
                    .moduleCapacity = Bytes{static_cast<std::uint64_t>(gib) * kGiB},
                    .speedMTs = speed,
                    .ecc = registered,
                    .registered = registered,
                    .casLatency = 16};
    return make("memory/" + id, id, 0, "100", k);
}

inline Part nvme(const std::string &id = "storage/nvme-2tb", double readMBps = 7000, double capacityGb = 2000)
{
    StorageSpec s{.interface = "NVMe PCIe 4.0 x4",
                  .formFactor = "M.2 2280",
                  .capacity = Bytes{static_cast<std::uint64_t>(capacityGb * 1e9)},
                  .sequentialReadMBps = readMBps,
                  .sequentialWriteMBps = 5000,
                  .randomReadKiops = 1000,
                  .enduranceTbw = 1200};
    return make(id, "NVMe", 7, "150", s);
}

inline Part psu(int watts, int connectors16 = 2, int connectors8 = 6)
{
    PsuSpec p{.continuousWatts = watts,
              .efficiencyRating = "80 PLUS Platinum",
              .formFactor = "ATX 3.0",
              .connectors12V2x6 = connectors16,
              .connectorsPcie8Pin = connectors8,
              .connectorsEps12V = -1,
              .adapters = {}};
    return make("psu/psu-" + std::to_string(watts), std::to_string(watts) + " W PSU", 0, "300", p);
}

inline Part chassis(int slots = 8, int gpuLength = 400)
{
    ChassisSpec c{.formFactor = "Full tower",
                  .motherboardFormFactors = {"ATX", "E-ATX"},
                  .expansionSlots = slots,
                  .maxGpuLengthMm = gpuLength,
                  .psuFormFactor = "ATX",
                  .maxCpuCoolerHeightMm = 185,
                  .airflow = ChassisAirflow::Unknown,
                  .maxBoard = {},
                  .heatWatts = 0,
                  .heatBasis = {}};
    return make("chassis/tower", "Tower", 0, "200", c);
}

inline Part cooler(std::vector<std::string> sockets = {"AM4", "AM5", "LGA1700"})
{
    CoolingSpec c{.type = "air", .sockets = std::move(sockets), .ratedWatts = 0, .heightMm = 165, .radiatorMm = 0};
    return make("cooling/air", "Air cooler", 0, "100", c);
}

inline Scenario scenarioFor(const char *slug, Task task, Precision precision, int batch, int sequence)
{
    Scenario s;
    s.workload.model = *ModelLibrary::builtIn().find(slug);
    s.workload.task = task;
    s.workload.precision = precision;
    s.workload.optimizer = task == Task::Infer ? Optimizer::None : Optimizer::AdamW;
    s.workload.batch = batch;
    // The batch as a user pins it: the micro-batch for training, the users served for inference.
    if (task == Task::Infer)
        s.workload.serving.users = batch;
    else
        s.workload.pins.microBatch = batch;
    s.workload.sequence = sequence;
    return s;
}

} // namespace testparts
