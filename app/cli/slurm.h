#pragma once

// Slurm's own commands (sinfo, sbatch, squeue, scancel), run as programs: the
// cluster check asks Slurm for nodes the way an admin would, with the
// SLURM_CONF and PATH of the environment it runs in.
#include <stdexcept>
#include <string>
#include <vector>

namespace dlrig::cli {

// Slurm refused, is not installed, or does not answer: exit status 4.
class SlurmError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct ProgramResult {
    int exitCode = -1; // −1: it could not start or was ended by a signal
    std::string out;
    std::string err;
};

// Runs `argv` (found on PATH) with no input; ends it after `timeoutSeconds`.
ProgramResult runProgram(const std::vector<std::string> &argv, int timeoutSeconds);

// The first line of a Slurm command's error output without its "sbatch: error: " prefix.
std::string slurmReason(const std::string &errorOutput);

// A node of a partition and its state as sinfo says it ("idle", "down*", "drain"…).
struct PartitionNode {
    std::string name;
    std::string state;
    bool usable() const;  // can run a job now: idle, mixed, allocated or completing, and answering
    bool drained() const; // taken out of service by an admin
};
// The nodes of `partition` (Slurm's default partition when empty). Throws
// SlurmError when Slurm's commands are missing or slurmctld does not answer.
std::vector<PartitionNode> partitionNodes(const std::string &partition);

// sbatch --parsable --output=OUTPUT SCRIPT: the job id. Throws SlurmError with Slurm's reason.
std::string submitBatchJob(const std::string &script, const std::string &output);

// The job's state as squeue says it (PENDING, RUNNING, COMPLETING…) and, when
// pending, why; empty when the job is no longer in the queue.
struct JobState {
    std::string state;
    std::string reason;
};
JobState jobState(const std::string &jobId);

void cancelJob(const std::string &jobId);

} // namespace dlrig::cli
