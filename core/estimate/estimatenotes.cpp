#include "core/estimate/estimatenotes.h"

#include "core/base/units.h"
#include "core/estimate/activations.h"
#include "core/estimate/estimate.h"

#include <cmath>

namespace dlrig::core {

namespace {

using Notes = std::vector<Message>;

std::int64_t whole(double value)
{
    return static_cast<std::int64_t>(std::llround(value));
}

std::string name(std::string_view value)
{
    return std::string(value);
}

void contextNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    if (e.request.assumedNetwork)
        notes.push_back(*e.request.assumedNetwork);
    if (w.model.contextLength > 0 && w.sequence > w.model.contextLength && w.model.isLanguageModel())
        notes.push_back(
            {DLRIG_MESSAGE("estimate.note", "seq: {tokens} tokens exceed {model}'s context of {context}; memory is "
                                            "estimated as asked"),
             {{"tokens", std::int64_t{w.sequence}},
              {"model", w.model.slug},
              {"context", std::int64_t{w.model.contextLength}}}});
}

void inferenceWeightNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    const bool quantised = isInferenceFormat(w.precision);
    const MessageArg precision{"precision", name(toString(w.precision))};
    if (!w.model.transformer) {
        if (quantised)
            notes.push_back({DLRIG_MESSAGE("estimate.note",
                                           "weights: no layer shape, so every parameter is counted in {precision}"),
                             {precision}});
    } else {
        const double mtp = w.model.parameterBreakdown().mtp;
        if (mtp > 0)
            notes.push_back({DLRIG_MESSAGE("estimate.note",
                                           "weights: + {params} B parameters of multi-token-prediction layers, held "
                                           "for speculative decoding and not read by a decoding step"),
                             {{"params", Decimal{mtp / 1e9, 1}}}});
        if (quantised)
            notes.push_back(
                {DLRIG_MESSAGE("estimate.note",
                               "weights: attention and FFN matrices in {precision} (+{scales} bytes/param of scales), "
                               "embeddings, norms and LM head in 16 bits"),
                 {precision,
                  {"scales", plainNumber(scaleBytesPerParam(w.model, w.precision, e.request.assumptions), 4)}}});
    }
    const Parallelism &par = w.parallel;
    if (par.expert > 1) {
        const int replicas = par.replicasPerExpertGroup();
        std::vector<MessageArg> args{{"experts", std::int64_t{par.expert}}, {"tensor", std::int64_t{par.tensor}}};
        if (replicas > 1) {
            args.push_back({"replicas", std::int64_t{replicas}});
            notes.push_back({DLRIG_MESSAGE("estimate.note",
                                           "weights: routed experts spread whole over {experts} GPUs (expert "
                                           "parallelism), the rest split over tensor {tensor} and held by each of the "
                                           "{replicas} data-parallel attention replicas"),
                             std::move(args)});
        } else {
            notes.push_back(
                {DLRIG_MESSAGE("estimate.note", "weights: routed experts spread whole over {experts} GPUs (expert "
                                                "parallelism), the rest split over tensor {tensor}"),
                 std::move(args)});
        }
    }
    if (w.model.transformer && (w.model.kind == ModelKind::DecoderLm || w.model.kind == ModelKind::EncoderDecoderLm)) {
        std::vector<MessageArg> args{{"tokens", std::int64_t{w.sequence}},
                                     {"batch", std::int64_t{w.batch}},
                                     {"bytes", whole(kvBytesPerValue(w.precision, w.kvCache))},
                                     {"cache", name(toString(w.kvCache))}};
        notes.push_back(
            {w.model.transformer->latentAttention()
                 ? DLRIG_MESSAGE("estimate.note", "kv cache: layers × (kv_lora_rank + qk_rope_head_dim) × {tokens} "
                                                  "tokens × batch {batch} × {bytes} bytes ({cache})")
                 : DLRIG_MESSAGE("estimate.note", "kv cache: 2 × layers × kv_heads × head_dim × {tokens} tokens × "
                                                  "batch {batch} × {bytes} bytes ({cache})"),
             std::move(args)});
    }
    // The working set of a forward pass.
    if (w.model.resnet)
        notes.push_back(
            {DLRIG_MESSAGE("estimate.note", "activations: the largest feature map's input and output, {values} values "
                                            "each per image"),
             {{"values", formatCount(countResNet(*w.model.resnet).largestTensor)}}});
    else if (!w.model.transformer)
        notes.push_back({DLRIG_MESSAGE("estimate.note",
                                       "activations: 0 — the inference working set is not modelled for {kind} models"),
                         {{"kind", name(toString(w.model.kind))}}});
    else if (const double chunk = promptChunkTokens(w, e.request.assumptions);
             chunk > 0 && static_cast<double>(w.sequence) * w.batch > chunk)
        notes.push_back({w.kernels == Kernels::Ggml
                             ? DLRIG_MESSAGE("estimate.note", "prompts processed {tokens} tokens at a time "
                                                              "(ggml-ubatch-tokens), as llama.cpp does")
                             : DLRIG_MESSAGE("estimate.note", "activations: prompts prefilled {tokens} tokens at a "
                                                              "time (prefill-chunk-tokens), as serving engines do"),
                         {{"tokens", formatCount(chunk)}}});
}

