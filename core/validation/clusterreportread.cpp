#include "core/validation/clusterreport.h"

// A cluster check's JSON report read back, and how its heat map and pair
// matrix are laid out (shared by the PDF and the Benchmark tab).
#include "core/base/jsonreader.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace dlrig::core {

namespace {

const nlohmann::json &arrayOf(const JsonReader &reader, const nlohmann::json &object, const std::string &field)
{
    static const nlohmann::json empty = nlohmann::json::array();
    const auto found = object.find(field);
    if (found == object.end() || found->is_null())
        return empty;
    if (!found->is_array())
        reader.fail(field, DLRIG_MESSAGE("input", "must be an array"));
    return *found;
}

// Every element an object: a report dlrig wrote has no other.
void requireObjects(const nlohmann::json &array, const std::string &where)
{
    for (std::size_t i = 0; i < array.size(); ++i)
        if (!array[i].is_object())
            throw InputError(where, Message{DLRIG_MESSAGE("input", "{where}[{index}] must be an object"),
                                            {{"where", where}, {"index", static_cast<std::int64_t>(i)}}});
}

ClusterNode nodeFromReport(const nlohmann::json &json, const std::string &where)
{
    const JsonReader reader(json, where);
    const std::string name = reader.text("name");
    const nlohmann::json &measurements = arrayOf(reader, json, "measurements");
    requireObjects(measurements, where + ": measurements");
    // The measurements are bench's own (toJson(Measurement)): read as a node's bench output is.
    ClusterNode node = nodeFromBenchJson(name, reader.text("host", false), {{"measurements", measurements}});
    node.error = reader.text("error", false);
    node.skipped = reader.text("skipped", false);
    return node;
}

} // namespace

ClusterRun clusterRunFromJson(const std::string &text, const std::string &source)
{
    const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
    if (json.is_discarded() || !json.is_object())
        throw InputError("", Message{DLRIG_MESSAGE("input", "{origin}: not a JSON object (expected a report from "
                                                            "dlrig-cli cluster check --json)"),
                                     {{"origin", source}}});
    const JsonReader reader(json, source);
    if (reader.text("schema", false) != kClusterReportSchema)
        reader.fail("schema",
                    DLRIG_MESSAGE("input", "must be {schema} (expected a report from dlrig-cli cluster check --json)"),
                    {{"schema", "\"" + std::string(kClusterReportSchema) + "\""}});
    const int version = reader.integer("version", 0, 1);
    if (version > kClusterReportVersion)
        reader.fail("version",
                    DLRIG_MESSAGE("input", "is {version}; this dlrig reads version {known} (a newer dlrig wrote it)"),
                    {{"version", std::int64_t{version}}, {"known", std::int64_t{kClusterReportVersion}}});
    ClusterRun run;
    run.partition = reader.text("partition", false);
    run.jobId = reader.text("job_id", false);
    run.started = reader.text("started", false);
    run.finished = reader.text("finished", false);
    run.mode = reader.text("mode", false);
    run.cancelled = reader.flag("cancelled");
    run.storedOn = reader.text("stored_on", false);
    const nlohmann::json &nodes = arrayOf(reader, json, "nodes");
    requireObjects(nodes, source + ": nodes");
    for (std::size_t i = 0; i < nodes.size(); ++i)
        run.nodes.push_back(nodeFromReport(nodes[i], source + ": nodes[" + std::to_string(i) + "]"));
    const auto network = json.find("network");
    if (network != json.end() && !network->is_null()) {
        if (!network->is_object())
            reader.fail("network", DLRIG_MESSAGE("input", "must be an object"));
        const JsonReader networkReader(*network, source + ": network");
        for (const char *list : {"pairs", "ring", "allreduce"})
            requireObjects(arrayOf(networkReader, *network, list), source + ": network." + list);
        run.network = networkResultFromJson(*network);
        run.network.error = networkReader.text("error", false);
        run.network.skipped = networkReader.text("skipped", false);
        if (const auto nccl = network->find("nccl"); nccl != network->end() && !nccl->is_null()) {
            if (!nccl->is_object())
                networkReader.fail("nccl", DLRIG_MESSAGE("input", "must be an object"));
            run.network.nccl = ncclResultFromJson(*nccl);
        }
    }
    const nlohmann::json &changes = arrayOf(reader, json, "changes");
    requireObjects(changes, source + ": changes");
    for (std::size_t i = 0; i < changes.size(); ++i) {
        const JsonReader change(changes[i], source + ": changes[" + std::to_string(i) + "]");
        run.changes.push_back({change.text("subject"), change.text("test"), change.text("unit", false),
                               change.number("before", true), change.number("now", true), change.text("since", false)});
    }
    return run;
}

std::vector<std::string> heatMapTests(const ClusterRun &run, const ClusterVerdicts &verdicts)
{
    std::vector<std::string> tests;
    for (const ClusterFinding &f : verdicts.findings) {
        const bool node =
            std::any_of(run.nodes.begin(), run.nodes.end(), [&](const ClusterNode &n) { return n.name == f.subject; });
        // A column for every test judged on some node (not one nothing could judge).
        if (node && f.value && f.verdict != Verdict::Skipped &&
            std::find(tests.begin(), tests.end(), f.test) == tests.end())
            tests.push_back(f.test);
    }
    return tests;
}

const ClusterFinding *findingOf(const ClusterVerdicts &verdicts, const std::string &subject, const std::string &test)
{
    for (const ClusterFinding &f : verdicts.findings)
        if (f.subject == subject && f.test == test)
            return &f;
    return nullptr;
}

std::vector<std::string> pairNodes(const NetworkResult &network)
{
    std::vector<std::string> nodes;
    for (const PairFigure &p : network.pairs)
        for (const std::string &n : {p.a, p.b})
            if (std::find(nodes.begin(), nodes.end(), n) == nodes.end())
                nodes.push_back(n);
    std::sort(nodes.begin(), nodes.end());
    return nodes;
}

const PairFigure *pairOf(const NetworkResult &network, const std::string &a, const std::string &b)
{
    for (const PairFigure &p : network.pairs)
        if ((p.a == a && p.b == b) || (p.a == b && p.b == a))
            return &p;
    return nullptr;
}

} // namespace dlrig::core
