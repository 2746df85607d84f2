#include "ui/scenariochoice.h"

#include "core/modellibrary.h"
#include "core/presets.h"

namespace dlrig::ui {

core::Scenario scenarioFromChoice(const ScenarioChoice &choice)
{
    const core::Preset *preset = core::findPreset(choice.presetKey);
    if (!preset)
        throw core::InputError("scenario", "unknown scenario '" + choice.presetKey + "'");
    core::Scenario scenario = preset->scenario;
    core::Workload &w = scenario.workload;
    if (!choice.modelSlug.empty()) {
        const core::ModelSpec *model = core::ModelLibrary::builtIn().find(choice.modelSlug);
        if (!model)
            throw core::InputError("model", "unknown model '" + choice.modelSlug + "'");
        w.model = *model;
    }
    if (!choice.task.empty()) {
        const auto task = core::taskFromString(choice.task);
        if (!task)
            throw core::InputError("task", "task: expected " + core::choicesOfTask());
        w.task = *task;
        if (w.task == core::Task::Infer)
            w.optimizer = core::Optimizer::None;
        else if (w.optimizer == core::Optimizer::None)
            w.optimizer = core::Optimizer::AdamW; // the presets' optimizer for training
    }
    if (!choice.precision.empty()) {
        const auto precision = core::precisionFromString(choice.precision);
        if (!precision)
            throw core::InputError("precision", "precision: expected " + core::choicesOfPrecision());
        w.precision = *precision;
    }
    core::validate(w);
    if (!core::Currency::isKnown(choice.currency))
        throw core::InputError("budget", "budget: '" + choice.currency + "' is not a currency dlrig knows");
    const core::Money budget = [&] {
        try {
            return core::Money::parse(choice.amount, core::Currency::fromCode(choice.currency));
        } catch (const std::exception &error) {
            throw core::InputError("budget", std::string("budget: ") + error.what());
        }
    }();
    if (budget.minorUnits() <= 0)
        throw core::InputError("budget", "budget: expected an amount greater than zero");
    scenario.currency = budget.currency();
    scenario.budget = budget;
    return scenario;
}

} // namespace dlrig::ui
