// The cluster check on a team server: each node's run is stored under its
// Slurm name, and the next check lists what moved since. A real Slurm cluster
// (scripts/test-cluster) and a real PostgreSQL server (tests/server/pgserver).
#include "teamtestserver.h"
#include "testcluster.h"

#include "catalog/server/teamserver.h"
#include "core/validation/clusterhistory.h"
#include "core/validation/clusterreport.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace {

using namespace clustertest;

class ClusterHistoryTest : public TeamServerTest {
protected:
    void SetUp() override
    {
        if (const std::string why = cannotRunHere(); !why.empty())
            GTEST_SKIP() << why;
        TeamServerTest::SetUp();
        initWithShippedParts();
    }
};

// Two checks of the same nodes, the second with n2 degraded: the server keeps
// both runs of every node, and the second report lists n2's GEMM drop (a
// quarter core: about a quarter of the rate). The three nodes share this
// machine's cores, so a healthy node's rates can move by a quarter between
// checks and be listed too; none of them halves.
TEST_F(ClusterHistoryTest, TheNextCheckShowsWhatChangedOnEachNode)
{
    const std::string db = "--db '" + uri("alice") + "'";
    {
        TestCluster healthy;
        healthy.up("--nodes 3");
        const Shell first = healthy.check("", db);
        ASSERT_EQ(first.status, 0) << first.output;
        EXPECT_NE(first.output.find("Each node's run is stored on"), std::string::npos) << first.output;
        EXPECT_TRUE(healthy.report()["changes"].empty());
    }
    TestCluster degraded;
    if (degraded.up("--nodes 3 --degrade 2")["DEGRADED_CPU"] == "no")
        GTEST_SKIP() << "no cgroup cpu controller can be used here (scripts/test-cluster says so): the "
                        "degraded node's GEMM cannot be slowed, and its drop is what this test follows";
    const Shell second = degraded.check("", db);
    EXPECT_EQ(second.status, 1) << second.output;
    const nlohmann::json report = degraded.report();
    bool gemmDrop = false;
    for (const auto &change : report["changes"]) {
        const bool halved = change["now"].get<double>() < 0.5 * change["before"].get<double>();
        if (change["subject"] == "n2")
            gemmDrop = gemmDrop || (change["test"] == "host.sgemm" && halved);
        else
            EXPECT_FALSE(halved) << change.dump();
    }
    EXPECT_TRUE(gemmDrop) << report["changes"].dump();
    EXPECT_NE(second.output.find("Changed since each node's previous run:"), std::string::npos);
    // The nodes opened the team catalog, not a file named after its location.
    EXPECT_FALSE(fs::exists(degraded.work() / "postgresql:"));
    for (const auto &node : report["nodes"])
        EXPECT_EQ(node["verdict"] == "FAIL", node["name"] == "n2") << node.dump();

    std::map<std::string, int> runsPerNode;
    std::vector<dlrig::core::StoredNodeRun> stored;
    for (const auto &run : dlrig::catalog::TeamServer(uri("alice")).benchRuns()) {
        ++runsPerNode[run.host];
        EXPECT_EQ(nlohmann::json::parse(run.runJson)["cluster_check"]["node"], run.host);
        stored.push_back({run.host, run.storedAt, run.runJson});
    }
    EXPECT_EQ(runsPerNode, (std::map<std::string, int>{{"n1", 2}, {"n2", 2}, {"n3", 2}}));

    // The Cluster view's history: the two checks, newest first, n2 failing only in the second.
    const auto checks = dlrig::core::pastClusterChecks(stored, dlrig::core::clusterReferences());
    ASSERT_EQ(checks.size(), 2u);
    EXPECT_EQ(checks[0].jobId, report["job_id"]);
    for (std::size_t i = 0; i < checks.size(); ++i)
        for (const auto &node : checks[i].nodes)
            EXPECT_EQ(dlrig::core::nodeVerdict(node, checks[i].verdicts) == dlrig::core::Verdict::Fail,
                      i == 0 && node.name == "n2")
                << i << " " << node.name;

    // The Cluster view reads the report back and judges it as the check did.
    const auto run = dlrig::core::clusterRunFromJson(report.dump(), "c.json");
    const auto again = dlrig::core::judgeCluster(run.nodes, run.network, dlrig::core::clusterReferences());
    EXPECT_EQ(dlrig::core::clusterReportJson(run, again)["named"], report["named"]);
    EXPECT_EQ(dlrig::core::clusterReportJson(run, again)["findings"], report["findings"]);
}

} // namespace
