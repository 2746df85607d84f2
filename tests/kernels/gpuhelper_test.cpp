// The benchmark run's side of dlrig-gpu-probe on our GPU-less machines: a
// stand-in helper writes the protocol lines the real one writes for two
// bridged A100s, and the run must judge every pair, waive the pair without a
// direct path, compare the all-reduce with the link, and build the matrix.
#include "benchsupport.h"
#include "core/base/recognise.h"
#include "core/testparts.h"
#include "core/validation/benchphrases.h"
#include "core/validation/peermatrix.h"
#include "kernels/benchrun.h"
#include "kernels/cudaversions.h"
#include "kernels/gpuhelper.h"
#include "kernels/gpuprobe/busbandwidth.h"
#include "testsupport.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace dlrig;

namespace {

kernels::DetectedMachine twoGpus()
{
    kernels::DetectedMachine machine;
    for (int i = 0; i < 2; ++i) {
        kernels::DetectedGpu gpu;
        gpu.cuda.index = i;
        gpu.cuda.name = "NVIDIA A100 80GB PCIe";
        gpu.cuda.totalMemoryBytes = 85'899'345'920;
        machine.gpus.push_back(gpu);
    }
    machine.gpuStatus = "2 CUDA devices";
    return machine;
}

// A helper program that prints `lines`, runs `then` (shell) and exits with
// `status`; its arguments land in DIR/arguments.
std::filesystem::path standIn(const TempDir &dir, const std::string &lines, int status, const std::string &then = "")
{
    const auto program = dir.path() / "dlrig-gpu-probe";
    writeFile(program, "#!/bin/sh\necho \"$@\" > '" + (dir.path() / "arguments").string() + "'\ncat <<'END'\n" + lines +
                           "END\n" + then + "\nexit " + std::to_string(status) + "\n");
    std::filesystem::permissions(program, std::filesystem::perms::owner_all);
    return program;
}

// The protocol lines of GPU 0's bandwidth probes, as main.cu writes them.
const std::string kBandwidthLines = R"({"phase": "gpu0.device_copy"}
{"measurement": {"key": "gpu0.device_copy", "metric": "device_copy", "unit": "GB/s", "median": 1500, "min": 1490, "max": 1510}}
{"phase": "gpu0.device_triad"}
{"measurement": {"key": "gpu0.device_triad", "metric": "device_triad", "unit": "GB/s", "median": 1550, "min": 1540, "max": 1560}}
{"phase": "gpu0.fp32_fma"}
)";

kernels::BenchRun runWith(const std::filesystem::path &program,
                          std::chrono::milliseconds silence = std::chrono::seconds(5))
{
    core::ResolvedBuild bought;
    bought.lines = {{testparts::a100Pcie80(), 2}};
    kernels::BenchOptions options;
    options.tests = {"gpu"};
    options.gpuProbeProgram = program;
    options.helperSilenceLimit = silence;
    return kernels::runBench(twoGpus(), bought, options, core::defaultThresholds(), nullptr, {});
}

} // namespace

// nccl-tests (doc/PERFORMANCE.md): busbw = algbw × 2(n−1)/n. By hand: 1 GB in
// 10 ms is 100 GB/s algbw; on 8 GPUs × 2 × 7/8 = 175 GB/s, on 2 GPUs × 1.
TEST(GpuHelper, BusBandwidthIsNcclTestsFormula)
{
    EXPECT_DOUBLE_EQ(gpuprobe::allReduceAlgorithmBandwidth(1e9, 0.01), 1e11);
    EXPECT_DOUBLE_EQ(gpuprobe::allReduceBusBandwidth(1e9, 0.01, 8), 1.75e11);
    EXPECT_DOUBLE_EQ(gpuprobe::allReduceBusBandwidth(1e9, 0.01, 2), 1e11);
    EXPECT_DOUBLE_EQ(gpuprobe::allReduceBusBandwidth(1e9, 0.01, 1), 0); // nothing to reduce
    EXPECT_DOUBLE_EQ(gpuprobe::allReduceBusBandwidth(1e9, 0, 4), 0);
}

