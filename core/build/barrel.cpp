#include "core/build/barrel.h"

#include "core/build/compatibility.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace dlrig::core {

namespace {

std::string format(const char *pattern, double a, double b = 0, double c = 0, double d = 0)
{
    char text[400];
    std::snprintf(text, sizeof text, pattern, a, b, c, d);
    return text;
}

std::string rateText(double rate)
{
    if (rate >= 1e6)
        return format("%.3g M", rate / 1e6);
    if (rate >= 1e4)
        return format("%.0f", rate);
    return format("%.4g", rate);
}

class BarrelBuilder {
public:
    BarrelBuilder(const ResolvedBuild &build, const Estimate &estimate, const PlanResult &plan,
                  const PowerEstimate &power, const Assumptions &a)
        : m_build(build), m_estimate(estimate), m_plan(plan.chosen), m_timed(plan.timed), m_power(power), m_a(a),
          m_node(viewNode(build))
    {
        const Workload &w = estimate.request.workload;
        m_vision = isVisionWorkload(w);
        m_decode = w.task == Task::Infer && w.model.kind == ModelKind::DecoderLm;
        m_unit = m_vision || !w.model.isLanguageModel() ? "samples/s" : "tokens/s";
        m_gpus = std::max(1, m_node.gpuPart ? m_plan.gpusUsed : build.totalGpus()); // the GPUs the plan keeps busy
    }

    BarrelReport run()
    {
        BarrelReport report;
        report.unit = m_unit;
        addGpuCompute();
        addGpuMemoryBandwidth();
        addVram();
        addInterconnect();
        addPcie();
        addCpu();
        addRamCapacity();
        addRamBandwidth();
        addStorageThroughput();
        addStorageCapacity();
        addPower();

        report.gpuDemandRate = m_demand;
        // Compute (or memory reads) and unhidden communication run one after the other.
        double rate = m_demand;
        if (gpu() && m_timed && m_plan.unitsPerSecond() > 0)
            rate = std::min(rate, m_plan.unitsPerSecond());
        const double gpuSeconds = m_plan.costs.gpuSeconds();
        report.scalingEfficiency = gpuSeconds > 0 ? gpuSeconds / m_plan.costs.stepSeconds() : 1;
        // Without the VRAM or the power the workload cannot run at all: such a
        // stave is the bottleneck whatever the others say. Short RAM or disk is
        // flagged and ranked by its ratio like the rates.
        const auto fails = [](const Stave &s) {
            return s.isFit && s.ratio < 1 && (s.key == "vram_capacity" || s.key == "power");
        };
        const auto shorter = [&](const Stave &a, const Stave &b) {
            return fails(a) != fails(b) ? fails(a) : a.ratio < b.ratio;
        };
        const Stave *shortest = nullptr;
        const Stave *second = nullptr;
        for (const Stave &stave : m_staves) {
            if (!stave.applicable)
                continue;
            if (fails(stave))
                rate = 0;
            else if (!stave.isFit)
                rate = std::min(rate, stave.rate);
            if (!shortest || shorter(stave, *shortest)) {
                second = shortest;
                shortest = &stave;
            } else if (!second || shorter(stave, *second)) {
                second = &stave;
            }
        }
        report.systemRate = rate;
        report.uncertainty = m_decode ? m_estimate.compute.decodeUncertainty : m_estimate.compute.uncertainty;
        report.bottleneck = shortest ? shortest->key : "gpu_compute";
        report.nextLimit = second ? second->key : "";
        report.whatIf = whatIf(shortest, second);
        report.staves = std::move(m_staves);
        return report;
    }

private:
    Stave &add(const std::string &key, bool isFit, double rateOrFit, std::string explanation, std::string source)
    {
        Stave stave;
        stave.key = key;
        stave.isFit = isFit;
        stave.rate = rateOrFit;
        stave.unit = isFit ? "fit" : m_unit;
        stave.ratio = isFit ? rateOrFit : (m_demand > 0 ? rateOrFit / m_demand : 0);
        stave.explanation = std::move(explanation);
        stave.source = std::move(source);
        m_staves.push_back(stave);
        return m_staves.back();
    }

