#include "core/parts/parts.h"

#include <array>
#include <utility>

namespace dlrig::core {

namespace {

constexpr std::array<std::pair<PartCategory, std::string_view>, 12> kCategoryNames{{
    {PartCategory::Gpu, "gpu"},
    {PartCategory::Cpu, "cpu"},
    {PartCategory::Memory, "memory"},
    {PartCategory::Storage, "storage"},
    {PartCategory::Psu, "psu"},
    {PartCategory::Motherboard, "motherboard"},
    {PartCategory::Chassis, "chassis"},
    {PartCategory::Cooling, "cooling"},
    {PartCategory::Nic, "nic"},
    {PartCategory::Server, "server"},
    {PartCategory::Cloud, "cloud"},
    {PartCategory::Edge, "edge"},
}};

} // namespace

std::string_view toString(PartCategory category)
{
    for (const auto &[value, name] : kCategoryNames) {
        if (value == category)
            return name;
    }
    return "unknown";
}

MessageText categoryTerm(PartCategory category)
{
    using C = PartCategory;
    switch (category) {
    case C::Gpu: return DLRIG_MESSAGE("term", "GPU");
    case C::Cpu: return DLRIG_MESSAGE("term", "CPU");
    case C::Memory: return DLRIG_MESSAGE("term", "memory");
    case C::Storage: return DLRIG_MESSAGE("term", "storage");
    case C::Psu: return DLRIG_MESSAGE("term", "power supply");
    case C::Motherboard: return DLRIG_MESSAGE("term", "motherboard");
    case C::Chassis: return DLRIG_MESSAGE("term", "chassis");
    case C::Cooling: return DLRIG_MESSAGE("term", "CPU cooler");
    case C::Nic: return DLRIG_MESSAGE("term", "network card");
    case C::Server: return DLRIG_MESSAGE("term", "server");
    case C::Cloud: return DLRIG_MESSAGE("term", "cloud instance");
    case C::Edge: return DLRIG_MESSAGE("term", "edge device");
    }
    return DLRIG_MESSAGE("term", "part");
}

std::optional<PartCategory> partCategoryFromString(std::string_view name)
{
    for (const auto &[value, text] : kCategoryNames) {
        if (text == name)
            return value;
    }
    return std::nullopt;
}

const std::vector<PartCategory> &allPartCategories()
{
    static const std::vector<PartCategory> all = [] {
        std::vector<PartCategory> list;
        for (const auto &entry : kCategoryNames)
            list.push_back(entry.first);
        return list;
    }();
    return all;
}

std::string_view toString(PriceKind kind)
{
    switch (kind) {
    case PriceKind::Msrp:
        return "msrp";
    case PriceKind::Street:
        return "street";
    case PriceKind::Quote:
        return "quote";
    case PriceKind::Used:
        return "used";
    case PriceKind::Estimate:
        return "estimate";
    }
    return "street";
}

std::optional<PriceKind> priceKindFromString(std::string_view name)
{
    for (PriceKind kind :
         {PriceKind::Msrp, PriceKind::Street, PriceKind::Quote, PriceKind::Used, PriceKind::Estimate}) {
        if (toString(kind) == name)
            return kind;
    }
    return std::nullopt;
}

bool isNewPartPrice(PriceKind kind)
{
    return kind == PriceKind::Msrp || kind == PriceKind::Street || kind == PriceKind::Quote;
}

bool isPriceCondition(std::string_view condition)
{
    return condition == "used" || condition == "refurbished" || condition == "open-box";
}

PartCategory categoryOf(const PartSpecs &specs)
{
    // The variant's alternatives are listed in PartCategory's order.
    static_assert(std::variant_size_v<PartSpecs> == kCategoryNames.size());
    return kCategoryNames[specs.index()].first;
}

namespace {

constexpr std::pair<GpuCooler, std::string_view> kCoolers[] = {
    {GpuCooler::Unknown, "unknown"},
    {GpuCooler::Passive, "passive"},
    {GpuCooler::Blower, "blower"},
    {GpuCooler::OpenAir, "open-air"},
    {GpuCooler::FlowThrough, "flow-through"},
    {GpuCooler::Active, "active"},
    {GpuCooler::Liquid, "liquid"},
    {GpuCooler::Module, "module"},
};
constexpr std::pair<ChassisAirflow, std::string_view> kAirflows[] = {
    {ChassisAirflow::Unknown, "unknown"},
    {ChassisAirflow::Desktop, "desktop"},
    {ChassisAirflow::WorkstationGpu, "workstation-gpu"},
    {ChassisAirflow::Server, "server"},
};

} // namespace

std::string_view toString(GpuCooler cooler)
{
    for (const auto &[value, name] : kCoolers)
        if (value == cooler)
            return name;
    return "unknown";
}

bool needsFreeSlotBelow(GpuCooler cooler)
{
    return cooler == GpuCooler::OpenAir || cooler == GpuCooler::FlowThrough;
}

std::optional<GpuCooler> gpuCoolerFromString(std::string_view text)
{
    for (const auto &[value, name] : kCoolers)
        if (name == text)
            return value;
    return std::nullopt;
}

std::string_view toString(ChassisAirflow airflow)
{
    for (const auto &[value, name] : kAirflows)
        if (value == airflow)
            return name;
    return "unknown";
}

std::optional<ChassisAirflow> chassisAirflowFromString(std::string_view text)
{
    for (const auto &[value, name] : kAirflows)
        if (name == text)
            return value;
    return std::nullopt;
}

bool isRecommendable(const Part &part, bool includeUsedPrices)
{
    if (!part.price)
        return false;
    if (!isNewPartPrice(part.price->kind))
        return includeUsedPrices;
    return part.discontinued.empty();
}

} // namespace dlrig::core
