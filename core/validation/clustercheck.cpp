#include "core/validation/clustercheck.h"

#include "core/base/recognise.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>

namespace dlrig::core {

namespace {

int severity(Verdict v)
{
    switch (v) {
    case Verdict::Skipped:
        return 0;
    case Verdict::Pass:
        return 1;
    case Verdict::Warn:
        return 2;
    case Verdict::Error:
        return 3;
    case Verdict::Fail:
        return 4;
    }
    return 0;
}

Verdict peerVerdict(double ratio)
{
    return ratio < kPeerFailRatio ? Verdict::Fail : ratio < kPeerWarnRatio ? Verdict::Warn : Verdict::Pass;
}

Decimal percent(double fraction)
{
    return {fraction * 100, 0};
}

Decimal figure(double value)
{
    if (value == std::round(value))
        return {value, 0};
    return {value, std::fabs(value) >= 100 ? 0 : std::fabs(value) >= 1 ? 1 : 3};
}

// A finding with no figure: a node or the network that did not run or answer.
ClusterFinding statusFinding(const std::string &subject, const std::string &test, Verdict verdict, Message evidence)
{
    return {subject, test, verdict, std::nullopt, "", std::nullopt, std::nullopt, "", std::move(evidence)};
}

// The GPU part and count of a node, from its bench figures.
std::pair<std::string, int> gpuSystemOf(const ClusterNode &node)
{
    std::string part;
    int count = 0;
    for (const Measurement &m : node.measurements) {
        if (m.key.rfind("gpu0.", 0) == 0 && !m.partId.empty())
            part = m.partId;
        if (m.metric == "inventory_gpu_count" && m.median)
            count = static_cast<int>(std::lround(*m.median));
    }
    return {part, count};
}

// A node's figure against its bench verdict, the references that apply, and its peers.
ClusterFinding judgeNodeFigure(const ClusterNode &node, const Measurement &m, std::optional<double> peers,
                               int peerCount, const std::vector<ClusterReference> &references)
{
    ClusterFinding f{node.name, m.key, m.verdict, m.median, m.unit, peers, std::nullopt, "", {}};
    if (m.verdict == Verdict::Error) {
        f.evidence = {DLRIG_MESSAGE("cluster.evidence", "could not measure: {error}"), {{"error", m.error}}};
        return f;
    }
    if (!m.median) {
        f.evidence = {DLRIG_MESSAGE("cluster.evidence", "not measured: {reason}"), {{"reason", m.skipped}}};
        return f;
    }
    std::vector<Message> reasons;
    if (m.verdict == Verdict::Fail || m.verdict == Verdict::Warn)
        reasons.push_back(
            {DLRIG_MESSAGE("cluster.evidence", "{ratio} % of its part's spec ({spec} {unit})"),
             {{"ratio", percent(m.ratio.value_or(0))}, {"spec", figure(m.spec.value_or(0))}, {"unit", m.unit}}});
    const auto [gpuPart, gpus] = gpuSystemOf(node);
    for (const ClusterReference &r : references) {
        if (r.test != m.key || (!r.gpuPart.empty() && (r.gpuPart != gpuPart || r.gpus != gpus)))
            continue;
        f.reference = r.atLeast ? r.atLeast : r.atMost;
        f.referenceSource = r.source;
        const bool below = (r.atLeast && *m.median < *r.atLeast) || (r.atMost && *m.median > *r.atMost);
        f.verdict = worstVerdict(f.verdict, below ? Verdict::Fail : Verdict::Pass);
        if (below)
            reasons.push_back({r.atLeast ? DLRIG_MESSAGE("cluster.evidence", "below the reference {reference} {unit}")
                                         : DLRIG_MESSAGE("cluster.evidence", "above the reference {reference} {unit}"),
                               {{"reference", figure(*f.reference)}, {"unit", r.unit}}});
    }
    if (isRateUnit(m.unit)) {
        if (peers && *peers > 0 && peerCount >= 3) {
            const double ratio = *m.median / *peers;
            const Verdict v = peerVerdict(ratio);
            // The figure's own verdict stays: a peer comparison never turns a FAIL into a PASS.
            f.verdict = f.verdict == Verdict::Skipped ? v : worstVerdict(f.verdict, v);
            if (v != Verdict::Pass)
                reasons.push_back({DLRIG_MESSAGE("cluster.evidence",
                                                 "{ratio} % of the cluster's median {peers} {unit} ({count} nodes)"),
                                   {{"ratio", percent(ratio)},
                                    {"peers", figure(*peers)},
                                    {"unit", m.unit},
                                    {"count", static_cast<std::int64_t>(peerCount)}}});
        } else if (f.verdict == Verdict::Skipped) {
            reasons.push_back({DLRIG_MESSAGE("cluster.evidence",
                                             "{skipped}; fewer than three nodes measured it, so no peers to compare"),
                               {{"skipped", m.skipped}}});
        }
    }
    if (reasons.empty() && f.verdict == Verdict::Skipped)
        f.evidence = {DLRIG_MESSAGE("cluster.evidence", "{value} {unit}; not judged: {reason}"),
                      {{"value", figure(*m.median)},
                       {"unit", m.unit},
                       {"reason", m.skipped.empty() ? std::string("no spec to compare with") : m.skipped}}};
    else if (reasons.empty())
        f.evidence = {DLRIG_MESSAGE("cluster.evidence", "{value} {unit}, in line"),
                      {{"value", figure(*m.median)}, {"unit", m.unit}}};
    else if (reasons.size() == 1)
        f.evidence = reasons.front();
    else
        f.evidence = {DLRIG_MESSAGE("cluster.evidence", "{first}; {second}"),
                      {{"first", clause(reasons[0].text, reasons[0].args)},
                       {"second", clause(reasons[1].text, reasons[1].args)}}};
    return f;
}

void judgeNodes(const std::vector<ClusterNode> &nodes, const std::vector<ClusterReference> &references,
                ClusterVerdicts &out)
{
    // Peers: the same metric on the same part across the cluster (a GPU
    // against every GPU of its model, a host figure against every node's).
    std::map<std::pair<std::string, std::string>, std::vector<double>> samples;
    std::map<std::pair<std::string, std::string>, std::set<std::string>> measuredOn;
    for (const ClusterNode &node : nodes)
        for (const Measurement &m : node.measurements)
            if (m.median && isRateUnit(m.unit) && m.verdict != Verdict::Error) {
                samples[{m.metric, m.partId}].push_back(*m.median);
                measuredOn[{m.metric, m.partId}].insert(node.name);
            }
    for (const ClusterNode &node : nodes) {
        if (!node.skipped.empty()) {
            out.findings.push_back(statusFinding(
                node.name, "node", Verdict::Skipped,
                {DLRIG_MESSAGE("cluster.evidence", "not checked: {reason}"), {{"reason", node.skipped}}}));
            continue;
        }
        if (!node.error.empty()) {
            out.findings.push_back(
                statusFinding(node.name, "node", Verdict::Error,
                              {DLRIG_MESSAGE("cluster.evidence", "no result: {error}"), {{"error", node.error}}}));
            continue;
        }
        for (const Measurement &m : node.measurements) {
            const auto key = std::make_pair(m.metric, m.partId);
            const auto found = samples.find(key);
            const std::optional<double> peers =
                found == samples.end() ? std::nullopt : std::optional<double>(medianOf(found->second));
            const int peerCount = found == samples.end() ? 0 : static_cast<int>(measuredOn[key].size());
            out.findings.push_back(judgeNodeFigure(node, m, peers, peerCount, references));
        }
    }
}

// Whether the pairwise sweep found the link between a and b in line.
bool pairPasses(const ClusterVerdicts &out, const std::string &a, const std::string &b)
{
    for (const ClusterFinding &f : out.findings)
        if ((f.subject == linkName(a, b) || f.subject == linkName(b, a)) && f.test == "link.bandwidth")
            return f.verdict == Verdict::Pass || f.verdict == Verdict::Warn;
    return false;
}

// Pair bandwidth against the upper quartile of all pairs, latency against the
// reference ceiling and twice the lower quartile (the typical healthy pair).
void judgeLinks(const NetworkResult &network, const std::vector<ClusterReference> &references, ClusterVerdicts &out)
{
    std::vector<double> bandwidths, latencies;
    // The sweep's figures set the typical pair, as they set which pairs were
    // measured again: a pair measured again is judged against its alternate.
    for (const PairFigure &p : network.pairs) {
        if (p.sweepGBs || p.bandwidthGBs)
            bandwidths.push_back(p.sweepGBs ? *p.sweepGBs : *p.bandwidthGBs);
        if (p.latencyUs)
            latencies.push_back(-*p.latencyUs); // the upper quartile of −latency: the lower quartile
    }
    const bool comparable = bandwidths.size() >= 3;
    const double typicalBandwidth = comparable ? upperQuartile(bandwidths) : 0;
    const double typicalLatency = latencies.size() >= 3 ? -upperQuartile(latencies) : 0;
    const ClusterReference *latencyCeiling = nullptr;
    for (const ClusterReference &r : references)
        if (r.test == "link.latency")
            latencyCeiling = &r;

    for (const PairFigure &p : network.pairs) {
        const std::string subject = linkName(p.a, p.b);
        if (p.bandwidthGBs) {
            ClusterFinding f{subject, "link.bandwidth", Verdict::Skipped, p.bandwidthGBs,
                             "GB/s",  std::nullopt,     std::nullopt,     "",
                             {}};
            if (p.referenceGBs && *p.referenceGBs > 0) {
                f.peers = p.referenceGBs;
                const double ratio = std::min(1.0, *p.bandwidthGBs / *p.referenceGBs);
                f.verdict = peerVerdict(ratio);
                f.evidence = {
                    DLRIG_MESSAGE("cluster.evidence",
                                  "{ratio} % of {reference} ({peers} GB/s), measured again alternately with it"),
                    {{"ratio", percent(ratio)}, {"reference", p.referencePair}, {"peers", figure(*p.referenceGBs)}}};
            } else if (comparable && typicalBandwidth > 0) {
                f.peers = typicalBandwidth;
                const double ratio = *p.bandwidthGBs / typicalBandwidth;
                f.verdict = peerVerdict(ratio);
                f.evidence = {DLRIG_MESSAGE("cluster.evidence",
                                            "{ratio} % of the cluster's typical pair ({peers} GB/s, upper quartile of "
                                            "{count} pairs)"),
                              {{"ratio", percent(ratio)},
                               {"peers", figure(typicalBandwidth)},
                               {"count", static_cast<std::int64_t>(bandwidths.size())}}};
            } else {
                f.evidence = {
                    DLRIG_MESSAGE("cluster.evidence", "{value} GB/s; fewer than three pairs, so no peers to compare"),
                    {{"value", figure(*p.bandwidthGBs)}}};
            }
            out.findings.push_back(f);
        }
        if (p.latencyUs) {
            ClusterFinding f{subject, "link.latency", Verdict::Pass, p.latencyUs, "µs", std::nullopt, std::nullopt, "",
                             {}};
            std::vector<Message> reasons;
            if (latencyCeiling && latencyCeiling->atMost) {
                f.reference = latencyCeiling->atMost;
                f.referenceSource = latencyCeiling->source;
                if (*p.latencyUs > *latencyCeiling->atMost) {
                    f.verdict = Verdict::Fail;
                    reasons.push_back({DLRIG_MESSAGE("cluster.evidence", "above the reference {reference} {unit}"),
                                       {{"reference", figure(*f.reference)}, {"unit", std::string("µs")}}});
                }
            }
            if (typicalLatency > 0) {
                f.peers = typicalLatency;
                if (*p.latencyUs > 2 * typicalLatency) {
                    f.verdict = worstVerdict(f.verdict, Verdict::Warn);
                    reasons.push_back(
                        {DLRIG_MESSAGE("cluster.evidence", "more than twice the cluster's typical pair ({peers} µs)"),
                         {{"peers", figure(typicalLatency)}}});
                }
            }
            f.evidence = reasons.empty() ? Message{DLRIG_MESSAGE("cluster.evidence", "{value} µs one way, in line"),
                                                   {{"value", figure(*p.latencyUs)}}}
                                         : reasons.front();
            out.findings.push_back(f);
        }
    }
    std::vector<double> ring;
    for (const RingFigure &r : network.ring)
        if (r.bandwidthGBs)
            ring.push_back(*r.bandwidthGBs);
    const double typicalRing = ring.size() >= 3 ? upperQuartile(ring) : 0;
    for (const RingFigure &r : network.ring) {
        if (!r.bandwidthGBs)
            continue;
        ClusterFinding f{linkName(r.from, r.to),
                         "ring.bandwidth",
                         Verdict::Skipped,
                         r.bandwidthGBs,
                         "GB/s",
                         std::nullopt,
                         std::nullopt,
                         "",
                         {}};
        if (typicalRing > 0) {
            f.peers = typicalRing;
            const double ratio = *r.bandwidthGBs / typicalRing;
            f.verdict = peerVerdict(ratio);
            f.evidence = {DLRIG_MESSAGE("cluster.evidence",
                                        "{ratio} % of the ring's typical link ({peers} GB/s) with every node sending"),
                          {{"ratio", percent(ratio)}, {"peers", figure(typicalRing)}}};
            // Slow in the ring, in line alone: the load (a switch, the hosts), not the link.
            if (f.verdict == Verdict::Fail && pairPasses(out, r.from, r.to)) {
                f.verdict = Verdict::Warn;
                f.evidence = {DLRIG_MESSAGE("cluster.evidence",
                                            "{ratio} % of the ring's typical link ({peers} GB/s) with every node "
                                            "sending, but in line alone: slowed by the load, not the link"),
                              {{"ratio", percent(ratio)}, {"peers", figure(typicalRing)}}};
            }
        } else {
            f.evidence = {DLRIG_MESSAGE("cluster.evidence", "{value} GB/s; fewer than three links in the ring"),
                          {{"value", figure(*r.bandwidthGBs)}}};
        }
        out.findings.push_back(f);
    }
}

// The scaling curve, all-reduce bus bandwidth on 2…N nodes, is reported, not
// judged: there is no reference for a network dlrig does not know, and MPI's
// all-reduce changes its algorithm with the node count (Open MPI's tuned
// component picks recursive doubling or Rabenseifner's for three nodes, a
// ring for others), so its figures need not hold as nodes are added.
// A bus bandwidth on the cluster's scaling curve: reported with its value, not judged.
ClusterFinding reportedBusBandwidth(const std::string &test, const ScalingPoint &p, Message evidence)
{
    return {"cluster",    test, Verdict::Skipped,   p.busBandwidthGBs, "GB/s", std::nullopt,
            std::nullopt, "",   std::move(evidence)};
}

void reportScaling(const NetworkResult &network, ClusterVerdicts &out)
{
    for (const ScalingPoint &p : network.allReduce)
        out.findings.push_back(reportedBusBandwidth(
            "allreduce.busbw." + std::to_string(p.nodes) + "_nodes", p,
            {DLRIG_MESSAGE("cluster.evidence",
                           "{value} GB/s on {nodes} nodes over MPI; no reference figure for this network"),
             {{"value", figure(p.busBandwidthGBs)}, {"nodes", static_cast<std::int64_t>(p.nodes)}}}));
}

// NCCL between the nodes: its bus bandwidth on 1…N nodes reported (no
// reference exists for an unknown network; each node's own 8-GPU all-reduce
// is judged by bench), or why it did not run: SKIPPED, or ERROR when it failed.
void reportNccl(const NcclResult &result, ClusterVerdicts &out)
{
    if (result.empty())
        return; // a report written before dlrig ran NCCL between nodes
    if (!result.error.empty()) {
        out.findings.push_back(statusFinding(
            "cluster", "nccl", Verdict::Error,
            {DLRIG_MESSAGE("cluster.evidence", "the NCCL tests could not run: {error}"), {{"error", result.error}}}));
        return;
    }
    if (!result.skipped.empty()) {
        out.findings.push_back(statusFinding(
            "cluster", "nccl", Verdict::Skipped,
            {DLRIG_MESSAGE("cluster.evidence", "NCCL not run: {reason}"),
             {{"reason", clause(recognise(result.skipped,
                                          {nccl::kNoGpu, nccl::kNoLibrary, nccl::kOldLibrary, nccl::kUnequal,
                                           nccl::kOneGpu, nccl::kNotBuilt, nccl::kNoNode, nccl::kCancelled}))}}}));
        return;
    }
    for (const auto &[collective, points] : {std::pair{std::string("allreduce"), &result.allReduce},
                                             std::pair{std::string("allgather"), &result.allGather}})
        for (const ScalingPoint &p : *points)
            out.findings.push_back(reportedBusBandwidth(
                "nccl." + collective + ".busbw." + std::to_string(p.nodes) + "_nodes", p,
                {DLRIG_MESSAGE("cluster.evidence",
                               "{value} GB/s on {nodes} nodes ({gpus} GPUs) over {nccl}; no reference figure for "
                               "this network"),
                 {{"value", figure(p.busBandwidthGBs)},
                  {"nodes", static_cast<std::int64_t>(p.nodes)},
                  {"gpus", static_cast<std::int64_t>(p.nodes * result.gpusPerNode)},
                  {"nccl", result.version}}}));
}

// Names what failed: a node with a failing or unmeasured test; a node whose
// every pair fails while some other pair passes (its own link or NIC);
// otherwise each failing link.
void nameSuspects(const NetworkResult &network, ClusterVerdicts &out)
{
    std::map<std::string, std::vector<std::string>> failedTests;
    for (const ClusterFinding &f : out.findings) {
        if (f.verdict != Verdict::Fail && f.verdict != Verdict::Error)
            continue;
        if (f.test == "node") // a node with no result: why it has none
            out.named.push_back({f.subject, f.evidence});
        else if (f.subject != "cluster" && f.subject.find("–") == std::string::npos)
            failedTests[f.subject].push_back(f.test);
    }
    for (const auto &[node, tests] : failedTests) {
        out.named.push_back(
            {node,
             {DLRIG_MESSAGE("cluster.named", "{count} {count|test|tests} failed or could not run: {tests}"),
              {{"count", static_cast<std::int64_t>(tests.size())},
               {"tests", tests.size() <= 3 ? tests[0] + (tests.size() > 1 ? ", " + tests[1] : "") +
                                                 (tests.size() > 2 ? ", " + tests[2] : "")
                                           : tests[0] + ", " + tests[1] + ", …"}}}});
    }
    std::map<std::string, int> pairsOf, failingPairsOf;
    std::set<std::string> failingLinks;
    bool somePairPasses = false;
    for (const PairFigure &p : network.pairs) {
        bool failing = false;
        for (const ClusterFinding &f : out.findings)
            if (f.subject == linkName(p.a, p.b) && f.test.rfind("link.", 0) == 0 && f.verdict == Verdict::Fail)
                failing = true;
        for (const std::string &node : {p.a, p.b}) {
            ++pairsOf[node];
            failingPairsOf[node] += failing ? 1 : 0;
        }
        if (failing)
            failingLinks.insert(linkName(p.a, p.b));
        else
            somePairPasses = true;
    }
    std::set<std::string> explained;
    for (const auto &[node, count] : pairsOf) {
        if (count >= 2 && failingPairsOf[node] == count && somePairPasses) {
            out.named.push_back(
                {node,
                 {DLRIG_MESSAGE("cluster.named", "its link: every pair with {node} fails ({count} of {count}), "
                                                 "the pairs without it pass (its NIC, cable or switch port)"),
                  {{"count", static_cast<std::int64_t>(count)}, {"node", node}}}});
            for (const PairFigure &p : network.pairs)
                if (p.a == node || p.b == node)
                    explained.insert(linkName(p.a, p.b));
        }
    }
    for (const std::string &link : failingLinks)
        if (!explained.count(link))
            out.named.push_back(
                {link, {DLRIG_MESSAGE("cluster.named", "this link is slower than the other pairs"), {}}});
}

} // namespace

bool isRateUnit(const std::string &unit)
{
    return unit == "GB/s" || unit == "GFLOP/s" || unit == "TFLOP/s" || unit == "MB/s" || unit == "IOPS";
}

std::string linkName(const std::string &a, const std::string &b)
{
    return a + "–" + b;
}

Verdict worstVerdict(Verdict a, Verdict b)
{
    return severity(a) >= severity(b) ? a : b;
}

double medianOf(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

double upperQuartile(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(0.75 * static_cast<double>(values.size())));
    return values[std::max<std::size_t>(rank, 1) - 1];
}

ClusterVerdicts judgeCluster(const std::vector<ClusterNode> &nodes, const NetworkResult &network,
                             const std::vector<ClusterReference> &references)
{
    ClusterVerdicts out;
    judgeNodes(nodes, references, out);
    if (!network.error.empty()) {
        out.findings.push_back(
            statusFinding("cluster", "network", Verdict::Error,
                          {DLRIG_MESSAGE("cluster.evidence", "the tests between nodes could not run: {error}"),
                           {{"error", network.error}}}));
    } else if (!network.skipped.empty()) {
        out.findings.push_back(
            statusFinding("cluster", "network", Verdict::Skipped,
                          {DLRIG_MESSAGE("cluster.evidence", "not run: {reason}"), {{"reason", network.skipped}}}));
    } else {
        judgeLinks(network, references, out);
        reportScaling(network, out);
    }
    reportNccl(network.nccl, out);
    nameSuspects(network, out);
    for (const ClusterFinding &f : out.findings)
        out.overall = worstVerdict(out.overall, f.verdict);
    return out;
}

} // namespace dlrig::core