    void notApplicable(const std::string &key, std::string why)
    {
        Stave &stave = add(key, false, m_demand, std::move(why), "");
        stave.applicable = false;
        stave.ratio = 1;
    }

    const GpuSpec *gpu() const { return m_node.gpuPart ? &std::get<GpuSpec>(m_node.gpuPart->specs) : nullptr; }

    void addGpuCompute()
    {
        const ComputeEstimate &c = m_estimate.compute;
        const PlanCosts &costs = m_plan.costs;
        const double peak = c.efficiency.peakTflops;
        const double busy = m_plan.gpusUsed;
        std::string text = format("%.0f GPU(s) × %.4g TFLOPS × %.0f %% (", busy, peak, c.efficiency.compute * 100) +
                           c.efficiency.explain() + format(") ÷ %.3g FLOPs per unit", c.hardwareFlopsPerUnit);
        m_demand = c.unitsPerSecond.value_or(0);
        if (m_decode && costs.computeSeconds > 0) {
            // One decoding step makes a token for every user.
            m_demand = costs.unitsPerStep / costs.computeSeconds;
            text = format("%.0f GPU(s) × %.4g TFLOPS × %.0f %%, tensor %.0f per replica", busy, peak,
                          c.efficiency.compute * 100, m_plan.tensor);
        } else if (costs.bubbleSeconds > 0 && costs.computeSeconds > 0) {
            m_demand *= costs.computeSeconds / (costs.computeSeconds + costs.bubbleSeconds);
            text += format(", less the pipeline bubble (%.0f − 1) ÷ (%.0f + %.0f − 1)", m_plan.pipeline,
                           m_plan.gradientAccumulation, m_plan.pipeline);
        }
        const double u = m_decode ? c.decodeUncertainty : c.uncertainty;
        const std::string range =
            u > 0 ? format(" (±%.0f %%, the spread of measured runs in docs/accuracy.md)", u * 100) : "";
        add("gpu_compute", false, m_demand, text + " = " + rateText(m_demand) + " " + m_unit + range + ".",
            "PaLM (Chowdhery et al. 2022) App. B FLOPs; the efficiency factors are settings (eff-*) checked against "
            "measured runs in docs/accuracy.md; bubble: Narayanan et al. 2021");
    }

    void addGpuMemoryBandwidth()
    {
        const Workload &w = m_estimate.request.workload;
        const double bandwidth = (gpu() ? gpu()->memoryBandwidthGBps : 0) * 1e9 * m_a.memoryBandwidthEfficiency;
        const MemoryBreakdown &m = m_estimate.memory.perGpu;
        double bytesPerUnit = 0;
        std::string what;
        if (m_decode) {
            // Each decoding step reads this GPU's weights and KV cache once for
            // the whole batch, the pipeline stages one after another; a step
            // makes one token for every user.
            const double stepBytes = static_cast<double>((m.weights + m.kvCache).count) * w.parallel.pipeline;
            const double share = m_estimate.compute.decodeBandwidthShare;
            const double rate = m_plan.costs.memorySeconds > 0 ? m_plan.costs.unitsPerStep / m_plan.costs.memorySeconds
                                                               : m_demand;
            add("gpu_memory_bandwidth", false, rate,
                format("%.0f GB/s × %.0f %% per GPU; each decoding step reads %.3g GB (weights + KV cache, ",
                       bandwidth / 1e9 / m_a.memoryBandwidthEfficiency, share * 100, stepBytes / 1e9) +
                    format("%.0f stage(s) in turn) for %.0f user(s) = ", w.parallel.pipeline, m_plan.users) +
                    rateText(rate) + " " + m_unit + ".",
                "Roofline model (Williams, Waterman and Patterson 2009); the decode-* and 'bandwidth-efficiency' "
                "settings");
            return;
        } else {
            // A training step reads the weights three times (forward, data and weight
            // gradients) and writes then reads the activations.
            const double unitsPerStep =
                m_vision || !w.model.isLanguageModel() ? w.batch : static_cast<double>(w.batch) * w.sequence;
            const double weightPasses = w.task == Task::Infer ? 1 : 3;
            bytesPerUnit =
                (weightPasses * static_cast<double>(m.weights.count) + 2 * static_cast<double>(m.activations.count)) /
                unitsPerStep;
            what = "weights read per pass + activations written and read, per unit";
        }
        const double rate = bytesPerUnit > 0 ? m_gpus * bandwidth / bytesPerUnit : m_demand;
        add("gpu_memory_bandwidth", false, rate,
            format("%.0f GB/s × %.0f %% per GPU ÷ %.3g bytes per unit (",
                   bandwidth / 1e9 / m_a.memoryBandwidthEfficiency, m_a.memoryBandwidthEfficiency * 100, bytesPerUnit) +
                what + ") = " + rateText(rate) + " " + m_unit + ".",
            "Roofline model (Williams, Waterman and Patterson 2009); 'bandwidth-efficiency' setting");
    }

