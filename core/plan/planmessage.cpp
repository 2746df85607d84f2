// The plan in words, as data: one sentence built from translatable pieces, so
// that a stave's text or a table cell that names the plan reads in the user's
// language (describe() is its English).
#include "core/plan/plan.h"

namespace dlrig::core {

namespace {

// "1 GPU" / "3 GPUs": English's plural by hand; a translation may say both alike.
Clause counted(int count, MessageText one, MessageText many)
{
    return clause(count == 1 ? one : many, {{"count", std::int64_t{count}}});
}

Clause recomputeClause(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None:
        return clause(DLRIG_MESSAGE("plan.recompute.none", ", no recompute"));
    case Recompute::Selective:
        return clause(DLRIG_MESSAGE("plan.recompute.selective", ", selective recompute"));
    case Recompute::Full:
        break;
    }
    return clause(DLRIG_MESSAGE("plan.recompute.full", ", full recompute"));
}

} // namespace

Message planMessage(const Plan &p, bool withSpeed)
{
    std::vector<MessageArg> args{
        {"gpus",
         counted(p.gpusUsed, DLRIG_MESSAGE("plan.gpus", "{count} GPU"), DLRIG_MESSAGE("plan.gpus", "{count} GPUs"))},
        {"tensor", std::int64_t{p.tensor}},
        {"pipeline", p.pipeline > 1 ? clause(DLRIG_MESSAGE("plan.pipeline", " × pipeline {count}"),
                                             {{"count", std::int64_t{p.pipeline}}})
                                    : clause()},
        {"interleaved", p.virtualStages > 1
                            ? clause(DLRIG_MESSAGE("plan.interleaved", " (interleaved, {count} chunks per stage)"),
                                     {{"count", std::int64_t{p.virtualStages}}})
                            : clause()},
    };
    if (p.inference) {
        Clause experts;
        if (p.expert > 1)
            experts =
                clause(p.expert > p.tensor ? DLRIG_MESSAGE("plan.experts.dp_attention",
                                                           ", experts over {count} GPUs (data-parallel attention)")
                                           : DLRIG_MESSAGE("plan.experts", ", experts over {count} GPUs"),
                       {{"count", std::int64_t{p.expert}}});
        args.push_back({"replicas", counted(p.data, DLRIG_MESSAGE("plan.replicas", "{count} replica"),
                                            DLRIG_MESSAGE("plan.replicas", "{count} replicas"))});
        args.push_back({"experts", experts});
        args.push_back({"users", counted(p.users, DLRIG_MESSAGE("plan.users", "{count} user"),
                                         DLRIG_MESSAGE("plan.users", "{count} users"))});
        args.push_back({"perReplica", p.data > 1
                                          ? clause(DLRIG_MESSAGE("plan.per_replica", " (up to {count} per replica)"),
                                                   {{"count", std::int64_t{p.microBatch}}})
                                          : clause()});
        const bool speed = withSpeed && p.decodes() && p.costs.stepSeconds() > 0;
        args.push_back({"speed", speed ? clause(DLRIG_MESSAGE("plan.speed", ", {rate} tokens/s each"),
                                                {{"rate", Decimal{p.tokensPerSecondPerUser(), 1}}})
                                       : clause()});
        return {
            DLRIG_MESSAGE("plan.serving",
                          "{gpus}: tensor {tensor}{pipeline}{interleaved} × {replicas}{experts}, {users}{perReplica}"
                          "{speed}"),
            std::move(args)};
    }
    args.push_back({"data", std::int64_t{p.data}});
    args.push_back({"zero", p.zeroStage > 0 ? clause(DLRIG_MESSAGE("plan.zero", ", ZeRO-{stage}"),
                                                     {{"stage", std::int64_t{p.zeroStage}}})
                                            : clause(DLRIG_MESSAGE("plan.no_zero", ", no ZeRO"))});
    args.push_back({"offload", p.offload == Offload::Cpu
                                   ? clause(DLRIG_MESSAGE("plan.offload", ", optimizer states offloaded to the CPU"))
                                   : clause()});
    args.push_back({"recompute", recomputeClause(p.recompute)});
    args.push_back({"microBatch", std::int64_t{p.microBatch}});
    args.push_back({"steps", counted(p.gradientAccumulation, DLRIG_MESSAGE("plan.steps", "{count} accumulation step"),
                                     DLRIG_MESSAGE("plan.steps", "{count} accumulation steps"))});
    return {DLRIG_MESSAGE("plan.training", "{gpus}: tensor {tensor}{pipeline}{interleaved} × data {data}{zero}{offload}"
                                           "{recompute}, micro-batch {microBatch} × {steps}"),
            std::move(args)};
}

} // namespace dlrig::core
