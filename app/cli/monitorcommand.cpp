#include "app/cli/monitorcommand.h"

#include "app/cli/arguments.h"
#include "app/cli/catalogcommand.h"
#include "app/cli/commands.h"
#include "app/cli/language.h"
#include "app/cli/monitorhttp.h"
#include "app/cli/texttable.h"
#include "catalog/benchhistory.h"
#include "catalog/buildresolver.h"
#include "catalog/catalog.h"
#include "catalog/monitorhistory.h"
#include "catalog/server/teamserver.h"
#include "core/base/exchangerates.h"
#include "core/base/inputerror.h"
#include "core/base/textfile.h"
#include "core/build/analysis.h"
#include "core/build/buildfile.h"
#include "core/monitor/monitorconfig.h"
#include "kernels/benchrun.h"
#include "kernels/detect.h"
#include "kernels/monitorreading.h"
#include "kernels/nvmlxid.h"

#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

constexpr const char *kHelp =
    R"(usage: dlrig-cli [--db PATH] monitor --listen ADDRESS:PORT [--config FILE] [--peers HOST:PORT,...]
                 [--build BUILD.dlrig] [--history FILE] [--interval SECONDS]
       dlrig-cli [--db PATH] monitor --check [--config FILE] [--peers ...] [--history FILE]

Serves this machine's figures for Prometheus on http://ADDRESS:PORT/metrics:
per GPU (through NVML) utilisation, memory, temperature, power, SM clock,
throttle reasons, ECC and XID errors, running processes (dlrig_gpu_up 0 with
the reason where there is no driver); the host's CPU time, memory and each
disk's operations and their time (/proc); the latency to each peer (the time a
TCP connection to it takes); and what only dlrig knows: the build's planned
rate and barrel staves (--build) and the last bench run's figures and verdicts
against their acceptance floors (the bench history). GPUs, peers and the
history are read every --interval seconds (default 15) on a thread of their
own, so a scrape never waits on a device. SIGTERM or Ctrl-C stops it.

--check reads everything once and judges it against the seed's thresholds
(GPU utilisation above 70 % while a job runs, GPU memory below 90 %, below
85 °C, no XID error, peers within 200 µs, an SSD under load above 100,000
IOPS, the last bench run passed): a table, and exit 0 when nothing warned or
failed, 1 when something did.

--config FILE holds the same settings as `key = value` lines (listen, peers,
build, history, interval_seconds); options win over the file.
Exit 0 when stopped by a signal (or --check found nothing), 1 (--check) when
something warned or failed, 2 for bad options or settings, 3 when it cannot
listen on the address.
)";

struct Settings {
    MonitorConfig config;
    std::filesystem::path history;
    double intervalSeconds = kDefaultMonitorIntervalSeconds;
};

Settings settingsFrom(const Arguments &args, const std::optional<std::filesystem::path> &db)
{
    Settings s;
    if (const auto file = args.value("--config"))
        s.config = monitorConfigFromText(readTextFile(*file), *file);
    // The options, checked as the file's keys are.
    std::string lines;
    for (const auto &[option, key] : std::initializer_list<std::pair<const char *, const char *>>{
             {"--listen", "listen"}, {"--peers", "peers"}, {"--interval", "interval_seconds"}})
        if (const auto value = args.value(option))
            lines += std::string(key) + " = " + *value + "\n";
    const MonitorConfig options = monitorConfigFromText(lines, "the options");
    if (!options.listen.empty())
        s.config.listen = options.listen;
    if (args.has("--peers"))
        s.config.peers = options.peers;
    if (options.intervalSeconds)
        s.config.intervalSeconds = options.intervalSeconds;
    if (const auto build = args.value("--build"))
        s.config.build = *build;
    if (const auto history = args.value("--history"))
        s.config.history = *history;
    s.intervalSeconds = s.config.intervalSeconds.value_or(kDefaultMonitorIntervalSeconds);
    if (!s.config.history.empty())
        s.history = s.config.history;
    else if (db && !catalog::isServerLocation(db->string()))
        s.history = db->parent_path() / "bench-history.db";
    else
        s.history = catalog::BenchHistory::defaultPath();
    return s;
}

// The figures read on the sampler's thread, as metric families, and when.
class Sampler {
public:
    Sampler(Settings settings, std::vector<MetricFamily> build, std::string machine)
        : m_settings(std::move(settings)), m_build(std::move(build)), m_machine(std::move(machine)),
          m_devices(kernels::blockDevices()), m_thread(&Sampler::run, this)
    {
    }
    ~Sampler()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }

    std::string scrape() const
    {
        std::vector<MetricFamily> families = kernels::hostFamilies(m_devices);
        std::chrono::steady_clock::time_point at;
        {
            const std::lock_guard lock(m_mutex);
            families.insert(families.end(), m_sampled.begin(), m_sampled.end());
            at = m_sampledAt;
        }
        families.insert(families.end(), m_build.begin(), m_build.end());
        MetricFamily age{"dlrig_monitor_sample_age_seconds",
                         "Time since the GPUs, peers and bench history were last read.",
                         "gauge",
                         {}};
        if (at != std::chrono::steady_clock::time_point{})
            age.samples.push_back({{}, std::chrono::duration<double>(std::chrono::steady_clock::now() - at).count()});
        families.push_back(age);
        return prometheusText(families);
    }

