#include "catalog/server/serverschema.h"

#include <array>
#include <string>

namespace dlrig::catalog {

namespace {

// The three group roles. CREATE ROLE has no IF NOT EXISTS, and two databases
// initialised at once on one cluster race on it: either error means the role
// is there.
constexpr const char *kCreateRoles = R"sql(
DO $$
DECLARE
    wanted text[][] := ARRAY[['dlrig_reader', ''], ['dlrig_buyer', 'dlrig_reader'], ['dlrig_admin', 'dlrig_buyer']];
    i int;
BEGIN
    FOR i IN 1 .. array_length(wanted, 1) LOOP
        BEGIN
            EXECUTE format('CREATE ROLE %I NOLOGIN', wanted[i][1]);
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
        END;
        IF wanted[i][2] <> '' THEN
            EXECUTE format('GRANT %I TO %I', wanted[i][2], wanted[i][1]);
        END IF;
    END LOOP;
END
$$;
)sql";

// Migration N takes the database from version N-1 to N. Never edit a released
// one; append. Tables belong to dlrig_admin, so any admin may migrate them.
constexpr std::array<const char *, 2> kServerMigrations{
    R"sql(
CREATE TABLE dlrig_schema (version integer NOT NULL);
INSERT INTO dlrig_schema VALUES (0);

-- Parts as dlrig's part JSON (the dlrig-catalog format); price_version counts
-- the price changes so that a change based on an old copy is refused.
CREATE TABLE parts (
    id text PRIMARY KEY,
    category text NOT NULL,
    origin text NOT NULL CHECK (origin IN ('shipped', 'user')),
    part jsonb NOT NULL,
    price_version bigint NOT NULL DEFAULT 0,
    changed_by text NOT NULL DEFAULT current_user,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Every price a buyer set, never changed afterwards: the audit trail. A row
-- without an amount clears the price (the part's own one applies again).
CREATE TABLE price_history (
    id bigserial PRIMARY KEY,
    part_id text NOT NULL REFERENCES parts (id) ON DELETE CASCADE,
    amount_minor bigint CHECK (amount_minor >= 0),
    currency text,
    price_date date,
    kind text NOT NULL DEFAULT 'quote' CHECK (kind IN ('msrp', 'street', 'quote', 'used', 'estimate')),
    source text NOT NULL DEFAULT '',
    set_by text NOT NULL DEFAULT current_user,
    set_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    CHECK ((amount_minor IS NULL) = (currency IS NULL))
);
CREATE INDEX price_history_by_part ON price_history (part_id, id DESC);

-- Quote numbers come from a sequence: never handed out twice, even when the
-- transaction that took one rolls back.
CREATE SEQUENCE quote_numbers;
CREATE TABLE quotes (
    number bigint PRIMARY KEY DEFAULT nextval('quote_numbers'),
    title text NOT NULL,
    bom json NOT NULL,              -- json, not jsonb: the exact text issued
    issued_by text NOT NULL DEFAULT current_user,
    issued_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER SEQUENCE quote_numbers OWNED BY quotes.number;

CREATE TABLE builds (
    id bigserial PRIMARY KEY,
    owner text NOT NULL DEFAULT current_user,
    name text NOT NULL,
    build jsonb NOT NULL,
    saved_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (owner, name)
);

CREATE TABLE bench_runs (
    id bigserial PRIMARY KEY,
    owner text NOT NULL DEFAULT current_user,
    host text NOT NULL,
    run jsonb NOT NULL,
    stored_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX bench_runs_by_host ON bench_runs (host, stored_at DESC);

-- Who and when are the server's to say, not the client's.
CREATE FUNCTION dlrig_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_TABLE_NAME = 'parts' THEN
        NEW.changed_by := current_user;
        NEW.changed_at := clock_timestamp();
    ELSIF TG_TABLE_NAME = 'price_history' THEN
        NEW.set_by := current_user;
        NEW.set_at := clock_timestamp();
    ELSIF TG_TABLE_NAME = 'quotes' THEN
        -- Only the number this session just took from the sequence.
        IF NEW.number IS DISTINCT FROM currval('quote_numbers') THEN
            RAISE EXCEPTION 'a quote number comes from the sequence' USING ERRCODE = 'insufficient_privilege';
        END IF;
        NEW.issued_by := current_user;
        NEW.issued_at := clock_timestamp();
    ELSE
        NEW.owner := current_user;
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER parts_stamp BEFORE INSERT OR UPDATE ON parts FOR EACH ROW EXECUTE FUNCTION dlrig_stamp();
CREATE TRIGGER price_history_stamp BEFORE INSERT ON price_history FOR EACH ROW EXECUTE FUNCTION dlrig_stamp();
CREATE TRIGGER quotes_stamp BEFORE INSERT ON quotes FOR EACH ROW EXECUTE FUNCTION dlrig_stamp();
CREATE TRIGGER builds_stamp BEFORE INSERT OR UPDATE ON builds FOR EACH ROW EXECUTE FUNCTION dlrig_stamp();
CREATE TRIGGER bench_runs_stamp BEFORE INSERT ON bench_runs FOR EACH ROW EXECUTE FUNCTION dlrig_stamp();
CREATE TRIGGER price_history_kept BEFORE UPDATE OR DELETE ON price_history FOR EACH ROW
    WHEN (pg_trigger_depth() = 0) EXECUTE FUNCTION dlrig_refuse_change();

-- Rows that belong to a person: each sees and changes only their own;
-- dlrig_admin members own the tables and so see every machine's runs.
ALTER TABLE builds ENABLE ROW LEVEL SECURITY;
CREATE POLICY builds_own ON builds USING (owner = current_user) WITH CHECK (owner = current_user);
ALTER TABLE bench_runs ENABLE ROW LEVEL SECURITY;
CREATE POLICY bench_runs_read ON bench_runs FOR SELECT USING (owner = current_user);
CREATE POLICY bench_runs_add ON bench_runs FOR INSERT WITH CHECK (owner = current_user);

GRANT SELECT ON dlrig_schema, parts, price_history, quotes TO dlrig_reader;
GRANT SELECT, INSERT, UPDATE, DELETE ON builds TO dlrig_reader;
GRANT SELECT, INSERT ON bench_runs TO dlrig_reader;
GRANT USAGE ON SEQUENCE builds_id_seq, bench_runs_id_seq TO dlrig_reader;
GRANT UPDATE (price_version) ON parts TO dlrig_buyer;
GRANT INSERT ON price_history, quotes TO dlrig_buyer;
GRANT USAGE ON SEQUENCE price_history_id_seq, quote_numbers TO dlrig_buyer;

ALTER TABLE dlrig_schema OWNER TO dlrig_admin;
ALTER TABLE parts OWNER TO dlrig_admin;
ALTER TABLE price_history OWNER TO dlrig_admin;
ALTER TABLE quotes OWNER TO dlrig_admin;
ALTER TABLE builds OWNER TO dlrig_admin;
ALTER TABLE bench_runs OWNER TO dlrig_admin;
ALTER FUNCTION dlrig_stamp() OWNER TO dlrig_admin;
ALTER FUNCTION dlrig_refuse_change() OWNER TO dlrig_admin;
)sql",
    // 2: the server refuses what no dlrig can read: a price in a currency
    // outside ISO 4217's codes dlrig knows, of zero or less, or dated before
    // 1990 or after tomorrow (a day of slack for time zones). NOT VALID: rows
    // already in the append-only history are kept (and skipped when read);
    // every row from now on is checked.
    R"sql(
CREATE TABLE currencies (
    code text PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
    minor_digits integer NOT NULL CHECK (minor_digits BETWEEN 0 AND 3)
);
INSERT INTO currencies VALUES
    ('AED', 2), ('AUD', 2), ('BHD', 3), ('BRL', 2), ('CAD', 2), ('CHF', 2), ('CNY', 2), ('CZK', 2),
    ('DKK', 2), ('EUR', 2), ('GBP', 2), ('HKD', 2), ('IDR', 2), ('ILS', 2), ('INR', 2), ('JPY', 0),
    ('KRW', 0), ('KWD', 3), ('MXN', 2), ('MYR', 2), ('NOK', 2), ('NZD', 2), ('PLN', 2), ('SAR', 2),
    ('SEK', 2), ('SGD', 2), ('THB', 2), ('TRY', 2), ('TWD', 2), ('USD', 2), ('VND', 0), ('ZAR', 2);
ALTER TABLE price_history ADD CONSTRAINT price_history_currency_known
    FOREIGN KEY (currency) REFERENCES currencies (code) NOT VALID;
ALTER TABLE price_history ADD CONSTRAINT price_history_amount_positive CHECK (amount_minor > 0) NOT VALID;
ALTER TABLE price_history ADD CONSTRAINT price_history_date_known
    CHECK (amount_minor IS NULL OR price_date IS NOT NULL) NOT VALID;
ALTER TABLE price_history ADD CONSTRAINT price_history_date_sane
    CHECK (price_date BETWEEN DATE '1990-01-01' AND CURRENT_DATE + 1) NOT VALID;
GRANT SELECT ON currencies TO dlrig_reader;
ALTER TABLE currencies OWNER TO dlrig_admin;
)sql",
};

// Runs before migration 1: the audit trail's guard must exist before the
// trigger that names it.
constexpr const char *kRefuseChange = R"sql(
CREATE FUNCTION dlrig_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the price history is never changed' USING ERRCODE = 'insufficient_privilege';
END
$$;
)sql";

int storedVersion(PgConnection &connection)
{
    PgResult exists = connection.exec("SELECT to_regclass('dlrig_schema') IS NOT NULL");
    if (exists.text(0, 0) != "t")
        return -1;
    return static_cast<int>(connection.exec("SELECT version FROM dlrig_schema").integer(0, 0));
}

void migrateFrom(PgConnection &connection, int version)
{
    for (int next = version + 1; next <= latestServerSchemaVersion(); ++next) {
        PgTransaction transaction(connection);
        if (next == 1)
            connection.exec(kRefuseChange);
        connection.exec(kServerMigrations[static_cast<std::size_t>(next - 1)]);
        connection.exec("UPDATE dlrig_schema SET version = $1", {std::to_string(next)});
        transaction.commit();
    }
}

} // namespace

int latestServerSchemaVersion()
{
    return static_cast<int>(kServerMigrations.size());
}

void initServer(PgConnection &connection)
{
    PgResult tables =
        connection.exec("SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')");
    if (tables.integer(0, 0) != 0) {
        throw ServerError(
            ServerError::Kind::Schema,
            core::Message{DLRIG_MESSAGE("server", "{where} is not empty (it holds {tables} tables); "
                                                  "init-server only prepares an empty database, "
                                                  "nothing was changed"),
                          {{"where", core::clause(connection.where())}, {"tables", tables.integer(0, 0)}}});
    }
    try {
        connection.exec(kCreateRoles);
        // Whoever prepares the catalog administers it; tables are then handed
        // to dlrig_admin, which needs this membership on a non-superuser.
        connection.exec("GRANT dlrig_admin TO CURRENT_USER");
    } catch (const ServerError &error) {
        if (error.kind() != ServerError::Kind::Refused)
            throw;
        throw ServerError(ServerError::Kind::Refused,
                          core::Message{DLRIG_MESSAGE("server", "init-server needs a PostgreSQL role that may create "
                                                                "roles (CREATEROLE) and owns the database; {user} may "
                                                                "not. Nothing was changed."),
                                        {{"user", connection.user()}}},
                          error.sqlState());
    }
    migrateFrom(connection, 0);
}

int checkServerSchema(PgConnection &connection)
{
    const int version = storedVersion(connection);
    if (version < 0) {
        throw ServerError(ServerError::Kind::Schema,
                          core::Message{DLRIG_MESSAGE("server", "{where} holds no dlrig catalog; a lab admin creates "
                                                                "it with dlrig-cli catalog init-server URI"),
                                        {{"where", core::clause(connection.where())}}});
    }
    if (version > latestServerSchemaVersion()) {
        throw ServerError(ServerError::Kind::Schema,
                          core::Message{DLRIG_MESSAGE("server", "{where} was prepared by a newer dlrig (schema "
                                                                "{version}); this dlrig reads up to schema {latest}. "
                                                                "Update dlrig on this computer."),
                                        {{"where", core::clause(connection.where())},
                                         {"version", std::int64_t{version}},
                                         {"latest", std::int64_t{latestServerSchemaVersion()}}}});
    }
    if (version < latestServerSchemaVersion()) {
        PgResult admin = connection.exec("SELECT pg_has_role(current_user, 'dlrig_admin', 'USAGE')");
        if (admin.text(0, 0) != "t") {
            throw ServerError(
                ServerError::Kind::Schema,
                core::Message{DLRIG_MESSAGE("server", "{where} is at schema {version} and needs "
                                                      "updating by a member of dlrig_admin (dlrig-cli "
                                                      "--db URI catalog info)"),
                              {{"where", core::clause(connection.where())}, {"version", std::int64_t{version}}}});
        }
        migrateFrom(connection, version);
    }
    return latestServerSchemaVersion();
}

} // namespace dlrig::catalog
