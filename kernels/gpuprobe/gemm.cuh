#pragma once

// GEMM probes of dlrig-gpu-probe (main.cu includes it after its shared helpers: Device,
// Result, measure, buffers).
#include <cstdint>
#include <numeric>
namespace {

// Uniform values in [-1, 1) from a hash of the index: GEMMs are timed on
// random data, since low-entropy inputs (constants, -1/0/1) toggle fewer bits,
// draw less power and so read 10-15 % fast (gpu-burn, cuda-samples time on
// random matrices).
template <typename T>
__global__ void randomFillKernel(T *p, std::size_t n, unsigned seed)
{
    for (std::size_t i = blockIdx.x * static_cast<std::size_t>(blockDim.x) + threadIdx.x; i < n;
         i += static_cast<std::size_t>(gridDim.x) * blockDim.x) {
        unsigned x = static_cast<unsigned>(i) * 0x9E3779B9u ^ static_cast<unsigned>(i >> 32) ^ seed;
        x ^= x >> 16;
        x *= 0x7feb352du;
        x ^= x >> 15;
        x *= 0x846ca68bu;
        x ^= x >> 16;
        p[i] = T(static_cast<float>(x >> 8) / 8388608.0f - 1.0f);
    }
}

template <typename T>
void randomFill(void *p, std::size_t n, unsigned seed, cudaStream_t stream)
{
    randomFillKernel<<<1024, 256, 0, stream>>>(static_cast<T *>(p), n, seed);
    check(cudaGetLastError(), "random fill");
}

// Integers from -2 to 2, exact in every input format (FP8 E4M3 included).
inline std::vector<float> smallIntegers(std::size_t count, unsigned state)
{
    std::vector<float> values(count);
    for (float &v : values) {
        state = state * 1664525u + 1013904223u;
        v = static_cast<float>(static_cast<int>((state >> 16) % 5) - 2);
    }
    return values;
}

// The host's C = A B (column-major, `transposeA`: C = Aᵀ B), for the exactness check.
inline std::vector<float> hostGemm(const std::vector<float> &a, const std::vector<float> &b, int n, bool transposeA)
{
    std::vector<float> c(static_cast<std::size_t>(n) * n, 0.0f);
    for (int j = 0; j < n; ++j) {
        for (int k = 0; k < n; ++k) {
            const float bkj = b[static_cast<std::size_t>(k) + static_cast<std::size_t>(j) * n];
            for (int i = 0; i < n; ++i) {
                const float aik = transposeA ? a[static_cast<std::size_t>(k) + static_cast<std::size_t>(i) * n]
                                             : a[static_cast<std::size_t>(i) + static_cast<std::size_t>(k) * n];
                c[static_cast<std::size_t>(i) + static_cast<std::size_t>(j) * n] += aik * bkj;
            }
        }
    }
    return c;
}

// The exactness check beside each timed GEMM: n = 512, integer inputs, every
// entry compared with the host (sums stay below 2^11, exact in FP32).
constexpr int kExactN = 512;

void upload(const std::vector<float> &host, void *device, cudaDataType type)
{
    const std::size_t count = host.size();
    if (type == CUDA_R_32F) {
        check(cudaMemcpy(device, host.data(), count * 4, cudaMemcpyHostToDevice), "upload");
    } else if (type == CUDA_R_16F) {
        std::vector<__half> half(count);
        for (std::size_t i = 0; i < count; ++i)
            half[i] = __float2half(host[i]);
        check(cudaMemcpy(device, half.data(), count * 2, cudaMemcpyHostToDevice), "upload");
    } else if (type == CUDA_R_16BF) {
        std::vector<__nv_bfloat16> half(count);
        for (std::size_t i = 0; i < count; ++i)
            half[i] = __float2bfloat16(host[i]);
        check(cudaMemcpy(device, half.data(), count * 2, cudaMemcpyHostToDevice), "upload");
    } else {
        std::vector<__nv_fp8_e4m3> eight(count);
        for (std::size_t i = 0; i < count; ++i)
            eight[i] = __nv_fp8_e4m3(host[i]);
        check(cudaMemcpy(device, eight.data(), count, cudaMemcpyHostToDevice), "upload");
    }
}

void randomInputs(void *a, void *b, std::size_t count, cudaDataType type, cudaStream_t stream)
{
    const auto fill = [&](void *p, unsigned seed) {
        if (type == CUDA_R_32F)
            randomFill<float>(p, count, seed, stream);
        else if (type == CUDA_R_16F)
            randomFill<__half>(p, count, seed, stream);
        else if (type == CUDA_R_16BF)
            randomFill<__nv_bfloat16>(p, count, seed, stream);
        else
            randomFill<__nv_fp8_e4m3>(p, count, seed, stream);
    };
    fill(a, 12345u);
    fill(b, 67890u);
}

void gemm(const Device &d, cublasHandle_t handle, const char *metric, cudaDataType inputType,
          cublasComputeType_t compute, int n)
{
    measure(d.prefix, metric, "TFLOP/s", [&](Result &r) {
        const std::size_t elementBytes = inputType == CUDA_R_32F ? 4 : 2;
        const float alpha = 1, beta = 0;
        const auto multiply = [&](int size, const void *a, const void *b, void *c) {
            checkCublas(cublas().gemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, size, size, size, &alpha, a, inputType, size,
                                        b, inputType, size, &beta, c, CUDA_R_32F, size, compute, CUBLAS_GEMM_DEFAULT),
                        "cublasGemmEx");
        };
        {
            const std::size_t count = static_cast<std::size_t>(kExactN) * kExactN;
            const std::vector<float> hostA = smallIntegers(count, 1u), hostB = smallIntegers(count, 2u);
            DeviceBuffer a(count * elementBytes), b(count * elementBytes), c(count * sizeof(float));
            upload(hostA, a.p, inputType);
            upload(hostB, b.p, inputType);
            multiply(kExactN, a.p, b.p, c.p);
            std::vector<float> got(count);
            check(cudaMemcpyAsync(got.data(), c.p, count * 4, cudaMemcpyDeviceToHost, d.stream), "check gemm");
            check(cudaStreamSynchronize(d.stream), "check gemm");
            const std::vector<float> want = hostGemm(hostA, hostB, kExactN, false);
            const auto wrong = std::inner_product(got.begin(), got.end(), want.begin(), std::size_t{0}, std::plus<>(),
                                                  [](float x, float y) { return x != y ? 1 : 0; });
            if (wrong)
                throw Failure{"GEMM miscompare: " + std::to_string(wrong) + " of " + std::to_string(count) +
                              " entries of an integer product (n = 512) differ from the host's"};
        }
        const std::size_t count = static_cast<std::size_t>(n) * n;
        DeviceBuffer a(count * elementBytes), b(count * elementBytes), c(count * sizeof(float));
        randomInputs(a.p, b.p, count, inputType, d.stream);
        const auto s = timeOnStream(d.stream, 2, d.quick ? 5 : 20, [&] { multiply(n, a.p, b.p, c.p); });
        r.samples = rates(s, 2.0 * n * static_cast<double>(n) * n / 1e12);
        r.measured = true;
        r.detail = "cuBLAS cublasGemmEx, n = " + std::to_string(n) +
                   ", random inputs in [-1, 1), FP32 output; every entry of an integer product (n = 512) checked";
    });
}

