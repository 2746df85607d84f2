#include "kernels/gpudevices.h"

namespace dlrig::kernels {

GpuQuery queryGpus()
{
    GpuQuery query;
    query.status = "built without CUDA (nvcc was not found at configure time)";
    return query;
}

} // namespace dlrig::kernels
