#pragma once

// Reference figures for a cluster check: published floors and ceilings for a
// GPU system or the links between nodes, each with the line it comes from.
// A node or link is judged against those that apply to it, and separately
// against the cluster's own figure (clustercheck.h).
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct ClusterReference {
    std::string test;    // "link.latency" (between two nodes) or a bench key ("gpus.allreduce_busbw")
    std::string gpuPart; // applies to nodes with `gpus` GPUs of this catalog part; empty: to every one
    int gpus = 0;
    std::optional<double> atLeast;
    std::optional<double> atMost;
    std::string unit;
    std::string source; // the document, at a commit, and its line
};

const std::vector<ClusterReference> &clusterReferences();

} // namespace dlrig::core
