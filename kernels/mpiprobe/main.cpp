// dlrig-mpi-probe: the network tests of `dlrig-cli cluster check`, one rank per
// node, started by mpirun inside the check's Slurm job. MPI moves every byte;
// this program only times it. Rank 0 writes one JSON object to stdout:
//   {"ranks", "hosts": [...], "transport",
//    "pairs": [{"a", "b", "latency_us", "bandwidth_gbs"}],   pairwise sweep
//    "ring": [{"from", "to", "bandwidth_gbs"}],              every rank sends to the next at once
//    "allreduce": [{"nodes", "bytes", "seconds", "busbw_gbs"}]} on the first 2…N ranks
// Exits 0 when it measured, 2 for a bad option, 3 with fewer than two ranks.
#include "kernels/gpuprobe/busbandwidth.h"
#include "kernels/mpiprobe/pairschedule.h"

#include <mpi.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Sizes {
    int latencyRepetitions = 200;
    int bandwidthRepetitions = 8;
    int messageBytes = 4 << 20;    // point to point and ring
    int allReduceBytes = 16 << 20; // per rank, as float sums
};

double median(std::vector<double> samples)
{
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const std::size_t mid = samples.size() / 2;
    return samples.size() % 2 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2;
}

// One-way latency of an 8-byte message: half the median round trip.
double pingPongLatencyUs(int rank, int partner, const Sizes &sizes)
{
    char message[8] = {};
    const bool leads = rank < partner;
    std::vector<double> roundTrips;
    for (int i = 0; i < sizes.latencyRepetitions + 10; ++i) {
        const double start = MPI_Wtime();
        if (leads) {
            MPI_Send(message, 8, MPI_CHAR, partner, 1, MPI_COMM_WORLD);
            MPI_Recv(message, 8, MPI_CHAR, partner, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(message, 8, MPI_CHAR, partner, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(message, 8, MPI_CHAR, partner, 1, MPI_COMM_WORLD);
        }
        if (i >= 10) // the first round trips set up the connection
            roundTrips.push_back(MPI_Wtime() - start);
    }
    return median(roundTrips) / 2 * 1e6;
}

// Bandwidth from the lower rank to the higher: a large message, then a 1-byte
// acknowledgement, so the time covers the whole message's arrival.
double pointToPointGBs(int rank, int partner, std::vector<char> &buffer, const Sizes &sizes)
{
    const bool sends = rank < partner;
    char ack = 0;
    std::vector<double> seconds;
    for (int i = 0; i < sizes.bandwidthRepetitions + 1; ++i) {
        const double start = MPI_Wtime();
        if (sends) {
            MPI_Send(buffer.data(), sizes.messageBytes, MPI_CHAR, partner, 2, MPI_COMM_WORLD);
            MPI_Recv(&ack, 1, MPI_CHAR, partner, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        } else {
            MPI_Recv(buffer.data(), sizes.messageBytes, MPI_CHAR, partner, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            MPI_Send(&ack, 1, MPI_CHAR, partner, 3, MPI_COMM_WORLD);
        }
        if (i > 0)
            seconds.push_back(MPI_Wtime() - start);
    }
    return sizes.messageBytes / median(seconds) / 1e9;
}

// Every rank sends to the next and receives from the previous at once; the
// receive's time is the link previous → this rank.
double ringReceiveGBs(int rank, int ranks, std::vector<char> &out, std::vector<char> &in, const Sizes &sizes)
{
    const int next = (rank + 1) % ranks;
    const int previous = (rank + ranks - 1) % ranks;
    std::vector<double> seconds;
    for (int i = 0; i < sizes.bandwidthRepetitions + 1; ++i) {
        MPI_Barrier(MPI_COMM_WORLD);
        MPI_Request requests[2];
        const double start = MPI_Wtime();
        MPI_Irecv(in.data(), sizes.messageBytes, MPI_CHAR, previous, 4, MPI_COMM_WORLD, &requests[0]);
        MPI_Isend(out.data(), sizes.messageBytes, MPI_CHAR, next, 4, MPI_COMM_WORLD, &requests[1]);
        MPI_Wait(&requests[0], MPI_STATUS_IGNORE);
        const double received = MPI_Wtime() - start;
        MPI_Wait(&requests[1], MPI_STATUS_IGNORE);
        if (i > 0)
            seconds.push_back(received);
    }
    return sizes.messageBytes / median(seconds) / 1e9;
}

// All-reduce (sum of floats) on the ranks of `comm`; seconds, median of 5.
double allReduceSeconds(MPI_Comm comm, const Sizes &sizes)
{
    const int count = sizes.allReduceBytes / static_cast<int>(sizeof(float));
    std::vector<float> send(static_cast<std::size_t>(count), 1.0f), receive(static_cast<std::size_t>(count));
    std::vector<double> seconds;
    for (int i = 0; i < 6; ++i) {
        MPI_Barrier(comm);
        const double start = MPI_Wtime();
        MPI_Allreduce(send.data(), receive.data(), count, MPI_FLOAT, MPI_SUM, comm);
        MPI_Barrier(comm);
        if (i > 0)
            seconds.push_back(MPI_Wtime() - start);
    }
    return median(seconds);
}

std::vector<std::string> hostNames(int ranks)
{
    char name[MPI_MAX_PROCESSOR_NAME] = {};
    int length = 0;
    MPI_Get_processor_name(name, &length);
    std::vector<char> all(static_cast<std::size_t>(ranks) * MPI_MAX_PROCESSOR_NAME);
    MPI_Gather(name, MPI_MAX_PROCESSOR_NAME, MPI_CHAR, all.data(), MPI_MAX_PROCESSOR_NAME, MPI_CHAR, 0, MPI_COMM_WORLD);
    std::vector<std::string> names;
    for (int r = 0; r < ranks; ++r)
        names.emplace_back(all.data() + static_cast<std::size_t>(r) * MPI_MAX_PROCESSOR_NAME);
    return names;
}

} // namespace

int main(int argc, char **argv)
{
    Sizes sizes;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            sizes.latencyRepetitions = 100;
            sizes.bandwidthRepetitions = 4;
            sizes.messageBytes = 1 << 20;
            sizes.allReduceBytes = 4 << 20;
        } else if (std::strcmp(argv[i], "--full") != 0) {
            std::fprintf(stderr, "dlrig-mpi-probe: unknown option '%s' (expected --quick or --full)\n", argv[i]);
            return 2;
        }
    }
    MPI_Init(&argc, &argv);
    int rank = 0, ranks = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    if (ranks < 2) {
        std::fprintf(stderr, "dlrig-mpi-probe: needs at least two ranks, one per node (got %d)\n", ranks);
        MPI_Finalize();
        return 3;
    }
    const std::vector<std::string> hosts = hostNames(ranks);
    std::vector<char> buffer(static_cast<std::size_t>(sizes.messageBytes), 1);
    std::vector<char> second(static_cast<std::size_t>(sizes.messageBytes), 2);

    // Pairwise sweep: per round, this rank's partner, latency and bandwidth.
    const int rounds = dlrig::mpiprobe::sweepRounds(ranks);
    std::vector<double> mine(static_cast<std::size_t>(rounds) * 3, -1);
    for (int round = 0; round < rounds; ++round) {
        MPI_Barrier(MPI_COMM_WORLD);
        const int partner = dlrig::mpiprobe::sweepPartner(ranks, round, rank);
        if (partner < 0)
            continue;
        const double latency = pingPongLatencyUs(rank, partner, sizes);
        const double bandwidth = pointToPointGBs(rank, partner, buffer, sizes);
        const auto at = static_cast<std::size_t>(round) * 3;
        mine[at] = partner;
        mine[at + 1] = latency;
        mine[at + 2] = bandwidth;
    }
    MPI_Barrier(MPI_COMM_WORLD);
    const double ringGBs = ringReceiveGBs(rank, ranks, buffer, second, sizes);

    std::vector<double> sweep(rank == 0 ? mine.size() * static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(mine.data(), static_cast<int>(mine.size()), MPI_DOUBLE, sweep.data(), static_cast<int>(mine.size()),
               MPI_DOUBLE, 0, MPI_COMM_WORLD);
    std::vector<double> ring(rank == 0 ? static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(&ringGBs, 1, MPI_DOUBLE, ring.data(), 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);

    // All-reduce on the first 2, 3, …, N ranks: the scaling curve.
    nlohmann::json allReduce = nlohmann::json::array();
    for (int nodes = 2; nodes <= ranks; ++nodes) {
        MPI_Comm group;
        MPI_Comm_split(MPI_COMM_WORLD, rank < nodes ? 0 : MPI_UNDEFINED, rank, &group);
        if (group != MPI_COMM_NULL) {
            const double seconds = allReduceSeconds(group, sizes);
            if (rank == 0)
                allReduce.push_back(
                    {{"nodes", nodes},
                     {"bytes", sizes.allReduceBytes},
                     {"seconds", seconds},
                     {"busbw_gbs",
                      dlrig::gpuprobe::allReduceBusBandwidth(sizes.allReduceBytes, seconds, nodes) / 1e9}});
            MPI_Comm_free(&group);
        }
        MPI_Barrier(MPI_COMM_WORLD);
    }

    if (rank == 0) {
        char library[MPI_MAX_LIBRARY_VERSION_STRING] = {};
        int length = 0;
        MPI_Get_library_version(library, &length);
        std::string transport(library);
        transport = transport.substr(0, transport.find_first_of(",\n"));
        nlohmann::json pairs = nlohmann::json::array();
        for (int r = 0; r < ranks; ++r)
            for (int round = 0; round < rounds; ++round) {
                const auto at =
                    (static_cast<std::size_t>(r) * static_cast<std::size_t>(rounds) + static_cast<std::size_t>(round)) *
                    3;
                const int partner = static_cast<int>(sweep[at]);
                if (partner > r) // the lower rank's view: it sent the bandwidth message
                    pairs.push_back({{"a", hosts[static_cast<std::size_t>(r)]},
                                     {"b", hosts[static_cast<std::size_t>(partner)]},
                                     {"latency_us", sweep[at + 1]},
                                     {"bandwidth_gbs", sweep[at + 2]}});
            }
        nlohmann::json ringLinks = nlohmann::json::array();
        for (int r = 0; r < ranks; ++r)
            ringLinks.push_back({{"from", hosts[static_cast<std::size_t>((r + ranks - 1) % ranks)]},
                                 {"to", hosts[static_cast<std::size_t>(r)]},
                                 {"bandwidth_gbs", ring[static_cast<std::size_t>(r)]}});
        const nlohmann::json result{
            {"ranks", ranks}, {"hosts", hosts},    {"transport", transport}, {"message_bytes", sizes.messageBytes},
            {"pairs", pairs}, {"ring", ringLinks}, {"allreduce", allReduce}};
        std::cout << result.dump(2) << '\n';
    }
    MPI_Finalize();
    return 0;
}
