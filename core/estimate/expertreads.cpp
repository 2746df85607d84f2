#include "core/estimate/expertreads.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens, const Assumptions &assumptions)
{
    if (!model.transformer)
        return 1.0;
    const TransformerShape &s = *model.transformer;
    const ParameterBreakdown p = model.parameterBreakdown();
    const double total = p.total();
    // Of the weights held: multi-token-prediction layers are never read by a step.
    const double held = total + p.mtp;
    if (total <= 0)
        return 1.0;
    if (s.experts <= 1 || tokens <= 0)
        return total / held;
    const double experts = static_cast<double>(s.experts);
    // The experts that take the tokens: at least the k each token needs.
    const double hot =
        std::clamp(assumptions.expertHotShare * experts, static_cast<double>(s.expertsPerToken), experts);
    const double picked = std::min(1.0, s.expertsPerToken / hot);
    const double touched = hot / experts * (1.0 - std::pow(1.0 - picked, tokens));
    // Shared experts, dense layers and routers are read every step.
    return (total - p.routedExperts + p.routedExperts * touched) / held;
}

} // namespace dlrig::core
