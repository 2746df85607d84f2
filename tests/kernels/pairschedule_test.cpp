#include "kernels/mpiprobe/pairschedule.h"

#include <gtest/gtest.h>

#include <set>

using namespace dlrig::mpiprobe;

// The pairwise sweep meets every pair of ranks exactly once, and no rank is in
// two pairs of one round (a round-robin tournament: n − 1 rounds for even n,
// n for odd, where one rank rests each round).
TEST(PairSchedule, EveryPairMeetsOnceAndNoRankTwiceInARound)
{
    for (int ranks = 1; ranks <= 17; ++ranks) {
        std::set<std::pair<int, int>> met;
        const auto rounds = sweepSchedule(ranks);
        EXPECT_EQ(static_cast<int>(rounds.size()), ranks < 2 ? 0 : (ranks % 2 == 0 ? ranks - 1 : ranks));
        for (const auto &round : rounds) {
            std::set<int> busy;
            for (const auto &[a, b] : round) {
                EXPECT_LT(a, b);
                EXPECT_TRUE(busy.insert(a).second) << ranks << " ranks: rank " << a << " twice in a round";
                EXPECT_TRUE(busy.insert(b).second) << ranks << " ranks: rank " << b << " twice in a round";
                EXPECT_TRUE(met.insert({a, b}).second) << ranks << " ranks: " << a << "–" << b << " met twice";
            }
        }
        EXPECT_EQ(static_cast<int>(met.size()), ranks * (ranks - 1) / 2) << ranks << " ranks";
    }
}

TEST(PairSchedule, PartnersAreMutual)
{
    for (int ranks = 2; ranks <= 9; ++ranks)
        for (int round = 0; round < sweepRounds(ranks); ++round)
            for (int rank = 0; rank < ranks; ++rank)
                if (const int partner = sweepPartner(ranks, round, rank); partner >= 0) {
                    EXPECT_EQ(sweepPartner(ranks, round, partner), rank);
                }
}
