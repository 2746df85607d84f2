#include "core/plan/planner.h"

#include "core/base/inputerror.h"
#include "core/estimate/activations.h"
#include "core/estimate/computeestimate.h"
#include "core/estimate/memorybound.h"
#include "core/estimate/memoryestimate.h"
#include "core/plan/plancosts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <tuple>
#include <numeric>
#include <optional>

namespace dlrig::core {

namespace {

using namespace planning;

double d(int value)
{
    return static_cast<double>(value);
}

Bytes clampedBytes(double bytes)
{
    return bytesFromReal(std::clamp(bytes, 0.0, 9e18));
}

// Divisors of n from 1 up to limit.
std::vector<int> divisorsUpTo(int n, int limit)
{
    std::vector<int> list;
    for (int k = 1; k <= std::min(n, limit); ++k) {
        if (n % k == 0)
            list.push_back(k);
    }
    return list;
}

std::string gb(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
    return text;
}

// The memory of a plan at `batch`, from the same plan at batch 1: activations
// and the KV cache grow with the batch, model states do not, and the runtime
// overhead follows the rest (memoryestimate.cpp).
MemoryBreakdown atBatch(const MemoryBreakdown &one, int batch, const Workload &w, int tensor, const Assumptions &a)
{
    MemoryBreakdown m = one;
    const double b = d(batch);
    m.activations = clampedBytes(static_cast<double>(one.activations.count) * b);
    m.kvCache = clampedBytes(static_cast<double>(one.kvCache.count) * b);
    m.runtimeOverhead = runtimeOverheadBytes(m, w, tensor, a);
    return m;
}

double secondsPerUnit(const Plan &p)
{
    return p.costs.stepSeconds() / p.costs.unitsPerStep;
}

// Of two plans alike in speed and traffic: with a known GPU memory, the larger
// micro-batch (fewer accumulation steps: real GPUs run larger micro-batches more
// efficiently, which the one sustained rate of the model does not see), then
// less memory; with no memory given, less memory.
bool fillsBetter(const Plan &a, const Plan &b)
{
    if (a.vramBytes > 0 && a.microBatch != b.microBatch)
        return a.microBatch > b.microBatch;
    return a.perGpu.total().count < b.perGpu.total().count;
}

// Within one layout (the same degrees, ZeRO, recompute and offload), plan a is
// better than plan b: faster per unit, then less traffic, then fillsBetter.
bool betterInLayout(const Plan &a, const Plan &b)
{
    const double ta = secondsPerUnit(a);
    const double tb = secondsPerUnit(b);
    if (ta != tb)
        return ta < tb;
    const double ca = a.costs.trafficSeconds() / a.costs.unitsPerStep;
    const double cb = b.costs.trafficSeconds() / b.costs.unitsPerStep;
    if (ca != cb)
        return ca < cb;
    return fillsBetter(a, b);
}

// Between plans the model cannot tell apart in speed (within kTie of each
// other): less communication, counting what overlaps compute (it still takes
// SMs and memory bandwidth on real GPUs), then fewer GPUs busy, then
// fillsBetter, then the simpler layout.
constexpr double kTie = 0.01;

bool preferredAmongTied(const Plan &a, const Plan &b)
{
    const double ca = a.costs.trafficSeconds() / a.costs.unitsPerStep;
    const double cb = b.costs.trafficSeconds() / b.costs.unitsPerStep;
    if (std::abs(ca - cb) > 1e-9 * std::max(ca, cb))
        return ca < cb;
    if (a.gpusUsed != b.gpusUsed)
        return a.gpusUsed < b.gpusUsed;
    if (fillsBetter(a, b) != fillsBetter(b, a))
        return fillsBetter(a, b);
    return std::tie(a.zeroStage, a.recompute, a.offload, a.pipeline, a.expert, a.tensor) <
           std::tie(b.zeroStage, b.recompute, b.offload, b.pipeline, b.expert, b.tensor);
}

class Planner {
public:
    Planner(const Workload &w, const HardwareShape &hw, const Assumptions &a, LayoutMemory *layoutMemory)
        : m_w(w), m_hw(hw), m_a(a), m_memory(layoutMemory)
    {
        m_in.workload = &m_w;
        m_in.shape = &m_hw;
        m_in.assumptions = &m_a;
        Workload probe = w;
        probe.parallel = {};
        probe.recompute = Recompute::None;
        const MemoryEstimate memory = estimateMemory(probe, a);
        const ComputeEstimate compute = estimateCompute(probe, memory, std::nullopt, 0, a);
        m_in.modelFlopsPerUnit = compute.flopsPerUnit;
        m_in.attentionFlopsPerUnit = attentionForwardFlopsPerUnit(probe);
        m_in.decodeAttentionFlopsPerToken = decodeAttentionFlopsPerToken(probe);
        m_in.trainableParams = memory.trainableParams;
        m_in.transformer = w.model.transformer.has_value();
        const int imageTokens = m_in.transformer ? w.model.transformer->imageTokens() : 0;
        m_in.positions = imageTokens > 0 ? imageTokens : w.sequence;
        m_in.unitsPerSample = compute.perToken ? w.sequence : 1;
        const bool fp32 = w.precision == Precision::Fp32 || w.precision == Precision::Tf32;
        m_in.activationBytes = fp32 ? 4 : 2;
        m_in.gradientBytesPerParam = fp32 ? 4 : 2;
        m_in.decodes = w.task == Task::Infer && w.model.kind == ModelKind::DecoderLm;
        m_in.efficiency = baseEfficiency(w, w.task == Task::Infer ? Phase::Forward : Phase::Training, hw.traits,
                                         hw.denseTflops, a);
        m_in.decodeAttentionPeakShare = decodeAttentionPeakShare(w, hw.traits, hw.denseTflops);
        for (const Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
            probe.recompute = r;
            m_in.memoryBoundBytesPerUnit[static_cast<int>(r)] = memoryBoundBytesPerUnit(probe, a);
        }
        m_in.optimizerBytesPerParam = optimizerStepBytesPerParam(w, a);
        m_target = targetGlobalBatch(w);
    }

