#pragma once

// The burn-in of dlrig-gpu-probe (main.cu includes it after its shared
// helpers: Device, Result, measure, buffers, randomFill). Every GPU at once,
// as in service (a node's full heat, not one card's), as gpu-burn runs.
#include <atomic>
#include <thread>

namespace {

// A GPU's NVML readings over the burn-in (nothing when NVML cannot be loaded).
struct Telemetry {
    double maxTemperature = 0, maxPower = 0, minSmClock = 1e9, maxSmClock = 0;
    unsigned long long reasons = 0;
    int samples = 0, reasonSamples = 0;
    std::optional<dlrig::kernels::NvmlGpu> first, last;

    void add(const dlrig::kernels::NvmlGpu &gpu)
    {
        ++samples;
        if (!first)
            first = gpu;
        last = gpu;
        maxTemperature = std::max(maxTemperature, gpu.temperatureC.value_or(0));
        maxPower = std::max(maxPower, gpu.powerWatts.value_or(0));
        if (gpu.smClockMHz) {
            minSmClock = std::min(minSmClock, *gpu.smClockMHz);
            maxSmClock = std::max(maxSmClock, *gpu.smClockMHz);
        }
        if (gpu.clockEventReasons) {
            reasons |= *gpu.clockEventReasons;
            ++reasonSamples;
        }
    }
    // Time held back for heat over the run, from NVML's cumulative counter.
    std::optional<double> thermalViolationSeconds() const
    {
        if (!first || !first->thermalViolationNs || !last->thermalViolationNs)
            return std::nullopt;
        return static_cast<double>(*last->thermalViolationNs - *first->thermalViolationNs) / 1e9;
    }
    // Hardware slowdown, thermal or power brake (NVML clock-event reasons 0x8,
    // 0x40, 0x80), or time in thermal violation. Unknown when neither could be read.
    std::optional<bool> hardwareSlowdown() const
    {
        const auto thermal = thermalViolationSeconds();
        if (reasonSamples == 0 && !thermal)
            return std::nullopt;
        return (reasons & (0x8ull | 0x40ull | 0x80ull)) != 0 || thermal.value_or(0) > 0;
    }
    // What a healthy GPU never shows: above 85 °C (the seed's bar), new
    // uncorrected ECC errors, a row remap pending. Unknown without readings.
    std::optional<std::vector<std::string>> healthProblems() const
    {
        if (samples == 0)
            return std::nullopt;
        std::vector<std::string> problems;
        char text[120];
        if (maxTemperature > 85) {
            std::snprintf(text, sizeof text, "reached %.0f °C (above 85 °C)", maxTemperature);
            problems.push_back(text);
        }
        if (first->uncorrectedEccErrors && last->uncorrectedEccErrors &&
            *last->uncorrectedEccErrors > *first->uncorrectedEccErrors)
            problems.push_back(std::to_string(*last->uncorrectedEccErrors - *first->uncorrectedEccErrors) +
                               " new uncorrected ECC errors");
        if (last->rowRemapPending.value_or(false))
            problems.push_back("a memory row remap is pending (reset the GPU) or failed");
        return problems;
    }
    std::string summary(const std::string &nvmlStatus) const
    {
        if (samples == 0)
            return "no NVML telemetry (" + nvmlStatus + ")";
        char text[240];
        std::snprintf(text, sizeof text,
                      "max %.0f °C, up to %.0f W, SM clock %.0f–%.0f MHz, clock-event reasons 0x%llx, "
                      "%.1f s in thermal violation",
                      maxTemperature, maxPower, minSmClock, maxSmClock, reasons, thermalViolationSeconds().value_or(0));
        return text;
    }
};

// Elements where two buffers of floats differ, bit for bit, counted on the GPU.
__global__ void countUnequalKernel(const unsigned *a, const unsigned *b, std::size_t n, unsigned long long *different)
{
    unsigned long long mine = 0;
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        mine += a[i] != b[i];
    if (mine)
        atomicAdd(different, mine);
}

// One GPU's share: SGEMM rounds on random data until `stop`, each round's
// whole output compared with the first round's.
struct BurnWorker {
    int index = 0;
    cudaDeviceProp props{};
    std::vector<double> rates;
    long long rounds = 0;
    std::string error;

    void run(const std::atomic<bool> &stop)
    {
        try {
            check(cudaSetDevice(index), "cudaSetDevice");
            cudaStream_t stream = nullptr;
            check(cudaStreamCreate(&stream), "cudaStreamCreate");
            cublasHandle_t handle = nullptr;
            if (cublas().create(&handle) != CUBLAS_STATUS_SUCCESS)
                throw Failure{"cuBLAS could not be initialised"};
            struct Release {
                cudaStream_t stream;
                cublasHandle_t handle;
                ~Release()
                {
                    cublas().destroy(handle);
                    cudaStreamDestroy(stream);
                }
            } release{stream, handle};
            cublas().setStream(handle, stream);
            const int n = 8192;
            const std::size_t count = static_cast<std::size_t>(n) * n;
            DeviceBuffer a(count * 4), b(count * 4), c(count * 4), first(count * 4), different(8);
            randomFill<float>(a.p, count, 1u, stream);
            randomFill<float>(b.p, count, 2u, stream);
            const float alpha = 1, beta = 0;
            const auto multiply = [&](void *out) {
                checkCublas(cublas().sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a.as<float>(), n,
                                           b.as<float>(), n, &beta, static_cast<float *>(out), n),
                            "cublasSgemm");
            };
            multiply(first.p);
            check(cudaStreamSynchronize(stream), "burn-in");
            while (!stop.load()) {
                const auto s = timeOnStream(stream, 0, 1, [&] { multiply(c.p); });
                rates.push_back(2.0 * n * static_cast<double>(n) * n / s.front() / 1e12);
                check(cudaMemsetAsync(different.p, 0, 8, stream), "cudaMemset");
                countUnequalKernel<<<1024, 256, 0, stream>>>(c.as<unsigned>(), first.as<unsigned>(), count,
                                                             different.as<unsigned long long>());
                unsigned long long wrong = 0;
                check(cudaMemcpyAsync(&wrong, different.p, 8, cudaMemcpyDeviceToHost, stream), "check");
                check(cudaStreamSynchronize(stream), "check");
                if (wrong)
                    throw Failure{"burn-in miscompare after " + std::to_string(rounds) +
                                  " rounds: " + std::to_string(wrong) +
                                  " entries differ from the first round's: the GPU is unstable"};
                ++rounds;
            }
        } catch (const Failure &failure) {
            error = failure.what;
        }
    }
};

