#include "core/validation/validation.h"

#include "core/estimate/assumptions.h"

#include "core/testparts.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace dlrig::core;
using namespace testparts;

namespace {

Measurement measured(const std::string &metric, std::optional<double> median, std::optional<double> spec)
{
    Measurement m;
    m.key = "gpu0." + metric;
    m.metric = metric;
    m.median = median;
    m.spec = spec;
    return m;
}

// An RTX 4090 on a Ryzen 9 5950X with two DDR4-3200 modules and a 7,000 MB/s drive.
ResolvedBuild workstation(int gpus = 1)
{
    ResolvedBuild build;
    build.lines = {{rtx4090(), gpus},
                   {ryzen5950x(), 1},
                   {am4Board(), 1},
                   {memory("ddr4-2x32", "DDR4", 2, 32, 3200, false), 1},
                   {nvme(), 1}};
    return build;
}

struct JudgeCase {
    const char *metric;
    std::optional<double> median;
    std::optional<double> spec;
    const char *error;
    const char *skipped;
    Verdict expected;
};

} // namespace

// The bars in defaultThresholds(), one row per edge.
TEST(Validation, VerdictsFollowTheBars)
{
    const JudgeCase cases[] = {
        {"device_copy", 800, 1000, "", "", Verdict::Pass},   // 80 % ≥ 75 %
        {"device_copy", 750, 1000, "", "", Verdict::Pass},   // on the bar
        {"device_copy", 650, 1000, "", "", Verdict::Warn},   // 65 %: between 59 % and 75 %
        {"device_copy", 550, 1000, "", "", Verdict::Fail},   // 55 % < 0.75 × 79 % (A100 SXM's healthy share)
        {"gemm_bf16", 150, 165.2, "", "", Verdict::Pass},    // 91 %
        {"gemm_bf16", 100, 165.2, "", "", Verdict::Warn},    // 61 %
        {"h2d_pinned", 25.2, 31.504, "", "", Verdict::Pass}, // 80 % of PCIe 4.0 x16
        {"h2d_pinned", 12, 31.504, "", "", Verdict::Fail},   // 38 %: a x4 link or a bad riser
        {"inventory_gpu_count", 2, 2, "", "", Verdict::Pass},
        {"inventory_gpu_count", 1, 2, "", "", Verdict::Fail},
        {"inventory_pcie_width", 8, 16, "", "", Verdict::Fail},
        {"burn_in_hw_slowdown", 0, 0, "", "", Verdict::Pass},         // an exact bar may expect zero
        {"burn_in_hw_slowdown", 1, 0, "", "", Verdict::Fail},         // the GPU throttled under load
        {"device_copy", 700, std::nullopt, "", "", Verdict::Skipped}, // nothing to compare with
        {"device_copy", std::nullopt, 1000, "", "no CUDA device", Verdict::Skipped},
        {"device_copy", 700, 1000, "cudaErrorIllegalAddress", "", Verdict::Error}, // never a pass
        {"no_such_metric", 1, 1, "", "", Verdict::Skipped},
    };
    for (const JudgeCase &c : cases) {
        Measurement m = measured(c.metric, c.median, c.spec);
        m.error = c.error;
        m.skipped = c.skipped;
        judge(m, defaultThresholds());
        EXPECT_EQ(m.verdict, c.expected) << c.metric << " " << c.median.value_or(-1) << "/" << c.spec.value_or(-1);
        if (c.expected == Verdict::Skipped) {
            EXPECT_FALSE(m.skipped.empty()) << c.metric; // always says why
        }
    }
}

TEST(Validation, AnErrorOrAFailFailsTheRunASkipDoesNot)
{
    std::vector<Measurement> run{measured("device_copy", 700, 1000), measured("device_copy", std::nullopt, 1000)};
    run[1].skipped = "no CUDA device";
    for (Measurement &m : run)
        judge(m, defaultThresholds());
    EXPECT_FALSE(runFailed(run));
    run.push_back(measured("gemm_bf16", 10, 165.2));
    judge(run.back(), defaultThresholds());
    EXPECT_TRUE(runFailed(run));
    run.back() = measured("gemm_bf16", 150, 165.2);
    run.back().error = "cublasCreate failed";
    judge(run.back(), defaultThresholds());
    EXPECT_EQ(run.back().verdict, Verdict::Error);
    EXPECT_TRUE(runFailed(run));
}

