#pragma once

#include "core/estimate/assumptions.h"
#include "core/estimate/efficiency.h"
#include "core/plan/plan.h"

#include <ostream>

namespace dlrig::cli {

// `estimate --explain`: one step of the chosen plan by kind of work — its time,
// how much of it the step waits for, what bounds it — then every setting those
// times rest on, with its value and where it comes from.
void printExplanation(std::ostream &out, const core::PlanResult &plan, const core::Workload &workload,
                      const core::GpuTraits &gpu, const core::Efficiency &efficiency,
                      const core::Assumptions &assumptions);

} // namespace dlrig::cli