TEST(GpuHelper, PairsAreJudgedOneByOneAndTheAllReduceAgainstTheLink)
{
    TempDir dir;
    // The lines dlrig-gpu-probe writes (kernels/gpuprobe/peers.cuh), and one that is not protocol.
    const std::vector<std::string> lines{
        R"j({"status": "gpu0: NVIDIA A100 80GB PCIe"})j",
        "a library's own message, not the protocol",
        R"j({"measurement": {"key": "gpu0.p2p.gpu1", "metric": "p2p_bandwidth", "unit": "GB/s",
            "median": 250, "min": 248, "max": 251}})j",
        R"j({"measurement": {"key": "gpu0.p2p_host.gpu1", "metric": "p2p_host_bandwidth", "unit": "GB/s",
            "median": 11.5, "min": 11, "max": 12}})j",
        R"j({"measurement": {"key": "gpu1.p2p.gpu0", "metric": "p2p_bandwidth", "unit": "GB/s",
            "skipped": "waived: no direct path (cudaDeviceCanAccessPeer = 0)"}})j",
        R"j({"measurement": {"key": "gpu1.p2p_host.gpu0", "metric": "p2p_host_bandwidth", "unit": "GB/s",
            "median": 11.2, "min": 11, "max": 12}})j",
        R"j({"progress": 0.9})j",
        R"j({"measurement": {"key": "gpus.allreduce_busbw", "metric": "allreduce_busbw", "unit": "GB/s",
            "median": 231, "min": 229, "max": 232, "detail": "NCCL 2.28.9, 2 GPUs"}})j",
    };
    std::string output;
    for (std::string line : lines) {
        std::erase(line, '\n'); // one object per line, as the protocol says
        output += line + "\n";
    }
    const auto program = standIn(dir, output, 0);
    core::ResolvedBuild bought;
    bought.lines = {{testparts::a100Pcie80(), 2}};
    kernels::BenchOptions options;
    options.tests = {"p2p", "allreduce_busbw"};
    options.gpuProbeProgram = program;
    std::vector<double> progress;
    const kernels::BenchRun run =
        kernels::runBench(twoGpus(), bought, options, core::defaultThresholds(), nullptr,
                          [&](const kernels::BenchProgress &p) { progress.push_back(p.overall01); });

    const core::Measurement *forward = find(run, "gpu0.p2p.gpu1");
    ASSERT_NE(forward, nullptr);
    EXPECT_DOUBLE_EQ(*forward->spec, 300);            // 600 GB/s NVLink bridge, per direction
    EXPECT_EQ(forward->verdict, core::Verdict::Pass); // 83 %
    const core::Measurement *waived = find(run, "gpu1.p2p.gpu0");
    ASSERT_NE(waived, nullptr);
    EXPECT_EQ(waived->verdict, core::Verdict::Skipped);
    EXPECT_EQ(waived->skipped.rfind("waived:", 0), 0u) << waived->skipped;
    EXPECT_EQ(find(run, "gpu0.p2p_host.gpu1")->verdict, core::Verdict::Skipped); // shown, not judged
    const core::Measurement *allReduce = find(run, "gpus.allreduce_busbw");
    ASSERT_NE(allReduce, nullptr);
    EXPECT_NEAR(*allReduce->ratio, 231.0 / 300, 1e-12);
    EXPECT_EQ(allReduce->verdict, core::Verdict::Pass);
    EXPECT_EQ(core::overallVerdict(run.measurements, false), "PASS");

    const core::PeerMatrix matrix = core::peerMatrix(run.measurements);
    ASSERT_EQ(matrix.gpus, 2);
    EXPECT_DOUBLE_EQ(*matrix.cell[0][1].p2p, 250);
    EXPECT_DOUBLE_EQ(*matrix.cell[1][0].host, 11.2);
    const nlohmann::json json = kernels::benchRunJson(twoGpus(), {}, run, "quick", "test build");
    EXPECT_EQ(json.at("p2p_matrix").at("p2p")[0][1], 250.0);
    EXPECT_EQ(json.at("p2p_matrix").at("verdict")[1][0], "SKIPPED");
    ASSERT_FALSE(progress.empty());
    EXPECT_DOUBLE_EQ(progress.back(), 1.0);
}

