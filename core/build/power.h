#pragma once

#include "core/build/build.h"
#include "core/build/circuit.h"
#include "core/estimate/assumptions.h"

#include <string>
#include <vector>

namespace dlrig::core {

struct CircuitCheck {
    Circuit circuit; // its name ("120 V / 15 A") is written only where shown
    double continuousWatts = 0;
    bool fits = false;
};

struct PowerEstimate {
    double gpuWatts = 0;
    double cpuWatts = 0;
    double otherWatts = 0; // memory, drives, NICs, platform
    double peakWatts = 0;  // one node, DC side
    double psuWatts = 0;   // installed PSU capacity at the site's voltage, one node (0: none)
    bool psuLowLine = false;       // a PSU gives less at the site's 100–127 V than its rating
    bool psuUnratedAtSite = false; // a PSU rated at 200–240 V only, with no stated low-line figure
    double recommendedPsuWatts = 0;
    double wallWatts = 0; // peak drawn from the wall, one node
    double heatBtuPerHour = 0;
    std::vector<CircuitCheck> circuits; // two common outlets, for reference
    // The site's circuit (the scenario's, or its currency's default). It binds
    // a tower or workstation; a server is fed by its rack's power distribution.
    CircuitCheck site;
    bool siteIsDefault = true; // the scenario named no circuit
    bool siteBinds = true;     // false for a complete server
    // An edge module is powered by its carrier board or developer kit, which
    // is built for the module's highest power mode: psuWatts is that mode's
    // draw, and there is no PSU line to size.
    bool carrierSupplied = false;
    std::vector<std::string> notes;
};

// CPU peak package power from its rated TDP: AMD desktop parts draw up to
// PPT = 1.35 × TDP (AMD, "AMD Ryzen Processor Socket AM4/AM5 power"); Intel K
// desktop parts up to Maximum Turbo Power, 253 W for a 125 W Processor Base
// Power (Intel ARK, Core i9-13900K): 2.024 ×; server and workstation parts
// sustain their TDP.
double cpuPeakWatts(const CpuSpec &cpu, int tdpWatts);

// What a power supply gives on `circuit`: makers rate the largest units at
// 200–240 V only, and on a 100–127 V circuit they give their low-line rating,
// 0 where the maker states none.
int psuWattsOn(const PsuSpec &psu, const Circuit &circuit);

// Peak DC draw of one node, the PSU it should have (peak ÷ psu-max-load,
// rounded up to 50 W), wall draw (÷ PSU efficiency), heat (1 W = 3.412 BTU/h),
// and whether the site's circuit, a 120 V/15 A one and a 230 V/16 A one carry
// it continuously (80 % of the rating: 1,440 W and 2,944 W; core/build/circuit.h).
PowerEstimate estimatePower(const ResolvedBuild &build, const Assumptions &assumptions);

} // namespace dlrig::core
