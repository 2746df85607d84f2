#pragma once

// Judging a whole cluster (dlrig-cli cluster check): every node's bench figures
// and the MPI tests between nodes, judged twice — against sourced reference
// figures (clusterreferences.h) and against the cluster's own figure, so that
// a node or link clearly worse than its peers is named even when it clears
// every floor. Pure data in, findings out; Slurm and MPI live in the CLI.
#include "core/base/message.h"
#include "core/validation/clusterreferences.h"
#include "core/validation/validation.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

// What one node reported: its bench run (judged against its parts' specs), or
// why it reported nothing.
struct ClusterNode {
    std::string name;  // Slurm's node name
    std::string host;  // the host name it reported
    std::string error; // why there is no result; empty when it ran
    std::vector<Measurement> measurements;
    std::string skipped; // not checked on purpose (drained by an admin): SKIPPED, not ERROR
};

struct PairFigure {
    std::string a, b;
    std::optional<double> latencyUs;
    std::optional<double> bandwidthGBs; // a → b, decimal GB/s
    // A pair measured again, alternating with the sweep's fastest pair: that
    // pair and its figure then, which the pair is judged against.
    std::string referencePair;
    std::optional<double> referenceGBs;
    std::optional<double> sweepGBs; // the sweep's figure where it was measured again
};

struct RingFigure {
    std::string from, to;
    std::optional<double> bandwidthGBs;
};

struct ScalingPoint {
    int nodes = 0;
    double bytes = 0;
    double busBandwidthGBs = 0; // nccl-tests' busbw: algbw × 2(n−1)/n
};

// NCCL between the nodes (dlrig-nccl-probe: every GPU of the first 1…N nodes
// an NCCL rank), or why it did not run.
struct NcclResult {
    std::string skipped; // not run: no GPU, no NCCL, nodes with unequal GPUs, a build without CUDA
    std::string error;   // could not measure (NCCL or CUDA failed on a node)
    std::string version; // "NCCL 2.21.5"
    int gpusPerNode = 0;
    std::vector<ScalingPoint> allReduce, allGather; // busbw as nccl-tests defines it
    bool empty() const { return skipped.empty() && error.empty() && allReduce.empty() && allGather.empty(); }
};

// Why NCCL did not run between the nodes, as dlrig-nccl-probe and the job
// write it (in English, in the JSON) and the report reads it back into the
// reader's language.
namespace nccl {
inline constexpr MessageText kNoGpu = DLRIG_MESSAGE("cluster.nccl", "no NVIDIA driver or GPU on {host}");
inline constexpr MessageText kNoLibrary =
    DLRIG_MESSAGE("cluster.nccl", "NCCL is not installed on {host} (libnccl.so.2 not found)");
inline constexpr MessageText kOldLibrary =
    DLRIG_MESSAGE("cluster.nccl", "libnccl.so.2 on {host} lacks an entry point dlrig needs (NCCL older than 2.7?)");
inline constexpr MessageText kUnequal = DLRIG_MESSAGE(
    "cluster.nccl", "the nodes have different numbers of GPUs ({first}: {firstGpus}, {other}: {otherGpus})");
inline constexpr MessageText kOneGpu = DLRIG_MESSAGE("cluster.nccl", "one GPU in all: a collective needs two");
inline constexpr MessageText kNotBuilt =
    DLRIG_MESSAGE("cluster.nccl", "dlrig-nccl-probe is not installed next to dlrig-cli (dlrig was built without CUDA)");
inline constexpr MessageText kNoNode = DLRIG_MESSAGE("cluster.nccl", "no node answered");
inline constexpr MessageText kCancelled = DLRIG_MESSAGE("cluster.nccl", "the check was cancelled first");
} // namespace nccl

// The MPI tests between the nodes (dlrig-mpi-probe), or why they did not run.
struct NetworkResult {
    std::string error;   // could not measure (mpirun failed); empty when measured
    std::string skipped; // not run (fewer than two nodes answered)
    std::string transport;
    std::vector<PairFigure> pairs;
    std::vector<RingFigure> ring;
    std::vector<ScalingPoint> allReduce;
    NcclResult nccl;
};

