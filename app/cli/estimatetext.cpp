#include "app/cli/estimatetext.h"

#include "app/cli/language.h"
#include "app/cli/texttable.h"
#include "core/estimate/efficiency.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::string fixed(double value, int decimals)
{
    char buffer[64];
    // Beyond 15 digits a fixed-point number says nothing more, and would not fit.
    if (!std::isfinite(value) || std::fabs(value) >= 1e15)
        std::snprintf(buffer, sizeof buffer, "%.3g", value);
    else
        std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
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
    constexpr double kYear = 365.25 * 86400;
    if (seconds >= 1000 * kYear)
        return say(DLRIG_MESSAGE("cli.duration", "more than 1,000 years"));
    if (seconds >= 3 * kYear)
        return say({DLRIG_MESSAGE("cli.duration", "{count} years"), {{"count", Decimal{seconds / kYear, 1}}}});
    if (seconds < 3600)
        return say({DLRIG_MESSAGE("cli.duration", "{count} minutes"), {{"count", Decimal{seconds / 60, 1}}}});
    if (seconds < 3 * 86400)
        return say({DLRIG_MESSAGE("cli.duration", "{count} hours"), {{"count", Decimal{seconds / 3600, 1}}}});
    return say({DLRIG_MESSAGE("cli.duration", "{count} days"), {{"count", Decimal{seconds / 86400, 1}}}});
}

// The model's and the workload's lines: phrases in the user's language, option
// values (decoder-lm, amp-bf16, adamw) as the user types them.
std::string number(long long value)
{
    return std::to_string(value);
}

std::string listOf(const std::vector<std::string> &items, const MessageText &separator)
{
    std::string joined;
    for (const std::string &item : items)
        joined += (joined.empty() ? "" : say(separator)) + item;
    return joined;
}

std::string modelLine(const ModelSpec &m)
{
    const MessageText comma = DLRIG_MESSAGE("cli.list", ", ");
    std::vector<std::string> parts;
    parts.push_back(
        m.activeParams() < m.totalParams() * 0.999
            ? say({DLRIG_MESSAGE("cli.model", "{total} parameters ({active} active per token)"),
                   {{"total", formatCount(m.totalParams())}, {"active", formatCount(m.activeParams())}}})
            : say({DLRIG_MESSAGE("cli.model", "{total} parameters"), {{"total", formatCount(m.totalParams())}}}));
    parts.push_back(std::string(toString(m.kind)));
    std::string line = listOf(parts, comma);
    const auto &s = m.transformer;
    if (!s)
        return line;
    std::vector<std::string> shape;
    shape.push_back(s->decoderLayers
                        ? say({DLRIG_MESSAGE("cli.model", "{encoder}+{decoder} layers"),
                               {{"encoder", number(s->layers)}, {"decoder", number(s->decoderLayers)}}})
                        : say({DLRIG_MESSAGE("cli.model", "{count} layers"), {{"count", number(s->layers)}}}));
    shape.push_back(say({DLRIG_MESSAGE("cli.model", "hidden {hidden}"), {{"hidden", number(s->hidden)}}}));
    const std::vector<MessageArg> headArgs{{"heads", number(s->heads)},
                                           {"kv", number(s->kvHeads)},
                                           {"dim", number(s->headDim)},
                                           {"latent", number(s->kvLoraRank)},
                                           {"rope", number(s->qkRopeHeadDim)}};
    shape.push_back(say({s->latentAttention()
                             ? DLRIG_MESSAGE("cli.model", "{heads} heads (latent attention: kv_lora {latent} + RoPE "
                                                          "{rope}, dim {dim})")
                             : DLRIG_MESSAGE("cli.model", "{heads} heads ({kv} kv, dim {dim})"),
                         headArgs}));
    std::string ffn = say({DLRIG_MESSAGE("cli.model", "ffn {ffn}"), {{"ffn", number(s->ffn)}}});
    if (s->experts > 1) {
        const std::vector<MessageArg> expertArgs{{"experts", number(s->experts)},
                                                 {"active", number(s->expertsPerToken)},
                                                 {"shared", number(s->sharedExperts)}};
        ffn += say({s->sharedExperts ? DLRIG_MESSAGE("cli.model", " × {experts} experts ({active} per token + "
                                                                  "{shared} shared)")
                                     : DLRIG_MESSAGE("cli.model", " × {experts} experts ({active} per token)"),
                    expertArgs});
    }
    shape.push_back(ffn);
    if (s->slidingLayers > 0)
        shape.push_back(say({DLRIG_MESSAGE("cli.model", "{count} layers with a {window}-token window"),
                             {{"count", number(s->slidingLayers)}, {"window", number(s->slidingWindow)}}}));
    if (s->vocab > 0)
        shape.push_back(say({DLRIG_MESSAGE("cli.model", "vocab {vocab}"), {{"vocab", number(s->vocab)}}}));
    if (s->mtpLayers > 0)
        shape.push_back(say({s->mtpLayers == 1 ? DLRIG_MESSAGE("cli.model", "1 multi-token-prediction layer held, "
                                                                            "not counted")
                                               : DLRIG_MESSAGE("cli.model", "{count} multi-token-prediction layers "
                                                                            "held, not counted"),
                             {{"count", number(s->mtpLayers)}}}));
    if (s->imageTokens() > 0)
        shape.push_back(
            say({DLRIG_MESSAGE("cli.model", "{count} tokens per image"), {{"count", number(s->imageTokens())}}}));
    return line + say(DLRIG_MESSAGE("cli.list.semicolon", "; ")) + listOf(shape, comma);
}

