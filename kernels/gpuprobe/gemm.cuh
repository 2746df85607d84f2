#pragma once

// GEMM probes of dlrig-gpu-probe (main.cu includes it after its shared helpers: Device,
// Result, measure, buffers).
namespace {

// A GEMM whose inputs are -1, 0 or 1: every product and sum is exact in every
// format, so the result is checked entry by entry against the host.
void gemm(const Device &d, cublasHandle_t handle, const char *metric, cudaDataType inputType,
          cublasComputeType_t compute, int n)
{
    measure(d.prefix, metric, "TFLOP/s", [&](Result &r) {
        const std::size_t count = static_cast<std::size_t>(n) * n;
        std::vector<float> hostA(count), hostB(count);
        unsigned state = 12345;
        const auto next = [&] {
            state = state * 1664525u + 1013904223u;
            return static_cast<float>(static_cast<int>((state >> 16) % 3) - 1);
        };
        for (std::size_t i = 0; i < count; ++i) {
            hostA[i] = next();
            hostB[i] = next();
        }
        const std::size_t elementBytes = inputType == CUDA_R_32F ? 4 : 2;
        DeviceBuffer a(count * elementBytes), b(count * elementBytes), c(count * sizeof(float));
        const auto upload = [&](const std::vector<float> &host, const DeviceBuffer &device) {
            if (inputType == CUDA_R_32F) {
                check(cudaMemcpy(device.p, host.data(), count * 4, cudaMemcpyHostToDevice), "upload");
            } else if (inputType == CUDA_R_16F) {
                std::vector<__half> half(count);
                for (std::size_t i = 0; i < count; ++i)
                    half[i] = __float2half(host[i]);
                check(cudaMemcpy(device.p, half.data(), count * 2, cudaMemcpyHostToDevice), "upload");
            } else {
                std::vector<__nv_bfloat16> half(count);
                for (std::size_t i = 0; i < count; ++i)
                    half[i] = __float2bfloat16(host[i]);
                check(cudaMemcpy(device.p, half.data(), count * 2, cudaMemcpyHostToDevice), "upload");
            }
        };
        upload(hostA, a);
        upload(hostB, b);
        const float alpha = 1, beta = 0;
        const auto s = timeOnStream(d.stream, 2, d.quick ? 5 : 20, [&] {
            checkCublas(cublas().gemmEx(handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a.p, inputType, n, b.p,
                                        inputType, n, &beta, c.p, CUDA_R_32F, n, compute, CUBLAS_GEMM_DEFAULT),
                        "cublasGemmEx");
        });
        // Column-major: C(i, j) = Σ_k A(i, k) B(k, j), A(i, k) at i + k n.
        for (const auto &[i, j] : {std::pair{0, 0}, std::pair{n / 3, n / 2}, std::pair{n - 1, n - 1}}) {
            float expected = 0;
            for (int k = 0; k < n; ++k)
                expected += hostA[static_cast<std::size_t>(i) + static_cast<std::size_t>(k) * n] *
                            hostB[static_cast<std::size_t>(k) + static_cast<std::size_t>(j) * n];
            float got = 0;
            check(cudaMemcpy(&got, c.as<float>() + i + static_cast<std::size_t>(j) * n, 4, cudaMemcpyDeviceToHost),
                  "check gemm");
            if (got != expected)
                throw Failure{"GEMM miscompare at (" + std::to_string(i) + ", " + std::to_string(j) +
                              "): " + std::to_string(got) + " ≠ " + std::to_string(expected)};
        }
        r.samples = rates(s, 2.0 * n * static_cast<double>(n) * n / 1e12);
        r.measured = true;
        r.detail = "cuBLAS cublasGemmEx, n = " + std::to_string(n) + ", FP32 output, checked entries";
    });
}

// FP8 (E4M3) GEMM through cuBLASLt, the only cuBLAS path for FP8: A transposed
// (the "TN" layout FP8 kernels need), FP32 accumulation, BF16 output. Inputs
// are -1, 0 or 1 as in gemm(), so the sums are integers; BF16 keeps 8 bits,
// so the check allows BF16's rounding. No FP8 kernel for this shape: SKIPPED.
void gemmFp8(const Device &d, int n)
{
    measure(d.prefix, "gemm_fp8", "TFLOP/s", [&](Result &r) {
        cublasLtHandle_t lt = nullptr;
        checkCublas(cublas().ltCreate(&lt), "cublasLtCreate");
        struct Cleanup {
            cublasLtHandle_t lt;
            cublasLtMatmulDesc_t op = nullptr;
            cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
            cublasLtMatmulPreference_t preference = nullptr;
            ~Cleanup()
            {
                cublas().preferenceDestroy(preference);
                cublas().layoutDestroy(a);
                cublas().layoutDestroy(b);
                cublas().layoutDestroy(c);
                cublas().descDestroy(op);
                cublas().ltDestroy(lt);
            }
        } handles{lt};
        const std::size_t count = static_cast<std::size_t>(n) * n;
        std::vector<float> hostA(count), hostB(count);
        unsigned state = 777;
        const auto next = [&] {
            state = state * 1664525u + 1013904223u;
            return static_cast<float>(static_cast<int>((state >> 16) % 3) - 1);
        };
        std::vector<__nv_fp8_e4m3> a8(count), b8(count);
        for (std::size_t i = 0; i < count; ++i) {
            hostA[i] = next();
            hostB[i] = next();
            a8[i] = __nv_fp8_e4m3(hostA[i]);
            b8[i] = __nv_fp8_e4m3(hostB[i]);
        }
        DeviceBuffer a(count), b(count), c(count * 2), workspace(std::size_t{32} << 20);
        check(cudaMemcpy(a.p, a8.data(), count, cudaMemcpyHostToDevice), "upload");
        check(cudaMemcpy(b.p, b8.data(), count, cudaMemcpyHostToDevice), "upload");
        checkCublas(cublas().descCreate(&handles.op, CUBLAS_COMPUTE_32F, CUDA_R_32F), "matmul descriptor");
        const cublasOperation_t transposed = CUBLAS_OP_T, plain = CUBLAS_OP_N;
        checkCublas(cublas().descSetAttribute(handles.op, CUBLASLT_MATMUL_DESC_TRANSA, &transposed, sizeof transposed),
                    "TRANSA");
        checkCublas(cublas().descSetAttribute(handles.op, CUBLASLT_MATMUL_DESC_TRANSB, &plain, sizeof plain), "TRANSB");
        checkCublas(cublas().layoutCreate(&handles.a, CUDA_R_8F_E4M3, n, n, n), "layout A");
        checkCublas(cublas().layoutCreate(&handles.b, CUDA_R_8F_E4M3, n, n, n), "layout B");
        checkCublas(cublas().layoutCreate(&handles.c, CUDA_R_16BF, n, n, n), "layout C");
        checkCublas(cublas().preferenceCreate(&handles.preference), "preference");
        const std::size_t workspaceBytes = std::size_t{32} << 20;
        checkCublas(cublas().preferenceSetAttribute(handles.preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
                                                    &workspaceBytes, sizeof workspaceBytes),
                    "workspace");
        cublasLtMatmulHeuristicResult_t heuristic{};
        int found = 0;
        if (cublas().algoGetHeuristic(lt, handles.op, handles.a, handles.b, handles.c, handles.c, handles.preference, 1,
                                      &heuristic, &found) != CUBLAS_STATUS_SUCCESS ||
            found == 0) {
            r.skipped = "cuBLASLt offers no FP8 kernel for this GPU and layout";
            return;
        }
        const float alpha = 1, beta = 0;
        const auto s = timeOnStream(d.stream, 2, d.quick ? 5 : 20, [&] {
            checkCublas(cublas().matmul(lt, handles.op, &alpha, a.p, handles.a, b.p, handles.b, &beta, c.p, handles.c,
                                        c.p, handles.c, &heuristic.algo, workspace.p, workspaceBytes, d.stream),
                        "cublasLtMatmul");
        });
        // D = Aᵀ B, column-major: D(i, j) = Σ_k A(k, i) B(k, j), A(k, i) at k + i n.
        for (const auto &[i, j] : {std::pair{0, 0}, std::pair{n / 3, n / 2}, std::pair{n - 1, n - 1}}) {
            float expected = 0;
            for (int k = 0; k < n; ++k)
                expected += hostA[static_cast<std::size_t>(k) + static_cast<std::size_t>(i) * n] *
                            hostB[static_cast<std::size_t>(k) + static_cast<std::size_t>(j) * n];
            __nv_bfloat16 got{};
            check(cudaMemcpy(&got, c.as<__nv_bfloat16>() + i + static_cast<std::size_t>(j) * n, 2,
                             cudaMemcpyDeviceToHost),
                  "check fp8 gemm");
            if (std::abs(__bfloat162float(got) - expected) > std::abs(expected) / 128 + 1)
                throw Failure{"FP8 GEMM miscompare at (" + std::to_string(i) + ", " + std::to_string(j) + ")"};
        }
        r.samples = rates(s, 2.0 * n * static_cast<double>(n) * n / 1e12);
        r.measured = true;
        r.detail = "cuBLASLt E4M3 × E4M3 → BF16 (TN), n = " + std::to_string(n) + ", checked entries";
    });
}

} // namespace
