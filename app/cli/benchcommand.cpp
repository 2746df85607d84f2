#include "app/cli/benchcommand.h"

#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/commands.h"
#include "app/cli/language.h"
#include "app/cli/texttable.h"
#include "catalog/benchhistory.h"
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "catalog/server/teamserver.h"
#include "core/base/textfile.h"
#include "core/build/buildfile.h"
#include "core/validation/benchsettings.h"
#include "core/validation/peermatrix.h"
#include "kernels/benchrun.h"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::atomic<bool> g_cancel{false};

extern "C" void onInterrupt(int)
{
    g_cancel = true; // the run stops at the next check, cleans up, and reports what it has
}

// The history beside the catalog --db names, or the user's.
std::filesystem::path historyFile(const std::optional<std::filesystem::path> &db)
{
    // A team server keeps the user's own history on this computer as well.
    if (!db || catalog::isServerLocation(db->string()))
        return catalog::BenchHistory::defaultPath();
    return db->parent_path() / "bench-history.db";
}

// The lab's thresholds and hand matches, shared with the Benchmark tab:
// bench-settings.json beside the history, or `file` (--settings).
BenchSettings labSettings(const std::optional<std::filesystem::path> &db, const std::optional<std::string> &file)
{
    if (file && !std::filesystem::is_regular_file(*file))
        throw InputError("--settings",
                         say({DLRIG_MESSAGE("cli.input", "--settings: {path} is not a file"), {{"path", *file}}}));
    return loadBenchSettings(file ? std::filesystem::path(*file) : catalog::benchSettingsPath(historyFile(db)));
}

void printDetected(std::ostream &out, const kernels::DetectedMachine &m, const kernels::LocalMachine &local)
{
    for (const std::string &line : kernels::hardwareLines(m))
        out << sayBench(line) << '\n';
    out << '\n' << say(DLRIG_MESSAGE("cli.bench.catalog_match", "Catalog match")) << '\n';
    for (const std::string &line : local.matched)
        out << "  " << sayBench(line) << '\n';
    for (const std::string &line : local.unmatched)
        out << "  " << sayBench(line) << '\n';
}

} // namespace

std::vector<std::string> testNames(const std::string &list)
{
    std::vector<std::string> names;
    std::string item;
    for (const char c : list + ",") {
        if (c != ',') {
            item += c;
        } else if (!item.empty()) {
            names.push_back(item);
            item.clear();
        }
    }
    if (names.empty())
        throw InputError("--tests", say({DLRIG_MESSAGE("cli.input", "--tests: expected test names, e.g. "
                                                                    "host.stream,gemm"),
                                         {}}));
    if (const auto unknown = kernels::unknownTests(names); !unknown.empty())
        throw InputError("--tests", say({DLRIG_MESSAGE("cli.input", "--tests: '{name}' names no test (expected a "
                                                                    "probe such as host.stream, host.gemm, "
                                                                    "host.storage or gpu, a metric such as "
                                                                    "gemm_bf16, or their first words)"),
                                         {{"name", unknown.front()}}}));
    return names;
}

void printPeerMatrix(std::ostream &out, const PeerMatrix &matrix)
{
    if (matrix.gpus == 0)
        return;
    std::vector<std::string> header{"GB/s"};
    for (int to = 0; to < matrix.gpus; ++to)
        header.push_back("to gpu" + std::to_string(to));
    TextTable table(header);
    for (int from = 0; from < matrix.gpus; ++from) {
        std::vector<std::string> row{"from gpu" + std::to_string(from)};
        for (int to = 0; to < matrix.gpus; ++to)
            row.push_back(peerCellText(matrix, from, to, {.none = "-"})); // the CLI's tables write "-"
        table.addRow(row);
    }
    out << "\nGPU to GPU, GB/s per direction: peer to peer (through host memory, P2P off)\n";
    table.print(out, "");
}

int detectCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                  std::ostream &out)
{
    const Arguments args(words, {{"--json", false}, {"--help", false}}, "detect");
    if (args.has("--help")) {
        out << "usage: dlrig-cli [--db PATH] detect [--json]\n\nWhat is in this machine (CPU, memory, drives, "
               "GPUs through CUDA and NVML) and the catalog part each is, with the parts matched by hand\n"
               "in the Benchmark tab (bench-settings.json).\n";
        return kExitOk;
    }
    const BenchSettings settings = labSettings(db, std::nullopt);
    const kernels::DetectedMachine detected = kernels::detectMachine();
    catalog::Catalog catalog = openUserCatalog(db);
    const kernels::LocalMachine local = kernels::localMachine(detected, catalog.list({}), settings.matches);
    if (args.has("--json")) {
        nlohmann::json json = kernels::toJson(detected);
        json["catalog_match"] = kernels::toJson(local);
        out << json.dump(2) << '\n';
    } else {
        printDetected(out, detected, local);
    }
    return kExitOk;
}

int benchCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                 std::ostream &out, std::ostream &err)
{
    const Arguments args(words,
                         {{"--quick", false},
                          {"--full", false},
                          {"--burn"},
                          {"--tests"},
                          {"--dir"},
                          {"--json", false},
                          {"--against"},
                          {"--no-history", false},
                          {"--settings"},
                          {"--help", false}},
                         "bench");
    if (args.has("--help")) {
        out << "usage: dlrig-cli [--db PATH] bench [--quick|--full|--burn SECONDS] [--tests KEY,...] [--dir PATH]\n"
               "                 [--json] [--against BUILD.dlrig] [--no-history] [--settings FILE]\n\n"
               "Measures this machine (host memory, CPU GEMM, storage; GPU bandwidth, FMA, GEMM and PCIe through\n"
               "dlrig-gpu-probe) and compares every figure with the catalog spec of its part: PASS, WARN, FAIL,\n"
               "SKIPPED or ERROR. --dir is where the storage test file goes (default: the current folder).\n"
               "--tests takes probes (host.stream, host.gemm, host.storage, gpu), metrics (gemm_bf16) or their\n"
               "first words (gemm: every GEMM; p2p: GPU pairs); only those run.\n"
               "Thresholds and parts matched by hand come from bench-settings.json next to the history (the\n"
               "Benchmark tab writes it), or from --settings FILE.\n"
               "Exit 0 when nothing failed, 1 when something failed, 3 when a probe could not measure.\n";
        return kExitOk;
    }
    if (args.has("--quick") && args.has("--full"))
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "bench: --quick or --full, not both"), {}}));
    kernels::BenchOptions options;
    options.quick = !args.has("--full");
    if (const auto burn = args.value("--burn")) {
        // The whole text must be a plain number: stod would take "nan", "7.5Q" as 7.5, "0x10" as 16.
        double seconds = 0;
        const auto [end, error] = std::from_chars(burn->data(), burn->data() + burn->size(), seconds);
        if (error != std::errc() || end != burn->data() + burn->size() || !std::isfinite(seconds) || seconds <= 0 ||
            seconds > 7 * 24 * 3600)
            throw InputError("--burn", say({DLRIG_MESSAGE("cli.input", "--burn: '{text}' is not a number of seconds "
                                                                       "above 0 and at most 604800 (a week), e.g. "
                                                                       "600"),
                                            {{"text", *burn}}}));
        options.burnSeconds = seconds;
    }
    if (const auto tests = args.value("--tests"))
        options.tests = testNames(*tests);
    options.scratchDirectory = args.value("--dir").value_or(std::filesystem::current_path().string());
    if (!std::filesystem::is_directory(options.scratchDirectory))
        throw InputError("--dir", say({DLRIG_MESSAGE("cli.input", "--dir: {path} is not a folder"),
                                       {{"path", options.scratchDirectory.string()}}}));

    const BenchSettings settings = labSettings(db, args.value("--settings")); // checked before anything runs
    // A damaged history is found now, not after minutes of measuring.
    std::optional<catalog::BenchHistory> history;
    if (!args.has("--no-history"))
        history.emplace(catalog::BenchHistory::open(historyFile(db)));
    catalog::Catalog catalog = openUserCatalog(db);
    const kernels::DetectedMachine detected = kernels::detectMachine();
    const kernels::LocalMachine local = kernels::localMachine(detected, catalog.list({}), settings.matches);
    ResolvedBuild specs = local.build;
    std::string specsFrom = "the detected parts";
    if (const auto against = args.value("--against")) {
        specsFrom = *against;
        const Build build = buildFromJson(readTextFile(*against), *against);
        specs = catalog::resolveBuild(catalog, build, *against);
        options.specsAreABuild = true;
    }

    g_cancel = false;
    std::signal(SIGINT, onInterrupt);
    const bool live = ::isatty(STDERR_FILENO);
    const kernels::BenchRun run = kernels::runBench(
        detected, specs, options, settings.thresholds, &g_cancel, [&](const kernels::BenchProgress &p) {
            if (live) {
                char line[200];
                std::snprintf(line, sizeof line, "\r%3.0f %%  %-70.70s", p.overall01 * 100, p.probe.c_str());
                err << line << std::flush;
            }
        });
    std::signal(SIGINT, SIG_DFL);
    if (live)
        err << "\r" << std::string(80, ' ') << "\r";

    bool failed = false;
    bool errored = false;
    for (const Measurement &m : run.measurements) {
        failed = failed || m.verdict == Verdict::Fail;
        errored = errored || m.verdict == Verdict::Error;
    }
    const std::string verdict = overallVerdict(run.measurements, run.cancelled);
    const std::string mode = options.burnSeconds > 0 ? "burn-in " + formatFigure(options.burnSeconds) + " s"
                             : options.quick         ? "quick"
                                                     : "full";
    std::string notSaved; // why the history could not take the run; the results are shown all the same
    if (history) {
        catalog::BenchRunRecord record{0,       kernels::machineName(detected),   run.started,      run.finished, mode,
                                       verdict, kernels::toJson(detected).dump(), run.measurements, specsFrom};
        try {
            history->save(record);
        } catch (const catalog::DatabaseError &error) {
            notSaved = error.what();
        }
    }
    // On a team server the run is also stored there under this machine's name.
    std::string storedOnServer;
    if (catalog::TeamServer *server = catalog.teamServer(); server && !args.has("--no-history")) {
        const std::string host = kernels::hostName();
        try {
            const std::int64_t id =
                server->storeBenchRun(host, kernels::benchRunJson(detected, local, run, mode, specsFrom).dump());
            storedOnServer = "stored on " + catalog.teamLocation() + " as run " + std::to_string(id) + " of " + host;
        } catch (const catalog::ServerError &error) {
            notSaved = error.what();
        }
    }
    if (args.has("--json")) {
        out << kernels::benchRunJson(detected, local, run, mode, specsFrom).dump(2) << '\n';
    } else {
        printDetected(out, detected, local);
        out << '\n';
        using Align = TextTable::Align;
        TextTable table(
            {say(DLRIG_MESSAGE("cli.column", "test")), say(DLRIG_MESSAGE("cli.column", "median")),
             say(DLRIG_MESSAGE("cli.column", "min–max")), say(DLRIG_MESSAGE("cli.column", "unit")),
             say(DLRIG_MESSAGE("cli.column", "spec")), say(DLRIG_MESSAGE("cli.column", "ratio")),
             say(DLRIG_MESSAGE("cli.column", "verdict"))},
            {Align::Left, Align::Right, Align::Right, Align::Left, Align::Right, Align::Right, Align::Left});
        for (const Measurement &m : run.measurements) {
            table.addRow({m.key, m.median ? formatFigure(*m.median) : "-",
                          m.min && m.max ? formatFigure(*m.min) + "–" + formatFigure(*m.max) : "-", m.unit,
                          m.spec ? formatFigure(*m.spec) : "-", m.ratio ? formatFigure(*m.ratio * 100) + " %" : "-",
                          sayVerdict(std::string(toString(m.verdict))) +
                              (m.error.empty() ? (m.skipped.empty() ? "" : " (" + sayBench(m.skipped) + ")")
                                               : " (" + sayBench(m.error) + ")")});
        }
        table.print(out, "");
        printPeerMatrix(out, core::peerMatrix(run.measurements));
        out << '\n'
            << say({DLRIG_MESSAGE("cli.bench.verdict", "verdict {verdict}"), {{"verdict", sayVerdict(verdict)}}})
            << '\n';
        if (!storedOnServer.empty())
            out << storedOnServer << '\n';
    }
    if (!notSaved.empty()) {
        err << "dlrig-cli: the results above are complete, but the history could not store them ("
            << messageLine(notSaved) << ")\n";
        return kExitDamaged;
    }
    if (run.cancelled)
        return kExitFailure;
    return failed ? kExitFailure : errored ? kExitDamaged : kExitOk;
}

} // namespace dlrig::cli
