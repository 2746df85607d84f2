#include "core/validation/clusterhistory.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>

namespace dlrig::core {

std::vector<PastClusterCheck> pastClusterChecks(const std::vector<StoredNodeRun> &runs,
                                                const std::vector<ClusterReference> &references)
{
    // A check is its job and start time (Slurm reuses job ids after a restart).
    std::map<std::pair<std::string, std::string>, PastClusterCheck> checks;
    for (const StoredNodeRun &stored : runs) {
        const nlohmann::json json = nlohmann::json::parse(stored.runJson, nullptr, false);
        const auto tag = json.is_object() ? json.find("cluster_check") : json.end();
        if (tag == json.end() || !tag->is_object())
            continue;
        const auto text = [&](const char *key) {
            const auto found = tag->find(key);
            return found != tag->end() && found->is_string() ? found->get<std::string>() : std::string();
        };
        const std::string job = text("job");
        const std::string started = text("started");
        if (job.empty())
            continue;
        PastClusterCheck &check = checks[{started, job}];
        check.jobId = job;
        check.started = started;
        check.partition = text("partition");
        const std::string node = text("node").empty() ? stored.node : text("node");
        ClusterNode read = nodeFromBenchJson(node, "", json);
        // A node's run stored twice for one check (a retried store) counts once.
        const bool seen =
            std::any_of(check.nodes.begin(), check.nodes.end(), [&](const ClusterNode &n) { return n.name == node; });
        if (read.error.empty() && !seen)
            check.nodes.push_back(std::move(read));
    }
    std::vector<PastClusterCheck> newestFirst;
    for (auto it = checks.rbegin(); it != checks.rend(); ++it) {
        PastClusterCheck check = std::move(it->second);
        std::sort(check.nodes.begin(), check.nodes.end(),
                  [](const ClusterNode &a, const ClusterNode &b) { return a.name < b.name; });
        NetworkResult noNetwork;
        noNetwork.skipped = "not kept on the team server";
        check.verdicts = judgeCluster(check.nodes, noNetwork, references);
        if (!check.nodes.empty())
            newestFirst.push_back(std::move(check));
    }
    return newestFirst;
}

} // namespace dlrig::core
