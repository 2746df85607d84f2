#include "core/plan/plancosts.h"

#include "core/estimate/activations.h"
#include "core/estimate/computeestimate.h"
#include "core/estimate/expertreads.h"
#include "core/plan/links.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core::planning {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

Link gpuLink(const StepInputs &in, int span)
{
    return planning::gpuLink(*in.shape, *in.assumptions, span);
}

Link networkLink(const StepInputs &in, double sharers)
{
    return planning::networkLink(*in.shape, *in.assumptions, sharers);
}

// A ring collective over n ranks moves (n−1)/n of the buffer per rank for a
// reduce-scatter or an all-gather and twice that for an all-reduce (Patarasuk
// and Yuan 2009; NCCL's bus bandwidth).
double ringSeconds(const Link &link, int ranks, double bytes, double passes)
{
    if (ranks <= 1)
        return 0;
    return seconds(link, passes * (d(ranks) - 1) / d(ranks) * bytes);
}

// A data-parallel collective over `ranks` GPUs spaced `stride` apart: inside a
// node first, then across nodes, where every group on the node shares its NIC
// (hierarchical all-reduce, as NCCL's tree/ring across nodes).
struct DataGroup {
    double seconds = 0;
    std::string link;
};

DataGroup dataCollective(const StepInputs &in, int ranks, int stride, double bytes, double passes)
{
    const HardwareShape &hw = *in.shape;
    DataGroup group;
    if (ranks <= 1)
        return group;
    const int perNode = stride >= hw.gpusPerNode ? 1 : std::min(ranks, hw.gpusPerNode / stride);
    const int nodes = (ranks + perNode - 1) / perNode;
    const Link inside = gpuLink(in, perNode * stride);
    group.seconds = ringSeconds(inside, perNode, bytes, passes);
    group.link = perNode > 1 ? inside.name : "";
    if (nodes > 1) {
        const double groupsPerNode = d(std::min(hw.gpusPerNode, ranks * stride)) / d(perNode);
        const Link network = networkLink(in, groupsPerNode);
        group.seconds += ringSeconds(network, nodes, bytes, passes);
        group.link = "network";
    }
    return group;
}

// One dispatch (or combine) all-to-all of an expert group of `ranks` GPUs:
// each GPU sends `bytes`, its tokens' copies for the k experts each picked,
// spread evenly over the group's GPUs, its own share staying put. Inside a
// node the copies go over the GPU link; an expert group wider than a node
// sends the off-node share through the node's NICs, all its GPUs at once
// (DeepEP's normal kernels: NVLink inside, RDMA across; Zhao et al. 2025).
struct AllToAll {
    double seconds = 0;
    double latency = 0;
    std::string link;
};

AllToAll allToAll(const StepInputs &in, int ranks, double bytes)
{
    const HardwareShape &hw = *in.shape;
    AllToAll result;
    if (ranks <= 1 || bytes <= 0)
        return result;
    const int perNode = std::min(ranks, hw.gpusPerNode);
    const Link inside = gpuLink(in, perNode);
    double transfer = perNode > 1 ? seconds(inside, bytes * d(perNode - 1) / d(ranks)) - inside.latency : 0;
    result.latency = inside.latency;
    result.link = inside.name;
    if (ranks > perNode) {
        const Link network = networkLink(in, d(perNode));
        transfer = std::max(transfer, seconds(network, bytes * d(ranks - perNode) / d(ranks)) - network.latency);
        result.latency = network.latency;
        result.link = network.name;
    }
    result.seconds = result.latency + transfer;
    return result;
}

// Every MoE layer of an expert-parallel plan dispatches each token to the
// GPUs of its k experts and combines the results back: two all-to-alls of
// tokens × k hidden vectors, the replica's tokens shared among its tensor-
// parallel GPUs (each sends its slice).
void costExpertAllToAlls(const StepInputs &in, Plan &p, double tokensPerReplica)
{
    if (p.expert <= 1 || !in.workload->model.transformer)
        return;
    const TransformerShape &s = *in.workload->model.transformer;
    const double bytes = tokensPerReplica / d(p.tensor) * d(s.expertsPerToken) * d(s.hidden) * in.activationBytes;
    const AllToAll one = allToAll(in, p.expert, bytes);
    const double count = 2 * d(s.expertLayers()) / d(p.pipeline);
    p.costs.expertCommSeconds = count * one.seconds;
    p.costs.expertLatencySeconds = count * one.latency;
    p.costs.expertLink = one.link;
}

Parallelism parallelismOf(const Plan &p)
{
    Parallelism parallel;
    parallel.gpus = p.gpusUsed;
    parallel.tensor = p.tensor;
    parallel.pipeline = p.pipeline;
    parallel.expert = p.expert;
    return parallel;
}

