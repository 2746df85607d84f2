#include "kernels/gpuhelper.h"

#include "core/validation/benchphrases.h"

#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

namespace dlrig::kernels {

std::filesystem::path findHelperProgram(const std::string &name)
{
    std::error_code error;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    for (const auto &candidate : {self.parent_path() / name, self.parent_path().parent_path() / "kernels" / name,
                                  self.parent_path().parent_path() / "libexec" / "dlrig" / name}) {
        if (std::filesystem::exists(candidate, error))
            return candidate;
    }
    return {};
}

std::filesystem::path findGpuProbeProgram()
{
    return findHelperProgram("dlrig-gpu-probe");
}

core::Measurement measurementFromJson(const std::string &line)
{
    const nlohmann::json j = nlohmann::json::parse(line).at("measurement");
    core::Measurement m;
    m.key = j.value("key", "");
    m.metric = j.value("metric", "");
    m.unit = j.value("unit", "");
    const auto number = [&](const char *field) -> std::optional<double> {
        return j.contains(field) && j.at(field).is_number() ? std::optional<double>(j.at(field).get<double>())
                                                            : std::nullopt;
    };
    m.median = number("median");
    m.min = number("min");
    m.max = number("max");
    m.spec = number("spec");
    m.specBasis = j.value("spec_basis", "");
    m.detail = j.value("detail", "");
    m.link = j.value("link", "");
    m.error = j.value("error", "");
    m.skipped = j.value("skipped", "");
    return m;
}

std::vector<ExpectedFigure> expectedGpuFigures(int gpus,
                                               const std::vector<std::pair<std::string, std::string>> &metrics)
{
    std::vector<ExpectedFigure> figures;
    for (const auto &[metric, unit] : metrics) {
        if (metric == "allreduce_busbw") {
            figures.push_back({"gpus.allreduce_busbw", metric, unit});
            continue;
        }
        const bool pair = metric == "p2p_bandwidth" || metric == "p2p_host_bandwidth";
        for (int from = 0; from < gpus; ++from) {
            const std::string gpu = "gpu" + std::to_string(from);
            if (!pair) {
                figures.push_back({gpu + "." + metric, metric, unit});
            } else if (gpus == 1) {
                if (metric == "p2p_bandwidth")
                    figures.push_back({gpu + ".p2p_bandwidth", metric, unit});
            } else {
                const std::string kind = metric == "p2p_bandwidth" ? ".p2p.gpu" : ".p2p_host.gpu";
                for (int to = 0; to < gpus; ++to) {
                    if (to != from)
                        figures.push_back({gpu + kind + std::to_string(to), metric, unit});
                }
            }
        }
    }
    return figures;
}

namespace {

// One of the helper's failures in English, as runs keep it.
std::string failure(core::MessageText text, const std::filesystem::path &program, const char *name = nullptr,
                    const std::string &value = {})
{
    std::vector<core::MessageArg> args;
    args.push_back({"program", program.string()});
    if (name)
        args.push_back({name, value});
    return core::bench::english(text, std::move(args));
}

} // namespace

HelperResult runGpuHelper(const std::filesystem::path &program, const std::vector<std::string> &arguments,
                          const std::atomic<bool> *cancel, const std::function<void(double)> &progress,
                          std::chrono::milliseconds silenceLimit)
{
    HelperResult result;
    int pipeFds[2];
    if (::pipe2(pipeFds, O_CLOEXEC) != 0) {
        result.failure = failure(core::bench::kHelperCannotStart, program, "reason", std::strerror(errno));
        return result;
    }
    std::vector<std::string> words{program.string()};
    words.insert(words.end(), arguments.begin(), arguments.end());
    std::vector<char *> argv;
    for (std::string &word : words)
        argv.push_back(word.data());
    argv.push_back(nullptr);
    const pid_t pid = ::fork();
    if (pid == 0) {
        ::setpgid(0, 0); // its own process group: ending it ends whatever it started
        ::dup2(pipeFds[1], STDOUT_FILENO);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    if (pid > 0)
        ::setpgid(pid, pid); // as the child does: whichever runs first, the group exists before a kill
    ::close(pipeFds[1]);
    if (pid < 0) {
        ::close(pipeFds[0]);
        result.failure = failure(core::bench::kHelperCannotStart, program, "reason", std::strerror(errno));
        return result;
    }
    using Clock = std::chrono::steady_clock;
    std::string pending;
    bool signalled = false, hung = false, open = true;
    auto lastSign = Clock::now();
    auto killAt = Clock::time_point::max();
    const auto stop = [&] {
        ::kill(-pid, SIGTERM); // the helper's GPU work stops with it; the driver frees its memory
        signalled = true;
        killAt = Clock::now() + std::chrono::seconds(3);
    };
    int status = 0;
    for (;;) {
        if (cancel && cancel->load() && !signalled) {
            result.cancelled = true;
            stop();
        }
        if (!signalled && Clock::now() - lastSign > silenceLimit) {
            hung = true;
            stop();
        }
        if (signalled && Clock::now() > killAt) {
            ::kill(-pid, SIGKILL);
            open = false; // whatever still holds the pipe is not waited for
        }
        if (!open) {
            // Output closed: wait for the exit, under the same watch.
            const pid_t done = ::waitpid(pid, &status, WNOHANG);
            if (done == pid || (done < 0 && errno != EINTR))
                break;
            ::poll(nullptr, 0, 50);
            continue;
        }
        pollfd fd{pipeFds[0], POLLIN, 0};
        if (::poll(&fd, 1, 200) <= 0)
            continue;
        char buffer[4096];
        const ssize_t n = ::read(pipeFds[0], buffer, sizeof buffer);
        if (n <= 0) {
            open = false;
            continue;
        }
        lastSign = Clock::now();
        pending.append(buffer, static_cast<std::size_t>(n));
        for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, end);
            pending.erase(0, end + 1);
            try {
                const nlohmann::json j = nlohmann::json::parse(line);
                if (j.contains("progress") && progress)
                    progress(j.at("progress").get<double>());
                else if (j.contains("phase"))
                    result.phase = j.at("phase").get<std::string>();
                else if (j.contains("measurement"))
                    result.measurements.push_back(measurementFromJson(line));
                else if (j.contains("status"))
                    result.status = j.at("status").get<std::string>();
                else if (j.contains("library"))
                    result.libraries.push_back(j.at("library").at("status").get<std::string>());
            } catch (const std::exception &) {
                // Not a line of the protocol (a library's own message): ignored.
                // A measurement that does not parse is missed, and the run
                // reports every figure that did not arrive (benchrun.cpp).
            }
        }
    }
    ::close(pipeFds[0]);
    if (result.cancelled)
        return result;
    if (hung) {
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(silenceLimit).count();
        result.failure = core::bench::english(core::bench::kHelperHung,
                                              {{"program", program.string()},
                                               {"seconds", std::to_string(std::max<long long>(1, seconds))},
                                               {"phase", result.phase.empty() ? "start-up" : result.phase}});
    } else if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        result.failure = failure(core::bench::kHelperMissingLibrary, program);
    else if (WIFSIGNALED(status))
        result.failure = failure(core::bench::kHelperSignal, program, "signal", std::to_string(WTERMSIG(status)));
    else if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        result.failure = result.status.empty()
                             ? failure(core::bench::kHelperFailed, program)
                             : failure(core::bench::kHelperFailedWith, program, "status", result.status);
    return result;
}

} // namespace dlrig::kernels