private:
    void run()
    {
        for (;;) {
            std::vector<MetricFamily> sampled =
                kernels::gpuFamilies(kernels::readNvml(), m_xid.counts(), m_xid.problem());
            std::vector<PeerReading> peers;
            for (const std::string &peer : m_settings.config.peers) {
                if (stopping())
                    return;
                peers.push_back(kernels::measurePeer(peer, std::chrono::milliseconds(1000)));
            }
            const std::vector<MetricFamily> peerMetrics = kernels::peerFamilies(peers);
            sampled.insert(sampled.end(), peerMetrics.begin(), peerMetrics.end());
            try {
                if (const auto last = catalog::lastBenchRun(m_settings.history, m_machine)) {
                    const std::vector<MetricFamily> acceptance = catalog::acceptanceFamilies(*last);
                    sampled.insert(sampled.end(), acceptance.begin(), acceptance.end());
                }
            } catch (const std::exception &) {
                // A history being written or damaged: the figures come back at the next reading.
            }
            std::unique_lock lock(m_mutex);
            m_sampled = std::move(sampled);
            m_sampledAt = std::chrono::steady_clock::now();
            if (m_wake.wait_for(lock, std::chrono::duration<double>(m_settings.intervalSeconds),
                                [this] { return m_stop; }))
                return;
        }
    }
    bool stopping() const
    {
        const std::lock_guard lock(m_mutex);
        return m_stop;
    }

    const Settings m_settings;
    const std::vector<MetricFamily> m_build;
    const std::string m_machine;
    const std::vector<kernels::BlockDevice> m_devices;
    kernels::XidWatcher m_xid;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::vector<MetricFamily> m_sampled;
    std::chrono::steady_clock::time_point m_sampledAt;
    std::thread m_thread; // last: starts once everything above is built
};

// The build's planned rate and staves, once: the build does not change while the monitor runs.
std::vector<MetricFamily> plannedBuild(const std::string &file, const std::optional<std::filesystem::path> &db)
{
    if (file.empty())
        return {};
    const Build build = buildFromJson(readTextFile(file), file);
    catalog::Catalog catalog = openUserCatalog(db);
    const ResolvedBuild resolved = catalog::resolveBuild(catalog, build, file);
    const Analysis analysis = analyze(resolved, Assumptions{}, ExchangeRates::builtIn(), catalog::cloudOffers(catalog));
    return kernels::buildFamilies(build.name.empty() ? file : build.name, analysis.barrel);
}

int check(const Settings &settings, const std::string &machine, std::ostream &out)
{
    MonitorReading reading = kernels::readMachineOnce(settings.config.peers);
    if (const auto last = catalog::lastBenchRun(settings.history, machine)) {
        reading.acceptance = last->measurements;
        reading.acceptanceStarted = last->started;
    }
    using Align = TextTable::Align;
    TextTable table({say(DLRIG_MESSAGE("cli.column", "subject")), say(DLRIG_MESSAGE("cli.column", "check")),
                     say(DLRIG_MESSAGE("cli.column", "verdict")), say(DLRIG_MESSAGE("cli.column", "why"))},
                    {Align::Left, Align::Left, Align::Left, Align::Left});
    bool bad = false;
    for (const MonitorFinding &f : checkReading(reading)) {
        bad = bad || f.verdict == Verdict::Warn || f.verdict == Verdict::Fail || f.verdict == Verdict::Error;
        table.addRow({f.subject, f.check, sayVerdict(std::string(toString(f.verdict))), say(f.evidence)});
    }
    table.print(out, "");
    return bad ? kExitFailure : kExitOk;
}

} // namespace

int monitorCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out, std::ostream &err)
{
    const Arguments args(words,
                         {{"--listen"},
                          {"--config"},
                          {"--peers"},
                          {"--build"},
                          {"--history"},
                          {"--interval"},
                          {"--check", false},
                          {"--help", false}},
                         "monitor");
    if (args.has("--help")) {
        out << kHelp;
        return kExitOk;
    }
    const Settings settings = settingsFrom(args, db);
    const std::string machine = kernels::machineName(kernels::detectMachine());
    if (args.has("--check"))
        return check(settings, machine, out);
    if (settings.config.listen.empty())
        throw UsageError(say({DLRIG_MESSAGE("cli.usage", "monitor: --listen ADDRESS:PORT (or listen = in --config) "
                                                         "is needed, e.g. --listen 127.0.0.1:9877"),
                              {}}));
    const std::vector<MetricFamily> build = plannedBuild(settings.config.build, db);

    // SIGTERM and SIGINT go to this thread alone, which waits for them; the
    // threads started below inherit the mask.
    sigset_t stopSignals, previous;
    sigemptyset(&stopSignals);
    sigaddset(&stopSignals, SIGTERM);
    sigaddset(&stopSignals, SIGINT);
    pthread_sigmask(SIG_BLOCK, &stopSignals, &previous);
    int signal = 0;
    try {
        Sampler sampler(settings, build, machine);
        const MetricsServer server(settings.config.listen, [&sampler] { return sampler.scrape(); });
        // The port bound: the one asked for, or the kernel's pick for port 0.
        const auto hostPort = splitHostPort(settings.config.listen);
        const std::string host =
            hostPort->first.find(':') == std::string::npos ? hostPort->first : "[" + hostPort->first + "]";
        err << "dlrig-cli: serving http://" << host << ":" << server.port() << "/metrics; SIGTERM or Ctrl-C stops"
            << std::endl;
        sigwait(&stopSignals, &signal);
    } catch (const std::runtime_error &error) { // cannot listen (InputError is not one)
        pthread_sigmask(SIG_SETMASK, &previous, nullptr);
        err << "dlrig-cli: " << error.what() << '\n';
        return kExitDamaged;
    }
    pthread_sigmask(SIG_SETMASK, &previous, nullptr);
    err << "dlrig-cli: stopped\n";
    return kExitOk;
}

} // namespace dlrig::cli
