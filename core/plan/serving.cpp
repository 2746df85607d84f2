#include "core/plan/serving.h"

#include "core/base/inputerror.h"
#include "core/estimate/efficiency.h"
#include "core/estimate/estimate.h"
#include "core/plan/planner.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// Standard normal quantiles: a Poisson count's 90th and 99th percentiles are
// about mean + z·√mean.
constexpr double kZ90 = 1.2815515655446004;
constexpr double kZ99 = 2.3263478740408408;

class ServingModel {
public:
    ServingModel(const Workload &w, const Plan &layout, const HardwareShape &shape, const Assumptions &a,
                 const ServingLoad &load)
        : m_w(w), m_layout(layout), m_shape(shape), m_a(a), m_in(d(load.inputTokens)), m_out(d(load.outputTokens)),
          m_prefilled(m_in * (1 - load.features.prefixHitRate)), m_features(load.features)
    {
        m_group = layout.expert > 1 ? layout.expert / layout.tensor : 1;
        m_expertShare = m_group > 1 ? routedExpertShare(w.model) : 0;
        costPrefill();
    }

    // One closed load of `users` requests in flight.
    struct State {
        double users = 0;
        int replicas = 1;
        int batch = 1;        // requests per replica
        double iteration = 0; // seconds per output token of a request: TPOT
        double ttft = 0;      // seconds, without queueing for other prompts
        double requestsPerSecond = 0;
    };

    State closed(double users)
    {
        const int n = std::max(1, static_cast<int>(std::ceil(users - 1e-9)));
        const Point &p = point(n, m_in + m_out / 2); // the median iteration's cache
        State s;
        s.users = users;
        s.replicas = p.replicas;
        s.batch = p.batch;
        // Each iteration decodes one token of every request in the replica (with
        // speculative decoding, verifies its drafted tokens and keeps
        // tokensPerStep() of them) and, on average, prefills the prompts of the
        // requests that finish in it beside those decodes; a prompt's cached
        // prefix is not prefilled again. Replicas whose attention runs
        // data-parallel meet at every MoE layer's all-to-all: the experts share
        // out every replica's prompt tokens, but the rest of each prompt's work
        // stays on its replica, and the group waits for the replica with the most.
        const double tokens = tokensPerStep();
        const double finishing = d(s.batch) * tokens / m_out;
        const double budget = std::max(1.0, m_a.prefillChunkTokens - d(s.batch));
        const double busiest = busiestReplicaPromptTokens(finishing, m_group, m_prefilled, budget);
        const double step =
            p.verifyStep + finishing * m_prefilled * m_prefillSpreadPerToken + busiest * m_prefillLocalPerToken;
        s.iteration = step / tokens;
        // A new prompt is prefilled in chunks of what an iteration's token
        // budget leaves beside the running decodes; each chunk waits for its
        // iteration's decodes.
        const double chunk = std::max(1.0, m_a.prefillChunkTokens - d(s.batch));
        s.ttft = std::ceil(std::max(1.0, m_prefilled) / chunk) * p.verifyStep + m_prefilled * prefillPerToken();
        s.requestsPerSecond = d(s.replicas * s.batch) / (m_out * s.iteration);
        return s;
    }

    // Tokens a request keeps per step: 1, or with K drafted tokens each accepted
    // with probability α, (1 − α^(K+1)) ÷ (1 − α) (Leviathan et al. 2023, eq. 1).
    double tokensPerStep() const
    {
        const int k = m_features.speculativeTokens;
        const double alpha = m_features.speculativeAcceptance;
        if (k <= 0)
            return 1;
        return alpha >= 1 ? k + 1 : (1 - std::pow(alpha, k + 1)) / (1 - alpha);
    }

