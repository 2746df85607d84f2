#pragma once

// What `dlrig-cli cluster check` writes: one versioned JSON document (per
// node, per GPU, per pair, per test, with the evidence) and JUnit XML (one
// testcase per node × test and per link × test, failures naming the node,
// GPU or link), for CI dashboards.
#include "core/validation/clustercheck.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace dlrig::core {

// The JSON schema's name and version; a reader checks both.
inline constexpr const char *kClusterReportSchema = "dlrig.cluster-check";
inline constexpr int kClusterReportVersion = 1;

struct ClusterRun {
    std::string partition;
    std::string jobId;
    std::string started; // ISO 8601, UTC
    std::string finished;
    std::string mode; // "quick" or "full"
    bool cancelled = false;
    std::vector<ClusterNode> nodes;
    NetworkResult network;
    std::vector<ClusterChange> changes; // since each node's previous run on the team server
    std::string storedOn;               // the team server the nodes' runs went to, or empty
};

nlohmann::json clusterReportJson(const ClusterRun &run, const ClusterVerdicts &verdicts);
std::string clusterJUnitXml(const ClusterRun &run, const ClusterVerdicts &verdicts);

// `text` with &, <, >, " and ' written as XML entities and control characters
// other than tab and newline dropped (XML 1.0 cannot carry them).
std::string xmlEscaped(const std::string &text);

} // namespace dlrig::core
