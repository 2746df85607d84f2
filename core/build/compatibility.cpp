#include "core/build/compatibility.h"

#include "core/build/slotplacement.h"

#include "core/build/power.h"
#include "core/parts/powerconnectors.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace dlrig::core {

namespace {

class Checker {
public:
    Checker(const ResolvedBuild &build, const Assumptions &assumptions) : m_build(build), m_assumptions(assumptions) {}

    std::vector<Finding> run()
    {
        if (m_build.firstOf(PartCategory::Server)) {
            checkServer();
        } else {
            checkEssentials();
            checkCpuAndBoard();
            checkMemory();
            checkGpus();
            checkStorage();
            checkChassis();
            checkCooler();
        }
        checkPower();
        return std::move(m_findings);
    }

private:
    void add(const char *rule, Severity severity, std::string message)
    {
        m_findings.push_back({rule, severity, std::move(message)});
    }

    template <typename Spec>
    const Spec *spec(PartCategory category) const
    {
        const BuildLine *line = m_build.firstOf(category);
        return line ? &std::get<Spec>(line->part.specs) : nullptr;
    }
    const Part *part(PartCategory category) const
    {
        const BuildLine *line = m_build.firstOf(category);
        return line ? &line->part : nullptr;
    }

    void checkServer()
    {
        for (PartCategory category : {PartCategory::Cpu, PartCategory::Motherboard, PartCategory::Memory,
                                      PartCategory::Psu, PartCategory::Chassis, PartCategory::Gpu}) {
            if (m_build.countOf(category) > 0) {
                add("server.platform", Severity::Warning,
                    std::string("A complete server brings its own ") + std::string(toString(category)) +
                        "; the separate " + std::string(toString(category)) + " line is counted as an extra.");
            }
        }
    }

    void checkEssentials()
    {
        const std::pair<PartCategory, const char *> essentials[] = {
            {PartCategory::Gpu, "no GPU: dlrig builds are for deep learning"},
            {PartCategory::Cpu, "no CPU"},
            {PartCategory::Motherboard, "no motherboard"},
            {PartCategory::Memory, "no memory"},
            {PartCategory::Storage, "no storage for the dataset and checkpoints"},
            {PartCategory::Psu, "no power supply"},
        };
        for (const auto &[category, message] : essentials) {
            if (m_build.countOf(category) == 0)
                add("missing.essential", Severity::Error, std::string("The build has ") + message + ".");
        }
        if (m_build.countOf(PartCategory::Chassis) == 0)
            add("missing.chassis", Severity::Warning, "The build has no chassis.");
        if (m_build.countOf(PartCategory::Cpu) > 0 && m_build.countOf(PartCategory::Cooling) == 0)
            add("missing.cooler", Severity::Warning, "The build has no CPU cooler (boxed coolers are not counted).");
    }

    void checkCpuAndBoard()
    {
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        if (!cpu || !board)
            return;
        if (cpu->socket != board->socket) {
            add("cpu.socket", Severity::Error,
                part(PartCategory::Cpu)->model + " needs socket " + cpu->socket + "; " +
                    part(PartCategory::Motherboard)->model + " has " + board->socket + ".");
        }
        if (m_build.countOf(PartCategory::Cpu) > board->cpuSockets) {
            add("cpu.count", Severity::Error,
                std::to_string(m_build.countOf(PartCategory::Cpu)) + " CPUs on a board with " +
                    std::to_string(board->cpuSockets) + " socket" + (board->cpuSockets > 1 ? "s." : "."));
        }
        // One socket, two platforms: LGA4677 carries Xeon W-2400/3400 on W790
        // boards and Xeon Scalable on C741 ones; WRX90 boards take only
        // Threadripper PRO (Intel and AMD platform briefs).
        const std::string &model = part(PartCategory::Cpu)->model;
        const bool xeonW = model.find("Xeon w") != std::string::npos;
        if (board->socket == "LGA4677" && xeonW != (board->chipset.find("W790") != std::string::npos)) {
            add("cpu.chipset", Severity::Error,
                model + " needs a " + (xeonW ? "W790" : "C741") + " board; " + part(PartCategory::Motherboard)->model +
                    " has " + board->chipset + ".");
        }
        if (board->chipset.find("WRX90") != std::string::npos && model.find("PRO") == std::string::npos) {
            add("cpu.chipset", Severity::Error,
                model + " is not a Threadripper PRO; " + part(PartCategory::Motherboard)->model +
                    " (WRX90) takes only PRO processors.");
        }
        if (m_build.linesOf(PartCategory::Cpu).size() > 1)
            add("cpu.mixed", Severity::Error, "Different CPU models cannot share one board.");
        if (m_build.linesOf(PartCategory::Motherboard).size() > 1 || m_build.countOf(PartCategory::Motherboard) > 1)
            add("motherboard.count", Severity::Error, "A node has one motherboard.");
    }

