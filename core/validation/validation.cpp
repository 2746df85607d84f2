#include "core/validation/validation.h"

#include "core/build/barrel.h"
#include "core/estimate/assumptions.h"
#include "core/validation/benchphrases.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dlrig::core {

std::string_view toString(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Pass:
        return "PASS";
    case Verdict::Warn:
        return "WARN";
    case Verdict::Fail:
        return "FAIL";
    case Verdict::Skipped:
        return "SKIPPED";
    case Verdict::Error:
        return "ERROR";
    }
    return "ERROR";
}

const std::vector<Threshold> &defaultThresholds()
{
    // DCGM's diagnostic fails a GPU below 0.75 × what a healthy card of the
    // model reaches (NVIDIA DCGM diagnostics, memory bandwidth and targeted
    // stress plugins); dlrig's WARN bar is that rule applied to the low end of
    // the healthy range, its PASS bar the low end itself.
    static const std::vector<Threshold> table{
        // The GPU bars sit just under the lowest healthy fraction published
        // for the cards dlrig's catalog lists (measured ÷ datasheet, dense);
        // WARN is DCGM's 0.75 × that. Sources, each a measured run:
        // Azure/AI-benchmarking-guide@8fd0c6e Azure_Results/ND_*_results.md
        // (BabelStream, cuBLASLt at 4096 and 8192); zzc0721/torch-performance-
        // test-data@9d82827 database.md (torch.mm, best square size);
        // chsasank/device-benchmarks@7ccc883 README.md; binbinsh/gpu-bench@
        // d8bca5d results/4090.json; stas00/ml-engineering@744d01e (mamf-finder,
        // nvbandwidth); NVIDIA/nvbandwidth issue 15.
        {"device_copy", 0.75, 0.59, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "Healthy device copies reach 79–91 % of the memory spec: BabelStream copy A100 SXM 79 %, H100 SXM 87 %, "
             "H200 84 % (Azure benchmarking guide); RTX 3090 89 %, RTX 4090 90 %, H100 PCIe 82 % (device-benchmarks). "
             "PASS from 75 %, FAIL below 0.75 × 79 %.")},
        {"device_triad", 0.75, 0.59, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "As device_copy: BabelStream triad reaches the same share (A100 SXM 83 %, H100 SXM 89 %, H200 86 %).")},
        {"fp32_fma", 0.85, 0.64, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "A dependent-FMA kernel that fills every SM reaches 85–95 % of the FP32 peak; FAIL below 0.75 × 85 %.")},
        {"gemm_fp32", 0.48, 0.36, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "cuBLAS SGEMM (no tensor cores) reaches 98 % of the FP32 peak on A100 SXM, 77 % on H100 SXM and H200, 70 "
             "% "
             "on RTX 3090 and 51 % on L40S, whose doubled Ada FP32 peak no SGEMM reaches (torch.mm, "
             "torch-performance-test-data). PASS from 48 %; a card far below its own healthy share shows it in "
             "fp32_fma."),
         0.77},
        {"gemm_tf32", 0.60, 0.45, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "cuBLAS TF32 GEMM reaches 64 % of the dense peak on H100 PCIe, 69 % on A100 PCIe, 75–81 % on H100 SXM "
             "(torch-performance-test-data); PASS from 60 %.")},
        {"gemm_fp16", 0.62, 0.47, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "cuBLAS FP16 GEMM at n = 8192 reaches 81 % of the dense peak on A100 SXM, 74–77 % on H100 SXM and H200, "
             "73 % on L40S (Azure, torch-performance-test-data); GeForce cards pass 100 % of the FP32-accumulate "
             "figure at boost clocks. The lowest healthy BF16/FP16 share is H100 PCIe's 66 % (power-limited); PASS "
             "from 62 %, FAIL below 0.75 × 62 %."),
         0.77},
        {"gemm_bf16", 0.62, 0.47, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "As gemm_fp16: BF16 runs on the same tensor cores (A100 SXM 85 %, H100 SXM 80 %, H200 80 %, L40S 74 %, "
             "H100 PCIe 66 %)."),
         0.77},
        {"gemm_fp8", 0.60, 0.45, false,
         DLRIG_MESSAGE("threshold.evidence", "cuBLASLt FP8 at n = 8192 reaches 65 % of the dense FP8 peak on H100 SXM "
                                             "and 66 % on H200 (Azure), 71–73 % "
                                             "at the best shape (mamf-finder); PASS from 60 %.")},
        {"h2d_pinned", 0.72, 0.54, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "Pinned host-to-device copies reach 76–84 % of PCIe 4.0 x16 on RTX 4090 nodes (nvbandwidth issue 15) and "
             "81–88 % of PCIe 5.0 x16 on H100 and H200 (Azure, ml-engineering); PASS from 72 %, FAIL below 0.75 × 72 % "
             "(DCGM PCIe plugin rule). A GPU on the far socket's memory reads low: the probe pins its buffers on the "
             "GPU's own NUMA node where it can.")},
        {"d2h_pinned", 0.72, 0.54, false,
         DLRIG_MESSAGE("threshold.evidence", "As h2d_pinned, device to host (RTX 4090 83–86 %, H200 87 %).")},
        {"p2p_bandwidth", 0.70, 0.50, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "Device-to-device copies between two GPUs reach 83 % of NVLink per direction on H100 SXM, 88 % on H200, "
             "88–92 % on A100 (p2pBandwidthLatencyTest, nvbandwidth; ml-engineering, NCCL issue 1264), each pair "
             "against the link NVML reports for it, NVLink or PCIe. Each ordered pair is judged; a pair the platform "
             "cannot connect directly is waived (SKIPPED), and its copies through host memory are shown beside it.")},
        {"allreduce_busbw", 0.70, 0.50, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "nccl-tests' bus bandwidth (algbw × 2(n−1)/n) is meant to compare with the link's per-direction bandwidth "
             "(nccl-tests, PERFORMANCE.md). A healthy 8× H100 SXM node reached 479.7 GB/s at 8 GiB, 107 % of NVLink's "
             "450 GB/s per direction with NVLink SHARP (AI @ Georgia Tech / Voltage Park cluster benchmark, NCCL "
             "2.24.3). The PASS bar of 70 % is dlrig's choice: the ring efficiency its barrel assumes "
             "(allreduce-efficiency 0.7); FAIL below half.")},
        {"stream_copy", 0.60, 0.45, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "STREAM copy/scale/add/triad with one thread per core reach roughly 60–85 % of channels × MT/s × 8 B on "
             "desktop and server parts (McCalpin's STREAM results); WARN below, FAIL below 0.75 × 60 %.")},
        {"stream_scale", 0.60, 0.45, false, DLRIG_MESSAGE("threshold.evidence", "As stream_copy.")},
        {"stream_add", 0.60, 0.45, false, DLRIG_MESSAGE("threshold.evidence", "As stream_copy.")},
        {"stream_triad", 0.60, 0.45, false, DLRIG_MESSAGE("threshold.evidence", "As stream_copy.")},
        {"sgemm", 0.50, 0.30, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "OpenBLAS SGEMM/DGEMM on all cores reach roughly 60–90 % of the vector FMA peak at base clock; the peak "
             "assumes two FMA units of the widest vector, so a lower bar keeps CPUs with one unit from failing.")},
        {"dgemm", 0.50, 0.30, false, DLRIG_MESSAGE("threshold.evidence", "As sgemm.")},
        {"seq_read", 0.80, 0.50, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "Sequential 1 MiB reads with several requests in flight reach the datasheet figure within about 10–20 % "
             "(fio on the same drive); FAIL below half.")},
        {"seq_write", 0.70, 0.40, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "Sequential writes fall below the datasheet once the drive's SLC cache fills; WARN below 70 %.")},
        {"inventory_gpu_count", 1, 1, true,
         DLRIG_MESSAGE("threshold.evidence", "The machine has the GPUs the build says.")},
        {"inventory_gpu_memory", 0.95, 0.90, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "The CUDA runtime reports the memory left after the driver's reservations: a few per cent under the "
             "nominal size.")},
        {"inventory_gpu_model", 1, 1, true,
         DLRIG_MESSAGE("threshold.evidence", "The GPUs are the model the build says (by name, as CUDA reports it).")},
        {"inventory_cpu_model", 1, 1, true,
         DLRIG_MESSAGE("threshold.evidence",
                       "The CPU is the model the build says (by name, as /proc/cpuinfo reports it).")},
        {"inventory_pcie_gen", 1, 1, true,
         DLRIG_MESSAGE("threshold.evidence", "Each GPU's link trained at the generation the GPU and board support.")},
        {"inventory_pcie_width", 1, 1, true,
         DLRIG_MESSAGE("threshold.evidence", "Each GPU's link trained at its full width (x16).")},
        {"burn_in", 0.65, 0.49, false,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "The burn-in's SGEMM, sustained with every GPU of the node loaded at once: the bar of gemm_fp32 against "
             "the FP32 peak, so a card that slows under the node's heat shows it.")},
        {"burn_in_health", 1, 1, true,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "No problem during the burn-in: at most 85 °C, no new uncorrected ECC error, no memory row remap pending "
             "(NVML), as DCGM's diagnostic checks after its stress tests.")},
        {"burn_in_hw_slowdown", 1, 1, true,
         DLRIG_MESSAGE(
             "threshold.evidence",
             "No hardware slowdown (thermal or power brake, NVML clock-event reasons 0x8, 0x40, 0x80) during the "
             "burn-in: DCGM's diagnostic fails a GPU that throttles under its stress tests.")},
    };
    return table;
}