    // The most requests in flight whose KV caches, at full length, fit.
    int saturation()
    {
        if (m_saturation >= 0)
            return m_saturation;
        if (!point(1, m_in + m_out).fits)
            return m_saturation = 0;
        int fits = 1;
        int over = 2;
        while (over <= (1 << 20) && point(over, m_in + m_out).fits) {
            fits = over;
            over *= 2;
        }
        if (over > (1 << 20))
            return m_saturation = fits;
        while (over - fits > 1) {
            const int mid = fits + (over - fits) / 2;
            (point(mid, m_in + m_out).fits ? fits : over) = mid;
        }
        return m_saturation = fits;
    }

    // Seconds of a replica's time one prompt token takes, and one prompt's
    // tokens that are not in the prefix cache.
    double prefillPerToken() const { return m_prefillLocalPerToken + m_prefillSpreadPerToken; }
    double promptSeconds() const { return m_prefilled * prefillPerToken(); }
    int gpus() { return point(std::max(1, saturation()), m_in + m_out / 2).gpus; }

private:
    struct Point {
        int replicas = 1;
        int batch = 1;
        int gpus = 1;
        double verifyStep = 0; // one decoding step (with speculative decoding: drafting and verifying K + 1 tokens)
        bool fits = true;
    };

    // The plan's layout re-costed for `users` requests at `context` tokens.
    const Point &point(int users, double context)
    {
        // An expert group spans whole replicas: as many users as it has replicas at least.
        users = std::max(users, m_group);
        users = (users + m_group - 1) / m_group * m_group;
        const auto key = std::make_pair(users, static_cast<int>(std::lround(context)));
        if (const auto it = m_points.find(key); it != m_points.end())
            return it->second;
        const Plan plan = layoutAt(m_w, m_layout, m_shape, m_a, users, key.second);
        return m_points
            .emplace(key, Point{plan.data, plan.microBatch, plan.gpusUsed, verifySeconds(plan.costs), plan.fits})
            .first->second;
    }

    // A step that verifies K drafted tokens of every request: the same weight
    // and cache reads, K + 1 times the math (its collectives' bytes left as
    // they are), after drafting them with one layer's worth of the decoding
    // step each (DeepSeek-V3's multi-token-prediction module and EAGLE's draft
    // head are one decoder layer; a separate draft model is not modelled).
    double verifySeconds(PlanCosts costs) const
    {
        const int k = m_features.speculativeTokens;
        if (k <= 0)
            return costs.stepSeconds();
        const double layers = m_w.model.transformer ? d(m_w.model.transformer->totalLayers()) : 1;
        const double draft = k * costs.stepSeconds() / std::max(1.0, layers);
        costs.computeSeconds *= k + 1;
        costs.attentionSeconds *= k + 1;
        return costs.stepSeconds() + draft;
    }

    // Seconds one replica takes to prefill a prompt token: a forward pass of
    // one prompt on the replica's GPUs (compute-bound; its collectives left
    // out). Under expert parallelism (a group of replicas) only the part
    // outside the routed experts stays on the prompt's replica; the experts'
    // part is spread over the group, and its small grouped GEMMs ride on the
    // expert weights the iteration's decodes read anyway, so it runs without
    // the problem-size factor (as decoding's math does).
    void costPrefill()
    {
        const double perToken = prefillSecondsPerPromptToken(m_w, m_layout, m_shape, m_a, static_cast<int>(m_in));
        if (m_expertShare <= 0) {
            m_prefillLocalPerToken = perToken;
            return;
        }
        // perToken = base · ((1 − share) / size(prompt) + share / size(expert rows)), base without the size factor.
        Workload replica = applyPlan(m_w, m_layout);
        replica.parallel.expert = 1;
        const double base = perToken * problemSizeFactor(replica, m_in, m_a);
        const double promptSize = m_a.mfu > 0 ? 1 : m_in / (m_in + m_a.effHalfTokens);
        m_prefillLocalPerToken = base * (1 - m_expertShare) / promptSize;
        m_prefillSpreadPerToken = base * m_expertShare;
    }

