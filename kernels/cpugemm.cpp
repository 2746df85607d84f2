// CPU matrix multiply through OpenBLAS: SGEMM and DGEMM of n × n matrices,
// 2n³ FLOPs each, one warm-up then timed repetitions; a few entries of the
// result are checked against a plain dot product.
#include "kernels/hostprobes.h"

#include "core/validation/benchphrases.h"

#include <cblas.h>

#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>

namespace dlrig::kernels {

namespace {

constexpr const char *kPrefix = "host";

template <typename Real>
core::Measurement gemm(const ProbeContext &context, const char *metric, int n, int repetitions, double &done,
                       double total)
{
    std::vector<Real> a(static_cast<std::size_t>(n) * n), b(a.size()), c(a.size());
    std::mt19937 random(42);
    std::uniform_real_distribution<double> uniform(-1, 1);
    for (std::size_t i = 0; i < a.size(); ++i) {
        a[i] = static_cast<Real>(uniform(random));
        b[i] = static_cast<Real>(uniform(random));
    }
    const auto multiply = [&] {
        if constexpr (std::is_same_v<Real, float>)
            cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f,
                        c.data(), n);
        else
            cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a.data(), n, b.data(), n, 0.0,
                        c.data(), n);
    };
    multiply(); // warm-up: threads started, pages touched
    std::vector<double> rates;
    for (int rep = 0; rep < repetitions; ++rep) {
        if (context.cancelled())
            return skippedMeasurement(kPrefix, metric, "GFLOP/s", core::bench::english(core::bench::kCancelled));
        const auto start = std::chrono::steady_clock::now();
        multiply();
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        rates.push_back(2.0 * n * n * static_cast<double>(n) / seconds / 1e9);
        context.report(++done / total);
    }
    for (const auto &[row, column] : {std::pair{0, 0}, std::pair{n / 2, n / 3}, std::pair{n - 1, n - 1}}) {
        double expected = 0;
        for (int k = 0; k < n; ++k)
            expected += static_cast<double>(a[static_cast<std::size_t>(row) * n + k]) *
                        static_cast<double>(b[static_cast<std::size_t>(k) * n + column]);
        const double got = c[static_cast<std::size_t>(row) * n + column];
        const double tolerance = (std::is_same_v<Real, float> ? 1e-3 : 1e-9) * std::sqrt(static_cast<double>(n));
        if (std::abs(got - expected) > tolerance) {
            core::Measurement wrong = skippedMeasurement(kPrefix, metric, "GFLOP/s", "");
            wrong.skipped.clear();
            wrong.error = core::bench::english(core::bench::kGemmWrong);
            return wrong;
        }
    }
    char detail[120];
    std::snprintf(detail, sizeof detail, "OpenBLAS, n = %d, %d repetitions after a warm-up", n, repetitions);
    return measurementOf(kPrefix, metric, "GFLOP/s", statsOf(rates), detail);
}

class CpuGemmProbe : public Probe {
public:
    std::string key() const override { return "host.gemm"; }
    std::string description() const override { return "CPU matrix multiply (OpenBLAS SGEMM and DGEMM)"; }
    std::string filter(const ProbeContext &) const override { return {}; }
    std::vector<core::Measurement> skippedAll(const std::string &reason) const override
    {
        return {skippedMeasurement(kPrefix, "sgemm", "GFLOP/s", reason),
                skippedMeasurement(kPrefix, "dgemm", "GFLOP/s", reason)};
    }
    std::vector<core::Measurement> run(const ProbeContext &context) override
    {
        const int n = context.quick ? 2048 : 4096;
        const int repetitions = context.quick ? 3 : 5;
        double done = 0;
        const double total = 2.0 * repetitions;
        return {gemm<float>(context, "sgemm", n, repetitions, done, total),
                gemm<double>(context, "dgemm", n, repetitions, done, total)};
    }
};

} // namespace

std::unique_ptr<Probe> makeCpuGemmProbe()
{
    return std::make_unique<CpuGemmProbe>();
}

} // namespace dlrig::kernels
