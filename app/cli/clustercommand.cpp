#include "app/cli/clustercommand.h"

#include "app/cli/arguments.h"
#include "app/cli/benchcommand.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/clusterjob.h"
#include "app/cli/commands.h"
#include "app/cli/language.h"
#include "app/cli/slurm.h"
#include "app/cli/texttable.h"
#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "core/base/inputerror.h"
#include "core/base/outputfiles.h"
#include "core/base/textfile.h"
#include "core/validation/clusterreferences.h"
#include "kernels/benchrun.h"
#include "kernels/gpuhelper.h"

#ifdef DLRIG_HAVE_REPORT
#include "report/bomdocument.h"
#include "report/clusterdocument.h"
#endif

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <ctime>
#include <fstream>
#include <map>
#include <thread>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

constexpr const char *kHelp =
    R"(usage: dlrig-cli [--db PATH] cluster check [--partition P] [--nodelist LIST | --nodes N] [--time T]
                 [--account A] [--quick|--full] [--one-node-at-a-time] [--workdir DIR] [--scratch DIR]
                 [--tests KEY,...] [--rounds N] [--json FILE] [--junit FILE] [--pdf FILE [--paper a4|letter]]

Measures every node of a Slurm allocation with the probes `dlrig-cli bench` has
(host memory, CPU GEMM, storage; the GPUs where there are any) and the network
between the nodes with Open MPI (latency and bandwidth of every pair in a pairwise
sweep, a ring with every node sending at once, all-reduce bus bandwidth on 2…N
nodes). Each figure is judged against its part's spec and the sourced reference
figures that apply (between nodes: below 200 µs), and against the cluster's own
figure: more than 10 % below it is WARN, more than 25 % below FAIL. The node or link
that fails is named.

It submits one job with sbatch (the partition's usable nodes when neither --nodes
nor --nodelist is given), shows its progress, and cancels it on Ctrl-C. dlrig-cli
and dlrig-mpi-probe must be at the same path on every node, and --workdir (default:
a new folder in the current one) must be a folder every node sees; the raw
results stay there. --scratch is where each node's storage test writes (default:
its $TMPDIR or /tmp). --one-node-at-a-time runs the node probes one after another,
for nodes that share hardware or storage. --tests chooses the node probes as
`bench --tests` does (host.stream, host.gemm, host.storage, gpu…); the network
tests always run.

With --db postgresql://… (a team server) each node's run is stored there under
the node's name, and the report lists the figures that moved by more than 10 %
since that node's previous run.

--json FILE and --junit FILE write the report (JSON schema dlrig.cluster-check 1;
JUnit XML with one testcase per node × test and per link × test); --pdf FILE the
acceptance report (a nodes × tests heat map, the pair matrix, the scaling curve).
Exit 0 when nothing failed, 1 when something failed or the check was cancelled,
2 for bad options, 3 when something could not be measured, 4 when Slurm refused
the job, is not installed or does not answer, or the team server could not keep
the runs.
)";

std::atomic<bool> g_interrupted{false};

extern "C" void onClusterInterrupt(int)
{
    g_interrupted = true;
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

int positiveCount(const std::string &option, const std::string &text)
{
    if (text.empty() || text.size() > 5 || text.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(text) < 1)
        throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a number of nodes from 1 "
                                                                 "to 99999"),
                                      {{"option", option}, {"text", text}}}));
    return std::stoi(text);
}

// Slurm names and lists: letters, digits and the punctuation Slurm uses; never a
// character that would change the batch script.
std::string slurmWord(const std::string &option, const std::string &text, const char *example)
{
    if (text.empty() || text.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
                                               "-_.,:[]") != std::string::npos)
        throw InputError(option, say({DLRIG_MESSAGE("cli.input", "{option}: '{text}' is not a Slurm name (expected "
                                                                 "e.g. {example})"),
                                      {{"option", option}, {"text", text}, {"example", example}}}));
    return text;
}