    PlanResult run()
    {
        checkPinsFit();
        if (m_w.task == Task::Infer) {
            searchInference();
            if (m_considered == 0 && m_w.pins.expert)
                throw InputError("--ep", Message{DLRIG_MESSAGE("input", "--ep {ep} fits no layout of these GPUs: it "
                                                                        "must be a multiple of the tensor-parallel "
                                                                        "degree and span whole replicas"),
                                                 {{"ep", std::int64_t{*m_w.pins.expert}}}});
        } else {
            const std::optional<Offload> offload = m_w.pins.offload;
            if (offload != Offload::Cpu)
                searchTraining(false);
            // CPU offload only when nothing fits on the GPUs, or pinned; it needs ZeRO.
            if (!m_anyFits && offload != Offload::None && m_w.pins.zeroStage.value_or(1) >= 1)
                searchTraining(true);
        }
        return finish();
    }

private:
    void checkPinsFit() const
    {
        const PlanPins &pins = m_w.pins;
        const int total = m_hw.totalGpus();
        if (pins.tensor && *pins.tensor > m_hw.gpusPerNode)
            throw InputError("--tp",
                             Message{DLRIG_MESSAGE("input", "--tp {tp} needs {tp} GPUs in one node; there "
                                                            "are {per} per node (tensor parallelism stays "
                                                            "inside a node)"),
                                     {{"tp", std::int64_t{*pins.tensor}}, {"per", std::int64_t{m_hw.gpusPerNode}}}});
        const int tp = pins.tensor.value_or(1);
        const int pp = pins.pipeline.value_or(1);
        if (tp * pp > total)
            throw InputError(pins.pipeline ? "--pp" : "--tp",
                             Message{DLRIG_MESSAGE("input", "{option}: tensor {tp} × pipeline {pp} needs {need} GPUs; "
                                                            "there are {total}"),
                                     {{"option", std::string(pins.pipeline ? "--pp" : "--tp")},
                                      {"tp", std::int64_t{tp}},
                                      {"pp", std::int64_t{pp}},
                                      {"need", std::int64_t{tp * pp}},
                                      {"total", std::int64_t{total}}}});
        if (pins.expert && *pins.expert * pp > total)
            throw InputError("--ep", Message{DLRIG_MESSAGE("input", "--ep {ep} × pipeline {pp} needs {need} GPUs; "
                                                                    "there are {total}"),
                                             {{"ep", std::int64_t{*pins.expert}},
                                              {"pp", std::int64_t{pp}},
                                              {"need", std::int64_t{*pins.expert * pp}},
                                              {"total", std::int64_t{total}}}});
        if (pins.expert && *pins.expert > 1 && m_w.serving.users * tp < *pins.expert)
            throw InputError("--ep", Message{DLRIG_MESSAGE("input", "--ep {ep} spans {replicas} replicas of tensor "
                                                                    "{tp}, each serving its own users; there "
                                                                    "{users|is|are} {users} {users|user|users}"),
                                             {{"ep", std::int64_t{*pins.expert}},
                                              {"replicas", std::int64_t{*pins.expert / tp}},
                                              {"tp", std::int64_t{tp}},
                                              {"users", std::int64_t{m_w.serving.users}}}});
    }

