#pragma once

#include "catalog/catalog.h"
#include "catalog/server/pgconnection.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <random>

#include <string>
#include <unistd.h>

// The part the team-server tests price, and amounts in US cents.
inline const std::string kTestPart = "gpu/nvidia-rtx-4090";
inline dlrig::core::Money usd(std::int64_t cents)
{
    return dlrig::core::Money(cents, dlrig::core::Currency::fromCode("USD"));
}

// A PostgreSQL cluster of one test's own (tests/server/pgserver), so that
// stopping it disturbs no other test; stopped and removed with the object.
class PrivateCluster {
public:
    PrivateCluster() { m_started = run("start"); }
    ~PrivateCluster() { run("stop"); }
    PrivateCluster(const PrivateCluster &) = delete;
    PrivateCluster &operator=(const PrivateCluster &) = delete;

    bool started() const { return m_started; }
    // Stops the server keeping its data, and starts it again.
    bool pause() { return run("pause"); }
    bool resume() { return run("resume"); }
    std::string host() const { return (m_dir / "pg").string(); }

private:
    bool run(const std::string &action)
    {
        // The watchdog in pgserver stops the server should this process die.
        const std::string command = "PGSERVER_WATCH_PID=" + std::to_string(::getpid()) +
                                    " '" DLRIG_SOURCE_DIR "/tests/server/pgserver' " + action + " '" + host() +
                                    "' >/dev/null";
        return std::system(command.c_str()) == 0;
    }
    TempDir m_dir;
    bool m_started = false;
};

// The throwaway cluster tests/server/pgserver started for this ctest run
// (DLRIG_TEST_PGHOST: the folder holding its socket). Each test gets a new,
// empty database and drops it afterwards; login roles are cluster-wide and
// made once.
class TeamServerTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        const char *host = std::getenv("DLRIG_TEST_PGHOST");
        ASSERT_TRUE(host && *host) << "DLRIG_TEST_PGHOST is not set: run these tests with ctest, which starts a "
                                      "PostgreSQL cluster for them (tests/server/pgserver)";
        m_host = host;
        m_sharedHost = host;
        std::random_device random;
        m_database = "dlrig_test_" + std::to_string(random());
        superuser("postgres").exec("CREATE DATABASE " + m_database);
        for (const auto &[user, role] : {std::pair{"alice", "dlrig_reader"}, std::pair{"bob", "dlrig_buyer"},
                                         std::pair{"carol", "dlrig_buyer"}, std::pair{"dana", "dlrig_admin"}})
            m_logins.emplace_back(user, role);
    }

    void TearDown() override
    {
        if (!m_database.empty()) {
            m_host = m_sharedHost;
            superuser("postgres").exec("DROP DATABASE IF EXISTS " + m_database + " WITH (FORCE)");
        }
    }

    // Moves this test to a cluster of its own, which it may pause and resume.
    void usePrivateCluster(const std::string &host)
    {
        m_host = host;
        superuser("postgres").exec("CREATE DATABASE " + m_database);
    }

    // A connection URI for `user` to this test's database.
    std::string uri(const std::string &user) const
    {
        return "postgresql:///" + m_database + "?host=" + m_host + "&user=" + user;
    }

    dlrig::catalog::PgConnection superuser(const std::string &database) const
    {
        return dlrig::catalog::PgConnection("dbname=" + database + " host=" + m_host + " user=dlrig_test",
                                            std::chrono::seconds(10));
    }

    // The roles and schema with the shipped parts, then the test's login roles
    // as members of dlrig's group roles.
    std::size_t initWithShippedParts()
    {
        const std::size_t parts =
            dlrig::catalog::Catalog::initTeamServer(uri("dlrig_test"), DLRIG_SHIPPED_CATALOG_FILE);
        createLogins();
        return parts;
    }

    void createLogins()
    {
        dlrig::catalog::PgConnection admin = superuser(m_database);
        for (const auto &[user, role] : m_logins) {
            // Cluster-wide, and tests run in parallel: either error means it is there.
            admin.exec("DO $$ BEGIN CREATE ROLE " + user +
                       " LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$");
            admin.exec("DO $$ BEGIN GRANT " + role + " TO " + user +
                       "; EXCEPTION WHEN unique_violation THEN NULL; END $$");
        }
    }

    std::string m_host;
    std::string m_sharedHost;
    std::string m_database;
    std::vector<std::pair<std::string, std::string>> m_logins;
};