void printReport(std::ostream &out, const ClusterRun &run, const ClusterVerdicts &verdicts)
{
    using Align = TextTable::Align;
    TextTable table({say(DLRIG_MESSAGE("cli.column", "subject")), say(DLRIG_MESSAGE("cli.column", "test")),
                     say(DLRIG_MESSAGE("cli.column", "value")), say(DLRIG_MESSAGE("cli.column", "unit")),
                     say(DLRIG_MESSAGE("cli.column", "verdict")), say(DLRIG_MESSAGE("cli.column", "why"))},
                    {Align::Left, Align::Left, Align::Right, Align::Left, Align::Left, Align::Left});
    // What was not judged is listed once per reason below the table, not once per node.
    std::vector<std::pair<std::string, std::vector<std::string>>> notJudged; // why → tests
    for (const ClusterFinding &f : verdicts.findings) {
        if (f.verdict == Verdict::Skipped) {
            const std::string why = say(f.evidence);
            auto group =
                std::find_if(notJudged.begin(), notJudged.end(), [&](const auto &g) { return g.first == why; });
            if (group == notJudged.end())
                group = notJudged.insert(notJudged.end(), {why, {}});
            if (std::find(group->second.begin(), group->second.end(), f.test) == group->second.end())
                group->second.push_back(f.test);
            continue;
        }
        table.addRow({f.subject, f.test, f.value ? formatFigure(*f.value) : "-", f.unit,
                      sayVerdict(std::string(toString(f.verdict))), say(f.evidence)});
    }
    table.print(out, "");
    if (!notJudged.empty()) {
        out << '\n' << say(DLRIG_MESSAGE("cli.cluster", "Not judged:")) << '\n';
        for (const auto &[why, tests] : notJudged) {
            std::string list;
            for (std::size_t i = 0; i < tests.size() && i < 4; ++i)
                list += (i ? ", " : "") + tests[i];
            if (tests.size() > 4)
                list += ", … (" + std::to_string(tests.size()) + ")";
            out << "  " << list << ": " << why << '\n';
        }
    }
    if (!run.network.transport.empty())
        out << '\n' << run.network.transport << '\n';
    if (!run.changes.empty()) {
        out << '\n' << say(DLRIG_MESSAGE("cli.cluster", "Changed since each node's previous run:")) << '\n';
        for (const ClusterChange &c : run.changes)
            out << "  " << c.subject << "  " << c.test << "  " << formatFigure(c.before) << " → " << formatFigure(c.now)
                << ' ' << c.unit << "  (" << c.since << ")\n";
    }
    if (!run.storedOn.empty())
        out << '\n'
            << say({DLRIG_MESSAGE("cli.cluster", "Each node's run is stored on {server}."), {{"server", run.storedOn}}})
            << '\n';
    if (!verdicts.named.empty()) {
        out << '\n' << say(DLRIG_MESSAGE("cli.cluster", "Named:")) << '\n';
        for (const NamedSuspect &s : verdicts.named)
            out << "  " << s.subject << ": " << say(s.why) << '\n';
    }
    out << '\n'
        << say({DLRIG_MESSAGE("cli.bench.verdict", "verdict {verdict}"),
                {{"verdict", sayVerdict(std::string(toString(verdicts.overall)))}}})
        << '\n';
}

// Each node's newest run on the team server (stored under its Slurm name).
std::map<std::string, std::pair<ClusterNode, std::string>> previousRuns(catalog::TeamServer &server,
                                                                        const std::vector<ClusterNode> &nodes)
{
    std::map<std::string, std::pair<ClusterNode, std::string>> previous;
    for (const catalog::ServerBenchRun &stored : server.benchRuns(5000)) { // newest first
        const bool ours =
            std::any_of(nodes.begin(), nodes.end(), [&](const ClusterNode &n) { return n.name == stored.host; });
        if (!ours || previous.count(stored.host))
            continue;
        const nlohmann::json json = nlohmann::json::parse(stored.runJson, nullptr, false);
        previous[stored.host] = {nodeFromBenchJson(stored.host, "", json), stored.storedAt};
    }
    return previous;
}

// Each node's bench run (its best rounds' figures), with the check it belonged to.
void storeNodeRuns(catalog::TeamServer &server, const ClusterRun &run,
                   const std::map<std::string, nlohmann::json> &benchRuns)
{
    for (const auto &[node, bench] : benchRuns) {
        nlohmann::json json = bench;
        json["cluster_check"] = {
            {"job", run.jobId}, {"partition", run.partition}, {"node", node}, {"started", run.started}};
        server.storeBenchRun(node, json.dump());
    }
}

// What the job is doing: "nodes", "network", "done", or "" before it starts.
std::string stageOf(const std::filesystem::path &work)
{
    std::ifstream in(work / "stage");
    std::string stage;
    in >> stage;
    return stage;
}

