#pragma once

// XID errors (the driver's reports of a GPU fault: a fallen-off bus, a
// double-bit ECC error, a GPU that stopped answering), counted per GPU from
// NVML's critical-error events by a thread of its own, for `dlrig-cli
// monitor`. NVML is loaded at run time as in nvml.cpp.
#include <atomic>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace dlrig::kernels {

class XidWatcher {
public:
    XidWatcher();
    ~XidWatcher(); // stops within half a second
    XidWatcher(const XidWatcher &) = delete;
    XidWatcher &operator=(const XidWatcher &) = delete;

    // Why XID errors are not counted here ("no NVIDIA driver"); empty while watching.
    std::string problem() const;
    // XID errors since the watcher started, by NVML's GPU index.
    std::vector<double> counts() const;

private:
    void watch();

    mutable std::mutex m_mutex;
    std::string m_problem;
    std::vector<double> m_counts;
    std::atomic<bool> m_stop{false};
    std::thread m_thread;
};

} // namespace dlrig::kernels