MessageText recomputeWords(Recompute recompute)
{
    switch (recompute) {
    case Recompute::Selective:
        return DLRIG_MESSAGE("estimate.recompute", "selective recomputation");
    case Recompute::Full:
        return DLRIG_MESSAGE("estimate.recompute", "full recomputation");
    case Recompute::None:
        break;
    }
    return DLRIG_MESSAGE("estimate.recompute", "no recomputation");
}

void trainingNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    const Parallelism &par = w.parallel;
    if (w.task == Task::Train && w.model.frozenParams > 0)
        notes.push_back({DLRIG_MESSAGE("estimate.note",
                                       "weights: frozen components (text encoder, VAE) held in 16 bits, not trained"),
                         {}});
    if (w.task == Task::Qlora)
        notes.push_back(
            {DLRIG_MESSAGE("estimate.note", "weights: QLoRA base in NF4 with double quantisation, 4.127 bits/param "
                                            "(Dettmers et al. 2023); embeddings, norms and LM head in 16 bits"),
             {}});
    if (w.task != Task::Train)
        notes.push_back(
            {w.lora.allLinearLayers
                 ? DLRIG_MESSAGE("estimate.note", "trainable: LoRA rank {rank} on every linear layer, {params} adapter "
                                                  "parameters")
                 : DLRIG_MESSAGE("estimate.note",
                                 "trainable: LoRA rank {rank} on q and v, {params} adapter parameters"),
             {{"rank", std::int64_t{w.lora.rank}}, {"params", formatCount(e.memory.trainableParams)}}});
    if (par.offload == Offload::Cpu)
        notes.push_back({par.zeroStage == 3
                             ? DLRIG_MESSAGE("estimate.note", "offload: optimizer states and weights in host RAM "
                                                              "(DeepSpeed ZeRO-Offload estimator)")
                             : DLRIG_MESSAGE("estimate.note", "offload: optimizer states in host RAM (DeepSpeed "
                                                              "ZeRO-Offload estimator)"),
                         {}});
    // What the backward pass keeps.
    if (w.model.resnet) {
        notes.push_back({DLRIG_MESSAGE("estimate.note",
                                       "activations: {values} values per image kept for backward, counted layer by "
                                       "layer (conv and ReLU outputs, max-pool input and indices)"),
                         {{"values", formatCount(countResNet(*w.model.resnet).savedActivations)}}});
    } else if (!w.model.transformer) {
        notes.push_back(
            {DLRIG_MESSAGE("estimate.note", "activations: 0 — not modelled for {kind} models (Korthikanti et al. 2022 "
                                            "covers transformers); measure them with the benchmark tab"),
             {{"kind", name(toString(w.model.kind))}}});
    } else {
        if (w.task == Task::Qlora)
            notes.push_back({DLRIG_MESSAGE("estimate.note", "activations: QLoRA keeps the input of every 4-bit "
                                                            "linear layer for its backward pass"),
                             {}});
        std::vector<MessageArg> args{{"recompute", recomputeWords(w.recompute)},
                                     {"attention", name(toString(w.attention))},
                                     {"batch", std::int64_t{w.batch}}};
        notes.push_back(
            {par.tensor > 1
                 ? DLRIG_MESSAGE("estimate.note", "activations: Korthikanti et al. 2022 per layer, {recompute}, "
                                                  "{attention} attention, micro-batch {batch}, sequence "
                                                  "parallelism with tensor parallelism")
                 : DLRIG_MESSAGE("estimate.note", "activations: Korthikanti et al. 2022 per layer, {recompute}, "
                                                  "{attention} attention, micro-batch {batch}"),
             std::move(args)});
    }
    const StateBytes state = trainingStateBytes(w.precision, w.optimizer);
    notes.push_back(
        {DLRIG_MESSAGE("estimate.note", "model states: {weights} + {gradients} + {optimizer} bytes/param (weights, "
                                        "gradients, optimizer; ZeRO accounting)"),
         {{"weights", plainNumber(state.weights, 4)},
          {"gradients", plainNumber(state.gradients, 4)},
          {"optimizer", plainNumber(state.optimizer, 4)}}});
    if (par.zeroStage > 0)
        notes.push_back({DLRIG_MESSAGE("estimate.note", "ZeRO stage {stage} over {gpus} data-parallel GPUs"),
                         {{"stage", std::int64_t{par.zeroStage}}, {"gpus", std::int64_t{par.dataParallel()}}}});
}

void overheadNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    const Assumptions &a = e.request.assumptions;
    std::vector<MessageArg> args{{"context", plainNumber(a.cudaContextGiB, 2)},
                                 {"slack", whole(a.allocatorFraction * 100)}};
    notes.push_back({w.task == Task::Qlora
                         ? DLRIG_MESSAGE("estimate.note",
                                         "runtime overhead: {context} GiB CUDA context + {slack} % allocator slack + "
                                         "16-bit copies of the largest layers being dequantised")
                         : DLRIG_MESSAGE("estimate.note",
                                         "runtime overhead: {context} GiB CUDA context + {slack} % allocator slack"),
                     std::move(args)});
    if (w.task == Task::Infer && w.model.kind != ModelKind::DecoderLm && w.model.kind != ModelKind::EncoderDecoderLm)
        notes.push_back({DLRIG_MESSAGE("estimate.note", "kv cache: 0 — {kind} models keep no key/value cache"),
                         {{"kind", name(toString(w.model.kind))}}});
}

void flopNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    const ComputeEstimate &c = e.compute;
    const ModelSpec &m = w.model;
    if (!m.transformer) {
        if (c.flopsPerUnit <= 0) {
            notes.push_back({DLRIG_MESSAGE("estimate.note",
                                           "compute: 0 — no published FLOPs for {model} and no layer shape to count "
                                           "them"),
                             {{"model", m.slug}}});
            return;
        }
        const MessageArg input = m.inputDescription.empty()
                                     ? MessageArg{"input", DLRIG_MESSAGE("estimate.input", "sample")}
                                     : MessageArg{"input", m.inputDescription};
        const MessageArg macs{"macs", formatCount(m.forwardMacs())};
        const MessageArg counted{
            "counted", m.resnet ? clause(DLRIG_MESSAGE("estimate.note", " (counted from the layers)")) : clause()};
        notes.push_back({w.task == Task::Infer
                             ? DLRIG_MESSAGE("estimate.note", "compute: 2 × {macs} MACs{counted} per {input} forward")
                             : DLRIG_MESSAGE("estimate.note", "compute: 2 × {macs} MACs{counted} per {input} forward, "
                                                              "×3 for forward and backward"),
                         {macs, counted, input}});
        return;
    }
    const bool vision = m.transformer->imageTokens() > 0;
    notes.push_back(
        {vision
             ? DLRIG_MESSAGE("estimate.note", "compute: PaLM-style FLOPs per image with N = {params} matmul parameters"
                                              "{experts} and {positions} positions of attention")
             : DLRIG_MESSAGE("estimate.note", "compute: PaLM-style FLOPs per token with N = {params} matmul parameters"
                                              "{experts} and {positions} positions of attention"),
         {{"params", formatCount(c.matmulParams)},
          {"experts",
           m.transformer->experts > 1 ? clause(DLRIG_MESSAGE("estimate.note", " (active experts only)")) : clause()},
          {"positions", whole(c.attentionPositions)}}});
}

MessageText decodeBoundWords(const std::string &bound)
{
    if (bound == "gaps between kernels")
        return DLRIG_MESSAGE("estimate.decode_bound", "gaps between kernels");
    if (bound == "host dispatch")
        return DLRIG_MESSAGE("estimate.decode_bound", "host dispatch");
    if (bound == "compute")
        return DLRIG_MESSAGE("estimate.decode_bound", "compute");
    return DLRIG_MESSAGE("estimate.decode_bound", "memory bandwidth");
}

