#pragma once

// A throwaway Slurm cluster for one test (scripts/test-cluster), and the real
// dlrig-cli's cluster check run against it as a user runs it.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

namespace clustertest {

namespace fs = std::filesystem;

struct Shell {
    int status = -1;
    std::string output;
};

inline Shell shell(const std::string &command)
{
    Shell result;
    FILE *pipe = ::popen((command + " 2>&1").c_str(), "r");
    if (!pipe)
        return result;
    char buffer[4096];
    while (const std::size_t n = std::fread(buffer, 1, sizeof buffer, pipe))
        result.output.append(buffer, n);
    const int status = ::pclose(pipe);
    result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return result;
}

inline std::string readFile(const fs::path &path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Why this machine cannot run a test cluster, or "" when it can.
inline std::string cannotRunHere()
{
    if (::geteuid() != 0)
        return "needs root: network namespaces, a bridge and tc";
    if (shell("command -v slurmctld && command -v slurmd && command -v munged && command -v mpirun").status != 0)
        return "slurmctld, slurmd, munge or Open MPI is not installed (./scripts/test installs them)";
    return "";
}

inline std::set<std::string> namedSubjects(const nlohmann::json &report)
{
    std::set<std::string> subjects;
    for (const auto &named : report["named"])
        subjects.insert(named["subject"].get<std::string>());
    return subjects;
}

// The cluster, named after this process so that a user's own stays untouched,
// and each further cluster of the process after its number ("ct1234b"), so that
// one brought up right after another shares none of its names, addresses, ports
// or folder with what the first may still be letting go of; `down` on
// destruction, checking that no daemon or namespace is left.
inline std::string nextClusterName()
{
    static int made = 0;
    const int before = made++;
    const std::string name = "ct" + std::to_string(::getpid() % 100000);
    return before == 0 ? name : name + static_cast<char>('a' + before % 26);
}

class TestCluster {
public:
    TestCluster() : m_name(nextClusterName()), m_work(fs::temp_directory_path() / ("dlrig-cluster-test-" + m_name))
    {
        fs::remove_all(m_work);
        fs::create_directories(m_work);
    }
    ~TestCluster()
    {
        const Shell down = shell(std::string(DLRIG_SOURCE_DIR) + "/scripts/test-cluster down --name " + m_name);
        EXPECT_EQ(down.status, 0) << down.output;
        EXPECT_NE(shell("pgrep -f '[d]lrig-cluster-" + m_name + "/'").status, 0); // [d]: not pgrep's own shell
        EXPECT_NE(shell("ip netns list | grep -q 'dlc-" + m_name + "-'").status, 0);
        fs::remove_all(m_work);
    }
    TestCluster(const TestCluster &) = delete;
    TestCluster &operator=(const TestCluster &) = delete;

    // scripts/test-cluster up; its KEY=value lines.
    std::map<std::string, std::string> up(const std::string &options)
    {
        const Shell r =
            shell(std::string(DLRIG_SOURCE_DIR) + "/scripts/test-cluster up --name " + m_name + " " + options);
        EXPECT_EQ(r.status, 0) << r.output;
        std::istringstream in(r.output);
        for (std::string line; std::getline(in, line);)
            if (const auto eq = line.find('='); eq != std::string::npos && line.find(' ') == std::string::npos)
                m_env[line.substr(0, eq)] = line.substr(eq + 1);
        return m_env;
    }

    // dlrig-cli [GLOBAL] cluster check as a user runs it, in the work folder.
    Shell check(const std::string &options = "", const std::string &global = "") const
    {
        if (!m_env.count("SLURM_CONF") || !m_env.count("PARTITION"))
            return {-1, "the test cluster did not start (scripts/test-cluster up failed)"};
        return shell("cd " + m_work.string() + " && SLURM_CONF=" + m_env.at("SLURM_CONF") + " " + DLRIG_CLI_PATH + " " +
                     global + " cluster check --partition " + m_env.at("PARTITION") +
                     " --one-node-at-a-time --tests host.gemm --json c.json --junit c.xml " + options);
    }

    nlohmann::json report() const { return nlohmann::json::parse(readFile(m_work / "c.json")); }

    const std::string &name() const { return m_name; }
    const fs::path &work() const { return m_work; }
    const std::map<std::string, std::string> &env() const { return m_env; }

private:
    std::string m_name;
    fs::path m_work;
    std::map<std::string, std::string> m_env;
};

} // namespace clustertest