// Issue 29, item 10: every pair was judged against NVLink ÷ 2, so on a board
// of bridged A100 pairs the unbridged pairs (PCIe) failed. Each pair is now
// judged by the link NVML reports for it; the all-reduce by its ring's slowest.
// By hand: PCIe 4.0 x16 = 16 × 1.969 = 31.5 GB/s per direction; the bridge
// 600 GB/s ÷ 2 = 300.
TEST(GpuHelper, EachPairIsJudgedByTheLinkItHas)
{
    TempDir dir;
    const std::string lines =
        R"({"measurement": {"key": "gpu0.p2p.gpu1", "metric": "p2p_bandwidth", "unit": "GB/s", "median": 25, "min": 25, "max": 25, "link": "pcie"}}
{"measurement": {"key": "gpu1.p2p.gpu0", "metric": "p2p_bandwidth", "unit": "GB/s", "median": 250, "min": 250, "max": 250, "link": "nvlink"}}
{"measurement": {"key": "gpu0.p2p_host.gpu1", "metric": "p2p_host_bandwidth", "unit": "GB/s", "median": 11, "min": 11, "max": 11}}
{"measurement": {"key": "gpu1.p2p_host.gpu0", "metric": "p2p_host_bandwidth", "unit": "GB/s", "median": 11, "min": 11, "max": 11}}
{"measurement": {"key": "gpus.allreduce_busbw", "metric": "allreduce_busbw", "unit": "GB/s", "median": 24, "min": 24, "max": 24, "link": "pcie"}}
)";
    core::ResolvedBuild bought;
    bought.lines = {{testparts::a100Pcie80(), 2}};
    kernels::BenchOptions options;
    options.tests = {"p2p", "allreduce_busbw"};
    options.gpuProbeProgram = standIn(dir, lines, 0);
    const kernels::BenchRun run = kernels::runBench(twoGpus(), bought, options, core::defaultThresholds(), nullptr, {});
    const core::Measurement *pcie = find(run, "gpu0.p2p.gpu1");
    ASSERT_NE(pcie, nullptr);
    EXPECT_NEAR(*pcie->spec, 16 * 1.969, 1e-9);
    EXPECT_EQ(pcie->verdict, core::Verdict::Pass); // 25 ÷ 31.5 = 79 %
    EXPECT_EQ(pcie->link, "pcie");
    EXPECT_DOUBLE_EQ(*find(run, "gpu1.p2p.gpu0")->spec, 300);
    EXPECT_NEAR(*find(run, "gpus.allreduce_busbw")->spec, 16 * 1.969, 1e-9);
    EXPECT_EQ(core::overallVerdict(run.measurements, false), "PASS");
    EXPECT_EQ(core::toJson(*pcie).at("link"), "pcie") << "kept with the run";
}

// Item 11: the burn-in had no rate bar and no health check. Its sustained
// SGEMM is judged like gemm_fp32 against the FP32 peak (A100: 19.5 TFLOPS;
// 15 ÷ 19.5 = 77 %), and any problem NVML saw (above 85 °C, new uncorrected
// ECC errors, a row remap pending) fails the GPU.
TEST(GpuHelper, TheBurnInIsJudgedForItsRateAndItsHealth)
{
    TempDir dir;
    const std::string lines =
        R"j({"measurement": {"key": "gpu0.burn_in", "metric": "burn_in", "unit": "TFLOP/s", "median": 15, "min": 14, "max": 15.5}}
{"measurement": {"key": "gpu0.burn_in_health", "metric": "burn_in_health", "unit": "count", "median": 1, "min": 1, "max": 1, "spec": 0, "spec_basis": "at most 85 °C", "detail": "reached 91 °C (above 85 °C)"}}
)j";
    core::ResolvedBuild bought;
    bought.lines = {{testparts::a100Pcie80(), 1}};
    kernels::BenchOptions options;
    options.tests = {"burn_in"}; // and so burn_in_health and burn_in_hw_slowdown
    options.gpuProbeProgram = standIn(dir, lines, 0);
    kernels::DetectedMachine one = twoGpus();
    one.gpus.pop_back();
    const kernels::BenchRun run = kernels::runBench(one, bought, options, core::defaultThresholds(), nullptr, {});
    const core::Measurement *rate = find(run, "gpu0.burn_in");
    ASSERT_NE(rate, nullptr);
    EXPECT_DOUBLE_EQ(*rate->spec, 19.5);
    EXPECT_EQ(rate->verdict, core::Verdict::Pass);
    EXPECT_EQ(find(run, "gpu0.burn_in_health")->verdict, core::Verdict::Fail);
    EXPECT_EQ(find(run, "gpu0.burn_in_hw_slowdown")->verdict, core::Verdict::Error) << "asked for, never reported";
}

