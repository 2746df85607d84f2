// dlrig-cli cluster check against a real Slurm cluster: scripts/test-cluster
// starts slurmctld, munge and one slurmd per node, each node in its own network
// namespace on a private bridge of this machine, and the real dlrig-cli submits
// to it, runs bench on every node and dlrig-mpi-probe under mpirun between them.
// Needs root (namespaces, a bridge, tc); skipped elsewhere.
#include "testcluster.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <thread>

namespace {

using namespace clustertest;

// One throwaway cluster per test.
class ClusterCheckTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        if (const std::string why = cannotRunHere(); !why.empty())
            GTEST_SKIP() << why;
        m_cluster = std::make_unique<TestCluster>();
        m_name = m_cluster->name();
        m_work = m_cluster->work();
    }
    void TearDown() override { m_cluster.reset(); }

    std::map<std::string, std::string> up(const std::string &options) { return m_cluster->up(options); }
    Shell check(const std::map<std::string, std::string> &, const std::string &options = "")
    {
        return m_cluster->check(options);
    }
    nlohmann::json report() const { return m_cluster->report(); }

    std::unique_ptr<TestCluster> m_cluster;
    std::string m_name;
    fs::path m_work;
};

TEST_F(ClusterCheckTest, ThreeHealthyNodesPass)
{
    const auto cluster = up("--nodes 3");
    const Shell r = check(cluster);
    EXPECT_EQ(r.status, 0) << r.output;
    const nlohmann::json json = report();
    EXPECT_EQ(json["schema"], "dlrig.cluster-check");
    ASSERT_EQ(json["nodes"].size(), 3u);
    for (const auto &node : json["nodes"]) {
        EXPECT_TRUE(node["verdict"] == "PASS" || node["verdict"] == "WARN") << node.dump();
        EXPECT_EQ(node["host"], node["name"]); // each node has its own host name
    }
    EXPECT_EQ(json["network"]["pairs"].size(), 3u);
    // NCCL between the nodes ran under mpirun and says why it measured nothing
    // (these nodes have no GPU; a build without CUDA has no NCCL probe): SKIPPED, not a pass.
    const std::string nccl = json["network"]["nccl"].value("skipped", "");
    EXPECT_TRUE(nccl.starts_with("no NVIDIA driver or GPU on ") ||
                nccl.starts_with("dlrig-nccl-probe is not installed"))
        << json["network"].dump();
    EXPECT_TRUE(namedSubjects(json).empty()) << json["named"].dump();
    const std::string junit = readFile(m_work / "c.xml");
    EXPECT_NE(junit.find("failures=\"0\" errors=\"0\""), std::string::npos) << junit;
}

// The "done when": a degraded node (a quarter core for its jobs, its
// link at 200 Mbit/s) is named, and only it; the check exits 1.
TEST_F(ClusterCheckTest, ADegradedNodeIsNamedAndOnlyIt)
{
    const auto cluster = up("--nodes 3 --degrade 2");
    ASSERT_EQ(cluster.at("DEGRADED"), "n2");
    const Shell r = check(cluster, "--pdf c.pdf");
    EXPECT_EQ(r.status, 1) << r.output;
    const nlohmann::json json = report();
    EXPECT_EQ(json["verdict"], "FAIL");
    // The PDF says the same: the verdict, n2 named, the matrix between the nodes.
    const Shell pdf = shell("pdftotext -layout " + (m_work / "c.pdf").string() + " -");
    ASSERT_EQ(pdf.status, 0) << pdf.output;
    for (const char *expected : {"Cluster acceptance report", "FAIL", "n2: its link: every pair with n2 fails",
                                 "Nodes and tests", "Between the nodes", "All-reduce as nodes are added"})
        EXPECT_NE(pdf.output.find(expected), std::string::npos) << expected << "\n" << pdf.output;
    EXPECT_EQ(namedSubjects(json), std::set<std::string>{"n2"}) << json["named"].dump();
    for (const auto &node : json["nodes"])
        EXPECT_EQ(node["verdict"] == "FAIL", node["name"] == "n2") << node.dump();
    // JUnit: every failure names n2 (the node, or a link with n2 at one end).
    const std::string junit = readFile(m_work / "c.xml");
    std::size_t failures = 0;
    for (std::size_t at = junit.find("<failure message=\""); at != std::string::npos;
         at = junit.find("<failure message=\"", at + 1)) {
        ++failures;
        const std::string message = junit.substr(at + 18, junit.find('"', at + 18) - at - 18);
        EXPECT_NE(message.find("n2"), std::string::npos) << message;
    }
    EXPECT_GT(failures, 0u);
    EXPECT_NE(r.output.find("Named:"), std::string::npos);
}

