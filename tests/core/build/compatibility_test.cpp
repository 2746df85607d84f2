#include "core/build/compatibility.h"
#include "core/parts/powerconnectors.h"

#include "core/testparts.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace dlrig::core;
using namespace testparts;

namespace {

// A sound AM4 workstation: no errors, no warnings.
ResolvedBuild soundBuild()
{
    ResolvedBuild b;
    b.lines = {{rtx4090(), 1}, {ryzen5950x(), 1}, {am4Board(), 1}, {memory("ddr4-2x32", "DDR4", 2, 32, 3200, false), 1},
               {nvme(), 1},    {psu(1000), 1},    {chassis(), 1},  {cooler(), 1}};
    return b;
}

std::vector<Finding> check(const ResolvedBuild &b)
{
    return checkCompatibility(b, Assumptions{});
}

// The finding for `rule`, or an empty one.
Finding find(const std::vector<Finding> &findings, const std::string &rule)
{
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding &f) { return f.rule == rule; });
    return it == findings.end() ? Finding{"", Severity::Warning, ""} : *it;
}

void replace(ResolvedBuild &b, PartCategory category, Part part, int quantity = 1)
{
    for (BuildLine &line : b.lines) {
        if (line.part.category() == category) {
            line = {std::move(part), quantity};
            return;
        }
    }
    b.lines.push_back({std::move(part), quantity});
}

} // namespace

TEST(Compatibility, SoundBuildPasses)
{
    const auto findings = check(soundBuild());
    EXPECT_TRUE(findings.empty()) << findings.front().rule << ": " << findings.front().message;
}

TEST(Compatibility, CpuSocketMustMatchTheBoard)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Cpu, epyc7763());
    const Finding f = find(check(b), "cpu.socket");
    EXPECT_EQ(f.severity, Severity::Error);
    EXPECT_EQ(f.message, "EPYC 7763 needs socket SP3; X570 board has AM4.");
}

TEST(Compatibility, MemoryTypeRegisteredSlotsCapacity)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Memory, memory("ddr5", "DDR5", 2, 32, 6000, false));
    EXPECT_EQ(find(check(b), "memory.type").severity, Severity::Error);

    replace(b, PartCategory::Memory, memory("rdimm", "DDR4", 1, 32, 3200, true), 2);
    EXPECT_NE(find(check(b), "memory.registered").message.find("AM4 boards take unbuffered DIMMs"), std::string::npos);

    replace(b, PartCategory::Memory, memory("ddr4-2x32", "DDR4", 2, 32, 3200, false), 3);
    EXPECT_EQ(find(check(b), "memory.slots").message, "6 DIMMs for 4 slots.");

    replace(b, PartCategory::Memory, memory("ddr4-4x64", "DDR4", 4, 64, 3200, false));
    EXPECT_EQ(find(check(b), "memory.capacity").message, "256 GiB is more than the board's 128 GiB.");
}

TEST(Compatibility, ServerBoardsNeedRegisteredMemoryInEveryChannel)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cooling, cooler({"SP3"}));
    replace(b, PartCategory::Memory, memory("udimm", "DDR4", 2, 32, 3200, false));
    EXPECT_NE(find(check(b), "memory.registered").message.find("need registered ECC DIMMs"), std::string::npos);
    replace(b, PartCategory::Memory, memory("rdimm", "DDR4", 1, 32, 3200, true), 2);
    const Finding channels = find(check(b), "memory.channels");
    EXPECT_EQ(channels.severity, Severity::Warning);
    EXPECT_EQ(channels.message,
              "2 of 8 memory channels populated: memory bandwidth is 25 % of what the platform can give.");
}

