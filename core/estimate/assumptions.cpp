#include "core/estimate/assumptions.h"

#include "core/models/workload.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace dlrig::core {

const std::vector<AssumptionInfo> &assumptionTable()
{
    static const std::vector<AssumptionInfo> table{
        {"mfu", &Assumptions::mfu, 0.01, 1.0, "fraction",
         "Model FLOPs utilisation: achieved ÷ peak dense FLOPs. PaLM reached 0.462 on TPU v4 and Megatron-LM "
         "reports 0.4–0.5 on A100 for large GPT models (Chowdhery et al. 2022, Table 3; Korthikanti et al. 2022)."},
        {"bandwidth-efficiency", &Assumptions::memoryBandwidthEfficiency, 0.01, 1.0, "fraction",
         "Achieved ÷ spec-sheet memory bandwidth when decoding. Streaming kernels typically reach about 80 % of the "
         "HBM/GDDR peak; the benchmark tab measures the real value."},
        {"runtime-overhead", &Assumptions::runtimeOverheadFraction, 0.0, 2.0, "fraction",
         "CUDA context, library workspaces and allocator fragmentation, as a fraction of the other GPU memory. "
         "EleutherAI's Transformer Math 101 (2023) uses about 20 % for inference."},
        {"ram-per-vram", &Assumptions::ramPerVram, 0.0, 16.0, "ratio",
         "System RAM per byte of total GPU memory, so checkpoints load and data loaders have room: dlrig's default "
         "rule RAM ≥ 1.5 × total VRAM."},
        {"cpu-cores-per-gpu-vision", &Assumptions::cpuCoresPerGpuVision, 0.0, 256.0, "cores",
         "CPU cores per GPU for image decoding and augmentation (vision workloads). NVIDIA's DGX A100 provisions "
         "16 cores per GPU; dlrig assumes half of that suffices for a workstation."},
        {"cpu-cores-per-gpu-language", &Assumptions::cpuCoresPerGpuLanguage, 0.0, 256.0, "cores",
         "CPU cores per GPU for tokenised text, whose loading is light: one data-loader process, the launcher "
         "and headroom for the optimizer step when offloaded."},
        {"checkpoints-kept", &Assumptions::checkpointsKept, 0.0, 1000.0, "checkpoints",
         "Training checkpoints kept on disk at once (model weights plus optimizer states each)."},
        {"int4-group-size", &Assumptions::int4GroupSize, 8.0, 65536.0, "weights per group",
         "Weights sharing one fp16 scale and one fp16 zero point in int4 quantisation; 128 is the GPTQ and AWQ "
         "default (Frantar et al. 2022; Lin et al. 2023)."},
        {"offload-buffer-factor", &Assumptions::offloadBufferFactor, 1.0, 4.0, "factor",
         "Extra host memory DeepSpeed's estimators allow for offloaded states (additional_buffer_factor = 1.5 in "
         "deepspeed.runtime.zero estimate_zero2/3_model_states_mem_needs)."},
        {"images-per-core", &Assumptions::imagesPerCorePerSecond, 1.0, 1e5, "images/s per core",
         "JPEG decode, random-resized crop, flip and normalise per CPU core. PyTorch's reference ImageNet loader "
         "sustains roughly 100–200 images/s per worker process; measure yours in the benchmark tab."},
        {"tokens-per-core", &Assumptions::tokensPerCorePerSecond, 1.0, 1e10, "tokens/s per core",
         "Pre-tokenised text read from memory-mapped shards per CPU core; loading is light next to the GPUs."},
        {"image-bytes-on-disk", &Assumptions::imageBytesOnDisk, 1.0, 1e9, "bytes",
         "Average stored image: ImageNet-1k's training set is 138 GB of JPEGs for 1,281,167 images = 107,713 bytes "
         "(image-net.org ILSVRC2012 download page)."},
        {"image-bytes-to-device", &Assumptions::imageBytesToDevice, 1.0, 1e9, "bytes",
         "What crosses PCIe per image: a normalised 3×224×224 fp32 tensor (PyTorch's reference pipeline) = 602,112."},
        {"host-memory-passes", &Assumptions::hostMemoryPassesPerSample, 0.0, 1000.0, "passes",
         "Times a sample's bytes cross system RAM while decoded, augmented, collated and pinned."},
        {"ram-bandwidth-efficiency", &Assumptions::ramBandwidthEfficiency, 0.01, 1.0, "fraction",
         "Achieved ÷ theoretical DRAM bandwidth (channels × MT/s × 8 B); STREAM typically reaches 60–80 %."},
        {"pcie-efficiency", &Assumptions::pcieEfficiency, 0.01, 1.0, "fraction",
         "Achieved ÷ raw PCIe bandwidth for host-to-device copies after protocol overhead."},
        {"allreduce-efficiency", &Assumptions::allReduceEfficiency, 0.01, 1.0, "fraction",
         "NCCL bus bandwidth ÷ link peak for large all-reduces (nccl-tests' busbw typically 70–90 % of peak)."},
        {"collective-latency-us", &Assumptions::collectiveLatencyUs, 0.0, 10000.0, "µs",
         "Fixed time of one collective or send between GPUs, added to bytes ÷ bandwidth: what makes tensor "
         "parallelism costly when decoding small batches. An estimate of a small NCCL all-reduce inside one node; "
         "not yet calibrated against measurements."},
        {"overlap-efficiency", &Assumptions::overlapEfficiency, 0.0, 1.0, "fraction",
         "Share of the compute time that hides data-parallel and ZeRO traffic running beside it. NCCL kernels take "
         "SMs and memory bandwidth from the math, so overlap is never perfect: Narayanan et al. 2021 (Figure 10) "
         "measured ZeRO-3 70 % behind PTD-P on 768 A100s, where perfect overlap would hide its traffic. An estimate "
         "between none (0) and perfect (1), not fitted to that run."},
        {"storage-read-efficiency", &Assumptions::storageReadEfficiency, 0.01, 1.0, "fraction",
         "Sustained dataset reads ÷ the drive's sequential-read spec (files, not one stream)."},
        {"platform-watts", &Assumptions::platformWatts, 0.0, 10000.0, "W",
         "Motherboard, fans and pump of a workstation at load."},
        {"watts-per-dimm", &Assumptions::wattsPerDimm, 0.0, 100.0, "W",
         "One DDR4/DDR5 DIMM under load; server RDIMMs draw roughly 3–10 W, dlrig assumes 5 W."},
        {"watts-per-drive", &Assumptions::wattsPerDrive, 0.0, 100.0, "W",
         "A drive whose datasheet gives no active power."},
        {"psu-max-load", &Assumptions::psuMaxLoad, 0.1, 1.0, "fraction",
         "Highest share of its rating a PSU should carry at peak, leaving room for GPU power excursions (ATX 3.x "
         "asks PSUs to ride through 200 % GPU transients) and ageing."},
        {"psu-efficiency", &Assumptions::psuEfficiency, 0.5, 1.0, "fraction",
         "PSU efficiency at typical load (80 PLUS Platinum: 92 % at 50 % load, 115 V)."},
    };
    return table;
}

void setAssumption(Assumptions &assumptions, std::string_view key, std::string_view text)
{
    for (const AssumptionInfo &info : assumptionTable()) {
        if (info.key != key)
            continue;
        double value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        char range[96];
        std::snprintf(range, sizeof range, "a number between %g and %g", info.minimum, info.maximum);
        if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) || value < info.minimum ||
            value > info.maximum) {
            throw InputError("--assume", "--assume " + std::string(key) + ": '" + std::string(text) + "' is not " +
                                             range + " (" + std::string(info.unit) + ")");
        }
        assumptions.*info.member = value;
        return;
    }
    std::string keys;
    for (const AssumptionInfo &info : assumptionTable())
        keys += (keys.empty() ? "" : ", ") + std::string(info.key);
    throw InputError("--assume", "--assume: unknown key '" + std::string(key) + "' (expected one of " + keys + ")");
}

} // namespace dlrig::core
