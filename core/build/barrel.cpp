#include "core/build/barrel.h"

#include "core/build/compatibility.h"
#include "core/plan/steptimeline.h"

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

// A rate as the tables show it: grouped below a million, then "3.36 M".
std::string rateText(double rate)
{
    if (rate >= 1e6)
        return formatSi(rate, "");
    return groupedNumber(Decimal{rate, rate >= 100 ? 0 : 1});
}

Decimal whole(double value)
{
    return Decimal{value, 0};
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
            if (fails(stave) && report.blockedBy.empty())
                report.blockedBy = stave.key;
            else if (!stave.isFit)
                rate = std::min(rate, stave.rate);
            if (!shortest || shorter(stave, *shortest)) {
                second = shortest;
                shortest = &stave;
            } else if (!second || shorter(stave, *second)) {
                second = &stave;
            }
        }
        report.rateOnceFixed = rate;
        report.systemRate = report.runs() ? rate : 0;
        report.range = m_decode ? m_estimate.compute.decodeRange : m_estimate.compute.range;
        report.bottleneck = shortest ? shortest->key : "gpu_compute";
        report.nextLimit = second ? second->key : "";
        report.whatIfText = whatIfMessage(shortest, second);
        report.staves = std::move(m_staves);
        return report;
    }

private:
    Stave &add(const std::string &key, bool isFit, double rateOrFit, Message explanation, std::string source)
    {
        Stave stave;
        stave.key = key;
        stave.isFit = isFit;
        stave.rate = rateOrFit;
        stave.unit = isFit ? "fit" : m_unit;
        stave.ratio = isFit ? rateOrFit : (m_demand > 0 ? rateOrFit / m_demand : 0);
        stave.text = std::move(explanation);
        stave.source = std::move(source);
        m_staves.push_back(std::move(stave));
        return m_staves.back();
    }

    void notApplicable(const std::string &key, MessageText why)
    {
        Stave &stave = add(key, false, m_demand, {why, {}}, "");
        stave.applicable = false;
        stave.ratio = 1;
    }

    // The stave's sentence followed by its side of one plan step, work by
    // work (core/plan/steptimeline.h), as `estimate --explain` prints it.
    Message withTimeline(Message text, bool links) const
    {
        if (!m_timed || !gpu())
            return text;
        Clause slices = timelineClause(stepTimeline(m_plan), links);
        if (!slices.message)
            return text;
        return {DLRIG_MESSAGE("barrel.with_timeline", "{text} One step per GPU: {slices}."),
                {{"text", clause(text.text, std::move(text.args))}, {"slices", std::move(slices)}}};
    }

    // "= 743 samples/s": the rate and the workload's unit, translated.
    std::vector<MessageArg> rateArgs(double rate) const
    {
        return {{"rate", rateText(rate)}, {"unit", unitTerm(m_unit)}};
    }

    const GpuSpec *gpu() const { return m_node.gpuPart ? &std::get<GpuSpec>(m_node.gpuPart->specs) : nullptr; }

    void addGpuCompute()
    {
        const ComputeEstimate &c = m_estimate.compute;
        const PlanCosts &costs = m_plan.costs;
        const double peak = c.efficiency.peakTflops;
        const double busy = m_plan.gpusUsed;
        m_demand = c.unitsPerSecond.value_or(0);
        Clause bubble = clause();
        if (!m_decode && costs.bubbleSeconds > 0 && costs.computeSeconds > 0) {
            m_demand *= costs.computeSeconds / (costs.computeSeconds + costs.bubbleSeconds);
            bubble = clause(DLRIG_MESSAGE("barrel.gpu_compute.bubble",
                                          ", less the pipeline bubble ({stages} − 1) ÷ ({micro} + {stages} − 1)"),
                            {{"stages", whole(m_plan.pipeline)}, {"micro", whole(m_plan.gradientAccumulation)}});
        }
        if (m_decode && costs.computeSeconds > 0)
            m_demand = costs.unitsPerStep / costs.computeSeconds; // one decoding step makes a token for every user
        const StatedRange &stated = m_decode ? c.decodeRange : c.range;
        std::vector<MessageArg> args = rateArgs(m_demand);
        args.insert(
            args.end(),
            {{"gpus", whole(busy)},
             {"peak", Decimal{peak, peak >= 100 ? 0 : 1}},
             {"efficiency", whole(c.efficiency.compute * 100)},
             {"factors", c.efficiency.explainClause()},
             {"flops", formatSi(c.hardwareFlopsPerUnit, "FLOP")},
             {"tensor", whole(m_plan.tensor)},
             {"bubble", bubble},
             {"range", stated.known()
                           ? clause(DLRIG_MESSAGE("barrel.range", " (−{below} % to +{above} %: where nine in ten "
                                                                  "measured runs dlrig was not tuned to fell, "
                                                                  "docs/accuracy.md)"),
                                    {{"below", whole(stated.below * 100)}, {"above", whole(stated.above * 100)}})
                           : clause()}});
        const MessageText text =
            m_decode && costs.computeSeconds > 0
                ? DLRIG_MESSAGE(
                      "barrel.gpu_compute.decode",
                      "{gpus} {gpus|GPU|GPUs} × {peak} TFLOPS × {efficiency} %, tensor {tensor} per replica = {rate} "
                      "{unit}{range}.")
                : DLRIG_MESSAGE("barrel.gpu_compute",
                                "{gpus} {gpus|GPU|GPUs} × {peak} TFLOPS × {efficiency} % ({factors}) ÷ "
                                "{flops} per unit{bubble} = {rate} {unit}{range}.");
        add("gpu_compute", false, m_demand, withTimeline({text, std::move(args)}, false),
            "PaLM (Chowdhery et al. 2022) App. B FLOPs; the efficiency factors are settings (eff-*) checked against "
            "measured runs in docs/accuracy.md; bubble: Narayanan et al. 2021");
    }

    void addGpuMemoryBandwidth()
    {
        const Workload &w = m_estimate.request.workload;
        const double bandwidth = (gpu() ? gpu()->memoryBandwidthGBps : 0) * 1e9 * m_a.memoryBandwidthEfficiency;
        const MemoryBreakdown &m = m_estimate.memory.perGpu;
        double bytesPerUnit = 0;
        if (m_decode) {
            // Each decoding step reads this GPU's weights and KV cache once for
            // the whole batch, the pipeline stages one after another; a step
            // makes one token for every user.
            const double stepBytes = static_cast<double>((m.weights + m.kvCache).count) * w.parallel.pipeline;
            const double share = m_estimate.compute.decodeBandwidthShare;
            const double rate = m_plan.costs.memorySeconds > 0 ? m_plan.costs.unitsPerStep / m_plan.costs.memorySeconds
                                                               : m_demand;
            std::vector<MessageArg> args = rateArgs(rate);
            args.insert(args.end(), {{"bandwidth", whole(bandwidth / 1e9 / m_a.memoryBandwidthEfficiency)},
                                     {"share", whole(share * 100)},
                                     {"bytes", formatSi(stepBytes, "B")},
                                     {"stages", whole(w.parallel.pipeline)},
                                     {"users", whole(m_plan.users)}});
            add("gpu_memory_bandwidth", false, rate,
                {DLRIG_MESSAGE(
                     "barrel.gpu_memory_bandwidth.decode",
                     "{bandwidth} GB/s × {share} % per GPU; each decoding step reads {bytes} (weights + KV "
                     "cache, {stages} {stages|stage|stages} in turn) for {users} {users|user|users} = {rate} {unit}."),
                 std::move(args)},
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
        }
        const double rate = bytesPerUnit > 0 ? m_gpus * bandwidth / bytesPerUnit : m_demand;
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(args.end(), {{"bandwidth", whole(bandwidth / 1e9 / m_a.memoryBandwidthEfficiency)},
                                 {"share", whole(m_a.memoryBandwidthEfficiency * 100)},
                                 {"bytes", formatSi(bytesPerUnit, "B")}});
        add("gpu_memory_bandwidth", false, rate,
            {DLRIG_MESSAGE("barrel.gpu_memory_bandwidth",
                           "{bandwidth} GB/s × {share} % per GPU ÷ {bytes} per unit (weights read per pass + "
                           "activations written and read, per unit) = {rate} {unit}."),
             std::move(args)},
            "Roofline model (Williams, Waterman and Patterson 2009); 'bandwidth-efficiency' setting");
    }

    void addVram()
    {
        const double vram = gpu() ? static_cast<double>(gpu()->vram.count) : 0;
        const double need = static_cast<double>(m_estimate.memory.perGpu.total().count);
        const double fit = need > 0 ? vram / need : 0;
        add("vram_capacity", true, fit,
            {DLRIG_MESSAGE("barrel.vram_capacity",
                           "Each GPU has {have} GiB; the workload needs {need} GiB per GPU (weights, gradients, "
                           "optimizer states, activations, KV cache, overhead)."),
             {{"have", Decimal{vram / kGiB, 1}}, {"need", Decimal{need / kGiB, 1}}}},
            "dlrig estimators: ZeRO (Rajbhandari et al. 2020), Korthikanti et al. 2022");
    }

    void addInterconnect()
    {
        const PlanCosts &c = m_plan.costs;
        const double seconds = c.communicationSeconds();
        if (!gpu() || seconds <= 0 || !m_timed) {
            const MessageText why =
                m_plan.gpusUsed > 1
                    ? DLRIG_MESSAGE("barrel.gpu_interconnect.hidden", "The plan's communication is hidden behind "
                                                                      "compute.")
                    : DLRIG_MESSAGE("barrel.gpu_interconnect.one", "One GPU: nothing to communicate.");
            Stave &stave = add("gpu_interconnect", false, m_demand, withTimeline({why, {}}, true), "");
            stave.applicable = false;
            stave.ratio = 1;
            return;
        }
        const double rate = c.unitsPerStep / seconds;
        // Each kind of traffic the step has, in seconds: a clause each, or nothing.
        const auto seconds3 = [](double value) { return Decimal{value, value >= 10 ? 1 : value >= 0.1 ? 3 : 5}; };
        const auto part = [&](double value, MessageText text, std::vector<MessageArg> args = {}) {
            if (value <= 0)
                return clause();
            args.push_back({"seconds", seconds3(value)});
            return clause(text, std::move(args));
        };
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(
            args.end(),
            {{"plan",
              [&] {
                  const Message plan = planMessage(m_plan, false);
                  return clause(plan.text, plan.args);
              }()},
             {"tensor", part(c.tensorCommSeconds,
                             DLRIG_MESSAGE("barrel.comm.tensor", "{seconds} s tensor all-reduces over {link}; "),
                             {{"link", c.tensorLink}})},
             {"pipeline", part(c.pipelineCommSeconds, DLRIG_MESSAGE("barrel.comm.pipeline", "{seconds} s pipeline "
                                                                                            "sends; "))},
             {"data", part(c.dataCommSeconds,
                           m_plan.zeroStage == 3
                               ? DLRIG_MESSAGE("barrel.comm.zero3", "{seconds} s ZeRO-3 gathers and "
                                                                    "reduce-scatters over {link}; ")
                               : DLRIG_MESSAGE("barrel.comm.gradients", "{seconds} s gradient reduction over {link}; "),
                           {{"link", c.dataLink}})},
             {"offload",
              part(c.offloadSeconds, DLRIG_MESSAGE("barrel.comm.offload", "{seconds} s offload over PCIe; "))},
             {"work", seconds3(c.gpuSeconds())}});
        add("gpu_interconnect", false, rate,
            withTimeline({DLRIG_MESSAGE("barrel.gpu_interconnect",
                                        "Plan {plan}. Per step: {tensor}{pipeline}{data}{offload}against {work} s of "
                                        "GPU work = {rate} {unit} if communication were all; it adds to the step."),
                          std::move(args)},
                         true),
            "Megatron-LM (Shoeybi et al. 2019) and ZeRO (Rajbhandari et al. 2020) traffic, ring collectives "
            "2(n−1)/n (Patarasuk and Yuan 2009); 'allreduce-efficiency', 'collective-latency-us' settings");
    }

    void addPcie()
    {
        if (m_node.edgeModule) {
            notApplicable("pcie_host", DLRIG_MESSAGE("barrel.pcie_host.edge", "The module's GPU and CPU share its "
                                                                              "memory: no PCIe link between them."));
            return;
        }
        if (!gpu() || m_decode) {
            notApplicable("pcie_host", m_decode ? DLRIG_MESSAGE("barrel.pcie_host.decode",
                                                                "Decoding sends a few token ids per step to the GPU.")
                                                : DLRIG_MESSAGE("barrel.pcie_host.none", "No GPU in the build."));
            return;
        }
        const double bytesPerUnit = m_vision ? m_a.imageBytesToDevice : 4.0; // int32 token ids
        const int lanes = m_node.gpuLinkLanes > 0 ? m_node.gpuLinkLanes : gpu()->pcieLanes;
        const double perGpu = pcieGBpsPerLane(m_node.pcieGeneration) * lanes * 1e9 * m_a.pcieEfficiency;
        const double rate = m_gpus * perGpu / bytesPerUnit;
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(args.end(), {{"gen", whole(m_node.pcieGeneration)},
                                 {"lanes", lanes},
                                 {"share", whole(m_a.pcieEfficiency * 100)},
                                 {"perGpu", Decimal{perGpu / 1e9, 1}},
                                 {"bytes", formatSi(bytesPerUnit, "B")}});
        add("pcie_host", false, rate,
            {DLRIG_MESSAGE("barrel.pcie_host", "PCIe {gen}.0 x{lanes} at {share} % = {perGpu} GB/s per GPU ÷ {bytes} "
                                               "per unit = {rate} {unit}."),
             std::move(args)},
            "PCI-SIG transfer rates with 128b/130b encoding; 'pcie-efficiency' setting");
    }

    void addCpu()
    {
        if (!m_node.cpuPart) {
            add("cpu_dataload", false, 0, {DLRIG_MESSAGE("barrel.cpu_dataload.none", "No CPU: nothing loads the data."), {}},
                "");
            return;
        }
        const auto &cpu = std::get<CpuSpec>(m_node.cpuPart->specs);
        const double cores = static_cast<double>(cpu.cores) * m_node.cpus * m_build.scenario.nodes;
        const double perCore = m_vision ? m_a.imagesPerCorePerSecond : m_a.tokensPerCorePerSecond;
        const double rate = cpuDataloadRate(m_node, m_build.scenario.nodes, m_vision, m_a);
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(args.end(), {{"cores", whole(cores)}, {"perCore", groupedNumber(Decimal{perCore, 0})}});
        add("cpu_dataload", false, rate,
            {m_vision ? DLRIG_MESSAGE("barrel.cpu_dataload.images",
                                      "{cores} cores × {perCore} images/s per core = {rate} {unit}.")
                      : DLRIG_MESSAGE("barrel.cpu_dataload.tokens",
                                      "{cores} cores × {perCore} tokens/s per core = {rate} {unit}."),
             std::move(args)},
            m_vision ? "'images-per-core' setting (PyTorch reference ImageNet loader)" : "'tokens-per-core' setting");
    }

    void addRamCapacity()
    {
        if (m_node.edgeModule) {
            notApplicable("ram_capacity",
                          DLRIG_MESSAGE("barrel.ram_capacity.edge",
                                        "The module's memory is shared: the GPU's need (VRAM above), the operating "
                                        "system and the application all come out of it."));
            return;
        }
        const double need = static_cast<double>(m_estimate.host.ram.count);
        const double have = m_node.ramGib * kGiB * m_build.scenario.nodes;
        add("ram_capacity", true, need > 0 ? have / need : 1,
            {m_estimate.memory.offloadHostBytes.count > 0
                 ? DLRIG_MESSAGE("barrel.ram_capacity.offload",
                                 "{have} GiB installed; the workload wants {need} GiB ({factor} × total GPU memory, "
                                 "or DeepSpeed offload's need).")
                 : DLRIG_MESSAGE("barrel.ram_capacity",
                                 "{have} GiB installed; the workload wants {need} GiB ({factor} × total GPU memory)."),
             {{"have", whole(have / kGiB)},
              {"need", whole(need / kGiB)},
              {"factor",
               Decimal{m_build.scenario.workload.task == Task::Infer ? m_a.ramPerVramServing : m_a.ramPerVram, 1}}}},
            "'ram-per-vram' and 'ram-per-vram-serving' settings; DeepSpeed ZeRO-Offload estimators");
    }

    void addRamBandwidth()
    {
        if (m_node.edgeModule) {
            notApplicable("ram_bandwidth", DLRIG_MESSAGE("barrel.ram_bandwidth.edge",
                                                         "The CPU shares the GPU's memory bandwidth (above)."));
            return;
        }
        const double bytesPerUnit = m_a.hostMemoryPassesPerSample * (m_vision ? m_a.imageBytesToDevice : 4.0);
        const double rate = ramBandwidthRate(m_node, m_build.scenario.nodes, m_vision, m_a);
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(args.end(), {{"channels", whole(m_node.channelsPopulated)},
                                 {"speed", format("%.0f", m_node.ramSpeedMTs)}, // as DDR5-5600 names it
                                 {"peak", Decimal{m_node.ramBandwidthGBps, 1}},
                                 {"share", whole(m_a.ramBandwidthEfficiency * 100)},
                                 {"bytes", formatSi(bytesPerUnit, "B")}});
        add("ram_bandwidth", false, rate,
            {DLRIG_MESSAGE("barrel.ram_bandwidth", "{channels} channels × {speed} MT/s × 8 B = {peak} GB/s at {share} % "
                                                   "÷ {bytes} of host-memory traffic per unit = {rate} {unit}."),
             std::move(args)},
            "DDR peak = channels × transfers/s × 8 bytes (JEDEC); 'host-memory-passes' setting");
    }

    void addStorageThroughput()
    {
        const Workload &w = m_estimate.request.workload;
        if (edgeWithoutDrive()) {
            notApplicable("storage_throughput", edgeStorage());
            return;
        }
        if (w.task == Task::Infer && !m_vision) {
            notApplicable("storage_throughput", DLRIG_MESSAGE("barrel.storage_throughput.serving",
                                                              "Serving reads prompts from the network, not a dataset."));
            return;
        }
        const int vocab = w.model.transformer ? w.model.transformer->vocab : 0;
        const double bytesPerUnit = m_vision ? m_a.imageBytesOnDisk : (vocab > 65535 ? 4.0 : 2.0);
        const double rate = storageThroughputRate(m_node, m_build.scenario.nodes, m_vision, vocab, m_a);
        std::vector<MessageArg> args = rateArgs(rate);
        args.insert(args.end(), {{"read", whole(m_node.storageReadMBps)},
                                 {"share", whole(m_a.storageReadEfficiency * 100)},
                                 {"bytes", formatSi(bytesPerUnit, "B")}});
        add("storage_throughput", false, rate,
            {DLRIG_MESSAGE("barrel.storage_throughput", "{read} MB/s sequential read at {share} % ÷ {bytes} per unit "
                                                        "on disk = {rate} {unit}."),
             std::move(args)},
            m_vision ? "'image-bytes-on-disk' setting (ImageNet-1k average JPEG)"
                     : "token ids stored as uint16 below 65,536 vocabulary entries, else uint32");
    }

    // An edge module without a drive line boots and keeps its model on its
    // own storage; cameras bring the frames.
    bool edgeWithoutDrive() const { return m_node.edgeModule && m_build.countOf(PartCategory::Storage) == 0; }
    static MessageText edgeStorage()
    {
        return DLRIG_MESSAGE("barrel.storage.edge", "The module keeps its system and model on its own storage (eMMC, "
                                                    "or a card or drive on its carrier); cameras bring the frames.");
    }

    void addStorageCapacity()
    {
        if (edgeWithoutDrive()) {
            notApplicable("storage_capacity", edgeStorage());
            return;
        }
        const double need = static_cast<double>(m_estimate.host.storage.count);
        const double have = m_node.storageBytes;
        add("storage_capacity", true, need > 0 ? have / need : 1,
            {DLRIG_MESSAGE("barrel.storage_capacity", "{have} GB of drives; dataset and checkpoints need {need} GB."),
             {{"have", whole(have / kGB)}, {"need", whole(need / kGB)}}},
            "dlrig host estimator: dataset + kept checkpoints (weights and optimizer states)");
    }

    void addPower()
    {
        if (m_power.carrierSupplied) {
            Stave &stave = add("power", true, 1,
                               {DLRIG_MESSAGE("barrel.power.edge", "The module draws at most {peak} W in its highest "
                                                                   "power mode, from its carrier board's supply."),
                                {{"peak", whole(m_power.peakWatts)}}},
                               "The module's datasheet (power modes)");
            stave.applicable = false;
            return;
        }
        if (m_power.psuWatts <= 0) {
            add("power", true, 0, {DLRIG_MESSAGE("barrel.power.none", "No power supply."), {}}, "");
            return;
        }
        add("power", true, m_power.psuWatts / m_power.peakWatts,
            {DLRIG_MESSAGE("barrel.power", "{psu} W of PSU for a {peak} W peak (GPUs {gpus} W, CPUs {cpus} W, rest "
                                           "{rest} W); {recommended} W recommended."),
             {{"psu", whole(m_power.psuWatts)},
              {"peak", whole(m_power.peakWatts)},
              {"gpus", whole(m_power.gpuWatts)},
              {"cpus", whole(m_power.cpuWatts)},
              {"rest", whole(m_power.otherWatts)},
              {"recommended", whole(m_power.recommendedPsuWatts)}}},
            "Sum of TDPs, AMD PPT and Intel Maximum Turbo Power for CPUs; 'psu-max-load' setting");
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
    return range.text();
}

} // namespace dlrig::core
