#pragma once

// The memory-bound operators of a training step or a forward pass: the work
// between the GEMMs that does almost no math per byte — norms, activation
// functions, rotary embeddings, residual additions, an unfused softmax, the
// loss over the vocabulary, a CNN's batch norms, ReLUs and shortcut additions —
// and the optimizer's update of every parameter. Each runs as its own kernel
// after the GEMM before it, so its time adds to the math: bytes ÷ (the spec
// bandwidth × bandwidth-efficiency). On a GPU whose FLOPs grow faster than its
// bandwidth (A100 → H100: 3.2× dense 16-bit FLOPs, 1.6× bandwidth), this part
// of the step shrinks less than the math.
//
// Bytes are counted from the tensors each operator reads and writes once, as
// fused kernels do (Megatron-LM's and Apex's fused norms and bias-GeLU,
// cuDNN's fused batch norm + ReLU, torch.compile): an operator written as
// several PyTorch kernels moves more. Dropout counts where the model trains
// with it (BERT, GPT-2, T5; today's LLMs train without it).
#include "core/estimate/assumptions.h"
#include "core/models/workload.h"

namespace dlrig::core {

// Bytes the memory-bound operators move per unit (token of a language model,
// image of a CNN or ViT) on one of `tensorParallel` GPUs (tensor parallelism
// runs with sequence parallelism: every tensor is split), for the workload's
// task and recomputation. 0 for models without a layer shape (CNNs other than
// ResNets, diffusion U-Nets, detectors): their step is the math alone. 0 too
// with a flat --assume mfu, which stands for the whole step.
double memoryBoundBytesPerUnit(const Workload &workload, const Assumptions &assumptions, int tensorParallel = 1);

// Bytes the optimizer step moves per trainable parameter it updates: it reads
// the weights, gradients and optimizer states and writes the weights and
// states back (trainingStateBytes: 30 for mixed-precision Adam — ZeRO's 16
// bytes read, 14 written). 0 for inference and with a flat --assume mfu.
double optimizerStepBytesPerParam(const Workload &workload, const Assumptions &assumptions);

} // namespace dlrig::core
