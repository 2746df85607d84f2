#pragma once

// Timing GPU work the way nvbandwidth and BabelStream do: warm-up launches,
// then CUDA events around each repetition, with a short spin kernel queued
// first so the start event is recorded on a busy stream and launch latency
// does not enter the measurement. Median, min and max of the repetitions.
#include <cuda_runtime.h>

#include <algorithm>
#include <string>
#include <vector>

namespace dlrig::gpuprobe {

struct Failure {
    std::string what;
};

inline void check(cudaError_t status, const char *what)
{
    if (status != cudaSuccess)
        throw Failure{std::string(what) + ": " + cudaGetErrorString(status)};
}

__global__ void spin(long long cycles)
{
    const long long start = clock64();
    while (clock64() - start < cycles) {
    }
}

struct Samples {
    double median = 0, min = 0, max = 0;
};

inline Samples summarise(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return {n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2, values.front(), values.back()};
}

// Seconds per call of `work` on `stream`, `repetitions` times after `warmups`.
template <typename Work>
std::vector<double> timeOnStream(cudaStream_t stream, int warmups, int repetitions, Work work)
{
    for (int i = 0; i < warmups; ++i)
        work();
    check(cudaStreamSynchronize(stream), "warm-up");
    cudaEvent_t start, stop;
    check(cudaEventCreate(&start), "cudaEventCreate");
    check(cudaEventCreate(&stop), "cudaEventCreate");
    std::vector<double> seconds;
    for (int i = 0; i < repetitions; ++i) {
        spin<<<1, 1, 0, stream>>>(200000); // ~0.1 ms at 2 GHz: the events below are queued behind it
        check(cudaEventRecord(start, stream), "cudaEventRecord");
        work();
        check(cudaEventRecord(stop, stream), "cudaEventRecord");
        check(cudaEventSynchronize(stop), "cudaEventSynchronize");
        float ms = 0;
        check(cudaEventElapsedTime(&ms, start, stop), "cudaEventElapsedTime");
        seconds.push_back(ms / 1e3);
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    return seconds;
}

} // namespace dlrig::gpuprobe
