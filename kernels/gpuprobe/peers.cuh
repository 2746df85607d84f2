#pragma once

// The probes between GPUs (main.cu includes this after its shared helpers:
// Device, Result, measure, emit, buffers):
// - copies for every ordered pair, with peer access on (NVLink or PCIe P2P) and
//   off (staged through host memory), keyed as core/validation/peermatrix.h reads them;
// - NCCL all-reduce bus bandwidth over all GPUs. NCCL is loaded at run time
//   with dlopen, like NVML: the helper starts where NCCL is not installed and
//   says so, and dlrig ships no NCCL.
#include "busbandwidth.h"
#include "runtimelibrary.h"

#if DLRIG_HAVE_NCCL_HEADER
#include <nccl.h>
#endif

namespace {

// Peer access from GPU `from` to GPU `to`, the direction of the copy
// (cudaMemcpyPeer takes the direct path only with access enabled; without it
// the driver stages through host memory). One way only: a platform may give
// one direction and not the other, and the other is then waived on its own.
// "Already enabled" and "not enabled" are not failures here.
void setPeerAccess(int from, int to, bool on)
{
    check(cudaSetDevice(from), "cudaSetDevice");
    if (on) {
        const cudaError_t status = cudaDeviceEnablePeerAccess(to, 0);
        if (status != cudaErrorPeerAccessAlreadyEnabled)
            check(status, "cudaDeviceEnablePeerAccess");
    } else {
        cudaDeviceDisablePeerAccess(to); // fails when it was never on: nothing to undo
    }
    cudaGetLastError(); // neither outcome above is an error of the copies that follow
}

// Every copy from this GPU to each peer: P2P on and through the host, each
// tagged with the link NVML reports (`links[peer]`), which dlrig judges it by.
void peerToPeer(const Device &d, int devices, const std::vector<std::string> &links)
{
    if (devices < 2) {
        Result single{d.prefix + ".p2p_bandwidth", "p2p_bandwidth", "GB/s"};
        single.skipped = "one GPU: no peer to copy to";
        emit(single);
        return;
    }
    const std::size_t bytes = (d.quick ? std::size_t{256} : std::size_t{1024}) << 20;
    const int repetitions = d.quick ? 5 : 20;
    for (int peer = 0; peer < devices; ++peer) {
        if (peer == d.index)
            continue;
        const std::string to = ".gpu" + std::to_string(peer);
        int can = 0;
        cudaDeviceCanAccessPeer(&can, d.index, peer);
        const auto copy = [&](Result &r, bool p2p) {
            setPeerAccess(d.index, peer, p2p);
            DeviceBuffer mine(bytes);
            check(cudaSetDevice(peer), "cudaSetDevice");
            DeviceBuffer theirs(bytes);
            check(cudaSetDevice(d.index), "cudaSetDevice");
            check(cudaMemset(mine.p, 0x3c, bytes), "cudaMemset");
            check(cudaSetDevice(peer), "cudaSetDevice");
            check(cudaMemset(theirs.p, 0, bytes), "cudaMemset"); // poisoned: the copy must fill it all
            check(cudaDeviceSynchronize(), "cudaMemset");
            check(cudaSetDevice(d.index), "cudaSetDevice");
            const auto s = timeOnStream(d.stream, 1, repetitions, [&] {
                check(cudaMemcpyPeerAsync(theirs.p, peer, mine.p, d.index, bytes, d.stream), "cudaMemcpyPeerAsync");
            });
            check(cudaSetDevice(peer), "cudaSetDevice");
            const auto wrong = countDifferent(theirs.p, bytes, static_cast<unsigned char>(0x3c), nullptr);
            check(cudaSetDevice(d.index), "cudaSetDevice");
            if (wrong)
                throw Failure{std::to_string(wrong) + " bytes of the copy on GPU " + std::to_string(peer) +
                              " differ from the source: link fault"};
            r.samples = rates(s, static_cast<double>(bytes) / 1e9);
            r.measured = true;
            r.detail = std::to_string(bytes >> 20) + " MiB, cudaMemcpyPeerAsync, " + std::to_string(repetitions) +
                       (p2p ? " repetitions, peer access on" : " repetitions, peer access off (through host memory)");
        };
        measure(d.prefix, ("p2p" + to).c_str(), "GB/s", [&](Result &r) {
            r.metric = "p2p_bandwidth";
            r.link = links[static_cast<std::size_t>(peer)];
            if (!can) { // "waived:" is how dlrig knows it from a fault (core/validation/peermatrix.h, kWaived)
                r.skipped = "waived: the platform gives GPU " + std::to_string(d.index) + " no direct path to GPU " +
                            std::to_string(peer) + " (cudaDeviceCanAccessPeer = 0)";
                return;
            }
            copy(r, true);
        });
        measure(d.prefix, ("p2p_host" + to).c_str(), "GB/s", [&](Result &r) {
            r.metric = "p2p_host_bandwidth";
            copy(r, false);
        });
    }
}

#if DLRIG_HAVE_NCCL_HEADER

// The few NCCL entry points the all-reduce needs, resolved from libnccl.so.2
// (loaded once per process; dlopen counts the references).
struct Nccl {
    void *library = nullptr;
    decltype(&ncclCommInitAll) commInitAll = nullptr;
    decltype(&ncclCommDestroy) commDestroy = nullptr;
    decltype(&ncclAllReduce) allReduce = nullptr;
    decltype(&ncclGroupStart) groupStart = nullptr;
    decltype(&ncclGroupEnd) groupEnd = nullptr;
    decltype(&ncclGetErrorString) errorString = nullptr;
    decltype(&ncclGetVersion) version = nullptr;