// Spec figures from the catalog parts, each by hand.
TEST(Validation, SpecsComeFromTheMachinesParts)
{
    const ResolvedBuild machine = workstation(2);
    const auto specOf = [&](const std::string &key, const std::string &metric) {
        Measurement m;
        m.key = key;
        m.metric = metric;
        attachSpec(m, machine);
        return m;
    };
    EXPECT_DOUBLE_EQ(*specOf("gpu0.device_copy", "device_copy").spec, 1008); // RTX 4090: 1,008 GB/s
    EXPECT_DOUBLE_EQ(*specOf("gpu0.gemm_bf16", "gemm_bf16").spec, 165.2);
    EXPECT_EQ(specOf("gpu0.gemm_bf16", "gemm_bf16").partId, "gpu/nvidia-rtx-4090");
    // PCIe 4.0: 16 GT/s × 128/130 ÷ 8 = 1.969 GB/s per lane; × 16 lanes.
    EXPECT_NEAR(*specOf("gpu0.h2d_pinned", "h2d_pinned").spec, 1.969 * 16, 1e-9);
    ASSERT_TRUE(specOf("gpu0.p2p_bandwidth", "p2p_bandwidth").spec.has_value());
    EXPECT_NEAR(*specOf("gpu0.p2p_bandwidth", "p2p_bandwidth").spec, 1.969 * 16, 1e-9); // no NVLink: PCIe
    EXPECT_DOUBLE_EQ(*specOf("inventory", "inventory_gpu_count").spec, 2);
    EXPECT_DOUBLE_EQ(*specOf("inventory", "inventory_gpu_memory").spec, 24); // GiB
    // Two DDR4-3200 channels × 8 B = 51.2 GB/s.
    EXPECT_DOUBLE_EQ(*specOf("host.stream_triad", "stream_triad").spec, 51.2);
    // Ryzen 9 5950X: 16 cores × 3.4 GHz × (2 FMA units × 8 FP32 lanes of AVX2 × 2) = 1,740.8 GFLOP/s; FP64 half.
    EXPECT_NEAR(*specOf("host.sgemm", "sgemm").spec, 1740.8, 1e-9);
    EXPECT_NEAR(*specOf("host.dgemm", "dgemm").spec, 870.4, 1e-9);
    EXPECT_DOUBLE_EQ(*specOf("host.seq_read", "seq_read").spec, 7000);
    EXPECT_FALSE(specOf("host.rand_read_4k", "rand_read_4k").spec.has_value());
    // Two A100 PCIe with their 600 GB/s NVLink bridge: 300 GB/s each way.
    ResolvedBuild bridged;
    bridged.lines = {{a100Pcie80(), 2}};
    Measurement p2p;
    p2p.key = "gpu0.p2p_bandwidth";
    p2p.metric = "p2p_bandwidth";
    attachSpec(p2p, bridged);
    ASSERT_TRUE(p2p.spec.has_value());
    EXPECT_DOUBLE_EQ(*p2p.spec, 300);
}

// The CPU's vector peak follows the width of its FMA units.
TEST(Validation, TheCpuPeakFollowsItsFmaWidth)
{
    const auto sgemmSpec = [](const Part &cpu) {
        ResolvedBuild machine;
        machine.lines = {{cpu, 1}};
        Measurement m;
        m.key = "host.sgemm";
        m.metric = "sgemm";
        attachSpec(m, machine);
        return m.spec.value_or(0);
    };
    Part zen5 = ryzen5950x();
    zen5.vendor = "AMD";
    auto &c = std::get<CpuSpec>(zen5.specs);
    c.baseGHz = 4.3; // Ryzen 9 9950X: 16 cores, 4.3 GHz base, AVX-512
    c.avx512 = true;
    // Zen 4-style AVX-512 on 256-bit units: 16 × 4.3 × (2 FMA × 8 lanes × 2) = 2,201.6 GFLOP/s.
    EXPECT_NEAR(sgemmSpec(zen5), 2201.6, 1e-9);
    // Desktop Zen 5's full-width units (fma_width_bits 512): 16 × 4.3 × (2 × 16 × 2) = 4,403.2 GFLOP/s.
    c.fmaWidthBits = 512;
    EXPECT_NEAR(sgemmSpec(zen5), 4403.2, 1e-9);
    // An Intel AVX-512 part without the field counts 512 bits, as before.
    Part xeon = epyc7763();
    xeon.vendor = "Intel";
    std::get<CpuSpec>(xeon.specs).avx512 = true;
    EXPECT_NEAR(sgemmSpec(xeon), 64 * 2.45 * 64, 1e-9);
}

