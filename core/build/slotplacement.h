#pragma once

#include "core/build/build.h"
#include "core/parts/parts.h"

#include <optional>

#include <string>
#include <vector>

// Where PCIe cards go on a board whose slot layout the catalog knows: each
// card needs a physical x16 slot and covers as many bracket positions as it is
// wide, so a dual-slot card in position 1 blocks position 2. A card in the
// bottom slot may overhang the board into the chassis' extra bracket
// positions, never past the chassis' last one. A card that draws its air from
// below (open-air, flow-through) keeps the position under it free of other
// cards; that free space may lie past the last bracket, above the case floor.
namespace dlrig::core {

struct CardRequest {
    std::string model;
    int width = 2;  // expansion-slot positions the card covers
    int lanes = 16; // lanes the card has
    int generation = 4;
    int count = 1;
    int airBelow = 0; // positions under the card no other card may cover
};

struct PlacedCard {
    std::string model;
    SlotPosition slot;
    int linkLanes = 0; // the lower of the card's and the slot's lanes
    int linkGeneration = 0;
};

struct SlotPlacement {
    std::vector<PlacedCard> placed;
    int unplaced = 0; // cards with no free x16 slot
    int lanesUsed = 0;
    int narrowestLink = 0; // lanes of the narrowest card link, 0 when none placed
    int slowestGeneration = 0;
};

// Places the widest cards first, each into the topmost free x16 slot whose
// positions it can cover (lowest position first: with one card width this
// fits as many cards as any arrangement can). `chassisSlots` 0 = no limit.
SlotPlacement placeCards(const std::vector<SlotPosition> &layout, std::vector<CardRequest> cards, int chassisSlots);

// A build's PCIe GPUs placed on its board, bounded by its chassis, each
// open-air or flow-through card with a free position below it (withAir) or
// packed as tightly as they go; nothing when the build has no board, is a
// complete server, or the catalog does not know the board's layout.
std::optional<SlotPlacement> placeBuildGpus(const ResolvedBuild &build, bool withAir = true);

// The slot positions used and their links, in no language: "1, 3, 5 (x16,
// x16, x8)", "–" when none; messages say what the numbers are.
std::string describePlacement(const SlotPlacement &placement);

} // namespace dlrig::core
