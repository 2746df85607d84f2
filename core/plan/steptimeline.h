#pragma once

// One step of a plan as a timeline of work by kind — the linear layers, the
// attention core, weight and KV-cache reads, the host issuing kernels, each
// collective over its link — with what bounds each piece and which pieces the
// step waits for. Numbers only: `estimate --explain` and the Build tab word it.
#include "core/base/message.h"
#include "core/estimate/efficiency.h"
#include "core/plan/plan.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

enum class StepWork {
    LinearLayers,         // the GEMMs of the model's weights
    AttentionCore,        // QKᵀ and ·V
    Recomputation,        // forward work repeated by activation checkpointing
    MemoryBoundOperators, // norms, activations, softmax, the loss, batch norms: bytes, not math
    OptimizerStep,        // the optimizer's update of every parameter a GPU holds
    WeightReads,          // decoding: every weight read once per step
    KvCacheReads,         // decoding: the KV cache read once per step
    HostDispatch,         // the host issuing the step's kernels
    KernelBoundaries,     // graphs (llama.cpp, CUDA graphs): the GPU between back-to-back kernels
    PipelineBubble,       // pipeline stages idle at the start and end of a step
    TensorCollectives,    // tensor-parallel all-reduces, every layer
    ExpertAllToAll,       // expert parallelism: tokens dispatched to their experts' GPUs and combined back
    PipelineSends,        // activations and gradients between stages
    DataParallelTraffic,  // gradient all-reduce, ZeRO's gathers and reduce-scatters
    Offload,              // optimizer states to and from host RAM
};

enum class StepBound {
    Compute,       // the GPU's sustained math rate
    Memory,        // the GPU's memory bandwidth
    Launch,        // the host's time to issue kernels
    LinkLatency,   // a link's fixed start-up time per collective
    LinkBandwidth, // a link's bytes per second
    Waiting,       // nothing to do until other GPUs finish
};

struct StepSlice {
    StepWork work = StepWork::LinearLayers;
    StepBound bound = StepBound::Compute;
    double seconds = 0;       // the work's own time
    double hiddenSeconds = 0; // of seconds: the part that runs beside longer work, so the step does not wait for it
    std::string link;         // the link a collective runs over, "" otherwise

    double waitedSeconds() const { return seconds - hiddenSeconds; }
};

struct StepTimeline {
    std::vector<StepSlice> slices; // in the order they are described, work with no time left out
    double stepSeconds = 0;        // Σ waitedSeconds: the plan's step
    bool decode = false;           // one decoding step (else a training step or a forward pass)
};

// The work of one step of `plan`, from its costs: the GPU's own work is the
// longest of math, memory reads and host dispatch (the other two run beside
// it), then the bubble and every link's time the step waits for.
StepTimeline stepTimeline(const Plan &plan);

// What a person reads: "linear layers (GEMMs)", "link latency".
MessageText labelOf(StepWork work);
MessageText labelOf(StepBound bound);

// A step's time as people read it: "3.1 µs", "85 µs", "1.07 ms", "18.477 s".
std::string stepTimeText(double seconds);

// One side of the step as a clause for the barrel's tooltips — the GPU's own
// work, or (links true) the collectives and sends: "weight reads 1.07 ms
// (memory bandwidth); linear layers (GEMMs) 3.1 µs (beside longer work)".
// Empty when that side has no work.
Clause timelineClause(const StepTimeline &timeline, bool links);

// "linear_layers", "link_latency": the names the JSON uses.
std::string_view toString(StepWork work);
std::string_view toString(StepBound bound);

// The --assume keys the timeline's times rest on, each once, in the order of
// its slices: the compute share's factors, the decoding bandwidth share, the
// host dispatch time, the links' efficiency, latency and overlap.
std::vector<std::string_view> assumptionKeysOf(const StepTimeline &timeline, const Plan &plan, const Workload &workload,
                                               const GpuTraits &gpu, const Efficiency &efficiency);

// [{"work", "bound", "seconds", "hidden_seconds", "link"}, …]
nlohmann::json toJson(const StepTimeline &timeline);

} // namespace dlrig::core
