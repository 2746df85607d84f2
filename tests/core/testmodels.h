#pragma once

#include "core/models/modellibrary.h"
#include "core/models/workload.h"

#include <stdexcept>
#include <string>

// Workloads on library models for the estimator tests.
inline dlrig::core::Workload libraryWorkload(const std::string &slug, dlrig::core::Task task,
                                             dlrig::core::Precision precision)
{
    const dlrig::core::ModelSpec *model = dlrig::core::ModelLibrary::builtIn().find(slug);
    if (!model)
        throw std::runtime_error("no model " + slug);
    dlrig::core::Workload w;
    w.model = *model;
    w.task = task;
    w.precision = precision;
    w.optimizer = task == dlrig::core::Task::Infer ? dlrig::core::Optimizer::None : dlrig::core::Optimizer::AdamW;
    return w;
}

// A model known only by its parameter count, as `--params 7.5B` makes it.
inline dlrig::core::Workload paramsOnlyWorkload(double params)
{
    dlrig::core::Workload w;
    w.model.slug = "custom";
    w.model.publishedParams = params;
    w.model.countFromShape = false;
    return w;
}
