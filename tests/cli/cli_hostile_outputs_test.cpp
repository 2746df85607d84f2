// The second hostile campaign's findings about outputs (issue 28, items 1–5),
// replayed against the real dlrig-cli as a user would type them; each failed
// before its fix.
#include "clirunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <thread>

#include <fcntl.h>
#include <spawn.h>
#include <sys/stat.h>
#include <unistd.h>

extern char **environ;

namespace {

const std::string kRig = DLRIG_SOURCE_DIR "/docs/examples/llama-2-7b-lora-60000cny.dlrig";

class HostileOutputs : public testing::Test {
protected:
    std::vector<std::string> withDb(std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--db", (dir / "catalog.db").string()});
        return args;
    }
    CliResult run(const std::vector<std::string> &args) const { return runCli(withDb(args)); }
    // Runs a shell line with $CLI standing for dlrig-cli --db …; returns the exit status.
    int shell(const std::string &line) const
    {
        const std::string command = "cd " + shellQuote(dir.path().string()) +
                                    " || exit 99; CLI=\"" DLRIG_CLI_PATH " --db " + (dir / "catalog.db").string() +
                                    "\"; { " + line + "; } 2>err";
        const int status = std::system(("bash -c " + shellQuote(command)).c_str());
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    std::string err() const { return slurpFile(dir / "err"); }
    // The names in the folder that start with '.', the temporaries outputs are staged in.
    std::vector<std::string> temporaries() const
    {
        std::vector<std::string> names;
        for (const auto &entry : std::filesystem::directory_iterator(dir.path()))
            if (entry.path().filename().string().front() == '.')
                names.push_back(entry.path().filename().string());
        return names;
    }
    TempDir dir;
};

} // namespace

// 1: the PDF's reader stopped after 100 bytes: killed by SIGPIPE (exit 141, no
// message), and keep.json was already replaced.
TEST_F(HostileOutputs, AReaderThatStopsEarlyGivesAMessageAndKeepsEveryFile)
{
    writeFile(dir / "keep.json", "kept");
    ASSERT_EQ(::mkfifo((dir / "q.pdf").c_str(), 0600), 0);
    const int status = shell("(sleep 1; timeout 60 head -c100 q.pdf >/dev/null) & $CLI bom " + shellQuote(kRig) +
                             " --json keep.json --pdf q.pdf --summary; status=$?; wait; exit $status");
    EXPECT_EQ(status, 2) << err();
    EXPECT_NE(err().find("q.pdf: the program reading it stopped before the end (broken pipe)"), std::string::npos)
        << err();
    EXPECT_EQ(slurpFile(dir / "keep.json"), "kept");
    EXPECT_TRUE(temporaries().empty());
}

// 2: a FIFO nobody reads: dlrig waited forever; killed, it left .keep.csv.XXXXXX.
TEST_F(HostileOutputs, APipeNobodyReadsIsRefusedAndAKilledRunLeavesNothing)
{
    writeFile(dir / "keep.csv", "kept");
    ASSERT_EQ(::mkfifo((dir / "q.json").c_str(), 0600), 0);
    const auto began = std::chrono::steady_clock::now();
    EXPECT_EQ(shell("timeout 30 $CLI bom " + shellQuote(kRig) + " --json q.json --csv keep.csv"), 2) << err();
    EXPECT_LT(std::chrono::steady_clock::now() - began, std::chrono::seconds(20));
    EXPECT_NE(err().find("q.json: is a named pipe that no program read within 5 s"), std::string::npos) << err();
    EXPECT_EQ(slurpFile(dir / "keep.csv"), "kept");
    EXPECT_TRUE(temporaries().empty());

    // A reader that opens the pipe and never reads: the run blocks until stopped
    // (the PDF with its summary, 150 kB, is more than a pipe holds);
    // SIGTERM removes the staged temporary file.
    ASSERT_EQ(::mkfifo((dir / "q.pdf").c_str(), 0600), 0);
    const int reader = ::open((dir / "q.pdf").c_str(), O_RDONLY | O_NONBLOCK); // opened, never read
    ASSERT_GE(reader, 0);
    const std::vector<std::string> words =
        withDb({"bom", kRig, "--json", (dir / "keep.json").string(), "--pdf", (dir / "q.pdf").string(), "--summary"});
    std::vector<char *> argv{const_cast<char *>(DLRIG_CLI_PATH)};
    for (const std::string &word : words)
        argv.push_back(const_cast<char *>(word.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    ASSERT_EQ(posix_spawn(&pid, DLRIG_CLI_PATH, nullptr, nullptr, argv.data(), environ), 0);
    // The JSON is staged (a temporary beside keep.json) while the PDF waits on the pipe.
    for (int i = 0; i < 200 && temporaries().empty(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_FALSE(temporaries().empty()) << "the run should be blocked writing the pipe by now";
    ::kill(pid, SIGTERM);
    int status = 0;
    ::waitpid(pid, &status, 0);
    ::close(reader);
    EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM);
    EXPECT_TRUE(temporaries().empty()) << temporaries().front();
    EXPECT_FALSE(std::filesystem::exists(dir / "keep.json"));
}

// 3: "all or nothing" was not: a.json was replaced before /dev/full failed.
TEST_F(HostileOutputs, AFullDeviceLeavesTheOtherOutputAsItWas)
{
    writeFile(dir / "a.json", "old");
    const CliResult r = run({"bom", kRig, "--json", (dir / "a.json").string(), "--csv", "/dev/full"});
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("/dev/full: cannot write (No space left on device)"), std::string::npos) << r.err;
    EXPECT_EQ(slurpFile(dir / "a.json"), "old");
}

// 4: --json /dev/stdout >> app.log replaced app.log (its earlier lines lost);
// with stdout a pipe: "cannot write in /proc/self/fd".
TEST_F(HostileOutputs, StandardOutputIsWrittenWhereTheShellPointsIt)
{
    writeFile(dir / "app.log", "line 1\n");
    EXPECT_EQ(shell("$CLI bom " + shellQuote(kRig) + " --json /dev/stdout >> app.log"), 0) << err();
    const std::string log = slurpFile(dir / "app.log");
    EXPECT_EQ(log.rfind("line 1\n{", 0), 0U) << log.substr(0, 80);
    EXPECT_TRUE(nlohmann::json::accept(log.substr(7))) << "only the BOM follows; what was written is said on stderr";
    EXPECT_NE(err().find("wrote /dev/stdout"), std::string::npos);

    EXPECT_EQ(shell("$CLI bom " + shellQuote(kRig) + " --json /dev/stdout | cat > piped.json"), 0) << err();
    EXPECT_TRUE(nlohmann::json::accept(slurpFile(dir / "piped.json"))) << err();
}

// 5: an output that is the command's own input or the live catalog was accepted.
TEST_F(HostileOutputs, AnOutputNeverReplacesAnInputOrTheCatalog)
{
    const std::string rig = (dir / "rig.dlrig").string();
    writeFile(rig, slurpFile(kRig));
    const CliResult own = run({"bom", rig, "--json", rig});
    EXPECT_EQ(own.exitCode, 2);
    EXPECT_NE(own.err.find("rig.dlrig: is an input of this command"), std::string::npos) << own.err;
    EXPECT_EQ(slurpFile(rig), slurpFile(kRig));

    ASSERT_EQ(run({"catalog", "set-price", "gpu/nvidia-rtx-4090", "1799", "USD"}).exitCode, 0);
    const std::string before = slurpFile(dir / "catalog.db");
    const CliResult save = run({"recommend", "--preset", "learning", "--save", (dir / "catalog.db").string()});
    EXPECT_EQ(save.exitCode, 2);
    EXPECT_NE(save.err.find("is the catalog"), std::string::npos) << save.err;
    EXPECT_EQ(slurpFile(dir / "catalog.db"), before) << "the user's prices are all still there";

    const std::string asJson = (dir / "c.json").string();
    const CliResult exported = runCli({"--db", asJson, "catalog", "export", asJson});
    EXPECT_EQ(exported.exitCode, 2);
    EXPECT_NE(exported.err.find("c.json: is the catalog"), std::string::npos) << exported.err;
    EXPECT_EQ(runCli({"--db", asJson, "catalog", "check"}).exitCode, 0) << "still a sound catalog";

    const CliResult twice = run({"bom", kRig, "--json", (dir / "o.json").string(), "--csv", (dir / "o.json").string()});
    EXPECT_EQ(twice.exitCode, 2);
    EXPECT_NE(twice.err.find("named for two outputs"), std::string::npos) << twice.err;
}
