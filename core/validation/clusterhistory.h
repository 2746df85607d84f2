#pragma once

// Earlier cluster checks, from the nodes' runs that `dlrig-cli cluster check
// --db` stored on the team server (each tagged with its Slurm job): grouped
// back into checks and their nodes judged again, so the Benchmark tab's
// Cluster view shows a node's verdict check after check.
#include "core/validation/clustercheck.h"

#include <string>
#include <vector>

namespace dlrig::core {

// One run as the team server keeps it: the node's name and the bench JSON.
struct StoredNodeRun {
    std::string node;
    std::string storedAt;
    std::string runJson;
};

struct PastClusterCheck {
    std::string jobId;
    std::string partition;
    std::string started;
    std::vector<ClusterNode> nodes;
    // The nodes judged again, against references and each other. The links
    // are not kept on the server, so a past check has no link findings.
    ClusterVerdicts verdicts;
};

// Checks newest first; runs that no cluster check stored (a plain `bench
// --db`) or that cannot be read are left out.
std::vector<PastClusterCheck> pastClusterChecks(const std::vector<StoredNodeRun> &runs,
                                                const std::vector<ClusterReference> &references);

} // namespace dlrig::core
