#include "kernels/benchrun.h"

#include "core/validation/benchphrases.h"

#include "core/build/barrel.h"
#include "core/parts/partmatch.h"
#include "core/validation/peermatrix.h"
#include "kernels/gpuhelper.h"
#include "kernels/hostprobes.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>

namespace dlrig::kernels {

namespace {

std::string utcNow()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
    return text;
}

bool selected(const BenchOptions &options, const std::string &probeKey, const std::string &metric)
{
    if (options.tests.empty())
        return true;
    for (const std::string &test : options.tests) {
        if (test == probeKey || test == metric || probeKey.rfind(test + ".", 0) == 0 ||
            metric.rfind(test + "_", 0) == 0)
            return true;
    }
    return false;
}

core::Measurement inventory(const std::string &key, const std::string &metric, std::optional<double> value,
                            const std::string &unit, const std::string &skipped)
{
    core::Measurement m;
    m.key = key;
    m.metric = metric;
    m.unit = unit;
    m.median = value;
    m.min = value;
    m.max = value;
    if (!value)
        m.skipped = skipped;
    return m;
}

// What the detection itself can check: GPU count, memory, and link against the build.
// 1 when the reported name is the spec's part (by its name tokens and aliases), else 0.
core::Measurement modelCheck(const std::string &key, const std::string &metric, const std::string &reported,
                             const core::Part *expected)
{
    core::Measurement m = inventory(key, metric, std::nullopt, "match", "");
    if (!expected) {
        m.skipped = core::bench::english(core::bench::kNoSuchPart);
        return m;
    }
    const bool same = core::matchPart(reported, expected->category(), {*expected}).has_value();
    const double value = same ? 1 : 0;
    m.median = m.min = m.max = value;
    m.spec = 1; // it matches
    m.specBasis = "the build's part";
    m.detail = "detected “" + reported + "”, the build has " + expected->vendor + " " + expected->model;
    return m;
}

std::vector<core::Measurement> inventoryChecks(const DetectedMachine &detected, const core::ResolvedBuild &specs,
                                               bool specsAreABuild)
{
    std::vector<core::Measurement> out;
    const core::NodeView node = core::viewNode(specs);
    if (specsAreABuild && !detected.cpu.model.empty())
        out.push_back(modelCheck("inventory.cpu_model", "inventory_cpu_model", detected.cpu.model, node.cpuPart));
    if (specsAreABuild && !detected.gpus.empty())
        out.push_back(
            modelCheck("inventory.gpu_model", "inventory_gpu_model", detected.gpus.front().cuda.name, node.gpuPart));
    out.push_back(inventory("inventory.gpu_count", "inventory_gpu_count", static_cast<double>(detected.gpus.size()),
                            "count", ""));
    for (const DetectedGpu &gpu : detected.gpus) {
        const std::string prefix = "gpu" + std::to_string(gpu.cuda.index);
        out.push_back(inventory(prefix + ".inventory_gpu_memory", "inventory_gpu_memory",
                                static_cast<double>(gpu.cuda.totalMemoryBytes) / static_cast<double>(core::kGiB), "GiB",
                                ""));
        const std::string noNvml = core::bench::english(core::bench::kNoNvml, {{"status", detected.nvmlStatus}});
        out.push_back(inventory(prefix + ".inventory_pcie_gen", "inventory_pcie_gen",
                                gpu.pcieMaxGeneration ? std::optional<double>(*gpu.pcieMaxGeneration) : std::nullopt,
                                "generation", noNvml));
        out.push_back(inventory(prefix + ".inventory_pcie_width", "inventory_pcie_width",
                                gpu.pcieWidth ? std::optional<double>(*gpu.pcieWidth) : std::nullopt, "lanes", noNvml));
    }
    return out;
}

std::string filterOrCancelled(const Probe &probe, const ProbeContext &context)
{
    if (context.cancelled())
        return core::bench::english(core::bench::kCancelled);
    return probe.filter(context);
}

} // namespace

std::string hostName()
{
    char host[256] = "";
    ::gethostname(host, sizeof host - 1);
    return host;
}

std::string machineName(const DetectedMachine &detected)
{
    return hostName() + " (" + detected.cpu.model + ")";
}

