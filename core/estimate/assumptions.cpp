#include "core/estimate/assumptions.h"

#include "core/models/workload.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace dlrig::core {

const std::vector<AssumptionInfo> &assumptionTable()
{
    static const std::vector<AssumptionInfo> table{
        {"mfu", &Assumptions::mfu, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "One flat model FLOPs utilisation for every workload and GPU, replacing the efficiency model below; 0 "
             "(the default) uses the model. For comparing with a figure you trust, not for everyday use.")},
        {"compute-scale", &Assumptions::computeScale, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Multiplies every compute efficiency: 1 for a healthy GPU. The benchmark tab sets it to the measured GEMM "
             "share of the peak ÷ the share a healthy GPU of that kind reaches.")},
        {"eff-transformer-train", &Assumptions::effTransformerTrain, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of the dense 16-bit peak a transformer's training step sustains on an Ampere datacentre GPU with a "
             "large micro-batch, before the width factor (eff-half-width), counting model FLOPs (MFU). MosaicML's "
             "llm-foundry measured MPT-7B at 64.2 % and MPT-13B at 59.6 % MFU on 8 A100-80GB without activation "
             "checkpointing (scripts/train/benchmarking/README.md): 0.80 × 0.85 (hidden 4,096) × 0.98 (size) = 0.67 of "
             "the "
             "peak in the GEMMs, with the norms, activations and loss (memory-bound operators, 11.5 MB a token at "
             "bandwidth-efficiency) adding 3.5 % to the step: 64 % in all.")},
        {"eff-transformer-forward", &Assumptions::effTransformerForward, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "The same for a forward pass only (inference prefill, batched serving): no backward pass or optimizer "
             "step. "
             "TensorRT-LLM v0.5 measured LLaMA 7B's 2,048-token prompt in 133 ms on an A100 (FP16), 69 % of the peak "
             "(docs/source/performance.md): 0.85 × 0.85 (hidden 4,096) × 0.89 (2,048 tokens).")},
        {"eff-cnn", &Assumptions::effCnn, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of the dense 16-bit peak a CNN's convolutions sustain on an Ampere datacentre GPU, training or "
             "inferring: the backward pass runs the same cuDNN convolutions, and fitted apart on every measured "
             "source the two shares came out equal. Its batch norms, ReLUs and shortcut additions are timed apart, "
             "as bytes at bandwidth-efficiency. NVIDIA DeepLearningExamples measured ResNet-50 training at 2,470 "
             "images/s on one A100-80GB with AMP (0.405 ms an image, 19.5 % of 312 TFLOPS in all): its 244 MB of "
             "batch norm, ReLU and addition traffic take 0.150 ms at 80 % of 2,039 GB/s, leaving 0.255 ms for 24.5 "
             "GFLOP, 0.31 of the peak; inference at batch 256 (MXNet) at 7,910 images/s, 0.33 once its 78 MB an "
             "image are taken out; 0.29 suits the V100 rows too.")},
        {"eff-detector", &Assumptions::effDetector, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Detectors (YOLO) train and infer like CNNs; no measured case is in docs/accuracy.md, so the CNN training "
             "share is used.")},
        {"eff-diffusion", &Assumptions::effDiffusion, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Diffusion U-Nets mix convolutions with attention blocks; an estimate between the CNN and transformer "
             "shares, with no measured case in docs/accuracy.md.")},
        {"eff-volta", &Assumptions::effVolta, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Volta (V100) relative to Ampere: its tensor cores are easier to keep busy (ResNet-50 reaches 23.6 % of "
             "V100's peak against 19.5 % on A100; BERT-large about the same share on both, DeepLearningExamples).")},
        {"eff-turing", &Assumptions::effTuring, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Turing (T4) relative to Ampere: the 70 W T4 lowers its clocks under tensor load (ResNet-50 inference, "
             "DeepLearningExamples: 1,198 images/s, 15 % of its peak).")},
        {"eff-ampere", &Assumptions::effAmpere, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Ampere (A100, RTX 30, RTX A-series): the generation the family shares above are measured on, and the one "
             "used for GPUs of unknown architecture (a bare --peak-tflops).")},
        {"eff-ada", &Assumptions::effAda, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE("assumption", "Ada Lovelace relative to Ampere, from llama.cpp prefill and torchtune "
                                     "fine-tuning on RTX 4090 (docs/accuracy.md).")},
        {"eff-hopper", &Assumptions::effHopper, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Hopper relative to Ampere: H100's peak grew 3.2× over A100's while software kept less of it. llm-foundry "
             "measured MPT-7B at 46.4 % MFU on 8 H100 against 64.2 % on 8 A100 (0.72) and its checkpointed runs at "
             "41–44 % against 50–55 % (0.80–0.85); 0.80 is the middle of its H100 runs. The GEMMs alone keep more: "
             "mamf-finder measured the best BF16 matmul at 80.3 % of peak on H100 SXM and 86.9 % on A100 SXM "
             "(stas00/ml-engineering@744d01e), 0.92. At 0.92 llama.cpp's H100 prompt case comes within tolerance "
             "(0.87 → 0.99 of measured) while OLMo-core's and MaxText's training runs grow 14–20 % more optimistic "
             "(docs/accuracy.md): the rest is the framework.")},
        {"eff-blackwell", &Assumptions::effBlackwell, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Blackwell relative to Ampere, taken equal to Hopper's. mamf-finder measured the best BF16 matmul at "
             "77.6 % of peak on B200, 78.6 % on B300 and 72.9 % on GB200, against 86.9 % on A100 SXM "
             "(stas00/ml-engineering@744d01e): 0.84–0.90. Its cases in docs/accuracy.md, llama.cpp prompts on GeForce "
             "and RTX PRO cards, spread 0.67–1.24 at this value: too wide to set it.")},
        {"eff-cdna", &Assumptions::effCdna, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "AMD CDNA (Instinct) relative to Ampere. mamf-finder measured the best BF16 matmul at 51.4 % of peak on "
             "MI300X, 60.4 % on MI325X and 68.0 % on MI355X, against 86.9 % on A100 SXM "
             "(stas00/ml-engineering@744d01e): 0.59, 0.70 and 0.78; 0.70 is the middle. No case in "
             "docs/accuracy.md sets it: its MI300X runs decode, bound by memory.")},
        {"eff-rdna", &Assumptions::effRdna, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE("assumption", "AMD RDNA (Radeon) relative to Ampere: no measured case; an estimate.")},
        {"eff-fp32-cores", &Assumptions::effFp32Cores, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of the FP32 peak sustained when the math runs on CUDA cores (FP32 without tensor cores), whatever "
             "the model: DeepLearningExamples measured 57 % for ResNet-50 and 82 % for BERT-large on V100.")},
        {"eff-tf32", &Assumptions::effTf32, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "TF32 tensor math relative to 16-bit for CNNs, detectors and U-Nets, of TF32's own (half as high) peak: "
             "their memory-bound layers keep 4-byte activations and run at half speed. A100 ResNet-50 TF32 reaches "
             "0.76 of its AMP share (DeepLearningExamples). Transformers' GEMMs do not slow down so: BERT-large TF32 "
             "reaches 1.09 of its AMP share, so transformers take 1.")},
        {"eff-fp8", &Assumptions::effFp8, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "FP8 tensor math relative to 16-bit, of its own (twice as high) peak: scaling and casting cost, and FP8 "
             "GEMMs need larger matrices to fill the GPU. llm-foundry measured MPT-3B at 27.7 % of H100's FP8 peak "
             "against 46.3 % of its BF16 peak; TensorRT-LLM's FP8 prefill on H100 reached 40 % of it.")},
        {"ggml-without-wgmma", &Assumptions::ggmlWithoutWgmma, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "ggml (llama.cpp) on Hopper and the HBM Blackwells (B200, B300): its kernels use Ampere's mma "
             "instructions, not the warpgroup wgmma or tcgen05 ones, which reach only part of the tensor peak. "
             "FlashAttention-2, written the same way, reaches 35 % of H100's peak against 50–73 % on A100 (Shah et "
             "al. 2024, FlashAttention-3, §1): 0.56. GeForce and RTX PRO Blackwells (sm_120) have no wgmma: mma is "
             "their full-rate path.")},
        {"eff-half-width", &Assumptions::effHalfWidth, 0.0, 1e6, DLRIG_MESSAGE("assumption.unit", "hidden units"),
         DLRIG_MESSAGE(
             "assumption",
             "Transformer hidden size at which the per-token work outside the GEMMs (norms, activations, softmax, "
             "dropout: ∝ hidden) equals the GEMMs' (∝ hidden²) in time: the share is hidden ÷ (hidden + this). "
             "BERT-large (hidden 1,024) trains at 44 % MFU on A100 where MPT-7B (4,096) reaches 64 %.")},
        {"compiled-speedup", &Assumptions::compiledSpeedup, 0.1, 4.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Training steps with compiled kernels (--kernels compiled: torch.compile) relative to eager PyTorch: "
             "fused elementwise work and fewer launches; an inference engine's forward pass has its own factor, "
             "compiled-forward-speedup. torchtune measured Llama 3.2 3B full fine-tuning at 7,075 tokens/s eager and "
             "8,998 compiled on an A100 (+27 %, README optimisation table).")},
        {"compiled-forward-speedup", &Assumptions::compiledForwardSpeedup, 0.1, 4.0,
         DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Forward passes (prefill) of inference engines (--kernels compiled: TensorRT-LLM, LMDeploy's TurboMind, "
             "vLLM) relative to eager PyTorch's, apart from torch.compile's training gain (compiled-speedup): fused "
             "attention, fused QKV and MLP epilogues, no Python between kernels. Engines process a 2,048-token "
             "prompt of a 7B model at 69–73 % of an A100's peak (TensorRT-LLM v0.5 133 ms, LMDeploy v0.1 128 ms). "
             "Shipped equal to compiled-speedup until a source measures eager and engine prefill side by side; "
             "fitted on every source of docs/accuracy.md it is 1.78, with eager forward passes at 0.38.")},
        {"eff-half-tokens", &Assumptions::effHalfTokens, 0.0, 1e6, DLRIG_MESSAGE("assumption.unit", "tokens"),
         DLRIG_MESSAGE(
             "assumption",
             "Tokens per GPU per micro-batch at which transformer GEMMs run at half their large-problem rate: small "
             "matrices leave SMs idle and fixed per-kernel costs dominate. An estimate, not fitted: at 512 tokens it "
             "gives 0.67, which puts llama.cpp's 512-token prefill cases within ±20 % (docs/accuracy.md).")},
        {"eff-half-images", &Assumptions::effHalfImages, 0.0, 1e6, DLRIG_MESSAGE("assumption.unit", "images"),
         DLRIG_MESSAGE(
             "assumption",
             "Images per GPU per batch at which convolutions run at half their large-batch rate. Not set from "
             "a measured case; the batch-1 to batch-32 runs of docs/accuracy.md (Ultralytics' V100, "
             "NVIDIA's T4) now judge it, and fitted on every source it comes out at 3.6.")},
        {"recompute-cost", &Assumptions::recomputeCost, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of the recomputed FLOPs that costs time. Full activation checkpointing repeats the forward pass (a "
             "third more FLOPs), yet measured runs lose about 20 %, not 25 %: torchtune's Llama 3.2 3B runs 21.4 % "
             "slower with it (README optimisation table), llm-foundry's MPT-7B on A100 0.79 × (mostly at larger "
             "micro-batches). 0.75 of the extra FLOPs costs time.")},
        {"qlora-dequant-overhead", &Assumptions::qloraDequantOverhead, 0.0, 5.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Extra step time QLoRA spends dequantising its 4-bit NF4 weights in every forward and backward pass "
             "(bitsandbytes), relative to LoRA on 16-bit weights.")},
        {"quantised-prefill", &Assumptions::quantisedPrefill, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Prefill with int8/int4 weights runs on the 16-bit tensor cores after dequantising: llama.cpp measured "
             "7,980 tokens/s for LLaMA 7B Q4_0 against 11,048 for F16 on an RTX 4090 (PR #4766).")},
        {"bandwidth-efficiency", &Assumptions::memoryBandwidthEfficiency, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Achieved ÷ spec-sheet memory bandwidth of kernels that stream memory: decoding large batches (serving "
             "engines read weights and KV cache at about 80 % of the HBM/GDDR peak) and the memory-bound operators "
             "between the GEMMs (norms, activations, batch norms, the optimizer step); the benchmark tab measures the "
             "real copy rate.")},
        {"decode-gddr-batch1", &Assumptions::decodeGddrBatch1, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of a GDDR card's bandwidth one sequence's decoding reaches: llama.cpp F16 measured 61.0 tokens/s "
             "for LLaMA 7B on an RTX 4090 (82 %) and 48.5 on an RTX 3090 (70 %).")},
        {"decode-hbm-batch1-eager", &Assumptions::decodeHbmBatch1Eager, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "The same on HBM cards with eager PyTorch kernels: one sequence's matrix-vector products cannot keep "
             "enough reads in flight for HBM.")},
        {"decode-hbm-batch1-ggml", &Assumptions::decodeHbmBatch1Ggml, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "The same with llama.cpp's own matrix-vector kernels (llama.cpp, Llama 3 8B F16: 42 % on A100 SXM, "
             "54 % on H100 PCIe).")},
        {"decode-hbm-batch1-compiled", &Assumptions::decodeHbmBatch1Compiled, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "The same with compiled kernels and CUDA graphs: gpt-fast measured 1,397 GB/s on an A100-80GB (69 %), "
             "TensorRT-LLM GPT-J 6B FP16 111 tokens/s (66 %).")},
        {"decode-fp8", &Assumptions::decodeFp8, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Bandwidth share of FP8 weights relative to 16-bit when decoding (block scales and promotion cost): "
             "DeepGEMM's FP8 GEMMs of 64 and 128 rows stream a median 2,300 GB/s of an H800's 3,350 (0.69), "
             "against the 0.80 of 16-bit reads (README at 4cc65af): 0.86.")},
        {"decode-int8", &Assumptions::decodeInt8, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Bandwidth share of int8 weights relative to 16-bit when decoding (dequantising costs): gpt-fast "
             "measured 1,069 against 1,397 GB/s on A100 (0.77).")},
        {"decode-int4", &Assumptions::decodeInt4, 0.01, 2.0, DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "The same for int4 weights: gpt-fast 863 against 1,397 GB/s (0.62), llama.cpp Q4_0 against F16 on an "
             "RTX 3090 0.71.")},
        {"eager-operator-us", &Assumptions::eagerOperatorUs, 0.0, 10000.0, DLRIG_MESSAGE("assumption.unit", "µs"),
         DLRIG_MESSAGE("assumption",
                       "Host time to issue one PyTorch operator in eager mode (Python, the dispatcher, "
                       "cudaLaunchKernel). An inference step takes at least layers × operators per layer × this, "
                       "counted in the frameworks' code: 46 per Llama layer in Hugging Face transformers' modules "
                       "(--kernels hf), 25 in fused eager layers such as AutoAWQ's (--kernels eager); a CNN's whole "
                       "forward pass, 175 for ResNet-50 (230 under AMP, whose autocast casts each weight) and 182 for "
                       "YOLOv5s. PyTorch issue #82793 measured 4 µs per operator (PyTorch 1.12) and Torch-FL pull "
                       "request #27 8 µs for an add on an A100 host; module calls and a slower host add to it (a "
                       "2016 DGX-1 with PyTorch 1.9 took 10.4 ms for ResNet-50 at batch 1).")},
        {"dispatch-ggml-us", &Assumptions::dispatchGgmlUs, 0.0, 100000.0, DLRIG_MESSAGE("assumption.unit", "µs"),
         DLRIG_MESSAGE("assumption",
                       "The same for llama.cpp's C++ graph. Default 0: see docs/accuracy.md, 'Host dispatch'.")},
        {"expert-hot-share", &Assumptions::expertHotShare, 0.001, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE("assumption",
                       "Share of a layer's routed experts that a decoding step's tokens go to, uniformly among "
                       "them. 1 is uniform routing, what load balancing trains for (Switch Transformer's auxiliary "
                       "loss, DeepSeek-V3's bias balancing); a skewed workload touches fewer experts, so a step "
                       "reads fewer weights.")},
        {"graph-kernel-us", &Assumptions::graphKernelUs, 0.0, 1000.0, DLRIG_MESSAGE("assumption.unit", "µs"),
         DLRIG_MESSAGE("assumption",
                       "GPU time each kernel of a step issued as a graph (llama.cpp; CUDA graphs under --kernels "
                       "compiled) adds to its reads and math: the start and the drain of back-to-back kernels, which "
                       "CUDA graphs do not remove. A step runs layers × the nodes llama.cpp's graph builds per layer "
                       "(19 for a dense Llama layer, 11 + experts per token + 5 shared for a mixture-of-experts FFN, "
                       "src/models and build_moe_ffn), or the kernels of vLLM's layer (9 for Llama, 13 with a "
                       "FusedMoE FFN, 17 with shared experts). An estimate of the size "
                       "of the launch gaps CUDA graphs removed from llama.cpp (issue #6763: 143.35 to 163.83 "
                       "tokens/s for Llama 2 7B on an H100 PCIe, 0.88 ms over about 610 kernels, 1.4 µs each); "
                       "fitted on every source of docs/accuracy.md it is 1.2 µs.")},
        {"dispatch-compiled-us", &Assumptions::dispatchCompiledUs, 0.0, 100000.0,
         DLRIG_MESSAGE("assumption.unit", "µs"),
         DLRIG_MESSAGE("assumption",
                       "The same for CUDA graphs, TensorRT and vLLM, which replay a captured step with one launch: "
                       "near zero. Default 0: see docs/accuracy.md, 'Host dispatch'.")},
        {"prefill-chunk-tokens", &Assumptions::prefillChunkTokens, 1.0, 1e7, DLRIG_MESSAGE("assumption.unit", "tokens"),
         DLRIG_MESSAGE("assumption",
                       "Tokens a serving engine (compiled kernels: vLLM, SGLang, TensorRT-LLM) prefills in one step: "
                       "longer prompts and many users' prompts are split into chunks of this size, so the activations "
                       "of a step hold at most this many tokens. vLLM's default max_num_batched_tokens for vllm serve "
                       "on GPUs of 70 GiB or more (EngineArgs.get_batch_defaults; 2,048 on smaller GPUs), SGLang's "
                       "chunked_prefill_size on H100-class GPUs. Eager and Hugging Face runs prefill the whole "
                       "batch at once.")},
        {"ggml-ubatch-tokens", &Assumptions::ggmlUbatchTokens, 1.0, 1e7, DLRIG_MESSAGE("assumption.unit", "tokens"),
         DLRIG_MESSAGE("assumption",
                       "Tokens llama.cpp (--kernels ggml) puts through its graph at once when it processes a prompt "
                       "(its physical batch, n_ubatch, -ub): a longer prompt runs in pieces of this size, each "
                       "piece's matrix products see only its rows, and the graph is issued once per piece. 512 is "
                       "the default of llama-server, llama-cli and llama-bench (common/common.h; cmd_params_defaults "
                       "in tools/llama-bench); set it to what the run used, e.g. -ub 2048.")},
        {"mlm-scored-fraction", &Assumptions::mlmScoredFraction, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE("assumption",
                       "Share of a masked-language model's positions (BERT) that pre-training runs the vocabulary "
                       "head and its loss on. Google's BERT gathers the 15 % it masks before the head "
                       "(run_pretraining.py, gather_indexes; Devlin et al. 2019, §3.1), as NVIDIA's PyTorch BERT does "
                       "since 2021 (sequence_output_is_dense); NVIDIA's PyTorch BERT of 2020 (DeepLearningExamples "
                       "5cc03caa, modeling.py: BertPreTrainingHeads on the whole sequence_output) scores every "
                       "position: 1.")},
        {"cuda-context-gib", &Assumptions::cudaContextGiB, 0.0, 64.0, DLRIG_MESSAGE("assumption.unit", "GiB"),
         DLRIG_MESSAGE(
             "assumption",
             "GPU memory each process takes before any tensor: the CUDA context, cuBLAS/cuDNN workspaces and loaded "
             "kernels. Hugging Face's 'Model training anatomy' measured 1,343 MB on a V100; vLLM reports 1.79 GiB of "
             "non-torch memory on an 80 GB GPU.")},
        {"allocator-fraction", &Assumptions::allocatorFraction, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Memory PyTorch's caching allocator reserves beyond the live tensors (fragmentation, cached blocks), as a "
             "fraction of them. torchtune's LoRA tutorial logs 13.96 GB allocated against 13.98 GB reserved after "
             "loading Llama 2 7B; 5 % is an estimate that leaves room for training's churn.")},
        {"qlora-dequant-buffers", &Assumptions::qloraDequantBuffers, 0.0, 64.0,
         DLRIG_MESSAGE("assumption.unit", "layers"),
         DLRIG_MESSAGE("assumption",
                       "Largest linear layers QLoRA holds dequantised in 16 bits at once (the forward and backward of "
                       "one layer): an estimate from bitsandbytes dequantising one weight per matmul call.")},
        {"ram-per-vram", &Assumptions::ramPerVram, 0.0, 16.0, DLRIG_MESSAGE("assumption.unit", "ratio"),
         DLRIG_MESSAGE(
             "assumption",
             "System RAM per byte of total GPU memory, so checkpoints load and data loaders have room: dlrig's default "
             "rule RAM ≥ 1.5 × total VRAM.")},
        {"ram-per-vram-serving", &Assumptions::ramPerVramServing, 0.0, 16.0, DLRIG_MESSAGE("assumption.unit", "ratio"),
         DLRIG_MESSAGE("assumption",
                       "The same for inference, which keeps no optimizer states or data loaders in host memory: "
                       "room to load weights as large as the GPUs' memory. NVIDIA's serving machines have about "
                       "this much: DGX B200 2 TB for 1.44 TB of GPU memory (1.39 ×), GB200 NVL72 17 TB for "
                       "13.5 TB (1.28 ×).")},
        {"cpu-cores-per-gpu-vision", &Assumptions::cpuCoresPerGpuVision, 0.0, 256.0,
         DLRIG_MESSAGE("assumption.unit", "cores"),
         DLRIG_MESSAGE(
             "assumption",
             "CPU cores per GPU for image decoding and augmentation (vision workloads). NVIDIA's DGX A100 provisions "
             "16 cores per GPU; dlrig assumes half of that suffices for a workstation.")},
        {"cpu-cores-per-gpu-language", &Assumptions::cpuCoresPerGpuLanguage, 0.0, 256.0,
         DLRIG_MESSAGE("assumption.unit", "cores"),
         DLRIG_MESSAGE(
             "assumption",
             "CPU cores per GPU for tokenised text, whose loading is light: one data-loader process, the launcher "
             "and headroom for the optimizer step when offloaded.")},
        {"checkpoints-kept", &Assumptions::checkpointsKept, 0.0, 1000.0,
         DLRIG_MESSAGE("assumption.unit", "checkpoints"),
         DLRIG_MESSAGE("assumption",
                       "Training checkpoints kept on disk at once (model weights plus optimizer states each).")},
        {"int4-group-size", &Assumptions::int4GroupSize, 8.0, 65536.0,
         DLRIG_MESSAGE("assumption.unit", "weights per group"),
         DLRIG_MESSAGE(
             "assumption",
             "Weights sharing one fp16 scale and one fp16 zero point in int4 quantisation; 128 is the GPTQ and AWQ "
             "default (Frantar et al. 2022; Lin et al. 2023).")},
        {"offload-buffer-factor", &Assumptions::offloadBufferFactor, 1.0, 4.0,
         DLRIG_MESSAGE("assumption.unit", "factor"),
         DLRIG_MESSAGE(
             "assumption",
             "Extra host memory DeepSpeed's estimators allow for offloaded states (additional_buffer_factor = 1.5 in "
             "deepspeed.runtime.zero estimate_zero2/3_model_states_mem_needs).")},
        {"images-per-core", &Assumptions::imagesPerCorePerSecond, 1.0, 1e5,
         DLRIG_MESSAGE("assumption.unit", "images/s per core"),
         DLRIG_MESSAGE(
             "assumption",
             "JPEG decode, random-resized crop, flip and normalise per CPU core. PyTorch's reference ImageNet loader "
             "sustains roughly 100–200 images/s per worker process; measure yours in the benchmark tab.")},
        {"tokens-per-core", &Assumptions::tokensPerCorePerSecond, 1.0, 1e10,
         DLRIG_MESSAGE("assumption.unit", "tokens/s per core"),
         DLRIG_MESSAGE(
             "assumption",
             "Pre-tokenised text read from memory-mapped shards per CPU core; loading is light next to the GPUs.")},
        {"image-bytes-on-disk", &Assumptions::imageBytesOnDisk, 1.0, 1e9, DLRIG_MESSAGE("assumption.unit", "bytes"),
         DLRIG_MESSAGE(
             "assumption",
             "Average stored image: ImageNet-1k's training set is 138 GB of JPEGs for 1,281,167 images = 107,713 bytes "
             "(image-net.org ILSVRC2012 download page).")},
        {"image-bytes-to-device", &Assumptions::imageBytesToDevice, 1.0, 1e9, DLRIG_MESSAGE("assumption.unit", "bytes"),
         DLRIG_MESSAGE("assumption", "What crosses PCIe per image: a normalised 3×224×224 fp32 tensor (PyTorch's "
                                     "reference pipeline) = 602,112.")},
        {"host-memory-passes", &Assumptions::hostMemoryPassesPerSample, 0.0, 1000.0,
         DLRIG_MESSAGE("assumption.unit", "passes"),
         DLRIG_MESSAGE("assumption",
                       "Times a sample's bytes cross system RAM while decoded, augmented, collated and pinned.")},
        {"ram-bandwidth-efficiency", &Assumptions::ramBandwidthEfficiency, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Achieved ÷ theoretical DRAM bandwidth (channels × MT/s × 8 B); STREAM typically reaches 60–80 %.")},
        {"pcie-efficiency", &Assumptions::pcieEfficiency, 0.01, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE("assumption",
                       "Achieved ÷ raw PCIe bandwidth for host-to-device copies after protocol overhead.")},
        {"allreduce-efficiency", &Assumptions::allReduceEfficiency, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "NCCL bus bandwidth ÷ link peak for large all-reduces (nccl-tests' busbw typically 70–90 % of peak).")},
        {"collective-latency-us", &Assumptions::collectiveLatencyUs, 0.0, 10000.0,
         DLRIG_MESSAGE("assumption.unit", "µs"),
         DLRIG_MESSAGE(
             "assumption",
             "Fixed time of one collective or send between GPUs, added to bytes ÷ bandwidth (twice it across the "
             "network): what makes tensor parallelism costly when decoding small batches. Measured: NCCL's 8-GPU "
             "all-reduce of 1–8 KB took 26–27 µs on an H100 node, 30 µs on H200 and 43–45 µs on A100 (nccl-tests bus "
             "bandwidth at 1 KB–8 KB, Azure/AI-benchmarking-guide@8fd0c6e, ND H100/H200 v5 and A100 v4 results); "
             "serving engines' own all-reduce kernels for small messages are faster, so 25. Across nodes a "
             "collective pays the node's part and the network's hop, measured at 19–20 µs for 8–64 bytes between "
             "two A100s in two nodes over HDR InfiniBand (NVIDIA/nccl-tests issue 150): about twice.")},
        {"overlap-efficiency", &Assumptions::overlapEfficiency, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Share of the compute time that hides data-parallel and ZeRO traffic running beside it. NCCL kernels take "
             "SMs and memory bandwidth from the math, so overlap is never perfect: Narayanan et al. 2021 (Figure 10) "
             "measured ZeRO-3 70 % behind PTD-P on 768 A100s, where perfect overlap would hide its traffic. An "
             "estimate "
             "between none (0) and perfect (1), not fitted to that run.")},
        {"step-jitter", &Assumptions::stepJitter, 0.0, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Step-time variation of one GPU (σ ÷ mean): a synchronous data-parallel step waits for the slowest GPU, "
             "about σ·√(2 ln n) above the mean for n GPUs. DeepLearningExamples' ResNet-50 runs lose 2–16 % from one "
             "to "
             "eight A100s; MosaicML's MPT runs 1–2 % more from 8 to 128 GPUs.")},
        {"storage-read-efficiency", &Assumptions::storageReadEfficiency, 0.01, 1.0,
         DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE("assumption",
                       "Sustained dataset reads ÷ the drive's sequential-read spec (files, not one stream).")},
        {"platform-watts", &Assumptions::platformWatts, 0.0, 10000.0, DLRIG_MESSAGE("assumption.unit", "W"),
         DLRIG_MESSAGE("assumption", "Motherboard, fans and pump of a workstation at load.")},
        {"watts-per-dimm", &Assumptions::wattsPerDimm, 0.0, 100.0, DLRIG_MESSAGE("assumption.unit", "W"),
         DLRIG_MESSAGE("assumption",
                       "One DDR4/DDR5 DIMM under load; server RDIMMs draw roughly 3–10 W, dlrig assumes 5 W.")},
        {"watts-per-drive", &Assumptions::wattsPerDrive, 0.0, 100.0, DLRIG_MESSAGE("assumption.unit", "W"),
         DLRIG_MESSAGE("assumption", "A drive whose datasheet gives no active power.")},
        {"psu-max-load", &Assumptions::psuMaxLoad, 0.1, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE(
             "assumption",
             "Highest share of its rating a PSU should carry at peak, leaving room for GPU power excursions (ATX 3.x "
             "asks PSUs to ride through 200 % GPU transients) and ageing.")},
        {"psu-efficiency", &Assumptions::psuEfficiency, 0.5, 1.0, DLRIG_MESSAGE("assumption.unit", "fraction"),
         DLRIG_MESSAGE("assumption", "PSU efficiency at typical load (80 PLUS Platinum: 92 % at 50 % load, 115 V).")},
    };
    return table;
}

void setAssumption(Assumptions &assumptions, std::string_view key, std::string_view text)
{
    for (const AssumptionInfo &info : assumptionTable()) {
        if (info.key != key)
            continue;
        double value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < info.minimum ||
            value > info.maximum) {
            char low[32];
            char high[32];
            std::snprintf(low, sizeof low, "%g", info.minimum);
            std::snprintf(high, sizeof high, "%g", info.maximum);
            throw InputError("--assume", Message{DLRIG_MESSAGE("input", "--assume {key}: '{text}' is not a number "
                                                                        "between {low} and {high} ({unit})"),
                                                 {{"key", std::string(key)},
                                                  {"text", std::string(text)},
                                                  {"low", std::string(low)},
                                                  {"high", std::string(high)},
                                                  {"unit", info.unit}}});
        }
        assumptions.*info.member = value;
        return;
    }
    std::string keys;
    for (const AssumptionInfo &info : assumptionTable())
        keys += (keys.empty() ? "" : ", ") + std::string(info.key);
    throw InputError("--assume",
                     Message{DLRIG_MESSAGE("input", "--assume: unknown key '{key}' (expected one of {keys})"),
                             {{"key", std::string(key)}, {"keys", keys}}});
}

} // namespace dlrig::core
