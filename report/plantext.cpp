#include "report/plantext.h"

#include "report/numbertext.h"

#include <QCoreApplication>
#include <QStringList>

namespace dlrig::report {

namespace {

class PlanText {
    Q_DECLARE_TR_FUNCTIONS(dlrig::report::PlanText)
};

QString recomputeText(core::Recompute recompute)
{
    switch (recompute) {
    case core::Recompute::Selective:
        return PlanText::tr("selective recompute");
    case core::Recompute::Full:
        return PlanText::tr("full recompute");
    case core::Recompute::None:
        break;
    }
    return PlanText::tr("no recompute");
}

QString seconds(double value)
{
    if (value < 1e-3)
        return PlanText::tr("%1 µs").arg(decimalNumber(value * 1e6, 0));
    if (value < 1)
        return PlanText::tr("%1 ms").arg(decimalNumber(value * 1e3, 1));
    return PlanText::tr("%1 s").arg(decimalNumber(value, 2));
}

QString link(const std::string &name)
{
    if (name == "network")
        return PlanText::tr("the network");
    if (name == "NVLink bridge")
        return PlanText::tr("NVLink bridge");
    return QString::fromStdString(name);
}

} // namespace

QString shortPlan(const core::Plan &p)
{
    QStringList degrees;
    degrees << PlanText::tr("tensor %1").arg(p.tensor);
    if (p.pipeline > 1)
        degrees << PlanText::tr("pipeline %1").arg(p.pipeline);
    if (p.virtualStages > 1)
        degrees.last() += PlanText::tr(" (interleaved, %1 chunks per stage)").arg(p.virtualStages);
    if (p.inference) {
        if (p.data > 1)
            degrees << PlanText::tr("%1 replicas").arg(p.data);
        QString text = degrees.join(QStringLiteral(" × "));
        if (p.expert > 1)
            text += p.expert > p.tensor ? PlanText::tr(", experts over %1 GPUs (data-parallel attention)").arg(p.expert)
                                        : PlanText::tr(", experts over %1 GPUs").arg(p.expert);
        return text;
    }
    degrees << PlanText::tr("data %1").arg(p.data);
    QStringList parts{degrees.join(QStringLiteral(" × "))};
    if (p.zeroStage > 0)
        parts << PlanText::tr("ZeRO-%1").arg(p.zeroStage);
    if (p.recompute != core::Recompute::None)
        parts << recomputeText(p.recompute);
    if (p.offload == core::Offload::Cpu)
        parts << PlanText::tr("CPU offload");
    return parts.join(QStringLiteral(" · "));
}

QString planLine(const core::Plan &p, bool withSpeed)
{
    QString text = PlanText::tr("%n GPU(s), %1", nullptr, p.gpusUsed).arg(shortPlan(p));
    if (p.inference) {
        text += p.data > 1 ? PlanText::tr(", %n user(s), up to %1 per replica", nullptr, p.users).arg(p.microBatch)
                           : PlanText::tr(", %n user(s)", nullptr, p.users);
        if (withSpeed && p.decodes() && p.costs.stepSeconds() > 0)
            text += PlanText::tr(", %1 tokens/s each").arg(decimalNumber(p.tokensPerSecondPerUser(), 1));
        return text;
    }
    if (p.zeroStage == 0)
        text += PlanText::tr(" · no ZeRO");
    if (p.recompute == core::Recompute::None)
        text += PlanText::tr(" · no recompute");
    return text + PlanText::tr(", micro-batch %1 × %n accumulation step(s)", nullptr, p.gradientAccumulation)
                      .arg(p.microBatch);
}

QString planSummary(const core::PlanResult &result)
{
    return PlanText::tr("Plan: %1").arg(planDetails(result));
}

QString planDetails(const core::PlanResult &result)
{
    const core::Plan &p = result.chosen;
    QString text = planLine(p, result.timed);
    if (!result.feasible)
        text += PlanText::tr(" — nothing fits in GPU memory; this layout needs the least");
    if (!result.timed)
        return text;
    const core::PlanCosts &c = p.costs;
    QStringList costs;
    if (c.bubbleSeconds > 0)
        costs << PlanText::tr("pipeline bubble %1").arg(seconds(c.bubbleSeconds));
    if (c.tensorCommSeconds > 0)
        costs << PlanText::tr("tensor all-reduces %1 over %2").arg(seconds(c.tensorCommSeconds), link(c.tensorLink));
    if (c.expertCommSeconds > 0)
        costs << PlanText::tr("expert all-to-alls %1 over %2").arg(seconds(c.expertCommSeconds), link(c.expertLink));
    if (c.pipelineCommSeconds > 0)
        costs << PlanText::tr("pipeline sends %1").arg(seconds(c.pipelineCommSeconds));
    if (c.dataCommSeconds > 0)
        costs << PlanText::tr("data-parallel traffic %1 over %2, %3 of it not hidden")
                     .arg(seconds(c.dataCommSeconds + c.hiddenCommSeconds), link(c.dataLink),
                          seconds(c.dataCommSeconds));
    else if (c.hiddenCommSeconds > 0)
        costs << PlanText::tr("data-parallel traffic %1 over %2, hidden under compute")
                     .arg(seconds(c.hiddenCommSeconds), link(c.dataLink));
    if (c.offloadSeconds > 0)
        costs << PlanText::tr("offload %1").arg(seconds(c.offloadSeconds));
    text += PlanText::tr("; step %1").arg(seconds(c.stepSeconds()));
    if (!costs.isEmpty()) // the list's brackets and commas are the language's own (（、）)
        text += PlanText::tr(" (%1)").arg(costs.join(PlanText::tr(", ", "between the costs of a plan")));
    return text;
}

} // namespace dlrig::report
