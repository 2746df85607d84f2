// Serving engines at a stated load: time to first token and time per output
// token as vLLM's benchmark_serving prints them, against dlrig's serving model
// (core/plan/serving.h) on the plan's step times. A closed load (a fixed
// --max-concurrency) keeps that many requests in flight; a mean TTFT or TPOT is
// compared with dlrig's (a closed load's percentiles are one value).
//
// No factor's default was set from these rows.
#include "tests/core/accuracy/accuracycase.h"

#include <cstdio>

namespace dlrig::accuracy {

using core::Assumptions;
using core::Kernels;
using core::Precision;
using core::ServingLoad;
using core::Workload;

namespace {

ServingLoad closedLoad(int users, int input, int output)
{
    ServingLoad load;
    load.users = users;
    load.inputTokens = input;
    load.outputTokens = output;
    return load;
}

// vLLM pull request #23151 (August 2025): vllm serve Qwen/Qwen3-30B-A3B in BF16
// on one H100, 100 random prompts of 2,048 tokens and up to 1,024 output tokens,
// 10 in flight, before the PR's tuned MoE configs.
const std::string kVllm23151 = "https://github.com/vllm-project/vllm/pull/23151 (the 'WO tuned configs (TP=1, EP=1, "
                               "on H100)' block)";

// DataCrunch's H200 benchmarks: SGLang (v0.4, torch.compile, no radix cache)
// serving Llama 3.3 70B in BF16 on 4× H200 at tensor 4, 600 random requests
// arriving at 1, 2 and 4 a second, lengths drawn up to 1,024 each way (about
// 515 in and 515 out on average; dlrig is told the averages).
const std::string kDatacrunch =
    "https://github.com/datacrunch-research/h200-benchmarks/blob/"
    "c091ef530a525d2e788bc41c39a4450b09c9f2ad/sglang/outputs/llama_3_3_70b_online_output.jsonl";

// Tenstorrent's GPU reference for Qwen2.5 72B (tt-inference-server issue
// #143): 2× H100 at one request in flight; the precision and the engine are
// not stated (BF16 and tensor 2, the only way 72 B fit two 80 GB GPUs in 16 bits).
const std::string kTenstorrent =
    "https://github.com/tenstorrent/tt-inference-server/issues/143 (comment of 2025-04-01)";

// achatbot pull request #183: SGLang serving gpt-oss-20b (MXFP4) on one H100
// on Modal, 160 requests of 512 in and 1,024 out, 32 in flight. The summary
// prints no TPOT: (mean E2E − mean TTFT) ÷ 1,023 = 7.87 ms. Its TTFT (3.7 s for
// 512-token prompts) includes the hosting's warm-up and is not used.
const std::string kAchatbot = "https://github.com/ai-bot-pro/achatbot/pull/183 (comment of 2025-08-10)";

} // namespace

std::vector<Case> servingCases()
{
    std::vector<Case> cases;
    const auto qwen3 = [](Latency which) {
        return [which](const Assumptions &a) {
            const Workload w = lm("qwen3-30b-a3b", Precision::Bf16, 1, 3072, Kernels::Compiled);
            return servingLatency(w, "gpu/nvidia-h100-sxm5-80gb", 1, 1, closedLoad(10, 2048, 1024), which, a);
        };
    };
    const std::string qwen3Run = "Qwen3-30B-A3B BF16, vLLM (August 2025), 1× H100, 10 requests in flight, 2,048 in / "
                                 "1,024 out (random)";
    cases.push_back({"vllm-qwen3-30b-a3b-h100-c10-ttft", Kind::Latency, qwen3Run + ", mean TTFT", kVllm23151,
                     "Maximum request concurrency: 10 … Mean TTFT (ms): 267.22", 267.22, "ms", true,
                     qwen3(Latency::TtftMean)});
    cases.push_back({"vllm-qwen3-30b-a3b-h100-c10-tpot", Kind::Latency, qwen3Run + ", mean TPOT", kVllm23151,
                     "Maximum request concurrency: 10 … Mean TPOT (ms): 13.18", 13.18, "ms", true,
                     qwen3(Latency::TpotMean)});
    struct Datacrunch {
        double rate, ttft, itl;
    };
    for (const Datacrunch &r :
         {Datacrunch{1, 85.75, 13.64}, Datacrunch{2, 87.56, 14.83}, Datacrunch{4, 106.06, 19.42}}) {
        const auto run = [r](Latency which) {
            return [r, which](const Assumptions &a) {
                ServingLoad load;
                load.requestRate = r.rate;
                load.inputTokens = 515;
                load.outputTokens = 515;
                const Workload w = lm("llama-3.3-70b", Precision::Bf16, 1, 1030, Kernels::Compiled);
                return servingLatency(w, "gpu/nvidia-h200-sxm", 4, 4, load, which, a);
            };
        };
        const std::string rate = std::to_string(static_cast<int>(r.rate));
        const std::string what = "Llama 3.3 70B BF16, SGLang v0.4 (torch.compile), 4× H200 at tensor 4, " + rate +
                                 " request(s)/s (Poisson), about 515 in / 515 out";
        char quote[160];
        std::snprintf(quote, sizeof quote,
                      "\"request_rate\": %.1f, … \"median_ttft_ms\": %.2f, … \"median_itl_ms\": %.2f", r.rate, r.ttft,
                      r.itl);
        cases.push_back({"datacrunch-llama33-70b-h200x4-rr" + rate + "-ttft", Kind::Latency, what + ", median TTFT",
                         kDatacrunch, quote, r.ttft, "ms", true, run(Latency::TtftMedian)});
        cases.push_back({"datacrunch-llama33-70b-h200x4-rr" + rate + "-itl", Kind::Latency,
                         what + ", median inter-token latency", kDatacrunch, quote, r.itl, "ms", true,
                         run(Latency::TpotMedian)});
    }
    struct Tenstorrent {
        int input;
        double ttft, tpot;
        const char *row;
    };
    for (const Tenstorrent &r :
         {Tenstorrent{1024, 129.2, 31.0, "| 1024 |  128 |           1 |     8 |     129.2 |      31.0 |"},
          Tenstorrent{2048, 149.5, 31.0, "| 2048 |  128 |           1 |     8 |     149.5 |      31.0 |"}}) {
        const std::string input = std::to_string(r.input);
        const std::string what =
            "Qwen2.5 72B (BF16 assumed), 2× H100 at tensor 2, 1 request in flight, " + input + " in / 128 out";
        const auto run = [r](Latency which) {
            return [r, which](const Assumptions &a) {
                const Workload w = lm("qwen2.5-72b", Precision::Bf16, 1, r.input + 128, Kernels::Compiled);
                return servingLatency(w, "gpu/nvidia-h100-sxm5-80gb", 2, 2, closedLoad(1, r.input, 128), which, a);
            };
        };
        cases.push_back({"tenstorrent-qwen25-72b-h100x2-c1-" + input + "-ttft", Kind::Latency, what + ", mean TTFT",
                         kTenstorrent, r.row, r.ttft, "ms", true, run(Latency::TtftMean)});
        if (r.input == 1024)
            cases.push_back({"tenstorrent-qwen25-72b-h100x2-c1-tpot", Kind::Latency, what + ", mean TPOT", kTenstorrent,
                             r.row, r.tpot, "ms", true, run(Latency::TpotMean)});
    }
    cases.push_back({"achatbot-gptoss-20b-h100-c32-tpot", Kind::Latency,
                     "gpt-oss-20b MXFP4, SGLang on Modal, 1× H100, 32 requests in flight, 512 in / 1,024 out, mean "
                     "TPOT from E2E and TTFT",
                     kAchatbot,
                     "Max request concurrency: 32 … Mean E2E Latency (ms): 11769.33 … Mean TTFT (ms): 3721.89",
                     (11769.33 - 3721.89) / 1023, "ms", true, [](const Assumptions &a) {
                         const Workload w = lm("gpt-oss-20b", Precision::Mxfp4, 1, 1536, Kernels::Compiled);
                         return servingLatency(w, "gpu/nvidia-h100-sxm5-80gb", 1, 1, closedLoad(32, 512, 1024),
                                               Latency::TpotMean, a);
                     }});
    return cases;
}

} // namespace dlrig::accuracy
