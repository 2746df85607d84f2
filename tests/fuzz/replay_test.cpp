// Every seed and every input that ever crashed a fuzz target, replayed in the
// ordinary build on each test run: a fixed finding stays fixed.
#include "fuzztargets.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <filesystem>

namespace {

int replay(const dlrig::fuzz::NamedTarget &target, const std::filesystem::path &folder)
{
    int count = 0;
    if (!std::filesystem::is_directory(folder))
        return 0;
    for (const auto &entry : std::filesystem::directory_iterator(folder)) {
        if (!entry.is_regular_file())
            continue;
        EXPECT_NO_THROW(target.run(slurpFile(entry.path()))) << entry.path();
        ++count;
    }
    return count;
}

} // namespace

TEST(FuzzReplay, EverySeedAndEveryRegressionIsReadWithoutACrash)
{
    const std::filesystem::path here = DLRIG_FUZZ_DIR;
    for (const auto &target : dlrig::fuzz::targets()) {
        const int seeds = replay(target, here / "corpus" / target.name);
        replay(target, here / "regressions" / target.name);
        EXPECT_GE(seeds, 2) << "tests/fuzz/corpus/" << target.name << " needs seed inputs";
    }
}
