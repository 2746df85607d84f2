// Checks of a workload before it is estimated: validate() and its parts, each
// refusal naming the command-line option (or, through inBuildFile, the
// build file's field) and said as a message the reader's language renders.
#include "core/models/workload.h"

#include <memory>
#include <utility>
#include <vector>

namespace dlrig::core {

namespace {

// "--tp: <problem>": the option, then what is wrong with it; inBuildFile
// names the build file's field instead.
Message optionProblem(const char *field, MessageText problem, std::vector<MessageArg> args = {})
{
    return {DLRIG_MESSAGE("input", "{option}: {problem}"),
            {{"option", std::string(field)}, {"problem", clause(problem, std::move(args))}}};
}

void require(bool condition, const char *field, MessageText problem, std::vector<MessageArg> args = {})
{
    if (!condition)
        throw InputError(field, optionProblem(field, problem, std::move(args)));
}

MessageArg count(const char *name, long long value)
{
    return {name, static_cast<std::int64_t>(value)};
}

void validateShape(const TransformerShape &s, const Parallelism &parallel)
{
    require(s.layers > 0, "--layers", DLRIG_MESSAGE("input", "expected a positive number of layers"));
    require(s.hidden > 0, "--hidden", DLRIG_MESSAGE("input", "expected a positive hidden size"));
    require(s.heads > 0, "--heads", DLRIG_MESSAGE("input", "expected a positive number of attention heads"));
    require(s.kvHeads > 0, "--kv-heads", DLRIG_MESSAGE("input", "expected a positive number of key/value heads"));
    require(s.kvHeads <= s.heads, "--kv-heads",
            DLRIG_MESSAGE("input", "has {kv} key/value heads but only {heads} attention heads; expected at most "
                                   "--heads"),
            {count("kv", s.kvHeads), count("heads", s.heads)});
    require(s.heads % s.kvHeads == 0, "--kv-heads",
            DLRIG_MESSAGE("input", "--heads {heads} is not divisible by --kv-heads {kv} (grouped-query attention "
                                   "shares each key/value head among an equal number of query heads)"),
            {count("heads", s.heads), count("kv", s.kvHeads)});
    require(s.headDim > 0, "--heads", DLRIG_MESSAGE("input", "expected a positive head dimension"));
    require(s.ffn > 0, "--ffn", DLRIG_MESSAGE("input", "expected a positive FFN (intermediate) size"));
    require(s.vocab >= 0, "--vocab", DLRIG_MESSAGE("input", "expected a non-negative vocabulary size"));
    require(s.hidden <= 1'000'000 && s.ffn <= 10'000'000 && s.vocab <= 10'000'000, "--hidden",
            DLRIG_MESSAGE("input",
                          "sizes this large are not a real model (hidden ≤ 1,000,000, ffn and vocab ≤ 10,000,000)"));
    require(s.totalLayers() <= 100'000, "--layers", DLRIG_MESSAGE("input", "expected at most 100,000 layers"));
    require(s.experts >= 1 && s.expertsPerToken >= 1 && s.expertsPerToken <= s.experts, "experts",
            DLRIG_MESSAGE("input", "expected 1 ≤ experts per token ≤ experts"));
    if (parallel.tensor > 1) {
        require(s.heads % parallel.tensor == 0, "--tp",
                DLRIG_MESSAGE("input", "--heads {heads} is not divisible by --tp {tp} (tensor parallelism splits the "
                                       "attention heads evenly)"),
                {count("heads", s.heads), count("tp", parallel.tensor)});
    }
    if (parallel.pipeline > 1) {
        require(s.totalLayers() % parallel.pipeline == 0, "--pp",
                DLRIG_MESSAGE("input", "{layers} layers do not split evenly into --pp {pp} pipeline stages"),
                {count("layers", s.totalLayers()), count("pp", parallel.pipeline)});
    }
}

} // namespace

InputError inBuildFile(const InputError &error, const std::string &origin)
{
    // Each option's field in a build file's scenario.workload (buildfile.cpp);
    // the GPU count and the model's shape come from the parts and the model library.
    static const std::pair<std::string_view, std::string_view> kFields[] = {
        {"--batch", "scenario.workload.batch"},
        {"--seq", "scenario.workload.seq"},
        {"--tp", "scenario.workload.tp"},
        {"--pp", "scenario.workload.pp"},
        {"--vpp", "scenario.workload.vpp"},
        {"--ep", "scenario.workload.ep"},
        {"--zero", "scenario.workload.zero"},
        {"--offload", "scenario.workload.offload"},
        {"--optimizer", "scenario.workload.optimizer"},
        {"--precision", "scenario.workload.precision"},
        {"--task", "scenario.workload.task"},
        {"--params", "scenario.workload.model"},
        {"--layers", "scenario.workload.model"},
        {"--hidden", "scenario.workload.model"},
        {"--heads", "scenario.workload.model"},
        {"--kv-heads", "scenario.workload.model"},
        {"--ffn", "scenario.workload.model"},
        {"--vocab", "scenario.workload.model"},
        {"--recompute", "scenario.workload.recompute"},
        {"--global-batch", "scenario.workload.global_batch"},
        {"--users", "scenario.workload.users"},
        {"--min-tokens-per-s", "scenario.workload.min_tokens_per_s"},
        {"--input-tokens", "scenario.workload.input_tokens"},
        {"--output-tokens", "scenario.workload.output_tokens"},
        {"--request-rate", "scenario.workload.request_rate"},
        {"--ttft-ms", "scenario.workload.ttft_ms"},
        {"--tpot-ms", "scenario.workload.tpot_ms"},
        {"--slo-percentile", "scenario.workload.slo_percentile"},
        {"--prefix-hit-rate", "scenario.workload.prefix_hit_rate"},
        {"--spec-tokens", "scenario.workload.spec_tokens"},
        {"--spec-acceptance", "scenario.workload.spec_acceptance"},
        {"--gpus", "the build's GPU count"},
    };
    const auto fieldOf = [&](std::string_view option) -> std::string_view {
        for (const auto &[name, field] : kFields) {
            if (name == option)
                return field;
        }
        return {};
    };
    const std::string_view field = fieldOf(error.field());
    if (field.empty())
        return error;
    // "the build's GPU count" is no field of the file: the restated message names it already.
    const bool fileField = field.rfind("scenario.", 0) == 0;
    // The message may mention other options too: each is named as its field.
    InputError::Renames renames;
    for (const auto &[option, name] : kFields)
        renames.emplace_back(option, name);
    if (const Message *said = error.message()) {
        // "--tp: <problem>" loses its "--tp: ", which the file's field replaces.
        Message problem = *said;
        if (std::string_view(said->text.text) == "{option}: {problem}")
            for (const MessageArg &arg : said->args)
                if (const Clause *inner = std::get_if<Clause>(&arg.value); arg.name == "problem" && inner->message)
                    problem = *inner->message;
        // "--tp 3 does not divide…" names its field already, once restated.
        const bool namesItself = problem.english().rfind(error.field() + " ", 0) == 0;
        std::vector<MessageArg> args = {
            {"origin", origin}, {"field", std::string(field)}, {"problem", clause(std::move(problem))}};
        return InputError(std::string(field),
                          Message{fileField && !namesItself ? DLRIG_MESSAGE("input", "{origin}: {field}: {problem}")
                                                            : DLRIG_MESSAGE("input", "{origin}: {problem}"),
                                  std::move(args)},
                          std::move(renames));
    }
    // Text already in the reader's language (dlrig-cli's own option checks): "--batch: …" loses its "--batch: ".
    std::string message = error.what();
    if (message.rfind(error.field() + ": ", 0) == 0)
        message.erase(0, error.field().size() + 2);
    return InputError(std::string(field), origin + ": " + (fileField ? std::string(field) + ": " : "") +
                                              InputError::restated(message, renames));
}

namespace {

// An expert-parallel degree: serving a mixture of experts whose routed
// experts it divides, a multiple of the tensor-parallel degree (when known).
void validateExpertDegree(const Workload &w, int e, std::optional<int> tensor)
{
    const std::string model = w.model.slug.empty() ? std::string("the model") : w.model.slug;
    require(e >= 1 && e <= 1024, "--ep",
            DLRIG_MESSAGE("input", "expected an expert-parallel degree between 1 and 1024"));
    if (e == 1)
        return;
    require(
        w.task == Task::Infer, "--ep",
        DLRIG_MESSAGE("input",
                      "expert parallelism is planned for serving (--task infer); training splits experts with --tp"));
    const int experts = w.model.transformer ? w.model.transformer->experts : 1;
    require(experts > 1, "--ep",
            DLRIG_MESSAGE("input", "expert parallelism spreads a mixture of experts; {model} has no routed experts"),
            {{"model", model}});
    if (experts % e != 0)
        throw InputError("--ep", Message{DLRIG_MESSAGE("input", "--ep {ep} does not divide the {experts} routed "
                                                                "experts of {model} (each GPU holds an equal share "
                                                                "of whole experts)"),
                                         {count("ep", e), count("experts", experts), {"model", model}}});
    if (tensor && e % *tensor != 0)
        throw InputError("--ep", Message{DLRIG_MESSAGE("input", "--ep {ep} is not a multiple of --tp {tp} (an expert "
                                                                "group spans whole tensor-parallel groups)"),
                                         {count("ep", e), count("tp", *tensor)}});
}

} // namespace

void validateRequests(const Workload &w)
{
    const ServingTarget &r = w.serving;
    const bool lengths = r.inputTokens != 0 || r.outputTokens != 0;
    if (!lengths) {
        require(r.requestRate == 0, "--request-rate",
                DLRIG_MESSAGE("input", "describes requests; give --input-tokens and --output-tokens too"));
        require(r.ttftMs == 0, "--ttft-ms",
                DLRIG_MESSAGE("input", "describes requests; give --input-tokens and --output-tokens too"));
        require(r.tpotMs == 0, "--tpot-ms",
                DLRIG_MESSAGE("input", "describes requests; give --input-tokens and --output-tokens too"));
        require(r.features == ServingFeatures{}, r.features.prefixHitRate != 0 ? "--prefix-hit-rate" : "--spec-tokens",
                DLRIG_MESSAGE("input", "describes requests; give --input-tokens and --output-tokens too"));
        return;
    }
    require(w.task == Task::Infer && w.model.kind == ModelKind::DecoderLm, "--input-tokens",
            DLRIG_MESSAGE("input", "--input-tokens and --output-tokens describe requests to a decoder language model "
                                   "served with --task infer"));
    require(
        r.inputTokens >= 1 && r.inputTokens <= 10'000'000, "--input-tokens",
        DLRIG_MESSAGE(
            "input",
            "--input-tokens and --output-tokens go together: a request's prompt and answer lengths, 1 to 10,000,000 "
            "tokens each"));
    require(
        r.outputTokens >= 1 && r.outputTokens <= 10'000'000, "--output-tokens",
        DLRIG_MESSAGE(
            "input",
            "--input-tokens and --output-tokens go together: a request's prompt and answer lengths, 1 to 10,000,000 "
            "tokens each"));
    require(r.requestRate >= 0 && r.requestRate <= 1e6, "--request-rate",
            DLRIG_MESSAGE("input", "expected between 0 and 1,000,000 requests a second"));
    require(r.ttftMs >= 0 && r.ttftMs <= 1e9, "--ttft-ms", DLRIG_MESSAGE("input", "expected a target in milliseconds"));
    require(r.tpotMs >= 0 && r.tpotMs <= 1e9, "--tpot-ms", DLRIG_MESSAGE("input", "expected a target in milliseconds"));
    require(r.sloPercentile == 50 || r.sloPercentile == 90 || r.sloPercentile == 99, "--slo-percentile",
            DLRIG_MESSAGE("input", "expected 50, 90 or 99"));
    const ServingFeatures &f = r.features;
    require(
        f.prefixHitRate >= 0 && f.prefixHitRate < 1, "--prefix-hit-rate",
        DLRIG_MESSAGE(
            "input",
            "expected the share of prompt tokens found in the prefix cache, at least 0 and below 1 (0.4 for 40 %)"));
    require(f.speculativeTokens >= 0 && f.speculativeTokens <= 16, "--spec-tokens",
            DLRIG_MESSAGE("input", "expected 0 to 16 tokens drafted per step"));
    if (f.speculativeTokens > 0)
        require(f.speculativeAcceptance > 0 && f.speculativeAcceptance <= 1, "--spec-acceptance",
                DLRIG_MESSAGE(
                    "input",
                    "speculative decoding needs the measured acceptance rate of a drafted token, above 0 and at most 1 "
                    "(0.7 for 70 %)"));
    else
        require(f.speculativeAcceptance == 0, "--spec-acceptance",
                DLRIG_MESSAGE("input", "applies with --spec-tokens"));
}

void validatePins(const Workload &w)
{
    const PlanPins &pins = w.pins;
    const std::string model = w.model.slug.empty() ? std::string("the model") : w.model.slug;
    if (pins.tensor) {
        const int t = *pins.tensor;
        require(t >= 1 && t <= 1024, "--tp",
                DLRIG_MESSAGE("input", "expected a tensor-parallel degree between 1 and 1024"));
        if (t > 1) {
            require(w.model.transformer.has_value(), "--tp",
                    DLRIG_MESSAGE("input", "tensor parallelism splits a transformer's layers; {model} has no "
                                           "transformer shape"),
                    {{"model", model}});
            const TransformerShape &s = *w.model.transformer;
            if (s.heads % t != 0)
                throw InputError("--tp", Message{DLRIG_MESSAGE("input", "--tp {tp} does not divide the {heads} "
                                                                        "attention heads of {model} (tensor "
                                                                        "parallelism splits the heads evenly)"),
                                                 {count("tp", t), count("heads", s.heads), {"model", model}}});
            if (s.kvHeads % t != 0)
                throw InputError("--tp", Message{DLRIG_MESSAGE("input", "--tp {tp} does not divide the {kv} "
                                                                        "key/value heads of {model} (each GPU would "
                                                                        "hold a copy of a shared head)"),
                                                 {count("tp", t), count("kv", s.kvHeads), {"model", model}}});
        }
    }
    if (pins.pipeline) {
        const int p = *pins.pipeline;
        require(p >= 1 && p <= 1024, "--pp",
                DLRIG_MESSAGE("input", "expected a pipeline-parallel degree between 1 and 1024"));
        if (p > 1) {
            require(w.model.transformer.has_value(), "--pp",
                    DLRIG_MESSAGE("input", "pipeline stages split a transformer's layers; {model} has no "
                                           "transformer shape"),
                    {{"model", model}});
            const int layers = w.model.transformer->totalLayers();
            if (layers % p != 0)
                throw InputError("--pp", Message{DLRIG_MESSAGE("input", "--pp {pp} does not divide the {layers} "
                                                                        "layers of {model} (each pipeline stage "
                                                                        "holds an equal share)"),
                                                 {count("pp", p), count("layers", layers), {"model", model}}});
        }
    }
    if (pins.virtualStages && *pins.virtualStages != 1) {
        const int v = *pins.virtualStages;
        require(v >= 1 && v <= 128, "--vpp",
                DLRIG_MESSAGE("input", "expected between 1 and 128 virtual stages per pipeline stage"));
        require(w.task != Task::Infer, "--vpp",
                DLRIG_MESSAGE("input", "interleaved pipeline schedules apply to training"));
        require(pins.pipeline && *pins.pipeline > 1, "--vpp",
                DLRIG_MESSAGE("input", "virtual stages interleave a pipeline: pin its degree with --pp 2 or more"));
        const int chunks = *pins.pipeline * v;
        const int layers = w.model.transformer->totalLayers();
        if (layers % chunks != 0)
            throw InputError("--vpp", Message{DLRIG_MESSAGE("input", "--pp {pp} × --vpp {vpp} = {chunks} model chunks "
                                                                     "do not divide the {layers} layers of {model}"),
                                              {count("pp", *pins.pipeline),
                                               count("vpp", v),
                                               count("chunks", chunks),
                                               count("layers", layers),
                                               {"model", model}}});
    }
    if (pins.expert && *pins.expert != 1)
        validateExpertDegree(w, *pins.expert, pins.tensor);
    if (pins.zeroStage)
        require(*pins.zeroStage >= 0 && *pins.zeroStage <= 3, "--zero",
                DLRIG_MESSAGE("input", "expected a ZeRO stage 0, 1, 2 or 3"));
    if (pins.microBatch)
        require(*pins.microBatch >= 1 && *pins.microBatch <= 1'000'000, "--batch",
                DLRIG_MESSAGE("input", "expected a micro-batch between 1 and 1,000,000"));
    require(w.globalBatch >= 0 && w.globalBatch <= 100'000'000, "--global-batch",
            DLRIG_MESSAGE("input", "expected a global batch between 1 and 100,000,000 samples"));
    require(w.serving.users >= 1 && w.serving.users <= 1'000'000, "--users",
            DLRIG_MESSAGE("input", "expected between 1 and 1,000,000 concurrent users"));
    require(w.serving.minTokensPerSecondPerUser >= 0 && w.serving.minTokensPerSecondPerUser <= 1e6,
            "--min-tokens-per-s", DLRIG_MESSAGE("input", "expected a speed between 0 and 1,000,000 tokens/s per user"));
    validateRequests(w);
    if (w.task == Task::Infer) {
        require(!pins.zeroStage || *pins.zeroStage == 0, "--zero",
                DLRIG_MESSAGE("input", "ZeRO partitions training states; use --tp or --pp to split inference"));
        require(!pins.offload || *pins.offload == Offload::None, "--offload",
                DLRIG_MESSAGE("input", "offload applies to training with ZeRO"));
        require(!pins.recompute || *pins.recompute == Recompute::None, "--recompute",
                DLRIG_MESSAGE("input",
                              "inference keeps no activations for a backward pass, so there is nothing to recompute"));
        require(w.globalBatch == 0, "--global-batch",
                DLRIG_MESSAGE("input", "applies to training; serving takes --users"));
    } else {
        require(w.serving.users == 1 && w.serving.minTokensPerSecondPerUser == 0, "--users",
                DLRIG_MESSAGE("input", "--users and --min-tokens-per-s apply to --task infer"));
        if (pins.offload && *pins.offload == Offload::Cpu && pins.zeroStage)
            require(*pins.zeroStage >= 1, "--offload",
                    DLRIG_MESSAGE("input", "CPU offload needs --zero 1, 2 or 3 (DeepSpeed ZeRO-Offload)"));
        if (pins.microBatch && w.globalBatch > 0)
            require(
                w.globalBatch % *pins.microBatch == 0, "--global-batch",
                DLRIG_MESSAGE("input", "global batch {global} is not a multiple of the micro-batch --batch {batch}"),
                {count("global", w.globalBatch), count("batch", *pins.microBatch)});
    }
}

void validate(const Workload &w)
{
    const Parallelism &p = w.parallel;
    validatePins(w);
    require(w.batch >= 1 && w.batch <= 1'000'000, "--batch",
            DLRIG_MESSAGE("input", "expected a batch size between 1 and 1,000,000"));
    require(w.sequence >= 1 && w.sequence <= 10'000'000, "--seq",
            DLRIG_MESSAGE("input", "expected a sequence length between 1 and 10,000,000 tokens"));
    require(p.gpus >= 1 && p.gpus <= 1'000'000, "--gpus",
            DLRIG_MESSAGE("input", "expected between 1 and 1,000,000 GPUs"));
    require(p.tensor >= 1 && p.tensor <= 1024, "--tp",
            DLRIG_MESSAGE("input", "expected a tensor-parallel degree between 1 and 1024"));
    require(p.pipeline >= 1 && p.pipeline <= 1024, "--pp",
            DLRIG_MESSAGE("input", "expected a pipeline-parallel degree between 1 and 1024"));
    require(p.zeroStage >= 0 && p.zeroStage <= 3, "--zero",
            DLRIG_MESSAGE("input", "expected a ZeRO stage 0, 1, 2 or 3"));
    require(p.gpus % (p.tensor * p.pipeline) == 0, "--gpus",
            DLRIG_MESSAGE("input", "--gpus {gpus} is not a multiple of --tp {tp} × --pp {pp} (data-parallel "
                                   "replicas = gpus ÷ (tp × pp) must be whole)"),
            {count("gpus", p.gpus), count("tp", p.tensor), count("pp", p.pipeline)});

    const double params = w.model.totalParams();
    require(params >= 1 && params <= 1e14, "--params",
            DLRIG_MESSAGE("input", "expected a parameter count between 1 and 100T (e.g. 7.5B, 350M, 7.5e9)"));
    if (w.model.transformer)
        validateShape(*w.model.transformer, p);
    if (p.expert != 1) {
        validateExpertDegree(w, p.expert, p.tensor);
        const int groups = p.dataParallel();
        require(groups % p.replicasPerExpertGroup() == 0, "--ep",
                DLRIG_MESSAGE("input", "--ep {ep} spans {replicas} replicas of --tp {tp}; there are {groups}"),
                {count("ep", p.expert), count("replicas", p.replicasPerExpertGroup()), count("tp", p.tensor),
                 count("groups", groups)});
    }

    if (w.task == Task::Infer) {
        require(w.precision != Precision::AmpFp8, "--precision",
                DLRIG_MESSAGE(
                    "input",
                    "amp-fp8 is a training recipe (FP8 GEMMs in a BF16 run); for FP8 inference use --precision fp8"));
        require(p.zeroStage == 0, "--zero",
                DLRIG_MESSAGE("input", "ZeRO partitions training states; use --tp or --pp to split inference"));
        require(p.offload == Offload::None, "--offload",
                DLRIG_MESSAGE("input", "offload applies to training with ZeRO"));
        return;
    }
    require(w.kvCache == KvCacheType::Auto, "--kv-cache-precision",
            DLRIG_MESSAGE("input", "the KV cache is an inference cache; training keeps no KV cache"));
    require(w.optimizer != Optimizer::None, "--optimizer",
            DLRIG_MESSAGE("input", "training with --task {task} needs an optimizer ({choices}, not none)"),
            {{"task", std::string(toString(w.task))}, {"choices", choicesOfOptimizer()}});
    if (w.task == Task::Qlora) {
        require(!isInferenceFormat(w.precision) && w.precision != Precision::AmpFp8, "--precision",
                DLRIG_MESSAGE("input",
                              "qlora always keeps the base model in 4-bit NF4; --precision sets the compute type "
                              "(bf16, fp16, amp-bf16, amp-fp16, fp32)"));
    } else {
        require(!isInferenceFormat(w.precision), "--precision",
                w.task == Task::Lora
                    ? DLRIG_MESSAGE("input", "{precision} training is not modelled; train with amp-bf16, amp-fp16, "
                                             "amp-fp8, bf16, fp16, tf32 or fp32 (or --task qlora for a 4-bit base)")
                    : DLRIG_MESSAGE("input", "{precision} training is not modelled; train with amp-bf16, amp-fp16, "
                                             "amp-fp8, bf16, fp16, tf32 or fp32"),
                {{"precision", std::string(toString(w.precision))}});
    }
    if (p.offload == Offload::Cpu)
        require(p.zeroStage >= 1, "--offload",
                DLRIG_MESSAGE("input", "CPU offload needs --zero 1, 2 or 3 (DeepSpeed ZeRO-Offload)"));
    if (w.task != Task::Train) {
        require(w.model.transformer.has_value(), "--task",
                DLRIG_MESSAGE("input", "{task} adapters need the transformer's shape (--layers, --hidden, --heads, "
                                       "--ffn)"),
                {{"task", std::string(toString(w.task))}});
    }
}

} // namespace dlrig::core
