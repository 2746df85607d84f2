#include "core/models/workload.h"

#include <array>
#include <utility>

namespace dlrig::core {

namespace {

template <typename Enum, std::size_t N>
using NameTable = std::array<std::pair<Enum, std::string_view>, N>;

constexpr NameTable<Task, 4> kTasks{
    {{Task::Train, "train"}, {Task::Lora, "lora"}, {Task::Qlora, "qlora"}, {Task::Infer, "infer"}}};
constexpr NameTable<Precision, 12> kPrecisions{{{Precision::Fp32, "fp32"},
                                                {Precision::Tf32, "tf32"},
                                                {Precision::Fp16, "fp16"},
                                                {Precision::Bf16, "bf16"},
                                                {Precision::AmpFp16, "amp-fp16"},
                                                {Precision::AmpBf16, "amp-bf16"},
                                                {Precision::AmpFp8, "amp-fp8"},
                                                {Precision::Fp8, "fp8"},
                                                {Precision::Int8, "int8"},
                                                {Precision::Int4, "int4"},
                                                {Precision::Mxfp4, "mxfp4"},
                                                {Precision::Nvfp4, "nvfp4"}}};
constexpr NameTable<Optimizer, 6> kOptimizers{{{Optimizer::Adam, "adam"},
                                               {Optimizer::AdamW, "adamw"},
                                               {Optimizer::Sgd, "sgd"},
                                               {Optimizer::SgdMomentum, "sgd-momentum"},
                                               {Optimizer::Adam8bit, "adam-8bit"},
                                               {Optimizer::None, "none"}}};
constexpr NameTable<Recompute, 3> kRecomputes{
    {{Recompute::None, "none"}, {Recompute::Selective, "selective"}, {Recompute::Full, "full"}}};
constexpr NameTable<Attention, 2> kAttentions{{{Attention::Standard, "standard"}, {Attention::Flash, "flash"}}};
constexpr NameTable<Kernels, 4> kKernels{
    {{Kernels::Eager, "eager"}, {Kernels::Hf, "hf"}, {Kernels::Compiled, "compiled"}, {Kernels::Ggml, "ggml"}}};
constexpr NameTable<KvCacheType, 4> kKvCacheTypes{
    {{KvCacheType::Auto, "auto"}, {KvCacheType::Bf16, "bf16"}, {KvCacheType::Fp16, "fp16"}, {KvCacheType::Fp8, "fp8"}}};
constexpr NameTable<Offload, 2> kOffloads{{{Offload::None, "none"}, {Offload::Cpu, "cpu"}}};

template <typename Enum, std::size_t N>
std::string_view nameOf(const NameTable<Enum, N> &table, Enum value)
{
    for (const auto &[entry, name] : table) {
        if (entry == value)
            return name;
    }
    return "unknown";
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const NameTable<Enum, N> &table, std::string_view text)
{
    for (const auto &[entry, name] : table) {
        if (name == text)
            return entry;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string choices(const NameTable<Enum, N> &table)
{
    std::string text;
    for (const auto &[entry, name] : table) {
        if (!text.empty())
            text += '|';
        text += name;
    }
    return text;
}

} // namespace

std::string_view toString(Task value)
{
    return nameOf(kTasks, value);
}
std::string_view toString(Precision value)
{
    return nameOf(kPrecisions, value);
}
std::string_view toString(Optimizer value)
{
    return nameOf(kOptimizers, value);
}
std::string_view toString(Recompute value)
{
    return nameOf(kRecomputes, value);
}
std::string_view toString(Attention value)
{
    return nameOf(kAttentions, value);
}

std::string_view toString(Kernels value)
{
    return nameOf(kKernels, value);
}
std::string_view toString(KvCacheType value)
{
    return nameOf(kKvCacheTypes, value);
}
std::string_view toString(Offload value)
{
    return nameOf(kOffloads, value);
}

std::optional<Task> taskFromString(std::string_view text)
{
    return valueOf(kTasks, text);
}
std::optional<Precision> precisionFromString(std::string_view text)
{
    return valueOf(kPrecisions, text);
}
std::optional<Optimizer> optimizerFromString(std::string_view text)
{
    return valueOf(kOptimizers, text);
}
std::optional<Recompute> recomputeFromString(std::string_view text)
{
    return valueOf(kRecomputes, text);
}
std::optional<Attention> attentionFromString(std::string_view text)
{
    return valueOf(kAttentions, text);
}

std::optional<Kernels> kernelsFromString(std::string_view text)
{
    return valueOf(kKernels, text);
}
std::optional<KvCacheType> kvCacheTypeFromString(std::string_view text)
{
    return valueOf(kKvCacheTypes, text);
}
std::optional<Offload> offloadFromString(std::string_view text)
{
    return valueOf(kOffloads, text);
}

std::string choicesOfTask()
{
    return choices(kTasks);
}
std::string choicesOfPrecision()
{
    return choices(kPrecisions);
}
std::string choicesOfOptimizer()
{
    return choices(kOptimizers);
}
std::string choicesOfRecompute()
{
    return choices(kRecomputes);
}
std::string choicesOfAttention()
{
    return choices(kAttentions);
}

std::string choicesOfKernels()
{
    return choices(kKernels);
}
std::string choicesOfKvCacheType()
{
    return choices(kKvCacheTypes);
}
std::string choicesOfOffload()
{
    return choices(kOffloads);
}

bool isFp4(Precision p)
{
    return p == Precision::Mxfp4 || p == Precision::Nvfp4;
}

bool isInferenceFormat(Precision p)
{
    return p == Precision::Fp8 || p == Precision::Int8 || p == Precision::Int4 || isFp4(p);
}

double storageBytesPerValue(Precision precision)
{
    switch (precision) {
    case Precision::Fp32:
    case Precision::Tf32: // TF32 is a tensor-core math mode; values are stored as fp32
        return 4;
    case Precision::Fp16:
    case Precision::Bf16:
    case Precision::AmpFp16:
    case Precision::AmpBf16:
    case Precision::AmpFp8: // weights kept in BF16; the FP8 copies live for one GEMM
        return 2;
    case Precision::Fp8:
    case Precision::Int8:
        return 1;
    case Precision::Int4:
    case Precision::Mxfp4:
    case Precision::Nvfp4:
        return 0.5;
    }
    return 4;
}

bool servesStreams(const Workload &w)
{
    return w.task == Task::Infer && w.model.kind != ModelKind::DecoderLm && w.serving.minTokensPerSecondPerUser > 0;
}

} // namespace dlrig::core
