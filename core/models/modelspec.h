#pragma once

#include "core/models/resnet.h"

#include <optional>
#include <string>
#include <string_view>

namespace dlrig::core {

enum class ModelKind {
    DecoderLm,        // GPT, Llama, Mistral, Qwen: causal language models
    EncoderLm,        // BERT
    EncoderDecoderLm, // T5
    VisionTransformer,
    Cnn,       // ResNet
    Detector,  // YOLO
    Diffusion, // Stable Diffusion: UNet trained, text encoder and VAE frozen
};

enum class FfnKind { Plain, Gated };        // Plain: up, act, down (GPT, BERT, T5). Gated: SwiGLU (Llama).
enum class NormKind { LayerNorm, RmsNorm }; // LayerNorm has weight and bias, RMSNorm weight only.

std::string_view toString(ModelKind kind);
std::optional<ModelKind> modelKindFromString(std::string_view name);

// The hyper-parameters of a transformer, named as in Hugging Face configs.
struct TransformerShape {
    int layers = 0;        // encoder layers for encoder-decoder models
    int decoderLayers = 0; // only for encoder-decoder models
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0; // grouped-query attention; equals heads for multi-head attention
    int headDim = 0; // usually hidden / heads; T5 and GPT-3 13B differ
    int ffn = 0;     // intermediate size of one expert
    int vocab = 0;
    FfnKind ffnKind = FfnKind::Gated;
    NormKind norm = NormKind::RmsNorm;
    bool tiedEmbeddings = false;
    bool qkvBias = false;     // bias on q, k, v only (Qwen2)
    bool linearBias = false;  // bias on every linear layer (GPT-2, BERT, ViT)
    int learnedPositions = 0; // rows of a learned position table, 0 for RoPE/relative
    int tokenTypes = 0;       // BERT's segment embeddings
    bool pooler = false;      // BERT's pooler (hidden × hidden + bias)
    int experts = 1;          // mixture of experts: experts per layer
    int expertsPerToken = 1;  // and how many each token uses
    int sharedExperts = 0;    // experts every token uses besides its routed ones (DeepSeek's n_shared_experts)
    int denseLayers = 0;      // layers with a dense FFN instead (DeepSeek's leading first_k_dense_replace,
                              // Llama 4 Maverick's every other layer)
    int denseFfn = 0;         // and its intermediate size
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): keys and values are
    // rebuilt from one cached latent of kvLoraRank values plus a RoPE key of
    // qkRopeHeadDim shared by all heads; queries pass a qLoraRank bottleneck
    // (0: a full projection). headDim is a query/key head (no-RoPE + RoPE
    // parts), vHeadDim a value head.
    int kvLoraRank = 0;
    int qLoraRank = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;
    // Sliding-window attention (gpt-oss, Gemma 3): slidingLayers of the layers
    // attend only to the last slidingWindow positions (config.json's
    // layer_types and sliding_window); the others see the whole context.
    int slidingWindow = 0;
    int slidingLayers = 0;
    // Multi-token prediction (DeepSeek-V3's num_nextn_predict_layers): extra
    // layers that draft tokens for speculative decoding. Held with the weights,
    // never part of a step's reads or the published total.
    int mtpLayers = 0;
    // Dropout while training (config.json's hidden_dropout_prob and
    // attention_probs_dropout_prob, GPT-2's resid_pdrop and attn_pdrop; the
    // models here use one rate for both): after the embeddings, the attention
    // projection and the FFN, and on the attention probabilities. 0: none,
    // as today's LLMs train.
    double dropout = 0;
    // Vision transformers: image side, patch side, classifier classes.
    int imageSize = 0;
    int patchSize = 0;
    int classes = 0;