TEST(Compatibility, ChannelsHoldingDifferentDimmCountsAreUnbalanced)
{
    ResolvedBuild b = soundBuild(); // a dual-channel AM4 board with four slots
    replace(b, PartCategory::Memory, memory("one-dimm", "DDR4", 1, 32, 3200, false), 3);
    const Finding balance = find(check(b), "memory.balance");
    EXPECT_EQ(balance.severity, Severity::Warning);
    EXPECT_EQ(balance.message, "3 DIMMs on 2 channels: some channels hold 2 DIMMs and others 1, so the controller "
                               "cannot interleave them evenly; fill every channel alike (2 or 4 DIMMs).");
    replace(b, PartCategory::Memory, memory("one-dimm", "DDR4", 1, 32, 3200, false), 4);
    for (const Finding &f : check(b))
        EXPECT_NE(f.rule, "memory.balance") << f.message;
    EXPECT_TRUE(balancedMemory(16, 8));
    EXPECT_FALSE(balancedMemory(7, 8));
    EXPECT_FALSE(balancedMemory(12, 8));
    EXPECT_TRUE(balancedMemory(4, 2));
}

TEST(Compatibility, MemorySpeedFollowsTheCpuAndDimmsPerChannel)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Memory, memory("ddr4-3600", "DDR4", 2, 32, 3600, false));
    EXPECT_NE(find(check(b), "memory.speed").message.find("runs at 3,200 MT/s here (the CPU's maximum)"),
              std::string::npos);
    // AM5 with four DDR5 DIMMs (two per channel) drops to 3,600 MT/s.
    const MemoryKitSpec kit = std::get<MemoryKitSpec>(memory("ddr5", "DDR5", 4, 32, 6000, false).specs);
    CpuSpec am5 = std::get<CpuSpec>(ryzen5950x().specs);
    am5.socket = "AM5";
    am5.maxMemoryMTs = 5200;
    EXPECT_EQ(effectiveMemorySpeed(kit, 4, am5, 2), 3600);
    EXPECT_EQ(effectiveMemorySpeed(kit, 2, am5, 2), 5200);
}

TEST(Compatibility, GpuSlotsLanesWidthLengthNvlinkAndForm)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Gpu, rtx4090(), 3);
    replace(b, PartCategory::Psu, psu(2400, 4));
    const auto findings = check(b);
    EXPECT_EQ(find(findings, "gpu.slots").message, "3 GPUs for 2 slots of x8 or wider on X570 board.");
    EXPECT_EQ(find(findings, "gpu.lanes").severity, Severity::Warning); // 48 lanes wanted, 24 given
    EXPECT_EQ(find(findings, "gpu.width").message, "The GPUs cover 9 expansion-slot positions; Tower has 8.");

    b = soundBuild();
    replace(b, PartCategory::Chassis, chassis(8, 300));
    EXPECT_EQ(find(check(b), "gpu.length").message, "GeForce RTX 4090 is 304 mm long; Tower fits 300 mm.");

    b = soundBuild();
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Gpu, a100Pcie80(), 3);
    EXPECT_NE(find(check(b), "gpu.nvlink").message.find("has no partner"), std::string::npos);

    Part sxm = a100Pcie80();
    std::get<GpuSpec>(sxm.specs).slotWidth = 0;
    replace(b, PartCategory::Gpu, sxm, 1);
    EXPECT_EQ(find(check(b), "gpu.form").severity, Severity::Error);
}

