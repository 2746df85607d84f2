#include "core/validation/peermatrix.h"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

using namespace dlrig::core;

TEST(PeerMatrix, KeysNameAnOrderedPairOfDifferentGpus)
{
    const auto pair = parsePeerKey("gpu3.p2p.gpu12");
    ASSERT_TRUE(pair.has_value());
    EXPECT_EQ(pair->from, 3);
    EXPECT_EQ(pair->to, 12);
    EXPECT_TRUE(pair->p2p);
    EXPECT_FALSE(parsePeerKey("gpu1.p2p_host.gpu0")->p2p);
    EXPECT_EQ(peerKey(3, 12, true), "gpu3.p2p.gpu12");
    EXPECT_EQ(peerKey(1, 0, false), "gpu1.p2p_host.gpu0");
    for (const char *other : {"gpu0.p2p_bandwidth", "gpu0.p2p.gpu0", "gpu0.p2p.gpu", "gpux.p2p.gpu1", "gpu0.p2p.gpu1x",
                              "gpu0.p2p.gpu-1", "gpus.allreduce_busbw", "host.stream_triad", "gpu0.copy.gpu1", ""})
        EXPECT_FALSE(parsePeerKey(other).has_value()) << other;
}

TEST(PeerMatrix, PairsFillTheirCellsAndAWaivedPairKeepsItsReason)
{
    const auto measurement = [](const std::string &key, std::optional<double> median, Verdict verdict,
                                std::string skipped = {}) {
        Measurement m;
        m.key = key;
        m.median = median;
        m.verdict = verdict;
        m.skipped = std::move(skipped);
        return m;
    };
    const std::vector<Measurement> run{
        measurement("gpu0.device_copy", 900, Verdict::Pass),
        measurement("gpu0.p2p.gpu1", 250, Verdict::Pass),
        measurement("gpu0.p2p_host.gpu1", 11, Verdict::Skipped),
        measurement("gpu1.p2p.gpu0", std::nullopt, Verdict::Skipped, "waived: no direct path"),
        measurement("gpu1.p2p_host.gpu0", 12, Verdict::Skipped),
        measurement("gpu2.p2p_host.gpu0", 10, Verdict::Skipped),
    };
    const PeerMatrix matrix = peerMatrix(run);
    ASSERT_EQ(matrix.gpus, 3);
    EXPECT_DOUBLE_EQ(*matrix.cell[0][1].p2p, 250);
    EXPECT_DOUBLE_EQ(*matrix.cell[0][1].host, 11);
    EXPECT_EQ(matrix.cell[0][1].verdict, Verdict::Pass);
    EXPECT_FALSE(matrix.cell[1][0].p2p.has_value());
    EXPECT_EQ(matrix.cell[1][0].note, "waived: no direct path");
    EXPECT_TRUE(matrix.cell[1][0].waived);
    EXPECT_FALSE(matrix.cell[0][1].waived);
    EXPECT_DOUBLE_EQ(*matrix.cell[1][0].host, 12);
    EXPECT_FALSE(matrix.cell[0][0].p2p || matrix.cell[0][0].host); // the diagonal stays empty
    EXPECT_FALSE(matrix.cell[0][2].host.has_value());
    EXPECT_EQ(peerCellText(matrix, 0, 1), "250 (11)");
    EXPECT_EQ(peerCellText(matrix, 1, 0, {.waived = "豁免"}), "豁免 (12)");
    EXPECT_EQ(peerCellText(matrix, 2, 0), "– (10)"); // only the host copy was measured
    EXPECT_EQ(peerCellText(matrix, 1, 1), "–");

    const nlohmann::json json = toJson(matrix);
    EXPECT_EQ(json.at("gpus"), 3);
    EXPECT_EQ(json.at("p2p")[0][1], 250.0);
    EXPECT_TRUE(json.at("p2p")[1][0].is_null());
    EXPECT_EQ(json.at("through_host")[1][0], 12.0);
    EXPECT_EQ(json.at("verdict")[0][1], "PASS");
    EXPECT_EQ(json.at("verdict")[1][0], "SKIPPED"); // waived
    EXPECT_TRUE(json.at("verdict")[0][0].is_null());
    EXPECT_EQ(peerMatrix({run.front()}).gpus, 0); // no pair figures, no matrix
}
