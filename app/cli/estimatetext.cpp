#include "app/cli/estimatetext.h"

#include "app/cli/texttable.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
    return buffer;
}

std::string scientific(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
    return buffer;
}

std::string seconds(double value)
{
    if (value < 1e-3)
        return fixed(value * 1e6, 0) + " µs";
    if (value < 1)
        return fixed(value * 1e3, 1) + " ms";
    return fixed(value, 2) + " s";
}

std::string duration(double seconds)
{
    if (seconds < 3600)
        return fixed(seconds / 60, 1) + " minutes";
    if (seconds < 3 * 86400)
        return fixed(seconds / 3600, 1) + " hours";
    return fixed(seconds / 86400, 1) + " days";
}

std::string modelLine(const ModelSpec &m)
{
    std::string line = formatCount(m.totalParams()) + " parameters";
    if (m.activeParams() < m.totalParams() * 0.999)
        line += " (" + formatCount(m.activeParams()) + " active per token)";
    line += ", " + std::string(toString(m.kind));
    if (const auto &s = m.transformer) {
        line += "; " + std::to_string(s->layers) + (s->decoderLayers ? "+" + std::to_string(s->decoderLayers) : "") +
                " layers, hidden " + std::to_string(s->hidden) + ", " + std::to_string(s->heads) + " heads (" +
                std::to_string(s->kvHeads) + " kv, dim " + std::to_string(s->headDim) + "), ffn " +
                std::to_string(s->ffn);
        if (s->vocab > 0)
            line += ", vocab " + std::to_string(s->vocab);
        if (s->imageTokens() > 0)
            line += ", " + std::to_string(s->imageTokens()) + " tokens per image";
    }
    return line;
}

void addMemoryRow(TextTable &table, const char *name, Bytes bytes)
{
    table.addRow({name, fixed(bytes.gb(), 2), fixed(bytes.gib(), 2)});
}

} // namespace

void printEstimate(std::ostream &out, const Estimate &e)
{
    const Workload &w = e.request.workload;
    const Parallelism &p = w.parallel;
    out << w.model.name << " (" << w.model.slug << ")\n";
    out << "  model      " << modelLine(w.model) << '\n';
    out << "  workload   " << toString(w.task) << ", " << toString(w.precision);
    if (w.task != Task::Infer)
        out << ", " << toString(w.optimizer);
    out << ", batch " << w.batch;
    if (w.model.isLanguageModel())
        out << ", seq " << w.sequence;
    out << ", " << p.gpus << " GPU" << (p.gpus > 1 ? "s" : "") << " (tp " << p.tensor << ", pp " << p.pipeline
        << ", dp " << p.dataParallel();
    if (p.zeroStage > 0)
        out << ", ZeRO-" << p.zeroStage;
    if (p.offload == Offload::Cpu)
        out << ", CPU offload";
    out << ")\n\n";

    const MemoryBreakdown &m = e.memory.perGpu;
    out << "GPU memory per GPU\n";
    TextTable memory({"", "GB", "GiB"});
    addMemoryRow(memory, "weights", m.weights);
    addMemoryRow(memory, "gradients", m.gradients);
    addMemoryRow(memory, "optimizer states", m.optimizerStates);
    addMemoryRow(memory, "activations", m.activations);
    addMemoryRow(memory, "kv cache", m.kvCache);
    addMemoryRow(memory, "runtime overhead", m.runtimeOverhead);
    addMemoryRow(memory, "total", m.total());
    memory.print(out);
    if (e.request.gpuVram) {
        const bool fits = m.total() <= *e.request.gpuVram;
        out << "  " << (fits ? "fits in " : "does NOT fit in ") << formatBytes(*e.request.gpuVram, ByteBase::Binary)
            << " per GPU ("
            << fixed(static_cast<double>(e.request.gpuVram->count) / static_cast<double>(m.total().count), 2)
            << "× what it needs)\n";
    }
    if (w.task != Task::Infer)
        out << "  trainable parameters: " << formatCount(e.memory.trainableParams) << '\n';

    out << "\nHost\n";
    TextTable host({"", "need"});
    host.addRow({"system RAM",
                 formatBytes(e.host.ram, ByteBase::Decimal) + " (" + formatBytes(e.host.ram, ByteBase::Binary) + ")"});
    if (e.memory.offloadHostBytes.count > 0)
        host.addRow({"  of which offload", formatBytes(e.memory.offloadHostBytes, ByteBase::Decimal)});
    host.addRow({"CPU cores", std::to_string(e.host.cpuCores)});
    host.addRow({"storage", formatBytes(e.host.storage, ByteBase::Decimal)});
    host.addRow({w.task == Task::Infer ? "  weights file" : "  checkpoints",
                 formatBytes(e.host.checkpoints, ByteBase::Decimal)});
    host.addRow({"  dataset", e.host.dataset.count ? formatBytes(e.host.dataset, ByteBase::Decimal) : "not given"});
    host.print(out);

    const ComputeEstimate &c = e.compute;
    out << "\nCompute\n";
    TextTable compute({"", ""});
    compute.addRow({std::string("FLOPs per ") + (c.perToken ? "token" : "sample"), scientific(c.flopsPerUnit)});
    // Every rate carries the spread of the measured runs of its kind (docs/accuracy.md).
    const auto ranged = [](double value, double uncertainty) {
        const Range r = rangeOf(value, uncertainty);
        return fixed(value, 1) + " (±" + std::to_string(static_cast<int>(std::lround(uncertainty * 100))) + " %: " +
               fixed(r.low, 1) + "–" + fixed(r.high, 1) + ")";
    };
    if (c.unitsPerSecond)
        compute.addRow(
            {std::string(w.task == Task::Infer ? "prefill " : "training ") + (c.perToken ? "tokens/s" : "samples/s"),
             ranged(*c.unitsPerSecond, c.uncertainty)});
    if (c.unitsPerSecond)
        compute.addRow({"compute efficiency", fixed(c.efficiency.compute * 100, 1) + " % of " +
                                                  fixed(c.efficiency.peakTflops, 1) + " TFLOPS"});
    if (c.secondsToTrain)
        compute.addRow({"time to train " + formatCount(c.trainTokens) + (c.perToken ? " tokens" : " samples"),
                        duration(*c.secondsToTrain) + " (" + duration(*c.secondsToTrain / (1 + c.uncertainty)) +
                            "–" + duration(*c.secondsToTrain / (1 - c.uncertainty)) + ")"});
    if (c.decodeTokensPerSecondPerSequence) {
        compute.addRow({"decode tokens/s per sequence",
                        ranged(*c.decodeTokensPerSecondPerSequence, c.decodeUncertainty)});
        compute.addRow({"decode tokens/s, all sequences", ranged(*c.decodeTokensPerSecond, c.decodeUncertainty)});
        compute.addRow({"decode bound by", c.decodeBound});
    }
    if (!e.request.gpu)
        compute.addRow({"throughput", "give --peak-tflops (and --mem-bandwidth) for a GPU"});
    compute.print(out);
}

