#include "core/validation/clusterreferences.h"

namespace dlrig::core {

namespace {

// Azure's node health checks run nccl-tests' all-reduce on the 8 GPUs of one
// VM and fail the node below these bus bandwidths (customTests/azure_nccl_allreduce.nhc).
constexpr const char *kAzureHealthChecks = "https://github.com/Azure/azurehpc-health-checks/blob/"
                                           "0e0a1ac26a64b32ac4dd7632a529638505d3314a/conf/";

ClusterReference allReduceFloor(const char *gpuPart, double gbs, const std::string &file, const std::string &line)
{
    return {"gpus.allreduce_busbw",
            gpuPart,
            8,
            gbs,
            std::nullopt,
            "GB/s",
            std::string(kAzureHealthChecks) + file + ": \"" + line + "\""};
}

} // namespace

const std::vector<ClusterReference> &clusterReferences()
{
    static const std::vector<ClusterReference> references{
        // The seed articles' acceptance list: "节点间网络延迟<200μs" (latency between nodes below 200 µs).
        {"link.latency", "", 0, std::nullopt, 200.0, "µs",
         "dlrig's seed articles (issue 35): \"节点间网络延迟<200μs\""},
        allReduceFloor("gpu/nvidia-h100-sxm5-80gb", 460.0, "nd96isr_h100_v5.conf line 52",
                       "check_nccl_allreduce 460.0 1 16G $AZ_NHC_ROOT/topofiles/ndv5-topo.xml"),
        allReduceFloor("gpu/nvidia-h200-sxm", 431.0, "nd96isr_h200_v5.conf line 53",
                       "check_nccl_allreduce 431.0 1 16G $AZ_NHC_ROOT/topofiles/ndv5-topo.xml"),
        allReduceFloor("gpu/nvidia-a100-sxm4-40gb", 228.0, "nd96asr_v4.conf line 57",
                       "check_nccl_allreduce 228.0 1 8G $AZ_NHC_ROOT/topofiles/ndv4-topo.xml"),
        allReduceFloor("gpu/nvidia-a100-sxm4-80gb", 228.0, "nd96amsr_a100_v4.conf line 57",
                       "check_nccl_allreduce 228.0 1 16G $AZ_NHC_ROOT/topofiles/ndv4-topo.xml"),
    };
    return references;
}

} // namespace dlrig::core
