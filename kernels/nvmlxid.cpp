#include "kernels/nvmlxid.h"

#include <dlfcn.h>

namespace dlrig::kernels {

namespace {

// NVML's C API as nvml.h declares it (0 = NVML_SUCCESS).
using Device = void *;
using EventSet = void *;
using Return = int;
constexpr Return kSuccess = 0;
constexpr unsigned long long kXidCriticalError = 0x8; // nvmlEventTypeXidCriticalError

struct EventData { // nvmlEventData_t
    Device device;
    unsigned long long eventType;
    unsigned long long eventData; // the XID number
    unsigned gpuInstanceId;
    unsigned computeInstanceId;
};

} // namespace

XidWatcher::XidWatcher() : m_thread(&XidWatcher::watch, this)
{
}

XidWatcher::~XidWatcher()
{
    m_stop = true;
    if (m_thread.joinable())
        m_thread.join();
}

std::string XidWatcher::problem() const
{
    const std::lock_guard lock(m_mutex);
    return m_problem;
}

std::vector<double> XidWatcher::counts() const
{
    const std::lock_guard lock(m_mutex);
    return m_counts;
}

void XidWatcher::watch()
{
    const auto fail = [this](const std::string &why) {
        const std::lock_guard lock(m_mutex);
        m_problem = why;
    };
    void *library = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library)
        return fail("libnvidia-ml.so.1 not found (no NVIDIA driver)");
    const auto get = [library](const char *name) { return dlsym(library, name); };
    const auto init = reinterpret_cast<Return (*)()>(get("nvmlInit_v2"));
    const auto shutdown = reinterpret_cast<Return (*)()>(get("nvmlShutdown"));
    const auto count = reinterpret_cast<Return (*)(unsigned *)>(get("nvmlDeviceGetCount_v2"));
    const auto handle = reinterpret_cast<Return (*)(unsigned, Device *)>(get("nvmlDeviceGetHandleByIndex_v2"));
    const auto create = reinterpret_cast<Return (*)(EventSet *)>(get("nvmlEventSetCreate"));
    const auto subscribe =
        reinterpret_cast<Return (*)(Device, unsigned long long, EventSet)>(get("nvmlDeviceRegisterEvents"));
    const auto wait = reinterpret_cast<Return (*)(EventSet, EventData *, unsigned)>(get("nvmlEventSetWait_v2"));
    const auto release = reinterpret_cast<Return (*)(EventSet)>(get("nvmlEventSetFree"));
    if (!init || !shutdown || !count || !handle || !create || !subscribe || !wait || !release || init() != kSuccess) {
        dlclose(library);
        return fail("NVML could not be initialised (driver not loaded?)");
    }
    unsigned devices = 0;
    count(&devices);
    std::vector<Device> handles(devices, nullptr);
    EventSet set = nullptr;
    bool watching = create(&set) == kSuccess;
    for (unsigned i = 0; watching && i < devices; ++i)
        if (handle(i, &handles[i]) != kSuccess || subscribe(handles[i], kXidCriticalError, set) != kSuccess)
            watching = false; // a GPU that cannot report them: the count would claim what is not known
    if (!watching) {
        fail("this driver does not report XID events for every GPU");
    } else {
        const std::lock_guard lock(m_mutex);
        m_counts.assign(devices, 0);
    }
    while (watching && !m_stop) {
        EventData event{};
        if (wait(set, &event, 500) != kSuccess) // a timeout after 500 ms: look at m_stop again
            continue;
        for (unsigned i = 0; i < devices; ++i)
            if (handles[i] == event.device && (event.eventType & kXidCriticalError)) {
                const std::lock_guard lock(m_mutex);
                m_counts[i] += 1;
            }
    }
    if (set)
        release(set);
    shutdown();
    dlclose(library);
}

} // namespace dlrig::kernels
