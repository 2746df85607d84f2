#pragma once

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "core/build/circuit.h"

namespace dlrig::core {
class ExchangeRates;
}

namespace dlrig::cli {

class Arguments;

// The dated exchange rates: --rates FILE (dlrig-exchange-rates JSON) or the built-in ECB table.
core::ExchangeRates exchangeRates(const Arguments &args);

// --circuit VOLTS/AMPS ("230V/16A"), when given; InputError naming the option otherwise.
std::optional<core::Circuit> circuitOption(const Arguments &args);

// dlrig-cli [--db PATH] analyze BUILD.dlrig [--json] [--assume KEY=VALUE]…
int analyzeCommand(const std::vector<std::string> &words, const std::optional<std::filesystem::path> &db,
                   std::ostream &out);

// dlrig-cli presets [--json]
int presetsCommand(const std::vector<std::string> &words, std::ostream &out);

} // namespace dlrig::cli