// One FP8 (E4M3) matmul through cuBLASLt, the only cuBLAS path for FP8: A
// transposed (the "TN" layout FP8 kernels need), FP32 accumulation with fast
// accumulation (as Transformer Engine and XLA ask: without it cuBLASLt picks
// kernels that promote partial sums more often, slower), BF16 output.
class Fp8Matmul {
public:
    Fp8Matmul(cublasLtHandle_t lt, int n) : m_lt(lt), m_n(n)
    {
        checkCublas(cublas().descCreate(&m_op, CUBLAS_COMPUTE_32F, CUDA_R_32F), "matmul descriptor");
        const cublasOperation_t transposed = CUBLAS_OP_T, plain = CUBLAS_OP_N;
        checkCublas(cublas().descSetAttribute(m_op, CUBLASLT_MATMUL_DESC_TRANSA, &transposed, sizeof transposed),
                    "TRANSA");
        checkCublas(cublas().descSetAttribute(m_op, CUBLASLT_MATMUL_DESC_TRANSB, &plain, sizeof plain), "TRANSB");
        const std::int8_t fastAccumulation = 1;
        checkCublas(cublas().descSetAttribute(m_op, CUBLASLT_MATMUL_DESC_FAST_ACCUM, &fastAccumulation,
                                              sizeof fastAccumulation),
                    "FAST_ACCUM");
        checkCublas(cublas().layoutCreate(&m_a, CUDA_R_8F_E4M3, n, n, n), "layout A");
        checkCublas(cublas().layoutCreate(&m_b, CUDA_R_8F_E4M3, n, n, n), "layout B");
        checkCublas(cublas().layoutCreate(&m_c, CUDA_R_16BF, n, n, n), "layout C");
        checkCublas(cublas().preferenceCreate(&m_preference), "preference");
        checkCublas(cublas().preferenceSetAttribute(m_preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &kWorkspaceBytes, sizeof kWorkspaceBytes),
                    "workspace");
        // A failing search is an error of the library or GPU; only "none found" is SKIPPED.
        int found = 0;
        checkCublas(cublas().algoGetHeuristic(lt, m_op, m_a, m_b, m_c, m_c, m_preference, 1, &m_heuristic, &found),
                    "cublasLtMatmulAlgoGetHeuristic");
        m_found = found > 0;
    }
    ~Fp8Matmul()
    {
        cublas().preferenceDestroy(m_preference);
        cublas().layoutDestroy(m_a);
        cublas().layoutDestroy(m_b);
        cublas().layoutDestroy(m_c);
        cublas().descDestroy(m_op);
    }
    Fp8Matmul(const Fp8Matmul &) = delete;
    Fp8Matmul &operator=(const Fp8Matmul &) = delete;

