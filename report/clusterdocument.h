#pragma once

// The acceptance report of a cluster check as a PDF: the verdict and what is
// named, a nodes × tests heat map, the node × node matrix of bandwidth and
// latency, the all-reduce scaling curve, every finding with why, the sources
// of the reference figures, what changed since each node's previous run, and
// where the lab signs it off.
#include "core/validation/clusterreport.h"
#include "report/pageddocument.h"

class QTextDocument;

namespace dlrig::report {

void fillClusterDocument(QTextDocument &document, const core::ClusterRun &run, const core::ClusterVerdicts &verdicts);
// Needs a QGuiApplication (ensureGuiApplication).
RenderedPdf renderClusterPdf(const core::ClusterRun &run, const core::ClusterVerdicts &verdicts, Paper paper);

} // namespace dlrig::report
