#pragma once

#include "core/build/barrel.h"

#include <QImage>

namespace dlrig::report {

// The barrel as a picture for printed reports: one bar per stave at its ratio
// to what the GPUs can use (capped at 2, the real ratio over a clipped bar),
// staves that limit the machine red, the water line at the machine's rate (red
// and dotted where it cannot run as built), the staves' names under the bars,
// an axis title and a legend, all in the user's language. No Qt Charts, so the
// command-line tool can draw it too.
QImage barrelImage(const core::BarrelReport &report, QSize size);

} // namespace dlrig::report
