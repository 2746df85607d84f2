#include "core/estimate/memorybound.h"

#include "core/estimate/memoryestimate.h"

namespace dlrig::core {

namespace {

double d(int value)
{
    return static_cast<double>(value);
}

bool fp32Activations(Precision p)
{
    return p == Precision::Fp32 || p == Precision::Tf32;
}

// Values the memory-bound operators of one layer read and write per token,
// forward and backward, counted from the tensors each operator touches: a norm
// reads its input and writes its output (backward: reads the input and the
// incoming gradient, writes the outgoing one); a residual addition reads two
// and writes one (backward: the gradient of the residual stream is summed
// from its two uses, the same three); rotary embeddings rewrite the queries
// and keys; a plain activation reads and writes the FFN's width (backward
// three times it), a gated one reads two and writes one (backward reads three
// and writes two); an unfused softmax (standard attention) reads and writes
// every score (backward three times the scores). FlashAttention keeps the
// scores on chip: they cost nothing here. A training dropout (PyTorch's
// fused_dropout kernel) reads its input and writes its output and a one-byte
// mask; backward reads the gradient and the mask and writes the gradient:
// after the attention projection and after the FFN, and on the scores of an
// unfused softmax (FlashAttention drops inside its kernel).
struct LayerValues {
    double forward = 0;
    double backward = 0;
    double scoresForward = 0; // of forward: the softmax (and dropout) over the scores
    double maskBytes = 0;     // dropout masks, one byte a value, written forward and read backward
};

LayerValues layerValues(const TransformerShape &s, double ffnWidth, double attendedPositions, bool standardAttention,
                        bool dropout)
{
    const double h = d(s.hidden);
    const bool rope = s.learnedPositions == 0 && s.imageTokens() == 0;
    const double rotated = rope ? d(s.attentionDim() + (s.latentAttention() ? s.qkRopeHeadDim : s.kvDim())) : 0;
    const bool gated = s.ffnKind == FfnKind::Gated;
    const double scores = standardAttention ? d(s.heads) * attendedPositions : 0;
    const double droppedHidden = dropout ? 2 * h : 0, droppedScores = dropout ? scores : 0;
    LayerValues v;
    v.scoresForward = 2 * scores + 2 * droppedScores;
    v.forward =
        2 * (2 * h) + 2 * (3 * h) + 2 * rotated + (gated ? 3 : 2) * ffnWidth + 2 * droppedHidden + v.scoresForward;
    v.backward = 2 * (3 * h) + 2 * (3 * h) + 2 * rotated + (gated ? 5 : 3) * ffnWidth + 2 * droppedHidden + 3 * scores +
                 2 * droppedScores;
    v.maskBytes = 2 * (droppedHidden + droppedScores);
    return v;
}

double transformerBytesPerToken(const Workload &w, const Assumptions &a, const TransformerShape &s)
{
    const bool training = w.task != Task::Infer;
    const bool vision = s.imageTokens() > 0;
    const double positions = vision ? d(s.imageTokens()) : d(w.sequence);
    const bool standard = w.attention == Attention::Standard;
    const double layers = d(s.totalLayers());
    // The FFN width a token passes: its routed and shared experts' in expert
    // layers, the dense width in the others.
    const double expertLayers = d(s.expertLayers());
    const double expertWidth = d(s.ffn) * d(s.expertsPerToken + s.sharedExperts);
    const double denseWidth = s.experts > 1 && s.denseFfn > 0 ? d(s.denseFfn) : d(s.ffn);
    const double averageFfn =
        layers > 0 ? (expertLayers * expertWidth + (layers - expertLayers) * denseWidth) / layers : 0;
    const bool dropout = training && s.dropout > 0;
    const LayerValues layer = layerValues(
        s, averageFfn, layers > 0 ? s.attendedLayerPositions(positions, layers) / layers : 0, standard, dropout);

    double values = layers * layer.forward + 2 * d(s.hidden); // the layers, the embedding lookup
    double maskBytes = layers * layer.maskBytes;
    if (dropout) { // the embeddings' dropout, forward and backward
        values += 2 * d(s.hidden) + 2 * d(s.hidden);
        maskBytes += 2 * d(s.hidden);
    }
    if (training) {
        values += layers * layer.backward + 2 * d(s.hidden); // and the embedding's gradient
        if (w.recompute == Recompute::Full)
            values += layers * layer.forward;
        else if (w.recompute == Recompute::Selective)
            values += layers * layer.scoresForward;
    }
    double bytes = values * (fp32Activations(w.precision) ? 4 : 2) + maskBytes;
    if (training && s.vocab > 0 && !vision) {
        // The loss reads the fp32 logits forward and again backward and writes
        // their 16-bit gradient (Korthikanti et al. 2022, §4.3: 4·s·b·v bytes
        // of logits); masked-language models score the positions their head
        // runs on (mlm-scored-fraction).
        const double scored = w.model.kind == ModelKind::EncoderLm ? a.mlmScoredFraction : 1.0;
        bytes += scored * d(s.vocab) * (4 + 4 + 2);
    }
    return bytes;
}

// A ResNet's batch norms, ReLUs and shortcut additions per image: training
// runs batch norm and ReLU as one fused pass that reads every convolution's
// output twice (statistics, then normalise) and writes it once, and backward
// reads the input and the gradient twice (the reductions, then dx) and writes
// dx: 3 + 5 per value; a shortcut addition reads two and writes one, forward
// and backward (3 + 3). Inference with eager kernels applies the folded batch
// norm and ReLU in one pass (2) and the addition (3); compiled engines
// (TensorRT, torch.compile with frozen weights) fold both into the
// convolution: nothing is left.
double resnetBytesPerImage(const Workload &w, const CnnCounts &counts)
{
    double values = 0;
    if (w.task != Task::Infer)
        values = counts.convolutionOutputs * (3 + 5) + counts.blockOutputs * (3 + 3);
    else if (w.kernels != Kernels::Compiled)
        values = counts.convolutionOutputs * 2 + counts.blockOutputs * 3;
    return values * (fp32Activations(w.precision) ? 4 : 2);
}

} // namespace

double memoryBoundBytesPerUnit(const Workload &w, const Assumptions &a, int tensorParallel)
{
    if (a.mfu > 0)
        return 0;
    const double tensor = tensorParallel > 0 ? d(tensorParallel) : 1.0;
    if (w.model.transformer)
        return transformerBytesPerToken(w, a, *w.model.transformer) *
               (w.model.transformer->imageTokens() > 0 ? d(w.model.transformer->imageTokens()) : 1.0) / tensor;
    if (w.model.resnet)
        return resnetBytesPerImage(w, countResNet(*w.model.resnet)) / tensor;
    return 0;
}

double optimizerStepBytesPerParam(const Workload &w, const Assumptions &a)
{
    if (w.task == Task::Infer || w.optimizer == Optimizer::None || a.mfu > 0)
        return 0;
    const StateBytes state = trainingStateBytes(w.precision, w.optimizer);
    return 2 * state.total() - state.gradients;
}

} // namespace dlrig::core