double hardwareFlops(const StepInputs &in, Recompute recompute)
{
    switch (recompute) {
    case Recompute::Full:
        return in.modelFlopsPerUnit * 4.0 / 3.0;
    case Recompute::Selective:
        return in.modelFlopsPerUnit + in.attentionFlopsPerUnit;
    case Recompute::None:
        break;
    }
    return in.modelFlopsPerUnit;
}

int layersOf(const StepInputs &in)
{
    return in.workload->model.transformer ? in.workload->model.transformer->totalLayers() : 0;
}

int hiddenOf(const StepInputs &in)
{
    return in.workload->model.transformer ? in.workload->model.transformer->hidden : 0;
}

} // namespace

double StepInputs::sustainedFlops(double unitsPerGpu, double expertGroupReplicas) const
{
    return efficiency.sustainedFlops() * problemSizeFactor(*workload, unitsPerGpu, *assumptions, expertGroupReplicas);
}

double StepInputs::streamingBandwidth() const
{
    return shape->memoryBandwidthGBps * 1e9 * assumptions->memoryBandwidthEfficiency;
}

namespace {

// Rows of one micro-batch's GEMMs on one GPU: its tokens (image tokens for
// ViTs), or its images for convolutional models.
double unitsPerGpu(const StepInputs &in, int microBatch)
{
    return static_cast<double>(microBatch) * (in.transformer ? in.positions : 1.0);
}

// Seconds one GPU's memory-bound operators take for `units` tokens (or
// images) of its replica, split over tensor-parallel GPUs and pipeline stages.
double memoryBoundSeconds(const StepInputs &in, const Plan &p, double units)
{
    const double bytes = in.memoryBoundBytesPerUnit[static_cast<int>(p.recompute)] * units;
    const double bandwidth = in.streamingBandwidth();
    return bytes > 0 && bandwidth > 0 ? bytes / (d(p.tensor * p.pipeline) * bandwidth) : 0;
}

// The attention core's part of a forward pass's compute time, by its FLOPs.
double attentionPart(const StepInputs &in, double computeSeconds)
{
    return in.modelFlopsPerUnit > 0 ? computeSeconds * in.attentionFlopsPerUnit / in.modelFlopsPerUnit : 0;
}

} // namespace

