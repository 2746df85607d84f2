#pragma once

// The real dlrig-cli against the test's team server, as one of its logins,
// with a home of its own (the offline copy and the user catalog live there).
#include "../cli/clirunner.h"
#include "teamtestserver.h"

#include <map>
#include <string>
#include <vector>

class CliTeamTest : public TeamServerTest {
protected:
    CliResult as(const std::string &user, std::vector<std::string> args)
    {
        args.insert(args.begin(), {"--db", uri(user)});
        return runCli(args, m_environment);
    }
    TempDir m_home;
    std::map<std::string, std::string> m_environment{{"XDG_CACHE_HOME", (m_home / "cache").string()},
                                                     {"XDG_DATA_HOME", (m_home / "data").string()},
                                                     {"LANG", "C.UTF-8"}};
};
