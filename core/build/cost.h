#pragma once

#include "core/base/message.h"

#include "core/base/exchangerates.h"
#include "core/build/barrel.h"
#include "core/build/build.h"
#include "core/build/power.h"
#include "core/parts/pricetext.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// Money members start as zero US dollars only so the structs can be built
// empty; estimateCost sets them all in the build's currency.
inline const Money kNoMoney{0, Currency::fromCode("USD")};

struct CostLine {
    std::string partId;
    int quantity = 0;
    Money unitPrice = kNoMoney; // in the build's currency
    Money extended = kNoMoney;  // unit × quantity × nodes
    std::string note;           // "midpoint of USD 8,000–15,000", "converted from CNY at …": noteText.english()
    Message noteText;           // the same, for the reader's language
    Price price{kNoMoney, std::nullopt, {}, PriceKind::Street, {}, {}, false}; // the part's own: kind and day
    PriceAge age;                                                              // today, against kDefaultStaleMonths
    std::string discontinued; // the day its maker stopped selling it new, or ""
};

struct CloudComparison {
    std::string partId;
    int instances = 0;                 // instances to match the build's GPUs
    Money onDemandPerMonth = kNoMoney; // 730 hours × utilisation
    std::optional<Money> reservedPerMonth;
    std::optional<double> breakEvenMonths; // when owning becomes cheaper than on demand
    std::optional<Money> cloudPerRun;
    std::optional<Money> cloudPerMillionTokens;
};

struct CostReport {
    std::vector<CostLine> lines;
    Money total = kNoMoney;                 // capital cost, all nodes
    std::vector<std::string> missingPrices; // parts without a price, left out of the total
    // What of the total rests on prices older than kDefaultStaleMonths, and
    // which parts are no longer sold new: a buyer re-prices these first.
    Money staleTotal = kNoMoney;
    int staleLines = 0;
    std::vector<std::string> discontinuedParts;
    Money energyPerMonth = kNoMoney;       // wall draw × utilisation × PUE × price per kWh
    Money depreciationPerMonth = kNoMoney; // GPUs over 3 years, everything else over 5
    Money ownPerMonth = kNoMoney;
    Money totalCostOfOwnership = kNoMoney; // capital + energy over the scenario's years
    std::optional<Money> ownPerRun;        // one training run of scenario.trainTokens
    std::optional<Money> ownPerMillionTokens;
    std::optional<CloudComparison> cloud;
    std::string ratesDate;
};

// A part's price in its own currency: a range counted at its midpoint
// (rounded down to the minor unit). Nothing when the part has no price.
std::optional<Money> listedPrice(const Part &part);

// A part's price in `currency`: a range counted at its midpoint, converted at
// the table's dated rate. Nothing when the part has no price.
std::optional<Money> partPrice(const Part &part, const Currency &currency, const ExchangeRates &rates);

// Prices in the build's currency (ExchangeRates, dated), a range counted at its
// midpoint, each with its kind and age today (stale past kDefaultStaleMonths); energy = wall watts × 730 h ×
// utilisation × PUE; straight-line depreciation (GPUs 3 years, CPUs and the rest 5, as the seed articles do); the cloud
// instance with the same GPU, on demand and reserved.
CostReport estimateCost(const ResolvedBuild &build, const BarrelReport &barrel, const PowerEstimate &power,
                        const ExchangeRates &rates, const std::vector<Part> &cloudOffers);

} // namespace dlrig::core
