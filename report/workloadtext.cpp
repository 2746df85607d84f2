#include "report/workloadtext.h"

#include "report/numbertext.h"

#include <QCoreApplication>

namespace dlrig::report {

namespace {

class WorkloadText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::WorkloadText)
};

} // namespace

QString taskText(core::Task task)
{
    switch (task) {
    case core::Task::Train:
        return WorkloadText::tr("full training");
    case core::Task::Lora:
        return WorkloadText::tr("LoRA fine-tuning");
    case core::Task::Qlora:
        return WorkloadText::tr("QLoRA fine-tuning, 4-bit base");
    case core::Task::Infer:
        return WorkloadText::tr("inference");
    }
    return QString::fromStdString(std::string(core::toString(task)));
}

QString precisionText(core::Precision precision)
{
    switch (precision) {
    case core::Precision::AmpBf16:
        return WorkloadText::tr("mixed precision, BF16 compute");
    case core::Precision::AmpFp16:
        return WorkloadText::tr("mixed precision, FP16 compute");
    case core::Precision::AmpFp8:
        return WorkloadText::tr("mixed precision, FP8 compute");
    case core::Precision::Bf16:
        return WorkloadText::tr("all BF16");
    case core::Precision::Fp16:
        return WorkloadText::tr("all FP16");
    case core::Precision::Tf32:
        return WorkloadText::tr("TF32");
    case core::Precision::Fp32:
        return WorkloadText::tr("FP32");
    case core::Precision::Fp8:
        return WorkloadText::tr("FP8 weights");
    case core::Precision::Int8:
        return WorkloadText::tr("8-bit integer weights");
    case core::Precision::Int4:
        return WorkloadText::tr("4-bit integer weights");
    case core::Precision::Mxfp4:
        return WorkloadText::tr("MXFP4 weights (4-bit float, 32-value blocks)");
    case core::Precision::Nvfp4:
        return WorkloadText::tr("NVFP4 weights (4-bit float, 16-value blocks)");
    }
    return QString::fromStdString(std::string(core::toString(precision)));
}

QString optimizerText(core::Optimizer optimizer)
{
    switch (optimizer) {
    case core::Optimizer::AdamW:
        return WorkloadText::tr("AdamW");
    case core::Optimizer::Adam:
        return WorkloadText::tr("Adam");
    case core::Optimizer::Adam8bit:
        return WorkloadText::tr("8-bit Adam");
    case core::Optimizer::SgdMomentum:
        return WorkloadText::tr("SGD with momentum");
    case core::Optimizer::Sgd:
        return WorkloadText::tr("SGD");
    case core::Optimizer::None:
        return WorkloadText::tr("none: nothing is trained");
    }
    return QString::fromStdString(std::string(core::toString(optimizer)));
}

QString withKeyword(const QString &words, std::string_view keyword)
{
    return WorkloadText::tr("%1 (%2)").arg(words, QString::fromStdString(std::string(keyword)));
}

QString workloadText(const core::Workload &w)
{
    return WorkloadText::tr("%1, %2, %3")
        .arg(QString::fromStdString(w.model.name), taskText(w.task), precisionText(w.precision));
}

QString scenarioText(const core::Scenario &scenario)
{
    const core::Workload &w = scenario.workload;
    QString text = workloadText(w);
    if (w.task == core::Task::Infer) {
        text += WorkloadText::tr(", %n user(s)", nullptr, w.serving.users);
        if (w.serving.minTokensPerSecondPerUser > 0)
            text += WorkloadText::tr(" at ≥ %1").arg(rateText(w.serving.minTokensPerSecondPerUser, "tokens/s"));
    } else if (w.pins.microBatch) {
        text += WorkloadText::tr(", micro-batch %1").arg(wholeNumber(*w.pins.microBatch));
    }
    if (w.model.isLanguageModel())
        text += WorkloadText::tr(", %1 tokens").arg(wholeNumber(w.sequence));
    if (scenario.nodes > 1)
        text += WorkloadText::tr(", %1 nodes").arg(wholeNumber(scenario.nodes));
    return text;
}

} // namespace dlrig::report
