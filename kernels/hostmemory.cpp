// Host memory bandwidth the STREAM way (McCalpin): Copy c = a, Scale b = q·c,
// Add c = a + b, Triad a = b + q·c over arrays far larger than the last-level
// cache, one OpenMP thread per core, first-touch initialisation by the same
// threads, bytes counted as STREAM counts them (2 or 3 arrays × 8 B per element).
// The loops are the widest this CPU runs (kernels/streamkernels.h).
#include "kernels/hostprobes.h"

#include "core/validation/benchphrases.h"
#include "kernels/streamkernels.h"

#include <omp.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>

namespace dlrig::kernels {

namespace {

constexpr const char *kPrefix = "host";

std::size_t lastLevelCacheBytes()
{
    // sysfs: /sys/devices/system/cpu/cpu0/cache/index*/size ("32768K"); the largest level.
    std::size_t largest = 0;
    for (int index = 0; index < 8; ++index) {
        std::ifstream in("/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/size");
        std::string text;
        if (!(in >> text) || text.empty())
            continue;
        std::size_t value = std::stoull(text);
        if (text.back() == 'K')
            value <<= 10;
        else if (text.back() == 'M')
            value <<= 20;
        largest = std::max(largest, value);
    }
    return largest > 0 ? largest : std::size_t{32} << 20;
}

struct Aligned {
    void operator()(double *p) const { std::free(p); }
};

std::unique_ptr<double[], Aligned> allocate(std::size_t n)
{
    void *p = nullptr;
    if (posix_memalign(&p, 4096, n * sizeof(double)) != 0)
        throw std::bad_alloc();
    return std::unique_ptr<double[], Aligned>(static_cast<double *>(p));
}

// This thread's share of n elements, in whole 64-byte lines so that every
// slice of the 4 KiB-aligned arrays starts aligned for streaming stores.
struct Slice {
    std::size_t begin = 0;
    std::size_t size = 0;
};

Slice threadSlice(std::size_t n)
{
    const std::size_t lines = (n + 7) / 8;
    const auto threads = static_cast<std::size_t>(omp_get_num_threads());
    const auto thread = static_cast<std::size_t>(omp_get_thread_num());
    const std::size_t begin = std::min(n, lines * thread / threads * 8);
    const std::size_t end = std::min(n, lines * (thread + 1) / threads * 8);
    return {begin, end - begin};
}

class StreamProbe : public Probe {
public:
    std::string key() const override { return "host.stream"; }
    std::string description() const override
    {
        return "Host memory bandwidth: STREAM Copy, Scale, Add, Triad on all cores";
    }
    std::string filter(const ProbeContext &) const override { return {}; }

    std::vector<core::Measurement> skippedAll(const std::string &reason) const override
    {
        std::vector<core::Measurement> all;
        for (const char *metric : {"stream_copy", "stream_scale", "stream_add", "stream_triad"})
            all.push_back(skippedMeasurement(kPrefix, metric, "GB/s", reason));
        return all;
    }

    std::vector<core::Measurement> run(const ProbeContext &context) override
    {
        const std::size_t floor = (context.quick ? std::size_t{64} : std::size_t{512}) << 20;
        const std::size_t bytesPerArray = std::max(4 * lastLevelCacheBytes(), floor);
        const std::size_t n = bytesPerArray / sizeof(double);
        const int repetitions = context.quick ? 6 : 20;
        auto a = allocate(n);
        auto b = allocate(n);
        auto c = allocate(n);
        double *pa = a.get();
        double *pb = b.get();
        double *pc = c.get();
        const StreamIsa isa = bestStreamIsa();
        const StreamKernels &loops = streamKernels(isa);
#pragma omp parallel
        { // first touch by the thread that will use the page
            const Slice s = threadSlice(n);
            for (std::size_t i = s.begin; i < s.begin + s.size; ++i) {
                pa[i] = 1.0;
                pb[i] = 2.0;
                pc[i] = 0.0;
            }
        }
        const double q = 3.0;
        std::vector<double> seconds[4];
        for (int rep = 0; rep < repetitions; ++rep) {
            if (context.cancelled())
                return skippedAll(core::bench::english(core::bench::kCancelled));
            const auto time = [&](auto kernel) {
                const auto start = std::chrono::steady_clock::now();
#pragma omp parallel
                kernel(threadSlice(n));
                return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            };
            seconds[0].push_back(time([&](Slice s) { loops.copy(pc + s.begin, pa + s.begin, s.size); }));
            seconds[1].push_back(time([&](Slice s) { loops.scale(pb + s.begin, pc + s.begin, q, s.size); }));
            seconds[2].push_back(time([&](Slice s) { loops.add(pc + s.begin, pa + s.begin, pb + s.begin, s.size); }));
            seconds[3].push_back(
                time([&](Slice s) { loops.triad(pa + s.begin, pb + s.begin, pc + s.begin, q, s.size); }));
            context.report(static_cast<double>(rep + 1) / repetitions);
        }
        // The check STREAM makes: after the loops every element has the same, predictable value.
        double ea = 1.0, eb = 2.0, ec = 0.0;
        for (int rep = 0; rep < repetitions; ++rep) {
            ec = ea;
            eb = q * ec;
            ec = ea + eb;
            ea = eb + q * ec;
        }
        for (const std::size_t i : {std::size_t{0}, n / 2, n - 1}) {
            if (std::abs(pa[i] - ea) > 1e-8 * std::abs(ea) || std::abs(pb[i] - eb) > 1e-8 * std::abs(eb) ||
                std::abs(pc[i] - ec) > 1e-8 * std::abs(ec)) {
                auto all = skippedAll("");
                for (auto &m : all) {
                    m.skipped.clear();
                    m.error = core::bench::english(core::bench::kStreamWrong);
                }
                return all;
            }
        }
        const char *metrics[] = {"stream_copy", "stream_scale", "stream_add", "stream_triad"};
        const double arrays[] = {2, 2, 3, 3};
        char detail[192];
        std::snprintf(detail, sizeof detail, "%d threads, %s loops%s, 3 arrays of %.0f MiB, %d repetitions (best in max)",
                      omp_get_max_threads(), std::string(toString(isa)).c_str(),
                      isa == StreamIsa::Portable ? "" : " with streaming stores",
                      static_cast<double>(bytesPerArray) / (1 << 20), repetitions);
        std::vector<core::Measurement> out;
        for (int k = 0; k < 4; ++k) {
            std::vector<double> rates;
            // The first repetition warms the pages and caches; STREAM drops it too.
            for (std::size_t r = seconds[k].size() > 1 ? 1 : 0; r < seconds[k].size(); ++r)
                rates.push_back(arrays[k] * static_cast<double>(bytesPerArray) / seconds[k][r] / 1e9);
            out.push_back(measurementOf(kPrefix, metrics[k], "GB/s", statsOf(rates), detail));
        }
        return out;
    }
};

} // namespace

std::unique_ptr<Probe> makeStreamProbe()
{
    return std::make_unique<StreamProbe>();
}

} // namespace dlrig::kernels