void costTrainingStep(const StepInputs &in, Plan &p)
{
    PlanCosts &c = p.costs;
    c = {};
    const double samples = d(p.data) * d(p.microBatch) * d(p.gradientAccumulation);
    c.unitsPerStep = samples * in.unitsPerSample;
    const double sustained = in.sustainedFlops(unitsPerGpu(in, p.microBatch));
    const double charged = chargedFlopsPerUnit(in.modelFlopsPerUnit, hardwareFlops(in, p.recompute), *in.assumptions);
    // Every step waits for its slowest GPU (step-jitter), whichever way the GPUs
    // are joined: data-parallel collectives, pipeline sends and tensor all-reduces
    // all synchronise them.
    c.computeSeconds = c.unitsPerStep * charged / (d(p.gpusUsed) * sustained) /
                       synchronisationFactor(p.gpusUsed, *in.assumptions);
    // Training runs the attention core forward and twice backward (PaLM App. B).
    if (charged > 0) {
        c.attentionSeconds = c.computeSeconds * 3 * in.attentionFlopsPerUnit / charged;
        c.recomputeSeconds = c.computeSeconds * (charged - in.modelFlopsPerUnit) / charged;
    }
    const double sync = synchronisationFactor(p.gpusUsed, *in.assumptions);
    c.memoryBoundSeconds = memoryBoundSeconds(in, p, c.unitsPerStep / d(p.data)) / sync;
    if (p.offload != Offload::Cpu && in.streamingBandwidth() > 0) {
        // Each GPU updates the parameters it holds (of ZeRO's partition, its
        // share); ZeRO-Offload updates them on the host instead.
        const double params = in.trainableParams / d(p.tensor * p.pipeline) / (p.zeroStage >= 1 ? d(p.data) : 1.0);
        c.optimizerSeconds = params * in.optimizerBytesPerParam / in.streamingBandwidth();
    }
    const double microSeconds = (c.computeSeconds + c.memoryBoundSeconds) / d(p.gradientAccumulation);
    // 1F1B pipelining idles (p−1) micro-batch slots of m + p − 1: the bubble
    // (Narayanan et al. 2021, §2.2.1). Interleaving v model chunks per stage
    // shrinks it v-fold and sends each micro-batch across v× as many stage
    // boundaries (§2.2.2).
    const double chunks = d(p.virtualStages);
    if (p.pipeline > 1)
        c.bubbleSeconds = microSeconds * d(p.pipeline - 1) / chunks;

    const double activationBuffer = d(p.microBatch) * in.positions * d(hiddenOf(in)) * in.activationBytes;
    if (p.tensor > 1 && in.transformer) {
        // Megatron-LM all-reduces the layer output twice forward and twice
        // backward per layer (Shoeybi et al. 2019, §3, Figure 4); full
        // recomputation repeats the forward two. With sequence parallelism the
        // same bytes move as reduce-scatter + all-gather (Korthikanti et al. 2022).
        const Link link = gpuLink(in, p.tensor);
        const double perLayer = p.recompute == Recompute::Full ? 6 : 4;
        const double layersPerStage = d(layersOf(in)) / d(p.pipeline);
        const double collectives = layersPerStage * perLayer * d(p.gradientAccumulation);
        c.tensorCommSeconds = collectives * ringSeconds(link, p.tensor, activationBuffer, 2);
        c.tensorLatencySeconds = collectives * link.latency;
        c.tensorLink = link.name;
    }
    if (p.pipeline > 1) {
        // Each micro-batch's activations go forward and its gradients back
        // across every stage boundary; a stage crossing nodes uses the NIC.
        const bool crossesNodes = p.tensor * p.pipeline > in.shape->gpusPerNode;
        const Link link = crossesNodes ? networkLink(in, d(in.shape->gpusPerNode)) : gpuLink(in, p.tensor * 2);
        c.pipelineCommSeconds = 2 * chunks * d(p.gradientAccumulation) * seconds(link, activationBuffer / d(p.tensor));
    }
    if (p.data > 1) {
        const double modelShards = d(p.tensor * p.pipeline);
        const double gradientBytes = in.gradientBytesPerParam * in.trainableParams / modelShards;
        const double weightBytes = 2 * in.trainableParams / modelShards;
        const int stride = p.tensor * p.pipeline;
        const DataGroup reduce = dataCollective(in, p.data, stride, gradientBytes, 1);
        const DataGroup gather = dataCollective(in, p.data, stride, weightBytes, 1);
        const DataGroup allReduce = dataCollective(in, p.data, stride, gradientBytes, 2);
        c.dataLink = allReduce.link;
        // The gradient reduction of a micro-batch overlaps its backward pass (2/3 of it),
        // as PyTorch DDP's buckets and DeepSpeed's overlap_comm do, hiding only
        // the 'overlap-efficiency' share of it.
        const double overlap = in.assumptions->overlapEfficiency;
        const double backward = microSeconds * 2.0 / 3.0 * overlap;
        const double m = d(p.gradientAccumulation);
        double traffic = 0;
        switch (p.zeroStage) {
        case 0:
            // One all-reduce after the last micro-batch.
            traffic = allReduce.seconds;
            c.dataCommSeconds = std::max(0.0, allReduce.seconds - backward);
            break;
        case 1:
            // Reduce-scatter after accumulating, then all-gather the updated 16-bit
            // weights: the same 2Ψ volume as an all-reduce (ZeRO §7.2.1).
            traffic = reduce.seconds + gather.seconds;
            c.dataCommSeconds = std::max(0.0, reduce.seconds - backward) + gather.seconds;
            break;
        case 2:
            // Partitioned gradients are reduce-scattered every micro-batch.
            traffic = m * reduce.seconds + gather.seconds;
            c.dataCommSeconds = m * std::max(0.0, reduce.seconds - backward) + gather.seconds;
            break;
        default:
            // ZeRO-3 gathers the weights before each micro-batch's forward and
            // backward and reduce-scatters its gradients: 3Ψ per micro-batch
            // (ZeRO §7.2.2), prefetched while the micro-batch computes.
            traffic = m * (2 * gather.seconds + reduce.seconds);
            c.dataCommSeconds = m * std::max(0.0, 2 * gather.seconds + reduce.seconds - microSeconds * overlap);
            break;
        }
        c.hiddenCommSeconds = traffic - c.dataCommSeconds;
    }
    if (p.offload == Offload::Cpu) {
        // ZeRO-Offload moves each GPU's partition of 16-bit gradients to host RAM
        // and the updated 16-bit weights back over PCIe every step (Ren et al. 2021, §4).
        const double partition = 2 * in.trainableParams / d(p.tensor * p.pipeline) / d(p.data);
        const double pcie = in.shape->pcieGBps * 1e9 * in.assumptions->pcieEfficiency;
        c.offloadSeconds = pcie > 0 ? 2 * partition / pcie : std::numeric_limits<double>::infinity();
    }
}

