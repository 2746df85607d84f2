// What dlrig-cli monitor serves and judges: Prometheus' text format, /proc
// parsed from the kernel's documented formats, the settings file, the seed's
// thresholds — and the shipped alert rules and Grafana dashboard agreeing with them.
#include "catalog/monitorhistory.h"
#include "core/base/inputerror.h"
#include "core/base/textfile.h"
#include "core/monitor/metricstext.h"
#include "core/monitor/monitorcheck.h"
#include "core/monitor/monitorconfig.h"
#include "core/monitor/procstats.h"
#include "core/validation/validation.h"
#include "kernels/monitorreading.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

using namespace dlrig;
using namespace dlrig::core;

namespace {

const std::filesystem::path kMonitoring = DLRIG_SOURCE_DIR "/monitoring";

std::string configError(const std::string &text)
{
    try {
        monitorConfigFromText(text, "monitor.conf");
    } catch (const InputError &error) {
        return error.what();
    }
    return "";
}

const MonitorFinding *findingFor(const std::vector<MonitorFinding> &findings, const std::string &subject,
                                 const std::string &check)
{
    for (const MonitorFinding &f : findings)
        if (f.subject == subject && f.check == check)
            return &f;
    return nullptr;
}

// Every family name the exporter can serve: a GPU with every figure NVML
// gives, a peer, a build, a bench run with a judged figure, and this host.
std::set<std::string> servedNames()
{
    kernels::NvmlReport nvml;
    nvml.loaded = true;
    kernels::NvmlGpu gpu;
    gpu.name = "NVIDIA H100 80GB HBM3";
    gpu.utilisationPercent = 93;
    gpu.memoryUsedBytes = 60e9;
    gpu.memoryTotalBytes = 80e9;
    gpu.temperatureC = 61;
    gpu.powerWatts = 640;
    gpu.smClockMHz = 1980;
    gpu.clockEventReasons = 0;
    gpu.uncorrectedEccErrors = 0;
    gpu.computeProcesses = 1;
    nvml.gpus = {gpu};
    BarrelReport barrel;
    barrel.unit = "tokens/s";
    barrel.staves = {{"gpu_compute", false, true, 6000, "tokens/s", 1.0, {}, ""}};
    Measurement triad;
    triad.key = "host.stream_triad";
    triad.metric = "stream_triad";
    triad.unit = "GB/s";
    triad.median = 300;
    triad.spec = 460;
    triad.verdict = Verdict::Warn;
    std::vector<MetricFamily> families = kernels::hostFamilies(kernels::blockDevices());
    for (auto more : {kernels::gpuFamilies(nvml, {0}, ""), kernels::peerFamilies({{"n2:9877", 0.0001, ""}}),
                      kernels::buildFamilies("rig", barrel),
                      catalog::acceptanceFamilies({"2026-12-01T09:00:00Z", 3600, {triad}, defaultThresholds()})})
        families.insert(families.end(), more.begin(), more.end());
    std::set<std::string> names{"dlrig_monitor_sample_age_seconds"};
    for (const MetricFamily &f : families) {
        EXPECT_FALSE(f.samples.empty()) << f.name;
        names.insert(f.name);
    }
    return names;
}

} // namespace

// The exposition format: HELP and TYPE, labels escaped, values as Go writes
// them; a family with nothing to say is left out.
TEST(MetricsText, FamiliesAreWrittenInPrometheusTextFormat)
{
    const std::string text = prometheusText(
        {{"dlrig_gpu_up",
          "1 for each GPU; 0 with the reason\\when none.",
          "gauge",
          {{{{"reason", "libnvidia-ml.so.1 \"not\" found\nhere"}}, 0}}},
         {"dlrig_empty", "nothing", "gauge", {}},
         {"dlrig_disk_reads_completed_total", "Reads.", "counter", {{{{"device", "nvme0n1"}}, 1234567890123.0}}},
         {"dlrig_x", "x", "gauge", {{{}, 0.1}, {{}, 1.0 / 0.0}, {{}, 0.0 / 0.0}}}});
    EXPECT_EQ(text, "# HELP dlrig_gpu_up 1 for each GPU; 0 with the reason\\\\when none.\n"
                    "# TYPE dlrig_gpu_up gauge\n"
                    "dlrig_gpu_up{reason=\"libnvidia-ml.so.1 \\\"not\\\" found\\nhere\"} 0\n"
                    "# HELP dlrig_disk_reads_completed_total Reads.\n"
                    "# TYPE dlrig_disk_reads_completed_total counter\n"
                    "dlrig_disk_reads_completed_total{device=\"nvme0n1\"} 1234567890123\n"
                    "# HELP dlrig_x x\n# TYPE dlrig_x gauge\ndlrig_x 0.1\ndlrig_x +Inf\ndlrig_x NaN\n");
}

