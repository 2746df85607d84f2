#pragma once

#include "core/estimate/assumptions.h"
#include "core/models/modelspec.h"
#include "core/models/workload.h"

namespace dlrig::core {

// The share of a model's weights one decoding step reads when `tokens` tokens
// (one per sequence of the batch) each go to k of a layer's E routed experts.
// The attention, embeddings, norms, head, routers, shared experts and dense
// layers are read every step; a routed expert only when a token picks it.
// Under uniform routing a given expert is left out by all tokens with
// probability (1 − k/E)^tokens, so the step reads E · (1 − (1 − k/E)^tokens)
// distinct experts per layer, in expectation. Skewed routing reads fewer:
// with expert-hot-share h < 1 the tokens route uniformly among h·E experts.
// Every step reads the rest, except the input embedding, which it looks up (a
// row per token; tied, it is read whole as the output head). Multi-token-
// prediction layers are held with the weights but never read: the share is
// of the weights held.
// The share is of bytes, as `precision` stores each part (a quantised format's
// matrices with their scales, its embeddings and head in 16 bits).
double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens, Precision precision,
                                    const Assumptions &assumptions);

} // namespace dlrig::core
