#include "core/build/memorypopulation.h"

#include <algorithm>
#include <set>

namespace dlrig::core {

bool takesUnbufferedMemory(const std::string &socket)
{
    static const std::set<std::string> unbuffered{"AM4", "AM5", "LGA1700", "LGA1851", "LGA1200"};
    return unbuffered.contains(socket);
}

bool balancedMemory(int modules, int channels)
{
    return channels <= 0 || (modules >= channels && modules % channels == 0);
}

int effectiveMemorySpeed(const MemoryKitSpec &kit, int totalModules, const CpuSpec &cpu, int memoryChannels,
                         bool *known2dpc)
{
    int speed = std::min(kit.speedMTs, cpu.maxMemoryMTs > 0 ? cpu.maxMemoryMTs : kit.speedMTs);
    if (known2dpc)
        *known2dpc = true;
    if (kit.type != "DDR5" || totalModules <= memoryChannels)
        return speed;
    if (takesUnbufferedMemory(cpu.socket))
        return std::min(speed, 3600);
    if (cpu.socket == "LGA4677")
        return std::min(speed, 4400);
    if (cpu.socket == "LGA4710")
        return std::min(speed, 5200);
    if (known2dpc)
        *known2dpc = false;
    return speed;
}

} // namespace dlrig::core
