#pragma once

// What the Benchmark tab's two source files share (benchmarkview.cpp: the
// machine, the options and the run; benchmarkresults.cpp: results, history,
// reports). Private to ui/.
#include "catalog/benchhistory.h"
#include "kernels/benchrun.h"
#include "ui/benchmarkview.h"

#include <QColor>
#include <QString>

#include <unistd.h>

#include <map>
#include <optional>

namespace dlrig::ui {

struct BenchmarkView::State {
    kernels::DetectedMachine detected;
    kernels::LocalMachine local;
    bool detectedOnce = false;
    QString openBuildName;
    std::optional<core::ResolvedBuild> openBuild;
    std::optional<core::ResolvedBuild> specs; // what the shown run was compared with
    std::map<std::string, double> previous;   // key → median of this machine's run before the shown one
    QStringList tests;
    // The run shown: a fresh one or one from the history.
    kernels::BenchRun run;
    bool haveRun = false;
    std::string mode;
    std::string specsFrom;
    std::vector<catalog::BenchRunRecord> history;
};

namespace benchmark {

enum Column {
    TestColumn,
    MedianColumn,
    RangeColumn,
    UnitColumn,
    SpecColumn,
    RatioColumn,
    PreviousColumn,
    VerdictColumn
};

inline QString number(const std::optional<double> &value)
{
    if (!value)
        return QStringLiteral("–");
    return QString::number(*value, 'f', *value >= 100 ? 0 : *value >= 10 ? 1 : 2);
}

inline QColor verdictColour(core::Verdict verdict)
{
    switch (verdict) {
    case core::Verdict::Pass:
        return QColor(0x1b, 0x7f, 0x3b);
    case core::Verdict::Warn:
        return QColor(0xa6, 0x63, 0x00);
    case core::Verdict::Fail:
    case core::Verdict::Error:
        return QColor(0xb3, 0x26, 0x1e);
    case core::Verdict::Skipped:
        break;
    }
    return QColor(0x77, 0x77, 0x77);
}

inline std::string machineName(const kernels::DetectedMachine &m)
{
    char host[256] = "";
    ::gethostname(host, sizeof host - 1);
    return std::string(host) + " (" + m.cpu.model + ")"; // as dlrig-cli bench names it: one history for both
}

inline std::vector<std::string> hardwareLines(const kernels::DetectedMachine &m)
{
    std::vector<std::string> lines;
    lines.push_back("CPU: " + m.cpu.model + ", " + std::to_string(m.cpu.sockets) + " × " +
                    std::to_string(m.cpu.cores / std::max(1, m.cpu.sockets)) + " cores, " +
                    std::to_string(m.cpu.threads) + " threads");
    char memory[160];
    std::snprintf(memory, sizeof memory, "Memory: %.1f GiB%s",
                  static_cast<double>(m.memory.totalBytes) / static_cast<double>(core::kGiB),
                  m.memory.speedMTs > 0 ? "" : " (speed unknown)");
    lines.emplace_back(memory);
    for (const auto &disk : m.disks)
        lines.push_back("Drive " + disk.device + ": " + (disk.model.empty() ? "?" : disk.model));
    lines.push_back("GPUs: " + m.gpuStatus);
    for (const auto &gpu : m.gpus)
        lines.push_back("  GPU " + std::to_string(gpu.cuda.index) + ": " + gpu.cuda.name);
    return lines;
}

} // namespace benchmark

} // namespace dlrig::ui
