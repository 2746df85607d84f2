#include "catalog/buildresolver.h"

#include "core/build/edgemodule.h"
#include "core/models/workload.h"

namespace dlrig::catalog {

core::ResolvedBuild resolveBuild(const Catalog &catalog, const core::Build &build, const std::string &origin)
{
    core::ResolvedBuild resolved;
    resolved.scenario = build.scenario;
    std::string missing;
    for (std::size_t i = 0; i < build.items.size(); ++i) {
        const core::BuildItem &item = build.items[i];
        auto part = catalog.find(item.partId);
        if (!part) {
            missing +=
                (missing.empty() ? "" : ", ") + std::string("parts[") + std::to_string(i) + "] '" + item.partId + "'";
            continue;
        }
        resolved.lines.push_back({std::move(*part), item.quantity});
    }
    if (!missing.empty())
        throw core::InputError("parts", core::Message{DLRIG_MESSAGE("catalog", "{origin}: not in the catalog: "
                                                                               "{missing} (search the catalog for the "
                                                                               "part's id)"),
                                                      {{"origin", origin}, {"missing", missing}}});
    if (const std::string &cloud = build.scenario.cloudPartId; !cloud.empty()) {
        const auto offer = catalog.find(cloud);
        if (!offer || offer->category() != core::PartCategory::Cloud)
            throw core::InputError("cloud", core::Message{DLRIG_MESSAGE("catalog", "{origin}: scenario: cloud: no "
                                                                                   "cloud instance '{id}' in the "
                                                                                   "catalog (dlrig-cli catalog list "
                                                                                   "--category cloud lists them)"),
                                                          {{"origin", origin}, {"id", cloud}}});
    }
    for (const core::BuildLine &line : resolved.lines) {
        if (const auto *server = std::get_if<core::ServerSpec>(&line.part.specs)) {
            for (const std::string &id : {server->gpuPartId, server->cpuPartId}) {
                if (auto part = catalog.find(id))
                    resolved.referenced.push_back(std::move(*part));
            }
        }
    }
    core::addIntegratedParts(resolved);
    return resolved;
}

std::vector<core::Part> cloudOffers(const Catalog &catalog)
{
    PartFilter filter;
    filter.category = core::PartCategory::Cloud;
    return catalog.list(filter);
}

} // namespace dlrig::catalog
