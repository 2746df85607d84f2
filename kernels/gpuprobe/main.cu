// dlrig-gpu-probe: the GPU probes, run by dlrig as a helper process (see
// kernels/gpuhelper.h). Per GPU: device copy and triad bandwidth, an FP32 FMA
// kernel, cuBLAS GEMM in FP32, TF32, FP16 and BF16 (FP8 through cuBLASLt), pinned host↔device
// copies, peer-to-peer bandwidth per pair, and on request a burn-in; then an
// NCCL all-reduce over all GPUs. Every result is
// checked; one JSON object per line on stdout.
//   dlrig-gpu-probe [--quick|--full] [--burn SECONDS] [--only METRIC,...]
//   dlrig-gpu-probe --libraries   the run-time libraries it found, without touching a GPU
// Exit status: 0 finished, 2 a bad option, 3 no GPU could be used (the status
// line says why: no device, a driver older than the runtime, a device error).
#include "timing.cuh"

#include "kernels/cudaversions.h"
#include "kernels/nvml.h"

#include "cublasloader.cuh"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <optional>
#include <sched.h>
#include <set>
#include <string>
#include <vector>

using namespace dlrig::gpuprobe;

namespace {

std::string escaped(const std::string &text)
{
    std::string out;
    for (const char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += (c == '\n' || c == '\r') ? ' ' : c;
    }
    return out;
}

void emitProgress(double fraction)
{
    std::printf("{\"progress\": %.4f}\n", fraction);
    std::fflush(stdout);
}

void emitStatus(const std::string &text)
{
    std::printf("{\"status\": \"%s\"}\n", escaped(text).c_str());
    std::fflush(stdout);
}

struct Result {
    std::string key, metric, unit, detail, error, skipped;
    bool measured = false;
    Samples samples;
    // A figure the probe itself knows the expected value of (no slowdown: 0);
    // the others get theirs from the catalog part.
    std::optional<double> spec;
    std::string specBasis;
    std::string link; // between GPUs: "nvlink" or "pcie" (NVML), empty when unknown
};

// Which figure is being measured: dlrig names it when the helper hangs.
void emitPhase(const std::string &key)
{
    std::printf("{\"phase\": \"%s\"}\n", escaped(key).c_str());
    std::fflush(stdout);
}

void emit(Result r)
{
    // JSON has no inf or nan: such a figure is an error, not a number.
    if (r.measured &&
        !(std::isfinite(r.samples.median) && std::isfinite(r.samples.min) && std::isfinite(r.samples.max))) {
        r.measured = false;
        r.error = "the figure came out as infinity or not a number (a timer that read zero, or a fault)";
    }
    std::printf("{\"measurement\": {\"key\": \"%s\", \"metric\": \"%s\", \"unit\": \"%s\"", escaped(r.key).c_str(),
                escaped(r.metric).c_str(), escaped(r.unit).c_str());
    if (r.measured)
        std::printf(", \"median\": %.6g, \"min\": %.6g, \"max\": %.6g", r.samples.median, r.samples.min, r.samples.max);
    if (r.spec)
        std::printf(", \"spec\": %.6g, \"spec_basis\": \"%s\"", *r.spec, escaped(r.specBasis).c_str());
    for (const auto &[field, value] : {std::pair{"detail", &r.detail}, std::pair{"error", &r.error},
                                       std::pair{"skipped", &r.skipped}, std::pair{"link", &r.link}}) {
        if (!value->empty())
            std::printf(", \"%s\": \"%s\"", field, escaped(*value).c_str());
    }
    std::printf("}}\n");
    std::fflush(stdout);
}

// Runs one probe; a CUDA or cuBLAS failure becomes the measurement's error.
template <typename Probe>
void measure(const std::string &prefix, const char *metric, const char *unit, Probe probe)
{
    Result r{prefix + "." + metric, metric, unit};
    emitPhase(r.key);
    try {
        probe(r);
    } catch (const Failure &failure) {
        r.measured = false;
        r.error = failure.what;
    }
    emit(r);
}

Samples rates(const std::vector<double> &seconds, double amount)
{
    std::vector<double> perSecond;
    for (const double s : seconds)
        perSecond.push_back(amount / s);
    return summarise(perSecond);
}

__global__ void copyKernel(const float4 *__restrict__ a, float4 *__restrict__ c, std::size_t n)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        c[i] = a[i];
}

