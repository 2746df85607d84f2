#include "core/build/comparison.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace dlrig::core {

namespace {

std::string fixed(double value, int decimals, const char *suffix)
{
    char text[64];
    std::snprintf(text, sizeof text, "%.*f%s", decimals, value, suffix);
    return text;
}

// Large rates and ratios in a few significant digits: "25.2 G", "41.9 k".
std::string compact(double value)
{
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e9)
        return fixed(value / 1e9, 1, " G");
    if (magnitude >= 1e6)
        return fixed(value / 1e6, 1, " M");
    if (magnitude >= 1e4)
        return fixed(value / 1e3, 1, " k");
    return fixed(value, 0, "");
}

std::string ratioText(double ratio)
{
    if (ratio >= 1000)
        return "≥ 1000×";
    return fixed(ratio, ratio >= 100 ? 0 : 2, "×");
}

// Marks the best value (only when one is strictly better than another) and
// whether the texts differ.
void rank(ComparisonRow &row)
{
    row.differs = std::adjacent_find(row.texts.begin(), row.texts.end(), std::not_equal_to<>()) != row.texts.end();
    if (row.better == Better::Neither || !row.differs)
        return;
    for (std::size_t i = 0; i < row.values.size(); ++i) {
        if (!row.values[i])
            continue;
        if (row.best < 0) {
            row.best = static_cast<int>(i);
            continue;
        }
        const double best = *row.values[static_cast<std::size_t>(row.best)];
        if (row.better == Better::Higher ? *row.values[i] > best : *row.values[i] < best)
            row.best = static_cast<int>(i);
    }
    // A tie for the best marks nothing.
    const double best = *row.values[static_cast<std::size_t>(row.best)];
    const auto ties = std::count_if(row.values.begin(), row.values.end(),
                                    [best](const std::optional<double> &v) { return v && *v == best; });
    if (ties > 1)
        row.best = -1;
}

ComparisonRow moneyRow(const std::vector<ComparedBuild> &builds, const ExchangeRates &rates, std::string key,
                       std::string label, Money CostReport::*member)
{
    ComparisonRow row{std::move(key), std::move(label), {}, {}, Better::Lower};
    const Currency currency = (builds.front().analysis.cost.*member).currency();
    for (const ComparedBuild &build : builds) {
        const Money amount = rates.convert(build.analysis.cost.*member, currency);
        row.values.push_back(static_cast<double>(amount.minorUnits()));
        row.texts.push_back(amount.toString());
    }
    return row;
}

// "2× NVIDIA H200 NVL", lines of one category joined by "; ", "—" for none.
std::string partsText(const ResolvedBuild &build, PartCategory category)
{
    std::string text;
    for (const BuildLine *line : build.linesOf(category)) {
        text += (text.empty() ? "" : "; ") + std::to_string(line->quantity) + "× " + line->part.vendor + " " +
                line->part.model;
    }
    return text.empty() ? "—" : text;
}

// Serving builds: TTFT and TPOT at each build's percentile, the output rate
// with its prefills, and the requests a second that meet the targets; "—" for
// a build that serves no requests. Nothing when none does.
std::vector<ComparisonRow> servingRows(const std::vector<ComparedBuild> &builds)
{
    const bool any = std::any_of(builds.begin(), builds.end(),
                                 [](const ComparedBuild &b) { return b.analysis.serving.has_value(); });
    if (!any)
        return {};
    ComparisonRow ttft{"ttft_ms", "Time to first token", {}, {}, Better::Lower};
    ComparisonRow tpot{"tpot_ms", "Time per output token", {}, {}, Better::Lower};
    ComparisonRow output{"output_tokens_per_s", "Output tokens/s, prefills included", {}, {}, Better::Higher};
    ComparisonRow goodput{"goodput", "Requests/s meeting the targets", {}, {}, Better::Higher};
    for (const ComparedBuild &build : builds) {
        const std::optional<ServingEstimate> &e = build.analysis.serving;
        const int percentile = build.build.scenario.workload.serving.sloPercentile;
        const auto add = [&](ComparisonRow &row, std::optional<double> value, const std::string &unit, int places) {
            row.values.push_back(value);
            row.texts.push_back(value ? fixed(*value, places, unit.c_str()) : "—");
        };
        add(ttft, e ? std::optional(e->ttftMs.at(percentile)) : std::nullopt, " ms", 0);
        add(tpot, e ? std::optional(e->tpotMs.at(percentile)) : std::nullopt, " ms", 1);
        add(output, e ? std::optional(e->outputTokensPerSecond) : std::nullopt, " tokens/s", 0);
        add(goodput, e ? std::optional(e->goodputRequestsPerSecond) : std::nullopt, " requests/s", 2);
    }
    return {ttft, tpot, output, goodput};
}

} // namespace

std::string workloadText(const Scenario &scenario)
{
    const Workload &w = scenario.workload;
    std::string text = w.model.name + ", " + std::string(toString(w.task)) + ", " + std::string(toString(w.precision));
    if (w.task == Task::Infer) {
        text += ", " + groupedNumber(std::int64_t{w.serving.users}) + (w.serving.users == 1 ? " user" : " users");
        if (w.serving.minTokensPerSecondPerUser > 0)
            text += " at ≥ " + fixed(w.serving.minTokensPerSecondPerUser, 0, " tokens/s");
    } else if (w.pins.microBatch) {
        text += ", micro-batch " + groupedNumber(std::int64_t{*w.pins.microBatch});
    }
    if (w.model.isLanguageModel())
        text += ", " + groupedNumber(std::int64_t{w.sequence}) + " tokens";
    if (scenario.nodes > 1)
        text += ", " + groupedNumber(std::int64_t{scenario.nodes}) + " nodes";
    return text;
}

