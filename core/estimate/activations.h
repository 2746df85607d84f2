#pragma once

#include "core/estimate/assumptions.h"
#include "core/models/modelspec.h"
#include "core/models/workload.h"

#include <string>
#include <vector>

namespace dlrig::core {

// Bytes of activations one transformer layer keeps for the backward pass, for
// `batch` samples of `sequence` tokens on one of `tensorParallel` GPUs.
//
// Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
// Transformer Models", §4.1: with 16-bit activations a layer stores
//   s·b·h·(34 + 5·a·s/h) bytes
// = attention 11·s·b·h + 5·a·s²·b, MLP 19·s·b·h, two LayerNorms 4·s·b·h.
// Here the terms use the real widths, so the formula stays right for grouped-
// query attention (k, v are kv_heads·head_dim wide), gated FFNs (three inputs
// of width ffn kept instead of two) and mixtures of experts (each token's
// MLP activations kept once per expert it visits); with a = heads, kv = h and a
// plain FFN of 4h it reduces to the paper's 34 + 5as/h exactly.
// Tensor parallelism is assumed to run with sequence parallelism (§4.2.2), so
// every term divides by t. Selective recomputation and flash attention drop the
// 5·a·s²·b score term; full recomputation keeps only the layer input, 2·s·b·h.
double activationBytesPerLayer(const TransformerShape &shape, double sequence, double batch, int tensorParallel,
                               Recompute recompute, Attention attention, bool crossAttention = false);

// All activations one GPU holds at the peak of a training step: every layer's
// (with 1F1B pipelining the first stage keeps p micro-batches of L/p layers,
// i.e. L layers' worth, §4.2.3) plus the fp32 logits of the LM loss (4·s·b·v,
// §4.3) where the loss sits on the same GPU (no pipelining). Sequence is the
// image-token count for vision transformers. ResNets count what autograd keeps
// layer by layer (countResNet). 0 for other models.
double trainingActivationBytes(const Workload &workload);

// The transient working set of inference: one layer's activations for the
// whole prompt during prefill (plus the s×s scores without flash attention)
// and the fp32 logits of the last position, for one chunk of the prompts
// (promptChunkTokens).
double inferenceActivationBytes(const Workload &workload, const Assumptions &assumptions);

// Tokens a decoder's prompts go through the GPU in at once, or 0 where the
// whole batch goes at once (eager and Hugging Face runs, encoders): serving
// engines (compiled kernels) prefill in chunks of prefill-chunk-tokens,
// llama.cpp in physical batches of ggml-ubatch-tokens.
double promptChunkTokens(const Workload &workload, const Assumptions &assumptions);
// How many chunks `rows` prompt tokens go through the GPU in (1 where they
// are not split or fit one chunk).
double promptChunks(const Workload &workload, const Assumptions &assumptions, double rows);

// The same for `batch` sequences per replica on `tensor` GPUs:
// what the planner asks of every batch it tries.
double inferenceActivationBytesAt(const Workload &workload, int batch, int tensor, const Assumptions &assumptions);

} // namespace dlrig::core