void printAssumptions(std::ostream &out, const Estimate &e)
{
    out << "\nAssumptions\n";
    for (const std::string &note : e.notes)
        out << "  - " << note << '\n';
}

std::string planCostLine(const Plan &p)
{
    const PlanCosts &c = p.costs;
    std::string line = "step " + seconds(c.stepSeconds()) + ": ";
    line += p.decodes() ? "memory reads " + seconds(std::max(c.memorySeconds, c.computeSeconds))
                        : "compute " + seconds(c.computeSeconds);
    if (c.bubbleSeconds > 0)
        line += ", pipeline bubble " + seconds(c.bubbleSeconds);
    if (c.tensorCommSeconds > 0)
        line += ", tensor all-reduces " + seconds(c.tensorCommSeconds) + " over " + c.tensorLink;
    if (c.pipelineCommSeconds > 0)
        line += ", pipeline sends " + seconds(c.pipelineCommSeconds);
    if (c.dataCommSeconds > 0)
        line += ", data-parallel traffic not hidden " + seconds(c.dataCommSeconds) + " over " + c.dataLink;
    if (c.offloadSeconds > 0)
        line += ", offload " + seconds(c.offloadSeconds);
    return line;
}

void printPlan(std::ostream &out, const PlanResult &plan, const std::string &gpuName)
{
    out << "\nPlan" << (gpuName.empty() ? "" : " on " + gpuName) << " (the best of " << plan.considered
        << " plans considered)\n  " << describe(plan.chosen, plan.timed) << '\n';
    if (!plan.feasible)
        out << "  nothing fits in GPU memory: this is the layout that needs the least\n";
    if (plan.timed)
        out << "  " << planCostLine(plan.chosen) << '\n';
    if (!plan.alternatives.empty())
        out << "  runner-ups:\n";
    for (const PlanAlternative &a : plan.alternatives) {
        out << "    " << describe(a.plan, false) << " — "
            << (plan.timed || a.whyNot.find("memory") != std::string::npos ? a.whyNot : "not faster") << '\n';
    }
}

} // namespace dlrig::cli