    void addVram()
    {
        const double vram = gpu() ? static_cast<double>(gpu()->vram.count) : 0;
        const double need = static_cast<double>(m_estimate.memory.perGpu.total().count);
        const double fit = need > 0 ? vram / need : 0;
        add("vram_capacity", true, fit,
            format("Each GPU has %.1f GiB; the workload needs %.1f GiB per GPU (weights, gradients, optimizer "
                   "states, activations, KV cache, overhead).",
                   vram / kGiB, need / kGiB),
            "dlrig estimators: ZeRO (Rajbhandari et al. 2020), Korthikanti et al. 2022");
    }

    void addInterconnect()
    {
        const PlanCosts &c = m_plan.costs;
        const double seconds = c.communicationSeconds();
        if (!gpu() || seconds <= 0 || !m_timed) {
            notApplicable("gpu_interconnect", m_plan.gpusUsed > 1 ? "The plan's communication is hidden behind compute."
                                                                  : "One GPU: nothing to communicate.");
            return;
        }
        const double rate = c.unitsPerStep / seconds;
        std::string parts;
        const auto part = [&](double value, const std::string &what) {
            if (value <= 0)
                return;
            parts += (parts.empty() ? "" : ", ") + format("%.3g s ", value) + what;
        };
        part(c.tensorCommSeconds, "tensor all-reduces over " + c.tensorLink);
        part(c.pipelineCommSeconds, "pipeline sends");
        part(c.dataCommSeconds,
             (m_plan.zeroStage == 3 ? std::string("ZeRO-3 gathers and reduce-scatters") : std::string("gradient reduction")) +
                 " over " + c.dataLink);
        part(c.offloadSeconds, "offload over PCIe");
        add("gpu_interconnect", false, rate,
            "Plan " + describe(m_plan, false) + ". Per step: " + parts +
                format(" against %.3g s of GPU work", c.gpuSeconds()) + " = " + rateText(rate) + " " + m_unit +
                " if communication were all; it adds to the step.",
            "Megatron-LM (Shoeybi et al. 2019) and ZeRO (Rajbhandari et al. 2020) traffic, ring collectives "
            "2(n−1)/n (Patarasuk and Yuan 2009); 'allreduce-efficiency', 'collective-latency-us' settings");
    }