const Threshold *findThreshold(const std::vector<Threshold> &table, const std::string &metric)
{
    for (const Threshold &t : table) {
        if (t.metric == metric)
            return &t;
    }
    return nullptr;
}

void judge(Measurement &m, const std::vector<Threshold> &table)
{
    m.ratio.reset();
    if (!m.error.empty()) {
        m.verdict = Verdict::Error;
        return;
    }
    if (!m.skipped.empty() || !m.median) {
        m.verdict = Verdict::Skipped;
        if (m.skipped.empty())
            m.skipped = bench::english(bench::kNoMeasurement);
        return;
    }
    const Threshold *bar = findThreshold(table, m.metric);
    if (!m.spec || (*m.spec <= 0 && !(bar && bar->exact)) || !bar) {
        m.verdict = Verdict::Skipped;
        if (!m.specBasis.empty())
            m.skipped = bench::english(bench::kNotCompared, {{"basis", m.specBasis}});
        else
            m.skipped = !bar ? bench::english(bench::kNoThreshold, {{"metric", m.metric}})
                             : bench::english(bench::kNoComparableSpec);
        return;
    }
    m.ratio = *m.spec != 0 ? std::optional<double>(*m.median / *m.spec) : std::nullopt;
    if (bar->exact)
        m.verdict = std::abs(*m.median - *m.spec) < 1e-9 ? Verdict::Pass : Verdict::Fail;
    else
        m.verdict = *m.ratio >= bar->pass ? Verdict::Pass : *m.ratio >= bar->warn ? Verdict::Warn : Verdict::Fail;
}

