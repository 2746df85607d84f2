#include "app/cli/estimaterequest.h"

#include "app/cli/language.h"

#include "core/build/nodeview.h"
#include "core/models/modellibrary.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

const std::vector<std::string> kShapeFlags{"--layers", "--hidden", "--heads",   "--kv-heads",         "--head-dim",
                                           "--ffn",    "--vocab",  "--experts", "--experts-per-token"};

int parseInteger(const Arguments &args, const std::string &name, int fallback, int minimum, int maximum)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    long long value = 0;
    const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (error != std::errc() || end != text->data() + text->size() || value < minimum || value > maximum) {
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a whole number between "
                                                               "{minimum} and {maximum}"),
                                    {{"option", name},
                                     {"text", *text},
                                     {"minimum", std::to_string(minimum)},
                                     {"maximum", std::to_string(maximum)}}}));
    }
    return static_cast<int>(value);
}

double parsePositiveCount(const Arguments &args, const std::string &name, const std::string &example)
{
    const std::string text = *args.value(name);
    double value = 0;
    try {
        value = parseCount(text);
    } catch (const std::invalid_argument &) {
        // parseCount's reason is English; the example shows what it accepts.
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a count; expected e.g. "
                                                               "{example}"),
                                    {{"option", name}, {"text", text}, {"example", example}}}));
    }
    if (value <= 0)
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: expected a number greater than zero, e.g. "
                                                               "{example}"),
                                    {{"option", name}, {"example", example}}}));
    return value;
}

// A number in [minimum, maximum], minimum above zero: the smallest that
// describes real hardware or a real need (not 1e-300).
double parsePositiveReal(const Arguments &args, const std::string &name, double minimum, double maximum)
{
    const std::string text = *args.value(name);
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < minimum ||
        value > maximum) {
        const auto plain = [](double bound) {
            char buffer[32];
            std::snprintf(buffer, sizeof buffer, "%g", bound);
            return std::string(buffer);
        };
        throw InputError(
            name, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a number between {minimum} "
                                                  "and {maximum}"),
                       {{"option", name}, {"text", text}, {"minimum", plain(minimum)}, {"maximum", plain(maximum)}}}));
    }
    return value;
}

// A share as people write it, "0.4" or "40%", at least 0 and below (or, with
// `oneAllowed`, up to) 1.
double parseShare(const Arguments &args, const std::string &name, bool oneAllowed)
{
    std::string text = *args.value(name);
    const bool percent = !text.empty() && text.back() == '%';
    std::string digits = percent ? text.substr(0, text.size() - 1) : text;
    while (!digits.empty() && digits.back() == ' ')
        digits.pop_back();
    double value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (percent)
        value /= 100;
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || !std::isfinite(value) ||
        value < 0 || value > 1 || (value == 1 && !oneAllowed))
        throw InputError(name, say({oneAllowed ? DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a share from 0 "
                                                                            "to 1 (0.4 or 40%)")
                                               : DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a share from 0 "
                                                                            "to below 1 (0.4 or 40%)"),
                                    {{"option", name}, {"text", text}}}));
    return value;
}

Bytes parseSize(const Arguments &args, const std::string &name)
{
    const std::string text = *args.value(name);
    try {
        return parseBytes(text);
    } catch (const std::invalid_argument &) {
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a size; expected e.g. "
                                                               "80GB or 24GiB"),
                                    {{"option", name}, {"text", text}}}));
    }
}

template <typename Enum>
Enum parseChoice(const Arguments &args, const std::string &name, Enum fallback,
                 std::optional<Enum> (*fromString)(std::string_view), const std::string &choices)
{
    const auto text = args.value(name);
    if (!text)
        return fallback;
    const auto value = fromString(*text);
    if (!value)
        throw InputError(name, say({DLRIG_MESSAGE("cli.input", "{option}: unknown value '{text}' (expected {choices})"),
                                    {{"option", name}, {"text", *text}, {"choices", choices}}}));
    return *value;
}

