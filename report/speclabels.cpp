#include "report/speclabels.h"

#include "core/base/message.h"
#include "core/parts/partsummary.h"
#include "report/messagetext.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <map>

namespace dlrig::report {

namespace {

class SpecLabels {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::SpecLabels)
};

struct Label {
    const char *name;
    const char *unit; // "" for none
};

const std::map<std::string, Label> &labels()
{
    static const std::map<std::string, Label> table{
        {"architecture", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Architecture"), ""}},
        {"vram_gib", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "GPU memory"), "GiB"}},
        {"memory_type", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Memory type"), ""}},
        {"memory_bandwidth_gbps", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Memory bandwidth"), "GB/s"}},
        {"fp32_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FP32"), "TFLOPS"}},
        {"tf32_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "TF32 (dense)"), "TFLOPS"}},
        {"fp16_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FP16 (dense)"), "TFLOPS"}},
        {"bf16_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "BF16 (dense)"), "TFLOPS"}},
        {"fp8_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FP8 (dense)"), "TFLOPS"}},
        {"fp16_acc16_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FP16 with FP16 accumulate"), "TFLOPS"}},
        {"int8_tops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "INT8 (dense)"), "TOPS"}},
        {"int4_tops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "INT4 (dense)"), "TOPS"}},
        {"fp4_tflops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FP4 (dense)"), "TFLOPS"}},
        {"nvlink_gbps", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "NVLink"), "GB/s"}},
        {"pcie_gen", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "PCIe generation"), ""}},
        {"pcie_lanes", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "PCIe lanes"), ""}},
        {"slot_width", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Slots wide"), ""}},
        {"length_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Length"), "mm"}},
        {"power_connectors", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Power connectors"), ""}},
        {"cooler", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Cooler"), ""}},
        {"ecc", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "ECC memory"), ""}},
        {"cores", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Cores"), ""}},
        {"threads", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Threads"), ""}},
        {"base_ghz", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Base clock"), "GHz"}},
        {"boost_ghz", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Boost clock"), "GHz"}},
        {"l3_mib", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "L3 cache"), "MiB"}},
        {"socket", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Socket"), ""}},
        {"sockets", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Sockets"), ""}},
        {"memory_channels", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Memory channels"), ""}},
        {"max_memory_mts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Fastest memory"), "MT/s"}},
        {"max_memory_gib", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Most memory"), "GiB"}},
        {"avx512", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "AVX-512"), ""}},
        {"type", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Type"), ""}},
        {"modules", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Modules"), ""}},
        {"module_gib", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Per module"), "GiB"}},
        {"speed_mts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Speed"), "MT/s"}},
        {"cas_latency", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "CAS latency"), ""}},
        {"registered", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Registered (RDIMM)"), ""}},
        {"interface", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Interface"), ""}},
        {"form_factor", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Form factor"), ""}},
        {"capacity_gb", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Capacity"), "GB"}},
        {"seq_read_mbps", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Sequential read"), "MB/s"}},
        {"seq_write_mbps", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Sequential write"), "MB/s"}},
        {"random_read_kiops", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Random read"), "k IOPS"}},
        {"endurance_tbw", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Endurance"), "TBW"}},
        {"watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Continuous power"), "W"}},
        {"rated_watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Rated power"), "W"}},
        {"efficiency", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Efficiency"), ""}},
        {"connectors_12v2x6", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "16-pin 12V-2x6 cables"), ""}},
        {"connectors_pcie_8pin", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "PCIe 8-pin cables"), ""}},
        {"connectors_eps_12v", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "EPS-12V cables"), ""}},
        {"adapters", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "In the box"), ""}},
        {"chipset", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Chipset"), ""}},
        {"cpu_sockets", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "CPU sockets"), ""}},
        {"memory_slots", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Memory slots"), ""}},
        {"pcie_slots", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "PCIe slots"), ""}},
        {"pcie_layout", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Slot layout"), ""}},
        {"m2_slots", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "M.2 slots"), ""}},
        {"motherboard_form_factors", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Boards it takes"), ""}},
        {"psu_form_factor", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Power supply form"), ""}},
        {"expansion_slots", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Expansion slots"), ""}},
        {"max_gpu_length_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Longest GPU"), "mm"}},
        {"max_cpu_cooler_height_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Tallest CPU cooler"), "mm"}},
        {"airflow", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Airflow"), ""}},
        {"height_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Height"), "mm"}},
        {"radiator_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Radiator"), "mm"}},
        {"max_watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Cools up to"), "W"}},
        {"technology", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Technology"), ""}},
        {"ports", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Ports"), ""}},
        {"gbps_per_port", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Per port"), "Gbit/s"}},
        {"gpu", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "GPU"), ""}},
        {"gpu_count", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "GPUs"), ""}},
        {"cpu", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "CPU"), ""}},
        {"cpu_count", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "CPUs"), ""}},
        {"memory_gib", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Memory"), "GiB"}},
        {"storage_tb", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Storage"), "TB"}},
        {"gpu_interconnect", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "GPU interconnect"), ""}},
        {"network_gbps", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Network"), "Gbit/s"}},
        {"psu_watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Power supplies"), "W"}},
        {"provider", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Provider"), ""}},
        {"region", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Region"), ""}},
        {"vcpus", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "vCPUs"), ""}},
        {"local_storage_gb", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Local storage"), "GB"}},
        {"reserved_per_hour", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Reserved, per hour"), ""}},
        {"min_watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Lowest power"), "W"}},
        {"heat_watts", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Heat it carries out"), "W"}},
        {"heat_basis", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Heat figure's basis"), ""}},
        {"board_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Board size"), "mm"}},
        {"max_board_mm", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "Largest board"), "mm"}},
        {"cpu_cores", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "CPU cores"), ""}},
        {"fma_width_bits", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "FMA width"), "bits"}},
        {"high_line_only", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "200–240 V only"), ""}},
        // The fields of a PCIe slot group or a slot of the layout.
        {"gen", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "PCIe gen"), ""}},
        {"lanes", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "lanes"), ""}},
        {"count", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "slots"), ""}},
        {"physical", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "physical lanes"), ""}},
        {"position", {QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "position"), ""}},
    };
    return table;
}