// proc(5) and Documentation/admin-guide/iostats.rst: /proc/stat counts USER_HZ
// ticks (100 a second here); diskstats counts milliseconds in fields 4, 8 and 10.
TEST(ProcStats, TheKernelsFilesAreRead)
{
    const auto cpu = parseCpuSeconds("cpu  8320349 295960 1594541 3664130 95219 0 18615 7114 0 0\n"
                                     "cpu0 4160174 147980 797270 1832065 47609 0 9307 3557 0 0\n",
                                     100);
    EXPECT_DOUBLE_EQ(cpu.at("user"), 83203.49);
    EXPECT_DOUBLE_EQ(cpu.at("idle"), 36641.3);
    EXPECT_DOUBLE_EQ(cpu.at("steal"), 71.14);
    EXPECT_EQ(cpu.size(), 8u);

    const auto memory = parseMemInfo("MemTotal:       24683784 kB\nMemFree:         1000000 kB\n"
                                     "MemAvailable:   23769540 kB\n");
    ASSERT_TRUE(memory);
    EXPECT_DOUBLE_EQ(memory->totalBytes, 24683784.0 * 1024);
    EXPECT_DOUBLE_EQ(memory->availableBytes, 23769540.0 * 1024);
    EXPECT_FALSE(parseMemInfo("MemTotal: 5 kB\n"));

    const std::string diskstats =
        " 259       0 nvme0n1 43526191 120 3000 14431366 5650565 20 4000 8289448 0 2005608 22720814\n"
        " 259       1 nvme0n1p1 100 0 800 50 0 0 0 0 0 60 50\n"
        "   7       0 loop0 10 0 20 1 0 0 0 0 0 1 1\n";
    const auto disks = parseDiskStats(diskstats, {"nvme0n1", "loop9"});
    ASSERT_EQ(disks.size(), 1u);
    EXPECT_DOUBLE_EQ(disks[0].readsCompleted, 43526191);
    EXPECT_DOUBLE_EQ(disks[0].readSeconds, 14431.366);
    EXPECT_DOUBLE_EQ(disks[0].writeSeconds, 8289.448);
    EXPECT_DOUBLE_EQ(disks[0].busySeconds, 2005.608);

    // 150,000 reads and 50,000 writes in 2 s, 400 s of waiting, busy 1.9 s:
    // 100,000 IOPS, 2 ms each, 95 % busy.
    const DiskCounters before{"nvme0n1", 1000, 10, 500, 5, 100};
    const DiskCounters after{"nvme0n1", 151000, 310, 50500, 105, 101.9};
    const auto rates = diskRates(before, after, 2);
    ASSERT_TRUE(rates);
    EXPECT_DOUBLE_EQ(rates->iops, 100000);
    EXPECT_DOUBLE_EQ(*rates->latencySeconds, 0.002);
    EXPECT_NEAR(rates->busyRatio, 0.95, 1e-9);
    EXPECT_FALSE(diskRates(after, before, 2)); // counters that went back: a reset, no rate
}

