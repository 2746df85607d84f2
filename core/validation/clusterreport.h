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
// A node's verdict: the worst of its findings; ERROR where it reported nothing.
Verdict nodeVerdict(const ClusterNode &node, const ClusterVerdicts &verdicts);
std::string clusterJUnitXml(const ClusterRun &run, const ClusterVerdicts &verdicts);

// A report clusterReportJson wrote, read back (the Benchmark tab's Cluster
// view): its nodes with their measurements, the network figures and the
// changes, to be judged again in the reader's language. Throws InputError
// naming `source` and the field for text that is not JSON, another schema, a
// newer version, or a member of the wrong type.
ClusterRun clusterRunFromJson(const std::string &text, const std::string &source);

// How the heat map and the pair matrix are laid out, the same in the PDF and
// the Benchmark tab: the columns of the nodes × tests heat map (every test
// judged on some node, in the order first judged), the finding of one subject
// and test (nullptr: none), the nodes of the pairwise sweep (sorted) and the
// figure of a pair in either direction (nullptr: not measured).
std::vector<std::string> heatMapTests(const ClusterRun &run, const ClusterVerdicts &verdicts);
const ClusterFinding *findingOf(const ClusterVerdicts &verdicts, const std::string &subject, const std::string &test);
std::vector<std::string> pairNodes(const NetworkResult &network);
const PairFigure *pairOf(const NetworkResult &network, const std::string &a, const std::string &b);

// `text` with &, <, >, " and ' written as XML entities and control characters
// other than tab and newline dropped (XML 1.0 cannot carry them).
std::string xmlEscaped(const std::string &text);

} // namespace dlrig::core