// The catalog's words for coolers and airflow, translated.
const char *const kWords[] = {
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "open-air"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "blower"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "passive"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "liquid"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "module"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "active"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "desktop"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "server"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "workstation-gpu"),
    QT_TRANSLATE_NOOP("dlrig::report::SpecLabels", "unknown"),
};

QString plain(const nlohmann::json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? SpecLabels::tr("yes") : SpecLabels::tr("no");
    if (value.is_number())
        return QString::fromStdString(core::plainNumber(value.get<double>(), 3));
    if (value.is_string()) {
        const std::string text = value.get<std::string>();
        for (const char *word : kWords) {
            if (text == word)
                return SpecLabels::tr(word);
        }
        if (const std::optional<core::Message> word = core::catalogWordMessage(text))
            return messageText(*word);
        return QString::fromStdString(text);
    }
    if (value.is_array()) {
        QStringList items;
        for (const auto &item : value)
            items << plain(item);
        return items.join(QStringLiteral(", "));
    }
    if (value.is_object()) { // a slot, a PCIe slot group: its fields
        QStringList fields;
        for (const auto &[key, field] : value.items())
            fields << specLabel(key) + QStringLiteral(" ") + plain(field);
        return fields.join(QStringLiteral(" · "));
    }
    return QString();
}

} // namespace

QString specLabel(const std::string &key, const std::string &vendor)
{
    // AMD's Instinct cards link by Infinity Fabric; the catalog keeps one field for both links.
    if (key == "nvlink_gbps" && vendor == "AMD")
        return SpecLabels::tr("Infinity Fabric");
    const auto it = labels().find(key);
    return it == labels().end() ? QString::fromStdString(key) : SpecLabels::tr(it->second.name);
}

QString specValue(const std::string &key, const nlohmann::json &value)
{
    const auto it = labels().find(key);
    const bool hasUnit = it != labels().end() && *it->second.unit;
    // Sizes given as numbers in a row (a board's 305 × 330 mm) read as dimensions.
    const bool dimensions = value.is_array() && !value.empty() &&
                            std::all_of(value.begin(), value.end(), [](const auto &v) { return v.is_number(); });
    if (hasUnit && dimensions) {
        QStringList sides;
        for (const auto &side : value)
            sides << plain(side);
        return sides.join(QStringLiteral(" × ")) + QLatin1Char(' ') + QString::fromLatin1(it->second.unit);
    }
    const QString text = plain(value);
    if (!hasUnit || !value.is_number())
        return text;
    return text + QLatin1Char(' ') + QString::fromLatin1(it->second.unit);
}

} // namespace dlrig::report
