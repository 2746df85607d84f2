#include "core/models/modellibrary.h"
#include "core/base/jsoninput.h"

#include "core/base/jsonreader.h"
#include "core/models/workload.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace dlrig::core {

extern const char *const kBuiltInModelsJson; // generated from core/data/models.json

namespace {

using nlohmann::json;

TransformerShape readShape(const json &object, const std::string &where)
{
    if (!object.is_object())
        throw InputError("transformer", where + ": 'transformer' must be an object");
    const JsonReader r(object, where + ": transformer");
    r.rejectUnknown({"layers",
                     "decoder_layers",
                     "hidden",
                     "heads",
                     "kv_heads",
                     "head_dim",
                     "ffn",
                     "vocab",
                     "ffn_kind",
                     "norm",
                     "tied_embeddings",
                     "qkv_bias",
                     "linear_bias",
                     "learned_positions",
                     "token_types",
                     "pooler",
                     "experts",
                     "experts_per_token",
                     "shared_experts",
                     "dense_layers",
                     "dense_ffn",
                     "kv_lora_rank",
                     "q_lora_rank",
                     "qk_rope_head_dim",
                     "v_head_dim",
                     "sliding_window",
                     "sliding_layers",
                     "mtp_layers",
                     "dropout",
                     "image_size",
                     "patch_size",
                     "classes"});
    TransformerShape s;
    s.layers = r.integer("layers", -1, 1);
    s.decoderLayers = r.integer("decoder_layers", 0, 0);
    s.hidden = r.integer("hidden", -1, 1);
    s.heads = r.integer("heads", -1, 1);
    s.kvHeads = r.integer("kv_heads", s.heads, 1);
    if (s.hidden % s.heads != 0 && !object.contains("head_dim"))
        r.fail("head_dim", "is needed because hidden is not divisible by heads");
    s.headDim = r.integer("head_dim", s.hidden / s.heads, 1);
    s.ffn = r.integer("ffn", -1, 1);
    s.vocab = r.integer("vocab", -1, 0);
    s.ffnKind = r.choice<FfnKind>("ffn_kind", FfnKind::Gated, {{"gated", FfnKind::Gated}, {"plain", FfnKind::Plain}});
    s.norm = r.choice<NormKind>("norm", NormKind::RmsNorm,
                                {{"rmsnorm", NormKind::RmsNorm}, {"layernorm", NormKind::LayerNorm}});
    s.tiedEmbeddings = r.flag("tied_embeddings");
    s.qkvBias = r.flag("qkv_bias");
    s.linearBias = r.flag("linear_bias");
    s.learnedPositions = r.integer("learned_positions", 0, 0);
    s.tokenTypes = r.integer("token_types", 0, 0);
    s.pooler = r.flag("pooler");
    s.experts = r.integer("experts", 1, 1);
    s.expertsPerToken = r.integer("experts_per_token", 1, 1);
    s.sharedExperts = r.integer("shared_experts", 0, 0);
    s.denseLayers = r.integer("dense_layers", 0, 0);
    s.denseFfn = r.integer("dense_ffn", 0, 0);
    s.kvLoraRank = r.integer("kv_lora_rank", 0, 0);
    s.qLoraRank = r.integer("q_lora_rank", 0, 0);
    s.qkRopeHeadDim = r.integer("qk_rope_head_dim", 0, 0);
    s.vHeadDim = r.integer("v_head_dim", 0, 0);
    s.slidingWindow = r.integer("sliding_window", 0, 0);
    s.slidingLayers = r.integer("sliding_layers", 0, 0);
    s.mtpLayers = r.integer("mtp_layers", 0, 0);
    s.dropout = r.number("dropout", false, 0, 0.99);
    if ((s.slidingWindow > 0) != (s.slidingLayers > 0))
        r.fail("sliding_layers",
               "sliding_window and sliding_layers go together (the window and how many layers use it)");
    if (s.slidingLayers > s.layers)
        r.fail("sliding_layers", "must not exceed layers (" + std::to_string(s.layers) + ")");
    if ((s.sharedExperts > 0 || s.denseLayers > 0) && s.experts <= 1)
        r.fail("experts", "shared experts and dense layers belong to a mixture of experts (experts > 1)");
    if (s.denseLayers >= s.layers + s.decoderLayers)
        r.fail("dense_layers", "must leave at least one layer of experts");
    if (s.denseLayers > 0 && s.denseFfn <= 0)
        r.fail("dense_ffn", "is needed with dense_layers (the dense layers' intermediate size)");
    if (s.kvLoraRank > 0 && (s.qkRopeHeadDim <= 0 || s.qkRopeHeadDim >= s.headDim || s.vHeadDim <= 0))
        r.fail("kv_lora_rank", "latent attention needs qk_rope_head_dim (below head_dim, the query/key head) and "
                               "v_head_dim");
    s.imageSize = r.integer("image_size", 0, 0);
    s.patchSize = r.integer("patch_size", 0, 0);
    s.classes = r.integer("classes", 0, 0);
    if (s.heads % s.kvHeads != 0)
        r.fail("kv_heads", "must divide heads (" + std::to_string(s.heads) + ")");
    if (s.expertsPerToken > s.experts)
        r.fail("experts_per_token", "must not exceed experts (" + std::to_string(s.experts) + ")");
    return s;
}

ResNetShape readResNet(const json &object, const std::string &where)
{
    if (!object.is_object())
        throw InputError("resnet", where + ": 'resnet' must be an object");
    const JsonReader r(object, where + ": resnet");
    r.rejectUnknown({"blocks", "image_size", "classes", "base_width"});
    ResNetShape shape;
    const auto blocks = object.find("blocks");
    if (blocks == object.end() || !blocks->is_array() || blocks->empty())
        r.fail("blocks", "must be a non-empty array of block counts per stage");
    for (const json &count : *blocks) {
        if (!count.is_number_integer() || count.get<int>() < 1 || count.get<int>() > 1000)
            r.fail("blocks", "must hold integers between 1 and 1000");
        shape.blocks.push_back(count.get<int>());
    }
    shape.imageSize = r.integer("image_size", 224, 32);
    shape.classes = r.integer("classes", 1000, 1);
    shape.baseWidth = r.integer("base_width", 64, 1);
    return shape;
}

ModelSpec readModel(const json &object, const std::string &where)
{
    if (!object.is_object())
        throw InputError("models", where + ": expected an object");
    const JsonReader first(object, where);
    const std::string slug = first.text("slug");
    const std::string named = where + " (" + slug + ")";
    const JsonReader r(object, named);
    r.rejectUnknown({"slug", "name", "kind", "transformer", "resnet", "context_length", "published_params",
                     "published_active_params", "frozen_params", "forward_macs", "input", "config_source",
                     "params_source", "global_batch_tokens", "global_batch_samples", "global_batch_source",
                     "eager_operators", "eager_operators_source", "note"});
    ModelSpec m;
    m.slug = slug;
    m.name = r.text("name");
    const auto kind = modelKindFromString(r.text("kind"));
    if (!kind)
        r.fail("kind", "must be one of decoder-lm, encoder-lm, encoder-decoder-lm, vision-transformer, cnn, "
                       "detector, diffusion");
    m.kind = *kind;
    if (object.contains("transformer"))
        m.transformer = readShape(object.at("transformer"), named);
    if (object.contains("resnet"))
        m.resnet = readResNet(object.at("resnet"), named);
    if (m.transformer && m.resnet)
        r.fail("resnet", "cannot be given together with 'transformer'");
    m.contextLength = r.integer("context_length", 0, 0);
    m.publishedParams = r.number("published_params", true);
    m.publishedActiveParams = r.number("published_active_params", false);
    m.frozenParams = r.number("frozen_params", false);
    m.forwardMacsPerSample = r.number("forward_macs", false);
    m.inputDescription = r.text("input", false);
    m.publishedGlobalBatchTokens = r.number("global_batch_tokens", false, 0, 1e9);
    m.publishedGlobalBatchSamples = r.integer("global_batch_samples", 0, 0);
    m.globalBatchSource = r.text("global_batch_source", false);
    if ((m.publishedGlobalBatchTokens > 0 || m.publishedGlobalBatchSamples > 0) && m.globalBatchSource.empty())
        r.fail("global_batch_source", "is needed with a published global batch (where it is stated)");
    if (m.publishedGlobalBatchTokens > 0 && !m.isLanguageModel())
        r.fail("global_batch_tokens", "applies to language models; use global_batch_samples");
    m.countedEagerOperators = r.integer("eager_operators", 0, 0);
    m.eagerOperatorsSource = r.text("eager_operators_source", false);
    if (m.countedEagerOperators > 0 && m.eagerOperatorsSource.empty())
        r.fail("eager_operators_source", "is needed with eager_operators (the code they were counted in)");
    if (m.countedEagerOperators > 0 && (m.transformer || m.resnet))
        r.fail("eager_operators", "applies to models without a transformer or ResNet shape (theirs are counted)");
    m.configSource = r.text("config_source");
    m.paramsSource = r.text("params_source");
    if (m.publishedParams <= 0)
        r.fail("published_params", "must be positive");
    if (m.frozenParams >= m.publishedParams)
        r.fail("frozen_params", "must be less than published_params");
    if (!m.transformer && m.forwardMacsPerSample <= 0 && m.kind != ModelKind::Diffusion)
        r.fail("forward_macs", "is needed for a model without a transformer shape");
    return m;
}

// Levenshtein distance, for suggestions.
std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

ModelLibrary ModelLibrary::fromJson(std::string_view text, const std::string &origin)
{
    const json document = parseJsonInput(text, origin);
    checkFormatHeader(document, origin, "dlrig-models", "models", 1);
    if (!document.contains("models") || !document["models"].is_array())
        throw InputError("models", origin + ": 'models' must be an array");

    ModelLibrary library;
    std::set<std::string> seen;
    const json &models = document["models"];
    for (std::size_t i = 0; i < models.size(); ++i) {
        ModelSpec model = readModel(models[i], origin + ": models[" + std::to_string(i) + "]");
        if (!seen.insert(model.slug).second)
            throw InputError("slug",
                             origin + ": models[" + std::to_string(i) + "]: duplicate slug '" + model.slug + "'");
        library.m_models.push_back(std::move(model));
    }
    return library;
}

const ModelLibrary &ModelLibrary::builtIn()
{
    static const ModelLibrary library = fromJson(kBuiltInModelsJson, "core/data/models.json");
    return library;
}

const ModelSpec *ModelLibrary::find(std::string_view slug) const
{
    const auto it = std::find_if(m_models.begin(), m_models.end(), [&](const ModelSpec &m) { return m.slug == slug; });
    return it == m_models.end() ? nullptr : &*it;
}

std::vector<std::string> ModelLibrary::suggestions(std::string_view slug) const
{
    std::vector<std::pair<std::size_t, std::string>> ranked;
    for (const ModelSpec &m : m_models) {
        const bool shares =
            m.slug.find(slug) != std::string::npos || (slug.size() >= 3 && slug.find(m.slug) != std::string_view::npos);
        const std::size_t distance = shares ? 0 : editDistance(slug, m.slug);
        if (distance <= 3)
            ranked.emplace_back(distance, m.slug);
    }
    std::sort(ranked.begin(), ranked.end());
    std::vector<std::string> result;
    for (std::size_t i = 0; i < ranked.size() && i < 3; ++i)
        result.push_back(ranked[i].second);
    return result;
}

} // namespace dlrig::core