std::string workloadLine(const Workload &w)
{
    const MessageText comma = DLRIG_MESSAGE("cli.list", ", ");
    const Parallelism &p = w.parallel;
    std::vector<std::string> parts{std::string(toString(w.task)), std::string(toString(w.precision))};
    if (w.task != Task::Infer)
        parts.push_back(std::string(toString(w.optimizer)));
    parts.push_back(say({DLRIG_MESSAGE("cli.workload", "batch {batch}"), {{"batch", number(w.batch)}}}));
    if (w.model.isLanguageModel())
        parts.push_back(say({DLRIG_MESSAGE("cli.workload", "seq {sequence}"), {{"sequence", number(w.sequence)}}}));
    std::vector<std::string> split{"tp " + number(p.tensor), "pp " + number(p.pipeline),
                                   "dp " + number(p.dataParallel())};
    if (p.zeroStage > 0)
        split.push_back("ZeRO-" + number(p.zeroStage));
    if (p.offload == Offload::Cpu)
        split.push_back(say(DLRIG_MESSAGE("cli.workload", "CPU offload")));
    parts.push_back(say({p.gpus == 1 ? DLRIG_MESSAGE("cli.workload", "1 GPU ({split})")
                                     : DLRIG_MESSAGE("cli.workload", "{count} GPUs ({split})"),
                         {{"count", number(p.gpus)}, {"split", listOf(split, comma)}}}));
    return listOf(parts, comma);
}

void addMemoryRow(TextTable &table, const MessageText &name, Bytes bytes)
{
    table.addRow({say(name), fixed(bytes.gb(), 2), fixed(bytes.gib(), 2)});
}

std::string bytesBoth(Bytes bytes)
{
    return formatBytes(bytes, ByteBase::Decimal) + " (" + formatBytes(bytes, ByteBase::Binary) + ")";
}

} // namespace