// The all-reduce is bounded by the link per direction (nccl-tests' busbw is
// comparable with it); copies through host memory are shown, never judged.
TEST(Validation, AllReduceIsComparedWithTheLinkAndHostCopiesAreNotJudged)
{
    const auto judged = [](const ResolvedBuild &machine, const std::string &key, const std::string &metric,
                           double median) {
        Measurement m;
        m.key = key;
        m.metric = metric;
        m.median = median;
        attachSpec(m, machine);
        judge(m, defaultThresholds());
        return m;
    };
    ResolvedBuild bridged;
    bridged.lines = {{a100Pcie80(), 2}};
    // 600 GB/s NVLink bridge → 300 GB/s per direction; 231 GB/s is 77 % (PASS from 70 %).
    const Measurement nvlink = judged(bridged, "gpus.allreduce_busbw", "allreduce_busbw", 231);
    ASSERT_TRUE(nvlink.spec.has_value());
    EXPECT_DOUBLE_EQ(*nvlink.spec, 300);
    EXPECT_NEAR(*nvlink.ratio, 0.77, 1e-12);
    EXPECT_EQ(nvlink.verdict, Verdict::Pass);
    // Two RTX 4090 on PCIe 4.0 x16: 31.5 GB/s per direction; 18 GB/s is 57 %: WARN (50–70 %).
    const Measurement pcie = judged(workstation(2), "gpus.allreduce_busbw", "allreduce_busbw", 18);
    EXPECT_NEAR(*pcie.spec, 1.969 * 16, 1e-9);
    EXPECT_EQ(pcie.verdict, Verdict::Warn);
    EXPECT_EQ(judged(workstation(2), "gpus.allreduce_busbw", "allreduce_busbw", 12).verdict, Verdict::Fail);
    const Measurement host = judged(bridged, "gpu0.p2p_host.gpu1", "p2p_host_bandwidth", 11);
    EXPECT_FALSE(host.spec.has_value());
    EXPECT_EQ(host.verdict, Verdict::Skipped);
    EXPECT_NE(host.skipped.find("through host memory"), std::string::npos) << host.skipped;
}

TEST(Validation, JsonHasTheIssuesFields)
{
    Measurement m = measured("device_copy", 800, 1000);
    m.min = 790;
    m.max = 805;
    m.unit = "GB/s";
    judge(m, defaultThresholds());
    const nlohmann::json json = toJson(m);
    for (const char *field : {"key", "value", "unit", "median", "min", "max", "spec", "ratio", "verdict"})
        EXPECT_TRUE(json.contains(field)) << field;
    EXPECT_EQ(json.at("verdict"), "PASS");
    EXPECT_DOUBLE_EQ(json.at("ratio").get<double>(), 0.8);
    Measurement skipped = measured("device_copy", std::nullopt, std::nullopt);
    skipped.skipped = "no NVIDIA driver";
    judge(skipped, defaultThresholds());
    EXPECT_TRUE(toJson(skipped).at("value").is_null());
    EXPECT_EQ(toJson(skipped).at("verdict"), "SKIPPED");
}

TEST(Validation, EveryThresholdHasEvidenceAndSaneBars)
{
    for (const Threshold &t : defaultThresholds()) {
        EXPECT_FALSE(std::string(t.evidence.text).empty()) << t.metric;
        EXPECT_LE(t.warn, t.pass) << t.metric;
        EXPECT_GT(t.warn, 0) << t.metric;
    }
}

TEST(Validation, TheRunsVerdictNeverCallsAnUncheckedRunAPass)
{
    Measurement skipped = measured("device_copy", std::nullopt, std::nullopt);
    skipped.skipped = "no NVIDIA driver";
    Measurement pass = measured("device_copy", 800, 1000);
    Measurement warn = measured("device_copy", 650, 1000);
    Measurement fail = measured("device_copy", 100, 1000);
    Measurement error = measured("device_copy", 700, 1000);
    error.error = "cudaErrorLaunchFailure";
    for (Measurement *m : {&skipped, &pass, &warn, &fail, &error})
        judge(*m, defaultThresholds());
    EXPECT_EQ(overallVerdict({skipped}, false), "NOT CHECKED");
    EXPECT_EQ(overallVerdict({skipped, pass}, false), "PASS");
    EXPECT_EQ(overallVerdict({pass, warn}, false), "PASS WITH WARNINGS");
    EXPECT_EQ(overallVerdict({pass, error}, false), "ERROR");
    EXPECT_EQ(overallVerdict({error, fail}, false), "FAIL");
    EXPECT_EQ(overallVerdict({pass}, true), "CANCELLED");
}