std::vector<std::string> hardwareLines(const DetectedMachine &m)
{
    using namespace core::bench;
    const auto gib = [](std::uint64_t bytes) {
        return core::Decimal{static_cast<double>(bytes) / static_cast<double>(core::kGiB), 1};
    };
    std::vector<std::string> lines;
    const int sockets = std::max(1, m.cpu.sockets);
    lines.push_back(english(kCpuLine, {{"model", m.cpu.model},
                                       {"sockets", std::int64_t{m.cpu.sockets}},
                                       {"cores", std::int64_t{m.cpu.cores / sockets}},
                                       {"threads", std::int64_t{m.cpu.threads}},
                                       {"avx512", m.cpu.avx512 ? core::clause(kAvx512) : core::clause()}}));
    if (m.memory.speedMTs > 0)
        lines.push_back(english(kMemoryLine, {{"size", gib(m.memory.totalBytes)},
                                              {"modules", std::int64_t{m.memory.modules}},
                                              {"type", m.memory.type},
                                              {"speed", std::to_string(m.memory.speedMTs)}}));
    else
        lines.push_back(english(kMemoryUnknownLine, {{"size", gib(m.memory.totalBytes)}, {"why", m.memory.source}}));
    for (const auto &disk : m.disks) {
        const core::Clause kind = disk.nvme         ? core::clause(kNvmeDrive)
                                  : disk.rotational ? core::clause(kRotationalDrive)
                                                    : core::clause();
        lines.push_back(english(kDriveLine, {{"device", disk.device},
                                             {"model", disk.model.empty() ? std::string("?") : disk.model},
                                             {"size", gib(disk.bytes)},
                                             {"kind", kind}}));
    }
    lines.push_back(english(kGpusLine, {{"status", m.gpuStatus}}));
    for (const auto &gpu : m.gpus) {
        const core::Clause link = gpu.pcieGeneration
                                      ? core::clause(kGpuLink, {{"generation", std::int64_t{*gpu.pcieGeneration}},
                                                                {"lanes", std::int64_t{gpu.pcieWidth.value_or(0)}}})
                                      : core::clause();
        lines.push_back(
            english(kGpuLine, {{"index", std::int64_t{gpu.cuda.index}}, {"name", gpu.cuda.name}, {"link", link}}));
    }
    lines.push_back(english(kNvmlLine, {{"status", m.nvmlStatus}}));
    for (const std::string &library : m.gpuProbeLibraries)
        lines.push_back(english(kProbesLine, {{"library", library}}));
    return lines;
}

nlohmann::json toJson(const LocalMachine &local)
{
    return {{"matched", local.matched}, {"unmatched", local.unmatched}};
}

nlohmann::json benchRunJson(const DetectedMachine &detected, const LocalMachine &local, const BenchRun &run,
                            const std::string &mode, const std::string &specsFrom)
{
    nlohmann::json measurements = nlohmann::json::array();
    for (const core::Measurement &m : run.measurements)
        measurements.push_back(core::toJson(m));
    const core::PeerMatrix matrix = core::peerMatrix(run.measurements);
    return {{"detected", toJson(detected)},
            {"catalog_match", toJson(local)},
            {"specs_from", specsFrom},
            {"mode", mode},
            {"measurements", measurements},
            {"started", run.started},
            {"finished", run.finished},
            {"cancelled", run.cancelled},
            {"verdict", core::overallVerdict(run.measurements, run.cancelled)},
            {"p2p_matrix", matrix.gpus > 0 ? core::toJson(matrix) : nlohmann::json()}};
}

const std::vector<std::pair<std::string, std::string>> &gpuMetrics()
{
    static const std::vector<std::pair<std::string, std::string>> metrics{
        {"device_copy", "GB/s"},          {"device_triad", "GB/s"},   {"fp32_fma", "TFLOP/s"},
        {"gemm_fp32", "TFLOP/s"},         {"gemm_tf32", "TFLOP/s"},   {"gemm_fp16", "TFLOP/s"},
        {"gemm_bf16", "TFLOP/s"},         {"gemm_fp8", "TFLOP/s"},    {"h2d_pinned", "GB/s"},
        {"d2h_pinned", "GB/s"},           {"p2p_bandwidth", "GB/s"},  {"burn_in", "TFLOP/s"},
        {"burn_in_hw_slowdown", "count"}, {"burn_in_health", "count"}};
    return metrics;
}

namespace {

// Every metric dlrig-gpu-probe writes, the per-pair and all-GPU ones included.
const std::vector<std::pair<std::string, std::string>> &helperMetrics()
{
    static const std::vector<std::pair<std::string, std::string>> metrics = [] {
        std::vector<std::pair<std::string, std::string>> all = gpuMetrics();
        all.insert(all.end(), {{"p2p_host_bandwidth", "GB/s"}, {"allreduce_busbw", "GB/s"}});
        return all;
    }();
    return metrics;
}

} // namespace

