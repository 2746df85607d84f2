// A stand-in for the NVIDIA driver's libcuda.so.1 that reports CUDA 11.8
// (the driver 520 series), for the tests: loaded ahead of any real driver
// (LD_LIBRARY_PATH), it lets the real dlrig-gpu-probe meet a driver older than
// its runtime (CUDA 12 or 13) on a machine without a GPU. The static CUDA runtime asks
// for the driver's version before anything else, and stops there.
extern "C" {
int cuDriverGetVersion(int *version)
{
    *version = 11080;
    return 0; // CUDA_SUCCESS
}

int cuInit(unsigned)
{
    return 0;
}
}
