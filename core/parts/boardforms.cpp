#include "core/parts/boardforms.h"

#include <algorithm>
#include <array>
#include <utility>

namespace dlrig::core {

namespace {

constexpr int kInch = 254; // tenths of a millimetre

constexpr int mm(int tenthsOfInch)
{
    return (tenthsOfInch * kInch + 50) / 100;
}

constexpr std::array<std::pair<std::string_view, Millimetres>, 5> kStandards{{
    {"ATX", {mm(120), mm(96)}},
    {"mATX", {mm(96), mm(96)}},
    {"Mini-ITX", {170, 170}},
    {"SSI-CEB", {mm(120), mm(105)}},
    {"SSI-EEB", {mm(120), mm(130)}},
}};

} // namespace

std::string canonicalBoardForm(std::string_view form)
{
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kAliases{{
        {"EEB", "SSI-EEB"},
        {"CEB", "SSI-CEB"},
        {"Micro-ATX", "mATX"},
        {"Micro ATX", "mATX"},
        {"microATX", "mATX"},
        {"Mini ITX", "Mini-ITX"},
        {"EATX", "E-ATX"},
    }};
    for (const auto &[alias, name] : kAliases) {
        if (form == alias)
            return std::string(name);
    }
    return std::string(form);
}

Millimetres standardOutline(std::string_view form)
{
    const std::string name = canonicalBoardForm(form);
    for (const auto &[standard, outline] : kStandards) {
        if (name == standard)
            return outline;
    }
    return {};
}

Millimetres boardOutline(const MotherboardSpec &board)
{
    return board.size.known() ? board.size : standardOutline(board.formFactor);
}

Millimetres largestBoardIn(const ChassisSpec &chassis)
{
    if (chassis.maxBoard.known())
        return chassis.maxBoard;
    Millimetres largest;
    bool makersName = false;
    for (const std::string &form : chassis.motherboardFormFactors) {
        const Millimetres outline = standardOutline(form);
        makersName = makersName || !outline.known();
        if (outline.width * outline.depth > largest.width * largest.depth)
            largest = outline;
    }
    // An E-ATX board is at most an SSI EEB's 12 × 13 in; below that, an
    // unstated E-ATX limit leaves the largest board unknown.
    const Millimetres eeb = standardOutline("SSI-EEB");
    if (makersName && !(largest.width >= eeb.width && largest.depth >= eeb.depth))
        return {};
    return largest;
}

bool fitsWithin(const Millimetres &board, const Millimetres &limit)
{
    return board.width <= limit.width && board.depth <= limit.depth;
}

} // namespace dlrig::core
