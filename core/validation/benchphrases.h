#pragma once

#include "core/base/message.h"

#include <string>
#include <vector>

// The sentences a benchmark run writes into its measurements and its
// detection: why a probe was skipped, what went wrong, what was found. Runs
// keep them in English (the history, the team server, the helper process's
// output); readers turn them back into messages with core::recognise and
// benchPhrases(), and so show them in their own language.
namespace dlrig::core::bench {

// Skipped or failed probes.
inline constexpr MessageText kCancelled = DLRIG_MESSAGE("bench.cancelled", "cancelled");
inline constexpr MessageText kNotSelected = DLRIG_MESSAGE("bench.not_selected", "not selected");
inline constexpr MessageText kNoCudaDevice = DLRIG_MESSAGE("bench.no_cuda_device", "no CUDA device");
inline constexpr MessageText kBuiltWithoutCuda =
    DLRIG_MESSAGE("bench.built_without_cuda", "dlrig was built without CUDA (no dlrig-gpu-probe)");
inline constexpr MessageText kNoSuchPart = DLRIG_MESSAGE("bench.no_such_part", "the build names no such part");
inline constexpr MessageText kGemmWrong =
    DLRIG_MESSAGE("bench.gemm_wrong", "result differs from a plain dot product: a numerical or hardware fault");
inline constexpr MessageText kStreamWrong =
    DLRIG_MESSAGE("bench.stream_wrong", "results differ from the expected values: memory or CPU fault");
inline constexpr MessageText kNoFolder =
    DLRIG_MESSAGE("bench.no_folder", "no folder to test in (--dir PATH: a folder on the drive to measure)");
inline constexpr MessageText kNoSpace =
    DLRIG_MESSAGE("bench.no_space", "not enough free space in {folder} for the test file");
inline constexpr MessageText kNoNvml = DLRIG_MESSAGE("bench.no_nvml", "NVML not available: {status}");
inline constexpr MessageText kHelperCannotStart =
    DLRIG_MESSAGE("bench.helper_cannot_start", "cannot start {program}: {reason}");
inline constexpr MessageText kHelperMissingLibrary =
    DLRIG_MESSAGE("bench.helper_missing_library", "{program} could not start (a CUDA library missing?)");
inline constexpr MessageText kHelperSignal =
    DLRIG_MESSAGE("bench.helper_signal", "{program} died with signal {signal}");
inline constexpr MessageText kHelperFailed = DLRIG_MESSAGE("bench.helper_failed", "{program} failed");
inline constexpr MessageText kHelperFailedWith =
    DLRIG_MESSAGE("bench.helper_failed_with", "{program} failed: {status}");
inline constexpr MessageText kHelperHung = DLRIG_MESSAGE(
    "bench.helper_hung", "{program} gave no sign of progress for {seconds} s during {phase} and was stopped");
inline constexpr MessageText kHelperEndedEarly =
    DLRIG_MESSAGE("bench.helper_ended_early", "{program} ended without reporting this figure");
// core/validation's own.
inline constexpr MessageText kNoMeasurement = DLRIG_MESSAGE("bench.no_measurement", "no measurement");
inline constexpr MessageText kNotCompared = DLRIG_MESSAGE("bench.not_compared", "not compared: {basis}");
inline constexpr MessageText kNoThreshold = DLRIG_MESSAGE("bench.no_threshold", "no threshold for {metric}");
inline constexpr MessageText kNoComparableSpec =
    DLRIG_MESSAGE("bench.no_comparable_spec", "no comparable spec in the catalog");

// What detection found, or why it could not.
inline constexpr MessageText kCpuLine =
    DLRIG_MESSAGE("bench.detect.cpu", "CPU: {model}, {sockets} × {cores} cores, {threads} threads{avx512}");
inline constexpr MessageText kAvx512 = DLRIG_MESSAGE("bench.detect.avx512", ", AVX-512");
inline constexpr MessageText kMemoryLine =
    DLRIG_MESSAGE("bench.detect.memory", "Memory: {size} GiB, {modules} × {type}-{speed}");
inline constexpr MessageText kMemoryUnknownLine =
    DLRIG_MESSAGE("bench.detect.memory_unknown", "Memory: {size} GiB ({why})");
inline constexpr MessageText kDriveLine =
    DLRIG_MESSAGE("bench.detect.drive", "Drive {device}: {model}, {size} GiB{kind}");
inline constexpr MessageText kNvmeDrive = DLRIG_MESSAGE("bench.detect.nvme", ", NVMe");
inline constexpr MessageText kRotationalDrive = DLRIG_MESSAGE("bench.detect.rotational", ", rotational");
inline constexpr MessageText kGpusLine = DLRIG_MESSAGE("bench.detect.gpus", "GPUs: {status}");
inline constexpr MessageText kGpuLine = DLRIG_MESSAGE("bench.detect.gpu", "  GPU {index}: {name}{link}");
inline constexpr MessageText kGpuLink = DLRIG_MESSAGE("bench.detect.gpu_link", ", PCIe {generation}.0 x{lanes}");
inline constexpr MessageText kNvmlLine = DLRIG_MESSAGE("bench.detect.nvml", "NVML: {status}");
inline constexpr MessageText kProbesLine = DLRIG_MESSAGE("bench.detect.probes", "GPU probes: {library}");
inline constexpr MessageText kMatched = DLRIG_MESSAGE("bench.detect.matched", "{what}: {name} → {part}");
inline constexpr MessageText kUnmatched = DLRIG_MESSAGE(
    "bench.detect.unmatched", "{what}: {name} (no catalog part matches it: match it by hand, or compare with a build)");
inline constexpr MessageText kNoDriver = DLRIG_MESSAGE("bench.detect.no_driver", "no NVIDIA driver found");
inline constexpr MessageText kNoCudaDeviceFound = DLRIG_MESSAGE("bench.detect.no_device", "no CUDA device found");
inline constexpr MessageText kCudaDevices = DLRIG_MESSAGE("bench.detect.devices", "{count} CUDA device(s)");
// kernels/cudaversions.h writes it.
inline constexpr MessageText kOldDriver =
    DLRIG_MESSAGE("bench.detect.old_driver",
                  "the NVIDIA driver supports CUDA up to {driver} and dlrig's GPU code was built with CUDA {version}, "
                  "which needs driver {minimum} or newer: update the driver, or build dlrig with a CUDA toolkit the "
                  "driver supports");
inline constexpr MessageText kNoUsableDevice =
    DLRIG_MESSAGE("bench.detect.no_usable_device", "no usable CUDA device: {error}");
inline constexpr MessageText kNoCudaAtConfigure =
    DLRIG_MESSAGE("bench.detect.no_cuda_build", "built without CUDA (nvcc was not found at configure time)");
inline constexpr MessageText kNoNvmlLibrary =
    DLRIG_MESSAGE("bench.detect.no_nvml_library", "libnvidia-ml.so.1 not found (no NVIDIA driver)");
inline constexpr MessageText kNvmlNotInitialised =
    DLRIG_MESSAGE("bench.detect.nvml_not_initialised", "NVML could not be initialised (driver not loaded?)");
inline constexpr MessageText kNvmlDriver = DLRIG_MESSAGE("bench.detect.nvml_driver", "NVML, driver {version}");
inline constexpr MessageText kDmidecodeNeedsRoot =
    DLRIG_MESSAGE("bench.detect.dmidecode_root", "dmidecode's memory table needs root (sudo)");
inline constexpr MessageText kNoDmidecode =
    DLRIG_MESSAGE("bench.detect.no_dmidecode", "dmidecode is not installed (Debian: apt install dmidecode)");
inline constexpr MessageText kNoModules =
    DLRIG_MESSAGE("bench.detect.no_modules", "dmidecode reports no memory modules");
inline constexpr MessageText kSpeedUnknown =
    DLRIG_MESSAGE("bench.detect.speed_unknown", "type, speed and modules unknown: {why}");

// Written by the GPU helper process (kernels/gpuprobe), which does not link
// core: its sentences are listed here so that readers recognise them, and a
// test checks that the helper's sources still say them.
inline constexpr MessageText kHelperPhrases[] = {
    DLRIG_MESSAGE("bench.gpu.cublas_init", "cuBLAS could not be initialised"),
    DLRIG_MESSAGE("bench.gpu.no_fp8", "no FP8 tensor cores (compute capability below 8.9)"),
    DLRIG_MESSAGE("bench.gpu.one_gpu_allreduce", "one GPU: nothing to all-reduce"),
    DLRIG_MESSAGE("bench.gpu.no_telemetry", "no NVML telemetry ({status})"),
    DLRIG_MESSAGE("bench.gpu.burn_not_requested", "not requested (--burn SECONDS)"),
    DLRIG_MESSAGE("bench.gpu.not_finite",
                  "the figure came out as infinity or not a number (a timer that read zero, or a fault)"),
    DLRIG_MESSAGE("bench.gpu.no_slowdown_reading",
                  "NVML could read neither the clock-event reasons nor the thermal violation time"),
    DLRIG_MESSAGE("bench.gpu.no_cublas",
                  "cuBLAS {major} is not installed (libcublas.so.{library} not found; it comes with the CUDA "
                  "{toolkit} toolkit)"),
    DLRIG_MESSAGE("bench.gpu.cublas_lacks", "cuBLAS lacks {symbol}"),
    DLRIG_MESSAGE("bench.gpu.no_fp8_kernel", "cuBLASLt offers no FP8 kernel for this GPU and layout"),
    DLRIG_MESSAGE("bench.gpu.one_gpu_peer", "one GPU: no peer to copy to"),
    DLRIG_MESSAGE("bench.gpu.no_direct_path",
                  "waived: the platform gives GPU {from} no direct path to GPU {to} (cudaDeviceCanAccessPeer = 0)"),
    DLRIG_MESSAGE("bench.gpu.no_nccl",
                  "NCCL is not installed (libnccl.so.2 not found): all-reduce bus bandwidth not measured"),
    DLRIG_MESSAGE("bench.gpu.no_nccl_header",
                  "dlrig-gpu-probe was built without nccl.h: all-reduce bus bandwidth not measured"),
    // How each GPU figure was measured (a measurement's detail) and what it is judged against.
    DLRIG_MESSAGE("bench.gpu.detail.buffers",
                  "{size} MiB buffers (L2 {l2} KiB), {repetitions} repetitions, CUDA events"),
    DLRIG_MESSAGE("bench.gpu.detail.fma", "{blocks} blocks × 256 threads × 8 chains × 4096 FMAs"),
    DLRIG_MESSAGE("bench.gpu.detail.pinned", "{size} MiB, pinned host memory{numa}, cudaMemcpyAsync"),
    DLRIG_MESSAGE("bench.gpu.detail.numa", " on the GPU's NUMA node"),
    DLRIG_MESSAGE("bench.gpu.detail.gemm", "cuBLAS cublasGemmEx, n = {n}, random inputs in [-1, 1), FP32 output; every "
                                           "entry of an integer product (n = 512) checked"),
    DLRIG_MESSAGE("bench.gpu.detail.fp8", "cuBLASLt E4M3 × E4M3 → BF16 (TN, fast accumulation), n = {n}, random "
                                          "inputs; every entry of an integer product (n = 512) checked"),
    DLRIG_MESSAGE("bench.gpu.detail.burn_in", "{rounds} SGEMM rounds (n = 8192, random inputs) over {seconds} s on all "
                                              "{devices} GPUs at once, each output compared whole with the first; "
                                              "{telemetry}"),
    DLRIG_MESSAGE("bench.gpu.detail.telemetry", "max {temperature} °C, up to {watts} W, SM clock {low}–{high} MHz, "
                                                "clock-event reasons 0x{reasons}, {seconds} s in thermal violation"),
    DLRIG_MESSAGE("bench.gpu.detail.peer_on", "{size} MiB, cudaMemcpyPeerAsync, {repetitions} repetitions, peer access "
                                              "on"),
    DLRIG_MESSAGE("bench.gpu.detail.peer_off", "{size} MiB, cudaMemcpyPeerAsync, {repetitions} repetitions, peer "
                                               "access off (through host memory)"),
    DLRIG_MESSAGE("bench.gpu.detail.nccl", "NCCL {version}, {devices} GPUs, {size} MiB FP32 sum, out of place, {count} "
                                           "all-reduces per repetition; busbw = algbw × 2(n−1)/n (nccl-tests)"),
    DLRIG_MESSAGE("bench.gpu.basis.no_slowdown", "no hardware slowdown under load"),
    DLRIG_MESSAGE("bench.gpu.basis.health", "at most 85 °C, no new uncorrected ECC error, no row remap pending"),
};

// Written by the host probes (kernels/) and the judge (core/validation): how a
// figure was measured and what it is compared with, kept in English by runs.
inline constexpr MessageText kDetailPhrases[] = {
    DLRIG_MESSAGE("bench.detail.stream", "{threads} threads, {isa} loops{stores}, 3 arrays of {size} MiB, "
                                         "{repetitions} repetitions (best in max)"),
    DLRIG_MESSAGE("bench.detail.streaming_stores", " with streaming stores"),
    DLRIG_MESSAGE("bench.detail.openblas", "OpenBLAS, n = {n}, {repetitions} repetitions after a warm-up"),
    DLRIG_MESSAGE("bench.detail.file", "{size} MiB file in {folder}, O_DIRECT{how}"),
    DLRIG_MESSAGE("bench.detail.streams", ", 4 streams of 1 MiB reads"),
    DLRIG_MESSAGE("bench.detail.threads", ", 16 threads, QD 1 each"),
    DLRIG_MESSAGE("bench.detail.inventory", "detected “{reported}”, the build has {expected}"),
    DLRIG_MESSAGE("bench.basis.memory", "memory bandwidth on the spec sheet"),
    DLRIG_MESSAGE("bench.basis.fp32", "FP32 peak"),
    DLRIG_MESSAGE("bench.basis.tf32", "dense TF32 tensor peak"),
    DLRIG_MESSAGE("bench.basis.fp16", "dense FP16 tensor peak (FP32 accumulate for GeForce)"),
    DLRIG_MESSAGE("bench.basis.bf16", "dense BF16 tensor peak"),
    DLRIG_MESSAGE("bench.basis.fp8", "dense FP8 tensor peak"),
    DLRIG_MESSAGE("bench.basis.pcie", "PCIe {generation}.0 x{lanes} after encoding, per direction"),
    DLRIG_MESSAGE("bench.basis.nvlink", "NVLink, per direction (half the bidirectional figure)"),
    DLRIG_MESSAGE("bench.basis.host_copies", "copies through host memory (P2P off), shown beside the P2P figure"),
    DLRIG_MESSAGE("bench.basis.gpu_count", "GPUs in the build (one machine)"),
    DLRIG_MESSAGE("bench.basis.gpu_memory", "nominal GPU memory in GiB"),
    DLRIG_MESSAGE("bench.basis.pcie_generation", "PCIe generation of GPU and platform, the lower"),
    DLRIG_MESSAGE("bench.basis.pcie_lanes", "the GPU's PCIe lanes"),
    DLRIG_MESSAGE("bench.basis.channels", "{channels} channels × {speed} MT/s × 8 B"),
    DLRIG_MESSAGE("bench.basis.cpu_peak", "{cpus} CPU × {cores} cores × {ghz} GHz base × {flops} FLOP/cycle"),
    DLRIG_MESSAGE("bench.basis.drive", "the fastest drive's datasheet"),
    DLRIG_MESSAGE("bench.basis.part", "the build's part"),
    DLRIG_MESSAGE("bench.basis.iops", "datasheet IOPS are at queue depth 128–256, not comparable"),
    // Each probe's description, the progress line while it runs.
    DLRIG_MESSAGE("bench.probe.stream", "Host memory bandwidth: STREAM Copy, Scale, Add, Triad on all cores"),
    DLRIG_MESSAGE("bench.probe.gemm", "CPU matrix multiply (OpenBLAS SGEMM and DGEMM)"),
    DLRIG_MESSAGE("bench.probe.storage",
                  "Storage: sequential write and read (O_DIRECT, 1 MiB blocks) and 4 KiB random reads"),
    DLRIG_MESSAGE("bench.probe.gpu_start", "GPU probes (dlrig-gpu-probe)"),
    DLRIG_MESSAGE("bench.probe.gpu", "GPU probes"),
};

// Every sentence above, for core::recognise.
const std::vector<MessageText> &benchPhrases();

// A sentence above in English, as runs keep it.
inline std::string english(MessageText text, std::vector<MessageArg> args = {})
{
    return Message{text, std::move(args)}.english();
}

} // namespace dlrig::core::bench
