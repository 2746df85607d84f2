#pragma once

#include "core/estimate/estimate.h"
#include "core/plan/disaggregation.h"
#include "core/plan/plan.h"
#include "core/plan/serving.h"

#include <ostream>

namespace dlrig::cli {

// The readable report of `dlrig-cli estimate`: workload, GPU memory per GPU
// in GB and GiB, host needs and compute.
void printEstimate(std::ostream &out, const core::Estimate &estimate);
// Every assumption the estimate made, one per line.
void printAssumptions(std::ostream &out, const core::Estimate &estimate);
// The chosen plan in one line, its step costs, and the runner-ups with why they lost.
void printPlan(std::ostream &out, const core::PlanResult &plan, const std::string &gpuName);
// Serving at a load: TTFT and TPOT at p50/p90/p99 against the targets, the
// rates, where the KV cache runs out and the most load meeting the targets.
void printServing(std::ostream &out, const core::ServingEstimate &serving, const core::ServingLoad &load);
// The same load with prefill and decode on GPUs of their own, against one pool.
void printDisaggregated(std::ostream &out, const core::DisaggregatedServing &split,
                        const core::ServingEstimate &onePool, const core::ServingLoad &load);
// "step 1.23 s: compute 1.1 s, tensor all-reduces 80 ms over NVLink/NVSwitch…"
std::string planCostLine(const core::Plan &plan);

} // namespace dlrig::cli