    // Expert-parallel degrees for `replicas` replicas of `tensor` GPUs: 1 (the
    // experts split by tensor parallelism), and for a mixture of experts every
    // group of whole replicas, tensor × j GPUs with j dividing the replicas,
    // whose size divides the routed experts.
    std::vector<int> expertOptions(int tensor, int replicas) const
    {
        if (m_w.pins.expert == 1)
            return {1};
        const int experts = m_in.transformer ? m_w.model.transformer->experts : 1;
        std::vector<int> options;
        for (const int j : divisorsUpTo(replicas, replicas)) {
            const int e = tensor * j;
            if (m_w.pins.expert ? e == *m_w.pins.expert : (e == 1 || (e > 1 && experts % e == 0 && experts > 1)))
                options.push_back(e);
        }
        if (!m_w.pins.expert && (options.empty() || options.front() != 1))
            options.insert(options.begin(), 1);
        return options;
    }

    std::vector<int> tensorOptions() const
    {
        if (m_w.pins.tensor)
            return {*m_w.pins.tensor};
        if (!m_in.transformer)
            return {1};
        const TransformerShape &s = *m_w.model.transformer;
        // Only degrees that divide the heads and the key/value heads, inside one node.
        return divisorsUpTo(std::gcd(s.heads, s.kvHeads), m_hw.gpusPerNode);
    }

    std::vector<int> pipelineOptions(int tensor) const
    {
        if (m_w.pins.pipeline)
            return {*m_w.pins.pipeline};
        if (!m_in.transformer)
            return {1};
        return divisorsUpTo(m_w.model.transformer->totalLayers(), m_hw.totalGpus() / tensor);
    }

    std::vector<Recompute> recomputeOptions() const
    {
        if (m_w.pins.recompute)
            return {*m_w.pins.recompute};
        if (!m_in.transformer)
            return {Recompute::None}; // activations of other models are counted without it
        return {Recompute::None, Recompute::Selective, Recompute::Full};
    }

    std::vector<int> zeroOptions(int data, bool offload) const
    {
        if (m_w.pins.zeroStage)
            return {*m_w.pins.zeroStage};
        if (offload)
            return {1, 2, 3};
        if (data <= 1)
            return {0};
        return {0, 1, 2, 3};
    }

    // Micro-batches to try for `data` replicas, with the accumulation each needs:
    // those that make the global batch exactly when data divides it, else powers
    // of two rounding the batch up.
    std::vector<std::pair<int, int>> batchOptions(int data) const
    {
        std::vector<std::pair<int, int>> options;
        const auto add = [&](int micro) {
            const int steps = m_target > 0 ? (m_target + data * micro - 1) / (data * micro) : 1;
            options.emplace_back(micro, steps);
        };
        if (m_w.pins.microBatch) {
            add(*m_w.pins.microBatch);
        } else if (m_target <= 0) {
            add(1);
        } else if (m_target % data == 0) {
            const int perReplica = m_target / data;
            std::vector<int> large;
            for (int micro = 1; micro * micro <= perReplica; ++micro) {
                if (perReplica % micro != 0)
                    continue;
                add(micro);
                if (micro * micro != perReplica)
                    large.push_back(perReplica / micro);
            }
            for (auto it = large.rbegin(); it != large.rend(); ++it)
                add(*it);
        } else {
            const int most = (m_target + data - 1) / data;
            for (int micro = 1; micro <= most; micro *= 2)
                add(micro);
        }
        return options;
    }

