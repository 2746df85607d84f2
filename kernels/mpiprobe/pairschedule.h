#pragma once

// Which rank meets which in each round of the pairwise sweep: the circle
// method of a round-robin tournament. Every pair of ranks meets exactly once,
// and in a round every rank is in at most one pair, so all links of a round are
// measured at once without two pairs sharing a rank (with an odd number of
// ranks one rank sits each round out). Plain C++ so the unit tests check it
// without MPI.
#include <vector>

namespace dlrig::mpiprobe {

// Rounds needed for `ranks` ranks: ranks − 1 when even, ranks when odd.
inline int sweepRounds(int ranks)
{
    return ranks < 2 ? 0 : (ranks % 2 == 0 ? ranks - 1 : ranks);
}

// The rank `rank` meets in `round` (0 ≤ round < sweepRounds), or −1 when it
// sits the round out. Ranks are placed on a circle of n = ranks rounded up to
// even; the last place stays fixed and the others turn one step per round.
inline int sweepPartner(int ranks, int round, int rank)
{
    const int n = ranks % 2 == 0 ? ranks : ranks + 1; // the extra place is the "bye"
    const int turning = n - 1;
    auto partnerOf = [&](int r) {
        if (r == n - 1)
            return round % turning; // the fixed place meets the one at the top
        const int position = ((r - round) % turning + turning) % turning;
        if (position == 0)
            return n - 1;
        const int opposite = turning - position;
        return (opposite + round) % turning;
    };
    const int partner = partnerOf(rank);
    return partner >= ranks ? -1 : partner;
}

// Every round's pairs, lower rank first.
inline std::vector<std::vector<std::pair<int, int>>> sweepSchedule(int ranks)
{
    std::vector<std::vector<std::pair<int, int>>> rounds(static_cast<std::size_t>(sweepRounds(ranks)));
    for (int round = 0; round < sweepRounds(ranks); ++round)
        for (int rank = 0; rank < ranks; ++rank)
            if (const int partner = sweepPartner(ranks, round, rank); partner > rank)
                rounds[static_cast<std::size_t>(round)].emplace_back(rank, partner);
    return rounds;
}

} // namespace dlrig::mpiprobe
