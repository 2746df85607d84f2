#include "core/models/modelspec.h"

#include <algorithm>

#include <array>
#include <utility>

namespace dlrig::core {

namespace {

constexpr std::array<std::pair<ModelKind, std::string_view>, 7> kKindNames{{
    {ModelKind::DecoderLm, "decoder-lm"},
    {ModelKind::EncoderLm, "encoder-lm"},
    {ModelKind::EncoderDecoderLm, "encoder-decoder-lm"},
    {ModelKind::VisionTransformer, "vision-transformer"},
    {ModelKind::Cnn, "cnn"},
    {ModelKind::Detector, "detector"},
    {ModelKind::Diffusion, "diffusion"},
}};

double d(int value)
{
    return static_cast<double>(value);
}

} // namespace

std::string_view toString(ModelKind kind)
{
    for (const auto &[value, name] : kKindNames) {
        if (value == kind)
            return name;
    }
    return "unknown";
}

std::optional<ModelKind> modelKindFromString(std::string_view name)
{
    for (const auto &[value, text] : kKindNames) {
        if (text == name)
            return value;
    }
    return std::nullopt;
}

double TransformerShape::attendedLayerPositions(double positions, double layerCount) const
{
    const double sliding = std::min(d(slidingLayers), layerCount);
    const double windowed = slidingWindow > 0 ? std::min(positions, d(slidingWindow)) : positions;
    return (layerCount - sliding) * positions + sliding * windowed;
}

int TransformerShape::imageTokens() const
{
    if (imageSize <= 0 || patchSize <= 0)
        return 0;
    const int side = imageSize / patchSize;
    return side * side + 1;
}

ParameterBreakdown countParameters(const TransformerShape &s)
{
    const double h = d(s.hidden);
    const double attn = d(s.attentionDim());
    const double kv = d(s.kvDim());
    const double normSize = s.norm == NormKind::LayerNorm ? 2 * h : h;

    // One attention block: q and o are hidden × heads·head_dim, k and v hidden × kv_heads·head_dim.
    double attentionBlock = 2 * h * attn + 2 * h * kv;
    double latentNorms = 0;
    if (s.latentAttention()) {
        // DeepSeek-V3's modeling_deepseek.py: q_a_proj h × q_lora, q_b_proj
        // q_lora × heads·head_dim (or q_proj h × heads·head_dim); kv_a_proj_with_mqa
        // h × (kv_lora + rope), kv_b_proj kv_lora × heads·(no-RoPE + v); o_proj
        // heads·v × h; RMSNorms on the q and kv latents.
        const double query = s.qLoraRank > 0 ? h * d(s.qLoraRank) + d(s.qLoraRank) * attn : h * attn;
        const double noRope = d(s.headDim - s.qkRopeHeadDim);
        attentionBlock = query + h * d(s.kvLoraRank + s.qkRopeHeadDim) +
                         d(s.kvLoraRank) * d(s.heads) * (noRope + d(s.valueHeadDim())) +
                         d(s.heads) * d(s.valueHeadDim()) * h;
        latentNorms = d(s.qLoraRank) + d(s.kvLoraRank);
    }
    if (s.qkvBias || s.linearBias)
        attentionBlock += attn + 2 * kv;
    if (s.linearBias)
        attentionBlock += h;

    // One expert: gated FFNs have gate, up and down projections, plain ones up and down.
    double expert = (s.ffnKind == FfnKind::Gated ? 3 : 2) * h * d(s.ffn);
    if (s.linearBias)
        expert += d(s.ffn) * (s.ffnKind == FfnKind::Gated ? 2 : 1) + h;
    const double router = s.experts > 1 ? h * d(s.experts) : 0;

    ParameterBreakdown p;
    const bool encoderDecoder = s.decoderLayers > 0;
    const double selfAttentionLayers = d(s.layers) + d(s.decoderLayers);
    const double crossAttentionLayers = d(s.decoderLayers);
    p.attention = (selfAttentionLayers + crossAttentionLayers) * attentionBlock;
    // Mixtures of experts: routed and shared experts in the expert layers, a
    // dense FFN in the leading ones; a dense model's one FFN counts as one expert.
    const double expertLayers = s.experts > 1 ? d(s.expertLayers()) : selfAttentionLayers;
    const double denseFfn =
        d(s.denseLayers) * (s.ffnKind == FfnKind::Gated ? 3 : 2) * h * d(s.denseFfn > 0 ? s.denseFfn : s.ffn);
    p.routedExperts = s.experts > 1 ? expertLayers * d(s.experts) * expert : 0;
    p.ffnTotal = expertLayers * (d(s.experts + s.sharedExperts) * expert + router) + denseFfn;
    p.ffnActive = expertLayers * (d(s.expertsPerToken + s.sharedExperts) * expert + router) + denseFfn;
    // Two norms per layer, three in a decoder layer with cross-attention, and
    // one final norm per stack (BERT's sits after the embeddings instead).
    p.norms = normSize * (2 * d(s.layers) + 3 * d(s.decoderLayers) + (encoderDecoder ? 2 : 1)) +
              selfAttentionLayers * latentNorms;

    // DeepSeek-V3's MTP module (modeling_deepseek.py, DeepSeek-V3 report §2.2):
    // one more expert layer, its projection of [hidden; embedding] (2h × h)
    // and three norms; the embedding and output head are the model's own.
    const double expertFfn = s.experts > 1 ? d(s.experts + s.sharedExperts) * expert + router : expert;
    p.mtp = d(s.mtpLayers) * (attentionBlock + expertFfn + 2 * h * h + 3 * normSize + latentNorms);

    p.embeddings = d(s.vocab) * h + d(s.learnedPositions) * h + d(s.tokenTypes) * h;
    if (s.vocab > 0 && !s.tiedEmbeddings)
        p.head += d(s.vocab) * h;
    if (s.pooler)
        p.head += h * h + h;
    if (s.imageSize > 0) {
        // Patch embedding is a conv with 3·p² inputs per output channel, plus bias;
        // CLS token and learned positions per token; classifier with bias.
        p.head += 3.0 * d(s.patchSize) * d(s.patchSize) * h + h;
        p.embeddings += h + d(s.imageTokens()) * h;
        p.head += h * d(s.classes) + d(s.classes);
    }
    return p;
}

ParameterBreakdown ModelSpec::parameterBreakdown() const
{
    ParameterBreakdown p = countParameters(transformer.value());
    if (countFromShape || p.total() <= 0)
        return p;
    const double scale = (publishedParams - frozenParams) / p.total();
    for (double *part :
         {&p.embeddings, &p.attention, &p.ffnTotal, &p.ffnActive, &p.routedExperts, &p.norms, &p.head, &p.mtp})
        *part *= scale;
    return p;
}

double ModelSpec::totalParams() const
{
    if (resnet)
        return countResNet(*resnet).params;
    return transformer && countFromShape ? parameterBreakdown().total() + frozenParams : publishedParams;
}

int ModelSpec::eagerForwardOperators(bool autocast) const
{
    if (transformer)
        return 0;
    return resnet ? core::eagerForwardOperators(*resnet, autocast) : countedEagerOperators;
}

double ModelSpec::forwardMacs() const
{
    return resnet ? countResNet(*resnet).forwardMacs : forwardMacsPerSample;
}

double ModelSpec::activeParams() const
{
    if (transformer)
        return parameterBreakdown().active() + frozenParams;
    return publishedActiveParams > 0 ? publishedActiveParams : totalParams();
}

double ModelSpec::matmulParamsPerToken() const
{
    if (!transformer)
        return activeParams();
    const ParameterBreakdown p = parameterBreakdown();
    // A tied LM head still multiplies every token by the embedding matrix.
    const double tiedHead = transformer->tiedEmbeddings ? d(transformer->vocab) * d(transformer->hidden) : 0;
    return p.attention + p.ffnActive + p.head + tiedHead;
}

bool ModelSpec::isLanguageModel() const
{
    return kind == ModelKind::DecoderLm || kind == ModelKind::EncoderLm || kind == ModelKind::EncoderDecoderLm;
}

} // namespace dlrig::core
