// dlrig-cli monitor: a scrape takes at most 50 ms (issue 36). Measured as
// Prometheus sees it: an HTTP GET of /metrics on 127.0.0.1 through the real
// server, answering with /proc read at that moment plus the last reading of a
// big node (8 GPUs, 63 peers, a bench run of 40 figures). And the part that
// is dlrig's own: reading /proc and writing the text.
#include "app/cli/monitorhttp.h"
#include "catalog/monitorhistory.h"
#include "core/monitor/metricstext.h"
#include "kernels/monitorreading.h"

#include <benchmark/benchmark.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace dlrig;

namespace {

std::vector<core::MetricFamily> bigNodeReading()
{
    kernels::NvmlReport nvml;
    nvml.loaded = true;
    for (int i = 0; i < 8; ++i) {
        kernels::NvmlGpu gpu;
        gpu.name = "NVIDIA H100 80GB HBM3";
        gpu.utilisationPercent = 90;
        gpu.memoryUsedBytes = 70e9;
        gpu.memoryTotalBytes = 80e9;
        gpu.temperatureC = 60;
        gpu.powerWatts = 650;
        gpu.smClockMHz = 1980;
        gpu.clockEventReasons = 0;
        gpu.uncorrectedEccErrors = 0;
        gpu.computeProcesses = 1;
        nvml.gpus.push_back(gpu);
    }
    std::vector<core::PeerReading> peers;
    for (int i = 0; i < 63; ++i)
        peers.push_back({"10.0.0." + std::to_string(i + 2) + ":9877", 0.00004, ""});
    catalog::LastBenchRun run{"2026-12-01T09:00:00Z", 3600, {}, core::defaultThresholds()};
    for (int i = 0; i < 40; ++i) {
        core::Measurement m;
        m.key = "gpu" + std::to_string(i % 8) + ".gemm_bf16_" + std::to_string(i);
        m.metric = "gemm_bf16";
        m.unit = "TFLOP/s";
        m.median = 700;
        m.spec = 989;
        m.verdict = core::Verdict::Pass;
        run.measurements.push_back(m);
    }
    std::vector<core::MetricFamily> families = kernels::gpuFamilies(nvml, std::vector<double>(8, 0), "");
    for (auto more : {kernels::peerFamilies(peers), catalog::acceptanceFamilies(run)})
        families.insert(families.end(), more.begin(), more.end());
    return families;
}

std::string scrape(const std::vector<kernels::BlockDevice> &devices, const std::vector<core::MetricFamily> &cached)
{
    std::vector<core::MetricFamily> families = kernels::hostFamilies(devices);
    families.insert(families.end(), cached.begin(), cached.end());
    return core::prometheusText(families);
}

void BM_ScrapeText(benchmark::State &state)
{
    const auto devices = kernels::blockDevices();
    const auto cached = bigNodeReading();
    for (auto _ : state)
        benchmark::DoNotOptimize(scrape(devices, cached));
}
BENCHMARK(BM_ScrapeText)->Unit(benchmark::kMillisecond);

void BM_ScrapeOverHttp(benchmark::State &state)
{
    const auto devices = kernels::blockDevices();
    const auto cached = bigNodeReading();
    const cli::MetricsServer server("127.0.0.1:0", [&] { return scrape(devices, cached); });
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(server.port()));
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    std::size_t bytes = 0;
    for (auto _ : state) {
        const int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
            state.SkipWithError("cannot connect to the monitor");
            close(fd);
            break;
        }
        const char request[] = "GET /metrics HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n";
        if (write(fd, request, sizeof request - 1) < 0)
            state.SkipWithError("cannot send the request");
        char buffer[65536];
        std::size_t got = 0;
        for (ssize_t n; (n = read(fd, buffer, sizeof buffer)) > 0;)
            got += static_cast<std::size_t>(n);
        close(fd);
        bytes = got;
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_ScrapeOverHttp)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
