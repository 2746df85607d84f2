// Reading inputs and writing outputs: the fuzzing campaign's findings 5 and 9.
#include "core/base/inputerror.h"
#include "core/base/textfile.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace dlrig::core;

namespace {

std::string readError(const std::filesystem::path &path)
{
    try {
        readTextFile(path);
    } catch (const InputError &error) {
        return error.what();
    }
    return "";
}

mode_t modeOf(const std::filesystem::path &path)
{
    struct stat info {};
    ::stat(path.c_str(), &info);
    return info.st_mode & 07777;
}

} // namespace

// A FIFO blocked forever; /dev/zero was read until the process was killed.
TEST(TextFile, OnlyRegularFilesOfABoundedSizeAreRead)
{
    TempDir dir;
    const auto fifo = dir / "pipe.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    EXPECT_NE(readError(fifo).find("is not a regular file"), std::string::npos);
    EXPECT_NE(readError("/dev/zero").find("is not a regular file"), std::string::npos);
    EXPECT_NE(readError(dir.path()).find("is a folder"), std::string::npos);
    EXPECT_NE(readError(dir / "missing.json").find("cannot open"), std::string::npos);
    const auto big = dir / "big.json";
    ASSERT_EQ(::truncate(big.c_str(), 0), -1); // does not exist yet
    writeFile(big, "");
    ASSERT_EQ(::truncate(big.c_str(), static_cast<off_t>(kMaxInputFileBytes) + 1), 0); // sparse
    EXPECT_NE(readError(big).find("larger than any dlrig input"), std::string::npos);
    writeFile(dir / "ok.json", "{}");
    EXPECT_EQ(readTextFile(dir / "ok.json"), "{}");
}

// A symlink became a plain file, so the shared file it pointed to was never updated.
TEST(TextFile, WritingThroughALinkReplacesItsTargetAndKeepsTheLink)
{
    TempDir dir;
    const auto shared = dir / "shared.csv";
    const auto link = dir / "mine.csv";
    writeFile(shared, "old");
    std::filesystem::create_symlink("shared.csv", link);
    writeTextFileAtomically(link, "new");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    EXPECT_EQ(slurpFile(shared), "new");
}

// A 0600 file became 0644.
TEST(TextFile, AReplacedFileKeepsItsPermissions)
{
    TempDir dir;
    const auto secret = dir / "quote.json";
    writeFile(secret, "old");
    ::chmod(secret.c_str(), 0600);
    writeTextFileAtomically(secret, "new");
    EXPECT_EQ(modeOf(secret), 0600U);
    EXPECT_EQ(slurpFile(secret), "new");
}

// A read-only file was overwritten. (Root may write anything, so the check is
// only meaningful as an ordinary user; as root it must still write.)
TEST(TextFile, AReadOnlyFileIsRefusedUnchanged)
{
    TempDir dir;
    const auto frozen = dir / "final.csv";
    writeFile(frozen, "signed");
    ::chmod(frozen.c_str(), 0444);
    if (::geteuid() == 0) {
        writeTextFileAtomically(frozen, "root may");
        EXPECT_EQ(modeOf(frozen), 0444U);
        GTEST_SKIP() << "root may write a read-only file";
    }
    EXPECT_THROW(writeTextFileAtomically(frozen, "new"), OutputError);
    EXPECT_EQ(slurpFile(frozen), "signed");
}

// As root, /dev/stdout was replaced by a plain file: a device is written into.
TEST(TextFile, ADeviceIsWrittenIntoNeverReplaced)
{
    writeTextFileAtomically("/dev/null", "discarded");
    struct stat info {};
    ASSERT_EQ(::stat("/dev/null", &info), 0);
    EXPECT_TRUE(S_ISCHR(info.st_mode));
}

TEST(TextFile, AnUnwritableFolderIsAnOutputErrorNamingThePath)
{
    try {
        writeTextFileAtomically("/proc/no-such-folder/out.json", "x");
        FAIL() << "wrote into /proc";
    } catch (const OutputError &error) {
        EXPECT_EQ(std::string(error.what()).rfind("/proc/no-such-folder/out.json: cannot write in", 0), 0U)
            << error.what();
    }
}
