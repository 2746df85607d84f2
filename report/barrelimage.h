#pragma once

#include "core/build/barrel.h"

#include <QImage>

namespace dlrig::report {

// The barrel as a picture for printed reports: one bar per stave at its ratio
// to what the GPUs can use (capped at 2), the limiting stave red, the water
// line at the machine's rate, stave keys under the bars. No Qt Charts, so the
// command-line tool can draw it too.
QImage barrelImage(const core::BarrelReport &report, QSize size);

} // namespace dlrig::report
