#pragma once

#include "testparts.h"

namespace testparts {

// A small catalog where every choice matters: two GPU models, two platforms,
// memory that feeds or starves them, fast and slow drives, three PSUs.
inline std::vector<Part> smallCatalog()
{
    Part slowDrive = nvme("storage/slow-sata", 550, 4000);
    slowDrive.price = usd("120");
    Part bigPsu = psu(2400, 4, 8);
    bigPsu.price = usd("600");
    Part cheapPsu = psu(850, 1, 4);
    cheapPsu.price = usd("120");
    Part wideChassis = chassis(12, 400);
    wideChassis.id = "chassis/wide";
    wideChassis.price = usd("450");
    Part sp3Cooler = cooler({"SP3"});
    sp3Cooler.id = "cooling/sp3";
    Part ddr4Slow = memory("ddr4-1x64-2133", "DDR4", 1, 64, 2133, false);
    ddr4Slow.price = usd("90");
    Part rdimm = memory("rdimm-64", "DDR4", 1, 64, 3200, true);
    rdimm.price = usd("220");
    return {rtx4090(),
            a100Pcie80(),
            ryzen5950x(),
            epyc7763(),
            am4Board(),
            sp3Board(),
            memory("ddr4-2x32", "DDR4", 2, 32, 3200, false),
            ddr4Slow,
            rdimm,
            nvme(),
            slowDrive,
            psu(1600, 2, 6),
            bigPsu,
            cheapPsu,
            chassis(),
            wideChassis,
            cooler(),
            sp3Cooler};
}

} // namespace testparts