__global__ void triadKernel(float4 *__restrict__ a, const float4 *__restrict__ b, const float4 *__restrict__ c, float q,
                            std::size_t n)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x) {
        const float4 x = b[i], y = c[i];
        a[i] = make_float4(x.x + q * y.x, x.y + q * y.y, x.z + q * y.z, x.w + q * y.w);
    }
}

__global__ void fillKernel(float *p, std::size_t n, float value)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        p[i] = value;
}

// How many elements of p[0, n) differ from `expected`, counted on the GPU:
// outputs are compared whole, as gpu-burn does, not sampled.
template <typename T>
__global__ void countDifferentKernel(const T *p, std::size_t n, T expected, unsigned long long *different)
{
    unsigned long long mine = 0;
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x)
        mine += p[i] != expected;
    if (mine)
        atomicAdd(different, mine);
}

// Eight independent FMA chains per thread keep every FP32 pipe busy.
constexpr int kFmaIterations = 4096;
__global__ void fmaKernel(float *out, float x)
{
    float a0 = x, a1 = x + 1, a2 = x + 2, a3 = x + 3, a4 = x + 4, a5 = x + 5, a6 = x + 6, a7 = x + 7;
    const float m = 0.999f, c = 0.001f;
#pragma unroll 16
    for (int i = 0; i < kFmaIterations; ++i) {
        a0 = fmaf(a0, m, c);
        a1 = fmaf(a1, m, c);
        a2 = fmaf(a2, m, c);
        a3 = fmaf(a3, m, c);
        a4 = fmaf(a4, m, c);
        a5 = fmaf(a5, m, c);
        a6 = fmaf(a6, m, c);
        a7 = fmaf(a7, m, c);
    }
    out[blockIdx.x * blockDim.x + threadIdx.x] = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7;
}

struct DeviceBuffer {
    void *p = nullptr;
    explicit DeviceBuffer(std::size_t bytes) { check(cudaMalloc(&p, bytes), "cudaMalloc"); }
    ~DeviceBuffer() { cudaFree(p); }
    template <typename T>
    T *as() const
    {
        return static_cast<T *>(p);
    }
};

struct HostBuffer {
    void *p = nullptr;
    explicit HostBuffer(std::size_t bytes) { check(cudaMallocHost(&p, bytes), "cudaMallocHost"); }
    ~HostBuffer() { cudaFreeHost(p); }
};

// Elements of a buffer on the current GPU that differ from `expected`.
template <typename T>
unsigned long long countDifferent(const void *p, std::size_t n, T expected, cudaStream_t stream)
{
    DeviceBuffer counter(sizeof(unsigned long long));
    check(cudaMemsetAsync(counter.p, 0, sizeof(unsigned long long), stream), "cudaMemset");
    countDifferentKernel<<<1024, 256, 0, stream>>>(static_cast<const T *>(p), n, expected,
                                                   counter.as<unsigned long long>());
    unsigned long long different = 0;
    check(cudaMemcpyAsync(&different, counter.p, sizeof different, cudaMemcpyDeviceToHost, stream), "compare");
    check(cudaStreamSynchronize(stream), "compare");
    return different;
}

void checkCublas(cublasStatus_t status, const char *what)
{
    if (status != CUBLAS_STATUS_SUCCESS)
        throw Failure{std::string(what) + ": cuBLAS status " + std::to_string(static_cast<int>(status))};
}

struct Device {
    int index = 0;
    cudaDeviceProp props{};
    cudaStream_t stream = nullptr;
    bool quick = true;
    std::string prefix;
};