    const Workload &m_w;
    const Plan &m_layout;
    const HardwareShape &m_shape;
    const Assumptions &m_a;
    double m_in = 0;
    double m_out = 0;
    double m_prefilled = 0; // of a prompt's tokens, those not found in the prefix cache
    ServingFeatures m_features;
    int m_group = 1;
    double m_expertShare = 0;           // of a prompt token's work, the routed experts' (spread over the expert group)
    double m_prefillLocalPerToken = 0;  // seconds of a prompt token's work on its own replica
    double m_prefillSpreadPerToken = 0; // and of its experts' work, spread over the group
    int m_saturation = -1;
    std::map<std::pair<int, int>, Point> m_points;
};

// The load checked as a workload's requests are (validateRequests), and one
// that gives both a rate and requests in flight refused.
void requireLoad(Workload w, const ServingLoad &load)
{
    if (load.requestRate > 0 && load.users > 0)
        throw InputError("--request-rate", Message{DLRIG_MESSAGE("input", "--request-rate: give either --users "
                                                                          "(requests in flight) or a rate"),
                                                   {}});
    if (load.inputTokens <= 0 && load.outputTokens <= 0)
        throw InputError("--input-tokens", Message{DLRIG_MESSAGE("input", "--input-tokens and --output-tokens "
                                                                          "describe the requests to serve"),
                                                   {}});
    ServingTarget &r = w.serving;
    r.inputTokens = load.inputTokens;
    r.outputTokens = load.outputTokens;
    r.requestRate = load.requestRate;
    r.ttftMs = load.ttftTargetMs;
    r.tpotMs = load.tpotTargetMs;
    r.sloPercentile = load.percentile;
    r.features = load.features;
    validateRequests(w);
}

// Whether the load meets both targets, its latencies `slower` times dlrig's.
bool meets(const ServingLoad &load, const ServingEstimate &e, double slowerTtft = 1, double slowerTpot = 1)
{
    return e.stable && (load.ttftTargetMs <= 0 || slowerTtft * e.ttftMs.at(load.percentile) <= load.ttftTargetMs) &&
           (load.tpotTargetMs <= 0 || slowerTpot * e.tpotMs.at(load.percentile) <= load.tpotTargetMs);
}

void fillRates(ServingEstimate &e, const ServingModel::State &s, int gpus)
{
    e.requestsPerSecond = s.requestsPerSecond;
    e.outputTokensPerSecond = d(s.replicas * s.batch) / s.iteration;
    e.outputTokensPerSecondPerGpu = gpus > 0 ? e.outputTokensPerSecond / d(gpus) : 0;
    e.outputTokensPerSecondPerUser = 1 / s.iteration;
}

// A closed load: every request in the same batch, so its percentiles are one.
ServingEstimate closedLoad(ServingModel &model, double users, int gpus)
{
    ServingEstimate e;
    const int most = model.saturation();
    e.saturationUsers = most;
    e.concurrency = users;
    const ServingModel::State s = model.closed(std::min(users, d(std::max(1, most))));
    fillRates(e, s, gpus);
    double ttft = s.ttft;
    if (users > most && most > 0)
        ttft += (users - most) / s.requestsPerSecond; // the excess waits for a slot to free
    e.stable = most > 0;
    e.ttftMs = {ttft * 1e3, ttft * 1e3, ttft * 1e3};
    e.tpotMs = {s.iteration * 1e3, s.iteration * 1e3, s.iteration * 1e3};
    return e;
}

