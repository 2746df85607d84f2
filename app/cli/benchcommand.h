#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace dlrig::core {
struct PeerMatrix;
}

namespace dlrig::cli {

// GPU-to-GPU copies as nvbandwidth prints them: rows copy to columns, the P2P
// figure and in brackets the copy through host memory; nothing below two GPUs.
void printPeerMatrix(std::ostream &out, const core::PeerMatrix &matrix);

// The probes and metrics --tests names ("host.stream,gemm"), checked: an empty
// list or a name that selects nothing is an InputError. bench and cluster check.
std::vector<std::string> testNames(const std::string &list);

// dlrig-cli detect [--json]
int detectCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                  std::ostream &out);

// dlrig-cli [--db PATH] bench [--quick|--full|--burn SECONDS] [--tests KEY,...] [--dir PATH] [--json]
//                             [--against BUILD.dlrig] [--no-history] [--settings FILE]
// Exit 0 when nothing failed, 1 when something failed, 3 when a probe could not measure (ERROR).
int benchCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                 std::ostream &out, std::ostream &err);

} // namespace dlrig::cli
