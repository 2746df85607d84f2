// Mixtures of experts in FP4 and int8: llama.cpp's gpt-oss runs in the gpt-oss
// guide (ggml-org/llama.cpp discussion #15396) and on ggml-org's DGX Spark page,
// one GPU each, the whole model on it, flash attention on, batch 1. The experts are MXFP4 and the other matrices
// 16-bit, as ggml-org's GGUF files hold them; dlrig counts attention in MXFP4
// too (about 1.4 GB less for gpt-oss-120b, 2 % of its weights).
//
// No factor's default was set from these rows. They were seen before one
// decision: that FP4 weights decode at int4's bandwidth share on Blackwell
// too; that rests on llama.cpp pull request #21896 (native NVFP4 kernels left
// tg128 unchanged), not on these rows.
#include "tests/core/accuracy/accuracycase.h"

#include <cstdio>

namespace dlrig::accuracy {

using core::Assumptions;
using core::Kernels;
using core::Precision;
using core::Workload;

namespace {

const std::string kGuide = "https://github.com/ggml-org/llama.cpp/discussions/15396 (the guide's llama-bench blocks, "
                           "builds 6129–6316, August–September 2025; a page edited in place, read 2026-12-06)";

// The guide's llama-bench commands set the physical batch: `-b 2048 -ub 2048`
// on the RTX PRO 6000s, `-b 4096 -ub 2048,4096` on the GeForce cards (the rows
// at 2,048 and 4,096 prefill a 2,048-token prompt in one piece alike),
// `-b 4096 -ub 4096` on the V100; their tables print an n_ubatch column.
// Either way pp2048 goes through the graph in one piece.
Assumptions wholePrompt(Assumptions a)
{
    a.ggmlUbatchTokens = 2048;
    return a;
}

struct Row {
    const char *id;
    const char *model; // gpt-oss-20b or gpt-oss-120b
    const char *gpu;
    const char *gpuName;
    double pp2048, tg128;
    const char *build;
};

const Row kRows[] = {
    {"20b-pro6000", "gpt-oss-20b", "gpu/nvidia-rtx-pro-6000-blackwell", "RTX PRO 6000 Blackwell Workstation Edition",
     11521.95, 286.91, "a6d3cfe (6205)"},
    {"120b-pro6000", "gpt-oss-120b", "gpu/nvidia-rtx-pro-6000-blackwell", "RTX PRO 6000 Blackwell Workstation Edition",
     5518.07, 196.31, "a6d3cfe (6205)"},
    {"20b-pro6000maxq", "gpt-oss-20b", "gpu/nvidia-rtx-pro-6000-blackwell-max-q",
     "RTX PRO 6000 Blackwell Max-Q Workstation Edition", 9480.55, 249.96, "f08c4c0 (6199)"},
    {"120b-pro6000maxq", "gpt-oss-120b", "gpu/nvidia-rtx-pro-6000-blackwell-max-q",
     "RTX PRO 6000 Blackwell Max-Q Workstation Edition", 4494.20, 170.62, "f08c4c0 (6199)"},
    {"20b-5090", "gpt-oss-20b", "gpu/nvidia-rtx-5090", "GeForce RTX 5090", 9848.38, 282.51, "a094f38 (6210)"},
    {"20b-4090", "gpt-oss-20b", "gpu/nvidia-rtx-4090", "GeForce RTX 4090", 8022.33, 221.95, "a094f38 (6210)"},
    {"20b-3090", "gpt-oss-20b", "gpu/nvidia-rtx-3090", "GeForce RTX 3090", 5170.56, 161.77, "a094f38 (6210)"},
    {"20b-4080super", "gpt-oss-20b", "gpu/nvidia-rtx-4080-super", "GeForce RTX 4080 SUPER", 8170.95, 186.51,
     "009b709 (6316)"},
    {"20b-5080", "gpt-oss-20b", "gpu/nvidia-rtx-5080", "GeForce RTX 5080", 7476.55, 204.85, "a094f38 (6210)"},
    {"20b-5070ti", "gpt-oss-20b", "gpu/nvidia-rtx-5070-ti", "GeForce RTX 5070 Ti", 6339.76, 189.45, "a094f38 (6210)"},
    {"20b-5060ti", "gpt-oss-20b", "gpu/nvidia-rtx-5060-ti-16gb", "GeForce RTX 5060 Ti 16GB", 3839.21, 111.51,
     "9ef6b0b (6208)"},
    {"20b-v100", "gpt-oss-20b", "gpu/nvidia-v100-pcie-16gb", "Tesla V100-PCIE-16GB (n_ubatch 4096)", 3526.65, 117.71,
     "228f724 (6129)"},
};

std::string quoteOf(const Row &r, const char *test, double rate)
{
    const bool big = std::string(r.model) == "gpt-oss-120b";
    char line[256];
    std::snprintf(line, sizeof line, "%s | gpt-oss %s MXFP4 MoE | %s | %s | %.2f | build %s", r.gpuName,
                  big ? "120B | 59.02 GiB | 116.83 B" : "20B | 11.27 GiB | 20.91 B", "CUDA | fa 1", test, rate,
                  r.build);
    return line;
}

// ggml-org's DGX Spark page: llama-bench at build 6918 (November 2025), all
// layers on the GB10's GPU, flash attention, n_ubatch 2048 (its tables' column). Qwen3-Coder
// 30B-A3B has Qwen3-30B-A3B's shape; its Q8_0 (8.5 bits a weight) is dlrig's int8.
const std::string kSpark = "https://github.com/ggml-org/llama.cpp/blob/4c7e9893c4ca8eec35d032726d14b74fae76cff8/"
                           "benches/dgx-spark.md";

struct SparkRow {
    const char *id;
    const char *model;
    Precision precision;
    const char *printed; // the model column as llama-bench prints it
    double pp2048, tg32;
};

const SparkRow kSparkRows[] = {
    {"gptoss-20b", "gpt-oss-20b", Precision::Mxfp4, "gpt-oss 20B MXFP4 MoE         |  11.27 GiB |    20.91 B", 3782.76,
     84.10},
    {"gptoss-120b", "gpt-oss-120b", Precision::Mxfp4, "gpt-oss 120B MXFP4 MoE        |  59.02 GiB |   116.83 B",
     1937.54, 59.02},
    {"qwen3-30b-a3b-q8_0", "qwen3-30b-a3b", Precision::Int8, "qwen3moe 30B.A3B Q8_0         |  30.25 GiB |    30.53 B",
     3175.62, 60.92},
};

// Served MoE runs with their concurrency stated. TensorRT-LLM's DeepSeek-R1
// guide (trtllm-bench throughput, 1,024 prompt and 2,048 output tokens a
// request, MTP off): each GPU runs attention on its own users (attention data
// parallelism) and holds 32 of each layer's 256 experts (EP 8). Its per-user
// rate counts each request's prefill too, which the decode estimate leaves out;
// the median decoding step reads 2,048 tokens of cache.
const std::string kTrtllm = "https://github.com/NVIDIA/TensorRT-LLM/blob/01c4ece911eb569e72cf4177f83238a0520641c2/"
                            "docs/source/blogs/Best_perf_practice_on_DeepSeek-R1_in_TensorRT-LLM.md";
// TensorRT-LLM's max-throughput runs: ISL 1,024, OSL 2,048, `users` in flight.
core::ServingLoad oneKInTwoKOut(int users)
{
    core::ServingLoad load;
    load.users = users;
    load.inputTokens = 1024;
    load.outputTokens = 2048;
    return load;
}
} // namespace

std::vector<Case> moeCases()
{
    std::vector<Case> cases;
    for (const Row &r : kRows) {
        const std::string model = r.model;
        const std::string gpu = r.gpu;
        const std::string what = model + " (MXFP4 experts), llama.cpp llama-bench, 1× " + r.gpuName + ", batch 1";
        const auto run = [model, gpu](int sequence, bool prompt) {
            return [=](const Assumptions &a) {
                const Workload w = lm(model, Precision::Mxfp4, 1, sequence, Kernels::Ggml);
                return prompt ? forwardRate(w, gpu, wholePrompt(a)) : decodeRate(w, gpu, a);
            };
        };
        cases.push_back({std::string("llamacpp-gptoss-") + r.id + "-pp2048", Kind::Prefill, what + ", pp2048", kGuide,
                         quoteOf(r, "pp2048", r.pp2048), r.pp2048, "tokens/s", true, run(2048, true)});
        // tg128 from an empty context: the median step reads a cache of 64 tokens.
        cases.push_back({std::string("llamacpp-gptoss-") + r.id + "-tg128", Kind::Decode, what + ", tg128", kGuide,
                         quoteOf(r, "tg128", r.tg128), r.tg128, "tokens/s", true, run(64, false)});
    }
    for (const SparkRow &r : kSparkRows) {
        const std::string model = r.model;
        const Precision precision = r.precision;
        const std::string what = model + ", llama.cpp llama-bench, DGX Spark (GB10, 273 GB/s LPDDR5X), batch 1";
        const auto run = [model, precision](int sequence, bool prompt) {
            return [=](const Assumptions &a) {
                const Workload w = lm(model, precision, 1, sequence, Kernels::Ggml);
                return prompt ? forwardRate(w, "edge/nvidia-dgx-spark", wholePrompt(a))
                              : decodeRate(w, "edge/nvidia-dgx-spark", a);
            };
        };
        char quote[192];
        std::snprintf(quote, sizeof quote, "| %s | CUDA |  99 |     2048 |  1 |    0 |          pp2048 | %.2f |",
                      r.printed, r.pp2048);
        cases.push_back({std::string("llamacpp-spark-") + r.id + "-pp2048", Kind::Prefill, what + ", pp2048", kSpark,
                         quote, r.pp2048, "tokens/s", true, run(2048, true)});
        std::snprintf(quote, sizeof quote, "| %s | CUDA |  99 |     2048 |  1 |    0 |            tg32 | %.2f |",
                      r.printed, r.tg32);
        // tg32 from an empty context: the median step reads a cache of 16 tokens.
        cases.push_back({std::string("llamacpp-spark-") + r.id + "-tg32", Kind::Decode, what + ", tg32", kSpark, quote,
                         r.tg32, "tokens/s", true, run(16, false)});
    }
    // Both runs are trtllm-bench's closed loads of 1K-in / 2K-out requests;
    // "per user output throughput" is OSL ÷ the request's latency, its prefill
    // included. Each run's --max_num_tokens is its iteration's token budget.
    cases.push_back({"trtllm-dsr1-fp8-h200x8-adp8-ep8-c1024",
                     Kind::Decode,
                     "DeepSeek-R1 FP8, TensorRT-LLM, 8× H200, attention DP 8 × EP 8, 1,024 concurrent users, "
                     "1K in / 2K out, --max_num_tokens 1151 (per-user rate with prefill)",
                     kTrtllm + " (H200 max-throughput)",
                     "Batch = 1024, ISL = 1K, OSL = 2K … Per User Output Throughput (tokens/sec/user): 11.3476",
                     11.3476,
                     "tokens/s per user",
                     true,
                     [](const Assumptions &a) {
                         Assumptions run = a;
                         run.prefillChunkTokens = 1151;
                         const Workload w = lm("deepseek-r1", Precision::Fp8, 1, 3072, Kernels::Compiled);
                         return servingUserRate(w, "gpu/nvidia-h200-sxm", 8, 1, 8, oneKInTwoKOut(1024), run);
                     },
                     {},
                     true});
    cases.push_back({"trtllm-dsr1-nvfp4-b200x8-adp8-ep8-c3072",
                     Kind::Decode,
                     "DeepSeek-R1 NVFP4 (nvidia/DeepSeek-R1-FP4), 16-bit KV cache, TensorRT-LLM at b6261862, 8× B200, "
                     "attention DP 8 × EP 8, 3,072 concurrent users, 1K in / 2K out, --max_num_tokens 1536 (per-user "
                     "rate with prefill)",
                     kTrtllm + " (B200 max-throughput for R1 with FP16 KV cache)",
                     "Batch = 3072, ISL = 1K, OSL = 2K … Per User Output Throughput [w/ ctx] (tps/user): 11.9263",
                     11.9263,
                     "tokens/s per user",
                     true,
                     [](const Assumptions &a) {
                         Assumptions run = a;
                         run.prefillChunkTokens = 1536;
                         Workload w = lm("deepseek-r1", Precision::Nvfp4, 1, 3072, Kernels::Compiled);
                         w.kvCache = core::KvCacheType::Bf16;
                         return servingUserRate(w, "gpu/nvidia-b200", 8, 1, 8, oneKInTwoKOut(3072), run);
                     },
                     {},
                     true});
    return cases;
}

} // namespace dlrig::accuracy
