#pragma once

// The wall circuit a tower or workstation is plugged into: its voltage and
// breaker rating, what a continuous load may draw from it, and the common
// outlet where a currency is spent when the user names none.
#include "core/base/money.h"

#include <optional>
#include <string>
#include <string_view>

namespace dlrig::core {

struct Circuit {
    double volts = 0;
    double amps = 0;

    // A machine at full load for hours is a continuous load: at most 80 % of
    // the breaker's rating (NEC 210.19(A)(1) and 210.20(A); dlrig keeps the
    // same margin everywhere).
    double continuousWatts() const { return volts * amps * 0.8; }
    // "120 V / 15 A", as people read it.
    std::string name() const;
    // "120V/15A", as files and --circuit write it.
    std::string text() const;

    bool operator==(const Circuit &) const = default;
};

// Makers split a power supply's input range into low line, 100–127 V, and
// high line, 200–240 V; a circuit below this is low line.
inline constexpr double kLowLineMaxVolts = 160;

// "120V/15A", "230 V / 16 A", "208v/30a": volts 90–480, amps 1–100; nullopt
// for anything else.
std::optional<Circuit> parseCircuit(std::string_view text);

// The ordinary wall outlet where `currency` is spent: USD and CAD 120 V / 15 A
// (NEMA 5-15), MXN 127 V / 15 A, JPY 100 V / 15 A, CNY 220 V / 10 A (GB 2099.1),
// GBP 230 V / 13 A (BS 1363's fuse), AUD and NZD 230 V / 10 A (AS/NZS 3112),
// EUR and the rest of Europe 230 V / 16 A (CEE 7/3), elsewhere 230 V / 10 A.
Circuit defaultCircuitFor(const Currency &currency);

} // namespace dlrig::core
