#pragma once

// The Slurm job a cluster check submits: a batch script that runs
// `dlrig-cli bench` on every node (one srun step per node, so one node dying
// ends only its own step) and then dlrig-mpi-probe under mpirun on the nodes
// that answered. It writes into a folder every node sees (a shared home or
// scratch): nodes, node-NAME.rK.json (round K)/.host/.err/.rc, network.json/.err/.rc, stage.
#include "core/validation/clusterreport.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

namespace dlrig::cli {

struct ClusterJobOptions {
    std::string partition;
    std::string nodeList; // --nodelist; empty: `nodes` of the partition
    int nodes = 0;
    std::string timeLimit; // --time, as Slurm takes it
    std::string account;
    bool quick = true;
    bool oneNodeAtATime = false; // nodes that share hardware or storage (a test cluster)
    int rounds = 2;              // each node's probes, interleaved across the nodes; best round kept
    std::filesystem::path workFolder;
    std::filesystem::path scratch;  // the storage probe's folder on each node; empty: $TMPDIR or /tmp
    std::filesystem::path cli;      // this dlrig-cli, as every node runs it
    std::filesystem::path mpiProbe; // dlrig-mpi-probe; empty: the network tests are skipped
    std::filesystem::path ncclProbe; // dlrig-nccl-probe (built with CUDA); empty: NCCL is skipped
    std::string db;                 // --db passed on to bench, or empty
    std::string tests;              // --tests passed on to bench, or empty: every probe
};

// The batch script's text.
std::string clusterJobScript(const ClusterJobOptions &options);

// What the job left in the work folder: every node of the allocation, with its
// bench run or why there is none, and the network tests.
struct ClusterJobOutput {
    std::vector<std::string> allocated; // the job's nodes; empty when it never started
    std::vector<core::ClusterNode> nodes;
    core::NetworkResult network;
    std::map<std::string, nlohmann::json> benchRuns; // node → its bench run with the best rounds' figures
};
ClusterJobOutput readClusterJobOutput(const std::filesystem::path &workFolder, bool cancelled);

} // namespace dlrig::cli
