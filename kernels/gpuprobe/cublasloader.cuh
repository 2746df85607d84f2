#pragma once

// cuBLAS and cuBLASLt loaded at run time with dlopen, like NVML and NCCL: the
// helper then links only the static CUDA runtime, so the Debian package can
// ship it without a dependency on the CUDA toolkit. Where cuBLAS is missing,
// the bandwidth, FMA, copy and all-reduce probes still run and the GEMM probes
// say why they cannot. The headers give every entry point its exact type.
#include "runtimelibrary.h"

#include <cublasLt.h>
#include <cublas_v2.h>

#include <string>

namespace {

#define DLRIG_TEXT(x) #x
#define DLRIG_VALUE_TEXT(x) DLRIG_TEXT(x)

struct CublasLibrary {
    std::string status; // why the libraries are missing; empty once loaded
    decltype(&cublasGetProperty) getProperty = nullptr;
    decltype(&cublasCreate_v2) create = nullptr;
    decltype(&cublasDestroy_v2) destroy = nullptr;
    decltype(&cublasSetStream_v2) setStream = nullptr;
    // cublas_api.h overloads cublasGemmEx for C++ (a cudaDataType compute
    // type); the library's entry point takes cublasComputeType_t.
    cublasStatus_t (*gemmEx)(cublasHandle_t, cublasOperation_t, cublasOperation_t, int, int, int, const void *,
                             const void *, cudaDataType, int, const void *, cudaDataType, int, const void *, void *,
                             cudaDataType, int, cublasComputeType_t, cublasGemmAlgo_t) = nullptr;
    decltype(&cublasSgemm_v2) sgemm = nullptr;
    decltype(&cublasLtCreate) ltCreate = nullptr;
    decltype(&cublasLtDestroy) ltDestroy = nullptr;
    decltype(&cublasLtMatmulDescCreate) descCreate = nullptr;
    decltype(&cublasLtMatmulDescDestroy) descDestroy = nullptr;
    decltype(&cublasLtMatmulDescSetAttribute) descSetAttribute = nullptr;
    decltype(&cublasLtMatrixLayoutCreate) layoutCreate = nullptr;
    decltype(&cublasLtMatrixLayoutDestroy) layoutDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceCreate) preferenceCreate = nullptr;
    decltype(&cublasLtMatmulPreferenceDestroy) preferenceDestroy = nullptr;
    decltype(&cublasLtMatmulPreferenceSetAttribute) preferenceSetAttribute = nullptr;
    decltype(&cublasLtMatmulAlgoGetHeuristic) algoGetHeuristic = nullptr;
    decltype(&cublasLtMatmul) matmul = nullptr;

    CublasLibrary()
    {
        // The major version the helper was compiled against: its ABI.
        const std::string major = DLRIG_VALUE_TEXT(CUBLAS_VER_MAJOR);
        // Loaded for good (until exit), libcublasLt first: libcublas needs it.
        void *lt = dlrig::gpuprobe::openRuntimeLibrary("libcublasLt.so." + major, RTLD_NOW | RTLD_GLOBAL);
        void *blas =
            lt ? dlrig::gpuprobe::openRuntimeLibrary("libcublas.so." + major, RTLD_NOW | RTLD_GLOBAL) : nullptr;
        if (!blas) {
            status = "cuBLAS " + major + " is not installed (libcublas.so." + major +
                     " not found; it comes with the CUDA " + major + " toolkit)";
            return;
        }
        const auto resolve = [&](void *library, auto &function, const char *symbol) {
            if (!dlrig::gpuprobe::resolveSymbol(library, function, symbol) && status.empty())
                status = std::string("cuBLAS lacks ") + symbol;
        };
        resolve(blas, getProperty, "cublasGetProperty");
        resolve(blas, create, "cublasCreate_v2");
        resolve(blas, destroy, "cublasDestroy_v2");
        resolve(blas, setStream, "cublasSetStream_v2");
        resolve(blas, gemmEx, "cublasGemmEx");
        resolve(blas, sgemm, "cublasSgemm_v2");
        resolve(lt, ltCreate, "cublasLtCreate");
        resolve(lt, ltDestroy, "cublasLtDestroy");
        resolve(lt, descCreate, "cublasLtMatmulDescCreate");
        resolve(lt, descDestroy, "cublasLtMatmulDescDestroy");
        resolve(lt, descSetAttribute, "cublasLtMatmulDescSetAttribute");
        resolve(lt, layoutCreate, "cublasLtMatrixLayoutCreate");
        resolve(lt, layoutDestroy, "cublasLtMatrixLayoutDestroy");
        resolve(lt, preferenceCreate, "cublasLtMatmulPreferenceCreate");
        resolve(lt, preferenceDestroy, "cublasLtMatmulPreferenceDestroy");
        resolve(lt, preferenceSetAttribute, "cublasLtMatmulPreferenceSetAttribute");
        resolve(lt, algoGetHeuristic, "cublasLtMatmulAlgoGetHeuristic");
        resolve(lt, matmul, "cublasLtMatmul");
    }
    bool loaded() const { return status.empty(); }
    // "cuBLAS 13.1.0 (libcublas.so.13)", or why it is missing.
    std::string describe() const
    {
        if (!loaded())
            return status;
        int major = 0, minor = 0, patch = 0;
        getProperty(MAJOR_VERSION, &major);
        getProperty(MINOR_VERSION, &minor);
        getProperty(PATCH_LEVEL, &patch);
        return "cuBLAS " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch) +
               " loaded";
    }
};

#undef DLRIG_VALUE_TEXT
#undef DLRIG_TEXT

const CublasLibrary &cublas()
{
    static const CublasLibrary library;
    return library;
}

} // namespace