    Nccl() : library(dlrig::gpuprobe::openRuntimeLibrary("libnccl.so.2", RTLD_NOW | RTLD_LOCAL))
    {
        if (!library)
            return;
        const auto resolve = [&](auto &function, const char *symbol) {
            dlrig::gpuprobe::resolveSymbol(library, function, symbol);
        };
        resolve(commInitAll, "ncclCommInitAll");
        resolve(commDestroy, "ncclCommDestroy");
        resolve(allReduce, "ncclAllReduce");
        resolve(groupStart, "ncclGroupStart");
        resolve(groupEnd, "ncclGroupEnd");
        resolve(errorString, "ncclGetErrorString");
        resolve(version, "ncclGetVersion");
    }
    // Never unloaded: NCCL's threads and CUDA's exit handlers may still refer to it.
    bool complete() const
    {
        return commInitAll && commDestroy && allReduce && groupStart && groupEnd && errorString && version;
    }
    void check(ncclResult_t status, const char *what) const
    {
        if (status != ncclSuccess)
            throw Failure{std::string(what) + ": " + errorString(status)};
    }
};

// Whether the all-reduce can run: "NCCL 2.28.9 loaded", or why not.
std::pair<bool, std::string> ncclStatus()
{
    Nccl nccl;
    if (!nccl.library)
        return {false, "NCCL is not installed (libnccl.so.2 not found)"};
    if (!nccl.complete())
        return {false, "libnccl.so.2 lacks an entry point dlrig needs (NCCL older than 2.0?)"};
    int version = 0;
    nccl.version(&version);
    return {true, "NCCL " + std::to_string(version / 10000) + "." + std::to_string(version / 100 % 100) + "." +
                      std::to_string(version % 100) + " loaded"};
}

// One communicator per GPU in this process (ncclCommInitAll), an out-of-place
// FP32 sum of every GPU's buffer, timed like nccl-tests: warm-up, then the
// host clock around `iterations` all-reduces on all streams. Each GPU holds
// rank + 1, so every element of the result must be n(n+1)/2 exactly.
void allReduce(int devices, bool quick, const std::string &link)
{
    Result r{"gpus.allreduce_busbw", "allreduce_busbw", "GB/s"};
    r.link = link; // the ring's slowest link bounds its bus bandwidth
    emitPhase(r.key);
    try {
        Nccl nccl;
        if (!nccl.library) {
            r.skipped = "NCCL is not installed (libnccl.so.2 not found): all-reduce bus bandwidth not measured";
            emit(r);
            return;
        }
        if (!nccl.complete())
            throw Failure{"libnccl.so.2 lacks an entry point dlrig needs (NCCL older than 2.0?)"};
        int version = 0;
        nccl.version(&version);
        std::size_t count = (quick ? std::size_t{64} : std::size_t{256}) << 20; // floats: 256 MiB or 1 GiB
        for (int i = 0; i < devices; ++i) {
            check(cudaSetDevice(i), "cudaSetDevice");
            std::size_t free = 0, total = 0;
            check(cudaMemGetInfo(&free, &total), "cudaMemGetInfo");
            count = std::min(count, free / 4 / sizeof(float)); // both buffers in half the free memory
        }
        std::vector<ncclComm_t> comms(static_cast<std::size_t>(devices));
        nccl.check(nccl.commInitAll(comms.data(), devices, nullptr), "ncclCommInitAll");
        std::vector<void *> send(comms.size()), receive(comms.size());
        std::vector<cudaStream_t> streams(comms.size());
        const auto release = [&] {
            for (int i = 0; i < devices; ++i) {
                cudaSetDevice(i);
                cudaFree(send[i]);
                cudaFree(receive[i]);
                if (streams[i])
                    cudaStreamDestroy(streams[i]);
                if (comms[i])
                    nccl.commDestroy(comms[i]);
            }
        };
        try {
            for (int i = 0; i < devices; ++i) {
                check(cudaSetDevice(i), "cudaSetDevice");
                check(cudaMalloc(&send[i], count * sizeof(float)), "cudaMalloc");
                check(cudaMalloc(&receive[i], count * sizeof(float)), "cudaMalloc");
                check(cudaStreamCreate(&streams[i]), "cudaStreamCreate");
                fillKernel<<<256, 256, 0, streams[i]>>>(static_cast<float *>(send[i]), count, float(i + 1));
            }
            const auto once = [&] {
                nccl.check(nccl.groupStart(), "ncclGroupStart");
                for (int i = 0; i < devices; ++i)
                    nccl.check(nccl.allReduce(send[i], receive[i], count, ncclFloat, ncclSum, comms[i], streams[i]),
                               "ncclAllReduce");
                nccl.check(nccl.groupEnd(), "ncclGroupEnd");
            };
            const auto synchronise = [&] {
                for (int i = 0; i < devices; ++i) {
                    check(cudaSetDevice(i), "cudaSetDevice");
                    check(cudaStreamSynchronize(streams[i]), "cudaStreamSynchronize");
                }
            };
            for (int i = 0; i < 5; ++i)
                once();
            synchronise();
            const int iterations = quick ? 10 : 20, repetitions = quick ? 3 : 5;
            const double bytes = static_cast<double>(count) * sizeof(float);
            std::vector<double> busbw;
            for (int rep = 0; rep < repetitions; ++rep) {
                const auto start = std::chrono::steady_clock::now();
                for (int i = 0; i < iterations; ++i)
                    once();
                synchronise();
                const double seconds =
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / iterations;
                busbw.push_back(dlrig::gpuprobe::allReduceBusBandwidth(bytes, seconds, devices) / 1e9);
            }
            const float expected = static_cast<float>(devices * (devices + 1) / 2);
            for (int i = 0; i < devices; ++i) {
                float landed[2] = {0, 0};
                check(cudaSetDevice(i), "cudaSetDevice");
                check(cudaMemcpy(landed, static_cast<float *>(receive[i]) + count / 2, sizeof landed,
                                 cudaMemcpyDeviceToHost),
                      "check all-reduce");
                if (landed[0] != expected || landed[1] != expected)
                    throw Failure{"the all-reduced sum on GPU " + std::to_string(i) + " is " +
                                  std::to_string(landed[0]) + ", not " + std::to_string(expected)};
            }
            r.samples = summarise(busbw);
            r.measured = true;
            char detail[200];
            std::snprintf(detail, sizeof detail,
                          "NCCL %d.%d.%d, %d GPUs, %.0f MiB FP32 sum, out of place, %d"
                          " all-reduces per repetition; busbw = algbw × 2(n−1)/n (nccl-tests)",
                          version / 10000, version / 100 % 100, version % 100, devices, bytes / (1 << 20), iterations);
            r.detail = detail;
        } catch (...) {
            release();
            throw;
        }
        release();
    } catch (const Failure &failure) {
        r.measured = false;
        r.error = failure.what;
    }
    emit(r);
}

#else

std::pair<bool, std::string> ncclStatus()
{
    return {false, "dlrig-gpu-probe was built without nccl.h"};
}

void allReduce(int, bool, const std::string &)
{
    Result r{"gpus.allreduce_busbw", "allreduce_busbw", "GB/s"};
    r.skipped = "dlrig-gpu-probe was built without nccl.h: all-reduce bus bandwidth not measured";
    emit(r);
}

#endif

} // namespace
