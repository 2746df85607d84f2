#pragma once

#include "catalog/server/pgconnection.h"

// The team catalog's tables, roles and row-level security on PostgreSQL.
namespace dlrig::catalog {

// The roles dlrig's tables grant to; a person's login role is made a member
// of one of them (GRANT dlrig_buyer TO bob). Each includes the one before.
inline constexpr const char *kReaderRole = "dlrig_reader"; // parts, prices, quotes; own builds and bench runs
inline constexpr const char *kBuyerRole = "dlrig_buyer";   // + set prices, import quotes, issue quotes
inline constexpr const char *kAdminRole = "dlrig_admin";   // + parts, schema, everyone's bench runs

int latestServerSchemaVersion();

// On an empty database: creates the three roles where the cluster lacks them,
// then the schema. Needs a role that may create roles (CREATEROLE) and owns
// the database. Throws ServerError when the database already holds tables.
void initServer(PgConnection &connection);

// The schema version this database is at; throws ServerError (Schema) when it
// is not a dlrig catalog or is newer than this dlrig. Applies migrations this
// dlrig knows when the connection may (a dlrig_admin member).
int checkServerSchema(PgConnection &connection);

} // namespace dlrig::catalog