void bandwidth(const Device &d)
{
    std::size_t free = 0, total = 0;
    check(cudaMemGetInfo(&free, &total), "cudaMemGetInfo");
    // Three buffers, each ≥ 8 × L2 and at most an eighth of the free memory.
    std::size_t bytes = (d.quick ? std::size_t{256} : std::size_t{1024}) << 20;
    bytes = std::max(bytes, std::size_t(8) * static_cast<std::size_t>(d.props.l2CacheSize));
    bytes = std::min(bytes, free / 8) / 16 * 16;
    const std::size_t n4 = bytes / sizeof(float4);
    DeviceBuffer a(bytes), b(bytes), c(bytes);
    const int blocks = d.props.multiProcessorCount * 8;
    fillKernel<<<blocks, 256, 0, d.stream>>>(a.as<float>(), bytes / 4, 1.0f);
    fillKernel<<<blocks, 256, 0, d.stream>>>(b.as<float>(), bytes / 4, 2.0f);
    fillKernel<<<blocks, 256, 0, d.stream>>>(c.as<float>(), bytes / 4, 0.0f); // poisoned: the copy must fill it
    const int repetitions = d.quick ? 10 : 50;
    char detail[128];
    std::snprintf(detail, sizeof detail, "%.0f MiB buffers (L2 %d KiB), %d repetitions, CUDA events",
                  static_cast<double>(bytes) / (1 << 20), d.props.l2CacheSize >> 10, repetitions);
    measure(d.prefix, "device_copy", "GB/s", [&](Result &r) {
        const auto s = timeOnStream(d.stream, 2, repetitions, [&] {
            copyKernel<<<blocks, 256, 0, d.stream>>>(a.as<float4>(), c.as<float4>(), n4);
        });
        if (const auto wrong = countDifferent(c.p, bytes / 4, 1.0f, d.stream))
            throw Failure{std::to_string(wrong) + " copied values differ from the source: memory fault"};
        r.samples = rates(s, 2.0 * static_cast<double>(bytes) / 1e9); // read + write
        r.measured = true;
        r.detail = detail;
    });
    measure(d.prefix, "device_triad", "GB/s", [&](Result &r) {
        const auto s = timeOnStream(d.stream, 2, repetitions, [&] {
            triadKernel<<<blocks, 256, 0, d.stream>>>(a.as<float4>(), b.as<float4>(), c.as<float4>(), 3.0f, n4);
        });
        if (const auto wrong = countDifferent(a.p, bytes / 4, 2.0f + 3.0f * 1.0f, d.stream))
            throw Failure{std::to_string(wrong) + " triad results differ from 2 + 3 × 1: memory or compute fault"};
        r.samples = rates(s, 3.0 * static_cast<double>(bytes) / 1e9); // two reads + one write
        r.measured = true;
        r.detail = detail;
    });
}

void fma(const Device &d)
{
    measure(d.prefix, "fp32_fma", "TFLOP/s", [&](Result &r) {
        const int blocks = d.props.multiProcessorCount * 16;
        const int threads = 256;
        DeviceBuffer out(static_cast<std::size_t>(blocks) * threads * sizeof(float));
        const auto s = timeOnStream(d.stream, 1, d.quick ? 5 : 20,
                                    [&] { fmaKernel<<<blocks, threads, 0, d.stream>>>(out.as<float>(), 1.0f); });
        float sample = 0;
        check(cudaMemcpy(&sample, out.as<float>(), sizeof sample, cudaMemcpyDeviceToHost), "check fma");
        if (!std::isfinite(sample))
            throw Failure{"FMA result is not a number: compute fault"};
        const double flops = 2.0 * 8 * kFmaIterations * static_cast<double>(blocks) * threads;
        r.samples = rates(s, flops / 1e12);
        r.measured = true;
        r.detail = std::to_string(blocks) + " blocks × 256 threads × 8 chains × 4096 FMAs";
    });
}

} // namespace

#include "gemm.cuh"

