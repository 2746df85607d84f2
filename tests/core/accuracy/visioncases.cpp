// CNN and BERT-base training and detector/classifier inference from sources
// no factor was set from: Oneflow's DLPerf (V100 DGX-1-class nodes, PyTorch and
// TensorFlow, 1 to 32 GPUs), Ultralytics' YOLOv5 README (V100) and NVIDIA's
// PyTorch ResNet-50 inference at small batches (V100, T4).
#include "tests/core/accuracy/trainingrun.h"

namespace dlrig::accuracy {

using core::Assumptions;
using core::Precision;

namespace {

const std::string kDlperf = "https://github.com/Oneflow-Inc/DLPerf/blob/c89430bac64f64caabb0445ff7eb80175641454c/";
const std::string kYolo =
    "https://github.com/ultralytics/yolov5/blob/3b6e27ad0ad990cc69c519e969a6094aacfb9e3e/README.md";
// DLPerf: "GPU：Tesla V100-SXM2-16GB x 8" per node; the catalog's 32 GB SXM2 part has
// the same clocks and bandwidth. Nodes are joined by InfiniBand of unstated speed;
// 100 Gb/s (EDR, as such nodes of 2020 had) is assumed.
const std::string kV100 = "gpu/nvidia-v100-sxm2-32gb";
constexpr double kEdrGbps = 100;

Cluster v100s(int gpus)
{
    return {kV100, gpus, 8, gpus > 8 ? kEdrGbps : 0};
}

void addDlperfResNet(std::vector<Case> &cases)
{
    const auto run = [](Precision p, int batch, int gpus) {
        Run r{libraryModel("resnet-50"), p};
        r.microBatch = batch;
        r.globalBatch = batch * gpus;
        r.optimizer = core::Optimizer::SgdMomentum;
        return r;
    };
    const std::string ptDle = kDlperf + "NVIDIADeepLearningExamples/PyTorch/resnet50v1.5/README.md";
    const std::string tfDle =
        kDlperf + "NVIDIADeepLearningExamples/TensorFlow/Classification/ConvNets/resnet50v1.5/README.md";
    const std::string ptExamples = kDlperf + "PyTorch/resnet50v1.5/README.md";
    const char *pt = "NVIDIA's ResNet-50 v1.5 (PyTorch, NGC 20.03, DALI on the CPU, NCHW)";
    const auto add = [&](const std::string &id, const std::string &what, const std::string &source,
                         const std::string &quote, double measured, Run r, int gpus, std::string untested = {}) {
        cases.push_back({id, Kind::Training, what, source, quote, measured, "images/s", true, allGpus(r, v100s(gpus)),
                         std::move(untested)});
    };
    const Precision amp = Precision::AmpFp16;
    const Precision fp32 = Precision::Fp32;
    add("dlperf-rn50-pt-fp32-1", std::string(pt) + ", 1× V100-SXM2-16GB, FP32, batch 128", ptDle,
        "| 1        | 1                | 128                   | 367.29             | 1.00    |", 367.29,
        run(fp32, 128, 1), 1);
    add("dlperf-rn50-pt-fp32-8", std::string(pt) + ", 8× V100-SXM2-16GB, FP32, batch 128 per GPU", ptDle,
        "| 1        | 8                | 128                   | 2887.65            | 7.86    |", 2887.65,
        run(fp32, 128, 8), 8);
    add("dlperf-rn50-pt-amp-1", std::string(pt) + ", 1× V100-SXM2-16GB, AMP, batch 256", ptDle,
        "| 1        | 1                | 256                   | 802.9              | 1.00    |", 802.9,
        run(amp, 256, 1), 1);
    add("dlperf-rn50-pt-amp-8", std::string(pt) + ", 8× V100-SXM2-16GB, AMP, batch 256 per GPU", ptDle,
        "| 1        | 8                | 256                   | 6154.66            | 7.67    |", 6154.66,
        run(amp, 256, 8), 8);
    add("dlperf-rn50-pt-amp-32", std::string(pt) + ", 4 nodes × 8 V100-SXM2-16GB, InfiniBand, AMP, batch 256 per GPU",
        ptDle, "| 4        | 8                | 256                   | 22551.16           | 28.09   |", 22551.16,
        run(amp, 256, 32), 32);
    add("dlperf-rn50-torchvision-fp32-8",
        "torchvision ResNet-50 (pytorch/examples imagenet, PyTorch 1.6, DDP, DALI loader, 48 workers), 8× "
        "V100-SXM2-16GB, FP32, batch 128 per GPU",
        ptExamples, "| 1        | 8                | 128                   | 2707.42            | 7.72    |", 2707.42,
        run(fp32, 128, 8), 8);
    add("dlperf-rn50-tf-fp32-1",
        "NVIDIA's ResNet-50 v1.5 (TensorFlow 1.15, NGC 20.03, DALI, Horovod), 1× V100-SXM2-16GB, FP32, batch 128",
        tfDle, "| 1        | 1       | 362.44    | 1.00    |", 362.44, run(fp32, 128, 1), 1);
    add("dlperf-rn50-tf-amp-1", "The same in AMP without XLA, batch 224 (256 ran out of memory)", tfDle,
        "| 1        | 1       | 945.18    | 1       |", 945.18, run(amp, 224, 1), 1);
    add("dlperf-rn50-tf-amp-xla-8", "The same with XLA, 8× V100-SXM2-16GB, AMP, batch 224 per GPU", tfDle,
        "| 1        | 8       | 8588.45   | 7.17    |", 8588.45, run(amp, 224, 8), 8);
    add("dlperf-rn50-tf-amp-xla-32", "The same on 4 nodes × 8 V100 over InfiniBand", tfDle,
        "| 4        | 32      | 29171.69  | 24.34   |", 29171.69, run(amp, 224, 32), 32);
}

void addDlperfBert(std::vector<Case> &cases)
{
    // NVIDIA's BERT pre-training (PyTorch, NGC 20.03), BERT-base at 128 tokens,
    // as the README says DLPerf ran it: DeepLearningExamples at 5cc03caa with
    // FusedAdam. That modeling.py computes attention as two matmuls with a
    // softmax and a dropout between them (BertSelfAttention), and its
    // BertPreTrainingHeads runs the vocabulary head on the whole
    // sequence_output, every position, before the loss ignores the unmasked.
    const std::string source = kDlperf + "NVIDIADeepLearningExamples/PyTorch/BERT/README.md";
    const auto run = [](Precision p, int batch, int gpus) {
        Run r{libraryModel("bert-base"), p, 128, batch, batch * gpus};
        r.optimizer = core::Optimizer::Adam;
        r.attention = core::Attention::Standard;
        return r;
    };
    const auto add = [&](const std::string &id, const std::string &what, const std::string &quote, double measured,
                         Run r, int gpus) {
        const Estimator estimate = sequences(r, v100s(gpus));
        cases.push_back({id, Kind::Training,
                         "BERT-base pre-training, sequence 128, NVIDIA's PyTorch BERT (NGC 20.03), " + what, source,
                         quote, measured, "sequences/s", true, [estimate](Assumptions a) {
                             a.mlmScoredFraction = 1;
                             return estimate(a);
                         }});
    };
    add("dlperf-bertbase-fp32-1", "1× V100-SXM2-16GB, FP32, batch 32",
        "| 1        | 1                | 32                    | 119.6              | 1.00    |", 119.6,
        run(Precision::Fp32, 32, 1), 1);
    add("dlperf-bertbase-fp32-8", "8× V100-SXM2-16GB, FP32, batch 48 per GPU",
        "| 1        | 8                | 48                    | 928.01             | 7.61    |", 928.01,
        run(Precision::Fp32, 48, 8), 8);
    add("dlperf-bertbase-amp-1", "1× V100-SXM2-16GB, AMP, batch 96",
        "| 1        | 1                | 96                    | 462.35             | 1.0     |", 462.35,
        run(Precision::AmpFp16, 96, 1), 1);
    add("dlperf-bertbase-amp-8", "8× V100-SXM2-16GB, AMP, batch 96 per GPU",
        "| 1        | 8                | 96                    | 3287.12            | 7.11    |", 3287.12,
        run(Precision::AmpFp16, 96, 8), 8);
    add("dlperf-bertbase-amp-32", "4 nodes × 8 V100-SXM2-16GB over InfiniBand, AMP, batch 96 per GPU",
        "| 4        | 8                | 96                    | 10349.12           | 22.38   |", 10349.12,
        run(Precision::AmpFp16, 96, 32), 32);
}

void addYolov5(std::vector<Case> &cases)
{
    // "GPU Speed measures average inference time per image on COCO val2017 dataset
    // using a AWS p3.2xlarge V100 instance at batch-size 32" (V100-SXM2-16GB);
    // the table's b1 and b32 columns, FP16 PyTorch. TensorRT FP16 for the classifiers
    // ("Google Colab Pro V100"; variant not stated).
    const auto images = [](const std::string &slug, int batch, core::Kernels kernels) {
        return [=](const Assumptions &a) {
            core::Workload w;
            w.model = libraryModel(slug);
            w.precision = Precision::Fp16;
            w.batch = batch;
            w.kernels = kernels;
            w.optimizer = core::Optimizer::None;
            return forwardRate(w, kV100, a);
        };
    };
    const char *yolo =
        "| [YOLOv5s](https://github.com/ultralytics/yolov5/releases/download/v6.2/yolov5s.pt) | 640 | 37.4 "
        "| 56.8 | 98 | 6.4 | 0.9 | 7.2 | 16.5 |";
    cases.push_back({"yolov5s-v100-b1", Kind::Prefill,
                     "YOLOv5s at 640 px, 1× V100 (AWS p3.2xlarge), FP16 PyTorch, batch 1: 6.4 ms per image", kYolo,
                     yolo, 1000 / 6.4, "images/s", true, images("yolov5s", 1, core::Kernels::Eager)});
    cases.push_back({"yolov5s-v100-b32", Kind::Prefill,
                     "YOLOv5s at 640 px, 1× V100, FP16 PyTorch, batch 32: 0.9 ms per image", kYolo, yolo, 1000 / 0.9,
                     "images/s", true, images("yolov5s", 32, core::Kernels::Eager)});
    cases.push_back({"resnet50-trt-v100-b1", Kind::Prefill,
                     "ResNet-50 at 224 px, 1× V100 (Colab Pro), TensorRT FP16, batch 1: 1.0 ms per image", kYolo,
                     "| [ResNet50](https://github.com/ultralytics/yolov5/releases/download/v6.2/resnet50.pt) | 224 | "
                     "76.8 | 93.4 | 11:10 | 23.4 | 1.0 | 25.6 | 8.5 |",
                     1000 / 1.0, "images/s", true, images("resnet-50", 1, core::Kernels::Compiled)});
    cases.push_back({"resnet101-trt-v100-b1", Kind::Prefill,
                     "ResNet-101 at 224 px, 1× V100 (Colab Pro), TensorRT FP16, batch 1: 1.9 ms per image", kYolo,
                     "| [ResNet101](https://github.com/ultralytics/yolov5/releases/download/v6.2/resnet101.pt) | 224 | "
                     "78.5 | 94.3 | 17:10 | 42.1 | 1.9 | 44.5 | 15.9 |",
                     1000 / 1.9, "images/s", true, images("resnet-101", 1, core::Kernels::Compiled)});
}

void addDleResNetLatency(std::vector<Case> &cases)
{
    // NVIDIA's PyTorch ResNet-50 v1.5 inference tables (NGC 21.03, eager
    // PyTorch, DALI on the CPU, --mode benchmark_inference): throughput at
    // batch 1, 8 and 64. At small batches the step is the host's: 10–13 ms
    // whatever the batch up to 8 or 16, AMP slower than FP32. The loop also
    // computes the loss and top-1/top-5 accuracy and reads them back, which
    // dlrig does not count. A row whose latency is within 25 % of its table's
    // batch-1 latency is bound by that host (a 2016 DGX-1 running PyTorch 1.9:
    // 10.37 ms for a forward pass of 175 operators and the loop's own, at most
    // 59 µs an operator, where dlrig's eager-operator-us is 8 µs, measured on
    // an A100 host) and is shown, not tested.
    const std::string source = "https://github.com/NVIDIA/DeepLearningExamples/blob/729963dd/PyTorch/"
                               "Classification/ConvNets/resnet50v1.5/README.md";
    const auto images = [](Precision p, int batch, const std::string &gpu) {
        return [=](const Assumptions &a) {
            core::Workload w;
            w.model = libraryModel("resnet-50");
            w.precision = p;
            w.batch = batch;
            w.kernels = core::Kernels::Eager;
            w.optimizer = core::Optimizer::None;
            return forwardRate(w, gpu, a);
        };
    };
    struct Row {
        int batch;
        double imagesPerSecond;
        double ms; // the row's latency
        const char *quote;
    };
    struct Table {
        const char *key, *gpu, *gpuName, *precisionName;
        Precision precision;
        Row rows[3]; // batch 1, 8 and 64
    };
    const Table tables[] = {
        {"v100-fp32",
         kV100.c_str(),
         "1× V100-16GB (DGX-1)",
         "FP32",
         Precision::Fp32,
         {{1, 96, 10.37, "|       1        |      96 img/s      |    10.37 ms     | ..."},
          {8, 709, 11.5, "|       8        |     709 img/s      |     11.5 ms     | ..."},
          {64, 1200, 55.4, "|       64       |     1200 img/s     |     55.4 ms     | ..."}}},
        {"v100-amp",
         kV100.c_str(),
         "1× V100-16GB (DGX-1)",
         "AMP",
         Precision::AmpFp16,
         {{1, 78, 12.78, "|       1        |      78 img/s      |    12.78 ms     | ..."},
          {8, 595, 13.65, "|       8        |     595 img/s      |    13.65 ms     | ..."},
          {64, 2984, 23.18, "|       64       |     2984 img/s     |    23.18 ms     | ..."}}},
        {"t4-fp32",
         "gpu/nvidia-t4",
         "1× T4",
         "FP32",
         Precision::Fp32,
         {{1, 98, 10.7, "|       1        |      98 img/s      |     10.7 ms     | ..."},
          {8, 363, 22.41, "|       8        |     363 img/s      |    22.41 ms     | ..."},
          {64, 428, 152.73, "|       64       |     428 img/s      |    152.73 ms    | ..."}}},
        {"t4-amp",
         "gpu/nvidia-t4",
         "1× T4",
         "AMP",
         Precision::AmpFp16,
         {{1, 79, 12.96, "|       1        |      79 img/s      |    12.96 ms     | ..."},
          {8, 652, 12.82, "|       8        |     652 img/s      |    12.82 ms     | ..."},
          {64, 1165, 57.41, "|       64       |     1165 img/s     |    57.41 ms     | ..."}}},
    };
    for (const Table &t : tables) {
        const double batch1Ms = t.rows[0].ms;
        for (const Row &r : t.rows)
            cases.push_back({"resnet50-eager-" + std::string(t.key) + "-b" + std::to_string(r.batch), Kind::Prefill,
                             "ResNet-50 v1.5 inference, " + std::string(t.gpuName) + ", " + t.precisionName +
                                 ", batch " + std::to_string(r.batch) + ", eager PyTorch (NGC 21.03)",
                             source, r.quote, r.imagesPerSecond, "images/s", true, images(t.precision, r.batch, t.gpu),
                             r.ms < 1.25 * batch1Ms ? "bound by the host that issues its operators (its table's "
                                                      "latency is flat from batch 1), which dlrig cannot be told"
                                                    : ""});
    }
}

} // namespace

std::vector<Case> visionCases()
{
    std::vector<Case> cases;
    addDlperfResNet(cases);
    addDlperfBert(cases);
    addYolov5(cases);
    addDleResNetLatency(cases);
    return cases;
}

} // namespace dlrig::accuracy