// An open load of `rate` requests a second (see serving.h).
ServingEstimate openLoad(ServingModel &model, double rate, int outputTokens, int gpus)
{
    ServingEstimate e;
    const int most = model.saturation();
    e.saturationUsers = most;
    const ServingModel::State full = model.closed(std::max(1, most));
    e.stable = most > 0 && rate < full.requestsPerSecond;
    if (!e.stable) {
        fillRates(e, full, gpus);
        e.concurrency = most;
        e.ttftMs = {HUGE_VAL, HUGE_VAL, HUGE_VAL};
        e.tpotMs = {full.iteration * 1e3, full.iteration * 1e3, full.iteration * 1e3};
        return e;
    }
    // Little's law: requests in flight = rate × the time each spends in flight.
    double users = 1;
    for (int i = 0; i < 40; ++i) {
        const ServingModel::State s = model.closed(std::min(users, d(most)));
        const double next = std::max(1.0, rate * (s.ttft + (outputTokens - 1) * s.iteration));
        if (std::abs(next - users) < 1e-3 * users)
            break;
        users = 0.5 * (users + next);
    }
    users = std::min(users, d(most));
    e.concurrency = users;
    const ServingModel::State mean = model.closed(users);
    e.requestsPerSecond = rate;
    e.outputTokensPerSecond = rate * outputTokens;
    e.outputTokensPerSecondPerGpu = gpus > 0 ? e.outputTokensPerSecond / d(gpus) : 0;
    // The prefill queue of one replica: a prompt's prefill s, busy share ρ.
    const double service = model.promptSeconds();
    const double rho = std::min(0.999, rate / d(mean.replicas) * service);
    const auto wait = [&](double q) { return rho > 1 - q ? service / (1 - rho) * std::log(rho / (1 - q)) : 0.0; };
    const auto at = [&](double z, double q, double &ttft, double &tpot) {
        const ServingModel::State s = model.closed(std::min(d(most), users + z * std::sqrt(users)));
        ttft = (s.ttft + wait(q)) * 1e3;
        tpot = s.iteration * 1e3;
    };
    at(0, 0.5, e.ttftMs.p50, e.tpotMs.p50);
    at(kZ90, 0.9, e.ttftMs.p90, e.tpotMs.p90);
    at(kZ99, 0.99, e.ttftMs.p99, e.tpotMs.p99);
    e.outputTokensPerSecondPerUser = 1e3 / e.tpotMs.p50;
    return e;
}

} // namespace

double busiestReplicaPromptTokens(double lambda, int replicas, double input, double budget)
{
    if (replicas <= 1 || lambda <= 0)
        return lambda * input;
    if (lambda > 20) // many prompts an iteration: every replica near its mean
        return std::min(budget, lambda * input);
    double expected = 0;
    double cdf = 0;
    double belowAll = 0; // P(every replica admits fewer than k prompts)
    double pmf = std::exp(-lambda);
    for (int k = 0;; ++k) {
        const double tokens = std::min(budget, k * input);
        if (tokens >= budget || cdf >= 1 - 1e-12 || k > 1000) {
            expected += tokens * (1 - belowAll);
            break;
        }
        cdf += pmf;
        const double atMostAll = std::pow(std::min(1.0, cdf), replicas);
        expected += tokens * (atMostAll - belowAll);
        belowAll = atMostAll;
        pmf *= lambda / (k + 1);
    }
    return expected;
}

Plan layoutAt(const Workload &workload, const Plan &layout, const HardwareShape &shape, const Assumptions &a, int users,
              int context)
{
    Workload w = workload;
    w.pins = {};
    w.pins.tensor = layout.tensor;
    w.pins.pipeline = layout.pipeline;
    w.pins.expert = layout.expert;
    w.serving.users = users;
    w.serving.minTokensPerSecondPerUser = 0;
    w.sequence = context;
    w.parallel.gpus = shape.totalGpus();
    return planWorkload(w, shape, a).chosen;
}

double prefillSecondsPerPromptToken(const Workload &w, const Plan &layout, const HardwareShape &shape,
                                    const Assumptions &a, int inputTokens)
{
    EstimateRequest request;
    request.workload = applyPlan(w, layout);
    request.workload.batch = 1;
    request.workload.sequence = std::max(1, inputTokens);
    request.workload.parallel.gpus = layout.tensor * layout.pipeline;
    request.workload.parallel.expert = 1; // one replica's math; the experts' rows are the prompt's
    request.assumptions = a;
    request.gpu = GpuPeak{shape.denseTflops, shape.memoryBandwidthGBps, shape.traits};
    const double rate = estimate(request).compute.unitsPerSecond.value_or(0);
    return rate > 0 ? 1 / rate : 0;
}

