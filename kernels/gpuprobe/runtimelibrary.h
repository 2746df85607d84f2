#pragma once

// Libraries dlrig-gpu-probe loads at run time (cuBLAS, NCCL): found by the
// loader's own search (ld.so.cache, LD_LIBRARY_PATH), else in the CUDA
// toolkit the helper was built with. Entry points take the exact type their
// library's header declares.
#include <dlfcn.h>

#include <string>

namespace dlrig::gpuprobe {

inline void *openRuntimeLibrary(const std::string &name, int flags)
{
    for (const std::string &path : {name, std::string(DLRIG_CUDA_LIBRARY_DIR) + "/" + name}) {
        if (void *library = dlopen(path.c_str(), flags))
            return library;
    }
    return nullptr;
}

template <typename Function>
bool resolveSymbol(void *library, Function &function, const char *symbol)
{
    function = reinterpret_cast<Function>(dlsym(library, symbol));
    return function != nullptr;
}

} // namespace dlrig::gpuprobe