std::string overallVerdict(const std::vector<Measurement> &measurements, bool cancelled)
{
    bool compared = false, warned = false, errored = false;
    for (const Measurement &m : measurements) {
        if (m.verdict == Verdict::Fail)
            return "FAIL";
        errored = errored || m.verdict == Verdict::Error;
        warned = warned || m.verdict == Verdict::Warn;
        compared = compared || m.verdict == Verdict::Pass || m.verdict == Verdict::Warn;
    }
    if (cancelled)
        return "CANCELLED";
    if (errored)
        return "ERROR";
    if (!compared)
        return "NOT CHECKED";
    return warned ? "PASS WITH WARNINGS" : "PASS";
}

bool runFailed(const std::vector<Measurement> &measurements)
{
    for (const Measurement &m : measurements) {
        if (m.verdict == Verdict::Fail || m.verdict == Verdict::Error)
            return true;
    }
    return false;
}

namespace {

std::string text(const char *pattern, double a, double b = 0, double c = 0, double d = 0)
{
    char buffer[200];
    std::snprintf(buffer, sizeof buffer, pattern, a, b, c, d);
    return buffer;
}

void gpuSpec(Measurement &m, const ResolvedBuild &machine, const NodeView &node)
{
    if (!node.gpuPart)
        return;
    const auto &g = std::get<GpuSpec>(node.gpuPart->specs);
    m.partId = node.gpuPart->id;
    const auto set = [&](double value, const std::string &basis) {
        if (value > 0) {
            m.spec = value;
            m.specBasis = basis;
        }
    };
    const std::string &k = m.metric;
    if (k == "device_copy" || k == "device_triad")
        set(g.memoryBandwidthGBps, "memory bandwidth on the spec sheet");
    else if (k == "fp32_fma" || k == "gemm_fp32" || k == "burn_in")
        set(g.dense.fp32Tflops, "FP32 peak");
    else if (k == "gemm_tf32")
        set(g.dense.tf32Tflops, "dense TF32 tensor peak");
    else if (k == "gemm_fp16")
        set(g.dense.fp16Tflops, "dense FP16 tensor peak (FP32 accumulate for GeForce)");
    else if (k == "gemm_bf16")
        set(g.dense.bf16Tflops, "dense BF16 tensor peak");
    else if (k == "gemm_fp8")
        set(g.dense.fp8Tflops, "dense FP8 tensor peak");
    else if (k == "h2d_pinned" || k == "d2h_pinned") {
        const int generation = node.pcieGeneration > 0 ? node.pcieGeneration : g.pcieGeneration;
        set(pcieGBpsPerLane(generation) * g.pcieLanes,
            text("PCIe %.0f.0 x%.0f after encoding, per direction", generation, g.pcieLanes));
    } else if (k == "p2p_bandwidth" || k == "allreduce_busbw") {
        // The link between two GPUs, per direction: NVLink where the cards
        // have it, else their PCIe link; a ring all-reduce's bus bandwidth is
        // bounded by the same link (nccl-tests).
        // Each pair is judged against the link it has (NVML's P2P status):
        // an unbridged pair of NVLink-capable cards, or PCIe pairs on a board
        // whose other GPUs are bridged, crosses PCIe.
        const int generation = node.pcieGeneration > 0 ? node.pcieGeneration : g.pcieGeneration;
        if (g.nvlinkGBps > 0 && m.link != "pcie")
            set(g.nvlinkGBps / 2, "NVLink, per direction (half the bidirectional figure)");
        else
            set(pcieGBpsPerLane(generation) * g.pcieLanes,
                text("PCIe %.0f.0 x%.0f after encoding, per direction", generation, g.pcieLanes));
    } else if (k == "p2p_host_bandwidth") {
        m.specBasis = "copies through host memory (P2P off), shown beside the P2P figure";
    } else if (k == "inventory_gpu_count")
        set(machine.totalGpus() > 0 ? node.gpusPerNode : 0, "GPUs in the build (one machine)");
    else if (k == "inventory_gpu_memory")
        set(static_cast<double>(g.vram.count) / static_cast<double>(kGiB), "nominal GPU memory in GiB");
    else if (k == "inventory_pcie_gen")
        set(node.pcieGeneration > 0 ? node.pcieGeneration : g.pcieGeneration,
            "PCIe generation of GPU and platform, the lower");
    else if (k == "inventory_pcie_width")
        set(g.pcieLanes, "the GPU's PCIe lanes");
}

void hostSpec(Measurement &m, const NodeView &node)
{
    const std::string &k = m.metric;
    if (k.rfind("stream_", 0) == 0 && node.ramBandwidthGBps > 0) {
        m.spec = node.ramBandwidthGBps;
        m.specBasis = text("%.0f channels × %.0f MT/s × 8 B", node.channelsPopulated, node.ramSpeedMTs);
        if (node.cpuPart)
            m.partId = node.cpuPart->id;
    } else if ((k == "sgemm" || k == "dgemm") && node.cpuPart) {
        const auto &c = std::get<CpuSpec>(node.cpuPart->specs);
        // FLOPs per cycle and core: two FMA units × vector lanes × 2 operations.
        // The units' width is the part's fma_width_bits where the catalog has
        // it (desktop Zen 5: 512); otherwise Intel's AVX-512 cores count 512
        // bits and AMD 256, since Zen 4 runs AVX-512 on 256-bit units in two
        // halves (a Zen 5 part without the field then reads up to 2× high).
        const int width = c.fmaWidthBits > 0 ? c.fmaWidthBits : c.avx512 && node.cpuPart->vendor != "AMD" ? 512 : 256;
        const double lanes = width / 32.0 * (k == "dgemm" ? 0.5 : 1.0);
        const double perCycle = 2 * lanes * 2;
        m.spec = node.cpus * c.cores * c.baseGHz * perCycle;
        m.partId = node.cpuPart->id;
        m.specBasis =
            text("%.0f CPU × %.0f cores × %.2f GHz base × %.0f FLOP/cycle", node.cpus, c.cores, c.baseGHz, perCycle);
    } else if ((k == "seq_read" || k == "seq_write") && node.storageReadMBps > 0) {
        m.specBasis = "the fastest drive's datasheet";
    }
}

} // namespace