    MemoryEstimate memoryOf(const Plan &plan)
    {
        const LayoutMemory::Key key{plan.tensor,
                                    plan.pipeline,
                                    plan.data,
                                    plan.zeroStage,
                                    static_cast<int>(plan.recompute),
                                    static_cast<int>(plan.offload),
                                    plan.expert};
        if (m_memory) {
            if (const auto it = m_memory->entries.find(key); it != m_memory->entries.end())
                return it->second;
        }
        Workload w = applyPlan(m_w, plan);
        w.batch = 1;
        const MemoryEstimate memory = estimateMemory(w, m_a);
        if (m_memory)
            m_memory->entries.emplace(key, memory);
        return memory;
    }

    void searchTraining(bool offload)
    {
        const int total = m_hw.totalGpus();
        for (const int tensor : tensorOptions()) {
            for (const int pipeline : pipelineOptions(tensor)) {
                int data = total / (tensor * pipeline);
                if (data < 1)
                    continue;
                if (m_target > 0)
                    data = std::min(data, m_target); // never more replicas than samples per step
                for (const int zero : zeroOptions(data, offload)) {
                    for (const Recompute recompute : recomputeOptions()) {
                        Plan plan;
                        plan.tensor = tensor;
                        plan.pipeline = pipeline;
                        plan.virtualStages = pipeline > 1 ? m_w.pins.virtualStages.value_or(1) : 1;
                        plan.data = data;
                        plan.gpusUsed = tensor * pipeline * data;
                        plan.zeroStage = zero;
                        plan.recompute = recompute;
                        plan.offload = offload ? Offload::Cpu : Offload::None;
                        const MemoryEstimate one = memoryOf(plan);
                        plan.offloadHostBytes = one.offloadHostBytes;
                        for (const auto &[micro, steps] : batchOptions(data)) {
                            plan.microBatch = micro;
                            plan.gradientAccumulation = steps;
                            plan.globalBatch = data * micro * steps;
                            plan.perGpu = atBatch(one.perGpu, micro, m_w, plan.tensor, m_a);
                            costTrainingStep(m_in, plan);
                            if (!offer(plan))
                                break; // memory grows with the micro-batch: larger ones do not fit either
                        }
                    }
                }
            }
        }
    }

    void searchInference()
    {
        const int total = m_hw.totalGpus();
        const int users = m_w.serving.users;
        for (const int tensor : tensorOptions()) {
            for (const int pipeline : pipelineOptions(tensor)) {
                const int replicas = std::min(total / (tensor * pipeline), users);
                if (replicas < 1)
                    continue;
                for (const int expert : expertOptions(tensor, replicas)) {
                    Plan plan;
                    plan.inference = true;
                    plan.decode = m_in.decodes;
                    plan.tensor = tensor;
                    plan.pipeline = pipeline;
                    plan.expert = expert;
                    plan.data = replicas;
                    plan.gpusUsed = tensor * pipeline * replicas;
                    plan.users = users;
                    plan.microBatch = (users + replicas - 1) / replicas;
                    const MemoryEstimate one = memoryOf(plan);
                    plan.perGpu = atBatch(one.perGpu, plan.microBatch, m_w, plan.tensor, m_a);
                    // Serving engines prefill in chunks: activations stop growing with the batch.
                    plan.perGpu.activations =
                        clampedBytes(inferenceActivationBytesAt(m_w, plan.microBatch, plan.tensor, m_a));
                    plan.perGpu.runtimeOverhead = runtimeOverheadBytes(plan.perGpu, m_w, plan.tensor, m_a);
                    costInferenceStep(m_in, plan);
                    offer(plan);
                }
            }
        }
    }