ServingEstimate estimateServing(const Workload &workload, const Plan &layout, const HardwareShape &shape,
                                const Assumptions &assumptions, const ServingLoad &load)
{
    requireLoad(workload, load);
    ServingModel model(workload, layout, shape, assumptions, load);
    const int gpus = model.gpus();
    const bool open = load.requestRate > 0;
    ServingEstimate e = open ? openLoad(model, load.requestRate, load.outputTokens, gpus)
                             : closedLoad(model, std::max(1, load.users), gpus);
    e.gpus = gpus;
    e.meetsTargets = meets(load, e);
    e.meetsTargetsAtSlowEnd = meets(load, e, 1 + statedRange(EstimateKind::FirstTokenLatency).above,
                                    1 + statedRange(EstimateKind::TokenLatency).above);
    // The most load that still meets the targets: TTFT and TPOT grow with it.
    // Without targets, every load the KV cache holds meets them.
    const int most = e.saturationUsers;
    const bool targets = load.ttftTargetMs > 0 || load.tpotTargetMs > 0;
    if (most > 0 && !targets) {
        e.maxUsersMeetingSlo = most;
        e.goodputRequestsPerSecond = model.closed(most).requestsPerSecond;
    } else if (most > 0 && !open) {
        int good = 0;
        int bad = most + 1;
        while (bad - good > 1) {
            const int mid = good + (bad - good) / 2;
            (meets(load, closedLoad(model, mid, gpus)) ? good : bad) = mid;
        }
        e.maxUsersMeetingSlo = good;
        e.goodputRequestsPerSecond = good > 0 ? closedLoad(model, good, gpus).requestsPerSecond : 0;
    } else if (most > 0) {
        double good = 0;
        double bad = model.closed(most).requestsPerSecond;
        for (int i = 0; i < 30; ++i) {
            const double mid = 0.5 * (good + bad);
            (meets(load, openLoad(model, mid, load.outputTokens, gpus)) ? good : bad) = mid;
        }
        e.goodputRequestsPerSecond = good;
        e.maxUsersMeetingSlo =
            good > 0 ? static_cast<int>(openLoad(model, good, load.outputTokens, gpus).concurrency) : 0;
    }
    for (int users = 1; most > 0; users = std::min(2 * users, most)) {
        const ServingEstimate at = closedLoad(model, users, gpus);
        e.curve.push_back({users, at.outputTokensPerSecondPerUser, at.outputTokensPerSecondPerGpu, at.ttftMs.p50,
                           at.tpotMs.p50, meets(load, at)});
        if (users == most)
            break;
    }
    e.notes.push_back({DLRIG_MESSAGE("serving.note", "serving: continuous batching, prompts prefilled in chunks of "
                                                     "{tokens} tokens beside the running decodes "
                                                     "(prefill-chunk-tokens)"),
                       {{"tokens", static_cast<std::int64_t>(assumptions.prefillChunkTokens)}}});
    e.notes.push_back({open ? DLRIG_MESSAGE("serving.note", "serving: Poisson arrivals; percentiles from the requests "
                                                            "in flight (Poisson) and the prefill queue (M/M/1 "
                                                            "waiting-time tail)")
                            : DLRIG_MESSAGE("serving.note", "serving: a closed load (every request in the same batch), "
                                                            "so p50 = p90 = p99"),
                       {}});
    const ServingFeatures &f = load.features;
    if (f.prefixHitRate > 0)
        e.notes.push_back({DLRIG_MESSAGE("serving.note", "serving: {percent} % of each prompt found in the prefix "
                                                         "cache (as measured, --prefix-hit-rate) is not prefilled "
                                                         "again; the KV cache still holds every request's whole "
                                                         "context"),
                           {{"percent", std::int64_t{std::lround(f.prefixHitRate * 100)}}}});
    if (f.speculativeTokens > 0)
        e.notes.push_back({DLRIG_MESSAGE("serving.note", "serving: speculative decoding drafts {draft} "
                                                         "{draft|token|tokens} a step with one layer's work each and "
                                                         "verifies them in one step of {times} times the math; at the "
                                                         "measured acceptance {percent} % a request keeps (1 − "
                                                         "α^(K+1)) ÷ (1 − α) tokens a step (Leviathan et al. 2023)"),
                           {{"draft", std::int64_t{f.speculativeTokens}},
                            {"times", std::int64_t{f.speculativeTokens + 1}},
                            {"percent", std::int64_t{std::lround(f.speculativeAcceptance * 100)}}}});
    return e;
}

