#include "kernels/gpudevices.h"

#include "core/validation/benchphrases.h"

namespace dlrig::kernels {

GpuQuery queryGpus()
{
    GpuQuery query;
    query.status = core::bench::english(core::bench::kNoCudaAtConfigure);
    return query;
}

} // namespace dlrig::kernels
