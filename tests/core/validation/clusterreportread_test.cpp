// A cluster check's JSON report read back (the Benchmark tab's Cluster view)
// and earlier checks regrouped from the runs the team server keeps.
#include "core/base/inputerror.h"
#include "core/validation/clusterhistory.h"
#include "core/validation/clusterreport.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

using namespace dlrig::core;

namespace {

Measurement sgemm(double median)
{
    Measurement m;
    m.key = "host.sgemm";
    m.metric = "sgemm";
    m.unit = "GFLOP/s";
    m.median = median;
    m.verdict = Verdict::Skipped;
    m.skipped = "no comparable spec in the catalog";
    return m;
}

// Three nodes, n2 at half its peers' GEMM rate; a fourth down; the n1–n3 pair
// measured again beside n2–n3; an all-reduce on two and three nodes.
ClusterRun degradedRun()
{
    ClusterRun run{"debug", "42", "2026-12-06T10:00:00Z", "2026-12-06T10:03:00Z", "quick", false, {}, {}, {}, ""};
    run.nodes = {{"n1", "host1", "", {sgemm(200)}, ""},
                 {"n2", "host2", "", {sgemm(100)}, ""},
                 {"n3", "host3", "", {sgemm(190)}, ""},
                 {"n4", "", "", {}, "drained by an admin: disk swap"}};
    run.network.transport = "Open MPI v4.1.4";
    run.network.pairs = {{"n1", "n2", 20.0, 0.11, "", std::nullopt, std::nullopt},
                         {"n1", "n3", 21.0, 0.12, "n2–n3", 0.125, 0.05},
                         {"n2", "n3", 19.0, 0.12, "", std::nullopt, std::nullopt}};
    run.network.ring = {{"n1", "n2", 0.1}, {"n2", "n3", 0.1}, {"n3", "n1", 0.1}};
    run.network.allReduce = {{2, 4194304, 0.06}, {3, 4194304, 0.05}};
    run.changes = {{"n2", "host.sgemm", "GFLOP/s", 195, 100, "2026-12-01 09:00:00+00"}};
    run.network.nccl = {
        "", "", "NCCL 2.21.5", 8, {{1, 268435456, 402.5}, {2, 268435456, 45.1}}, {{1, 268435456, 380.2}}};
    return run;
}

std::string errorOf(const std::string &text)
{
    try {
        clusterRunFromJson(text, "c.json");
    } catch (const InputError &error) {
        return error.what();
    }
    return "";
}

} // namespace

// What the report holds comes back whole: judged again, it gives the same
// verdicts, names the same node and writes the same JSON.
TEST(ClusterReportRead, AReportReadBackIsJudgedAsItWasWritten)
{
    const ClusterRun run = degradedRun();
    const ClusterVerdicts verdicts = judgeCluster(run.nodes, run.network, clusterReferences());
    const nlohmann::json written = clusterReportJson(run, verdicts);

    const ClusterRun read = clusterRunFromJson(written.dump(2), "c.json");
    ASSERT_EQ(read.nodes.size(), 4u);
    EXPECT_EQ(read.nodes[3].skipped, "drained by an admin: disk swap");
    ASSERT_EQ(read.network.pairs.size(), 3u);
    EXPECT_EQ(read.network.pairs[1].referencePair, "n2–n3");
    EXPECT_DOUBLE_EQ(*read.network.pairs[1].referenceGBs, 0.125);
    EXPECT_DOUBLE_EQ(*read.network.pairs[1].sweepGBs, 0.05);
    ASSERT_EQ(read.changes.size(), 1u);
    EXPECT_DOUBLE_EQ(read.changes[0].before, 195);
    EXPECT_EQ(read.network.nccl.version, "NCCL 2.21.5");
    EXPECT_EQ(read.network.nccl.gpusPerNode, 8);
    ASSERT_EQ(read.network.nccl.allReduce.size(), 2u);
    EXPECT_DOUBLE_EQ(read.network.nccl.allReduce[1].busBandwidthGBs, 45.1);

    const ClusterVerdicts again = judgeCluster(read.nodes, read.network, clusterReferences());
    EXPECT_EQ(again.overall, Verdict::Fail);
    ASSERT_EQ(again.named.size(), 1u);
    EXPECT_EQ(again.named[0].subject, "n2");
    EXPECT_EQ(clusterReportJson(read, again), written);
}

// What is not a report says so, naming the file and the field.
TEST(ClusterReportRead, ANonReportIsRefusedNamingTheField)
{
    EXPECT_EQ(errorOf("{\"schema\": \"dlrig.cluster-check\""),
              "c.json: not a JSON object (expected a report from dlrig-cli cluster check --json)");
    EXPECT_EQ(errorOf(R"({"format": "dlrig-bench-settings", "version": 1})"),
              "c.json: 'schema' must be \"dlrig.cluster-check\" (expected a report from dlrig-cli cluster check "
              "--json)");
    EXPECT_EQ(errorOf(R"({"schema": "dlrig.cluster-check", "version": 2})"),
              "c.json: 'version' is 2; this dlrig reads version 1 (a newer dlrig wrote it)");
    EXPECT_EQ(errorOf(R"({"schema": "dlrig.cluster-check", "version": 1, "nodes": {}})"),
              "c.json: 'nodes' must be an array");
    EXPECT_EQ(errorOf(R"({"schema": "dlrig.cluster-check", "version": 1, "nodes": [{"name": "n1"}, {"host": 3}]})"),
              "c.json: nodes[1]: 'name' is missing (expected a string)");
    EXPECT_EQ(errorOf(R"({"schema": "dlrig.cluster-check", "version": 1, "network": {"pairs": [1]}})"),
              "c.json: network.pairs[0] must be an object");
    EXPECT_EQ(errorOf(R"({"schema": "dlrig.cluster-check", "version": 1, "changes": [{"subject": "n1",
              "test": "host.sgemm", "before": "x", "now": 2}]})"),
              "c.json: changes[0]: 'before' must be a number between 0 and 1e+18");
}

