#include "app/cli/clusterjob.h"

#include "core/base/textfile.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace dlrig::cli {

namespace {

// 'text' for bash, whatever it holds.
std::string quoted(const std::string &text)
{
    std::string out = "'";
    for (const char c : text)
        out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

std::string readSmallFile(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The last `count` non-empty lines of `text`, joined by spaces.
std::string lastLines(const std::string &text, std::size_t count)
{
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.find_first_not_of(" \t\r") != std::string::npos)
            lines.push_back(line);
    std::string out;
    for (std::size_t i = lines.size() > count ? lines.size() - count : 0; i < lines.size(); ++i)
        out += (out.empty() ? "" : " ") + lines[i];
    return out;
}

} // namespace

std::string clusterJobScript(const ClusterJobOptions &o)
{
    std::ostringstream s;
    s << "#!/bin/bash\n"
      << "# Written by dlrig-cli cluster check; runs on the first node of the job.\n"
      << "#SBATCH --job-name=dlrig-cluster-check\n"
      << "#SBATCH --ntasks-per-node=1\n"
      // A node that dies ends its own step, not the job: the others still report.
      << "#SBATCH --no-kill\n";
    if (!o.partition.empty())
        s << "#SBATCH --partition=" << o.partition << "\n";
    if (!o.nodeList.empty())
        s << "#SBATCH --nodelist=" << o.nodeList << "\n";
    if (o.nodes > 0)
        s << "#SBATCH --nodes=" << o.nodes << "\n";
    if (!o.timeLimit.empty())
        s << "#SBATCH --time=" << o.timeLimit << "\n";
    if (!o.account.empty())
        s << "#SBATCH --account=" << o.account << "\n";
    s << "set -u\n"
      << "work=" << quoted(o.workFolder.string()) << "\n"
      << "cli=" << quoted(o.cli.string()) << "\n"
      << "scratch=" << (o.scratch.empty() ? std::string("\"${TMPDIR:-/tmp}\"") : quoted(o.scratch.string())) << "\n"
      << "mode=" << (o.quick ? "--quick" : "--full")
      << "\n"
      // Passed to every node's step through its environment (srun exports it).
      << "export DLRIG_CLUSTER_DB=" << quoted(o.db) << " DLRIG_CLUSTER_TESTS=" << quoted(o.tests) << "\n"
      << "scontrol show hostnames \"$SLURM_JOB_NODELIST\" >\"$work/nodes.part\" && mv \"$work/nodes.part\" "
         "\"$work/nodes\"\n"
      << "echo nodes >\"$work/stage\"\n"
      << "probe_node() {\n"
      << "    srun --nodes=1 --ntasks=1 --nodelist=\"$1\" --job-name=dlrig-node bash -c '\n"
      << "        out=\"$0/node-$SLURMD_NODENAME\"\n"
      << "        hostname >\"$out.host\"\n"
      << "        db=(); [[ -n $DLRIG_CLUSTER_DB ]] && db=(--db \"$DLRIG_CLUSTER_DB\")\n"
      << "        tests=(); [[ -n $DLRIG_CLUSTER_TESTS ]] && tests=(--tests \"$DLRIG_CLUSTER_TESTS\")\n"
      << "        \"$1\" \"${db[@]}\" bench --no-history --json \"$3\" --dir \"$2\" \"${tests[@]}\" "
         ">\"$out.r$4.json.part\" 2>\"$out.err\"\n"
      << "        mv \"$out.r$4.json.part\" \"$out.r$4.json\"' \"$work\" \"$cli\" \"$scratch\" \"$mode\" \"$2\"\n"
      << "    echo $? >\"$work/node-$1.rc\"\n"
      << "}\n"
      << "for round in $(seq " << o.rounds << "); do\n"
      << "    for node in $(cat \"$work/nodes\"); do\n"
      << (o.oneNodeAtATime ? "        probe_node \"$node\" \"$round\"\n"
                           : "        probe_node \"$node\" \"$round\" &\n")
      << "    done\n"
      << "    wait\n"
      << "done\n";
    // The nodes that answered, one MPI rank each.
    s << "hosts=()\n"
      << "for node in $(cat \"$work/nodes\"); do\n"
      << "    [[ -s $work/node-$node.r1.json ]] && hosts+=(\"$node:1\")\n"
      << "done\n"
      << "list=$(IFS=,; echo \"${hosts[*]}\")\n"
      << "if ((EUID == 0)); then export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1; fi\n"
      // Waiting ranks yield the core instead of spinning (nodes may share cores in a test cluster).
      << "export OMPI_MCA_mpi_yield_when_idle=1\n";
    if (o.mpiProbe.empty()) {
        s << "echo 'dlrig-mpi-probe is not installed next to dlrig-cli' >\"$work/network.skipped\"\n";
    } else {
        s << "if ((${#hosts[@]} >= 2)); then\n"
          << "    echo network >\"$work/stage\"\n"
          << "    timeout 1800 mpirun --host \"$list\" --map-by node -np ${#hosts[@]} " << quoted(o.mpiProbe.string())
          << " $mode >\"$work/network.json.part\" 2>\"$work/network.err\"\n"
          << "    echo $? >\"$work/network.rc\"\n"
          << "    mv \"$work/network.json.part\" \"$work/network.json\"\n"
          << "else\n"
          << "    echo \"only ${#hosts[@]} node answered; the network tests need two\" >\"$work/network.skipped\"\n"
          << "fi\n";
    }
    // NCCL over every GPU of the nodes that answered (one node suffices where it has two GPUs).
    if (o.ncclProbe.empty()) {
        s << "echo " << quoted(core::Message{core::nccl::kNotBuilt, {}}.english())
          << " >\"$work/network-nccl.skipped\"\n";
    } else {
        s << "if ((${#hosts[@]} >= 1)); then\n"
          << "    echo nccl >\"$work/stage\"\n"
          << "    timeout 1800 mpirun --host \"$list\" --map-by node -np ${#hosts[@]} " << quoted(o.ncclProbe.string())
          << " $mode >\"$work/network-nccl.json.part\" 2>\"$work/network-nccl.err\"\n"
          << "    echo $? >\"$work/network-nccl.rc\"\n"
          << "    mv \"$work/network-nccl.json.part\" \"$work/network-nccl.json\"\n"
          << "else\n"
          << "    echo " << quoted(core::Message{core::nccl::kNoNode, {}}.english())
          << " >\"$work/network-nccl.skipped\"\n"
          << "fi\n";
    }
    s << "echo done >\"$work/stage\"\n";
    return s.str();
}

namespace {

// What dlrig-nccl-probe left: its result, why it did not run, or why it failed.
core::NcclResult readNccl(const std::filesystem::path &work, bool cancelled)
{
    core::NcclResult nccl;
    const std::string skipped = lastLines(readSmallFile(work / "network-nccl.skipped"), 1);
    const std::string text = readSmallFile(work / "network-nccl.json");
    const std::string rc = lastLines(readSmallFile(work / "network-nccl.rc"), 1);
    if (!skipped.empty()) {
        nccl.skipped = skipped;
    } else if (cancelled && rc != "0") {
        nccl.skipped = core::Message{core::nccl::kCancelled, {}}.english();
    } else if (text.empty() || rc != "0") {
        nccl.error = rc.empty() ? "mpirun never finished" : "mpirun ended with status " + rc;
        if (const std::string messages = lastLines(readSmallFile(work / "network-nccl.err"), 2); !messages.empty())
            nccl.error += "; it said: " + messages;
    } else {
        nccl = core::ncclResultFromJson(nlohmann::json::parse(text, nullptr, false));
    }
    return nccl;
}

} // namespace

ClusterJobOutput readClusterJobOutput(const std::filesystem::path &work, bool cancelled)
{
    ClusterJobOutput out;
    std::istringstream nodes(readSmallFile(work / "nodes"));
    for (std::string node; nodes >> node;)
        out.allocated.push_back(node);
    for (const std::string &name : out.allocated) {
        const std::filesystem::path base = work / ("node-" + name);
        const std::string host = lastLines(readSmallFile(base.string() + ".host"), 1);
        std::vector<core::ClusterNode> rounds;
        nlohmann::json firstRound;
        for (int round = 1;; ++round) {
            const std::string text = readSmallFile(base.string() + ".r" + std::to_string(round) + ".json");
            if (text.empty())
                break;
            nlohmann::json document = nlohmann::json::parse(text, nullptr, false);
            if (round == 1)
                firstRound = document;
            rounds.push_back(core::nodeFromBenchJson(name, host, document));
        }
        const bool none = rounds.empty();
        const std::string rc = lastLines(readSmallFile(base.string() + ".rc"), 1);
        if (none && cancelled) { // not run is SKIPPED, as in bench
            out.nodes.push_back({name, host, "", {}, "the check was cancelled before this node finished"});
            continue;
        }
        if (none) {
            std::string why;
            if (rc.empty())
                why = "the node never reported back (it stopped answering, or the job ended first)";
            else
                why = "its step ended with status " + rc + " without a result";
            const std::string messages = lastLines(readSmallFile(base.string() + ".err"), 2);
            if (!messages.empty())
                why += "; it said: " + messages;
            out.nodes.push_back({name, host, why, {}, ""});
            continue;
        }
        core::ClusterNode node = core::bestOfRounds(rounds);
        if (!node.error.empty()) {
            out.nodes.push_back(node);
            continue;
        }
        nlohmann::json measurements = nlohmann::json::array();
        for (const core::Measurement &m : node.measurements)
            measurements.push_back(core::toJson(m));
        firstRound["measurements"] = measurements;
        firstRound["rounds"] = rounds.size();
        out.benchRuns[name] = firstRound;
        out.nodes.push_back(std::move(node));
    }
    const std::string skipped = lastLines(readSmallFile(work / "network.skipped"), 1);
    const std::string network = readSmallFile(work / "network.json");
    const std::string networkRc = lastLines(readSmallFile(work / "network.rc"), 1);
    if (!skipped.empty()) {
        out.network.skipped = skipped;
    } else if (cancelled && networkRc != "0") {
        out.network.skipped = "the check was cancelled first";
    } else if (network.empty() || networkRc != "0") {
        std::string why = networkRc.empty() ? "mpirun never finished" : "mpirun ended with status " + networkRc;
        if (const std::string messages = lastLines(readSmallFile(work / "network.err"), 2); !messages.empty())
            why += "; it said: " + messages;
        out.network.error = why;
    } else {
        out.network = core::networkResultFromJson(nlohmann::json::parse(network, nullptr, false));
    }
    out.network.nccl = readNccl(work, cancelled);
    return out;
}

} // namespace dlrig::cli
