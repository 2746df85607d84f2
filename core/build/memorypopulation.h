#pragma once

#include "core/parts/parts.h"

#include <string>

// How DIMMs populate a platform's channels, and the speed they then run at.
namespace dlrig::core {

// Sockets whose boards take unbuffered DIMMs; every other socket dlrig knows
// (SP3, SP5, LGA4189, LGA4677, sTR5, sWRX8…) takes registered ones.
bool takesUnbufferedMemory(const std::string &socket);

// MT/s a memory kit really runs at on this CPU and board: the CPU's rated
// maximum, and on desktop DDR5 with two DIMMs per channel 3,600 (AMD's AM5
// specification for 2DPC, and Intel's for LGA1700 2DPC 2R: 4,000; dlrig uses
// the lower one for both). Server RDIMMs at two per channel: 4,400 on 4th/5th
// Gen Xeon (LGA4677, DDR5-4800 parts: WWT's Sapphire Rapids population guide)
// and 5,200 on Xeon 6 (LGA4710: EnGenius' Xeon 6 server manual). For other
// server sockets the catalog has no 2DPC figure: `known2dpc` says so.
int effectiveMemorySpeed(const MemoryKitSpec &kit, int totalModules, const CpuSpec &cpu, int memoryChannels,
                         bool *known2dpc = nullptr);

// Every memory channel holds the same number of DIMMs, at least one: `modules`
// is a multiple of `channels` (AMD's and Intel's population guides for EPYC and
// Xeon call only these balanced; desktop boards pair DIMMs the same way).
bool balancedMemory(int modules, int channels);

} // namespace dlrig::core
