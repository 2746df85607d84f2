#include "core/plan/disaggregation.h"

#include "core/estimate/memoryestimate.h"
#include "core/plan/links.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// How one prompt's KV cache travels from a prefill GPU to a decoding one:
// over the GPUs' link inside a node (its NVLink domain where that holds the
// node, else PCIe), else the node's network shared by its GPUs.
planning::Link kvLink(const HardwareShape &shape, const Assumptions &a)
{
    return shape.nodes > 1 ? planning::networkLink(shape, a, shape.gpusPerNode)
                           : planning::gpuLink(shape, a, shape.gpusPerNode);
}

// The waiting time of an M/M/1 queue at quantile q: ρ·e^(−(1−ρ)t/s) > 1 − q.
double waitAt(double rho, double service, double q)
{
    return rho > 1 - q ? service / (1 - rho) * std::log(rho / (1 - q)) : 0.0;
}

class Split {
public:
    Split(const Workload &w, const Plan &layout, const HardwareShape &shape, const Assumptions &a,
          const ServingLoad &load)
        : m_w(w), m_layout(layout), m_shape(shape), m_a(a), m_load(load)
    {
        m_replicaGpus = layout.tensor * layout.pipeline;
        const double prompt = load.inputTokens * (1 - load.features.prefixHitRate);
        m_prefillSeconds = prompt * prefillSecondsPerPromptToken(w, layout, shape, a, load.inputTokens);
        const double kvBytes = kvCacheBytes(*w.model.transformer, load.inputTokens, 1,
                                            kvBytesPerValue(w.precision, w.kvCache), layout.tensor, layout.pipeline);
        m_link = kvLink(shape, a);
        m_kvSeconds = planning::seconds(m_link, kvBytes);
    }

    int replicas() const { return m_shape.totalGpus() / m_replicaGpus; }

    // `prefill` replicas prefill, the rest decode.
    DisaggregatedServing serve(int prefill)
    {
        const int decode = replicas() - prefill;
        DisaggregatedServing s;
        s.prefillGpus = prefill * m_replicaGpus;
        s.decodeGpus = decode * m_replicaGpus;
        s.link = m_link.name;
        s.kvTransferMs = m_kvSeconds * 1e3;
        const double out = m_load.outputTokens;
        const double capacity = d(prefill) / m_prefillSeconds; // prompts a second the prefill pool finishes
        const bool closed = m_load.requestRate <= 0;
        double rate = closed ? 0 : m_load.requestRate;
        double decoding = 1; // requests in the decode pool
        double tpot = 0;
        for (int i = 0; i < 60; ++i) {
            const Step &step = decodeStep(decode, decoding);
            tpot = step.seconds;
            s.stable = step.fits;
            // A closed load's users each wait for a prompt and decode its
            // answer, no faster than the prefill pool finishes prompts.
            if (closed)
                rate = std::min(capacity, m_load.users / (m_prefillSeconds + m_kvSeconds + out * tpot));
            const double next = std::max(1.0, rate * out * tpot); // Little's law in the decode pool
            if (std::abs(next - decoding) < 1e-3 * decoding)
                break;
            decoding = 0.5 * (decoding + next);
        }
        s.tpotMs = tpot * 1e3;
        if (closed) {
            // Every user's cycle is users ÷ rate: what decoding leaves of it is TTFT.
            const double ttft = std::max(m_prefillSeconds + m_kvSeconds, m_load.users / rate - out * tpot);
            s.ttftMs = {ttft * 1e3, ttft * 1e3, ttft * 1e3};
        } else {
            const double rho = rate / capacity;
            s.stable = s.stable && rho < 1;
            const auto ttftAt = [&](double q) {
                return (m_prefillSeconds + m_kvSeconds + waitAt(std::min(rho, 0.999), m_prefillSeconds, q)) * 1e3;
            };
            s.ttftMs = {ttftAt(0.5), ttftAt(0.9), ttftAt(0.99)};
        }
        s.requestsPerSecond = rate;
        s.outputTokensPerSecondPerGpu = rate * out / d(s.prefillGpus + s.decodeGpus);
        s.meetsTargets = s.stable &&
                         (m_load.ttftTargetMs <= 0 || s.ttftMs.at(m_load.percentile) <= m_load.ttftTargetMs) &&
                         (m_load.tpotTargetMs <= 0 || s.tpotMs <= m_load.tpotTargetMs);
        return s;
    }

private:
    struct Step {
        double seconds = 0;
        bool fits = true;
    };

