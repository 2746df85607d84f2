#pragma once

#include "core/base/message.h"
#include "core/base/money.h"
#include "core/base/units.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

// Part specification types. The catalog fills them from sourced data; the
// estimators and the barrel read them. Rates are decimal (GB/s = 1e9 B/s), as
// spec sheets quote them; capacities are Bytes and say which base they mean.
namespace dlrig::core {

enum class PartCategory { Gpu, Cpu, Memory, Storage, Psu, Motherboard, Chassis, Cooling, Nic, Server, Cloud, Edge };

std::string_view toString(PartCategory category);
// The category as a person names it ("power supply"), a term translated by
// callers (core/base/message.h).
MessageText categoryTerm(PartCategory category);
std::optional<PartCategory> partCategoryFromString(std::string_view name);
const std::vector<PartCategory> &allPartCategories();

// Dense tensor-core (or vector) peaks in TFLOPS / TOPS, without the 2:4
// sparsity doubling. GeForce figures are the FP32-accumulate ones. 0 = none.
struct ComputePeaks {
    double fp32Tflops = 0;
    double tf32Tflops = 0;
    double fp16Tflops = 0;
    double bf16Tflops = 0;
    double fp8Tflops = 0;
    double int8Tops = 0;
    double int4Tops = 0;
    double fp4Tflops = 0;       // FP4 tensor math (Blackwell NVFP4/MXFP4, CDNA 4 MXFP4); 0 = none
    double fp16Acc16Tflops = 0; // GeForce: FP16 with FP16 accumulate, twice fp16Tflops; 0 = same as fp16Tflops
};

// How a GPU is cooled, as its vendor ships it: passive cards (datacentre PCIe)
// have no fan and need the air a server or GPU workstation chassis pushes
// through them; blowers exhaust out of the bracket; open-air coolers blow into
// the case; flow-through coolers (NVIDIA's Founders Edition and RTX PRO 6000
// Workstation designs) push air through the fin stack and out of the card's
// top and bracket. Both draw air in from the slot below the card. Active: the
// card has its own fans, but the datasheet ("Thermal solution: Active") does
// not say which kind. Unknown where the catalog does not say.
enum class GpuCooler { Unknown, Passive, Blower, OpenAir, FlowThrough, Active, Liquid, Module };
// Open-air and flow-through cards take their air from below: the slot
// position under one must stay free of another card.
bool needsFreeSlotBelow(GpuCooler cooler);
std::string_view toString(GpuCooler cooler);
std::optional<GpuCooler> gpuCoolerFromString(std::string_view text);

// What air a chassis moves: a desktop tower, a GPU workstation built for
// passive cards (high-pressure front-to-back fans across the cards), a server.
enum class ChassisAirflow { Unknown, Desktop, WorkstationGpu, Server };
std::string_view toString(ChassisAirflow airflow);
std::optional<ChassisAirflow> chassisAirflowFromString(std::string_view text);

struct GpuSpec {
    std::string architecture; // "Ada Lovelace", "Hopper", "CDNA 3"
    Bytes vram;               // binary: an "80 GB" H100 has 80 GiB
    std::string memoryType;   // "GDDR6X", "HBM3"
    double memoryBandwidthGBps = 0;
    ComputePeaks dense;
    double nvlinkGBps = 0; // total bidirectional per GPU, 0 without NVLink
    int pcieGeneration = 0;
    int pcieLanes = 0;
    int slotWidth = 0; // expansion slots the card occupies
    int lengthMm = 0;
    std::string powerConnectors; // "1x 16-pin 12VHPWR", "2x 8-pin PCIe"
    bool eccMemory = false;
    GpuCooler cooler = GpuCooler::Unknown;
};

struct CpuSpec {
    int cores = 0;
    int threads = 0;
    double baseGHz = 0;
    double boostGHz = 0;
    int l3MiB = 0;
    std::string socket; // "AM5", "LGA1700", "SP3"
    std::string memoryType;
    int memoryChannels = 0;
    int maxMemoryMTs = 0; // MT/s per channel at the rated configuration
    Bytes maxMemory;
    int pcieLanes = 0;
    int pcieGeneration = 0;
    bool avx512 = false;
    // Bits each of the two FMA units works on per cycle: 512 for Intel's
    // AVX-512 cores and AMD's desktop Zen 5, 256 for AVX2 and Zen 4 (which
    // runs AVX-512 in two halves). 0: derived from avx512 and the vendor.
    int fmaWidthBits = 0;
};

struct MemoryKitSpec {
    std::string type; // "DDR4", "DDR5"
    int modules = 0;
    Bytes moduleCapacity; // binary: a 32 GB DIMM holds 32 GiB
    int speedMTs = 0;
    bool ecc = false;
    bool registered = false;
    int casLatency = 0;
};

struct StorageSpec {
    std::string interface;  // "NVMe PCIe 4.0 x4", "SATA III", "SAS 12Gb/s"
    std::string formFactor; // "M.2 2280", "U.2", "E1.S", "3.5in"
    Bytes capacity;         // decimal, as drives are sold
    double sequentialReadMBps = 0;
    double sequentialWriteMBps = 0;
    double randomReadKiops = 0; // 4 KiB random read, thousands of IOPS
    double enduranceTbw = 0;
};

struct PsuSpec {
    int continuousWatts = 0;
    // Whether the maker rates `continuousWatts` at 200–240 V input only (the
    // largest units: a 2,800 W one needs more current than a 100–127 V inlet
    // carries), and its rating at 100–127 V where the maker states it (0: not stated).
    bool highLineOnly = false;
    int lowLineWatts = 0;
    std::string efficiencyRating; // "80 PLUS Titanium"
    std::string formFactor;       // "ATX 3.0", "SFX", "CRPS"
    int connectors12V2x6 = 0;     // 16-pin 12VHPWR / 12V-2x6
    int connectorsPcie8Pin = 0;
    int connectorsEps12V = -1; // CPU 8-pin (4+4) cables; -1 where the catalog does not know
    std::string adapters;      // in the box: "1x 16-pin to 2x 8-pin PCIe"
};

// A board's or chassis' outline: width (along the rear I/O edge) × depth.
struct Millimetres {
    int width = 0;
    int depth = 0;
    bool known() const { return width > 0 && depth > 0; }
};

struct PcieSlot {
    int generation = 0;
    int electricalLanes = 0;
    int count = 0;
};

// One expansion slot where it sits: `position` is the rear-bracket slot
// index (1 = nearest the CPU), so a two-slot card in position 1 covers
// position 2. `physicalLanes` is the connector's size, `electricalLanes` the
// lanes wired to it with every slot filled.
struct SlotPosition {
    int position = 0;
    int physicalLanes = 0;
    int electricalLanes = 0;
    int generation = 0;
};

struct MotherboardSpec {
    std::string socket;
    std::string chipset;
    std::string formFactor; // "ATX", "E-ATX", "SSI-EEB"
    std::string memoryType;
    int memoryChannels = 0;
    int memorySlots = 0;
    Bytes maxMemory;
    std::vector<PcieSlot> pcieSlots;
    std::vector<SlotPosition> slotLayout; // empty where the catalog does not know it
    int m2Slots = 0;
    int cpuSockets = 1;
    Millimetres size; // width × depth as the maker states it; 0 × 0 where unknown
};

struct ChassisSpec {
    std::string formFactor; // "Full tower", "4U rack"
    std::vector<std::string> motherboardFormFactors;
    int expansionSlots = 0;
    int maxGpuLengthMm = 0;
    std::string psuFormFactor;
    int maxCpuCoolerHeightMm = 0;
    ChassisAirflow airflow = ChassisAirflow::Unknown;
    Millimetres maxBoard; // the largest board it takes, width × depth; 0 × 0 where unknown
    // The heat its fans carry out, in watts: the maker's figure, or an
    // estimate from its fans (heatBasis says which, and how); 0 where unknown.
    int heatWatts = 0;
    std::string heatBasis;
};

struct CoolingSpec {
    std::string type; // "air", "liquid (AIO)"
    std::vector<std::string> sockets;
    int ratedWatts = 0;
    int heightMm = 0;
    int radiatorMm = 0;
};

struct NicSpec {
    std::string technology; // "Ethernet", "InfiniBand NDR"
    int ports = 0;
    double gbpsPerPort = 0;
    int pcieGeneration = 0;
    int pcieLanes = 0;
};

struct ServerSpec {
    std::string formFactor; // "4U rack"
    std::string gpuPartId;  // catalog id of the GPU it carries
    int gpuCount = 0;
    std::string cpuPartId;
    int cpuCount = 0;
    Bytes memory;
    Bytes storage;
    std::string gpuInterconnect; // "NVSwitch", "PCIe 4.0"
    int psuWatts = 0;
};

struct CloudInstanceSpec {
    std::string provider; // "AWS", "Alibaba Cloud"
    std::string region;
    std::string gpuPartId;
    int gpuCount = 0;
    int vcpus = 0;
    Bytes memory;
    Bytes localStorage;
    double networkGbps = 0;
    // The on-demand hourly price is the part's price; a reserved rate is extra.
    std::optional<Money> reservedPerHour;
    std::string reservedTerm; // "1-year", "3-year"
};

// A computer on a module (Jetson class): an integrated GPU and CPU sharing
// one memory. `dense` holds the module's own figures: int8Tops counts the
// GPU and any deep-learning accelerators (DLA) together; fp16Tflops is the
// GPU's dense FP16 tensor rate, the one the estimates run at.
struct EdgeModuleSpec {
    Bytes memory; // shared by the GPU, the CPU and the operating system
    double memoryBandwidthGBps = 0;
    ComputePeaks dense;
    int minWatts = 0; // lowest and highest power modes
    int maxWatts = 0;
    std::string architecture; // of the GPU: "Ampere", "Blackwell"
    int cpuCores = 0;
};

using PartSpecs = std::variant<GpuSpec, CpuSpec, MemoryKitSpec, StorageSpec, PsuSpec, MotherboardSpec, ChassisSpec,
                               CoolingSpec, NicSpec, ServerSpec, CloudInstanceSpec, EdgeModuleSpec>;

// The category whose specs a PartSpecs alternative holds.
PartCategory categoryOf(const PartSpecs &specs);

// What kind of figure a price is. Only msrp, street and quote price a new
// part; used (the second-hand market) and estimate (an analyst's or an
// undated page's figure) are recommended only when the user opts in.
enum class PriceKind { Msrp, Street, Quote, Used, Estimate };

std::string_view toString(PriceKind kind);
std::optional<PriceKind> priceKindFromString(std::string_view name);
bool isNewPartPrice(PriceKind kind);

// A price is never a bare number: it has a currency, the day its source
// published it, what kind of price it is, and where it came from. `high` is
// set when only a range is known. A source without a date gives an estimate
// whose day is the day it was read (`dateIsLookUp`).
struct Price {
    Money amount;
    std::optional<Money> high;
    std::string asOf; // ISO 8601 day: published, or looked up when dateIsLookUp
    PriceKind kind = PriceKind::Street;
    std::string source;
    std::string condition; // "" for new; "used", "refurbished", "open-box"
    bool dateIsLookUp = false;
};

// The conditions a not-new price may state.
bool isPriceCondition(std::string_view condition);

struct Part {
    std::string id; // stable slug, "gpu/nvidia-rtx-4090"
    std::string vendor;
    std::string model;
    std::vector<std::string> aliases;
    int tdpWatts = 0;
    int releaseYear = 0;
    std::optional<Price> price;
    std::string specSource; // URL or document the specs were taken from
    std::string note;       // caveats: "FP8 figure halved from the sparse one"
    // The day its maker stopped selling it new ("" while it is sold): it stays
    // listable and analysable, and is recommended only at a used price.
    std::string discontinued;
    PartSpecs specs;

    PartCategory category() const { return categoryOf(specs); }
};

// Whether the recommender may offer `part` at its price: it has one; a used
// or estimated price only when the user asks for them; a new part's price
// only while its maker still sells it (not discontinued).
bool isRecommendable(const Part &part, bool includeUsedPrices);

} // namespace dlrig::core
