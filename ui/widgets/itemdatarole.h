#pragma once

#include <Qt>

namespace dlrig::ui {

// Every custom role of dlrig's models, in one place.
enum ItemDataRole {
    RawValueRole = Qt::UserRole + 1, // numbers as numbers, so sorting compares values
    PartIdRole,                      // the catalog id of the row's part
};

} // namespace dlrig::ui