TEST(Compatibility, PowerSupplyWattsHeadroomAndConnectors)
{
    // Four 450 W GPUs on a 1,600 W PSU: peak 1,800 + 280 + 5 × … W.
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Gpu, rtx4090(), 4);
    replace(b, PartCategory::Psu, psu(1600, 4));
    EXPECT_EQ(find(check(b), "psu.watts").severity, Severity::Error);

    b = soundBuild();
    replace(b, PartCategory::Psu, psu(800));
    // 683.75 W peak is 85 % of 800 W: more than the 80 % that leaves room for transients.
    EXPECT_EQ(find(check(b), "psu.headroom").message,
              "Peak draw 684 W is 85 % of the 800 W power supply; GPU transients want headroom (900 W recommended).");

    b = soundBuild();
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Gpu, rtx4090(), 3);
    replace(b, PartCategory::Psu, psu(2400, 2));
    // The third 450 W card would run on its adapter: refused (issue 31), a
    // 450–600 W card takes a native 12V-2x6 cable.
    EXPECT_EQ(find(check(b), "psu.connectors").severity, Severity::Error);
    EXPECT_EQ(find(check(b), "psu.connectors").message,
              "3 GPUs take a 16-pin 12V-2x6 cable; 2400 W PSU has 2, so 1 card of up to 450 W would run on "
              "adapters from PCIe 8-pin cables. A card of 450 W or more needs a native 12V-2x6 cable: choose a "
              "power supply with 3.");
    // A 350 W card on its adapter is allowed, with the warning.
    Part mid = rtx4090();
    mid.id = "gpu/mid";
    mid.tdpWatts = 350;
    replace(b, PartCategory::Gpu, mid, 3);
    EXPECT_EQ(find(check(b), "psu.connectors").severity, Severity::Warning);
    EXPECT_EQ(find(check(b), "psu.connectors").message,
              "3 GPUs take a 16-pin 12V-2x6 cable; 2400 W PSU has 2; the rest (1) run on the cards' adapters "
              "from 3 PCIe 8-pin cables, one per 150 W. A native cable, fully seated, is the safer connection at "
              "450–600 W.");
    replace(b, PartCategory::Gpu, rtx4090(), 3);
    // With only two PCIe 8-pin cables the adapter cannot be fed at all.
    replace(b, PartCategory::Psu, psu(2400, 2, 2));
    bool refused = false;
    for (const Finding &f : check(b))
        refused = refused || (f.rule == "psu.connectors" && f.severity == Severity::Error &&
                              f.message.find("take 3 PCIe 8-pin (6+2) cables (3 of them through 16-pin adapters)") !=
                                  std::string::npos);
    EXPECT_TRUE(refused);
}

// Issue 18 #4: the academic-research ★ build (six 130 W RTX 4000 Ada cards, one
// native 16-pin cable) carried a "safer native cable" warning meant for
// 450–600 W cards. A card of up to 300 W on its own adapter is what it ships
// for; its 8-pin cables are still counted.
TEST(Compatibility, ALowPowerCardOnItsAdapterIsNoWarning)
{
    ResolvedBuild b = soundBuild();
    Part small = rtx4090();
    small.id = "gpu/small";
    small.tdpWatts = 130;
    std::get<GpuSpec>(small.specs).slotWidth = 2;
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Gpu, small, 2);
    replace(b, PartCategory::Psu, psu(1600, 1, 6));
    for (const Finding &f : check(b))
        EXPECT_NE(f.rule, "psu.connectors") << f.message;
    // One 8-pin cable left for its adapter: none, and the count is an error.
    replace(b, PartCategory::Psu, psu(1600, 1, 0));
    bool refused = false;
    for (const Finding &f : check(b))
        refused = refused || (f.rule == "psu.connectors" && f.severity == Severity::Error);
    EXPECT_TRUE(refused);
}

// The plug kinds are counted apart: an EPS-12V card takes no 12V-2x6 cable
// (the text "EPS-12V" once matched "12V"), and an adapter's cables are counted.
TEST(Compatibility, PowerConnectorsAreCountedByPlugKind)
{
    EXPECT_EQ(parsePowerConnectors("1x 8-pin CPU (EPS-12V)")->eps12V, 1);
    EXPECT_EQ(parsePowerConnectors("1x 8-pin CPU (EPS-12V)")->plug12V2x6, 0);
    const PowerInputs fe = *parsePowerConnectors("1x 12-pin (NVIDIA FE; adapter from 2x 8-pin)");
    EXPECT_EQ(fe.pcie8Pin, 2);
    EXPECT_TRUE(fe.fromAdapter);
    EXPECT_EQ(parsePowerConnectors("2x 8-pin PCIe")->pcie8Pin, 2);
    EXPECT_EQ(parsePowerConnectors("1x 16-pin PCIe CEM5")->plug12V2x6, 1);
    EXPECT_EQ(parsePowerConnectors("1x 6-pin PCIe")->pcie6Pin, 1);
    EXPECT_EQ(parsePowerConnectors("none (slot-powered, 70 W)")->pcieCables(), 0);
    EXPECT_EQ(parsePowerConnectors("SXM5 module")->plug12V2x6, 0);
    EXPECT_FALSE(parsePowerConnectors("Molex").has_value());

    // Two A40-like cards with EPS-12V inputs: no 16-pin warning, an EPS one.
    ResolvedBuild b = soundBuild();
    Part card = rtx4090();
    std::get<GpuSpec>(card.specs).powerConnectors = "1x 8-pin CPU (EPS-12V)";
    replace(b, PartCategory::Gpu, card, 2);
    replace(b, PartCategory::Psu, psu(2400, 0));
    int connectorFindings = 0;
    for (const Finding &f : check(b)) {
        if (f.rule != "psu.connectors")
            continue;
        ++connectorFindings;
        EXPECT_EQ(f.message.find("16-pin"), std::string::npos) << f.message;
        EXPECT_NE(f.message.find("EPS-12V"), std::string::npos) << f.message;
    }
    EXPECT_EQ(connectorFindings, 1);
}

