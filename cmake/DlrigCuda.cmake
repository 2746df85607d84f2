# CUDA is optional: the kernels are compiled where nvcc exists, and every
# program still builds and runs without it (DLRIG_HAVE_CUDA is the one seam).
set(DLRIG_HAVE_CUDA OFF)
if(DLRIG_ENABLE_CUDA)
    if(NOT DEFINED CMAKE_CUDA_COMPILER AND NOT DEFINED ENV{CUDACXX}
       AND EXISTS /usr/local/cuda/bin/nvcc)
        set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
    endif()
    include(CheckLanguage)
    check_language(CUDA)
    if(CMAKE_CUDA_COMPILER)
        # Explicit architectures, never "native": what we ship must not depend on
        # the build machine's GPU. Ampere, Ada, Hopper as SASS, plus PTX for newer.
        if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
            set(CMAKE_CUDA_ARCHITECTURES 80-real 86-real 89-real 90)
        endif()
        enable_language(CUDA)
        set(CMAKE_CUDA_STANDARD 17) # CMake 3.25 has no CUDA 20 dialect flags for nvcc
        set(CMAKE_CUDA_STANDARD_REQUIRED ON)
        find_package(CUDAToolkit REQUIRED)
        set(DLRIG_HAVE_CUDA ON)
        message(STATUS "dlrig: CUDA probes enabled (nvcc ${CMAKE_CUDA_COMPILER_VERSION})")
    else()
        message(STATUS "dlrig: nvcc not found, building without CUDA probes")
    endif()
endif()
