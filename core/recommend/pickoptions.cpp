#include "core/recommend/pickoptions.h"

#include "core/recommend/recommendersearch.h"

#include <algorithm>
#include <map>

namespace dlrig::core {

PickStep pickOptions(const Scenario &scenario, const std::vector<Part> &parts, PartCategory category,
                     const std::vector<Pick> &earlier, const RecommendConstraints &constraints,
                     const Assumptions &assumptions, const ExchangeRates &rates)
{
    std::map<PartCategory, std::string> fixed; // category → the picked part
    std::map<std::string, PartCategory> categoryOf;
    for (const Part &part : parts)
        categoryOf.emplace(part.id, part.category());
    RecommendConstraints limits = constraints;
    limits.form = category == PartCategory::Server ? "rack" : category == PartCategory::Edge ? "edge" : "tower";
    for (const Pick &pick : earlier) {
        const auto it = categoryOf.find(pick.partId);
        if (it == categoryOf.end())
            throw InputError("pick", Message{DLRIG_MESSAGE("input", "the picked part '{id}' is not in the catalog"),
                                             {{"id", pick.partId}}});
        fixed[it->second] = pick.partId;
        limits.quantities[pick.partId] = pick.quantity;
    }

    std::vector<Part> base;
    for (const Part &part : parts) {
        const auto it = fixed.find(part.category());
        if (part.category() != category && (it == fixed.end() || it->second == part.id))
            base.push_back(part);
    }

    // Serving has a target to meet, not a rate to maximise: each part's
    // completion is the cheapest build that meets it (within the budget).
    const bool serving = scenario.workload.task == Task::Infer;
    const Money budget = rates.convert(constraints.budget, scenario.currency);
    PickStep step;
    std::vector<Part> trial = base;
    for (const Part &candidate : parts) {
        if (candidate.category() != category || !isRecommendable(candidate, constraints.includeUsedPrices))
            continue;
        trial.push_back(candidate);
        std::optional<Recommendation> best = serving
                                                 ? recommendCheapest(scenario, trial, limits, assumptions, rates)
                                                 : recommendBest(scenario, trial, limits, assumptions, rates);
        trial.pop_back();
        if (!best || best->cost.minorUnits() > budget.minorUnits())
            continue;
        PickOption option{candidate.id, best->build.countOf(category), std::move(*best), 0};
        const double major = static_cast<double>(option.completion.cost.minorUnits()) /
                             static_cast<double>(option.completion.cost.currency().minorPerMajor());
        option.ratePerMoney = major > 0 ? option.completion.rate / major : 0;
        step.options.push_back(std::move(option));
    }
    std::stable_sort(step.options.begin(), step.options.end(), [](const PickOption &a, const PickOption &b) {
        if (a.ratePerMoney != b.ratePerMoney)
            return a.ratePerMoney > b.ratePerMoney;
        return a.completion.rate > b.completion.rate;
    });
    const auto order = serving ? recommending::cheaper : recommending::better;
    for (std::size_t i = 0; i < step.options.size(); ++i) {
        if (!step.recommended || order(step.options[i].completion, step.options[*step.recommended].completion))
            step.recommended = i;
    }
    return step;
}

} // namespace dlrig::core
