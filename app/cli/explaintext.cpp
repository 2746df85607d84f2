#include "app/cli/explaintext.h"

#include "app/cli/language.h"
#include "app/cli/texttable.h"
#include "core/plan/steptimeline.h"

#include <cmath>
#include <cstdio>
#include <string>

namespace dlrig::cli {

using namespace dlrig::core;

namespace {

std::string boundText(const StepSlice &s)
{
    const std::string bound = say(labelOf(s.bound));
    if (s.link.empty())
        return bound;
    return say({DLRIG_MESSAGE("cli.explain.bound_link", "{bound} ({link})"), {{"bound", bound}, {"link", s.link}}});
}

std::string waitedText(const StepSlice &s, double step)
{
    if (s.waitedSeconds() <= 0)
        return say(DLRIG_MESSAGE("cli.explain.hidden", "none: runs beside longer work"));
    const std::int64_t percent = step > 0 ? std::llround(s.waitedSeconds() / step * 100) : 0;
    if (s.hiddenSeconds <= 0)
        return say({DLRIG_MESSAGE("cli.explain.waited", "{time} ({percent} % of the step)"),
                    {{"time", stepTimeText(s.waitedSeconds())}, {"percent", percent}}});
    return say(
        {DLRIG_MESSAGE("cli.explain.partly_hidden", "{time} ({percent} % of the step; {hidden} hidden)"),
         {{"time", stepTimeText(s.waitedSeconds())}, {"percent", percent}, {"hidden", stepTimeText(s.hiddenSeconds)}}});
}

std::string valueText(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

} // namespace

void printExplanation(std::ostream &out, const PlanResult &plan, const Workload &w, const GpuTraits &gpu,
                      const Efficiency &efficiency, const Assumptions &assumptions)
{
    out << '\n';
    if (!plan.timed) {
        out << say(DLRIG_MESSAGE("cli.explain.untimed",
                                 "One step: no GPU given, so no times (give --gpu, or --peak-tflops and "
                                 "--mem-bandwidth)"))
            << '\n';
        return;
    }
    const StepTimeline timeline = stepTimeline(plan.chosen);
    out << say({timeline.decode ? DLRIG_MESSAGE("cli.explain.heading_decode", "One decoding step, per GPU: {time}")
                                : DLRIG_MESSAGE("cli.explain.heading", "One step, per GPU: {time}"),
                {{"time", stepTimeText(timeline.stepSeconds)}}})
        << '\n';
    TextTable table({say(DLRIG_MESSAGE("cli.explain.column", "work")), say(DLRIG_MESSAGE("cli.explain.column", "time")),
                     say(DLRIG_MESSAGE("cli.explain.column", "the step waits")),
                     say(DLRIG_MESSAGE("cli.explain.column", "bound by"))},
                    {TextTable::Align::Left, TextTable::Align::Right, TextTable::Align::Left, TextTable::Align::Left});
    for (const StepSlice &s : timeline.slices)
        table.addRow(
            {say(labelOf(s.work)), stepTimeText(s.seconds), waitedText(s, timeline.stepSeconds), boundText(s)});
    table.print(out);

    out << '\n'
        << say(DLRIG_MESSAGE("cli.explain.settings",
                             "The settings these times rest on (change one with --assume KEY=VALUE)"))
        << '\n';
    for (const std::string_view key : assumptionKeysOf(timeline, plan.chosen, w, gpu, efficiency)) {
        for (const AssumptionInfo &info : assumptionTable()) {
            if (info.key != key)
                continue;
            out << "  " << key << " = " << valueText(assumptions.*info.member) << ' ' << say(info.unit) << '\n'
                << "      " << say(info.description) << '\n';
        }
    }
}

} // namespace dlrig::cli
