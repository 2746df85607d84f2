#pragma once

// A GPU's power inputs by plug kind, read from its connector text
// ("1x 16-pin 12V-2x6", "2x 8-pin PCIe", "1x 8-pin CPU (EPS-12V)",
// "1x 12-pin (NVIDIA FE; adapter from 2x 8-pin)"). The kinds are different,
// keyed plugs: a 12V-2x6 (12VHPWR, PCIe CEM5 16-pin) cable, a PCIe 6+2-pin
// cable and an EPS-12V (CPU 8-pin) cable do not stand in for one another
// (PCI-SIG CEM 5.0 §3.6; ATX12V/EPS12V power supply design guides).
#include <optional>
#include <string>
#include <string_view>

namespace dlrig::core {

struct PowerInputs {
    int plug12V2x6 = 0; // 16-pin 12V-2x6 / 12VHPWR / PCIe CEM5
    int pcie8Pin = 0;   // PCIe 6+2-pin cables (an adapter the card ships with counts its cables)
    int pcie6Pin = 0;
    int eps12V = 0;     // CPU 8-pin (EPS-12V), as datacentre PCIe cards take
    bool fromAdapter = false; // the PCIe cables feed the card through its own adapter

    int pcieCables() const { return pcie8Pin + pcie6Pin; }
};

// Nullopt when the text names no plug dlrig knows; "none (slot-powered)" and
// modules ("SXM5 module", "OAM module") have no cables.
std::optional<PowerInputs> parsePowerConnectors(std::string_view text);

} // namespace dlrig::core