void printEstimate(std::ostream &out, const Estimate &e)
{
    const Workload &w = e.request.workload;
    out << w.model.name << " (" << w.model.slug << ")\n";
    out << "  " << say({DLRIG_MESSAGE("cli.estimate.model", "model      {line}"), {{"line", modelLine(w.model)}}})
        << '\n';
    out << "  " << say({DLRIG_MESSAGE("cli.estimate.workload", "workload   {line}"), {{"line", workloadLine(w)}}})
        << "\n\n";

    const MemoryBreakdown &m = e.memory.perGpu;
    out << say(DLRIG_MESSAGE("cli.estimate.gpu_memory", "GPU memory per GPU")) << '\n';
    TextTable memory({"", "GB", "GiB"});
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "weights"), m.weights);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "gradients"), m.gradients);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "optimizer states"), m.optimizerStates);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "activations"), m.activations);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "kv cache"), m.kvCache);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "runtime overhead"), m.runtimeOverhead);
    addMemoryRow(memory, DLRIG_MESSAGE("memory.part", "total"), m.total());
    memory.print(out);
    if (e.request.gpuVram) {
        const bool fits = m.total() <= *e.request.gpuVram;
        const std::vector<MessageArg> args{
            {"vram", formatBytes(*e.request.gpuVram, ByteBase::Binary)},
            {"ratio",
             Decimal{static_cast<double>(e.request.gpuVram->count) / static_cast<double>(m.total().count), 2}}};
        out << "  "
            << say({fits ? DLRIG_MESSAGE("cli.estimate.fits", "fits in {vram} per GPU ({ratio}× what it needs)")
                         : DLRIG_MESSAGE("cli.estimate.does_not_fit",
                                         "does NOT fit in {vram} per GPU ({ratio}× what it needs)"),
                    args})
            << '\n';
    }
    if (w.task != Task::Infer)
        out << "  "
            << say({DLRIG_MESSAGE("cli.estimate.trainable", "trainable parameters: {count}"),
                    {{"count", formatCount(e.memory.trainableParams)}}})
            << '\n';

    out << '\n' << say(DLRIG_MESSAGE("cli.estimate.host", "Host")) << '\n';
    TextTable host({"", say(DLRIG_MESSAGE("cli.column", "need"))});
    host.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "system RAM")), bytesBoth(e.host.ram)});
    if (e.memory.offloadHostBytes.count > 0)
        host.addRow({"  " + say(DLRIG_MESSAGE("cli.estimate.row", "of which offload")),
                     formatBytes(e.memory.offloadHostBytes, ByteBase::Decimal)});
    host.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "CPU cores")), std::to_string(e.host.cpuCores)});
    host.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "storage")), formatBytes(e.host.storage, ByteBase::Decimal)});
    host.addRow({"  " + say(w.task == Task::Infer ? DLRIG_MESSAGE("cli.estimate.row", "weights file")
                                                  : DLRIG_MESSAGE("cli.estimate.row", "checkpoints")),
                 formatBytes(e.host.checkpoints, ByteBase::Decimal)});
    host.addRow({"  " + say(DLRIG_MESSAGE("cli.estimate.row", "dataset")),
                 e.host.dataset.count ? formatBytes(e.host.dataset, ByteBase::Decimal)
                                      : say(DLRIG_MESSAGE("cli.estimate.row", "not given"))});
    host.print(out);

    const ComputeEstimate &c = e.compute;
    out << '\n' << say(DLRIG_MESSAGE("cli.estimate.compute", "Compute")) << '\n';
    TextTable compute({"", ""});
    compute.addRow({say(c.perToken ? DLRIG_MESSAGE("cli.estimate.row", "FLOPs per token")
                                   : DLRIG_MESSAGE("cli.estimate.row", "FLOPs per sample")),
                    formatSi(c.flopsPerUnit, "FLOP")});
    // Every rate carries the range nine in ten unseen runs of its kind fell in (docs/accuracy.md).
    const auto ranged = [](double value, const StatedRange &stated) {
        const Range r = rangeOf(value, stated);
        std::string text = stated.text(); // " (−35 %/+45 %)"
        text.insert(text.size() - 1, ": " + fixed(r.low, 1) + "–" + fixed(r.high, 1));
        return fixed(value, 1) + text;
    };
    if (c.unitsPerSecond) {
        const MessageText rate = w.task == Task::Infer
                                     ? (c.perToken ? DLRIG_MESSAGE("cli.estimate.row", "prefill tokens/s")
                                                   : DLRIG_MESSAGE("cli.estimate.row", "prefill samples/s"))
                                     : (c.perToken ? DLRIG_MESSAGE("cli.estimate.row", "training tokens/s")
                                                   : DLRIG_MESSAGE("cli.estimate.row", "training samples/s"));
        compute.addRow({say(rate), ranged(*c.unitsPerSecond, c.range)});
        compute.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "compute efficiency")),
                        say({DLRIG_MESSAGE("cli.estimate.efficiency", "{share} % of {peak} TFLOPS"),
                             {{"share", Decimal{c.efficiency.compute * 100, 1}},
                              {"peak", Decimal{c.efficiency.peakTflops, 1}}}})});
    }
    if (c.secondsToTrain)
        compute.addRow({say({c.perToken ? DLRIG_MESSAGE("cli.estimate.train_tokens", "time to train {count} tokens")
                                        : DLRIG_MESSAGE("cli.estimate.train_samples", "time to train {count} samples"),
                             {{"count", formatCount(c.trainTokens)}}}),
                        [&] {
                            const Range r = durationRangeOf(*c.secondsToTrain, c.range);
                            const std::string low = duration(r.low);
                            const std::string high = duration(r.high);
                            const std::string middle = duration(*c.secondsToTrain);
                            return low == high ? middle : middle + " (" + low + "–" + high + ")";
                        }()});
    if (c.decodeTokensPerSecondPerSequence) {
        compute.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "decode tokens/s per sequence")),
                        ranged(*c.decodeTokensPerSecondPerSequence, c.decodeRange)});
        compute.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "decode tokens/s, all sequences")),
                        ranged(*c.decodeTokensPerSecond, c.decodeRange)});
        compute.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "decode bound by")), c.decodeBound});
    }
    if (!e.request.gpu)
        compute.addRow({say(DLRIG_MESSAGE("cli.estimate.row", "throughput")),
                        say(DLRIG_MESSAGE("cli.estimate.row", "give --peak-tflops (and --mem-bandwidth) for a GPU"))});
    compute.print(out);
}

