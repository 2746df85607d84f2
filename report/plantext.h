#pragma once

// How the GUI says a plan, in the user's language: the short form for a
// table cell ("tensor 4", "data 8 · ZeRO-1") and the full sentence.
#include "core/plan/plan.h"

#include <QString>

namespace dlrig::report {

// "tensor 4", "tensor 8 × pipeline 2 × data 6 · ZeRO-1 · full recompute".
QString shortPlan(const core::Plan &plan);

// "Plan: 8 GPUs, tensor 8 × data 1, ZeRO-1, selective recompute, micro-batch 1 ×
// 16 accumulation steps; step 1.2 s (tensor all-reduces 80 ms over NVLink)".
QString planSummary(const core::PlanResult &plan);
// The same without "Plan: ", where a label says it already (the quote's summary).
QString planDetails(const core::PlanResult &plan);
// The plan in one line, without its costs: "2 GPU(s), tensor 1 × data 2 · no
// ZeRO · no recompute, micro-batch 1 × 1 accumulation step(s)".
QString planLine(const core::Plan &plan, bool withSpeed = true);

} // namespace dlrig::report