// Only the GPU tests asked for run in the helper ("gemm": every GEMM), and
// none when no GPU test is asked for.
TEST(GpuHelper, TheHelperRunsOnlyTheTestsAskedFor)
{
    TempDir dir;
    const auto program = standIn(dir, "", 0);
    const auto argumentsFor = [&](std::vector<std::string> tests) {
        std::filesystem::remove(dir / "arguments");
        kernels::BenchOptions options;
        options.tests = std::move(tests);
        options.gpuProbeProgram = program;
        options.scratchDirectory = dir.path();
        kernels::runBench(twoGpus(), {}, options, core::defaultThresholds(), nullptr, {});
        return std::filesystem::exists(dir / "arguments") ? slurpFile(dir / "arguments") : std::string("(not run)");
    };
    EXPECT_EQ(argumentsFor({"gpu"}), "--quick\n");
    EXPECT_EQ(argumentsFor({"gemm"}), "--quick --only gemm_fp32,gemm_tf32,gemm_fp16,gemm_bf16,gemm_fp8\n");
    EXPECT_EQ(argumentsFor({"p2p", "allreduce_busbw"}),
              "--quick --only p2p_bandwidth,p2p_host_bandwidth,allreduce_busbw\n");
    EXPECT_EQ(argumentsFor({"host.stream"}), "(not run)");
}

// A helper that cannot use the GPUs the machine has cannot pass: every figure is ERROR with its reason.
TEST(GpuHelper, AHelperThatFailsLeavesEveryGpuTestAnErrorWithItsReason)
{
    TempDir dir;
    const auto program = standIn(dir,
                                 R"({"status": "no usable CUDA device: cudaErrorDevicesUnavailable"})"
                                 "\n",
                                 3);
    const kernels::BenchRun run = runWith(program);
    for (const std::string key : {"gpu0.device_copy", "gpu1.gemm_bf16", "gpu0.p2p.gpu1", "gpus.allreduce_busbw"}) {
        const core::Measurement *m = find(run, key);
        ASSERT_NE(m, nullptr) << key;
        EXPECT_EQ(m->verdict, core::Verdict::Error) << key;
        EXPECT_NE(m->error.find("failed: no usable CUDA device: cudaErrorDevicesUnavailable"), std::string::npos)
            << m->error;
    }
    EXPECT_EQ(core::overallVerdict(run.measurements, false), "ERROR");
}

// Issue 29, item 7: a helper that died mid-run lost its failure and the
// figures it never printed, and the run could PASS.
TEST(GpuHelper, AHelperThatDiesMidRunLeavesEveryMissingFigureAnError)
{
    TempDir dir;
    const auto program = standIn(dir, kBandwidthLines, 0, "kill -SEGV $$");
    const kernels::BenchRun run = runWith(program);
    EXPECT_EQ(find(run, "gpu0.device_copy")->verdict, core::Verdict::Pass) << "what arrived is judged";
    for (const std::string key : {"gpu0.fp32_fma", "gpu0.gemm_bf16", "gpu1.device_copy", "gpu1.p2p.gpu0",
                                  "gpu1.p2p_host.gpu0", "gpus.allreduce_busbw", "gpu0.burn_in"}) {
        const core::Measurement *m = find(run, key);
        ASSERT_NE(m, nullptr) << key << " is missing from the run";
        EXPECT_EQ(m->verdict, core::Verdict::Error) << key;
        EXPECT_NE(m->error.find("died with signal 11"), std::string::npos) << m->error;
    }
    EXPECT_NE(core::overallVerdict(run.measurements, false), "PASS");
}

