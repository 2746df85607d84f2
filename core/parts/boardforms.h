#pragma once

#include "core/parts/parts.h"

#include <string>
#include <string_view>

// Motherboard form factors: one name per standard, and the outlines the
// standards fix. ATX 12 × 9.6 in (ATX Specification 2.2, §2), microATX
// 9.6 × 9.6 in (microATX Motherboard Interface Specification 1.2), Mini-ITX
// 170 × 170 mm (VIA's Mini-ITX specification), SSI CEB 12 × 10.5 in and SSI
// EEB 12 × 13 in (Server System Infrastructure CEB 1.5 and EEB 3.61). E-ATX
// and XL-ATX are makers' names, not standards: an "E-ATX" board may be 272
// or 330 mm deep, so its outline is what its maker states.
namespace dlrig::core {

// "SSI-EEB" for "EEB", "SSI-CEB" for "CEB", "mATX" for "Micro-ATX"; other names unchanged.
std::string canonicalBoardForm(std::string_view form);

// The outline a standard fixes; 0 × 0 for makers' names.
Millimetres standardOutline(std::string_view form);

// The board's outline: as its maker states it, else its standard's.
Millimetres boardOutline(const MotherboardSpec &board);

// The largest board a chassis takes: as its maker states it, else the
// largest standard it lists; 0 × 0 where it lists a maker's name (E-ATX)
// whose size it does not state and no standard as large as any E-ATX board.
Millimetres largestBoardIn(const ChassisSpec &chassis);

// Whether `board` lies within `limit` (both known).
bool fitsWithin(const Millimetres &board, const Millimetres &limit);

} // namespace dlrig::core