    bool found() const { return m_found; }
    void run(const void *a, const void *b, void *c, void *workspace, cudaStream_t stream) const
    {
        const float alpha = 1, beta = 0;
        checkCublas(cublas().matmul(m_lt, m_op, &alpha, a, m_a, b, m_b, &beta, c, m_c, c, m_c, &m_heuristic.algo,
                                    workspace, kWorkspaceBytes, stream),
                    "cublasLtMatmul");
    }
    static constexpr std::size_t kWorkspaceBytes = std::size_t{32} << 20;

private:
    cublasLtHandle_t m_lt;
    int m_n;
    cublasLtMatmulDesc_t m_op = nullptr;
    cublasLtMatrixLayout_t m_a = nullptr, m_b = nullptr, m_c = nullptr;
    cublasLtMatmulPreference_t m_preference = nullptr;
    cublasLtMatmulHeuristicResult_t m_heuristic{};
    bool m_found = false;
};

// FP8 GEMM, timed on random inputs; exactness checked on an integer product
// (n = 512) whose every entry BF16 must hold within its rounding. No FP8
// kernel for this shape: SKIPPED.
void gemmFp8(const Device &d, int n)
{
    measure(d.prefix, "gemm_fp8", "TFLOP/s", [&](Result &r) {
        cublasLtHandle_t lt = nullptr;
        checkCublas(cublas().ltCreate(&lt), "cublasLtCreate");
        struct Handle {
            cublasLtHandle_t lt;
            ~Handle() { cublas().ltDestroy(lt); }
        } owner{lt};
        DeviceBuffer workspace(Fp8Matmul::kWorkspaceBytes);
        {
            const Fp8Matmul exact(lt, kExactN);
            if (!exact.found()) {
                r.skipped = "cuBLASLt offers no FP8 kernel for this GPU and layout";
                return;
            }
            const std::size_t count = static_cast<std::size_t>(kExactN) * kExactN;
            const std::vector<float> hostA = smallIntegers(count, 3u), hostB = smallIntegers(count, 4u);
            DeviceBuffer a(count), b(count), c(count * 2);
            upload(hostA, a.p, CUDA_R_8F_E4M3);
            upload(hostB, b.p, CUDA_R_8F_E4M3);
            exact.run(a.p, b.p, c.p, workspace.p, d.stream);
            std::vector<__nv_bfloat16> got(count);
            check(cudaMemcpyAsync(got.data(), c.p, count * 2, cudaMemcpyDeviceToHost, d.stream), "check fp8 gemm");
            check(cudaStreamSynchronize(d.stream), "check fp8 gemm");
            const std::vector<float> want = hostGemm(hostA, hostB, kExactN, true); // D = Aᵀ B
            std::size_t wrong = 0;
            for (std::size_t i = 0; i < count; ++i) // BF16 keeps 8 significant bits
                wrong += std::abs(__bfloat162float(got[i]) - want[i]) > std::abs(want[i]) / 128 + 1;
            if (wrong)
                throw Failure{"FP8 GEMM miscompare: " + std::to_string(wrong) + " of " + std::to_string(count) +
                              " entries of an integer product (n = 512) differ from the host's"};
        }
        const Fp8Matmul timed(lt, n);
        if (!timed.found()) {
            r.skipped = "cuBLASLt offers no FP8 kernel for this GPU and layout";
            return;
        }
        const std::size_t count = static_cast<std::size_t>(n) * n;
        DeviceBuffer a(count), b(count), c(count * 2);
        randomInputs(a.p, b.p, count, CUDA_R_8F_E4M3, d.stream);
        const auto s =
            timeOnStream(d.stream, 2, d.quick ? 5 : 20, [&] { timed.run(a.p, b.p, c.p, workspace.p, d.stream); });
        r.samples = rates(s, 2.0 * n * static_cast<double>(n) * n / 1e12);
        r.measured = true;
        r.detail = "cuBLASLt E4M3 × E4M3 → BF16 (TN, fast accumulation), n = " + std::to_string(n) +
                   ", random inputs; every entry of an integer product (n = 512) checked";
    });
}

} // namespace