// One test of one subject: a node ("n2"), a link ("n1–n2"), or the cluster.
struct ClusterFinding {
    std::string subject;
    std::string test; // "host.sgemm", "gpu0.gemm_bf16", "link.latency", "link.bandwidth", "ring.bandwidth"…
    Verdict verdict = Verdict::Skipped;
    std::optional<double> value;
    std::string unit;
    std::optional<double> peers;     // the cluster's own figure it was compared with
    std::optional<double> reference; // the sourced floor or ceiling
    std::string referenceSource;
    Message evidence; // why this verdict, in words
};

// The node or link a check names as faulty, and why.
struct NamedSuspect {
    std::string subject;
    Message why;
};

struct ClusterVerdicts {
    std::vector<ClusterFinding> findings;
    std::vector<NamedSuspect> named;
    Verdict overall = Verdict::Skipped;
};

// Slower than the cluster's own figure by more than 10 % is WARN, by more
// than 25 % FAIL: the WARN bar is the issue's "a node 10 % slower than its
// peers", the FAIL bar keeps bench's spacing (FAIL below 0.75 × the PASS bar).
inline constexpr double kPeerWarnRatio = 0.90;
inline constexpr double kPeerFailRatio = 0.75;

// `nodeGpus` is the catalog GPU part and count per node, for the references
// that apply to a GPU system (8 × H100 SXM NVLink all-reduce).
ClusterVerdicts judgeCluster(const std::vector<ClusterNode> &nodes, const NetworkResult &network,
                             const std::vector<ClusterReference> &references);

// The worst verdict: ERROR and FAIL over WARN over PASS; SKIPPED only when nothing was judged.
Verdict worstVerdict(Verdict a, Verdict b);

// Rates where more is better and peers are comparable ("GB/s", "GFLOP/s"…);
// counts (inventory, burn-in health) are judged by bench against the spec alone.
bool isRateUnit(const std::string &unit);
// "n1–n2": a link's name.
std::string linkName(const std::string &a, const std::string &b);

// The upper quartile (nearest rank) of `values`: a link's peer figure. One bad
// node spoils n − 1 of the n(n − 1)/2 pairs — two in three with three nodes —
// so the median of the pairs may be a bad pair's; the upper quartile stays a
// healthy one's while fewer than three in four pairs are bad.
double upperQuartile(std::vector<double> values);
double medianOf(std::vector<double> values);

// A node figure that moved by more than 10 % since the node's previous run
// (kept on the team server): what changed between two checks.
struct ClusterChange {
    std::string subject, test, unit;
    double before = 0;
    double now = 0;
    std::string since; // when the previous run was stored
};
inline constexpr double kChangeRatio = 0.10;
// `previous`: the node's name → its previous run and when it was stored.
std::vector<ClusterChange> changesSince(const std::vector<ClusterNode> &nodes,
                                        const std::map<std::string, std::pair<ClusterNode, std::string>> &previous);

// clusterresults.cpp: the MPI probe's JSON (kernels/mpiprobe/main.cpp) as a NetworkResult.
NetworkResult networkResultFromJson(const nlohmann::json &json);
// The NCCL probe's JSON (kernels/ncclprobe/main.cpp), as the report keeps it too.
NcclResult ncclResultFromJson(const nlohmann::json &json);
// A node measured in several rounds (interleaved with the other nodes) as one:
// each rate its best round — a transient load (another job, a busy host) slows
// one round, a fault every round — and a figure that was an ERROR in any round
// stays that ERROR (a wrong result is never averaged away). Other figures
// (counts) are the first round's.
ClusterNode bestOfRounds(const std::vector<ClusterNode> &rounds);

// A node's `dlrig-cli bench --json` output (its judged measurements), or the
// node with `error` set when the document is not a bench run.
ClusterNode nodeFromBenchJson(const std::string &name, const std::string &host, const nlohmann::json &json);

} // namespace dlrig::core
