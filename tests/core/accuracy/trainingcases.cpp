// Training throughput of measured runs. Each case pins the run's plan
// (micro-batch, parallel degrees, ZeRO/FSDP stage, activation checkpointing,
// global batch) and asks dlrig's planner for the rate.
#include "tests/core/accuracy/trainingrun.h"

namespace dlrig::accuracy {

using core::Assumptions;
using core::ModelSpec;
using core::Precision;
using core::Recompute;
using core::Workload;

namespace {

const std::string kDle = "https://github.com/NVIDIA/DeepLearningExamples/blob/729963dd/";
const std::string kResNetPyTorch = kDle + "PyTorch/Classification/ConvNets/resnet50v1.5/README.md";
const std::string kResNetTf = kDle + "TensorFlow/Classification/ConvNets/resnet50v1.5/README.md";
const std::string kResNetMxnet = kDle + "MxNet/Classification/RN50v1.5/README.md";
const std::string kBert = kDle + "PyTorch/LanguageModeling/BERT/README.md";
const std::string kFoundry =
    "https://github.com/mosaicml/llm-foundry/blob/5e85bd6/scripts/train/benchmarking/README.md";
const std::string kTorchtune = "https://github.com/pytorch/torchtune/blob/bd2a0fc/README.md";

// MPT as llm-foundry configures it (scripts/train/yamls/pretrain/mpt-*.yaml):
// d_model, n_heads, n_layers, expansion ratio 4, vocabulary 50,368, tied
// embeddings, low-precision LayerNorm without biases, ALiBi, FlashAttention.
ModelSpec mpt(const std::string &size, int layers, int hidden, int heads)
{
    ModelSpec m = decoderOfShape("mpt-" + size, "MPT-" + size,
                                 {.layers = layers,
                                  .hidden = hidden,
                                  .heads = heads,
                                  .kvHeads = heads,
                                  .headDim = hidden / heads,
                                  .ffn = 4 * hidden,
                                  .vocab = 50368,
                                  .ffnKind = core::FfnKind::Plain,
                                  .norm = core::NormKind::LayerNorm,
                                  .tiedEmbeddings = true},
                                 "https://github.com/mosaicml/llm-foundry/tree/5e85bd6/scripts/train/yamls/pretrain");
    m.contextLength = 2048;
    return m;
}

// BLOOM-176B (BigScience tr11): 70 layers, hidden 14,336, 112 heads, vocabulary
// 250,880, ALiBi, tied embeddings, biases on every linear layer.
ModelSpec bloom176b()
{
    return decoderOfShape("bloom-176b", "BLOOM 176B",
                          {.layers = 70,
                           .hidden = 14336,
                           .heads = 112,
                           .kvHeads = 112,
                           .headDim = 128,
                           .ffn = 4 * 14336,
                           .vocab = 250880,
                           .ffnKind = core::FfnKind::Plain,
                           .norm = core::NormKind::LayerNorm,
                           .tiedEmbeddings = true,
                           .linearBias = true},
                          "https://huggingface.co/bigscience/bloom/blob/main/config.json");
}

void addResNet(std::vector<Case> &cases)
{
    const ModelSpec resnet = libraryModel("resnet-50");
    const auto run = [&](Precision p, int batch, int gpus) {
        Run r{resnet, p};
        r.microBatch = batch;
        r.globalBatch = batch * gpus;
        r.optimizer = core::Optimizer::SgdMomentum;
        return r;
    };
    const Precision amp = Precision::AmpFp16;
    cases.push_back({"resnet50-a100-amp-1", Kind::Training,
                     "ResNet-50 v1.5, 1× A100-80GB (DGX A100), AMP, batch 256, PyTorch 21.03, DALI", kResNetPyTorch,
                     "|    1     | 938 img/s  |            2470 img/s            | ...", 2470, "images/s", false,
                     allGpus(run(amp, 256, 1), {"gpu/nvidia-a100-sxm4-80gb", 1})});
    cases.push_back({"resnet50-a100-amp-8", Kind::Training,
                     "ResNet-50 v1.5, 8× A100-80GB (DGX A100, NVSwitch), AMP, batch 256 per GPU, PyTorch 21.03",
                     kResNetPyTorch, "|    8     | 7248 img/s |           16621 img/s            | ...", 16621,
                     "images/s", false, allGpus(run(amp, 256, 8), {"gpu/nvidia-a100-sxm4-80gb", 8})});
    cases.push_back({"resnet50-a100-tf32-1", Kind::Training,
                     "ResNet-50 v1.5, 1× A100-80GB, TF32, batch 256, PyTorch 21.03", kResNetPyTorch,
                     "|    1     | 938 img/s  |            2470 img/s            | ...", 938, "images/s", false,
                     allGpus(run(Precision::Tf32, 256, 1), {"gpu/nvidia-a100-sxm4-80gb", 1})});
    cases.push_back({"resnet50-a100-tf32-8", Kind::Training,
                     "ResNet-50 v1.5, 8× A100-80GB, TF32, batch 256 per GPU, PyTorch 21.03", kResNetPyTorch,
                     "|    8     | 7248 img/s |           16621 img/s            | ...", 7248, "images/s", true,
                     allGpus(run(Precision::Tf32, 256, 8), {"gpu/nvidia-a100-sxm4-80gb", 8})});
    // DGX-1's V100s are SXM2 modules; the 16 GB and 32 GB ones share clocks and bandwidth.
    cases.push_back({"resnet50-v100-amp-1", Kind::Training,
                     "ResNet-50 v1.5, 1× V100-SXM2-32GB (DGX-1), AMP, batch 256, PyTorch 21.03", kResNetPyTorch,
                     "|    1     | 356 img/s  |            1156 img/s            | ...", 1156, "images/s", false,
                     allGpus(run(amp, 256, 1), {"gpu/nvidia-v100-sxm2-32gb", 1})});
    cases.push_back({"resnet50-v100-amp-8", Kind::Training,
                     "ResNet-50 v1.5, 8× V100-SXM2-32GB (DGX-1, NVLink hybrid cube mesh), AMP, batch 256 per GPU",
                     kResNetPyTorch, "|    8     | 2766 img/s |            8056 img/s            | ...", 8056,
                     "images/s", true, allGpus(run(amp, 256, 8), {"gpu/nvidia-v100-sxm2-32gb", 8})});
    cases.push_back({"resnet50-v100-fp32-1", Kind::Training,
                     "ResNet-50 v1.5, 1× V100-SXM2-16GB (DGX-1), FP32, batch 112, PyTorch 21.03", kResNetPyTorch,
                     "|    1     | 367 img/s  |            1200 img/s            | ...", 367, "images/s", false,
                     allGpus(run(Precision::Fp32, 112, 1), {"gpu/nvidia-v100-sxm2-32gb", 1})});
    cases.push_back({"resnet50-a100-tf-xla-8", Kind::Training,
                     "ResNet-50 v1.5, 8× A100-40GB (DGX A100), AMP + XLA, batch 256 per GPU, TensorFlow 20.06",
                     kResNetTf, "| 8  | 256 | 7000 img/s | 17400 img/s   | 2.48x ...", 17400, "images/s", true,
                     allGpus(run(amp, 256, 8), {"gpu/nvidia-a100-sxm4-40gb", 8})});
    cases.push_back({"resnet50-a100-mxnet-1", Kind::Training,
                     "ResNet-50 v1.5, 1× A100-80GB, AMP, MXNet 22.10 benchmark.py (-b 512 per GPU, synthetic data)",
                     kResNetMxnet, "|1|3410.52 |1055.78 |2.18 |1.00 |1.00 |", 3410.52, "images/s", true,
                     allGpus(run(amp, 512, 1), {"gpu/nvidia-a100-sxm4-80gb", 1}),
                     "MXNet with DALI and fused NHWC batch-norm kernels runs 38 % faster than PyTorch on the same "
                     "GPU (2,470 images/s above); dlrig has no framework factor for CNNs, and the two runs cannot "
                     "both fall within ±20 % of one estimate"});
}

void addBert(std::vector<Case> &cases)
{
    const ModelSpec bert = libraryModel("bert-large");
    // NVIDIA trains with LAMB: Adam's memory, the same speed as far as dlrig can tell.
    // Its BertSelfAttention computes the scores, a softmax and a dropout as
    // separate operators (modeling.py at 729963dd), not FlashAttention; the
    // script is run through torch.jit.script with nvFuser, which may fuse the
    // softmax and the dropout into one pass (dlrig counts two).
    const auto run = [&](Precision p, int seq, int micro, int global) {
        Run r{bert, p, seq, micro, global};
        r.optimizer = core::Optimizer::Adam;
        r.attention = core::Attention::Standard;
        return r;
    };
    const Precision amp = Precision::AmpFp16;
    const std::string kPhase2 =
        "phase 2 (512 tokens) implies 74 % MFU on A100 and 66 % on V100, 1.45× the phase-1 share on the same GPUs, "
        "more than any other run here; the README does not say whether its 512-token sequences are padded, and "
        "dlrig has no factor by which longer sequences run faster per FLOP";
    const std::string a100 = "gpu/nvidia-a100-sxm4-80gb";
    const std::string v100 = "gpu/nvidia-v100-sxm2-32gb";
    cases.push_back({"bert-large-ph1-a100-amp-1", Kind::Training,
                     "BERT-large pre-training phase 1 (seq 128), 1× A100-80GB, AMP, micro-batch 256, 32 "
                     "accumulation steps, PyTorch 21.11",
                     kBert, "| 1    | 128 and 256 | 8192 and 8192 | 64 and 32 | 128 | 317 | 580 | 1.83 | 1.00 | 1.00 |",
                     580, "sequences/s", false, sequences(run(amp, 128, 256, 8192), {a100, 1})});
    cases.push_back({"bert-large-ph1-a100-amp-8", Kind::Training,
                     "BERT-large phase 1, 8× A100-80GB (DGX A100), AMP, micro-batch 256, 32 accumulation steps",
                     kBert, "| 8    | 128 and 256 | 8192 and 8192 | 64 and 32 | 128 | 2505 | 4591 | 1.83 | 7.90 | 7.91 |",
                     4591, "sequences/s", true, sequences(run(amp, 128, 256, 8 * 8192), {a100, 8})});
    cases.push_back({"bert-large-ph1-a100-tf32-1", Kind::Training,
                     "BERT-large phase 1, 1× A100-80GB, TF32, micro-batch 128, 64 accumulation steps", kBert,
                     "| 1    | 128 and 256 | 8192 and 8192 | 64 and 32 | 128 | 317 | 580 | 1.83 | 1.00 | 1.00 |",
                     317, "sequences/s", false, sequences(run(Precision::Tf32, 128, 128, 8192), {a100, 1})});
    cases.push_back({"bert-large-ph2-a100-amp-1", Kind::Training,
                     "BERT-large phase 2 (seq 512), 1× A100-80GB, AMP, micro-batch 32, 128 accumulation steps", kBert,
                     "| 1    | 16 and 32   | 4096 and 4096 | 256 and 128 | 512 | 110 | 210 | 1.90 | 1.00 | 1.00 |",
                     210, "sequences/s", false, sequences(run(amp, 512, 32, 4096), {a100, 1}), kPhase2});
    cases.push_back({"bert-large-ph1-v100-amp-1", Kind::Training,
                     "BERT-large phase 1, 1× V100-SXM2-32GB (DGX-1), AMP, micro-batch 64 (4,096 in 64 steps)", kBert,
                     "| 1    | 4096 and 4096 | 128 and 64 | 128 | 50 | 224 | 4.48 | 1.00 | 1.00 |", 224,
                     "sequences/s", false, sequences(run(amp, 128, 64, 4096), {v100, 1})});
    cases.push_back({"bert-large-ph1-v100-fp32-1", Kind::Training,
                     "BERT-large phase 1, 1× V100-SXM2-32GB, FP32, micro-batch 32 (4,096 in 128 steps)", kBert,
                     "| 1    | 4096 and 4096 | 128 and 64 | 128 | 50 | 224 | 4.48 | 1.00 | 1.00 |", 50,
                     "sequences/s", false, sequences(run(Precision::Fp32, 128, 32, 4096), {v100, 1})});
    cases.push_back({"bert-large-ph2-v100-amp-1", Kind::Training,
                     "BERT-large phase 2, 1× V100-SXM2-32GB, AMP, micro-batch 8 (2,048 in 256 steps)", kBert,
                     "| 1    | 2048 and 2048 | 512 and 256 | 512 | 19 | 75 | 3.94 | 1.00 | 1.00 |", 75,
                     "sequences/s", true, sequences(run(amp, 512, 8, 2048), {v100, 1}), kPhase2});
}

void addMpt(std::vector<Case> &cases)
{
    const ModelSpec m7 = mpt("7b", 32, 4096, 32);
    const ModelSpec m13 = mpt("13b", 40, 5120, 40);
    const ModelSpec m30 = mpt("30b", 48, 7168, 56);
    const ModelSpec m70 = mpt("70b", 80, 8192, 64);
    // FSDP FULL_SHARD is ZeRO-3. The A100 tables state 1,600 Gb/s RoCE between
    // nodes; the H100 tables do not, so DGX H100's 8 × 400 Gb/s is assumed.
    const auto fsdp = [](const ModelSpec &m, int micro, int global, bool checkpointing, Precision p) {
        Run r{m, p, 2048, micro, global, checkpointing ? Recompute::Full : Recompute::None, 3};
        return r;
    };
    const Precision amp = Precision::AmpBf16;
    const Precision pure = Precision::Bf16;
    struct Row {
        const char *id;
        const ModelSpec *model;
        const char *gpu;
        int gpus;
        int micro;
        int global;
        bool checkpointing;
        Precision precision;
        double measured;
        const char *quote;
        bool heldOut;
    };
    const Row rows[] = {
        {"mpt-7b-a100-80-8", &m7, "gpu/nvidia-a100-sxm4-80gb", 8, 6, 96, false, amp, 4641,
         "|  7b | 2048 | 8 | a100_80gb | 64.23 | 64.23 | 200 | 6 | 2 | 96 | 18 | 37130 | 4641 | ... | False |", false},
        {"mpt-13b-a100-80-8", &m13, "gpu/nvidia-a100-sxm4-80gb", 8, 2, 48, false, amp, 2262,
         "|  13b | 2048 | 8 | a100_80gb | 59.57 | 59.57 | 185 | 2 | 3 | 48 | 8 | 18097 | 2262 | ... | False |", false},
        {"mpt-30b-a100-80-8", &m30, "gpu/nvidia-a100-sxm4-80gb", 8, 3, 504, true, amp, 916,
         "|  30b | 2048 | 8 | a100_80gb | 55.3 | 73.74 | 172 | 3 | 21 | 504 | 3 | 7330 | 916 | ... | True |", false},
        {"mpt-70b-a100-80-64", &m70, "gpu/nvidia-a100-sxm4-80gb", 64, 8, 2048, true, pure, 410,
         "|  70b | 2048 | 64 | a100_80gb | 53.33 | 71.1 | 166 | 8 | 4 | 2048 | 12 | 26274 | 410 | ... | True |", false},
        {"mpt-70b-a100-80-32", &m70, "gpu/nvidia-a100-sxm4-80gb", 32, 2, 1024, true, pure, 373,
         "|  70b | 2048 | 32 | a100_80gb | 48.56 | 64.75 | 151 | 2 | 16 | 1024 | 5 | 11962 | 373 | ... | True |",
         true},
        {"mpt-7b-a100-40-8", &m7, "gpu/nvidia-a100-sxm4-40gb", 8, 12, 384, true, pure, 3679,
         "|  7b | 2048 | 8 | a100_40gb | 50.92 | 67.89 | 158 | 12 | 4 | 384 | 14 | 29436 | 3679 | ... | True |", false},
        {"mpt-7b-a100-40-128", &m7, "gpu/nvidia-a100-sxm4-40gb", 128, 18, 2304, true, pure, 3623,
         "|  7b | 2048 | 128 | a100_40gb | 50.14 | 66.85 | 156 | 18 | 1 | 2304 | 226 | 463749 | 3623 | ... | True |",
         true},
        {"mpt-13b-a100-40-32", &m13, "gpu/nvidia-a100-sxm4-40gb", 32, 14, 448, true, pure, 1998,
         "|  13b | 2048 | 32 | a100_40gb | 52.62 | 70.16 | 164 | 14 | 1 | 448 | 31 | 63946 | 1998 | ... | True |",
         false},
        {"mpt-70b-a100-40-128", &m70, "gpu/nvidia-a100-sxm4-40gb", 128, 4, 512, true, pure, 376,
         "|  70b | 2048 | 128 | a100_40gb | 48.91 | 65.21 | 152 | 4 | 1 | 512 | 23 | 48194 | 376 | ... | True |",
         true},
        {"mpt-7b-h100-8", &m7, "gpu/nvidia-h100-sxm5-80gb", 8, 6, 48, false, amp, 10643,
         "|  7b | 2048 | 8 | h100_80gb | 46.44 | 46.44 | 459 | 6 | 1 | 48 | 41 | 85144 | 10643 | ... | False |", false},
        {"mpt-13b-h100-8", &m13, "gpu/nvidia-h100-sxm5-80gb", 8, 2, 16, false, amp, 4792,
         "|  13b | 2048 | 8 | h100_80gb | 39.79 | 39.79 | 393 | 2 | 1 | 16 | 18 | 38336 | 4792 | ... | False |",
         false},
        {"mpt-30b-h100-32", &m30, "gpu/nvidia-h100-sxm5-80gb", 32, 14, 1344, true, amp, 2308,
         "|  30b | 2048 | 32 | h100_80gb | 43.92 | 58.57 | 434 | 14 | 3 | 1344 | 36 | 73860 | 2308 | ... | True |",
         false},
        {"mpt-70b-h100-64", &m70, "gpu/nvidia-h100-sxm5-80gb", 64, 8, 2048, true, amp, 1039,
         "|  70b | 2048 | 64 | h100_80gb | 42.57 | 56.76 | 421 | 8 | 4 | 2048 | 32 | 66523 | 1039 | ... | True |",
         false},
        {"mpt-70b-h100-32", &m70, "gpu/nvidia-h100-sxm5-80gb", 32, 2, 1024, true, amp, 882,
         "|  70b | 2048 | 32 | h100_80gb | 36.15 | 48.2 | 357 | 2 | 16 | 1024 | 13 | 28242 | 882 | ... | True |", true},
        {"mpt-70b-h100-512", &m70, "gpu/nvidia-h100-sxm5-80gb", 512, 8, 4096, true, amp, 1007,
         "|  70b | 2048 | 512 | h100_80gb | 41.25 | 55.0 | 408 | 8 | 1 | 4096 | 251 | 515636 | 1007 | ... | True |",
         true},
    };
    for (const Row &row : rows) {
        const bool a100 = std::string(row.gpu).find("a100") != std::string::npos;
        const int nodes = (row.gpus + 7) / 8;
        const std::string config = std::string(row.model->name) + ", " + std::to_string(row.gpus) + "× " +
                                   (a100 ? std::string(std::string(row.gpu).find("40gb") != std::string::npos
                                                           ? "A100-40GB"
                                                           : "A100-80GB")
                                         : std::string("H100-SXM")) +
                                   " (" + std::to_string(nodes) + " node(s), " +
                                   (a100 ? "1,600 Gb/s RoCE" : "3,200 Gb/s assumed") +
                                   "), seq 2048, micro-batch " + std::to_string(row.micro) + ", global batch " +
                                   std::to_string(row.global) + ", FSDP FULL_SHARD, activation checkpointing " +
                                   (row.checkpointing ? "on" : "off") + ", llm-foundry, FlashAttention";
        cases.push_back({row.id, Kind::Training, config, kFoundry, row.quote, row.measured, "tokens/s per GPU",
                         row.heldOut,
                         perGpu(fsdp(*row.model, row.micro, row.global, row.checkpointing, row.precision),
                                {row.gpu, row.gpus, 8, nodes > 1 ? (a100 ? 1600.0 : 3200.0) : 0.0})});
    }
}

void addLargeRuns(std::vector<Case> &cases)
{
    // Megatron-LM's GPT-3 175B example: 32 s per 1,536 × 2,048 tokens on 1,024 GPUs.
    Run gpt3{libraryModel("gpt-3-175b"), Precision::AmpFp16, 2048, 1, 1536, Recompute::Full, 0, 8, 16};
    cases.push_back({"gpt3-175b-megatron-1024", Kind::Training,
                     "GPT-3 175B, 1,024× A100-80GB (Selene, 8 × 200 Gb/s HDR per node), TP 8 × PP 16 × DP 8, global "
                     "batch 1,536, micro-batch 1, full recomputation, Megatron-LM; 1,536 × 2,048 tokens / 32 s / 1,024",
                     "https://github.com/NVIDIA/Megatron-LM/blob/fd5cfec/README.md",
                     "With full global batch size of 1536 on 1024 A100 GPUs, each iteration takes around 32 seconds "
                     "resulting in 138 teraFLOPs per GPU which is 44% of the theoretical peak FLOPs.",
                     1536.0 * 2048 / 32 / 1024, "tokens/s per GPU", true,
                     perGpu(gpt3, {"gpu/nvidia-a100-sxm4-80gb", 1024, 8, 1600})});
    // BLOOM: 19.561 samples/s × 2,048 tokens on 384 GPUs.
    Run bloom{bloom176b(), Precision::AmpBf16, 2048, 2, 2048, Recompute::Full, 1, 4, 12};
    cases.push_back({"bloom-176b-384", Kind::Training,
                     "BLOOM 176B, 384× A100-80GB (48 nodes, NVLink, 4 × 100 Gb/s Omni-Path per node), TP 4 × PP 12 × "
                     "DP 8, ZeRO-1, micro-batch 2, global batch 2,048, activation checkpointing, Megatron-DeepSpeed; "
                     "19.561 × 2,048 / 384",
                     "https://github.com/bigscience-workshop/bigscience/blob/39ed811/train/tr11-176B-ml/README.md",
                     "elapsed time per iteration (s): 104.70 | ... | global batch size: 2048 | ... | samples per "
                     "second: 19.561 | TFLOPs: 149.77",
                     19.561 * 2048 / 384, "tokens/s per GPU", true,
                     perGpu(bloom, {"gpu/nvidia-a100-sxm4-80gb", 384, 8, 400}),
                     "12 pipeline stages over 70 layers (Megatron-DeepSpeed counts the two embeddings as layers: 72 "
                     "= 12 × 6); dlrig's stages must divide the layers"});
}

void addFineTuning(std::vector<Case> &cases)
{
    // torchtune, "Memory and training speed": batch 2, packed to 2,048 tokens,
    // torch.compile, activation checkpointing; LoRA rank 8.
    Run lora{libraryModel("llama-3.1-8b"), Precision::Bf16, 2048, 2, 2, Recompute::Full};
    lora.task = core::Task::Lora;
    lora.kernels = core::Kernels::Compiled;
    Run qlora = lora;
    qlora.task = core::Task::Qlora;
    const auto tuned = [](Run r, bool allLinear) {
        return [r, allLinear](const Assumptions &a) {
            Workload w = workloadOf(r);
            w.lora.rank = 8;
            w.lora.allLinearLayers = allLinear;
            return plannedRate(w, {"gpu/nvidia-rtx-4090", 1}, a);
        };
    };
    cases.push_back({"llama31-8b-lora-4090", Kind::Training,
                     "Llama 3.1 8B LoRA rank 8 on q and v, 1× RTX 4090, bf16, batch 2 packed to 2,048 tokens, "
                     "torch.compile, activation checkpointing, torchtune",
                     kTorchtune, "| Llama 3.1 8B | LoRA | 1x 4090 |  16.2 GiB | 3083 |", 3083, "tokens/s", false,
                     tuned(lora, false)});
    cases.push_back({"llama31-8b-qlora-4090", Kind::Training,
                     "Llama 3.1 8B QLoRA rank 8 on q, k, v, o and the MLP, 1× RTX 4090, NF4, batch 2 packed to 2,048 "
                     "tokens, torch.compile, activation checkpointing, torchtune",
                     kTorchtune, "| Llama 3.1 8B | QLoRA | 1x 4090 | 7.4 GiB | 2413  |", 2413, "tokens/s", false,
                     tuned(qlora, true)});
    // torchtune's optimisation table: Llama 3.2 3B full fine-tune, batch 2 × 4,096 packed, A100, compiled.
    Run full{libraryModel("llama-3.2-3b"), Precision::Bf16, 4096, 2, 2, Recompute::None};
    full.kernels = core::Kernels::Compiled;
    Run checkpointed = full;
    checkpointed.recompute = Recompute::Full;
    cases.push_back({"llama32-3b-full-a100-compiled", Kind::Training,
                     "Llama 3.2 3B full fine-tune, 1× A100 (80GB assumed), bf16, AdamW, batch 2 × 4,096 packed, "
                     "torch.compile, chunked cross-entropy, no checkpointing, torchtune",
                     kTorchtune, "| + Chunked Cross Entropy | 42.9 | -15.83% | 9174 | +1.96% |", 9174, "tokens/s",
                     false, allGpus(full, {"gpu/nvidia-a100-sxm4-80gb", 1})});
    cases.push_back({"llama32-3b-full-a100-checkpointed", Kind::Training,
                     "The same with activation checkpointing", kTorchtune,
                     "| + Activation Checkpointing | 24.9 | -41.93% | 7210 | -21.41% |", 7210, "tokens/s", false,
                     allGpus(checkpointed, {"gpu/nvidia-a100-sxm4-80gb", 1})});
}

} // namespace

std::vector<Case> trainingCases()
{
    std::vector<Case> cases;
    addResNet(cases);
    addBert(cases);
    addMpt(cases);
    addLargeRuns(cases);
    addFineTuning(cases);
    return cases;
}

} // namespace dlrig::accuracy
