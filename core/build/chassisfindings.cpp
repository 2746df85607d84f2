#include "core/build/chassisfindings.h"

#include "core/build/findingwriter.h"
#include "core/build/power.h"
#include "core/parts/boardforms.h"

#include <algorithm>

namespace dlrig::core {

namespace {

class ChassisChecker : FindingWriter {
public:
    using FindingWriter::FindingWriter;

    void run() { checkChassis(); }

private:
    // Passive cards have no fan: NVIDIA's product briefs (T4, A100 PCIe, H100
    // PCIe) say they "require system airflow", which only servers and GPU
    // workstation chassis push through the cards.
    void checkGpuCooling(const ChassisSpec &chassis, const std::string &name)
    {
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu)) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            if (g.cooler != GpuCooler::Passive)
                continue;
            if (chassis.airflow == ChassisAirflow::Desktop) {
                add("gpu.cooling", Severity::Error,
                    DLRIG_MESSAGE("compat.gpu.cooling.desktop",
                                  "{gpu} is passively cooled and needs air forced through it; {chassis} is a desktop "
                                  "case that does not do that: use a server or a GPU workstation chassis built for "
                                  "passive cards."),
                    {{"gpu", line->part.model}, {"chassis", name}});
            } else if (chassis.airflow == ChassisAirflow::Unknown) {
                add("gpu.cooling", Severity::Warning,
                    DLRIG_MESSAGE("compat.gpu.cooling.unknown", "{gpu} is passively cooled and needs air forced "
                                                                "through it; the catalog does not say whether "
                                                                "{chassis} provides it."),
                    {{"gpu", line->part.model}, {"chassis", name}});
            }
        }
    }

    // Every watt the GPUs and CPUs draw ends as heat in the case, and the
    // case's fans must carry it out: its heat figure says how much they can
    // (catalog/sourcing/heat.md). The CPU counts at its sustained package
    // power, as in the power estimate.
    void checkHeat(const ChassisSpec &chassis, const std::string &name)
    {
        if (chassis.heatWatts <= 0)
            return;
        double gpuWatts = 0;
        double cpuWatts = 0;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu))
            gpuWatts += line->quantity * line->part.tdpWatts;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Cpu))
            cpuWatts += line->quantity * cpuPeakWatts(std::get<CpuSpec>(line->part.specs), line->part.tdpWatts);
        if (gpuWatts + cpuWatts <= chassis.heatWatts)
            return;
        add("chassis.heat", Severity::Error,
            DLRIG_MESSAGE("compat.chassis.heat",
                          "The GPUs ({gpus} W) and the CPU ({cpu} W) turn {total} W into heat inside {chassis}, "
                          "whose fans carry out about {capacity} W: choose a chassis built for more heat, or fewer "
                          "or cooler GPUs."),
            {{"gpus", Decimal{gpuWatts, 0}},
             {"cpu", Decimal{cpuWatts, 0}},
             {"total", Decimal{gpuWatts + cpuWatts, 0}},
             {"chassis", name},
             {"capacity", chassis.heatWatts}});
    }

    void checkChassis()
    {
        const auto *chassis = spec<ChassisSpec>(PartCategory::Chassis);
        if (!chassis)
            return;
        const std::string name = part(PartCategory::Chassis)->model;
        if (const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard)) {
            const std::string form = canonicalBoardForm(board->formFactor);
            const auto &fits = chassis->motherboardFormFactors;
            const Millimetres outline = boardOutline(*board);
            const Millimetres limit = largestBoardIn(*chassis);
            if (std::none_of(fits.begin(), fits.end(),
                             [&](const std::string &f) { return canonicalBoardForm(f) == form; })) {
                add("chassis.board", Severity::Error,
                    DLRIG_MESSAGE("compat.chassis.board", "{chassis} does not take {form} boards."),
                    {{"chassis", name}, {"form", board->formFactor}});
            } else if (outline.known() && limit.known() && !fitsWithin(outline, limit)) {
                // Form-factor names stretch ("E-ATX" runs from 272 to 330 mm deep); the outline decides.
                add("chassis.board", Severity::Error,
                    DLRIG_MESSAGE("compat.chassis.board.size",
                                  "{board} is {width} × {depth} mm; {chassis} takes boards up to {maxWidth} × "
                                  "{maxDepth} mm."),
                    {{"board", part(PartCategory::Motherboard)->model},
                     {"width", outline.width},
                     {"depth", outline.depth},
                     {"chassis", name},
                     {"maxWidth", limit.width},
                     {"maxDepth", limit.depth}});
            }
        }
        int slotsNeeded = 0;
        for (const BuildLine *line : m_build.linesOf(PartCategory::Gpu)) {
            const auto &g = std::get<GpuSpec>(line->part.specs);
            slotsNeeded += line->quantity * g.slotWidth;
            if (chassis->maxGpuLengthMm > 0 && g.lengthMm > chassis->maxGpuLengthMm) {
                add("gpu.length", Severity::Error,
                    DLRIG_MESSAGE("compat.gpu.length", "{gpu} is {length} mm long; {chassis} fits {maximum} mm."),
                    {{"gpu", line->part.model},
                     {"length", g.lengthMm},
                     {"chassis", name},
                     {"maximum", chassis->maxGpuLengthMm}});
            }
        }
        checkGpuCooling(*chassis, name);
        checkHeat(*chassis, name);
        const auto *board = spec<MotherboardSpec>(PartCategory::Motherboard);
        const bool placedOnLayout = board && !board->slotLayout.empty(); // checkGpus placed them slot by slot
        if (!placedOnLayout && slotsNeeded > chassis->expansionSlots) {
            add("gpu.width", Severity::Error,
                DLRIG_MESSAGE("compat.gpu.width",
                              "The GPUs cover {needed} expansion-slot positions; {chassis} has {slots}."),
                {{"needed", slotsNeeded}, {"chassis", name}, {"slots", chassis->expansionSlots}});
        }
        if (const auto *psu = spec<PsuSpec>(PartCategory::Psu)) {
            const bool psuIsAtx = psu->formFactor.find("ATX") != std::string::npos;
            const bool psuIsSfx = psu->formFactor.find("SFX") != std::string::npos;
            if (chassis->psuFormFactor.find("SFX") != std::string::npos && psuIsAtx) {
                add("psu.form", Severity::Error,
                    DLRIG_MESSAGE("compat.psu.form.sfx", "{psu} is ATX; {chassis} takes SFX supplies."),
                    {{"psu", part(PartCategory::Psu)->model}, {"chassis", name}});
            } else if (chassis->psuFormFactor.find("ATX") != std::string::npos && !psuIsAtx && !psuIsSfx) {
                add("psu.form", Severity::Warning,
                    DLRIG_MESSAGE("compat.psu.form", "{psu} ({form}) in a chassis for ATX supplies: check the fit."),
                    {{"psu", part(PartCategory::Psu)->model}, {"form", psu->formFactor}});
            }
        }
    }
};

} // namespace

void checkChassisFindings(const ResolvedBuild &build, std::vector<Finding> &findings)
{
    ChassisChecker(build, findings).run();
}

} // namespace dlrig::core
