#pragma once

#include "catalog/catalog.h"

// The catalog dlrig ships, opened once for the tests that hold it to its promises.
inline dlrig::catalog::Catalog &shipped()
{
    static dlrig::catalog::Catalog catalog = dlrig::catalog::Catalog::openShipped(DLRIG_SHIPPED_CATALOG_FILE);
    return catalog;
}
