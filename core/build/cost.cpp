#include "core/build/cost.h"

#include "core/base/isodate.h"

#include "core/parts/pricetext.h"

#include <cmath>
#include <stdexcept>

namespace dlrig::core {

namespace {

constexpr double kHoursPerMonth = 730; // 8,760 h ÷ 12

Money scaled(const Money &money, double factor)
{
    return {static_cast<std::int64_t>(std::llround(static_cast<double>(money.minorUnits()) * factor)),
            money.currency()};
}

double years(PartCategory category)
{
    return category == PartCategory::Gpu ? 3.0 : 5.0;
}

// A part's price in `currency`: the midpoint of a range, converted at the
// table's rate; `note` says which of the two happened.
std::optional<Money> priceIn(const Part &part, const Currency &currency, const ExchangeRates &rates, Message &note)
{
    if (!part.price)
        return std::nullopt;
    Money price = *listedPrice(part);
    Clause midpoint = clause();
    Clause converted = clause();
    if (part.price->high)
        midpoint = clause(DLRIG_MESSAGE("cost.note.midpoint", "midpoint of {low}–{high}"),
                          {{"low", part.price->amount.toString()}, {"high", groupedAmount(*part.price->high)}});
    if (!(price.currency() == currency)) {
        converted = clause(DLRIG_MESSAGE("cost.note.converted", "converted from {amount} at the {date} reference rate"),
                           {{"amount", price.toString()}, {"date", rates.date()}});
        price = rates.convert(price, currency);
    }
    if (midpoint.message && converted.message)
        note = {DLRIG_MESSAGE("cost.note.both", "{midpoint}; {converted}"),
                {{"midpoint", midpoint}, {"converted", converted}}};
    else if (midpoint.message || converted.message)
        note = *(midpoint.message ? midpoint : converted).message;
    return price;
}

} // namespace

std::optional<Money> listedPrice(const Part &part)
{
    if (!part.price)
        return std::nullopt;
    return countedAmount(*part.price);
}

std::optional<Money> partPrice(const Part &part, const Currency &currency, const ExchangeRates &rates)
{
    Message ignored;
    return priceIn(part, currency, rates, ignored);
}

CostReport estimateCost(const ResolvedBuild &build, const BarrelReport &barrel, const PowerEstimate &power,
                        const ExchangeRates &rates, const std::vector<Part> &cloudOffers)
{
    const Scenario &s = build.scenario;
    const Currency &currency = s.currency;
    CostReport report;
    report.total = Money::zero(currency);
    report.staleTotal = Money::zero(currency);
    const std::string today = todayIsoDate();
    report.ratesDate = rates.date();
    double depreciation = 0;
    for (const BuildLine &line : build.lines) {
        Message note;
        const auto price = priceIn(line.part, currency, rates, note);
        if (!price) {
            report.missingPrices.push_back(line.part.id);
            continue;
        }
        const Money extended = [&] {
            try {
                const Money amount = *price * (static_cast<std::int64_t>(line.quantity) * s.nodes);
                report.total += amount;
                return amount;
            } catch (const std::overflow_error &error) {
                throw std::overflow_error(line.part.id + ": " + error.what()); // which line, in the message
            }
        }();
        const PriceAge age = priceAge(*line.part.price, today, kDefaultStaleMonths);
        report.lines.push_back(CostLine{line.part.id, line.quantity * s.nodes, *price, extended, note.english(), note,
                                        *line.part.price, age, line.part.discontinued});
        if (age.stale) {
            report.staleTotal += extended;
            ++report.staleLines;
        }
        if (!line.part.discontinued.empty())
            report.discontinuedParts.push_back(line.part.id);
        depreciation += static_cast<double>(extended.minorUnits()) / (years(line.part.category()) * 12);
    }
    report.depreciationPerMonth = Money(static_cast<std::int64_t>(std::llround(depreciation)), currency);

    const Money kwhPrice = rates.convert(s.electricityPerKwh, currency);
    const double kwhPerMonth = power.wallWatts * s.nodes / 1000 * kHoursPerMonth * s.utilisation * s.pue;
    report.energyPerMonth = scaled(kwhPrice, kwhPerMonth);
    report.ownPerMonth = report.energyPerMonth + report.depreciationPerMonth;
    report.totalCostOfOwnership = report.total + scaled(report.energyPerMonth, s.years * 12);

    // Own cost per busy hour: depreciation and energy spread over the busy hours.
    const double busyHoursPerMonth = kHoursPerMonth * s.utilisation;
    const double ownPerBusyHour = static_cast<double>(report.ownPerMonth.minorUnits()) / busyHoursPerMonth;
    if (barrel.systemRate > 0) {
        if (s.trainTokens > 0 && s.workload.task != Task::Infer) {
            const double hours = s.trainTokens / barrel.systemRate / 3600;
            report.ownPerRun = Money(static_cast<std::int64_t>(std::llround(ownPerBusyHour * hours)), currency);
        }
        if (barrel.unit == "tokens/s") {
            const double hoursPerMillion = 1e6 / barrel.systemRate / 3600;
            report.ownPerMillionTokens =
                Money(static_cast<std::int64_t>(std::llround(ownPerBusyHour * hoursPerMillion)), currency);
        }
    }

    // The cloud instance to compare with: the scenario's, or the cheapest with the same GPU.
    const NodeView node = viewNode(build);
    const Part *chosen = nullptr;
    for (const Part &offer : cloudOffers) {
        const auto &spec = std::get<CloudInstanceSpec>(offer.specs);
        const bool wanted =
            s.cloudPartId.empty() ? node.gpuPart && spec.gpuPartId == node.gpuPart->id : offer.id == s.cloudPartId;
        if (!wanted || !offer.price)
            continue;
        if (!chosen || rates.convert(countedAmount(*offer.price), currency) <
                           rates.convert(countedAmount(*chosen->price), currency))
            chosen = &offer;
    }
    if (chosen && build.totalGpus() > 0) {
        const auto &spec = std::get<CloudInstanceSpec>(chosen->specs);
        CloudComparison cloud;
        cloud.partId = chosen->id;
        cloud.instances = (build.totalGpus() + spec.gpuCount - 1) / spec.gpuCount;
        const Money hourly = rates.convert(countedAmount(*chosen->price), currency) * cloud.instances;
        cloud.onDemandPerMonth = scaled(hourly, busyHoursPerMonth);
        if (spec.reservedPerHour) {
            // Reserved capacity is paid for every hour, busy or not.
            cloud.reservedPerMonth =
                scaled(rates.convert(*spec.reservedPerHour, currency) * cloud.instances, kHoursPerMonth);
        }
        const double saving = static_cast<double>((cloud.onDemandPerMonth - report.energyPerMonth).minorUnits());
        if (saving > 0)
            cloud.breakEvenMonths = static_cast<double>(report.total.minorUnits()) / saving;
        if (barrel.systemRate > 0 && s.trainTokens > 0 && s.workload.task != Task::Infer)
            cloud.cloudPerRun = scaled(hourly, s.trainTokens / barrel.systemRate / 3600);
        if (barrel.systemRate > 0 && barrel.unit == "tokens/s")
            cloud.cloudPerMillionTokens = scaled(hourly, 1e6 / barrel.systemRate / 3600);
        report.cloud = cloud;
    }
    return report;
}

} // namespace dlrig::core
