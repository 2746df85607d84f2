#include "core/build/compatibility.h"

#include "core/build/slotplacement.h"

#include "core/build/chassisfindings.h"
#include "core/build/findingwriter.h"
#include "core/build/powerfindings.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace dlrig::core {

namespace {

class Checker : FindingWriter {
public:
    Checker(const ResolvedBuild &build, const Assumptions &assumptions, std::vector<Finding> &findings)
        : FindingWriter(build, findings), m_assumptions(assumptions)
    {
    }

    void run()
    {
        if (m_build.firstOf(PartCategory::Edge)) {
            checkEdge();
        } else if (m_build.firstOf(PartCategory::Server)) {
            checkServer();
        } else {
            checkEssentials();
            checkCpuAndBoard();
            checkMemory();
            checkGpus();
            checkStorage();
            checkChassisFindings(m_build, m_findings);
            checkCooler();
        }
        checkPowerFindings(m_build, m_assumptions, m_findings);
    }

private:
    void checkServer()
    {
        for (PartCategory category : {PartCategory::Cpu, PartCategory::Motherboard, PartCategory::Memory,
                                      PartCategory::Psu, PartCategory::Chassis, PartCategory::Gpu}) {
            if (m_build.countOf(category) > 0) {
                add("server.platform", Severity::Warning,
                    DLRIG_MESSAGE("compat.server.platform", "A complete server brings its own {category}; the "
                                                            "separate {category} line is counted as an extra."),
                    {{"category", categoryTerm(category)}});
            }
        }
    }

    // A module carries its own GPU, CPU and memory on its carrier board; a
    // drive or a NIC may be added to the carrier, nothing else.
    void checkEdge()
    {
        const std::string &module = m_build.firstOf(PartCategory::Edge)->part.model;
        for (PartCategory category :
             {PartCategory::Gpu, PartCategory::Cpu, PartCategory::Motherboard, PartCategory::Memory, PartCategory::Psu,
              PartCategory::Chassis, PartCategory::Cooling, PartCategory::Server}) {
            if (m_build.countOf(category) > 0) {
                add("edge.platform", Severity::Error,
                    DLRIG_MESSAGE("compat.edge.platform",
                                  "{module} is a whole computer on a module: a separate {category} does not go with "
                                  "it. Make a workstation of parts, or remove the {category} line."),
                    {{"module", module}, {"category", categoryTerm(category)}});
            }
        }
        if (m_build.linesOf(PartCategory::Edge).size() > 1)
            add("edge.platform", Severity::Error,
                DLRIG_MESSAGE("compat.edge.mixed", "A build holds one kind of edge module; put each kind in a build "
                                                   "of its own."));
    }

    void checkEssentials()
    {
        const std::pair<PartCategory, MessageText> essentials[] = {
            {PartCategory::Gpu,
             DLRIG_MESSAGE("compat.missing.gpu", "The build has no GPU: dlrig builds are for deep learning.")},
            {PartCategory::Cpu, DLRIG_MESSAGE("compat.missing.cpu", "The build has no CPU.")},
            {PartCategory::Motherboard, DLRIG_MESSAGE("compat.missing.motherboard", "The build has no motherboard.")},
            {PartCategory::Memory, DLRIG_MESSAGE("compat.missing.memory", "The build has no memory.")},
            {PartCategory::Storage,
             DLRIG_MESSAGE("compat.missing.storage", "The build has no storage for the dataset and checkpoints.")},
            {PartCategory::Psu, DLRIG_MESSAGE("compat.missing.psu", "The build has no power supply.")},
        };
        for (const auto &[category, message] : essentials) {
            if (m_build.countOf(category) == 0)
                add("missing.essential", Severity::Error, message);
        }
        if (m_build.countOf(PartCategory::Chassis) == 0)
            add("missing.chassis", Severity::Warning,
                DLRIG_MESSAGE("compat.missing.chassis", "The build has no chassis."));
        if (m_build.countOf(PartCategory::Cpu) > 0 && m_build.countOf(PartCategory::Cooling) == 0)
            add("missing.cooler", Severity::Warning,
                DLRIG_MESSAGE("compat.missing.cooler", "The build has no CPU cooler (boxed coolers are not counted)."));
    }

