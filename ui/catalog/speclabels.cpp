#include "ui/catalog/speclabels.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

#include <map>

namespace dlrig::ui {

namespace {

class SpecLabels {
    Q_DECLARE_TR_FUNCTIONS(dlrig::ui::SpecLabels)
};

struct Label {
    const char *name;
    const char *unit; // "" for none
};

#define LABEL(text) QT_TRANSLATE_NOOP("dlrig::ui::SpecLabels", text)

const std::map<std::string, Label> &labels()
{
    static const std::map<std::string, Label> table{
        {"architecture", {LABEL("Architecture"), ""}},
        {"vram_gib", {LABEL("GPU memory"), "GiB"}},
        {"memory_type", {LABEL("Memory type"), ""}},
        {"memory_bandwidth_gbps", {LABEL("Memory bandwidth"), "GB/s"}},
        {"fp32_tflops", {LABEL("FP32"), "TFLOPS"}},
        {"tf32_tflops", {LABEL("TF32 (dense)"), "TFLOPS"}},
        {"fp16_tflops", {LABEL("FP16 (dense)"), "TFLOPS"}},
        {"bf16_tflops", {LABEL("BF16 (dense)"), "TFLOPS"}},
        {"fp8_tflops", {LABEL("FP8 (dense)"), "TFLOPS"}},
        {"fp16_acc16_tflops", {LABEL("FP16 with FP16 accumulate"), "TFLOPS"}},
        {"int8_tops", {LABEL("INT8 (dense)"), "TOPS"}},
        {"int4_tops", {LABEL("INT4 (dense)"), "TOPS"}},
        {"nvlink_gbps", {LABEL("NVLink"), "GB/s"}},
        {"pcie_gen", {LABEL("PCIe generation"), ""}},
        {"pcie_lanes", {LABEL("PCIe lanes"), ""}},
        {"slot_width", {LABEL("Slots wide"), ""}},
        {"length_mm", {LABEL("Length"), "mm"}},
        {"power_connectors", {LABEL("Power connectors"), ""}},
        {"cooler", {LABEL("Cooler"), ""}},
        {"ecc", {LABEL("ECC memory"), ""}},
        {"cores", {LABEL("Cores"), ""}},
        {"threads", {LABEL("Threads"), ""}},
        {"base_ghz", {LABEL("Base clock"), "GHz"}},
        {"boost_ghz", {LABEL("Boost clock"), "GHz"}},
        {"l3_mib", {LABEL("L3 cache"), "MiB"}},
        {"socket", {LABEL("Socket"), ""}},
        {"sockets", {LABEL("Sockets"), ""}},
        {"memory_channels", {LABEL("Memory channels"), ""}},
        {"max_memory_mts", {LABEL("Fastest memory"), "MT/s"}},
        {"max_memory_gib", {LABEL("Most memory"), "GiB"}},
        {"avx512", {LABEL("AVX-512"), ""}},
        {"type", {LABEL("Type"), ""}},
        {"modules", {LABEL("Modules"), ""}},
        {"module_gib", {LABEL("Per module"), "GiB"}},
        {"speed_mts", {LABEL("Speed"), "MT/s"}},
        {"cas_latency", {LABEL("CAS latency"), ""}},
        {"registered", {LABEL("Registered (RDIMM)"), ""}},
        {"interface", {LABEL("Interface"), ""}},
        {"form_factor", {LABEL("Form factor"), ""}},
        {"capacity_gb", {LABEL("Capacity"), "GB"}},
        {"seq_read_mbps", {LABEL("Sequential read"), "MB/s"}},
        {"seq_write_mbps", {LABEL("Sequential write"), "MB/s"}},
        {"random_read_kiops", {LABEL("Random read"), "k IOPS"}},
        {"endurance_tbw", {LABEL("Endurance"), "TBW"}},
        {"watts", {LABEL("Continuous power"), "W"}},
        {"rated_watts", {LABEL("Rated power"), "W"}},
        {"efficiency", {LABEL("Efficiency"), ""}},
        {"connectors_12v2x6", {LABEL("16-pin 12V-2x6 cables"), ""}},
        {"connectors_pcie_8pin", {LABEL("PCIe 8-pin cables"), ""}},
        {"connectors_eps_12v", {LABEL("EPS-12V cables"), ""}},
        {"adapters", {LABEL("In the box"), ""}},
        {"chipset", {LABEL("Chipset"), ""}},
        {"cpu_sockets", {LABEL("CPU sockets"), ""}},
        {"memory_slots", {LABEL("Memory slots"), ""}},
        {"pcie_slots", {LABEL("PCIe slots"), ""}},
        {"pcie_layout", {LABEL("Slot layout"), ""}},
        {"m2_slots", {LABEL("M.2 slots"), ""}},
        {"motherboard_form_factors", {LABEL("Boards it takes"), ""}},
        {"psu_form_factor", {LABEL("Power supply form"), ""}},
        {"expansion_slots", {LABEL("Expansion slots"), ""}},
        {"max_gpu_length_mm", {LABEL("Longest GPU"), "mm"}},
        {"max_cpu_cooler_height_mm", {LABEL("Tallest CPU cooler"), "mm"}},
        {"airflow", {LABEL("Airflow"), ""}},
        {"height_mm", {LABEL("Height"), "mm"}},
        {"radiator_mm", {LABEL("Radiator"), "mm"}},
        {"max_watts", {LABEL("Cools up to"), "W"}},
        {"technology", {LABEL("Technology"), ""}},
        {"ports", {LABEL("Ports"), ""}},
        {"gbps_per_port", {LABEL("Per port"), "Gbit/s"}},
        {"gpu", {LABEL("GPU"), ""}},
        {"gpu_count", {LABEL("GPUs"), ""}},
        {"cpu", {LABEL("CPU"), ""}},
        {"cpu_count", {LABEL("CPUs"), ""}},
        {"memory_gib", {LABEL("Memory"), "GiB"}},
        {"storage_tb", {LABEL("Storage"), "TB"}},
        {"gpu_interconnect", {LABEL("GPU interconnect"), ""}},
        {"network_gbps", {LABEL("Network"), "Gbit/s"}},
        {"psu_watts", {LABEL("Power supplies"), "W"}},
        {"provider", {LABEL("Provider"), ""}},
        {"region", {LABEL("Region"), ""}},
        {"vcpus", {LABEL("vCPUs"), ""}},
        {"local_storage_gb", {LABEL("Local storage"), "GB"}},
        {"reserved_per_hour", {LABEL("Reserved, per hour"), ""}},
        {"min_watts", {LABEL("Lowest power"), "W"}},
        // The fields of a PCIe slot group or a slot of the layout.
        {"gen", {LABEL("PCIe gen"), ""}},
        {"lanes", {LABEL("lanes"), ""}},
        {"count", {LABEL("slots"), ""}},
        {"physical", {LABEL("physical lanes"), ""}},
        {"position", {LABEL("position"), ""}},
    };
    return table;
}

// The catalog's words for coolers and airflow, translated.
const char *const kWords[] = {
    LABEL("open-air"), LABEL("blower"),  LABEL("passive"),         LABEL("liquid"), LABEL("module"),
    LABEL("desktop"),  LABEL("server"),  LABEL("workstation-gpu"), LABEL("unknown"),
};

QLocale numberLocale()
{
    const QLocale locale;
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
}

QString number(double value)
{
    // Whole numbers as such, others with up to three significant decimals: no e-notation.
    const bool whole = value == static_cast<double>(static_cast<long long>(value));
    QString text = numberLocale().toString(value, 'f', whole ? 0 : 3);
    if (!whole) {
        const QChar point = numberLocale().decimalPoint().front();
        while (text.endsWith('0'))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    return text;
}

QString plain(const nlohmann::json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? SpecLabels::tr("yes") : SpecLabels::tr("no");
    if (value.is_number())
        return number(value.get<double>());
    if (value.is_string()) {
        const std::string text = value.get<std::string>();
        for (const char *word : kWords) {
            if (text == word)
                return SpecLabels::tr(word);
        }
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

QString specLabel(const std::string &key)
{
    const auto it = labels().find(key);
    return it == labels().end() ? QString::fromStdString(key) : SpecLabels::tr(it->second.name);
}

QString specValue(const std::string &key, const nlohmann::json &value)
{
    const auto it = labels().find(key);
    const QString text = plain(value);
    if (it == labels().end() || !*it->second.unit || !value.is_number())
        return text;
    return text + QLatin1Char(' ') + QString::fromLatin1(it->second.unit);
}

} // namespace dlrig::ui