TEST(Compatibility, DrivesChassisCoolerAndMissingParts)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Storage, nvme(), 4);
    EXPECT_EQ(find(check(b), "storage.m2").message, "4 M.2 drives for 3 M.2 slots.");

    b = soundBuild();
    Part board = am4Board();
    std::get<MotherboardSpec>(board.specs).formFactor = "SSI-EEB";
    replace(b, PartCategory::Motherboard, board);
    EXPECT_EQ(find(check(b), "chassis.board").message, "Tower does not take SSI-EEB boards.");

    b = soundBuild();
    replace(b, PartCategory::Cooling, cooler({"AM5"}));
    EXPECT_EQ(find(check(b), "cooler.socket").message, "Air cooler does not mount on AM4.");

    ResolvedBuild bare;
    bare.lines = {{rtx4090(), 1}};
    const auto findings = check(bare);
    EXPECT_EQ(
        std::count_if(findings.begin(), findings.end(), [](const Finding &f) { return f.rule == "missing.essential"; }),
        5); // CPU, motherboard, memory, storage, PSU
}

TEST(Compatibility, RemainingRules)
{
    // Two CPUs on a one-socket board, two different CPUs, two boards.
    ResolvedBuild b = soundBuild();
    b.lines[1].quantity = 2;
    EXPECT_EQ(find(check(b), "cpu.count").message, "2 CPUs on a board with 1 socket.");
    b = soundBuild();
    b.lines.push_back({epyc7763(), 1});
    EXPECT_EQ(find(check(b), "cpu.mixed").severity, Severity::Error);
    b = soundBuild();
    b.lines.push_back({sp3Board(), 1});
    EXPECT_EQ(find(check(b), "motherboard.count").severity, Severity::Error);

    // Mixed memory kits and mixed GPU models are allowed, with a warning.
    b = soundBuild();
    b.lines.push_back({memory("ddr4-1x16", "DDR4", 1, 16, 2666, false), 1});
    EXPECT_EQ(find(check(b), "memory.mixed").severity, Severity::Warning);
    b = soundBuild();
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    b.lines.push_back({a100Pcie80(), 1});
    EXPECT_EQ(find(check(b), "gpu.mixed").severity, Severity::Warning);

    // A U.2 drive needs a backplane or adapter.
    b = soundBuild();
    Part u2 = nvme("storage/u2");
    std::get<StorageSpec>(u2.specs).formFactor = "U.2";
    b.lines.push_back({u2, 1});
    EXPECT_EQ(find(check(b), "storage.u2").severity, Severity::Warning);

    // No chassis, no cooler.
    b = soundBuild();
    std::erase_if(b.lines, [](const BuildLine &l) {
        return l.part.category() == PartCategory::Chassis || l.part.category() == PartCategory::Cooling;
    });
    EXPECT_EQ(find(check(b), "missing.chassis").severity, Severity::Warning);
    EXPECT_EQ(find(check(b), "missing.cooler").severity, Severity::Warning);

    // A 190 mm tower cooler in a case for 185 mm.
    b = soundBuild();
    Part tall = cooler();
    std::get<CoolingSpec>(tall.specs).heightMm = 190;
    replace(b, PartCategory::Cooling, tall);
    EXPECT_EQ(find(check(b), "cooler.height").message, "Air cooler is 190 mm tall; Tower fits 185 mm.");

    // An ATX PSU in a case for SFX supplies.
    b = soundBuild();
    Part small = chassis();
    std::get<ChassisSpec>(small.specs).psuFormFactor = "SFX";
    replace(b, PartCategory::Chassis, small);
    EXPECT_EQ(find(check(b), "psu.form").severity, Severity::Error);
}

