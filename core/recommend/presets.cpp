#include "core/recommend/presets.h"

#include "core/models/modellibrary.h"

namespace dlrig::core {

namespace {

Scenario scenario(const char *key, const char *model, Task task, Precision precision, int batch, int sequence,
                  const char *budgetUsd, std::uint64_t datasetBytes, double trainTokens)
{
    Scenario s;
    s.preset = key;
    s.workload.model = *ModelLibrary::builtIn().find(model);
    s.workload.task = task;
    s.workload.precision = precision;
    s.workload.optimizer = task == Task::Infer ? Optimizer::None : Optimizer::AdamW;
    if (task == Task::Infer)
        s.workload.serving.users = batch;
    else if (batch > 0)
        s.workload.pins.microBatch = batch;
    s.workload.sequence = sequence;
    s.budget = Money::parse(budgetUsd, Currency::fromCode("USD"));
    s.dataset = Bytes{datasetBytes};
    s.trainTokens = trainTokens;
    return s;
}

Preset &add(std::vector<Preset> &list, const char *key, const char *title, const char *description,
            const Scenario &scenario, MessageText titleText, MessageText descriptionText)
{
    Preset &preset = list.emplace_back();
    preset.key = key;
    preset.title = title;
    preset.description = description;
    preset.scenario = scenario;
    preset.titleText = titleText;
    preset.descriptionText = descriptionText;
    return preset;
}

std::vector<Preset> makePresets()
{
    std::vector<Preset> list;
    // Learning: one consumer GPU training a classic CNN; ImageNet-1k is 138 GB
    // of JPEGs plus 6.3 GB of validation images (image-net.org).
    {
        // He et al.'s batch of 256 (the library's), in micro-batches the plan chooses.
        // USD 3,000: at December 2026 prices (the 2025–26 DRAM rise, GPUs above
        // launch prices) the catalog holds no complete tower under USD 2,500.
        Scenario s = scenario("learning", "resnet-50", Task::Train, Precision::AmpFp16, 0, 1, "3000", 150 * kGB,
                              90 * 1'281'167.0);
        s.workload.optimizer = Optimizer::SgdMomentum;
        s.utilisation = 0.3;
        add(list, "learning", "Learning (入门学习)",
            "Train ResNet-50 on ImageNet-1k for 90 epochs (He et al. 2016) on one desktop GPU.", s,
            DLRIG_MESSAGE("preset.title", "Learning"),
            DLRIG_MESSAGE("preset.description", "Train ResNet-50 on ImageNet-1k for 90 epochs (He et "
                                                "al. 2016) on one desktop GPU."));
    }
    // Academic research: parameter-efficient fine-tuning of an 8B model.
    {
        Scenario s = scenario("academic-research", "llama-3.1-8b", Task::Lora, Precision::AmpBf16, 2, 2048, "15000",
                              50 * kGB, 1e9);
        add(list, "academic-research", "Academic research (学术研究)",
            "LoRA fine-tuning of Llama 3.1 8B on 1B tokens, 2 × 2,048-token sequences per GPU and step.", s,
            DLRIG_MESSAGE("preset.title", "Academic research"),
            DLRIG_MESSAGE("preset.description", "LoRA fine-tuning of Llama 3.1 8B on 1B tokens, 2 × "
                                                "2,048-token sequences per GPU and step."));
    }
    // Enterprise prototype: serving a 70B model quantised to 4 bits.
    {
        Scenario s =
            scenario("enterprise-prototype", "llama-3.1-70b", Task::Infer, Precision::Int4, 8, 8192, "60000", 0, 0);
        // 20 tokens/s is faster than people read, a common bar for interactive chat.
        s.workload.serving.minTokensPerSecondPerUser = 20;
        // Served the way such a service runs: vLLM or TensorRT-LLM with CUDA graphs.
        s.workload.kernels = Kernels::Compiled;
        s.utilisation = 0.5;
        // A machine that serves a team runs in a lab or server closet, on the
        // 208 V / 20 A circuit (NEMA L6-20) such rooms have, not on an office
        // outlet: a four-GPU workstation draws more than 120 V / 15 A carries.
        s.circuit = Circuit{208, 20};
        add(list, "enterprise-prototype", "Enterprise prototype (企业原型)",
            "Serve Llama 3.1 70B in INT4 to 8 concurrent users with 8K contexts, at least 20 tokens/s "
            "each, from a lab's 208 V / 20 A circuit.",
            s, DLRIG_MESSAGE("preset.title", "Enterprise prototype"),
            DLRIG_MESSAGE("preset.description",
                          "Serve Llama 3.1 70B in INT4 to 8 concurrent users with 8K contexts, at least "
                          "20 tokens/s each, from a lab's 208 V / 20 A circuit."));
    }
    // Mixture-of-experts serving: gpt-oss-120b as OpenAI released it (MXFP4
    // experts), served with vLLM-style CUDA graphs to a team.
    {
        Scenario s = scenario("moe-serving", "gpt-oss-120b", Task::Infer, Precision::Mxfp4, 32, 8192, "40000", 0, 0);
        // 30 tokens/s each: faster than people read, with room for reasoning tokens.
        s.workload.serving.minTokensPerSecondPerUser = 30;
        s.workload.kernels = Kernels::Compiled;
        s.utilisation = 0.5;
        s.circuit = Circuit{208, 20}; // a lab's NEMA L6-20, as the enterprise prototype
        add(list, "moe-serving", "Mixture-of-experts serving (混合专家推理服务)",
            "Serve gpt-oss-120b (MXFP4, as released) to 32 concurrent users with 8K contexts, at least 30 "
            "tokens/s each, from a lab's 208 V / 20 A circuit.",
            s, DLRIG_MESSAGE("preset.title", "Mixture-of-experts serving"),
            DLRIG_MESSAGE("preset.description",
                          "Serve gpt-oss-120b (MXFP4, as released) to 32 concurrent users with 8K contexts, at "
                          "least 30 tokens/s each, from a lab's 208 V / 20 A circuit."));
    }
    // Production training cluster: full pre-training of an 8B model on 1T tokens.
    {
        Scenario s = scenario("production-training", "llama-3.1-8b", Task::Train, Precision::AmpBf16, 0, 8192,
                              "1500000", 4 * kTB, 1e12);
        // 512 × 8,192 tokens = 4M tokens per step, Llama 3's initial batch
        // (Llama Team 2024, §3.4.1); the plan picks ZeRO, recompute and micro-batches.
        s.workload.globalBatch = 512;
        s.nodes = 2;
        s.utilisation = 0.9;
        s.years = 4;
        // Sixteen H100-class GPUs sustain about 8,000 tokens/s each on an 8B
        // model (MPT-7B, llm-foundry: 10,643 on H100): about 93 days for 1T
        // tokens, 143 at the low end of training's range (−35 %), which the
        // recommender judges a deadline at; 180 leaves room for that range to
        // move as its runs do. The deadline says so.
        s.maxDays = 180;
        add(list, "production-training", "Production training cluster (生产训练集群)",
            "Pre-train Llama 3.1 8B on 1T tokens across two 8-GPU nodes, 4M-token batches, within "
            "180 days.",
            s, DLRIG_MESSAGE("preset.title", "Production training cluster"),
            DLRIG_MESSAGE("preset.description", "Pre-train Llama 3.1 8B on 1T tokens across two 8-GPU "
                                                "nodes, 4M-token batches, within 180 days."));
    }
    // Edge inference: a real-time detector on a small box. DeepStream-style
    // pipelines batch the frames of several cameras; 30 frames/s is a common
    // camera rate. FP16 TensorRT engines, as Ultralytics' Jetson guide runs
    // them: dlrig's INT8 is the weight-only kind of language models, slower
    // than FP16, where TensorRT's INT8 detectors run faster.
    {
        Scenario s = scenario("edge-inference", "yolov5s", Task::Infer, Precision::Fp16, 4, 1, "2000", 0, 0);
        s.workload.serving.minTokensPerSecondPerUser = 30;
        s.workload.kernels = Kernels::Compiled;
        s.utilisation = 1.0;
        s.years = 5;
        Preset &preset =
            add(list, "edge-inference", "Edge inference (边缘推理)",
                "Run YOLOv5s (FP16, TensorRT) on 640×640 frames from 4 cameras at 30 frames/s each, around "
                "the clock, on an edge module powered from one PoE++ port (71 W).",
                s, DLRIG_MESSAGE("preset.title", "Edge inference"),
                DLRIG_MESSAGE("preset.description",
                              "Run YOLOv5s (FP16, TensorRT) on 640×640 frames from 4 cameras at 30 frames/s "
                              "each, around the clock, on an edge module powered from one PoE++ port (71 W)."));
        preset.form = "edge";
        // IEEE 802.3bt Type 4 (Class 8): 71.3 W at the powered device.
        preset.maxWatts = 71;
    }
    return list;
}

} // namespace

const std::vector<Preset> &presets()
{
    static const std::vector<Preset> list = makePresets();
    return list;
}

const Preset *findPreset(std::string_view key)
{
    for (const Preset &preset : presets()) {
        if (preset.key == key)
            return &preset;
    }
    return nullptr;
}

std::optional<double> presetPowerCap(const Preset &preset, std::string_view form)
{
    return form == preset.form ? preset.maxWatts : std::nullopt;
}

} // namespace dlrig::core
