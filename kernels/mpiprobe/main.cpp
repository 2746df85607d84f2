// dlrig-mpi-probe: the network tests of `dlrig-cli cluster check`, one rank per
// node, started by mpirun inside the check's Slurm job. MPI moves every byte;
// this program only times it. Rank 0 writes one JSON object to stdout:
//   {"ranks", "hosts": [...], "transport",
//    "pairs": [{"a", "b", "latency_us", "bandwidth_gbs", …_median_…}],   pairwise sweep
//    "ring": [{"from", "to", "bandwidth_gbs", "bandwidth_best_gbs"}],    every rank sends to the next at once
// A pair's figure is the best repetition's (a faulty link is slow every time, a
// busy one only sometimes), with the median beside it; a pair below the WARN
// bar is measured again alone, alternating with the fastest pair, and carries
// both figures ("reference_pair", "reference_bandwidth_gbs"). The ring is a test under load: its figure is
// the median repetition's.
//    "allreduce": [{"nodes", "bytes", "seconds", "busbw_gbs"}]} on the first 2…N ranks
// Exits 0 when it measured, 2 for a bad option, 3 with fewer than two ranks.
#include "core/validation/clustercheck.h"
#include "kernels/gpuprobe/busbandwidth.h"
#include "kernels/mpiprobe/pairschedule.h"

#include <mpi.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Sizes {
    int latencyRepetitions = 200;
    int bandwidthRepetitions = 16;
    int messageBytes = 4 << 20;    // point to point and ring
    int allReduceBytes = 16 << 20; // per rank, as float sums
};

struct Timing {
    double best = 0;   // the fastest repetition, in the figure's unit
    double median = 0; // the middle one
};

double median(std::vector<double> samples)
{
    if (samples.empty())
        return 0;
    std::sort(samples.begin(), samples.end());
    const std::size_t mid = samples.size() / 2;
    return samples.size() % 2 ? samples[mid] : (samples[mid - 1] + samples[mid]) / 2;
}

// Bytes per second as the best and the median repetition saw them.
Timing rateOf(double bytes, const std::vector<double> &seconds)
{
    return {bytes / *std::min_element(seconds.begin(), seconds.end()) / 1e9, bytes / median(seconds) / 1e9};
}

// One-way latency of an 8-byte message: half the round trip (the fastest and the median).
Timing pingPongLatencyUs(int rank, int partner, const Sizes &sizes)
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
    return {*std::min_element(roundTrips.begin(), roundTrips.end()) / 2 * 1e6, median(roundTrips) / 2 * 1e6};
}

// Bandwidth from the lower rank to the higher: a large message, then a 1-byte
// acknowledgement, so the time covers the whole message's arrival.
Timing pointToPointGBs(int rank, int partner, std::vector<char> &buffer, const Sizes &sizes)
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
    return rateOf(sizes.messageBytes, seconds);
}

// Every rank sends to the next and receives from the previous at once; the
// receive's time is the link previous → this rank.
Timing ringReceiveGBs(int rank, int ranks, std::vector<char> &out, std::vector<char> &in, const Sizes &sizes)
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
    return rateOf(sizes.messageBytes, seconds);
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