bool sameWorkload(const std::vector<ComparedBuild> &builds)
{
    // A pinned micro-batch is how a build's plan runs the workload, not
    // another workload: its tokens/s compare with an unpinned build's.
    const auto withoutPins = [](Scenario scenario) {
        scenario.workload.pins.microBatch.reset();
        return workloadText(scenario);
    };
    return std::all_of(builds.begin(), builds.end(), [&](const ComparedBuild &b) {
        return withoutPins(b.build.scenario) == withoutPins(builds.front().build.scenario);
    });
}

std::vector<ComparisonRow> compareBuilds(const std::vector<ComparedBuild> &builds, const ExchangeRates &rates)
{
    std::vector<ComparisonRow> rows;
    if (builds.empty())
        return rows;
    ComparisonRow workload{"workload", "Workload", {}, {}, Better::Neither};
    for (const ComparedBuild &build : builds) {
        workload.values.push_back(std::nullopt);
        workload.texts.push_back(workloadText(build.build.scenario));
    }
    rows.push_back(workload);
    for (PartCategory category : allPartCategories()) {
        const bool any = std::any_of(builds.begin(), builds.end(),
                                     [&](const ComparedBuild &b) { return b.build.countOf(category) > 0; });
        if (!any)
            continue;
        ComparisonRow parts{"part:" + std::string(toString(category)), categoryTerm(category).text, {}, {},
                            Better::Neither};
        for (const ComparedBuild &build : builds) {
            parts.values.push_back(std::nullopt);
            parts.texts.push_back(partsText(build.build, category));
        }
        rows.push_back(std::move(parts));
    }
    rows.push_back(moneyRow(builds, rates, "price", "Price", &CostReport::total));
    rows.push_back(moneyRow(builds, rates, "tco", "Total cost of ownership", &CostReport::totalCostOfOwnership));
    rows.push_back(moneyRow(builds, rates, "own_per_month", "Cost per month (energy + depreciation)",
                            &CostReport::ownPerMonth));

    ComparisonRow power{"peak_watts", "Peak power", {}, {}, Better::Lower};
    ComparisonRow rate{"rate", "Rate", {}, {}, Better::Higher};
    ComparisonRow bottleneck{"bottleneck", "Bottleneck", {}, {}, Better::Neither};
    ComparisonRow plan{"plan", "Plan", {}, {}, Better::Neither};
    for (const ComparedBuild &build : builds) {
        const Analysis &a = build.analysis;
        power.values.push_back(a.power.peakWatts);
        power.texts.push_back(fixed(a.power.peakWatts, 0, " W"));
        rate.values.push_back(a.barrel.systemRate);
        rate.texts.push_back(compact(a.barrel.systemRate) + " " + a.barrel.unit);
        bottleneck.values.push_back(std::nullopt);
        bottleneck.texts.push_back(a.barrel.bottleneck);
        plan.values.push_back(std::nullopt);
        plan.texts.push_back(describe(a.plan.chosen, a.plan.timed));
    }
    // Rates of different workloads (another model, task, batch, or a training
    // against an inference build) are shown, not ranked.
    const bool comparable = sameWorkload(builds) && std::all_of(builds.begin(), builds.end(), [&](const ComparedBuild &b) {
        return b.analysis.barrel.unit == builds.front().analysis.barrel.unit;
    });
    if (!comparable)
        rate.better = Better::Neither;
    rows.push_back(power);
    rows.push_back(rate);
    rows.push_back(bottleneck);
    rows.push_back(plan);
    for (ComparisonRow &row : servingRows(builds)) {
        if (!comparable)
            row.better = Better::Neither;
        rows.push_back(std::move(row));
    }

    // One row per stave, in the first build's order, then any the others add.
    std::vector<std::string> keys;
    for (const ComparedBuild &build : builds) {
        for (const Stave &stave : build.analysis.barrel.staves) {
            if (std::find(keys.begin(), keys.end(), stave.key) == keys.end())
                keys.push_back(stave.key);
        }
    }
    for (const std::string &key : keys) {
        ComparisonRow row{key, key, {}, {}, Better::Higher};
        for (const ComparedBuild &build : builds) {
            const auto &staves = build.analysis.barrel.staves;
            const auto it = std::find_if(staves.begin(), staves.end(), [&](const Stave &s) { return s.key == key; });
            if (it == staves.end() || !it->applicable) {
                row.values.push_back(std::nullopt);
                row.texts.push_back("n/a");
            } else if (it->isFit) { // a fit's rate is its ratio: have ÷ need
                row.values.push_back(it->rate);
                row.texts.push_back(ratioText(it->ratio) + " need");
            } else {
                // What the subsystem sustains, in the workload's unit: ratios
                // alone would flatter a build with slower GPUs.
                row.values.push_back(it->rate);
                row.texts.push_back(ratioText(it->ratio) + " (" + compact(it->rate) + " " + it->unit + ")");
            }
        }
        if (!comparable)
            row.better = Better::Neither;
        rows.push_back(std::move(row));
    }
    for (ComparisonRow &row : rows)
        rank(row);
    return rows;
}

} // namespace dlrig::core