// Waits for the job, with a progress line on a terminal; cancels it on Ctrl-C.
bool waitForJob(const std::string &jobId, const std::filesystem::path &work, int nodes, std::ostream &err)
{
    const bool live = ::isatty(STDERR_FILENO);
    bool cancelled = false;
    for (;;) {
        if (g_interrupted && !cancelled) {
            cancelJob(jobId);
            cancelled = true;
            if (live)
                err << "\r" << std::string(78, ' ') << "\r";
            err << "dlrig-cli: cancelling job " << jobId << "\n";
        }
        const JobState state = jobState(jobId);
        if (state.state.empty())
            break;
        if (live && !cancelled) {
            int reported = 0;
            std::error_code ignored;
            for (const auto &entry : std::filesystem::directory_iterator(work, ignored))
                reported += entry.path().extension() == ".rc" && entry.path().stem() != "network" ? 1 : 0;
            std::string line = "job " + jobId + ": ";
            if (state.state == "PENDING")
                line += "waiting for nodes (" + state.reason + ")";
            else if (stageOf(work) == "nccl")
                line += "measuring NCCL between the nodes' GPUs";
            else if (stageOf(work) == "network")
                line += "measuring the network between the nodes";
            else
                line += "measuring the nodes, " + std::to_string(reported) + " of " + std::to_string(nodes) + " done";
            err << "\r" << line.substr(0, 78) << std::string(78 - std::min<std::size_t>(78, line.size()), ' ')
                << std::flush;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
    }
    if (live)
        err << "\r" << std::string(78, ' ') << "\r";
    return cancelled;
}

int checkCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                 std::ostream &out, std::ostream &err)
{
    const Arguments args(words,
                         {{"--partition"},
                          {"--nodelist"},
                          {"--nodes"},
                          {"--time"},
                          {"--account"},
                          {"--quick", false},
                          {"--full", false},
                          {"--one-node-at-a-time", false},
                          {"--workdir"},
                          {"--scratch"},
                          {"--tests"},
                          {"--rounds"},
                          {"--json"},
                          {"--junit"},
                          {"--pdf"},
                          {"--paper"},
                          {"--help", false}},
                         "cluster check");
    if (args.has("--help")) {
        out << kHelp;
        return kExitOk;
    }
    if (args.has("--quick") && args.has("--full"))
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "cluster check: --quick or --full, not both"), {}}));
    if (args.has("--nodes") && args.has("--nodelist"))
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "cluster check: --nodes or --nodelist, not both"), {}}));
    ClusterJobOptions job;
    job.quick = !args.has("--full");
    job.oneNodeAtATime = args.has("--one-node-at-a-time");
    if (const auto p = args.value("--partition"))
        job.partition = slurmWord("--partition", *p, "gpu");
    if (const auto list = args.value("--nodelist"))
        job.nodeList = slurmWord("--nodelist", *list, "node[01-04]");
    if (const auto account = args.value("--account"))
        job.account = slurmWord("--account", *account, "lab");
    if (const auto time = args.value("--time"))
        job.timeLimit = slurmWord("--time", *time, "30 or 1:00:00");
    else
        job.timeLimit = job.quick ? "30" : "120";
    if (const auto nodes = args.value("--nodes"))
        job.nodes = positiveCount("--nodes", *nodes);
    if (const auto rounds = args.value("--rounds")) {
        if (rounds->size() != 1 || (*rounds)[0] < '1' || (*rounds)[0] > '9')
            throw InputError("--rounds", say({DLRIG_MESSAGE("cli.input", "--rounds: '{text}' is not a number of "
                                                                         "rounds from 1 to 9"),
                                              {{"text", *rounds}}}));
        job.rounds = (*rounds)[0] - '0';
    }
    if (const auto scratch = args.value("--scratch"))
        job.scratch = *scratch;
    if (const auto tests = args.value("--tests")) {
        testNames(*tests); // checked here, before any node runs bench with them
        job.tests = *tests;
    }
    if (db)
        job.db = catalog::isServerLocation(db->string()) ? db->string() : std::filesystem::absolute(*db).string();

    // Outputs are checked before anything is submitted.
    OutputFiles outputs;
    const auto jsonPath = args.value("--json");
    const auto junitPath = args.value("--junit");
    const auto pdfPath = args.value("--pdf");
    for (const auto &path : {jsonPath, junitPath, pdfPath})
        if (path)
            outputs.reserve(*path);
#ifdef DLRIG_HAVE_REPORT
    const report::Paper paper = report::paperFromString(args.value("--paper").value_or("a4"));
    if (pdfPath)
        report::ensureGuiApplication();
#else
    if (pdfPath)
        throw UsageError("cluster check --pdf: this dlrig-cli was built without the report module (Qt)");
