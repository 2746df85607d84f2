#pragma once

// What the Benchmark tab's two source files share (benchmarkview.cpp: the
// machine, the options and the run; benchmarkresults.cpp: results, history,
// reports). Private to ui/.
#include "catalog/benchhistory.h"
#include "kernels/benchrun.h"
#include "ui/benchmark/benchmarkview.h"

#include <QColor>
#include <QString>

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
    return QString::fromStdString(core::formatFigure(*value));
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

} // namespace benchmark

} // namespace dlrig::ui
