#pragma once

// The burn-in of dlrig-gpu-probe (main.cu includes it after its shared helpers: Device,
// Result, measure, buffers).
namespace {

// NVML readings during the burn-in (nothing when NVML cannot be loaded).
struct Telemetry {
    double maxTemperature = 0, maxPower = 0, minSmClock = 1e9, maxSmClock = 0;
    unsigned long long reasons = 0;
    int samples = 0;
    std::string nvmlStatus;

    void sample(const cudaDeviceProp &props)
    {
        const dlrig::kernels::NvmlReport report = dlrig::kernels::readNvml();
        nvmlStatus = report.status;
        for (const auto &gpu : report.gpus) {
            if (!gpu.isAt(props.pciDomainID, props.pciBusID, props.pciDeviceID))
                continue;
            ++samples;
            maxTemperature = std::max(maxTemperature, gpu.temperatureC.value_or(0));
            maxPower = std::max(maxPower, gpu.powerWatts.value_or(0));
            if (gpu.smClockMHz) {
                minSmClock = std::min(minSmClock, *gpu.smClockMHz);
                maxSmClock = std::max(maxSmClock, *gpu.smClockMHz);
            }
            reasons |= gpu.clockEventReasons.value_or(0);
        }
    }
    // Hardware slowdown, thermal or power-brake (NVML clock-event reasons 0x8, 0x40, 0x80).
    bool hardwareSlowdown() const { return (reasons & (0x8ull | 0x40ull | 0x80ull)) != 0; }
    std::string summary() const
    {
        if (samples == 0)
            return "no NVML telemetry (" + nvmlStatus + ")";
        char text[200];
        std::snprintf(text, sizeof text,
                      "max %.0f °C, up to %.0f W, SM clock %.0f–%.0f MHz, clock-event reasons 0x%llx", maxTemperature,
                      maxPower, minSmClock, maxSmClock, reasons);
        return text;
    }
};

// The burn-in's SGEMM needs cuBLAS: without a handle both figures say why.
void burnIn(const Device &d, cublasHandle_t handle, double seconds)
{
    // Temperature, SM clock, power and the clock-event (throttle) reasons, OR-ed over the run.
    Telemetry telemetry;
    const std::string noBlas = handle ? "" : cublas().loaded() ? "cuBLAS could not be initialised" : cublas().status;
    measure(d.prefix, "burn_in", "TFLOP/s", [&](Result &r) {
        if (seconds <= 0 || !noBlas.empty()) {
            r.skipped = seconds <= 0 ? "not requested (--burn SECONDS)" : noBlas;
            return;
        }
        const int n = 8192;
        const std::size_t count = static_cast<std::size_t>(n) * n;
        DeviceBuffer a(count * 4), b(count * 4), c(count * 4), first(count * 4);
        const int blocks = d.props.multiProcessorCount * 8;
        fillKernel<<<blocks, 256, 0, d.stream>>>(a.as<float>(), count, 0.5f);
        fillKernel<<<blocks, 256, 0, d.stream>>>(b.as<float>(), count, 0.25f);
        const float alpha = 1, beta = 0;
        const auto run = [&](void *out) {
            checkCublas(cublas().sgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a.as<float>(), n,
                                       b.as<float>(), n, &beta, static_cast<float *>(out), n),
                        "cublasSgemm");
        };
        run(first.p);
        check(cudaStreamSynchronize(d.stream), "burn-in");
        std::vector<double> rates;
        const auto start = std::chrono::steady_clock::now();
        int rounds = 0;
        auto nextSample = start; // NVML about once a second
        while (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() < seconds) {
            const auto s = timeOnStream(d.stream, 0, 1, [&] { run(c.p); });
            rates.push_back(2.0 * n * static_cast<double>(n) * n / s.front() / 1e12);
            // Every round must give the first round's result, bit for bit.
            // (in 64 bits: rounds × 7919 passes 2^31 after about two hours)
            const std::size_t at = static_cast<std::size_t>(rounds) * 7919 % (count - 1);
            float got[2], want[2];
            check(cudaMemcpy(got, c.as<float>() + at, 8, cudaMemcpyDeviceToHost), "check");
            check(cudaMemcpy(want, first.as<float>() + at, 8, cudaMemcpyDeviceToHost), "check");
            if (std::memcmp(got, want, sizeof got) != 0 || !std::isfinite(got[0]))
                throw Failure{"burn-in miscompare after " + std::to_string(rounds) + " rounds: the GPU is unstable"};
            ++rounds;
            if (std::chrono::steady_clock::now() >= nextSample) {
                telemetry.sample(d.props);
                nextSample = std::chrono::steady_clock::now() + std::chrono::seconds(1);
            }
            emitProgress(std::min(1.0, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() /
                                           seconds));
        }
        r.samples = summarise(rates);
        r.measured = true;
        r.detail = std::to_string(rounds) + " SGEMM rounds (n = 8192) over " +
                   std::to_string(static_cast<int>(seconds)) + " s, each compared with the first; " +
                   telemetry.summary();
    });
    Result slowdown{d.prefix + ".burn_in_hw_slowdown", "burn_in_hw_slowdown", "count"};
    if (seconds <= 0)
        slowdown.skipped = "not requested (--burn SECONDS)";
    else if (!noBlas.empty())
        slowdown.skipped = noBlas;
    else if (telemetry.samples == 0)
        slowdown.skipped = telemetry.summary();
    else {
        slowdown.measured = true;
        const double hit = telemetry.hardwareSlowdown() ? 1 : 0;
        slowdown.samples = {hit, hit, hit};
        slowdown.detail = telemetry.summary();
        slowdown.spec = 0;
        slowdown.specBasis = "no hardware slowdown under load";
    }
    emit(slowdown);
}

} // namespace
