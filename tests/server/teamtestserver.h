#pragma once

#include "catalog/catalog.h"
#include "catalog/server/pgconnection.h"
#include "testsupport.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <random>
#include <string>

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
        std::random_device random;
        m_database = "dlrig_test_" + std::to_string(random());
        superuser("postgres").exec("CREATE DATABASE " + m_database);
        for (const auto &[user, role] : {std::pair{"alice", "dlrig_reader"}, std::pair{"bob", "dlrig_buyer"},
                                         std::pair{"carol", "dlrig_buyer"}, std::pair{"dana", "dlrig_admin"}})
            m_logins.emplace_back(user, role);
    }

    void TearDown() override
    {
        if (!m_database.empty())
            superuser("postgres").exec("DROP DATABASE IF EXISTS " + m_database + " WITH (FORCE)");
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
    std::string m_database;
    std::vector<std::pair<std::string, std::string>> m_logins;
};
