#include "core/validation/clusterreport.h"

#include <nlohmann/json.hpp>

#include <map>
#include <sstream>

namespace dlrig::core {

namespace {

nlohmann::json numberOrNull(const std::optional<double> &value)
{
    return value ? nlohmann::json(*value) : nlohmann::json();
}

nlohmann::json findingJson(const ClusterFinding &f)
{
    return {{"subject", f.subject},
            {"test", f.test},
            {"verdict", std::string(toString(f.verdict))},
            {"value", numberOrNull(f.value)},
            {"unit", f.unit},
            {"cluster_figure", numberOrNull(f.peers)},
            {"reference", numberOrNull(f.reference)},
            {"reference_source", f.referenceSource},
            {"evidence", f.evidence.english()}};
}

nlohmann::json ncclJson(const NcclResult &nccl)
{
    if (nccl.empty())
        return nullptr;
    const auto points = [](const std::vector<ScalingPoint> &list) {
        nlohmann::json out = nlohmann::json::array();
        for (const ScalingPoint &p : list)
            out.push_back({{"nodes", p.nodes}, {"bytes", p.bytes}, {"busbw_gbs", p.busBandwidthGBs}});
        return out;
    };
    return {{"skipped", nccl.skipped},
            {"error", nccl.error},
            {"version", nccl.version},
            {"gpus_per_node", nccl.gpusPerNode},
            {"allreduce", points(nccl.allReduce)},
            {"allgather", points(nccl.allGather)}};
}

} // namespace

Verdict nodeVerdict(const ClusterNode &node, const ClusterVerdicts &verdicts)
{
    Verdict verdict = node.error.empty() ? Verdict::Skipped : Verdict::Error;
    for (const ClusterFinding &f : verdicts.findings)
        if (f.subject == node.name)
            verdict = worstVerdict(verdict, f.verdict);
    return verdict;
}

nlohmann::json clusterReportJson(const ClusterRun &run, const ClusterVerdicts &verdicts)
{
    nlohmann::json nodes = nlohmann::json::array();
    for (const ClusterNode &node : run.nodes) {
        nlohmann::json measurements = nlohmann::json::array();
        for (const Measurement &m : node.measurements)
            measurements.push_back(toJson(m));
        nlohmann::json findings = nlohmann::json::array();
        for (const ClusterFinding &f : verdicts.findings)
            if (f.subject == node.name)
                findings.push_back(findingJson(f));
        nodes.push_back({{"name", node.name},
                         {"host", node.host},
                         {"verdict", std::string(toString(nodeVerdict(node, verdicts)))},
                         {"error", node.error},
                         {"skipped", node.skipped},
                         {"tests", findings},
                         {"measurements", measurements}});
    }
    nlohmann::json pairs = nlohmann::json::array();
    for (const PairFigure &p : run.network.pairs) {
        nlohmann::json pair = {{"a", p.a},
                               {"b", p.b},
                               {"latency_us", numberOrNull(p.latencyUs)},
                               {"bandwidth_gbs", numberOrNull(p.bandwidthGBs)}};
        // Measured again beside the fastest pair: that pair, its figure then, and the sweep's figure
        // (the MPI probe's own keys, so that networkResultFromJson reads both).
        if (!p.referencePair.empty()) {
            const std::size_t dash = p.referencePair.find("–");
            pair["reference_pair"] = {p.referencePair.substr(0, dash),
                                      dash == std::string::npos ? "" : p.referencePair.substr(dash + 3)};
            pair["reference_bandwidth_gbs"] = numberOrNull(p.referenceGBs);
            pair["sweep_bandwidth_gbs"] = numberOrNull(p.sweepGBs);
        }
        pairs.push_back(pair);
    }
    nlohmann::json ring = nlohmann::json::array();
    for (const RingFigure &r : run.network.ring)
        ring.push_back({{"from", r.from}, {"to", r.to}, {"bandwidth_gbs", numberOrNull(r.bandwidthGBs)}});
    nlohmann::json scaling = nlohmann::json::array();
    for (const ScalingPoint &p : run.network.allReduce)
        scaling.push_back({{"nodes", p.nodes}, {"bytes", p.bytes}, {"busbw_gbs", p.busBandwidthGBs}});
    nlohmann::json findings = nlohmann::json::array();
    for (const ClusterFinding &f : verdicts.findings)
        findings.push_back(findingJson(f));
    nlohmann::json named = nlohmann::json::array();
    for (const NamedSuspect &s : verdicts.named)
        named.push_back({{"subject", s.subject}, {"why", s.why.english()}});
    nlohmann::json changes = nlohmann::json::array();
    for (const ClusterChange &c : run.changes)
        changes.push_back({{"subject", c.subject},
                           {"test", c.test},
                           {"unit", c.unit},
                           {"before", c.before},
                           {"now", c.now},
                           {"since", c.since}});
    return {{"schema", kClusterReportSchema},
            {"version", kClusterReportVersion},
            {"partition", run.partition},
            {"job_id", run.jobId},
            {"started", run.started},
            {"finished", run.finished},
            {"mode", run.mode},
            {"cancelled", run.cancelled},
            {"verdict", std::string(toString(verdicts.overall))},
            {"named", named},
            {"nodes", nodes},
            {"network",
             {{"transport", run.network.transport},
              {"nccl", ncclJson(run.network.nccl)},
              {"error", run.network.error},
              {"skipped", run.network.skipped},
              {"pairs", pairs},
              {"ring", ring},
              {"allreduce", scaling}}},
            {"findings", findings},
            {"changes", changes},
            {"stored_on", run.storedOn}};
}

std::string xmlEscaped(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n')
                out += c;
        }
    }
    return out;
}

