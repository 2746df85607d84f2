#pragma once

// All-reduce bus bandwidth as nccl-tests defines it (nccl-tests,
// doc/PERFORMANCE.md): algbw = bytes ÷ time, and busbw = algbw × 2(n−1)/n,
// because a ring all-reduce moves 2(n−1)/n of the buffer over each rank's
// slowest link. busbw is then comparable with the link's bandwidth whatever
// the number of GPUs. Plain C++ so the unit tests check it without CUDA.
namespace dlrig::gpuprobe {

inline double allReduceAlgorithmBandwidth(double bytes, double seconds)
{
    return seconds > 0 ? bytes / seconds : 0;
}

inline double allReduceBusBandwidth(double bytes, double seconds, int ranks)
{
    if (ranks < 2)
        return 0;
    return allReduceAlgorithmBandwidth(bytes, seconds) * 2.0 * (ranks - 1) / ranks;
}

} // namespace dlrig::gpuprobe
