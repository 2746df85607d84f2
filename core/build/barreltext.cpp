#include "core/build/barrel.h"

namespace dlrig::core {

namespace {

Decimal percent(double value)
{
    return Decimal{value, 0};
}

} // namespace

MessageText unitTerm(const std::string &unit)
{
    if (unit == "tokens/s")
        return DLRIG_MESSAGE("term", "tokens/s");
    if (unit == "samples/s")
        return DLRIG_MESSAGE("term", "samples/s");
    return DLRIG_MESSAGE("term", "units/s");
}

MessageText staveTerm(const std::string &key)
{
    static const std::pair<const char *, MessageText> kStaves[] = {
        {"gpu_compute", DLRIG_MESSAGE("stave", "GPU compute")},
        {"gpu_memory_bandwidth", DLRIG_MESSAGE("stave", "GPU memory bandwidth")},
        {"vram_capacity", DLRIG_MESSAGE("stave", "VRAM capacity")},
        {"gpu_interconnect", DLRIG_MESSAGE("stave", "GPU interconnect")},
        {"pcie_host", DLRIG_MESSAGE("stave", "PCIe to host")},
        {"cpu_dataload", DLRIG_MESSAGE("stave", "CPU data loading")},
        {"ram_capacity", DLRIG_MESSAGE("stave", "RAM capacity")},
        {"ram_bandwidth", DLRIG_MESSAGE("stave", "RAM bandwidth")},
        {"storage_throughput", DLRIG_MESSAGE("stave", "storage throughput")},
        {"storage_capacity", DLRIG_MESSAGE("stave", "storage capacity")},
        {"power", DLRIG_MESSAGE("stave", "power")},
    };
    for (const auto &[stave, term] : kStaves) {
        if (key == stave)
            return term;
    }
    return DLRIG_MESSAGE("stave", "a subsystem");
}

Message whatIfMessage(const Stave *shortest, const Stave *second)
{
    if (!shortest)
        return {};
    static const std::pair<const char *, MessageText> kRemedies[] = {
        {"gpu_compute", DLRIG_MESSAGE("barrel.remedy", "faster or more GPUs")},
        {"gpu_memory_bandwidth",
         DLRIG_MESSAGE("barrel.remedy", "GPUs with more memory bandwidth (HBM), or larger batches")},
        {"vram_capacity", DLRIG_MESSAGE("barrel.remedy", "GPUs with more memory, more GPUs with ZeRO or tensor "
                                                         "parallelism, or a lower precision")},
        {"gpu_interconnect",
         DLRIG_MESSAGE("barrel.remedy", "NVLink/NVSwitch GPUs or faster NICs, or larger batches per step")},
        {"pcie_host", DLRIG_MESSAGE("barrel.remedy", "PCIe 5.0 GPUs and platform, or GPU-side decoding (DALI)")},
        {"cpu_dataload",
         DLRIG_MESSAGE("barrel.remedy", "a CPU with more cores, or GPU-side data decoding (DALI)")},
        {"ram_capacity", DLRIG_MESSAGE("barrel.remedy", "more system RAM")},
        {"ram_bandwidth", DLRIG_MESSAGE("barrel.remedy", "all memory channels populated with faster DIMMs, or a "
                                                         "platform with more channels")},
        {"storage_throughput", DLRIG_MESSAGE("barrel.remedy", "a faster NVMe drive or several striped")},
        {"storage_capacity", DLRIG_MESSAGE("barrel.remedy", "larger or more drives")},
        {"power", DLRIG_MESSAGE("barrel.remedy", "a larger power supply")},
    };
    MessageText remedy = DLRIG_MESSAGE("barrel.remedy", "a faster subsystem");
    for (const auto &[key, text] : kRemedies) {
        if (shortest->key == key)
            remedy = text;
    }
    // The GPUs' own stave runs at 100 % of themselves by definition: no share to tell.
    const bool share = !shortest->isFit && shortest->ratio > 0 && shortest->key != "gpu_compute";
    std::vector<MessageArg> args{
        {"stave", staveTerm(shortest->key)},
        {"share", percent(shortest->ratio * 100)},
        {"remedy", remedy},
        {"then", second ? clause(DLRIG_MESSAGE("barrel.whatif.then", "; then {next} limits it at {nextShare} %"),
                                 {{"next", staveTerm(second->key)}, {"nextShare", percent(second->ratio * 100)}})
                        : clause()}};
    return {share ? DLRIG_MESSAGE("barrel.whatif.share",
                                  "The machine runs at {share} % of what the GPUs could do, limited by {stave}: "
                                  "{remedy} lifts it{then}.")
                  : DLRIG_MESSAGE("barrel.whatif", "The machine is limited by {stave}: {remedy} lifts it{then}."),
            std::move(args)};
}

Message systemRateMessage(const BarrelReport &report)
{
    const double value = report.runs() ? report.systemRate : report.rateOnceFixed;
    const Decimal rate{value, value < 100 ? 1 : 0};
    if (report.runs())
        return {DLRIG_MESSAGE("barrel.rate", "{rate} {unit}"), {{"rate", rate}, {"unit", unitTerm(report.unit)}}};
    return {
        DLRIG_MESSAGE("barrel.rate.blocked", "cannot run as built: {stave} is too small; it would reach {rate} {unit}"),
        {{"stave", staveTerm(report.blockedBy)}, {"rate", rate}, {"unit", unitTerm(report.unit)}}};
}

} // namespace dlrig::core
