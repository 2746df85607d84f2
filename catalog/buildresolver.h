#pragma once

#include "catalog/catalog.h"
#include "core/build/build.h"

#include <string>

namespace dlrig::catalog {

// Looks up every part of a build (and the GPU and CPU a server names) in the
// catalog. Throws InputError naming each missing id and where it was listed.
core::ResolvedBuild resolveBuild(const Catalog &catalog, const core::Build &build, const std::string &origin);

// The catalog's cloud instances, for the cost comparison.
std::vector<core::Part> cloudOffers(const Catalog &catalog);

} // namespace dlrig::catalog