ModelSpec libraryModel(const std::string &slug)
{
    const ModelLibrary &library = ModelLibrary::builtIn();
    if (const ModelSpec *model = library.find(slug))
        return *model;
    std::string names;
    for (const auto &s : library.suggestions(slug))
        names += (names.empty() ? "" : say(DLRIG_MESSAGE("cli.input.or", " or "))) + s;
    throw InputError("--model",
                     say({names.empty() ? DLRIG_MESSAGE("cli.input", "--model: unknown model '{slug}' (dlrig-cli "
                                                                     "models lists them all)")
                                        : DLRIG_MESSAGE("cli.input", "--model: unknown model '{slug}'; did you mean "
                                                                     "{names}? (dlrig-cli models lists them all)"),
                          {{"slug", slug}, {"names", names}}}));
}

// Applies --layers, --hidden… to a shape, keeping its values where no flag is given.
void applyShapeFlags(const Arguments &args, TransformerShape &s)
{
    const int oldHeads = s.heads;
    const int maxSize = 10'000'000;
    s.layers = parseInteger(args, "--layers", s.layers, 1, 100'000);
    s.hidden = parseInteger(args, "--hidden", s.hidden, 1, maxSize);
    s.heads = parseInteger(args, "--heads", s.heads, 1, 100'000);
    // Multi-head attention unless told otherwise (or the library said GQA and heads did not change).
    s.kvHeads =
        parseInteger(args, "--kv-heads", s.heads == oldHeads && s.kvHeads > 0 ? s.kvHeads : s.heads, 1, 100'000);
    const bool widthChanged = args.has("--hidden") || args.has("--heads");
    const int derivedHeadDim = s.heads > 0 ? s.hidden / s.heads : 0;
    s.headDim =
        parseInteger(args, "--head-dim", widthChanged || s.headDim == 0 ? derivedHeadDim : s.headDim, 1, maxSize);
    if (!args.has("--head-dim") && s.heads > 0 && s.hidden % s.heads != 0)
        throw InputError("--heads", say({DLRIG_MESSAGE("cli.input", "--heads {heads} does not divide --hidden {hidden}; give --head-dim"), {{"heads", std::to_string(s.heads)}, {"hidden", std::to_string(s.hidden)}}}));
    s.ffn = parseInteger(args, "--ffn", s.ffn, 1, maxSize);
    s.vocab = parseInteger(args, "--vocab", s.vocab, 0, maxSize);
    s.experts = parseInteger(args, "--experts", s.experts, 1, 100'000);
    s.expertsPerToken = parseInteger(args, "--experts-per-token", s.expertsPerToken, 1, 100'000);
}

bool anyShapeFlag(const Arguments &args)
{
    return std::any_of(kShapeFlags.begin(), kShapeFlags.end(), [&](const std::string &f) { return args.has(f); });
}

ModelSpec modelFromArguments(const Arguments &args)
{
    if (args.has("--model") && args.has("--params"))
        throw InputError("--params", say({DLRIG_MESSAGE("cli.input", "--params: give either --model or --params; change a library model's size with --layers, --hidden, --ffn…"), {}}));
    if (args.has("--model")) {
        ModelSpec model = libraryModel(*args.value("--model"));
        if (anyShapeFlag(args)) {
            if (!model.transformer)
                throw InputError("--layers", say({DLRIG_MESSAGE("cli.input", "--layers, --hidden…: {model} is not a transformer; its shape cannot be changed"), {{"model", model.slug}}}));
            applyShapeFlags(args, *model.transformer);
            model.slug += " (modified)";
        }
        return model;
    }
    if (!args.has("--params"))
        throw InputError("--model", say({DLRIG_MESSAGE("cli.input", "estimate: expected --model SLUG or --params N (e.g. --params 7.5B)"), {}}));

    ModelSpec model;
    model.slug = "custom";
    model.name = "Custom model";
    model.kind = ModelKind::DecoderLm;
    model.publishedParams = parsePositiveCount(args, "--params", "7.5B, 350M or 7.5e9");
    model.countFromShape = false;
    model.configSource = "command line";
    model.paramsSource = "command line";
    if (anyShapeFlag(args)) {
        for (const char *required : {"--layers", "--hidden", "--heads"}) {
            if (!args.has(required))
                throw InputError(required, say({DLRIG_MESSAGE("cli.input", "{option}: needed with the other shape flags (--layers, --hidden and --heads describe the transformer)"), {{"option", std::string(required)}}}));
        }
        TransformerShape shape;
        applyShapeFlags(args, shape);
        if (!args.has("--ffn")) {
            shape.ffn = 4 * shape.hidden; // GPT-style 4h plain FFN when not given
            shape.ffnKind = FfnKind::Plain;
        }
        model.transformer = shape;
    }
    return model;
}

int defaultSequence(const ModelSpec &model)
{
    return model.contextLength > 0 ? std::min(model.contextLength, 2048) : 2048;
}

} // namespace

const std::vector<OptionSpec> &estimateOptions()
{
    static const std::vector<OptionSpec> options{
        {"--model"},
        {"--params"},
        {"--layers"},
        {"--hidden"},
        {"--heads"},
        {"--kv-heads"},
        {"--head-dim"},
        {"--ffn"},
        {"--vocab"},
        {"--experts"},
        {"--experts-per-token"},
        {"--task"},
        {"--precision"},
        {"--optimizer"},
        {"--batch"},
        {"--seq"},
        {"--gpus"},
        {"--gpus-per-node"},
        {"--gpu"},
        {"--nic-gbps"},
        {"--global-batch"},
        {"--users"},
        {"--min-tokens-per-s"},
        {"--input-tokens"},
        {"--output-tokens"},
        {"--request-rate"},
        {"--ttft-ms"},
        {"--tpot-ms"},
        {"--slo-percentile"},
        {"--prefix-hit-rate"},
        {"--spec-tokens"},
        {"--spec-acceptance"},
        {"--zero"},
        {"--tp"},
        {"--pp"},
        {"--vpp"},
        {"--ep"},
        {"--offload"},
        {"--recompute"},
        {"--attention"},
        {"--kernels"},
        {"--kv-cache-precision"},
        {"--lora-rank"},
        {"--lora-targets"},
        {"--peak-tflops"},
        {"--mem-bandwidth"},
        {"--gpu-vram"},
        {"--train-tokens"},
        {"--dataset-size"},
        {"--assume", true, true},
        {"--json", false},
        {"--chart"},
        {"--explain", false},
        {"--help", false},
    };
    return options;
}

namespace {

// --input-tokens and --output-tokens (both or neither) with --request-rate,
// --ttft-ms, --tpot-ms, --slo-percentile and the engine's measured
// --prefix-hit-rate and speculative decoding: the requests of a serving load.
void readRequests(const Arguments &args, Workload &w)
{
    ServingTarget &r = w.serving;
    if (args.has("--input-tokens") || args.has("--output-tokens")) {
        if (!args.has("--input-tokens") || !args.has("--output-tokens"))
            throw InputError(args.has("--input-tokens") ? "--output-tokens" : "--input-tokens",
                             say({DLRIG_MESSAGE("cli.input", "--input-tokens and --output-tokens go together: a request's prompt and answer lengths"), {}}));
        r.inputTokens = parseInteger(args, "--input-tokens", 0, 1, 10'000'000);
        r.outputTokens = parseInteger(args, "--output-tokens", 0, 1, 10'000'000);
        if (!args.has("--seq"))
            w.sequence = r.inputTokens + r.outputTokens; // the longest context a request reaches
    }
    if (args.has("--request-rate")) {
        if (args.has("--users") || args.has("--batch"))
            throw InputError("--request-rate",
                             say({DLRIG_MESSAGE("cli.input", "--request-rate: give either --users (requests in flight) or a rate, not both"), {}}));
        r.requestRate = parsePositiveReal(args, "--request-rate", 1e-6, 1e6);
    }
    if (args.has("--ttft-ms"))
        r.ttftMs = parsePositiveReal(args, "--ttft-ms", 1e-3, 1e9);
    if (args.has("--tpot-ms"))
        r.tpotMs = parsePositiveReal(args, "--tpot-ms", 1e-3, 1e9);
    r.sloPercentile = parseInteger(args, "--slo-percentile", 90, 50, 99);
    if (args.has("--prefix-hit-rate"))
        r.features.prefixHitRate = parseShare(args, "--prefix-hit-rate", false);
    r.features.speculativeTokens = parseInteger(args, "--spec-tokens", 0, 0, 16);
    if (args.has("--spec-acceptance"))
        r.features.speculativeAcceptance = parseShare(args, "--spec-acceptance", true);
}

} // namespace

EstimateRequest buildEstimateRequest(const Arguments &args)
{
    if (!args.positional().empty())
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "{command}: unexpected argument '{word}'"),
                              {{"command", std::string("estimate")}, {"word", args.positional().front()}}}));
    EstimateRequest request;
    Workload &w = request.workload;
    w.model = modelFromArguments(args);
    w.task = parseChoice(args, "--task", Task::Train, taskFromString, choicesOfTask());
    const bool infer = w.task == Task::Infer;
    w.precision = parseChoice(args, "--precision", infer ? Precision::Bf16 : Precision::AmpBf16, precisionFromString,
                              choicesOfPrecision());
    w.optimizer = parseChoice(args, "--optimizer", infer ? Optimizer::None : Optimizer::AdamW, optimizerFromString,
                              choicesOfOptimizer());
    if (infer && w.optimizer != Optimizer::None)
        throw InputError("--optimizer", say({DLRIG_MESSAGE("cli.input", "--optimizer: inference has no optimizer (omit it or use none)"), {}}));
    w.sequence = parseInteger(args, "--seq", defaultSequence(w.model), 1, 10'000'000);
    w.parallel.gpus = parseInteger(args, "--gpus", 1, 1, 1'000'000);
    // What the user pins of the plan; the planner chooses the rest.
    PlanPins &pins = w.pins;
    if (args.has("--batch")) {
        const int batch = parseInteger(args, "--batch", 1, 1, 1'000'000);
        if (infer && args.has("--users"))
            throw InputError("--batch", say({DLRIG_MESSAGE("cli.input", "--batch: for inference give --users (concurrent users) only"), {}}));
        if (infer)
            w.serving.users = batch; // the sequences decoded at once
        else
            pins.microBatch = batch;
    }
    if (args.has("--zero"))
        pins.zeroStage = parseInteger(args, "--zero", 0, 0, 3);
    if (args.has("--tp"))
        pins.tensor = parseInteger(args, "--tp", 1, 1, 1024);
    if (args.has("--pp"))
        pins.pipeline = parseInteger(args, "--pp", 1, 1, 1024);
    if (args.has("--vpp"))
        pins.virtualStages = parseInteger(args, "--vpp", 1, 1, 128);
    if (args.has("--ep"))
        pins.expert = parseInteger(args, "--ep", 1, 1, 1024);
    if (args.has("--offload"))
        pins.offload = parseChoice(args, "--offload", Offload::None, offloadFromString, choicesOfOffload());
    if (args.has("--recompute"))
        pins.recompute = parseChoice(args, "--recompute", Recompute::None, recomputeFromString, choicesOfRecompute());
    w.globalBatch = parseInteger(args, "--global-batch", 0, 1, 100'000'000);
    w.serving.users = parseInteger(args, "--users", w.serving.users, 1, 1'000'000);
    if (args.has("--min-tokens-per-s"))
        w.serving.minTokensPerSecondPerUser = parsePositiveReal(args, "--min-tokens-per-s", 0.001, 1e6);
    readRequests(args, w);
    w.attention = parseChoice(args, "--attention", Attention::Flash, attentionFromString, choicesOfAttention());
    w.kernels = parseChoice(args, "--kernels", Kernels::Eager, kernelsFromString, choicesOfKernels());
    w.kvCache =
        parseChoice(args, "--kv-cache-precision", KvCacheType::Auto, kvCacheTypeFromString, choicesOfKvCacheType());
    w.lora.rank = parseInteger(args, "--lora-rank", 16, 1, 65536);
    if (const auto targets = args.value("--lora-targets")) {
        if (*targets != "all" && *targets != "qv")
            throw InputError("--lora-targets", say({DLRIG_MESSAGE("cli.input", "--lora-targets: unknown value '{text}' (expected all|qv)"), {{"text", *targets}}}));
        w.lora.allLinearLayers = *targets == "all";
    }
    if ((args.has("--lora-rank") || args.has("--lora-targets")) && w.task != Task::Lora && w.task != Task::Qlora)
        throw InputError("--lora-rank", say({DLRIG_MESSAGE("cli.input", "--lora-rank and --lora-targets apply to --task lora or qlora"), {}}));

    if (args.has("--peak-tflops") || args.has("--mem-bandwidth")) {
        GpuPeak gpu;
        if (args.has("--peak-tflops"))
            gpu.denseTflops = parsePositiveReal(args, "--peak-tflops", 0.001, 1e6);
        else
            throw InputError("--peak-tflops", say({DLRIG_MESSAGE("cli.input", "--peak-tflops: needed with --mem-bandwidth (dense TFLOPS of one GPU at the workload's precision, from its spec sheet)"), {}}));
        if (args.has("--mem-bandwidth"))
            gpu.memoryBandwidthGBps = parsePositiveReal(args, "--mem-bandwidth", 0.1, 1e6);
        request.gpu = gpu;
    }
    if (args.has("--gpu-vram"))
        request.gpuVram = parseSize(args, "--gpu-vram");
    if (request.gpuVram && request.gpuVram->count == 0)
        throw InputError("--gpu-vram", say({DLRIG_MESSAGE("cli.input", "--gpu-vram: expected a size greater than zero, e.g. 24GiB"), {}}));
    if (args.has("--train-tokens"))
        request.trainTokens = parsePositiveCount(args, "--train-tokens", "2T or 1.2e6");
    if (args.has("--dataset-size"))
        request.dataset = parseSize(args, "--dataset-size");

    for (const std::string &assignment : args.values("--assume")) {
        const auto equals = assignment.find('=');
        if (equals == std::string::npos)
            throw InputError("--assume", say({DLRIG_MESSAGE("cli.input", "--assume: expected KEY=VALUE, e.g. mfu=0.5"), {}}));
        setAssumption(request.assumptions, assignment.substr(0, equals), assignment.substr(equals + 1));
    }
    return request;
}

