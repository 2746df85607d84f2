#include "kernels/gpudevices.h"
#include "kernels/nvml.h"

#include <gtest/gtest.h>

using namespace dlrig::kernels;

// Runs on every machine: without a GPU, driver or CUDA the query must still
// answer, with a status that says why there are no devices.
TEST(GpuDevices, QueryAnswersWithOrWithoutAGpu)
{
    const GpuQuery query = queryGpus();
    EXPECT_FALSE(query.status.empty());
#ifdef DLRIG_HAVE_CUDA
    EXPECT_TRUE(query.cudaCompiledIn);
    EXPECT_GE(query.runtimeVersion, 11000); // CUDA 11.0 or newer
#else
    EXPECT_FALSE(query.cudaCompiledIn);
    EXPECT_TRUE(query.devices.empty());
#endif
    for (const GpuDevice &device : query.devices) {
        EXPECT_FALSE(device.name.empty());
        EXPECT_GT(device.totalMemoryBytes, 0U);
        EXPECT_GE(device.computeCapabilityMajor, 7);
    }
    if (query.devices.empty()) {
        EXPECT_EQ(query.status.find("0 CUDA"), std::string::npos) << "an empty list needs a reason";
    }
}

// Issue 29, item 3: NVML and CUDA devices were matched by PCI bus alone; on a
// cloud VM each GPU can sit on bus 0 of its own domain (or device slot), and
// every GPU then got every GPU's temperatures and throttle bits.
TEST(GpuDevices, NvmlReadingsMatchAGpuByItsWholePciAddress)
{
    NvmlGpu first, second;
    first.pciDomain = 0;
    second.pciDomain = 1;
    first.pciDevice = 0x1e;
    second.pciDevice = 0x1e; // both on bus 0
    EXPECT_TRUE(first.isAt(0, 0, 0x1e));
    EXPECT_FALSE(second.isAt(0, 0, 0x1e)) << "another domain, the same bus";
    EXPECT_FALSE(first.isAt(0, 0, 0x1f)) << "the same bus, another device";
}