namespace {

// Runs this thread on the CPUs next to a GPU (sysfs: the PCI device's
// local_cpulist) while it lives, and back where it was after: pinned memory is
// allocated and touched here, so it lands on the GPU's own NUMA node, as
// nvbandwidth places its buffers. Does nothing where sysfs does not say.
class NearGpu {
public:
    explicit NearGpu(const cudaDeviceProp &props)
    {
        char path[128];
        std::snprintf(path, sizeof path, "/sys/bus/pci/devices/%04x:%02x:%02x.0/local_cpulist", props.pciDomainID,
                      props.pciBusID, props.pciDeviceID);
        std::FILE *file = std::fopen(path, "r");
        if (!file)
            return;
        char list[4096] = "";
        const bool read = std::fgets(list, sizeof list, file) != nullptr;
        std::fclose(file);
        cpu_set_t near;
        CPU_ZERO(&near);
        for (char *range = std::strtok(read ? list : nullptr, ",\n"); range; range = std::strtok(nullptr, ",\n")) {
            int first = 0, last = 0;
            const int fields = std::sscanf(range, "%d-%d", &first, &last);
            for (int cpu = first; fields >= 1 && cpu <= (fields == 2 ? last : first) && cpu < CPU_SETSIZE; ++cpu)
                CPU_SET(cpu, &near);
        }
        if (CPU_COUNT(&near) > 0 && sched_getaffinity(0, sizeof m_before, &m_before) == 0)
            m_bound = sched_setaffinity(0, sizeof near, &near) == 0;
    }
    ~NearGpu()
    {
        if (m_bound)
            sched_setaffinity(0, sizeof m_before, &m_before);
    }
    NearGpu(const NearGpu &) = delete;
    NearGpu &operator=(const NearGpu &) = delete;
    bool bound() const { return m_bound; }

private:
    cpu_set_t m_before{};
    bool m_bound = false;
};

void pinnedCopies(const Device &d)
{
    const std::size_t bytes = (d.quick ? std::size_t{256} : std::size_t{1024}) << 20;
    const NearGpu near(d.props); // before the allocation: its pages land on this node
    HostBuffer host(bytes);
    DeviceBuffer device(bytes);
    std::memset(host.p, 0x5a, bytes);
    struct Direction {
        const char *metric;
        cudaMemcpyKind kind;
    };
    for (const Direction direction :
         {Direction{"h2d_pinned", cudaMemcpyHostToDevice}, Direction{"d2h_pinned", cudaMemcpyDeviceToHost}}) {
        const cudaMemcpyKind kind = direction.kind;
        measure(d.prefix, direction.metric, "GB/s", [&](Result &r) {
            void *to = kind == cudaMemcpyHostToDevice ? device.p : host.p;
            const void *from = kind == cudaMemcpyHostToDevice ? host.p : device.p;
            // The destination is poisoned first; every byte must arrive.
            if (kind == cudaMemcpyHostToDevice)
                check(cudaMemset(device.p, 0, bytes), "cudaMemset");
            else {
                check(cudaMemset(device.p, 0x5a, bytes), "cudaMemset");
                std::memset(host.p, 0, bytes);
            }
            const auto s = timeOnStream(d.stream, 1, d.quick ? 5 : 20,
                                        [&] { check(cudaMemcpyAsync(to, from, bytes, kind, d.stream), "copy"); });
            const auto *landed = static_cast<const unsigned char *>(host.p);
            const unsigned long long wrong =
                kind == cudaMemcpyHostToDevice
                    ? countDifferent(device.p, bytes, static_cast<unsigned char>(0x5a), d.stream)
                    : static_cast<unsigned long long>(
                          std::count_if(landed, landed + bytes, [](unsigned char b) { return b != 0x5a; }));
            if (wrong)
                throw Failure{std::to_string(wrong) +
                              " bytes differ from the source after the copy: PCIe or memory fault"};
            r.samples = rates(s, static_cast<double>(bytes) / 1e9);
            r.measured = true;
            r.detail = std::to_string(bytes >> 20) + " MiB, pinned host memory" +
                       (near.bound() ? " on the GPU's NUMA node" : "") + ", cudaMemcpyAsync";
        });
    }
}

} // namespace

