#include "core/validation/clustercheck.h"

// What the nodes and the MPI probe wrote, read defensively (a wrong type is no
// figure, an unknown verdict an ERROR), several rounds made one, and a node's
// figures compared with its previous run.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

// A scaling point's node count: a whole number from 1 to a million, else no
// point (a report may hold anything; 2e10 does not fit an int).
std::optional<int> nodeCount(std::optional<double> value)
{
    if (!value || *value < 1 || *value > 1e6 || *value != std::floor(*value))
        return std::nullopt;
    return static_cast<int>(*value);
}

} // namespace

NetworkResult networkResultFromJson(const nlohmann::json &json)
{
    NetworkResult result;
    const auto number = [](const nlohmann::json &object, const char *key) -> std::optional<double> {
        const auto found = object.find(key);
        if (found == object.end() || !found->is_number() || !std::isfinite(found->get<double>()) ||
            found->get<double>() < 0)
            return std::nullopt;
        return found->get<double>();
    };
    const auto text = [](const nlohmann::json &object, const char *key) {
        const auto found = object.find(key);
        return found != object.end() && found->is_string() ? found->get<std::string>() : std::string();
    };
    if (!json.is_object())
        return {"the MPI probe wrote no JSON object", "", "", {}, {}, {}, {}};
    result.transport = text(json, "transport");
    for (const nlohmann::json &p : json.value("pairs", nlohmann::json::array()))
        if (p.is_object()) {
            PairFigure pair{text(p, "a"),
                            text(p, "b"),
                            number(p, "latency_us"),
                            number(p, "bandwidth_gbs"),
                            "",
                            number(p, "reference_bandwidth_gbs"),
                            number(p, "sweep_bandwidth_gbs")};
            const auto reference = p.find("reference_pair");
            if (reference != p.end() && reference->is_array() && reference->size() == 2 &&
                (*reference)[0].is_string() && (*reference)[1].is_string())
                pair.referencePair = linkName((*reference)[0].get<std::string>(), (*reference)[1].get<std::string>());
            if (pair.referencePair.empty())
                pair.referenceGBs.reset();
            result.pairs.push_back(pair);
        }
    for (const nlohmann::json &r : json.value("ring", nlohmann::json::array()))
        if (r.is_object())
            result.ring.push_back({text(r, "from"), text(r, "to"), number(r, "bandwidth_gbs")});
    for (const nlohmann::json &a : json.value("allreduce", nlohmann::json::array()))
        if (const std::optional<int> nodes = a.is_object() ? nodeCount(number(a, "nodes")) : std::nullopt;
            nodes && number(a, "busbw_gbs"))
            result.allReduce.push_back({*nodes, number(a, "bytes").value_or(0), *number(a, "busbw_gbs")});
    return result;
}

NcclResult ncclResultFromJson(const nlohmann::json &json)
{
    NcclResult result;
    if (!json.is_object()) {
        result.error = "the NCCL probe wrote no JSON object";
        return result;
    }
    const auto text = [&](const char *key) {
        const auto found = json.find(key);
        return found != json.end() && found->is_string() ? found->get<std::string>() : std::string();
    };
    result.skipped = text("skipped");
    result.error = text("error");
    result.version = text("version");
    if (const auto gpus = json.find("gpus_per_node"); gpus != json.end() && gpus->is_number_integer())
        result.gpusPerNode = gpus->get<int>();
    const auto points = [&](const char *key, std::vector<ScalingPoint> &into) {
        const auto list = json.find(key);
        if (list == json.end() || !list->is_array())
            return;
        for (const nlohmann::json &p : *list) {
            const auto number = [&](const char *field) -> std::optional<double> {
                const auto found = p.is_object() ? p.find(field) : p.end();
                if (found == p.end() || !found->is_number() || !std::isfinite(found->get<double>()) ||
                    found->get<double>() < 0)
                    return std::nullopt;
                return found->get<double>();
            };
            if (const std::optional<int> nodes = nodeCount(number("nodes")); nodes && number("busbw_gbs"))
                into.push_back({*nodes, number("bytes").value_or(0), *number("busbw_gbs")});
        }
    };
    points("allreduce", result.allReduce);
    points("allgather", result.allGather);
    return result;
}

