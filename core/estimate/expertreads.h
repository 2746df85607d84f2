#pragma once

#include "core/estimate/assumptions.h"
#include "core/models/modelspec.h"
#include "core/models/workload.h"

namespace dlrig::core {

// The share of the weight bytes a model holds (heldWeightBytes) that one
// decoding step reads when `tokens` tokens (one per sequence of the batch)
// each go to k of a layer's E routed experts.
// - Read every step: attention, norms, the output head, routers, shared
//   experts and dense layers.
// - A routed expert only when a token picks it. Under uniform routing a given
//   expert is left out by all tokens with probability (1 − k/E)^tokens, so
//   the step reads E · (1 − (1 − k/E)^tokens) distinct experts per layer, in
//   expectation; with expert-hot-share h < 1 the tokens route uniformly among
//   h·E experts, and fewer are read.
// - Never read whole: the input embedding, looked up a row per token (a tied
//   one is read whole as the output head), and multi-token-prediction layers,
//   held for speculative decoding.
double weightShareReadPerDecodeStep(const ModelSpec &model, double tokens, Precision precision,
                                    const Assumptions &assumptions);

// The weight bytes one GPU holds under `parallel`: the routed experts split
// over the expert-parallel degree (whole experts; over the tensor-parallel
// degree without it), everything else over the tensor-parallel degree, both
// over the pipeline stages.
double heldWeightBytesPerGpu(const ModelSpec &model, Precision precision, const Parallelism &parallel,
                             const Assumptions &assumptions);

// The weight bytes one GPU reads in a decoding step, each replica decoding
// `tokensPerReplica` tokens, by the rules above. Under expert parallelism a
// GPU's experts take the tokens of every replica in its expert group, so the
// distinct experts touched are counted for all of them.
double weightBytesReadPerGpuPerDecodeStep(const ModelSpec &model, Precision precision, const Parallelism &parallel,
                                          double tokensPerReplica, const Assumptions &assumptions);

} // namespace dlrig::core