// The burn-in on every GPU at once for `seconds`, NVML sampled about once a
// second. Per GPU: burn_in (TFLOP/s sustained), burn_in_hw_slowdown (1 when
// the hardware slowed itself) and burn_in_health (problems found, 0 healthy).
// Progress runs from `from` to `to` of the whole helper run.
void burnIn(int devices, double seconds, double from, double to)
{
    const auto skipAll = [&](const std::string &why) {
        for (int i = 0; i < devices; ++i) {
            for (const char *metric : {"burn_in", "burn_in_hw_slowdown", "burn_in_health"}) {
                Result r{"gpu" + std::to_string(i) + "." + metric, metric,
                         std::string(metric) == "burn_in" ? "TFLOP/s" : "count"};
                r.skipped = why;
                emit(r);
            }
        }
    };
    if (seconds <= 0)
        return skipAll("not requested (--burn SECONDS)");
    if (!cublas().loaded())
        return skipAll(cublas().status);
    emitPhase("gpus.burn_in");
    std::vector<BurnWorker> workers(static_cast<std::size_t>(devices));
    std::vector<Telemetry> telemetry(workers.size());
    for (int i = 0; i < devices; ++i) {
        workers[i].index = i;
        cudaGetDeviceProperties(&workers[i].props, i);
    }
    std::string nvmlStatus;
    const auto sample = [&] {
        const dlrig::kernels::NvmlReport report = dlrig::kernels::readNvml();
        nvmlStatus = report.status;
        for (std::size_t i = 0; i < workers.size(); ++i) {
            const cudaDeviceProp &p = workers[i].props;
            const int at = report.indexAt(p.pciDomainID, p.pciBusID, p.pciDeviceID);
            if (at >= 0)
                telemetry[i].add(report.gpus[static_cast<std::size_t>(at)]);
        }
    };
    sample(); // the counters before the load
    std::atomic<bool> stop{false};
    std::vector<std::thread> threads;
    for (BurnWorker &worker : workers)
        threads.emplace_back([&worker, &stop] { worker.run(stop); });
    const auto start = std::chrono::steady_clock::now();
    for (double elapsed = 0; elapsed < seconds;
         elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()) {
        std::this_thread::sleep_for(std::chrono::seconds(1));
        sample();
        emitProgress(from + (to - from) * std::min(1.0, elapsed / seconds));
    }
    stop = true;
    for (std::thread &thread : threads)
        thread.join();
    sample(); // and after
    for (std::size_t i = 0; i < workers.size(); ++i) {
        const BurnWorker &w = workers[i];
        const Telemetry &t = telemetry[i];
        const std::string prefix = "gpu" + std::to_string(w.index);
        Result rate{prefix + ".burn_in", "burn_in", "TFLOP/s"};
        if (!w.error.empty())
            rate.error = w.error;
        else if (w.rates.empty())
            rate.error = "no SGEMM round finished within the burn-in";
        else {
            rate.samples = summarise(w.rates);
            rate.measured = true;
            rate.detail = std::to_string(w.rounds) + " SGEMM rounds (n = 8192, random inputs) over " +
                          std::to_string(static_cast<int>(seconds)) + " s on all " + std::to_string(devices) +
                          " GPUs at once, each output compared whole with the first; " + t.summary(nvmlStatus);
        }
        emit(rate);
        Result slowdown{prefix + ".burn_in_hw_slowdown", "burn_in_hw_slowdown", "count"};
        if (const auto hit = t.hardwareSlowdown()) {
            slowdown.measured = true;
            slowdown.samples = {*hit ? 1.0 : 0.0, *hit ? 1.0 : 0.0, *hit ? 1.0 : 0.0};
            slowdown.spec = 0;
            slowdown.specBasis = "no hardware slowdown under load";
            slowdown.detail = t.summary(nvmlStatus);
        } else {
            const char *unreadable = "NVML could read neither the clock-event reasons nor the thermal violation time";
            slowdown.skipped = t.samples == 0 ? "no NVML telemetry (" + nvmlStatus + ")" : unreadable;
        }
        emit(slowdown);
        Result health{prefix + ".burn_in_health", "burn_in_health", "count"};
        if (const auto problems = t.healthProblems()) {
            const double found = static_cast<double>(problems->size());
            health.measured = true;
            health.samples = {found, found, found};
            health.spec = 0;
            health.specBasis = "at most 85 °C, no new uncorrected ECC error, no row remap pending";
            std::string said;
            for (const std::string &problem : *problems)
                said += (said.empty() ? "" : "; ") + problem;
            health.detail = said.empty() ? t.summary(nvmlStatus) : said;
        } else {
            health.skipped = "no NVML telemetry (" + nvmlStatus + ")";
        }
        emit(health);
    }
}

} // namespace
