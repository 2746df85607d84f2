// LMDeploy's static inference benchmark (TurboMind, its C++ engine with fused
// kernels, in the place of --kernels compiled): batch-1 prompt processing and
// decoding of Llama 2 in FP16 on A100-80GB. A source no factor's default was
// set from.
#include "tests/core/accuracy/accuracycase.h"

#include <cstdio>

namespace dlrig::accuracy {

using core::Assumptions;
using core::Kernels;
using core::Precision;

namespace {

const std::string kLmdeploy =
    "https://github.com/InternLM/lmdeploy/blob/3e391df4673326f79363eebe030876861a9b7090/docs/en/benchmark/a100_fp16.md";
// "All the following results are tested on (x8) A100-80G": an eight-GPU A100
// server, SXM4 modules.
const std::string kA100 = "gpu/nvidia-a100-sxm4-80gb";

struct Model {
    const char *slug;
    const char *name;
    double oneTokenFtl; // first-token latency of a 1-token prompt: one step without a prompt to process
    const char *oneTokenRow;
};

const Model k7b{"llama-2-7b", "Llama 2 7B", 0.011,
                "| 1 | 1 | 1 | 128 | 100.02 | 76.55 | 0.011 | 0.01 | 0.011 | ..."};
const Model k13b{"llama-2-13b", "Llama 2 13B", 0.018,
                 "| 1 | 1 | 1 | 128 | 57.49 | 74.84 | 0.018 | 0.018 | 0.019 | ..."};

// The first-token latency of a prompt less that of a 1-token prompt (the step
// that samples the first token, the request's way through the engine): the
// prompt's processing alone. The table prints three decimals, so a 128-token
// prompt's 11 ms is known to ±1 ms.
void addPrompt(std::vector<Case> &cases, const Model &m, int prompt, double ftl, const std::string &row)
{
    char id[64];
    std::snprintf(id, sizeof id, "lmdeploy-%s-fp16-p%d-a100", m.slug + 8, prompt); // "llama-2-7b" → "7b"
    cases.push_back({id, Kind::Prefill,
                     std::string("LMDeploy v0.1.0a1 (TurboMind), ") + m.name + " FP16, batch 1, a " +
                         std::to_string(prompt) + "-token prompt, A100-80GB: prompt tokens ÷ (first-token latency − " +
                         "the 1-token prompt's)",
                     kLmdeploy, row + " and " + m.oneTokenRow, prompt / (ftl - m.oneTokenFtl), "tokens/s", true,
                     [slug = std::string(m.slug), prompt](const Assumptions &a) {
                         return forwardRate(lm(slug, Precision::Fp16, 1, prompt, Kernels::Compiled), kA100, a);
                     }});
}

// Output tokens/s of `batch` requests of a 1-token prompt generating 128
// tokens each: decoding over a context that grows from 1 to 129 tokens, read
// at its middle (65).
void addDecode(std::vector<Case> &cases, const char *id, const char *slug, const char *name, int tensor, int batch,
               double measured, const std::string &row)
{
    cases.push_back(
        {id, Kind::Decode,
         std::string("LMDeploy v0.1.0a1 (TurboMind), ") + name + " FP16, " + std::to_string(batch) +
             (batch == 1 ? " request" : " requests at once") + " of a 1-token prompt and 128 output tokens, " +
             (tensor == 1 ? "one A100-80GB"
                          : "tensor parallel over " + std::to_string(tensor) + " A100-80GB (NVSwitch)") +
             ": output tokens/s in all",
         kLmdeploy, row, measured, "tokens/s", true, [slug = std::string(slug), tensor, batch](const Assumptions &a) {
             return batch * decodeRate(lm(slug, Precision::Fp16, batch, 65, Kernels::Compiled), kA100, a, tensor);
         }});
}

} // namespace

std::vector<Case> lmdeployCases()
{
    std::vector<Case> cases;
    addPrompt(cases, k7b, 128, 0.022, "| 1 | 1 | 128 | 128 | 102.21 | 76.59 | 0.022 | 0.022 | 0.022 | ...");
    addPrompt(cases, k7b, 2048, 0.139, "| 1 | 1 | 2048 | 128 | 86.1 | 76.77 | 0.139 | 0.139 | 0.14 | ...");
    addPrompt(cases, k13b, 128, 0.040, "| 1 | 1 | 128 | 128 | 56.58 | 74.84 | 0.04 | 0.039 | 0.04 | ...");
    addPrompt(cases, k13b, 2048, 0.242, "| 1 | 1 | 2048 | 128 | 48.99 | 75.09 | 0.242 | 0.242 | 0.243 | ...");
    addDecode(cases, "lmdeploy-7b-fp16-b1-a100", "llama-2-7b", "Llama 2 7B", 1, 1, 100.02, k7b.oneTokenRow);
    addDecode(cases, "lmdeploy-7b-fp16-b16-a100", "llama-2-7b", "Llama 2 7B", 1, 16, 1504.72,
              "| 16 | 1 | 1 | 128 | 1504.72 | 76.59 | 0.021 | 0.011 | 0.031 | ...");
    addDecode(cases, "lmdeploy-7b-fp16-b64-a100", "llama-2-7b", "Llama 2 7B", 1, 64, 4154.81,
              "| 64 | 1 | 1 | 128 | 4154.81 | 76.71 | 0.042 | 0.013 | 0.21 | ...");
    addDecode(cases, "lmdeploy-13b-fp16-b1-a100", "llama-2-13b", "Llama 2 13B", 1, 1, 57.49, k13b.oneTokenRow);
    addDecode(cases, "lmdeploy-13b-fp16-b16-a100", "llama-2-13b", "Llama 2 13B", 1, 16, 869.45,
              "| 16 | 1 | 1 | 128 | 869.45 | 74.87 | 0.036 | 0.019 | 0.053 | ...");
    addDecode(cases, "lmdeploy-13b-fp16-b64-a100", "llama-2-13b", "Llama 2 13B", 1, 64, 3049.16,
              "| 64 | 1 | 1 | 128 | 3049.16 | 74.96 | 0.044 | 0.025 | 0.073 | ...");
    addDecode(cases, "lmdeploy-70b-fp16-b1-a100-tp4", "llama-2-70b", "Llama 2 70B", 4, 1, 33.94,
              "| 1 | 4 | 1 | 128 | 33.94 | 73.72 | 0.031 | 0.03 | 0.031 | ...");
    return cases;
}

} // namespace dlrig::accuracy
