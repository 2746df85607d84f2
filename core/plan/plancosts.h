#pragma once

// The time one step of a plan takes: compute at the sustained rate, the
// pipeline bubble, and every collective the layout implies, each over the link
// it runs on. Internal to the planner; the formulas are documented where used.
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"
#include "core/plan/hardwareshape.h"
#include "core/plan/plan.h"

namespace dlrig::core::planning {

// What a step costs that does not depend on the plan: the workload's FLOPs and
// sizes and the hardware's rates.
struct StepInputs {
    const Workload *workload = nullptr;
    const HardwareShape *shape = nullptr;
    const Assumptions *assumptions = nullptr;
    double modelFlopsPerUnit = 0;     // per token (language models) or sample
    double attentionFlopsPerUnit = 0; // forward attention core, per unit
    double decodeAttentionFlopsPerToken = 0; // decoding: the attention core of one token (absorbed latent attention)
    double decodeAttentionPeakShare = 1;     // and the share of the peak it runs at (decodeAttentionPeakShare)
    double unitsPerSample = 1;        // tokens per sequence, or 1 per image
    double positions = 1;             // activations' sequence dimension (image tokens for ViTs)
    double activationBytes = 2;       // bytes of one activation value
    double trainableParams = 0;
    double gradientBytesPerParam = 2; // 16-bit gradients are reduced; fp32 training reduces fp32
    // Bytes the memory-bound operators move per unit on one GPU without tensor
    // parallelism, by the plan's recomputation (None, Selective, Full), and the
    // optimizer step per parameter (core/estimate/memorybound.h).
    double memoryBoundBytesPerUnit[3] = {0, 0, 0};
    double optimizerBytesPerParam = 0;
    bool transformer = false;
    bool decodes = false; // decoder LM inference: one token per step and user
    // The compute efficiency without the problem size (training, or forward
    // for serving), from core/estimate/efficiency.h.
    Efficiency efficiency;

    // FLOP/s one GPU sustains on `unitsPerGpu` tokens (or images) per micro-batch,
    // its experts taking the tokens of `expertGroupReplicas` replicas.
    double sustainedFlops(double unitsPerGpu, double expertGroupReplicas = 1) const;
    // Bytes per second one GPU's memory-bound kernels stream: the spec
    // bandwidth × bandwidth-efficiency.
    double streamingBandwidth() const;
};

// Fills plan.costs for the training plan (degrees, ZeRO, recompute, micro-batch,
// accumulation already set).
void costTrainingStep(const StepInputs &in, Plan &plan);

// Fills plan.costs for serving: one decoding step of every replica's batch at
// the workload's context (decoder LMs), or one forward pass of it.
void costInferenceStep(const StepInputs &in, Plan &plan);

} // namespace dlrig::core::planning
