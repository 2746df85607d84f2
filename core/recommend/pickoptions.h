#pragma once

#include "core/recommend/recommender.h"

#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// A part the user has chosen in an earlier step of the build wizard.
struct Pick {
    std::string partId;
    int quantity = 1;
};

// One part a wizard step can offer: the best build within the budget that
// holds the earlier picks and this part (its "completion"; for serving, the
// cheapest build that meets the workload), and what it is worth per money.
struct PickOption {
    std::string partId;
    int quantity = 1;          // as the completion uses it
    Recommendation completion; // rate, cost and every part
    double ratePerMoney = 0;   // completion rate ÷ completion cost in major units
};

struct PickStep {
    // Parts of the step's category that complete to a build meeting the
    // workload within the budget; the best value first (ties: higher rate).
    std::vector<PickOption> options;
    // The option the best completion overall uses (highest rate, then lowest
    // cost: the recommender's own choice); for serving, whose completions are
    // the cheapest builds that meet the workload, the cheapest of them.
    // Absent when `options` is empty.
    std::optional<std::size_t> recommended;
};

// The choices of one wizard step. Earlier picks fix their categories to the
// picked part and quantity; each part of `category` is tried in turn with the
// recommender completing the rest (exact, so a part appears only when some
// compatible build with it meets the needs within the budget). A server step
// looks at complete servers only, any other step at builds from parts.
PickStep pickOptions(const Scenario &scenario, const std::vector<Part> &parts, PartCategory category,
                     const std::vector<Pick> &earlier, const RecommendConstraints &constraints,
                     const Assumptions &assumptions, const ExchangeRates &rates);

} // namespace dlrig::core
