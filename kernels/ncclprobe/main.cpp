// dlrig-nccl-probe: NCCL between the nodes of `dlrig-cli cluster check`, the
// seed's "通过nccl-tests验证集合通信" and its scaling curve. One MPI rank per node
// drives every GPU of its node (one NCCL rank per GPU, created together with
// ncclCommInitRank in a group); MPI only hands NCCL's unique id around, NCCL
// moves every byte. For the first k = 1…N nodes (where k × GPUs ≥ 2) it times
// an all-reduce and an all-gather of S bytes per GPU and reports nccl-tests'
// bus bandwidth (nccl-tests, doc/PERFORMANCE.md):
//   all-reduce: busbw = S / t × 2(n−1)/n;  all-gather: busbw = S / t × (n−1)/n
// with n the GPUs taking part and S the result's size on each. NCCL is loaded
// at run time (dlrig ships none); the CUDA runtime is linked statically, so
// the probe starts on nodes without a driver and says so.
// Rank 0 writes one JSON object to stdout:
//   {"version": "NCCL 2.21.5", "gpus_per_node": 8,
//    "allreduce": [{"nodes", "gpus", "bytes", "seconds", "busbw_gbs"}], "allgather": [...]}
// or {"skipped": why} where it cannot run (no GPU, no NCCL, unequal nodes).
// Exit 0 for both, 2 for a bad option; where NCCL or CUDA fails on a node,
// that node says why on stderr and ends every rank (MPI_Abort, status 3).
#include "core/validation/clustercheck.h"
#include "kernels/gpuprobe/busbandwidth.h"

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <mpi.h>
#include <nccl.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Failure {
    std::string what;
};

