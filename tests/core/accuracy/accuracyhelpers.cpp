#include "tests/core/accuracy/trainingrun.h"

#include "core/base/textfile.h"
#include "core/build/edgemodule.h"
#include "core/build/nodeview.h"
#include "core/estimate/estimate.h"
#include "core/models/modellibrary.h"
#include "core/parts/partjson.h"
#include "core/plan/planner.h"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace dlrig::accuracy {

const char *kindName(Kind kind)
{
    switch (kind) {
    case Kind::Training:
        return "training throughput";
    case Kind::Prefill:
        return "prefill and forward";
    case Kind::Decode:
        return "decode";
    case Kind::Memory:
        return "memory";
    case Kind::Latency:
        break;
    }
    return "serving latency";
}

double tolerance(Kind kind)
{
    return kind == Kind::Memory ? 0.10 : kind == Kind::Latency ? 0.40 : 0.20;
}

std::vector<Case> allCases()
{
    std::vector<Case> all = trainingCases();
    for (auto *more : {&llmTrainingCases, &visionCases, &inferenceCases, &quantisedCases, &moeCases, &servingCases,
                       &memoryCases, &lmdeployCases}) {
        std::vector<Case> next = (*more)();
        all.insert(all.end(), next.begin(), next.end());
    }
    return all;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n == 0 ? 0 : n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

double quantile(std::vector<double> values, double q)
{
    std::sort(values.begin(), values.end());
    if (values.empty())
        return 0;
    const double at = q * static_cast<double>(values.size() - 1);
    const std::size_t below = static_cast<std::size_t>(at);
    const std::size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (at - static_cast<double>(below)) * (values[above] - values[below]);
}

const core::Part &catalogGpu(const std::string &id)
{
    static const std::map<std::string, core::Part> parts = [] {
        const std::string path = std::string(DLRIG_CATALOG_DATA_DIR) + "/gpu.json";
        std::map<std::string, core::Part> byId;
        for (core::Part &part : core::partsFromDocument(core::readTextFile(path), path))
            byId.emplace(part.id, std::move(part));
        // An edge module by its own id: the GPU integrated in it, as a build analyses it.
        const std::string edgePath = std::string(DLRIG_CATALOG_DATA_DIR) + "/edge.json";
        for (const core::Part &module : core::partsFromDocument(core::readTextFile(edgePath), edgePath))
            byId.emplace(module.id, core::integratedParts(module).front());
        return byId;
    }();
    const auto found = parts.find(id);
    if (found == parts.end())
        throw std::runtime_error("no GPU " + id + " in catalog/data/gpu.json or edge.json");
    return found->second;
}

core::ModelSpec libraryModel(const std::string &slug)
{
    const core::ModelSpec *model = core::ModelLibrary::builtIn().find(slug);
    if (!model)
        throw std::runtime_error("no model " + slug + " in the library");
    return *model;
}

core::ModelSpec decoderOfShape(const std::string &slug, const std::string &name, const core::TransformerShape &shape,
                               const std::string &configSource)
{
    core::ModelSpec m;
    m.slug = slug;
    m.name = name;
    m.kind = core::ModelKind::DecoderLm;
    m.transformer = shape;
    m.configSource = configSource;
    return m;
}

double plannedRate(core::Workload w, const Cluster &c, const core::Assumptions &a)
{
    const core::Part &part = catalogGpu(c.gpu);
    const auto &spec = std::get<core::GpuSpec>(part.specs);
    w.parallel.gpus = c.gpus;
    const int perNode = std::min(c.perNode, c.gpus);
    const core::HardwareShape shape =
        core::hardwareShapeFor(part, w.precision, perNode, c.gpus / perNode, c.nicGbps, spec.pcieGeneration);
    const core::PlanResult plan = core::planWorkload(w, shape, a);
    return plan.chosen.unitsPerSecond();
}

namespace {

core::EstimateRequest requestOn(const core::Workload &w, const std::string &gpu, const core::Assumptions &a)
{
    const auto &spec = std::get<core::GpuSpec>(catalogGpu(gpu).specs);
    core::EstimateRequest request;
    request.workload = w;
    request.assumptions = a;
    request.gpu = core::GpuPeak{core::peakTflopsFor(spec, w.precision), spec.memoryBandwidthGBps,
                                core::gpuTraitsOf(spec)};
    return request;
}

} // namespace

double forwardRate(core::Workload w, const std::string &gpu, const core::Assumptions &a)
{
    w.task = core::Task::Infer;
    const core::Estimate e = core::estimate(requestOn(w, gpu, a));
    return e.compute.unitsPerSecond.value_or(0);
}

namespace {

// `gpus` catalog GPUs in one node, joined by the part's own links.
core::HardwareShape oneNode(const std::string &gpu, core::Precision precision, int gpus)
{
    const core::Part &part = catalogGpu(gpu);
    return core::hardwareShapeFor(part, precision, gpus, 1, 0, std::get<core::GpuSpec>(part.specs).pcieGeneration);
}

} // namespace

double decodeRate(core::Workload w, const std::string &gpu, const core::Assumptions &a, int tensor)
{
    w.task = core::Task::Infer;
    if (tensor == 1) {
        const core::Estimate e = core::estimate(requestOn(w, gpu, a));
        return e.compute.decodeTokensPerSecondPerSequence.value_or(0);
    }
    // Tensor parallelism: the planner costs the all-reduces of every layer.
    w.pins.tensor = tensor;
    w.pins.pipeline = 1;
    w.serving.users = w.batch;
    w.parallel.gpus = tensor;
    return core::planWorkload(w, oneNode(gpu, w.precision, tensor), a).chosen.tokensPerSecondPerUser();
}

namespace {

core::ServingEstimate servingOf(core::Workload w, const std::string &gpu, int gpus, int tensor, int expert,
                                const core::ServingLoad &load, const core::Assumptions &a)
{
    w.task = core::Task::Infer;
    w.pins.tensor = tensor;
    w.pins.pipeline = 1;
    if (expert > 0)
        w.pins.expert = expert;
    w.serving.users = std::max(1, load.users);
    w.serving.requestRate = load.requestRate;
    w.serving.inputTokens = load.inputTokens;
    w.serving.outputTokens = load.outputTokens;
    w.parallel.gpus = gpus;
    w.sequence = load.inputTokens + load.outputTokens;
    const core::HardwareShape shape = oneNode(gpu, w.precision, gpus);
    return *core::planServing(w, shape, a, [&](const core::Workload &v) {
                return core::planWorkload(v, shape, a);
            }).serving;
}

} // namespace

double servingUserRate(core::Workload w, const std::string &gpu, int gpus, int tensor, int expert,
                       const core::ServingLoad &load, const core::Assumptions &a)
{
    const core::ServingEstimate e = servingOf(std::move(w), gpu, gpus, tensor, expert, load, a);
    return load.outputTokens / ((e.ttftMs.p50 + (load.outputTokens - 1) * e.tpotMs.p50) / 1e3);
}

double servingLatency(core::Workload w, const std::string &gpu, int gpus, int tensor, const core::ServingLoad &load,
                      Latency which, const core::Assumptions &a)
{
    const core::ServingEstimate e = servingOf(std::move(w), gpu, gpus, tensor, 0, load, a);
    switch (which) {
    case Latency::TtftMean:
    case Latency::TtftMedian:
        return e.ttftMs.p50;
    case Latency::TpotMean:
    case Latency::TpotMedian:
        break;
    }
    return e.tpotMs.p50;
}

core::Workload workloadOf(const Run &r)
{
    core::Workload w;
    w.model = r.model;
    w.task = r.task;
    w.precision = r.precision;
    w.optimizer = r.optimizer;
    w.sequence = r.sequence;
    w.kernels = r.kernels;
    w.attention = r.attention;
    w.globalBatch = r.globalBatch;
    w.pins.microBatch = r.microBatch;
    w.pins.recompute = r.recompute;
    w.pins.zeroStage = r.zero;
    w.pins.tensor = r.tensor;
    w.pins.pipeline = r.pipeline;
    if (r.virtualStages > 1)
        w.pins.virtualStages = r.virtualStages;
    return w;
}

Estimator perGpu(Run run, Cluster cluster)
{
    return
        [run, cluster](const core::Assumptions &a) { return plannedRate(workloadOf(run), cluster, a) / cluster.gpus; };
}

Estimator allGpus(Run run, Cluster cluster)
{
    return [run, cluster](const core::Assumptions &a) { return plannedRate(workloadOf(run), cluster, a); };
}

Estimator sequences(Run run, Cluster cluster)
{
    return
        [run, cluster](const core::Assumptions &a) { return plannedRate(workloadOf(run), cluster, a) / run.sequence; };
}

double memoryOf(core::Workload w, Measure measure, const core::Assumptions &a)
{
    core::EstimateRequest request;
    request.workload = w;
    request.assumptions = a;
    const core::Estimate e = core::estimate(request);
    const core::MemoryBreakdown &m = e.memory.perGpu;
    const double total = static_cast<double>(m.total().count);
    const double context = a.cudaContextGiB * static_cast<double>(1ULL << 30);
    const double tensors = total - static_cast<double>(m.runtimeOverhead.count);
    switch (measure) {
    case Measure::Device:
        return total;
    case Measure::Reserved:
        return total - context;
    case Measure::Allocated:
        break;
    }
    return total - context - a.allocatorFraction * tensors;
}

} // namespace dlrig::accuracy
