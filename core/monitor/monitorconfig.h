#pragma once

// The settings of `dlrig-cli monitor` (the .deb's /etc/dlrig/monitor.conf):
// one `key = value` a line, `#` starts a comment.
//
//   listen = 127.0.0.1:9877        # the address and port /metrics is served on
//   peers = 10.0.0.2:9877, node3:9877  # other nodes (their monitor's port): latency to each
//   build = /etc/dlrig/rig.dlrig   # the build this machine was bought as: its planned rate and barrel
//   history = /var/lib/dlrig/bench-history.db  # where `dlrig-cli bench` keeps its runs
//   interval_seconds = 15          # how often the GPUs, peers and history are read again
//
// Every key is optional; options on the command line win over the file.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace dlrig::core {

struct MonitorConfig {
    std::string listen;
    std::vector<std::string> peers;
    std::string build;
    std::string history;
    std::optional<double> intervalSeconds;
};

inline constexpr double kDefaultMonitorIntervalSeconds = 15;

// Throws InputError naming `source`, the line and the key for an unknown key,
// a line without '=', a repeated key, a peer or listen address that is not
// HOST:PORT, or an interval outside 1–3600 s.
MonitorConfig monitorConfigFromText(const std::string &text, const std::string &source);

// HOST:PORT or [IPv6]:PORT, the port 0–65535 (0: any free port, for listen): the host and port, or nothing.
std::optional<std::pair<std::string, int>> splitHostPort(const std::string &address);

} // namespace dlrig::core