TEST(Compatibility, PlatformsSharingASocket)
{
    // LGA4677: Xeon W needs W790, Xeon Scalable C741 (Intel platform briefs).
    ResolvedBuild b = soundBuild();
    Part xeonW = epyc7763();
    xeonW.model = "Xeon w7-3465X";
    std::get<CpuSpec>(xeonW.specs).socket = "LGA4677";
    Part c741 = sp3Board();
    c741.model = "X13DEI";
    auto &board = std::get<MotherboardSpec>(c741.specs);
    board.socket = "LGA4677";
    board.chipset = "C741";
    replace(b, PartCategory::Cpu, xeonW);
    replace(b, PartCategory::Motherboard, c741);
    EXPECT_EQ(find(check(b), "cpu.chipset").message, "Xeon w7-3465X needs a W790 board; X13DEI has C741.");
}

TEST(Compatibility, ServerBringsItsPlatform)
{
    ResolvedBuild b;
    ServerSpec spec{.formFactor = "4U rack",
                    .gpuPartId = "gpu/nvidia-a100-pcie-80gb",
                    .gpuCount = 8,
                    .cpuPartId = "cpu/amd-epyc-7763",
                    .cpuCount = 2,
                    .memory = Bytes{1024 * kGiB},
                    .storage = Bytes{15 * kTB},
                    .gpuInterconnect = "PCIe 4.0",
                    .psuWatts = 6000};
    b.lines = {{make("server/test", "GPU server", 4000, "150000", spec), 1}, {epyc7763(), 1}};
    const Finding f = find(check(b), "server.platform");
    EXPECT_EQ(f.severity, Severity::Warning);
    EXPECT_NE(f.message.find("brings its own CPU"), std::string::npos);
}

// Passive datacentre cards need forced air (the rules on open-air cards' air and
// a chassis' heat are in heat_test.cpp).
TEST(Compatibility, PassiveCardsNeedAChassisThatForcesAirThroughThem)
{
    ResolvedBuild b = soundBuild();
    Part passive = rtx4090();
    std::get<GpuSpec>(passive.specs).cooler = GpuCooler::Passive;
    std::get<GpuSpec>(passive.specs).slotWidth = 2;
    replace(b, PartCategory::Gpu, passive, 1);
    Part tower = chassis();
    std::get<ChassisSpec>(tower.specs).airflow = ChassisAirflow::Desktop;
    replace(b, PartCategory::Chassis, tower);
    const Finding desktop = find(check(b), "gpu.cooling");
    EXPECT_EQ(desktop.severity, Severity::Error);
    EXPECT_NE(desktop.message.find("passively cooled"), std::string::npos) << desktop.message;

    std::get<ChassisSpec>(tower.specs).airflow = ChassisAirflow::Unknown;
    replace(b, PartCategory::Chassis, tower);
    EXPECT_EQ(find(check(b), "gpu.cooling").severity, Severity::Warning);

    std::get<ChassisSpec>(tower.specs).airflow = ChassisAirflow::Server;
    replace(b, PartCategory::Chassis, tower);
    for (const Finding &f : check(b))
        EXPECT_NE(f.rule, "gpu.cooling") << f.message;

    // A card whose datasheet says only "Thermal solution: Active" has fans of
    // its own, so a desktop tower is no problem for it.
    Part active = passive;
    std::get<GpuSpec>(active.specs).cooler = *gpuCoolerFromString("active");
    replace(b, PartCategory::Gpu, active, 1);
    std::get<ChassisSpec>(tower.specs).airflow = ChassisAirflow::Desktop;
    replace(b, PartCategory::Chassis, tower);
    for (const Finding &f : check(b))
        EXPECT_NE(f.rule, "gpu.cooling") << f.message;
}