void costInferenceStep(const StepInputs &in, Plan &p)
{
    PlanCosts &c = p.costs;
    c = {};
    const double batch = d(p.microBatch);
    const int layers = layersOf(in);
    const double hidden = d(hiddenOf(in));
    if (in.decodes) {
        // A decoding step makes one token per sequence: each stage reads its
        // weights (of a mixture of experts, those the batch's tokens route to)
        // and KV cache once for the whole batch, the stages one after another.
        const double bytes = weightBytesReadPerGpuPerDecodeStep(in.workload->model, in.workload->precision,
                                                                parallelismOf(p), batch, *in.assumptions) +
                             static_cast<double>(p.perGpu.kvCache.count);
        const double share = decodeBandwidthShare(*in.workload, in.shape->traits, p.microBatch, *in.assumptions);
        const double bandwidth = in.shape->memoryBandwidthGBps * 1e9 * share;
        c.memorySeconds = bandwidth > 0 ? d(p.pipeline) * bytes / bandwidth : 0;
        c.kvCacheSeconds = bytes > 0 ? c.memorySeconds * static_cast<double>(p.perGpu.kvCache.count) / bytes : 0;
        // Small batches' matrix-vector work hides behind the weight reads: no
        // problem-size factor. The attention core is the decoding form's, in
        // the KV cache's format.
        const double rate = d(p.tensor) * in.efficiency.sustainedFlops();
        c.attentionSeconds = batch * in.decodeAttentionFlopsPerToken / (rate * in.decodeAttentionPeakShare);
        c.computeSeconds = batch * (in.modelFlopsPerUnit - in.attentionFlopsPerUnit) / rate + c.attentionSeconds;
        c.dispatchSeconds = dispatchSecondsPerStep(*in.workload, *in.assumptions);
        c.kernelSeconds = kernelBoundarySecondsPerStep(*in.workload, *in.assumptions); // every stage, in turn
        c.unitsPerStep = d(p.users);
        const double buffer = batch * hidden * in.activationBytes;
        if (p.tensor > 1) {
            // Two all-reduces per layer (attention and MLP outputs), small and latency-bound.
            const Link link = gpuLink(in, p.tensor);
            c.tensorCommSeconds = d(layers) * 2 * ringSeconds(link, p.tensor, buffer, 2);
            c.tensorLatencySeconds = d(layers) * 2 * link.latency;
            c.tensorLink = link.name;
        }
        if (p.pipeline > 1) {
            const bool crossesNodes = p.tensor * p.pipeline > in.shape->gpusPerNode;
            const Link link = crossesNodes ? networkLink(in, 1) : gpuLink(in, p.tensor * 2);
            c.pipelineCommSeconds = d(p.pipeline - 1) * seconds(link, buffer / d(p.tensor));
        }
        costExpertAllToAlls(in, p, batch);
        return;
    }
    // One forward pass over every replica's batch; the stages of a replica work
    // on successive batches, so all GPUs stay busy.
    c.unitsPerStep = d(p.data) * batch * in.unitsPerSample;
    const double groupReplicas = p.expert > 1 ? d(p.expert / p.tensor) : 1;
    // Prompts split into chunks (llama.cpp's physical batch, a serving
    // engine's prefill chunk): each chunk's GEMMs see only its rows, and the
    // host issues the step's kernels once per chunk.
    const double rows = unitsPerGpu(in, p.microBatch);
    const double chunks = promptChunks(*in.workload, *in.assumptions, rows);
    c.computeSeconds = batch * in.unitsPerSample * in.modelFlopsPerUnit /
                       (d(p.tensor * p.pipeline) * in.sustainedFlops(rows / chunks, groupReplicas));
    c.attentionSeconds = attentionPart(in, c.computeSeconds);
    c.memoryBoundSeconds = memoryBoundSeconds(in, p, batch * in.unitsPerSample);
    c.dispatchSeconds = chunks * dispatchSecondsPerStep(*in.workload, *in.assumptions);
    c.kernelSeconds = chunks * kernelBoundarySecondsPerStep(*in.workload, *in.assumptions) / d(p.pipeline);
    if (p.tensor > 1 && in.transformer) {
        const Link link = gpuLink(in, p.tensor);
        const double buffer = batch * in.positions * hidden * in.activationBytes;
        c.tensorCommSeconds = d(layers) / d(p.pipeline) * 2 * ringSeconds(link, p.tensor, buffer, 2);
        c.tensorLatencySeconds = d(layers) / d(p.pipeline) * 2 * link.latency;
        c.tensorLink = link.name;
    }
    costExpertAllToAlls(in, p, batch * in.positions);
}

} // namespace dlrig::core::planning
