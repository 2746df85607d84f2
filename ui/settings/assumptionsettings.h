#pragma once

#include "core/estimate/assumptions.h"

#include <QMap>
#include <QString>
#include <QStringList>

namespace dlrig::ui {

// The analysis' assumptions as the user set them (QSettings "assumptions/KEY"),
// the defaults for any not set. A stored value that is not a number in its
// range is left at its default and named in `problems`.
core::Assumptions loadAssumptions(QStringList *problems = nullptr);
void saveAssumptions(const core::Assumptions &assumptions);

// Key → value for the settings dialog, and back; fromMap checks every value
// against its range and throws core::InputError naming the key.
QMap<QString, double> assumptionsToMap(const core::Assumptions &assumptions);
core::Assumptions assumptionsFromMap(const QMap<QString, double> &values);

} // namespace dlrig::ui
