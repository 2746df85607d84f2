#include "app/cli/monitorhttp.h"

#include "core/monitor/metricstext.h"
#include "core/monitor/monitorconfig.h"

#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace dlrig::cli {

struct MetricsServer::Daemon {
    MHD_Daemon *daemon = nullptr;
    int socket = -1;
    ~Daemon()
    {
        if (daemon)
            MHD_stop_daemon(daemon); // joins its thread and closes the listening socket
        if (socket >= 0)
            close(socket);
    }
};

namespace {

MHD_Result answer(MHD_Connection *connection, unsigned status, const std::string &body, const char *type)
{
    MHD_Response *response =
        MHD_create_response_from_buffer(body.size(), const_cast<char *>(body.data()), MHD_RESPMEM_MUST_COPY);
    if (!response)
        return MHD_NO;
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, type);
    const MHD_Result queued = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return queued;
}

MHD_Result handle(void *self, MHD_Connection *connection, const char *url, const char *method, const char *,
                  const char *, size_t *, void **)
{
    const std::string path = url ? url : "";
    if (std::strcmp(method, "GET") != 0 && std::strcmp(method, "HEAD") != 0)
        return answer(connection, MHD_HTTP_METHOD_NOT_ALLOWED, "only GET and HEAD\n", "text/plain; charset=utf-8");
    if (path == "/metrics")
        return answer(connection, MHD_HTTP_OK, (*static_cast<std::function<std::string()> *>(self))(),
                      core::kPrometheusTextType);
    if (path == "/")
        return answer(connection, MHD_HTTP_OK, "dlrig monitor: the metrics are at /metrics\n",
                      "text/plain; charset=utf-8");
    return answer(connection, MHD_HTTP_NOT_FOUND, "not found: the metrics are at /metrics\n",
                  "text/plain; charset=utf-8");
}

// A listening socket bound to `address`: bound here rather than by the library
// so that a refusal says why (in use, not this machine's address, a privileged port).
int listenOn(const std::string &address, int &port)
{
    const auto hostPort = core::splitHostPort(address);
    if (!hostPort)
        throw std::runtime_error(address + ": expected ADDRESS:PORT, e.g. 127.0.0.1:9877");
    const std::string host = hostPort->first == "localhost" ? "127.0.0.1" : hostPort->first;
    sockaddr_storage storage{};
    socklen_t size = 0;
    auto *v4 = reinterpret_cast<sockaddr_in *>(&storage);
    auto *v6 = reinterpret_cast<sockaddr_in6 *>(&storage);
    if (inet_pton(AF_INET, host.c_str(), &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(static_cast<uint16_t>(hostPort->second));
        size = sizeof *v4;
    } else if (inet_pton(AF_INET6, host.c_str(), &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(static_cast<uint16_t>(hostPort->second));
        size = sizeof *v6;
    } else {
        throw std::runtime_error(address + ": '" + host +
                                 "' is not an IP address (expected e.g. 127.0.0.1:9877 or "
                                 "[::1]:9877)");
    }
    const int fd = socket(storage.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    const int on = 1;
    if (fd < 0 || setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) != 0 ||
        bind(fd, reinterpret_cast<sockaddr *>(&storage), size) != 0 || listen(fd, 64) != 0) {
        const int error = errno;
        if (fd >= 0)
            close(fd);
        const std::string why = error == EADDRINUSE      ? "the port is in use (is another monitor running?)"
                                : error == EADDRNOTAVAIL ? "this machine has no such address"
                                : error == EACCES        ? "ports below 1024 need root"
                                                         : std::strerror(error);
        throw std::runtime_error("cannot listen on " + address + ": " + why);
    }
    size = sizeof storage;
    getsockname(fd, reinterpret_cast<sockaddr *>(&storage), &size);
    port = ntohs(storage.ss_family == AF_INET ? v4->sin_port : v6->sin6_port);
    return fd;
}

} // namespace

MetricsServer::MetricsServer(const std::string &address, std::function<std::string()> metrics)
    : m_daemon(std::make_unique<Daemon>()), m_metrics(std::move(metrics))
{
    m_daemon->socket = listenOn(address, m_port);
    // One polling thread: a scrape is answered from figures already read, so
    // none waits on a device; a stalled client is dropped after 10 s.
    m_daemon->daemon = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD, 0, nullptr, nullptr, &handle, &m_metrics,
                                        MHD_OPTION_LISTEN_SOCKET, m_daemon->socket, MHD_OPTION_CONNECTION_TIMEOUT, 10u,
                                        MHD_OPTION_CONNECTION_LIMIT, 64u, MHD_OPTION_END);
    if (!m_daemon->daemon)
        throw std::runtime_error("cannot serve HTTP on " + address);
    m_daemon->socket = -1; // the library closes it when it stops
}

MetricsServer::~MetricsServer() = default;

} // namespace dlrig::cli