ClusterNode nodeFromBenchJson(const std::string &name, const std::string &host, const nlohmann::json &json)
{
    ClusterNode node{name, host, "", {}, ""};
    const auto measurements = json.is_object() ? json.find("measurements") : json.end();
    if (!json.is_object() || measurements == json.end() || !measurements->is_array()) {
        node.error = "its bench output is not a bench run (no measurements)";
        return node;
    }
    const auto text = [](const nlohmann::json &j, const char *key) {
        const auto found = j.find(key);
        return found != j.end() && found->is_string() ? found->get<std::string>() : std::string();
    };
    const auto number = [](const nlohmann::json &j, const char *key) -> std::optional<double> {
        const auto found = j.find(key);
        return found != j.end() && found->is_number() && std::isfinite(found->get<double>())
                   ? std::optional<double>(found->get<double>())
                   : std::nullopt;
    };
    for (const nlohmann::json &j : *measurements) {
        if (!j.is_object())
            continue;
        Measurement m;
        m.key = text(j, "key");
        m.metric = text(j, "metric");
        m.unit = text(j, "unit");
        m.median = number(j, "median");
        m.min = number(j, "min");
        m.max = number(j, "max");
        m.spec = number(j, "spec");
        m.ratio = number(j, "ratio");
        m.partId = text(j, "part");
        m.specBasis = text(j, "spec_basis");
        m.skipped = text(j, "skipped");
        m.error = text(j, "error");
        m.detail = text(j, "detail");
        m.link = text(j, "link");
        const std::string verdict = text(j, "verdict");
        m.verdict = Verdict::Error; // an unknown verdict is never a pass
        for (const Verdict v : {Verdict::Pass, Verdict::Warn, Verdict::Fail, Verdict::Skipped, Verdict::Error})
            if (toString(v) == verdict)
                m.verdict = v;
        if (m.verdict == Verdict::Error && m.error.empty())
            m.error = "the node reported the verdict '" + verdict + "'";
        if (!m.key.empty())
            node.measurements.push_back(std::move(m));
    }
    return node;
}

std::vector<ClusterChange> changesSince(const std::vector<ClusterNode> &nodes,
                                        const std::map<std::string, std::pair<ClusterNode, std::string>> &previous)
{
    std::vector<ClusterChange> changes;
    for (const ClusterNode &node : nodes) {
        const auto before = previous.find(node.name);
        if (before == previous.end())
            continue;
        for (const Measurement &m : node.measurements) {
            if (!m.median || !isRateUnit(m.unit))
                continue;
            for (const Measurement &old : before->second.first.measurements)
                if (old.key == m.key && old.median && *old.median > 0 &&
                    std::fabs(*m.median / *old.median - 1) > kChangeRatio)
                    changes.push_back({node.name, m.key, m.unit, *old.median, *m.median, before->second.second});
        }
    }
    return changes;
}

ClusterNode bestOfRounds(const std::vector<ClusterNode> &rounds)
{
    if (rounds.empty())
        return {};
    ClusterNode best = rounds.front();
    for (std::size_t r = 1; r < rounds.size(); ++r)
        for (const Measurement &m : rounds[r].measurements) {
            const auto kept = std::find_if(best.measurements.begin(), best.measurements.end(),
                                           [&](const Measurement &k) { return k.key == m.key; });
            if (kept == best.measurements.end()) {
                best.measurements.push_back(m);
            } else if (kept->verdict != Verdict::Error &&
                       (m.verdict == Verdict::Error ||
                        (isRateUnit(m.unit) && m.median && (!kept->median || *m.median > *kept->median)))) {
                *kept = m;
            }
        }
    if (rounds.size() > 1)
        for (Measurement &m : best.measurements)
            if (isRateUnit(m.unit) && m.median)
                m.detail += (m.detail.empty() ? "" : "; ") + std::string("best of ") + std::to_string(rounds.size()) +
                            " rounds";
    return best;
}

} // namespace dlrig::core
