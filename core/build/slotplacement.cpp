#include "core/build/slotplacement.h"

#include <algorithm>
#include <set>

namespace dlrig::core {

SlotPlacement placeCards(const std::vector<SlotPosition> &layout, std::vector<CardRequest> cards, int chassisSlots)
{
    std::stable_sort(cards.begin(), cards.end(),
                     [](const CardRequest &a, const CardRequest &b) { return a.width > b.width; });
    int lastPosition = 0;
    for (const SlotPosition &slot : layout)
        lastPosition = std::max(lastPosition, slot.position);
    const int limit = chassisSlots > 0 ? chassisSlots : lastPosition + 3;
    std::set<int> covered; // bracket positions a placed card already covers
    std::set<int> airways; // positions placed cards draw their air through
    SlotPlacement result;
    for (const CardRequest &card : cards) {
        for (int n = 0; n < card.count; ++n) {
            const SlotPosition *chosen = nullptr;
            for (const SlotPosition &slot : layout) {
                const int end = slot.position + card.width; // the first position under the card
                if (slot.physicalLanes < 16 || end - 1 > limit)
                    continue;
                bool free = true;
                for (int p = slot.position; p < end; ++p)
                    free = free && !covered.contains(p) && !airways.contains(p);
                for (int p = end; p < end + card.airBelow; ++p)
                    free = free && !covered.contains(p);
                if (free) {
                    chosen = &slot;
                    break;
                }
            }
            if (!chosen) {
                ++result.unplaced;
                continue;
            }
            const int end = chosen->position + card.width;
            for (int p = chosen->position; p < end; ++p)
                covered.insert(p);
            for (int p = end; p < end + card.airBelow; ++p)
                airways.insert(p);
            PlacedCard placed{card.model, *chosen, std::min(card.lanes, chosen->electricalLanes),
                              std::min(card.generation, chosen->generation)};
            result.lanesUsed += placed.linkLanes;
            result.narrowestLink =
                result.narrowestLink == 0 ? placed.linkLanes : std::min(result.narrowestLink, placed.linkLanes);
            result.slowestGeneration = result.slowestGeneration == 0
                                           ? placed.linkGeneration
                                           : std::min(result.slowestGeneration, placed.linkGeneration);
            result.placed.push_back(placed);
        }
    }
    std::sort(result.placed.begin(), result.placed.end(),
              [](const PlacedCard &a, const PlacedCard &b) { return a.slot.position < b.slot.position; });
    return result;
}

std::optional<SlotPlacement> placeBuildGpus(const ResolvedBuild &build, bool withAir)
{
    const BuildLine *boardLine = build.firstOf(PartCategory::Motherboard);
    if (!boardLine || build.firstOf(PartCategory::Server))
        return std::nullopt;
    const auto &board = std::get<MotherboardSpec>(boardLine->part.specs);
    if (board.slotLayout.empty())
        return std::nullopt;
    std::vector<CardRequest> cards;
    for (const BuildLine *line : build.linesOf(PartCategory::Gpu)) {
        const auto &g = std::get<GpuSpec>(line->part.specs);
        if (g.slotWidth > 0) // SXM/OAM modules take no slot
            cards.push_back({line->part.model, g.slotWidth, g.pcieLanes, g.pcieGeneration, line->quantity,
                             withAir && needsFreeSlotBelow(g.cooler) ? 1 : 0});
    }
    const BuildLine *chassisLine = build.firstOf(PartCategory::Chassis);
    const int chassisSlots = chassisLine ? std::get<ChassisSpec>(chassisLine->part.specs).expansionSlots : 0;
    return placeCards(board.slotLayout, cards, chassisSlots);
}

std::string describePlacement(const SlotPlacement &placement)
{
    std::string positions;
    std::string links;
    for (const PlacedCard &card : placement.placed) {
        positions += (positions.empty() ? "" : ", ") + std::to_string(card.slot.position);
        links += (links.empty() ? "" : ", ") + std::string("x") + std::to_string(card.linkLanes);
    }
    if (positions.empty())
        return "–";
    return positions + " (" + links + ")";
}

} // namespace dlrig::core
