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
};

// Every sentence above, for core::recognise.
const std::vector<MessageText> &benchPhrases();

// A sentence above in English, as runs keep it.
inline std::string english(MessageText text, std::vector<MessageArg> args = {})
{
    return Message{text, std::move(args)}.english();
}

} // namespace dlrig::core::bench