    void addPcie()
    {
        if (!gpu() || m_decode) {
            notApplicable("pcie_host",
                          m_decode ? "Decoding sends a few token ids per step to the GPU." : "No GPU in the build.");
            return;
        }
        const double bytesPerUnit = m_vision ? m_a.imageBytesToDevice : 4.0; // int32 token ids
        const int lanes = m_node.gpuLinkLanes > 0 ? m_node.gpuLinkLanes : gpu()->pcieLanes;
        const double perGpu = pcieGBpsPerLane(m_node.pcieGeneration) * lanes * 1e9 * m_a.pcieEfficiency;
        const double rate = m_gpus * perGpu / bytesPerUnit;
        add("pcie_host", false, rate,
            format("PCIe %.0f.0 x%.0f at %.0f %% = %.1f GB/s per GPU", m_node.pcieGeneration, lanes,
                   m_a.pcieEfficiency * 100, perGpu / 1e9) +
                format(" ÷ %.0f bytes per unit", bytesPerUnit) + " = " + rateText(rate) + " " + m_unit + ".",
            "PCI-SIG transfer rates with 128b/130b encoding; 'pcie-efficiency' setting");
    }

    void addCpu()
    {
        if (!m_node.cpuPart) {
            add("cpu_dataload", false, 0, "No CPU: nothing loads the data.", "");
            return;
        }
        const auto &cpu = std::get<CpuSpec>(m_node.cpuPart->specs);
        const double cores = static_cast<double>(cpu.cores) * m_node.cpus * m_build.scenario.nodes;
        const double perCore = m_vision ? m_a.imagesPerCorePerSecond : m_a.tokensPerCorePerSecond;
        const double rate = cpuDataloadRate(m_node, m_build.scenario.nodes, m_vision, m_a);
        add("cpu_dataload", false, rate,
            format("%.0f cores × %.4g ", cores, perCore) + (m_vision ? "images" : "tokens") +
                "/s per core = " + rateText(rate) + " " + m_unit + ".",
            m_vision ? "'images-per-core' setting (PyTorch reference ImageNet loader)" : "'tokens-per-core' setting");
    }

    void addRamCapacity()
    {
        const double need = static_cast<double>(m_estimate.host.ram.count);
        const double have = m_node.ramGib * kGiB * m_build.scenario.nodes;
        add("ram_capacity", true, need > 0 ? have / need : 1,
            format("%.0f GiB installed; the workload wants %.0f GiB (%.2g × total GPU memory", have / kGiB, need / kGiB,
                   m_a.ramPerVram) +
                (m_estimate.memory.offloadHostBytes.count > 0 ? ", or DeepSpeed offload's need)." : ")."),
            "'ram-per-vram' setting; DeepSpeed ZeRO-Offload estimators");
    }

    void addRamBandwidth()
    {
        const double bytesPerUnit = m_a.hostMemoryPassesPerSample * (m_vision ? m_a.imageBytesToDevice : 4.0);
        const double rate = ramBandwidthRate(m_node, m_build.scenario.nodes, m_vision, m_a);
        add("ram_bandwidth", false, rate,
            format("%.0f channels × %.0f MT/s × 8 B = %.1f GB/s at %.0f %%", m_node.channelsPopulated,
                   m_node.ramSpeedMTs, m_node.ramBandwidthGBps, m_a.ramBandwidthEfficiency * 100) +
                format(" ÷ %.3g bytes of host-memory traffic per unit", bytesPerUnit) + " = " + rateText(rate) + " " +
                m_unit + ".",
            "DDR peak = channels × transfers/s × 8 bytes (JEDEC); 'host-memory-passes' setting");
    }

    void addStorageThroughput()
    {
        const Workload &w = m_estimate.request.workload;
        if (w.task == Task::Infer && !m_vision) {
            notApplicable("storage_throughput", "Serving reads prompts from the network, not a dataset.");
            return;
        }
        const int vocab = w.model.transformer ? w.model.transformer->vocab : 0;
        const double bytesPerUnit = m_vision ? m_a.imageBytesOnDisk : (vocab > 65535 ? 4.0 : 2.0);
        const double rate = storageThroughputRate(m_node, m_build.scenario.nodes, m_vision, vocab, m_a);
        add("storage_throughput", false, rate,
            format("%.0f MB/s sequential read at %.0f %% ÷ %.0f bytes per unit on disk", m_node.storageReadMBps,
                   m_a.storageReadEfficiency * 100, bytesPerUnit) +
                " = " + rateText(rate) + " " + m_unit + ".",
            m_vision ? "'image-bytes-on-disk' setting (ImageNet-1k average JPEG)"
                     : "token ids stored as uint16 below 65,536 vocabulary entries, else uint32");
    }