    int attentionDim() const { return heads * headDim; }
    int kvDim() const { return kvHeads * headDim; }
    bool latentAttention() const { return kvLoraRank > 0; }
    // Positions summed over the layers (of one stack) that one token attends to
    // at a context of `positions`: full layers all of them, windowed layers at
    // most the window.
    double attendedLayerPositions(double positions, double layerCount) const;
    int valueHeadDim() const { return vHeadDim > 0 ? vHeadDim : headDim; }
    // Layers whose FFN is a mixture of experts (all but the dense ones).
    int expertLayers() const { return experts > 1 ? layers + decoderLayers - denseLayers : 0; }
    int totalLayers() const { return layers + decoderLayers; }
    // Tokens one sample is made of for vision transformers ((image/patch)² + CLS).
    int imageTokens() const;
};

// Where a transformer's parameters sit. Counts are per model, all layers.
struct ParameterBreakdown {
    double embeddings = 0; // lookup tables: tokens, positions, segments, ViT CLS/positions
    double attention = 0;
    double ffnTotal = 0;  // all experts
    double ffnActive = 0; // the experts one token uses
    double routedExperts = 0; // of ffnTotal, the routed experts (a token uses k of E of them)
    double norms = 0;
    double head = 0; // untied LM head, pooler, ViT patch embedding and classifier
    // Multi-token-prediction layers: held with the weights, outside total() and
    // active() (publishers leave them out; a decoding step does not read them).
    double mtp = 0;

    double total() const { return embeddings + attention + ffnTotal + norms + head; }
    double active() const { return embeddings + attention + ffnActive + norms + head; }
};

// Counts the parameters a transformer's hyper-parameters imply: the formula
// follows the layer definitions of Hugging Face transformers (modeling_llama,
// modeling_gpt2, modeling_bert, modeling_t5, modeling_vit).
ParameterBreakdown countParameters(const TransformerShape &shape);

// A model in the library, or one a user describes with --params and flags.
struct ModelSpec {
    std::string slug; // "llama-2-7b"
    std::string name; // "Llama 2 7B"
    ModelKind kind = ModelKind::DecoderLm;
    std::optional<TransformerShape> transformer;
    std::optional<ResNetShape> resnet; // CNNs whose layers dlrig walks

    double publishedParams = 0;       // total, as its authors report it
    double publishedActiveParams = 0; // per token for mixtures of experts, else 0
    double frozenParams = 0;          // never trained (Stable Diffusion's text encoder and VAE)
    double forwardMacsPerSample = 0;  // non-transformers: multiply-accumulates per input
    std::string inputDescription;     // "224x224 RGB", "512x512 (64x64x4 latent)"
    // The PyTorch operators one eager forward pass issues, counted in the
    // model's code, for models whose layers dlrig does not walk (0: not counted).
    int countedEagerOperators = 0;
    std::string eagerOperatorsSource;
    int contextLength = 0;            // maximum sequence length of language models
    // The global batch its authors trained with, per optimizer step: tokens for
    // language models, samples otherwise; 0 where not published.
    double publishedGlobalBatchTokens = 0;
    int publishedGlobalBatchSamples = 0;
    std::string globalBatchSource;
    std::string configSource;         // where the hyper-parameters come from
    std::string paramsSource;         // where publishedParams comes from
    // Library models count their parameters from the shape, so overriding a
    // flag changes the size; a user's --params with a partial shape wins instead.
    bool countFromShape = true;

    // Where the parameters sit: counted from the shape, scaled to the given
    // total when the total is authoritative. Only for models with a shape.
    ParameterBreakdown parameterBreakdown() const;

    // Parameters used by the estimators: counted from the shape where there is
    // one (so user overrides take effect), the published total otherwise.
    double totalParams() const;
    double activeParams() const;
    // Multiply-accumulates of one forward pass over one input, for models
    // without a transformer shape: counted from a ResNet's layers, else published.
    double forwardMacs() const;
    // The PyTorch operators one eager forward pass of a model without a
    // transformer shape issues: counted from a ResNet's shape (its autocast
    // casts included when `autocast`), else as the library entry states; 0 for
    // transformers (dispatched per layer) and where not counted.
    int eagerForwardOperators(bool autocast) const;
    // Parameters a token or sample multiplies by (no lookup tables), per token.
    double matmulParamsPerToken() const;
    bool isLanguageModel() const;
};

} // namespace dlrig::core