// A node that dies while the others are being measured is an ERROR with why;
// the rest are reported. It is killed once n1 started: --one-node-at-a-time
// measures n1, n2, n3 in turn.
TEST_F(ClusterCheckTest, ANodeKilledMidCheckIsAnErrorAndTheRestAreReported)
{
    const auto cluster = up("--nodes 3");
    const fs::path work = m_work / "run";
    std::thread killer([&] {
        for (int i = 0; i < 600 && !fs::exists(work / "node-n1.host"); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        shell(std::string(DLRIG_SOURCE_DIR) + "/scripts/test-cluster kill-node 3 --name " + m_name);
    });
    const Shell r = check(cluster, "--workdir " + work.string());
    killer.join();
    EXPECT_EQ(r.status, 3) << r.output; // something could not be measured, nothing failed
    const nlohmann::json json = report();
    ASSERT_EQ(json["nodes"].size(), 3u);
    for (const auto &node : json["nodes"]) {
        if (node["name"] == "n3") {
            EXPECT_EQ(node["verdict"], "ERROR");
            EXPECT_FALSE(node["error"].get<std::string>().empty());
        } else {
            EXPECT_FALSE(node["measurements"].empty()) << node.dump();
        }
    }
    EXPECT_EQ(namedSubjects(json), std::set<std::string>{"n3"});
    ASSERT_EQ(json["network"]["pairs"].size(), 1u); // n1–n2, the nodes that answered
}

// Ctrl-C cancels the job (nothing of it stays queued) and still reports what
// arrived, marked cancelled; the exit status is 1.
TEST_F(ClusterCheckTest, InterruptingCancelsTheJobAndReportsWhatArrived)
{
    const auto cluster = up("--nodes 3");
    const fs::path work = m_work / "run";
    Shell r;
    std::thread checker([&] {
        r = shell("cd " + m_work.string() + " && SLURM_CONF=" + cluster.at("SLURM_CONF") + " " + DLRIG_CLI_PATH +
                  " cluster check --partition " + cluster.at("PARTITION") +
                  " --one-node-at-a-time --tests host.gemm --json c.json --workdir " + work.string() +
                  " 2>&1 & echo $! >" + (m_work / "pid").string() + "; wait $!");
    });
    for (int i = 0; i < 600 && !fs::exists(work / "node-n2.host"); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    shell("kill -INT $(cat " + (m_work / "pid").string() + ")");
    checker.join();
    EXPECT_EQ(r.status, 1) << r.output;
    EXPECT_NE(r.output.find("cancelling job"), std::string::npos) << r.output;
    const nlohmann::json json = report();
    EXPECT_EQ(json["cancelled"], true);
    EXPECT_FALSE(json["nodes"][0]["measurements"].empty()); // n1 had finished
    EXPECT_EQ(json["nodes"][2]["verdict"], "SKIPPED");      // n3 had not started: not run, not an error
    EXPECT_TRUE(namedSubjects(json).empty()) << json["named"].dump();
    const Shell queue = shell("SLURM_CONF=" + cluster.at("SLURM_CONF") + " squeue --noheader");
    EXPECT_EQ(queue.output, "");
}

// Slurm away or refusing: exit 4 with a message in our words, no report written.
TEST_F(ClusterCheckTest, SlurmAwayOrRefusingExitsFour)
{
    const auto cluster = up("--nodes 2");
    const Shell refused = shell("cd " + m_work.string() + " && SLURM_CONF=" + cluster.at("SLURM_CONF") + " " +
                                DLRIG_CLI_PATH + " cluster check --partition nosuch --json c.json");
    EXPECT_EQ(refused.status, 4) << refused.output;
    EXPECT_NE(refused.output.find("no partition 'nosuch'"), std::string::npos) << refused.output;

    // The same cluster with its controller away: its host is this machine's
    // loopback, where nothing listens on that port (never an outside address).
    const fs::path conf = m_work / "slurm.conf";
    ASSERT_EQ(shell("sed -e 's/^SlurmctldHost=.*/SlurmctldHost=localhost(127.0.0.1)/' -e "
                    "'s/^SlurmctldPort=.*/SlurmctldPort=16999/' " +
                    cluster.at("SLURM_CONF") + " >" + conf.string())
                  .status,
              0);
    ASSERT_EQ(shell(std::string(DLRIG_SOURCE_DIR) + "/scripts/test-cluster down --name " + m_name).status, 0);
    const Shell away = shell("cd " + m_work.string() + " && SLURM_CONF=" + conf.string() + " " + DLRIG_CLI_PATH +
                             " cluster check --json c.json");
    EXPECT_EQ(away.status, 4) << away.output;
    EXPECT_NE(away.output.find("Slurm does not answer"), std::string::npos) << away.output;
    EXPECT_EQ(away.output.find("res_nsearch"), std::string::npos);
    EXPECT_FALSE(fs::exists(m_work / "c.json"));

    const Shell missing = shell("cd " + m_work.string() + " && SLURM_CONF=" + (m_work / "none.conf").string() + " " +
                                DLRIG_CLI_PATH + " cluster check");
    EXPECT_EQ(missing.status, 4) << missing.output;
    EXPECT_NE(missing.output.find("Slurm is not configured here"), std::string::npos) << missing.output;
}

} // namespace
