#include "core/base/temporaryfiles.h"

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>
#include <mutex>

#include <limits.h>
#include <unistd.h>

namespace dlrig::core {

namespace {

// A signal handler may only touch memory that is already there and call
// async-signal-safe functions (unlink, sigaction, raise): fixed slots whose
// state says when a path in them is complete.
enum SlotState : int { kFree, kWriting, kReady };
struct Slot {
    std::atomic<int> state{kFree};
    char path[PATH_MAX];
};
std::array<Slot, 64> g_slots;

constexpr std::array<int, 3> kSignals{SIGINT, SIGTERM, SIGHUP};

extern "C" void removeTemporariesAndDie(int signal)
{
    for (Slot &slot : g_slots) {
        if (slot.state.load() == kReady)
            ::unlink(slot.path);
    }
    // SA_RESETHAND restored the default action; SA_NODEFER lets it act now.
    ::raise(signal);
}

void installHandlers()
{
    for (int signal : kSignals) {
        struct sigaction current {};
        if (::sigaction(signal, nullptr, &current) != 0 || current.sa_handler != SIG_DFL)
            continue; // the program handles it (or ignores it) itself
        struct sigaction action {};
        action.sa_handler = removeTemporariesAndDie;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND | SA_NODEFER;
        ::sigaction(signal, &action, nullptr);
    }
}

} // namespace

void rememberTemporaryFile(const std::filesystem::path &path)
{
    static std::once_flag installed;
    std::call_once(installed, installHandlers);
    const std::string text = path.string();
    if (text.size() >= PATH_MAX)
        return;
    for (Slot &slot : g_slots) {
        int expected = kFree;
        if (slot.state.compare_exchange_strong(expected, kWriting)) {
            std::memcpy(slot.path, text.c_str(), text.size() + 1);
            slot.state.store(kReady);
            return;
        }
    }
    // More than 64 at once: the rest are still removed by their owners, only not on a signal.
}

void forgetTemporaryFile(const std::filesystem::path &path)
{
    const std::string text = path.string();
    for (Slot &slot : g_slots) {
        if (slot.state.load() == kReady && text == slot.path) {
            slot.state.store(kFree);
            return;
        }
    }
}

} // namespace dlrig::core