    // The decoding step of `users` requests over `replicas` decode replicas at
    // the median context, and whether their caches fit.
    const Step &decodeStep(int replicas, double users)
    {
        const int perReplica = std::max(1, static_cast<int>(std::ceil(users / d(replicas) - 1e-9)));
        const auto key = std::make_pair(replicas, perReplica);
        if (const auto it = m_steps.find(key); it != m_steps.end())
            return it->second;
        HardwareShape pool = m_shape;
        const int gpus = replicas * m_replicaGpus;
        pool.nodes = std::max(1, gpus / std::max(1, m_shape.gpusPerNode));
        pool.gpusPerNode = std::min(gpus, m_shape.gpusPerNode);
        const int context = static_cast<int>(std::lround(m_load.inputTokens + m_load.outputTokens / 2.0));
        Step step;
        try {
            const Plan plan = layoutAt(m_w, m_layout, pool, m_a, perReplica * replicas, context);
            step = {plan.costs.stepSeconds(), plan.fits && plan.data >= replicas};
        } catch (const std::exception &) {
            step = {HUGE_VAL, false};
        }
        return m_steps.emplace(key, step).first->second;
    }

    const Workload &m_w;
    const Plan &m_layout;
    const HardwareShape &m_shape;
    const Assumptions &m_a;
    const ServingLoad &m_load;
    int m_replicaGpus = 1;
    double m_prefillSeconds = 0; // one prompt's prefill on a replica
    double m_kvSeconds = 0;
    planning::Link m_link;
    std::map<std::pair<int, int>, Step> m_steps;
};

// Better for the buyer: meeting the targets first, then more requests a second.
bool better(const DisaggregatedServing &a, const DisaggregatedServing &b)
{
    if (a.meetsTargets != b.meetsTargets)
        return a.meetsTargets;
    if (a.stable != b.stable)
        return a.stable;
    return a.requestsPerSecond > b.requestsPerSecond * (1 + 1e-9);
}

} // namespace

std::optional<DisaggregatedServing> disaggregate(const Workload &w, const Plan &layout, const HardwareShape &shape,
                                                 const Assumptions &a, const ServingLoad &load)
{
    if (!w.model.transformer || load.inputTokens <= 0 || load.outputTokens <= 0 || layout.expert > layout.tensor)
        return std::nullopt;
    Split split(w, layout, shape, a, load);
    if (split.replicas() < 2)
        return std::nullopt;
    std::optional<DisaggregatedServing> best;
    for (int prefill = 1; prefill < split.replicas(); ++prefill) {
        const DisaggregatedServing s = split.serve(prefill);
        if (!best || better(s, *best))
            best = s;
    }
    return best;
}

nlohmann::json toJson(const DisaggregatedServing &s)
{
    const auto ms = [](double value) { return std::isfinite(value) ? nlohmann::json(value) : nlohmann::json(nullptr); };
    return {{"prefill_gpus", s.prefillGpus},
            {"decode_gpus", s.decodeGpus},
            {"ttft_ms", {{"p50", ms(s.ttftMs.p50)}, {"p90", ms(s.ttftMs.p90)}, {"p99", ms(s.ttftMs.p99)}}},
            {"tpot_ms", ms(s.tpotMs)},
            {"kv_transfer_ms", ms(s.kvTransferMs)},
            {"link", s.link},
            {"requests_per_s", s.requestsPerSecond},
            {"output_tokens_per_s_per_gpu", s.outputTokensPerSecondPerGpu},
            {"stable", s.stable},
            {"meets_targets", s.meetsTargets}};
}

} // namespace dlrig::core
