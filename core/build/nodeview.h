#pragma once

// What one node of a build offers the workload, read off its parts: the GPU
// and CPU parts and counts, memory, storage, network and PCIe generation, and
// the host rates and estimate request that follow from them.
#include "core/estimate/assumptions.h"
#include "core/build/build.h"
#include "core/estimate/estimate.h"
#include "core/plan/hardwareshape.h"

namespace dlrig::core {

// PCIe bandwidth per lane and direction after encoding, GB/s (generation 3-6).
double pcieGBpsPerLane(int generation);

// Which peak of a GPU a precision runs at (dense tensor throughput), TFLOPS.
double peakTflopsFor(const GpuSpec &gpu, Precision precision);

// What else of a GPU changes its efficiency (core/estimate/efficiency.h): the
// generation from its architecture, HBM or not, the FP16-accumulate peak.
GpuTraits gpuTraitsOf(const GpuSpec &gpu);

// Where the GPUs, CPUs, memory and drives of one node come from: the parts,
// a complete server and the parts it names, or an edge module's integrated
// GPU and CPU (core/build/edgemodule.h).
struct NodeView {
    const Part *gpuPart = nullptr;
    int gpusPerNode = 0;
    const Part *cpuPart = nullptr;
    int cpus = 0;
    double ramGib = 0;
    double ramBandwidthGBps = 0; // theoretical: populated channels × MT/s × 8 B
    int ramSpeedMTs = 0;
    int channelsPopulated = 0;
    double storageReadMBps = 0; // the fastest drive
    double storageBytes = 0;
    double nicGbps = 0;     // per node, all ports
    int pcieGeneration = 0; // of the GPU links: the lower of GPU, CPU and (where known) slot
    int gpuLinkLanes = 0;   // of the narrowest GPU link: the card's lanes, or its slot's where fewer
    // An edge module: the GPU's memory is the RAM (ramGib counts it once) and
    // its bandwidth is shared; there is no PCIe link between them.
    const Part *edgeModule = nullptr;
};
NodeView viewNode(const ResolvedBuild &build);

// Stave rates the recommender also uses as bounds: CPU data loading (cores ×
// per-core rate), host memory bandwidth (channels × MT/s × 8 B × efficiency ÷
// bytes per unit) and storage reads (sequential MB/s × efficiency ÷ bytes per unit).
double cpuDataloadRate(const NodeView &node, int nodes, bool vision, const Assumptions &assumptions);
double ramBandwidthRate(const NodeView &node, int nodes, bool vision, const Assumptions &assumptions);
double storageThroughputRate(const NodeView &node, int nodes, bool vision, int vocab, const Assumptions &assumptions);
// Image workloads count samples; language models count tokens.
bool isVisionWorkload(const Workload &workload);

// The hardware shape of `gpusPerNode` GPUs of one model on `nodes` nodes: peak
// at the precision, memory, and the links. SXM/OAM modules (no slot width)
// with NVLink or Infinity Fabric reach every GPU of their board; PCIe cards
// with NVLink are bridged in pairs; the rest talk over PCIe at the lower of the
// GPU's and the platform's generation. NICs give the network between nodes.
HardwareShape hardwareShapeFor(const Part &gpuPart, Precision precision, int gpusPerNode, int nodes, double nicGbps,
                               int pcieGeneration, int linkLanes = 0);
// The shape of this build's GPUs (none: one GPU of no speed and no memory).
HardwareShape hardwareShapeFor(const ResolvedBuild &build);

// The workload's estimate on this build's GPUs (count, VRAM, peak, bandwidth).
EstimateRequest estimateRequestFor(const ResolvedBuild &build, const Assumptions &assumptions);

} // namespace dlrig::core