namespace {

// links[a][b]: the link between CUDA devices a and b as NVML sees it: "nvlink",
// "pcie", or "" where NVML cannot say (no driver library, a VM hiding it).
std::vector<std::vector<std::string>> gpuLinks(int devices)
{
    const dlrig::kernels::NvmlReport nvml = dlrig::kernels::readNvml();
    std::vector<int> at(static_cast<std::size_t>(devices), -1); // CUDA index → NVML index
    for (int i = 0; i < devices; ++i) {
        cudaDeviceProp props{};
        if (cudaGetDeviceProperties(&props, i) == cudaSuccess)
            at[i] = nvml.indexAt(props.pciDomainID, props.pciBusID, props.pciDeviceID);
    }
    std::vector<std::vector<std::string>> links(static_cast<std::size_t>(devices),
                                                std::vector<std::string>(static_cast<std::size_t>(devices)));
    for (int a = 0; a < devices; ++a) {
        for (int b = 0; b < devices; ++b) {
            if (a == b || at[a] < 0 || at[b] < 0 || nvml.nvlink.empty())
                continue;
            const std::optional<bool> nvlink = nvml.nvlink[at[a]][at[b]];
            if (nvlink)
                links[a][b] = *nvlink ? "nvlink" : "pcie";
        }
    }
    return links;
}

// The slowest link of a ring over every GPU: "pcie" if any pair lacks NVLink.
std::string ringLink(const std::vector<std::vector<std::string>> &links)
{
    std::string ring = "nvlink";
    for (std::size_t a = 0; a < links.size(); ++a) {
        for (std::size_t b = 0; b < links.size(); ++b) {
            if (a == b)
                continue;
            if (links[a][b].empty())
                return "";
            if (links[a][b] == "pcie")
                ring = "pcie";
        }
    }
    return ring;
}

} // namespace

#include "burnin.cuh"
#include "peers.cuh"