TEST(MonitorConfig, KeysAreReadAndMistakesNamed)
{
    const MonitorConfig config = monitorConfigFromText("# dlrig monitor\nlisten = 127.0.0.1:9877\n"
                                                       "peers = 10.0.0.2:9877, [fd00::3]:9877 # the others\n"
                                                       "interval_seconds = 30\nbuild = /etc/dlrig/rig.dlrig\n",
                                                       "monitor.conf");
    EXPECT_EQ(config.listen, "127.0.0.1:9877");
    EXPECT_EQ(config.peers, (std::vector<std::string>{"10.0.0.2:9877", "[fd00::3]:9877"}));
    EXPECT_EQ(config.intervalSeconds, 30);
    EXPECT_EQ(config.build, "/etc/dlrig/rig.dlrig");
    EXPECT_EQ(configError("\nlisten 9877"), "monitor.conf:2: expected KEY = VALUE, found 'listen 9877'");
    EXPECT_EQ(configError("port = 9877"),
              "monitor.conf:1: unknown key 'port' (expected listen, peers, build, history or interval_seconds)");
    EXPECT_EQ(configError("peers = n2"),
              "monitor.conf:1: 'peers': expected HOST:PORT (e.g. 10.0.0.2:9877), found 'n2'");
    EXPECT_EQ(configError("listen = fd00::1:80"),
              "monitor.conf:1: 'listen': expected HOST:PORT (e.g. 10.0.0.2:9877), found 'fd00::1:80'");
    EXPECT_EQ(configError("interval_seconds = 0.5"),
              "monitor.conf:1: 'interval_seconds': expected a number of seconds from 1 to 3600, found '0.5'");
    EXPECT_EQ(configError("build = a\nbuild = b"), "monitor.conf:2: 'build' is set twice");
}

// The settings file the .deb installs reads without complaint, and says what it sets.
TEST(MonitorConfig, TheShippedSettingsRead)
{
    const std::string file = DLRIG_SOURCE_DIR "/packaging/monitor.conf";
    const MonitorConfig config = monitorConfigFromText(readTextFile(file), file);
    EXPECT_EQ(config.listen, "127.0.0.1:9877");
    EXPECT_EQ(config.history, "/var/lib/dlrig/bench-history.db");
    EXPECT_EQ(config.intervalSeconds, kDefaultMonitorIntervalSeconds);
    EXPECT_TRUE(config.peers.empty());
}

// One reading judged against the seed's numbers: 50 % busy with a job is a
// WARN, idle without one is not judged, 87 °C FAIL, 95 % memory WARN, a peer
// at 500 µs FAIL and one that refuses ERROR, a busy SSD at 20,000 IOPS WARN,
// an idle one not judged, a hard disk never.
TEST(MonitorCheck, OneReadingIsJudgedAgainstTheSeedsThresholds)
{
    MonitorReading reading;
    reading.gpus = {{0, "H100", 0.5, 76e9, 80e9, 87, 1, 0}, {1, "H100", 0.0, 1e9, 80e9, 40, 0, 2}};
    reading.disks = {{"nvme0n1", true, {20000, 0.97, 0.00005}},
                     {"nvme1n1", true, {100, 0.01, 0.0001}},
                     {"sda", false, {200, 1.0, 0.005}}};
    reading.peers = {{"n2:9877", 0.0005, ""}, {"n3:9877", 0.00008, ""}, {"n4:9877", std::nullopt, "refused"}};
    const auto findings = checkReading(reading);
    const auto verdict = [&](const std::string &subject, const std::string &check) {
        const MonitorFinding *f = findingFor(findings, subject, check);
        return f ? std::string(toString(f->verdict)) : std::string("none");
    };
    EXPECT_EQ(verdict("gpu0", "gpu.utilisation"), "WARN");
    EXPECT_EQ(findingFor(findings, "gpu0", "gpu.utilisation")->evidence.english(),
              "50.0 % busy while a job runs, below 70.0 % (the job waits on something)");
    EXPECT_EQ(verdict("gpu1", "gpu.utilisation"), "SKIPPED");
    EXPECT_EQ(verdict("gpu0", "gpu.temperature"), "FAIL");
    EXPECT_EQ(verdict("gpu1", "gpu.temperature"), "PASS");
    EXPECT_EQ(verdict("gpu0", "gpu.memory"), "WARN");
    EXPECT_EQ(verdict("gpu0", "gpu.xid"), "PASS");
    EXPECT_EQ(verdict("gpu1", "gpu.xid"), "FAIL");
    EXPECT_EQ(verdict("n2:9877", "peer.latency"), "FAIL");
    EXPECT_EQ(verdict("n3:9877", "peer.latency"), "PASS");
    EXPECT_EQ(verdict("n4:9877", "peer.latency"), "ERROR");
    EXPECT_EQ(verdict("nvme0n1", "disk.iops"), "WARN");
    EXPECT_EQ(verdict("nvme1n1", "disk.iops"), "SKIPPED");
    EXPECT_EQ(verdict("sda", "disk.iops"), "none");
    EXPECT_EQ(verdict("bench", "acceptance"), "SKIPPED"); // no bench run yet
}

