#include "catalog/benchhistory.h"

#include "catalog/catalogfile.h"

namespace dlrig::catalog {

namespace {

constexpr int kSchemaVersion = 2;

void migrate(Database &db)
{
    const auto version = db.queryInt("PRAGMA user_version");
    if (version > kSchemaVersion)
        throw DatabaseError(core::Message{DLRIG_MESSAGE("catalog.file", "{path}: benchmark history from a newer "
                                                                        "dlrig (schema {version}); nothing was "
                                                                        "changed"),
                                          {{"path", db.path().string()}, {"version", std::int64_t{version}}}});
    if (version < 1) {
        Transaction transaction(db);
        db.exec(R"sql(
            CREATE TABLE runs (
                id INTEGER PRIMARY KEY,
                machine TEXT NOT NULL,
                started TEXT NOT NULL,
                finished TEXT NOT NULL,
                mode TEXT NOT NULL,
                verdict TEXT NOT NULL,
                detected TEXT NOT NULL
            );
            CREATE INDEX runs_by_machine ON runs (machine, started);
            CREATE TABLE measurements (
                run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                key TEXT NOT NULL,
                metric TEXT NOT NULL,
                unit TEXT NOT NULL,
                median REAL, min REAL, max REAL, spec REAL, ratio REAL,
                verdict TEXT NOT NULL,
                part TEXT NOT NULL,
                spec_basis TEXT NOT NULL,
                skipped TEXT NOT NULL,
                error TEXT NOT NULL,
                detail TEXT NOT NULL,
                PRIMARY KEY (run_id, position)
            );
            PRAGMA user_version = 1;
        )sql");
        transaction.commit();
    }
    if (version < 2) {
        // What each run was judged against, for its acceptance report later
        // (runs saved before say nothing: '').
        Transaction transaction(db);
        db.exec("ALTER TABLE runs ADD COLUMN specs_from TEXT NOT NULL DEFAULT ''; PRAGMA user_version = 2;");
        transaction.commit();
    }
}

core::Verdict verdictFromString(const std::string &text)
{
    for (core::Verdict v : {core::Verdict::Pass, core::Verdict::Warn, core::Verdict::Fail, core::Verdict::Skipped,
                            core::Verdict::Error}) {
        if (core::toString(v) == text)
            return v;
    }
    return core::Verdict::Error;
}

void bindOptional(Statement &statement, int index, const std::optional<double> &value)
{
    if (value)
        statement.bind(index, *value);
    else
        statement.bindNull(index);
}

// id, machine, started, finished, mode, verdict in the first six columns.
BenchRunRecord runFrom(const Statement &row)
{
    BenchRunRecord run;
    run.id = row.columnInt(0);
    run.machine = row.columnText(1);
    run.started = row.columnText(2);
    run.finished = row.columnText(3);
    run.mode = row.columnText(4);
    run.verdict = row.columnText(5);
    return run;
}

std::optional<double> optionalColumn(const Statement &statement, int column)
{
    return statement.isNull(column) ? std::nullopt : std::optional<double>(statement.columnDouble(column));
}

} // namespace

BenchHistory BenchHistory::open(const std::filesystem::path &path)
{
    std::filesystem::create_directories(path.parent_path().empty() ? "." : path.parent_path());
    Database db(path, Database::Mode::ReadWriteCreate);
    db.exec("PRAGMA foreign_keys = ON");
    migrate(db);
    return BenchHistory(std::move(db));
}

std::filesystem::path BenchHistory::defaultPath()
{
    return userCatalogPath().parent_path() / "bench-history.db";
}

std::filesystem::path benchSettingsPath(const std::filesystem::path &historyFile)
{
    return historyFile.parent_path() / "bench-settings.json";
}

std::int64_t BenchHistory::save(const BenchRunRecord &run)
{
    Transaction transaction(m_db);
    Statement insert = m_db.prepare(
        "INSERT INTO runs (machine, started, finished, mode, verdict, detected, specs_from) VALUES (?, ?, ?, ?, ?, ?, "
        "?)");
    insert.bind(1, run.machine).bind(2, run.started).bind(3, run.finished).bind(4, run.mode).bind(5, run.verdict);
    insert.bind(6, run.detectedJson).bind(7, run.specsFrom);
    insert.run();
    const std::int64_t id = m_db.queryInt("SELECT last_insert_rowid()");
    Statement measurement = m_db.prepare(R"sql(
        INSERT INTO measurements (run_id, position, key, metric, unit, median, min, max, spec, ratio, verdict, part,
                                  spec_basis, skipped, error, detail)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))sql");
    int position = 0;
    for (const core::Measurement &m : run.measurements) {
        measurement.reset();
        measurement.bind(1, id).bind(2, position++).bind(3, m.key).bind(4, m.metric).bind(5, m.unit);
        bindOptional(measurement, 6, m.median);
        bindOptional(measurement, 7, m.min);
        bindOptional(measurement, 8, m.max);
        bindOptional(measurement, 9, m.spec);
        bindOptional(measurement, 10, m.ratio);
        measurement.bind(11, core::toString(m.verdict)).bind(12, m.partId).bind(13, m.specBasis);
        measurement.bind(14, m.skipped).bind(15, m.error).bind(16, m.detail);
        measurement.run();
    }
    transaction.commit();
    return id;
}

std::vector<BenchRunRecord> BenchHistory::runs(const std::string &machine) const
{
    Statement select =
        m_db.prepare("SELECT id, machine, started, finished, mode, verdict FROM runs WHERE ? = '' OR machine = ? "
                     "ORDER BY started DESC, id DESC");
    select.bind(1, machine).bind(2, machine);
    std::vector<BenchRunRecord> list;
    while (select.step())
        list.push_back(runFrom(select));
    return list;
}

BenchRunRecord BenchHistory::load(std::int64_t id) const
{
    Statement select = m_db.prepare(
        "SELECT id, machine, started, finished, mode, verdict, detected, specs_from FROM runs WHERE id = ?");
    select.bind(1, id);
    if (!select.step())
        throw core::InputError("run", core::Message{DLRIG_MESSAGE("catalog", "no benchmark run {run} in {path}"),
                                                    {{"run", std::int64_t{id}}, {"path", m_db.path().string()}}});
    BenchRunRecord run = runFrom(select);
    run.detectedJson = select.columnText(6);
    run.specsFrom = select.columnText(7);
    Statement rows = m_db.prepare(R"sql(
        SELECT key, metric, unit, median, min, max, spec, ratio, verdict, part, spec_basis, skipped, error, detail
        FROM measurements WHERE run_id = ? ORDER BY position)sql");
    rows.bind(1, id);
    while (rows.step()) {
        core::Measurement m;
        m.key = rows.columnText(0);
        m.metric = rows.columnText(1);
        m.unit = rows.columnText(2);
        m.median = optionalColumn(rows, 3);
        m.min = optionalColumn(rows, 4);
        m.max = optionalColumn(rows, 5);
        m.spec = optionalColumn(rows, 6);
        m.ratio = optionalColumn(rows, 7);
        m.verdict = verdictFromString(rows.columnText(8));
        m.partId = rows.columnText(9);
        m.specBasis = rows.columnText(10);
        m.skipped = rows.columnText(11);
        m.error = rows.columnText(12);
        m.detail = rows.columnText(13);
        run.measurements.push_back(std::move(m));
    }
    return run;
}

} // namespace dlrig::catalog
