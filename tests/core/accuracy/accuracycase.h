#pragma once

// The measured runs dlrig's estimates are held against (docs/accuracy.md):
// each case states the run's configuration as its source does, the source, the
// row quoted, the measured figure, and how dlrig estimates the same figure.
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"
#include "core/parts/parts.h"
#include "core/plan/serving.h"

#include <functional>
#include <string>
#include <vector>

namespace dlrig::accuracy {

// Latency: a serving engine's TTFT or TPOT at a stated load (core/plan/serving.h).
enum class Kind { Training, Prefill, Decode, Memory, Latency };
inline constexpr Kind kKinds[] = {Kind::Training, Kind::Prefill, Kind::Decode, Kind::Memory, Kind::Latency};
const char *kindName(Kind kind);
double tolerance(Kind kind); // ±20 % for rates, ±10 % for memory, ±40 % for latencies

struct Case {
    std::string id;
    Kind kind;
    std::string configuration; // as the source states it, and what dlrig was told
    std::string source;        // link to the file or page, at a commit where known
    std::string quote;         // the row or sentence the figure comes from
    double measured = 0;
    std::string unit;
    // Held out: no factor's default was chosen looking at this case.
    bool heldOut = false;
    std::function<double(const core::Assumptions &)> estimate;
    // Not tested, with the reason: a configuration dlrig cannot express. The
    // table still shows dlrig's figure for it.
    std::string untested = {};
    // A rate read through the serving model (core/plan/serving.h: prefill,
    // chunking and queueing included): judged, never fitted, as the latencies
    // are (fitTo).
    bool throughServing = false;
};

std::vector<Case> trainingCases();
std::vector<Case> inferenceCases(); // prefill and decode
std::vector<Case> memoryCases();
// Sources no factor's default was set from (each file says which).
std::vector<Case> llmTrainingCases();
std::vector<Case> visionCases();
std::vector<Case> quantisedCases();
std::vector<Case> moeCases();
std::vector<Case> servingCases();
std::vector<Case> lmdeployCases();
std::vector<Case> allCases(); // every case above

// The median of `values` (0 when empty), and the q-quantile by linear
// interpolation between order statistics (Hyndman and Fan type 7, numpy's default).
double median(std::vector<double> values);
double quantile(std::vector<double> values, double q);

// --- helpers the cases share ---------------------------------------------

// A GPU part from the shipped catalog (catalog/data/gpu.json), or the GPU
// integrated in an edge module (catalog/data/edge.json) by the module's id.
const core::Part &catalogGpu(const std::string &id);
// A model from dlrig's library.
core::ModelSpec libraryModel(const std::string &slug);
// A decoder LM outside the library, given by its published shape.
core::ModelSpec decoderOfShape(const std::string &slug, const std::string &name, const core::TransformerShape &shape,
                               const std::string &configSource);

// Inference of a library language model: batch sequences at a context length.
core::Workload lm(const std::string &slug, core::Precision p, int batch, int sequence, core::Kernels kernels);
// llama.cpp's Q4_0 weights (4.5 bits per weight) as dlrig's int4 groups.
core::Assumptions q4_0(core::Assumptions a);
// GPT-J 6B (EleutherAI), by its published shape.
core::ModelSpec gptj6b();

// The GPUs a run used: a catalog part, how many, per node, the network per node.
struct Cluster {
    std::string gpu;
    int gpus = 1;
    int perNode = 8;
    double nicGbps = 0; // per node; 0 on one node
};

// Training throughput, all GPUs, units (tokens or samples) per second, with the
// run's plan pinned in `w.pins` and its global batch in `w.globalBatch`.
double plannedRate(core::Workload w, const Cluster &cluster, const core::Assumptions &a);
// Prefill/forward throughput of one GPU (tokens/s for language models, else samples/s).
double forwardRate(core::Workload w, const std::string &gpu, const core::Assumptions &a);
// Decoding tokens/s of one sequence on one GPU, or on `tensor` GPUs of one node.
double decodeRate(core::Workload w, const std::string &gpu, const core::Assumptions &a, int tensor = 1);
// Output tokens/s each request of a closed `load` sees on `gpus` GPUs of one
// node, its prefill included (TensorRT-LLM's "per user output throughput [w/
// ctx]"): O ÷ (TTFT + (O − 1)·TPOT). The run's tensor and expert-parallel
// degrees are pinned (replicas = gpus ÷ tensor).
double servingUserRate(core::Workload w, const std::string &gpu, int gpus, int tensor, int expert,
                       const core::ServingLoad &load, const core::Assumptions &a);

// A serving engine's TTFT or TPOT (ms) for `load` on `gpus` GPUs of one node
// with the run's tensor degree pinned (replicas = gpus ÷ tensor). Means and
// medians are both read as dlrig's median: its closed loads have one value,
// and its open loads' distributions are not skewed enough to tell them apart.
enum class Latency { TtftMean, TtftMedian, TpotMean, TpotMedian };
double servingLatency(core::Workload w, const std::string &gpu, int gpus, int tensor, const core::ServingLoad &load,
                      Latency which, const core::Assumptions &a);

// What a memory figure counts: PyTorch's max_memory_allocated (live tensors),
// max_memory_reserved (plus the allocator's cache), or the device's used memory
// (plus the CUDA context), as nvidia-smi and NVML report it.
enum class Measure { Allocated, Reserved, Device };
double memoryOf(core::Workload w, Measure measure, const core::Assumptions &a);

} // namespace dlrig::accuracy
