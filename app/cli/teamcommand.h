#pragma once

#include "app/cli/arguments.h"

#include <filesystem>
#include <optional>
#include <ostream>
#include <string>

namespace dlrig::catalog {
class Catalog;
}

// What dlrig-cli does only with a team server (--db postgresql://…).
namespace dlrig::cli {

// catalog init-server URI: roles, schema and the shipped parts on an empty database.
int initServerCommand(const Arguments &args, std::ostream &out);
// catalog price-history ID: every price set on the team server, who, when and from where.
int priceHistoryCommand(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out);
// catalog bench-runs [--host NAME]: the runs this role may see, by machine.
int benchRunsCommand(const Arguments &args, const std::optional<std::filesystem::path> &db, std::ostream &out);
// The lines `catalog info` adds for a team catalog.
void printTeamInfo(const catalog::Catalog &catalog, std::ostream &out);
// "the team server postgresql://…" or the file's path: what a message names.
std::string catalogName(const catalog::Catalog &catalog);

} // namespace dlrig::cli