    void addStorageCapacity()
    {
        const double need = static_cast<double>(m_estimate.host.storage.count);
        const double have = m_node.storageBytes;
        add("storage_capacity", true, need > 0 ? have / need : 1,
            format("%.0f GB of drives; dataset and checkpoints need %.0f GB.", have / kGB, need / kGB),
            "dlrig host estimator: dataset + kept checkpoints (weights and optimizer states)");
    }

    void addPower()
    {
        if (m_power.psuWatts <= 0) {
            add("power", true, 0, "No power supply.", "");
            return;
        }
        add("power", true, m_power.psuWatts / m_power.peakWatts,
            format("%.0f W of PSU for a %.0f W peak (GPUs %.0f W, CPUs %.0f W", m_power.psuWatts, m_power.peakWatts,
                   m_power.gpuWatts, m_power.cpuWatts) +
                format(", rest %.0f W); %.0f W recommended.", m_power.otherWatts, m_power.recommendedPsuWatts),
            "Sum of TDPs, AMD PPT and Intel Maximum Turbo Power for CPUs; 'psu-max-load' setting");
    }

    std::string whatIf(const Stave *shortest, const Stave *second) const
    {
        if (!shortest)
            return {};
        static const std::pair<const char *, const char *> kRemedies[] = {
            {"gpu_compute", "faster or more GPUs"},
            {"gpu_memory_bandwidth", "GPUs with more memory bandwidth (HBM), or larger batches"},
            {"vram_capacity", "GPUs with more memory, more GPUs with ZeRO or tensor parallelism, or a lower precision"},
            {"gpu_interconnect", "NVLink/NVSwitch GPUs or faster NICs, or larger batches per step"},
            {"pcie_host", "PCIe 5.0 GPUs and platform, or GPU-side decoding (DALI)"},
            {"cpu_dataload", "a CPU with more cores, or GPU-side data decoding (DALI)"},
            {"ram_capacity", "more system RAM"},
            {"ram_bandwidth", "all memory channels populated with faster DIMMs, or a platform with more channels"},
            {"storage_throughput", "a faster NVMe drive or several striped"},
            {"storage_capacity", "larger or more drives"},
            {"power", "a larger power supply"},
        };
        std::string remedy = "a faster subsystem";
        for (const auto &[key, text] : kRemedies) {
            if (shortest->key == key)
                remedy = text;
        }
        std::string text = shortest->key + " limits the machine";
        if (!shortest->isFit && shortest->ratio > 0)
            text += format(" to %.0f %% of what the GPUs could do", shortest->ratio * 100);
        text += ": " + remedy + " lifts it";
        if (second)
            text += "; then " + second->key + format(" limits at %.0f %%", second->ratio * 100);
        return text + ".";
    }

    const ResolvedBuild &m_build;
    const Estimate &m_estimate;
    const Plan &m_plan;
    bool m_timed = true;
    const PowerEstimate &m_power;
    const Assumptions &m_a;
    NodeView m_node;
    bool m_vision = false;
    bool m_decode = false;
    std::string m_unit;
    int m_gpus = 1;
    double m_demand = 0;
    std::vector<Stave> m_staves;
};

} // namespace

BarrelReport analyzeBarrel(const ResolvedBuild &build, const Estimate &estimate, const PlanResult &plan,
                           const PowerEstimate &power, const Assumptions &assumptions)
{
    return BarrelBuilder(build, estimate, plan, power, assumptions).run();
}

std::string BarrelReport::uncertaintyText() const
{
    if (uncertainty <= 0)
        return {};
    return " (±" + std::to_string(static_cast<int>(std::lround(uncertainty * 100))) + " %)";
}

} // namespace dlrig::core
