// The benchmark run without a GPU, as on our CI machines: host probes run,
// every GPU metric is listed SKIPPED with the reason, nothing is a pass that
// was not compared, and cancelling stops it with the rest SKIPPED.
#include "benchsupport.h"
#include "core/testparts.h"
#include "kernels/benchrun.h"
#include "kernels/gpuhelper.h"
#include "kernels/hostprobes.h"
#include "testsupport.h"

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

kernels::DetectedMachine noGpu()
{
    kernels::DetectedMachine machine;
    machine.gpuStatus = "no NVIDIA driver found";
    machine.nvmlStatus = "libnvidia-ml.so.1 not found";
    return machine;
}

} // namespace

TEST(Bench, WithoutAGpuHostProbesRunAndGpuTestsAreSkippedWithTheReason)
{
    TempDir dir;
    kernels::BenchOptions options;
    options.tests = {"host.stream", "gpu"};
    options.scratchDirectory = dir.path();
    std::vector<double> progress;
    const kernels::BenchRun run =
        kernels::runBench(noGpu(), {}, options, core::defaultThresholds(), nullptr,
                          [&](const kernels::BenchProgress &p) { progress.push_back(p.overall01); });
    const core::Measurement *triad = find(run, "host.stream_triad");
    ASSERT_NE(triad, nullptr);
    ASSERT_TRUE(triad->median.has_value());
    EXPECT_GT(*triad->median, 0.1); // GB/s: any machine moves more than 100 MB/s
    EXPECT_LE(*triad->min, *triad->median);
    EXPECT_LE(*triad->median, *triad->max);
    EXPECT_EQ(triad->verdict, core::Verdict::Skipped); // no spec without a matched CPU and memory
    EXPECT_EQ(find(run, "host.sgemm"), nullptr);       // not selected
    for (const auto &[metric, unit] : kernels::gpuMetrics()) {
        const core::Measurement *m = find(run, "gpu0." + metric);
        ASSERT_NE(m, nullptr) << metric;
        EXPECT_EQ(m->verdict, core::Verdict::Skipped);
        EXPECT_EQ(m->skipped, "no NVIDIA driver found");
    }
    const core::Measurement *allReduce = find(run, "gpus.allreduce_busbw"); // one for all GPUs
    ASSERT_NE(allReduce, nullptr);
    EXPECT_EQ(allReduce->skipped, "no NVIDIA driver found");
    EXPECT_FALSE(core::runFailed(run.measurements));
    EXPECT_EQ(core::overallVerdict(run.measurements, run.cancelled), "NOT CHECKED");
    ASSERT_FALSE(progress.empty());
    EXPECT_DOUBLE_EQ(progress.back(), 1.0);
}

TEST(Bench, AgainstABuildWithGpusTheMissingGpuFailsTheInventory)
{
    core::ResolvedBuild bought;
    bought.lines = {{testparts::rtx4090(), 2}, {testparts::ryzen5950x(), 1}};
    kernels::BenchOptions options;
    options.tests = {"gpu"};
    const kernels::BenchRun run = kernels::runBench(noGpu(), bought, options, core::defaultThresholds(), nullptr, {});
    const core::Measurement *count = find(run, "inventory.gpu_count");
    ASSERT_NE(count, nullptr);
    EXPECT_DOUBLE_EQ(*count->median, 0);
    EXPECT_DOUBLE_EQ(*count->spec, 2);
    EXPECT_EQ(count->verdict, core::Verdict::Fail);
    EXPECT_EQ(core::overallVerdict(run.measurements, false), "FAIL");
}

TEST(Bench, CancellingSkipsWhatDidNotRun)
{
    std::atomic<bool> cancel{true};
    kernels::BenchOptions options;
    const kernels::BenchRun run = kernels::runBench(noGpu(), {}, options, core::defaultThresholds(), &cancel, {});
    EXPECT_TRUE(run.cancelled);
    for (const core::Measurement &m : run.measurements) {
        if (m.metric.rfind("inventory_", 0) == 0)
            continue; // read from the detection, not measured
        EXPECT_EQ(m.verdict, core::Verdict::Skipped) << m.key;
        EXPECT_EQ(m.skipped, "cancelled") << m.key;
    }
    EXPECT_EQ(core::overallVerdict(run.measurements, run.cancelled), "CANCELLED");
}

