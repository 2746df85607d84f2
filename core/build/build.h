#pragma once

#include "core/base/money.h"
#include "core/base/units.h"
#include "core/build/circuit.h"
#include "core/models/workload.h"
#include "core/parts/parts.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dlrig::core {

// The keys of the scenario presets (core/recommend/presets.cpp has one each):
// the only values a build file's scenario.preset may hold.
inline constexpr std::array<std::string_view, 6> kPresetKeys{
    "learning", "academic-research", "enterprise-prototype", "moe-serving", "production-training", "edge-inference"};

// What a machine is for and how it will be used: the workload, the money and
// the hours. The workload's GPU count follows the build's GPUs.
struct Scenario {
    std::string preset; // "academic-research", empty when made by hand
    Workload workload;
    Currency currency = Currency::fromCode("USD");
    std::optional<Money> budget;
    Money electricityPerKwh = Money::parse("0.15", Currency::fromCode("USD"));
    double utilisation = 0.6; // share of the hours the machine is busy
    double years = 3;
    double pue = 1.3; // facility energy ÷ IT energy (cooling overhead)
    int nodes = 1;    // identical machines joined by their NICs
    Bytes dataset;
    double trainTokens = 0;  // tokens (or samples) of one training run
    // Training: the longest one run of trainTokens may take, in days, at the
    // low end of the rate's stated range; 0: no deadline.
    double maxDays = 30;
    std::string cloudPartId; // cloud instance to compare with; empty: one with the same GPU
    // The wall circuit a tower or workstation runs on; unset: the common outlet
    // where the currency is spent (siteCircuit).
    std::optional<Circuit> circuit;
};

// The scenario's circuit, or the default for its currency.
Circuit siteCircuit(const Scenario &scenario);

struct BuildItem {
    std::string partId;
    int quantity = 1;
};

// A build as saved: a scenario and catalog part ids with quantities (per node).
struct Build {
    std::string name;
    Scenario scenario;
    std::vector<BuildItem> items;
};

// A build with its parts looked up in the catalog.
struct BuildLine {
    Part part;
    int quantity = 1;
};

struct ResolvedBuild {
    Scenario scenario;
    std::vector<BuildLine> lines;
    // Parts the lines refer to (a server's GPU and CPU, a cloud instance's GPU).
    std::vector<Part> referenced;
    const Part *referencedPart(const std::string &id) const;

    // Lines of one category, in build order.
    std::vector<const BuildLine *> linesOf(PartCategory category) const;
    // Total quantity of one category (per node).
    int countOf(PartCategory category) const;
    // The first line of a category, or nullptr.
    const BuildLine *firstOf(PartCategory category) const;
    // GPUs in the whole build, all nodes.
    int totalGpus() const;
};

} // namespace dlrig::core
