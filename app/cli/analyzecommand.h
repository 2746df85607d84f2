#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/build/circuit.h"

namespace dlrig::core {
class ExchangeRates;
struct CostReport;
}

namespace dlrig::cli {

class Arguments;

// The dated exchange rates: --rates FILE (dlrig-exchange-rates JSON) or the built-in ECB table.
core::ExchangeRates exchangeRates(const Arguments &args);

// --circuit VOLTS/AMPS ("230V/16A"), when given; InputError naming the option otherwise.
std::optional<core::Circuit> circuitOption(const Arguments &args);

// How much of the total rests on stale prices, and which parts are no longer
// sold new: lines under a cost table (analyze's, recommend's).
void printPriceFreshness(std::ostream &out, const core::CostReport &cost);

// dlrig-cli [--db PATH] analyze BUILD.dlrig [--json] [--assume KEY=VALUE]…
int analyzeCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out);

// dlrig-cli presets [--json]
int presetsCommand(const std::vector<std::string> &words, std::ostream &out);

} // namespace dlrig::cli
