<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BuildCommands</name>
    <message>
        <location filename="../../ui/build/buildcommands.cpp" line="22"/>
        <source>Change quantity of %1</source>
        <translation>修改 %1 的数量</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildcommands.cpp" line="52"/>
        <source>Replace %1 with %2</source>
        <translation>将 %1 换成 %2</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildcommands.cpp" line="71"/>
        <source>Add %1</source>
        <translation>添加 %1</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildcommands.cpp" line="89"/>
        <source>Change costs and use</source>
        <translation>修改成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildcommands.cpp" line="107"/>
        <source>Remove %1</source>
        <translation>移除 %1</translation>
    </message>
</context>
<context>
    <name>CatalogCommands</name>
    <message>
        <location filename="../../ui/catalog/catalogcommands.cpp" line="17"/>
        <source>Set the price of %1 to %2</source>
        <translation>将 %1 的价格设为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogcommands.cpp" line="40"/>
        <source>Add %1 to the catalog</source>
        <translation>将 %1 加入目录</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="56"/>
        <source>Untitled build</source>
        <translation>未命名配置</translation>
    </message>
    <message>
        <location filename="../../app/dlrig_main.cpp" line="89"/>
        <source>dlrig cannot start</source>
        <translation>dlrig 无法启动</translation>
    </message>
</context>
<context>
    <name>analysis.budget.over</name>
    <message>
        <location filename="../../core/build/analysis.cpp" line="27"/>
        <source>The build costs {total}, {over} ({percent} %) over the budget of {budget}.</source>
        <translation>整机价格 {total}，超出预算 {budget} 共 {over}（{percent} %）。</translation>
    </message>
</context>
<context>
    <name>analysis.deadline.missed</name>
    <message>
        <location filename="../../core/build/analysis.cpp" line="48"/>
        <source>Training on {tokens} tokens or samples takes {days} days at the estimated rate and up to {low} days at the low end of its range: more than the {max} days the scenario allows.</source>
        <translation>按估计速率训练完 {tokens} 个 token 或样本需要 {days} 天，按范围下限最多需要 {low} 天：超过了场景允许的 {max} 天。</translation>
    </message>
</context>
<context>
    <name>assumption</name>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="15"/>
        <source>One flat model FLOPs utilisation for every workload and GPU, replacing the efficiency model below; 0 (the default) uses the model. For comparing with a figure you trust, not for everyday use.</source>
        <translation>对所有工作负载和 GPU 统一使用的单一模型 FLOPs 利用率，取代下方的效率模型；0（默认值）表示使用该效率模型。用于与你信任的某个数值做对比，不建议日常使用。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="20"/>
        <source>Multiplies every compute efficiency: 1 for a healthy GPU. The benchmark tab sets it to the measured GEMM share of the peak ÷ the share a healthy GPU of that kind reaches.</source>
        <translation>乘到所有计算效率上：状态正常的 GPU 取 1。基准测试页会将其设为实测 GEMM 达到的峰值占比 ÷ 同型号正常 GPU 所能达到的占比。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="37"/>
        <source>The same for a forward pass only (inference prefill, batched serving): no backward pass or optimizer step. TensorRT-LLM v0.5 measured LLaMA 7B&apos;s 2,048-token prompt in 133 ms on an A100 (FP16), 69 % of the peak (docs/source/performance.md): 0.85 × 0.85 (hidden 4,096) × 0.89 (2,048 tokens).</source>
        <translation>同上，但仅含前向传播（推理预填充、批量服务）：没有反向传播和优化器步骤。TensorRT-LLM v0.5 在 A100（FP16）上实测 LLaMA 7B 处理 2,048 token 的提示词耗时 133 ms，达到峰值的 69 %（docs/source/performance.md）：0.85 × 0.85（隐藏维度 4,096）× 0.89（2,048 token）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="44"/>
        <source>Share of the dense 16-bit peak a CNN&apos;s convolutions sustain on an Ampere datacentre GPU, training or inferring: the backward pass runs the same cuDNN convolutions, and fitted apart on every measured source the two shares came out equal. Its batch norms, ReLUs and shortcut additions are timed apart, as bytes at bandwidth-efficiency. NVIDIA DeepLearningExamples measured ResNet-50 training at 2,470 images/s on one A100-80GB with AMP (0.405 ms an image, 19.5 % of 312 TFLOPS in all): its 244 MB of batch norm, ReLU and addition traffic take 0.150 ms at 80 % of 2,039 GB/s, leaving 0.255 ms for 24.5 GFLOP, 0.31 of the peak; inference at batch 256 (MXNet) at 7,910 images/s, 0.33 once its 78 MB an image are taken out; 0.29 suits the V100 rows too.</source>
        <translation>CNN 的卷积在 Ampere 数据中心 GPU 上可持续达到的稠密 16 位峰值占比，训练与推理相同：反向传播运行的是同样的 cuDNN 卷积，在全部实测来源上分开拟合时两者的占比也相等。批归一化、ReLU 和残差相加另行计时，按访存字节数和 bandwidth-efficiency 计算。NVIDIA DeepLearningExamples 在单张 A100-80GB 上使用 AMP 实测 ResNet-50 训练为 2,470 张图像/秒（每张 0.405 ms，合计为 312 TFLOPS 的 19.5 %）：其中批归一化、ReLU 和相加的 244 MB 访存以 2,039 GB/s 的 80 % 计需 0.150 ms，剩下 0.255 ms 完成 24.5 GFLOP，即峰值的 0.31；批大小 256 的推理（MXNet）为 7,910 张图像/秒，扣除每张 78 MB 的访存后为 0.33；取 0.29 也兼顾 V100 数据。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="55"/>
        <source>Detectors (YOLO) train and infer like CNNs; no measured case is in docs/accuracy.md, so the CNN training share is used.</source>
        <translation>检测器（YOLO）的训练和推理特性与 CNN 相同；docs/accuracy.md 中没有实测案例，因此沿用 CNN 的训练占比。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="60"/>
        <source>Diffusion U-Nets mix convolutions with attention blocks; an estimate between the CNN and transformer shares, with no measured case in docs/accuracy.md.</source>
        <translation>扩散模型的 U-Net 混合了卷积与注意力模块；取介于 CNN 与 Transformer 占比之间的估计值，docs/accuracy.md 中没有实测案例。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="65"/>
        <source>Volta (V100) relative to Ampere: its tensor cores are easier to keep busy (ResNet-50 reaches 23.6 % of V100&apos;s peak against 19.5 % on A100; BERT-large about the same share on both, DeepLearningExamples).</source>
        <translation>Volta（V100）相对 Ampere 的系数：其 Tensor Core 更容易保持满载（ResNet-50 在 V100 上达到峰值的 23.6 %，在 A100 上为 19.5 %；BERT-large 在两者上的占比大致相同，数据来自 DeepLearningExamples）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="70"/>
        <source>Turing (T4) relative to Ampere: the 70 W T4 lowers its clocks under tensor load (ResNet-50 inference, DeepLearningExamples: 1,198 images/s, 15 % of its peak).</source>
        <translation>Turing（T4）相对 Ampere 的系数：70 W 的 T4 在 Tensor Core 负载下会降频（ResNet-50 推理，DeepLearningExamples：1,198 张图像/秒，为其峰值的 15 %）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="75"/>
        <source>Ampere (A100, RTX 30, RTX A-series): the generation the family shares above are measured on, and the one used for GPUs of unknown architecture (a bare --peak-tflops).</source>
        <translation>Ampere（A100、RTX 30、RTX A 系列）：上述各类模型的占比均在这一代上实测得出；架构未知的 GPU（仅给出 --peak-tflops）也按这一代计算。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="80"/>
        <source>Ada Lovelace relative to Ampere, from llama.cpp prefill and torchtune fine-tuning on RTX 4090 (docs/accuracy.md).</source>
        <translation>Ada Lovelace 相对 Ampere 的系数，依据 RTX 4090 上 llama.cpp 预填充和 torchtune 微调的结果（docs/accuracy.md）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="83"/>
        <source>Hopper relative to Ampere: H100&apos;s peak grew 3.2× over A100&apos;s while software kept less of it. llm-foundry measured MPT-7B at 46.4 % MFU on 8 H100 against 64.2 % on 8 A100 (0.72) and its checkpointed runs at 41–44 % against 50–55 % (0.80–0.85); 0.80 is the middle of its H100 runs. The GEMMs alone keep more: mamf-finder measured the best BF16 matmul at 80.3 % of peak on H100 SXM and 86.9 % on A100 SXM (stas00/ml-engineering@744d01e), 0.92. At 0.92 llama.cpp&apos;s H100 prompt case comes within tolerance (0.87 → 0.99 of measured) while OLMo-core&apos;s and MaxText&apos;s training runs grow 14–20 % more optimistic (docs/accuracy.md): the rest is the framework.</source>
        <translation>Hopper 相对 Ampere 的系数：H100 的峰值是 A100 的 3.2 倍，软件却只用上了其中较小的一部分。llm-foundry 实测 MPT-7B 在 8 块 H100 上的 MFU 为 46.4 %，在 8 块 A100 上为 64.2 %（0.72）；开启检查点的运行为 41–44 % 对 50–55 %（0.80–0.85）；0.80 取其 H100 各次运行的中间值。单看 GEMM 保留得更多：mamf-finder 实测最佳 BF16 矩阵乘在 H100 SXM 上达到峰值的 80.3 %，在 A100 SXM 上为 86.9 %（stas00/ml-engineering@744d01e），即 0.92。取 0.92 时，llama.cpp 在 H100 上的提示处理案例进入容差范围（实测值的 0.87 → 0.99），而 OLMo-core 和 MaxText 的训练运行会再乐观 14–20 %（docs/accuracy.md）：其余差距来自框架。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="107"/>
        <source>AMD RDNA (Radeon) relative to Ampere: no measured case; an estimate.</source>
        <translation>AMD RDNA（Radeon）相对 Ampere 的系数：没有实测案例；为估计值。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="109"/>
        <source>Share of the FP32 peak sustained when the math runs on CUDA cores (FP32 without tensor cores), whatever the model: DeepLearningExamples measured 57 % for ResNet-50 and 82 % for BERT-large on V100.</source>
        <translation>计算在 CUDA 核心上运行（FP32，不使用 Tensor Core）时可持续达到的 FP32 峰值占比，与模型无关：DeepLearningExamples 在 V100 上实测 ResNet-50 为 57 %，BERT-large 为 82 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="114"/>
        <source>TF32 tensor math relative to 16-bit for CNNs, detectors and U-Nets, of TF32&apos;s own (half as high) peak: their memory-bound layers keep 4-byte activations and run at half speed. A100 ResNet-50 TF32 reaches 0.76 of its AMP share (DeepLearningExamples). Transformers&apos; GEMMs do not slow down so: BERT-large TF32 reaches 1.09 of its AMP share, so transformers take 1.</source>
        <translation>CNN、检测器和 U-Net 使用 TF32 Tensor Core 计算时相对 16 位的系数，以 TF32 自身（只有一半高）的峰值为基准：这些模型中受访存限制的层保留 4 字节激活值，只能以一半速度运行。A100 上 ResNet-50 的 TF32 占比为其 AMP 占比的 0.76（DeepLearningExamples）。Transformer 的 GEMM 不会这样变慢：BERT-large 的 TF32 占比达到其 AMP 占比的 1.09，因此 Transformer 取 1。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="121"/>
        <source>FP8 tensor math relative to 16-bit, of its own (twice as high) peak: scaling and casting cost, and FP8 GEMMs need larger matrices to fill the GPU. llm-foundry measured MPT-3B at 27.7 % of H100&apos;s FP8 peak against 46.3 % of its BF16 peak; TensorRT-LLM&apos;s FP8 prefill on H100 reached 40 % of it.</source>
        <translation>FP8 Tensor Core 计算相对 16 位的系数，以 FP8 自身（高一倍）的峰值为基准：缩放和类型转换有开销，且 FP8 GEMM 需要更大的矩阵才能占满 GPU。llm-foundry 实测 MPT-3B 达到 H100 FP8 峰值的 27.7 %，而 BF16 下为其 BF16 峰值的 46.3 %；TensorRT-LLM 在 H100 上的 FP8 预填充达到 FP8 峰值的 40 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="135"/>
        <source>Transformer hidden size at which the per-token work outside the GEMMs (norms, activations, softmax, dropout: ∝ hidden) equals the GEMMs&apos; (∝ hidden²) in time: the share is hidden ÷ (hidden + this). BERT-large (hidden 1,024) trains at 44 % MFU on A100 where MPT-7B (4,096) reaches 64 %.</source>
        <translation>使 GEMM 之外的逐 token 计算（归一化、激活函数、softmax、dropout：∝ hidden）与 GEMM 本身（∝ hidden²）耗时相等的 Transformer 隐藏维度：占比 = hidden ÷ (hidden + 此值)。BERT-large（hidden 1,024）在 A100 上训练为 44 % MFU，而 MPT-7B（4,096）达到 64 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="158"/>
        <source>Tokens per GPU per micro-batch at which transformer GEMMs run at half their large-problem rate: small matrices leave SMs idle and fixed per-kernel costs dominate. An estimate, not fitted: at 512 tokens it gives 0.67, which puts llama.cpp&apos;s 512-token prefill cases within ±20 % (docs/accuracy.md).</source>
        <translation>每 GPU 每个微批次的 token 数，在此规模下 Transformer GEMM 的速度降到大规模问题时的一半：小矩阵会让 SM 空闲，每个 kernel 的固定开销占主导。这是估计值，未经拟合：在 512 token 时得到 0.67，使 llama.cpp 的 512 token 预填充案例误差落在 ±20 % 以内（docs/accuracy.md）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="170"/>
        <source>Share of the recomputed FLOPs that costs time. Full activation checkpointing repeats the forward pass (a third more FLOPs), yet measured runs lose about 20 %, not 25 %: torchtune&apos;s Llama 3.2 3B runs 21.4 % slower with it (README optimisation table), llm-foundry&apos;s MPT-7B on A100 0.79 × (mostly at larger micro-batches). 0.75 of the extra FLOPs costs time.</source>
        <translation>重计算的 FLOPs 中实际耗费时间的比例。完整的激活值重计算会重复一次前向传播（FLOPs 增加三分之一），但实测运行只慢约 20 %，而非 25 %：torchtune 的 Llama 3.2 3B 开启后慢 21.4 %（README 中的优化表格），llm-foundry 的 MPT-7B 在 A100 上为 0.79 ×（多数在更大的微批次下）。额外 FLOPs 中有 0.75 耗费时间。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="178"/>
        <source>Extra step time QLoRA spends dequantising its 4-bit NF4 weights in every forward and backward pass (bitsandbytes), relative to LoRA on 16-bit weights.</source>
        <translation>相对于在 16 位权重上做 LoRA，QLoRA 在每次前向和反向传播中反量化其 4 位 NF4 权重（bitsandbytes）所额外增加的单步时间。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="183"/>
        <source>Prefill with int8/int4 weights runs on the 16-bit tensor cores after dequantising: llama.cpp measured 7,980 tokens/s for LLaMA 7B Q4_0 against 11,048 for F16 on an RTX 4090 (PR #4766).</source>
        <translation>使用 int8/int4 权重的预填充需先反量化，再在 16 位 Tensor Core 上运行：llama.cpp 在 RTX 4090 上实测 LLaMA 7B Q4_0 为 7,980 token/秒，F16 为 11,048（PR #4766）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="196"/>
        <source>Share of a GDDR card&apos;s bandwidth one sequence&apos;s decoding reaches: llama.cpp F16 measured 61.0 tokens/s for LLaMA 7B on an RTX 4090 (82 %) and 48.5 on an RTX 3090 (70 %).</source>
        <translation>单条序列解码所能达到的 GDDR 显卡带宽占比：llama.cpp F16 实测 LLaMA 7B 在 RTX 4090 上为 61.0 token/秒（82 %），在 RTX 3090 上为 48.5（70 %）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="202"/>
        <source>The same on HBM cards with eager PyTorch kernels: one sequence&apos;s matrix-vector products cannot keep enough reads in flight for HBM.</source>
        <translation>同上，适用于使用 PyTorch eager kernel 的 HBM 显卡：单条序列的矩阵-向量乘无法让足够多的读请求同时在途，喂不饱 HBM。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="208"/>
        <source>The same with llama.cpp&apos;s own matrix-vector kernels (llama.cpp, Llama 3 8B F16: 42 % on A100 SXM, 54 % on H100 PCIe).</source>
        <translation>同上，适用于 llama.cpp 自带的矩阵-向量 kernel（llama.cpp，Llama 3 8B F16：A100 SXM 上为 42 %，H100 PCIe 上为 54 %）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="235"/>
        <source>Host time to issue one PyTorch operator in eager mode (Python, the dispatcher, cudaLaunchKernel). An inference step takes at least layers × operators per layer × this, counted in the frameworks&apos; code: 46 per Llama layer in Hugging Face transformers&apos; modules (--kernels hf), 25 in fused eager layers such as AutoAWQ&apos;s (--kernels eager); a CNN&apos;s whole forward pass, 175 for ResNet-50 (230 under AMP, whose autocast casts each weight) and 182 for YOLOv5s. PyTorch issue #82793 measured 4 µs per operator (PyTorch 1.12) and Torch-FL pull request #27 8 µs for an add on an A100 host; module calls and a slower host add to it (a 2016 DGX-1 with PyTorch 1.9 took 10.4 ms for ResNet-50 at batch 1).</source>
        <translation>eager 模式下主机发出一个 PyTorch 算子所需的时间（Python、调度器、cudaLaunchKernel）。一个推理步至少需要 层数 × 每层算子数 × 该值，算子数按各框架代码统计：Hugging Face transformers 模块每个 Llama 层 46 个（--kernels hf），AutoAWQ 等融合的 eager 层 25 个（--kernels eager）；CNN 则按整个前向计算，ResNet-50 为 175 个（AMP 下为 230 个，autocast 会逐个转换权重），YOLOv5s 为 182 个。PyTorch issue #82793 测得每个算子 4 µs（PyTorch 1.12），Torch-FL pull request #27 在 A100 主机上测得一次 add 为 8 µs；模块调用和较慢的主机还会增加这一时间（2016 年的 DGX-1 配 PyTorch 1.9，批大小 1 的 ResNet-50 需要 10.4 ms）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="245"/>
        <source>The same for llama.cpp&apos;s C++ graph. Default 0: see docs/accuracy.md, &apos;Host dispatch&apos;.</source>
        <translation>同上，适用于 llama.cpp 的 C++ 计算图。默认为 0，见 docs/accuracy.md 的“Host dispatch”一节。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="248"/>
        <source>Share of a layer&apos;s routed experts that a decoding step&apos;s tokens go to, uniformly among them. 1 is uniform routing, what load balancing trains for (Switch Transformer&apos;s auxiliary loss, DeepSeek-V3&apos;s bias balancing); a skewed workload touches fewer experts, so a step reads fewer weights.</source>
        <translation>一个解码步的 token 所路由到的、一层中路由专家的比例，token 在这些专家之间均匀分配。1 表示均匀路由，即负载均衡训练的目标（Switch Transformer 的辅助损失、DeepSeek-V3 的偏置均衡）；路由偏斜的负载触及的专家更少，因此每步读取的权重也更少。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="254"/>
        <source>GPU time each kernel of a step issued as a graph (llama.cpp; CUDA graphs under --kernels compiled) adds to its reads and math: the start and the drain of back-to-back kernels, which CUDA graphs do not remove. A step runs layers × the nodes llama.cpp&apos;s graph builds per layer (19 for a dense Llama layer, 11 + experts per token + 5 shared for a mixture-of-experts FFN, src/models and build_moe_ffn), or the kernels of vLLM&apos;s layer (9 for Llama, 13 with a FusedMoE FFN, 17 with shared experts). An estimate of the size of the launch gaps CUDA graphs removed from llama.cpp (issue #6763: 143.35 to 163.83 tokens/s for Llama 2 7B on an H100 PCIe, 0.88 ms over about 610 kernels, 1.4 µs each); fitted on every source of docs/accuracy.md it is 1.2 µs.</source>
        <translation>以图方式下发的一步（llama.cpp；--kernels compiled 下的 CUDA Graph）中每个 kernel 在读取和计算之外额外占用的 GPU 时间：前后相接的 kernel 的启动与收尾，CUDA Graph 无法消除。一步运行 层数 × llama.cpp 每层构建的图节点数（稠密 Llama 层 19 个；混合专家 FFN 为 11 + 每个 token 的专家数，含共享专家再加 5；见 src/models 与 build_moe_ffn），或 vLLM 每层的 kernel 数（Llama 为 9 个，FusedMoE FFN 为 13 个，含共享专家为 17 个）。这是对 CUDA Graph 从 llama.cpp 中消除的启动间隙大小的估计（issue #6763：H100 PCIe 上 Llama 2 7B 从 143.35 提升到 163.83 token/秒，约 610 个 kernel 共节省 0.88 ms，每个 1.4 µs）；在 docs/accuracy.md 的全部来源上拟合得到 1.2 µs。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="266"/>
        <source>The same for CUDA graphs, TensorRT and vLLM, which replay a captured step with one launch: near zero. Default 0: see docs/accuracy.md, &apos;Host dispatch&apos;.</source>
        <translation>同上，适用于 CUDA Graphs、TensorRT 和 vLLM：它们以一次发射重放捕获好的整个步骤，开销接近于零。默认为 0，见 docs/accuracy.md 的“Host dispatch”一节。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="214"/>
        <source>The same with compiled kernels and CUDA graphs: gpt-fast measured 1,397 GB/s on an A100-80GB (69 %), TensorRT-LLM GPT-J 6B FP16 111 tokens/s (66 %).</source>
        <translation>同上，使用编译 kernel 和 CUDA Graph 时：gpt-fast 在 A100-80GB 上实测 1,397 GB/s（69 %），TensorRT-LLM 上 GPT-J 6B FP16 为 111 token/秒（66 %）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="26"/>
        <source>Share of the dense 16-bit peak a transformer&apos;s training step sustains on an Ampere datacentre GPU with a large micro-batch, before the width factor (eff-half-width), counting model FLOPs (MFU). MosaicML&apos;s llm-foundry measured MPT-7B at 64.2 % and MPT-13B at 59.6 % MFU on 8 A100-80GB without activation checkpointing (scripts/train/benchmarking/README.md): 0.80 × 0.85 (hidden 4,096) × 0.98 (size) = 0.67 of the peak in the GEMMs, with the norms, activations and loss (memory-bound operators, 11.5 MB a token at bandwidth-efficiency) adding 3.5 % to the step: 64 % in all.</source>
        <translation>Transformer 训练步在 Ampere 数据中心 GPU 上、使用大微批次时可持续达到的稠密 16 位峰值占比（未乘宽度系数 eff-half-width），按模型 FLOPs 计（MFU）。MosaicML 的 llm-foundry 在 8 张 A100-80GB 上、不使用激活值重计算时，实测 MPT-7B 为 64.2 % MFU，MPT-13B 为 59.6 % MFU（scripts/train/benchmarking/README.md）：0.80 × 0.85（隐藏维度 4,096）× 0.98（模型规模）= GEMM 部分达到峰值的 0.67；归一化、激活函数和损失（访存受限算子，每个 token 11.5 MB，按 bandwidth-efficiency 计）再给训练步增加 3.5 %：合计 64 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="93"/>
        <source>Blackwell relative to Ampere, taken equal to Hopper&apos;s. mamf-finder measured the best BF16 matmul at 77.6 % of peak on B200, 78.6 % on B300 and 72.9 % on GB200, against 86.9 % on A100 SXM (stas00/ml-engineering@744d01e): 0.84–0.90. Its cases in docs/accuracy.md, llama.cpp prompts on GeForce and RTX PRO cards, spread 0.67–1.24 at this value: too wide to set it.</source>
        <translation>Blackwell 相对 Ampere 的系数，取与 Hopper 相同。mamf-finder 实测最佳 BF16 矩阵乘在 B200 上达到峰值的 77.6 %，B300 为 78.6 %，GB200 为 72.9 %，而 A100 SXM 为 86.9 %（stas00/ml-engineering@744d01e）：即 0.84–0.90。docs/accuracy.md 中它的案例是 GeForce 和 RTX PRO 显卡上的 llama.cpp 提示处理，在此取值下分布于 0.67–1.24，过于分散，无法据此设定。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="100"/>
        <source>AMD CDNA (Instinct) relative to Ampere. mamf-finder measured the best BF16 matmul at 51.4 % of peak on MI300X, 60.4 % on MI325X and 68.0 % on MI355X, against 86.9 % on A100 SXM (stas00/ml-engineering@744d01e): 0.59, 0.70 and 0.78; 0.70 is the middle. No case in docs/accuracy.md sets it: its MI300X runs decode, bound by memory.</source>
        <translation>AMD CDNA（Instinct）相对 Ampere 的系数。mamf-finder 实测最佳 BF16 矩阵乘在 MI300X 上达到峰值的 51.4 %，MI325X 为 60.4 %，MI355X 为 68.0 %，而 A100 SXM 为 86.9 %（stas00/ml-engineering@744d01e）：即 0.59、0.70 和 0.78；0.70 取中间值。docs/accuracy.md 中没有能设定它的案例：其 MI300X 运行都是解码，受显存带宽限制。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="127"/>
        <source>ggml (llama.cpp) on Hopper and the HBM Blackwells (B200, B300): its kernels use Ampere&apos;s mma instructions, not the warpgroup wgmma or tcgen05 ones, which reach only part of the tensor peak. FlashAttention-2, written the same way, reaches 35 % of H100&apos;s peak against 50–73 % on A100 (Shah et al. 2024, FlashAttention-3, §1): 0.56. GeForce and RTX PRO Blackwells (sm_120) have no wgmma: mma is their full-rate path.</source>
        <translation>ggml（llama.cpp）在 Hopper 和采用 HBM 的 Blackwell（B200、B300）上：其 kernel 使用 Ampere 的 mma 指令，而不是 warpgroup wgmma 或 tcgen05 指令，只能达到张量峰值的一部分。以同样方式编写的 FlashAttention-2 在 H100 上达到峰值的 35 %，在 A100 上为 50–73 %（Shah 等，2024，FlashAttention-3，§1）：0.56。GeForce 和 RTX PRO Blackwell（sm_120）没有 wgmma：mma 就是它们的全速路径。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="141"/>
        <source>Training steps with compiled kernels (--kernels compiled: torch.compile) relative to eager PyTorch: fused elementwise work and fewer launches; an inference engine&apos;s forward pass has its own factor, compiled-forward-speedup. torchtune measured Llama 3.2 3B full fine-tuning at 7,075 tokens/s eager and 8,998 compiled on an A100 (+27 %, README optimisation table).</source>
        <translation>使用编译 kernel（--kernels compiled：torch.compile）的训练步相对 eager 模式 PyTorch 的系数：逐元素操作被融合，kernel 启动次数更少；推理引擎的前向传播另有系数 compiled-forward-speedup。torchtune 在 A100 上实测 Llama 3.2 3B 全参数微调在 eager 模式下为 7,075 token/秒，编译后为 8,998（+27 %，见 README 中的优化表格）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="149"/>
        <source>Forward passes (prefill) of inference engines (--kernels compiled: TensorRT-LLM, LMDeploy&apos;s TurboMind, vLLM) relative to eager PyTorch&apos;s, apart from torch.compile&apos;s training gain (compiled-speedup): fused attention, fused QKV and MLP epilogues, no Python between kernels. Engines process a 2,048-token prompt of a 7B model at 69–73 % of an A100&apos;s peak (TensorRT-LLM v0.5 133 ms, LMDeploy v0.1 128 ms). Shipped equal to compiled-speedup until a source measures eager and engine prefill side by side; fitted on every source of docs/accuracy.md it is 1.78, with eager forward passes at 0.38.</source>
        <translation>推理引擎（--kernels compiled：TensorRT-LLM、LMDeploy 的 TurboMind、vLLM）的前向传播（预填充）相对 eager 模式 PyTorch 的系数，与 torch.compile 在训练中的提速（compiled-speedup）分开：注意力融合，QKV 与 MLP 的收尾运算融合，kernel 之间没有 Python。引擎处理 7B 模型 2,048 token 的提示可达 A100 峰值的 69–73 %（TensorRT-LLM v0.5 用时 133 ms，LMDeploy v0.1 用时 128 ms）。在有来源把 eager 与引擎的预填充并排实测之前，默认值与 compiled-speedup 相同；用 docs/accuracy.md 的全部来源拟合得 1.78，此时 eager 前向传播的比例为 0.38。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="164"/>
        <source>Images per GPU per batch at which convolutions run at half their large-batch rate. Not set from a measured case; the batch-1 to batch-32 runs of docs/accuracy.md (Ultralytics&apos; V100, NVIDIA&apos;s T4) now judge it, and fitted on every source it comes out at 3.6.</source>
        <translation>每 GPU 每批次的图像数，在此规模下卷积速度降到大批次时的一半。并非由实测案例设定；如今由 docs/accuracy.md 中批大小 1 到 32 的运行（Ultralytics 的 V100、NVIDIA 的 T4）来检验，用全部来源拟合得到 3.6。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="189"/>
        <source>Achieved ÷ spec-sheet memory bandwidth of kernels that stream memory: decoding large batches (serving engines read weights and KV cache at about 80 % of the HBM/GDDR peak) and the memory-bound operators between the GEMMs (norms, activations, batch norms, the optimizer step); the benchmark tab measures the real copy rate.</source>
        <translation>流式访存内核实际达到的显存带宽 ÷ 规格表标称带宽：大批量解码（推理服务引擎读取权重和 KV 缓存的速率约为 HBM/GDDR 峰值的 80 %），以及 GEMM 之间的访存受限算子（归一化、激活函数、批归一化、优化器更新）；基准测试页可测量实际拷贝速率。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="219"/>
        <source>Bandwidth share of FP8 weights relative to 16-bit when decoding (block scales and promotion cost): DeepGEMM&apos;s FP8 GEMMs of 64 and 128 rows stream a median 2,300 GB/s of an H800&apos;s 3,350 (0.69), against the 0.80 of 16-bit reads (README at 4cc65af): 0.86.</source>
        <translation>解码时 FP8 权重相对 16 位权重的带宽占比（分块缩放与提升运算的开销）：DeepGEMM 的 64 行和 128 行 FP8 GEMM 在 H800 的 3,350 GB/s 中读取中位数 2,300 GB/s（0.69），而 16 位读取为 0.80（README，提交 4cc65af）：0.86。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="225"/>
        <source>Bandwidth share of int8 weights relative to 16-bit when decoding (dequantising costs): gpt-fast measured 1,069 against 1,397 GB/s on A100 (0.77).</source>
        <translation>解码时 int8 权重相对 16 位权重的带宽占比（反量化有开销）：gpt-fast 在 A100 上实测 1,069 GB/s 对比 1,397 GB/s（0.77）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="230"/>
        <source>The same for int4 weights: gpt-fast 863 against 1,397 GB/s (0.62), llama.cpp Q4_0 against F16 on an RTX 3090 0.71.</source>
        <translation>同上，适用于 int4 权重：gpt-fast 为 863 对比 1,397 GB/s（0.62）；llama.cpp 在 RTX 3090 上 Q4_0 相对 F16 为 0.71。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="270"/>
        <source>Tokens a serving engine (compiled kernels: vLLM, SGLang, TensorRT-LLM) prefills in one step: longer prompts and many users&apos; prompts are split into chunks of this size, so the activations of a step hold at most this many tokens. vLLM&apos;s default max_num_batched_tokens for vllm serve on GPUs of 70 GiB or more (EngineArgs.get_batch_defaults; 2,048 on smaller GPUs), SGLang&apos;s chunked_prefill_size on H100-class GPUs. Eager and Hugging Face runs prefill the whole batch at once.</source>
        <translation>推理服务引擎（编译内核：vLLM、SGLang、TensorRT-LLM）一步预填充的 token 数：较长的提示词和多个用户的提示词会被切成这样大小的块，因此一步的激活值最多只含这么多 token。取自 vLLM 在 70 GiB 及以上显存的 GPU 上 vllm serve 的默认 max_num_batched_tokens（EngineArgs.get_batch_defaults；较小的 GPU 上为 2,048），也是 SGLang 在 H100 级 GPU 上的 chunked_prefill_size。eager 和 Hugging Face 运行会一次预填充整个批次。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="278"/>
        <source>Tokens llama.cpp (--kernels ggml) puts through its graph at once when it processes a prompt (its physical batch, n_ubatch, -ub): a longer prompt runs in pieces of this size, each piece&apos;s matrix products see only its rows, and the graph is issued once per piece. 512 is the default of llama-server, llama-cli and llama-bench (common/common.h; cmd_params_defaults in tools/llama-bench); set it to what the run used, e.g. -ub 2048.</source>
        <translation>llama.cpp（--kernels ggml）处理提示词时一次送入计算图的 token 数（其物理批大小 n_ubatch，即 -ub）：更长的提示词按此大小分段运行，每段的矩阵乘只包含该段的行，计算图每段下发一次。512 是 llama-server、llama-cli 和 llama-bench 的默认值（common/common.h；tools/llama-bench 中的 cmd_params_defaults）；请设为实际运行所用的值，例如 -ub 2048。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="286"/>
        <source>Share of a masked-language model&apos;s positions (BERT) that pre-training runs the vocabulary head and its loss on. Google&apos;s BERT gathers the 15 % it masks before the head (run_pretraining.py, gather_indexes; Devlin et al. 2019, §3.1), as NVIDIA&apos;s PyTorch BERT does since 2021 (sequence_output_is_dense); NVIDIA&apos;s PyTorch BERT of 2020 (DeepLearningExamples 5cc03caa, modeling.py: BertPreTrainingHeads on the whole sequence_output) scores every position: 1.</source>
        <translation>掩码语言模型（BERT）预训练时，词表输出头及其损失所作用的位置占全部位置的比例。Google 的 BERT 在输出头之前只取出被掩码的 15 % 位置（run_pretraining.py 中的 gather_indexes；Devlin 等 2019，§3.1），NVIDIA 的 PyTorch BERT 自 2021 年起（sequence_output_is_dense）也是如此；NVIDIA 2020 年的 PyTorch BERT（DeepLearningExamples 5cc03caa，modeling.py：BertPreTrainingHeads 作用于整个 sequence_output）对每个位置都计算：取 1。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="294"/>
        <source>GPU memory each process takes before any tensor: the CUDA context, cuBLAS/cuDNN workspaces and loaded kernels. Hugging Face&apos;s &apos;Model training anatomy&apos; measured 1,343 MB on a V100; vLLM reports 1.79 GiB of non-torch memory on an 80 GB GPU.</source>
        <translation>每个进程在分配任何张量之前就占用的 GPU 显存：CUDA 上下文、cuBLAS/cuDNN 工作区以及已加载的 kernel。Hugging Face 的 “Model training anatomy” 在 V100 上实测为 1,343 MB；vLLM 在 80 GB GPU 上报告的非 torch 显存为 1.79 GiB。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="300"/>
        <source>Memory PyTorch&apos;s caching allocator reserves beyond the live tensors (fragmentation, cached blocks), as a fraction of them. torchtune&apos;s LoRA tutorial logs 13.96 GB allocated against 13.98 GB reserved after loading Llama 2 7B; 5 % is an estimate that leaves room for training&apos;s churn.</source>
        <translation>PyTorch 缓存分配器在存活张量之外额外预留的显存（碎片、缓存块），以占存活张量的比例表示。torchtune 的 LoRA 教程记录加载 Llama 2 7B 后已分配 13.96 GB、已预留 13.98 GB；5 % 是估计值，为训练过程中频繁的分配与释放留出余量。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="307"/>
        <source>Largest linear layers QLoRA holds dequantised in 16 bits at once (the forward and backward of one layer): an estimate from bitsandbytes dequantising one weight per matmul call.</source>
        <translation>按最大的线性层计，QLoRA 同时以 16 位反量化形式保留的层数（一层的前向和反向）：依据 bitsandbytes 每次 matmul 调用反量化一个权重得出的估计值。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="311"/>
        <source>System RAM per byte of total GPU memory, so checkpoints load and data loaders have room: dlrig&apos;s default rule RAM ≥ 1.5 × total VRAM.</source>
        <translation>每字节 GPU 总显存对应的系统内存，以便加载检查点并为数据加载器留出空间：dlrig 的默认规则为 RAM ≥ 1.5 × 总 VRAM。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="316"/>
        <source>The same for inference, which keeps no optimizer states or data loaders in host memory: room to load weights as large as the GPUs&apos; memory. NVIDIA&apos;s serving machines have about this much: DGX B200 2 TB for 1.44 TB of GPU memory (1.39 ×), GB200 NVL72 17 TB for 13.5 TB (1.28 ×).</source>
        <translation>推理时的同一比例：推理不在主机内存中保存优化器状态或数据加载器，只需能装下与 GPU 显存一样大的权重。NVIDIA 的推理机器大致如此：DGX B200 为 1.44 TB 显存配 2 TB 内存（1.39 倍），GB200 NVL72 为 13.5 TB 配 17 TB（1.28 倍）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="323"/>
        <source>CPU cores per GPU for image decoding and augmentation (vision workloads). NVIDIA&apos;s DGX A100 provisions 16 cores per GPU; dlrig assumes half of that suffices for a workstation.</source>
        <translation>每个 GPU 配备的 CPU 核数，用于图像解码和数据增强（视觉类工作负载）。NVIDIA DGX A100 为每个 GPU 配置 16 核；dlrig 假设工作站只需其一半即可。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="329"/>
        <source>CPU cores per GPU for tokenised text, whose loading is light: one data-loader process, the launcher and headroom for the optimizer step when offloaded.</source>
        <translation>处理已分词文本时每个 GPU 配备的 CPU 核数，此类数据加载负担很轻：一个数据加载进程、启动器，以及优化器步骤卸载到 CPU 时所需的余量。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="335"/>
        <source>Training checkpoints kept on disk at once (model weights plus optimizer states each).</source>
        <translation>同时保留在磁盘上的训练检查点数量（每个都包含模型权重和优化器状态）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="339"/>
        <source>Weights sharing one fp16 scale and one fp16 zero point in int4 quantisation; 128 is the GPTQ and AWQ default (Frantar et al. 2022; Lin et al. 2023).</source>
        <translation>int4 量化中共享一个 fp16 缩放因子和一个 fp16 零点的权重数；128 是 GPTQ 和 AWQ 的默认值（Frantar et al. 2022；Lin et al. 2023）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="345"/>
        <source>Extra host memory DeepSpeed&apos;s estimators allow for offloaded states (additional_buffer_factor = 1.5 in deepspeed.runtime.zero estimate_zero2/3_model_states_mem_needs).</source>
        <translation>DeepSpeed 的估算函数为卸载的状态预留的额外主机内存（deepspeed.runtime.zero 中 estimate_zero2/3_model_states_mem_needs 的 additional_buffer_factor = 1.5）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="351"/>
        <source>JPEG decode, random-resized crop, flip and normalise per CPU core. PyTorch&apos;s reference ImageNet loader sustains roughly 100–200 images/s per worker process; measure yours in the benchmark tab.</source>
        <translation>每个 CPU 核心完成 JPEG 解码、随机缩放裁剪、翻转和归一化的速度。PyTorch 的参考 ImageNet 数据加载器每个 worker 进程大约可持续处理 100–200 张图像/秒；可在基准测试页实测你自己的机器。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="357"/>
        <source>Pre-tokenised text read from memory-mapped shards per CPU core; loading is light next to the GPUs.</source>
        <translation>每个 CPU 核心从内存映射分片中读取预分词文本的速度；与 GPU 相比，加载负担很轻。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="361"/>
        <source>Average stored image: ImageNet-1k&apos;s training set is 138 GB of JPEGs for 1,281,167 images = 107,713 bytes (image-net.org ILSVRC2012 download page).</source>
        <translation>单张图像的平均存储大小：ImageNet-1k 训练集为 138 GB 的 JPEG，共 1,281,167 张图像 = 107,713 字节（image-net.org ILSVRC2012 下载页）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="366"/>
        <source>What crosses PCIe per image: a normalised 3×224×224 fp32 tensor (PyTorch&apos;s reference pipeline) = 602,112.</source>
        <translation>每张图像经 PCIe 传输的数据量：一个归一化后的 3×224×224 fp32 张量（PyTorch 参考流水线）= 602,112。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="370"/>
        <source>Times a sample&apos;s bytes cross system RAM while decoded, augmented, collated and pinned.</source>
        <translation>一个样本的数据在解码、增强、组批（collate）和锁页（pin）过程中经过系统内存的次数。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="374"/>
        <source>Achieved ÷ theoretical DRAM bandwidth (channels × MT/s × 8 B); STREAM typically reaches 60–80 %.</source>
        <translation>实际 ÷ 理论 DRAM 带宽（通道数 × MT/s × 8 B）；STREAM 通常可达 60–80 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="378"/>
        <source>Achieved ÷ raw PCIe bandwidth for host-to-device copies after protocol overhead.</source>
        <translation>扣除协议开销后，主机到设备拷贝的实际带宽 ÷ PCIe 原始带宽。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="382"/>
        <source>NCCL bus bandwidth ÷ link peak for large all-reduces (nccl-tests&apos; busbw typically 70–90 % of peak).</source>
        <translation>大规模 all-reduce 时 NCCL 总线带宽 ÷ 链路峰值带宽（nccl-tests 的 busbw 通常为峰值的 70–90 %）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="387"/>
        <source>Fixed time of one collective or send between GPUs, added to bytes ÷ bandwidth (twice it across the network): what makes tensor parallelism costly when decoding small batches. Measured: NCCL&apos;s 8-GPU all-reduce of 1–8 KB took 26–27 µs on an H100 node, 30 µs on H200 and 43–45 µs on A100 (nccl-tests bus bandwidth at 1 KB–8 KB, Azure/AI-benchmarking-guide@8fd0c6e, ND H100/H200 v5 and A100 v4 results); serving engines&apos; own all-reduce kernels for small messages are faster, so 25. Across nodes a collective pays the node&apos;s part and the network&apos;s hop, measured at 19–20 µs for 8–64 bytes between two A100s in two nodes over HDR InfiniBand (NVIDIA/nccl-tests issue 150): about twice.</source>
        <translation>GPU 之间一次集合通信或发送的固定耗时，加在“字节数 ÷ 带宽”之上（跨网络时取两倍）：正是它让小批量解码时的张量并行代价高昂。实测：NCCL 在 8 块 GPU 上对 1–8 KB 做 all-reduce，H100 节点耗时 26–27 µs，H200 为 30 µs，A100 为 43–45 µs（nccl-tests 在 1 KB–8 KB 下的总线带宽，Azure/AI-benchmarking-guide@8fd0c6e 中 ND H100/H200 v5 和 A100 v4 的结果）；推理服务引擎针对小消息自带的 all-reduce kernel 更快，因此取 25。跨节点时，一次集合通信既要付节点内的部分，也要付网络这一跳：两台节点中各一块 A100 经 HDR InfiniBand 传 8–64 字节实测为 19–20 µs（NVIDIA/nccl-tests issue 150），合起来约为两倍。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="397"/>
        <source>Share of the compute time that hides data-parallel and ZeRO traffic running beside it. NCCL kernels take SMs and memory bandwidth from the math, so overlap is never perfect: Narayanan et al. 2021 (Figure 10) measured ZeRO-3 70 % behind PTD-P on 768 A100s, where perfect overlap would hide its traffic. An estimate between none (0) and perfect (1), not fitted to that run.</source>
        <translation>计算时间中能掩盖与之同时进行的数据并行和 ZeRO 通信的比例。NCCL kernel 会从计算中抢占 SM 和显存带宽，因此重叠永远不会完美：Narayanan et al. 2021（Figure 10）在 768 张 A100 上实测 ZeRO-3 落后 PTD-P 70 %，而完美重叠本可完全掩盖其通信。这是介于完全不重叠（0）与完美重叠（1）之间的估计值，未针对该次运行拟合。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="405"/>
        <source>Step-time variation of one GPU (σ ÷ mean): a synchronous data-parallel step waits for the slowest GPU, about σ·√(2 ln n) above the mean for n GPUs. DeepLearningExamples&apos; ResNet-50 runs lose 2–16 % from one to eight A100s; MosaicML&apos;s MPT runs 1–2 % more from 8 to 128 GPUs.</source>
        <translation>单个 GPU 单步耗时的波动（σ ÷ 均值）：同步数据并行的每一步都要等待最慢的 GPU，n 个 GPU 时约比均值高 σ·√(2 ln n)。DeepLearningExamples 的 ResNet-50 从 1 张扩展到 8 张 A100 时损失 2–16 %；MosaicML 的 MPT 从 8 张扩展到 128 张 GPU 时再多损失 1–2 %。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="413"/>
        <source>Sustained dataset reads ÷ the drive&apos;s sequential-read spec (files, not one stream).</source>
        <translation>数据集的持续读取速率 ÷ 硬盘标称顺序读取速率（按文件读取，而非单一数据流）。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="416"/>
        <source>Motherboard, fans and pump of a workstation at load.</source>
        <translation>工作站在负载下主板、风扇和水泵的功耗。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="418"/>
        <source>One DDR4/DDR5 DIMM under load; server RDIMMs draw roughly 3–10 W, dlrig assumes 5 W.</source>
        <translation>单条 DDR4/DDR5 内存条（DIMM）在负载下的功耗；服务器 RDIMM 约为 3–10 W，dlrig 假设为 5 W。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="421"/>
        <source>A drive whose datasheet gives no active power.</source>
        <translation>数据手册未给出工作功耗时，单块硬盘的功耗取值。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="423"/>
        <source>Highest share of its rating a PSU should carry at peak, leaving room for GPU power excursions (ATX 3.x asks PSUs to ride through 200 % GPU transients) and ageing.</source>
        <translation>电源在峰值时应承担的最大额定功率占比，为 GPU 功率突增（ATX 3.x 要求电源能承受 200 % 的 GPU 瞬态峰值）和老化留出余量。</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="428"/>
        <source>PSU efficiency at typical load (80 PLUS Platinum: 92 % at 50 % load, 115 V).</source>
        <translation>电源在典型负载下的效率（80 PLUS 白金：50 % 负载、115 V 时为 92 %）。</translation>
    </message>
</context>
<context>
    <name>assumption.unit</name>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="14"/>
        <location filename="../../core/estimate/assumptions.cpp" line="25"/>
        <location filename="../../core/estimate/assumptions.cpp" line="36"/>
        <location filename="../../core/estimate/assumptions.cpp" line="43"/>
        <location filename="../../core/estimate/assumptions.cpp" line="54"/>
        <location filename="../../core/estimate/assumptions.cpp" line="59"/>
        <location filename="../../core/estimate/assumptions.cpp" line="108"/>
        <location filename="../../core/estimate/assumptions.cpp" line="169"/>
        <location filename="../../core/estimate/assumptions.cpp" line="177"/>
        <location filename="../../core/estimate/assumptions.cpp" line="188"/>
        <location filename="../../core/estimate/assumptions.cpp" line="195"/>
        <location filename="../../core/estimate/assumptions.cpp" line="201"/>
        <location filename="../../core/estimate/assumptions.cpp" line="207"/>
        <location filename="../../core/estimate/assumptions.cpp" line="213"/>
        <location filename="../../core/estimate/assumptions.cpp" line="247"/>
        <location filename="../../core/estimate/assumptions.cpp" line="285"/>
        <location filename="../../core/estimate/assumptions.cpp" line="299"/>
        <location filename="../../core/estimate/assumptions.cpp" line="373"/>
        <location filename="../../core/estimate/assumptions.cpp" line="377"/>
        <location filename="../../core/estimate/assumptions.cpp" line="381"/>
        <location filename="../../core/estimate/assumptions.cpp" line="396"/>
        <location filename="../../core/estimate/assumptions.cpp" line="404"/>
        <location filename="../../core/estimate/assumptions.cpp" line="412"/>
        <location filename="../../core/estimate/assumptions.cpp" line="422"/>
        <location filename="../../core/estimate/assumptions.cpp" line="427"/>
        <source>fraction</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="19"/>
        <location filename="../../core/estimate/assumptions.cpp" line="64"/>
        <location filename="../../core/estimate/assumptions.cpp" line="69"/>
        <location filename="../../core/estimate/assumptions.cpp" line="74"/>
        <location filename="../../core/estimate/assumptions.cpp" line="79"/>
        <location filename="../../core/estimate/assumptions.cpp" line="82"/>
        <location filename="../../core/estimate/assumptions.cpp" line="92"/>
        <location filename="../../core/estimate/assumptions.cpp" line="99"/>
        <location filename="../../core/estimate/assumptions.cpp" line="106"/>
        <location filename="../../core/estimate/assumptions.cpp" line="113"/>
        <location filename="../../core/estimate/assumptions.cpp" line="120"/>
        <location filename="../../core/estimate/assumptions.cpp" line="126"/>
        <location filename="../../core/estimate/assumptions.cpp" line="140"/>
        <location filename="../../core/estimate/assumptions.cpp" line="148"/>
        <location filename="../../core/estimate/assumptions.cpp" line="182"/>
        <location filename="../../core/estimate/assumptions.cpp" line="218"/>
        <location filename="../../core/estimate/assumptions.cpp" line="224"/>
        <location filename="../../core/estimate/assumptions.cpp" line="229"/>
        <location filename="../../core/estimate/assumptions.cpp" line="344"/>
        <source>factor</source>
        <translation>系数</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="134"/>
        <source>hidden units</source>
        <translation>隐藏单元</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="157"/>
        <location filename="../../core/estimate/assumptions.cpp" line="269"/>
        <location filename="../../core/estimate/assumptions.cpp" line="277"/>
        <source>tokens</source>
        <translation>个 token</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="163"/>
        <source>images</source>
        <translation>张图像</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="293"/>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="306"/>
        <source>layers</source>
        <translation>层</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="310"/>
        <location filename="../../core/estimate/assumptions.cpp" line="315"/>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="322"/>
        <location filename="../../core/estimate/assumptions.cpp" line="328"/>
        <source>cores</source>
        <translation>核</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="334"/>
        <source>checkpoints</source>
        <translation>个检查点</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="338"/>
        <source>weights per group</source>
        <translation>个权重/组</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="350"/>
        <source>images/s per core</source>
        <translation>张图像/秒·核</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="356"/>
        <source>tokens/s per core</source>
        <translation>token/秒·核</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="360"/>
        <location filename="../../core/estimate/assumptions.cpp" line="365"/>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="369"/>
        <source>passes</source>
        <translation>次</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="234"/>
        <location filename="../../core/estimate/assumptions.cpp" line="244"/>
        <location filename="../../core/estimate/assumptions.cpp" line="253"/>
        <location filename="../../core/estimate/assumptions.cpp" line="265"/>
        <location filename="../../core/estimate/assumptions.cpp" line="386"/>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="415"/>
        <location filename="../../core/estimate/assumptions.cpp" line="417"/>
        <location filename="../../core/estimate/assumptions.cpp" line="420"/>
        <source>W</source>
        <translation>W</translation>
    </message>
</context>
<context>
    <name>barrel.comm.gradients</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="303"/>
        <source>{seconds} s gradient reduction over {link}; </source>
        <translation>经 {link} 梯度归约 {seconds} 秒；</translation>
    </message>
</context>
<context>
    <name>barrel.comm.offload</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="306"/>
        <source>{seconds} s offload over PCIe; </source>
        <translation>经 PCIe 卸载 {seconds} 秒；</translation>
    </message>
</context>
<context>
    <name>barrel.comm.pipeline</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="297"/>
        <source>{seconds} s pipeline sends; </source>
        <translation>流水线发送 {seconds} 秒；</translation>
    </message>
</context>
<context>
    <name>barrel.comm.tensor</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="295"/>
        <source>{seconds} s tensor all-reduces over {link}; </source>
        <translation>经 {link} 张量 all-reduce {seconds} 秒；</translation>
    </message>
</context>
<context>
    <name>barrel.comm.zero3</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="301"/>
        <source>{seconds} s ZeRO-3 gathers and reduce-scatters over {link}; </source>
        <translation>经 {link} ZeRO-3 gather 与 reduce-scatter {seconds} 秒；</translation>
    </message>
</context>
<context>
    <name>barrel.cpu_dataload.images</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="362"/>
        <source>{cores} cores × {perCore} images/s per core = {rate} {unit}.</source>
        <translation>{cores} 核 × 每核 {perCore} 张图像/秒 = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.cpu_dataload.none</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="351"/>
        <source>No CPU: nothing loads the data.</source>
        <translation>没有 CPU：无人加载数据。</translation>
    </message>
</context>
<context>
    <name>barrel.cpu_dataload.tokens</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="364"/>
        <source>{cores} cores × {perCore} tokens/s per core = {rate} {unit}.</source>
        <translation>{cores} 核 × 每核 {perCore} token/秒 = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_compute</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="189"/>
        <source>{gpus} {gpus|GPU|GPUs} × {peak} TFLOPS × {efficiency} % ({factors}) ÷ {flops} per unit{bubble} = {rate} {unit}{range}.</source>
        <translation>{gpus} 块 GPU × {peak} TFLOPS × {efficiency} %（{factors}）÷ 每单位 {flops}{bubble} = {rate} {unit}{range}。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_compute.bubble</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="160"/>
        <source>, less the pipeline bubble ({stages} − 1) ÷ ({micro} + {stages} − 1)</source>
        <translation>，扣除流水线气泡 ({stages} − 1) ÷ ({micro} + {stages} − 1)</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_compute.decode</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="185"/>
        <source>{gpus} {gpus|GPU|GPUs} × {peak} TFLOPS × {efficiency} %, tensor {tensor} per replica = {rate} {unit}{range}.</source>
        <translation>{gpus} 块 GPU × {peak} TFLOPS × {efficiency} %，每个副本张量并行 {tensor} = {rate} {unit}{range}。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_interconnect</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="309"/>
        <source>Plan {plan}. Per step: {tensor}{pipeline}{data}{offload}against {work} s of GPU work = {rate} {unit} if communication were all; it adds to the step.</source>
        <translation>并行方案 {plan}。每步：{tensor}{pipeline}{data}{offload}对比 {work} 秒的 GPU 计算 = 若只有通信则为 {rate} {unit}；通信时间会加到每一步上。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_interconnect.hidden</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="269"/>
        <source>The plan&apos;s communication is hidden behind compute.</source>
        <translation>该并行方案的通信被计算掩盖。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_interconnect.one</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="271"/>
        <source>One GPU: nothing to communicate.</source>
        <translation>只有一块 GPU：无需通信。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_memory_bandwidth</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="242"/>
        <source>{bandwidth} GB/s × {share} % per GPU ÷ {bytes} per unit (weights read per pass + activations written and read, per unit) = {rate} {unit}.</source>
        <translation>每块 GPU {bandwidth} GB/s × {share} % ÷ 每单位 {bytes}（每轮读取权重 + 写入并读取激活值，按单位计）= {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.gpu_memory_bandwidth.decode</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="218"/>
        <source>{bandwidth} GB/s × {share} % per GPU; each decoding step reads {bytes} (weights + KV cache, {stages} {stages|stage|stages} in turn) for {users} {users|user|users} = {rate} {unit}.</source>
        <translation>每块 GPU {bandwidth} GB/s × {share} %；每个解码步读取 {bytes}（权重 + KV 缓存，{stages} 个流水线阶段依次进行），服务 {users} 个用户 = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.not_measured</name>
    <message>
        <location filename="../../core/validation/validation.cpp" line="449"/>
        <source>Not measured: this run measured no GPU.</source>
        <translation>未测量：本次运行没有测量 GPU。</translation>
    </message>
</context>
<context>
    <name>barrel.pcie_host</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="342"/>
        <source>PCIe {gen}.0 x{lanes} at {share} % = {perGpu} GB/s per GPU ÷ {bytes} per unit = {rate} {unit}.</source>
        <translation>PCIe {gen}.0 x{lanes}，按 {share} % 计 = 每块 GPU {perGpu} GB/s ÷ 每单位 {bytes} = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.pcie_host.decode</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="326"/>
        <source>Decoding sends a few token ids per step to the GPU.</source>
        <translation>解码时每步只向 GPU 发送少量 token id。</translation>
    </message>
</context>
<context>
    <name>barrel.pcie_host.edge</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="321"/>
        <source>The module&apos;s GPU and CPU share its memory: no PCIe link between them.</source>
        <translation>模组的 GPU 与 CPU 共用同一块内存，两者之间没有 PCIe 链路。</translation>
    </message>
</context>
<context>
    <name>barrel.pcie_host.none</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="328"/>
        <source>No GPU in the build.</source>
        <translation>配置中没有 GPU。</translation>
    </message>
</context>
<context>
    <name>barrel.power</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="483"/>
        <source>{psu} W of PSU for a {peak} W peak (GPUs {gpus} W, CPUs {cpus} W, rest {rest} W); {recommended} W recommended.</source>
        <translation>{psu} W 电源对应 {peak} W 峰值（GPU {gpus} W，CPU {cpus} W，其余 {rest} W）；建议 {recommended} W。</translation>
    </message>
</context>
<context>
    <name>barrel.power.edge</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="471"/>
        <source>The module draws at most {peak} W in its highest power mode, from its carrier board&apos;s supply.</source>
        <translation>模组在最高功耗模式下最多耗电 {peak} W，由载板的电源供电。</translation>
    </message>
</context>
<context>
    <name>barrel.power.none</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="479"/>
        <source>No power supply.</source>
        <translation>没有电源。</translation>
    </message>
</context>
<context>
    <name>barrel.ram_bandwidth</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="411"/>
        <source>{channels} channels × {speed} MT/s × 8 B = {peak} GB/s at {share} % ÷ {bytes} of host-memory traffic per unit = {rate} {unit}.</source>
        <translation>{channels} 通道 × {speed} MT/s × 8 B = {peak} GB/s，按 {share} % 计 ÷ 每单位 {bytes} 主机内存流量 = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.ram_bandwidth.edge</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="398"/>
        <source>The CPU shares the GPU&apos;s memory bandwidth (above).</source>
        <translation>CPU 与 GPU 共用内存带宽（见上）。</translation>
    </message>
</context>
<context>
    <name>barrel.ram_capacity</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="386"/>
        <source>{have} GiB installed; the workload wants {need} GiB ({factor} × total GPU memory).</source>
        <translation>已装 {have} GiB；工作负载需要 {need} GiB（GPU 显存总量的 {factor} 倍）。</translation>
    </message>
</context>
<context>
    <name>barrel.ram_capacity.edge</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="374"/>
        <source>The module&apos;s memory is shared: the GPU&apos;s need (VRAM above), the operating system and the application all come out of it.</source>
        <translation>模组的内存是共享的：GPU 所需（见上方显存）、操作系统和应用程序都从中占用。</translation>
    </message>
</context>
<context>
    <name>barrel.ram_capacity.offload</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="383"/>
        <source>{have} GiB installed; the workload wants {need} GiB ({factor} × total GPU memory, or DeepSpeed offload&apos;s need).</source>
        <translation>已装 {have} GiB；工作负载需要 {need} GiB（GPU 显存总量的 {factor} 倍，或 DeepSpeed 卸载所需）。</translation>
    </message>
</context>
<context>
    <name>barrel.range</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="178"/>
        <source> (−{below} % to +{above} %: where nine in ten measured runs dlrig was not tuned to fell, docs/accuracy.md)</source>
        <translation>（−{below} % 至 +{above} %：dlrig 未据以调参的实测运行中，十有其九落在此范围内，见 docs/accuracy.md）</translation>
    </message>
</context>
<context>
    <name>barrel.rate</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="93"/>
        <source>{rate} {unit}</source>
        <translation>{rate} {unit}</translation>
    </message>
</context>
<context>
    <name>barrel.rate.blocked</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="95"/>
        <source>cannot run as built: {stave} is too small; it would reach {rate} {unit}</source>
        <translation>按现有配置无法运行：{stave}不足；补足后可达 {rate} {unit}</translation>
    </message>
</context>
<context>
    <name>barrel.remedy</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="50"/>
        <source>faster or more GPUs</source>
        <translation>更快或更多的 GPU</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="52"/>
        <source>GPUs with more memory bandwidth (HBM), or larger batches</source>
        <translation>显存带宽更高的 GPU（HBM），或更大的批次</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="53"/>
        <source>GPUs with more memory, more GPUs with ZeRO or tensor parallelism, or a lower precision</source>
        <translation>显存更大的 GPU、用 ZeRO 或张量并行的更多 GPU，或更低的精度</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="56"/>
        <source>NVLink/NVSwitch GPUs or faster NICs, or larger batches per step</source>
        <translation>带 NVLink/NVSwitch 的 GPU 或更快的网卡，或每步更大的批次</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="57"/>
        <source>PCIe 5.0 GPUs and platform, or GPU-side decoding (DALI)</source>
        <translation>PCIe 5.0 的 GPU 与平台，或在 GPU 端解码（DALI）</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="59"/>
        <source>a CPU with more cores, or GPU-side data decoding (DALI)</source>
        <translation>核心更多的 CPU，或在 GPU 端解码数据（DALI）</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="60"/>
        <source>more system RAM</source>
        <translation>更多系统内存</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="61"/>
        <source>all memory channels populated with faster DIMMs, or a platform with more channels</source>
        <translation>用更快的内存插满所有通道，或换通道更多的平台</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="63"/>
        <source>a faster NVMe drive or several striped</source>
        <translation>更快的 NVMe 硬盘，或多块组成条带</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="64"/>
        <source>larger or more drives</source>
        <translation>更大或更多的硬盘</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="65"/>
        <source>a larger power supply</source>
        <translation>更大的电源</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="67"/>
        <source>a faster subsystem</source>
        <translation>更快的子系统</translation>
    </message>
</context>
<context>
    <name>barrel.storage.edge</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="449"/>
        <source>The module keeps its system and model on its own storage (eMMC, or a card or drive on its carrier); cameras bring the frames.</source>
        <translation>模组的系统和模型存放在自带存储上（eMMC，或载板上的存储卡、固态硬盘）；画面帧由摄像头送来。</translation>
    </message>
</context>
<context>
    <name>barrel.storage_capacity</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="462"/>
        <source>{have} GB of drives; dataset and checkpoints need {need} GB.</source>
        <translation>硬盘共 {have} GB；数据集和检查点需要 {need} GB。</translation>
    </message>
</context>
<context>
    <name>barrel.storage_throughput</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="437"/>
        <source>{read} MB/s sequential read at {share} % ÷ {bytes} per unit on disk = {rate} {unit}.</source>
        <translation>{read} MB/s 顺序读取，按 {share} % 计 ÷ 每单位磁盘占用 {bytes} = {rate} {unit}。</translation>
    </message>
</context>
<context>
    <name>barrel.storage_throughput.serving</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="425"/>
        <source>Serving reads prompts from the network, not a dataset.</source>
        <translation>推理服务从网络读取提示词，而不是读数据集。</translation>
    </message>
</context>
<context>
    <name>barrel.vram_capacity</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="255"/>
        <source>Each GPU has {have} GiB; the workload needs {need} GiB per GPU (weights, gradients, optimizer states, activations, KV cache, overhead).</source>
        <translation>每块 GPU 有 {have} GiB；工作负载每块 GPU 需要 {need} GiB（权重、梯度、优化器状态、激活值、KV 缓存、开销）。</translation>
    </message>
</context>
<context>
    <name>barrel.whatif</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="84"/>
        <source>The machine is limited by {stave}: {remedy} lifts it{then}.</source>
        <translation>瓶颈是“{stave}”{then}。解决办法：{remedy}。</translation>
    </message>
</context>
<context>
    <name>barrel.whatif.share</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="81"/>
        <source>The machine runs at {share} % of what the GPUs could do, limited by {stave}: {remedy} lifts it{then}.</source>
        <translation>整机只能发挥 GPU 能力的 {share} %，瓶颈是“{stave}”{then}。解决办法：{remedy}。</translation>
    </message>
</context>
<context>
    <name>barrel.whatif.then</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="78"/>
        <source>; then {next} limits it at {nextShare} %</source>
        <translation>；解除后由“{next}”限制在 {nextShare} %</translation>
    </message>
</context>
<context>
    <name>barrel.with_timeline</name>
    <message>
        <location filename="../../core/build/barrel.cpp" line="138"/>
        <source>{text} One step per GPU: {slices}.</source>
        <translation>{text}每块 GPU 每步：{slices}。</translation>
    </message>
</context>
<context>
    <name>bench.basis.bf16</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="163"/>
        <source>dense BF16 tensor peak</source>
        <translation>稠密 BF16 张量峰值</translation>
    </message>
</context>
<context>
    <name>bench.basis.channels</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="172"/>
        <source>{channels} channels × {speed} MT/s × 8 B</source>
        <translation>{channels} 通道 × {speed} MT/s × 8 B</translation>
    </message>
</context>
<context>
    <name>bench.basis.cpu_peak</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="173"/>
        <source>{cpus} CPU × {cores} cores × {ghz} GHz base × {flops} FLOP/cycle</source>
        <translation>{cpus} 颗 CPU × {cores} 核 × {ghz} GHz 基础频率 × 每周期 {flops} FLOP</translation>
    </message>
</context>
<context>
    <name>bench.basis.drive</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="174"/>
        <source>the fastest drive&apos;s datasheet</source>
        <translation>最快那块硬盘的规格书</translation>
    </message>
</context>
<context>
    <name>bench.basis.fp16</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="162"/>
        <source>dense FP16 tensor peak (FP32 accumulate for GeForce)</source>
        <translation>稠密 FP16 张量峰值（GeForce 取 FP32 累加）</translation>
    </message>
</context>
<context>
    <name>bench.basis.fp32</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="160"/>
        <source>FP32 peak</source>
        <translation>FP32 峰值</translation>
    </message>
</context>
<context>
    <name>bench.basis.fp8</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="164"/>
        <source>dense FP8 tensor peak</source>
        <translation>稠密 FP8 张量峰值</translation>
    </message>
</context>
<context>
    <name>bench.basis.gpu_count</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="168"/>
        <source>GPUs in the build (one machine)</source>
        <translation>配置单中的 GPU（单台机器）</translation>
    </message>
</context>
<context>
    <name>bench.basis.gpu_memory</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="169"/>
        <source>nominal GPU memory in GiB</source>
        <translation>标称显存（GiB）</translation>
    </message>
</context>
<context>
    <name>bench.basis.host_copies</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="167"/>
        <source>copies through host memory (P2P off), shown beside the P2P figure</source>
        <translation>经主机内存中转的拷贝（P2P 关闭），与 P2P 数值并列显示</translation>
    </message>
</context>
<context>
    <name>bench.basis.iops</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="176"/>
        <source>datasheet IOPS are at queue depth 128–256, not comparable</source>
        <translation>规格书的 IOPS 是在队列深度 128–256 下测得的，不可比</translation>
    </message>
</context>
<context>
    <name>bench.basis.memory</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="159"/>
        <source>memory bandwidth on the spec sheet</source>
        <translation>规格书上的显存带宽</translation>
    </message>
</context>
<context>
    <name>bench.basis.nvlink</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="166"/>
        <source>NVLink, per direction (half the bidirectional figure)</source>
        <translation>NVLink 单向带宽（双向数值的一半）</translation>
    </message>
</context>
<context>
    <name>bench.basis.part</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="175"/>
        <source>the build&apos;s part</source>
        <translation>配置单中的部件</translation>
    </message>
</context>
<context>
    <name>bench.basis.pcie</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="165"/>
        <source>PCIe {generation}.0 x{lanes} after encoding, per direction</source>
        <translation>PCIe {generation}.0 x{lanes}，扣除编码开销后的单向带宽</translation>
    </message>
</context>
<context>
    <name>bench.basis.pcie_generation</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="170"/>
        <source>PCIe generation of GPU and platform, the lower</source>
        <translation>GPU 与平台 PCIe 代数中较低者</translation>
    </message>
</context>
<context>
    <name>bench.basis.pcie_lanes</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="171"/>
        <source>the GPU&apos;s PCIe lanes</source>
        <translation>GPU 的 PCIe 通道数</translation>
    </message>
</context>
<context>
    <name>bench.basis.tf32</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="161"/>
        <source>dense TF32 tensor peak</source>
        <translation>稠密 TF32 张量峰值</translation>
    </message>
</context>
<context>
    <name>bench.built_without_cuda</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="20"/>
        <source>dlrig was built without CUDA (no dlrig-gpu-probe)</source>
        <translation>dlrig 构建时未启用 CUDA（没有 dlrig-gpu-probe）</translation>
    </message>
</context>
<context>
    <name>bench.cancelled</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="16"/>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
</context>
<context>
    <name>bench.detail.file</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="155"/>
        <source>{size} MiB file in {folder}, O_DIRECT{how}</source>
        <translation>{folder} 中 {size} MiB 的文件，O_DIRECT{how}</translation>
    </message>
</context>
<context>
    <name>bench.detail.inventory</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="158"/>
        <source>detected “{reported}”, the build has {expected}</source>
        <translation>检测到“{reported}”，配置单中为 {expected}</translation>
    </message>
</context>
<context>
    <name>bench.detail.openblas</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="154"/>
        <source>OpenBLAS, n = {n}, {repetitions} repetitions after a warm-up</source>
        <translation>OpenBLAS，n = {n}，预热后重复 {repetitions} 次</translation>
    </message>
</context>
<context>
    <name>bench.detail.stream</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="151"/>
        <source>{threads} threads, {isa} loops{stores}, 3 arrays of {size} MiB, {repetitions} repetitions (best in max)</source>
        <translation>{threads} 个线程，{isa} 循环{stores}，3 个 {size} MiB 的数组，重复 {repetitions} 次（max 列取最好一次）</translation>
    </message>
</context>
<context>
    <name>bench.detail.streaming_stores</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="153"/>
        <source> with streaming stores</source>
        <translation>，使用流式存储</translation>
    </message>
</context>
<context>
    <name>bench.detail.streams</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="156"/>
        <source>, 4 streams of 1 MiB reads</source>
        <translation>，4 路 1 MiB 读取流</translation>
    </message>
</context>
<context>
    <name>bench.detail.threads</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="157"/>
        <source>, 16 threads, QD 1 each</source>
        <translation>，16 个线程，各自队列深度 1</translation>
    </message>
</context>
<context>
    <name>bench.detect.avx512</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="54"/>
        <source>, AVX-512</source>
        <translation>，支持 AVX-512</translation>
    </message>
</context>
<context>
    <name>bench.detect.cpu</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="53"/>
        <source>CPU: {model}, {sockets} × {cores} cores, {threads} threads{avx512}</source>
        <translation>CPU：{model}，{sockets} × {cores} 核，{threads} 线程{avx512}</translation>
    </message>
</context>
<context>
    <name>bench.detect.devices</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="73"/>
        <source>{count} CUDA device(s)</source>
        <translation>{count} 个 CUDA 设备</translation>
    </message>
</context>
<context>
    <name>bench.detect.dmidecode_root</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="90"/>
        <source>dmidecode&apos;s memory table needs root (sudo)</source>
        <translation>读取 dmidecode 的内存表需要 root 权限（sudo）</translation>
    </message>
</context>
<context>
    <name>bench.detect.drive</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="60"/>
        <source>Drive {device}: {model}, {size} GiB{kind}</source>
        <translation>硬盘 {device}：{model}，{size} GiB{kind}</translation>
    </message>
</context>
<context>
    <name>bench.detect.gpu</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="64"/>
        <source>  GPU {index}: {name}{link}</source>
        <translation>  GPU {index}：{name}{link}</translation>
    </message>
</context>
<context>
    <name>bench.detect.gpu_link</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="65"/>
        <source>, PCIe {generation}.0 x{lanes}</source>
        <translation>，PCIe {generation}.0 x{lanes}</translation>
    </message>
</context>
<context>
    <name>bench.detect.gpus</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="63"/>
        <source>GPUs: {status}</source>
        <translation>GPU：{status}</translation>
    </message>
</context>
<context>
    <name>bench.detect.matched</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="68"/>
        <source>{what}: {name} → {part}</source>
        <translation>{what}：{name} → {part}</translation>
    </message>
</context>
<context>
    <name>bench.detect.memory</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="56"/>
        <source>Memory: {size} GiB, {modules} × {type}-{speed}</source>
        <translation>内存：{size} GiB，{modules} × {type}-{speed}</translation>
    </message>
</context>
<context>
    <name>bench.detect.memory_unknown</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="58"/>
        <source>Memory: {size} GiB ({why})</source>
        <translation>内存：{size} GiB（{why}）</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_cuda_build</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="83"/>
        <source>built without CUDA (nvcc was not found at configure time)</source>
        <translation>构建时未启用 CUDA（配置时未找到 nvcc）</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_device</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="72"/>
        <source>no CUDA device found</source>
        <translation>未找到 CUDA 设备</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_dmidecode</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="92"/>
        <source>dmidecode is not installed (Debian: apt install dmidecode)</source>
        <translation>未安装 dmidecode（Debian：apt install dmidecode）</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_driver</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="71"/>
        <source>no NVIDIA driver found</source>
        <translation>未找到 NVIDIA 驱动</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_modules</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="94"/>
        <source>dmidecode reports no memory modules</source>
        <translation>dmidecode 未报告任何内存条</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_nvml_library</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="85"/>
        <source>libnvidia-ml.so.1 not found (no NVIDIA driver)</source>
        <translation>未找到 libnvidia-ml.so.1（没有 NVIDIA 驱动）</translation>
    </message>
</context>
<context>
    <name>bench.detect.no_usable_device</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="81"/>
        <source>no usable CUDA device: {error}</source>
        <translation>没有可用的 CUDA 设备：{error}</translation>
    </message>
</context>
<context>
    <name>bench.detect.nvme</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="61"/>
        <source>, NVMe</source>
        <translation>，NVMe</translation>
    </message>
</context>
<context>
    <name>bench.detect.nvml</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="66"/>
        <source>NVML: {status}</source>
        <translation>NVML：{status}</translation>
    </message>
</context>
<context>
    <name>bench.detect.nvml_driver</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="88"/>
        <source>NVML, driver {version}</source>
        <translation>NVML，驱动 {version}</translation>
    </message>
</context>
<context>
    <name>bench.detect.nvml_not_initialised</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="87"/>
        <source>NVML could not be initialised (driver not loaded?)</source>
        <translation>NVML 无法初始化（驱动未加载？）</translation>
    </message>
</context>
<context>
    <name>bench.detect.old_driver</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="76"/>
        <source>the NVIDIA driver supports CUDA up to {driver} and dlrig&apos;s GPU code was built with CUDA {version}, which needs driver {minimum} or newer: update the driver, or build dlrig with a CUDA toolkit the driver supports</source>
        <translation>NVIDIA 驱动最高支持 CUDA {driver}，而 dlrig 的 GPU 代码以 CUDA {version} 构建，需要 {minimum} 或更新版本的驱动：请更新驱动，或用该驱动支持的 CUDA 工具包构建 dlrig</translation>
    </message>
</context>
<context>
    <name>bench.detect.probes</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="67"/>
        <source>GPU probes: {library}</source>
        <translation>GPU 测试程序：{library}</translation>
    </message>
</context>
<context>
    <name>bench.detect.rotational</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="62"/>
        <source>, rotational</source>
        <translation>，机械硬盘</translation>
    </message>
</context>
<context>
    <name>bench.detect.speed_unknown</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="96"/>
        <source>type, speed and modules unknown: {why}</source>
        <translation>类型、频率和条数未知：{why}</translation>
    </message>
</context>
<context>
    <name>bench.detect.unmatched</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="69"/>
        <source>{what}: {name} (no catalog part matches it: match it by hand, or compare with a build)</source>
        <translation>{what}：{name}（目录中没有对应部件：请手动匹配，或与某个配置对比）</translation>
    </message>
</context>
<context>
    <name>bench.gemm_wrong</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="23"/>
        <source>result differs from a plain dot product: a numerical or hardware fault</source>
        <translation>结果与直接点积不一致：存在数值或硬件故障</translation>
    </message>
</context>
<context>
    <name>bench.gpu.basis.health</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="145"/>
        <source>at most 85 °C, no new uncorrected ECC error, no row remap pending</source>
        <translation>不超过 85 °C，无新的不可纠正 ECC 错误，无待处理的行重映射</translation>
    </message>
</context>
<context>
    <name>bench.gpu.basis.no_slowdown</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="144"/>
        <source>no hardware slowdown under load</source>
        <translation>负载下没有硬件降频</translation>
    </message>
</context>
<context>
    <name>bench.gpu.burn_not_requested</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="106"/>
        <source>not requested (--burn SECONDS)</source>
        <translation>未要求（--burn 秒数）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.cublas_init</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="102"/>
        <source>cuBLAS could not be initialised</source>
        <translation>cuBLAS 无法初始化</translation>
    </message>
</context>
<context>
    <name>bench.gpu.cublas_lacks</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="114"/>
        <source>cuBLAS lacks {symbol}</source>
        <translation>cuBLAS 缺少 {symbol}</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.buffers</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="124"/>
        <source>{size} MiB buffers (L2 {l2} KiB), {repetitions} repetitions, CUDA events</source>
        <translation>{size} MiB 缓冲区（L2 {l2} KiB），重复 {repetitions} 次，CUDA 事件计时</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.burn_in</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="133"/>
        <source>{rounds} SGEMM rounds (n = 8192, random inputs) over {seconds} s on all {devices} GPUs at once, each output compared whole with the first; {telemetry}</source>
        <translation>{devices} 块 GPU 同时运行 {seconds} 秒，共 {rounds} 轮 SGEMM（n = 8192，随机输入），每次输出都与第一次整体比对；{telemetry}</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.fma</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="126"/>
        <source>{blocks} blocks × 256 threads × 8 chains × 4096 FMAs</source>
        <translation>{blocks} 个线程块 × 256 线程 × 8 条链 × 4096 次 FMA</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.fp8</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="131"/>
        <source>cuBLASLt E4M3 × E4M3 → BF16 (TN, fast accumulation), n = {n}, random inputs; every entry of an integer product (n = 512) checked</source>
        <translation>cuBLASLt E4M3 × E4M3 → BF16（TN，快速累加），n = {n}，随机输入；整数乘积（n = 512）逐项校验</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.gemm</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="129"/>
        <source>cuBLAS cublasGemmEx, n = {n}, random inputs in [-1, 1), FP32 output; every entry of an integer product (n = 512) checked</source>
        <translation>cuBLAS cublasGemmEx，n = {n}，[-1, 1) 内的随机输入，FP32 输出；整数乘积（n = 512）逐项校验</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.nccl</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="142"/>
        <source>NCCL {version}, {devices} GPUs, {size} MiB FP32 sum, out of place, {count} all-reduces per repetition; busbw = algbw × 2(n−1)/n (nccl-tests)</source>
        <translation>NCCL {version}，{devices} 块 GPU，{size} MiB FP32 求和，非原地，每次重复 {count} 次 all-reduce；busbw = algbw × 2(n−1)/n（nccl-tests）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.numa</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="128"/>
        <source> on the GPU&apos;s NUMA node</source>
        <translation>，位于 GPU 所在的 NUMA 节点</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.peer_off</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="140"/>
        <source>{size} MiB, cudaMemcpyPeerAsync, {repetitions} repetitions, peer access off (through host memory)</source>
        <translation>{size} MiB，cudaMemcpyPeerAsync，重复 {repetitions} 次，对等访问关闭（经主机内存中转）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.peer_on</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="138"/>
        <source>{size} MiB, cudaMemcpyPeerAsync, {repetitions} repetitions, peer access on</source>
        <translation>{size} MiB，cudaMemcpyPeerAsync，重复 {repetitions} 次，对等访问开启</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.pinned</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="127"/>
        <source>{size} MiB, pinned host memory{numa}, cudaMemcpyAsync</source>
        <translation>{size} MiB，锁页主机内存{numa}，cudaMemcpyAsync</translation>
    </message>
</context>
<context>
    <name>bench.gpu.detail.telemetry</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="136"/>
        <source>max {temperature} °C, up to {watts} W, SM clock {low}–{high} MHz, clock-event reasons 0x{reasons}, {seconds} s in thermal violation</source>
        <translation>最高 {temperature} °C，最高 {watts} W，SM 频率 {low}–{high} MHz，时钟事件原因 0x{reasons}，温度违规 {seconds} 秒</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_cublas</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="111"/>
        <source>cuBLAS {major} is not installed (libcublas.so.{library} not found; it comes with the CUDA {toolkit} toolkit)</source>
        <translation>未安装 cuBLAS {major}（找不到 libcublas.so.{library}；它随 CUDA {toolkit} 工具包提供）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_direct_path</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="117"/>
        <source>waived: the platform gives GPU {from} no direct path to GPU {to} (cudaDeviceCanAccessPeer = 0)</source>
        <translation>豁免：该平台上 GPU {from} 与 GPU {to} 之间没有直连通路（cudaDeviceCanAccessPeer = 0）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_fp8</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="103"/>
        <source>no FP8 tensor cores (compute capability below 8.9)</source>
        <translation>没有 FP8 张量核心（计算能力低于 8.9）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_fp8_kernel</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="115"/>
        <source>cuBLASLt offers no FP8 kernel for this GPU and layout</source>
        <translation>cuBLASLt 没有适用于此 GPU 和布局的 FP8 内核</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_nccl</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="119"/>
        <source>NCCL is not installed (libnccl.so.2 not found): all-reduce bus bandwidth not measured</source>
        <translation>未安装 NCCL（找不到 libnccl.so.2）：未测量 all-reduce 总线带宽</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_nccl_header</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="121"/>
        <source>dlrig-gpu-probe was built without nccl.h: all-reduce bus bandwidth not measured</source>
        <translation>dlrig-gpu-probe 构建时没有 nccl.h：未测量 all-reduce 总线带宽</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_slowdown_reading</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="109"/>
        <source>NVML could read neither the clock-event reasons nor the thermal violation time</source>
        <translation>NVML 既读不到时钟事件原因，也读不到热违规时间</translation>
    </message>
</context>
<context>
    <name>bench.gpu.no_telemetry</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="105"/>
        <source>no NVML telemetry ({status})</source>
        <translation>没有 NVML 遥测数据（{status}）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.not_finite</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="107"/>
        <source>the figure came out as infinity or not a number (a timer that read zero, or a fault)</source>
        <translation>结果为无穷大或非数值（计时器读数为零，或发生故障）</translation>
    </message>
</context>
<context>
    <name>bench.gpu.one_gpu_allreduce</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="104"/>
        <source>one GPU: nothing to all-reduce</source>
        <translation>只有一块 GPU：无需 all-reduce</translation>
    </message>
</context>
<context>
    <name>bench.gpu.one_gpu_peer</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="116"/>
        <source>one GPU: no peer to copy to</source>
        <translation>只有一块 GPU：没有可互传的对端</translation>
    </message>
</context>
<context>
    <name>bench.helper_cannot_start</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="32"/>
        <source>cannot start {program}: {reason}</source>
        <translation>无法启动 {program}：{reason}</translation>
    </message>
</context>
<context>
    <name>bench.helper_ended_early</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="43"/>
        <source>{program} ended without reporting this figure</source>
        <translation>{program} 结束时未报告此项数据</translation>
    </message>
</context>
<context>
    <name>bench.helper_failed</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="37"/>
        <source>{program} failed</source>
        <translation>{program} 运行失败</translation>
    </message>
</context>
<context>
    <name>bench.helper_failed_with</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="39"/>
        <source>{program} failed: {status}</source>
        <translation>{program} 运行失败：{status}</translation>
    </message>
</context>
<context>
    <name>bench.helper_hung</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="40"/>
        <source>{program} gave no sign of progress for {seconds} s during {phase} and was stopped</source>
        <translation>{program} 在 {phase} 阶段 {seconds} 秒无任何进展，已被终止</translation>
    </message>
</context>
<context>
    <name>bench.helper_missing_library</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="34"/>
        <source>{program} could not start (a CUDA library missing?)</source>
        <translation>{program} 无法启动（缺少 CUDA 库？）</translation>
    </message>
</context>
<context>
    <name>bench.helper_signal</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="36"/>
        <source>{program} died with signal {signal}</source>
        <translation>{program} 因信号 {signal} 终止</translation>
    </message>
</context>
<context>
    <name>bench.measured_compute_scale</name>
    <message>
        <location filename="../../core/validation/validation.cpp" line="422"/>
        <source>compute-scale = {value} ({base} × measured {metric} share ÷ the healthy share {healthy})</source>
        <translation>compute-scale = {value}（{base} × 实测 {metric} 占比 ÷ 健康占比 {healthy}）</translation>
    </message>
</context>
<context>
    <name>bench.measured_setting</name>
    <message>
        <location filename="../../core/validation/validation.cpp" line="405"/>
        <source>{setting} = {value} (measured {metric})</source>
        <translation>{setting} = {value}（实测 {metric}）</translation>
    </message>
</context>
<context>
    <name>bench.no_comparable_spec</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="49"/>
        <source>no comparable spec in the catalog</source>
        <translation>目录中没有可比较的规格</translation>
    </message>
</context>
<context>
    <name>bench.no_cuda_device</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="18"/>
        <source>no CUDA device</source>
        <translation>没有 CUDA 设备</translation>
    </message>
</context>
<context>
    <name>bench.no_folder</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="27"/>
        <source>no folder to test in (--dir PATH: a folder on the drive to measure)</source>
        <translation>没有可供测试的文件夹（--dir 路径：待测硬盘上的一个文件夹）</translation>
    </message>
</context>
<context>
    <name>bench.no_measurement</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="45"/>
        <source>no measurement</source>
        <translation>没有测量值</translation>
    </message>
</context>
<context>
    <name>bench.no_nvml</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="30"/>
        <source>NVML not available: {status}</source>
        <translation>NVML 不可用：{status}</translation>
    </message>
</context>
<context>
    <name>bench.no_space</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="29"/>
        <source>not enough free space in {folder} for the test file</source>
        <translation>{folder} 的剩余空间不足以放下测试文件</translation>
    </message>
</context>
<context>
    <name>bench.no_such_part</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="21"/>
        <source>the build names no such part</source>
        <translation>配置中没有此部件</translation>
    </message>
</context>
<context>
    <name>bench.no_threshold</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="47"/>
        <source>no threshold for {metric}</source>
        <translation>{metric} 没有判定门槛</translation>
    </message>
</context>
<context>
    <name>bench.not_compared</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="46"/>
        <source>not compared: {basis}</source>
        <translation>未比较：{basis}</translation>
    </message>
</context>
<context>
    <name>bench.not_selected</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="17"/>
        <source>not selected</source>
        <translation>未选择</translation>
    </message>
</context>
<context>
    <name>bench.probe.gemm</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="179"/>
        <source>CPU matrix multiply (OpenBLAS SGEMM and DGEMM)</source>
        <translation>CPU 矩阵乘法（OpenBLAS SGEMM 与 DGEMM）</translation>
    </message>
</context>
<context>
    <name>bench.probe.gpu</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="183"/>
        <source>GPU probes</source>
        <translation>GPU 测试</translation>
    </message>
</context>
<context>
    <name>bench.probe.gpu_start</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="182"/>
        <source>GPU probes (dlrig-gpu-probe)</source>
        <translation>GPU 测试（dlrig-gpu-probe）</translation>
    </message>
</context>
<context>
    <name>bench.probe.storage</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="180"/>
        <source>Storage: sequential write and read (O_DIRECT, 1 MiB blocks) and 4 KiB random reads</source>
        <translation>存储：顺序写入与读取（O_DIRECT，1 MiB 块）及 4 KiB 随机读取</translation>
    </message>
</context>
<context>
    <name>bench.probe.stream</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="178"/>
        <source>Host memory bandwidth: STREAM Copy, Scale, Add, Triad on all cores</source>
        <translation>主机内存带宽：在所有核心上运行 STREAM Copy、Scale、Add、Triad</translation>
    </message>
</context>
<context>
    <name>bench.settings</name>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="24"/>
        <source>{origin}: {field}: {problem}</source>
        <translation>{origin}：{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="32"/>
        <source>missing (a fraction of the spec, e.g. 0.7)</source>
        <translation>缺失（应为规格值的比例，例如 0.7）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="36"/>
        <source>expected a fraction of the spec above 0 and at most 1, got {value}</source>
        <translation>应为大于 0 且不超过 1 的规格值比例，实际为 {value}</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="47"/>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="51"/>
        <source>unknown field (expected format, version, thresholds, matches)</source>
        <translation>未知字段（可用 format、version、thresholds、matches）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="54"/>
        <source>expected {format}</source>
        <translation>应为 {format}</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="57"/>
        <source>expected 1 (a newer dlrig wrote this file?)</source>
        <translation>应为 1（此文件是否由更新版本的 dlrig 写入？）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="62"/>
        <source>expected an object of metric → {form}</source>
        <translation>应为“指标 → {form}”形式的对象</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="72"/>
        <source>unknown metric (Benchmark → Thresholds lists them)</source>
        <translation>未知指标（“基准测试 → 阈值”中列出了全部指标）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="75"/>
        <source>an exact check (it must equal the spec): it has no bars to edit</source>
        <translation>这是精确检查（必须与规格一致），没有可编辑的阈值</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="77"/>
        <source>expected {form} with fractions</source>
        <translation>应为 {form}，其值为比例</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="82"/>
        <source>unknown field (expected pass, warn)</source>
        <translation>未知字段（可用 pass、warn）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="87"/>
        <source>must not be above pass ({pass})</source>
        <translation>不得高于 pass（{pass}）</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="95"/>
        <source>expected an object of detected name → catalog part id</source>
        <translation>应为“检测到的名称 → 目录部件 ID”形式的对象</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="98"/>
        <source>a detected name is empty</source>
        <translation>有一个检测到的名称为空</translation>
    </message>
    <message>
        <location filename="../../core/validation/benchsettings.cpp" line="101"/>
        <source>expected a catalog part id (a string; an empty one for no part)</source>
        <translation>应为目录部件 ID（字符串；空字符串表示无对应部件）</translation>
    </message>
</context>
<context>
    <name>bench.stream_wrong</name>
    <message>
        <location filename="../../core/validation/benchphrases.h" line="25"/>
        <source>results differ from the expected values: memory or CPU fault</source>
        <translation>结果与预期值不符：内存或 CPU 故障</translation>
    </message>
</context>
<context>
    <name>bom</name>
    <message>
        <location filename="../../core/build/bom.cpp" line="39"/>
        <source>{field}: expected an amount in {code}, e.g. 150.00</source>
        <translation>{field}：应为以 {code} 计的金额，例如 150.00</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="52"/>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="73"/>
        <source>{field}: expected a percentage from 0 to 100 with at most four decimals, e.g. 13 or 7.25, not &apos;{text}&apos;</source>
        <translation>{field}：应为 0 到 100 之间、最多四位小数的百分比，例如 13 或 7.25，而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="200"/>
        <source>quote terms: {amount} is not in the BOM&apos;s currency {code}</source>
        <translation>报价条款：{amount} 不是以 BOM 的币种 {code} 计价</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="206"/>
        <source>quote terms: give discount_percent or discount, not both</source>
        <translation>报价条款：discount_percent 与 discount 只能给出其一</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="213"/>
        <source>quote terms: a discount of {discount} is more than the subtotal {subtotal}</source>
        <translation>报价条款：折扣 {discount} 超过了小计 {subtotal}</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="218"/>
        <source>quote terms: shipping cannot be negative</source>
        <translation>报价条款：运费不能为负数</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="230"/>
        <source>{origin}: expected a JSON object of quote fields</source>
        <translation>{origin}：应为包含报价字段的 JSON 对象</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="64"/>
        <source>logo: {path} is not an image dlrig can read (PNG, JPEG, BMP, GIF)</source>
        <translation>徽标：{path} 不是 dlrig 能读取的图片（PNG、JPEG、BMP、GIF）</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="141"/>
        <source>logo: cannot read an image from {path}</source>
        <translation>徽标：无法从 {path} 读取图片</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="320"/>
        <location filename="../../app/cli/bomcommand.cpp" line="117"/>
        <source>--paper: expected a4 or letter, not &apos;{text}&apos;</source>
        <translation>--paper：应为 a4 或 letter，而不是“{text}”</translation>
    </message>
</context>
<context>
    <name>catalog</name>
    <message>
        <location filename="../../catalog/benchhistory.cpp" line="166"/>
        <source>no benchmark run {run} in {path}</source>
        <translation>{path} 中没有编号为 {run} 的基准测试运行</translation>
    </message>
    <message>
        <location filename="../../catalog/buildresolver.cpp" line="24"/>
        <source>{origin}: not in the catalog: {missing} (search the catalog for the part&apos;s id)</source>
        <translation>{origin}：目录中没有 {missing}（请在目录中搜索该部件的 ID）</translation>
    </message>
    <message>
        <location filename="../../catalog/buildresolver.cpp" line="31"/>
        <source>{origin}: scenario: cloud: no cloud instance &apos;{id}&apos; in the catalog (dlrig-cli catalog list --category cloud lists them)</source>
        <translation>{origin}：scenario：cloud：目录中没有云实例“{id}”（dlrig-cli catalog list --category cloud 会列出全部云实例）</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="89"/>
        <source>no part &apos;{id}&apos; in {path}</source>
        <translation>{path} 中没有部件“{id}”</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="365"/>
        <source>{where} ({id}): {field} &apos;{target}&apos; is not a part in the catalog or in this file</source>
        <translation>{where}（{id}）：{field}“{target}”既不在目录中，也不在此文件中</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="424"/>
        <source>{field}: {problem}</source>
        <translation>{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="445"/>
        <source>{origin}: line {line}: id: no part &apos;{id}&apos; in the catalog</source>
        <translation>{origin}：第 {line} 行：id：目录中没有部件“{id}”</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="486"/>
        <source>&apos;{id}&apos; is not a part the user added to {path}</source>
        <translation>“{id}”不是用户添加到 {path} 的部件</translation>
    </message>
    <message>
        <location filename="../../catalog/partfiles.cpp" line="28"/>
        <source>{path}: expected a .json or .csv file to import</source>
        <translation>{path}：要导入的应是 .json 或 .csv 文件</translation>
    </message>
    <message>
        <location filename="../../catalog/partfiles.cpp" line="36"/>
        <source>{path}: expected a .json or .csv file to export</source>
        <translation>{path}：要导出的应是 .json 或 .csv 文件</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="20"/>
        <source>no part &apos;{id}&apos; on the team server {server}</source>
        <translation>团队服务器 {server} 上没有部件“{id}”</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="336"/>
        <source>no quote number {number} on {server}</source>
        <translation>{server} 上没有编号为 {number} 的报价</translation>
    </message>
</context>
<context>
    <name>catalog.file</name>
    <message>
        <location filename="../../catalog/catalog.cpp" line="60"/>
        <source>SQLite&apos;s consistency check fails ({check})</source>
        <translation>SQLite 一致性检查未通过（{check}）</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="102"/>
        <source>{path}: no such catalog file</source>
        <translation>{path}：没有这个目录文件</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="130"/>
        <source>{path}: written by another dlrig version, and read-only here, so it cannot be updated</source>
        <translation>{path}：由另一版本的 dlrig 写入，而在这里是只读的，因此无法更新</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="139"/>
        <source>{path}: cannot be read</source>
        <translation>{path}：无法读取</translation>
    </message>
    <message>
        <location filename="../../catalog/catalog.cpp" line="156"/>
        <source>{path}: already exists</source>
        <translation>{path}：已存在</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="42"/>
        <source>catalog {path} is damaged: {reason}</source>
        <translation>目录 {path} 已损坏：{reason}</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="54"/>
        <source>cannot read its size ({reason})</source>
        <translation>无法读取其大小（{reason}）</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="60"/>
        <source>it is {size} bytes long, shorter than a SQLite header</source>
        <translation>它只有 {size} 字节，比 SQLite 文件头还短</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="65"/>
        <source>its header cannot be read</source>
        <translation>无法读取其文件头</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="67"/>
        <source>it is not a SQLite database (wrong header)</source>
        <translation>它不是 SQLite 数据库（文件头不对）</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="75"/>
        <source>its header records an impossible page size ({size})</source>
        <translation>其文件头记录的页大小不可能成立（{size}）</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="79"/>
        <source>it is truncated: {size} bytes where its header records {recorded}</source>
        <translation>文件被截断：只有 {size} 字节，而文件头记录为 {recorded} 字节</translation>
    </message>
    <message>
        <location filename="../../catalog/benchhistory.cpp" line="15"/>
        <source>{path}: benchmark history from a newer dlrig (schema {version}); nothing was changed</source>
        <translation>{path}：基准测试历史由更新版本的 dlrig 写入（模式版本 {version}），未做任何更改</translation>
    </message>
    <message>
        <location filename="../../catalog/cataloglock.cpp" line="55"/>
        <source>{path}: in use by this program</source>
        <translation>{path}：正被本程序使用</translation>
    </message>
    <message>
        <location filename="../../catalog/cataloglock.cpp" line="66"/>
        <source>{path}: in use</source>
        <translation>{path}：正被使用</translation>
    </message>
    <message>
        <location filename="../../catalog/database.cpp" line="57"/>
        <source>{path}: cannot open: {reason}</source>
        <translation>{path}：无法打开：{reason}</translation>
    </message>
    <message>
        <location filename="../../catalog/schema.cpp" line="98"/>
        <source>{path}: written by a newer dlrig (catalog schema {version}); this dlrig reads up to schema {latest}</source>
        <translation>{path}：由更新版本的 dlrig 写入（目录模式版本 {version}）；此版本 dlrig 最多读取模式版本 {latest}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.barrel</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="75"/>
        <source>The barrel ({unit})</source>
        <translation>木桶（{unit}）</translation>
    </message>
</context>
<context>
    <name>cli.analyze.break_even</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="220"/>
        <source>; owning breaks even after {months} months</source>
        <translation>；自购 {months} 个月后回本</translation>
    </message>
</context>
<context>
    <name>cli.analyze.build</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="230"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
</context>
<context>
    <name>cli.analyze.circuit_fits</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="129"/>
        <source>{circuit} fits;</source>
        <translation>{circuit} 线路可以承载；</translation>
    </message>
</context>
<context>
    <name>cli.analyze.circuit_small</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="130"/>
        <source>{circuit} too small;</source>
        <translation>{circuit} 线路不够；</translation>
    </message>
</context>
<context>
    <name>cli.analyze.cloud</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="212"/>
        <source>cloud: {count} × {instance} on demand {perMonth}/month</source>
        <translation>云端：{count} × {instance} 按需 {perMonth}/月</translation>
    </message>
</context>
<context>
    <name>cli.analyze.compatibility</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="62"/>
        <source>Compatibility</source>
        <translation>兼容性</translation>
    </message>
</context>
<context>
    <name>cli.analyze.cost</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="173"/>
        <source>Cost (exchange rates of {date})</source>
        <translation>成本（{date} 汇率）</translation>
    </message>
</context>
<context>
    <name>cli.analyze.discontinued</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="160"/>
        <source>{part} is no longer sold new (discontinued {date}): its catalog price is from when it was; expect used or remaining-stock prices.</source>
        <translation>{part} 已停产（{date} 起不再以新品销售）：目录价格是停产前的价格，实际只能按二手或库存余货价格购买。</translation>
    </message>
</context>
<context>
    <name>cli.analyze.fits</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="64"/>
        <source>every part fits</source>
        <translation>所有部件均兼容</translation>
    </message>
</context>
<context>
    <name>cli.analyze.nodes</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="234"/>
        <source>, {nodes} nodes</source>
        <translation>，{nodes} 个节点</translation>
    </message>
</context>
<context>
    <name>cli.analyze.on_request</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="188"/>
        <source>{part} is priced on request: left out of the total (set a quote with dlrig-cli catalog set-price)</source>
        <translation>{part} 需询价：未计入合计（可用 dlrig-cli catalog set-price 录入报价）</translation>
    </message>
</context>
<context>
    <name>cli.analyze.ownership</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="193"/>
        <source>energy {energy}/month, depreciation {depreciation}/month, own {own}/month; cost of ownership over {years} years {tco}</source>
        <translation>电费 {energy}/月，折旧 {depreciation}/月，自有成本 {own}/月；{years} 年总拥有成本 {tco}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.peak</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="103"/>
        <source>peak {peak} W (GPUs {gpus} W, CPUs {cpus} W); PSU {psu} W, recommended {recommended} W</source>
        <translation>峰值 {peak} W（GPU {gpus} W，CPU {cpus} W）；电源 {psu} W，建议 {recommended} W</translation>
    </message>
</context>
<context>
    <name>cli.analyze.power</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="102"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
</context>
<context>
    <name>cli.analyze.reserved</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="217"/>
        <source>, reserved {perMonth}/month</source>
        <translation>，预留实例 {perMonth}/月</translation>
    </message>
</context>
<context>
    <name>cli.analyze.run</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="203"/>
        <source>one training run: {owned} owned</source>
        <translation>一次训练：自购 {owned}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.run_cloud</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="206"/>
        <source>, {cloud} on {instance}</source>
        <translation>，在 {instance} 上 {cloud}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.site_default</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="123"/>
        <source> (the currency&apos;s default)</source>
        <translation>（该币种地区的默认值）</translation>
    </message>
</context>
<context>
    <name>cli.analyze.site_fits</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="114"/>
        <source>the site&apos;s {circuit} circuit{which} carries it ({continuous} W continuous);</source>
        <translation>场地 {circuit} 线路{which}可以承载（持续 {continuous} W）；</translation>
    </message>
</context>
<context>
    <name>cli.analyze.site_small</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="117"/>
        <source>the site&apos;s {circuit} circuit{which} is too small ({continuous} W continuous);</source>
        <translation>场地 {circuit} 线路{which}容量不足（持续 {continuous} W）；</translation>
    </message>
</context>
<context>
    <name>cli.analyze.stale</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="145"/>
        <source>{amount} of the total ({share} %, {lines} of {count} lines) rests on prices older than {months} months: ask for quotes before ordering (dlrig-cli catalog set-price).</source>
        <translation>总价中有 {amount}（{share} %，{count} 行中的 {lines} 行）基于超过 {months} 个月的旧价格：下单前请先询价（dlrig-cli catalog set-price）。</translation>
    </message>
</context>
<context>
    <name>cli.analyze.system_rate</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="92"/>
        <source>system rate  {rate}; bottleneck {stave}</source>
        <translation>整机速率：{rate}；瓶颈：{stave}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.wall</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="111"/>
        <source>wall {wall} W, heat {heat} BTU/h;</source>
        <translation>墙插 {wall} W，发热 {heat} BTU/h；</translation>
    </message>
</context>
<context>
    <name>cli.analyze.what_if</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="95"/>
        <source>what-if      {text}</source>
        <translation>如何改进：{text}</translation>
    </message>
</context>
<context>
    <name>cli.analyze.workload</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="236"/>
        <source>workload  {workload}</source>
        <translation>工作负载：{workload}</translation>
    </message>
</context>
<context>
    <name>cli.bench.catalog_match</name>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="63"/>
        <source>Catalog match</source>
        <translation>目录匹配</translation>
    </message>
</context>
<context>
    <name>cli.bench.verdict</name>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="277"/>
        <location filename="../../app/cli/clustercommand.cpp" line="173"/>
        <source>verdict {verdict}</source>
        <translation>结论：{verdict}</translation>
    </message>
</context>
<context>
    <name>cli.bom.issued</name>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="225"/>
        <source>issued as quote {number} on {server}</source>
        <translation>已在 {server} 上编为报价单 {number}</translation>
    </message>
</context>
<context>
    <name>cli.bom.not_issued</name>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="206"/>
        <source>quote {number} was not issued: the team server stored nothing, and the number is skipped, never reused</source>
        <translation>报价单 {number} 未开出：团队服务器未保存任何内容，该编号作废且不再使用</translation>
    </message>
</context>
<context>
    <name>cli.bom.total</name>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="221"/>
        <source>{lines} lines, total {total}</source>
        <translation>共 {lines} 行，合计 {total}</translation>
    </message>
</context>
<context>
    <name>cli.bom.wrote</name>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="175"/>
        <location filename="../../app/cli/bomcommand.cpp" line="179"/>
        <source>wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
</context>
<context>
    <name>cli.bom.wrote_pages</name>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="185"/>
        <source>wrote {file} ({pages} page)</source>
        <translation>已写入 {file}（{pages} 页）</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="186"/>
        <source>wrote {file} ({pages} pages)</source>
        <translation>已写入 {file}（{pages} 页）</translation>
    </message>
</context>
<context>
    <name>cli.catalog</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="249"/>
        <source>imported {parts} parts from {file} ({added} new, {replaced} replaced) into {catalog}</source>
        <translation>已从 {file} 导入 {parts} 个部件到 {catalog}（新增 {added} 个，替换 {replaced} 个）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="269"/>
        <source>exported {parts} parts to {file}</source>
        <translation>已将 {parts} 个部件导出到 {file}</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="293"/>
        <source>{id}: price set to {price} as of {date}</source>
        <translation>{id}：价格已设为 {price}（{date} 起）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="308"/>
        <source>imported {prices} {prices|price|prices} from {file} into {catalog}</source>
        <translation>已从 {file} 导入 {prices} 个价格到 {catalog}</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="322"/>
        <source>{id} is hidden</source>
        <translation>{id} 已隐藏</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="323"/>
        <source>{id} is shown again</source>
        <translation>{id} 已重新显示</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="354"/>
        <source>{file}: ok, {parts} parts</source>
        <translation>{file}：正常，{parts} 个部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="406"/>
        <source>kept the old catalog as {file}</source>
        <translation>旧目录已保留为 {file}</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="412"/>
        <source>carried over {parts} of your parts, {prices} prices and {hidden} hidden parts from the old catalog</source>
        <translation>已从旧目录带过来 {parts} 个您自己的部件、{prices} 个价格和 {hidden} 个隐藏的部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="420"/>
        <source>could not read from the old catalog: {problem}</source>
        <translation>无法从旧目录读取：{problem}</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="425"/>
        <source>restored {parts} parts from {file}</source>
        <translation>已从 {file} 恢复 {parts} 个部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="429"/>
        <source>rebuilt {file} with {parts} parts</source>
        <translation>已重建 {file}，共 {parts} 个部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="38"/>
        <source>the team server {location}</source>
        <translation>团队服务器 {location}</translation>
    </message>
</context>
<context>
    <name>cli.catalog.count</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="158"/>
        <source>{count} part</source>
        <translation>共 {count} 个部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="159"/>
        <source>{count} parts</source>
        <translation>共 {count} 个部件</translation>
    </message>
</context>
<context>
    <name>cli.catalog.priced_in</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="162"/>
        <source> priced in {currency} (parts priced in other currencies are not compared)</source>
        <translation>，以 {currency} 标价（其他货币标价的部件不参与比较）</translation>
    </message>
</context>
<context>
    <name>cli.chart.wrote</name>
    <message>
        <location filename="../../app/cli/chartoutput.cpp" line="51"/>
        <source>wrote {file}</source>
        <translation>已写入 {file}</translation>
    </message>
</context>
<context>
    <name>cli.cluster</name>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="145"/>
        <source>Not judged:</source>
        <translation>未评判：</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="158"/>
        <source>Changed since each node&apos;s previous run:</source>
        <translation>自各节点上次运行以来的变化：</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="165"/>
        <source>Each node&apos;s run is stored on {server}.</source>
        <translation>各节点的运行结果已保存到 {server}。</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="168"/>
        <source>Named:</source>
        <translation>指出的问题：</translation>
    </message>
</context>
<context>
    <name>cli.column</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="78"/>
        <source>stave</source>
        <translation>木板</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="78"/>
        <source>rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="79"/>
        <location filename="../../app/cli/benchcommand.cpp" line="263"/>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="87"/>
        <source>fit</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="176"/>
        <location filename="../../app/cli/catalogcommand.cpp" line="149"/>
        <location filename="../../app/cli/recommendcommand.cpp" line="77"/>
        <source>part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="176"/>
        <location filename="../../app/cli/recommendcommand.cpp" line="77"/>
        <source>qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="262"/>
        <location filename="../../app/cli/clustercommand.cpp" line="124"/>
        <source>unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="177"/>
        <location filename="../../app/cli/analyzecommand.cpp" line="183"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="261"/>
        <location filename="../../app/cli/clustercommand.cpp" line="123"/>
        <source>test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="261"/>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="262"/>
        <source>min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="263"/>
        <source>spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="264"/>
        <location filename="../../app/cli/clustercommand.cpp" line="125"/>
        <location filename="../../app/cli/monitorcommand.cpp" line="214"/>
        <source>verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="198"/>
        <source>need</source>
        <translation>需求</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="78"/>
        <source>model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="149"/>
        <source>specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="178"/>
        <location filename="../../app/cli/catalogcommand.cpp" line="150"/>
        <location filename="../../app/cli/recommendcommand.cpp" line="78"/>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="123"/>
        <location filename="../../app/cli/monitorcommand.cpp" line="213"/>
        <source>subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="124"/>
        <source>value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="125"/>
        <location filename="../../app/cli/monitorcommand.cpp" line="214"/>
        <source>why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../app/cli/monitorcommand.cpp" line="213"/>
        <source>check</source>
        <translation>检查项</translation>
    </message>
</context>
<context>
    <name>cli.column.cost</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="177"/>
        <source>unit</source>
        <translation>单价</translation>
    </message>
</context>
<context>
    <name>cli.database</name>
    <message>
        <location filename="../../app/cli/commands.cpp" line="415"/>
        <source>{problem}. Nothing was changed. To keep it aside as a backup and rebuild it from the shipped data, run: dlrig-cli{db} catalog recover [--from-export YOUR-LAST-EXPORT.json]</source>
        <translation>{problem}。未做任何更改。如要把它留作备份并用随附数据重建，请运行：dlrig-cli{db} catalog recover [--from-export 您最近的导出.json]</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands.cpp" line="426"/>
        <source>{path} is in use by another program (locked); nothing was changed. Try again when it has finished.</source>
        <translation>{path} 正被另一个程序使用（已锁定），未做任何更改。请等它结束后再试。</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands.cpp" line="433"/>
        <source>{path} cannot be written: the file or its folder is read-only; nothing was changed.</source>
        <translation>{path} 无法写入：文件或其所在文件夹是只读的，未做任何更改。</translation>
    </message>
</context>
<context>
    <name>cli.duration</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="41"/>
        <source>more than 1,000 years</source>
        <translation>超过 1,000 年</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="43"/>
        <source>{count} years</source>
        <translation>{count} 年</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="45"/>
        <source>{count} minutes</source>
        <translation>{count} 分钟</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="47"/>
        <source>{count} hours</source>
        <translation>{count} 小时</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="48"/>
        <source>{count} days</source>
        <translation>{count} 天</translation>
    </message>
</context>
<context>
    <name>cli.estimate.assumptions</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="264"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
</context>
<context>
    <name>cli.estimate.compute</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="214"/>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
</context>
<context>
    <name>cli.estimate.does_not_fit</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="186"/>
        <source>does NOT fit in {vram} per GPU ({ratio}× what it needs)</source>
        <translation>每块 GPU 的 {vram} 装不下（仅为所需的 {ratio} 倍）</translation>
    </message>
</context>
<context>
    <name>cli.estimate.efficiency</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="234"/>
        <source>{share} % of {peak} TFLOPS</source>
        <translation>{peak} TFLOPS 的 {share} %</translation>
    </message>
</context>
<context>
    <name>cli.estimate.fits</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="185"/>
        <source>fits in {vram} per GPU ({ratio}× what it needs)</source>
        <translation>每块 GPU 的 {vram} 装得下（为所需的 {ratio} 倍）</translation>
    </message>
</context>
<context>
    <name>cli.estimate.gpu_memory</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="168"/>
        <source>GPU memory per GPU</source>
        <translation>每块 GPU 的显存</translation>
    </message>
</context>
<context>
    <name>cli.estimate.host</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="197"/>
        <source>Host</source>
        <translation>主机</translation>
    </message>
</context>
<context>
    <name>cli.estimate.model</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="162"/>
        <source>model      {line}</source>
        <translation>模型：{line}</translation>
    </message>
</context>
<context>
    <name>cli.estimate.row</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="199"/>
        <source>system RAM</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="201"/>
        <source>of which offload</source>
        <translation>其中卸载</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="203"/>
        <source>CPU cores</source>
        <translation>CPU 核心</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="204"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="205"/>
        <source>weights file</source>
        <translation>权重文件</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="206"/>
        <source>checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="208"/>
        <source>dataset</source>
        <translation>数据集</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="210"/>
        <source>not given</source>
        <translation>未给出</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="216"/>
        <source>FLOPs per token</source>
        <translation>每 token 的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="217"/>
        <source>FLOPs per sample</source>
        <translation>每样本的 FLOPs</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="228"/>
        <source>prefill tokens/s</source>
        <translation>预填充 token/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="229"/>
        <source>prefill samples/s</source>
        <translation>预填充 样本/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="230"/>
        <source>training tokens/s</source>
        <translation>训练 token/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="231"/>
        <source>training samples/s</source>
        <translation>训练 样本/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="233"/>
        <source>compute efficiency</source>
        <translation>计算效率</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="250"/>
        <source>decode tokens/s per sequence</source>
        <translation>每条序列的解码 token/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="252"/>
        <source>decode tokens/s, all sequences</source>
        <translation>全部序列的解码 token/秒</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="254"/>
        <source>decode bound by</source>
        <translation>解码受限于</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="257"/>
        <source>throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="258"/>
        <source>give --peak-tflops (and --mem-bandwidth) for a GPU</source>
        <translation>请给出 GPU 的 --peak-tflops（和 --mem-bandwidth）</translation>
    </message>
</context>
<context>
    <name>cli.estimate.train_samples</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="240"/>
        <source>time to train {count} samples</source>
        <translation>训练 {count} 个样本所需时间</translation>
    </message>
</context>
<context>
    <name>cli.estimate.train_tokens</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="239"/>
        <source>time to train {count} tokens</source>
        <translation>训练 {count} 个 token 所需时间</translation>
    </message>
</context>
<context>
    <name>cli.estimate.trainable</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="193"/>
        <source>trainable parameters: {count}</source>
        <translation>可训练参数：{count}</translation>
    </message>
</context>
<context>
    <name>cli.estimate.workload</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="164"/>
        <source>workload   {line}</source>
        <translation>工作负载：{line}</translation>
    </message>
</context>
<context>
    <name>cli.explain.bound_link</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="22"/>
        <source>{bound} ({link})</source>
        <translation>{bound}（{link}）</translation>
    </message>
</context>
<context>
    <name>cli.explain.column</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="63"/>
        <source>work</source>
        <translation>工作</translation>
    </message>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="63"/>
        <source>time</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="64"/>
        <source>the step waits</source>
        <translation>计入步长</translation>
    </message>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="65"/>
        <source>bound by</source>
        <translation>受限于</translation>
    </message>
</context>
<context>
    <name>cli.explain.heading</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="60"/>
        <source>One step, per GPU: {time}</source>
        <translation>每块 GPU 一步：{time}</translation>
    </message>
</context>
<context>
    <name>cli.explain.heading_decode</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="59"/>
        <source>One decoding step, per GPU: {time}</source>
        <translation>每块 GPU 一个解码步：{time}</translation>
    </message>
</context>
<context>
    <name>cli.explain.hidden</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="28"/>
        <source>none: runs beside longer work</source>
        <translation>不计入：与更长的工作并行</translation>
    </message>
</context>
<context>
    <name>cli.explain.partly_hidden</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="34"/>
        <source>{time} ({percent} % of the step; {hidden} hidden)</source>
        <translation>{time}（占步长 {percent} %；另有 {hidden} 被掩盖）</translation>
    </message>
</context>
<context>
    <name>cli.explain.settings</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="73"/>
        <source>The settings these times rest on (change one with --assume KEY=VALUE)</source>
        <translation>这些时间所依据的设定（用 --assume KEY=VALUE 修改）</translation>
    </message>
</context>
<context>
    <name>cli.explain.untimed</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="52"/>
        <source>One step: no GPU given, so no times (give --gpu, or --peak-tflops and --mem-bandwidth)</source>
        <translation>单步：未指定 GPU，无法给出时间（请给出 --gpu，或 --peak-tflops 与 --mem-bandwidth）</translation>
    </message>
</context>
<context>
    <name>cli.explain.waited</name>
    <message>
        <location filename="../../app/cli/explaintext.cpp" line="31"/>
        <source>{time} ({percent} % of the step)</source>
        <translation>{time}（占步长 {percent} %）</translation>
    </message>
</context>
<context>
    <name>cli.input</name>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="30"/>
        <source>{option}: &apos;{text}&apos; is not a whole number between {minimum} and {maximum}</source>
        <translation>{option}：“{text}”不是 {minimum} 到 {maximum} 之间的整数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="48"/>
        <source>{option}: &apos;{text}&apos; is not a count; expected e.g. {example}</source>
        <translation>{option}：“{text}”不是数量；应形如 {example}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="53"/>
        <source>{option}: expected a number greater than zero, e.g. {example}</source>
        <translation>{option}：需要一个大于零的数，例如 {example}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="74"/>
        <source>{option}: &apos;{text}&apos; is not a number between {minimum} and {maximum}</source>
        <translation>{option}：“{text}”不是 {minimum} 到 {maximum} 之间的数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="96"/>
        <source>{option}: &apos;{text}&apos; is not a share from 0 to 1 (0.4 or 40%)</source>
        <translation>{option}：“{text}”不是 0 到 1 之间的比例（可写 0.4 或 40%）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="98"/>
        <source>{option}: &apos;{text}&apos; is not a share from 0 to below 1 (0.4 or 40%)</source>
        <translation>{option}：“{text}”不是 0 到 1（不含 1）之间的比例（可写 0.4 或 40%）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="110"/>
        <source>{option}: &apos;{text}&apos; is not a size; expected e.g. 80GB or 24GiB</source>
        <translation>{option}：“{text}”不是容量；应形如 80GB 或 24GiB</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="125"/>
        <location filename="../../app/cli/recommendcommand.cpp" line="281"/>
        <source>{option}: unknown value &apos;{text}&apos; (expected {choices})</source>
        <translation>{option}：未知取值“{text}”（可选 {choices}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="139"/>
        <source>--model: unknown model &apos;{slug}&apos; (dlrig-cli models lists them all)</source>
        <translation>--model：未知模型“{slug}”（dlrig-cli models 可列出全部模型）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="141"/>
        <source>--model: unknown model &apos;{slug}&apos;; did you mean {names}? (dlrig-cli models lists them all)</source>
        <translation>--model：未知模型“{slug}”；是否想用 {names}？（dlrig-cli models 可列出全部模型）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="162"/>
        <source>--heads {heads} does not divide --hidden {hidden}; give --head-dim</source>
        <translation>--heads {heads} 不能整除 --hidden {hidden}；请给出 --head-dim</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="177"/>
        <source>--params: give either --model or --params; change a library model&apos;s size with --layers, --hidden, --ffn…</source>
        <translation>--params：请只给出 --model 或 --params 之一；要修改模型库中模型的尺寸，请用 --layers、--hidden、--ffn…</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="182"/>
        <source>--layers, --hidden…: {model} is not a transformer; its shape cannot be changed</source>
        <translation>--layers、--hidden…：{model} 不是 Transformer，无法修改其结构</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="189"/>
        <source>estimate: expected --model SLUG or --params N (e.g. --params 7.5B)</source>
        <translation>estimate：需要 --model SLUG 或 --params N（如 --params 7.5B）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="202"/>
        <source>{option}: needed with the other shape flags (--layers, --hidden and --heads describe the transformer)</source>
        <translation>{option}：与其他结构参数一起使用时必须给出（--layers、--hidden 和 --heads 共同描述 Transformer）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="294"/>
        <source>--input-tokens and --output-tokens go together: a request&apos;s prompt and answer lengths</source>
        <translation>--input-tokens 和 --output-tokens 须一起给出：请求的提示与回答长度</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="303"/>
        <source>--request-rate: give either --users (requests in flight) or a rate, not both</source>
        <translation>--request-rate：请只给出 --users（同时处理的请求数）或请求速率之一，不能同时给出</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="335"/>
        <source>--optimizer: inference has no optimizer (omit it or use none)</source>
        <translation>--optimizer：推理没有优化器（请省略，或设为 none）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="343"/>
        <source>--batch: for inference give --users (concurrent users) only</source>
        <translation>--batch：推理请只给出 --users（并发用户数）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="375"/>
        <source>--lora-targets: unknown value &apos;{text}&apos; (expected all|qv)</source>
        <translation>--lora-targets：未知取值“{text}”（应为 all|qv）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="379"/>
        <source>--lora-rank and --lora-targets apply to --task lora or qlora</source>
        <translation>--lora-rank 和 --lora-targets 只用于 --task lora 或 qlora</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="386"/>
        <source>--peak-tflops: needed with --mem-bandwidth (dense TFLOPS of one GPU at the workload&apos;s precision, from its spec sheet)</source>
        <translation>--peak-tflops：与 --mem-bandwidth 一起使用时必须给出（单块 GPU 在该负载精度下的稠密 TFLOPS，取自规格表）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="394"/>
        <source>--gpu-vram: expected a size greater than zero, e.g. 24GiB</source>
        <translation>--gpu-vram：应为大于零的容量，如 24GiB</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="403"/>
        <source>--assume: expected KEY=VALUE, e.g. mfu=0.5</source>
        <translation>--assume：应为 KEY=VALUE，如 mfu=0.5</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="415"/>
        <source>--gpus-per-node: --gpus {gpus} is not a multiple of {per} GPUs per node (every node holds the same GPUs)</source>
        <translation>--gpus-per-node：--gpus {gpus} 不是每节点 {per} 块 GPU 的倍数（每个节点的 GPU 相同）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="436"/>
        <source>{option}: --gpu {gpu} already gives the GPU&apos;s peak, bandwidth and memory; give one or the other</source>
        <translation>{option}：--gpu {gpu} 已给出该 GPU 的峰值、带宽和显存；两者只能给出其一</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="92"/>
        <source>--category: unknown category &apos;{text}&apos; (expected gpu, cpu, memory, storage, psu, motherboard, chassis, cooling, nic, server, cloud or edge)</source>
        <translation>--category：未知类别“{text}”（可用 gpu、cpu、memory、storage、psu、motherboard、chassis、cooling、nic、server、cloud 或 edge）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="104"/>
        <location filename="../../app/cli/recommendcommand.cpp" line="242"/>
        <source>{option}: &apos;{code}&apos; is not an ISO 4217 currency dlrig knows (e.g. USD, CNY)</source>
        <translation>{option}：“{code}”不是 dlrig 认识的 ISO 4217 货币代码（如 USD、CNY）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="113"/>
        <source>{option}: &apos;{text}&apos; is not an amount; expected a plain decimal number like 60000 or 1299.50, not negative</source>
        <translation>{option}：“{text}”不是金额；应为不带符号的十进制数，如 60000 或 1299.50，且不能为负</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="175"/>
        <source>catalog show: no part &apos;{id}&apos; (dlrig-cli catalog list --search finds ids)</source>
        <translation>catalog show：没有部件“{id}”（可用 dlrig-cli catalog list --search 查找 ID）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="286"/>
        <source>{command}: {field}: {problem}</source>
        <translation>{command}：{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="396"/>
        <source>{path} is not damaged ({parts} parts, SQLite&apos;s integrity check passes); nothing was changed. To rebuild it anyway, keeping your own parts, prices and hidden parts, add --force</source>
        <translation>{path} 没有损坏（{parts} 个部件，SQLite 完整性检查通过），未做任何更改。如仍要重建（保留您自己的部件、价格和隐藏的部件），请加上 --force</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="158"/>
        <source>{option}: expected a whole number between {minimum} and {maximum}</source>
        <translation>{option}：应为 {minimum} 到 {maximum} 之间的整数</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="199"/>
        <source>{option}: recommend chooses the GPUs, their number and links from the catalog; keep to a vendor with --vendor NAME, cap the count with --max-gpus N (dlrig-cli estimate takes {option})</source>
        <translation>{option}：recommend 会从目录中选择 GPU 及其数量和互连；可用 --vendor NAME 限定厂商，用 --max-gpus N 限制数量（dlrig-cli estimate 接受 {option}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="213"/>
        <source>--preset: give a preset or workload options ({option} …), not both; dlrig-cli presets --json shows each preset&apos;s workload</source>
        <translation>--preset：预设与工作负载选项（{option} …）只能给出其一；dlrig-cli presets --json 会显示每个预设的工作负载</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="224"/>
        <source>--preset: unknown preset &apos;{key}&apos; (expected {keys})</source>
        <translation>--preset：未知预设“{key}”（可用 {keys}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="248"/>
        <source>{option}: &apos;{text}&apos; is not an amount; expected a plain decimal number like 60000 or 1299.50</source>
        <translation>{option}：“{text}”不是金额；应为不带符号的十进制数，如 60000 或 1299.50</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="256"/>
        <source>recommend: --budget AMOUNT CURRENCY is required without --preset, e.g. --budget 15000 USD</source>
        <translation>recommend：不使用 --preset 时必须给出 --budget 金额 币种，例如 --budget 15000 USD</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="262"/>
        <source>--budget: expected an amount greater than zero</source>
        <translation>--budget：金额应大于零</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="276"/>
        <source>--tp × --pp needs {need} GPUs; builds hold at most {most} (--max-gpus)</source>
        <translation>--tp × --pp 需要 {need} 块 GPU，而配置最多容纳 {most} 块（--max-gpus）</translation>
    </message>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="307"/>
        <source>--save: nothing to save, no build meets the workload within the budget</source>
        <translation>--save：没有可保存的内容，预算内没有满足该工作负载的配置</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="264"/>
        <source>--circuit: expected volts/amps like 120V/15A, 230V/16A or 208V/30A (90–480 V, 1–100 A), not &apos;{text}&apos;</source>
        <translation>--circuit：应为“电压/电流”形式，例如 120V/15A、230V/16A 或 208V/30A（90–480 V，1–100 A），而不是“{text}”</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="300"/>
        <source>--assume: expected KEY=VALUE, e.g. eff-cnn=0.3</source>
        <translation>--assume：应为“键=值”形式，例如 eff-cnn=0.3</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="90"/>
        <source>--stale-months: &apos;{text}&apos; is not a whole number of months from 1 to 240</source>
        <translation>--stale-months：“{text}”不是 1 到 240 之间的整月数</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="55"/>
        <source>--settings: {path} is not a file</source>
        <translation>--settings：{path} 不是文件</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="85"/>
        <source>--tests: expected test names, e.g. host.stream,gemm</source>
        <translation>--tests：应为测试名称，例如 host.stream,gemm</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="89"/>
        <source>--tests: &apos;{name}&apos; names no test (expected a probe such as host.stream, host.gemm, host.storage or gpu, a metric such as gemm_bf16, or their first words)</source>
        <translation>--tests：没有名为“{name}”的测试（应为 host.stream、host.gemm、host.storage 或 gpu 等探测项，gemm_bf16 等指标，或它们的开头部分）</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="177"/>
        <source>--burn: &apos;{text}&apos; is not a number of seconds above 0 and at most 604800 (a week), e.g. 600</source>
        <translation>--burn：“{text}”不是大于 0 且不超过 604800（一周）的秒数，例如 600</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="187"/>
        <source>--dir: {path} is not a folder</source>
        <translation>--dir：{path} 不是文件夹</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="101"/>
        <source>--currency: &apos;{code}&apos; is not a currency with an exchange rate ({date} table)</source>
        <translation>--currency：“{code}”在汇率表（{date}）中没有汇率</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="141"/>
        <source>--quote: quote_number &apos;{number}&apos; is given by the team server with --issue; leave it out of {path}</source>
        <translation>--quote：使用 --issue 时 quote_number“{number}”由团队服务器分配；请从 {path} 中删去它</translation>
    </message>
    <message>
        <location filename="../../app/cli/chartoutput.cpp" line="31"/>
        <source>--chart draws a served load&apos;s throughput against interactivity: the workload needs --input-tokens and --output-tokens (build fields input_tokens and output_tokens)</source>
        <translation>--chart 绘制服务负载的吞吐量与交互性的关系：工作负载需要 --input-tokens 和 --output-tokens（配置文件字段 input_tokens 和 output_tokens）</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="102"/>
        <source>{option}: &apos;{text}&apos; is not a number of nodes from 1 to 99999</source>
        <translation>{option}：“{text}”不是 1 到 99999 之间的节点数</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="114"/>
        <source>{option}: &apos;{text}&apos; is not a Slurm name (expected e.g. {example})</source>
        <translation>{option}：“{text}”不是 Slurm 名称（例如 {example}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="302"/>
        <source>--rounds: &apos;{text}&apos; is not a number of rounds from 1 to 9</source>
        <translation>--rounds：“{text}”不是 1 到 9 之间的轮数</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="359"/>
        <source>--workdir: cannot make the folder {path}</source>
        <translation>--workdir：无法创建文件夹 {path}</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="362"/>
        <source>--workdir: {path} is not empty (a check writes into a folder of its own)</source>
        <translation>--workdir：{path} 不是空文件夹（每次检查写入单独的文件夹）</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands.cpp" line="157"/>
        <source>--gpu: &apos;{id}&apos; is not a GPU in the catalog (it is a {category}); dlrig-cli catalog list --category gpu lists them</source>
        <translation>--gpu：“{id}”不是目录中的 GPU（它属于 {category}）；dlrig-cli catalog list --category gpu 会列出全部 GPU</translation>
    </message>
    <message>
        <location filename="../../app/cli/commands.cpp" line="161"/>
        <source>--gpu: &apos;{id}&apos; is not a GPU in the catalog; dlrig-cli catalog list --category gpu lists them</source>
        <translation>--gpu：“{id}”不是目录中的 GPU；dlrig-cli catalog list --category gpu 会列出全部 GPU</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="53"/>
        <source>catalog init-server: the shipped catalog was not found</source>
        <translation>catalog init-server：找不到随附的目录</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="77"/>
        <source>catalog price-history: no part &apos;{id}&apos; on {catalog}</source>
        <translation>catalog price-history：{catalog} 上没有部件“{id}”</translation>
    </message>
</context>
<context>
    <name>cli.input.or</name>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="137"/>
        <source> or </source>
        <translation> 或 </translation>
    </message>
</context>
<context>
    <name>cli.list</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="68"/>
        <location filename="../../app/cli/estimatetext.cpp" line="126"/>
        <source>, </source>
        <translation>，</translation>
    </message>
</context>
<context>
    <name>cli.list.semicolon</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="121"/>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>cli.model</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="72"/>
        <source>{total} parameters ({active} active per token)</source>
        <translation>{total} 参数（每个 token 激活 {active}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="74"/>
        <source>{total} parameters</source>
        <translation>{total} 参数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="82"/>
        <source>{encoder}+{decoder} layers</source>
        <translation>{encoder}+{decoder} 层</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="84"/>
        <source>{count} layers</source>
        <translation>{count} 层</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="85"/>
        <source>hidden {hidden}</source>
        <translation>隐藏维度 {hidden}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="92"/>
        <source>{heads} heads (latent attention: kv_lora {latent} + RoPE {rope}, dim {dim})</source>
        <translation>{heads} 个注意力头（潜在注意力：kv_lora {latent} + RoPE {rope}，头维度 {dim}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="94"/>
        <source>{heads} heads ({kv} kv, dim {dim})</source>
        <translation>{heads} 个注意力头（{kv} 个 KV 头，头维度 {dim}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="96"/>
        <source>ffn {ffn}</source>
        <translation>FFN 维度 {ffn}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="101"/>
        <source> × {experts} experts ({active} per token + {shared} shared)</source>
        <translation> × {experts} 个专家（每个 token {active} 个 + {shared} 个共享）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="103"/>
        <source> × {experts} experts ({active} per token)</source>
        <translation> × {experts} 个专家（每个 token {active} 个）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="108"/>
        <source>{count} layers with a {window}-token window</source>
        <translation>{count} 层使用 {window} token 的滑动窗口</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="111"/>
        <source>vocab {vocab}</source>
        <translation>词表 {vocab}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="113"/>
        <source>1 multi-token-prediction layer held, not counted</source>
        <translation>另有 1 个多 token 预测层（占显存，不计入计算）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="115"/>
        <source>{count} multi-token-prediction layers held, not counted</source>
        <translation>另有 {count} 个多 token 预测层（占显存，不计入计算）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="120"/>
        <source>{count} tokens per image</source>
        <translation>每张图像 {count} 个 token</translation>
    </message>
</context>
<context>
    <name>cli.plan.heading</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="304"/>
        <source>Plan (the best of {count} plans considered)</source>
        <translation>并行方案（在考虑过的 {count} 种方案中最优）</translation>
    </message>
</context>
<context>
    <name>cli.plan.heading_on</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="306"/>
        <source>Plan on {gpu} (the best of {count} plans considered)</source>
        <translation>{gpu} 上的并行方案（在考虑过的 {count} 种方案中最优）</translation>
    </message>
</context>
<context>
    <name>cli.plan.runner_ups</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="315"/>
        <source>runner-ups:</source>
        <translation>备选方案：</translation>
    </message>
</context>
<context>
    <name>cli.recommend.best</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="340"/>
        <source>Best within {budget}</source>
        <translation>{budget} 以内的最佳配置</translation>
    </message>
</context>
<context>
    <name>cli.recommend.cheapest</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="342"/>
        <source>Cheapest that meets the workload</source>
        <translation>满足工作负载的最便宜配置</translation>
    </message>
</context>
<context>
    <name>cli.recommend.cost_rate</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="88"/>
        <source>{cost}, {rate}</source>
        <translation>{cost}，{rate}</translation>
    </message>
</context>
<context>
    <name>cli.recommend.cost_rate_nodes</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="92"/>
        <source>{nodes} nodes of these parts: {cost}, {rate}</source>
        <translation>{nodes} 台这样的机器：{cost}，{rate}</translation>
    </message>
</context>
<context>
    <name>cli.recommend.none</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="69"/>
        <source>none: no compatible build meets the workload&apos;s needs within these limits</source>
        <translation>无：在这些限制内没有满足工作负载需求的兼容配置</translation>
    </message>
</context>
<context>
    <name>cli.recommend.nothing</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="351"/>
        <source>nothing fits</source>
        <translation>没有合适的配置</translation>
    </message>
</context>
<context>
    <name>cli.recommend.plan</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="95"/>
        <source>plan: {plan}</source>
        <translation>并行方案：{plan}</translation>
    </message>
</context>
<context>
    <name>cli.recommend.saved</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="354"/>
        <source>saved the best build to {file}</source>
        <translation>已将最佳配置保存到 {file}</translation>
    </message>
</context>
<context>
    <name>cli.recommend.serving</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="99"/>
        <source>serving: TTFT {ttft} ms and TPOT {tpot} ms at p{percentile}; up to {users} requests in flight meet the targets</source>
        <translation>推理服务：p{percentile} 下 TTFT {ttft} ms、TPOT {tpot} ms；最多 {users} 个在途请求可满足目标</translation>
    </message>
</context>
<context>
    <name>cli.recommend.tier</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="345"/>
        <source>Up to {budget}: </source>
        <translation>不超过 {budget}：</translation>
    </message>
</context>
<context>
    <name>cli.recommend.tier_line</name>
    <message>
        <location filename="../../app/cli/recommendcommand.cpp" line="347"/>
        <source>{cost}, {rate}; {plan}</source>
        <translation>{cost}，{rate}；{plan}</translation>
    </message>
</context>
<context>
    <name>cli.serving</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="328"/>
        <source>grows without bound</source>
        <translation>无限增长</translation>
    </message>
</context>
<context>
    <name>cli.serving.disaggregated</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="408"/>
        <source>prefill and decode apart ({prefill} {prefill|GPU|GPUs} prefill, {decode} decode, each prompt&apos;s KV cache {kv} over {link}): TTFT {ttft}, TPOT {tpot} at p{percentile}, {rate} requests/s against {one} in one pool</source>
        <translation>预填充与解码分离（{prefill} 块 GPU 预填充，{decode} 块解码，每个提示的 KV 缓存经 {link} 传输 {kv}）：p{percentile} 首 token 时间 {ttft}，每 token 时间 {tpot}，每秒 {rate} 个请求，单一池为 {one} 个</translation>
    </message>
</context>
<context>
    <name>cli.serving.disaggregated_faster</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="433"/>
        <source>    apart serves more requests a second (more than 5 % over one pool)</source>
        <translation>    分离后每秒服务的请求更多（比单一池多 5 % 以上）</translation>
    </message>
</context>
<context>
    <name>cli.serving.disaggregated_meets</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="432"/>
        <source>    apart it meets the targets that one pool misses</source>
        <translation>    分离后能满足单一池达不到的延迟目标</translation>
    </message>
</context>
<context>
    <name>cli.serving.disaggregated_no_gain</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="430"/>
        <source>    one pool serves this load as well</source>
        <translation>    单一池同样能服务这一负载</translation>
    </message>
</context>
<context>
    <name>cli.serving.disaggregated_unstable</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="427"/>
        <source>    apart, this load does not fit: the prefill GPUs cannot keep up with its prompts, or the decode GPUs cannot hold its KV caches</source>
        <translation>    分离后放不下这一负载：预填充 GPU 跟不上提示的到达，或解码 GPU 装不下它的 KV 缓存</translation>
    </message>
</context>
<context>
    <name>cli.serving.goodput</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="396"/>
        <source>{users} requests in flight, {rate} requests/s</source>
        <translation>{users} 个在途请求，每秒 {rate} 个请求</translation>
    </message>
</context>
<context>
    <name>cli.serving.heading_rate</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="348"/>
        <source>Serving {rate} requests/s of {input} prompt and {output} output tokens</source>
        <translation>以每秒 {rate} 个请求提供服务，每个请求 {input} 个提示词 token、{output} 个输出 token</translation>
    </message>
</context>
<context>
    <name>cli.serving.heading_users</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="353"/>
        <source>Serving {users} requests in flight of {input} prompt and {output} output tokens</source>
        <translation>同时处理 {users} 个在途请求，每个请求 {input} 个提示词 token、{output} 个输出 token</translation>
    </message>
</context>
<context>
    <name>cli.serving.range</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="372"/>
        <source>in runs dlrig was not tuned to, nine of ten measured times per output token fell within −{below} %/+{above} % of dlrig&apos;s and times to first token within −{ttftBelow} %/+{ttftAbove} % (the server&apos;s own path and queueing are not modelled; docs/accuracy.md)</source>
        <translation>在 dlrig 未据以调参的实测中，十次有九次的每输出 token 时间落在 dlrig 估计值的 −{below} %/+{above} % 之内，首 token 时间落在 −{ttftBelow} %/+{ttftAbove} % 之内（未对服务器自身的处理路径和排队建模；见 docs/accuracy.md）</translation>
    </message>
</context>
<context>
    <name>cli.serving.rates</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="386"/>
        <source>{total} ({gpu} per GPU, {user} per user)</source>
        <translation>{total}（每块 GPU {gpu}，每个用户 {user}）</translation>
    </message>
</context>
<context>
    <name>cli.serving.row</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="362"/>
        <source>time to first token</source>
        <translation>首 token 时间（TTFT）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="365"/>
        <source>time per output token</source>
        <translation>每输出 token 时间（TPOT）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="383"/>
        <source>requests in flight</source>
        <translation>在途请求数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="384"/>
        <source>requests/s</source>
        <translation>每秒请求数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="385"/>
        <source>output tokens/s</source>
        <translation>每秒输出 token 数</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="390"/>
        <source>KV cache holds</source>
        <translation>KV 缓存可容纳</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="395"/>
        <source>most load meeting the targets</source>
        <translation>满足目标的最大负载</translation>
    </message>
</context>
<context>
    <name>cli.serving.saturation</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="391"/>
        <source>{users} requests at full length; beyond, TTFT climbs</source>
        <translation>满长度时 {users} 个请求；超过后 TTFT 随之攀升</translation>
    </message>
</context>
<context>
    <name>cli.serving.target</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="337"/>
        <source>target {target} ms at p{percentile}: met</source>
        <translation>目标 p{percentile} ≤ {target} ms：达到</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="338"/>
        <source>target {target} ms at p{percentile}: missed</source>
        <translation>目标 p{percentile} ≤ {target} ms：未达到</translation>
    </message>
</context>
<context>
    <name>cli.serving.unstable</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="399"/>
        <source>more requests arrive than the machine completes: the queue grows</source>
        <translation>到达的请求多于机器能完成的请求：队列不断变长</translation>
    </message>
</context>
<context>
    <name>cli.severity</name>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="66"/>
        <source>ERROR</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="67"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>cli.show.aliases</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="190"/>
        <source>also known as  {value}</source>
        <translation>别名：{value}</translation>
    </message>
</context>
<context>
    <name>cli.show.note</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="212"/>
        <source>note           {value}</source>
        <translation>说明：{value}</translation>
    </message>
</context>
<context>
    <name>cli.show.power</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="197"/>
        <source>power          {watts} W</source>
        <translation>功耗：{watts} W</translation>
    </message>
</context>
<context>
    <name>cli.show.price</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="200"/>
        <source>price          {value}</source>
        <translation>价格：{value}</translation>
    </message>
</context>
<context>
    <name>cli.show.price_source</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="205"/>
        <source>price source   {value}</source>
        <translation>价格来源：{value}</translation>
    </message>
</context>
<context>
    <name>cli.show.released</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="194"/>
        <source>released       {value}</source>
        <translation>发布：{value} 年</translation>
    </message>
</context>
<context>
    <name>cli.show.spec_source</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="209"/>
        <source>spec source    {value}</source>
        <translation>规格来源：{value}</translation>
    </message>
</context>
<context>
    <name>cli.show.specs</name>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="214"/>
        <source>specs</source>
        <translation>规格</translation>
    </message>
</context>
<context>
    <name>cli.usage</name>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="28"/>
        <source>unknown option {option} for &apos;{command}&apos; (see dlrig-cli {command} --help)</source>
        <translation>“{command}”没有选项 {option}（见 dlrig-cli {command} --help）</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="32"/>
        <source>{option}: given more than once</source>
        <translation>{option}：重复给出</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="38"/>
        <source>{option}: expected {count} values</source>
        <translation>{option}：需要 {count} 个值</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="49"/>
        <source>{option}: expected a value</source>
        <translation>{option}：缺少取值</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="54"/>
        <source>{option}: expected a value, got an empty string</source>
        <translation>{option}：缺少取值（给出的是空字符串）</translation>
    </message>
    <message>
        <location filename="../../app/cli/arguments.cpp" line="56"/>
        <source>{option}: takes no value</source>
        <translation>{option}：此选项不带取值</translation>
    </message>
    <message>
        <location filename="../../app/cli/analyzecommand.cpp" line="288"/>
        <source>analyze: expected one build file, e.g. dlrig-cli analyze my-rig.dlrig</source>
        <translation>analyze：应给出一个配置文件，例如 dlrig-cli analyze my-rig.dlrig</translation>
    </message>
    <message>
        <location filename="../../app/cli/benchcommand.cpp" line="168"/>
        <source>bench: --quick or --full, not both</source>
        <translation>bench：--quick 与 --full 只能选其一</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="82"/>
        <source>bom: expected one build file, e.g. dlrig-cli bom my-rig.dlrig --pdf quote.pdf</source>
        <translation>bom：应给出一个配置文件，例如 dlrig-cli bom my-rig.dlrig --pdf quote.pdf</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="86"/>
        <source>bom: say where to write it: --pdf OUT.pdf, --csv OUT.csv or --json OUT.json</source>
        <translation>bom：请指定输出位置：--pdf OUT.pdf、--csv OUT.csv 或 --json OUT.json</translation>
    </message>
    <message>
        <location filename="../../app/cli/bomcommand.cpp" line="136"/>
        <source>bom --issue: numbers the quote on a team server; name it with --db postgresql://HOST/DATABASE</source>
        <translation>bom --issue：在团队服务器上为报价编号；请用 --db postgresql://HOST/DATABASE 指定服务器</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="130"/>
        <location filename="../../app/cli/commands.cpp" line="246"/>
        <location filename="../../app/cli/estimaterequest.cpp" line="323"/>
        <source>{command}: unexpected argument &apos;{word}&apos;</source>
        <translation>{command}：多余的参数“{word}”</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="172"/>
        <source>catalog show: expected one part ID, e.g. gpu/nvidia-rtx-4090</source>
        <translation>catalog show：应给出一个部件 ID，例如 gpu/nvidia-rtx-4090</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="243"/>
        <source>catalog import: expected one FILE (.json or .csv)</source>
        <translation>catalog import：应给出一个文件（.json 或 .csv）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="263"/>
        <source>catalog export: expected one FILE (.json or .csv)</source>
        <translation>catalog export：应给出一个文件（.json 或 .csv）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="278"/>
        <source>catalog set-price: expected ID AMOUNT CURRENCY, e.g. gpu/nvidia-rtx-4090 1799 USD</source>
        <translation>catalog set-price：应为 ID 金额 币种，例如 gpu/nvidia-rtx-4090 1799 USD</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="302"/>
        <source>catalog import-prices: expected one FILE.csv (id,amount,currency,date)</source>
        <translation>catalog import-prices：应给出一个 CSV 文件（id,amount,currency,date）</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="319"/>
        <source>catalog hide: expected one part ID</source>
        <translation>catalog hide：应给出一个部件 ID</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="320"/>
        <source>catalog unhide: expected one part ID</source>
        <translation>catalog unhide：应给出一个部件 ID</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="363"/>
        <source>catalog recover: works on a catalog file; a team server&apos;s local copy is rebuilt from the server at every connection</source>
        <translation>catalog recover：只适用于目录文件；团队服务器的本地副本在每次连接时都会从服务器重建</translation>
    </message>
    <message>
        <location filename="../../app/cli/catalogcommand.cpp" line="487"/>
        <source>catalog: unknown command &apos;{word}&apos; (expected list, show, import, export, set-price, import-prices, hide, unhide, info, check, recover, init-server, price-history or bench-runs)</source>
        <translation>catalog：未知命令“{word}”（可用 list、show、import、export、set-price、import-prices、hide、unhide、info、check、recover、init-server、price-history 或 bench-runs）</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="282"/>
        <source>cluster check: --quick or --full, not both</source>
        <translation>cluster check：--quick 与 --full 只能选其一</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="284"/>
        <source>cluster check: --nodes or --nodelist, not both</source>
        <translation>cluster check：--nodes 与 --nodelist 只能选其一</translation>
    </message>
    <message>
        <location filename="../../app/cli/clustercommand.cpp" line="450"/>
        <source>cluster: unknown subcommand &apos;{word}&apos; (expected check)</source>
        <translation>cluster：未知子命令“{word}”（可用 check）</translation>
    </message>
    <message>
        <location filename="../../app/cli/monitorcommand.cpp" line="249"/>
        <source>monitor: --listen ADDRESS:PORT (or listen = in --config) is needed, e.g. --listen 127.0.0.1:9877</source>
        <translation>monitor：需要 --listen 地址:端口（或 --config 中的 listen =），例如 --listen 127.0.0.1:9877</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="24"/>
        <source>catalog {command}: works on a team server; name it with --db postgresql://HOST/DATABASE</source>
        <translation>catalog {command}：只适用于团队服务器；请用 --db postgresql://HOST/DATABASE 指定服务器</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="46"/>
        <source>catalog init-server: expected one PostgreSQL URI, e.g. dlrig-cli catalog init-server postgresql://lab-db/dlrig</source>
        <translation>catalog init-server：应给出一个 PostgreSQL URI，例如 dlrig-cli catalog init-server postgresql://lab-db/dlrig</translation>
    </message>
    <message>
        <location filename="../../app/cli/teamcommand.cpp" line="70"/>
        <source>catalog price-history: expected one part ID, e.g. gpu/nvidia-rtx-4090</source>
        <translation>catalog price-history：应给出一个部件 ID，例如 gpu/nvidia-rtx-4090</translation>
    </message>
</context>
<context>
    <name>cli.workload</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="131"/>
        <source>batch {batch}</source>
        <translation>批大小 {batch}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="133"/>
        <source>seq {sequence}</source>
        <translation>序列长度 {sequence}</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="139"/>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="140"/>
        <source>1 GPU ({split})</source>
        <translation>1 块 GPU（{split}）</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="141"/>
        <source>{count} GPUs ({split})</source>
        <translation>{count} 块 GPU（{split}）</translation>
    </message>
</context>
<context>
    <name>cluster.evidence</name>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="77"/>
        <source>could not measure: {error}</source>
        <translation>无法测量：{error}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="81"/>
        <source>not measured: {reason}</source>
        <translation>未测量：{reason}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="87"/>
        <source>{ratio} % of its part&apos;s spec ({spec} {unit})</source>
        <translation>为其部件规格（{spec} {unit}）的 {ratio}%</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="98"/>
        <source>below the reference {reference} {unit}</source>
        <translation>低于参考值 {reference} {unit}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="99"/>
        <location filename="../../core/validation/clustercheck.cpp" line="245"/>
        <source>above the reference {reference} {unit}</source>
        <translation>高于参考值 {reference} {unit}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="109"/>
        <source>{ratio} % of the cluster&apos;s median {peers} {unit} ({count} nodes)</source>
        <translation>为集群中位数 {peers} {unit}（{count} 个节点）的 {ratio}%</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="116"/>
        <source>{skipped}; fewer than three nodes measured it, so no peers to compare</source>
        <translation>{skipped}；测到此项的节点不足三个，无法与同类比较</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="122"/>
        <source>{value} {unit}; not judged: {reason}</source>
        <translation>{value} {unit}；未评判：{reason}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="127"/>
        <source>{value} {unit}, in line</source>
        <translation>{value} {unit}，正常</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="132"/>
        <source>{first}; {second}</source>
        <translation>{first}；{second}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="155"/>
        <source>not checked: {reason}</source>
        <translation>未检查：{reason}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="161"/>
        <source>no result: {error}</source>
        <translation>没有结果：{error}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="216"/>
        <source>{ratio} % of {reference} ({peers} GB/s), measured again alternately with it</source>
        <translation>为 {reference}（{peers} GB/s）的 {ratio}%，与其交替重测</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="223"/>
        <source>{ratio} % of the cluster&apos;s typical pair ({peers} GB/s, upper quartile of {count} pairs)</source>
        <translation>为集群典型节点对（{peers} GB/s，{count} 对的上四分位数）的 {ratio}%</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="231"/>
        <source>{value} GB/s; fewer than three pairs, so no peers to compare</source>
        <translation>{value} GB/s；节点对不足三个，无法比较</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="254"/>
        <source>more than twice the cluster&apos;s typical pair ({peers} µs)</source>
        <translation>超过集群典型节点对（{peers} µs）的两倍</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="258"/>
        <source>{value} µs one way, in line</source>
        <translation>单向 {value} µs，正常</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="285"/>
        <source>{ratio} % of the ring&apos;s typical link ({peers} GB/s) with every node sending</source>
        <translation>所有节点同时发送时，为环上典型链路（{peers} GB/s）的 {ratio}%</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="291"/>
        <source>{ratio} % of the ring&apos;s typical link ({peers} GB/s) with every node sending, but in line alone: slowed by the load, not the link</source>
        <translation>所有节点同时发送时为环上典型链路（{peers} GB/s）的 {ratio}%，单独测量则正常：变慢源于负载而非链路</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="297"/>
        <source>{value} GB/s; fewer than three links in the ring</source>
        <translation>{value} GB/s；环上链路不足三条</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="321"/>
        <source>{value} GB/s on {nodes} nodes over MPI; no reference figure for this network</source>
        <translation>{nodes} 个节点经 MPI 为 {value} GB/s；此网络没有参考值</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="336"/>
        <source>the NCCL tests could not run: {error}</source>
        <translation>NCCL 测试无法运行：{error}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="342"/>
        <source>NCCL not run: {reason}</source>
        <translation>未运行 NCCL：{reason}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="353"/>
        <source>{value} GB/s on {nodes} nodes ({gpus} GPUs) over {nccl}; no reference figure for this network</source>
        <translation>通过 {nccl} 在 {nodes} 个节点（{gpus} 块 GPU）上为 {value} GB/s；此网络没有参考值</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="464"/>
        <source>the tests between nodes could not run: {error}</source>
        <translation>节点间测试无法运行：{error}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="469"/>
        <source>not run: {reason}</source>
        <translation>未运行：{reason}</translation>
    </message>
</context>
<context>
    <name>cluster.named</name>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="379"/>
        <source>{count} {count|test|tests} failed or could not run: {tests}</source>
        <translation>{count} 项测试失败或无法运行：{tests}</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="407"/>
        <source>its link: every pair with {node} fails ({count} of {count}), the pairs without it pass (its NIC, cable or switch port)</source>
        <translation>其链路：所有含 {node} 的节点对均不合格（{count}/{count}），不含它的节点对均合格（检查其网卡、线缆或交换机端口）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.cpp" line="418"/>
        <source>this link is slower than the other pairs</source>
        <translation>此链路比其他节点对慢</translation>
    </message>
</context>
<context>
    <name>cluster.nccl</name>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="68"/>
        <source>no NVIDIA driver or GPU on {host}</source>
        <translation>{host} 上没有 NVIDIA 驱动或 GPU</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="70"/>
        <source>NCCL is not installed on {host} (libnccl.so.2 not found)</source>
        <translation>{host} 上未安装 NCCL（未找到 libnccl.so.2）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="72"/>
        <source>libnccl.so.2 on {host} lacks an entry point dlrig needs (NCCL older than 2.7?)</source>
        <translation>{host} 上的 libnccl.so.2 缺少 dlrig 需要的入口（NCCL 早于 2.7？）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="73"/>
        <source>the nodes have different numbers of GPUs ({first}: {firstGpus}, {other}: {otherGpus})</source>
        <translation>各节点的 GPU 数量不同（{first}：{firstGpus}，{other}：{otherGpus}）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="75"/>
        <source>one GPU in all: a collective needs two</source>
        <translation>总共只有一块 GPU：集合通信至少需要两块</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="77"/>
        <source>dlrig-nccl-probe is not installed next to dlrig-cli (dlrig was built without CUDA)</source>
        <translation>dlrig-cli 旁没有安装 dlrig-nccl-probe（dlrig 构建时没有 CUDA）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="78"/>
        <source>no node answered</source>
        <translation>没有节点应答</translation>
    </message>
    <message>
        <location filename="../../core/validation/clustercheck.h" line="79"/>
        <source>the check was cancelled first</source>
        <translation>检查先被取消了</translation>
    </message>
</context>
<context>
    <name>compat.chassis.board</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="88"/>
        <source>{chassis} does not take {form} boards.</source>
        <translation>{chassis} 装不下 {form} 规格的主板。</translation>
    </message>
</context>
<context>
    <name>compat.chassis.board.size</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="93"/>
        <source>{board} is {width} × {depth} mm; {chassis} takes boards up to {maxWidth} × {maxDepth} mm.</source>
        <translation>{board} 尺寸为 {width} × {depth} mm；{chassis} 最大只能安装 {maxWidth} × {maxDepth} mm 的主板。</translation>
    </message>
</context>
<context>
    <name>compat.chassis.heat</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="63"/>
        <source>The GPUs ({gpus} W) and the CPU ({cpu} W) turn {total} W into heat inside {chassis}, whose fans carry out about {capacity} W: choose a chassis built for more heat, or fewer or cooler GPUs.</source>
        <translation>GPU（{gpus} W）和 CPU（{cpu} W）在 {chassis} 内产生 {total} W 热量，而机箱风扇只能排出约 {capacity} W：请选择散热能力更强的机箱，或减少 GPU 数量、改用功耗更低的 GPU。</translation>
    </message>
</context>
<context>
    <name>compat.cooler.height</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="384"/>
        <source>{cooler} is {height} mm tall; {chassis} fits {maximum} mm.</source>
        <translation>{cooler} 高 {height} mm；{chassis} 最多容纳 {maximum} mm。</translation>
    </message>
</context>
<context>
    <name>compat.cooler.socket</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="379"/>
        <source>{cooler} does not mount on {socket}.</source>
        <translation>{cooler} 无法安装在 {socket} 插槽上。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.chipset</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="130"/>
        <source>{cpu} needs a {needed} board; {board} has {chipset}.</source>
        <translation>{cpu} 需要 {needed} 主板；{board} 是 {chipset}。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.chipset.pro</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="138"/>
        <source>{cpu} is not a Threadripper PRO; {board} (WRX90) takes only PRO processors.</source>
        <translation>{cpu} 不是 Threadripper PRO；{board}（WRX90）只支持 PRO 处理器。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.count</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="119"/>
        <source>{cpus} CPUs on a board with {sockets} sockets.</source>
        <translation>{cpus} 颗 CPU，但主板只有 {sockets} 个插槽。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.count.one</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="120"/>
        <source>{cpus} CPUs on a board with 1 socket.</source>
        <translation>{cpus} 颗 CPU，但主板只有 1 个插槽。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.mixed</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="144"/>
        <source>Different CPU models cannot share one board.</source>
        <translation>不同型号的 CPU 不能装在同一块主板上。</translation>
    </message>
</context>
<context>
    <name>compat.cpu.socket</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="110"/>
        <source>{cpu} needs socket {cpuSocket}; {board} has {boardSocket}.</source>
        <translation>{cpu} 需要 {cpuSocket} 插槽；{board} 是 {boardSocket}。</translation>
    </message>
</context>
<context>
    <name>compat.edge.mixed</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="74"/>
        <source>A build holds one kind of edge module; put each kind in a build of its own.</source>
        <translation>一个配置只能包含一种边缘模组；请把每种模组各放进一个配置。</translation>
    </message>
</context>
<context>
    <name>compat.edge.platform</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="66"/>
        <source>{module} is a whole computer on a module: a separate {category} does not go with it. Make a workstation of parts, or remove the {category} line.</source>
        <translation>{module} 是一台完整的模组计算机，不能再另配{category}。请改为用零件组装工作站，或删除这一行{category}。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.air</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="265"/>
        <source>Open-air and flow-through cards draw their air from the slot below them: on {board}, {placed} of the {count} GPUs fit with that slot free. Packed together (slot positions {placement}) each would breathe the one below&apos;s heat: choose blower cards, fewer cards, or a board with x16 slots spaced for them.</source>
        <translation>开放式和穿透式散热的显卡从下方插槽位置进风：在 {board} 上，{count} 块 GPU 中只有 {placed} 块能在下方留出空槽。若紧挨着安装（槽位 {placement}），每块卡都会吸入下方那块卡排出的热风：请改用涡轮散热显卡、减少显卡数量，或选择 x16 插槽间距足够的主板。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.connectors</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="101"/>
        <source>{gpu}: its power connectors (&apos;{plugs}&apos;) name no plug dlrig knows (12V-2x6, PCIe 8-pin or 6-pin, EPS-12V); check them by hand.</source>
        <translation>{gpu}：其供电接口（“{plugs}”）不是 dlrig 认识的类型（12V-2x6、PCIe 8-pin 或 6-pin、EPS-12V），请人工核对。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.cooling.desktop</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="31"/>
        <source>{gpu} is passively cooled and needs air forced through it; {chassis} is a desktop case that does not do that: use a server or a GPU workstation chassis built for passive cards.</source>
        <translation>{gpu} 为被动散热，需要强制风流穿过；{chassis} 是普通台式机箱，做不到这一点：请改用服务器或为被动散热卡设计的 GPU 工作站机箱。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.cooling.unknown</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="38"/>
        <source>{gpu} is passively cooled and needs air forced through it; the catalog does not say whether {chassis} provides it.</source>
        <translation>{gpu} 为被动散热，需要强制风流穿过；目录未说明 {chassis} 能否提供。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.form</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="254"/>
        <source>{gpu} is an SXM/OAM module; it needs an HGX/DGX-class server, not a PCIe board.</source>
        <translation>{gpu} 是 SXM/OAM 模组，需要 HGX/DGX 级服务器，不能装在 PCIe 主板上。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.lanes</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="326"/>
        <source>The GPUs want {lanes} PCIe lanes; the CPU provides {cpuLanes}, so some run at reduced width.</source>
        <translation>GPU 需要 {lanes} 条 PCIe 通道，CPU 只提供 {cpuLanes} 条，部分 GPU 将降宽运行。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.layout</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="299"/>
        <source>The catalog does not know where {board}&apos;s x16 slots sit, so it cannot check that {count} GPUs fit and get air: check the board&apos;s manual (open-air and flow-through cards need a free slot below each).</source>
        <translation>目录中没有 {board} 的 x16 插槽位置，无法检查 {count} 块 GPU 能否装下并获得足够进风：请查阅主板说明书（开放式和穿透式散热的显卡下方各需留出一个空槽）。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.length</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="110"/>
        <source>{gpu} is {length} mm long; {chassis} fits {maximum} mm.</source>
        <translation>{gpu} 长 {length} mm；{chassis} 最多容纳 {maximum} mm。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.link</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="292"/>
        <source>{gpu} in slot position {position} runs at x{lanes}.</source>
        <translation>插在第 {position} 槽位的 {gpu} 以 x{lanes} 运行。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.mixed</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="249"/>
        <source>Different GPU models: data-parallel training runs at the slowest.</source>
        <translation>GPU 型号不一：数据并行训练以最慢的一张为准。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.nvlink</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="335"/>
        <source>NVLink bridges join PCIe cards in pairs: one of the {count} {gpu} cards has no partner.</source>
        <translation>NVLink 桥接器两两连接 PCIe 卡：{count} 张 {gpu} 中有一张无法配对。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.slots</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="310"/>
        <source>{count} GPUs for {slots} slots of x8 or wider on {board}.</source>
        <translation>{count} 张 GPU，但 {board} 只有 {slots} 个 x8 或更宽的插槽。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.slots.layout</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="280"/>
        <source>{placed} of the {count} GPUs fit on {board} (slot positions {placement}): each card covers as many slot positions as it is wide, and only x16 slots take it.</source>
        <translation>{count} 张 GPU 中只有 {placed} 张能装上 {board}（槽位 {placement}）：每张卡按其厚度占用相应数量的槽位，且只能插在 x16 插槽上。</translation>
    </message>
</context>
<context>
    <name>compat.gpu.width</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="123"/>
        <source>The GPUs cover {needed} expansion-slot positions; {chassis} has {slots}.</source>
        <translation>GPU 共占用 {needed} 个扩展槽位；{chassis} 只有 {slots} 个。</translation>
    </message>
</context>
<context>
    <name>compat.memory.balance</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="226"/>
        <source>{modules} DIMMs on {channels} channels: some channels hold {more} DIMMs and others {fewer}, so the controller cannot interleave them evenly; fill every channel alike ({below} or {above} DIMMs).</source>
        <translation>{channels} 个通道插了 {modules} 根内存：有的通道 {more} 根，有的 {fewer} 根，控制器无法均匀交错；请让每个通道一致（{below} 根或 {above} 根）。</translation>
    </message>
</context>
<context>
    <name>compat.memory.capacity</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="213"/>
        <source>{capacity} GiB is more than the board&apos;s {maximum} GiB.</source>
        <translation>{capacity} GiB 超过主板支持的 {maximum} GiB。</translation>
    </message>
</context>
<context>
    <name>compat.memory.channels</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="220"/>
        <source>{modules} of {channels} memory channels populated: memory bandwidth is {percent} % of what the platform can give.</source>
        <translation>{channels} 个内存通道只插满了 {modules} 个：内存带宽只有平台能力的 {percent} %。</translation>
    </message>
</context>
<context>
    <name>compat.memory.mixed</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="159"/>
        <source>Mixed memory kits run at the slowest kit&apos;s speed and timings.</source>
        <translation>混插不同内存套条时，按最慢一套的频率和时序运行。</translation>
    </message>
</context>
<context>
    <name>compat.memory.registered</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="177"/>
        <source>{memory} is registered (RDIMM); {socket} boards take unbuffered DIMMs.</source>
        <translation>{memory} 是寄存式内存（RDIMM）；{socket} 主板只支持无缓冲内存。</translation>
    </message>
</context>
<context>
    <name>compat.memory.slots</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="208"/>
        <source>{modules} DIMMs for {slots} slots.</source>
        <translation>{modules} 根内存，但只有 {slots} 个插槽。</translation>
    </message>
</context>
<context>
    <name>compat.memory.speed.2dpc</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="199"/>
        <source>{memory} is rated {rated} MT/s but runs at {speed} MT/s here (two DIMMs per channel).</source>
        <translation>{memory} 额定 {rated} MT/s，在此只能跑 {speed} MT/s（每通道两根）。</translation>
    </message>
</context>
<context>
    <name>compat.memory.speed.cpu</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="201"/>
        <source>{memory} is rated {rated} MT/s but runs at {speed} MT/s here (the CPU&apos;s maximum).</source>
        <translation>{memory} 额定 {rated} MT/s，在此只能跑 {speed} MT/s（CPU 支持的上限）。</translation>
    </message>
</context>
<context>
    <name>compat.memory.speed.unknown</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="191"/>
        <source>{modules} DIMMs on {channels} channels put two on a channel; DDR5 servers run slower that way (4th Gen Xeon 4,800 → 4,400 MT/s) and the catalog has no figure for {socket}: check the board&apos;s memory population guide.</source>
        <translation>{channels} 个通道插 {modules} 根内存，即每通道两根；DDR5 服务器这样会降频（第四代至强 4,800 → 4,400 MT/s），目录中没有 {socket} 的数据：请查阅主板的内存安装指南。</translation>
    </message>
</context>
<context>
    <name>compat.memory.type</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="168"/>
        <source>{memory} is {type}; {board} takes {boardType}.</source>
        <translation>{memory} 是 {type}；{board} 使用 {boardType}。</translation>
    </message>
</context>
<context>
    <name>compat.memory.unbuffered</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="182"/>
        <source>{memory} is unbuffered; {socket} boards need registered ECC DIMMs.</source>
        <translation>{memory} 是无缓冲内存；{socket} 主板需要寄存式 ECC 内存。</translation>
    </message>
</context>
<context>
    <name>compat.missing.chassis</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="96"/>
        <source>The build has no chassis.</source>
        <translation>配置中没有机箱。</translation>
    </message>
</context>
<context>
    <name>compat.missing.cooler</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="99"/>
        <source>The build has no CPU cooler (boxed coolers are not counted).</source>
        <translation>配置中没有 CPU 散热器（盒装原配散热器不计入）。</translation>
    </message>
</context>
<context>
    <name>compat.missing.cpu</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="83"/>
        <source>The build has no CPU.</source>
        <translation>配置中没有 CPU。</translation>
    </message>
</context>
<context>
    <name>compat.missing.gpu</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="82"/>
        <source>The build has no GPU: dlrig builds are for deep learning.</source>
        <translation>配置中没有 GPU：dlrig 的配置是为深度学习准备的。</translation>
    </message>
</context>
<context>
    <name>compat.missing.memory</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="85"/>
        <source>The build has no memory.</source>
        <translation>配置中没有内存。</translation>
    </message>
</context>
<context>
    <name>compat.missing.motherboard</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="84"/>
        <source>The build has no motherboard.</source>
        <translation>配置中没有主板。</translation>
    </message>
</context>
<context>
    <name>compat.missing.psu</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="88"/>
        <source>The build has no power supply.</source>
        <translation>配置中没有电源。</translation>
    </message>
</context>
<context>
    <name>compat.missing.storage</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="87"/>
        <source>The build has no storage for the dataset and checkpoints.</source>
        <translation>配置中没有存放数据集和检查点的存储。</translation>
    </message>
</context>
<context>
    <name>compat.motherboard.count</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="147"/>
        <source>A node has one motherboard.</source>
        <translation>一个节点只有一块主板。</translation>
    </message>
</context>
<context>
    <name>compat.power.circuit</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="35"/>
        <source>At peak the machine draws {wall} W from the wall; the site&apos;s {circuit} circuit carries {continuous} W continuously (80 % of its rating){which}. Run it on a larger circuit (--circuit, e.g. 230V/16A), or use fewer or smaller GPUs.</source>
        <translation>整机峰值从墙插取电 {wall} W；场地 {circuit} 线路可持续承载 {continuous} W（额定值的 80 %）{which}。请改用容量更大的线路（--circuit，例如 230V/16A），或减少 GPU 数量、换用功耗更低的 GPU。</translation>
    </message>
</context>
<context>
    <name>compat.power.circuit.default</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="43"/>
        <source>, the common outlet where {currency} is spent: say which circuit it will have</source>
        <translation>，这是使用 {currency} 的地区常见的插座：请说明实际使用的线路</translation>
    </message>
</context>
<context>
    <name>compat.psu.16pin</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="156"/>
        <source>{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native}; the rest ({rest}) run on the cards&apos; adapters from {cables} PCIe 8-pin {cables|cable|cables}, one per 150 W. A native cable, fully seated, is the safer connection at 450–600 W.</source>
        <translation>{needed} 张 GPU 需要 16-pin 12V-2x6 线；{psu} 原生只有 {native} 根；其余 {rest} 张要用显卡附带的转接线，共占 {cables} 根 PCIe 8-pin 线（每 150 W 一根）。在 450–600 W 下，插到底的原生线更安全。</translation>
    </message>
</context>
<context>
    <name>compat.psu.16pin.boxed</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="161"/>
        <source>{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native} (in its box: {adapters}); the rest ({rest}) run on the cards&apos; adapters from {cables} PCIe 8-pin {cables|cable|cables}, one per 150 W. A native cable, fully seated, is the safer connection at 450–600 W.</source>
        <translation>{needed} 张 GPU 需要 16-pin 12V-2x6 线；{psu} 原生只有 {native} 根（包装内附：{adapters}）；其余 {rest} 张要用显卡附带的转接线，共占 {cables} 根 PCIe 8-pin 线（每 150 W 一根）。在 450–600 W 下，插到底的原生线更安全。</translation>
    </message>
</context>
<context>
    <name>compat.psu.16pin.refused</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="141"/>
        <source>{needed} {needed|GPU takes|GPUs take} a 16-pin 12V-2x6 cable; {psu} has {native}, so {rest} {rest|card|cards} of up to {watts} W would run on adapters from PCIe 8-pin cables. A card of 450 W or more needs a native 12V-2x6 cable: choose a power supply with {needed}.</source>
        <translation>{needed} 块 GPU 需要 16-pin 12V-2x6 线缆；{psu} 只有 {native} 根，因此有 {rest} 块功耗最高 {watts} W 的显卡需经转接线由 PCIe 8-pin 线缆供电。450 W 及以上的显卡需要原生 12V-2x6 线缆：请选择带 {needed} 根此类线缆的电源。</translation>
    </message>
</context>
<context>
    <name>compat.psu.8pin</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="192"/>
        <source>The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables}; {psu} has {native}.</source>
        <translation>GPU 需要 {cables} 根 PCIe 8-pin（6+2）线；{psu} 只有 {native} 根。</translation>
    </message>
</context>
<context>
    <name>compat.psu.8pin.adapters</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="183"/>
        <source>The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables} ({throughAdapters} of them through 16-pin adapters); {psu} has {native}.</source>
        <translation>GPU 需要 {cables} 根 PCIe 8-pin（6+2）线（其中 {throughAdapters} 根经 16-pin 转接线）；{psu} 只有 {native} 根。</translation>
    </message>
</context>
<context>
    <name>compat.psu.8pin.adapters.boxed</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="186"/>
        <source>The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables} ({throughAdapters} of them through 16-pin adapters); {psu} has {native} (in its box: {adapters}).</source>
        <translation>GPU 需要 {cables} 根 PCIe 8-pin（6+2）线（其中 {throughAdapters} 根经 16-pin 转接线）；{psu} 只有 {native} 根（包装内附：{adapters}）。</translation>
    </message>
</context>
<context>
    <name>compat.psu.8pin.boxed</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="195"/>
        <source>The GPUs take {cables} PCIe 8-pin (6+2) {cables|cable|cables}; {psu} has {native} (in its box: {adapters}).</source>
        <translation>GPU 需要 {cables} 根 PCIe 8-pin（6+2）线；{psu} 只有 {native} 根（包装内附：{adapters}）。</translation>
    </message>
</context>
<context>
    <name>compat.psu.eps</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="208"/>
        <source>The board ({board}) and the GPUs ({gpus}) take {cables} EPS-12V (CPU 8-pin) {cables|cable|cables}; {psu} has {native}.</source>
        <translation>主板（{board} 根）和 GPU（{gpus} 根）共需 {cables} 根 EPS-12V（CPU 8-pin）线；{psu} 只有 {native} 根。</translation>
    </message>
</context>
<context>
    <name>compat.psu.eps.unknown</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="218"/>
        <source>{gpus} {gpus|GPU takes|GPUs take} an EPS-12V (CPU 8-pin) cable each, a different plug from PCIe 8-pin, on top of the board&apos;s own CPU cables; the catalog does not count {psu}&apos;s EPS cables: check its cable list, or the card&apos;s adapter from two PCIe 8-pin cables.</source>
        <translation>{gpus} 张 GPU 各需一根 EPS-12V（CPU 8-pin）线，与 PCIe 8-pin 不是同一种插头，且在主板自己的 CPU 供电线之外；目录没有 {psu} 的 EPS 线数量：请查看其线材清单，或使用显卡附带的双 PCIe 8-pin 转接线。</translation>
    </message>
</context>
<context>
    <name>compat.psu.form</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="136"/>
        <source>{psu} ({form}) in a chassis for ATX supplies: check the fit.</source>
        <translation>{psu}（{form}）装在为 ATX 电源设计的机箱里：请确认能否装下。</translation>
    </message>
</context>
<context>
    <name>compat.psu.form.sfx</name>
    <message>
        <location filename="../../core/build/chassisfindings.cpp" line="132"/>
        <source>{psu} is ATX; {chassis} takes SFX supplies.</source>
        <translation>{psu} 是 ATX 电源；{chassis} 只装 SFX 电源。</translation>
    </message>
</context>
<context>
    <name>compat.psu.headroom</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="81"/>
        <source>Peak draw {peak} W is {percent} % of the {psu} W power supply{lowLine}; GPU transients want headroom ({recommended} W recommended).</source>
        <translation>峰值功耗 {peak} W，占 {psu} W 电源{lowLine}的 {percent} %；GPU 瞬时功耗需要余量（建议 {recommended} W）。</translation>
    </message>
</context>
<context>
    <name>compat.psu.highline</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="52"/>
        <source>{psu} is rated at 200–240 V only, and its maker states no rating for the site&apos;s {volts} V circuit: run it on a 200–240 V circuit (--circuit, e.g. 230V/16A), or choose a supply rated at {volts} V.</source>
        <translation>{psu} 的额定功率仅适用于 200–240 V 输入，厂商未给出场地 {volts} V 电路下的额定值：请接入 200–240 V 电路（--circuit，例如 230V/16A），或选择在 {volts} V 下有额定值的电源。</translation>
    </message>
</context>
<context>
    <name>compat.psu.lowline</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="65"/>
        <source> (what it gives on the site&apos;s {volts} V circuit; its full rating needs 200–240 V)</source>
        <translation>（场地 {volts} V 电路下的输出；满额定功率需要 200–240 V）</translation>
    </message>
</context>
<context>
    <name>compat.psu.watts</name>
    <message>
        <location filename="../../core/build/powerfindings.cpp" line="73"/>
        <source>Peak draw {peak} W exceeds the {psu} W power supply{lowLine}; use {recommended} W or more.</source>
        <translation>峰值功耗 {peak} W 超过 {psu} W 电源{lowLine}；请使用 {recommended} W 或更大的电源。</translation>
    </message>
</context>
<context>
    <name>compat.server.platform</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="49"/>
        <source>A complete server brings its own {category}; the separate {category} line is counted as an extra.</source>
        <translation>整机服务器自带{category}；单独列出的{category}按额外部件计算。</translation>
    </message>
</context>
<context>
    <name>compat.storage.m2</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="360"/>
        <source>{drives} M.2 drives for {slots} M.2 slots.</source>
        <translation>{drives} 块 M.2 硬盘，但只有 {slots} 个 M.2 插槽。</translation>
    </message>
</context>
<context>
    <name>compat.storage.u2</name>
    <message>
        <location filename="../../core/build/compatibility.cpp" line="365"/>
        <source>U.2/E1.S/E3.S drives need a backplane or an adapter card; check the chassis or add one.</source>
        <translation>U.2/E1.S/E3.S 硬盘需要背板或转接卡；请检查机箱或另行添加。</translation>
    </message>
</context>
<context>
    <name>cost.note.both</name>
    <message>
        <location filename="../../core/build/cost.cpp" line="45"/>
        <source>{midpoint}; {converted}</source>
        <translation>{midpoint}；{converted}</translation>
    </message>
</context>
<context>
    <name>cost.note.converted</name>
    <message>
        <location filename="../../core/build/cost.cpp" line="40"/>
        <source>converted from {amount} at the {date} reference rate</source>
        <translation>按 {date} 参考汇率由 {amount} 换算</translation>
    </message>
</context>
<context>
    <name>cost.note.midpoint</name>
    <message>
        <location filename="../../core/build/cost.cpp" line="37"/>
        <source>midpoint of {low}–{high}</source>
        <translation>取 {low}–{high} 的中间值</translation>
    </message>
</context>
<context>
    <name>csv</name>
    <message>
        <location filename="../../core/base/csv.cpp" line="52"/>
        <source>{origin}: line {line}: not UTF-8 text (byte {byte}); save the file as UTF-8</source>
        <translation>{origin}：第 {line} 行：不是 UTF-8 文本（字节 {byte}）；请将文件另存为 UTF-8</translation>
    </message>
    <message>
        <location filename="../../core/base/csv.cpp" line="110"/>
        <source>{origin}: line {line}: unexpected text after a closing quote (quotes inside a field are written twice)</source>
        <translation>{origin}：第 {line} 行：右引号后出现多余的文本（字段内的引号应写两次）</translation>
    </message>
    <message>
        <location filename="../../core/base/csv.cpp" line="114"/>
        <source>{origin}: line {line}: a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation>{origin}：第 {line} 行：未加引号的字段中出现引号（请给整个字段加引号，并把其中的引号写两次）</translation>
    </message>
    <message>
        <location filename="../../core/base/csv.cpp" line="124"/>
        <source>{origin}: line {line}: a quoted field is never closed</source>
        <translation>{origin}：第 {line} 行：带引号的字段没有闭合</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="108"/>
        <source>{where}: &apos;{cell}&apos; is not true or false</source>
        <translation>{where}：“{cell}”不是 true 或 false</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="113"/>
        <source>{where}: &apos;{cell}&apos; is not a whole number</source>
        <translation>{where}：“{cell}”不是整数</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="120"/>
        <source>{where}: &apos;{cell}&apos; is not a number</source>
        <translation>{where}：“{cell}”不是数字</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="127"/>
        <source>{where}: &apos;{cell}&apos; is not valid JSON</source>
        <translation>{where}：“{cell}”不是有效的 JSON</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="199"/>
        <source>{origin}: empty file (expected a header row starting with id,category,…)</source>
        <translation>{origin}：文件为空（应有以 id,category,… 开头的表头行）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="208"/>
        <source>{origin}: line 1: unknown column &apos;{column}&apos;</source>
        <translation>{origin}：第 1 行：未知列“{column}”</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="211"/>
        <source>{origin}: line 1: column &apos;{column}&apos; appears twice</source>
        <translation>{origin}：第 1 行：列“{column}”出现了两次</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="216"/>
        <source>{origin}: line 1: the header has no &apos;{column}&apos; column</source>
        <translation>{origin}：第 1 行：表头缺少“{column}”列</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="228"/>
        <source>{origin}: line {line}: {found} fields, the header has {expected}</source>
        <translation>{origin}：第 {line} 行：有 {found} 个字段，而表头有 {expected} 个</translation>
    </message>
    <message>
        <location filename="../../core/parts/partcsv.cpp" line="264"/>
        <source>{origin}: line {line}, column {column}: does not apply to a {category} part; leave it empty</source>
        <translation>{origin}：第 {line} 行，{column} 列：不适用于 {category} 部件，请留空</translation>
    </message>
</context>
<context>
    <name>dlrig::report::AcceptanceText</name>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="23"/>
        <location filename="../../report/acceptancereport.cpp" line="78"/>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="45"/>
        <source>GPU to GPU (GB/s per direction)</source>
        <translation>GPU 之间（GB/s，单向）</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="46"/>
        <source>Rows copy to columns: peer to peer, and in brackets through host memory with P2P off.</source>
        <translation>行向列复制：点对点（P2P）带宽，括号内为关闭 P2P、经主机内存中转的带宽。</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="49"/>
        <source>to GPU %1</source>
        <translation>至 GPU %1</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="54"/>
        <source>from GPU %1</source>
        <translation>自 GPU %1</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="51"/>
        <source>waived</source>
        <translation>豁免</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="52"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="83"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="84"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="85"/>
        <source>Specs from</source>
        <translation>规格来源</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="87"/>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="97"/>
        <source>Measurements</source>
        <translation>测量结果</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="97"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="97"/>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="98"/>
        <source>Min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="98"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="98"/>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="99"/>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="99"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="119"/>
        <source>Bars and their evidence</source>
        <translation>判定门槛及其依据</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="124"/>
        <source>must equal the spec</source>
        <translation>必须等于规格</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="125"/>
        <source>PASS from %1 %, WARN from %2 % of the spec</source>
        <translation>达到规格的 %1 % 为通过，%2 % 为警告</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="135"/>
        <source>Acceptance</source>
        <translation>验收</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="135"/>
        <source>Checked by</source>
        <translation>检查人</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="135"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../report/acceptancereport.cpp" line="136"/>
        <source>Signature</source>
        <translation>签字</translation>
    </message>
</context>
<context>
    <name>dlrig::report::BarrelImageText</name>
    <message>
        <location filename="../../report/barrelimage.cpp" line="69"/>
        <source>ratio to GPU demand (1 = keeps up)</source>
        <translation>与 GPU 需求之比（1 = 跟得上）</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="88"/>
        <source>≥ %1×</source>
        <translation>≥ %1×</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="89"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="104"/>
        <source>keeps up</source>
        <translation>跟得上</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="105"/>
        <source>limits it</source>
        <translation>限制整机</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="108"/>
        <source>water line: %1</source>
        <translation>水位线：%1</translation>
    </message>
    <message>
        <location filename="../../report/barrelimage.cpp" line="109"/>
        <source>water line once %1 is enough: %2</source>
        <translation>%1补足后的水位线：%2</translation>
    </message>
</context>
<context>
    <name>dlrig::report::BomText</name>
    <message>
        <location filename="../../report/bomdocument.cpp" line="80"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="82"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="84"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="86"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="88"/>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="90"/>
        <source>Motherboards</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="92"/>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="94"/>
        <source>Cooling</source>
        <translation>散热</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="96"/>
        <source>Network cards</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="98"/>
        <source>Servers</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="100"/>
        <source>Cloud instances</source>
        <translation>云实例</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="102"/>
        <source>Edge modules</source>
        <translation>边缘模块</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="149"/>
        <source>Quotation</source>
        <translation>报价单</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="154"/>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="155"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="156"/>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="157"/>
        <source>Requested by</source>
        <translation>申请人</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="158"/>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="159"/>
        <source>Deliver to</source>
        <translation>交付地址</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="160"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="162"/>
        <source>Machines</source>
        <translation>机器数</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="163"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="172"/>
        <source>Line items</source>
        <translation>明细</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="230"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="231"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="232"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="233"/>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="234"/>
        <source>Price kind, date, age</source>
        <translation>价格类型、日期、时效</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="193"/>
        <source>no public price; not in the total</source>
        <translation>无公开价格；未计入合计</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="202"/>
        <source>STALE</source>
        <translation>已过期</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="205"/>
        <source>second-hand price</source>
        <translation>二手市场价格</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="206"/>
        <source>estimate, not a vendor price</source>
        <translation>估计值，非厂商价格</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="247"/>
        <location filename="../../report/bomdocument.cpp" line="352"/>
        <source>Subtotal</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="250"/>
        <source>Discount (%1 %)</source>
        <translation>折扣（%1 %）</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="251"/>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="255"/>
        <source>Shipping</source>
        <translation>运费</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="258"/>
        <source>Tax %1 % on %2</source>
        <translation>税 %1 %（基数 %2）</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="262"/>
        <source>Total (excludes parts priced on request: %1)</source>
        <translation>合计（不含需询价部件：%1 项）</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="263"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="269"/>
        <source>Lines with a price older than %1 months, marked STALE (ages to %2): %3. Confirm them with the vendor before ordering.</source>
        <translation>价格超过 %1 个月、标为“已过期”的行（时效计至 %2）：%3 行。下单前请向供应商确认。</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="280"/>
        <source>Power and cost of ownership</source>
        <translation>功耗与拥有成本</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="284"/>
        <source>Peak draw</source>
        <translation>峰值功耗</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="284"/>
        <source>%1 W per machine (power supply %2 W)</source>
        <translation>每台 %1 W（电源 %2 W）</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="286"/>
        <source>Energy</source>
        <translation>电费</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="286"/>
        <location filename="../../report/bomdocument.cpp" line="287"/>
        <source> per month</source>
        <translation> 每月</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="287"/>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="288"/>
        <source>Cost of ownership</source>
        <translation>拥有成本</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="289"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="290"/>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="291"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="331"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../report/bomdocument.cpp" line="335"/>
        <source>Prices in other currencies are converted at the reference rates of %1 (%2). Each unit price is converted once and rounded to the minor unit; amounts are unit price × quantity; discount and tax are each rounded once.</source>
        <translation>以其他货币标价的价格按 %1 的参考汇率换算（%2）。每个单价只换算一次并舍入到最小货币单位；金额 = 单价 × 数量；折扣与税额各舍入一次。</translation>
    </message>
</context>
<context>
    <name>dlrig::report::ClusterText</name>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="40"/>
        <source>Nodes and tests</source>
        <translation>节点与测试</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="74"/>
        <source>Between the nodes</source>
        <translation>节点之间</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="75"/>
        <source>Above the diagonal: bandwidth of each pair in GB/s; below it: one-way latency in µs. %1.</source>
        <translation>对角线以上：各节点对的带宽（GB/s）；以下：单向延迟（µs）。%1。</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="108"/>
        <source>MPI all-reduce</source>
        <translation>MPI all-reduce</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="109"/>
        <source>NCCL all-reduce</source>
        <translation>NCCL all-reduce</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="110"/>
        <source>NCCL all-gather</source>
        <translation>NCCL all-gather</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="119"/>
        <source>All-reduce as nodes are added</source>
        <translation>随节点增加的 All-reduce</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="120"/>
        <location filename="../../report/clusterdocument.cpp" line="161"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="120"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="135"/>
        <source>%1, %2 GPUs a node, nccl-tests&apos; bus bandwidth</source>
        <translation>%1，每节点 %2 块 GPU，按 nccl-tests 的总线带宽计算</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="151"/>
        <location filename="../../report/clusterdocument.cpp" line="218"/>
        <source>Cluster acceptance report</source>
        <translation>集群验收报告</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="152"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="157"/>
        <source>Slurm job</source>
        <translation>Slurm 作业</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="158"/>
        <source>%1, partition %2</source>
        <translation>%1，分区 %2</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="159"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="164"/>
        <source>Named</source>
        <translation>指出的问题</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="176"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="176"/>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="119"/>
        <location filename="../../report/clusterdocument.cpp" line="176"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="177"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="177"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="177"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="192"/>
        <source>How it was judged</source>
        <translation>评判方法</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="193"/>
        <source>Each figure against its part&apos;s spec and the reference figures that apply, and against the cluster&apos;s own figure (the median node; the upper quartile of the pairs): more than 10 % below it is WARN, more than 25 % below FAIL.</source>
        <translation>每项数值与其部件规格及适用的参考值比较，并与集群自身的数值（节点中位数；节点对的上四分位数）比较：低于后者 10% 以上为 WARN，低于 25% 以上为 FAIL。</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="201"/>
        <source>Changed since each node&apos;s previous run</source>
        <translation>自各节点上次运行以来的变化</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="211"/>
        <source>Acceptance</source>
        <translation>验收</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="211"/>
        <source>Checked by</source>
        <translation>检查人</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="211"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="212"/>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <location filename="../../report/clusterdocument.cpp" line="219"/>
        <source>Slurm job %1</source>
        <translation>Slurm 作业 %1</translation>
    </message>
</context>
<context>
    <name>dlrig::report::OptionLabels</name>
    <message>
        <location filename="../../report/messagetext.cpp" line="117"/>
        <source>Tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="118"/>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="119"/>
        <source>Virtual pipeline stages</source>
        <translation>虚拟流水线级数</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="120"/>
        <source>Expert-parallel degree</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="121"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="122"/>
        <source>Micro-batch per GPU</source>
        <translation>每块 GPU 的微批次</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="123"/>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="124"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="125"/>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="126"/>
        <source>GPU count</source>
        <translation>GPU 数量</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="127"/>
        <source>Offload</source>
        <translation>卸载</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="128"/>
        <source>Recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="129"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="130"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="131"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="132"/>
        <source>Input tokens</source>
        <translation>输入 token 数</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="133"/>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="134"/>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="135"/>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <location filename="../../report/messagetext.cpp" line="136"/>
        <source>Tokens/s per user</source>
        <translation>每用户 token/秒</translation>
    </message>
</context>
<context>
    <name>dlrig::report::PageText</name>
    <message>
        <location filename="../../report/pageddocument.cpp" line="27"/>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>dlrig::report::PlanText</name>
    <message>
        <location filename="../../report/plantext.cpp" line="20"/>
        <source>selective recompute</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="22"/>
        <source>full recompute</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="26"/>
        <source>no recompute</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="32"/>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="34"/>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="35"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="41"/>
        <source>the network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="43"/>
        <source>NVLink bridge</source>
        <translation>NVLink 桥接</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="52"/>
        <source>tensor %1</source>
        <translation>张量 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="54"/>
        <source>pipeline %1</source>
        <translation>流水线 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="56"/>
        <source> (interleaved, %1 chunks per stage)</source>
        <translation>（交错调度，每级 %1 个模型分块）</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="59"/>
        <source>%1 replicas</source>
        <translation>%1 个副本</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="62"/>
        <source>, experts over %1 GPUs (data-parallel attention)</source>
        <translation>，专家分布在 %1 块 GPU 上（注意力数据并行）</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="63"/>
        <source>, experts over %1 GPUs</source>
        <translation>，专家分布在 %1 块 GPU 上</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="66"/>
        <source>data %1</source>
        <translation>数据 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="69"/>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="73"/>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="79"/>
        <source>%n GPU(s), %1</source>
        <translation>
            <numerusform>%n 块 GPU，%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="81"/>
        <source>, %n user(s), up to %1 per replica</source>
        <translation>
            <numerusform>，%n 个用户，每个副本最多 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="82"/>
        <source>, %n user(s)</source>
        <translation>
            <numerusform>，%n 个用户</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/plantext.cpp" line="91"/>
        <source>, micro-batch %1 × %n accumulation step(s)</source>
        <translation>
            <numerusform>，微批次 %1 × %n 步梯度累积</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="129"/>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="129"/>
        <source>, </source>
        <comment>between the costs of a plan</comment>
        <translation>；</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="84"/>
        <source>, %1 tokens/s each</source>
        <translation>，每人 %1 token/s</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="88"/>
        <source> · no ZeRO</source>
        <translation> · 不用 ZeRO</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="90"/>
        <source> · no recompute</source>
        <translation> · 不重计算</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="97"/>
        <source>Plan: %1</source>
        <translation>并行方案：%1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="105"/>
        <source> — nothing fits in GPU memory; this layout needs the least</source>
        <translation> —— 没有方案放得进显存；此布局所需显存最少</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="111"/>
        <source>pipeline bubble %1</source>
        <translation>流水线气泡 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="113"/>
        <source>tensor all-reduces %1 over %2</source>
        <translation>张量并行 all-reduce %1（经 %2）</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="115"/>
        <source>expert all-to-alls %1 over %2</source>
        <translation>专家 all-to-all %1（经 %2）</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="117"/>
        <source>pipeline sends %1</source>
        <translation>流水线传输 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="119"/>
        <source>data-parallel traffic %1 over %2, %3 of it not hidden</source>
        <translation>数据并行通信 %1（经 %2），其中 %3 未被计算掩盖</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="123"/>
        <source>data-parallel traffic %1 over %2, hidden under compute</source>
        <translation>数据并行通信 %1（经 %2），全部被计算掩盖</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="126"/>
        <source>offload %1</source>
        <translation>卸载 %1</translation>
    </message>
    <message>
        <location filename="../../report/plantext.cpp" line="127"/>
        <source>; step %1</source>
        <translation>；每步 %1</translation>
    </message>
</context>
<context>
    <name>dlrig::report::PriceText</name>
    <message>
        <location filename="../../report/pricetext.cpp" line="12"/>
        <source>%1–%2 (%3 counted, the midpoint)</source>
        <translation>%1–%2（按中值 %3 计）</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="22"/>
        <source>%1–%2 (%3 counted)</source>
        <translation>%1–%2（按 %3 计）</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="37"/>
        <source>MSRP</source>
        <translation>建议零售价</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="40"/>
        <source>street</source>
        <translation>零售价</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="43"/>
        <source>quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="46"/>
        <source>used</source>
        <translation>二手价</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="49"/>
        <source>estimate</source>
        <translation>估计价</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="53"/>
        <source> (refurbished)</source>
        <translation>（翻新）</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="55"/>
        <source> (open box)</source>
        <translation>（开箱品）</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="67"/>
        <source>undated source, read %1</source>
        <translation>来源未注明日期，%1 查阅</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="67"/>
        <source>published %1</source>
        <translation>%1 发布</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="76"/>
        <source>%1 %2 old</source>
        <translation>已过 %1 %2</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="77"/>
        <location filename="../../report/pricetext.cpp" line="80"/>
        <source>1 year</source>
        <translation>1 年</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="77"/>
        <location filename="../../report/pricetext.cpp" line="80"/>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="78"/>
        <location filename="../../report/pricetext.cpp" line="82"/>
        <source>1 month</source>
        <translation>1 个月</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="78"/>
        <location filename="../../report/pricetext.cpp" line="82"/>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="80"/>
        <location filename="../../report/pricetext.cpp" line="82"/>
        <source>%1 old</source>
        <translation>已过 %1</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="84"/>
        <source>under a month old</source>
        <translation>不足 1 个月</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="85"/>
        <source>%1, stale</source>
        <translation>%1，已过期</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="94"/>
        <source>%1 (%2, %3, %4)</source>
        <translation>%1（%2，%3，%4）</translation>
    </message>
    <message>
        <location filename="../../report/pricetext.cpp" line="99"/>
        <source>on request</source>
        <translation>询价</translation>
    </message>
</context>
<context>
    <name>dlrig::report::ServingChartText</name>
    <message>
        <location filename="../../report/servingchart.cpp" line="71"/>
        <source>Throughput against interactivity, %1 prompt and %2 output tokens</source>
        <translation>吞吐量与交互速度（提示 %1 个 token，输出 %2 个 token）</translation>
    </message>
    <message>
        <location filename="../../report/servingchart.cpp" line="78"/>
        <source>TPOT ≤ %1 ms</source>
        <translation>TPOT ≤ %1 毫秒</translation>
    </message>
    <message>
        <location filename="../../report/servingchart.cpp" line="96"/>
        <source>tokens/s per user (interactivity)</source>
        <translation>每用户 token/秒（交互速度）</translation>
    </message>
    <message>
        <location filename="../../report/servingchart.cpp" line="101"/>
        <source>tokens/s per GPU (throughput)</source>
        <translation>每 GPU token/秒（吞吐量）</translation>
    </message>
    <message>
        <location filename="../../report/servingchart.cpp" line="125"/>
        <source>KV cache full: %1 users</source>
        <translation>KV 缓存已满：%1 个用户</translation>
    </message>
    <message>
        <location filename="../../report/servingchart.cpp" line="135"/>
        <source>this load: %1 users</source>
        <translation>当前负载：%1 个用户</translation>
    </message>
</context>
<context>
    <name>dlrig::report::SpecLabels</name>
    <message>
        <location filename="../../report/speclabels.cpp" line="31"/>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="32"/>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="33"/>
        <source>Memory type</source>
        <translation>显存类型</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="34"/>
        <source>Memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="35"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="36"/>
        <source>TF32 (dense)</source>
        <translation>TF32（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="37"/>
        <source>FP16 (dense)</source>
        <translation>FP16（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="38"/>
        <source>BF16 (dense)</source>
        <translation>BF16（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="39"/>
        <source>FP8 (dense)</source>
        <translation>FP8（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="40"/>
        <source>FP16 with FP16 accumulate</source>
        <translation>FP16（FP16 累加）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="41"/>
        <source>INT8 (dense)</source>
        <translation>INT8（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="42"/>
        <source>INT4 (dense)</source>
        <translation>INT4（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="43"/>
        <source>FP4 (dense)</source>
        <translation>FP4（稠密）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="44"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="45"/>
        <source>PCIe generation</source>
        <translation>PCIe 代数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="46"/>
        <source>PCIe lanes</source>
        <translation>PCIe 通道数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="47"/>
        <source>Slots wide</source>
        <translation>占用槽位</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="48"/>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="49"/>
        <source>Power connectors</source>
        <translation>供电接口</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="50"/>
        <source>Cooler</source>
        <translation>散热方式</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="51"/>
        <source>ECC memory</source>
        <translation>ECC 显存</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="52"/>
        <source>Cores</source>
        <translation>核心数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="53"/>
        <source>Threads</source>
        <translation>线程数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="54"/>
        <source>Base clock</source>
        <translation>基础频率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="55"/>
        <source>Boost clock</source>
        <translation>加速频率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="56"/>
        <source>L3 cache</source>
        <translation>三级缓存</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="57"/>
        <source>Socket</source>
        <translation>插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="58"/>
        <source>Sockets</source>
        <translation>插槽数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="59"/>
        <source>Memory channels</source>
        <translation>内存通道</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="60"/>
        <source>Fastest memory</source>
        <translation>最高内存频率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="61"/>
        <source>Most memory</source>
        <translation>最大内存</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="62"/>
        <source>AVX-512</source>
        <translation>AVX-512</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="63"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="64"/>
        <source>Modules</source>
        <translation>条数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="65"/>
        <source>Per module</source>
        <translation>单条容量</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="66"/>
        <source>Speed</source>
        <translation>频率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="67"/>
        <source>CAS latency</source>
        <translation>CAS 延迟</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="68"/>
        <source>Registered (RDIMM)</source>
        <translation>寄存式（RDIMM）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="69"/>
        <source>Interface</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="70"/>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="71"/>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="72"/>
        <source>Sequential read</source>
        <translation>顺序读取</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="73"/>
        <source>Sequential write</source>
        <translation>顺序写入</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="74"/>
        <source>Random read</source>
        <translation>随机读取</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="75"/>
        <source>Endurance</source>
        <translation>耐久度</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="76"/>
        <source>Continuous power</source>
        <translation>持续功率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="77"/>
        <source>Rated power</source>
        <translation>额定功率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="78"/>
        <source>Efficiency</source>
        <translation>能效</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="79"/>
        <source>16-pin 12V-2x6 cables</source>
        <translation>16-pin 12V-2x6 线</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="80"/>
        <source>PCIe 8-pin cables</source>
        <translation>PCIe 8-pin 线</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="81"/>
        <source>EPS-12V cables</source>
        <translation>EPS-12V 线</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="82"/>
        <source>In the box</source>
        <translation>包装内附</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="83"/>
        <source>Chipset</source>
        <translation>芯片组</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="84"/>
        <source>CPU sockets</source>
        <translation>CPU 插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="85"/>
        <source>Memory slots</source>
        <translation>内存插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="86"/>
        <source>PCIe slots</source>
        <translation>PCIe 插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="87"/>
        <source>Slot layout</source>
        <translation>插槽布局</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="88"/>
        <source>M.2 slots</source>
        <translation>M.2 插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="89"/>
        <source>Boards it takes</source>
        <translation>支持的主板</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="90"/>
        <source>Power supply form</source>
        <translation>电源规格</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="91"/>
        <source>Expansion slots</source>
        <translation>扩展槽位</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="92"/>
        <source>Longest GPU</source>
        <translation>最长显卡</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="93"/>
        <source>Tallest CPU cooler</source>
        <translation>最高 CPU 散热器</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="94"/>
        <source>Airflow</source>
        <translation>风道</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="95"/>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="96"/>
        <source>Radiator</source>
        <translation>冷排</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="97"/>
        <source>Cools up to</source>
        <translation>散热能力</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="98"/>
        <source>Technology</source>
        <translation>技术</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="99"/>
        <source>Ports</source>
        <translation>端口数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="100"/>
        <source>Per port</source>
        <translation>每端口</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="101"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="102"/>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="103"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="104"/>
        <source>CPUs</source>
        <translation>CPU 数</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="105"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="106"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="107"/>
        <source>GPU interconnect</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="108"/>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="109"/>
        <source>Power supplies</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="110"/>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="111"/>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="112"/>
        <source>vCPUs</source>
        <translation>vCPU</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="113"/>
        <source>Local storage</source>
        <translation>本地存储</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="114"/>
        <source>Reserved, per hour</source>
        <translation>预留实例每小时</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="115"/>
        <source>Lowest power</source>
        <translation>最低功率</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="116"/>
        <source>Heat it carries out</source>
        <translation>可散出的热量</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="117"/>
        <source>Heat figure&apos;s basis</source>
        <translation>散热量依据</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="118"/>
        <source>Board size</source>
        <translation>主板尺寸</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="119"/>
        <source>Largest board</source>
        <translation>可容纳的最大主板</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="120"/>
        <source>CPU cores</source>
        <translation>CPU 核心</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="121"/>
        <source>FMA width</source>
        <translation>FMA 位宽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="122"/>
        <source>200–240 V only</source>
        <translation>仅限 200–240 V</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="124"/>
        <source>PCIe gen</source>
        <translation>PCIe 代</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="125"/>
        <source>lanes</source>
        <translation>通道</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="126"/>
        <source>slots</source>
        <translation>个插槽</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="127"/>
        <source>physical lanes</source>
        <translation>物理通道</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="128"/>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="135"/>
        <source>open-air</source>
        <translation>开放式风冷</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="136"/>
        <source>blower</source>
        <translation>涡轮风扇</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="137"/>
        <source>passive</source>
        <translation>被动散热</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="138"/>
        <source>liquid</source>
        <translation>水冷</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="139"/>
        <source>module</source>
        <translation>模组</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="140"/>
        <source>active</source>
        <translation>主动散热（未注明风扇类型）</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="141"/>
        <source>desktop</source>
        <translation>台式机箱</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="142"/>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="143"/>
        <source>workstation-gpu</source>
        <translation>GPU 工作站</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="144"/>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="150"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="150"/>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <location filename="../../report/speclabels.cpp" line="184"/>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
</context>
<context>
    <name>dlrig::report::VerdictText</name>
    <message>
        <location filename="../../report/verdicttext.cpp" line="23"/>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="24"/>
        <source>WARN</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="25"/>
        <source>FAIL</source>
        <translation>不通过</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="26"/>
        <source>ERROR</source>
        <translation>出错</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="27"/>
        <source>SKIPPED</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="28"/>
        <source>NOT CHECKED</source>
        <translation>未检查</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="29"/>
        <source>PASS WITH WARNINGS</source>
        <translation>通过（有警告）</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="30"/>
        <source>CANCELLED</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="66"/>
        <source>quick</source>
        <translation>快速</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="68"/>
        <source>full</source>
        <translation>完整</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="72"/>
        <source>burn-in %1 min</source>
        <translation>烤机 %1 分钟</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="73"/>
        <source>burn-in %1 s</source>
        <translation>烤机 %1 秒</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="81"/>
        <source>not recorded (the run was saved before dlrig kept it)</source>
        <translation>未记录（该次运行保存时 dlrig 尚未记录此项）</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="83"/>
        <source>the detected parts</source>
        <translation>检测到的部件</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="85"/>
        <source>the open build: %1</source>
        <translation>打开的配置：%1</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="86"/>
        <source>the build file %1</source>
        <translation>配置文件 %1</translation>
    </message>
</context>
<context>
    <name>dlrig::report::WorkloadText</name>
    <message>
        <location filename="../../report/workloadtext.cpp" line="21"/>
        <source>full training</source>
        <translation>完整训练</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="23"/>
        <source>LoRA fine-tuning</source>
        <translation>LoRA 微调</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="25"/>
        <source>QLoRA fine-tuning, 4-bit base</source>
        <translation>QLoRA 微调，4 位基座模型</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="27"/>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="36"/>
        <source>mixed precision, BF16 compute</source>
        <translation>混合精度，BF16 计算</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="38"/>
        <source>mixed precision, FP16 compute</source>
        <translation>混合精度，FP16 计算</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="40"/>
        <source>mixed precision, FP8 compute</source>
        <translation>混合精度，FP8 计算</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="42"/>
        <source>all BF16</source>
        <translation>全部 BF16</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="44"/>
        <source>all FP16</source>
        <translation>全部 FP16</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="46"/>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="48"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="50"/>
        <source>FP8 weights</source>
        <translation>FP8 权重</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="52"/>
        <source>8-bit integer weights</source>
        <translation>8 位整数权重</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="54"/>
        <source>4-bit integer weights</source>
        <translation>4 位整数权重</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="56"/>
        <source>MXFP4 weights (4-bit float, 32-value blocks)</source>
        <translation>MXFP4 权重（4 位浮点，每 32 个值一组）</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="58"/>
        <source>NVFP4 weights (4-bit float, 16-value blocks)</source>
        <translation>NVFP4 权重（4 位浮点，每 16 个值一组）</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="67"/>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="69"/>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="71"/>
        <source>8-bit Adam</source>
        <translation>8 位 Adam</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="73"/>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="75"/>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="77"/>
        <source>none: nothing is trained</source>
        <translation>无：不训练任何参数</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="84"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="89"/>
        <source>%1, %2, %3</source>
        <translation>%1，%2，%3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../report/workloadtext.cpp" line="98"/>
        <source>, %n user(s)</source>
        <translation>
            <numerusform>，%n 个用户</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="100"/>
        <source> at ≥ %1</source>
        <translation>，每人 ≥ %1</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="102"/>
        <source>, micro-batch %1</source>
        <translation>，微批次 %1</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="105"/>
        <source>, %1 tokens</source>
        <translation>，%1 token</translation>
    </message>
    <message>
        <location filename="../../report/workloadtext.cpp" line="107"/>
        <source>, %1 nodes</source>
        <translation>，%1 个节点</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::AboutText</name>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="31"/>
        <source>&lt;h3&gt;dlrig %1&lt;/h3&gt;&lt;p&gt;Helps you buy the right deep-learning machine and prove it is what you paid for.&lt;/p&gt;&lt;p&gt;Built %2 with Qt %3; running on Qt %4.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Licence:&lt;/b&gt; none is declared yet: the source carries no licence file, so ask its authors before you redistribute it. The catalog&apos;s specs and prices keep their sources&apos; terms.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %5 catalog parts, each spec and price with its source and date (Catalog tab); exchange rates of %6 (%7); %8 models with the papers their shapes come from; estimates checked against published measured runs in docs/accuracy.md.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;dlrig %1&lt;/h3&gt;&lt;p&gt;帮你买对深度学习机器，并证明到手的机器名副其实。&lt;/p&gt;&lt;p&gt;构建于 %2，使用 Qt %3；当前运行于 Qt %4。&lt;/p&gt;&lt;p&gt;&lt;b&gt;许可证：&lt;/b&gt;尚未声明：源码中没有许可证文件，再分发前请先询问作者。目录中的规格和价格沿用其来源的条款。&lt;/p&gt;&lt;p&gt;&lt;b&gt;数据：&lt;/b&gt;目录共 %5 个部件，每项规格和价格都注明来源和日期（见“目录”标签页）；汇率日期 %6（%7）；%8 个模型，其结构参数注明出自哪篇论文；估算结果已与公开的实测数据对照，见 docs/accuracy.md。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/aboutdialog.cpp" line="56"/>
        <source>About dlrig</source>
        <translation>关于 dlrig</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::AddPartDialog</name>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="44"/>
        <source>Add own %1 part</source>
        <translation>添加自有 %1 部件</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="60"/>
        <source>where the price comes from: a quote number, a shop&apos;s page…</source>
        <translation>价格来源：报价单号、商店页面……</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="64"/>
        <source>Part id</source>
        <translation>部件标识</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="65"/>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="66"/>
        <source>Model</source>
        <translation>型号</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="67"/>
        <source>Aliases</source>
        <translation>别名</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="68"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="69"/>
        <source>Release year</source>
        <translation>发布年份</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="70"/>
        <source>Price amount</source>
        <translation>价格金额</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="71"/>
        <source>Price currency</source>
        <translation>价格货币</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="72"/>
        <source>Kind of price</source>
        <translation>价格类型</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="73"/>
        <source>Price date</source>
        <translation>价格日期</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="74"/>
        <source>Price source</source>
        <translation>价格来源</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="75"/>
        <source>Spec source</source>
        <translation>规格来源</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="76"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="77"/>
        <source>Specs as JSON</source>
        <translation>规格（JSON）</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="87"/>
        <source>&amp;Id:</source>
        <translation>标识(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="88"/>
        <source>&amp;Vendor:</source>
        <translation>厂商(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="89"/>
        <source>&amp;Model:</source>
        <translation>型号(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="90"/>
        <source>&amp;Aliases (comma-separated):</source>
        <translation>别名（逗号分隔）(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="91"/>
        <source>Po&amp;wer:</source>
        <translation>功耗(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="93"/>
        <source>&amp;Price:</source>
        <translation>价格(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="151"/>
        <source>Price amount: expected an amount such as 1,599.00 or 1599 with at most two decimals, not “%1”</source>
        <translation>价格金额：应为金额，如 1,599.00 或 1599，最多两位小数，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="176"/>
        <source>Specs: this is not JSON (near character %1); write it as {&quot;key&quot;: value, …}.</source>
        <translation>规格：这不是 JSON（第 %1 个字符附近）；请写成 {&quot;key&quot;: value, …} 的形式。</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="181"/>
        <source>the new part</source>
        <translation>新部件</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="183"/>
        <source>Id: “%1” is already in the catalog; choose another.</source>
        <translation>编号：“%1”已在目录中，请另选一个。</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="92"/>
        <source>&amp;Release year:</source>
        <translation>发布年份(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="96"/>
        <source>Price so&amp;urce:</source>
        <translation>价格来源(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="97"/>
        <source>Spec &amp;source:</source>
        <translation>规格来源(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="98"/>
        <source>&amp;Note:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="99"/>
        <source>Spe&amp;cs (JSON):</source>
        <translation>规格 JSON(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/addpartdialog.cpp" line="102"/>
        <source>&amp;Add to the catalog</source>
        <translation>加入目录(&amp;A)</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BarrelChart</name>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="32"/>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="33"/>
        <source>GPU mem</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="34"/>
        <source>VRAM</source>
        <translation>显存</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="35"/>
        <source>link</source>
        <translation>互联</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="36"/>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="37"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="38"/>
        <source>RAM</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="39"/>
        <source>RAM bw</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="40"/>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="41"/>
        <source>disk cap</source>
        <translation>磁盘容量</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="42"/>
        <source>power</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="53"/>
        <source>Barrel chart</source>
        <translation>木桶图</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="54"/>
        <location filename="../../ui/widgets/barrelchart.cpp" line="354"/>
        <source>The barrel: each subsystem against what the GPUs can use</source>
        <translation>木桶：各子系统相对 GPU 所需的能力</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="102"/>
        <source>keeps up</source>
        <translation>跟得上</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="103"/>
        <source>limits it</source>
        <translation>限制整机</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="354"/>
        <source>The barrel</source>
        <translation>木桶</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="356"/>
        <source>water line</source>
        <translation>水位线</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="358"/>
        <source>cannot run as built</source>
        <translation>按现有配置无法运行</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="359"/>
        <source>cannot run as built: %1 once %2 is enough</source>
        <translation>按现有配置无法运行：%2补足后可达 %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="361"/>
        <source>clipped at %1×</source>
        <translation>超过 %1× 截断</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="361"/>
        <source>clipped</source>
        <translation>已截断</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="121"/>
        <source>≥ %1×</source>
        <translation>≥ %1×</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="356"/>
        <source>water line %1</source>
        <translation>水位线 %1</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="226"/>
        <source>&lt;b&gt;%1&lt;/b&gt; — ratio %2&lt;br&gt;%3&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — 比值 %2&lt;br&gt;%3&lt;br&gt;&lt;i&gt;%4&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="119"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="122"/>
        <location filename="../../ui/widgets/barrelchart.cpp" line="125"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="346"/>
        <source>ratio to GPU demand (1 = keeps up)</source>
        <translation>与 GPU 需求之比（1 = 跟得上）</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/barrelchart.cpp" line="346"/>
        <source>× GPU demand</source>
        <translation>× GPU 需求</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BenchmarkView</name>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="56"/>
        <source>The machine is read when this tab is first shown.</source>
        <translation>首次显示此页时读取本机硬件。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="57"/>
        <source>&amp;Quick (about a minute)</source>
        <translation>快速（约一分钟）(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="57"/>
        <source>F&amp;ull</source>
        <translation>完整(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="58"/>
        <source>&amp;Burn-in for</source>
        <translation>烤机时长(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="59"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="59"/>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="60"/>
        <source>Acceptance report (&amp;PDF)…</source>
        <translation>验收报告 (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="60"/>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="73"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="75"/>
        <source>The storage test writes a file here (removed afterwards): pick a folder on the drive to measure</source>
        <translation>存储测试会在此写入一个文件（之后删除）：请选择待测硬盘上的文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="77"/>
        <source>the detected parts</source>
        <translation>检测到的部件</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="78"/>
        <source>Burn-in minutes</source>
        <translation>烤机分钟数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="79"/>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="222"/>
        <source>Storage test folder</source>
        <translation>存储测试文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="80"/>
        <source>Compare with</source>
        <translation>对比对象</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="81"/>
        <source>Progress of the current test</source>
        <translation>当前测试进度</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="82"/>
        <source>Overall progress</source>
        <translation>总进度</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="83"/>
        <source>Benchmark results</source>
        <translation>基准测试结果</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="84"/>
        <source>Earlier runs</source>
        <translation>历史运行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Min–max</source>
        <translation>最小–最大</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Spec</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="87"/>
        <source>Ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="88"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="88"/>
        <source>Previous run</source>
        <translation>上次运行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="102"/>
        <source>Detected parts</source>
        <translation>检测到的部件</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="175"/>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="177"/>
        <source>The figures now against the thresholds to keep, as dlrig-cli monitor --check judges them</source>
        <translation>当前数据与应保持的阈值对比，评判方式与 dlrig-cli monitor --check 相同</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="208"/>
        <source>Th&amp;is machine</source>
        <translation>本机(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="209"/>
        <source>C&amp;luster</source>
        <translation>集群(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="103"/>
        <source>&amp;Detect again</source>
        <translation>重新检测(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="104"/>
        <source>&amp;Match by hand…</source>
        <translation>手动匹配(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="105"/>
        <source>&amp;Thresholds…</source>
        <translation>判定门槛(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="106"/>
        <source>The share of the spec each measurement must reach to pass or warn, with the evidence</source>
        <translation>每项测量需达到规格的多少比例才算通过或警告，及其依据</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="108"/>
        <source>Choose the catalog part of a detected CPU, GPU or drive the names did not match</source>
        <translation>为名称未能自动匹配的 CPU、GPU 或硬盘选择目录部件</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="118"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="119"/>
        <source>Choose the storage test folder</source>
        <translation>选择存储测试文件夹</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="127"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="129"/>
        <source>Tests:</source>
        <translation>测试：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="130"/>
        <source>Storage test f&amp;older:</source>
        <translation>存储测试文件夹(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="133"/>
        <source>Compare &amp;with:</source>
        <translation>对比对象(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="140"/>
        <source>This test:</source>
        <translation>当前测试：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="141"/>
        <source>Overall:</source>
        <translation>总体：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="148"/>
        <source>Earlier runs:</source>
        <translation>历史运行：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="169"/>
        <source>Measured ÷ spec</source>
        <translation>实测 ÷ 规格</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="170"/>
        <source>GPU ↔ GPU</source>
        <translation>GPU ↔ GPU</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="172"/>
        <source>Opens when a run has measured two or more GPUs: each pair&apos;s direct and through-the-host bandwidth.</source>
        <translation>测量过两块或更多 GPU 后才可打开：显示每对 GPU 直连及经主机的带宽。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="181"/>
        <source>Lab machines</source>
        <translation>实验室机器</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="183"/>
        <source>The runs stored on the team server that your role may see, by machine</source>
        <translation>团队服务器上你的角色可以查看的测试运行，按机器分组</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="210"/>
        <source>A cluster check&apos;s report (dlrig-cli cluster check --json): every node and every link between them, judged</source>
        <translation>集群检查的报告（dlrig-cli cluster check --json）：每个节点及节点间每条链路的评判</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="231"/>
        <source>Acceptance report</source>
        <translation>验收报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="236"/>
        <source>Wrote the acceptance report to %1</source>
        <translation>验收报告已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="242"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="412"/>
        <source>Finished; the team server did not store the run: %1</source>
        <translation>已完成；团队服务器未能保存这次运行：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="204"/>
        <source>The measured barrel needs the build the run was compared with.</source>
        <translation>实测木桶图需要本次运行所对比的配置。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="222"/>
        <source>spec sheet</source>
        <translation>规格表</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="230"/>
        <source>The barrel for %1 with the measured figures (bars) and the assumed ones (markers). Measured: %2</source>
        <translation>%1 的木桶图：柱为实测值，标记为假设值。已实测：%2</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="224"/>
        <source>nothing yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="169"/>
        <source>spec: %1</source>
        <translation>规格：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="189"/>
        <source>Bandwidth between each pair of GPUs, direct and through the host</source>
        <translation>每对 GPU 之间的带宽，直连与经主机</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="190"/>
        <source>Opens when a run has measured two or more GPUs; this run measured no pair of GPUs.</source>
        <translation>测量过两块或更多 GPU 后才可打开；本次运行没有测量任何一对 GPU。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="226"/>
        <source> and %1 more</source>
        <translation> 及另外 %1 项</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="232"/>
        <source>The barrel for %1: no GPU was measured, so the GPU staves show only the spec sheet&apos;s markers and there is no water line. Measured: %2</source>
        <translation>%1 的木桶图：没有测量 GPU，因此 GPU 各块木板只显示规格表标记，也不画水位线。已测量：%2</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="240"/>
        <source>No barrel for this machine: %1</source>
        <translation>本机无法绘制木桶图：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="278"/>
        <source>Cannot read that run: %1</source>
        <translation>无法读取该次运行：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="238"/>
        <source>Cannot write the report</source>
        <translation>无法写入报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="244"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarksettings.cpp" line="63"/>
        <source>Benchmark settings not saved</source>
        <translation>基准测试设置未保存</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarksettings.cpp" line="86"/>
        <source>Match the detected parts</source>
        <translation>匹配检测到的部件</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarksettings.cpp" line="92"/>
        <source>(no catalog part)</source>
        <translation>（无目录部件）</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarksettings.cpp" line="139"/>
        <source>Catalog match:</source>
        <translation>目录匹配：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarksettings.cpp" line="146"/>
        <source>%1 — dlrig&apos;s default thresholds and no hand matches apply, and nothing is saved there until the file is fixed or removed.</source>
        <translation>%1 —— 在修正或删除该文件之前，使用 dlrig 的默认阈值，不使用手动匹配，也不会向其中保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="292"/>
        <source>the open build: %1</source>
        <translation>当前打开的配置：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="343"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="393"/>
        <source>Cancelling: the current test stops and cleans up…</source>
        <translation>正在取消：当前测试会停止并清理…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="402"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="402"/>
        <source>Finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkview.cpp" line="409"/>
        <source>Finished; the history could not be saved: %1</source>
        <translation>已完成；无法保存历史记录：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="61"/>
        <source>Measured as a share of the spec sheet (%)</source>
        <translation>实测占规格的百分比（%）</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/benchmarkresults.cpp" line="68"/>
        <source>Nothing could be compared with a spec: see the verdicts above</source>
        <translation>没有可与规格对比的结果：见上方结论</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BomView</name>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="63"/>
        <source>Po&amp;wer, cost of ownership and the barrel</source>
        <translation>功耗、拥有成本与木桶图(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="67"/>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="68"/>
        <source>Organisation</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="69"/>
        <source>Requested by</source>
        <translation>申请人</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="70"/>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="71"/>
        <source>Quote number</source>
        <translation>报价单号</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="72"/>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="73"/>
        <source>Valid until</source>
        <translation>有效期至</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="74"/>
        <source>Delivery address</source>
        <translation>交付地址</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="75"/>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="76"/>
        <source>Logo image</source>
        <translation>标志图片</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="77"/>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="78"/>
        <location filename="../../ui/bom/bomview.cpp" line="340"/>
        <location filename="../../ui/bom/bomview.cpp" line="342"/>
        <location filename="../../ui/bom/bomview.cpp" line="393"/>
        <source>Discount</source>
        <translation>折扣</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="79"/>
        <location filename="../../ui/bom/bomview.cpp" line="344"/>
        <location filename="../../ui/bom/bomview.cpp" line="393"/>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="80"/>
        <location filename="../../ui/bom/bomview.cpp" line="346"/>
        <location filename="../../ui/bom/bomview.cpp" line="393"/>
        <source>Shipping</source>
        <translation>运费</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="81"/>
        <source>Paper</source>
        <translation>纸张</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="82"/>
        <source>Quote preview</source>
        <translation>报价单预览</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="113"/>
        <source>5% or an amount</source>
        <translation>5% 或金额</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="114"/>
        <source>e.g. 13 (China VAT), 19 (Germany)</source>
        <translation>如 13（中国增值税）、19（德国）</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="115"/>
        <source>amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="116"/>
        <source>an image file (PNG, JPEG, SVG)</source>
        <translation>图片文件（PNG、JPEG、SVG）</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="117"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="118"/>
        <source>Letter</source>
        <translation>Letter（美式信纸）</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="131"/>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="132"/>
        <source>Choose a logo image</source>
        <translation>选择标志图片</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="135"/>
        <source>Logo</source>
        <translation>标志</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="135"/>
        <source>Images (*.png *.jpg *.jpeg *.svg)</source>
        <translation>图片 (*.png *.jpg *.jpeg *.svg)</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="143"/>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="144"/>
        <source>Or&amp;ganisation:</source>
        <translation>单位(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="145"/>
        <source>Re&amp;quested by:</source>
        <translation>申请人(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="146"/>
        <source>Approved &amp;by:</source>
        <translation>审批人(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="149"/>
        <source>Takes the next quote number from the team server, which keeps this BOM as issued; needs the dlrig_buyer role</source>
        <translation>从团队服务器获取下一个报价单编号，服务器会按原样保存这份物料清单；需要 dlrig_buyer 角色</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="158"/>
        <source>Quote nu&amp;mber:</source>
        <translation>报价单号(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="161"/>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="162"/>
        <source>V&amp;alid until:</source>
        <translation>有效期至(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="163"/>
        <source>De&amp;liver to:</source>
        <translation>交付地址(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="175"/>
        <source>Exp&amp;ort PDF…</source>
        <translation>导出 PDF(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="176"/>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="164"/>
        <source>&amp;Notes:</source>
        <translation>备注(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="147"/>
        <source>Issue number</source>
        <translation>获取编号</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="165"/>
        <source>Logo:</source>
        <translation>标志：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="168"/>
        <source>Currenc&amp;y:</source>
        <translation>币种(&amp;Y)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="169"/>
        <source>Disco&amp;unt:</source>
        <translation>折扣(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="170"/>
        <source>Ta&amp;x rate (%):</source>
        <translation>税率（%）(&amp;X)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="171"/>
        <source>Sh&amp;ipping:</source>
        <translation>运费(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="172"/>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="177"/>
        <source>Export &amp;JSON…</source>
        <translation>导出 JSON(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="178"/>
        <source>P&amp;rint…</source>
        <translation>打印(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="233"/>
        <source>Open or make a build: its bill of materials appears here.</source>
        <translation>打开或新建一个配置：它的物料清单会显示在这里。</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="316"/>
        <source>expected a percentage from 0 to 100 such as 13 or 13%, not “%1”</source>
        <translation>应为 0 到 100 之间的百分比，例如 13 或 13%，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="320"/>
        <source>at most four decimals, such as 7.25%, not “%1”</source>
        <translation>最多四位小数，例如 7.25%，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="327"/>
        <source>expected an amount such as 3,000, 3000.50 or 3万, not “%1”</source>
        <translation>应为金额，例如 3,000、3000.50 或 3万，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="329"/>
        <source>cannot be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/bom/bomview.cpp" line="333"/>
        <source>at most %n decimal(s) in %1, not “%2”</source>
        <translation>
            <numerusform>%1 最多 %n 位小数，而不是“%2”</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="354"/>
        <source>No build is open.</source>
        <translation>没有打开的配置。</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="397"/>
        <source>Discount: more than the subtotal of the lines</source>
        <translation>折扣：超过了各行小计</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="401"/>
        <location filename="../../ui/bom/bomview.cpp" line="403"/>
        <source>The preview waits until this is fixed: %1</source>
        <translation>预览要等这一项改正后才会更新：%1</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="473"/>
        <source>Quote number: clear it first; the team server gives the number</source>
        <translation>报价单编号：请先清空；编号由团队服务器给出</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="483"/>
        <source>Quote %1 issued on the team server, which keeps this BOM as issued</source>
        <translation>报价单 %1 已在团队服务器上登记，服务器按原样保存了这份物料清单</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="488"/>
        <source>Cannot issue a quote number</source>
        <translation>无法获取报价单编号</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="520"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="521"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="522"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="523"/>
        <source>Export the bill of materials</source>
        <translation>导出物料清单</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="532"/>
        <source>Wrote the quote to %1 (%2 pages)</source>
        <translation>报价单已写入 %1（共 %2 页）</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="535"/>
        <source>Wrote the bill of materials to %1</source>
        <translation>物料清单已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="539"/>
        <source>Cannot export the bill of materials</source>
        <translation>无法导出物料清单</translation>
    </message>
    <message>
        <location filename="../../ui/bom/bomview.cpp" line="557"/>
        <source>Cannot print the bill of materials</source>
        <translation>无法打印物料清单</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BudgetPage</name>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="31"/>
        <source>Build a &amp;workstation or server from parts</source>
        <translation>用部件组装工作站或服务器(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="32"/>
        <source>Buy a &amp;complete server</source>
        <translation>购买整机服务器(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="33"/>
        <source>Take an edge &amp;module (Jetson class), within the scenario&apos;s power cap</source>
        <translation>选用边缘模组（Jetson 类），不超出场景的功耗上限(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="36"/>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="37"/>
        <source>The most the machine may cost, in the currency of the quote. Parts priced in other currencies are converted at the built-in reference rates.</source>
        <translation>整机最多可花的金额，以报价所用货币计。以其他货币标价的部件按内置参考汇率换算。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="48"/>
        <source>Budget amount</source>
        <translation>预算金额</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="49"/>
        <source>Budget currency</source>
        <translation>预算货币</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="50"/>
        <source>Most GPUs in one machine</source>
        <translation>单机最多 GPU 数</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="55"/>
        <source>B&amp;udget:</source>
        <translation>预算(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="59"/>
        <source>Most &amp;GPUs in one machine:</source>
        <translation>单机最多 GPU 数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="159"/>
        <source>Budget: expected an amount such as 60,000, 60000.50 or 6万, not “%1”</source>
        <translation>预算：应为金额，例如 60,000、60000.50 或 6万，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="165"/>
        <source>Budget: at most two decimals, such as 60,000.50, not “%1”</source>
        <translation>预算：最多两位小数，例如 60,000.50，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/budgetpage.cpp" line="167"/>
        <source>Budget: expected an amount greater than zero</source>
        <translation>预算：金额应大于零</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BuildView</name>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="61"/>
        <source>No build open</source>
        <translation>未打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="63"/>
        <source>Price kind and age</source>
        <translation>价格类型与时效</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="64"/>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="64"/>
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="64"/>
        <source>Compatibility</source>
        <translation>兼容性</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="64"/>
        <source>Concerns</source>
        <translation>涉及</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="65"/>
        <source>&amp;Remove part</source>
        <translation>移除部件(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="76"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="83"/>
        <source>Power and heat</source>
        <translation>功耗与发热</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="85"/>
        <source>The Wizard tab (File → New build, Ctrl+N) leads from a scenario and a budget to a build; File → Open (Ctrl+O) opens a .dlrig file.</source>
        <translation>“向导”页（文件 → 新建配置，Ctrl+N）从场景和预算一步步得到一套配置；文件 → 打开（Ctrl+O）打开 .dlrig 文件。</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="93"/>
        <source>Add parts from the Catalog tab (Ctrl+D).</source>
        <translation>在“目录”页添加部件（Ctrl+D）。</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="134"/>
        <source>Remove the selected part from the build</source>
        <translation>从配置中移除所选部件</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="152"/>
        <source>This build cannot be analysed.</source>
        <translation>无法分析此配置。</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="175"/>
        <source>Part in row %1</source>
        <translation>第 %1 行的部件</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="194"/>
        <source>Quantity in row %1</source>
        <translation>第 %1 行的数量</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="213"/>
        <source>%1 (excludes parts priced on request: %2)</source>
        <translation>%1（不含需询价部件：%2 项）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="218"/>
        <source>%1, over the %2 budget</source>
        <translation>%1，超出预算（%2）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="219"/>
        <source>%1 of a %2 budget</source>
        <translation>%1（预算 %2）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="221"/>
        <source>%1 — %2 · peak %3 W (PSU %4 W) · %5</source>
        <translation>%1 — %2 · 峰值 %3 W（电源 %4 W）· %5</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="233"/>
        <source>Serving: TTFT %1 ms and TPOT %2 ms at p%3 · %4 output tokens/s (%5 per user) · up to %6 requests in flight meet the targets</source>
        <translation>服务：p%3 首 token 时间 %1 ms、每 token 时间 %2 ms · 每秒输出 %4 个 token（每用户 %5 个）· 最多 %6 个并发请求满足目标</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="243"/>
        <source>the site&apos;s %1 circuit carries it</source>
        <translation>场地 %1 线路可以承载</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="244"/>
        <source>the site&apos;s %1 circuit is too small (%2 W continuous)</source>
        <translation>场地 %1 线路容量不足（持续 %2 W）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="247"/>
        <source> (the default where %1 is spent)</source>
        <translation>（使用 %1 的地区的默认值）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="253"/>
        <source>a %1 circuit carries it</source>
        <translation>%1 线路可以承载</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="254"/>
        <source>more than a %1 circuit carries (%2 W continuous)</source>
        <translation>超过 %1 线路的承载能力（持续 %2 W）</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="259"/>
        <source>Power: %1 W from the wall at peak, all of it heat the chassis must shed (%2 BTU/h); %3.</source>
        <translation>功耗：峰值时从墙插取电 %1 W，全部化为机箱必须排出的热量（%2 BTU/h）；%3。</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="262"/>
        <source>Barrel:</source>
        <translation>木桶：</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="300"/>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="313"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../../ui/build/buildview.cpp" line="313"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::BuildWizard</name>
    <message>
        <location filename="../../ui/wizard/buildwizard.cpp" line="27"/>
        <source>Build wizard</source>
        <translation>配置向导</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/buildwizard.cpp" line="31"/>
        <source>Start over</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/buildwizard.cpp" line="32"/>
        <source>&amp;Open the build</source>
        <translation>打开此配置(&amp;O)</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CatalogSettingsPage</name>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="58"/>
        <source>The team server did not answer: the catalog is the local copy, read-only, until it is back (checked every 30 s).</source>
        <translation>团队服务器没有应答：在其恢复之前，目录为本地只读副本（每 30 秒检查一次）。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="66"/>
        <source>The team server cannot be used (%1); this computer&apos;s catalog is shown instead.</source>
        <translation>无法使用团队服务器（%1）；现显示本机的目录。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="78"/>
        <source>&amp;This computer</source>
        <translation>本机(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="78"/>
        <source>T&amp;eam server</source>
        <translation>团队服务器(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="79"/>
        <source>Test &amp;connection</source>
        <translation>测试连接(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="90"/>
        <source>Team server address</source>
        <translation>团队服务器地址</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="97"/>
        <source>This computer keeps its own catalog in a file. A lab&apos;s team server (PostgreSQL) shares one catalog of parts, prices and quotes: what you may change is decided by your role there (reader, buyer or admin). Without an answer within a few seconds dlrig shows the last copy it fetched, read-only. Keep the password out of the address: libpq reads it from ~/.pgpass or PGPASSWORD.</source>
        <translation>本机把自己的目录保存在一个文件中。实验室的团队服务器（PostgreSQL）共享同一份部件、价格和报价目录：你能修改什么，由你在服务器上的角色（读者、采购或管理员）决定。若几秒内服务器没有应答，dlrig 会以只读方式显示上次获取的副本。地址中不要包含密码：libpq 会从 ~/.pgpass 或 PGPASSWORD 读取密码。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="138"/>
        <source>Team server: enter its address, e.g. postgresql://lab-db/dlrig</source>
        <translation>团队服务器：请输入地址，例如 postgresql://lab-db/dlrig</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="140"/>
        <source>Team server: “%1” is not a postgresql:// address</source>
        <translation>团队服务器：“%1”不是 postgresql:// 地址</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="142"/>
        <source>Team server: libpq cannot read this address; write it as postgresql://HOST/DATABASE, optionally with ?user=NAME</source>
        <translation>团队服务器：libpq 无法解析此地址；请写成 postgresql://主机/数据库，可附加 ?user=用户名</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="145"/>
        <source>Team server: keep the password out of the address (dlrig does not store it); put it in ~/.pgpass</source>
        <translation>团队服务器：地址中不要包含密码（dlrig 不保存密码）；请把密码写入 ~/.pgpass</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="155"/>
        <source>Connected as %1: %2 parts.</source>
        <translation>已以 %1 身份连接：共 %2 个部件。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/catalogsettings.cpp" line="157"/>
        <source>Not connected: %1</source>
        <translation>未连接：%1</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CatalogTableModel</name>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="128"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="134"/>
        <source>%1, %2 · %3</source>
        <translation>%1，%2 · %3</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="148"/>
        <source>Id</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="150"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="152"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="154"/>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="156"/>
        <source>Power</source>
        <translation>功耗</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="158"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/catalog/catalogtablemodel.cpp" line="160"/>
        <source>Kind, date and age</source>
        <translation>类型、日期与时效</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ClusterHistoryView</name>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="33"/>
        <source>Earlier cluster checks</source>
        <translation>以往的集群检查</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="44"/>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="72"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="44"/>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="72"/>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="44"/>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="72"/>
        <source>Slurm job</source>
        <translation>Slurm 作业</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="47"/>
        <source>The team server is away: no earlier checks to show</source>
        <translation>团队服务器无法连接：没有可显示的以往检查</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="56"/>
        <source>Cannot list the runs: %1</source>
        <translation>无法列出运行：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterhistoryview.cpp" line="61"/>
        <source>No cluster check stored on the team server yet: dlrig-cli cluster check --db stores each node&apos;s run there</source>
        <translation>团队服务器上还没有集群检查：dlrig-cli cluster check --db 会把每个节点的运行存到那里</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ClusterView</name>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="64"/>
        <source>Acceptance report (&amp;PDF)…</source>
        <translation>验收报告 (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="69"/>
        <source>&amp;Open report…</source>
        <translation>打开报告(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="71"/>
        <source>A report written by dlrig-cli cluster check --json on the cluster</source>
        <translation>在集群上由 dlrig-cli cluster check --json 写出的报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="76"/>
        <source>Nodes and tests</source>
        <translation>节点与测试</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="77"/>
        <location filename="../../ui/benchmark/clusterview.cpp" line="102"/>
        <source>Between the nodes</source>
        <translation>节点之间</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="78"/>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="85"/>
        <source>No report open. On the cluster&apos;s login node run &lt;tt&gt;dlrig-cli cluster check --json cluster.json&lt;/tt&gt;, then open cluster.json here.</source>
        <translation>尚未打开报告。请在集群的登录节点上运行 &lt;tt&gt;dlrig-cli cluster check --json cluster.json&lt;/tt&gt;，然后在这里打开 cluster.json。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="90"/>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="90"/>
        <source>Test</source>
        <translation>测试</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="90"/>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="90"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="90"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="101"/>
        <source>Nodes × tests</source>
        <translation>节点 × 测试</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="103"/>
        <source>All-reduce scaling</source>
        <translation>All-reduce 扩展</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="106"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="108"/>
        <source>Each node&apos;s verdict in the checks stored on the team server, newest first</source>
        <translation>团队服务器上所存各次检查中每个节点的结论，最新的在前</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="121"/>
        <source>Findings, the worst first:</source>
        <translation>检查结果，最严重的在前：</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="145"/>
        <source>The file %1 cannot be read: it does not exist, is not a regular file, or is larger than 64 MiB.</source>
        <translation>无法读取文件 %1：它不存在、不是普通文件，或大于 64 MiB。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="153"/>
        <source>%1 is not a cluster check report dlrig can read.</source>
        <translation>%1 不是 dlrig 能读取的集群检查报告。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="166"/>
        <source>Details: %1</source>
        <translation>详情：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="174"/>
        <source>Open a cluster check report</source>
        <translation>打开集群检查报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="174"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="341"/>
        <source>Bus bandwidth as nodes are added</source>
        <translation>随节点增加的总线带宽</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="164"/>
        <source>Cannot open the report</source>
        <translation>无法打开报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="187"/>
        <source>Cluster acceptance report</source>
        <translation>集群验收报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="188"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="193"/>
        <source>Wrote the cluster acceptance report to %1</source>
        <translation>集群验收报告已写入 %1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="195"/>
        <source>Cannot write the report</source>
        <translation>无法写入报告</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="221"/>
        <source>Cancelled</source>
        <translation>已取消</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/benchmark/clusterview.cpp" line="225"/>
        <source>Slurm job %1, partition %2, %n node(s), %3, %4 – %5</source>
        <translation>
            <numerusform>Slurm 作业 %1，分区 %2，%n 个节点，%3，%4 – %5</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="231"/>
        <source>&lt;b&gt;%1&lt;/b&gt; named: %2</source>
        <translation>指出 &lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="251"/>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="287"/>
        <source>No figures between the nodes: %1</source>
        <translation>没有节点之间的数据：%1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="288"/>
        <source>No figures between the nodes.</source>
        <translation>没有节点之间的数据。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="291"/>
        <source>Above the diagonal: bandwidth of each pair in GB/s; below it: one-way latency in µs. %1.</source>
        <translation>对角线以上：各节点对的带宽（GB/s）；以下：单向延迟（µs）。%1。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="327"/>
        <source>MPI all-reduce</source>
        <translation>MPI all-reduce</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="328"/>
        <source>NCCL all-reduce</source>
        <translation>NCCL all-reduce</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="329"/>
        <source>NCCL all-gather</source>
        <translation>NCCL all-gather</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="339"/>
        <source>No all-reduce figures in this report</source>
        <translation>此报告中没有 all-reduce 数据</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="344"/>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/clusterview.cpp" line="349"/>
        <source>Bus bandwidth (GB/s)</source>
        <translation>总线带宽（GB/s）</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CompareView</name>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="37"/>
        <source>≥ %1×</source>
        <translation>≥ %1×</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="38"/>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="49"/>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="60"/>
        <location filename="../../ui/compare/compareview.cpp" line="62"/>
        <source>%1 ms (p%2)</source>
        <translation>%1 ms（p%2）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="65"/>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="71"/>
        <location filename="../../ui/compare/compareview.cpp" line="79"/>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="73"/>
        <source>%1 need</source>
        <translation>需求的 %1</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="74"/>
        <source>%1 (%2 %3)</source>
        <translation>%1（%2 %3）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="88"/>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="89"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="90"/>
        <source>Total cost of ownership</source>
        <translation>总拥有成本</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="91"/>
        <source>Cost per month (energy + depreciation)</source>
        <translation>每月成本（电费 + 折旧）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="92"/>
        <source>Peak power</source>
        <translation>峰值功耗</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="93"/>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="94"/>
        <source>Bottleneck</source>
        <translation>瓶颈</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="95"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="96"/>
        <source>Time to first token</source>
        <translation>首 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="97"/>
        <source>Time per output token</source>
        <translation>每输出 token 时间</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="98"/>
        <source>Output tokens/s, prefills included</source>
        <translation>每秒输出 token（含预填充）</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="99"/>
        <source>Requests/s meeting the targets</source>
        <translation>满足目标的每秒请求数</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="110"/>
        <source>Add the &amp;open build</source>
        <translation>加入当前配置(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="110"/>
        <source>&amp;Add a build file…</source>
        <translation>加入配置文件(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="115"/>
        <source>C&amp;lear</source>
        <translation>清空(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="118"/>
        <source>Comparison</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="190"/>
        <source>Add two or three builds to compare them.</source>
        <translation>加入两到三个配置进行对比。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="195"/>
        <source>Best value of each row in bold; ≠ marks the rows where the builds differ. Prices in %1.</source>
        <translation>每行最优值加粗；≠ 标出各配置不同的行。价格以 %1 计。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="198"/>
        <source>These builds run different workloads (see the Workload row): their rates and staves are shown but not ranked. The lowest prices, costs and peak power in bold; prices in %1.</source>
        <translation>这些配置运行的是不同的工作负载（见“工作负载”一行）：速率和木板只列出，不排名。最低的价格、成本和峰值功耗以粗体标出；价格单位为 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/compare/compareview.cpp" line="238"/>
        <source>Best of the builds compared</source>
        <translation>对比中的最优值</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::CostsDialog</name>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="36"/>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="39"/>
        <source>Costs and use</source>
        <translation>成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="48"/>
        <source>Build currency</source>
        <translation>配置币种</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="49"/>
        <source>Electricity price per kWh</source>
        <translation>每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="50"/>
        <source>Electricity price currency</source>
        <translation>电价币种</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="51"/>
        <source>Share of the hours the machine is busy</source>
        <translation>机器忙碌时间的占比</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="52"/>
        <source>Power usage effectiveness: facility energy ÷ IT energy (1.0 at a desk; data centres report about 1.1–1.6)</source>
        <translation>电能使用效率（PUE）：设施总能耗 ÷ IT 能耗（桌边为 1.0；数据中心约 1.1–1.6）</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="58"/>
        <source>&amp;Electricity per kWh:</source>
        <translation>每千瓦时电价(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="61"/>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="63"/>
        <source>&amp;Utilisation:</source>
        <translation>利用率(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="64"/>
        <source>&amp;Kept for:</source>
        <translation>使用年限(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="65"/>
        <source>&amp;PUE:</source>
        <translation>PUE(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="66"/>
        <source>Prices are converted with the ECB reference rates of %1.</source>
        <translation>价格按欧洲央行 %1 的参考汇率换算。</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="111"/>
        <source>The electricity price cannot be negative.</source>
        <translation>电价不能为负。</translation>
    </message>
    <message>
        <location filename="../../ui/build/costsdialog.cpp" line="113"/>
        <source>Electricity per kWh: %1</source>
        <translation>每千瓦时电价：%1</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::MainWindow</name>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="99"/>
        <source>Price of %1 set to %2</source>
        <translation>%1 的价格已设为 %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="66"/>
        <location filename="../../ui/mainwindowcatalog.cpp" line="103"/>
        <source>Cannot set the price</source>
        <translation>无法设置价格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="118"/>
        <source>Set the price of %1 %2</source>
        <translation>设置 %1 %2 的价格</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="128"/>
        <source>&amp;Amount:</source>
        <translation>金额(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="129"/>
        <source>&amp;Currency:</source>
        <translation>币种(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="130"/>
        <source>&amp;Seen on:</source>
        <translation>报价日期(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="144"/>
        <source>Select the part to start from in the Catalog tab first</source>
        <translation>请先在“目录”页选中作为起点的部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="167"/>
        <source>Added %1 to the catalog</source>
        <translation>已将 %1 加入目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="160"/>
        <location filename="../../ui/mainwindowcatalog.cpp" line="170"/>
        <source>Cannot add the part</source>
        <translation>无法添加部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="72"/>
        <source>There is no part “%1” in the catalog.</source>
        <translation>目录中没有部件“%1”。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="80"/>
        <source>“%1” is not a currency code such as USD, EUR or CNY.</source>
        <translation>“%1”不是货币代码（例如 USD、EUR 或 CNY）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="90"/>
        <source>“%1” is not an amount of money such as 1,299.00.</source>
        <translation>“%1”不是金额（例如 1,299.00）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="92"/>
        <source>A price cannot be negative (“%1”).</source>
        <translation>价格不能为负数（“%1”）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="94"/>
        <source>“%1” is not a date such as 2026-11-27.</source>
        <translation>“%1”不是日期（例如 2026-11-27）。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="161"/>
        <source>“%1” is already in the catalog; choose another id.</source>
        <translation>“%1”已在目录中，请另选一个编号。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="183"/>
        <source>Imported %1 parts from %2 (%3 new, %4 replaced)</source>
        <translation>已从 %2 导入 %1 个部件（新增 %3，替换 %4）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="191"/>
        <source>Nothing was imported</source>
        <translation>未导入任何内容</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="203"/>
        <source>Exported %1 parts to %2</source>
        <translation>已将 %1 个部件导出到 %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="206"/>
        <source>Cannot export the catalog</source>
        <translation>无法导出目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="214"/>
        <source>Import parts</source>
        <translation>导入部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="214"/>
        <source>Parts (*.json *.csv);;All files (*)</source>
        <translation>部件 (*.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="222"/>
        <source>Export the catalog</source>
        <translation>导出目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="222"/>
        <source>JSON (*.json);;CSV (*.csv)</source>
        <translation>JSON (*.json);;CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="75"/>
        <source>Wizard</source>
        <translation>向导</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="76"/>
        <source>Build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="77"/>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="78"/>
        <source>Compare</source>
        <translation>对比</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="79"/>
        <source>BOM</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="80"/>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="112"/>
        <source>Compare a build</source>
        <translation>对比配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="120"/>
        <source>%1 parts in %2</source>
        <translation>%2 中共 %1 个部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="138"/>
        <source>Preferences: %1 (the default is used)</source>
        <translation>首选项：%1（已使用默认值）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="213"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="214"/>
        <source>&amp;New build…</source>
        <translation>新建配置(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="216"/>
        <source>&amp;Open build…</source>
        <translation>打开配置(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="218"/>
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="221"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="223"/>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="226"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="229"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="230"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="233"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="239"/>
        <source>&amp;Costs and use…</source>
        <translation>成本与使用(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="240"/>
        <source>A&amp;dd selected part to build</source>
        <translation>将所选部件加入配置(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="240"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="244"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="251"/>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="252"/>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="254"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="258"/>
        <source>System language</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="269"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="270"/>
        <source>&amp;About dlrig</source>
        <translation>关于 dlrig(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="275"/>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="291"/>
        <source>Search parts: 4090, epyc 7742, 英伟达…</source>
        <translation>搜索部件：4090、epyc 7742、英伟达…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="293"/>
        <source>Search the catalog</source>
        <translation>搜索目录</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="295"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="296"/>
        <source>All categories</source>
        <translation>全部类别</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="324"/>
        <source>Parts</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="327"/>
        <source>Part details</source>
        <translation>部件详情</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="330"/>
        <source>Set &amp;price…</source>
        <translation>设置价格(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="331"/>
        <source>Your own price for the selected part, e.g. from a quote (undoable)</source>
        <translation>为所选部件设置您自己的价格，例如来自报价单（可撤销）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="333"/>
        <source>Add o&amp;wn part…</source>
        <translation>添加自有部件(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="334"/>
        <source>A part of your own, started from a copy of the selected one (undoable)</source>
        <translation>以所选部件的副本为起点添加你自己的部件（可撤销）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="336"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="337"/>
        <source>Adds or replaces parts from a .json or .csv file, all or nothing</source>
        <translation>从 .json 或 .csv 文件添加或替换部件，要么全部成功要么不变</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="339"/>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="341"/>
        <source>Add to build</source>
        <translation>加入配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="342"/>
        <source>Adds the selected part to the open build (Ctrl+D)</source>
        <translation>将所选部件加入当前配置（Ctrl+D）</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="398"/>
        <source>&lt;p&gt;Price %1 — &lt;a href=&quot;%2&quot;&gt;source&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;价格 %1 — &lt;a href=&quot;%2&quot;&gt;来源&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="404"/>
        <source>&lt;p&gt;This price is older than %1 months: ask for a fresh quote before ordering.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此价格已超过 %1 个月：下单前请索取最新报价。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="407"/>
        <source>&lt;p&gt;Price on request: no public price. Set one from a vendor quote (Set price…) or import a quote.&lt;/p&gt;</source>
        <translation>&lt;p&gt;需询价：没有公开价格。请根据供应商报价设置价格（设置价格…）或导入报价。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="410"/>
        <source>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;Specification source&lt;/a&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;a href=&quot;%1&quot;&gt;规格来源&lt;/a&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="66"/>
        <source>the build</source>
        <translation>此配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="84"/>
        <source>Open or make a build first</source>
        <translation>请先打开或新建配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="92"/>
        <location filename="../../ui/mainwindowdocument.cpp" line="105"/>
        <source>Cannot compare the build</source>
        <translation>无法对比配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="115"/>
        <source>%1[*] — dlrig</source>
        <translation>%1[*] — dlrig</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="123"/>
        <source>The file %1 cannot be read: it does not exist, is not a regular file, or is larger than 64 MiB.</source>
        <translation>无法读取文件 %1：它不存在、不是普通文件，或大于 64 MiB。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="129"/>
        <source>%1 is not a dlrig build file, or one of its fields is wrong.</source>
        <translation>%1 不是 dlrig 配置文件，或其中某个字段有误。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="131"/>
        <source>%1 names a part this catalog does not have.</source>
        <translation>%1 中有当前目录里没有的部件。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="136"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="139"/>
        <source>Cannot open the build</source>
        <translation>无法打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="141"/>
        <source>Details: %1</source>
        <translation>详情：%1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="163"/>
        <source>New build “%1”: save it with File → Save</source>
        <translation>新配置“%1”：用 文件 → 保存 存盘</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="174"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="177"/>
        <source>Cannot save the build</source>
        <translation>无法保存配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="196"/>
        <source>build</source>
        <translation>配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="203"/>
        <source>Save build</source>
        <translation>保存配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="203"/>
        <source>dlrig builds (*.dlrig)</source>
        <translation>dlrig 配置 (*.dlrig)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="216"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="217"/>
        <source>“%1” has unsaved changes. Save them?</source>
        <translation>“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="236"/>
        <source>Open build</source>
        <translation>打开配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="281"/>
        <source>dlrig has no exchange rate for %1: choose another currency.</source>
        <translation>dlrig 没有 %1 的汇率：请选择其他货币。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindow.cpp" line="113"/>
        <location filename="../../ui/mainwindowdocument.cpp" line="236"/>
        <source>dlrig builds (*.dlrig);;All files (*)</source>
        <translation>dlrig 配置 (*.dlrig);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="260"/>
        <location filename="../../ui/mainwindowdocument.cpp" line="269"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="280"/>
        <location filename="../../ui/mainwindowdocument.cpp" line="294"/>
        <source>Costs and use</source>
        <translation>成本与使用</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowcatalog.cpp" line="112"/>
        <location filename="../../ui/mainwindowdocument.cpp" line="315"/>
        <source>Select a part in the Catalog tab first</source>
        <translation>请先在“目录”页选择部件</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowdocument.cpp" line="320"/>
        <source>Added %1 to the build</source>
        <translation>已将 %1 加入配置</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowteam.cpp" line="61"/>
        <source>Team catalog: %1, as %2</source>
        <translation>团队目录：%1，身份 %2</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowteam.cpp" line="62"/>
        <source>Parts, prices and quotes come from the team server; your role there decides what you may change.</source>
        <translation>部件、价格和报价来自团队服务器；你在服务器上的角色决定你能修改什么。</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowteam.cpp" line="65"/>
        <source>Team server unreachable: read-only copy of %1</source>
        <translation>团队服务器无法连接：显示 %1 的只读副本</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowteam.cpp" line="85"/>
        <source>The team server stopped answering: the catalog is read-only until it is back</source>
        <translation>团队服务器不再应答：在其恢复之前，目录为只读</translation>
    </message>
    <message>
        <location filename="../../ui/mainwindowteam.cpp" line="113"/>
        <source>The team server answers again; the catalog is up to date</source>
        <translation>团队服务器已恢复应答；目录已更新</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::NowView</name>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="44"/>
        <source>Re&amp;ad now</source>
        <translation>立即读取(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="48"/>
        <source>This machine&apos;s figures now, against the thresholds to keep: GPUs busy above 70 % while a job runs, memory below 90 %, below 85 °C; SSDs above 100,000 IOPS under load; peers within 200 µs.</source>
        <translation>本机当前数据与应保持的阈值对比：有作业运行时 GPU 利用率高于 70%，显存占用低于 90%，温度低于 85 °C；SSD 在负载下高于 100,000 IOPS；到其他节点的延迟在 200 µs 以内。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="53"/>
        <source>This machine now</source>
        <translation>本机当前状态</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="54"/>
        <source>Subject</source>
        <translation>对象</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="54"/>
        <source>Check</source>
        <translation>检查项</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="54"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="54"/>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/nowview.cpp" line="138"/>
        <source>Read at %1</source>
        <translation>读取于 %1</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::PeerMatrixView</name>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="32"/>
        <source>No GPU-to-GPU figures: the run measured fewer than two GPUs.</source>
        <translation>没有 GPU 之间的数据：本次运行测量的 GPU 少于两块。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="35"/>
        <source>Copies from the GPU of each row to the GPU of each column, GB/s per direction: peer to peer (NVLink or PCIe P2P), and in brackets through host memory with P2P off.</source>
        <translation>从每行的 GPU 复制到每列的 GPU，单向 GB/s：点对点（NVLink 或 PCIe P2P），括号内为关闭 P2P、经主机内存中转。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="39"/>
        <source>from GPU %1</source>
        <translation>自 GPU %1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="40"/>
        <source>to GPU %1</source>
        <translation>至 GPU %1</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="44"/>
        <source>waived</source>
        <translation>豁免</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/peermatrixview.cpp" line="44"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::PickPage</name>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="44"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="45"/>
        <source>The GPUs do the work: pick the model and how many. Each row is the best build within the budget that holds it.</source>
        <translation>GPU 承担计算：选择型号和数量。每一行都是包含该部件、预算内最好的整机配置。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="49"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="50"/>
        <source>The CPU feeds the GPUs (data loading, PCIe lanes) and decides the platform.</source>
        <translation>CPU 为 GPU 供数（数据加载、PCIe 通道），并决定平台。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="53"/>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="54"/>
        <source>System memory holds the data pipeline and, with offload, optimizer states.</source>
        <translation>系统内存承载数据管线；启用卸载时还存放优化器状态。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="57"/>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="58"/>
        <source>The drive holds the dataset and the checkpoints.</source>
        <translation>硬盘存放数据集和检查点。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="60"/>
        <source>Motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="61"/>
        <source>The board must take the CPU, the memory and every GPU&apos;s slot.</source>
        <translation>主板必须支持该 CPU、内存，并为每块 GPU 提供插槽。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="63"/>
        <source>Power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="64"/>
        <source>The power supply carries the peak draw with headroom and has the GPUs&apos; connectors.</source>
        <translation>电源须留有余量地承担峰值功耗，并具备 GPU 所需的供电接口。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="67"/>
        <source>Chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="68"/>
        <source>The case must fit the board, the GPUs&apos; length and width, and the power supply.</source>
        <translation>机箱必须容纳主板、GPU 的长度与厚度以及电源。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="71"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="72"/>
        <source>The cooler must fit the socket and the case.</source>
        <translation>散热器必须适配插槽和机箱。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="74"/>
        <source>Complete server</source>
        <translation>整机服务器</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="75"/>
        <source>Servers that meet the workload within the budget, with their GPUs, CPUs, memory and drives.</source>
        <translation>预算内满足工作负载的服务器，含其 GPU、CPU、内存和硬盘。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="79"/>
        <source>Edge module</source>
        <translation>边缘模组</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="80"/>
        <source>Modules with their own GPU, CPU and memory that keep up with every stream within the power cap; the carrier board or developer kit powers them.</source>
        <translation>自带 GPU、CPU 和内存的模组，在功耗上限内跟上每一路视频流；由载板或开发套件供电。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Specs</source>
        <translation>规格</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Build total</source>
        <translation>整机总价</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Build rate</source>
        <translation>整机速率</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Value</source>
        <translation>性价比</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="116"/>
        <source>Plan</source>
        <translation>并行方案</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="117"/>
        <source>Limited by</source>
        <translation>受限于</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="127"/>
        <source>%1 choices</source>
        <translation>%1 候选</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="197"/>
        <source>This step cannot be offered: %1. Go back and pick again.</source>
        <translation>此步骤无法提供候选：%1。请返回重新选择。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="204"/>
        <source>Value (per 1,000 %1)</source>
        <translation>性价比（每 1,000 %1）</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="242"/>
        <source>Recommended: the cheapest build that serves every user</source>
        <translation>推荐：能服务所有用户的最便宜配置</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="243"/>
        <source>Recommended: the fastest build within the budget</source>
        <translation>推荐：预算内最快的配置</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="257"/>
        <source>at least %1 tokens/s each</source>
        <translation>每人至少 %1 token/s</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="258"/>
        <source>with no speed target</source>
        <translation>（不设速度要求）</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="262"/>
        <source>★ marks the recommendation: the cheapest build within %1 that gives each of %2 streams at least %3 samples/s and holds your earlier picks (%4 for %5). Each row is the cheapest such build with that part; rows are sorted by value, the rate per money spent.</source>
        <translation>★ 标出推荐项：在 %1 以内、包含你之前所选部件、让 %2 路视频流每路至少 %3 样本/秒的最便宜配置（%4，花费 %5）。每一行是含该部件的最便宜此类配置；各行按性价比（每单位花费的速率）排序。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="270"/>
        <source>★ marks the recommendation: the cheapest build within %1 that serves all %2 users %3 and holds your earlier picks (%4 for %5). Each row is the cheapest such build with that part; rows are sorted by value, the rate per money spent.</source>
        <translation>★ 标出推荐项：在 %1 以内、包含你之前所选部件、能服务全部 %2 个用户%3的最便宜配置（%4，花费 %5）。每一行是含该部件的最便宜此类配置；各行按性价比（每单位花费的速率）排序。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="278"/>
        <source>★ marks the recommendation: the fastest build within %1 that holds your earlier picks (%2 for %3). Rows are sorted by value, the rate per money spent; every row is compatible.</source>
        <translation>★ 标出推荐项：在 %1 以内、包含你之前所选部件的最快配置（%2，花费 %3）。各行按性价比（每单位花费的速率）排序；每一行都互相兼容。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="337"/>
        <source>Nothing in the catalog completes a compatible build that meets this workload within %1. Go back and raise the budget, allow more GPUs, change an earlier pick or the workload.</source>
        <translation>目录中没有部件能在 %1 以内组成满足此工作负载的兼容配置。请返回提高预算、允许更多 GPU、更改之前的选择或工作负载。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="350"/>
        <source>The cheapest build in the catalog that meets it costs %1.</source>
        <translation>目录中满足该需求的最便宜配置价格为 %1。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="381"/>
        <source>&lt;b&gt;The workload needs&lt;/b&gt;&lt;br&gt;GPU memory: %1, out of the module&apos;s shared memory&lt;br&gt;CPU cores: %2&lt;br&gt;Storage: %3</source>
        <translation>&lt;b&gt;工作负载需要&lt;/b&gt;&lt;br&gt;GPU 显存：%1，取自模组的共享内存&lt;br&gt;CPU 核心：%2&lt;br&gt;存储：%3</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="387"/>
        <source>&lt;b&gt;The workload needs&lt;/b&gt;&lt;br&gt;GPU memory per GPU: %1&lt;br&gt;System memory: %2&lt;br&gt;CPU cores: %3&lt;br&gt;Storage: %4</source>
        <translation>&lt;b&gt;工作负载需要&lt;/b&gt;&lt;br&gt;每块 GPU 显存：%1&lt;br&gt;系统内存：%2&lt;br&gt;CPU 核心：%3&lt;br&gt;存储：%4</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpickpage.cpp" line="394"/>
        <source>&lt;b&gt;Build with this pick&lt;/b&gt;&lt;br&gt;%1 of %2 budget · peak %3 W&lt;br&gt;%4, limited by %5&lt;br&gt;%6</source>
        <translation>&lt;b&gt;选此部件后的配置&lt;/b&gt;&lt;br&gt;%1（预算 %2）· 峰值 %3 W&lt;br&gt;%4，受限于 %5&lt;br&gt;%6</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ScenarioPage</name>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="70"/>
        <source>Scenario and workload</source>
        <translation>场景与工作负载</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="71"/>
        <source>Start from a scenario, then say what the machine will run. Every pick that follows is judged by this workload.</source>
        <translation>从一个场景出发，再说明机器要运行什么。之后的每项选择都按此工作负载评判。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="85"/>
        <source>auto (as the weights compute)</source>
        <translation>自动（与权重的计算类型相同）</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="88"/>
        <source>What the KV cache is stored in while serving: FP8 halves a 16-bit cache.</source>
        <translation>推理服务时 KV 缓存的存储类型：FP8 让 16 位缓存减半。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="95"/>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="96"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="106"/>
        <source>no target</source>
        <translation>不设要求</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="97"/>
        <source>Speed each user needs</source>
        <translation>每个用户所需速度</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="101"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="105"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="110"/>
        <source>Prompt tokens per request</source>
        <translation>每个请求的提示词 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="111"/>
        <source>Output tokens per request</source>
        <translation>每个请求的输出 token 数</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="112"/>
        <source>Time to first token target</source>
        <translation>首 token 时间目标</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="113"/>
        <source>Time per output token target</source>
        <translation>每输出 token 时间目标</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="116"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="120"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="125"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="128"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="132"/>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="123"/>
        <source>Serving a mixture of experts: the GPUs its routed experts are spread over, whole experts each. More than the tensor degree runs attention data-parallel.</source>
        <translation>部署混合专家模型时，其路由专家分布到的 GPU 数，每块 GPU 持有完整的专家。大于张量并行度时，注意力改为数据并行。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="127"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="127"/>
        <source>ZeRO-%1</source>
        <translation>ZeRO-%1</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="129"/>
        <location filename="../../ui/wizard/wizardpages.cpp" line="133"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="130"/>
        <source>selective</source>
        <translation>选择性</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="131"/>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="134"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="135"/>
        <source>Tensor-parallel degree</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="136"/>
        <source>Pipeline stages</source>
        <translation>流水线级数</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="137"/>
        <source>Expert-parallel degree</source>
        <translation>专家并行度</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="138"/>
        <source>ZeRO stage</source>
        <translation>ZeRO 阶段</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="139"/>
        <source>Activation recomputation</source>
        <translation>激活重计算</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="140"/>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="143"/>
        <source>Scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="144"/>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="145"/>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="146"/>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="147"/>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="148"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="149"/>
        <source>Micro-batch per GPU</source>
        <translation>每块 GPU 的微批次</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="165"/>
        <source>Spee&amp;d each user needs:</source>
        <translation>每个用户所需速度(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="150"/>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="156"/>
        <source>S&amp;cenario:</source>
        <translation>场景(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="158"/>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="159"/>
        <source>&amp;Task:</source>
        <translation>任务(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="160"/>
        <source>&amp;Precision:</source>
        <translation>精度(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="161"/>
        <source>&amp;KV cache:</source>
        <translation>KV 缓存(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="162"/>
        <source>Opt&amp;imizer:</source>
        <translation>优化器(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="174"/>
        <source>p&amp;rompt</source>
        <translation>输入(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="175"/>
        <source>ans&amp;wer</source>
        <translation>输出(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="176"/>
        <source>f&amp;irst token ≤</source>
        <translation>首 token ≤(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="177"/>
        <source>e&amp;ach token ≤</source>
        <translation>每 token ≤(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="179"/>
        <source>Requests (tokens):</source>
        <translation>请求（token）：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="180"/>
        <source>Serving: each request&apos;s prompt and answer lengths and the time to its first token and between tokens at the 90th percentile. The users above are the requests in flight.</source>
        <translation>推理服务：每个请求的提示词与输出长度，以及第 90 百分位的首 token 时间和 token 间隔时间。上面的用户数即在途请求数。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="184"/>
        <source>Se&amp;quence length (tokens):</source>
        <translation>序列长度（token）(&amp;Q)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="195"/>
        <source>tens&amp;or</source>
        <translation>张量(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="196"/>
        <source>pipe&amp;line</source>
        <translation>流水线(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="197"/>
        <source>e&amp;xperts</source>
        <translation>专家(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="198"/>
        <source>&amp;ZeRO</source>
        <translation>&amp;ZeRO</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="199"/>
        <source>&amp;recompute</source>
        <translation>重计算(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="200"/>
        <source>offlo&amp;ad</source>
        <translation>卸载(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="205"/>
        <source>Plan:</source>
        <translation>并行方案：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="206"/>
        <source>dlrig chooses how the workload is split over the GPUs; pin what you want fixed.</source>
        <translation>dlrig 会自动选择如何把工作负载分到各 GPU 上；想固定的项在此指定。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="290"/>
        <source>Concurrent &amp;users:</source>
        <translation>并发用户数(&amp;U)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="290"/>
        <source>Micro-&amp;batch per GPU:</source>
        <translation>每块 GPU 的微批次(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="292"/>
        <source>auto (the plan chooses)</source>
        <translation>自动（由并行方案决定）</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="408"/>
        <source>Starts from “%1”, changed to: %2.</source>
        <translation>从“%1”出发，已改为：%2。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardpages.cpp" line="416"/>
        <source>On one GPU this needs about %1 of GPU memory (weights %2); later pages split it over more GPUs where that helps.</source>
        <translation>在单块 GPU 上约需 %1 显存（权重 %2）；后续页面会在有益时把它分到更多 GPU 上。</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ServingChartView</name>
    <message>
        <location filename="../../ui/widgets/servingchartview.cpp" line="13"/>
        <source>Throughput against interactivity</source>
        <translation>吞吐量与交互速度</translation>
    </message>
    <message>
        <location filename="../../ui/widgets/servingchartview.cpp" line="24"/>
        <source>Each point is a number of requests in flight: what each user sees (tokens/s) against what each GPU makes. Filled points meet the latency targets; the diamond is the load asked for (%1 users); at %2 users the KV cache is full and TTFT climbs.</source>
        <translation>每个点对应一种并发请求数：横轴是每个用户得到的速度（token/秒），纵轴是每块 GPU 的产出。实心点满足延迟目标；菱形是所要求的负载（%1 个用户）；到 %2 个用户时 KV 缓存已满，首 token 时间（TTFT）开始上升。</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::SettingsDialog</name>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="48"/>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="49"/>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="49"/>
        <source>Value</source>
        <translation>取值</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="49"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="49"/>
        <source>Why this default</source>
        <translation>默认值的依据</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="53"/>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="99"/>
        <source>What the analysis assumes where it cannot derive a number. The benchmark tab will measure some of them on your machine.</source>
        <translation>分析在无法推导出数值时所采用的假设。基准测试页将在您的机器上实测其中一部分。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="107"/>
        <source>&amp;General and assumptions</source>
        <translation>常规与假设(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="108"/>
        <source>C&amp;atalog</source>
        <translation>目录(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="119"/>
        <source>GB (10⁹ bytes, as drive and GPU makers count)</source>
        <translation>GB（10⁹ 字节，硬盘和 GPU 厂商的计法）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="120"/>
        <source>GiB (2³⁰ bytes, as operating systems count)</source>
        <translation>GiB（2³⁰ 字节，操作系统的计法）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="122"/>
        <source>Sizes in</source>
        <translation>容量单位</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="124"/>
        <location filename="../../ui/settings/settingsdialog.cpp" line="138"/>
        <source>the scenario&apos;s</source>
        <translation>沿用场景设定</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="125"/>
        <source>Electricity price per kWh for new builds</source>
        <translation>新配置的每千瓦时电价</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="128"/>
        <source>Electricity price currency for new builds</source>
        <translation>新配置的电价币种</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="140"/>
        <source>PUE for new builds</source>
        <translation>新配置的 PUE</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="143"/>
        <source>the common outlet where the budget&apos;s currency is spent</source>
        <translation>预算货币所在地区的常用插座</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="144"/>
        <source>Volts/amps of the circuit a tower or workstation will run on, such as 120V/15A, 230V/16A or 208V/30A: it draws at most 80 % of it continuously.</source>
        <translation>塔式机或工作站所接电路的电压/电流，例如 120V/15A、230V/16A 或 208V/30A：持续负载最多使用其 80 %。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="146"/>
        <source>Wall circuit for new builds</source>
        <translation>新配置的墙插电路</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="149"/>
        <source>Let recommendations use &amp;used and estimated prices</source>
        <translation>推荐时也使用二手价和估计价(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="150"/>
        <source>Off: only new parts&apos; prices (MSRP, street price, quote) are recommended. Used cards and estimates from undated pages stay in the catalog either way.</source>
        <translation>关闭时：推荐只使用新品价格（建议零售价、零售价、报价）。二手卡和来自未注明日期页面的估计价无论如何都保留在目录中。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="155"/>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="157"/>
        <source>Mark prices older than this as stale</source>
        <translation>价格超过此时长即标为过期</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="158"/>
        <source>In Chinese, write &amp;yuan totals in 万 (CNY 5.72 万 for CNY 57,227.20)</source>
        <translation>人民币合计以“万”为单位显示(&amp;Y)（CNY 57,227.20 显示为 CNY 5.72 万）</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="160"/>
        <source>Totals, budgets and the wizard&apos;s prices; the quote and the parts&apos; own prices stay exact.</source>
        <translation>用于合计、预算和向导中的价格；报价单和部件本身的价格仍显示精确金额。</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="168"/>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="170"/>
        <source>&amp;Sizes in:</source>
        <translation>容量单位(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="171"/>
        <source>&amp;Electricity per kWh for new builds:</source>
        <translation>新配置的每千瓦时电价(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="174"/>
        <source>&amp;PUE for new builds:</source>
        <translation>新配置的 PUE(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="175"/>
        <source>&amp;Wall circuit for new builds:</source>
        <translation>新配置的墙插电路(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="177"/>
        <source>Prices are s&amp;tale after:</source>
        <translation>价格过期时长(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../ui/settings/settingsdialog.cpp" line="215"/>
        <source>Wall circuit: &apos;%1&apos; is not volts/amps like 230V/16A (90–480 V, 1–100 A).</source>
        <translation>墙插电路：“%1”不是 230V/16A 这样的电压/电流（90–480 V，1–100 A）。</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::SummaryPage</name>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="31"/>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="33"/>
        <source>The build your picks make. “Open the build” opens it in the Build tab; parts and quantities can still be changed there, with undo.</source>
        <translation>你的选择组成的配置。“打开此配置”会在“配置”页打开它；在那里仍可更改部件和数量，并可撤销。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="35"/>
        <source>Build name</source>
        <translation>配置名称</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="37"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="37"/>
        <source>Part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="37"/>
        <source>Qty</source>
        <translation>数量</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="37"/>
        <source>Unit price</source>
        <translation>单价</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="37"/>
        <source>Line total</source>
        <translation>小计</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="41"/>
        <source>Parts of the build</source>
        <translation>配置中的部件</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="49"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="103"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="107"/>
        <source>&lt;b&gt;Total %1&lt;/b&gt; of %2 budget&lt;br&gt;Peak %3 W (PSU %4 W)&lt;br&gt;%5, limited by %6&lt;br&gt;%7&lt;br&gt;%8</source>
        <translation>&lt;b&gt;合计 %1&lt;/b&gt;（预算 %2）&lt;br&gt;峰值 %3 W（电源 %4 W）&lt;br&gt;%5，受限于 %6&lt;br&gt;%7&lt;br&gt;%8</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="117"/>
        <source>Every compatibility rule passes.</source>
        <translation>所有兼容性规则均通过。</translation>
    </message>
    <message>
        <location filename="../../ui/wizard/wizardsummarypage.cpp" line="118"/>
        <source>&lt;b&gt;Warnings&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;警告&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::TeamRunsView</name>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="24"/>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="24"/>
        <source>Stored</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="24"/>
        <source>By</source>
        <translation>运行者</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="24"/>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="24"/>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="25"/>
        <source>Bench runs on the team server</source>
        <translation>团队服务器上的测试运行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="35"/>
        <source>The team server is away: no runs to show</source>
        <translation>团队服务器无法连接：没有可显示的运行</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="43"/>
        <source>Cannot list the runs: %1</source>
        <translation>无法列出运行：%1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="64"/>
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/teamrunsview.cpp" line="66"/>
        <source>No runs stored on the team server yet</source>
        <translation>团队服务器上还没有保存任何运行</translation>
    </message>
</context>
<context>
    <name>dlrig::ui::ThresholdsDialog</name>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="52"/>
        <source>Benchmark thresholds</source>
        <translation>基准测试判定门槛</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="53"/>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="53"/>
        <source>PASS from</source>
        <translation>通过门槛</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="53"/>
        <source>WARN from</source>
        <translation>警告门槛</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="53"/>
        <source>Why this default</source>
        <translation>默认值的依据</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="57"/>
        <source>Thresholds</source>
        <translation>判定门槛</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="63"/>
        <source>equal</source>
        <translation>相等</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="64"/>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="93"/>
        <source>A measurement at or above PASS of its spec passes, at or above WARN warns, below WARN fails. Inventory checks must equal the build.</source>
        <translation>测量值达到规格的“通过门槛”即通过，达到“警告门槛”为警告，低于警告门槛为失败。清点检查必须与配置一致。</translation>
    </message>
    <message>
        <location filename="../../ui/benchmark/thresholdsdialog.cpp" line="124"/>
        <source>%1: WARN from %2 % is above PASS from %3 %; WARN must be at or below PASS.</source>
        <translation>%1：警告线 %2 % 高于通过线 %3 %；警告线必须不高于通过线。</translation>
    </message>
</context>
<context>
    <name>efficiency.factor</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="128"/>
        <source>{value} {name}</source>
        <translation>{value} {name}</translation>
    </message>
</context>
<context>
    <name>efficiency.factors</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="126"/>
        <source>{value} {name} × {rest}</source>
        <translation>{value} {name} × {rest}</translation>
    </message>
</context>
<context>
    <name>efficiency.flat_mfu</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="143"/>
        <source>mfu (flat, set by --assume)</source>
        <translation>mfu（固定值，由 --assume 设定）</translation>
    </message>
</context>
<context>
    <name>efficiency.size_images</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="269"/>
        <source>size ({count} images per GPU)</source>
        <translation>规模（每块 GPU {count} 张图像）</translation>
    </message>
</context>
<context>
    <name>efficiency.size_tokens</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="270"/>
        <source>size ({count} tokens per GPU)</source>
        <translation>规模（每块 GPU {count} 个 token）</translation>
    </message>
</context>
<context>
    <name>efficiency.size_tokens_experts</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="262"/>
        <source>size ({count} tokens per GPU, {expert} per expert)</source>
        <translation>规模（每块 GPU {count} 个 token，每个专家 {expert} 个）</translation>
    </message>
</context>
<context>
    <name>efficiency.total</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="131"/>
        <source>{factors} = {total}</source>
        <translation>{factors} = {total}</translation>
    </message>
</context>
<context>
    <name>efficiency.width</name>
    <message>
        <location filename="../../core/estimate/efficiency.cpp" line="190"/>
        <source>width (hidden {hidden})</source>
        <translation>宽度（hidden {hidden}）</translation>
    </message>
</context>
<context>
    <name>estimate.decode_bound</name>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="256"/>
        <source>gaps between kernels</source>
        <translation>内核之间的间隙</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="258"/>
        <source>host dispatch</source>
        <translation>主机下发</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="260"/>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="261"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
</context>
<context>
    <name>estimate.input</name>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="228"/>
        <source>sample</source>
        <translation>样本</translation>
    </message>
</context>
<context>
    <name>estimate.memory</name>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="320"/>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="321"/>
        <source>GDDR or unknown memory</source>
        <translation>GDDR 或未知显存</translation>
    </message>
</context>
<context>
    <name>estimate.note</name>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="32"/>
        <source>seq: {tokens} tokens exceed {model}&apos;s context of {context}; memory is estimated as asked</source>
        <translation>序列：{tokens} 个 token 超出 {model} 的上下文长度 {context}；显存仍按所给长度估算</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="46"/>
        <source>weights: no layer shape, so every parameter is counted in {precision}</source>
        <translation>权重：没有层结构，所有参数均按 {precision} 计</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="52"/>
        <source>weights: + {params} B parameters of multi-token-prediction layers, held for speculative decoding and not read by a decoding step</source>
        <translation>权重：另有 {params} B 个多 token 预测层参数，为推测解码而保留，解码步不读取</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="58"/>
        <source>weights: attention and FFN matrices in {precision} (+{scales} bytes/param of scales), embeddings, norms and LM head in 16 bits</source>
        <translation>权重：注意力和 FFN 矩阵为 {precision}（另加每参数 {scales} 字节的缩放因子），嵌入、归一化和 LM 头为 16 位</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="70"/>
        <source>weights: routed experts spread whole over {experts} GPUs (expert parallelism), the rest split over tensor {tensor} and held by each of the {replicas} data-parallel attention replicas</source>
        <translation>权重：路由专家整块分布在 {experts} 块 GPU 上（专家并行），其余部分按张量并行 {tensor} 切分，并由 {replicas} 个数据并行注意力副本各持一份</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="77"/>
        <source>weights: routed experts spread whole over {experts} GPUs (expert parallelism), the rest split over tensor {tensor}</source>
        <translation>权重：路由专家整块分布在 {experts} 块 GPU 上（专家并行），其余部分按张量并行 {tensor} 切分</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="89"/>
        <source>kv cache: layers × (kv_lora_rank + qk_rope_head_dim) × {tokens} tokens × batch {batch} × {bytes} bytes ({cache})</source>
        <translation>KV 缓存：层数 × (kv_lora_rank + qk_rope_head_dim) × {tokens} 个 token × 批大小 {batch} × {bytes} 字节（{cache}）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="91"/>
        <source>kv cache: 2 × layers × kv_heads × head_dim × {tokens} tokens × batch {batch} × {bytes} bytes ({cache})</source>
        <translation>KV 缓存：2 × 层数 × kv_heads × head_dim × {tokens} 个 token × 批大小 {batch} × {bytes} 字节（{cache}）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="98"/>
        <source>activations: the largest feature map&apos;s input and output, {values} values each per image</source>
        <translation>激活值：最大特征图的输入和输出，每张图像各 {values} 个值</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="102"/>
        <source>activations: 0 — the inference working set is not modelled for {kind} models</source>
        <translation>激活值：0——未对 {kind} 模型的推理工作集建模</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="108"/>
        <source>prompts processed {tokens} tokens at a time (ggml-ubatch-tokens), as llama.cpp does</source>
        <translation>提示词每次处理 {tokens} 个 token（ggml-ubatch-tokens），与 llama.cpp 的做法相同</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="110"/>
        <source>activations: prompts prefilled {tokens} tokens at a time (prefill-chunk-tokens), as serving engines do</source>
        <translation>激活值：提示词每次预填充 {tokens} 个 token（prefill-chunk-tokens），与推理服务引擎一致</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="133"/>
        <source>weights: frozen components (text encoder, VAE) held in 16 bits, not trained</source>
        <translation>权重：冻结组件（文本编码器、VAE）以 16 位保存，不参与训练</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="138"/>
        <source>weights: QLoRA base in NF4 with double quantisation, 4.127 bits/param (Dettmers et al. 2023); embeddings, norms and LM head in 16 bits</source>
        <translation>权重：QLoRA 基座为双重量化的 NF4，每参数 4.127 位（Dettmers 等，2023）；嵌入、归一化和 LM 头为 16 位</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="144"/>
        <source>trainable: LoRA rank {rank} on every linear layer, {params} adapter parameters</source>
        <translation>可训练：所有线性层上的 LoRA，秩 {rank}，共 {params} 个适配器参数</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="146"/>
        <source>trainable: LoRA rank {rank} on q and v, {params} adapter parameters</source>
        <translation>可训练：q 和 v 上的 LoRA，秩 {rank}，共 {params} 个适配器参数</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="151"/>
        <source>offload: optimizer states and weights in host RAM (DeepSpeed ZeRO-Offload estimator)</source>
        <translation>卸载：优化器状态和权重放在主机内存中（DeepSpeed ZeRO-Offload 估算器）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="153"/>
        <source>offload: optimizer states in host RAM (DeepSpeed ZeRO-Offload estimator)</source>
        <translation>卸载：优化器状态放在主机内存中（DeepSpeed ZeRO-Offload 估算器）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="158"/>
        <source>activations: {values} values per image kept for backward, counted layer by layer (conv and ReLU outputs, max-pool input and indices)</source>
        <translation>激活值：每张图像为反向传播保留 {values} 个值，逐层统计（卷积和 ReLU 输出、最大池化的输入和索引）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="164"/>
        <source>activations: 0 — not modelled for {kind} models (Korthikanti et al. 2022 covers transformers); measure them with the benchmark tab</source>
        <translation>激活值：0——未对 {kind} 模型建模（Korthikanti 等 2022 只涵盖 Transformer）；请用基准测试页实测</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="169"/>
        <source>activations: QLoRA keeps the input of every 4-bit linear layer for its backward pass</source>
        <translation>激活值：QLoRA 为反向传播保留每个 4 位线性层的输入</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="177"/>
        <source>activations: Korthikanti et al. 2022 per layer, {recompute}, {attention} attention, micro-batch {batch}, sequence parallelism with tensor parallelism</source>
        <translation>激活值：按 Korthikanti 等 2022 逐层计算，{recompute}，{attention} 注意力，微批次 {batch}，张量并行配合序列并行</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="180"/>
        <source>activations: Korthikanti et al. 2022 per layer, {recompute}, {attention} attention, micro-batch {batch}</source>
        <translation>激活值：按 Korthikanti 等 2022 逐层计算，{recompute}，{attention} 注意力，微批次 {batch}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="186"/>
        <source>model states: {weights} + {gradients} + {optimizer} bytes/param (weights, gradients, optimizer; ZeRO accounting)</source>
        <translation>模型状态：每参数 {weights} + {gradients} + {optimizer} 字节（权重、梯度、优化器；按 ZeRO 的算法）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="192"/>
        <source>ZeRO stage {stage} over {gpus} data-parallel GPUs</source>
        <translation>ZeRO 阶段 {stage}，跨 {gpus} 块数据并行 GPU</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="203"/>
        <source>runtime overhead: {context} GiB CUDA context + {slack} % allocator slack + 16-bit copies of the largest layers being dequantised</source>
        <translation>运行时开销：{context} GiB CUDA 上下文 + {slack} % 分配器余量 + 正在反量化的最大层的 16 位副本</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="206"/>
        <source>runtime overhead: {context} GiB CUDA context + {slack} % allocator slack</source>
        <translation>运行时开销：{context} GiB CUDA 上下文 + {slack} % 分配器余量</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="210"/>
        <source>kv cache: 0 — {kind} models keep no key/value cache</source>
        <translation>KV 缓存：0——{kind} 模型不保留键值缓存</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="221"/>
        <source>compute: 0 — no published FLOPs for {model} and no layer shape to count them</source>
        <translation>计算：0——{model} 没有公开的 FLOPs，也没有可供统计的层结构</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="232"/>
        <source> (counted from the layers)</source>
        <translation>（逐层统计）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="234"/>
        <source>compute: 2 × {macs} MACs{counted} per {input} forward</source>
        <translation>计算：每个 {input} 前向 2 × {macs} 次乘加{counted}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="235"/>
        <source>compute: 2 × {macs} MACs{counted} per {input} forward, ×3 for forward and backward</source>
        <translation>计算：每个 {input} 前向 2 × {macs} 次乘加{counted}，前向加反向 ×3</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="243"/>
        <source>compute: PaLM-style FLOPs per image with N = {params} matmul parameters{experts} and {positions} positions of attention</source>
        <translation>计算：按 PaLM 的方法计每张图像的 FLOPs，N = {params} 个矩阵乘参数{experts}，注意力覆盖 {positions} 个位置</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="245"/>
        <source>compute: PaLM-style FLOPs per token with N = {params} matmul parameters{experts} and {positions} positions of attention</source>
        <translation>计算：按 PaLM 的方法计每个 token 的 FLOPs，N = {params} 个矩阵乘参数{experts}，注意力覆盖 {positions} 个位置</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="249"/>
        <source> (active experts only)</source>
        <translation>（仅计激活的专家）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="274"/>
        <source>memory-bound operators: {bytes} per sample (batch norms, activations, residual additions) at {share} % of the spec bandwidth, after the math</source>
        <translation>访存受限算子：每个样本 {bytes}（批归一化、激活函数、残差相加），按标称带宽的 {share} % 计，排在计算之后</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="278"/>
        <source>memory-bound operators: {bytes} per token (norms, activations, residual additions) at {share} % of the spec bandwidth, after the math</source>
        <translation>访存受限算子：每个 token {bytes}（归一化、激活函数、残差相加），按标称带宽的 {share} % 计，排在计算之后</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="282"/>
        <source>memory-bound operators: {bytes} per token (norms, activations, dropout, residual additions, the loss) at {share} % of the spec bandwidth, after the math</source>
        <translation>访存受限算子：每个 token {bytes}（归一化、激活函数、dropout、残差相加、损失），按标称带宽的 {share} % 计，排在计算之后</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="285"/>
        <source>memory-bound operators: {bytes} per token (norms, activations, residual additions, the loss) at {share} % of the spec bandwidth, after the math</source>
        <translation>访存受限算子：每个 token {bytes}（归一化、激活函数、残差相加、损失），按标称带宽的 {share} % 计，排在计算之后</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="293"/>
        <source>masked-language pre-training: the vocabulary head and its loss run on {share} % of the positions (mlm-scored-fraction)</source>
        <translation>掩码语言模型预训练：词表输出头及其损失作用于 {share} % 的位置（mlm-scored-fraction）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="301"/>
        <source> per replica ({tokens} in its expert group)</source>
        <translation>（每个副本；其专家组共 {tokens} 个）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="304"/>
        <source>decode: a step of {batch} {batch|token|tokens}{group} reads {share} % of the weights held: the experts its tokens route to (uniform routing unless expert-hot-share says otherwise), with attention, norms and the output head; the input embedding is looked up a row per token</source>
        <translation>解码：一步 {batch} 个 token{group}读取所持权重的 {share} %：这些 token 路由到的专家（除非 expert-hot-share 另有设定，否则按均匀路由），外加注意力、归一化和输出头；输入嵌入按每个 token 查一行</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="312"/>
        <source>decode: a step reads {share} % of the weights held: all but the input embedding, looked up a row per token</source>
        <translation>解码：一步读取所持权重的 {share} %：除输入嵌入外的全部权重，输入嵌入按每个 token 查一行</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="316"/>
        <source>decode: each step reads weights + KV cache at {share} % of the spec bandwidth ({memory}, batch {batch}, {kernels} kernels); {bound} bound</source>
        <translation>解码：每步按标称带宽的 {share} % 读取权重和 KV 缓存（{memory}，批大小 {batch}，{kernels} 内核）；受{bound}限制</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="327"/>
        <source>, × {factor} waiting for the slowest GPU</source>
        <translation>，等待最慢的 GPU × {factor}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="331"/>
        <source>throughput: {gpus} {gpus|GPU|GPUs}, each at {efficiency} of {peak}FLOPS dense{waiting}</source>
        <translation>吞吐：{gpus} 块 GPU，每块达到稠密 {peak}FLOPS 的 {efficiency}{waiting}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="343"/>
        <source>, or DeepSpeed&apos;s offload estimate where larger</source>
        <translation>，若 DeepSpeed 的卸载估算更大则取其值</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="346"/>
        <source>host ram: {factor} × the GPUs&apos; total VRAM{offload}</source>
        <translation>主机内存：GPU 显存总量的 {factor} 倍{offload}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="347"/>
        <source>host ram: {factor} × the estimated total VRAM{offload}</source>
        <translation>主机内存：估算显存总量的 {factor} 倍{offload}</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="350"/>
        <source>storage: dataset size not given (--dataset-size); only checkpoints and weights counted</source>
        <translation>存储：未给出数据集大小（--dataset-size）；只计检查点和权重</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimaterequest.cpp" line="423"/>
        <source>network: {nodes} nodes of {gpus} GPUs, one 400 Gb/s port per GPU assumed (--nic-gbps sets it)</source>
        <translation>网络：{nodes} 个节点，每节点 {gpus} 块 GPU，假定每块 GPU 一个 400 Gb/s 端口（可用 --nic-gbps 设置）</translation>
    </message>
</context>
<context>
    <name>estimate.recompute</name>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="119"/>
        <source>selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="121"/>
        <source>full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <location filename="../../core/estimate/estimatenotes.cpp" line="125"/>
        <source>no recomputation</source>
        <translation>不重计算</translation>
    </message>
</context>
<context>
    <name>finding.subject</name>
    <message>
        <location filename="../../report/verdicttext.cpp" line="44"/>
        <source>budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="45"/>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="46"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="47"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="48"/>
        <source>deadline</source>
        <translation>期限</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="49"/>
        <source>edge module</source>
        <translation>边缘模块</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="50"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="51"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="52"/>
        <source>missing part</source>
        <translation>缺少的部件</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="53"/>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="54"/>
        <source>power</source>
        <translation>供电</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="55"/>
        <source>power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="56"/>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../report/verdicttext.cpp" line="57"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
</context>
<context>
    <name>input</name>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="30"/>
        <source>line {line}, column {column}</source>
        <translation>第 {line} 行第 {column} 列</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="49"/>
        <source>{origin}: not UTF-8 text at {where} (byte {byte})</source>
        <translation>{origin}：{where}处不是 UTF-8 文本（字节 {byte}）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="56"/>
        <source>{origin}: is empty (expected a JSON document)</source>
        <translation>{origin}：文件为空（应为 JSON 文档）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="70"/>
        <source>{origin}: not valid JSON: it ends before the document is complete ({where})</source>
        <translation>{origin}：不是有效的 JSON：文档尚未完整就结束了（{where}）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="74"/>
        <source>{origin}: not valid JSON at {where} (unexpected &apos;{byte}&apos;)</source>
        <translation>{origin}：{where}处不是有效的 JSON（意外的“{byte}”）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="79"/>
        <source>{origin}: nested deeper than {levels} levels, which no dlrig file is</source>
        <translation>{origin}：嵌套超过 {levels} 层，dlrig 的文件不会这样</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="84"/>
        <source>{origin}: a number is too large to represent (such as 1e309)</source>
        <translation>{origin}：有数字大到无法表示（如 1e309）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="98"/>
        <source>{origin}: not a dlrig {name} file (expected &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>{origin}：不是 dlrig 的 {name} 文件（应有 &quot;format&quot;: &quot;{format}&quot;）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="110"/>
        <source>{origin}: &apos;version&apos; is missing (expected an integer from 1 to {newest})</source>
        <translation>{origin}：缺少“version”（应为 1 到 {newest} 的整数）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="114"/>
        <source>{origin}: &apos;version&apos; must be an integer from 1 to {newest}</source>
        <translation>{origin}：“version”必须是 1 到 {newest} 的整数</translation>
    </message>
    <message>
        <location filename="../../core/base/jsoninput.cpp" line="121"/>
        <source>{origin}: written by a newer dlrig ({name} format version {version}); this one reads up to version {newest}. Nothing was read.</source>
        <translation>{origin}：由较新版本的 dlrig 写入（{name} 格式版本 {version}）；当前版本最多读取版本 {newest}。未读取任何内容。</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="16"/>
        <source>{where}: &apos;{field}&apos; {expected}</source>
        <translation>{where}：“{field}”{expected}</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="24"/>
        <source>is not a known field</source>
        <translation>不是已知字段</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="33"/>
        <source>is missing (expected a string)</source>
        <translation>缺失（应为字符串）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="37"/>
        <source>must be a non-empty string</source>
        <translation>必须是非空字符串</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="38"/>
        <source>must be a string</source>
        <translation>必须是字符串</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="44"/>
        <source>is {length} characters long; at most {most}</source>
        <translation>长 {length} 个字符；最多 {most} 个</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="54"/>
        <source>is missing (expected an integer ≥ {minimum})</source>
        <translation>缺失（应为 ≥ {minimum} 的整数）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="63"/>
        <source>must be an integer between {minimum} and 100,000,000</source>
        <translation>必须是 {minimum} 到 100,000,000 之间的整数</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="73"/>
        <source>is missing (expected a number)</source>
        <translation>缺失（应为数字）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="82"/>
        <source>must be a number between {low} and {high}</source>
        <translation>必须是 {low} 到 {high} 之间的数字</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="93"/>
        <source>is missing (expected true or false)</source>
        <translation>缺失（应为 true 或 false）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="97"/>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="106"/>
        <source>is missing (expected an array of strings)</source>
        <translation>缺失（应为字符串数组）</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="110"/>
        <source>must be an array of strings</source>
        <translation>必须是字符串数组</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.cpp" line="114"/>
        <source>must hold non-empty strings only</source>
        <translation>只能包含非空字符串</translation>
    </message>
    <message>
        <location filename="../../core/base/jsonreader.h" line="59"/>
        <location filename="../../core/build/buildfile.cpp" line="26"/>
        <source>must be one of {names}</source>
        <translation>必须是以下之一：{names}</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="62"/>
        <source>{path}: cannot open ({reason})</source>
        <translation>{path}：无法打开（{reason}）</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="65"/>
        <location filename="../../core/base/textfile.cpp" line="85"/>
        <source>{path}: cannot read ({reason})</source>
        <translation>{path}：无法读取（{reason}）</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="67"/>
        <source>{path}: is a folder, not a file</source>
        <translation>{path}：这是文件夹，不是文件</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="69"/>
        <source>{path}: is not a regular file (a pipe or device cannot be read here)</source>
        <translation>{path}：不是普通文件（此处无法读取管道或设备）</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="73"/>
        <source>{path}: is {size} MiB, larger than any dlrig input (at most {most} MiB)</source>
        <translation>{path}：大小为 {size} MiB，超过任何 dlrig 输入（最多 {most} MiB）</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="90"/>
        <source>{path}: larger than any dlrig input (at most {most} MiB)</source>
        <translation>{path}：超过任何 dlrig 输入的大小（最多 {most} MiB）</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="67"/>
        <source>&apos;{slug}&apos; is not in dlrig&apos;s model library</source>
        <translation>“{slug}”不在 dlrig 的模型库中</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="88"/>
        <source>must be at least 1</source>
        <translation>必须至少为 1</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="116"/>
        <source>must be at most 65536 (LoRA ranks are typically 8–256)</source>
        <translation>最多为 65536（LoRA 秩通常为 8–256）</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="200"/>
        <source>{where}: &apos;scenario&apos; must be an object</source>
        <translation>{where}：“scenario”必须是对象</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="210"/>
        <source>&apos;{preset}&apos; is not a preset (expected {keys}, or leave it out)</source>
        <translation>“{preset}”不是预设（应为 {keys} 之一，或不填）</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="214"/>
        <source>is missing (expected {form})</source>
        <translation>缺失（应为 {form}）</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="225"/>
        <source>must be an object {form}</source>
        <translation>必须是对象 {form}</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="297"/>
        <source>must be an array of {form}</source>
        <translation>必须是 {form} 组成的数组</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="219"/>
        <source>&apos;{code}&apos; is not an ISO 4217 currency dlrig knows</source>
        <translation>“{code}”不是 dlrig 认识的 ISO 4217 货币代码</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="231"/>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="232"/>
        <source>must be greater than zero</source>
        <translation>必须大于零</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="252"/>
        <source>expected volts/amps like 120V/15A or 230V/16A (90–480 V, 1–100 A)</source>
        <translation>应为“电压/电流”，如 120V/15A 或 230V/16A（90–480 V，1–100 A）</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="256"/>
        <source>&apos;{id}&apos; is not a cloud instance id like cloud/aws-p5-48xlarge</source>
        <translation>“{id}”不是形如 cloud/aws-p5-48xlarge 的云实例编号</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="294"/>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="302"/>
        <source>{origin}: parts[{index}] must be an object</source>
        <translation>{origin}：parts[{index}] 必须是对象</translation>
    </message>
    <message>
        <location filename="../../core/build/buildfile.cpp" line="313"/>
        <source>× scenario.nodes is {units} units; at most {most} in one build</source>
        <translation>× scenario.nodes 共 {units} 件；一个配置最多 {most} 件</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="446"/>
        <source>--assume {key}: &apos;{text}&apos; is not a number between {low} and {high} ({unit})</source>
        <translation>--assume {key}：“{text}”不是 {low} 到 {high} 之间的数字（{unit}）</translation>
    </message>
    <message>
        <location filename="../../core/estimate/assumptions.cpp" line="461"/>
        <source>--assume: unknown key &apos;{key}&apos; (expected one of {keys})</source>
        <translation>--assume：未知设置项“{key}”（应为以下之一：{keys}）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="18"/>
        <source>{option}: {problem}</source>
        <translation>{option}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="35"/>
        <source>expected a positive number of layers</source>
        <translation>层数应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="36"/>
        <source>expected a positive hidden size</source>
        <translation>隐藏层维度应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="37"/>
        <source>expected a positive number of attention heads</source>
        <translation>注意力头数应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="38"/>
        <source>expected a positive number of key/value heads</source>
        <translation>键/值头数应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="40"/>
        <source>has {kv} key/value heads but only {heads} attention heads; expected at most --heads</source>
        <translation>有 {kv} 个键/值头，但只有 {heads} 个注意力头；不应超过 --heads</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="44"/>
        <source>--heads {heads} is not divisible by --kv-heads {kv} (grouped-query attention shares each key/value head among an equal number of query heads)</source>
        <translation>--heads {heads} 不能被 --kv-heads {kv} 整除（分组查询注意力让每个键/值头由同样多的查询头共享）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="47"/>
        <source>expected a positive head dimension</source>
        <translation>注意力头维度应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="48"/>
        <source>expected a positive FFN (intermediate) size</source>
        <translation>FFN（中间层）维度应为正数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="49"/>
        <source>expected a non-negative vocabulary size</source>
        <translation>词表大小应为非负数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="51"/>
        <source>sizes this large are not a real model (hidden ≤ 1,000,000, ffn and vocab ≤ 10,000,000)</source>
        <translation>这么大的尺寸不是真实模型（hidden ≤ 1,000,000，ffn 与 vocab ≤ 10,000,000）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="53"/>
        <source>expected at most 100,000 layers</source>
        <translation>层数最多为 100,000</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="55"/>
        <source>expected 1 ≤ experts per token ≤ experts</source>
        <translation>应满足 1 ≤ 每个 token 的专家数 ≤ 专家总数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="58"/>
        <source>--heads {heads} is not divisible by --tp {tp} (tensor parallelism splits the attention heads evenly)</source>
        <translation>--heads {heads} 不能被 --tp {tp} 整除（张量并行把注意力头均分到各 GPU）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="64"/>
        <source>{layers} layers do not split evenly into --pp {pp} pipeline stages</source>
        <translation>{layers} 层无法均分为 --pp {pp} 个流水线阶段</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="137"/>
        <source>{origin}: {field}: {problem}</source>
        <translation>{origin}：{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="138"/>
        <source>{origin}: {problem}</source>
        <translation>{origin}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="158"/>
        <source>expected an expert-parallel degree between 1 and 1024</source>
        <translation>专家并行度应在 1 到 1024 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="163"/>
        <source>expert parallelism is planned for serving (--task infer); training splits experts with --tp</source>
        <translation>专家并行只用于推理服务（--task infer）；训练用 --tp 切分专家</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="167"/>
        <source>expert parallelism spreads a mixture of experts; {model} has no routed experts</source>
        <translation>专家并行用于分布混合专家模型；{model} 没有路由专家</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="170"/>
        <source>--ep {ep} does not divide the {experts} routed experts of {model} (each GPU holds an equal share of whole experts)</source>
        <translation>--ep {ep} 不能整除 {model} 的 {experts} 个路由专家（每块 GPU 持有同样多的完整专家）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="175"/>
        <source>--ep {ep} is not a multiple of --tp {tp} (an expert group spans whole tensor-parallel groups)</source>
        <translation>--ep {ep} 不是 --tp {tp} 的倍数（一个专家组由若干完整的张量并行组组成）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="188"/>
        <location filename="../../core/models/workloadcheck.cpp" line="190"/>
        <location filename="../../core/models/workloadcheck.cpp" line="192"/>
        <location filename="../../core/models/workloadcheck.cpp" line="194"/>
        <source>describes requests; give --input-tokens and --output-tokens too</source>
        <translation>用于描述请求；请同时给出 --input-tokens 和 --output-tokens</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="198"/>
        <source>--input-tokens and --output-tokens describe requests to a decoder language model served with --task infer</source>
        <translation>--input-tokens 和 --output-tokens 描述的是以 --task infer 提供服务的解码器语言模型的请求</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="202"/>
        <location filename="../../core/models/workloadcheck.cpp" line="208"/>
        <source>--input-tokens and --output-tokens go together: a request&apos;s prompt and answer lengths, 1 to 10,000,000 tokens each</source>
        <translation>--input-tokens 和 --output-tokens 须一起给出：请求的提示与回答长度，各为 1 到 10,000,000 个 token</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="213"/>
        <source>expected between 0 and 1,000,000 requests a second</source>
        <translation>应为每秒 0 到 1,000,000 个请求</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="214"/>
        <location filename="../../core/models/workloadcheck.cpp" line="215"/>
        <source>expected a target in milliseconds</source>
        <translation>应为以毫秒计的目标值</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="217"/>
        <source>expected 50, 90 or 99</source>
        <translation>应为 50、90 或 99</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="221"/>
        <source>expected the share of prompt tokens found in the prefix cache, at least 0 and below 1 (0.4 for 40 %)</source>
        <translation>应为命中前缀缓存的提示 token 比例，不小于 0 且小于 1（40 % 写作 0.4）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="225"/>
        <source>expected 0 to 16 tokens drafted per step</source>
        <translation>每步草拟的 token 数应为 0 到 16</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="228"/>
        <source>speculative decoding needs the measured acceptance rate of a drafted token, above 0 and at most 1 (0.7 for 70 %)</source>
        <translation>投机解码需要实测的草拟 token 接受率，大于 0 且不超过 1（70 % 写作 0.7）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="234"/>
        <source>applies with --spec-tokens</source>
        <translation>须与 --spec-tokens 一起使用</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="244"/>
        <location filename="../../core/models/workloadcheck.cpp" line="349"/>
        <source>expected a tensor-parallel degree between 1 and 1024</source>
        <translation>张量并行度应在 1 到 1024 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="247"/>
        <source>tensor parallelism splits a transformer&apos;s layers; {model} has no transformer shape</source>
        <translation>张量并行切分的是 Transformer 的层；{model} 没有 Transformer 结构</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="252"/>
        <source>--tp {tp} does not divide the {heads} attention heads of {model} (tensor parallelism splits the heads evenly)</source>
        <translation>--tp {tp} 不能整除 {model} 的 {heads} 个注意力头（张量并行把注意力头均分到各 GPU）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="257"/>
        <source>--tp {tp} does not divide the {kv} key/value heads of {model} (each GPU would hold a copy of a shared head)</source>
        <translation>--tp {tp} 不能整除 {model} 的 {kv} 个键/值头（否则每块 GPU 都要保存共享头的副本）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="266"/>
        <location filename="../../core/models/workloadcheck.cpp" line="351"/>
        <source>expected a pipeline-parallel degree between 1 and 1024</source>
        <translation>流水线并行度应在 1 到 1024 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="269"/>
        <source>pipeline stages split a transformer&apos;s layers; {model} has no transformer shape</source>
        <translation>流水线阶段切分的是 Transformer 的层；{model} 没有 Transformer 结构</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="274"/>
        <source>--pp {pp} does not divide the {layers} layers of {model} (each pipeline stage holds an equal share)</source>
        <translation>--pp {pp} 不能整除 {model} 的 {layers} 层（每个流水线阶段持有同样多的层）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="283"/>
        <source>expected between 1 and 128 virtual stages per pipeline stage</source>
        <translation>每个流水线阶段的虚拟阶段数应为 1 到 128</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="285"/>
        <source>interleaved pipeline schedules apply to training</source>
        <translation>交错流水线调度只用于训练</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="287"/>
        <source>virtual stages interleave a pipeline: pin its degree with --pp 2 or more</source>
        <translation>虚拟阶段用于交错流水线：请用 --pp 2 或更大的值固定流水线并行度</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="291"/>
        <source>--pp {pp} × --vpp {vpp} = {chunks} model chunks do not divide the {layers} layers of {model}</source>
        <translation>--pp {pp} × --vpp {vpp} = {chunks} 个模型块，不能整除 {model} 的 {layers} 层</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="303"/>
        <location filename="../../core/models/workloadcheck.cpp" line="353"/>
        <source>expected a ZeRO stage 0, 1, 2 or 3</source>
        <translation>ZeRO 阶段应为 0、1、2 或 3</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="306"/>
        <source>expected a micro-batch between 1 and 1,000,000</source>
        <translation>微批大小应在 1 到 1,000,000 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="308"/>
        <source>expected a global batch between 1 and 100,000,000 samples</source>
        <translation>全局批大小应为 1 到 100,000,000 个样本</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="310"/>
        <source>expected between 1 and 1,000,000 concurrent users</source>
        <translation>并发用户数应在 1 到 1,000,000 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="312"/>
        <source>expected a speed between 0 and 1,000,000 tokens/s per user</source>
        <translation>每用户速度应在 0 到 1,000,000 tokens/s 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="316"/>
        <location filename="../../core/models/workloadcheck.cpp" line="379"/>
        <source>ZeRO partitions training states; use --tp or --pp to split inference</source>
        <translation>ZeRO 切分的是训练状态；推理请用 --tp 或 --pp 切分</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="318"/>
        <location filename="../../core/models/workloadcheck.cpp" line="381"/>
        <source>offload applies to training with ZeRO</source>
        <translation>卸载只用于配合 ZeRO 的训练</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="320"/>
        <source>inference keeps no activations for a backward pass, so there is nothing to recompute</source>
        <translation>推理不为反向传播保存激活值，因此没有需要重算的内容</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="323"/>
        <source>applies to training; serving takes --users</source>
        <translation>只用于训练；推理服务请用 --users</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="326"/>
        <source>--users and --min-tokens-per-s apply to --task infer</source>
        <translation>--users 和 --min-tokens-per-s 只用于 --task infer</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="329"/>
        <location filename="../../core/models/workloadcheck.cpp" line="405"/>
        <source>CPU offload needs --zero 1, 2 or 3 (DeepSpeed ZeRO-Offload)</source>
        <translation>CPU 卸载需要 --zero 1、2 或 3（DeepSpeed ZeRO-Offload）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="333"/>
        <source>global batch {global} is not a multiple of the micro-batch --batch {batch}</source>
        <translation>全局批大小 {global} 不是微批大小 --batch {batch} 的倍数</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="343"/>
        <source>expected a batch size between 1 and 1,000,000</source>
        <translation>批大小应在 1 到 1,000,000 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="345"/>
        <source>expected a sequence length between 1 and 10,000,000 tokens</source>
        <translation>序列长度应为 1 到 10,000,000 个 token</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="347"/>
        <source>expected between 1 and 1,000,000 GPUs</source>
        <translation>GPU 数量应在 1 到 1,000,000 之间</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="355"/>
        <source>--gpus {gpus} is not a multiple of --tp {tp} × --pp {pp} (data-parallel replicas = gpus ÷ (tp × pp) must be whole)</source>
        <translation>--gpus {gpus} 不是 --tp {tp} × --pp {pp} 的倍数（数据并行副本数 = gpus ÷ (tp × pp) 必须是整数）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="361"/>
        <source>expected a parameter count between 1 and 100T (e.g. 7.5B, 350M, 7.5e9)</source>
        <translation>参数量应在 1 到 100T 之间（如 7.5B、350M、7.5e9）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="368"/>
        <source>--ep {ep} spans {replicas} replicas of --tp {tp}; there are {groups}</source>
        <translation>--ep {ep} 跨越 {replicas} 个 --tp {tp} 副本；实际只有 {groups} 个</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="375"/>
        <source>amp-fp8 is a training recipe (FP8 GEMMs in a BF16 run); for FP8 inference use --precision fp8</source>
        <translation>amp-fp8 是训练方案（BF16 训练中的 FP8 GEMM）；FP8 推理请用 --precision fp8</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="385"/>
        <source>the KV cache is an inference cache; training keeps no KV cache</source>
        <translation>KV 缓存是推理用的缓存；训练不保留 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="387"/>
        <source>training with --task {task} needs an optimizer ({choices}, not none)</source>
        <translation>以 --task {task} 训练需要优化器（{choices}，不能为 none）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="391"/>
        <source>qlora always keeps the base model in 4-bit NF4; --precision sets the compute type (bf16, fp16, amp-bf16, amp-fp16, fp32)</source>
        <translation>qlora 始终以 4 位 NF4 保存基座模型；--precision 设定计算类型（bf16、fp16、amp-bf16、amp-fp16、fp32）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="397"/>
        <source>{precision} training is not modelled; train with amp-bf16, amp-fp16, amp-fp8, bf16, fp16, tf32 or fp32 (or --task qlora for a 4-bit base)</source>
        <translation>未对 {precision} 训练建模；请用 amp-bf16、amp-fp16、amp-fp8、bf16、fp16、tf32 或 fp32 训练（4 位基座请用 --task qlora）</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="399"/>
        <source>{precision} training is not modelled; train with amp-bf16, amp-fp16, amp-fp8, bf16, fp16, tf32 or fp32</source>
        <translation>未对 {precision} 训练建模；请用 amp-bf16、amp-fp16、amp-fp8、bf16、fp16、tf32 或 fp32 训练</translation>
    </message>
    <message>
        <location filename="../../core/models/workloadcheck.cpp" line="408"/>
        <source>{task} adapters need the transformer&apos;s shape (--layers, --hidden, --heads, --ffn)</source>
        <translation>{task} 适配器需要 Transformer 的结构（--layers、--hidden、--heads、--ffn）</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="158"/>
        <source>--ep {ep} fits no layout of these GPUs: it must be a multiple of the tensor-parallel degree and span whole replicas</source>
        <translation>--ep {ep} 与这些 GPU 的任何布局都不匹配：它必须是张量并行度的倍数，并覆盖完整的副本</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="180"/>
        <source>--tp {tp} needs {tp} GPUs in one node; there are {per} per node (tensor parallelism stays inside a node)</source>
        <translation>--tp {tp} 需要一个节点内有 {tp} 块 GPU；每个节点只有 {per} 块（张量并行不跨节点）</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="188"/>
        <source>{option}: tensor {tp} × pipeline {pp} needs {need} GPUs; there are {total}</source>
        <translation>{option}：张量 {tp} × 流水线 {pp} 需要 {need} 块 GPU；实际只有 {total} 块</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="196"/>
        <source>--ep {ep} × pipeline {pp} needs {need} GPUs; there are {total}</source>
        <translation>--ep {ep} × 流水线 {pp} 需要 {need} 块 GPU；实际只有 {total} 块</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="203"/>
        <source>--ep {ep} spans {replicas} replicas of tensor {tp}, each serving its own users; there {users|is|are} {users} {users|user|users}</source>
        <translation>--ep {ep} 跨越 {replicas} 个张量并行度为 {tp} 的副本，每个副本服务各自的用户；但只有 {users} 个用户</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="205"/>
        <source>--request-rate: give either --users (requests in flight) or a rate</source>
        <translation>--request-rate：请只给出 --users（同时处理的请求数）或请求速率之一</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="209"/>
        <source>--input-tokens and --output-tokens describe the requests to serve</source>
        <translation>--input-tokens 和 --output-tokens 描述要服务的请求</translation>
    </message>
    <message>
        <location filename="../../core/base/exchangerates.cpp" line="19"/>
        <source>must be a date like 2026-02-20</source>
        <translation>必须是形如 2026-02-20 的日期</translation>
    </message>
    <message>
        <location filename="../../core/base/exchangerates.cpp" line="23"/>
        <source>is not an ISO 4217 currency dlrig knows</source>
        <translation>不是 dlrig 认识的 ISO 4217 货币代码</translation>
    </message>
    <message>
        <location filename="../../core/base/exchangerates.cpp" line="26"/>
        <source>must be an object of currency codes to decimal strings</source>
        <translation>必须是由货币代码映射到十进制字符串的对象</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="19"/>
        <source>&apos;{code}&apos; is not an ISO 4217 currency dlrig knows (e.g. USD, EUR, CNY)</source>
        <translation>“{code}”不是 dlrig 认识的 ISO 4217 货币代码（如 USD、EUR、CNY）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="23"/>
        <source>is missing (expected an amount such as 1599.00)</source>
        <translation>缺失（应为金额，如 1599.00）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="30"/>
        <source>&apos;{text}&apos; is not an amount; expected a plain decimal number such as 1599.00</source>
        <translation>“{text}”不是金额；应为不带符号的十进制数，如 1599.00</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="35"/>
        <source>must be a number such as 1599.00</source>
        <translation>必须是数字，如 1599.00</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="41"/>
        <source>has more decimals than {code} allows ({digits})</source>
        <translation>小数位数超过 {code} 允许的位数（{digits} 位）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="44"/>
        <source>is too large</source>
        <translation>过大</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="89"/>
        <source>must be greater than zero (leave &apos;price&apos; out for a part sold on request)</source>
        <translation>必须大于零（询价销售的部件请不填“price”）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="93"/>
        <source>must not be below amount</source>
        <translation>不能低于 amount</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="97"/>
        <source>must be one of msrp, street, quote, used, estimate</source>
        <translation>必须是 msrp、street、quote、used、estimate 之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="104"/>
        <source>give either &apos;date&apos; (the day the source published the price) or &apos;looked_up&apos; (the day an undated source was read, for an estimate)</source>
        <translation>请给出“date”（来源发布价格的日期）或“looked_up”（查阅无日期来源的日期，用于估计价）之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="111"/>
        <source>&apos;{date}&apos; is not a date like 2026-11-27</source>
        <translation>“{date}”不是形如 2026-11-27 的日期</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="113"/>
        <source>&apos;{date}&apos; is in the future</source>
        <translation>“{date}”是将来的日期</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="116"/>
        <source>an undated source&apos;s price is an estimate: set kind to &apos;estimate&apos; or give the source&apos;s &apos;date&apos;</source>
        <translation>无日期来源的价格属于估计价：请把 kind 设为“estimate”，或给出来源的“date”</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="121"/>
        <source>&apos;{condition}&apos; is not one of used, refurbished, open-box</source>
        <translation>“{condition}”不是 used、refurbished、open-box 之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="125"/>
        <source>a used price says the part&apos;s condition (used, refurbished or open-box)</source>
        <translation>二手价格须注明部件成色（used、refurbished 或 open-box）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="128"/>
        <source>msrp, street and quote price a new part; a {condition} part&apos;s price is kind &apos;used&apos;</source>
        <translation>msrp、street 和 quote 是新件价格；{condition} 部件的价格类型应为“used”</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="140"/>
        <source>{where}: expected a part object</source>
        <translation>{where}：应为部件对象</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="150"/>
        <source>&apos;{category}&apos; is not one of gpu, cpu, memory, storage, psu, motherboard, chassis, cooling, nic, server, cloud, edge</source>
        <translation>“{category}”不是 gpu、cpu、memory、storage、psu、motherboard、chassis、cooling、nic、server、cloud、edge 之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="155"/>
        <source>must look like {category}/vendor-model (lowercase letters, digits, &apos;-&apos; and &apos;.&apos;)</source>
        <translation>必须形如 {category}/厂商-型号（小写字母、数字、“-”和“.”）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="167"/>
        <source>must be a year between 1990 and 2100</source>
        <translation>必须是 1990 到 2100 之间的年份</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="172"/>
        <source>must be the day its maker stopped selling it, as YYYY-MM-DD</source>
        <translation>必须是厂商停售的日期，格式为 YYYY-MM-DD</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="176"/>
        <source>must be {form} or absent (price on request)</source>
        <translation>必须是 {form}，或不填（询价）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="181"/>
        <source>is missing (expected an object of {category} specs)</source>
        <translation>缺失（应为 {category} 规格对象）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="225"/>
        <source>{origin}: &apos;parts&apos; must be an array</source>
        <translation>{origin}：“parts”必须是数组</translation>
    </message>
    <message>
        <location filename="../../core/parts/partjson.cpp" line="239"/>
        <source>{where} ({id}): duplicate id</source>
        <translation>{where}（{id}）：ID 重复</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="159"/>
        <source>must be [width, depth] in whole millimetres, e.g. [305, 330]</source>
        <translation>必须是以整毫米计的 [宽, 深]，如 [305, 330]</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="198"/>
        <source>&apos;{cooler}&apos; is not passive, blower, open-air, flow-through, active, liquid, module or unknown</source>
        <translation>“{cooler}”不是 passive、blower、open-air、flow-through、active、liquid、module 或 unknown 之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="212"/>
        <source>must be at least cores ({cores})</source>
        <translation>不能少于核心数（{cores}）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="227"/>
        <source>must be 128, 256 or 512 (or left out)</source>
        <translation>必须是 128、256 或 512（或不填）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="229"/>
        <source>is 512, which needs avx512: true</source>
        <translation>为 512，这需要 avx512: true</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="268"/>
        <source>is for a supply with high_line_only: true, below watts ({watts})</source>
        <translation>只用于 high_line_only: true 的电源，且应低于 watts（{watts}）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="292"/>
        <location filename="../../core/parts/partspecsjson.cpp" line="305"/>
        <source>must be an array of {form} objects</source>
        <translation>必须是由 {form} 对象组成的数组</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="297"/>
        <location filename="../../core/parts/partspecsjson.cpp" line="311"/>
        <source>must hold objects like {form}</source>
        <translation>只能包含形如 {form} 的对象</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="408"/>
        <source>must be {form} or null</source>
        <translation>必须是 {form} 或 null</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="318"/>
        <source>must be greater than the slot above it ({previous})</source>
        <translation>必须大于上方插槽的位置（{previous}）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="321"/>
        <source>cannot exceed the slot&apos;s physical size x{lanes}</source>
        <translation>不能超过插槽的物理尺寸 x{lanes}</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="346"/>
        <source>&apos;{airflow}&apos; is not desktop, workstation-gpu, server or unknown</source>
        <translation>“{airflow}”不是 desktop、workstation-gpu、server 或 unknown 之一</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="429"/>
        <source>must be at least min_watts ({watts})</source>
        <translation>不能小于 min_watts（{watts}）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partspecsjson.cpp" line="475"/>
        <source>is not a known category</source>
        <translation>不是已知类别</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="22"/>
        <source>must be an array</source>
        <translation>必须是数组</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="31"/>
        <source>{where}[{index}] must be an object</source>
        <translation>{where}[{index}] 必须是对象</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="54"/>
        <source>{origin}: not a JSON object (expected a report from dlrig-cli cluster check --json)</source>
        <translation>{origin}：不是 JSON 对象（应为 dlrig-cli cluster check --json 生成的报告）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="60"/>
        <source>must be {schema} (expected a report from dlrig-cli cluster check --json)</source>
        <translation>必须为 {schema}（应为 dlrig-cli cluster check --json 生成的报告）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="65"/>
        <source>is {version}; this dlrig reads version {known} (a newer dlrig wrote it)</source>
        <translation>为 {version}；此版本 dlrig 读取版本 {known}（该文件由更新版本的 dlrig 写入）</translation>
    </message>
    <message>
        <location filename="../../core/validation/clusterreportread.cpp" line="82"/>
        <location filename="../../core/validation/clusterreportread.cpp" line="91"/>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="250"/>
        <source>must be a date like 2026-11-29</source>
        <translation>必须是形如 2026-11-29 的日期</translation>
    </message>
    <message>
        <location filename="../../core/build/bom.cpp" line="257"/>
        <source>must be a percentage such as 13 or &quot;7.25&quot;</source>
        <translation>必须是百分数，如 13 或 &quot;7.25&quot;</translation>
    </message>
    <message>
        <location filename="../../core/recommend/pickoptions.cpp" line="23"/>
        <source>the picked part &apos;{id}&apos; is not in the catalog</source>
        <translation>所选部件“{id}”不在目录中</translation>
    </message>
</context>
<context>
    <name>input.reason</name>
    <message>
        <location filename="../../core/base/textfile.cpp" line="22"/>
        <source>no such file or folder</source>
        <translation>文件或文件夹不存在</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="25"/>
        <source>permission denied</source>
        <translation>权限不足</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="27"/>
        <source>a folder in the path is a file</source>
        <translation>路径中的某个文件夹其实是文件</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="29"/>
        <source>the name is too long</source>
        <translation>名称过长</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="31"/>
        <source>too many symbolic links</source>
        <translation>符号链接层数过多</translation>
    </message>
    <message>
        <location filename="../../core/base/textfile.cpp" line="33"/>
        <source>input/output error</source>
        <translation>输入/输出错误</translation>
    </message>
</context>
<context>
    <name>memory.part</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="170"/>
        <source>weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="171"/>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="172"/>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="173"/>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="174"/>
        <source>kv cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="175"/>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="176"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
</context>
<context>
    <name>money</name>
    <message>
        <location filename="../../core/base/exchangerates.cpp" line="65"/>
        <source>no exchange rate for {code} in the table of {date} ({source})</source>
        <translation>{date} 的汇率表（{source}）中没有 {code} 的汇率</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="90"/>
        <source>&apos;{text}&apos; is not a plain decimal number like 1299.50</source>
        <translation>“{text}”不是普通的十进制数（例如 1299.50）</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="92"/>
        <source>&apos;{text}&apos; must be a whole number (this currency has no decimals)</source>
        <translation>“{text}”必须是整数（此币种没有小数）</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="93"/>
        <source>&apos;{text}&apos; has more than {digits} decimal places</source>
        <translation>“{text}”的小数超过 {digits} 位</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="97"/>
        <source>&apos;{text}&apos; is too large</source>
        <translation>“{text}”太大</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="117"/>
        <source>unknown currency &apos;{code}&apos; (expected an ISO 4217 code such as USD, EUR, CNY)</source>
        <translation>未知币种“{code}”（应为 ISO 4217 代码，例如 USD、EUR、CNY）</translation>
    </message>
    <message>
        <location filename="../../core/base/money.cpp" line="222"/>
        <source>exchange rate &apos;{text}&apos; must be greater than zero</source>
        <translation>汇率“{text}”必须大于零</translation>
    </message>
</context>
<context>
    <name>monitor</name>
    <message>
        <location filename="../../core/monitor/monitorconfig.cpp" line="57"/>
        <source>{where}: expected KEY = VALUE, found &apos;{line}&apos;</source>
        <translation>{where}：应为“键 = 值”形式，实际为“{line}”</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorconfig.cpp" line="62"/>
        <source>{where}: &apos;{key}&apos; is set twice</source>
        <translation>{where}：“{key}”设置了两次</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorconfig.cpp" line="66"/>
        <source>{where}: &apos;{key}&apos;: expected HOST:PORT (e.g. 10.0.0.2:9877), found &apos;{value}&apos;</source>
        <translation>{where}：“{key}”：应为 主机:端口（例如 10.0.0.2:9877），实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorconfig.cpp" line="87"/>
        <source>{where}: &apos;interval_seconds&apos;: expected a number of seconds from 1 to 3600, found &apos;{value}&apos;</source>
        <translation>{where}：“interval_seconds”：应为 1 到 3600 之间的秒数，实际为“{value}”</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorconfig.cpp" line="93"/>
        <source>{where}: unknown key &apos;{key}&apos; (expected listen, peers, build, history or interval_seconds)</source>
        <translation>{where}：未知键“{key}”（可用 listen、peers、build、history 或 interval_seconds）</translation>
    </message>
</context>
<context>
    <name>monitor.evidence</name>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="38"/>
        <source>{value} °C, at or above {limit} °C</source>
        <translation>{value} °C，达到或高于 {limit} °C</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="39"/>
        <source>{value} °C, below {limit} °C</source>
        <translation>{value} °C，低于 {limit} °C</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="48"/>
        <source>{value} % of its memory in use, above {limit} %</source>
        <translation>显存已用 {value}%，高于 {limit}%</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="49"/>
        <source>{value} % of its memory in use</source>
        <translation>显存已用 {value}%</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="59"/>
        <source>{value} % busy while a job runs, below {limit} % (the job waits on something)</source>
        <translation>有作业运行时利用率为 {value}%，低于 {limit}%（作业在等待其他环节）</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="61"/>
        <source>{value} % busy while a job runs</source>
        <translation>有作业运行时利用率为 {value}%</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="67"/>
        <source>no job runs on it</source>
        <translation>其上没有作业运行</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="75"/>
        <source>{count} XID errors since the monitor started</source>
        <translation>监控启动以来出现 {count} 次 XID 错误</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="76"/>
        <source>no XID error since the monitor started</source>
        <translation>监控启动以来没有 XID 错误</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="90"/>
        <source>no GPU figures: {reason}</source>
        <translation>没有 GPU 数据：{reason}</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="98"/>
        <source>{iops} IOPS, busy {busy} % of the time</source>
        <translation>{iops} IOPS，{busy}% 的时间处于繁忙</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="104"/>
        <source>not under load: {rate}</source>
        <translation>未处于负载：{rate}</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="111"/>
        <source>{rate} (an SSD should do more than {limit})</source>
        <translation>{rate}（SSD 应高于 {limit}）</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="120"/>
        <source>did not answer: {error}</source>
        <translation>没有应答：{error}</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="127"/>
        <source>{value} µs to connect, above {limit} µs</source>
        <translation>连接耗时 {value} µs，高于 {limit} µs</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="128"/>
        <source>{value} µs to connect</source>
        <translation>连接耗时 {value} µs</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="140"/>
        <source>below its spec in the last bench run ({started})</source>
        <translation>在上次基准测试（{started}）中低于规格</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="147"/>
        <source>no bench run on this machine yet (dlrig-cli bench)</source>
        <translation>本机尚无基准测试运行（dlrig-cli bench）</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.cpp" line="152"/>
        <source>every figure of the last bench run ({started}) passed</source>
        <translation>上次基准测试（{started}）的各项数据均通过</translation>
    </message>
</context>
<context>
    <name>monitor.peer</name>
    <message>
        <location filename="../../core/monitor/monitorcheck.h" line="31"/>
        <source>it refused the connection (is its monitor running?)</source>
        <translation>对方拒绝连接（其监控是否在运行？）</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.h" line="32"/>
        <source>no answer within {ms} ms</source>
        <translation>{ms} ms 内没有应答</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.h" line="33"/>
        <source>no route to it</source>
        <translation>没有到达它的路由</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.h" line="34"/>
        <source>unknown host {host}</source>
        <translation>未知主机 {host}</translation>
    </message>
    <message>
        <location filename="../../core/monitor/monitorcheck.h" line="35"/>
        <source>the connection failed (error {code})</source>
        <translation>连接失败（错误 {code}）</translation>
    </message>
</context>
<context>
    <name>plan.experts</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="51"/>
        <source>, experts over {count} GPUs</source>
        <translation>，专家分布在 {count} 块 GPU 上</translation>
    </message>
</context>
<context>
    <name>plan.experts.dp_attention</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="49"/>
        <source>, experts over {count} GPUs (data-parallel attention)</source>
        <translation>，专家分布在 {count} 块 GPU 上（注意力数据并行）</translation>
    </message>
</context>
<context>
    <name>plan.gpus</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="35"/>
        <source>{count} GPU</source>
        <translation>{count} 块 GPU</translation>
    </message>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="35"/>
        <source>{count} GPUs</source>
        <translation>{count} 块 GPU</translation>
    </message>
</context>
<context>
    <name>plan.interleaved</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="41"/>
        <source> (interleaved, {count} chunks per stage)</source>
        <translation>（交错调度，每级 {count} 个模型分块）</translation>
    </message>
</context>
<context>
    <name>plan.no_zero</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="75"/>
        <source>, no ZeRO</source>
        <translation>，不用 ZeRO</translation>
    </message>
</context>
<context>
    <name>plan.note</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="498"/>
        <source>plan: global batch {samples} samples per step, as given</source>
        <translation>并行方案：全局批大小为每步 {samples} 个样本，按给定值</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="500"/>
        <source>plan: global batch {samples} samples per step, the model&apos;s published batch ({source})</source>
        <translation>并行方案：全局批大小为每步 {samples} 个样本，取模型公开的批大小（{source}）</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="504"/>
        <source>plan: {idle} {idle|GPU|GPUs} left idle; no layout of this model uses them all</source>
        <translation>并行方案：{idle} 块 GPU 空闲；该模型没有能用满所有 GPU 的布局</translation>
    </message>
    <message>
        <location filename="../../core/plan/planner.cpp" line="508"/>
        <source>plan: nothing fits in GPU memory alone, so optimizer states are offloaded to the CPU (PCIe transfers counted; the CPU&apos;s optimizer step is not)</source>
        <translation>并行方案：仅靠 GPU 显存放不下，因此把优化器状态卸载到 CPU（计入 PCIe 传输，不计 CPU 上的优化器更新）</translation>
    </message>
</context>
<context>
    <name>plan.offload</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="77"/>
        <source>, optimizer states offloaded to the CPU</source>
        <translation>，优化器状态卸载到 CPU</translation>
    </message>
</context>
<context>
    <name>plan.per_replica</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="59"/>
        <source> (up to {count} per replica)</source>
        <translation>（每个副本最多 {count} 个）</translation>
    </message>
</context>
<context>
    <name>plan.pipeline</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="37"/>
        <source> × pipeline {count}</source>
        <translation> × 流水线 {count}</translation>
    </message>
</context>
<context>
    <name>plan.recompute.full</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="26"/>
        <source>, full recompute</source>
        <translation>，完全重计算</translation>
    </message>
</context>
<context>
    <name>plan.recompute.none</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="20"/>
        <source>, no recompute</source>
        <translation>，不重计算</translation>
    </message>
</context>
<context>
    <name>plan.recompute.selective</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="22"/>
        <source>, selective recompute</source>
        <translation>，选择性重计算</translation>
    </message>
</context>
<context>
    <name>plan.replicas</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="53"/>
        <source>{count} replica</source>
        <translation>{count} 个副本</translation>
    </message>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="54"/>
        <source>{count} replicas</source>
        <translation>{count} 个副本</translation>
    </message>
</context>
<context>
    <name>plan.serving</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="67"/>
        <source>{gpus}: tensor {tensor}{pipeline}{interleaved} × {replicas}{experts}, {users}{perReplica}{speed}</source>
        <translation>{gpus}：张量 {tensor}{pipeline}{interleaved} × {replicas}{experts}，{users}{perReplica}{speed}</translation>
    </message>
</context>
<context>
    <name>plan.speed</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="63"/>
        <source>, {rate} tokens/s each</source>
        <translation>，每人 {rate} token/秒</translation>
    </message>
</context>
<context>
    <name>plan.steps</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="81"/>
        <source>{count} accumulation step</source>
        <translation>{count} 步梯度累积</translation>
    </message>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="82"/>
        <source>{count} accumulation steps</source>
        <translation>{count} 步梯度累积</translation>
    </message>
</context>
<context>
    <name>plan.training</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="83"/>
        <source>{gpus}: tensor {tensor}{pipeline}{interleaved} × data {data}{zero}{offload}{recompute}, micro-batch {microBatch} × {steps}</source>
        <translation>{gpus}：张量 {tensor}{pipeline}{interleaved} × 数据 {data}{zero}{offload}{recompute}，微批次 {microBatch} × {steps}</translation>
    </message>
</context>
<context>
    <name>plan.users</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="56"/>
        <source>{count} user</source>
        <translation>{count} 个用户</translation>
    </message>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="57"/>
        <source>{count} users</source>
        <translation>{count} 个用户</translation>
    </message>
</context>
<context>
    <name>plan.why.communication</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="488"/>
        <source>as fast, but more communication</source>
        <translation>一样快，但通信更多</translation>
    </message>
</context>
<context>
    <name>plan.why.goodput</name>
    <message>
        <location filename="../../core/plan/serving.cpp" line="483"/>
        <source>{rate} requests/s meet the targets, against {best}</source>
        <translation>每秒 {rate} 个请求满足目标，而最佳方案为 {best}</translation>
    </message>
</context>
<context>
    <name>plan.why.gpus</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="490"/>
        <source>as fast, but more GPUs busy</source>
        <translation>一样快，但占用更多 GPU</translation>
    </message>
</context>
<context>
    <name>plan.why.memory</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="477"/>
        <source>out of memory by {over} per GPU</source>
        <translation>每块 GPU 显存超出 {over}</translation>
    </message>
</context>
<context>
    <name>plan.why.memory_per_gpu</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="492"/>
        <source>as fast, but more memory per GPU</source>
        <translation>一样快，但每块 GPU 占用显存更多</translation>
    </message>
</context>
<context>
    <name>plan.why.not_faster</name>
    <message>
        <location filename="../../app/cli/estimatetext.cpp" line="319"/>
        <source>not faster</source>
        <translation>并不更快</translation>
    </message>
</context>
<context>
    <name>plan.why.slower</name>
    <message>
        <location filename="../../core/plan/planner.cpp" line="485"/>
        <source>{percent} % slower</source>
        <translation>慢 {percent} %</translation>
    </message>
</context>
<context>
    <name>plan.zero</name>
    <message>
        <location filename="../../core/plan/planmessage.cpp" line="73"/>
        <source>, ZeRO-{stage}</source>
        <translation>，ZeRO-{stage}</translation>
    </message>
</context>
<context>
    <name>preset.description</name>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="58"/>
        <source>Train ResNet-50 on ImageNet-1k for 90 epochs (He et al. 2016) on one desktop GPU.</source>
        <translation>在一块台式机 GPU 上用 ImageNet-1k 训练 ResNet-50，共 90 个 epoch（He 等，2016）。</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="68"/>
        <source>LoRA fine-tuning of Llama 3.1 8B on 1B tokens, 2 × 2,048-token sequences per GPU and step.</source>
        <translation>用 10 亿 token 对 Llama 3.1 8B 做 LoRA 微调，每块 GPU 每步 2 条 2,048 token 的序列。</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="88"/>
        <source>Serve Llama 3.1 70B in INT4 to 8 concurrent users with 8K contexts, at least 20 tokens/s each, from a lab&apos;s 208 V / 20 A circuit.</source>
        <translation>以 INT4 精度为 8 个并发用户提供 Llama 3.1 70B 服务，上下文 8K，每人至少 20 tokens/s，使用实验室的 208 V / 20 A 电路供电。</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="105"/>
        <source>Serve gpt-oss-120b (MXFP4, as released) to 32 concurrent users with 8K contexts, at least 30 tokens/s each, from a lab&apos;s 208 V / 20 A circuit.</source>
        <translation>以发布时的 MXFP4 精度为 32 个并发用户提供 gpt-oss-120b 服务，上下文 8K，每人至少 30 tokens/s，使用实验室的 208 V / 20 A 电路供电。</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="128"/>
        <source>Pre-train Llama 3.1 8B on 1T tokens across two 8-GPU nodes, 4M-token batches, within 180 days.</source>
        <translation>在两台 8 卡节点上用 1 万亿 token 预训练 Llama 3.1 8B，每批 400 万 token，180 天内完成。</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="147"/>
        <source>Run YOLOv5s (FP16, TensorRT) on 640×640 frames from 4 cameras at 30 frames/s each, around the clock, on an edge module powered from one PoE++ port (71 W).</source>
        <translation>在一块由单个 PoE++ 端口（71 W）供电的边缘模组上，全天候运行 YOLOv5s（FP16，TensorRT），处理 4 路摄像头、每路每秒 30 帧的 640×640 画面。</translation>
    </message>
</context>
<context>
    <name>preset.title</name>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="57"/>
        <source>Learning</source>
        <translation>入门学习</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="67"/>
        <source>Academic research</source>
        <translation>学术研究</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="87"/>
        <source>Enterprise prototype</source>
        <translation>企业原型</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="104"/>
        <source>Mixture-of-experts serving</source>
        <translation>混合专家推理服务</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="127"/>
        <source>Production training cluster</source>
        <translation>生产训练集群</translation>
    </message>
    <message>
        <location filename="../../core/recommend/presets.cpp" line="146"/>
        <source>Edge inference</source>
        <translation>边缘推理</translation>
    </message>
</context>
<context>
    <name>price</name>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="34"/>
        <source>{amount} is not a price; a price is above zero (a part without one is listed on request)</source>
        <translation>{amount} 不是有效价格：价格必须大于零（没有价格的部件显示为“询价”）</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="39"/>
        <source>&apos;{date}&apos; is not a date like 2026-11-27</source>
        <translation>“{date}”不是日期（例如 2026-11-27）</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="42"/>
        <source>{date} is after today ({today}); a price is for a day that has come</source>
        <translation>{date} 晚于今天（{today}）；价格只能对应已经到来的日期</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="52"/>
        <source>{origin}: empty; expected the header id,amount,currency,date[,source]</source>
        <translation>{origin}：文件为空；应有表头 id,amount,currency,date[,source]</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="61"/>
        <source>{origin}: line {line}: expected the header id,amount,currency,date[,source]</source>
        <translation>{origin}：第 {line} 行：表头应为 id,amount,currency,date[,source]</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="71"/>
        <source>{origin}: line {line}: {field}: {problem}</source>
        <translation>{origin}：第 {line} 行：{field}：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="78"/>
        <source>{origin}: line {line}: expected {expected} fields, found {found}</source>
        <translation>{origin}：第 {line} 行：应有 {expected} 个字段，实际有 {found} 个</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="87"/>
        <source>empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="89"/>
        <source>&apos;{id}&apos; has a price earlier in the file</source>
        <translation>“{id}”在文件前面已有价格</translation>
    </message>
    <message>
        <location filename="../../core/parts/quotedprices.cpp" line="93"/>
        <source>&apos;{code}&apos; is not an ISO 4217 code dlrig knows</source>
        <translation>“{code}”不是 dlrig 认识的 ISO 4217 代码</translation>
    </message>
</context>
<context>
    <name>scenario</name>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="22"/>
        <source>unknown scenario &apos;{key}&apos;</source>
        <translation>未知场景“{key}”</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="29"/>
        <source>unknown model &apos;{slug}&apos;</source>
        <translation>未知模型“{slug}”</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="35"/>
        <source>task: expected {choices}</source>
        <translation>任务：可选 {choices}</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="45"/>
        <source>precision: expected {choices}</source>
        <translation>精度：可选 {choices}</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="51"/>
        <source>optimizer: expected {choices}</source>
        <translation>优化器：可选 {choices}</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="56"/>
        <source>batch: expected a positive number of samples per GPU</source>
        <translation>批大小：应为每块 GPU 的样本数，且为正数</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="59"/>
        <source>sequence: expected a positive number of tokens</source>
        <translation>序列长度：应为正的 token 数</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="66"/>
        <source>KV cache: expected {choices}</source>
        <translation>KV 缓存：可选 {choices}</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="99"/>
        <source>budget: &apos;{code}&apos; is not a currency dlrig knows</source>
        <translation>预算：“{code}”不是 dlrig 认识的币种</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="107"/>
        <source>budget: {problem}</source>
        <translation>预算：{problem}</translation>
    </message>
    <message>
        <location filename="../../core/recommend/scenariochoice.cpp" line="113"/>
        <source>budget: expected an amount greater than zero</source>
        <translation>预算：金额应大于零</translation>
    </message>
</context>
<context>
    <name>server</name>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="55"/>
        <source>{database} on the socket in {folder}{port}</source>
        <translation>{database}（{folder}{port} 中的套接字）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="58"/>
        <source>{database} on the local socket{port}</source>
        <translation>{database}（本机套接字{port}）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="60"/>
        <source>{database} on {host}{port}</source>
        <translation>{database}（{host}{port}）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="113"/>
        <source>--db: libpq cannot read this as a PostgreSQL connection string (expected postgresql://HOST/DATABASE, optionally ?user=NAME&amp;sslmode=…, or key=value words such as host=lab-db dbname=dlrig); it is not repeated here, as it may hold a password</source>
        <translation>--db：libpq 无法将其读作 PostgreSQL 连接字符串（应为 postgresql://HOST/DATABASE，可加 ?user=NAME&amp;sslmode=…，或 host=lab-db dbname=dlrig 这样的 key=value 形式）；由于其中可能含有密码，此处不再重复显示</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="122"/>
        <source>--db: the connection string holds a password; dlrig never takes one there, where other users and shell history can read it. Put it in ~/.pgpass (HOST:PORT:DATABASE:USER:PASSWORD, mode 0600) or name such a file in PGPASSFILE; nothing was sent to the server</source>
        <translation>--db：连接字符串中含有密码；dlrig 从不在这里接受密码，因为其他用户和 shell 历史记录都能读到。请把它写入 ~/.pgpass（HOST:PORT:DATABASE:USER:PASSWORD，权限 0600），或用 PGPASSFILE 指定这样的文件；未向服务器发送任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="135"/>
        <source>--db: sslmode &apos;{mode}&apos; is not one of disable, allow, prefer, require, verify-ca, verify-full</source>
        <translation>--db：sslmode“{mode}”不是 disable、allow、prefer、require、verify-ca、verify-full 之一</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="211"/>
        <source>the team server {where} refused the login (check the user name and ~/.pgpass, or ask the lab&apos;s admin for an account)</source>
        <translation>团队服务器 {where} 拒绝了登录（请检查用户名和 ~/.pgpass，或向实验室管理员申请账号）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="213"/>
        <source>the team server {where} refused the login of {user} (check the user name and ~/.pgpass, or ask the lab&apos;s admin for an account)</source>
        <translation>团队服务器 {where} 拒绝了 {user} 的登录（请检查用户名和 ~/.pgpass，或向实验室管理员申请账号）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="218"/>
        <source>there is no database {where} (check the name after the server&apos;s address in the URI)</source>
        <translation>没有数据库 {where}（请检查 URI 中服务器地址后面的名称）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="221"/>
        <source>there is no team server at {where}: no PostgreSQL socket in that folder (is the server running, and is the folder right?)</source>
        <translation>{where} 没有团队服务器：该文件夹中没有 PostgreSQL 套接字（服务器是否在运行？文件夹是否正确？）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="225"/>
        <source>nothing listens at {where} (is the server running, and is the port right?)</source>
        <translation>{where} 上没有程序在监听（服务器是否在运行？端口是否正确？）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="228"/>
        <source>the host of {where} is not known here (check its name, or use its address)</source>
        <translation>本机无法识别 {where} 的主机（请检查主机名，或改用其地址）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="231"/>
        <source>the team server {where} and this computer could not agree on TLS (check sslmode and the server&apos;s certificate)</source>
        <translation>团队服务器 {where} 与本机未能就 TLS 达成一致（请检查 sslmode 和服务器证书）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="235"/>
        <source>no team server answered at {where} within {seconds} s (is it running, and is the address right?)</source>
        <translation>{seconds} 秒内 {where} 上没有团队服务器应答（它是否在运行？地址是否正确？）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="239"/>
        <source>could not connect to the team server at {where} (is it running, and is the address right? DLRIG_DEBUG=1 shows libpq&apos;s reason){debug}</source>
        <translation>无法连接到 {where} 上的团队服务器（它是否在运行？地址是否正确？设置 DLRIG_DEBUG=1 可显示 libpq 给出的原因）{debug}</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="342"/>
        <source>the team server reported error {state}; nothing was written</source>
        <translation>团队服务器报告错误 {state}，未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="345"/>
        <source>the connection to the team server broke; nothing of this change was written</source>
        <translation>与团队服务器的连接中断，此次更改未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="348"/>
        <source>the team server refused {user} reading the dlrig catalog: that role is not a member of dlrig_reader, dlrig_buyer or dlrig_admin (a lab admin can run: GRANT dlrig_reader TO {user}). Nothing was changed.</source>
        <translation>团队服务器拒绝 {user} 读取 dlrig 目录：该角色不属于 dlrig_reader、dlrig_buyer 或 dlrig_admin（实验室管理员可以运行：GRANT dlrig_reader TO {user}）。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="352"/>
        <source>the team server refused {user} changing the dlrig catalog: that role is not a member of dlrig_reader, dlrig_buyer or dlrig_admin (a lab admin can run: GRANT dlrig_reader TO {user}). Nothing was changed.</source>
        <translation>团队服务器拒绝 {user} 修改 dlrig 目录：该角色不属于 dlrig_reader、dlrig_buyer 或 dlrig_admin（实验室管理员可以运行：GRANT dlrig_reader TO {user}）。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="358"/>
        <source>the team server did not answer within {answer} s; nothing of this change was written</source>
        <translation>团队服务器在 {answer} 秒内没有应答，此次更改未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="361"/>
        <source>another session on the team server holds what this changes (an import or price change under way?); dlrig waited {lock} s and wrote nothing. Try again in a moment; a session left idle is ended by the server after {idle} s</source>
        <translation>团队服务器上的另一个会话占用了此次要更改的内容（是否有导入或改价正在进行？）；dlrig 等待了 {lock} 秒，未写入任何内容。请稍后再试；闲置的会话会在 {idle} 秒后被服务器结束</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="365"/>
        <source>the team server did not finish within {statement} s; nothing of this change was written</source>
        <translation>团队服务器在 {statement} 秒内没有完成，此次更改未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="369"/>
        <source>the team server reported a conflicting change; nothing was written</source>
        <translation>团队服务器报告了冲突的更改，未写入任何内容</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="372"/>
        <source>the database on the team server has no dlrig catalog (run dlrig-cli catalog init-server)</source>
        <translation>团队服务器上的数据库中没有 dlrig 目录（请运行 dlrig-cli catalog init-server）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="387"/>
        <source>{message} [{debug}]</source>
        <translation>{message} [{debug}]</translation>
    </message>
    <message>
        <location filename="../../catalog/server/pgconnection.cpp" line="405"/>
        <source>the team server (disconnected)</source>
        <translation>团队服务器（已断开）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/serverschema.cpp" line="224"/>
        <source>{where} is not empty (it holds {tables} tables); init-server only prepares an empty database, nothing was changed</source>
        <translation>{where} 不是空的（其中有 {tables} 个表）；init-server 只初始化空数据库，未做任何更改</translation>
    </message>
    <message>
        <location filename="../../catalog/server/serverschema.cpp" line="238"/>
        <source>init-server needs a PostgreSQL role that may create roles (CREATEROLE) and owns the database; {user} may not. Nothing was changed.</source>
        <translation>init-server 需要一个可以创建角色（CREATEROLE）并拥有该数据库的 PostgreSQL 角色；{user} 不具备这些权限。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/serverschema.cpp" line="252"/>
        <source>{where} holds no dlrig catalog; a lab admin creates it with dlrig-cli catalog init-server URI</source>
        <translation>{where} 中没有 dlrig 目录；实验室管理员可用 dlrig-cli catalog init-server URI 创建</translation>
    </message>
    <message>
        <location filename="../../catalog/server/serverschema.cpp" line="258"/>
        <source>{where} was prepared by a newer dlrig (schema {version}); this dlrig reads up to schema {latest}. Update dlrig on this computer.</source>
        <translation>{where} 由更新版本的 dlrig 初始化（模式版本 {version}）；此版本 dlrig 最多读取模式版本 {latest}。请更新本机上的 dlrig。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/serverschema.cpp" line="270"/>
        <source>{where} is at schema {version} and needs updating by a member of dlrig_admin (dlrig-cli --db URI catalog info)</source>
        <translation>{where} 的模式版本为 {version}，需要由 dlrig_admin 的成员升级（dlrig-cli --db URI catalog info）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="148"/>
        <source>the team server refused {what}: that needs the role {role}, and {user} is not a member of it (a lab admin can run: GRANT {role} TO {user}). Nothing was changed.</source>
        <translation>团队服务器拒绝了{what}：这需要 {role} 角色，而 {user} 不是其成员（实验室管理员可以运行：GRANT {role} TO {user}）。未做任何更改。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="214"/>
        <source>{user} at {time}</source>
        <translation>{user}（{time}）</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="216"/>
        <source>someone</source>
        <translation>其他人</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="218"/>
        <source>the price of {id} was changed on the team server by {who} after this copy was read; nothing was written. Reload the catalog, check the new price and set yours again if it still applies.</source>
        <translation>在读取此副本之后，{id} 的价格已被 {who} 在团队服务器上修改，未写入任何内容。请重新加载目录，核对新价格；如您的价格仍然适用，请重新设置。</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="240"/>
        <source>setting the price of {id}</source>
        <translation>设置 {id} 的价格</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="241"/>
        <source>clearing the price of {id}</source>
        <translation>清除 {id} 的价格</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="264"/>
        <source>importing the prices of a quote</source>
        <translation>导入报价中的价格</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="298"/>
        <source>importing parts</source>
        <translation>导入部件</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="311"/>
        <source>removing {id}</source>
        <translation>删除 {id}</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="327"/>
        <source>issuing a numbered quote</source>
        <translation>发出带编号的报价</translation>
    </message>
    <message>
        <location filename="../../catalog/server/teamserver.cpp" line="350"/>
        <source>storing a bench run</source>
        <translation>保存基准测试运行</translation>
    </message>
    <message>
        <location filename="../../catalog/catalogfile.cpp" line="36"/>
        <location filename="../../catalog/teamcatalog.cpp" line="58"/>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
    <message>
        <location filename="../../catalog/teamcatalog.cpp" line="59"/>
        <source>{why}; showing the local copy of {refreshed}, read-only</source>
        <translation>{why}；正在显示 {refreshed} 的本地副本（只读）</translation>
    </message>
    <message>
        <location filename="../../catalog/teamcatalog.cpp" line="192"/>
        <source>{path} is not a team catalog</source>
        <translation>{path} 不是团队目录</translation>
    </message>
    <message>
        <location filename="../../catalog/teamcatalog.cpp" line="215"/>
        <source>{offline}; nothing was changed</source>
        <translation>{offline}；未做任何更改</translation>
    </message>
</context>
<context>
    <name>serving.note</name>
    <message>
        <location filename="../../core/plan/serving.cpp" line="406"/>
        <source>serving: continuous batching, prompts prefilled in chunks of {tokens} tokens beside the running decodes (prefill-chunk-tokens)</source>
        <translation>推理服务：连续批处理，提示词按每块 {tokens} 个 token 分块预填充，与正在进行的解码并行（prefill-chunk-tokens）</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="410"/>
        <source>serving: Poisson arrivals; percentiles from the requests in flight (Poisson) and the prefill queue (M/M/1 waiting-time tail)</source>
        <translation>推理服务：泊松到达；分位数来自在途请求（泊松分布）和预填充队列（M/M/1 等待时间尾部）</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="413"/>
        <source>serving: a closed load (every request in the same batch), so p50 = p90 = p99</source>
        <translation>推理服务：封闭负载（所有请求在同一批中），因此 p50 = p90 = p99</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="418"/>
        <source>serving: {percent} % of each prompt found in the prefix cache (as measured, --prefix-hit-rate) is not prefilled again; the KV cache still holds every request&apos;s whole context</source>
        <translation>推理服务：每个提示词中有 {percent} % 命中前缀缓存（实测值，--prefix-hit-rate），不再重复预填充；KV 缓存仍保存每个请求的完整上下文</translation>
    </message>
    <message>
        <location filename="../../core/plan/serving.cpp" line="424"/>
        <source>serving: speculative decoding drafts {draft} {draft|token|tokens} a step with one layer&apos;s work each and verifies them in one step of {times} times the math; at the measured acceptance {percent} % a request keeps (1 − α^(K+1)) ÷ (1 − α) tokens a step (Leviathan et al. 2023)</source>
        <translation>推理服务：推测解码每步起草 {draft} 个 token，每个只需一层的计算量，再用一步 {times} 倍计算量的验证；按实测接受率 {percent} %，每个请求每步保留 (1 − α^(K+1)) ÷ (1 − α) 个 token（Leviathan 等，2023）</translation>
    </message>
</context>
<context>
    <name>stave</name>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="26"/>
        <source>GPU compute</source>
        <translation>GPU 算力</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="27"/>
        <source>GPU memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="28"/>
        <source>VRAM capacity</source>
        <translation>显存容量</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="29"/>
        <source>GPU interconnect</source>
        <translation>GPU 互连</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="30"/>
        <source>PCIe to host</source>
        <translation>PCIe 主机链路</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="31"/>
        <source>CPU data loading</source>
        <translation>CPU 数据加载</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="32"/>
        <source>RAM capacity</source>
        <translation>内存容量</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="33"/>
        <source>RAM bandwidth</source>
        <translation>内存带宽</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="34"/>
        <source>storage throughput</source>
        <translation>存储吞吐</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="35"/>
        <source>storage capacity</source>
        <translation>存储容量</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="36"/>
        <source>power</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="42"/>
        <source>a subsystem</source>
        <translation>某个子系统</translation>
    </message>
</context>
<context>
    <name>step.bound</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="106"/>
        <source>compute</source>
        <translation>算力</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="108"/>
        <source>memory bandwidth</source>
        <translation>显存带宽</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="110"/>
        <source>kernel launches</source>
        <translation>内核发射</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="112"/>
        <source>link latency</source>
        <translation>链路延迟</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="114"/>
        <source>link bandwidth</source>
        <translation>链路带宽</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="116"/>
        <source>waiting for other stages</source>
        <translation>等待其他流水级</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="118"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>step.bound_link</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="302"/>
        <source>{bound} over {link}</source>
        <translation>{link} 的{bound}</translation>
    </message>
</context>
<context>
    <name>step.slice</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="305"/>
        <source>{work} {time} ({bound})</source>
        <translation>{work} {time}（受限于{bound}）</translation>
    </message>
</context>
<context>
    <name>step.slice_hidden</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="304"/>
        <source>{work} {time} (beside longer work)</source>
        <translation>{work} {time}（与更长的工作并行）</translation>
    </message>
</context>
<context>
    <name>step.slices</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="307"/>
        <source>{item}; {rest}</source>
        <translation>{item}；{rest}</translation>
    </message>
</context>
<context>
    <name>step.work</name>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="69"/>
        <source>linear layers (GEMMs)</source>
        <translation>线性层（GEMM）</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="71"/>
        <source>attention core</source>
        <translation>注意力核心</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="73"/>
        <source>recomputation</source>
        <translation>重计算</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="75"/>
        <source>norms, activations and other memory-bound operators</source>
        <translation>归一化、激活函数等访存受限算子</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="77"/>
        <source>optimizer step</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="79"/>
        <source>weight reads</source>
        <translation>读取权重</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="81"/>
        <source>KV-cache reads</source>
        <translation>读取 KV 缓存</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="83"/>
        <source>host issuing kernels</source>
        <translation>主机发射内核</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="85"/>
        <source>gaps between kernels</source>
        <translation>内核之间的间隙</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="87"/>
        <source>pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="89"/>
        <source>tensor-parallel all-reduces</source>
        <translation>张量并行 all-reduce</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="91"/>
        <source>expert dispatch and combine (all-to-all)</source>
        <translation>专家分发与合并（all-to-all）</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="93"/>
        <source>pipeline sends</source>
        <translation>流水级间传输</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="95"/>
        <source>data-parallel traffic</source>
        <translation>数据并行通信</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="97"/>
        <source>offload to host RAM</source>
        <translation>卸载到主机内存</translation>
    </message>
    <message>
        <location filename="../../core/plan/steptimeline.cpp" line="99"/>
        <source>other</source>
        <translation>其他</translation>
    </message>
</context>
<context>
    <name>summary.chassis</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="129"/>
        <source>{form}, {slots} slots, GPUs up to {length} mm</source>
        <translation>{form}，{slots} 个扩展槽，显卡最长 {length} mm</translation>
    </message>
</context>
<context>
    <name>summary.cloud</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="156"/>
        <source>{provider} {region}, {gpus}× {gpu}, {vcpus} vCPUs, {memory} GiB</source>
        <translation>{provider} {region}，{gpus}× {gpu}，{vcpus} 个 vCPU，{memory} GiB</translation>
    </message>
</context>
<context>
    <name>summary.cooling</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="137"/>
        <source>{type}</source>
        <translation>{type}</translation>
    </message>
</context>
<context>
    <name>summary.cooling.rated</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="135"/>
        <source>{type}, rated {watts} W</source>
        <translation>{type}，额定 {watts} W</translation>
    </message>
</context>
<context>
    <name>summary.cpu</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="79"/>
        <source>{cores} cores / {threads} threads, {base}–{boost} GHz, {socket}, {channels}× {memory}-{speed}, {lanes} PCIe {gen}.0 lanes</source>
        <translation>{cores} 核 / {threads} 线程，{base}–{boost} GHz，{socket}，{channels}× {memory}-{speed}，{lanes} 条 PCIe {gen}.0 通道</translation>
    </message>
</context>
<context>
    <name>summary.edge</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="166"/>
        <source>{memory} GiB, {tops} INT8 TOPS dense, {min}–{max} W</source>
        <translation>{memory} GiB，{tops} INT8 TOPS（稠密），{min}–{max} W</translation>
    </message>
</context>
<context>
    <name>summary.gpu</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="63"/>
        <source>{vram} GiB {memory}, {bandwidth} GB/s, {tflops} TFLOPS {precision}{fp8}{link}, PCIe {gen}.0 x{lanes}</source>
        <translation>{vram} GiB {memory}，{bandwidth} GB/s，{tflops} TFLOPS {precision}{fp8}{link}，PCIe {gen}.0 x{lanes}</translation>
    </message>
</context>
<context>
    <name>summary.memory</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="94"/>
        <source>{modules}× {size} GiB {type}-{speed} {kind}</source>
        <translation>{modules}× {size} GiB {type}-{speed} {kind}</translation>
    </message>
</context>
<context>
    <name>summary.motherboard</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="119"/>
        <source>{socket} {chipset}, {form}, {slots}× {memory}, {x16}× PCIe x16</source>
        <translation>{socket} {chipset}，{form}，{slots}× {memory}，{x16}× PCIe x16</translation>
    </message>
</context>
<context>
    <name>summary.nic</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="141"/>
        <source>{ports}× {speed} Gb/s {technology}</source>
        <translation>{ports}× {speed} Gb/s {technology}</translation>
    </message>
</context>
<context>
    <name>summary.psu</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="111"/>
        <source>{watts} W {efficiency}, {form}</source>
        <translation>{watts} W {efficiency}，{form}</translation>
    </message>
</context>
<context>
    <name>summary.server</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="146"/>
        <source>{gpus}× {gpu}, {cpus}× {cpu}, {memory} GiB, {form}</source>
        <translation>{gpus}× {gpu}，{cpus}× {cpu}，{memory} GiB，{form}</translation>
    </message>
</context>
<context>
    <name>summary.storage</name>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="103"/>
        <source>{capacity} GB {interface} {form}, {read} MB/s read</source>
        <translation>{capacity} GB {interface} {form}，读取 {read} MB/s</translation>
    </message>
</context>
<context>
    <name>term</name>
    <message>
        <location filename="../../core/parts/parts.cpp" line="40"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="41"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="42"/>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="43"/>
        <source>storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="44"/>
        <source>power supply</source>
        <translation>电源</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="45"/>
        <source>motherboard</source>
        <translation>主板</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="46"/>
        <source>chassis</source>
        <translation>机箱</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="47"/>
        <source>CPU cooler</source>
        <translation>CPU 散热器</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="48"/>
        <source>network card</source>
        <translation>网卡</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="49"/>
        <source>server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="50"/>
        <source>cloud instance</source>
        <translation>云实例</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="51"/>
        <source>edge device</source>
        <translation>边缘设备</translation>
    </message>
    <message>
        <location filename="../../core/parts/parts.cpp" line="53"/>
        <source>part</source>
        <translation>部件</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="17"/>
        <source>tokens/s</source>
        <translation>token/秒</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="19"/>
        <source>samples/s</source>
        <translation>样本/秒</translation>
    </message>
    <message>
        <location filename="../../core/build/barreltext.cpp" line="20"/>
        <source>units/s</source>
        <translation>单位/秒</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="18"/>
        <source>air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="19"/>
        <source>liquid (AIO)</source>
        <translation>一体式水冷</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="20"/>
        <source>Full tower</source>
        <translation>全塔</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="21"/>
        <source>Mid tower</source>
        <translation>中塔</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="22"/>
        <source>Deskside tower</source>
        <translation>桌边塔式</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="23"/>
        <source>proprietary</source>
        <translation>专有规格</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="24"/>
        <source>SoC (no chipset)</source>
        <translation>SoC（无芯片组）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="25"/>
        <source>none (SoC platform)</source>
        <translation>无（SoC 平台）</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="39"/>
        <source>{units}U rack</source>
        <translation>{units}U 机架式</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="41"/>
        <source>{units}U rack, direct liquid cooled</source>
        <translation>{units}U 机架式，直接液冷</translation>
    </message>
    <message>
        <location filename="../../core/parts/partsummary.cpp" line="43"/>
        <source>{units}U rack-mountable tower</source>
        <translation>{units}U 可上架塔式</translation>
    </message>
</context>
<context>
    <name>threshold.evidence</name>
    <message>
        <location filename="../../core/validation/validation.cpp" line="49"/>
        <source>Healthy device copies reach 79–91 % of the memory spec: BabelStream copy A100 SXM 79 %, H100 SXM 87 %, H200 84 % (Azure benchmarking guide); RTX 3090 89 %, RTX 4090 90 %, H100 PCIe 82 % (device-benchmarks). PASS from 75 %, FAIL below 0.75 × 79 %.</source>
        <translation>健康的显存拷贝可达显存规格的 79–91 %：BabelStream copy 在 A100 SXM 上 79 %、H100 SXM 87 %、H200 84 %（Azure 基准测试指南）；RTX 3090 89 %、RTX 4090 90 %、H100 PCIe 82 %（device-benchmarks）。75 % 起为通过，低于 0.75 × 79 % 为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="55"/>
        <source>As device_copy: BabelStream triad reaches the same share (A100 SXM 83 %, H100 SXM 89 %, H200 86 %).</source>
        <translation>同 device_copy：BabelStream triad 达到相同占比（A100 SXM 83 %、H100 SXM 89 %、H200 86 %）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="59"/>
        <source>A dependent-FMA kernel that fills every SM reaches 85–95 % of the FP32 peak; FAIL below 0.75 × 85 %.</source>
        <translation>占满所有 SM 的相关 FMA 内核可达 FP32 峰值的 85–95 %；低于 0.75 × 85 % 为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="63"/>
        <source>cuBLAS SGEMM (no tensor cores) reaches 98 % of the FP32 peak on A100 SXM, 77 % on H100 SXM and H200, 70 % on RTX 3090 and 51 % on L40S, whose doubled Ada FP32 peak no SGEMM reaches (torch.mm, torch-performance-test-data). PASS from 48 %; a card far below its own healthy share shows it in fp32_fma.</source>
        <translation>cuBLAS SGEMM（不用张量核心）在 A100 SXM 上达到 FP32 峰值的 98 %，H100 SXM 与 H200 上 77 %，RTX 3090 上 70 %，L40S 上 51 %——Ada 翻倍的 FP32 峰值没有 SGEMM 能达到（torch.mm，torch-performance-test-data）。48 % 起为通过；远低于自身健康占比的显卡会在 fp32_fma 中显现。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="72"/>
        <source>cuBLAS TF32 GEMM reaches 64 % of the dense peak on H100 PCIe, 69 % on A100 PCIe, 75–81 % on H100 SXM (torch-performance-test-data); PASS from 60 %.</source>
        <translation>cuBLAS TF32 GEMM 在 H100 PCIe 上达到稠密峰值的 64 %，A100 PCIe 上 69 %，H100 SXM 上 75–81 %（torch-performance-test-data）；60 % 起为通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="77"/>
        <source>cuBLAS FP16 GEMM at n = 8192 reaches 81 % of the dense peak on A100 SXM, 74–77 % on H100 SXM and H200, 73 % on L40S (Azure, torch-performance-test-data); GeForce cards pass 100 % of the FP32-accumulate figure at boost clocks. The lowest healthy BF16/FP16 share is H100 PCIe&apos;s 66 % (power-limited); PASS from 62 %, FAIL below 0.75 × 62 %.</source>
        <translation>n = 8192 的 cuBLAS FP16 GEMM 在 A100 SXM 上达到稠密峰值的 81 %，H100 SXM 与 H200 上 74–77 %，L40S 上 73 %（Azure，torch-performance-test-data）；GeForce 显卡在加速频率下超过 FP32 累加指标的 100 %。健康卡中最低的 BF16/FP16 占比是 H100 PCIe 的 66 %（受功耗限制）；62 % 起为通过，低于 0.75 × 62 % 为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="85"/>
        <source>As gemm_fp16: BF16 runs on the same tensor cores (A100 SXM 85 %, H100 SXM 80 %, H200 80 %, L40S 74 %, H100 PCIe 66 %).</source>
        <translation>同 gemm_fp16：BF16 在相同的张量核心上运行（A100 SXM 85 %、H100 SXM 80 %、H200 80 %、L40S 74 %、H100 PCIe 66 %）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="91"/>
        <source>cuBLASLt FP8 at n = 8192 reaches 65 % of the dense FP8 peak on H100 SXM and 66 % on H200 (Azure), 71–73 % at the best shape (mamf-finder); PASS from 60 %.</source>
        <translation>n = 8192 的 cuBLASLt FP8 在 H100 SXM 上达到稠密 FP8 峰值的 65 %，H200 上 66 %（Azure），最佳形状下 71–73 %（mamf-finder）；60 % 起为通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="95"/>
        <source>Pinned host-to-device copies reach 76–84 % of PCIe 4.0 x16 on RTX 4090 nodes (nvbandwidth issue 15) and 81–88 % of PCIe 5.0 x16 on H100 and H200 (Azure, ml-engineering); PASS from 72 %, FAIL below 0.75 × 72 % (DCGM PCIe plugin rule). A GPU on the far socket&apos;s memory reads low: the probe pins its buffers on the GPU&apos;s own NUMA node where it can.</source>
        <translation>锁页内存的主机到设备拷贝在 RTX 4090 节点上可达 PCIe 4.0 x16 的 76–84 %（nvbandwidth issue 15），在 H100 与 H200 上可达 PCIe 5.0 x16 的 81–88 %（Azure，ml-engineering）；72 % 起为通过，低于 0.75 × 72 % 为不通过（DCGM PCIe 插件的规则）。使用远端插槽内存的 GPU 读数偏低：测试会尽量把缓冲区锁定在 GPU 所在的 NUMA 节点上。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="102"/>
        <source>As h2d_pinned, device to host (RTX 4090 83–86 %, H200 87 %).</source>
        <translation>同 h2d_pinned，方向为设备到主机（RTX 4090 83–86 %、H200 87 %）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="104"/>
        <source>Device-to-device copies between two GPUs reach 83 % of NVLink per direction on H100 SXM, 88 % on H200, 88–92 % on A100 (p2pBandwidthLatencyTest, nvbandwidth; ml-engineering, NCCL issue 1264), each pair against the link NVML reports for it, NVLink or PCIe. Each ordered pair is judged; a pair the platform cannot connect directly is waived (SKIPPED), and its copies through host memory are shown beside it.</source>
        <translation>两块 GPU 之间的设备到设备拷贝在 H100 SXM 上可达 NVLink 单向带宽的 83 %，H200 上 88 %，A100 上 88–92 %（p2pBandwidthLatencyTest、nvbandwidth；ml-engineering，NCCL issue 1264），每对 GPU 都与 NVML 报告的链路（NVLink 或 PCIe）比较。每个有序的 GPU 对单独判定；平台无法直连的一对豁免（跳过），旁边显示其经主机内存中转的拷贝速度。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="111"/>
        <source>nccl-tests&apos; bus bandwidth (algbw × 2(n−1)/n) is meant to compare with the link&apos;s per-direction bandwidth (nccl-tests, PERFORMANCE.md). A healthy 8× H100 SXM node reached 479.7 GB/s at 8 GiB, 107 % of NVLink&apos;s 450 GB/s per direction with NVLink SHARP (AI @ Georgia Tech / Voltage Park cluster benchmark, NCCL 2.24.3). The PASS bar of 70 % is dlrig&apos;s choice: the ring efficiency its barrel assumes (allreduce-efficiency 0.7); FAIL below half.</source>
        <translation>nccl-tests 的总线带宽（algbw × 2(n−1)/n）用于与链路的单向带宽比较（nccl-tests，PERFORMANCE.md）。一台健康的 8× H100 SXM 节点在 8 GiB 时达到 479.7 GB/s，借助 NVLink SHARP 达到 NVLink 单向 450 GB/s 的 107 %（AI @ Georgia Tech / Voltage Park 集群基准测试，NCCL 2.24.3）。70 % 的通过线是 dlrig 的选择：即木桶所假设的环形效率（allreduce-efficiency 0.7）；低于一半为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="119"/>
        <source>STREAM copy/scale/add/triad with one thread per core reach roughly 60–85 % of channels × MT/s × 8 B on desktop and server parts (McCalpin&apos;s STREAM results); WARN below, FAIL below 0.75 × 60 %.</source>
        <translation>每核一个线程的 STREAM copy/scale/add/triad 在桌面和服务器平台上大约达到 通道数 × MT/s × 8 B 的 60–85 %（McCalpin 的 STREAM 结果）；低于此为警告，低于 0.75 × 60 % 为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="123"/>
        <location filename="../../core/validation/validation.cpp" line="124"/>
        <location filename="../../core/validation/validation.cpp" line="125"/>
        <source>As stream_copy.</source>
        <translation>同 stream_copy。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="127"/>
        <source>OpenBLAS SGEMM/DGEMM on all cores reach roughly 60–90 % of the vector FMA peak at base clock; the peak assumes two FMA units of the widest vector, so a lower bar keeps CPUs with one unit from failing.</source>
        <translation>全部核心上的 OpenBLAS SGEMM/DGEMM 大约达到基础频率下向量 FMA 峰值的 60–90 %；该峰值按最宽向量的两个 FMA 单元计算，因此采用较低的通过线，以免只有一个 FMA 单元的 CPU 被判为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="131"/>
        <source>As sgemm.</source>
        <translation>同 sgemm。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="133"/>
        <source>Sequential 1 MiB reads with several requests in flight reach the datasheet figure within about 10–20 % (fio on the same drive); FAIL below half.</source>
        <translation>多个请求并发的 1 MiB 顺序读取与规格书数值相差约 10–20 % 以内（同一块盘上的 fio 测试）；低于一半为不通过。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="138"/>
        <source>Sequential writes fall below the datasheet once the drive&apos;s SLC cache fills; WARN below 70 %.</source>
        <translation>硬盘的 SLC 缓存写满后，顺序写入会低于规格书数值；低于 70 % 为警告。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="142"/>
        <source>The machine has the GPUs the build says.</source>
        <translation>机器中的 GPU 数量与配置单一致。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="144"/>
        <source>The CUDA runtime reports the memory left after the driver&apos;s reservations: a few per cent under the nominal size.</source>
        <translation>CUDA 运行时报告的是驱动预留之后剩余的显存：比标称容量少几个百分点。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="149"/>
        <source>The GPUs are the model the build says (by name, as CUDA reports it).</source>
        <translation>GPU 型号与配置单一致（按 CUDA 报告的名称）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="151"/>
        <source>The CPU is the model the build says (by name, as /proc/cpuinfo reports it).</source>
        <translation>CPU 型号与配置单一致（按 /proc/cpuinfo 报告的名称）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="154"/>
        <source>Each GPU&apos;s link trained at the generation the GPU and board support.</source>
        <translation>每块 GPU 的链路都协商到了 GPU 与主板共同支持的 PCIe 代数。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="156"/>
        <source>Each GPU&apos;s link trained at its full width (x16).</source>
        <translation>每块 GPU 的链路都协商到了完整宽度（x16）。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="158"/>
        <source>The burn-in&apos;s SGEMM, sustained with every GPU of the node loaded at once: the bar of gemm_fp32 against the FP32 peak, so a card that slows under the node&apos;s heat shows it.</source>
        <translation>烤机中的 SGEMM 在节点所有 GPU 同时满载时持续运行：以 gemm_fp32 的通过线对照 FP32 峰值，因此在整机发热下降速的显卡会显现出来。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="163"/>
        <source>No problem during the burn-in: at most 85 °C, no new uncorrected ECC error, no memory row remap pending (NVML), as DCGM&apos;s diagnostic checks after its stress tests.</source>
        <translation>烤机期间没有问题：温度不超过 85 °C，没有新的不可纠正 ECC 错误，没有待处理的显存行重映射（NVML），与 DCGM 诊断在压力测试后的检查相同。</translation>
    </message>
    <message>
        <location filename="../../core/validation/validation.cpp" line="168"/>
        <source>No hardware slowdown (thermal or power brake, NVML clock-event reasons 0x8, 0x40, 0x80) during the burn-in: DCGM&apos;s diagnostic fails a GPU that throttles under its stress tests.</source>
        <translation>烤机期间没有硬件降频（温度或功耗制动，NVML 时钟事件原因 0x8、0x40、0x80）：DCGM 诊断会判定在压力测试下降频的 GPU 不通过。</translation>
    </message>
</context>
<context>
    <name>verbatim</name>
    <message>
        <location filename="../../core/base/recognise.cpp" line="94"/>
        <source>{text}</source>
        <translation>{text}</translation>
    </message>
</context>
</TS>