void printAssumptions(std::ostream &out, const Estimate &e)
{
    out << '\n' << say(DLRIG_MESSAGE("cli.estimate.assumptions", "Assumptions")) << '\n';
    for (const Message &note : e.notes)
        out << "  - " << say(note) << '\n';
}

std::string planCostLine(const Plan &p)
{
    const PlanCosts &c = p.costs;
    std::string line = "step " + seconds(c.stepSeconds()) + ": ";
    line += p.decodes() ? "reads and math " + seconds(c.kernelWorkSeconds()) : "compute " + seconds(c.computeSeconds);
    if (c.memoryBoundSeconds > 0)
        line += ", memory-bound operators " + seconds(c.memoryBoundSeconds);
    if (c.optimizerSeconds > 0)
        line += ", optimizer step " + seconds(c.optimizerSeconds);
    if (c.kernelSeconds > 0)
        line += ", gaps between kernels " + seconds(c.kernelSeconds);
    if (c.bubbleSeconds > 0)
        line += ", pipeline bubble " + seconds(c.bubbleSeconds);
    if (c.tensorCommSeconds > 0)
        line += ", tensor all-reduces " + seconds(c.tensorCommSeconds) + " over " + c.tensorLink;
    if (c.expertCommSeconds > 0)
        line += ", expert all-to-alls " + seconds(c.expertCommSeconds) + " over " + c.expertLink;
    if (c.pipelineCommSeconds > 0)
        line += ", pipeline sends " + seconds(c.pipelineCommSeconds);
    // Data-parallel and ZeRO traffic is shown whole, with the part the backward
    // pass (or ZeRO-3's prefetch) hides: a plan pays for all of its traffic.
    const double dataTraffic = c.dataCommSeconds + c.hiddenCommSeconds;
    if (dataTraffic > 0)
        line += ", data-parallel traffic " + seconds(dataTraffic) + " over " + c.dataLink +
                (c.dataCommSeconds <= 0 ? " (hidden under compute)"
                                        : " (" + seconds(c.dataCommSeconds) + " of it not hidden)");
    if (c.offloadSeconds > 0)
        line += ", offload " + seconds(c.offloadSeconds);
    return line;
}

