#pragma once

#include "core/base/message.h"

// An execution plan: how a workload is split over the GPUs of a hardware
// shape, what that costs in time per step and in memory per GPU.
#include "core/estimate/memoryestimate.h"
#include "core/models/workload.h"

#include <nlohmann/json_fwd.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// Seconds of one step, per GPU (every GPU runs the same schedule). Training: one
// optimizer step over the global batch; inference: one decoding step of every
// replica's batch (prefill and encoder-only models: one forward pass).
struct PlanCosts {
    double computeSeconds = 0;      // math at the sustained rate, all micro-batches
    double attentionSeconds = 0;    // of computeSeconds: the attention core (QKᵀ and ·V)
    double recomputeSeconds = 0;    // of computeSeconds: forward work repeated by checkpointing
    double memoryBoundSeconds = 0;  // norms, activations, softmax, the loss, batch norms: bytes at the bandwidth
    double optimizerSeconds = 0;    // the optimizer's update of this GPU's parameters
    double memorySeconds = 0;       // decoding: weights and KV cache read from memory
    double kvCacheSeconds = 0;      // of memorySeconds: the KV cache
    double dispatchSeconds = 0;     // inference: the host issuing the step's kernels (GPUs run behind it)
    double kernelSeconds = 0;       // graphs (llama.cpp, CUDA graphs): the GPU between kernels, on top of their work
    double bubbleSeconds = 0;       // pipeline stages waiting: (p−1)/m of the compute
    double tensorCommSeconds = 0;   // tensor-parallel all-reduces, every layer
    double tensorLatencySeconds = 0; // of tensorCommSeconds: each collective's fixed start-up latency
    double expertCommSeconds = 0;    // expert parallelism: dispatch and combine all-to-alls, every MoE layer
    double expertLatencySeconds = 0; // of expertCommSeconds: each all-to-all's fixed start-up latency
    double pipelineCommSeconds = 0; // activations sent between stages
    double dataCommSeconds = 0;     // data-parallel / ZeRO traffic the backward pass does not hide
    double offloadSeconds = 0;      // states to and from host RAM over PCIe
    double hiddenCommSeconds = 0;   // data-parallel traffic that overlaps compute (not in the step)
    double unitsPerStep = 0;        // tokens (or samples) the step produces, all GPUs
    std::string tensorLink;         // "NVLink/NVSwitch", "PCIe", "" without tensor parallelism
    std::string expertLink;         // "NVLink/NVSwitch", "PCIe", "network", "" without expert parallelism
    std::string dataLink;           // "NVLink/NVSwitch", "PCIe", "network", ""

    // The kernels' own time, a roofline per kind of kernel (Williams, Waterman
    // and Patterson 2009): the linear layers take the longer of their math and
    // their weight reads, then the attention kernels the longer of theirs and
    // the KV-cache reads; one kind does not run under the other. Without reads
    // (training, prefill) it is the math. The memory-bound operators and the
    // optimizer step are kernels of their own between them.
    double kernelWorkSeconds() const
    {
        const double linear = std::max(computeSeconds - attentionSeconds, memorySeconds - kvCacheSeconds);
        return linear + std::max(attentionSeconds, kvCacheSeconds) + memoryBoundSeconds + optimizerSeconds;
    }
    // The GPU runs behind the host issuing its kernels.
    double gpuSeconds() const { return std::max(kernelWorkSeconds(), dispatchSeconds) + kernelSeconds + bubbleSeconds; }
    double communicationSeconds() const
    {
        return tensorCommSeconds + expertCommSeconds + pipelineCommSeconds + dataCommSeconds + offloadSeconds;
    }
    double stepSeconds() const { return gpuSeconds() + communicationSeconds(); }
    // All the time links are busy, hidden or not: the tie-break between plans.
    double trafficSeconds() const { return communicationSeconds() + hiddenCommSeconds; }
};

struct Plan {
    bool inference = false;
    int gpusUsed = 1;
    int tensor = 1;
    int pipeline = 1;
    int virtualStages = 1; // interleaved 1F1B: model chunks per pipeline stage
    int data = 1; // data-parallel degree; for inference the replicas
    int expert = 1; // serving a mixture of experts: GPUs its routed experts are spread over (Parallelism::expert)
    int zeroStage = 0;
    Recompute recompute = Recompute::None;
    Offload offload = Offload::None;
    int microBatch = 1;      // training: samples per micro-batch; inference: sequences per replica
    int gradientAccumulation = 1;
    int globalBatch = 1;     // training: samples per optimizer step
    int users = 1;           // inference: concurrent users served
    MemoryBreakdown perGpu;  // the fullest GPU (a pipeline's first stage)
    Bytes offloadHostBytes;
    PlanCosts costs;
    bool fits = true;
    double vramBytes = 0; // one GPU's memory, 0 when unknown

    // Tokens (or samples) per second, all GPUs: for decoding, tokens for all users.
    double unitsPerSecond() const;
    // Decoding only: tokens/s each user sees.
    double tokensPerSecondPerUser() const;
    bool decode = false; // a decoder LM generating tokens: per-user speed applies
    bool decodes() const { return decode; }
};

struct PlanAlternative {
    Plan plan;
    std::string whyNot; // "out of memory by 12.3 GB per GPU", "8 % slower": why.english()
    Message why;        // the same, for the reader's language
};

struct PlanResult {
    // The fastest plan that fits, else the one that needs the least memory
    // (fits false): what every view shows.
    Plan chosen;
    bool feasible = false;              // chosen fits
    std::vector<PlanAlternative> alternatives; // runner-ups, best first
    int considered = 0;                 // plans evaluated
    bool timed = true;                  // false without a GPU peak: ranked on a nominal one, times not shown
    std::vector<Message> notes;         // how the search was bounded (pins, global batch)
};

// The workload as the plan runs it: parallel degrees, ZeRO, offload,
// recomputation and micro-batch (or batch per replica) filled in.
Workload applyPlan(const Workload &workload, const Plan &plan);

// One line: "8 GPUs: tensor 8 × data 1, ZeRO-1, selective recompute,
// micro-batch 1 × 16 accumulation steps".
std::string describe(const Plan &plan, bool withSpeed = true);
// The same as data, for the user's language (core/plan/planmessage.cpp).
Message planMessage(const Plan &plan, bool withSpeed = true);

// "plan": {tp, pp, dp, zero, recompute, offload, micro_batch, grad_accum,
// replicas, per_gpu_memory_bytes, step_seconds, …, alternatives: […]}.
nlohmann::json toJson(const PlanResult &result);
nlohmann::json toJson(const Plan &plan);

} // namespace dlrig::core