// Measured figures become the analysis' efficiencies, each by hand.
TEST(Validation, MeasuredFiguresReplaceTheAssumedEfficiencies)
{
    Measurement copy = measured("device_copy", 700, 1000);     // 70 % of spec
    Measurement triad = measured("stream_triad", 40.96, 51.2); // 80 % of 2 × DDR4-3200
    triad.key = "host.stream_triad";
    Measurement gemm = measured("gemm_bf16", 123.9, 165.2); // 75 % of the dense peak
    Measurement skipped = measured("seq_read", std::nullopt, 7000);
    skipped.skipped = "no folder";
    Measurement allReduce = measured("allreduce_busbw", 240, 300); // 80 % of NVLink per direction
    allReduce.key = "gpus.allreduce_busbw";
    for (Measurement *m : {&copy, &triad, &gemm, &skipped, &allReduce})
        judge(*m, defaultThresholds());
    std::vector<Message> notes;
    const Assumptions base;
    const Assumptions a =
        measuredAssumptions(base, {copy, triad, gemm, skipped, allReduce}, defaultThresholds(), &notes);
    EXPECT_DOUBLE_EQ(a.allReduceEfficiency, 0.80);
    EXPECT_DOUBLE_EQ(a.memoryBandwidthEfficiency, 0.70);
    EXPECT_NEAR(a.ramBandwidthEfficiency, 0.80, 1e-12);
    EXPECT_DOUBLE_EQ(a.storageReadEfficiency, base.storageReadEfficiency); // not measured: assumed as before
    // compute-scale 1 × (0.75 measured share ÷ 0.77 typical healthy share) = 0.974.
    EXPECT_NEAR(a.computeScale, (123.9 / 165.2) / 0.77, 1e-12);
    EXPECT_DOUBLE_EQ(a.mfu, 0); // the efficiency model stays on
    ASSERT_EQ(notes.size(), 4u);
    EXPECT_EQ(notes.front().english(), "bandwidth-efficiency = 0.700 (measured device_copy)");
}

// Issue 18 #12: without a measured GPU, the measured barrel's GPU staves and
// rate are the spec sheet's; they are marked not measured, and a GPU with a
// median (even a failing one) keeps them.
TEST(MeasuredBarrel, GpuStavesWithoutAMeasuredGpuAreNotMeasured)
{
    BarrelReport barrel;
    barrel.bottleneck = "gpu_compute";
    barrel.systemRate = 743;
    for (const char *key : {"gpu_compute", "gpu_memory_bandwidth", "pcie_host", "ram_bandwidth"}) {
        Stave s;
        s.key = key;
        barrel.staves.push_back(s);
    }
    Measurement triad;
    triad.key = "host.stream_triad";
    triad.median = 61.5;
    Measurement copy;
    copy.key = "gpu0.device_copy";
    copy.verdict = Verdict::Skipped;
    EXPECT_FALSE(measuredAGpu({triad, copy}));
    const BarrelReport hostOnly = measuredBarrelReport(barrel, {triad, copy});
    EXPECT_FALSE(hostOnly.staves[0].applicable);
    EXPECT_FALSE(hostOnly.staves[1].applicable);
    EXPECT_FALSE(hostOnly.staves[2].applicable);
    EXPECT_TRUE(hostOnly.staves[3].applicable); // the host's own stave was measured
    EXPECT_EQ(hostOnly.staves[0].explanation(), "Not measured: this run measured no GPU.");
    EXPECT_TRUE(hostOnly.bottleneck.empty());
    EXPECT_DOUBLE_EQ(hostOnly.systemRate, 0);

    copy.verdict = Verdict::Fail;
    copy.median = 500;
    EXPECT_TRUE(measuredAGpu({triad, copy}));
    EXPECT_EQ(measuredBarrelReport(barrel, {triad, copy}).bottleneck, "gpu_compute");
}