    // Keeps the plan if it is the best of its layout or needs the least memory
    // so far; returns whether it fits.
    bool offer(Plan &plan)
    {
        ++m_considered;
        plan.vramBytes = static_cast<double>(m_hw.vram.count);
        const double need = static_cast<double>(plan.perGpu.total().count);
        plan.fits = m_hw.vram.count == 0 || need <= plan.vramBytes;
        m_anyFits = m_anyFits || plan.fits;
        if (!m_leastMemory || need < static_cast<double>(m_leastMemory->perGpu.total().count))
            m_leastMemory = plan;
        // The best of each layout, for the choice and the runner-ups.
        const Layout layout{plan.tensor,
                            plan.pipeline,
                            plan.zeroStage,
                            static_cast<int>(plan.recompute),
                            static_cast<int>(plan.offload),
                            plan.expert};
        auto it = m_layouts.find(layout);
        if (it == m_layouts.end())
            m_layouts.emplace(layout, plan);
        else if (plan.fits > it->second.fits || (plan.fits == it->second.fits && betterInLayout(plan, it->second)))
            it->second = plan;
        return plan.fits;
    }

    // The fastest layout that fits; those within kTie of it are told apart by
    // preferredAmongTied. Without any that fits, the one needing least memory.
    std::optional<Plan> chooseBest() const
    {
        double fastest = std::numeric_limits<double>::infinity();
        for (const auto &[layout, plan] : m_layouts) {
            if (plan.fits)
                fastest = std::min(fastest, secondsPerUnit(plan));
        }
        std::optional<Plan> best;
        for (const auto &[layout, plan] : m_layouts) {
            if (plan.fits && secondsPerUnit(plan) <= fastest * (1 + kTie) &&
                (!best || preferredAmongTied(plan, *best)))
                best = plan;
        }
        return best;
    }

    PlanResult finish()
    {
        PlanResult result;
        result.considered = m_considered;
        const std::optional<Plan> best = chooseBest();
        result.feasible = best.has_value();
        if (best)
            result.chosen = *best;
        else if (m_leastMemory)
            result.chosen = *m_leastMemory;
        const Plan &chosen = result.chosen;
        const double chosenTime = secondsPerUnit(chosen);
        std::vector<Plan> fitting;
        std::vector<Plan> tooBig;
        for (const auto &[layout, plan] : m_layouts) {
            if (plan.tensor == chosen.tensor && plan.pipeline == chosen.pipeline &&
                plan.zeroStage == chosen.zeroStage && plan.recompute == chosen.recompute &&
                plan.offload == chosen.offload && plan.expert == chosen.expert)
                continue;
            if (plan.fits)
                fitting.push_back(plan);
            // Layouts that do not fit are kept at their smallest micro-batch, which
            // runs a little slower per token (efficiency.h, problem size): those within
            // 10 % of the chosen plan are the ones memory, not speed, rules out.
            else if (secondsPerUnit(plan) < chosenTime * 1.1 || !result.feasible)
                tooBig.push_back(plan);
        }
        const auto faster = [](const Plan &a, const Plan &b) { return betterInLayout(a, b); };
        std::sort(fitting.begin(), fitting.end(), faster);
        // Of those layouts that do not fit, the ones closest to fitting.
        std::sort(tooBig.begin(), tooBig.end(), [](const Plan &a, const Plan &b) {
            return a.perGpu.total().count < b.perGpu.total().count;
        });
        for (std::size_t i = 0; i < std::min<std::size_t>(2, tooBig.size()); ++i) {
            const double over = static_cast<double>(tooBig[i].perGpu.total().count) - tooBig[i].vramBytes;
            const Message why{DLRIG_MESSAGE("plan.why.memory", "out of memory by {over} per GPU"),
                              {{"over", gb(over)}}};
            result.alternatives.push_back({tooBig[i], why.english(), why});
        }
        for (std::size_t i = 0; i < std::min<std::size_t>(3, fitting.size()); ++i) {
            const double slower = secondsPerUnit(fitting[i]) / chosenTime - 1;
            Message why;
            if (slower >= 0.005)
                why = {DLRIG_MESSAGE("plan.why.slower", "{percent} % slower"), {{"percent", Decimal{slower * 100, 0}}}};
            else if (fitting[i].costs.trafficSeconds() / fitting[i].costs.unitsPerStep >
                     chosen.costs.trafficSeconds() / chosen.costs.unitsPerStep)
                why = {DLRIG_MESSAGE("plan.why.communication", "as fast, but more communication"), {}};
            else if (fitting[i].gpusUsed > chosen.gpusUsed)
                why = {DLRIG_MESSAGE("plan.why.gpus", "as fast, but more GPUs busy"), {}};
            else
                why = {DLRIG_MESSAGE("plan.why.memory_per_gpu", "as fast, but more memory per GPU"), {}};
            result.alternatives.push_back({fitting[i], why.english(), why});
        }
        if (m_target > 0 && m_w.task != Task::Infer)
            result.notes.push_back(
                m_w.globalBatch > 0
                    ? Message{DLRIG_MESSAGE("plan.note", "plan: global batch {samples} samples per step, as given"),
                              {{"samples", std::int64_t{m_target}}}}
                    : Message{DLRIG_MESSAGE("plan.note", "plan: global batch {samples} samples per step, the model's "
                                                         "published batch ({source})"),
                              {{"samples", std::int64_t{m_target}}, {"source", m_w.model.globalBatchSource}}});
        if (chosen.gpusUsed < m_hw.totalGpus())
            result.notes.push_back({DLRIG_MESSAGE("plan.note", "plan: {idle} {idle|GPU|GPUs} left idle; no layout of "
                                                               "this model uses them all"),
                                    {{"idle", std::int64_t{m_hw.totalGpus() - chosen.gpusUsed}}}});
        if (chosen.offload == Offload::Cpu)
            result.notes.push_back({DLRIG_MESSAGE("plan.note", "plan: nothing fits in GPU memory alone, so optimizer "
                                                               "states are offloaded to the CPU (PCIe transfers "
                                                               "counted; the CPU's optimizer step is not)"),
                                    {}});
        return result;
    }

