#include "core/recommend/scenariochoice.h"

#include "core/models/modellibrary.h"
#include "core/recommend/presets.h"

namespace dlrig::core {

namespace {

[[noreturn]] void refuseChoice(const char *field, MessageText text, const std::string &choices)
{
    throw InputError(field, Message{text, {{"choices", choices}}});
}

} // namespace

Scenario scenarioFromChoice(const ScenarioChoice &choice)
{
    const Preset *preset = findPreset(choice.presetKey);
    if (!preset)
        throw InputError("scenario",
                         Message{DLRIG_MESSAGE("scenario", "unknown scenario '{key}'"), {{"key", choice.presetKey}}});
    Scenario scenario = preset->scenario;
    Workload &w = scenario.workload;
    if (!choice.modelSlug.empty()) {
        const ModelSpec *model = ModelLibrary::builtIn().find(choice.modelSlug);
        if (!model)
            throw InputError(
                "model", Message{DLRIG_MESSAGE("scenario", "unknown model '{slug}'"), {{"slug", choice.modelSlug}}});
        w.model = *model;
    }
    if (!choice.task.empty()) {
        const auto task = taskFromString(choice.task);
        if (!task)
            refuseChoice("task", DLRIG_MESSAGE("scenario", "task: expected {choices}"), choicesOfTask());
        w.task = *task;
        if (w.task == Task::Infer)
            w.optimizer = Optimizer::None;
        else if (w.optimizer == Optimizer::None)
            w.optimizer = Optimizer::AdamW; // the presets' optimizer for training
    }
    if (!choice.precision.empty()) {
        const auto precision = precisionFromString(choice.precision);
        if (!precision)
            refuseChoice("precision", DLRIG_MESSAGE("scenario", "precision: expected {choices}"), choicesOfPrecision());
        w.precision = *precision;
    }
    if (!choice.optimizer.empty()) {
        const auto optimizer = optimizerFromString(choice.optimizer);
        if (!optimizer)
            refuseChoice("optimizer", DLRIG_MESSAGE("scenario", "optimizer: expected {choices}"), choicesOfOptimizer());
        w.optimizer = *optimizer;
    }
    if (choice.batch < 0)
        throw InputError(
            "batch", Message{DLRIG_MESSAGE("scenario", "batch: expected a positive number of samples per GPU"), {}});
    if (choice.sequence < 0)
        throw InputError("sequence",
                         Message{DLRIG_MESSAGE("scenario", "sequence: expected a positive number of tokens"), {}});
    if (choice.pins)
        w.pins = *choice.pins;
    w.kvCache = KvCacheType::Auto;
    if (!choice.kvCache.empty() && w.task == Task::Infer) {
        const auto cache = kvCacheTypeFromString(choice.kvCache);
        if (!cache)
            refuseChoice("kv_cache", DLRIG_MESSAGE("scenario", "KV cache: expected {choices}"), choicesOfKvCacheType());
        w.kvCache = *cache;
    }
    if (w.task == Task::Infer) {
        w.pins.microBatch.reset();
        w.pins.zeroStage.reset();
        w.pins.recompute.reset();
        w.pins.offload.reset();
        w.globalBatch = 0;
        if (choice.batch > 0)
            w.serving.users = choice.batch;
        if (choice.minTokensPerSecond >= 0)
            w.serving.minTokensPerSecondPerUser = choice.minTokensPerSecond;
        if (choice.inputTokens > 0 || choice.outputTokens > 0) {
            w.serving.inputTokens = choice.inputTokens;
            w.serving.outputTokens = choice.outputTokens;
            w.serving.ttftMs = choice.ttftMs;
            w.serving.tpotMs = choice.tpotMs;
            if (choice.sequence <= 0 && choice.inputTokens > 0 && choice.outputTokens > 0)
                w.sequence = choice.inputTokens + choice.outputTokens; // the longest context a request reaches
        }
    } else {
        w.serving = {};
        w.pins.expert.reset(); // expert parallelism is planned for serving
        if (choice.batch > 0)
            w.pins.microBatch = choice.batch;
        if (w.pins.microBatch && w.globalBatch > 0 && w.globalBatch % *w.pins.microBatch != 0)
            w.globalBatch = 0; // the preset's batch does not split into the user's micro-batches
    }
    if (choice.sequence > 0)
        w.sequence = choice.sequence;
    validate(w);
    if (!Currency::isKnown(choice.currency))
        throw InputError("budget", Message{DLRIG_MESSAGE("scenario", "budget: '{code}' is not a currency dlrig knows"),
                                           {{"code", choice.currency}}});
    const Money budget = [&] {
        try {
            return Money::parse(choice.amount, Currency::fromCode(choice.currency));
        } catch (const InputError &error) {
            if (!error.message())
                throw;
            throw InputError("budget", Message{DLRIG_MESSAGE("scenario", "budget: {problem}"),
                                               {{"problem", clause(*error.message())}}});
        }
    }();
    if (budget.minorUnits() <= 0)
        throw InputError("budget",
                         Message{DLRIG_MESSAGE("scenario", "budget: expected an amount greater than zero"), {}});
    scenario.currency = budget.currency();
    scenario.budget = budget;
    return scenario;
}

} // namespace dlrig::core
