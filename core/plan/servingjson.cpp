// A served load as JSON (core/plan/serving.h): latencies, rates with their
// stated ranges, the curve and the load it was asked for.
#include "core/plan/serving.h"

#include "core/estimate/efficiency.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace dlrig::core {

nlohmann::json toJson(const ServingEstimate &e, const ServingLoad &load)
{
    const auto percentiles = [](const LatencyPercentiles &p) {
        const auto value = [](double ms) { return std::isfinite(ms) ? nlohmann::json(ms) : nlohmann::json(nullptr); };
        return nlohmann::json{{"p50", value(p.p50)}, {"p90", value(p.p90)}, {"p99", value(p.p99)}};
    };
    // Where nine in ten measured latencies fell around dlrig's (docs/accuracy.md);
    // a rate follows TPOT, so its range is TPOT's inverted.
    const StatedRange firstToken = statedRange(EstimateKind::FirstTokenLatency);
    const StatedRange range = statedRange(EstimateKind::TokenLatency);
    const auto band = [](double ms, const StatedRange &r) {
        return std::isfinite(ms) ? nlohmann::json{{"low", ms * (1 - r.below)}, {"high", ms * (1 + r.above)}}
                                 : nlohmann::json(nullptr);
    };
    const auto rateBand = [&](double rate) {
        return nlohmann::json{{"low", rate / (1 + range.above)}, {"high", rate / (1 - range.below)}};
    };
    nlohmann::json j{
        {"ttft_ms_range", band(e.ttftMs.at(load.percentile), firstToken)},
        {"tpot_ms_range", band(e.tpotMs.at(load.percentile), range)},
        {"output_tokens_per_s_range", rateBand(e.outputTokensPerSecond)},
        {"output_tokens_per_s_per_user_range", rateBand(e.outputTokensPerSecondPerUser)},
        {"input_tokens", load.inputTokens},
        {"output_tokens", load.outputTokens},
        {"ttft_ms", percentiles(e.ttftMs)},
        {"tpot_ms", percentiles(e.tpotMs)},
        {"concurrency", e.concurrency},
        {"requests_per_s", e.requestsPerSecond},
        {"output_tokens_per_s", e.outputTokensPerSecond},
        {"output_tokens_per_s_per_gpu", e.outputTokensPerSecondPerGpu},
        {"output_tokens_per_s_per_user", e.outputTokensPerSecondPerUser},
        {"saturation_users", e.saturationUsers},
        {"max_users_meeting_slo", e.maxUsersMeetingSlo},
        {"goodput_requests_per_s", e.goodputRequestsPerSecond},
        {"stable", e.stable},
        {"meets_targets", e.meetsTargets},
        {"meets_targets_at_slow_end", e.meetsTargetsAtSlowEnd},
        {"slo_percentile", load.percentile},
        {"notes", englishOf(e.notes)},
    };
    nlohmann::json curve = nlohmann::json::array();
    for (const ServingPoint &point : e.curve)
        curve.push_back({{"users", point.users},
                         {"tokens_per_s_per_user", point.tokensPerSecondPerUser},
                         {"tokens_per_s_per_gpu", point.tokensPerSecondPerGpu},
                         {"ttft_ms", point.ttftMs},
                         {"tpot_ms", point.tpotMs},
                         {"meets_targets", point.meetsTargets}});
    j["curve"] = std::move(curve);
    if (load.requestRate > 0)
        j["request_rate"] = load.requestRate;
    else
        j["users"] = load.users;
    if (load.ttftTargetMs > 0)
        j["ttft_target_ms"] = load.ttftTargetMs;
    if (load.tpotTargetMs > 0)
        j["tpot_target_ms"] = load.tpotTargetMs;
    if (load.features.prefixHitRate > 0)
        j["prefix_hit_rate"] = load.features.prefixHitRate;
    if (load.features.speculativeTokens > 0) {
        j["spec_tokens"] = load.features.speculativeTokens;
        j["spec_acceptance"] = load.features.speculativeAcceptance;
    }
    return j;
}

} // namespace dlrig::core
