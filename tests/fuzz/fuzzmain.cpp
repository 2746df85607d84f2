// One libFuzzer target: compiled once per reader with DLRIG_FUZZ_TARGET set to
// its function in fuzztargets.h (tests/fuzz/CMakeLists.txt).
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    dlrig::fuzz::DLRIG_FUZZ_TARGET(std::string_view(reinterpret_cast<const char *>(data), size));
    return 0;
}