LocalMachine localMachine(const DetectedMachine &detected, const std::vector<core::Part> &catalog,
                          const std::map<std::string, std::string> &byHand)
{
    LocalMachine local;
    const auto match = [&](const std::string &name, core::PartCategory category) -> std::optional<core::Part> {
        if (const auto chosen = byHand.find(name); chosen != byHand.end()) {
            if (chosen->second.empty())
                return std::nullopt; // the user said this part is not in the catalog
            for (const core::Part &part : catalog) {
                if (part.id == chosen->second)
                    return part;
            }
        }
        return core::matchPart(name, category, catalog);
    };
    core::ResolvedBuild &build = local.build;
    const auto note = [&](const std::string &what, const std::string &name, const std::optional<core::Part> &part) {
        local.partOf[name] = part ? part->id : "";
        if (part)
            local.matched.push_back(
                core::bench::english(core::bench::kMatched, {{"what", what}, {"name", name}, {"part", part->id}}));
        else
            local.unmatched.push_back(core::bench::english(core::bench::kUnmatched, {{"what", what}, {"name", name}}));
    };
    if (!detected.gpus.empty()) {
        const auto gpu = match(detected.gpus.front().cuda.name, core::PartCategory::Gpu);
        note("GPU", detected.gpus.front().cuda.name, gpu);
        if (gpu)
            build.lines.push_back({*gpu, static_cast<int>(detected.gpus.size())});
    }
    if (!detected.cpu.model.empty()) {
        const auto cpu = match(detected.cpu.model, core::PartCategory::Cpu);
        note("CPU", detected.cpu.model, cpu);
        if (cpu)
            build.lines.push_back({*cpu, std::max(1, detected.cpu.sockets)});
    }
    if (detected.memory.modules > 0 && detected.memory.speedMTs > 0) {
        // The installed modules as one kit, at the speed they were configured to run at.
        core::Part memory;
        memory.id = "memory/detected";
        memory.vendor = "detected";
        memory.model = detected.memory.type + "-" + std::to_string(detected.memory.speedMTs) + " × " +
                       std::to_string(detected.memory.modules);
        memory.specs =
            core::MemoryKitSpec{.type = detected.memory.type,
                                .modules = 1,
                                .moduleCapacity = core::Bytes{detected.memory.totalBytes /
                                                              static_cast<std::uint64_t>(detected.memory.modules)},
                                .speedMTs = detected.memory.speedMTs};
        build.lines.push_back({memory, detected.memory.modules});
    } // else: hardwareLines() already says why speed and modules are unknown
    for (const DetectedDisk &disk : detected.disks) {
        if (disk.model.empty())
            continue;
        const auto drive = match(disk.model, core::PartCategory::Storage);
        note("Drive " + disk.device, disk.model, drive);
        if (drive)
            build.lines.push_back({*drive, 1});
    }
    return local;
}