#endif

    std::error_code error;
    job.cli = std::filesystem::read_symlink("/proc/self/exe", error);
    job.mpiProbe = kernels::findHelperProgram("dlrig-mpi-probe");
    job.ncclProbe = kernels::findHelperProgram("dlrig-nccl-probe");
    // The partition's nodes Slurm cannot use now are reported, not silently left out.
    std::vector<ClusterNode> notInJob;
    const std::vector<PartitionNode> listed = partitionNodes(job.partition);
    if (job.nodeList.empty() && job.nodes == 0) {
        for (const PartitionNode &node : listed) {
            if (node.usable())
                ++job.nodes;
            else if (node.drained())
                notInJob.push_back({node.name, "", "", {}, "Slurm has it " + node.state + " (taken out of service)"});
            else
                notInJob.push_back(
                    {node.name, "", "Slurm reports it " + node.state + "; it could not be checked", {}, ""});
        }
        if (job.nodes == 0)
            throw SlurmError("Slurm has no usable node" +
                             (job.partition.empty() ? std::string() : " in partition '" + job.partition + "'") +
                             " (every one is down, drained or does not answer)");
    }
    job.workFolder =
        std::filesystem::absolute(args.value("--workdir").value_or("dlrig-cluster-check-" + utcNow().substr(0, 19)));
    std::filesystem::create_directories(job.workFolder, error);
    if (error || !std::filesystem::is_directory(job.workFolder))
        throw InputError("--workdir", say({DLRIG_MESSAGE("cli.input", "--workdir: cannot make the folder {path}"),
                                           {{"path", job.workFolder.string()}}}));
    if (!std::filesystem::is_empty(job.workFolder))
        throw InputError("--workdir", say({DLRIG_MESSAGE("cli.input", "--workdir: {path} is not empty (a check "
                                                                      "writes into a folder of its own)"),
                                           {{"path", job.workFolder.string()}}}));
    const std::filesystem::path script = job.workFolder / "job.sh";
    writeTextFileAtomically(script, clusterJobScript(job));

    // The catalog, and on a team server the nodes' history, is opened before
    // the job: a server that refuses is found now, not after the measuring.
    catalog::Catalog catalog = openUserCatalog(db);

    ClusterRun run;
    run.partition = job.partition;
    run.mode = job.quick ? "quick" : "full";
    run.started = utcNow();
    g_interrupted = false;
    std::signal(SIGINT, onClusterInterrupt);
    std::signal(SIGTERM, onClusterInterrupt);
    struct RestoreSignals {
        ~RestoreSignals()
        {
            std::signal(SIGINT, SIG_DFL);
            std::signal(SIGTERM, SIG_DFL);
        }
    } restore;
    run.jobId = submitBatchJob(script.string(), (job.workFolder / "job.out").string());
    err << "dlrig-cli: submitted job " << run.jobId << "; its results go to " << job.workFolder.string() << "\n";
    run.cancelled = waitForJob(run.jobId, job.workFolder, job.nodes, err);
    run.finished = utcNow();

    ClusterJobOutput result = readClusterJobOutput(job.workFolder, run.cancelled);
    if (result.allocated.empty()) {
        const std::string said = readTextFile(job.workFolder / "job.out");
        throw SlurmError("job " + run.jobId + " ended before it ran on any node" +
                         (said.empty() ? std::string() : " (" + said.substr(0, said.find('\n')) + ")"));
    }
    run.nodes = std::move(result.nodes);
    run.nodes.insert(run.nodes.end(), notInJob.begin(), notInJob.end());
    run.network = std::move(result.network);
    const ClusterVerdicts verdicts = judgeCluster(run.nodes, run.network, clusterReferences());
    std::string notStored;
    if (catalog::TeamServer *server = catalog.teamServer(); server && !run.cancelled) {
        try {
            run.changes = changesSince(run.nodes, previousRuns(*server, run.nodes));
            storeNodeRuns(*server, run, result.benchRuns);
            run.storedOn = catalog.teamLocation();
        } catch (const catalog::ServerError &failure) {
            notStored = failure.what();
        }
    }

    if (jsonPath)
        outputs.stage(*jsonPath, clusterReportJson(run, verdicts).dump(2) + "\n");
    if (junitPath)
        outputs.stage(*junitPath, clusterJUnitXml(run, verdicts));
#ifdef DLRIG_HAVE_REPORT
    if (pdfPath)
        outputs.stage(*pdfPath, report::renderClusterPdf(run, verdicts, paper).bytes);
#endif
    outputs.commit();
    if (!outputs.writesStandardOutput())
        printReport(out, run, verdicts);
    if (!notStored.empty()) {
        err << "dlrig-cli: the results above are complete, but the team server could not keep them ("
            << messageLine(notStored) << ")\n";
        return kExitServer;
    }
    if (run.cancelled)
        return kExitFailure;
    switch (verdicts.overall) {
    case Verdict::Fail:
        return kExitFailure;
    case Verdict::Error:
        return kExitDamaged;
    default:
        return kExitOk;
    }
}

} // namespace

int clusterCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out, std::ostream &err)
{
    if (words.empty() || words.front() == "--help") {
        (words.empty() ? err : out) << kHelp;
        return words.empty() ? kExitBadInput : kExitOk;
    }
    if (words.front() != "check")
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "cluster: unknown subcommand '{word}' (expected check)"),
                              {{"word", words.front()}}}));
    try {
        return checkCommand({words.begin() + 1, words.end()}, db, out, err);
    } catch (const SlurmError &error) {
        err << "dlrig-cli: " << messageLine(error.what()) << '\n';
        return kExitServer;
    }
}

} // namespace dlrig::cli
