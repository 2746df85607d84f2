#include "core/build/analysis.h"

#include "core/parts/partjson.h"

#include <nlohmann/json.hpp>

namespace dlrig::core {

namespace {

template <typename T>
nlohmann::json optionalMoney(const std::optional<T> &money)
{
    return money ? moneyJson(*money) : nlohmann::json(nullptr);
}

} // namespace

std::optional<Finding> checkBudget(const Scenario &scenario, const CostReport &cost, const ExchangeRates &rates)
{
    if (!scenario.budget || cost.lines.empty())
        return std::nullopt;
    const Money budget = rates.convert(*scenario.budget, cost.total.currency());
    if (cost.total <= budget)
        return std::nullopt;
    const Money over = cost.total - budget;
    Message text{DLRIG_MESSAGE("analysis.budget.over",
                               "The build costs {total}, {over} ({percent} %) over the budget of {budget}."),
                 {{"total", cost.total.toString()},
                  {"over", over.toString()},
                  {"percent", Decimal{100.0 * static_cast<double>(over.minorUnits()) /
                                          static_cast<double>(std::max<std::int64_t>(1, budget.minorUnits())),
                                      0}},
                  {"budget", budget.toString()}}};
    std::string english = text.english();
    return Finding{"budget.over", Severity::Warning, std::move(english), std::move(text)};
}

std::optional<Finding> checkDeadline(const Scenario &s, const BarrelReport &barrel)
{
    if (s.workload.task == Task::Infer || s.trainTokens <= 0 || s.maxDays <= 0 || barrel.systemRate <= 0)
        return std::nullopt;
    const double days = s.trainTokens / barrel.systemRate / 86400;
    const double lowEndDays = days / (1 - barrel.range.below);
    if (lowEndDays <= s.maxDays)
        return std::nullopt;
    Message text{
        DLRIG_MESSAGE("analysis.deadline.missed",
                      "Training on {tokens} tokens or samples takes {days} days at the estimated rate and up to "
                      "{low} days at the low end of its range: more than the {max} days the scenario allows."),
        {{"tokens", formatCount(s.trainTokens)},
         {"days", Decimal{days, 1}},
         {"low", Decimal{lowEndDays, 1}},
         {"max", Decimal{s.maxDays, 0}}}};
    std::string english = text.english();
    return Finding{"deadline.missed", Severity::Warning, std::move(english), std::move(text)};
}

bool Analysis::hasErrors() const
{
    for (const Finding &finding : compatibility) {
        if (finding.severity == Severity::Error)
            return true;
    }
    return false;
}

Analysis analyze(const ResolvedBuild &build, const Assumptions &assumptions, const ExchangeRates &rates,
                 const std::vector<Part> &cloudOffers, PlanCache *cache)
{
    Analysis a;
    PlannedEstimate planned = planBuild(build, assumptions, cache);
    a.plan = std::move(planned.plan);
    a.estimate = std::move(planned.estimate);
    a.serving = std::move(planned.serving);
    a.compatibility = checkCompatibility(build, assumptions);
    a.power = estimatePower(build, assumptions);
    a.barrel = analyzeBarrel(build, a.estimate, a.plan, a.power, assumptions);
    a.cost = estimateCost(build, a.barrel, a.power, rates, cloudOffers);
    if (std::optional<Finding> over = checkBudget(build.scenario, a.cost, rates))
        a.compatibility.push_back(std::move(*over));
    if (std::optional<Finding> late = checkDeadline(build.scenario, a.barrel))
        a.compatibility.push_back(std::move(*late));
    return a;
}

nlohmann::json toJson(const Analysis &a)
{
    nlohmann::json staves = nlohmann::json::array();
    for (const Stave &s : a.barrel.staves) {
        staves.push_back({{"key", s.key},
                          {"rate", s.rate},
                          {"unit", s.unit},
                          {"ratio", s.ratio},
                          {"applicable", s.applicable},
                          {"explanation", s.explanation()},
                          {"source", s.source}});
    }
    nlohmann::json compatibility = nlohmann::json::array();
    for (const Finding &f : a.compatibility)
        compatibility.push_back({{"rule", f.rule},
                                 {"severity", toString(f.severity)},
                                 {"message", f.message},
                                 {"message_id", f.text.text.id}});
    nlohmann::json circuits = nlohmann::json::array();
    for (const CircuitCheck &c : a.power.circuits)
        circuits.push_back({{"circuit", c.circuit.name()}, {"continuous_watts", c.continuousWatts}, {"fits", c.fits}});
    nlohmann::json lines = nlohmann::json::array();
    for (const CostLine &line : a.cost.lines) {
        lines.push_back({{"id", line.partId},
                         {"quantity", line.quantity},
                         {"unit_price", moneyJson(line.unitPrice)},
                         {"extended", moneyJson(line.extended)},
                         {"note", line.note},
                         {"price_kind", toString(line.price.kind)},
                         {line.price.dateIsLookUp ? "price_looked_up" : "price_date", line.price.asOf},
                         {"price_age_months", line.age.months},
                         {"price_stale", line.age.stale},
                         {"discontinued", line.discontinued}});
    }
    nlohmann::json tco{{"energy_per_month", moneyJson(a.cost.energyPerMonth)},
                       {"depreciation_per_month", moneyJson(a.cost.depreciationPerMonth)},
                       {"own_per_month", moneyJson(a.cost.ownPerMonth)},
                       {"total_cost_of_ownership", moneyJson(a.cost.totalCostOfOwnership)},
                       {"own_per_run", optionalMoney(a.cost.ownPerRun)},
                       {"own_per_million_tokens", optionalMoney(a.cost.ownPerMillionTokens)},
                       {"exchange_rates_date", a.cost.ratesDate}};
    if (const auto &cloud = a.cost.cloud) {
        tco["cloud"] = {{"id", cloud->partId},
                        {"instances", cloud->instances},
                        {"on_demand_per_month", moneyJson(cloud->onDemandPerMonth)},
                        {"reserved_per_month", optionalMoney(cloud->reservedPerMonth)},
                        {"break_even_months",
                         cloud->breakEvenMonths ? nlohmann::json(*cloud->breakEvenMonths) : nlohmann::json(nullptr)},
                        {"cloud_per_run", optionalMoney(cloud->cloudPerRun)},
                        {"cloud_per_million_tokens", optionalMoney(cloud->cloudPerMillionTokens)}};
    } else {
        tco["cloud"] = nullptr;
    }
    nlohmann::json j{
        {"staves", staves},
        {"bottleneck", a.barrel.bottleneck},
        {"next_limit", a.barrel.nextLimit},
        {"what_if", a.barrel.whatIf()},
        {"system_rate", a.barrel.systemRate},
        {"blocked_by", a.barrel.runs() ? nlohmann::json() : nlohmann::json(a.barrel.blockedBy)},
        {"rate_once_fixed", a.barrel.rateOnceFixed},
        {"unit", a.barrel.unit},
        {"gpu_demand_rate", a.barrel.gpuDemandRate},
        {"scaling_efficiency", a.barrel.scalingEfficiency},
        {"compatibility", compatibility},
        {"power",
         {{"peak_watts", a.power.peakWatts},
          {"psu_watts", a.power.psuWatts},
          {"recommended_psu_watts", a.power.recommendedPsuWatts},
          {"wall_watts", a.power.wallWatts},
          {"heat_btu_per_hour", a.power.heatBtuPerHour},
          {"circuits", circuits},
          {"site_circuit",
           {{"circuit", a.power.site.circuit.name()},
            {"continuous_watts", a.power.site.continuousWatts},
            {"fits", a.power.site.fits},
            {"default", a.power.siteIsDefault},
            {"binds", a.power.siteBinds}}}}},
        {"cost",
         {{"total", moneyJson(a.cost.total)},
          {"lines", lines},
          {"missing_prices", a.cost.missingPrices},
          {"stale_after_months", kDefaultStaleMonths},
          {"stale_total", moneyJson(a.cost.staleTotal)},
          {"stale_lines", a.cost.staleLines},
          {"discontinued_parts", a.cost.discontinuedParts}}},
        {"tco", tco},
        {"estimate", toJson(a.estimate)},
        {"plan", toJson(a.plan)},
    };
    if (a.serving)
        j["serving"] = toJson(*a.serving, servingLoadOf(a.estimate.request.workload));
    return j;
}

} // namespace dlrig::core