// The NCCL entry points the probe uses, with the exact types nccl.h declares.
struct Nccl {
    void *library = dlopen("libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
    decltype(&ncclGetUniqueId) getUniqueId = nullptr;
    decltype(&ncclCommInitRank) commInitRank = nullptr;
    decltype(&ncclCommDestroy) commDestroy = nullptr;
    decltype(&ncclAllReduce) allReduce = nullptr;
    decltype(&ncclAllGather) allGather = nullptr;
    decltype(&ncclGroupStart) groupStart = nullptr;
    decltype(&ncclGroupEnd) groupEnd = nullptr;
    decltype(&ncclGetErrorString) errorString = nullptr;
    decltype(&ncclGetVersion) version = nullptr;

    Nccl()
    {
        if (!library)
            library = dlopen(DLRIG_CUDA_LIBRARY_DIR "/libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
        if (!library)
            return;
        const auto resolve = [this](auto &function, const char *symbol) {
            function = reinterpret_cast<std::remove_reference_t<decltype(function)>>(dlsym(library, symbol));
        };
        resolve(getUniqueId, "ncclGetUniqueId");
        resolve(commInitRank, "ncclCommInitRank");
        resolve(commDestroy, "ncclCommDestroy");
        resolve(allReduce, "ncclAllReduce");
        resolve(allGather, "ncclAllGather");
        resolve(groupStart, "ncclGroupStart");
        resolve(groupEnd, "ncclGroupEnd");
        resolve(errorString, "ncclGetErrorString");
        resolve(version, "ncclGetVersion");
    }
    // Never unloaded: NCCL's threads may still refer to it at exit.
    bool complete() const
    {
        return getUniqueId && commInitRank && commDestroy && allReduce && allGather && groupStart && groupEnd &&
               errorString && version;
    }
    void check(ncclResult_t status, const char *what) const
    {
        if (status != ncclSuccess)
            throw Failure{std::string(what) + ": " + errorString(status)};
    }
};

void check(cudaError_t status, const char *what)
{
    if (status != cudaSuccess)
        throw Failure{std::string(what) + " failed (CUDA error " + std::to_string(static_cast<int>(status)) + ")"};
}

// This node's state, gathered on rank 0: its GPUs, or why it cannot take part.
struct NodeState {
    char host[MPI_MAX_PROCESSOR_NAME] = {};
    int gpus = 0;
    char problem[200] = {}; // empty: ready
};

NodeState localState(const Nccl &nccl)
{
    NodeState state;
    int length = 0;
    MPI_Get_processor_name(state.host, &length);
    // Said as core's phrases (dlrig::core::nccl), so the report reads them back in the reader's language.
    const auto say = [&](dlrig::core::MessageText phrase) {
        const std::string why = dlrig::core::Message{phrase, {{"host", std::string(state.host)}}}.english();
        std::snprintf(state.problem, sizeof state.problem, "%s", why.c_str());
    };
    if (cudaGetDeviceCount(&state.gpus) != cudaSuccess || state.gpus == 0) {
        state.gpus = 0;
        say(dlrig::core::nccl::kNoGpu);
    } else if (!nccl.library) {
        say(dlrig::core::nccl::kNoLibrary);
    } else if (!nccl.complete()) {
        say(dlrig::core::nccl::kOldLibrary);
    }
    return state;
}

// What this node's GPUs hold for the collectives: one send and one receive buffer each.
struct Gpus {
    std::vector<void *> send, receive;
    std::vector<cudaStream_t> streams;
    ~Gpus()
    {
        for (std::size_t i = 0; i < send.size(); ++i) {
            cudaSetDevice(static_cast<int>(i));
            cudaFree(send[i]);
            cudaFree(receive[i]);
            if (streams[i])
                cudaStreamDestroy(streams[i]);
        }
    }
};

struct Point {
    int nodes = 0;
    int gpus = 0;
    double bytes = 0;
    double seconds = 0;
    double busbw = 0; // GB/s
};

// The first `nodes` nodes' GPUs as one NCCL communicator; times `iterations`
// all-reduces and all-gathers, the slowest node's time (the collective ends
// when its last rank does). Checks the all-reduce's sum on a probe region.
std::pair<Point, Point> measure(const Nccl &nccl, Gpus &gpus, int rank, int nodes, int gpusPerNode, std::size_t bytes,
                                int iterations, MPI_Comm team)
{
    const int ranks = nodes * gpusPerNode;
    ncclUniqueId id{};
    if (rank == 0)
        nccl.check(nccl.getUniqueId(&id), "ncclGetUniqueId");
    MPI_Bcast(&id, sizeof id, MPI_BYTE, 0, team);
    std::vector<ncclComm_t> comms(static_cast<std::size_t>(gpusPerNode));
    nccl.check(nccl.groupStart(), "ncclGroupStart");
    for (int g = 0; g < gpusPerNode; ++g) {
        check(cudaSetDevice(g), "cudaSetDevice");
        nccl.check(nccl.commInitRank(&comms[g], ranks, id, rank * gpusPerNode + g), "ncclCommInitRank");
    }
    nccl.check(nccl.groupEnd(), "ncclGroupEnd");
    const std::size_t count = bytes / sizeof(float);
    // A probe region: every GPU holds its NCCL rank + 1, so the sum is n(n+1)/2.
    std::vector<float> mine(1024);
    for (int g = 0; g < gpusPerNode; ++g) {
        std::fill(mine.begin(), mine.end(), static_cast<float>(rank * gpusPerNode + g + 1));
        check(cudaSetDevice(g), "cudaSetDevice");
        check(cudaMemcpy(gpus.send[g], mine.data(), mine.size() * sizeof(float), cudaMemcpyHostToDevice), "cudaMemcpy");
    }
    const auto timed = [&](bool reduce) {
        const auto once = [&] {
            nccl.check(nccl.groupStart(), "ncclGroupStart");
            for (int g = 0; g < gpusPerNode; ++g)
                nccl.check(reduce ? nccl.allReduce(gpus.send[g], gpus.receive[g], count, ncclFloat, ncclSum, comms[g],
                                                   gpus.streams[g])
                                  : nccl.allGather(gpus.send[g], gpus.receive[g], count / ranks, ncclFloat, comms[g],
                                                   gpus.streams[g]),
                           reduce ? "ncclAllReduce" : "ncclAllGather");
            nccl.check(nccl.groupEnd(), "ncclGroupEnd");
        };
        const auto synchronise = [&] {
            for (int g = 0; g < gpusPerNode; ++g) {
                check(cudaSetDevice(g), "cudaSetDevice");
                check(cudaStreamSynchronize(gpus.streams[g]), "cudaStreamSynchronize");
            }
        };
        for (int i = 0; i < 3; ++i) // warm-up: NCCL sets up its rings and buffers
            once();
        synchronise();
        MPI_Barrier(team);
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < iterations; ++i)
            once();
        synchronise();
        double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / iterations;
        MPI_Allreduce(MPI_IN_PLACE, &seconds, 1, MPI_DOUBLE, MPI_MAX, team);
        return seconds;
    };
    const double reduceSeconds = timed(true);
    const float expected = static_cast<float>(ranks) * static_cast<float>(ranks + 1) / 2;
    for (int g = 0; g < gpusPerNode; ++g) {
        float landed = 0;
        check(cudaSetDevice(g), "cudaSetDevice");
        check(cudaMemcpy(&landed, gpus.receive[g], sizeof landed, cudaMemcpyDeviceToHost), "cudaMemcpy");
        if (landed != expected)
            throw Failure{"the all-reduced sum on GPU " + std::to_string(g) + " of node rank " + std::to_string(rank) +
                          " is " + std::to_string(landed) + ", not " + std::to_string(expected)};
    }
    const double gatherSeconds = timed(false);
    for (ncclComm_t comm : comms)
        nccl.commDestroy(comm);
    const double size = static_cast<double>(count / ranks * ranks) * sizeof(float);
    Point reduce{nodes, ranks, static_cast<double>(bytes), reduceSeconds,
                 dlrig::gpuprobe::allReduceBusBandwidth(static_cast<double>(bytes), reduceSeconds, ranks) / 1e9};
    Point gather{nodes, ranks, size, gatherSeconds, size / gatherSeconds * (ranks - 1) / ranks / 1e9};
    return {reduce, gather};
}

nlohmann::json pointsJson(const std::vector<Point> &points)
{
    nlohmann::json out = nlohmann::json::array();
    for (const Point &p : points)
        out.push_back(
            {{"nodes", p.nodes}, {"gpus", p.gpus}, {"bytes", p.bytes}, {"seconds", p.seconds}, {"busbw_gbs", p.busbw}});
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0, size = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    bool quick = true;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--full") == 0)
            quick = false;
        else if (std::strcmp(argv[i], "--quick") != 0) {
            if (rank == 0)
                std::cerr << "dlrig-nccl-probe: unknown option " << argv[i] << " (expected --quick or --full)\n";
            MPI_Finalize();
            return 2;
        }
    }
    const Nccl nccl;
    const NodeState local = localState(nccl);
    std::vector<NodeState> all(static_cast<std::size_t>(size));
    MPI_Allgather(&local, sizeof local, MPI_BYTE, all.data(), sizeof local, MPI_BYTE, MPI_COMM_WORLD);
    nlohmann::json out;
    std::string skipped;
    for (const NodeState &node : all)
        if (skipped.empty() && node.problem[0])
            skipped = node.problem;
    for (const NodeState &node : all)
        if (skipped.empty() && node.gpus != all.front().gpus)
            skipped = dlrig::core::Message{dlrig::core::nccl::kUnequal,
                                           {{"first", std::string(all.front().host)},
                                            {"firstGpus", static_cast<std::int64_t>(all.front().gpus)},
                                            {"other", std::string(node.host)},
                                            {"otherGpus", static_cast<std::int64_t>(node.gpus)}}}
                          .english();
    const int gpusPerNode = all.front().gpus;
    if (skipped.empty() && size * gpusPerNode < 2)
        skipped = dlrig::core::Message{dlrig::core::nccl::kOneGpu, {}}.english();
    if (!skipped.empty()) {
        out["skipped"] = skipped;
    } else {
        int version = 0;
        nccl.version(&version);
        out["version"] = "NCCL " + std::to_string(version / 10000) + "." + std::to_string(version / 100 % 100) + "." +
                         std::to_string(version % 100);
        out["gpus_per_node"] = gpusPerNode;
        std::vector<Point> reduces, gathers;
        try {
            // 256 MiB (quick) or 1 GiB per GPU, as bench's all-reduce, within a third of the free memory.
            std::size_t bytes = (quick ? std::size_t{256} : std::size_t{1024}) << 20;
            Gpus gpus;
            gpus.send.resize(static_cast<std::size_t>(gpusPerNode));
            gpus.receive.resize(gpus.send.size());
            gpus.streams.resize(gpus.send.size());
            for (int g = 0; g < gpusPerNode; ++g) {
                check(cudaSetDevice(g), "cudaSetDevice");
                std::size_t free = 0, total = 0;
                check(cudaMemGetInfo(&free, &total), "cudaMemGetInfo");
                bytes = std::min(bytes, free / 3 / 4096 * 4096);
            }
            unsigned long long agreed = bytes;
            MPI_Allreduce(MPI_IN_PLACE, &agreed, 1, MPI_UNSIGNED_LONG_LONG, MPI_MIN, MPI_COMM_WORLD);
            bytes = static_cast<std::size_t>(agreed);
            for (int g = 0; g < gpusPerNode; ++g) {
                check(cudaSetDevice(g), "cudaSetDevice");
                check(cudaMalloc(&gpus.send[g], bytes), "cudaMalloc");
                check(cudaMalloc(&gpus.receive[g], bytes), "cudaMalloc");
                check(cudaMemset(gpus.send[g], 0, bytes), "cudaMemset");
                check(cudaStreamCreate(&gpus.streams[g]), "cudaStreamCreate");
            }
            for (int nodes = gpusPerNode >= 2 ? 1 : 2; nodes <= size; ++nodes) {
                MPI_Comm team = MPI_COMM_NULL;
                MPI_Comm_split(MPI_COMM_WORLD, rank < nodes ? 0 : MPI_UNDEFINED, rank, &team);
                if (team != MPI_COMM_NULL) {
                    const auto [reduce, gather] =
                        measure(nccl, gpus, rank, nodes, gpusPerNode, bytes, quick ? 10 : 20, team);
                    reduces.push_back(reduce);
                    gathers.push_back(gather);
                    MPI_Comm_free(&team);
                }
                MPI_Barrier(MPI_COMM_WORLD);
            }
        } catch (const Failure &failure) {
            // The other ranks may wait in a collective for this one: end them all;
            // the check reads why from stderr and mpirun's status.
            std::cerr << "dlrig-nccl-probe: " << local.host << ": " << failure.what << std::endl;
            MPI_Abort(MPI_COMM_WORLD, 3);
        }
        out["allreduce"] = pointsJson(reduces);
        out["allgather"] = pointsJson(gathers);
    }
    if (rank == 0)
        std::cout << out.dump(1) << std::endl;
    MPI_Finalize();
    return 0;
}
