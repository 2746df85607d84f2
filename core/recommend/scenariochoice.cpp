#include "core/recommend/scenariochoice.h"

#include "core/models/modellibrary.h"
#include "core/recommend/presets.h"

namespace dlrig::core {

Scenario scenarioFromChoice(const ScenarioChoice &choice)
{
    const Preset *preset = findPreset(choice.presetKey);
    if (!preset)
        throw InputError("scenario", "unknown scenario '" + choice.presetKey + "'");
    Scenario scenario = preset->scenario;
    Workload &w = scenario.workload;
    if (!choice.modelSlug.empty()) {
        const ModelSpec *model = ModelLibrary::builtIn().find(choice.modelSlug);
        if (!model)
            throw InputError("model", "unknown model '" + choice.modelSlug + "'");
        w.model = *model;
    }
    if (!choice.task.empty()) {
        const auto task = taskFromString(choice.task);
        if (!task)
            throw InputError("task", "task: expected " + choicesOfTask());
        w.task = *task;
        if (w.task == Task::Infer)
            w.optimizer = Optimizer::None;
        else if (w.optimizer == Optimizer::None)
            w.optimizer = Optimizer::AdamW; // the presets' optimizer for training
    }
    if (!choice.precision.empty()) {
        const auto precision = precisionFromString(choice.precision);
        if (!precision)
            throw InputError("precision", "precision: expected " + choicesOfPrecision());
        w.precision = *precision;
    }
    if (!choice.optimizer.empty()) {
        const auto optimizer = optimizerFromString(choice.optimizer);
        if (!optimizer)
            throw InputError("optimizer", "optimizer: expected " + choicesOfOptimizer());
        w.optimizer = *optimizer;
    }
    if (choice.batch < 0)
        throw InputError("batch", "batch: expected a positive number of samples per GPU");
    if (choice.sequence < 0)
        throw InputError("sequence", "sequence: expected a positive number of tokens");
    if (choice.pins)
        w.pins = *choice.pins;
    w.kvCache = KvCacheType::Auto;
    if (!choice.kvCache.empty() && w.task == Task::Infer) {
        const auto cache = kvCacheTypeFromString(choice.kvCache);
        if (!cache)
            throw InputError("kv_cache", "KV cache: expected " + choicesOfKvCacheType());
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
        throw InputError("budget", "budget: '" + choice.currency + "' is not a currency dlrig knows");
    const Money budget = [&] {
        try {
            return Money::parse(choice.amount, Currency::fromCode(choice.currency));
        } catch (const std::exception &error) {
            throw InputError("budget", std::string("budget: ") + error.what());
        }
    }();
    if (budget.minorUnits() <= 0)
        throw InputError("budget", "budget: expected an amount greater than zero");
    scenario.currency = budget.currency();
    scenario.budget = budget;
    return scenario;
}

} // namespace dlrig::core
