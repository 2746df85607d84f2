#pragma once

// Benchmark history: every run of the Benchmark tab or dlrig-cli bench, per
// machine, with all its measurements, so runs can be compared over time.
// One SQLite file next to the user's catalog (bench-history.db).
#include "catalog/database.h"
#include "core/validation/validation.h"

#include <filesystem>
#include <string>
#include <vector>

namespace dlrig::catalog {

struct BenchRunRecord {
    std::int64_t id = 0;
    std::string machine; // a stable name for the machine: hostname and CPU
    std::string started;
    std::string finished;
    std::string mode;    // "quick", "full", "burn-in 600 s"
    std::string verdict; // "PASS", "FAIL", "ERROR", "CANCELLED"
    std::string detectedJson;
    std::vector<core::Measurement> measurements;
    std::string specsFrom; // what the run was judged against: "the detected parts", "the open build: NAME"
};

class BenchHistory {
public:
    // Opens or creates the history file (schema by migrations on user_version).
    static BenchHistory open(const std::filesystem::path &path);
    // The default file: bench-history.db next to the user's catalog.
    static std::filesystem::path defaultPath();

    // Writes the run and its measurements in one transaction; returns its id.
    std::int64_t save(const BenchRunRecord &run);
    // Runs of one machine (all when empty), newest first, without measurements.
    std::vector<BenchRunRecord> runs(const std::string &machine = {}) const;
    // One run with its measurements; throws core::InputError for an unknown id.
    BenchRunRecord load(std::int64_t id) const;

private:
    explicit BenchHistory(Database db) : m_db(std::move(db)) {}
    mutable Database m_db;
};

// bench-settings.json (core/validation/benchsettings.h) in the folder of a history file:
// the Benchmark tab and dlrig-cli bench share it as they share the history.
std::filesystem::path benchSettingsPath(const std::filesystem::path &historyFile);

} // namespace dlrig::catalog
