#include "app/cli/slurm.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <sstream>

extern char **environ;

namespace dlrig::cli {

namespace {

std::string firstLine(const std::string &text)
{
    const std::size_t end = text.find('\n');
    return text.substr(0, end);
}

bool onPath(const std::string &program)
{
    const char *path = std::getenv("PATH");
    std::stringstream folders(path ? path : "/usr/bin:/bin");
    std::string folder;
    while (std::getline(folders, folder, ':'))
        if (!folder.empty() && ::access((folder + "/" + program).c_str(), X_OK) == 0)
            return true;
    return false;
}

// Slurm's configuration: SLURM_CONF, else /etc/slurm/slurm.conf.
std::string slurmConfigFile()
{
    const char *conf = std::getenv("SLURM_CONF");
    return conf && *conf ? conf : "/etc/slurm/slurm.conf";
}

void requireSlurmCommands()
{
    for (const char *program : {"sinfo", "sbatch", "squeue", "scancel"})
        if (!onPath(program))
            throw SlurmError(std::string("Slurm's command ") + program +
                             " is not installed here (Debian: slurm-client); run the check on a machine that can "
                             "submit jobs to the cluster");
    // Without a file Slurm's commands look for a controller in DNS (its
    // "configless" mode), which takes half a minute to fail; a check needs the file.
    const std::string file = slurmConfigFile();
    if (::access(file.c_str(), R_OK) != 0)
        throw SlurmError("Slurm is not configured here: " + file + " cannot be read" +
                         (std::getenv("SLURM_CONF") ? std::string() : " and SLURM_CONF is not set"));
}

// Why `command` got no answer, in our words: Slurm's own ("res_nsearch error")
// names its internals, not what the admin should look at.
std::string slurmAway(const std::string &command)
{
    return "Slurm does not answer: " + command + " could not reach slurmctld as " + slurmConfigFile() +
           " describes it (is slurmctld running, and this machine allowed to reach it?)";
}

} // namespace

ProgramResult runProgram(const std::vector<std::string> &argv, int timeoutSeconds)
{
    ProgramResult result;
    int outPipe[2], errPipe[2];
    if (::pipe2(outPipe, O_CLOEXEC) != 0)
        return result;
    if (::pipe2(errPipe, O_CLOEXEC) != 0) {
        ::close(outPipe[0]);
        ::close(outPipe[1]);
        return result;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
    std::vector<char *> args;
    for (const std::string &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = 0;
    const int spawned = ::posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(outPipe[1]);
    ::close(errPipe[1]);
    if (spawned != 0) {
        ::close(outPipe[0]);
        ::close(errPipe[0]);
        result.err = argv[0] + " could not start";
        return result;
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(timeoutSeconds);
    pollfd fds[2] = {{outPipe[0], POLLIN, 0}, {errPipe[0], POLLIN, 0}};
    int open = 2;
    bool timedOut = false;
    while (open > 0) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            timedOut = true;
            ::kill(pid, SIGKILL);
            break;
        }
        if (::poll(fds, 2, static_cast<int>(std::min<long long>(left.count(), 1000))) < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char buffer[4096];
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            if (n > 0) {
                (i == 0 ? result.out : result.err).append(buffer, static_cast<std::size_t>(n));
            } else if (n == 0 || errno != EINTR) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            }
        }
    }
    for (const pollfd &fd : fds)
        if (fd.fd >= 0)
            ::close(fd.fd);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!timedOut && WIFEXITED(status))
        result.exitCode = WEXITSTATUS(status);
    if (timedOut)
        result.err += argv[0] + " did not answer within " + std::to_string(timeoutSeconds) + " s";
    return result;
}

std::string slurmReason(const std::string &errorOutput)
{
    std::string line = firstLine(errorOutput);
    for (const char *prefix : {"error: ", "Batch job submission failed: "}) {
        if (const std::size_t at = line.find(prefix); at != std::string::npos)
            line = line.substr(at + std::strlen(prefix));
    }
    return line.empty() ? "no reason given" : line;
}

namespace {

// sinfo's short state without its flags ("idle*" → "idle"; "*" marks a node that does not answer).
std::string baseState(const std::string &state)
{
    return state.substr(0, state.find_first_of("*~#!%$@^-+"));
}

} // namespace

bool PartitionNode::usable() const
{
    const std::string base = baseState(state);
    return state.find('*') == std::string::npos &&
           (base == "idle" || base == "mix" || base == "alloc" || base == "comp");
}

bool PartitionNode::drained() const
{
    const std::string base = baseState(state);
    return base == "drain" || base == "drng" || base == "drained" || base == "maint" || base == "resv";
}

std::vector<PartitionNode> partitionNodes(const std::string &partition)
{
    requireSlurmCommands();
    std::vector<std::string> argv{"sinfo", "--noheader", "--Node", "--format=%N %t"};
    if (!partition.empty())
        argv.push_back("--partition=" + partition);
    const ProgramResult r = runProgram(argv, 30);
    if (r.exitCode != 0)
        throw SlurmError(slurmAway("sinfo"));
    std::vector<PartitionNode> nodes;
    std::istringstream lines(r.out);
    std::string node, state;
    while (lines >> node >> state)
        if (std::none_of(nodes.begin(), nodes.end(), [&](const PartitionNode &n) { return n.name == node; }))
            nodes.push_back({node, state});
    if (nodes.empty())
        throw SlurmError(partition.empty()
                             ? std::string("Slurm lists no node")
                             : "Slurm has no partition '" + partition + "' (sinfo lists none of its nodes)");
    return nodes;
}

std::string submitBatchJob(const std::string &script, const std::string &output)
{
    requireSlurmCommands();
    // The output file on the command line, not in an #SBATCH line, which takes no quoting.
    const ProgramResult r = runProgram({"sbatch", "--parsable", "--output=" + output, script}, 60);
    if (r.exitCode != 0)
        throw SlurmError("Slurm refused the job: " + slurmReason(r.err));
    std::string id = firstLine(r.out);
    id = id.substr(0, id.find(';')); // "ID;CLUSTER" on a federation
    if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos)
        throw SlurmError("sbatch gave no job number");
    return id;
}

JobState jobState(const std::string &jobId)
{
    const ProgramResult r = runProgram({"squeue", "--noheader", "--jobs=" + jobId, "--format=%T %r"}, 30);
    if (r.exitCode != 0) {
        // A job that ended and left the queue is "Invalid job id" to squeue.
        if (r.err.find("Invalid job id") != std::string::npos)
            return {};
        throw SlurmError(slurmAway("squeue"));
    }
    std::istringstream line(firstLine(r.out));
    JobState state;
    line >> state.state;
    std::getline(line >> std::ws, state.reason);
    return state;
}

void cancelJob(const std::string &jobId)
{
    runProgram({"scancel", jobId}, 30);
}

} // namespace dlrig::cli