// Two checks of three nodes and a plain bench run on the server: the checks
// come back newest first, each node judged against that check's other nodes
// (n2 at 100 of the median 190 GFLOP/s: 53 %, FAIL), the plain run left out.
TEST(ClusterHistory, StoredNodeRunsRegroupIntoChecksNewestFirst)
{
    const auto stored = [](const std::string &node, const std::string &job, const std::string &started, double rate) {
        nlohmann::json run = {{"verdict", "PASS"},
                              {"measurements",
                               {{{"key", "host.sgemm"},
                                 {"metric", "sgemm"},
                                 {"unit", "GFLOP/s"},
                                 {"median", rate},
                                 {"verdict", "SKIPPED"}}}}};
        if (!job.empty())
            run["cluster_check"] = {{"job", job}, {"partition", "debug"}, {"node", node}, {"started", started}};
        return StoredNodeRun{node, started, run.dump()};
    };
    const std::vector<StoredNodeRun> runs{
        stored("n1", "7", "2026-12-01T09:00:00Z", 200), stored("n2", "7", "2026-12-01T09:00:00Z", 195),
        stored("n3", "7", "2026-12-01T09:00:00Z", 190), stored("n1", "9", "2026-12-06T09:00:00Z", 200),
        stored("n2", "9", "2026-12-06T09:00:00Z", 100), stored("n3", "9", "2026-12-06T09:00:00Z", 190),
        stored("ws1", "", "2026-12-05T09:00:00Z", 50),  {"n9", "", "not json"}};
    const std::vector<PastClusterCheck> checks = pastClusterChecks(runs, {});
    ASSERT_EQ(checks.size(), 2u);
    EXPECT_EQ(checks[0].jobId, "9");
    EXPECT_EQ(checks[1].jobId, "7");
    EXPECT_EQ(checks[0].partition, "debug");
    ASSERT_EQ(checks[0].nodes.size(), 3u);
    EXPECT_EQ(nodeVerdict(checks[0].nodes[1], checks[0].verdicts), Verdict::Fail);
    EXPECT_EQ(nodeVerdict(checks[0].nodes[0], checks[0].verdicts), Verdict::Pass);
    for (const ClusterNode &node : checks[1].nodes)
        EXPECT_EQ(nodeVerdict(node, checks[1].verdicts), Verdict::Pass) << node.name;
}

// NCCL between the nodes is reported point by point (no reference exists for
// an unknown network); where it did not run it says why and is not a pass;
// where it failed it is an ERROR, and the check's verdict with it.
TEST(ClusterReportRead, NcclBetweenNodesIsReportedSkippedOrAnError)
{
    ClusterRun run = degradedRun();
    run.nodes = {run.nodes[0], run.nodes[2]}; // two healthy nodes
    run.network.pairs.clear();
    run.network.ring.clear();
    ClusterVerdicts v = judgeCluster(run.nodes, run.network, {});
    const auto find = [&](const std::string &test) -> const ClusterFinding * {
        for (const ClusterFinding &f : v.findings)
            if (f.test == test)
                return &f;
        return nullptr;
    };
    ASSERT_NE(find("nccl.allreduce.busbw.2_nodes"), nullptr);
    EXPECT_EQ(find("nccl.allreduce.busbw.2_nodes")->evidence.english(),
              "45.1 GB/s on 2 nodes (16 GPUs) over NCCL 2.21.5; no reference figure for this network");
    EXPECT_EQ(find("nccl.allgather.busbw.1_nodes")->verdict, Verdict::Skipped);

    run.network.nccl = ncclResultFromJson(nlohmann::json::parse(R"({"skipped": "no NVIDIA driver or GPU on n1"})"));
    v = judgeCluster(run.nodes, run.network, {});
    ASSERT_NE(find("nccl"), nullptr);
    EXPECT_EQ(find("nccl")->verdict, Verdict::Skipped);
    EXPECT_EQ(find("nccl")->evidence.english(), "NCCL not run: no NVIDIA driver or GPU on n1");
    // Read back into its phrase, so that it is shown in the reader's language.
    const auto &why = std::get<Clause>(find("nccl")->evidence.args.at(0).value);
    ASSERT_NE(why.message, nullptr);
    EXPECT_STREQ(why.message->text.text, nccl::kNoGpu.text);
    EXPECT_NE(v.overall, Verdict::Error);

    run.network.nccl.skipped.clear();
    run.network.nccl.error = "mpirun ended with status 3; it said: dlrig-nccl-probe: n2: ncclCommInitRank: unhandled "
                             "system error";
    v = judgeCluster(run.nodes, run.network, {});
    EXPECT_EQ(find("nccl")->verdict, Verdict::Error);
    EXPECT_EQ(v.overall, Verdict::Error);
}