    void checkCpuAndBoard()
    {
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        if (!cpu || !board)
            return;
        if (cpu->socket != board->socket) {
            add("cpu.socket", Severity::Error,
                DLRIG_MESSAGE("compat.cpu.socket", "{cpu} needs socket {cpuSocket}; {board} has {boardSocket}."),
                {{"cpu", part(PartCategory::Cpu)->model},
                 {"cpuSocket", cpu->socket},
                 {"board", part(PartCategory::Motherboard)->model},
                 {"boardSocket", board->socket}});
        }
        if (m_build.countOf(PartCategory::Cpu) > board->cpuSockets) {
            add("cpu.count", Severity::Error,
                board->cpuSockets > 1
                    ? DLRIG_MESSAGE("compat.cpu.count", "{cpus} CPUs on a board with {sockets} sockets.")
                    : DLRIG_MESSAGE("compat.cpu.count.one", "{cpus} CPUs on a board with 1 socket."),
                {{"cpus", m_build.countOf(PartCategory::Cpu)}, {"sockets", board->cpuSockets}});
        }
        // One socket, two platforms: LGA4677 carries Xeon W-2400/3400 on W790
        // boards and Xeon Scalable on C741 ones; WRX90 boards take only
        // Threadripper PRO (Intel and AMD platform briefs).
        const std::string &model = part(PartCategory::Cpu)->model;
        const bool xeonW = model.find("Xeon w") != std::string::npos;
        if (board->socket == "LGA4677" && xeonW != (board->chipset.find("W790") != std::string::npos)) {
            add("cpu.chipset", Severity::Error,
                DLRIG_MESSAGE("compat.cpu.chipset", "{cpu} needs a {needed} board; {board} has {chipset}."),
                {{"cpu", model},
                 {"needed", std::string(xeonW ? "W790" : "C741")},
                 {"board", part(PartCategory::Motherboard)->model},
                 {"chipset", board->chipset}});
        }
        if (board->chipset.find("WRX90") != std::string::npos && model.find("PRO") == std::string::npos) {
            add("cpu.chipset", Severity::Error,
                DLRIG_MESSAGE("compat.cpu.chipset.pro",
                              "{cpu} is not a Threadripper PRO; {board} (WRX90) takes only PRO processors."),
                {{"cpu", model}, {"board", part(PartCategory::Motherboard)->model}});
        }
        if (m_build.linesOf(PartCategory::Cpu).size() > 1)
            add("cpu.mixed", Severity::Error,
                DLRIG_MESSAGE("compat.cpu.mixed", "Different CPU models cannot share one board."));
        if (m_build.linesOf(PartCategory::Motherboard).size() > 1 || m_build.countOf(PartCategory::Motherboard) > 1)
            add("motherboard.count", Severity::Error,
                DLRIG_MESSAGE("compat.motherboard.count", "A node has one motherboard."));
    }

