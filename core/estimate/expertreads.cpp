#include "core/estimate/expertreads.h"

#include "core/estimate/memoryestimate.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens, Precision precision,
                                    const Assumptions &assumptions)
{
    if (!model.transformer)
        return 1.0;
    const TransformerShape &s = *model.transformer;
    const ParameterBreakdown p = model.parameterBreakdown();
    const WeightWidths width = weightWidths(model, precision, assumptions);
    const double held = heldWeightBytes(model, precision, assumptions);
    if (held <= 0)
        return 1.0;
    // An embedding table is looked up, a row per token, not read whole; a tied
    // table is read whole as the output head. (A batch's rows are noise beside it.)
    const double vocabRows = static_cast<double>(s.vocab) * s.hidden;
    const double counted = countParameters(s).embeddings;
    const double lookedUp = counted > 0 ? p.embeddings * (s.tiedEmbeddings ? 1 - vocabRows / counted : 1.0) : 0;
    // Multi-token-prediction layers are held for speculative decoding, never read by a step.
    double read = held - lookedUp * width.rest - p.mtp * width.linear;
    if (s.experts > 1 && tokens > 0) {
        const double experts = static_cast<double>(s.experts);
        // The experts that take the tokens: at least the k each token needs.
        const double hot =
            std::clamp(assumptions.expertHotShare * experts, static_cast<double>(s.expertsPerToken), experts);
        const double picked = std::min(1.0, s.expertsPerToken / hot);
        const double touched = hot / experts * (1.0 - std::pow(1.0 - picked, tokens));
        // Shared experts, dense layers and routers are read every step.
        read -= p.routedExperts * (1 - touched) * width.linear;
    }
    return std::clamp(read / held, 0.0, 1.0);
}

} // namespace dlrig::core
