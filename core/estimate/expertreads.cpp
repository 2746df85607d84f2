#include "core/estimate/expertreads.h"

#include "core/estimate/memoryestimate.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// A model's weight bytes as a decoding step sees them.
struct WeightBytes {
    double routed = 0; // routed experts, all layers
    double rest = 0;   // everything else held
    double unread = 0; // of rest: never read whole by a step
};

WeightBytes weightBytes(const ModelSpec &model, Precision precision, const Assumptions &assumptions)
{
    WeightBytes b;
    const double held = heldWeightBytes(model, precision, assumptions);
    if (!model.transformer) {
        b.rest = held;
        return b;
    }
    const TransformerShape &s = *model.transformer;
    const ParameterBreakdown p = model.parameterBreakdown();
    const WeightWidths width = weightWidths(model, precision, assumptions);
    b.routed = s.experts > 1 ? p.routedExperts * width.linear : 0;
    b.rest = held - b.routed;
    // An embedding table is looked up, a row per token, not read whole; a tied
    // table is read whole as the output head. (A batch's rows are noise beside it.)
    const double vocabRows = static_cast<double>(s.vocab) * s.hidden;
    const double counted = countParameters(s).embeddings;
    const double lookedUp = counted > 0 ? p.embeddings * (s.tiedEmbeddings ? 1 - vocabRows / counted : 1.0) : 0;
    // Multi-token-prediction layers are held for speculative decoding, never read by a step.
    b.unread = std::clamp(lookedUp * width.rest + p.mtp * width.linear, 0.0, b.rest);
    return b;
}

// The share of a layer's routed experts that `tokens` tokens route to.
double touchedExpertShare(const ModelSpec &model, double tokens, const Assumptions &assumptions)
{
    if (!model.transformer || model.transformer->experts <= 1 || tokens <= 0)
        return 0;
    const TransformerShape &s = *model.transformer;
    const double experts = d(s.experts);
    // The experts that take the tokens: at least the k each token needs.
    const double hot = std::clamp(assumptions.expertHotShare * experts, d(s.expertsPerToken), experts);
    const double picked = std::min(1.0, s.expertsPerToken / hot);
    return hot / experts * (1.0 - std::pow(1.0 - picked, tokens));
}

// The GPUs one copy of the routed experts is split over, and of the rest.
double expertShards(const Parallelism &parallel)
{
    return d((parallel.expert > 1 ? parallel.expert : parallel.tensor) * parallel.pipeline);
}

double restShards(const Parallelism &parallel)
{
    return d(parallel.tensor * parallel.pipeline);
}

} // namespace

double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens, Precision precision,
                                    const Assumptions &assumptions)
{
    const WeightBytes b = weightBytes(model, precision, assumptions);
    const double held = b.routed + b.rest;
    if (held <= 0)
        return 1.0;
    const double read = b.rest - b.unread + b.routed * touchedExpertShare(model, tokens, assumptions);
    return std::clamp(read / held, 0.0, 1.0);
}

double heldWeightBytesPerGpu(const ModelSpec &model, Precision precision, const Parallelism &parallel,
                             const Assumptions &assumptions)
{
    const WeightBytes b = weightBytes(model, precision, assumptions);
    return b.rest / restShards(parallel) + b.routed / expertShards(parallel);
}

double weightBytesReadPerGpuPerDecodeStep(const ModelSpec &model, Precision precision, const Parallelism &parallel,
                                          double tokensPerReplica, const Assumptions &assumptions)
{
    const WeightBytes b = weightBytes(model, precision, assumptions);
    // An expert group's GPUs hold whole experts and take the tokens of all its
    // replicas: which of its experts a GPU reads depends on all of them.
    const double groupTokens = tokensPerReplica * d(parallel.replicasPerExpertGroup());
    return (b.rest - b.unread) / restShards(parallel) +
           b.routed * touchedExpertShare(model, groupTokens, assumptions) / expertShards(parallel);
}

} // namespace dlrig::core
