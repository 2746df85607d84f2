// One serving evaluation (core/plan/serving.h): the target is 5 ms or
// less, a closed load with targets (its goodput search and curve included)
// and an open one (Little's law and the percentile tails); and the weighing of
// disaggregated pools (core/plan/disaggregation.h). Run in full with
//   build/tests/bench/dlrig_serving_bench
#include "tests/core/plan/planfixtures.h"

#include "core/models/modellibrary.h"
#include "core/plan/disaggregation.h"
#include "core/plan/planner.h"
#include "core/plan/serving.h"

#include <benchmark/benchmark.h>

using namespace dlrig::core;

namespace {

// Llama 3.3 70B in FP8 on an HGX H100 (1,979 dense FP8 TFLOPS, 3,350 GB/s,
// 80 GB, 900 GB/s NVLink): the buyer's question.
HardwareShape hgxH100()
{
    return planfixtures::hgx(1979, 3350, 900, 8, 1, 0);
}

Workload llama70b(int users)
{
    Workload w;
    w.model = *ModelLibrary::builtIn().find("llama-3.3-70b");
    w.task = Task::Infer;
    w.precision = Precision::Fp8;
    w.optimizer = Optimizer::None;
    w.kernels = Kernels::Compiled;
    w.sequence = 2048 + 512;
    w.serving.users = users;
    return w;
}

void serve(benchmark::State &state, ServingLoad load)
{
    const HardwareShape shape = hgxH100();
    const Workload w = llama70b(std::max(1, load.users));
    const Plan layout = planWorkload(w, shape, Assumptions{}).chosen;
    for (auto _ : state)
        benchmark::DoNotOptimize(estimateServing(w, layout, shape, Assumptions{}, load));
}

// 64 requests in flight of 2,048 in and 512 out, TTFT ≤ 2 s, TPOT ≤ 50 ms.
ServingLoad buyersLoad()
{
    ServingLoad load;
    load.users = 64;
    load.inputTokens = 2048;
    load.outputTokens = 512;
    load.ttftTargetMs = 2000;
    load.tpotTargetMs = 50;
    return load;
}

void BM_ServingClosedWithTargets(benchmark::State &state)
{
    serve(state, buyersLoad());
}
BENCHMARK(BM_ServingClosedWithTargets)->Unit(benchmark::kMillisecond);

void BM_ServingOpenWithTargets(benchmark::State &state)
{
    ServingLoad load;
    load.requestRate = 5;
    load.inputTokens = 2000;
    load.outputTokens = 500;
    load.ttftTargetMs = 1000;
    load.tpotTargetMs = 50;
    serve(state, load);
}
BENCHMARK(BM_ServingOpenWithTargets)->Unit(benchmark::kMillisecond);

// Disaggregated serving weighed for the closed load above: every split of
// the eight replicas, each with its own decode-pool plans.
void BM_DisaggregatedClosedWithTargets(benchmark::State &state)
{
    const ServingLoad load = buyersLoad();
    const HardwareShape shape = hgxH100();
    Workload w = llama70b(64);
    w.pins.tensor = 1;
    const Plan layout = planWorkload(w, shape, Assumptions{}).chosen;
    for (auto _ : state)
        benchmark::DoNotOptimize(disaggregate(w, layout, shape, Assumptions{}, load));
}
BENCHMARK(BM_DisaggregatedClosedWithTargets)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