    void checkMemory()
    {
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const auto lines = m_build.linesOf(PartCategory::Memory);
        if (!board || lines.empty())
            return;
        if (lines.size() > 1)
            add("memory.mixed", Severity::Warning,
                DLRIG_MESSAGE("compat.memory.mixed", "Mixed memory kits run at the slowest kit's speed and timings."));
        int modules = 0;
        double capacityGib = 0;
        for (const BuildLine *line : lines) {
            const auto &kit = std::get<MemoryKitSpec>(line->part.specs);
            modules += kit.modules * line->quantity;
            capacityGib += kit.modules * line->quantity * kit.moduleCapacity.gib();
            if (kit.type != board->memoryType) {
                add("memory.type", Severity::Error,
                    DLRIG_MESSAGE("compat.memory.type", "{memory} is {type}; {board} takes {boardType}."),
                    {{"memory", line->part.model},
                     {"type", kit.type},
                     {"board", part(PartCategory::Motherboard)->model},
                     {"boardType", board->memoryType}});
            }
            const bool unbuffered = takesUnbufferedMemory(board->socket);
            if (kit.registered && unbuffered) {
                add("memory.registered", Severity::Error,
                    DLRIG_MESSAGE("compat.memory.registered",
                                  "{memory} is registered (RDIMM); {socket} boards take unbuffered DIMMs."),
                    {{"memory", line->part.model}, {"socket", board->socket}});
            } else if (!kit.registered && !unbuffered) {
                add("memory.registered", Severity::Error,
                    DLRIG_MESSAGE("compat.memory.unbuffered",
                                  "{memory} is unbuffered; {socket} boards need registered ECC DIMMs."),
                    {{"memory", line->part.model}, {"socket", board->socket}});
            }
            if (cpu) {
                bool known2dpc = true;
                const int speed = effectiveMemorySpeed(kit, modules, *cpu, board->memoryChannels, &known2dpc);
                if (!known2dpc) {
                    add("memory.speed", Severity::Warning,
                        DLRIG_MESSAGE("compat.memory.speed.unknown",
                                      "{modules} DIMMs on {channels} channels put two on a channel; DDR5 servers run "
                                      "slower that way (4th Gen Xeon 4,800 → 4,400 MT/s) and the catalog has no "
                                      "figure for {socket}: check the board's memory population guide."),
                        {{"modules", modules}, {"channels", board->memoryChannels}, {"socket", cpu->socket}});
                } else if (speed < kit.speedMTs) {
                    add("memory.speed", Severity::Warning,
                        modules > board->memoryChannels
                            ? DLRIG_MESSAGE("compat.memory.speed.2dpc", "{memory} is rated {rated} MT/s but runs at "
                                                                        "{speed} MT/s here (two DIMMs per channel).")
                            : DLRIG_MESSAGE("compat.memory.speed.cpu", "{memory} is rated {rated} MT/s but runs at "
                                                                       "{speed} MT/s here (the CPU's maximum)."),
                        {{"memory", line->part.model}, {"rated", kit.speedMTs}, {"speed", speed}});
                }
            }
        }
        if (modules > board->memorySlots) {
            add("memory.slots", Severity::Error, DLRIG_MESSAGE("compat.memory.slots", "{modules} DIMMs for {slots} slots."),
                {{"modules", modules}, {"slots", board->memorySlots}});
        }
        if (capacityGib > board->maxMemory.gib() + 0.5) {
            add("memory.capacity", Severity::Error,
                DLRIG_MESSAGE("compat.memory.capacity", "{capacity} GiB is more than the board's {maximum} GiB."),
                {{"capacity", static_cast<std::int64_t>(capacityGib)},
                 {"maximum", static_cast<std::int64_t>(board->maxMemory.gib())}});
        }
        const int channels = board->memoryChannels;
        if (modules < channels && modules <= board->memorySlots) {
            add("memory.channels", Severity::Warning,
                DLRIG_MESSAGE("compat.memory.channels", "{modules} of {channels} memory channels populated: memory "
                                                        "bandwidth is {percent} % of what the platform can give."),
                {{"modules", modules}, {"channels", channels}, {"percent", modules * 100 / channels}});
        } else if (!balancedMemory(modules, channels) && modules <= board->memorySlots) {
            const int perChannel = modules / channels;
            add("memory.balance", Severity::Warning,
                DLRIG_MESSAGE("compat.memory.balance",
                              "{modules} DIMMs on {channels} channels: some channels hold {more} DIMMs and others "
                              "{fewer}, so the controller cannot interleave them evenly; fill every channel alike "
                              "({below} or {above} DIMMs)."),
                {{"modules", modules},
                 {"channels", channels},
                 {"more", perChannel + 1},
                 {"fewer", perChannel},
                 {"below", channels * perChannel},
                 {"above", channels * (perChannel + 1)}});
        }
    }