ServingLoad servingLoadOf(const Workload &w)
{
    ServingLoad load;
    const ServingTarget &r = w.serving;
    load.users = r.requestRate > 0 ? 0 : r.users;
    load.requestRate = r.requestRate;
    load.inputTokens = r.inputTokens;
    load.outputTokens = r.outputTokens;
    load.ttftTargetMs = r.ttftMs;
    load.tpotTargetMs = r.tpotMs;
    load.percentile = r.sloPercentile;
    load.features = r.features;
    return load;
}

namespace {

// Under latency targets a layout is better that meets them at this load, then
// one under which clearly more requests a second meet them (goodput): a gain
// under 5 % is within what the model can tell apart, and the planner's fastest
// step, which each user feels, stays.
bool servesBetter(const ServingEstimate &a, const ServingEstimate &b)
{
    if (a.meetsTargets != b.meetsTargets)
        return a.meetsTargets;
    return a.goodputRequestsPerSecond > b.goodputRequestsPerSecond * 1.05;
}

// With targets, the runner-up that serves the load better takes the chosen
// plan's place, and the chosen plan says why it lost.
void chooseByGoodput(ServedPlan &served, const Workload &w, const HardwareShape &shape, const Assumptions &a,
                     const ServingLoad &load)
{
    PlanResult &result = served.plan;
    std::size_t best = result.alternatives.size();
    ServingEstimate bestServing = *served.serving;
    for (std::size_t i = 0; i < result.alternatives.size(); ++i) {
        const Plan &candidate = result.alternatives[i].plan;
        if (!candidate.fits)
            continue;
        ServingEstimate serving = estimateServing(w, candidate, shape, a, load);
        if (servesBetter(serving, bestServing)) {
            best = i;
            bestServing = std::move(serving);
        }
    }
    if (best == result.alternatives.size())
        return;
    const Message why{DLRIG_MESSAGE("plan.why.goodput", "{rate} requests/s meet the targets, against {best}"),
                      {{"rate", Decimal{served.serving->goodputRequestsPerSecond, 2}},
                       {"best", Decimal{bestServing.goodputRequestsPerSecond, 2}}}};
    PlanAlternative loser{result.chosen, why.english(), why};
    result.chosen = result.alternatives[best].plan;
    result.alternatives.erase(result.alternatives.begin() + static_cast<std::ptrdiff_t>(best));
    result.alternatives.insert(result.alternatives.begin(), std::move(loser));
    served.serving = std::move(bestServing);
}

} // namespace

ServedPlan planServing(Workload w, const HardwareShape &shape, const Assumptions &a,
                       const std::function<PlanResult(const Workload &)> &plan)
{
    ServedPlan served;
    served.plan = plan(w);
    served.users = w.serving.users;
    if (!w.serving.describesRequests())
        return served;
    const ServingLoad load = servingLoadOf(w);
    served.serving = estimateServing(w, served.plan.chosen, shape, a, load);
    if (load.requestRate > 0 && served.serving->stable) {
        w.serving.users = std::max(1, static_cast<int>(std::ceil(served.serving->concurrency)));
        served.plan = plan(w);
        served.users = w.serving.users;
        served.serving = estimateServing(w, served.plan.chosen, shape, a, load);
    }
    if (load.ttftTargetMs > 0 || load.tpotTargetMs > 0)
        chooseByGoodput(served, w, shape, a, load);
    return served;
}

} // namespace dlrig::core
