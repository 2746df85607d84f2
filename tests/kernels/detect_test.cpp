// Detection reads Linux's files the way they are laid out: a two-socket
// EPYC 7763 server as a fixture folder (proc, sys) and its dmidecode output.
#include "core/parts/partmatch.h"
#include "core/testparts.h"
#include "kernels/benchrun.h"
#include "kernels/detect.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

using namespace dlrig;

namespace {

const std::filesystem::path kMachine = std::filesystem::path(DLRIG_FIXTURES_DIR) / "machine-epyc";

std::string slurp(const std::filesystem::path &path)
{
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

} // namespace

TEST(Detect, CpuFromCpuinfoAndSysfs)
{
    const kernels::DetectedCpu cpu = kernels::detectCpu(kMachine);
    EXPECT_EQ(cpu.model, "AMD EPYC 7763 64-Core Processor");
    EXPECT_EQ(cpu.sockets, 2);
    EXPECT_EQ(cpu.cores, 128);   // 2 × 64 distinct (physical id, core id)
    EXPECT_EQ(cpu.threads, 256); // SMT
    EXPECT_DOUBLE_EQ(cpu.maxMHz, 3529.052);
    EXPECT_EQ(cpu.l2Bytes, 512u << 10);
    EXPECT_EQ(cpu.l3Bytes, 32u << 20);
    EXPECT_TRUE(cpu.avx2);
    EXPECT_FALSE(cpu.avx512);
}

TEST(Detect, MemoryFromMeminfoAndDmidecode)
{
    const kernels::DetectedMemory memory = kernels::detectMemory(kMachine, slurp(kMachine / "dmidecode-memory.txt"));
    EXPECT_EQ(memory.totalBytes, 528206216ull * 1024);
    EXPECT_EQ(memory.modules, 2); // "No Module Installed" is not one
    EXPECT_EQ(memory.type, "DDR4");
    EXPECT_EQ(memory.speedMTs, 2933); // the slower configured speed sets every channel's
    EXPECT_EQ(memory.source, "dmidecode");
    const kernels::DetectedMemory unknown = kernels::detectMemory(kMachine, "", "dmidecode needs root");
    EXPECT_EQ(unknown.speedMTs, 0);
    EXPECT_NE(unknown.source.find("dmidecode needs root"), std::string::npos);
}

TEST(Detect, DrivesFromSysBlockWithoutLoopDevices)
{
    const auto disks = kernels::detectDisks(kMachine);
    ASSERT_EQ(disks.size(), 2u);
    EXPECT_EQ(disks[0].device, "nvme0n1");
    EXPECT_TRUE(disks[0].nvme);
    EXPECT_FALSE(disks[0].rotational);
    EXPECT_EQ(disks[0].model, "Samsung SSD 980 PRO 2TB"); // trailing blanks trimmed
    EXPECT_EQ(disks[0].bytes, 3750748848ull * 512);
    EXPECT_TRUE(disks[1].rotational);
}

TEST(PartMatch, ReportedNamesFindTheirCatalogParts)
{
    const std::vector<core::Part> parts{testparts::rtx4090(), testparts::a100Pcie80(), testparts::ryzen5950x(),
                                        testparts::epyc7763()};
    const auto id = [&](const std::string &name, core::PartCategory category) {
        const auto part = core::matchPart(name, category, parts);
        return part ? part->id : std::string("none");
    };
    EXPECT_EQ(id("NVIDIA GeForce RTX 4090", core::PartCategory::Gpu), "gpu/nvidia-rtx-4090");
    EXPECT_EQ(id("NVIDIA A100 80GB PCIe", core::PartCategory::Gpu), "gpu/nvidia-a100-pcie-80gb");
    EXPECT_EQ(id("NVIDIA GeForce RTX 4080", core::PartCategory::Gpu), "none");
    EXPECT_EQ(id("AMD Ryzen 9 5950X 16-Core Processor", core::PartCategory::Cpu), "cpu/amd-ryzen-9-5950x");
    EXPECT_EQ(id("AMD EPYC 7763 64-Core Processor", core::PartCategory::Cpu), "cpu/amd-epyc-7763");
    EXPECT_EQ(id("AMD EPYC 7713 64-Core Processor", core::PartCategory::Cpu), "none");
    EXPECT_EQ(core::nameTokens("Intel(R) Xeon(R) Platinum 8380 CPU @ 2.30GHz"),
              (std::vector<std::string>{"xeon", "platinum", "8380"}));
}

// The fixture server as catalog parts: its CPUs and memory give the STREAM spec.
TEST(Detect, TheLocalMachineIsABuildOfItsParts)
{
    kernels::DetectedMachine detected;
    detected.cpu = kernels::detectCpu(kMachine);
    detected.memory = kernels::detectMemory(kMachine, slurp(kMachine / "dmidecode-memory.txt"));
    detected.disks = kernels::detectDisks(kMachine);
    const kernels::LocalMachine local = kernels::localMachine(detected, {testparts::epyc7763(), testparts::nvme()});
    ASSERT_EQ(local.build.countOf(core::PartCategory::Cpu), 2);
    EXPECT_EQ(local.build.countOf(core::PartCategory::Memory), 2);
    // Two modules at 2,933 MT/s on eight-channel CPUs: 2 channels × 2,933 × 8 B = 46.928 GB/s.
    core::Measurement triad;
    triad.key = "host.stream_triad";
    triad.metric = "stream_triad";
    core::attachSpec(triad, local.build);
    ASSERT_TRUE(triad.spec.has_value());
    EXPECT_NEAR(*triad.spec, 2 * 2933 * 8 / 1000.0, 1e-9);
    EXPECT_FALSE(local.unmatched.empty()); // the 980 PRO and the WD drive are not in this small catalog
}

// Matches by hand win over the names: a part id, or "" for "not in the
// catalog" (the match dialog's "(no catalog part)"); a stale id falls back.
TEST(Detect, HandMatchesWinOverTheNamesIncludingNoPart)
{
    kernels::DetectedMachine detected;
    detected.cpu = kernels::detectCpu(kMachine); // AMD EPYC 7763: matched by name
    const std::string cpu = detected.cpu.model;
    const std::vector<core::Part> catalog{testparts::epyc7763(), testparts::ryzen5950x()};
    const auto partOf = [&](const std::map<std::string, std::string> &byHand) {
        return kernels::localMachine(detected, catalog, byHand).partOf.at(cpu);
    };
    EXPECT_EQ(partOf({}), "cpu/amd-epyc-7763");
    EXPECT_EQ(partOf({{cpu, "cpu/amd-ryzen-9-5950x"}}), "cpu/amd-ryzen-9-5950x");
    EXPECT_EQ(partOf({{cpu, ""}}), "");
    EXPECT_TRUE(kernels::localMachine(detected, catalog, {{cpu, ""}}).build.lines.empty());
    EXPECT_EQ(partOf({{cpu, "cpu/gone"}}), "cpu/amd-epyc-7763");
}