// Item 7: "%.6g" printed inf and nan, which are not JSON: the line vanished.
TEST(GpuHelper, AFigureThatDoesNotParseIsAnErrorNotAGap)
{
    TempDir dir;
    const auto program = standIn(
        dir,
        R"({"measurement": {"key": "gpu0.device_copy", "metric": "device_copy", "unit": "GB/s", "median": inf, "min": inf, "max": inf}})"
        "\n",
        0);
    const kernels::BenchRun run = runWith(program);
    const core::Measurement *copy = find(run, "gpu0.device_copy");
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->verdict, core::Verdict::Error);
    EXPECT_NE(copy->error.find("ended without reporting this figure"), std::string::npos) << copy->error;
}

// Item 5: a hung kernel, NCCL call or P2P copy waited forever. The watchdog
// ends a helper that stays silent and names the figure it hung in.
TEST(GpuHelper, AHelperThatHangsIsStoppedAndTheFigureItHungInNamed)
{
    TempDir dir;
    const auto program = standIn(dir, kBandwidthLines, 0, "sleep 60");
    const auto began = std::chrono::steady_clock::now();
    const kernels::BenchRun run = runWith(program, std::chrono::milliseconds(1500));
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(15));
    const core::Measurement *fma = find(run, "gpu0.fp32_fma");
    ASSERT_NE(fma, nullptr);
    EXPECT_EQ(fma->verdict, core::Verdict::Error);
    EXPECT_NE(fma->error.find("gave no sign of progress for 1 s during gpu0.fp32_fma and was stopped"),
              std::string::npos)
        << fma->error;
    EXPECT_EQ(find(run, "gpu0.device_triad")->verdict, core::Verdict::Pass);
}

// Every figure a run asks for, per GPU, per ordered pair and for all GPUs.
TEST(GpuHelper, TheExpectedFiguresCoverEveryGpuAndEveryOrderedPair)
{
    const auto keys = [](int gpus, std::vector<std::pair<std::string, std::string>> metrics) {
        std::vector<std::string> all;
        for (const auto &figure : kernels::expectedGpuFigures(gpus, metrics))
            all.push_back(figure.key);
        return all;
    };
    using Keys = std::vector<std::string>;
    EXPECT_EQ(keys(3, {{"p2p_bandwidth", "GB/s"}}), (Keys{"gpu0.p2p.gpu1", "gpu0.p2p.gpu2", "gpu1.p2p.gpu0",
                                                          "gpu1.p2p.gpu2", "gpu2.p2p.gpu0", "gpu2.p2p.gpu1"}));
    EXPECT_EQ(keys(1, {{"p2p_bandwidth", "GB/s"}, {"p2p_host_bandwidth", "GB/s"}}), (Keys{"gpu0.p2p_bandwidth"}));
    EXPECT_EQ(keys(2, {{"gemm_fp8", "TFLOP/s"}, {"allreduce_busbw", "GB/s"}}),
              (Keys{"gpu0.gemm_fp8", "gpu1.gemm_fp8", "gpus.allreduce_busbw"}));
}

