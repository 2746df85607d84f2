#include "core/build/buildfile.h"
#include "core/base/jsoninput.h"

#include "core/base/jsonreader.h"
#include "core/models/modellibrary.h"
#include "core/parts/partjson.h"

#include <algorithm>
#include <cstdint>
#include <nlohmann/json.hpp>

namespace dlrig::core {

namespace {

using nlohmann::json;

template <typename Enum>
Enum enumField(const JsonReader &r, const std::string &field, Enum fallback,
               std::optional<Enum> (*parse)(std::string_view), const std::string &choices)
{
    if (!r.has(field))
        return fallback;
    const auto value = parse(r.text(field));
    if (!value)
        r.fail(field, DLRIG_MESSAGE("input", "must be one of {names}"), {{"names", choices}});
    return *value;
}

// Version 1 wrote every field; its defaults (tp 1, pp 1, zero 0, no offload or
// recompute, batch 1) were what the user left alone, so they do not pin the plan.
Workload workloadFromJson(const JsonReader &r, int version)
{
    r.rejectUnknown({"model",
                     "task",
                     "precision",
                     "optimizer",
                     "batch",
                     "seq",
                     "zero",
                     "tp",
                     "pp",
                     "vpp",
                     "ep",
                     "offload",
                     "recompute",
                     "attention",
                     "kernels",
                     "kv_cache_precision",
                     "lora_rank",
                     "global_batch",
                     "users",
                     "min_tokens_per_s",
                     "input_tokens",
                     "output_tokens",
                     "request_rate",
                     "ttft_ms",
                     "tpot_ms",
                     "slo_percentile",
                     "prefix_hit_rate",
                     "spec_tokens",
                     "spec_acceptance"});
    Workload w;
    const std::string slug = r.text("model");
    const ModelSpec *model = ModelLibrary::builtIn().find(slug);
    if (!model)
        r.fail("model", DLRIG_MESSAGE("input", "'{slug}' is not in dlrig's model library"), {{"slug", slug}});
    w.model = *model;
    w.task = enumField(r, "task", Task::Train, taskFromString, choicesOfTask());
    const bool infer = w.task == Task::Infer;
    w.precision = enumField(r, "precision", infer ? Precision::Bf16 : Precision::AmpBf16, precisionFromString,
                            choicesOfPrecision());
    w.optimizer = enumField(r, "optimizer", infer ? Optimizer::None : Optimizer::AdamW, optimizerFromString,
                            choicesOfOptimizer());
    w.sequence = r.integer("seq", model->contextLength > 0 ? std::min(model->contextLength, 2048) : 2048, 1);
    const bool legacy = version < 2;
    const auto pinned = [&](const char *field, int legacyDefault) -> std::optional<int> {
        if (!r.has(field))
            return std::nullopt;
        const int value = r.integer(field, legacyDefault, 0);
        if (legacy && value == legacyDefault)
            return std::nullopt;
        return value;
    };
    PlanPins &pins = w.pins;
    if (const auto batch = pinned("batch", 1)) {
        if (*batch < 1)
            r.fail("batch", DLRIG_MESSAGE("input", "must be at least 1"));
        if (infer)
            w.serving.users = *batch;
        else
            pins.microBatch = *batch;
    }
    pins.zeroStage = pinned("zero", 0);
    pins.tensor = pinned("tp", 1);
    pins.pipeline = pinned("pp", 1);
    pins.virtualStages = pinned("vpp", 1);
    pins.expert = pinned("ep", 1);
    if (r.has("offload")) {
        const Offload offload = enumField(r, "offload", Offload::None, offloadFromString, choicesOfOffload());
        if (!(legacy && offload == Offload::None))
            pins.offload = offload;
    }
    if (r.has("recompute")) {
        const Recompute recompute =
            enumField(r, "recompute", Recompute::None, recomputeFromString, choicesOfRecompute());
        if (!(legacy && recompute == Recompute::None))
            pins.recompute = recompute;
    }
    w.attention = enumField(r, "attention", Attention::Flash, attentionFromString, choicesOfAttention());
    w.kernels = enumField(r, "kernels", Kernels::Eager, kernelsFromString, choicesOfKernels());
    w.kvCache = enumField(r, "kv_cache_precision", KvCacheType::Auto, kvCacheTypeFromString, choicesOfKvCacheType());
    w.lora.rank = r.integer("lora_rank", 16, 1);
    // LoRA's rank is far below the model's width (Hu et al. 2021 use 1–64); 65,536 is the bound --lora-rank keeps.
    if (w.lora.rank > 65'536)
        r.fail("lora_rank", DLRIG_MESSAGE("input", "must be at most 65536 (LoRA ranks are typically 8–256)"));
    w.globalBatch = r.has("global_batch") ? r.integer("global_batch", 1, 1) : 0;
    w.serving.users = r.integer("users", w.serving.users, 1);
    w.serving.minTokensPerSecondPerUser = r.number("min_tokens_per_s", false, 0, 1e6);
    // Requests of a serving load (core/plan/serving.h); checked with the workload.
    w.serving.inputTokens = r.has("input_tokens") ? r.integer("input_tokens", 0, 1) : 0;
    w.serving.outputTokens = r.has("output_tokens") ? r.integer("output_tokens", 0, 1) : 0;
    w.serving.requestRate = r.number("request_rate", false, 0, 1e6);
    w.serving.ttftMs = r.number("ttft_ms", false, 0, 1e9);
    w.serving.tpotMs = r.number("tpot_ms", false, 0, 1e9);
    w.serving.sloPercentile = r.has("slo_percentile") ? r.integer("slo_percentile", 90, 50) : 90;
    w.serving.features.prefixHitRate = r.number("prefix_hit_rate", false, 0, 1);
    w.serving.features.speculativeTokens = r.has("spec_tokens") ? r.integer("spec_tokens", 0, 0) : 0;
    w.serving.features.speculativeAcceptance = r.number("spec_acceptance", false, 0, 1);
    if (w.serving.describesRequests() && !r.has("seq"))
        w.sequence = w.serving.inputTokens + w.serving.outputTokens;
    return w;
}

json workloadToJson(const Workload &w)
{
    json j{{"model", w.model.slug},
           {"task", toString(w.task)},
           {"precision", toString(w.precision)},
           {"optimizer", toString(w.optimizer)},
           {"seq", w.sequence},
           {"attention", toString(w.attention)},
           {"lora_rank", w.lora.rank}};
    if (w.kernels != Kernels::Eager)
        j["kernels"] = toString(w.kernels);
    if (w.kvCache != KvCacheType::Auto)
        j["kv_cache_precision"] = toString(w.kvCache);
    // Only what the user pinned: the rest is the planner's to choose.
    const PlanPins &pins = w.pins;
    if (pins.microBatch)
        j["batch"] = *pins.microBatch;
    if (pins.zeroStage)
        j["zero"] = *pins.zeroStage;
    if (pins.tensor)
        j["tp"] = *pins.tensor;
    if (pins.pipeline)
        j["pp"] = *pins.pipeline;
    if (pins.virtualStages)
        j["vpp"] = *pins.virtualStages;
    if (pins.expert)
        j["ep"] = *pins.expert;
    if (pins.offload)
        j["offload"] = toString(*pins.offload);
    if (pins.recompute)
        j["recompute"] = toString(*pins.recompute);
    if (w.globalBatch > 0)
        j["global_batch"] = w.globalBatch;
    if (w.task == Task::Infer) {
        j["users"] = w.serving.users;
        if (w.serving.minTokensPerSecondPerUser > 0)
            j["min_tokens_per_s"] = w.serving.minTokensPerSecondPerUser;
        const ServingTarget &r = w.serving;
        if (r.describesRequests()) {
            j["input_tokens"] = r.inputTokens;
            j["output_tokens"] = r.outputTokens;
            if (r.requestRate > 0)
                j["request_rate"] = r.requestRate;
            if (r.ttftMs > 0)
                j["ttft_ms"] = r.ttftMs;
            if (r.tpotMs > 0)
                j["tpot_ms"] = r.tpotMs;
            j["slo_percentile"] = r.sloPercentile;
            if (r.features.prefixHitRate > 0)
                j["prefix_hit_rate"] = r.features.prefixHitRate;
            if (r.features.speculativeTokens > 0) {
                j["spec_tokens"] = r.features.speculativeTokens;
                j["spec_acceptance"] = r.features.speculativeAcceptance;
            }
        }
    }
    return j;
}

} // namespace

Scenario scenarioFromJson(const json &object, const std::string &where, int version)
{
    if (!object.is_object())
        throw InputError("scenario",
                         Message{DLRIG_MESSAGE("input", "{where}: 'scenario' must be an object"), {{"where", where}}});
    const JsonReader r(object, where);
    r.rejectUnknown({"preset", "workload", "currency", "budget", "electricity_per_kwh", "utilisation", "years", "pue",
                     "nodes", "dataset_bytes", "train_tokens", "cloud", "circuit", "max_days"});
    Scenario s;
    s.preset = r.text("preset", false);
    if (!s.preset.empty() && std::find(kPresetKeys.begin(), kPresetKeys.end(), s.preset) == kPresetKeys.end()) {
        std::string keys;
        for (std::string_view key : kPresetKeys)
            keys += (keys.empty() ? "" : ", ") + std::string(key);
        r.fail("preset", DLRIG_MESSAGE("input", "'{preset}' is not a preset (expected {keys}, or leave it out)"),
               {{"preset", s.preset}, {"keys", keys}});
    }
    if (!r.has("workload") || !r.at("workload").is_object())
        r.fail("workload", DLRIG_MESSAGE("input", "is missing (expected {form})"),
               {{"form", std::string("{\"model\": \"llama-3.1-8b\", \"task\": \"lora\", …}")}});
    s.workload = workloadFromJson(JsonReader(r.at("workload"), where + ": workload"), version);
    const std::string currency = r.has("currency") ? r.text("currency") : "USD";
    if (!Currency::isKnown(currency))
        r.fail("currency", DLRIG_MESSAGE("input", "'{code}' is not an ISO 4217 currency dlrig knows"),
               {{"code", currency}});
    s.currency = Currency::fromCode(currency);
    // Amounts as moneyJson writes them, nothing else; a budget above zero, a price of power not below zero.
    const auto amount = [&](const char *field, bool zeroAllowed) {
        if (!r.at(field).is_object())
            r.fail(field, DLRIG_MESSAGE("input", "must be an object {form}"),
                   {{"form", std::string("{\"amount\": \"…\", \"currency\": \"…\"}")}});
        const JsonReader money(r.at(field), where + ": " + field);
        money.rejectUnknown({"amount", "amount_minor", "currency"});
        const Money value = moneyFromJson(money, "amount", "currency");
        if (value.minorUnits() < 0 || (!zeroAllowed && value.minorUnits() == 0))
            money.fail("amount", zeroAllowed ? DLRIG_MESSAGE("input", "must not be negative")
                                             : DLRIG_MESSAGE("input", "must be greater than zero"));
        return value;
    };
    if (r.has("budget") && !r.at("budget").is_null())
        s.budget = amount("budget", false);
    if (r.has("electricity_per_kwh"))
        s.electricityPerKwh = amount("electricity_per_kwh", true);
    // At least 1 % busy: the cost per hour of use divides by it.
    s.utilisation = r.has("utilisation") ? r.number("utilisation", true, 0.01, 1.0) : s.utilisation;
    s.years = r.has("years") ? r.number("years", true, 0.1, 30) : s.years;
    s.pue = r.has("pue") ? r.number("pue", true, 1.0, 5.0) : s.pue;
    s.nodes = r.integer("nodes", 1, 1);
    s.dataset = Bytes{static_cast<std::uint64_t>(r.number("dataset_bytes", false, 0, 1e18))};
    s.trainTokens = r.number("train_tokens", false, 0, 1e18);
    if (r.has("max_days"))
        s.maxDays = r.number("max_days", true, 0.0, 3650.0);
    if (r.has("circuit")) {
        s.circuit = parseCircuit(r.text("circuit"));
        if (!s.circuit)
            r.fail("circuit",
                   DLRIG_MESSAGE("input", "expected volts/amps like 120V/15A or 230V/16A (90–480 V, 1–100 A)"));
    }
    s.cloudPartId = r.text("cloud", false);
    if (!s.cloudPartId.empty() && !isValidPartId(s.cloudPartId, PartCategory::Cloud))
        r.fail("cloud", DLRIG_MESSAGE("input", "'{id}' is not a cloud instance id like cloud/aws-p5-48xlarge"),
               {{"id", s.cloudPartId}});
    return s;
}

json scenarioToJson(const Scenario &s)
{
    json j{{"workload", workloadToJson(s.workload)},
           {"currency", std::string(s.currency.code())},
           {"electricity_per_kwh", moneyJson(s.electricityPerKwh)},
           {"utilisation", s.utilisation},
           {"years", s.years},
           {"pue", s.pue},
           {"nodes", s.nodes},
           {"dataset_bytes", s.dataset.count},
           {"train_tokens", s.trainTokens}};
    if (!s.preset.empty())
        j["preset"] = s.preset;
    if (s.budget)
        j["budget"] = moneyJson(*s.budget);
    if (!s.cloudPartId.empty())
        j["cloud"] = s.cloudPartId;
    if (s.circuit)
        j["circuit"] = s.circuit->text();
    if (s.maxDays != Scenario{}.maxDays)
        j["max_days"] = s.maxDays;
    return j;
}

Build buildFromJson(std::string_view text, const std::string &origin)
{
    const json document = parseJsonInput(text, origin);
    const int version = checkFormatHeader(document, origin, "dlrig-build", "build", kBuildFormatVersion);
    const JsonReader r(document, origin);
    r.rejectUnknown({"format", "version", "name", "scenario", "parts"});
    Build build;
    build.name = r.text("name", false);
    if (!r.has("scenario"))
        r.fail("scenario", DLRIG_MESSAGE("input", "is missing"));
    build.scenario = scenarioFromJson(r.at("scenario"), origin + ": scenario", version);
    if (!r.has("parts") || !r.at("parts").is_array())
        r.fail("parts", DLRIG_MESSAGE("input", "must be an array of {form}"),
               {{"form", std::string("{\"id\", \"quantity\"}")}});
    const json &parts = r.at("parts");
    for (std::size_t i = 0; i < parts.size(); ++i) {
        if (!parts[i].is_object())
            throw InputError("parts", Message{DLRIG_MESSAGE("input", "{origin}: parts[{index}] must be an object"),
                                              {{"origin", origin}, {"index", std::to_string(i)}}});
        const JsonReader item(parts[i], origin + ": parts[" + std::to_string(i) + "]");
        item.rejectUnknown({"id", "quantity"});
        build.items.push_back({item.text("id"), item.integer("quantity", 1, 1)});
        // No order is larger; a bigger product is a typing mistake, and would
        // overflow the counts the BOM and the barrel multiply.
        constexpr std::int64_t kMostUnits = 1'000'000;
        const std::int64_t units = std::int64_t{build.items.back().quantity} * build.scenario.nodes;
        if (units > kMostUnits)
            item.fail("quantity",
                      DLRIG_MESSAGE("input", "× scenario.nodes is {units} units; at most {most} in one build"),
                      {{"units", units}, {"most", kMostUnits}});
    }
    return build;
}

std::string buildToJson(const Build &build)
{
    json parts = json::array();
    for (const BuildItem &item : build.items)
        parts.push_back({{"id", item.partId}, {"quantity", item.quantity}});
    json j{{"format", "dlrig-build"}, {"version", kBuildFormatVersion}};
    if (!build.name.empty())
        j["name"] = build.name;
    j["scenario"] = scenarioToJson(build.scenario);
    j["parts"] = parts;
    return j.dump(2) + "\n";
}

} // namespace dlrig::core