int main(int argc, char **argv)
{
    bool quick = true, libraries = false;
    double burn = 0;
    std::set<std::string> only; // the metrics to measure; empty: all
    const auto wants = [&](std::initializer_list<const char *> metrics) {
        if (only.empty())
            return true;
        for (const char *metric : metrics) {
            if (only.count(metric))
                return true;
        }
        return false;
    };
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--quick")
            quick = true;
        else if (word == "--full")
            quick = false;
        else if (word == "--libraries")
            libraries = true;
        else if (word == "--only" && i + 1 < argc) {
            std::string list = std::string(argv[++i]) + ",";
            for (std::size_t comma; (comma = list.find(',')) != std::string::npos; list.erase(0, comma + 1)) {
                if (comma > 0)
                    only.insert(list.substr(0, comma));
            }
        } else if (word == "--burn" && i + 1 < argc)
            burn = std::atof(argv[++i]);
        else {
            std::fprintf(stderr, "dlrig-gpu-probe: unknown option %s\n", word.c_str());
            return 2;
        }
    }
    if (libraries) {
        const std::pair<bool, std::string> blas{cublas().loaded(), cublas().describe()}, nccl = ncclStatus();
        for (const auto &[name, status] : {std::pair{"cuBLAS", &blas}, std::pair{"NCCL", &nccl}}) {
            std::printf("{\"library\": {\"name\": \"%s\", \"loaded\": %s, \"status\": \"%s\"}}\n", name,
                        status->first ? "true" : "false", escaped(status->second).c_str());
        }
        return 0;
    }
    int devices = 0;
    if (const cudaError_t error = cudaGetDeviceCount(&devices); error != cudaSuccess || devices == 0) {
        int driver = 0, runtime = 0;
        cudaDriverGetVersion(&driver);
        cudaRuntimeGetVersion(&runtime);
        if (driver == 0)
            emitStatus("no NVIDIA driver found");
        else if (error == cudaErrorInsufficientDriver)
            emitStatus(dlrig::kernels::driverTooOld(driver, runtime));
        else if (error != cudaSuccess)
            emitStatus(std::string("no usable CUDA device: ") + cudaGetErrorName(error) + " (" +
                       cudaGetErrorString(error) + "), driver CUDA " + dlrig::kernels::cudaVersionText(driver) +
                       ", runtime CUDA " + dlrig::kernels::cudaVersionText(runtime));
        else
            emitStatus("no CUDA device found");
        return 3; // documented in kernels/gpuhelper.h
    }
    const std::vector<std::vector<std::string>> links = gpuLinks(devices);
    // Progress: five steps per GPU, the all-reduce one, the burn-in (every GPU
    // at once) its own share by its length, so the bar never runs backwards.
    const double burnSteps = burn > 0 ? std::max(1.0, burn / 10) : 0;
    const double steps = devices * 5.0 + 1 + burnSteps;
    double step = 0;
    for (int index = 0; index < devices; ++index) {
        Device d;
        d.index = index;
        d.quick = quick;
        d.prefix = "gpu" + std::to_string(index);
        try {
            check(cudaSetDevice(index), "cudaSetDevice");
            check(cudaGetDeviceProperties(&d.props, index), "cudaGetDeviceProperties");
            check(cudaStreamCreate(&d.stream), "cudaStreamCreate");
        } catch (const Failure &failure) {
            emitStatus(d.prefix + ": " + failure.what);
            continue;
        }
        emitStatus(d.prefix + ": " + d.props.name);
        if (wants({"device_copy", "device_triad"}))
            bandwidth(d);
        emitProgress(++step / steps);
        if (wants({"fp32_fma"}))
            fma(d);
        emitProgress(++step / steps);
        cublasHandle_t handle = nullptr;
        const bool blas = wants({"gemm_fp32", "gemm_tf32", "gemm_fp16", "gemm_bf16"}) && cublas().loaded() &&
                          cublas().create(&handle) == CUBLAS_STATUS_SUCCESS;
        if (blas)
            cublas().setStream(handle, d.stream);
        // n = 8192 in both modes: the published healthy shares the bars rest on
        // are at 8192 (at 4096 healthy cards read a few points lower); quick
        // mode repeats fewer times instead.
        const int n = 8192;
        const bool tensorCores = d.props.major >= 8; // TF32 and BF16 need Ampere or newer
        const auto gemmOrSkip = [&](const char *metric, cudaDataType type, cublasComputeType_t compute, bool runs,
                                    const char *why) {
            if (!wants({metric}))
                return;
            if (blas && runs) {
                gemm(d, handle, metric, type, compute, n);
                return;
            }
            Result r{d.prefix + "." + metric, metric, "TFLOP/s"};
            r.skipped = !cublas().loaded() ? cublas().status : !blas ? "cuBLAS could not be initialised" : why;
            emit(r);
        };
        gemmOrSkip("gemm_fp32", CUDA_R_32F, CUBLAS_COMPUTE_32F, true, "");
        gemmOrSkip("gemm_tf32", CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, tensorCores,
                   "TF32 needs compute capability 8.0");
        gemmOrSkip("gemm_fp16", CUDA_R_16F, CUBLAS_COMPUTE_32F, true, "");
        gemmOrSkip("gemm_bf16", CUDA_R_16BF, CUBLAS_COMPUTE_32F, tensorCores, "BF16 needs compute capability 8.0");
        if (!wants({"gemm_fp8"})) {
            // not asked for
        } else if (cublas().loaded() && d.props.major * 10 + d.props.minor >= 89) {
            gemmFp8(d, n);
        } else {
            Result fp8{d.prefix + ".gemm_fp8", "gemm_fp8", "TFLOP/s"};
            fp8.skipped = !cublas().loaded() ? cublas().status : "no FP8 tensor cores (compute capability below 8.9)";
            emit(fp8);
        }
        emitProgress(++step / steps);
        if (wants({"h2d_pinned", "d2h_pinned"}))
            pinnedCopies(d);
        emitProgress(++step / steps);
        if (wants({"p2p_bandwidth", "p2p_host_bandwidth"}))
            peerToPeer(d, devices, links[static_cast<std::size_t>(index)]);
        emitProgress(++step / steps);
        if (blas)
            cublas().destroy(handle);
        cudaStreamDestroy(d.stream);
    }
    if (wants({"burn_in", "burn_in_hw_slowdown", "burn_in_health"})) {
        emitStatus("all GPUs: burn-in");
        burnIn(devices, burn, step / steps, (step + burnSteps) / steps);
    }
    step += burnSteps;
    emitProgress(step / steps);
    if (!wants({"allreduce_busbw"})) {
        // not asked for
    } else if (devices >= 2) {
        emitStatus("all GPUs: NCCL all-reduce");
        allReduce(devices, quick, ringLink(links));
    } else {
        Result single{"gpus.allreduce_busbw", "allreduce_busbw", "GB/s"};
        single.skipped = "one GPU: nothing to all-reduce";
        emit(single);
    }
    emitProgress(1.0);
    return 0;
}