void printPlan(std::ostream &out, const PlanResult &plan, const std::string &gpuName)
{
    const Message heading =
        gpuName.empty()
            ? Message{DLRIG_MESSAGE("cli.plan.heading", "Plan (the best of {count} plans considered)"),
                      {{"count", std::int64_t{plan.considered}}}}
            : Message{DLRIG_MESSAGE("cli.plan.heading_on", "Plan on {gpu} (the best of {count} plans considered)"),
                      {{"gpu", gpuName}, {"count", std::int64_t{plan.considered}}}};
    out << '\n' << say(heading) << '\n';
    const std::string costs = plan.timed ? "\n  " + planCostLine(plan.chosen) : std::string();
    std::string english = describe(plan.chosen, plan.timed);
    if (!plan.feasible)
        english += "\n  nothing fits in GPU memory: this is the layout that needs the least";
    out << "  " << sayPlanWithCosts(plan, english + costs) << '\n';
    if (!plan.alternatives.empty())
        out << "  " << say(DLRIG_MESSAGE("cli.plan.runner_ups", "runner-ups:")) << '\n';
    for (const PlanAlternative &a : plan.alternatives) {
        const bool memory = a.whyNot.find("memory") != std::string::npos;
        out << "    " << sayPlan(a.plan, false) << " — "
            << (plan.timed || memory ? say(a.why) : say(DLRIG_MESSAGE("plan.why.not_faster", "not faster"))) << '\n';
    }
}

namespace {

std::string milliseconds(double ms)
{
    if (!std::isfinite(ms))
        return say(DLRIG_MESSAGE("cli.serving", "grows without bound"));
    return fixed(ms, ms < 100 ? 1 : 0) + " ms";
}

std::string targetText(double value, double target, int percentile)
{
    if (target <= 0)
        return {};
    const bool met = value <= target;
    return say({met ? DLRIG_MESSAGE("cli.serving.target", "target {target} ms at p{percentile}: met")
                    : DLRIG_MESSAGE("cli.serving.target", "target {target} ms at p{percentile}: missed"),
                {{"target", Decimal{target, 0}}, {"percentile", std::int64_t{percentile}}}});
}

} // namespace

void printServing(std::ostream &out, const ServingEstimate &e, const ServingLoad &load)
{
    const Message heading =
        load.requestRate > 0
            ? Message{DLRIG_MESSAGE("cli.serving.heading_rate",
                                    "Serving {rate} requests/s of {input} prompt and {output} output tokens"),
                      {{"rate", Decimal{load.requestRate, 2}},
                       {"input", std::int64_t{load.inputTokens}},
                       {"output", std::int64_t{load.outputTokens}}}}
            : Message{DLRIG_MESSAGE("cli.serving.heading_users",
                                    "Serving {users} requests in flight of {input} prompt and {output} output tokens"),
                      {{"users", std::int64_t{load.users}},
                       {"input", std::int64_t{load.inputTokens}},
                       {"output", std::int64_t{load.outputTokens}}}};
    out << '\n' << say(heading) << '\n';
    using Align = TextTable::Align;
    TextTable table({"", "p50", "p90", "p99", ""},
                    {Align::Left, Align::Right, Align::Right, Align::Right, Align::Left});
    table.addRow({say(DLRIG_MESSAGE("cli.serving.row", "time to first token")), milliseconds(e.ttftMs.p50),
                  milliseconds(e.ttftMs.p90), milliseconds(e.ttftMs.p99),
                  targetText(e.ttftMs.at(load.percentile), load.ttftTargetMs, load.percentile)});
    table.addRow({say(DLRIG_MESSAGE("cli.serving.row", "time per output token")), milliseconds(e.tpotMs.p50),
                  milliseconds(e.tpotMs.p90), milliseconds(e.tpotMs.p99),
                  targetText(e.tpotMs.at(load.percentile), load.tpotTargetMs, load.percentile)});
    table.print(out);
    const StatedRange firstToken = statedRange(EstimateKind::FirstTokenLatency);
    const StatedRange range = statedRange(EstimateKind::TokenLatency);
    out << "  "
        << say({DLRIG_MESSAGE("cli.serving.range",
                              "in runs dlrig was not tuned to, nine of ten measured times per output token fell within "
                              "−{below} %/+{above} % of dlrig's and times to first token within −{ttftBelow} "
                              "%/+{ttftAbove} % (the server's own path and queueing are not modelled; "
                              "docs/accuracy.md)"),
                {{"below", Decimal{range.below * 100, 0}},
                 {"above", Decimal{range.above * 100, 0}},
                 {"ttftBelow", Decimal{firstToken.below * 100, 0}},
                 {"ttftAbove", Decimal{firstToken.above * 100, 0}}}})
        << '\n';
    TextTable rates({"", ""});
    rates.addRow({say(DLRIG_MESSAGE("cli.serving.row", "requests in flight")), fixed(e.concurrency, 1)});
    rates.addRow({say(DLRIG_MESSAGE("cli.serving.row", "requests/s")), fixed(e.requestsPerSecond, 2)});
    rates.addRow({say(DLRIG_MESSAGE("cli.serving.row", "output tokens/s")),
                  say({DLRIG_MESSAGE("cli.serving.rates", "{total} ({gpu} per GPU, {user} per user)"),
                       {{"total", Decimal{e.outputTokensPerSecond, 0}},
                        {"gpu", Decimal{e.outputTokensPerSecondPerGpu, 0}},
                        {"user", Decimal{e.outputTokensPerSecondPerUser, 1}}}})});
    rates.addRow({say(DLRIG_MESSAGE("cli.serving.row", "KV cache holds")),
                  say({DLRIG_MESSAGE("cli.serving.saturation", "{users} requests at full length; beyond, TTFT climbs"),
                       {{"users", std::int64_t{e.saturationUsers}}}})});
    if (load.ttftTargetMs > 0 || load.tpotTargetMs > 0)
        rates.addRow(
            {say(DLRIG_MESSAGE("cli.serving.row", "most load meeting the targets")),
             say({DLRIG_MESSAGE("cli.serving.goodput", "{users} requests in flight, {rate} requests/s"),
                  {{"users", std::int64_t{e.maxUsersMeetingSlo}}, {"rate", Decimal{e.goodputRequestsPerSecond, 2}}}})});
    if (!e.stable)
        rates.addRow({"", say(DLRIG_MESSAGE("cli.serving.unstable",
                                            "more requests arrive than the machine completes: the queue grows"))});
    rates.print(out);
}

