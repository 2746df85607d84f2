// Training throughput of language models from sources no factor was set
// from: FlashAttention's GPT-3-style trainer (DDP, ZeRO-1), OLMo-core and
// MaxText (FSDP), and NVIDIA's NeMo/Megatron-Bridge FP8 tables (amp-fp8).
#include "tests/core/accuracy/trainingrun.h"

namespace dlrig::accuracy {

using core::ModelSpec;
using core::Precision;
using core::Recompute;

namespace {

const std::string kFlashTraining =
    "https://github.com/Dao-AILab/flash-attention/blob/0b037c2d96abecc4dca3320b6f50542d94d14d02/training/README.md";
const std::string kOlmoCore =
    "https://github.com/allenai/OLMo-core/blob/a7de3f651cbc5bde928a126e4b0728bdeeb00279/README.md";
const std::string kMaxText =
    "https://github.com/AI-Hypercomputer/maxtext/blob/d2aa7f25f6e017c63610f5964f836ff7311ca4b5/"
    "MaxText/configs/a3/llama_2_7b/README.md";
const std::string kNemo = "https://github.com/NVIDIA/NeMo/blob/070a0bb168d405d653b9734c0017cf5078e77c0d/docs/source/"
                          "performance/performance_summary.md";
const std::string kBridge = "https://github.com/NVIDIA-NeMo/Megatron-Bridge/blob/"
                            "00b7660be0254ac6f95f44164ddd0c3e9cc798ed/docs/performance-summary.md";
const std::string kA100 = "gpu/nvidia-a100-sxm4-80gb";
const std::string kH100 = "gpu/nvidia-h100-sxm5-80gb";

// The GPT-3-style models of FlashAttention's trainer (training/configs/experiment/
// pile/gpt3*-flash.yaml): GPT-2 blocks (LayerNorm, GELU MLP of 4 × hidden, biases,
// 2,048 learned positions), vocabulary 50,257 padded to 50,264, tied embeddings.
ModelSpec gpt3Style(const std::string &size, int layers, int hidden, int heads)
{
    ModelSpec m =
        decoderOfShape("gpt3-" + size, "GPT-3 " + size,
                       {.layers = layers,
                        .hidden = hidden,
                        .heads = heads,
                        .kvHeads = heads,
                        .headDim = hidden / heads,
                        .ffn = 4 * hidden,
                        .vocab = 50264,
                        .ffnKind = core::FfnKind::Plain,
                        .norm = core::NormKind::LayerNorm,
                        .tiedEmbeddings = true,
                        .linearBias = true,
                        .learnedPositions = 2048},
                       "https://github.com/Dao-AILab/flash-attention/tree/0b037c2d96abecc4dca3320b6f50542d94d14d02/"
                       "training/configs/experiment/pile");
    m.contextLength = 2048;
    return m;
}

// OLMo-core's model configs (src/olmo_core/nn/transformer/config.py at the same
// commit): Llama shapes with the dolma2 vocabulary padded to 100,352.
ModelSpec olmoShape(const std::string &slug, const std::string &name, int layers, int hidden, int heads, int kvHeads,
                    int ffn)
{
    return decoderOfShape(slug, name,
                          {.layers = layers,
                           .hidden = hidden,
                           .heads = heads,
                           .kvHeads = kvHeads,
                           .headDim = hidden / heads,
                           .ffn = ffn,
                           .vocab = 100352},
                          "https://github.com/allenai/OLMo-core/blob/a7de3f651cbc5bde928a126e4b0728bdeeb00279/src/"
                          "olmo_core/nn/transformer/config.py");
}

void addFlashAttentionTrainer(std::vector<Case> &cases)
{
    // "We measure the wallclock training speed on one node with 8 x A100 80GB SXM4
    // 80GB (400W) with NVLink"; bf16, no activation checkpointing; micro-batches
    // from the configs; DDP for the two smallest, DDPStrategyZero1 above.
    struct Row {
        const char *size;
        int layers, hidden, heads, micro, globalSequences, zero;
        double measured;
        const char *quote;
    };
    const Row rows[] = {
        {"125m", 12, 768, 12, 32, 256, 0, 1310e3,
         "| GPT3-125M | 0.5M                | 1310k                    |              0.21 |"},
        {"355m", 24, 1024, 16, 16, 256, 0, 503e3,
         "| GPT3-355M | 0.5M                | 503k                     |              0.55 |"},
        {"760m", 24, 1536, 16, 16, 256, 1, 245e3,
         "| GPT3-760M | 0.5M                | 245k                     |              1.13 |"},
        {"1.3b", 24, 2048, 16, 8, 512, 1, 169e3,
         "| GPT3-1.3B | 1M                  | 169k                     |              1.64 |"},
        {"2.7b", 32, 2560, 20, 4, 512, 1, 85e3,
         "| GPT3-2.7B | 1M                  | 85k                      |              3.27 |"},
    };
    for (const Row &r : rows) {
        Run run{gpt3Style(r.size, r.layers, r.hidden, r.heads), Precision::AmpBf16, 2048, r.micro, r.globalSequences};
        run.zero = r.zero;
        cases.push_back({std::string("flashattn-gpt3-") + r.size + "-8xa100", Kind::Training,
                         std::string("GPT-3 ") + r.size +
                             " (GPT-2 blocks), 8× A100-80GB SXM4 (NVLink), bf16, "
                             "sequence 2,048, micro-batch " +
                             std::to_string(r.micro) + ", global batch " + std::to_string(r.globalSequences) + ", " +
                             (r.zero ? "ZeRO-1" : "DDP") +
                             ", no checkpointing, FlashAttention v1 with fused MLP and LayerNorm kernels",
                         kFlashTraining, r.quote, r.measured, "tokens/s (8 GPUs)", true, allGpus(run, {kA100, 8})});
    }
}

void addFsdpTrainers(std::vector<Case> &cases)
{
    // OLMo-core: "Throughput reported in tokens per second per device", FSDP2 with
    // torch.compile and bf16; micro-batch and global batch from the training scripts.
    // The README does not state how many GPUs; the launcher's default is one node of 8.
    const ModelSpec llama8b = olmoShape("olmo-llama-8b", "Llama 8B (OLMo vocabulary)", 32, 4096, 32, 8, 14336);
    const ModelSpec olmo7b = olmoShape("olmo-2-7b", "OLMo 2 7B", 32, 4096, 32, 32, 11008);
    const ModelSpec olmo13b = olmoShape("olmo-2-13b", "OLMo 2 13B", 40, 5120, 40, 40, 13824);
    const auto olmo = [](const ModelSpec &m, int micro, int global, Precision p) {
        Run r{m, p, 4096, micro, global};
        r.zero = 3;
        r.kernels = core::Kernels::Compiled;
        return r;
    };
    const char *config = ", FSDP over 8 H100 (GPU count not stated; the launcher's default), torch.compile, "
                         "sequence 4,096, micro-batch ";
    cases.push_back({"olmocore-llama8b-bf16-h100", Kind::Training,
                     std::string("Llama 8B shape, BF16") + config + "2, global batch 1,024", kOlmoCore,
                     "| **8B**  | Llama | 4096 | BF16 | 9,500 TPS | `Llama-8B.py` | |", 9500, "tokens/s per GPU", true,
                     perGpu(olmo(llama8b, 2, 1024, Precision::AmpBf16), {kH100, 8})});
    cases.push_back({"olmocore-olmo7b-bf16-h100", Kind::Training,
                     std::string("OLMo 2 7B, BF16") + config + "2, global batch 1,024", kOlmoCore,
                     "| **7B**  | OLMo-1124 | 4096 | BF16 | 10,000 TPS | `OLMo-7B.py` | |", 10000, "tokens/s per GPU",
                     true, perGpu(olmo(olmo7b, 2, 1024, Precision::AmpBf16), {kH100, 8})});
    cases.push_back({"olmocore-olmo13b-bf16-h100", Kind::Training,
                     std::string("OLMo 2 13B, BF16") + config + "1, global batch 2,048", kOlmoCore,
                     "| **13B** | OLMo-1124 | 4096 | BF16 | 4,600 TPS | `OLMo-13B.py` | |", 4600, "tokens/s per GPU",
                     true, perGpu(olmo(olmo13b, 1, 2048, Precision::AmpBf16), {kH100, 8})});
    cases.push_back({"olmocore-llama8b-fp8-h100", Kind::Training,
                     std::string("Llama 8B shape, FP8 matmuls (torchao float8)") + config + "2", kOlmoCore,
                     "| | | 4096 | BF16/FP8 | 12,500 TPS | `Llama-8B.py` | `--model.float8_config.enabled=true` |",
                     12500, "tokens/s per GPU", true, perGpu(olmo(llama8b, 2, 1024, Precision::AmpFp8), {kH100, 8})});

    // MaxText on Google Cloud A3 VMs (8 H100 each): FSDP inside a VM, data parallel
    // across VMs, 4 sequences of 4,096 per GPU, remat "minimal_flash" (saves the
    // matmul and attention outputs: no matmul recomputed). The README reports model
    // TFLOP/s per GPU; tokens/s = TFLOP/s ÷ MaxText's 43.65 GFLOP per token for
    // Llama 2 7B at 4,096 (maxtext_utils.calculate_tflops_training_per_device).
    // A3's network is not in the README: its 4 × 200 Gb/s per VM is assumed.
    const ModelSpec llama7b = libraryModel("llama-2-7b");
    const struct {
        int vms;
        double tflops;
        const char *quote;
    } maxtext[] = {{1, 492, "| 1x A3 (h100-80gb-8)    | 492              |"},
                   {2, 422, "| 2x A3 (h100-80gb-8)    | 422              |"},
                   {4, 407, "| 4x A3 (h100-80gb-8)    | 407              |"},
                   {8, 409, "| 8x A3 (h100-80gb-8)    | 409              |"},
                   {16, 375, "| 16x A3 (h100-80gb-8)   | 375              |"}};
    for (const auto &row : maxtext) {
        Run r{llama7b, Precision::AmpBf16, 4096, 4, 4 * 8 * row.vms};
        r.zero = 3;
        r.kernels = core::Kernels::Compiled;
        const int gpus = 8 * row.vms;
        cases.push_back({"maxtext-llama2-7b-" + std::to_string(gpus) + "xh100", Kind::Training,
                         "Llama 2 7B, " + std::to_string(row.vms) +
                             " A3 VMs × 8 H100, bf16, FSDP inside a VM and "
                             "data parallel across, 4 × 4,096 tokens per GPU, JAX/XLA; " +
                             std::to_string(static_cast<int>(row.tflops)) + " TFLOP/s ÷ 43.65 GFLOP per token",
                         kMaxText, row.quote, row.tflops * 1e12 / 43.65e9, "tokens/s per GPU", true,
                         perGpu(r, {kH100, gpus, 8, 800}),
                         row.vms == 1 ? ""
                                      : "FSDP inside a VM and data parallel across (hybrid sharding): dlrig's ZeRO-3 "
                                        "shards over every data-parallel GPU and pays its all-gathers over the "
                                        "network"});
    }
}

void addNemoFp8(std::vector<Case> &cases)
{
    // NeMo 24.07 on DGX H100, FP8 (Transformer Engine), tokens/s per GPU; the
    // parallel layout as the table states it (TP, PP, CP, VP: interleaved
    // virtual stages); DGX H100's 8 × 400 Gb/s per node is assumed (not in the table).
    const auto nemo = [&](const std::string &id, const std::string &slug, int gpus, int global, int sequence,
                          int tensor, int pipeline, int virtualStages, double measured, const std::string &quote,
                          const char *layout, int micro = 1) {
        Run r{libraryModel(slug), Precision::AmpFp8, sequence, micro, global};
        r.tensor = tensor;
        r.pipeline = pipeline;
        r.virtualStages = virtualStages;
        cases.push_back({id, Kind::Training,
                         slug + " pre-training, " + std::to_string(gpus) + "× H100 SXM (DGX H100), FP8, sequence " +
                             std::to_string(sequence) + ", global batch " + std::to_string(global) + ", " + layout +
                             ", NeMo 24.07",
                         kNemo, quote, measured, "tokens/s per GPU", true, perGpu(r, {kH100, gpus, 8, 3200})});
    };
    nemo("nemo-llama2-7b-8xh100", "llama-2-7b", 8, 128, 4096, 1, 1, 1, 16847,
         "| LLAMA2-7B     | 8      | 128  | 1   | 4096           | 1  | 1  | 1  | 1  | 16847              | 776 "
         "                    | ***7***                                                |",
         "TP 1 × PP 1");
    nemo("nemo-llama2-13b-16xh100", "llama-2-13b", 16, 128, 4096, 1, 4, 10, 8646,
         "| LLAMA2-13B    | 16     | 128  | 1   | 4096           | 1  | 4  | 1  | 10 | 8646               | 754 "
         "                    | ***13***                                               |",
         "TP 1 × PP 4 (10 virtual stages)");
    nemo("nemo-llama2-70b-64xh100", "llama-2-70b", 64, 128, 4096, 4, 4, 20, 1707,
         "| LLAMA2-70B    | 64     | 128  | 1   | 4096           | 4  | 4  | 1  | 20 | 1707               | 759 "
         "                    | ***66***                                               |",
         "TP 4 × PP 4 (20 virtual stages)");
    nemo("nemo-gpt3-175b-512xh100", "gpt-3-175b", 512, 2048, 2048, 4, 8, 6, 782,
         "| GPT3-175B     | 512    | 2048 | 2   | 2048           | 4  | 8  | 1  | 6  | 782                | "
         "[842](https://mlcommons.org/benchmarks/training/)                     | **145**                        "
         "                        |",
         "TP 4 × PP 8 (6 virtual stages), micro-batch 2", 2);
    Run bridge{libraryModel("llama-3.1-8b"), Precision::AmpFp8, 8192, 1, 128};
    bridge.zero = 3;
    cases.push_back({"bridge-llama3-8b-fsdp-8xh100", Kind::Training,
                     "Llama 3 8B, 8× H100 SXM (DGX H100), FP8 (current scaling), sequence 8,192, global batch 128, "
                     "Megatron FSDP over the 8 GPUs, Megatron-Bridge 25.11",
                     kBridge,
                     "| LLAMA3_8B | 8 | FP8-CS | 128 | 1 | 8192 | 1 | 1 | 1 | 1 | n/a | 1 | 16 | 14451 | 744 |", 14451,
                     "tokens/s per GPU", true, perGpu(bridge, {kH100, 8})});
}

} // namespace

std::vector<Case> llmTrainingCases()
{
    std::vector<Case> cases;
    addFlashAttentionTrainer(cases);
    addFsdpTrainers(cases);
    addNemoFp8(cases);
    return cases;
}

} // namespace dlrig::accuracy