    void checkGpus()
    {
        const auto gpus = m_build.linesOf(PartCategory::Gpu);
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const int count = m_build.countOf(PartCategory::Gpu);
        if (gpus.empty())
            return;
        if (gpus.size() > 1)
            add("gpu.mixed", Severity::Warning,
                DLRIG_MESSAGE("compat.gpu.mixed", "Different GPU models: data-parallel training runs at the slowest."));
        for (const BuildLine *line : gpus) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.slotWidth == 0) {
                add("gpu.form", Severity::Error,
                    DLRIG_MESSAGE("compat.gpu.form",
                                  "{gpu} is an SXM/OAM module; it needs an HGX/DGX-class server, not a PCIe board."),
                    {{"gpu", line->part.model}});
            }
        }
        std::optional<SlotPlacement> placement = placeBuildGpus(m_build);
        if (board && placement && placement->unplaced > 0) {
            // Packed without their air they may fit: then the air is what is missing.
            std::optional<SlotPlacement> packed = placeBuildGpus(m_build, false);
            if (packed->unplaced == 0) {
                add("gpu.air", Severity::Error,
                    DLRIG_MESSAGE("compat.gpu.air",
                                  "Open-air and flow-through cards draw their air from the slot below them: on "
                                  "{board}, {placed} of the {count} GPUs fit with that slot free. Packed together "
                                  "(slot positions {placement}) each would breathe the one below's heat: choose "
                                  "blower cards, fewer cards, or a board with x16 slots spaced for them."),
                    {{"board", part(PartCategory::Motherboard)->model},
                     {"placed", count - placement->unplaced},
                     {"count", count},
                     {"placement", describePlacement(*packed)}});
                placement = std::move(packed);
            }
        }
        if (board && placement) {
            if (placement->unplaced > 0) {
                add("gpu.slots", Severity::Error,
                    DLRIG_MESSAGE(
                        "compat.gpu.slots.layout",
                        "{placed} of the {count} GPUs fit on {board} (slot positions {placement}): each card covers as "
                        "many slot positions as it is wide, and only x16 slots take it."),
                    {{"placed", count - placement->unplaced},
                     {"count", count},
                     {"board", part(PartCategory::Motherboard)->model},
                     {"placement", describePlacement(*placement)}});
            }
            for (const PlacedCard &card : placement->placed) {
                if (card.linkLanes < 8) {
                    add("gpu.link", Severity::Warning,
                        DLRIG_MESSAGE("compat.gpu.link", "{gpu} in slot position {position} runs at x{lanes}."),
                        {{"gpu", card.model}, {"position", card.slot.position}, {"lanes", card.linkLanes}});
                }
            }
        } else if (board) {
            if (count > 1) {
                add("gpu.layout", Severity::Warning,
                    DLRIG_MESSAGE("compat.gpu.layout",
                                  "The catalog does not know where {board}'s x16 slots sit, so it cannot check "
                                  "that {count} GPUs fit and get air: check the board's manual (open-air and "
                                  "flow-through cards need a free slot below each)."),
                    {{"board", part(PartCategory::Motherboard)->model}, {"count", count}});
            }
            int wideSlots = 0;
            for (const PcieSlot &slot : board->pcieSlots)
                wideSlots += slot.electricalLanes >= 8 ? slot.count : 0;
            if (count > wideSlots) {
                add("gpu.slots", Severity::Error,
                    DLRIG_MESSAGE("compat.gpu.slots", "{count} GPUs for {slots} slots of x8 or wider on {board}."),
                    {{"count", count}, {"slots", wideSlots}, {"board", part(PartCategory::Motherboard)->model}});
            }
        }
        if (cpu) {
            // The lanes the slots in use take, where the board's layout is known; else what the cards ask for.
            int lanes = 0;
            if (placement) {
                lanes = placement->lanesUsed;
            } else {
                for (const BuildLine *line : gpus)
                    lanes += line->quantity * std::get<GpuSpec>(line->part.specs).pcieLanes;
            }
            const int cpuLanes = cpu->pcieLanes * std::max(1, m_build.countOf(PartCategory::Cpu));
            if (lanes > cpuLanes) {
                add("gpu.lanes", Severity::Warning,
                    DLRIG_MESSAGE("compat.gpu.lanes", "The GPUs want {lanes} PCIe lanes; the CPU provides {cpuLanes}, "
                                                      "so some run at reduced width."),
                    {{"lanes", lanes}, {"cpuLanes", cpuLanes}});
            }
        }
        for (const BuildLine *line : gpus) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.nvlinkGBps > 0 && g.slotWidth > 0 && line->quantity % 2 == 1 && line->quantity > 1) {
                add("gpu.nvlink", Severity::Warning,
                    DLRIG_MESSAGE("compat.gpu.nvlink",
                                  "NVLink bridges join PCIe cards in pairs: one of the {count} {gpu} cards has no "
                                  "partner."),
                    {{"count", line->quantity}, {"gpu", line->part.model}});
            }
        }
    }

    void checkStorage()
    {
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        if (!board)
            return;
        int m2 = 0;
        int enterprise = 0;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Storage)) {
            const auto &s = std::get<StorageSpec>(line->part.specs);
            if (s.formFactor.rfind("M.2", 0) == 0)
                m2 += line->quantity;
            if (s.formFactor == "U.2" || s.formFactor == "U.3" || s.formFactor.rfind("E1", 0) == 0 ||
                s.formFactor.rfind("E3", 0) == 0)
                enterprise += line->quantity;
        }
        if (m2 > board->m2Slots) {
            add("storage.m2", Severity::Error,
                DLRIG_MESSAGE("compat.storage.m2", "{drives} M.2 drives for {slots} M.2 slots."),
                {{"drives", m2}, {"slots", board->m2Slots}});
        }
        if (enterprise > 0) {
            add("storage.u2", Severity::Warning,
                DLRIG_MESSAGE("compat.storage.u2",
                              "U.2/E1.S/E3.S drives need a backplane or an adapter card; check the chassis or add one."));
        }
    }

    void checkCooler()
    {
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const auto *cooler = spec<CoolingSpec>(PartCategory::Cooling);
        if (!cpu || !cooler)
            return;
        const std::string name = part(PartCategory::Cooling)->model;
        if (std::find(cooler->sockets.begin(), cooler->sockets.end(), cpu->socket) == cooler->sockets.end())
            add("cooler.socket", Severity::Error,
                DLRIG_MESSAGE("compat.cooler.socket", "{cooler} does not mount on {socket}."),
                {{"cooler", name}, {"socket", cpu->socket}});
        const auto *chassis = spec<ChassisSpec>(PartCategory::Chassis);
        if (chassis && chassis->maxCpuCoolerHeightMm > 0 && cooler->heightMm > chassis->maxCpuCoolerHeightMm) {
            add("cooler.height", Severity::Error,
                DLRIG_MESSAGE("compat.cooler.height", "{cooler} is {height} mm tall; {chassis} fits {maximum} mm."),
                {{"cooler", name},
                 {"height", cooler->heightMm},
                 {"chassis", part(PartCategory::Chassis)->model},
                 {"maximum", chassis->maxCpuCoolerHeightMm}});
        }
    }

    const Assumptions &m_assumptions;
};

} // namespace

std::string_view toString(Severity severity)
{
    return severity == Severity::Error ? "error" : "warning";
}

std::vector<Finding> checkCompatibility(const ResolvedBuild &build, const Assumptions &assumptions)
{
    std::vector<Finding> findings;
    Checker(build, assumptions, findings).run();
    return findings;
}

} // namespace dlrig::core
