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

std::filesystem::path findGpuProbeProgram()
{
    std::error_code error;
    const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error)
        return {};
    for (const auto &candidate :
         {self.parent_path() / "dlrig-gpu-probe", self.parent_path().parent_path() / "kernels" / "dlrig-gpu-probe",
          self.parent_path().parent_path() / "libexec" / "dlrig" / "dlrig-gpu-probe"}) {
        if (std::filesystem::exists(candidate, error))
            return candidate;
    }
    return {};
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
    m.error = j.value("error", "");
    m.skipped = j.value("skipped", "");
    return m;
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
                          const std::atomic<bool> *cancel, const std::function<void(double)> &progress)
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
        ::dup2(pipeFds[1], STDOUT_FILENO);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::close(pipeFds[1]);
    if (pid < 0) {
        ::close(pipeFds[0]);
        result.failure = failure(core::bench::kHelperCannotStart, program, "reason", std::strerror(errno));
        return result;
    }
    std::string pending;
    bool signalled = false;
    auto killAt = std::chrono::steady_clock::time_point::max();
    for (;;) {
        if (cancel && cancel->load() && !signalled) {
            ::kill(pid, SIGTERM); // the helper's GPU work stops with it; the driver frees its memory
            signalled = true;
            result.cancelled = true;
            killAt = std::chrono::steady_clock::now() + std::chrono::seconds(3);
        }
        if (signalled && std::chrono::steady_clock::now() > killAt)
            ::kill(pid, SIGKILL);
        pollfd fd{pipeFds[0], POLLIN, 0};
        if (::poll(&fd, 1, 200) <= 0)
            continue;
        char buffer[4096];
        const ssize_t n = ::read(pipeFds[0], buffer, sizeof buffer);
        if (n <= 0)
            break;
        pending.append(buffer, static_cast<std::size_t>(n));
        for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
            const std::string line = pending.substr(0, end);
            pending.erase(0, end + 1);
            try {
                const nlohmann::json j = nlohmann::json::parse(line);
                if (j.contains("progress") && progress)
                    progress(j.at("progress").get<double>());
                else if (j.contains("measurement"))
                    result.measurements.push_back(measurementFromJson(line));
                else if (j.contains("status"))
                    result.status = j.at("status").get<std::string>();
                else if (j.contains("library"))
                    result.libraries.push_back(j.at("library").at("status").get<std::string>());
            } catch (const std::exception &) {
                // Not a line of the protocol (a library's own message): ignored.
            }
        }
    }
    ::close(pipeFds[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    if (result.cancelled)
        return result;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        result.failure = failure(core::bench::kHelperMissingLibrary, program);
    else if (WIFSIGNALED(status))
        result.failure = failure(core::bench::kHelperSignal, program, "signal", std::to_string(WTERMSIG(status)));
    else if (!WIFEXITED(status) || WEXITSTATUS(status) > 1)
        result.failure = result.status.empty()
                             ? failure(core::bench::kHelperFailed, program)
                             : failure(core::bench::kHelperFailedWith, program, "status", result.status);
    return result;
}

} // namespace dlrig::kernels