// A barrier that sleeps while it waits: a rank sitting a round out must leave
// the CPU to the pair being measured (MPI_Barrier spins; on nodes that share
// cores, as a test cluster's do, that would slow the pair down).
void quietBarrier(MPI_Comm comm)
{
    MPI_Request request;
    MPI_Ibarrier(comm, &request);
    for (int done = 0;;) {
        MPI_Test(&request, &done, MPI_STATUS_IGNORE);
        if (done)
            return;
        const timespec pause{0, 200'000}; // 0.2 ms
        nanosleep(&pause, nullptr);
    }
}

constexpr std::size_t kFields = 5; // per sweep round: partner, latency best and median, bandwidth best and median

struct Remeasured {
    int a = 0, b = 0;       // the pair below the bar
    int refA = 0, refB = 0; // the fastest pair of the sweep, measured alternately with it
    Timing bandwidth;
    Timing reference;
};

// Times the pair (a, b) with every other rank asleep; the sender's figure
// reaches rank 0 (the only rank whose return value counts).
Timing pairAlone(int rank, int a, int b, std::vector<char> &buffer, const Sizes &sizes)
{
    quietBarrier(MPI_COMM_WORLD);
    Timing timing;
    if (rank == a || rank == b)
        timing = pointToPointGBs(rank, rank == a ? b : a, buffer, sizes);
    double figures[2] = {timing.best, timing.median};
    if (rank == a && a != 0)
        MPI_Send(figures, 2, MPI_DOUBLE, 0, 5, MPI_COMM_WORLD);
    if (rank == 0 && a != 0)
        MPI_Recv(figures, 2, MPI_DOUBLE, a, 5, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return {figures[0], figures[1]};
}

// A pair below the cluster's WARN bar is measured again, alone, three times,
// alternating with the sweep's fastest pair, before anyone judges it: both see
// the same moments of the machine (a busy host, a shared core in a test
// cluster), so their ratio is the link's, and a faulty link is slow every time.
// Rank 0 picks the pairs from the sweep; every rank takes part.
std::vector<Remeasured> remeasureSlowPairs(int rank, int ranks, int rounds, const std::vector<double> &sweep,
                                           std::vector<char> &buffer, const Sizes &sizes)
{
    std::vector<int> chosen; // a, b, reference a, reference b, …
    if (rank == 0) {
        // The sweep's pairs, each once (the lower rank's view), and its fastest.
        struct Pair {
            int a, b;
            double bandwidth;
        };
        std::vector<Pair> pairs;
        for (int r = 0; r < ranks; ++r)
            for (int round = 0; round < rounds; ++round) {
                const auto at =
                    (static_cast<std::size_t>(r) * static_cast<std::size_t>(rounds) + static_cast<std::size_t>(round)) *
                    kFields;
                if (const int partner = static_cast<int>(sweep[at]); partner > r)
                    pairs.push_back({r, partner, sweep[at + 3]});
            }
        if (pairs.empty())
            return {};
        const Pair fastest = *std::max_element(pairs.begin(), pairs.end(),
                                               [](const Pair &x, const Pair &y) { return x.bandwidth < y.bandwidth; });
        std::vector<double> bandwidths;
        for (const Pair &p : pairs)
            bandwidths.push_back(p.bandwidth);
        std::sort(bandwidths.begin(), bandwidths.end());
        const double typical =
            bandwidths[static_cast<std::size_t>(std::ceil(0.75 * static_cast<double>(bandwidths.size()))) - 1];
        for (const Pair &p : pairs)
            if (p.bandwidth < dlrig::core::kPeerWarnRatio * typical)
                chosen.insert(chosen.end(), {p.a, p.b, fastest.a, fastest.b});
    }
    int count = static_cast<int>(chosen.size());
    MPI_Bcast(&count, 1, MPI_INT, 0, MPI_COMM_WORLD);
    chosen.resize(static_cast<std::size_t>(count));
    MPI_Bcast(chosen.data(), count, MPI_INT, 0, MPI_COMM_WORLD);
    std::vector<Remeasured> out;
    for (std::size_t i = 0; i + 3 < chosen.size(); i += 4) {
        Remeasured m{chosen[i], chosen[i + 1], chosen[i + 2], chosen[i + 3], {0, 0}, {0, 0}};
        for (int turn = 0; turn < 3; ++turn) {
            const Timing pair = pairAlone(rank, m.a, m.b, buffer, sizes);
            const Timing reference = pairAlone(rank, m.refA, m.refB, buffer, sizes);
            m.bandwidth = {std::max(m.bandwidth.best, pair.best), std::max(m.bandwidth.median, pair.median)};
            m.reference = {std::max(m.reference.best, reference.best), std::max(m.reference.median, reference.median)};
        }
        if (rank == 0)
            out.push_back(m);
    }
    return out;
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
            sizes.bandwidthRepetitions = 8;
            sizes.messageBytes = 4 << 20;
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
    std::vector<double> mine(static_cast<std::size_t>(rounds) * kFields, -1);
    for (int round = 0; round < rounds; ++round) {
        quietBarrier(MPI_COMM_WORLD);
        const int partner = dlrig::mpiprobe::sweepPartner(ranks, round, rank);
        if (partner < 0)
            continue;
        const Timing latency = pingPongLatencyUs(rank, partner, sizes);
        const Timing bandwidth = pointToPointGBs(rank, partner, buffer, sizes);
        const auto at = static_cast<std::size_t>(round) * kFields;
        mine[at] = partner;
        mine[at + 1] = latency.best;
        mine[at + 2] = latency.median;
        mine[at + 3] = bandwidth.best;
        mine[at + 4] = bandwidth.median;
    }
    quietBarrier(MPI_COMM_WORLD);
    const Timing ringTiming = ringReceiveGBs(rank, ranks, buffer, second, sizes);
    const double ringGBs[2] = {ringTiming.best, ringTiming.median};

    std::vector<double> sweep(rank == 0 ? mine.size() * static_cast<std::size_t>(ranks) : 0);
    MPI_Gather(mine.data(), static_cast<int>(mine.size()), MPI_DOUBLE, sweep.data(), static_cast<int>(mine.size()),
               MPI_DOUBLE, 0, MPI_COMM_WORLD);
    std::vector<double> ring(rank == 0 ? static_cast<std::size_t>(ranks) * 2 : 0);
    MPI_Gather(ringGBs, 2, MPI_DOUBLE, ring.data(), 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    const std::vector<Remeasured> again = remeasureSlowPairs(rank, ranks, rounds, sweep, buffer, sizes);

    // All-reduce on the first 2, 3, …, N ranks: the scaling curve.
    nlohmann::json allReduce = nlohmann::json::array();
    for (int nodes = 2; nodes <= ranks; ++nodes) {
        quietBarrier(MPI_COMM_WORLD);
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
                    kFields;
                const int partner = static_cast<int>(sweep[at]);
                if (partner <= r) // the lower rank's view: it sent the bandwidth message
                    continue;
                nlohmann::json pair{{"a", hosts[static_cast<std::size_t>(r)]},
                                    {"b", hosts[static_cast<std::size_t>(partner)]},
                                    {"latency_us", sweep[at + 1]},
                                    {"latency_median_us", sweep[at + 2]},
                                    {"bandwidth_gbs", sweep[at + 3]},
                                    {"bandwidth_median_gbs", sweep[at + 4]}};
                for (const Remeasured &m : again)
                    if (m.a == r && m.b == partner) {
                        pair["sweep_bandwidth_gbs"] = sweep[at + 3];
                        pair["bandwidth_gbs"] = m.bandwidth.best;
                        pair["bandwidth_median_gbs"] = m.bandwidth.median;
                        pair["reference_pair"] = {hosts[static_cast<std::size_t>(m.refA)],
                                                  hosts[static_cast<std::size_t>(m.refB)]};
                        pair["reference_bandwidth_gbs"] = m.reference.best;
                    }
                pairs.push_back(pair);
            }
        nlohmann::json ringLinks = nlohmann::json::array();
        for (int r = 0; r < ranks; ++r)
            ringLinks.push_back({{"from", hosts[static_cast<std::size_t>((r + ranks - 1) % ranks)]},
                                 {"to", hosts[static_cast<std::size_t>(r)]},
                                 {"bandwidth_gbs", ring[static_cast<std::size_t>(r) * 2 + 1]},
                                 {"bandwidth_best_gbs", ring[static_cast<std::size_t>(r) * 2]}});
        const nlohmann::json result{
            {"ranks", ranks}, {"hosts", hosts},    {"transport", transport}, {"message_bytes", sizes.messageBytes},
            {"pairs", pairs}, {"ring", ringLinks}, {"allreduce", allReduce}};
        std::cout << result.dump(2) << '\n';
    }
    MPI_Finalize();
    return 0;
}
