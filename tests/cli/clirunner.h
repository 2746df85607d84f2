#pragma once

// Runs the real dlrig-cli binary, as a user would from a shell.
#include "testsupport.h"

#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdlib>
#include <map>
#include <string>
#include <vector>

struct CliResult {
    int exitCode = -1;
    std::string out;
    std::string err;
};

inline std::string shellQuote(const std::string &word)
{
    std::string quoted = "'";
    for (char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// `environment` adds variables for this run only (XDG_DATA_HOME for the user catalog).
inline CliResult runCli(const std::vector<std::string> &args,
                        const std::map<std::string, std::string> &environment = {})
{
    TempDir dir;
    std::string command;
    for (const auto &[name, value] : environment)
        command += name + "=" + shellQuote(value) + " ";
    command += shellQuote(DLRIG_CLI_PATH);
    for (const auto &arg : args)
        command += " " + shellQuote(arg);
    command += " >" + shellQuote((dir / "out").string()) + " 2>" + shellQuote((dir / "err").string()) + " </dev/null";
    const int status = std::system(command.c_str());
    CliResult result;
    result.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    result.out = slurpFile(dir / "out");
    result.err = slurpFile(dir / "err");
    return result;
}

// A test with a folder of its own: run() uses the catalog file in it
// (--db FOLDER/catalog.db), file() writes an input there and returns its path.
class CliInFolder : public ::testing::Test {
protected:
    CliResult run(std::vector<std::string> args) const
    {
        args.insert(args.begin(), {"--db", (dir / "catalog.db").string()});
        return runCli(args);
    }
    std::string file(const std::string &name, const std::string &content) const
    {
        writeFile(dir / name, content);
        return (dir / name).string();
    }
    TempDir dir;
};