void attachSpec(Measurement &m, const ResolvedBuild &machine)
{
    if (m.spec)
        return; // the probe knew what to expect (a model check, no slowdown under load)
    const NodeView node = viewNode(machine);
    if (m.key.rfind("gpu", 0) == 0 || m.metric.rfind("inventory_", 0) == 0) {
        gpuSpec(m, machine, node);
        return;
    }
    hostSpec(m, node);
    if (m.metric == "seq_read" || m.metric == "seq_write") {
        for (const BuildLine &line : machine.lines) {
            if (const auto *s = std::get_if<StorageSpec>(&line.part.specs)) {
                const double figure = m.metric == "seq_read" ? s->sequentialReadMBps : s->sequentialWriteMBps;
                if (figure > 0 && (!m.spec || figure > *m.spec)) {
                    m.spec = figure;
                    m.partId = line.part.id;
                    m.specBasis =
                        "the drive's datasheet sequential " + std::string(m.metric == "seq_read" ? "read" : "write");
                }
            }
        }
    }
}

nlohmann::json toJson(const Measurement &m)
{
    const auto number = [](const std::optional<double> &v) { return v ? nlohmann::json(*v) : nlohmann::json(); };
    nlohmann::json json{{"key", m.key},
                        {"metric", m.metric},
                        {"value", number(m.median)},
                        {"unit", m.unit},
                        {"median", number(m.median)},
                        {"min", number(m.min)},
                        {"max", number(m.max)},
                        {"spec", number(m.spec)},
                        {"ratio", number(m.ratio)},
                        {"verdict", std::string(toString(m.verdict))}};
    if (!m.partId.empty())
        json["part"] = m.partId;
    if (!m.specBasis.empty())
        json["spec_basis"] = m.specBasis;
    if (!m.skipped.empty())
        json["skipped"] = m.skipped;
    if (!m.error.empty())
        json["error"] = m.error;
    if (!m.link.empty())
        json["link"] = m.link;
    if (!m.detail.empty())
        json["detail"] = m.detail;
    return json;
}

