#include "core/estimate/expertreads.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens)
{
    if (!model.transformer || model.transformer->experts <= 1 || tokens <= 0)
        return 1.0;
    const TransformerShape &s = *model.transformer;
    const ParameterBreakdown p = model.parameterBreakdown();
    const double total = p.total();
    if (total <= 0)
        return 1.0;
    const double picked = std::min(1.0, static_cast<double>(s.expertsPerToken) / s.experts);
    const double touched = 1.0 - std::pow(1.0 - picked, tokens);
    // Shared experts, dense layers and routers are read every step.
    return (total - p.routedExperts + p.routedExperts * touched) / total;
}

} // namespace dlrig::core