TEST(Bench, TheStorageProbeRemovesItsFileOrSaysWhyItCannotRun)
{
    TempDir dir;
    kernels::ProbeContext context;
    context.scratchDirectory = dir.path();
    const auto probes = kernels::hostProbes();
    kernels::Probe &storage = *probes.back();
    ASSERT_EQ(storage.key(), "host.storage");
    const std::string cannot = storage.filter(context);
    if (!cannot.empty()) {
        // A tmpfs temp folder has no O_DIRECT: the reason names the folder.
        EXPECT_NE(cannot.find(dir.path().string()), std::string::npos) << cannot;
        return;
    }
    const auto measured = storage.run(context);
    ASSERT_EQ(measured.size(), 3u);
    for (const core::Measurement &m : measured) {
        EXPECT_TRUE(m.error.empty()) << m.key << ": " << m.error;
        ASSERT_TRUE(m.median.has_value()) << m.key;
        EXPECT_GT(*m.median, 0) << m.key;
    }
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())); // the test file is gone
    EXPECT_TRUE(storage.filter({}).find("--dir") != std::string::npos);
}

TEST(Bench, AgainstABuildTheCpuModelIsChecked)
{
    core::ResolvedBuild bought;
    bought.lines = {{testparts::ryzen5950x(), 1}};
    kernels::BenchOptions options;
    options.tests = {"gpu"};
    options.specsAreABuild = true;
    kernels::DetectedMachine machine = noGpu();
    const auto verdictOf = [&](const std::string &cpu) {
        machine.cpu.model = cpu;
        const kernels::BenchRun run =
            kernels::runBench(machine, bought, options, core::defaultThresholds(), nullptr, {});
        const core::Measurement *m = find(run, "inventory.cpu_model");
        return m ? m->verdict : core::Verdict::Error;
    };
    EXPECT_EQ(verdictOf("AMD Ryzen 9 5950X 16-Core Processor"), core::Verdict::Pass);
    EXPECT_EQ(verdictOf("AMD Ryzen 9 5900X 12-Core Processor"), core::Verdict::Fail); // not what was bought
    options.specsAreABuild = false; // compared with the detected parts themselves: nothing to check
    machine.cpu.model = "AMD Ryzen 9 5900X 12-Core Processor";
    const kernels::BenchRun run = kernels::runBench(machine, bought, options, core::defaultThresholds(), nullptr, {});
    EXPECT_EQ(find(run, "inventory.cpu_model"), nullptr);
}

// The helper's protocol line, as dlrig-gpu-probe writes it for a burn-in
// without slowdown: the probe's own expectation survives attachSpec.
TEST(Bench, AHelperLineKeepsTheProbesOwnSpec)
{
    core::Measurement m = kernels::measurementFromJson(
        R"({"measurement": {"key": "gpu0.burn_in_hw_slowdown", "metric": "burn_in_hw_slowdown", "unit": "count",)"
        R"( "median": 0, "min": 0, "max": 0, "spec": 0, "spec_basis": "no hardware slowdown under load"}})");
    core::ResolvedBuild machine;
    machine.lines = {{testparts::rtx4090(), 1}};
    core::attachSpec(m, machine);
    ASSERT_TRUE(m.spec.has_value());
    EXPECT_DOUBLE_EQ(*m.spec, 0);
    core::judge(m, core::defaultThresholds());
    EXPECT_EQ(m.verdict, core::Verdict::Pass);
    const core::Measurement bandwidth = kernels::measurementFromJson(
        R"({"measurement": {"key": "gpu0.device_copy", "metric": "device_copy", "unit": "GB/s", "median": 700}})");
    EXPECT_FALSE(bandwidth.spec.has_value()); // from the catalog, later
}
