#pragma once

// How a part is stored in a row of the parts table (schema.cpp): shared by the
// catalog and its recovery. Internal to catalog/.
#include "catalog/catalog.h"
#include "catalog/database.h"

#include <filesystem>

namespace dlrig::catalog {

// The columns partFromRow reads, up to "FROM": a query adds
// "FROM parts p LEFT JOIN price_overrides o ON ..." and its conditions.
extern const char *const kSelectColumns;

const char *originName(Origin origin);

// Rebuilds a part from a row of kSelectColumns. The row was validated when it
// was written; a row that no longer parses means the file was edited outside
// dlrig, which is reported as damage (DamagedCatalogError).
core::Part partFromRow(const Statement &row, const std::filesystem::path &file);

// Binds a part to "INSERT INTO parts (…17 columns…) VALUES (?…)" and runs it.
void insertPart(Statement &insert, const core::Part &part, Origin origin);

} // namespace dlrig::catalog