    const Workload &m_w;
    const HardwareShape &m_hw;
    const Assumptions &m_a;
    LayoutMemory *m_memory = nullptr;
    StepInputs m_in;
    int m_target = 0;
    int m_considered = 0;
    bool m_anyFits = false;
    std::optional<Plan> m_leastMemory;
    using Layout = std::tuple<int, int, int, int, int, int>; // tensor, pipeline, ZeRO, recompute, offload, expert
    std::map<Layout, Plan> m_layouts;
};

} // namespace

int targetGlobalBatch(const Workload &w)
{
    if (w.task == Task::Infer)
        return 0;
    if (w.globalBatch > 0)
        return w.globalBatch;
    if (w.task != Task::Train)
        return 0; // fine-tuning batches are the user's to set; published ones are for pre-training
    if (w.model.publishedGlobalBatchSamples > 0)
        return w.model.publishedGlobalBatchSamples;
    if (w.model.publishedGlobalBatchTokens > 0 && w.model.isLanguageModel())
        return std::max(1, static_cast<int>(std::lround(w.model.publishedGlobalBatchTokens / d(w.sequence))));
    return 0;
}

PlanResult planWorkload(const Workload &workload, const HardwareShape &shape, const Assumptions &assumptions,
                        LayoutMemory *memory)
{
    validate(workload);
    if (shape.denseTflops > 0)
        return Planner(workload, shape, assumptions, memory).run();
    // Without a peak, times are only relative: rank on a nominal GPU of 100
    // TFLOPS and 1 TB/s and show memory, not seconds.
    HardwareShape nominal = shape;
    nominal.denseTflops = 100;
    if (nominal.memoryBandwidthGBps <= 0)
        nominal.memoryBandwidthGBps = 1000;
    if (nominal.pcieGBps <= 0)
        nominal.pcieGBps = 16 * 1.969;
    PlanResult result = Planner(workload, nominal, assumptions, memory).run();
    result.timed = false;
    return result;
}

} // namespace dlrig::core