std::string clusterJUnitXml(const ClusterRun &run, const ClusterVerdicts &verdicts)
{
    // One testsuite per subject (node, link, the cluster), in the order first seen.
    std::vector<std::string> subjects;
    std::map<std::string, std::vector<const ClusterFinding *>> bySubject;
    for (const ClusterFinding &f : verdicts.findings) {
        if (!bySubject.count(f.subject))
            subjects.push_back(f.subject);
        bySubject[f.subject].push_back(&f);
    }
    const auto count = [&](Verdict v) {
        std::size_t n = 0;
        for (const ClusterFinding &f : verdicts.findings)
            n += f.verdict == v ? 1 : 0;
        return n;
    };
    std::ostringstream xml;
    xml << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<testsuites name=\"dlrig cluster check\" tests=\"" << verdicts.findings.size() << "\" failures=\""
        << count(Verdict::Fail) << "\" errors=\"" << count(Verdict::Error) << "\" skipped=\"" << count(Verdict::Skipped)
        << "\" timestamp=\"" << xmlEscaped(run.started) << "\">\n";
    for (const std::string &subject : subjects) {
        const auto &findings = bySubject[subject];
        std::size_t failures = 0, errors = 0, skipped = 0;
        for (const ClusterFinding *f : findings) {
            failures += f->verdict == Verdict::Fail ? 1 : 0;
            errors += f->verdict == Verdict::Error ? 1 : 0;
            skipped += f->verdict == Verdict::Skipped ? 1 : 0;
        }
        xml << "  <testsuite name=\"" << xmlEscaped(subject) << "\" tests=\"" << findings.size() << "\" failures=\""
            << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\">\n";
        for (const ClusterFinding *f : findings) {
            const std::string message = xmlEscaped(subject + " " + f->test + ": " + f->evidence.english());
            xml << "    <testcase classname=\"" << xmlEscaped(subject) << "\" name=\"" << xmlEscaped(f->test) << "\"";
            switch (f->verdict) {
            case Verdict::Fail:
                xml << ">\n      <failure message=\"" << message << "\" type=\"FAIL\"/>\n    </testcase>\n";
                break;
            case Verdict::Error:
                xml << ">\n      <error message=\"" << message << "\" type=\"ERROR\"/>\n    </testcase>\n";
                break;
            case Verdict::Skipped:
                xml << ">\n      <skipped message=\"" << message << "\"/>\n    </testcase>\n";
                break;
            case Verdict::Warn:
                // JUnit has no warning: a passing testcase that says so.
                xml << ">\n      <system-out>WARN: " << message << "</system-out>\n    </testcase>\n";
                break;
            case Verdict::Pass:
                xml << "/>\n";
                break;
            }
        }
        xml << "  </testsuite>\n";
    }
    xml << "</testsuites>\n";
    return xml.str();
}

} // namespace dlrig::core