void printDisaggregated(std::ostream &out, const DisaggregatedServing &s, const ServingEstimate &one,
                        const ServingLoad &load)
{
    out << "  "
        << say({DLRIG_MESSAGE(
                    "cli.serving.disaggregated",
                    "prefill and decode apart ({prefill} {prefill|GPU|GPUs} prefill, {decode} decode, each prompt's KV "
                    "cache {kv} over {link}): TTFT {ttft}, TPOT {tpot} at p{percentile}, {rate} requests/s "
                    "against {one} in one pool"),
                {{"prefill", std::int64_t{s.prefillGpus}},
                 {"decode", std::int64_t{s.decodeGpus}},
                 {"kv", milliseconds(s.kvTransferMs)},
                 {"link", s.link},
                 {"ttft", milliseconds(s.ttftMs.at(load.percentile))},
                 {"tpot", milliseconds(s.tpotMs)},
                 {"percentile", std::int64_t{load.percentile}},
                 {"rate", Decimal{s.requestsPerSecond, 2}},
                 {"one", Decimal{one.requestsPerSecond, 2}}}})
        << '\n';
    const bool targets = load.ttftTargetMs > 0 || load.tpotTargetMs > 0;
    const bool splitWins = (s.meetsTargets && !one.meetsTargets) ||
                           (s.meetsTargets == one.meetsTargets && s.requestsPerSecond > 1.05 * one.requestsPerSecond);
    const MessageText verdict =
        !s.stable    ? DLRIG_MESSAGE("cli.serving.disaggregated_unstable",
                                     "    apart, this load does not fit: the prefill GPUs cannot keep up with its "
                                        "prompts, or the decode GPUs cannot hold its KV caches")
        : !splitWins ? DLRIG_MESSAGE("cli.serving.disaggregated_no_gain", "    one pool serves this load as well")
        : targets && !one.meetsTargets
            ? DLRIG_MESSAGE("cli.serving.disaggregated_meets", "    apart it meets the targets that one pool misses")
            : DLRIG_MESSAGE("cli.serving.disaggregated_faster",
                            "    apart serves more requests a second (more than 5 % over one pool)");
    out << say(verdict) << '\n';
}

} // namespace dlrig::cli
