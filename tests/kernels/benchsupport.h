#pragma once

// Shared by the benchmark tests: a run's measurement by its key.
#include "kernels/benchrun.h"

#include <string>

inline const dlrig::core::Measurement *find(const dlrig::kernels::BenchRun &run, const std::string &key)
{
    for (const dlrig::core::Measurement &m : run.measurements) {
        if (m.key == key)
            return &m;
    }
    return nullptr;
}
