#pragma once

// A measured training run as the cases state it: the model, precision, the
// plan the run used (micro-batch, parallel degrees, ZeRO/FSDP stage,
// checkpointing, global batch), and estimators that ask dlrig's planner for
// the rate with that plan pinned.
#include "tests/core/accuracy/accuracycase.h"

namespace dlrig::accuracy {

struct Run {
    core::ModelSpec model;
    core::Precision precision = core::Precision::AmpBf16;
    int sequence = 2048;
    int microBatch = 1;
    int globalBatch = 0;
    core::Recompute recompute = core::Recompute::None;
    int zero = 0;
    int tensor = 1;
    int pipeline = 1;
    int virtualStages = 1; // Megatron's interleaved schedule: model chunks per stage
    core::Task task = core::Task::Train;
    core::Optimizer optimizer = core::Optimizer::AdamW;
    core::Kernels kernels = core::Kernels::Eager;
    core::Attention attention = core::Attention::Flash;
};

core::Workload workloadOf(const Run &r);

using Estimator = std::function<double(const core::Assumptions &)>;
// Per-GPU rate of a run: tokens/s/GPU for language models, samples/s per GPU otherwise.
Estimator perGpu(Run run, Cluster cluster);
// The rate of all GPUs together.
Estimator allGpus(Run run, Cluster cluster);
// Sequences per second of a language model, all GPUs (the planner counts tokens).
Estimator sequences(Run run, Cluster cluster);

} // namespace dlrig::accuracy
