#include "core/estimate/activations.h"

#include "core/base/units.h"

#include <algorithm>
#include <cmath>

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

// Tokens in one sample: the sequence for language models, patches + CLS for ViTs.
double tokensPerSample(const Workload &w)
{
    const TransformerShape &s = *w.model.transformer;
    return s.imageTokens() > 0 ? d(s.imageTokens()) : d(w.sequence);
}

// Activations are stored in 4 bytes for fp32/tf32 training, in 2 otherwise
// (mixed precision computes and keeps them in 16 bits).
double activationValueBytes(Precision precision)
{
    return storageBytesPerValue(precision) >= 4 ? 4.0 : 2.0;
}

} // namespace

double activationBytesPerLayer(const TransformerShape &shape, double s, double b, int tensorParallel,
                               Recompute recompute, Attention attention, bool crossAttention)
{
    const double t = d(tensorParallel);
    const double h = d(shape.hidden);
    if (recompute == Recompute::Full)
        return 2 * s * b * h / t;

    const double attn = d(shape.attentionDim());
    const double kv = d(shape.kvDim());
    const double f = d(shape.ffn);
    const double a = d(shape.heads);

    // Attention: QKV input 2sbh, Q 2sb·attn and K 2sb·kv for QKᵀ, V 2sb·kv,
    // output-projection input 2sb·attn, dropout mask sbh.  (Paper: 11sbh.)
    double attentionBlock = s * b * (2 * h + 2 * attn + 2 * kv + 2 * kv + 2 * attn + h);
    // Scores: softmax output 2as²b, dropout mask as²b, dropout output 2as²b.
    if (recompute == Recompute::None && attention == Attention::Standard)
        attentionBlock += 5 * a * s * s * b;
    if (crossAttention)
        attentionBlock *= 2;

    // MLP: input 2sbh and dropout mask sbh, plus per expert visited either the
    // activation's input and output (plain, 2·2sbf) or gate, up and their
    // product (gated, 3·2sbf).  (Paper, plain with f = 4h: 19sbh.)
    const double widthTerms = shape.ffnKind == FfnKind::Gated ? 6 : 4;
    const double mlp = s * b * (3 * h + widthTerms * f * d(shape.expertsPerToken + shape.sharedExperts));

    const double norms = s * b * (crossAttention ? 6 : 4) * h;
    return (attentionBlock + mlp + norms) / t;
}

double trainingActivationBytes(const Workload &w)
{
    if (w.model.resnet)
        return d(w.batch) * countResNet(*w.model.resnet).savedActivations * activationValueBytes(w.precision);
    if (!w.model.transformer)
        return 0;
    const TransformerShape &shape = *w.model.transformer;
    const double s = tokensPerSample(w);
    const double b = d(w.batch);
    const int t = w.parallel.tensor;
    // fp32 training keeps activations in 4 bytes: twice the paper's 16-bit counts.
    const double width = activationValueBytes(w.precision) / 2;

    double bytes = d(shape.layers) * activationBytesPerLayer(shape, s, b, t, w.recompute, w.attention);
    bytes += d(shape.decoderLayers) * activationBytesPerLayer(shape, s, b, t, w.recompute, w.attention, true);
    if (w.recompute == Recompute::Full) {
        // The recomputed layer's full activations exist during its backward pass.
        bytes += activationBytesPerLayer(shape, s, b, t, Recompute::None, w.attention);
    }
    if (w.model.isLanguageModel() && shape.vocab > 0 && w.parallel.pipeline == 1)
        bytes += 4 * s * b * d(shape.vocab) / d(t);
    if (shape.norm == NormKind::RmsNorm && width == 1 && w.kernels != Kernels::Compiled &&
        w.recompute != Recompute::Full) {
        // Eager RMSNorm (Hugging Face LlamaRMSNorm, LitGPT) computes in fp32 and
        // keeps its fp32 input: 4 bytes, not 2, for both norms of every layer.
        bytes += d(shape.totalLayers()) * 2 * 2 * s * b * d(shape.hidden) / d(t);
    }
    if (w.task == Task::Qlora) {
        // bitsandbytes' 4-bit matmul keeps its input for the backward pass
        // (MatMul4Bit: ctx.tensors = (A, B)), where a frozen 16-bit linear layer
        // keeps none: the q/k/v input, the output projection's, the FFN's input
        // and the down projection's, in 16 bits, for every layer that is not recomputed.
        const double inputs = 2 * s * b * (2 * d(shape.hidden) + d(shape.attentionDim()) + d(shape.ffn)) / d(t);
        const double layersKept = w.recompute == Recompute::Full ? 1 : d(shape.totalLayers());
        bytes += layersKept * inputs;
    }
    return bytes * width;
}

double promptChunkTokens(const Workload &w, const Assumptions &a)
{
    if (w.model.kind != ModelKind::DecoderLm)
        return 0;
    switch (w.kernels) {
    case Kernels::Compiled:
        return std::max(1.0, a.prefillChunkTokens);
    case Kernels::Ggml:
        return std::max(1.0, a.ggmlUbatchTokens);
    case Kernels::Eager:
    case Kernels::Hf:
        break;
    }
    return 0;
}

double promptChunks(const Workload &w, const Assumptions &a, double rows)
{
    const double chunk = w.task == Task::Infer ? promptChunkTokens(w, a) : 0;
    return chunk > 0 && rows > chunk ? std::ceil(rows / chunk) : 1;
}

double inferenceActivationBytesAt(const Workload &w, int batch, int tensor, const Assumptions &a)
{
    if (w.model.resnet) {
        // Without autograd only a layer's input and output are alive at once.
        return d(batch) * 2 * countResNet(*w.model.resnet).largestTensor * activationValueBytes(w.precision);
    }
    if (!w.model.transformer)
        return 0;
    const TransformerShape &shape = *w.model.transformer;
    const double s = tokensPerSample(w);
    const double b = d(batch);
    const double t = d(tensor);
    const double value = activationValueBytes(w.precision);
    const double widths =
        d(shape.hidden) + 2 * d(shape.attentionDim()) + 2 * d(shape.kvDim()) +
        (shape.ffnKind == FfnKind::Gated ? 3 : 2) * d(shape.ffn) * d(shape.expertsPerToken + shape.sharedExperts);
    const double chunk = promptChunkTokens(w, a);
    const double tokens = chunk > 0 ? std::min(s * b, chunk) : s * b;
    double bytes = value * tokens * widths / t;
    if (w.attention == Attention::Standard)
        bytes += value * b * d(shape.heads) * s * s / t;
    if (shape.vocab > 0)
        bytes += 4 * b * d(shape.vocab);
    return bytes;
}

double inferenceActivationBytes(const Workload &w, const Assumptions &a)
{
    return inferenceActivationBytesAt(w, w.batch, w.parallel.tensor, a);
}

} // namespace dlrig::core