// Item 6: a driver older than the CUDA runtime was "no usable CUDA device".
// The sentence names both versions and the driver needed (CUDA 13.x: 580,
// 12.x: 525, from the CUDA Toolkit release notes' minimum-driver table).
TEST(GpuHelper, ADriverTooOldIsSaidWithBothVersionsAndIsAnError)
{
    EXPECT_EQ(kernels::driverTooOld(12080, 13000),
              "the NVIDIA driver supports CUDA up to 12.8 and dlrig's GPU code was built with CUDA 13.0, which needs "
              "driver 580 or newer: update the driver, or build dlrig with a CUDA toolkit the driver supports");
    EXPECT_EQ(kernels::minimumLinuxDriver(12040), 525);
    const std::string sentence = kernels::driverTooOld(12020, 13010);
    const core::Message read = core::recognise(sentence, core::bench::benchPhrases());
    EXPECT_EQ(std::string(read.text.id), "bench.detect.old_driver") << "readers show it in their language";

    kernels::DetectedMachine machine;
    machine.gpuStatus = sentence;
    machine.gpuFailed = true; // NVML sees the GPUs; CUDA cannot use them
    kernels::BenchOptions options;
    options.tests = {"gpu"};
    const kernels::BenchRun run = kernels::runBench(machine, {}, options, core::defaultThresholds(), nullptr, {});
    const core::Measurement *copy = find(run, "gpu0.device_copy");
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->verdict, core::Verdict::Error);
    EXPECT_EQ(copy->error, sentence);
}

#ifdef DLRIG_GPU_PROBE_PROGRAM
// Item 6, end to end: the real helper against a driver that supports CUDA 11.8
// (tests/kernels/olddriver.cpp, loaded as libcuda.so.1) says so with both
// versions and exits 3, and the run reports every GPU figure as ERROR.
TEST(GpuHelper, TheRealHelperNamesADriverOlderThanItsRuntime)
{
    const char *before = std::getenv("LD_LIBRARY_PATH");
    const std::string saved = before ? before : "";
    ::setenv("LD_LIBRARY_PATH", DLRIG_OLD_DRIVER_DIR, 1);
    kernels::BenchOptions options;
    options.tests = {"gemm_bf16"};
    options.gpuProbeProgram = DLRIG_GPU_PROBE_PROGRAM;
    kernels::DetectedMachine machine = twoGpus(); // as NVML would list them
    const kernels::BenchRun run = kernels::runBench(machine, {}, options, core::defaultThresholds(), nullptr, {});
    if (before)
        ::setenv("LD_LIBRARY_PATH", saved.c_str(), 1);
    else
        ::unsetenv("LD_LIBRARY_PATH");
    for (const std::string key : {"gpu0.gemm_bf16", "gpu1.gemm_bf16"}) {
        const core::Measurement *m = find(run, key);
        ASSERT_NE(m, nullptr) << key;
        EXPECT_EQ(m->verdict, core::Verdict::Error);
        EXPECT_NE(m->error.find("failed: the NVIDIA driver supports CUDA up to 11.8 and dlrig's GPU code was built "
                                "with CUDA 1"),
                  std::string::npos)
            << m->error;
        EXPECT_NE(m->error.find("or newer: update the driver"), std::string::npos) << m->error;
    }
}

// cuBLAS and NCCL are loaded by name at run time: where this toolkit has them,
// every entry point the helper uses must resolve (no GPU needed to check).
TEST(GpuHelper, TheRealHelperLoadsCublasAndNccl)
{
    const kernels::HelperResult r = kernels::runGpuHelper(DLRIG_GPU_PROBE_PROGRAM, {"--libraries"}, nullptr, {});
    EXPECT_TRUE(r.failure.empty()) << r.failure;
    ASSERT_EQ(r.libraries.size(), 2u);
    bool haveCublas = false;
    for (const auto &entry : std::filesystem::directory_iterator(DLRIG_CUDA_LIBRARY_DIR))
        haveCublas = haveCublas || entry.path().filename().string().rfind("libcublas.so.", 0) == 0;
    if (haveCublas) {
        EXPECT_EQ(r.libraries[0].rfind("cuBLAS ", 0), 0u) << r.libraries[0];
        EXPECT_NE(r.libraries[0].find(" loaded"), std::string::npos) << r.libraries[0];
    }
    if (std::filesystem::exists(std::filesystem::path(DLRIG_CUDA_LIBRARY_DIR) / "libnccl.so.2")) {
        EXPECT_EQ(r.libraries[1].rfind("NCCL 2.", 0), 0u) << r.libraries[1];
    }
}
#endif