Assumptions measuredAssumptions(const Assumptions &base, const std::vector<Measurement> &run,
                                const std::vector<Threshold> &thresholds, std::vector<Message> *notes)
{
    Assumptions measured = base;
    const auto share = [&](const std::string &metric) -> std::optional<double> {
        for (const Measurement &m : run) {
            // The first GPU, or the host: one figure per metric.
            if (m.metric == metric && m.ratio && m.verdict != Verdict::Error && m.verdict != Verdict::Skipped)
                return *m.ratio;
        }
        return std::nullopt;
    };
    const auto replace = [&](double &field, const char *name, const std::string &metric) {
        if (const auto r = share(metric)) {
            field = std::clamp(*r, 0.01, 1.5);
            if (notes)
                notes->push_back({DLRIG_MESSAGE("bench.measured_setting", "{setting} = {value} (measured {metric})"),
                                  {{"setting", std::string(name)}, {"value", Decimal{field, 3}}, {"metric", metric}}});
        }
    };
    replace(measured.memoryBandwidthEfficiency, "bandwidth-efficiency", "device_copy");
    replace(measured.ramBandwidthEfficiency, "ram-bandwidth-efficiency", "stream_triad");
    replace(measured.storageReadEfficiency, "storage-read-efficiency", "seq_read");
    replace(measured.pcieEfficiency, "pcie-efficiency", "h2d_pinned");
    replace(measured.allReduceEfficiency, "allreduce-efficiency", "allreduce_busbw");
    for (const char *metric : {"gemm_bf16", "gemm_fp16", "gemm_fp32"}) {
        const auto r = share(metric);
        const Threshold *bar = findThreshold(thresholds, metric);
        if (!r || !bar || bar->pass <= 0)
            continue;
        const double healthy = bar->typical > 0 ? bar->typical : bar->pass;
        measured.computeScale = std::clamp(base.computeScale * *r / healthy, 0.01, 2.0);
        if (notes)
            notes->push_back({DLRIG_MESSAGE("bench.measured_compute_scale",
                                            "compute-scale = {value} ({base} × measured {metric} share ÷ the healthy "
                                            "share {healthy})"),
                              {{"value", Decimal{measured.computeScale, 3}},
                               {"base", Decimal{base.computeScale, 3}},
                               {"metric", std::string(metric)},
                               {"healthy", Decimal{healthy, 2}}}});
        break;
    }
    return measured;
}

bool measuredAGpu(const std::vector<Measurement> &run)
{
    return std::any_of(run.begin(), run.end(), [](const Measurement &m) {
        return m.key.rfind("gpu", 0) == 0 && m.median && m.verdict != Verdict::Skipped;
    });
}

BarrelReport measuredBarrelReport(BarrelReport barrel, const std::vector<Measurement> &run)
{
    if (measuredAGpu(run))
        return barrel;
    for (Stave &stave : barrel.staves) {
        if (stave.key == "gpu_compute" || stave.key == "gpu_memory_bandwidth" || stave.key == "gpu_interconnect" ||
            stave.key == "pcie_host") {
            stave.applicable = false;
            stave.text = {DLRIG_MESSAGE("barrel.not_measured", "Not measured: this run measured no GPU."), {}};
        }
    }
    barrel.bottleneck.clear();
    barrel.systemRate = 0;
    return barrel;
}

} // namespace dlrig::core
