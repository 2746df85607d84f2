#include "core/build/power.h"

#include <cmath>

namespace dlrig::core {

namespace {

bool isDesktopSocket(const std::string &socket, const char *const *sockets)
{
    for (const char *const *s = sockets; *s; ++s) {
        if (socket == *s)
            return true;
    }
    return false;
}

} // namespace

double cpuPeakWatts(const CpuSpec &cpu, int tdpWatts)
{
    static constexpr const char *kAmdDesktop[] = {"AM4", "AM5", nullptr};
    static constexpr const char *kIntelDesktop[] = {"LGA1700", "LGA1851", nullptr};
    if (isDesktopSocket(cpu.socket, kAmdDesktop))
        return tdpWatts * 1.35;
    if (isDesktopSocket(cpu.socket, kIntelDesktop))
        return tdpWatts * 253.0 / 125.0;
    return tdpWatts;
}

int psuWattsOn(const PsuSpec &psu, const Circuit &circuit)
{
    return psu.highLineOnly && circuit.volts < kLowLineMaxVolts ? psu.lowLineWatts : psu.continuousWatts;
}

PowerEstimate estimatePower(const ResolvedBuild &build, const Assumptions &a)
{
    PowerEstimate p;
    for (const BuildLine &line : build.lines) {
        const double q = line.quantity;
        const Part &part = line.part;
        switch (part.category()) {
        case PartCategory::Gpu:
            p.gpuWatts += q * part.tdpWatts;
            break;
        case PartCategory::Cpu:
            p.cpuWatts += q * cpuPeakWatts(std::get<CpuSpec>(part.specs), part.tdpWatts);
            break;
        case PartCategory::Memory:
            p.otherWatts += q * std::get<MemoryKitSpec>(part.specs).modules * a.wattsPerDimm;
            break;
        case PartCategory::Storage:
        case PartCategory::Nic:
            p.otherWatts += q * (part.tdpWatts > 0 ? part.tdpWatts : a.wattsPerDrive);
            break;
        case PartCategory::Psu: {
            const auto &psu = std::get<PsuSpec>(part.specs);
            const int given = psuWattsOn(psu, siteCircuit(build.scenario));
            p.psuWatts += q * given;
            p.psuLowLine = p.psuLowLine || given < psu.continuousWatts;
            p.psuUnratedAtSite = p.psuUnratedAtSite || given == 0;
            break;
        }
        case PartCategory::Server:
            // A complete server is rated as a whole: its maximum draw and PSUs.
            p.otherWatts += q * part.tdpWatts;
            p.psuWatts += q * std::get<ServerSpec>(part.specs).psuWatts;
            break;
        case PartCategory::Edge:
            // The whole module (GPU, CPU, memory) in its highest power mode.
            p.gpuWatts += q * part.tdpWatts;
            p.psuWatts += q * part.tdpWatts;
            p.carrierSupplied = true;
            break;
        default:
            break;
        }
    }
    if (!build.firstOf(PartCategory::Server) && !build.firstOf(PartCategory::Edge))
        p.otherWatts += a.platformWatts;
    p.peakWatts = p.gpuWatts + p.cpuWatts + p.otherWatts;
    p.recommendedPsuWatts = std::ceil(p.peakWatts / a.psuMaxLoad / 50.0) * 50.0;
    p.wallWatts = p.peakWatts / a.psuEfficiency;
    p.heatBtuPerHour = p.wallWatts * 3.412;
    const auto check = [&p](const Circuit &c) {
        return CircuitCheck{c, c.continuousWatts(), p.wallWatts <= c.continuousWatts()};
    };
    p.circuits = {check({120, 15}), check({230, 16})};
    p.site = check(siteCircuit(build.scenario));
    p.siteIsDefault = !build.scenario.circuit;
    p.siteBinds = !build.firstOf(PartCategory::Server);
    return p;
}

} // namespace dlrig::core
