#include "core/monitor/monitorconfig.h"

#include "core/base/inputerror.h"

#include <charconv>
#include <set>
#include <sstream>

namespace dlrig::core {

namespace {

std::string trimmed(const std::string &text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return {};
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

} // namespace

std::optional<std::pair<std::string, int>> splitHostPort(const std::string &address)
{
    const auto colon = address.rfind(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == address.size())
        return std::nullopt;
    std::string host = address.substr(0, colon);
    if (host.front() == '[') {
        if (host.back() != ']' || host.size() < 3)
            return std::nullopt;
        host = host.substr(1, host.size() - 2);
    } else if (host.find(':') != std::string::npos) {
        return std::nullopt; // an IPv6 address needs its brackets
    }
    int port = 0;
    const char *end = address.data() + address.size();
    const auto [at, error] = std::from_chars(address.data() + colon + 1, end, port);
    if (error != std::errc() || at != end || port < 0 || port > 65535)
        return std::nullopt;
    return std::pair{host, port};
}

MonitorConfig monitorConfigFromText(const std::string &text, const std::string &source)
{
    MonitorConfig config;
    std::set<std::string> seen;
    std::istringstream lines(text);
    std::string line;
    for (int number = 1; std::getline(lines, line); ++number) {
        line = trimmed(line.substr(0, line.find('#')));
        if (line.empty())
            continue;
        const std::string where = source + ":" + std::to_string(number);
        const auto equals = line.find('=');
        if (equals == std::string::npos)
            throw InputError("", Message{DLRIG_MESSAGE("monitor", "{where}: expected KEY = VALUE, found '{line}'"),
                                         {{"where", where}, {"line", line}}});
        const std::string key = trimmed(line.substr(0, equals));
        const std::string value = trimmed(line.substr(equals + 1));
        if (!seen.insert(key).second)
            throw InputError(key, Message{DLRIG_MESSAGE("monitor", "{where}: '{key}' is set twice"),
                                          {{"where", where}, {"key", key}}});
        const auto address = [&](const std::string &a) {
            if (!splitHostPort(a))
                throw InputError(key, Message{DLRIG_MESSAGE("monitor", "{where}: '{key}': expected HOST:PORT (e.g. "
                                                                       "10.0.0.2:9877), found '{value}'"),
                                              {{"where", where}, {"key", key}, {"value", a}}});
            return a;
        };
        if (key == "listen") {
            config.listen = address(value);
        } else if (key == "peers") {
            std::istringstream list(value);
            std::string peer;
            while (std::getline(list, peer, ','))
                if (!trimmed(peer).empty())
                    config.peers.push_back(address(trimmed(peer)));
        } else if (key == "build") {
            config.build = value;
        } else if (key == "history") {
            config.history = value;
        } else if (key == "interval_seconds") {
            double seconds = 0;
            const auto [at, error] = std::from_chars(value.data(), value.data() + value.size(), seconds);
            if (error != std::errc() || at != value.data() + value.size() || seconds < 1 || seconds > 3600)
                throw InputError(key, Message{DLRIG_MESSAGE("monitor", "{where}: 'interval_seconds': expected a "
                                                                       "number of seconds from 1 to 3600, found "
                                                                       "'{value}'"),
                                              {{"where", where}, {"value", value}}});
            config.intervalSeconds = seconds;
        } else {
            throw InputError(key, Message{DLRIG_MESSAGE("monitor", "{where}: unknown key '{key}' (expected listen, "
                                                                   "peers, build, history or interval_seconds)"),
                                          {{"where", where}, {"key", key}}});
        }
    }
    return config;
}

} // namespace dlrig::core
