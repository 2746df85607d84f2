#pragma once

// GPU-to-GPU copy bandwidth as a matrix, the way nvbandwidth prints it: one
// row per source GPU, one column per destination. dlrig-gpu-probe measures
// every ordered pair twice and names the figures
//   "gpuI.p2p.gpuJ"       metric p2p_bandwidth       peer access on (NVLink or PCIe P2P)
//   "gpuI.p2p_host.gpuJ"  metric p2p_host_bandwidth  peer access off: staged through host memory
// A pair the platform cannot connect directly is SKIPPED with a reason that
// starts "waived:" (kWaived); peerMatrix marks its cell waived.
#include "core/validation/validation.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

inline constexpr std::string_view kWaived = "waived:";

struct PeerCell {
    std::optional<double> p2p;          // GB/s, peer access on
    std::optional<double> host;         // GB/s, through host memory
    Verdict verdict = Verdict::Skipped; // of the P2P-on figure
    std::string note;                   // why the P2P-on figure is missing (waived, error)
    bool waived = false;                // no direct path between the two: not a fault
};

struct PeerMatrix {
    int gpus = 0;                            // 0: the run has no pair figures
    std::vector<std::vector<PeerCell>> cell; // [from][to]; the diagonal stays empty
};

// The pair key the helper writes; nullopt for any other key.
struct PeerPair {
    int from = 0, to = 0;
    bool p2p = true;
};
std::optional<PeerPair> parsePeerKey(const std::string &key);
std::string peerKey(int from, int to, bool p2p);

PeerMatrix peerMatrix(const std::vector<Measurement> &measurements);

// One cell as the tab, the report and the CLI show it: "250 (11.5)" (P2P,
// then through the host), "waived (11.2)", "error", or `none` ("–", also the
// diagonal). The words come translated from the caller.
struct PeerCellWords {
    std::string waived = "waived";
    std::string error = "error";
    std::string none = "–";
};
std::string peerCellText(const PeerMatrix &matrix, int from, int to, const PeerCellWords &words = {});

// {"gpus": n, "unit": "GB/s", "p2p": [[…]], "through_host": [[…]], "verdict": [[…]]},
// rows = from, columns = to, null where nothing was measured.
nlohmann::json toJson(const PeerMatrix &matrix);

} // namespace dlrig::core
