#include "core/build/build.h"

#include "core/base/checkedmath.h"

namespace dlrig::core {

Circuit siteCircuit(const Scenario &scenario)
{
    return scenario.circuit ? *scenario.circuit : defaultCircuitFor(scenario.currency);
}

std::vector<const BuildLine *> ResolvedBuild::linesOf(PartCategory category) const
{
    std::vector<const BuildLine *> found;
    for (const BuildLine &line : lines) {
        if (line.part.category() == category)
            found.push_back(&line);
    }
    return found;
}

int ResolvedBuild::countOf(PartCategory category) const
{
    int count = 0;
    for (const BuildLine *line : linesOf(category))
        count = checkedSum(count, line->quantity, "the number of parts");
    return count;
}

const BuildLine *ResolvedBuild::firstOf(PartCategory category) const
{
    const auto found = linesOf(category);
    return found.empty() ? nullptr : found.front();
}

const Part *ResolvedBuild::referencedPart(const std::string &id) const
{
    for (const Part &part : referenced) {
        if (part.id == id)
            return &part;
    }
    return nullptr;
}

int ResolvedBuild::totalGpus() const
{
    int perNode = countOf(PartCategory::Gpu);
    if (const BuildLine *server = firstOf(PartCategory::Server)) {
        perNode = checkedSum(perNode,
                             checkedProduct(std::get<ServerSpec>(server->part.specs).gpuCount, server->quantity,
                                            "GPUs per server × servers"),
                             "the GPUs per node");
    }
    perNode = checkedSum(perNode, countOf(PartCategory::Edge), "the GPUs per node"); // one integrated GPU each
    return checkedProduct(perNode, scenario.nodes, "GPUs per node × nodes");
}

} // namespace dlrig::core