    void checkMemory()
    {
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const auto *cpu = spec<CpuSpec>(PartCategory::Cpu);
        const auto lines = m_build.linesOf(PartCategory::Memory);
        if (!board || lines.empty())
            return;
        if (lines.size() > 1)
            add("memory.mixed", Severity::Warning, "Mixed memory kits run at the slowest kit's speed and timings.");
        int modules = 0;
        double capacityGib = 0;
        for (const BuildLine *line : lines) {
            const auto &kit = std::get<MemoryKitSpec>(line->part.specs);
            modules += kit.modules * line->quantity;
            capacityGib += kit.modules * line->quantity * kit.moduleCapacity.gib();
            if (kit.type != board->memoryType) {
                add("memory.type", Severity::Error,
                    line->part.model + " is " + kit.type + "; " + part(PartCategory::Motherboard)->model + " takes " +
                        board->memoryType + ".");
            }
            const bool unbuffered = takesUnbufferedMemory(board->socket);
            if (kit.registered && unbuffered) {
                add("memory.registered", Severity::Error,
                    line->part.model + " is registered (RDIMM); " + board->socket + " boards take unbuffered DIMMs.");
            } else if (!kit.registered && !unbuffered) {
                add("memory.registered", Severity::Error,
                    line->part.model + " is unbuffered; " + board->socket + " boards need registered ECC DIMMs.");
            }
            if (cpu) {
                bool known2dpc = true;
                const int speed = effectiveMemorySpeed(kit, modules, *cpu, board->memoryChannels, &known2dpc);
                if (!known2dpc) {
                    add("memory.speed", Severity::Warning,
                        std::to_string(modules) + " DIMMs on " + std::to_string(board->memoryChannels) +
                            " channels put two on a channel; DDR5 servers run slower that way (4th Gen Xeon 4,800 → "
                            "4,400 MT/s) and the catalog has no figure for " +
                            cpu->socket + ": check the board's memory population guide.");
                } else if (speed < kit.speedMTs) {
                    add("memory.speed", Severity::Warning,
                        line->part.model + " is rated " + std::to_string(kit.speedMTs) + " MT/s but runs at " +
                            std::to_string(speed) + " MT/s here" +
                            (modules > board->memoryChannels ? " (two DIMMs per channel)." : " (the CPU's maximum)."));
                }
            }
        }
        if (modules > board->memorySlots) {
            add("memory.slots", Severity::Error,
                std::to_string(modules) + " DIMMs for " + std::to_string(board->memorySlots) + " slots.");
        }
        if (capacityGib > board->maxMemory.gib() + 0.5) {
            add("memory.capacity", Severity::Error,
                std::to_string(static_cast<int>(capacityGib)) + " GiB is more than the board's " +
                    std::to_string(static_cast<int>(board->maxMemory.gib())) + " GiB.");
        }
        const int channels = board->memoryChannels;
        if (modules < channels && modules <= board->memorySlots) {
            add("memory.channels", Severity::Warning,
                std::to_string(modules) + " of " + std::to_string(channels) +
                    " memory channels populated: memory bandwidth is " + std::to_string(modules * 100 / channels) +
                    " % of what the platform can give.");
        } else if (!balancedMemory(modules, channels) && modules <= board->memorySlots) {
            const int perChannel = modules / channels;
            add("memory.balance", Severity::Warning,
                std::to_string(modules) + " DIMMs on " + std::to_string(channels) +
                    " channels: some channels hold " + std::to_string(perChannel + 1) + " DIMMs and others " +
                    std::to_string(perChannel) + ", so the controller cannot interleave them evenly; fill every "
                    "channel alike (" + std::to_string(channels * perChannel) + " or " +
                    std::to_string(channels * (perChannel + 1)) + " DIMMs).");
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
            add("gpu.mixed", Severity::Warning, "Different GPU models: data-parallel training runs at the slowest.");
        for (const BuildLine *line : gpus) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.slotWidth == 0) {
                add("gpu.form", Severity::Error,
                    line->part.model + " is an SXM/OAM module; it needs an HGX/DGX-class server, not a PCIe board.");
            }
        }
        const std::optional<SlotPlacement> placement = placeBuildGpus(m_build);
        if (board && placement) {
            if (placement->unplaced > 0) {
                add("gpu.slots", Severity::Error,
                    std::to_string(count - placement->unplaced) + " of the " + std::to_string(count) + " GPUs fit on " +
                        part(PartCategory::Motherboard)->model + " (" + describePlacement(*placement) +
                        "): each card covers as many slot positions as it is wide, and only x16 slots take it.");
            }
            for (const PlacedCard &card : placement->placed) {
                if (card.linkLanes < 8) {
                    add("gpu.link", Severity::Warning,
                        card.model + " in slot position " + std::to_string(card.slot.position) + " runs at x" +
                            std::to_string(card.linkLanes) + ".");
                }
            }
        } else if (board) {
            int wideSlots = 0;
            for (const PcieSlot &slot : board->pcieSlots)
                wideSlots += slot.electricalLanes >= 8 ? slot.count : 0;
            if (count > wideSlots) {
                add("gpu.slots", Severity::Error,
                    std::to_string(count) + " GPUs for " + std::to_string(wideSlots) + " slots of x8 or wider on " +
                        part(PartCategory::Motherboard)->model + ".");
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
                    "The GPUs want " + std::to_string(lanes) + " PCIe lanes; the CPU provides " +
                        std::to_string(cpuLanes) + ", so some run at reduced width.");
            }
        }
        for (const BuildLine *line : gpus) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.nvlinkGBps > 0 && g.slotWidth > 0 && line->quantity % 2 == 1 && line->quantity > 1) {
                add("gpu.nvlink", Severity::Warning,
                    "NVLink bridges join PCIe cards in pairs: one of the " + std::to_string(line->quantity) + " " +
                        line->part.model + " cards has no partner.");
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
                std::to_string(m2) + " M.2 drives for " + std::to_string(board->m2Slots) + " M.2 slots.");
        }
        if (enterprise > 0) {
            add("storage.u2", Severity::Warning,
                "U.2/E1.S/E3.S drives need a backplane or an adapter card; check the chassis or add one.");
        }
    }

    // Passive cards have no fan: NVIDIA's product briefs (T4, A100 PCIe, H100
    // PCIe) say they "require system airflow", which only servers and GPU
    // workstation chassis push through the cards. Open-air cards blow their heat
    // into the case: past two thick ones in a tower, integrators choose blower
    // or liquid-cooled cards (Puget Systems' four-GPU builds use blowers).
    void checkGpuCooling(const ChassisSpec &chassis, const std::string &name)
    {
        int thickOpenAir = 0;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu)) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.cooler == GpuCooler::OpenAir && g.slotWidth >= 3)
                thickOpenAir += line->quantity;
            if (g.cooler != GpuCooler::Passive)
                continue;
            if (chassis.airflow == ChassisAirflow::Desktop) {
                add("gpu.cooling", Severity::Error,
                    line->part.model + " is passively cooled and needs air forced through it; " + name +
                        " is a desktop case that does not do that: use a server or a GPU workstation chassis "
                        "built for passive cards.");
            } else if (chassis.airflow == ChassisAirflow::Unknown) {
                add("gpu.cooling", Severity::Warning,
                    line->part.model + " is passively cooled and needs air forced through it; the catalog does "
                                       "not say whether " + name + " provides it.");
            }
        }
        if (thickOpenAir > 2 && chassis.airflow != ChassisAirflow::Server) {
            add("gpu.cooling", Severity::Warning,
                std::to_string(thickOpenAir) + " open-air cards of three or more slots in " + name +
                    " blow their heat into one another: beyond two, choose blower or liquid-cooled cards.");
        }
    }

    void checkChassis()
    {
        const auto *chassis = spec<ChassisSpec>(PartCategory::Chassis);
        if (!chassis)
            return;
        const std::string name = part(PartCategory::Chassis)->model;
        if (const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard)) {
            const auto &fits = chassis->motherboardFormFactors;
            if (std::find(fits.begin(), fits.end(), board->formFactor) == fits.end()) {
                add("chassis.board", Severity::Error, name + " does not take " + board->formFactor + " boards.");
            }
        }
        int slotsNeeded = 0;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu)) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            slotsNeeded += line->quantity * g.slotWidth;
            if (chassis->maxGpuLengthMm > 0 && g.lengthMm > chassis->maxGpuLengthMm) {
                add("gpu.length", Severity::Error,
                    line->part.model + " is " + std::to_string(g.lengthMm) + " mm long; " + name + " fits " +
                        std::to_string(chassis->maxGpuLengthMm) + " mm.");
            }
        }
        checkGpuCooling(*chassis, name);
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const bool placedOnLayout = board && !board->slotLayout.empty(); // checkGpus placed them slot by slot
        if (!placedOnLayout && slotsNeeded > chassis->expansionSlots) {
            add("gpu.width", Severity::Error,
                "The GPUs cover " + std::to_string(slotsNeeded) + " expansion-slot positions; " + name + " has " +
                    std::to_string(chassis->expansionSlots) + ".");
        }
        if (const auto *psu = spec<PsuSpec>(PartCategory::Psu)) {
            const bool psuIsAtx = psu->formFactor.find("ATX") != std::string::npos;
            const bool psuIsSfx = psu->formFactor.find("SFX") != std::string::npos;
            if (chassis->psuFormFactor.find("SFX") != std::string::npos && psuIsAtx) {
                add("psu.form", Severity::Error,
                    part(PartCategory::Psu)->model + " is ATX; " + name + " takes SFX supplies.");
            } else if (chassis->psuFormFactor.find("ATX") != std::string::npos && !psuIsAtx && !psuIsSfx) {
                add("psu.form", Severity::Warning,
                    part(PartCategory::Psu)->model + " (" + psu->formFactor +
                        ") in a chassis for ATX supplies: "
                        "check the fit.");
            }
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
            add("cooler.socket", Severity::Error, name + " does not mount on " + cpu->socket + ".");
        const auto *chassis = spec<ChassisSpec>(PartCategory::Chassis);
        if (chassis && chassis->maxCpuCoolerHeightMm > 0 && cooler->heightMm > chassis->maxCpuCoolerHeightMm) {
            add("cooler.height", Severity::Error,
                name + " is " + std::to_string(cooler->heightMm) + " mm tall; " + part(PartCategory::Chassis)->model +
                    " fits " + std::to_string(chassis->maxCpuCoolerHeightMm) + " mm.");
        }
    }

    void checkPower()
    {
        const PowerEstimate power = estimatePower(m_build, m_assumptions);
        if (power.psuWatts <= 0)
            return;
        char text[200];
        if (power.peakWatts > power.psuWatts) {
            std::snprintf(text, sizeof text, "Peak draw %.0f W exceeds the %.0f W power supply; use %.0f W or more.",
                          power.peakWatts, power.psuWatts, power.recommendedPsuWatts);
            add("psu.watts", Severity::Error, text);
        } else if (power.peakWatts > power.psuWatts * m_assumptions.psuMaxLoad) {
            std::snprintf(text, sizeof text,
                          "Peak draw %.0f W is %.0f %% of the %.0f W power supply; GPU transients want headroom "
                          "(%.0f W recommended).",
                          power.peakWatts, 100 * power.peakWatts / power.psuWatts, power.psuWatts,
                          power.recommendedPsuWatts);
            add("psu.headroom", Severity::Warning, text);
        }
        const auto *psu = spec<PsuSpec>(PartCategory::Psu);
        if (!psu)
            return;
        // Each plug kind against the PSU's cables of that kind (core/parts/powerconnectors.h).
        PowerInputs need;
        std::vector<int> sixteenPinWatts; // each card's draw through its 16-pin input
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu)) {
            const std::string &plugs = std::get<GpuSpec>(line->part.specs).powerConnectors;
            const std::optional<PowerInputs> inputs = parsePowerConnectors(plugs);
            if (!inputs) {
                add("gpu.connectors", Severity::Warning,
                    line->part.model + ": its power connectors ('" + plugs +
                        "') name no plug dlrig knows (12V-2x6, PCIe 8-pin or 6-pin, EPS-12V); check them by hand.");
                continue;
            }
            need.plug12V2x6 += line->quantity * inputs->plug12V2x6;
            need.pcie8Pin += line->quantity * inputs->pcie8Pin;
            need.pcie6Pin += line->quantity * inputs->pcie6Pin;
            need.eps12V += line->quantity * inputs->eps12V;
            for (int i = 0; i < line->quantity * inputs->plug12V2x6; ++i)
                sixteenPinWatts.push_back(line->part.tdpWatts / std::max(1, inputs->plug12V2x6));
        }
        const std::string psuName = part(PartCategory::Psu)->model;
        const std::string adapters = psu->adapters.empty() ? "" : " (in its box: " + psu->adapters + ")";
        // A card's 16-pin input beyond the PSU's native cables runs on the
        // card's adapter, one PCIe 8-pin cable per 150 W (PCI-SIG CEM: an 8-pin
        // connector carries 150 W); the lowest-power cards take the native cables last.
        int adapterCables = 0;
        if (need.plug12V2x6 > psu->connectors12V2x6) {
            std::sort(sixteenPinWatts.begin(), sixteenPinWatts.end());
            const int onAdapters = need.plug12V2x6 - psu->connectors12V2x6;
            for (int i = 0; i < onAdapters && i < static_cast<int>(sixteenPinWatts.size()); ++i)
                adapterCables += std::max(1, (sixteenPinWatts[static_cast<std::size_t>(i)] + 149) / 150);
            add("psu.connectors", Severity::Warning,
                std::to_string(need.plug12V2x6) + " GPU(s) take a 16-pin 12V-2x6 cable; " + psuName + " has " +
                    std::to_string(psu->connectors12V2x6) + adapters + "; the rest (" + std::to_string(onAdapters) +
                    ") run on the cards' adapters from " + std::to_string(adapterCables) +
                    " PCIe 8-pin cable(s), one per 150 W. A native cable, fully seated, is the safer connection at "
                    "450–600 W.");
        }
        if (need.pcieCables() + adapterCables > psu->connectorsPcie8Pin) {
            add("psu.connectors", Severity::Error,
                "The GPUs take " + std::to_string(need.pcieCables() + adapterCables) +
                    " PCIe 8-pin (6+2) cable(s)" +
                    (adapterCables > 0 ? " (" + std::to_string(adapterCables) + " of them through 16-pin adapters)"
                                       : std::string()) +
                    "; " + psuName + " has " + std::to_string(psu->connectorsPcie8Pin) + adapters + ".");
        }
        // Every board takes at least one EPS-12V cable per CPU socket (ATX12V
        // and EPS12V design guides); datacentre PCIe cards take more of them.
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const int boardEps = board ? board->cpuSockets : 1;
        if (psu->connectorsEps12V >= 0) {
            if (need.eps12V + boardEps > psu->connectorsEps12V) {
                add("psu.connectors", Severity::Error,
                    "The board (" + std::to_string(boardEps) + ") and the GPUs (" + std::to_string(need.eps12V) +
                        ") take " + std::to_string(need.eps12V + boardEps) + " EPS-12V (CPU 8-pin) cable(s); " +
                        psuName + " has " + std::to_string(psu->connectorsEps12V) + ".");
            }
        } else if (need.eps12V > 0) {
            add("psu.connectors", Severity::Warning,
                std::to_string(need.eps12V) + " GPU(s) take an EPS-12V (CPU 8-pin) cable each, a different plug "
                "from PCIe 8-pin, on top of the board's own CPU cables; the catalog does not count " + psuName +
                    "'s EPS cables: check its cable list, or the card's adapter from two PCIe 8-pin cables.");
        }
    }

    const ResolvedBuild &m_build;
    const Assumptions &m_assumptions;
    std::vector<Finding> m_findings;
};

} // namespace

std::string_view toString(Severity severity)
{
    return severity == Severity::Error ? "error" : "warning";
}

std::vector<Finding> checkCompatibility(const ResolvedBuild &build, const Assumptions &assumptions)
{
    return Checker(build, assumptions).run();
}

} // namespace dlrig::core
