#include "core/validation/benchphrases.h"

#include <iterator>

namespace dlrig::core::bench {

const std::vector<MessageText> &benchPhrases()
{
    static const std::vector<MessageText> phrases = [] {
        std::vector<MessageText> all{
            kCancelled,
            kNotSelected,
            kNoCudaDevice,
            kBuiltWithoutCuda,
            kNoSuchPart,
            kGemmWrong,
            kStreamWrong,
            kNoFolder,
            kNoSpace,
            kNoNvml,
            kHelperCannotStart,
            kHelperMissingLibrary,
            kHelperSignal,
            kHelperFailed,
            kHelperFailedWith,
            kHelperHung,
            kHelperEndedEarly,
            kNoMeasurement,
            kNotCompared,
            kNoThreshold,
            kNoComparableSpec,
            kCpuLine,
            kAvx512,
            kMemoryLine,
            kMemoryUnknownLine,
            kDriveLine,
            kNvmeDrive,
            kRotationalDrive,
            kGpusLine,
            kGpuLine,
            kGpuLink,
            kNvmlLine,
            kProbesLine,
            kMatched,
            kUnmatched,
            kNoDriver,
            kNoCudaDeviceFound,
            kCudaDevices,
            kOldDriver,
            kNoUsableDevice,
            kNoCudaAtConfigure,
            kNoNvmlLibrary,
            kNvmlNotInitialised,
            kNvmlDriver,
            kDmidecodeNeedsRoot,
            kNoDmidecode,
            kNoModules,
            kSpeedUnknown,
        };
        all.insert(all.end(), std::begin(kHelperPhrases), std::end(kHelperPhrases));
        all.insert(all.end(), std::begin(kDetailPhrases), std::end(kDetailPhrases));
        return all;
    }();
    return phrases;
}

} // namespace dlrig::core::bench
