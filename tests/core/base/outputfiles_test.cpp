// Outputs written all or nothing, onto whatever a hostile user names: the
// second campaign's findings 1–5 (issue 28). Each failed before its fix.
#include "core/base/inputerror.h"
#include "core/base/outputfiles.h"
#include "core/base/textfile.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace dlrig::core;

namespace {

std::string outputError(const std::function<void()> &write)
{
    try {
        write();
    } catch (const OutputError &error) {
        return error.what();
    }
    return "";
}

// Names left in `dir` besides `expected` (temporary files, say).
std::vector<std::string> namesIn(const TempDir &dir)
{
    std::vector<std::string> names;
    for (const auto &entry : std::filesystem::directory_iterator(dir.path()))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace

// #2: a FIFO nobody reads made dlrig wait forever (and, killed, left a temporary file).
TEST(OutputFiles, APipeNobodyReadsIsRefusedWithinSecondsAndNothingIsLeft)
{
    TempDir dir;
    writeFile(dir / "keep.csv", "kept");
    const auto fifo = dir / "q.json";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const auto began = std::chrono::steady_clock::now();
    const std::string error = outputError([&] {
        OutputFiles outputs;
        outputs.stage(dir / "keep.csv", "new");
        outputs.stage(fifo, "{}");
        outputs.commit();
    });
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(8));
    EXPECT_NE(error.find("q.json: is a named pipe that no program read within 5 s"), std::string::npos) << error;
    EXPECT_EQ(slurpFile(dir / "keep.csv"), "kept");
    EXPECT_EQ(namesIn(dir), (std::vector<std::string>{"keep.csv", "q.json"}));
}

// #1: a reader that stopped after 100 bytes killed dlrig with SIGPIPE, after
// keep.json had been replaced.
TEST(OutputFiles, AReaderThatLeavesEarlyIsAnErrorAndNoFileIsReplaced)
{
    TempDir dir;
    writeFile(dir / "keep.json", "kept");
    const auto fifo = dir / "q.pdf";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::thread reader([&] {
        const int fd = ::open(fifo.c_str(), O_RDONLY);
        char buffer[100];
        [[maybe_unused]] const ssize_t n = ::read(fd, buffer, sizeof buffer);
        ::close(fd);
    });
    const std::string error = outputError([&] {
        OutputFiles outputs;
        outputs.stage(dir / "keep.json", "new");
        outputs.stage(fifo, std::string(4 << 20, 'x')); // far more than a pipe holds
        outputs.commit();
    });
    reader.join();
    EXPECT_NE(error.find("q.pdf: the program reading it stopped before the end (broken pipe)"), std::string::npos)
        << error;
    EXPECT_EQ(slurpFile(dir / "keep.json"), "kept");
    sigset_t pending;
    sigpending(&pending);
    EXPECT_FALSE(sigismember(&pending, SIGPIPE)) << "no SIGPIPE is left for the process";
}

// #3: a device that cannot take the content came after a file already replaced.
TEST(OutputFiles, AFullDeviceLeavesEveryFileAsItWas)
{
    TempDir dir;
    writeFile(dir / "a.json", "old");
    const std::string error = outputError([&] {
        OutputFiles outputs;
        outputs.stage(dir / "a.json", "new");
        outputs.stage("/dev/full", "csv");
        outputs.commit();
    });
    EXPECT_NE(error.find("/dev/full: cannot write"), std::string::npos) << error;
    EXPECT_EQ(slurpFile(dir / "a.json"), "old");
    EXPECT_EQ(namesIn(dir), std::vector<std::string>{"a.json"});
}

// #5: an output onto the command's own input or the live catalog was accepted.
TEST(OutputFiles, AProtectedFileIsNeverReplacedByAnyName)
{
    TempDir dir;
    writeFile(dir / "catalog.db", "the catalog");
    protectFromOutputs(dir / "catalog.db", "the catalog");
    std::filesystem::create_symlink("catalog.db", dir / "link.db");
    for (const auto &name : {dir / "catalog.db", dir / "link.db", dir / "." / "catalog.db"}) {
        const std::string error = outputError([&] { writeTextFileAtomically(name, "x"); });
        EXPECT_NE(error.find("is the catalog"), std::string::npos) << name << ": " << error;
    }
    protectFromOutputs(dir / "catalog.db-wal", "the catalog's own file");
    EXPECT_NE(
        outputError([&] { writeTextFileAtomically(dir / "catalog.db-wal", "x"); }).find("is the catalog's own file"),
        std::string::npos)
        << "a file that does not exist yet";
    EXPECT_FALSE(std::filesystem::exists(dir / "catalog.db-wal"));
    EXPECT_EQ(slurpFile(dir / "catalog.db"), "the catalog");

    // Inputs only once a program asks (dlrig-cli does; Save in the desktop application writes over its input).
    writeFile(dir / "rig.dlrig", "{}");
    readTextFile(dir / "rig.dlrig");
    writeTextFileAtomically(dir / "rig.dlrig", "saved");
    protectInputsFromOutputs();
    readTextFile(dir / "rig.dlrig");
    EXPECT_NE(outputError([&] { writeTextFileAtomically(dir / "rig.dlrig", "x"); }).find("is an input of this command"),
              std::string::npos);
    EXPECT_EQ(slurpFile(dir / "rig.dlrig"), "saved");
}

TEST(OutputFiles, OneFileNamedForTwoOutputsIsRefused)
{
    TempDir dir;
    std::filesystem::create_symlink("o.json", dir / "alias.json");
    const std::string error = outputError([&] {
        OutputFiles outputs;
        outputs.stage(dir / "o.json", "a");
        outputs.stage(dir / "alias.json", "b");
        outputs.commit();
    });
    EXPECT_NE(error.find("is the same file as"), std::string::npos) << error;
    EXPECT_FALSE(std::filesystem::exists(dir / "o.json"));
}

// #4: /dev/stdout was followed to the file the shell had opened (>> app.log)
// and that file replaced; with a pipe it named "/proc/self/fd/pipe:[…]".
TEST(OutputFiles, DevStdoutIsTheInheritedDescriptorWrittenInPlace)
{
    TempDir dir;
    writeFile(dir / "app.log", "line 1\n");
    const int log = ::open((dir / "app.log").c_str(), O_WRONLY | O_APPEND);
    ASSERT_GE(log, 0);
    const std::string name = "/dev/fd/" + std::to_string(log);
    {
        OutputFiles outputs;
        outputs.stage(name, "line 2\n");
        EXPECT_FALSE(outputs.writesStandardOutput());
        outputs.commit();
    }
    ::close(log);
    EXPECT_EQ(slurpFile(dir / "app.log"), "line 1\nline 2\n");

    int pipeEnds[2];
    ASSERT_EQ(::pipe(pipeEnds), 0);
    writeTextFileAtomically("/proc/self/fd/" + std::to_string(pipeEnds[1]), "through a pipe");
    ::close(pipeEnds[1]);
    char buffer[64] = {};
    EXPECT_EQ(::read(pipeEnds[0], buffer, sizeof buffer - 1), 14);
    EXPECT_STREQ(buffer, "through a pipe");
    ::close(pipeEnds[0]);
    EXPECT_NE(outputError([] { writeTextFileAtomically("/dev/fd/987", "x"); }).find("is not open for writing"),
              std::string::npos);
}

TEST(OutputFiles, ADiskIsNeverWrittenInto)
{
    std::string disk;
    for (const auto &entry : std::filesystem::directory_iterator("/dev")) {
        struct stat info {};
        if (::stat(entry.path().c_str(), &info) == 0 && S_ISBLK(info.st_mode)) {
            disk = entry.path().string();
            break;
        }
    }
    if (disk.empty())
        GTEST_SKIP() << "no block device under /dev here";
    EXPECT_NE(outputError([&] { writeTextFileAtomically(disk, "x"); }).find("is a disk (block device)"),
              std::string::npos);
}
