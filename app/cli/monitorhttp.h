#pragma once

// The HTTP side of `dlrig-cli monitor`: GNU libmicrohttpd (Debian's
// libmicrohttpd12) serves GET /metrics on its own thread; dlrig writes no
// HTTP of its own.
#include <functional>
#include <memory>
#include <string>

namespace dlrig::cli {

class MetricsServer {
public:
    // Listens on HOST:PORT (an IPv4 or [IPv6] address, or "localhost") and
    // answers GET /metrics with `metrics()`, / with a line pointing there,
    // anything else with 404. Throws std::runtime_error saying why it cannot
    // listen ("127.0.0.1:9877: the address is in use"), in English.
    MetricsServer(const std::string &address, std::function<std::string()> metrics);
    ~MetricsServer(); // stops listening and waits for the request in progress
    MetricsServer(const MetricsServer &) = delete;
    MetricsServer &operator=(const MetricsServer &) = delete;

    int port() const { return m_port; } // the port bound (the one asked for, or the kernel's pick for 0)

private:
    struct Daemon;
    std::unique_ptr<Daemon> m_daemon;
    std::function<std::string()> m_metrics;
    int m_port = 0;
};

} // namespace dlrig::cli