BenchRun runBench(const DetectedMachine &detected, const core::ResolvedBuild &specs, const BenchOptions &options,
                  const std::vector<core::Threshold> &thresholds, const std::atomic<bool> *cancel,
                  const std::function<void(const BenchProgress &)> &progress)
{
    BenchRun run;
    run.started = utcNow();
    ProbeContext context;
    context.quick = options.quick;
    context.scratchDirectory = options.scratchDirectory;
    context.cancel = cancel;

    std::vector<std::unique_ptr<Probe>> probes = hostProbes();
    const double steps = static_cast<double>(probes.size()) + 1; // + the GPU helper
    double step = 0;
    const auto report = [&](const std::string &name, double within) {
        if (progress)
            progress({name, within, (step + within) / steps});
    };
    for (const auto &probe : probes) {
        bool wanted = false;
        for (const core::Measurement &m : probe->skippedAll(""))
            wanted = wanted || selected(options, probe->key(), m.metric);
        if (!wanted) {
            ++step;
            continue;
        }
        std::vector<core::Measurement> measured;
        const std::string cannot = filterOrCancelled(*probe, context);
        if (!cannot.empty()) {
            measured = probe->skippedAll(cannot);
        } else {
            context.progress = [&](double within) { report(probe->description(), within); };
            report(probe->description(), 0);
            try {
                measured = probe->run(context);
            } catch (const std::exception &error) {
                measured = probe->skippedAll("");
                for (core::Measurement &m : measured) {
                    m.skipped.clear();
                    m.error = error.what();
                }
            }
        }
        for (core::Measurement &m : measured) {
            if (selected(options, probe->key(), m.metric))
                run.measurements.push_back(std::move(m));
        }
        ++step;
    }

    // GPU probes in the helper, or every GPU metric SKIPPED with the reason.
    std::vector<core::Measurement> gpu;
    const auto program = options.gpuProbeProgram.empty() ? findGpuProbeProgram() : options.gpuProbeProgram;
    // Only the GPU tests asked for run: a full GEMM sweep is minutes of GPU time.
    std::string only;
    std::vector<std::pair<std::string, std::string>> asked; // metric, unit
    for (const auto &[metric, unit] : helperMetrics()) {
        if (selected(options, "gpu", metric)) {
            only += (only.empty() ? "" : ",") + metric;
            asked.emplace_back(metric, unit);
        }
    }
    const bool everything = asked.size() == helperMetrics().size();
    std::string reason;
    bool cannotMeasure = false; // the GPUs are there and cannot be measured: ERROR, not SKIPPED
    if (only.empty())
        reason = core::bench::english(core::bench::kNotSelected); // and so not listed either
    else if (cancel && cancel->load())
        reason = core::bench::english(core::bench::kCancelled);
    else if (detected.gpus.empty()) {
        reason = detected.gpuStatus.empty() ? core::bench::english(core::bench::kNoCudaDevice) : detected.gpuStatus;
        cannotMeasure = detected.gpuFailed;
    } else if (program.empty())
        reason = core::bench::english(core::bench::kBuiltWithoutCuda);
    if (reason.empty()) {
        std::vector<std::string> arguments{options.quick ? "--quick" : "--full"};
        if (!everything)
            arguments.insert(arguments.end(), {"--only", only});
        if (options.burnSeconds > 0)
            arguments.insert(arguments.end(), {"--burn", std::to_string(options.burnSeconds)});
        report("GPU probes (dlrig-gpu-probe)", 0);
        HelperResult helper = runGpuHelper(
            program, arguments, cancel, [&](double within) { report("GPU probes", within); },
            options.helperSilenceLimit);
        gpu = std::move(helper.measurements);
        if (helper.cancelled) {
            reason = core::bench::english(core::bench::kCancelled);
            gpu.clear();
        } else {
            // Every figure asked for that did not arrive is an ERROR: a helper
            // that died, hung or printed what does not parse cannot pass.
            const std::string why = !helper.failure.empty() ? helper.failure
                                                            : core::bench::english(core::bench::kHelperEndedEarly,
                                                                                   {{"program", program.string()}});
            for (const ExpectedFigure &figure : expectedGpuFigures(static_cast<int>(detected.gpus.size()), asked)) {
                if (std::none_of(gpu.begin(), gpu.end(), [&](const auto &m) { return m.key == figure.key; })) {
                    core::Measurement missing = skippedMeasurement("", figure.metric, figure.unit, "");
                    missing.key = figure.key;
                    missing.error = why;
                    gpu.push_back(std::move(missing));
                }
            }
        }
    }
    if (gpu.empty()) {
        const int count = std::max<int>(1, static_cast<int>(detected.gpus.size()));
        for (const ExpectedFigure &figure : expectedGpuFigures(count, asked)) {
            core::Measurement m = skippedMeasurement("", figure.metric, figure.unit, cannotMeasure ? "" : reason);
            m.key = figure.key;
            if (cannotMeasure)
                m.error = reason;
            gpu.push_back(std::move(m));
        }
    }
    for (core::Measurement &m : gpu) {
        if (selected(options, "gpu", m.metric))
            run.measurements.push_back(std::move(m));
    }
    for (core::Measurement &m : inventoryChecks(detected, specs, options.specsAreABuild))
        run.measurements.push_back(std::move(m));
    if (progress)
        progress({"done", 1, 1});

    for (core::Measurement &m : run.measurements) {
        core::attachSpec(m, specs);
        core::judge(m, thresholds);
    }
    run.cancelled = cancel && cancel->load();
    run.finished = utcNow();
    return run;
}

std::vector<std::string> unknownTests(const std::vector<std::string> &tests)
{
    std::vector<std::pair<std::string, std::string>> known; // probe key, metric
    for (const auto &probe : hostProbes()) {
        for (const core::Measurement &m : probe->skippedAll(""))
            known.emplace_back(probe->key(), m.metric);
    }
    for (const auto &[metric, unit] : helperMetrics())
        known.emplace_back("gpu", metric);
    std::vector<std::string> unknown;
    for (const std::string &test : tests) {
        BenchOptions one;
        one.tests = {test};
        if (std::none_of(known.begin(), known.end(),
                         [&](const auto &k) { return selected(one, k.first, k.second); }))
            unknown.push_back(test);
    }
    return unknown;
}

} // namespace dlrig::kernels