// Five dual-slot A100s on seven consecutive x16 slots (ROMED8-2T's layout):
// four fit in an 8-slot chassis (positions 1, 3, 5, 7); the slot count alone
// (seven x16) would have let all five through.
TEST(Compatibility, GpusArePlacedIntoTheBoardsSlotsByWidth)
{
    ResolvedBuild b = soundBuild();
    Part board = sp3Board();
    auto &m = std::get<MotherboardSpec>(board.specs);
    m.pcieSlots = {{4, 16, 7}};
    for (int position = 1; position <= 7; ++position)
        m.slotLayout.push_back({position, 16, 16, 4});
    replace(b, PartCategory::Motherboard, board);
    replace(b, PartCategory::Cpu, epyc7763());
    replace(b, PartCategory::Memory, memory("rdimm-8x64", "DDR4", 8, 64, 3200, true));
    replace(b, PartCategory::Gpu, a100Pcie80(), 5);
    replace(b, PartCategory::Chassis, chassis(8));
    const Finding f = find(check(b), "gpu.slots");
    EXPECT_EQ(f.severity, Severity::Error);
    EXPECT_NE(f.message.find("4 of the 5 GPUs fit"), std::string::npos) << f.message;
    EXPECT_NE(f.message.find("slot positions 1, 3, 5, 7 (x16, x16, x16, x16)"), std::string::npos) << f.message;
    replace(b, PartCategory::Gpu, a100Pcie80(), 4);
    EXPECT_EQ(find(check(b), "gpu.slots").rule, "");
}

TEST(Compatibility, EpsCablesAreCountedWhereThePsuStatesThem)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Gpu, a100Pcie80(), 2); // each takes one EPS-12V cable
    replace(b, PartCategory::Psu, psu(1600));
    // Unknown count: a warning that says so.
    EXPECT_EQ(find(check(b), "psu.connectors").severity, Severity::Warning);
    Part two = psu(1600);
    std::get<PsuSpec>(two.specs).connectorsEps12V = 2;
    replace(b, PartCategory::Psu, two);
    const Finding f = find(check(b), "psu.connectors");
    EXPECT_EQ(f.severity, Severity::Error); // the board's 1 + the GPUs' 2 = 3 > 2
    EXPECT_NE(f.message.find("take 3 EPS-12V"), std::string::npos) << f.message;
    std::get<PsuSpec>(two.specs).connectorsEps12V = 3;
    replace(b, PartCategory::Psu, two);
    EXPECT_EQ(find(check(b), "psu.connectors").rule, "");
}

// Issue 31: a tower that draws more than the site's circuit carries is refused,
// naming the circuit and, when it is the currency's default, saying so. A
// server is fed by its rack's power distribution, not a wall outlet.
TEST(Compatibility, ATowerBeyondTheSitesCircuitIsAnError)
{
    ResolvedBuild b = soundBuild();
    replace(b, PartCategory::Motherboard, sp3Board());
    replace(b, PartCategory::Cpu, epyc7763());
    // 4 × 300 W + 280 W + 2 DIMMs × 5 W + 7 W + 75 W = 1,572 W, 1,709 W at the wall.
    replace(b, PartCategory::Gpu, a100Pcie80(), 4);
    replace(b, PartCategory::Psu, psu(2400, 2, 12));
    const Finding f = find(check(b), "power.circuit");
    EXPECT_EQ(f.severity, Severity::Error);
    EXPECT_NE(f.message.find("the site's 120 V / 15 A circuit carries 1,440 W continuously (80 % of its rating), "
                             "the common outlet where USD is spent"),
              std::string::npos)
        << f.message;
    b.scenario.circuit = Circuit{230, 16}; // 2,944 W continuous
    EXPECT_EQ(find(check(b), "power.circuit").rule, "");
    b.scenario.circuit = Circuit{120, 15}; // named: the same error without the default's clause
    const Finding named = find(check(b), "power.circuit");
    EXPECT_EQ(named.severity, Severity::Error);
    EXPECT_EQ(named.message.find("common outlet"), std::string::npos) << named.message;

    ResolvedBuild server;
    ServerSpec spec;
    spec.formFactor = "4U rack";
    spec.psuWatts = 12000;
    server.lines = {{make("server/test-8gpu", "Test 8-GPU server", 10200, "300000", spec), 1}};
    EXPECT_EQ(find(check(server), "power.circuit").rule, "");
}
