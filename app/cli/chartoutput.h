#pragma once

#include "app/cli/arguments.h"
#include "core/base/outputfiles.h"
#include "core/plan/serving.h"

#include <optional>
#include <ostream>
#include <string>

namespace dlrig::cli {

// --chart OUT.png on estimate and analyze: the served load's
// throughput–interactivity chart (report/servingchart.h) as a PNG, in the
// language of the output. The target is checked and prepared when the
// command starts, written through a temporary file and a rename at the end.
class ChartOutput {
public:
    explicit ChartOutput(const Arguments &args);
    bool requested() const { return m_path.has_value(); }
    // Refuses --chart naming it when there is no served load to draw.
    void requireServing(bool serving) const;
    // Writes the chart and says so on `messages` (none beside JSON output).
    void write(const core::ServingEstimate &serving, const core::ServingLoad &load, std::ostream *messages);

private:
    std::optional<std::string> m_path;
    core::OutputFiles m_outputs;
};

} // namespace dlrig::cli