// The shipped rules use the numbers --check uses (core/monitor/monitorcheck.h).
TEST(MonitorRules, TheAlertRulesUseTheSameThresholds)
{
    const std::string rules = readTextFile(kMonitoring / "dlrig-alerts.yml");
    for (const std::string &expected :
         {"avg_over_time(dlrig_gpu_utilization_ratio[15m]) < " + plainNumber(kGpuUtilisationMin),
          "dlrig_gpu_memory_used_bytes / dlrig_gpu_memory_total_bytes > " + plainNumber(kGpuMemoryMax),
          "dlrig_gpu_temperature_celsius >= " + plainNumber(kGpuTemperatureMaxC),
          "dlrig_peer_latency_seconds > " + plainNumber(kPeerLatencyMaxSeconds, 4),
          "rate(dlrig_disk_writes_completed_total[5m])) < " + std::to_string(static_cast<int>(kSsdIopsMin)),
          "rate(dlrig_disk_io_time_seconds_total[5m]) > " + plainNumber(kDiskLoadedBusyRatio)})
        EXPECT_NE(rules.find(expected), std::string::npos) << expected;
}

// The dashboard loads as Grafana's JSON model: a uid and title, panels with
// unique ids inside the 24-column grid, each query on the datasource variable
// and naming only metrics the exporter serves or the rules define.
TEST(MonitorDashboard, ThePanelsQueryWhatTheExporterServes)
{
    const nlohmann::json dashboard = nlohmann::json::parse(readTextFile(kMonitoring / "dlrig-dashboard.json"));
    EXPECT_EQ(dashboard.at("uid"), "dlrig-machine");
    EXPECT_FALSE(dashboard.at("title").get<std::string>().empty());
    EXPECT_GE(dashboard.at("schemaVersion").get<int>(), 36);
    const std::set<std::string> served = servedNames();
    const std::regex metric("dlrig_[a-z_]+");
    std::set<int> ids;
    std::set<std::string> kinds;
    for (const nlohmann::json &panel : dashboard.at("panels")) {
        const int id = panel.at("id");
        EXPECT_TRUE(ids.insert(id).second) << "panel id " << id << " twice";
        kinds.insert(panel.at("type").get<std::string>());
        const nlohmann::json &grid = panel.at("gridPos");
        EXPECT_LE(grid.at("x").get<int>() + grid.at("w").get<int>(), 24) << panel.at("title");
        EXPECT_GT(grid.at("h").get<int>(), 0);
        for (const nlohmann::json &target : panel.value("targets", nlohmann::json::array())) {
            EXPECT_EQ(target.at("datasource").at("uid"), "${datasource}");
            const std::string expr = target.at("expr");
            for (auto m = std::sregex_iterator(expr.begin(), expr.end(), metric); m != std::sregex_iterator(); ++m)
                EXPECT_TRUE(served.contains(m->str())) << m->str() << " in " << expr;
        }
    }
    EXPECT_GE(ids.size(), 10u);
    EXPECT_TRUE(kinds.contains("alertlist"));
    EXPECT_TRUE(kinds.contains("bargauge")); // the planned and the measured barrel
}
