// The benchmark run's side of dlrig-gpu-probe on our GPU-less machines: a
// stand-in helper writes the protocol lines the real one writes for two
// bridged A100s, and the run must judge every pair, waive the pair without a
// direct path, compare the all-reduce with the link, and build the matrix.
#include "benchsupport.h"
#include "core/validation/peermatrix.h"
#include "core/testparts.h"
#include "kernels/benchrun.h"
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

// A helper program that prints `lines` and exits with `status`; its arguments land in DIR/arguments.
std::filesystem::path standIn(const TempDir &dir, const std::string &lines, int status)
{
    const auto program = dir.path() / "dlrig-gpu-probe";
    writeFile(program, "#!/bin/sh\necho \"$@\" > '" + (dir.path() / "arguments").string() + "'\ncat <<'END'\n" + lines +
                           "END\nexit " + std::to_string(status) + "\n");
    std::filesystem::permissions(program, std::filesystem::perms::owner_all);
    return program;
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
    options.tests = {"gpu"};
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

TEST(GpuHelper, AHelperThatFailsLeavesEveryGpuTestSkippedWithItsReason)
{
    TempDir dir;
    const auto program = standIn(dir,
                                 R"({"status": "cuInit failed: driver too old"})"
                                 "\n",
                                 4);
    kernels::BenchOptions options;
    options.tests = {"gpu"};
    options.gpuProbeProgram = program;
    const kernels::BenchRun run = kernels::runBench(twoGpus(), {}, options, core::defaultThresholds(), nullptr, {});
    for (const std::string key : {"gpu0.device_copy", "gpu1.gemm_bf16", "gpus.allreduce_busbw"}) {
        const core::Measurement *m = find(run, key);
        ASSERT_NE(m, nullptr) << key;
        EXPECT_EQ(m->verdict, core::Verdict::Skipped) << key;
        EXPECT_NE(m->skipped.find("driver too old"), std::string::npos) << m->skipped;
    }
    EXPECT_EQ(core::peerMatrix(run.measurements).gpus, 0);
}

#ifdef DLRIG_GPU_PROBE_PROGRAM
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
