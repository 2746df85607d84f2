// dlrig-cli bench's GPU-to-GPU table, from the pair figures the helper writes.
#include "app/cli/benchcommand.h"
#include "core/validation/peermatrix.h"

#include <gtest/gtest.h>

#include <sstream>

using namespace dlrig;

TEST(PeerMatrixText, RowsCopyToColumnsWithTheHostCopyInBrackets)
{
    const auto pair = [](const std::string &key, std::optional<double> median, const std::string &skipped = {}) {
        core::Measurement m;
        m.key = key;
        m.median = median;
        m.skipped = skipped;
        m.verdict = median ? core::Verdict::Pass : core::Verdict::Skipped;
        return m;
    };
    const core::PeerMatrix matrix = core::peerMatrix({pair("gpu0.p2p.gpu1", 250), pair("gpu0.p2p_host.gpu1", 11.5),
                                                      pair("gpu1.p2p.gpu0", std::nullopt, "waived: no direct path"),
                                                      pair("gpu1.p2p_host.gpu0", 11.2)});
    std::ostringstream out;
    cli::printPeerMatrix(out, matrix);
    EXPECT_EQ(out.str(), "\nGPU to GPU, GB/s per direction: peer to peer (through host memory, P2P off)\n"
                         "GB/s             to gpu0     to gpu1\n"
                         "from gpu0              -  250 (11.5)\n"
                         "from gpu1  waived (11.2)           -\n");
    std::ostringstream none;
    cli::printPeerMatrix(none, core::peerMatrix({}));
    EXPECT_EQ(none.str(), ""); // fewer than two GPUs: no table
}
