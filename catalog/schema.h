#pragma once

#include "catalog/database.h"

namespace dlrig::catalog {

// The catalog's schema version this build writes and reads (PRAGMA user_version).
int latestSchemaVersion();

// Brings a database to the latest schema, one numbered migration at a time,
// each in its own transaction. Throws DatabaseError for a database written by
// a newer dlrig (a higher user_version), without touching it.
void migrate(Database &db);

} // namespace dlrig::catalog