HardwareShape hardwareShapeFromArguments(const Arguments &args, EstimateRequest &request,
                                         const std::optional<Part> &gpuPart)
{
    const int gpus = request.workload.parallel.gpus;
    const int perNode = parseInteger(args, "--gpus-per-node", std::min(gpus, 8), 1, 1024);
    if (gpus % perNode != 0)
        throw InputError("--gpus-per-node", say({DLRIG_MESSAGE("cli.input", "--gpus-per-node: --gpus {gpus} is not a multiple of {per} GPUs per node (every node holds the same GPUs)"), {{"gpus", std::to_string(gpus)}, {"per", std::to_string(perNode)}}}));
    const int nodes = gpus / perNode;
    // Without --nic-gbps, nodes get one 400 Gb/s port per GPU, as DGX H100 and
    // HGX H100 nodes have (8 × ConnectX-7 400 Gb/s, NVIDIA DGX H100 user guide).
    double nicGbps = 400.0 * perNode;
    if (args.has("--nic-gbps"))
        nicGbps = parsePositiveReal(args, "--nic-gbps", 0.001, 1e6);
    else if (nodes > 1)
        request.assumedNetwork = Message{DLRIG_MESSAGE("estimate.note", "network: {nodes} nodes of {gpus} GPUs, one "
                                                                        "400 Gb/s port per GPU assumed (--nic-gbps "
                                                                        "sets it)"),
                                         {{"nodes", std::int64_t{nodes}}, {"gpus", std::int64_t{perNode}}}};
    if (!gpuPart) {
        HardwareShape shape =
            genericShape(gpus, perNode, request.gpu ? request.gpu->denseTflops : 0,
                         request.gpu ? request.gpu->memoryBandwidthGBps : 0, request.gpuVram.value_or(Bytes{}));
        shape.nicGBps = nicGbps / 8;
        return shape;
    }
    for (const char *option : {"--peak-tflops", "--mem-bandwidth", "--gpu-vram"}) {
        if (args.has(option))
            throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: --gpu {gpu} already gives the GPU's peak, bandwidth and memory; give one or the other"), {{"option", std::string(option)}, {"gpu", gpuPart->id}}}));
    }
    const auto &spec = std::get<GpuSpec>(gpuPart->specs);
    HardwareShape shape =
        hardwareShapeFor(*gpuPart, request.workload.precision, perNode, nodes, nicGbps, spec.pcieGeneration);
    request.gpu = GpuPeak{shape.denseTflops, shape.memoryBandwidthGBps, shape.traits};
    request.gpuVram = spec.vram;
    return shape;
}

} // namespace dlrig::cli
