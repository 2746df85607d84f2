#pragma once

// Rebuilding a damaged catalog without losing what the user made in it: their
// own parts, prices and hidden parts are read from the old file where it can
// still be read, the old file is kept aside under a name no later run reuses,
// and nothing happens while another program holds a transaction on it.
#include "catalog/catalog.h"

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace dlrig::catalog {

struct UserWork {
    struct Price {
        std::string partId;
        std::int64_t amountMinor = 0;
        std::string currency;
        std::string date;
    };
    std::vector<core::Part> parts; // the parts the user added or imported
    std::vector<Price> prices;     // the user's own prices (set-price)
    std::vector<std::string> hidden;
    std::string problem; // what could not be read, empty when everything was
};

// Reads the user's work from a catalog file, row by row, skipping what is
// damaged (and saying so in `problem`). Never throws for a damaged file.
UserWork salvageUserWork(const std::filesystem::path &file);

// Puts salvaged work into a rebuilt catalog; a price or hidden flag for a part
// the catalog no longer has is left out. Returns the parts, prices and hidden
// parts restored.
struct RestoreSummary {
    std::size_t parts = 0;
    std::size_t prices = 0;
    std::size_t hidden = 0;
};
RestoreSummary restoreUserWork(Catalog &catalog, const UserWork &work);

// True when another connection holds a lock on the catalog (a transaction in
// progress, such as a running import), so it must not be moved now.
bool isInUse(const std::filesystem::path &file);

} // namespace dlrig::catalog
