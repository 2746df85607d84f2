// Decoding and prompt rates from sources no factor was set from: AutoAWQ's and
// AutoGPTQ's tables (4-bit kernels under Hugging Face-style generation loops),
// llama.cpp on A100 PCIe and V100, and vLLM on 8 MI300X.
#include "tests/core/accuracy/accuracycase.h"

namespace dlrig::accuracy {

using core::Assumptions;
using core::Kernels;
using core::Precision;
using core::Workload;

namespace {

const std::string kAwq =
    "https://github.com/casper-hansen/AutoAWQ/blob/88e4c76b20755db275574e6a03c83c84ba3bece5/README.md";
const std::string kAwqA100 = "https://github.com/casper-hansen/AutoAWQ/pull/320";
const std::string kGptq =
    "https://github.com/AutoGPTQ/AutoGPTQ/blob/9f7d37072917ab3a7545835f23e808294a542153/README.md";
const std::string kLlamaCpp6017 = "https://github.com/ggml-org/llama.cpp/pull/6017";
const std::string kLlamaCpp12183 = "https://github.com/ggml-org/llama.cpp/pull/12183";
const std::string kOracle =
    "https://blogs.oracle.com/cloud-infrastructure/post/serving-llama-31-405b-model-with-amd-mi300x-gpus";

// Qwen2.5-Coder 3B (Qwen/Qwen2.5-Coder-3B config.json): 36 layers, hidden 2,048,
// 16 heads and 2 KV heads of 128, FFN 11,008, vocabulary 151,936, tied embeddings,
// biases on q, k, v.
core::ModelSpec qwenCoder3b()
{
    return decoderOfShape("qwen2.5-coder-3b", "Qwen2.5-Coder 3B",
                          {.layers = 36,
                           .hidden = 2048,
                           .heads = 16,
                           .kvHeads = 2,
                           .headDim = 128,
                           .ffn = 11008,
                           .vocab = 151936,
                           .tiedEmbeddings = true,
                           .qkvBias = true},
                          "https://huggingface.co/Qwen/Qwen2.5-Coder-3B/blob/main/config.json");
}

void addAutoAwq(std::vector<Case> &cases)
{
    // examples/benchmark.py: prefill tokens/s = prefill length × batch ÷ prefill
    // time; decode tokens/s = batch ÷ the median step of a decode as long as the
    // prompt, so its median step reads a cache of 1.5 × the prompt. AWQ's 4-bit
    // weights in groups of 128, fused modules, a PyTorch generation loop.
    struct Row {
        const char *id;
        const char *slug;
        const char *gpu;
        const char *kernel;
        int batch, prompt;
        double prefill, decode;
        const char *quote;
        const std::string *source; // the README's table, or the A100 run in pull request #320
        const char *gpuName;
    };
    const Row rows[] = {
        {"mistral7b-gemm-b1-p64", "mistral-7b", "gpu/nvidia-rtx-4090", "GEMM", 1, 64, 0, 156.317,
         "| Mistral    | 7B   | 🔵GEMM   | 1          | 64             | 64            | 1093.35          | 156.317     "
         "    | 4.35 GB (18.41%)  |",
         &kAwq, "RTX 4090"},
        {"mistral7b-gemm-b1-p2048", "mistral-7b", "gpu/nvidia-rtx-4090", "GEMM", 1, 2048, 3897.02, 114.355,
         "| Mistral    | 7B   | 🔵GEMM   | 1          | 2048           | 2048          | 3897.02          | 114.355     "
         "    | 5.55 GB (23.48%)  |",
         &kAwq, "RTX 4090"},
        {"mistral7b-gemm-b8-p64", "mistral-7b", "gpu/nvidia-rtx-4090", "GEMM", 8, 64, 0, 1185.25,
         "| Mistral    | 7B   | 🔵GEMM   | 8          | 64             | 64            | 4199.18          | 1185.25     "
         "    | 4.35 GB (18.41%)  |",
         &kAwq, "RTX 4090"},
        {"mistral7b-gemm-b8-p2048", "mistral-7b", "gpu/nvidia-rtx-4090", "GEMM", 8, 2048, 3661.46, 829.754,
         "| Mistral    | 7B   | 🔵GEMM   | 8          | 2048           | 2048          | 3661.46          | 829.754     "
         "    | 16.82 GB (71.12%) |",
         &kAwq, "RTX 4090"},
        {"mistral7b-gemv-b1-p64", "mistral-7b", "gpu/nvidia-rtx-4090", "GEMV", 1, 64, 0, 188.29,
         "| Mistral    | 7B   | 🟢GEMV   | 1          | 64             | 64            | 531.99           | 188.29   "
         "       | 4.28 GB (18.08%)  |",
         &kAwq, "RTX 4090"},
        {"vicuna7b-gemv-b1-p64", "llama-2-7b", "gpu/nvidia-rtx-4090", "GEMV", 1, 64, 0, 198.848,
         "| Vicuna     | 7B   | 🟢GEMV   | 1          | 64             | 64            | 639.65           | 198.848  "
         "       | 4.50 GB (19.05%)  |",
         &kAwq, "RTX 4090"},
        {"llama2-13b-gemm-b1-p64", "llama-2-13b", "gpu/nvidia-rtx-4090", "GEMM", 1, 64, 0, 96.74,
         "| Llama 2    | 13B  | 🔵GEMM   | 1          | 64             | 64            | 820.34           | 96.74       "
         "    | 8.47 GB (35.83%)  |",
         &kAwq, "RTX 4090"},
        {"llama2-13b-gemm-b1-p2048", "llama-2-13b", "gpu/nvidia-rtx-4090", "GEMM", 1, 2048, 2279.41, 73.8213,
         "| Llama 2    | 13B  | 🔵GEMM   | 1          | 2048           | 2048          | 2279.41          | 73.8213     "
         "    | 10.28 GB (43.46%) |",
         &kAwq, "RTX 4090"},
        {"llama2-13b-gemm-b3-p2048", "llama-2-13b", "gpu/nvidia-rtx-4090", "GEMM", 3, 2048, 0, 189.573,
         "| Llama 2    | 13B  | 🔵GEMM   | 3          | 2048           | 2048          | 2226.7           | 189.573     "
         "    | 16.90 GB (71.47%) |",
         &kAwq, "RTX 4090"},
        // The same script on an A100-SXM4-80GB (vicuna-7b-v1.5, Llama 2 7B's shape).
        {"vicuna7b-gemm-b1-p64-a100", "llama-2-7b", "gpu/nvidia-a100-sxm4-80gb", "GEMM", 1, 64, 0, 93.7882,
         "|            1 |               64 |              64 |           1749.38  |           93.7882 | 4.57 GB "
         "(5.78%)   |",
         &kAwqA100, "A100-SXM4-80GB"},
        {"vicuna7b-gemm-b1-p1024-a100", "llama-2-7b", "gpu/nvidia-a100-sxm4-80gb", "GEMM", 1, 1024, 5635.29, 92.893,
         "|            1 |             1024 |            1024 |           5635.29  |           92.893  | 5.06 GB "
         "(6.40%)   |",
         &kAwqA100, "A100-SXM4-80GB"},
        {"vicuna7b-gemm-b1-p2048-a100", "llama-2-7b", "gpu/nvidia-a100-sxm4-80gb", "GEMM", 1, 2048, 0, 76.1673,
         "|            1 |             2048 |            2048 |           5343.16  |           76.1673 | 6.15 GB "
         "(7.77%)   |",
         &kAwqA100, "A100-SXM4-80GB"},
    };
    for (const Row &r : rows) {
        const std::string gpuName = r.gpuName;
        const std::string &source = *r.source;
        const std::string what = std::string(r.slug) + " AWQ int4 (" + r.kernel + " kernel, groups of 128), 1× " +
                                 gpuName + ", batch " + std::to_string(r.batch) + ", " + std::to_string(r.prompt) +
                                 "-token prompt, AutoAWQ benchmark.py with fused modules";
        const std::string slug = r.slug;
        const int batch = r.batch;
        const int prompt = r.prompt;
        const std::string gpu = r.gpu;
        if (r.prefill > 0)
            cases.push_back({std::string("awq-") + r.id + "-prefill", Kind::Prefill, what, source, r.quote, r.prefill,
                             "tokens/s", true, [=](const Assumptions &a) {
                                 return forwardRate(lm(slug, Precision::Int4, batch, prompt, Kernels::Eager), gpu, a);
                             }});
        cases.push_back({std::string("awq-") + r.id + "-decode", Kind::Decode,
                         what + "; decode tokens/s of the whole batch", source, r.quote, r.decode, "tokens/s", true,
                         [=](const Assumptions &a) {
                             const Workload w = lm(slug, Precision::Int4, batch, prompt * 3 / 2, Kernels::Eager);
                             return batch * decodeRate(w, gpu, a);
                         }});
    }
}

void addAutoGptq(std::vector<Case> &cases)
{
    // examples/benchmark/generation_speed.py: batch 1, 512 new tokens forced,
    // Hugging Face generate (eager); prompt length not stated (the median decoding
    // step is counted at a 512-token context).
    const auto generate = [](core::ModelSpec model, Precision p, const std::string &gpu) {
        return [model, p, gpu](const Assumptions &a) {
            Workload w;
            w.model = model;
            w.task = core::Task::Infer;
            w.precision = p;
            w.batch = 1;
            w.sequence = 512;
            w.kernels = Kernels::Hf;
            w.optimizer = core::Optimizer::None;
            return decodeRate(w, gpu, a);
        };
    };
    const char *llama = "| llama-7b      | 1xA100-40G    | 1         | 18.87 | 25.53     |";
    cases.push_back({"autogptq-llama7b-fp16-a100", Kind::Decode,
                     "LLaMA 7B fp16, 1× A100-40GB (form factor not stated), batch 1, 512 new tokens, Hugging Face "
                     "generate (2023)",
                     kGptq, llama, 18.87, "tokens/s", true,
                     generate(libraryModel("llama-2-7b"), Precision::Fp16, "gpu/nvidia-a100-sxm4-40gb")});
    cases.push_back({"autogptq-llama7b-int4-a100", Kind::Decode,
                     "LLaMA 7B GPTQ int4, 1× A100-40GB, batch 1, 512 new tokens, AutoGPTQ's fastest kernels", kGptq,
                     llama, 25.53, "tokens/s", true,
                     generate(libraryModel("llama-2-7b"), Precision::Int4, "gpu/nvidia-a100-sxm4-40gb")});
    cases.push_back({"autogptq-gptj6b-int4-3060", Kind::Decode,
                     "GPT-J 6B GPTQ int4, 1× RTX 3060 12GB, batch 1, 512 new tokens", kGptq,
                     "| gpt-j 6b      | 1xRTX3060-12G | 1         | OOM   | 29.55     |", 29.55, "tokens/s", true,
                     generate(gptj6b(), Precision::Int4, "gpu/nvidia-rtx-3060")});
}

void addLlamaCpp(std::vector<Case> &cases)
{
    const auto ggml = [](core::ModelSpec model, Precision p, int sequence, bool prompt, const std::string &gpu) {
        return [=](const Assumptions &a) {
            Workload w;
            w.model = model;
            w.task = core::Task::Infer;
            w.precision = p;
            w.batch = 1;
            w.sequence = sequence;
            w.kernels = Kernels::Ggml;
            w.optimizer = core::Optimizer::None;
            const Assumptions used = p == Precision::Int4 ? q4_0(a) : a;
            return prompt ? forwardRate(w, gpu, used) : decodeRate(w, gpu, used);
        };
    };
    // CodeLlama 7B: Llama 2 7B's shape. The table prints n_batch (8192) but no
    // n_ubatch column: the physical batch was llama-bench's default, 512 (this
    // pull request introduced it), so pp2048 ran as four pieces of 512.
    const core::ModelSpec codellama = libraryModel("llama-2-7b");
    const std::string a100 = "gpu/nvidia-a100-pcie-80gb";
    cases.push_back({"llamacpp-codellama7b-f16-pp512-a100pcie", Kind::Prefill,
                     "llama.cpp llama-bench, CodeLlama 7B F16, pp512, one A100 PCIe 80GB (March 2024)", kLlamaCpp6017,
                     "| llama 7B F16                   |  12.55 GiB |     6.74 B | CUDA       |  99 |       8192 | pp "
                     "512     |  8668.24 ± 11.45 |",
                     8668.24, "tokens/s", true, ggml(codellama, Precision::Fp16, 512, true, a100)});
    cases.push_back({"llamacpp-codellama7b-f16-pp2048-a100pcie", Kind::Prefill, "The same, pp2048", kLlamaCpp6017,
                     "| llama 7B F16                   |  12.55 GiB |     6.74 B | CUDA       |  99 |       8192 | pp "
                     "2048    |  7592.36 ± 41.82 |",
                     7592.36, "tokens/s", true, ggml(codellama, Precision::Fp16, 2048, true, a100)});
    cases.push_back({"llamacpp-codellama7b-f16-tg128-a100pcie", Kind::Decode,
                     "The same, tg128 (128 tokens from an empty context)", kLlamaCpp6017,
                     "| llama 7B F16                   |  12.55 GiB |     6.74 B | CUDA       |  99 |       8192 | tg "
                     "128     |     74.77 ± 0.10 |",
                     74.77, "tokens/s", true, ggml(codellama, Precision::Fp16, 64, false, a100)});
    const std::string v100 = "gpu/nvidia-v100-pcie-16gb";
    cases.push_back({"llamacpp-qwencoder3b-q4_0-pp512-v100", Kind::Prefill,
                     "llama.cpp llama-bench, Qwen2.5-Coder 3B Q4_0, pp512, V100-PCIE-16GB, flash attention off",
                     kLlamaCpp12183,
                     "| qwen2 3B Q4_0                  |   1.70 GiB |     3.09 B | CUDA       |  99 |  0 |         "
                     "pp512 |      5615.01 ± 16.51 |",
                     5615.01, "tokens/s", true, ggml(qwenCoder3b(), Precision::Int4, 512, true, v100)});
    cases.push_back({"llamacpp-qwencoder3b-q4_0-tg128-v100", Kind::Decode, "The same, tg128", kLlamaCpp12183,
                     "| qwen2 3B Q4_0                  |   1.70 GiB |     3.09 B | CUDA       |  99 |  0 |         "
                     "tg128 |        143.53 ± 0.33 |",
                     143.53, "tokens/s", true, ggml(qwenCoder3b(), Precision::Int4, 64, false, v100)});
}

void addMi300x(std::vector<Case> &cases)
{
    // Oracle, 2024-10-10: one vLLM instance of Llama 3.1 405B FP8 on all 8 MI300X of a
    // BM.GPU.MI300X.8 node, benchmark_latency.py with 128 tokens in and 128 out at
    // batch 1: 3.53 s, 36 tokens/s (the 128-token prompt is a few per cent of it).
    cases.push_back({"vllm-405b-fp8-b1-8xmi300x", Kind::Decode,
                     "Llama 3.1 405B FP8, 8× MI300X (one instance, tensor 8), vLLM benchmark_latency, batch 1, 128 in "
                     "and 128 out",
                     kOracle, "| 1 | 36 | 3.530", 36, "tokens/s", true, [](const Assumptions &a) {
                         return decodeRate(lm("llama-3.1-405b", Precision::Fp8, 1, 192, Kernels::Compiled),
                                           "gpu/amd-instinct-mi300x", a, 8);
                     }});
}

} // namespace

std::vector<Case> quantisedCases()
{
    std::vector<Case> cases;
    addAutoAwq(cases);
    addAutoGptq(cases);
    addLlamaCpp(cases);
    addMi300x(cases);
    return cases;
}

} // namespace dlrig::accuracy