void rateNotes(const Estimate &e, Notes &notes)
{
    const Workload &w = e.request.workload;
    const ComputeEstimate &c = e.compute;
    if (!e.request.gpu || c.flopsPerUnit <= 0)
        return;
    const GpuPeak &gpu = *e.request.gpu;
    const std::int64_t gpus = w.parallel.gpus;
    if (c.memoryBoundBytesPerUnit > 0)
        notes.push_back(
            {!c.perToken ? DLRIG_MESSAGE("estimate.note", "memory-bound operators: {bytes} per sample (batch norms, "
                                                          "activations, residual additions) at {share} % of the spec "
                                                          "bandwidth, after the math")
             : w.task == Task::Infer
                 ? DLRIG_MESSAGE("estimate.note",
                                 "memory-bound operators: {bytes} per token (norms, activations, residual "
                                 "additions) at {share} % of the spec bandwidth, after the math")
             : w.model.transformer && w.model.transformer->dropout > 0
                 ? DLRIG_MESSAGE("estimate.note",
                                 "memory-bound operators: {bytes} per token (norms, activations, dropout, residual "
                                 "additions, the loss) at {share} % of the spec bandwidth, after the math")
                 : DLRIG_MESSAGE("estimate.note",
                                 "memory-bound operators: {bytes} per token (norms, activations, residual "
                                 "additions, the loss) at {share} % of the spec bandwidth, after the "
                                 "math"),
             {{"bytes", formatBytes(Bytes{static_cast<std::uint64_t>(c.memoryBoundBytesPerUnit)}, ByteBase::Decimal)},
              {"share", whole(e.request.assumptions.memoryBandwidthEfficiency * 100)}}});
    if (w.model.kind == ModelKind::EncoderLm && w.task != Task::Infer && w.model.transformer &&
        w.model.transformer->vocab > 0)
        notes.push_back({DLRIG_MESSAGE("estimate.note", "masked-language pre-training: the vocabulary head and its "
                                                        "loss run on {share} % of the positions (mlm-scored-fraction)"),
                         {{"share", whole(e.request.assumptions.mlmScoredFraction * 100)}}});
    if (c.decodeTokensPerSecondPerSequence) {
        const std::int64_t share = whole(c.decodeWeightShare * 100);
        const int group = w.parallel.replicasPerExpertGroup();
        if (w.model.transformer && w.model.transformer->experts > 1) {
            const Clause inGroup =
                group > 1 ? clause(DLRIG_MESSAGE("estimate.note", " per replica ({tokens} in its expert group)"),
                                   {{"tokens", std::int64_t{w.batch} * group}})
                          : clause();
            notes.push_back({DLRIG_MESSAGE("estimate.note",
                                           "decode: a step of {batch} {batch|token|tokens}{group} reads {share} % of "
                                           "the weights held: the experts its tokens route to (uniform routing unless "
                                           "expert-hot-share says otherwise), with attention, norms and the output "
                                           "head; the input embedding is looked up a row per token"),
                             {{"batch", std::int64_t{w.batch}}, {"group", inGroup}, {"share", share}}});
        } else if (c.decodeWeightShare < 1) {
            notes.push_back(
                {DLRIG_MESSAGE("estimate.note", "decode: a step reads {share} % of the weights held: all but the input "
                                                "embedding, looked up a row per token"),
                 {{"share", share}}});
        }
        notes.push_back({DLRIG_MESSAGE("estimate.note",
                                       "decode: each step reads weights + KV cache at {share} % of the spec bandwidth "
                                       "({memory}, batch {batch}, {kernels} kernels); {bound} bound"),
                         {{"share", whole(c.decodeBandwidthShare * 100)},
                          {"memory", gpu.traits.hbm ? DLRIG_MESSAGE("estimate.memory", "HBM")
                                                    : DLRIG_MESSAGE("estimate.memory", "GDDR or unknown memory")},
                          {"batch", std::int64_t{w.batch}},
                          {"kernels", name(toString(w.kernels))},
                          {"bound", decodeBoundWords(c.decodeBound)}}});
    }
    const Clause waiting = c.synchronisation < 1
                               ? clause(DLRIG_MESSAGE("estimate.note", ", × {factor} waiting for the slowest GPU"),
                                        {{"factor", Decimal{c.synchronisation, 3}}})
                               : clause();
    notes.push_back(
        {DLRIG_MESSAGE("estimate.note", "throughput: {gpus} {gpus|GPU|GPUs}, each at {efficiency} of {peak}FLOPS "
                                        "dense{waiting}"),
         {{"gpus", gpus},
          {"efficiency", c.efficiency.explainClause()},
          {"peak", formatCount(c.efficiency.peakTflops * 1e12)},
          {"waiting", waiting}}});
}

void hostNotes(const Estimate &e, Notes &notes)
{
    const Clause offload =
        e.memory.offloadHostBytes.count > 0
            ? clause(DLRIG_MESSAGE("estimate.note", ", or DeepSpeed's offload estimate where larger"))
            : clause();
    notes.push_back({e.request.gpuVram
                         ? DLRIG_MESSAGE("estimate.note", "host ram: {factor} × the GPUs' total VRAM{offload}")
                         : DLRIG_MESSAGE("estimate.note", "host ram: {factor} × the estimated total VRAM{offload}"),
                     {{"factor", plainNumber(e.host.ramPerVram, 2)}, {"offload", offload}}});
    if (e.request.dataset.count == 0)
        notes.push_back({DLRIG_MESSAGE("estimate.note", "storage: dataset size not given (--dataset-size); only "
                                                        "checkpoints and weights counted"),
                         {}});
}

} // namespace

std::vector<Message> estimateNotes(const Estimate &e)
{
    Notes notes;
    contextNotes(e, notes);
    if (e.request.workload.task == Task::Infer)
        inferenceWeightNotes(e, notes);
    else
        trainingNotes(e, notes);
    overheadNotes(e, notes);
    flopNotes(e, notes);
    rateNotes(e, notes);
    hostNotes(e, notes);
    return notes;
}

} // namespace dlrig::core
