#include "core/build/slotplacement.h"

#include "core/build/nodeview.h"
#include "core/testparts.h"

#include <gtest/gtest.h>

using namespace dlrig::core;
using testparts::sevenX16;

namespace {

// ASUS ROG STRIX X870E-E: PCIe 5.0 x16 at position 3, a chipset x4 in an x16 connector at 7.
const std::vector<SlotPosition> kX870e{{3, 16, 16, 5}, {7, 16, 4, 4}};

} // namespace

// Dual-slot cards on seven consecutive slots take positions 1, 3, 5, 7; the
// fourth overhangs into bracket 8, so an 8-slot chassis fits four and a
// 7-slot one three (the same count the Arc Pro study gives: 4 cards need 8
// bracket positions).
TEST(SlotPlacement, DualSlotCardsSkipTheSlotTheyCover)
{
    const SlotPlacement eight = placeCards(sevenX16(), {{"A40", 2, 16, 4, 5}}, 8);
    EXPECT_EQ(eight.placed.size(), 4U);
    EXPECT_EQ(eight.unplaced, 1);
    EXPECT_EQ(describePlacement(eight), "1, 3, 5, 7 (x16, x16, x16, x16)");
    EXPECT_EQ(eight.lanesUsed, 64);
    const SlotPlacement seven = placeCards(sevenX16(), {{"A40", 2, 16, 4, 4}}, 7);
    EXPECT_EQ(seven.placed.size(), 3U);
    EXPECT_EQ(seven.unplaced, 1);
}

TEST(SlotPlacement, SingleSlotCardsFillEverySlot)
{
    const SlotPlacement placement = placeCards(sevenX16(), {{"RTX 4000 Ada", 1, 16, 4, 7}}, 7);
    EXPECT_EQ(placement.placed.size(), 7U);
    EXPECT_EQ(placement.unplaced, 0);
}

// A desktop board's second x16 connector is often wired x4 from the chipset,
// and sits at the bottom: a second dual-slot card there needs an 8-slot case
// and runs at x4.
TEST(SlotPlacement, TheBottomChipsetSlotIsNarrowAndNeedsTheOverhang)
{
    const SlotPlacement atx = placeCards(kX870e, {{"RTX 4090", 3, 16, 4, 2}}, 7);
    EXPECT_EQ(atx.placed.size(), 1U); // 3-slot card at 3 covers 3–5; at 7 it would need brackets 7–9
    EXPECT_EQ(atx.narrowestLink, 16);
    const SlotPlacement tall = placeCards(kX870e, {{"RTX 4000 Ada", 1, 16, 4, 2}}, 7);
    ASSERT_EQ(tall.placed.size(), 2U);
    EXPECT_EQ(tall.narrowestLink, 4);
    EXPECT_EQ(tall.slowestGeneration, 4);
    EXPECT_EQ(tall.lanesUsed, 20);
}

TEST(SlotPlacement, WiderCardsGoFirst)
{
    // A 3-slot and two 1-slot cards on seven slots in a 7-slot case: the
    // 3-slot card takes 1–3, the others 4 and 5.
    const SlotPlacement placement = placeCards(sevenX16(), {{"small", 1, 8, 4, 2}, {"big", 3, 16, 4, 1}}, 7);
    ASSERT_EQ(placement.placed.size(), 3U);
    EXPECT_EQ(placement.placed[0].model, "big");
    EXPECT_EQ(placement.placed[0].slot.position, 1);
    EXPECT_EQ(placement.placed[1].slot.position, 4);
    EXPECT_EQ(placement.narrowestLink, 8); // the small cards have 8 lanes
}

// The node's PCIe link is the slot's where the layout puts a card in a narrow
// one: the second card on the X870E-like board sits in the chipset's x4 slot,
// so the pcie_host stave counts x4 lanes, not the card's 16.
TEST(SlotPlacement, TheNodeLinkFollowsTheNarrowestSlotUsed)
{
    Part board = testparts::am4Board();
    std::get<MotherboardSpec>(board.specs).slotLayout = kX870e;
    ResolvedBuild build;
    build.lines = {{testparts::a100Pcie80(), 1}, {board, 1}, {testparts::chassis(8), 1}};
    EXPECT_EQ(viewNode(build).gpuLinkLanes, 16);
    EXPECT_EQ(placeBuildGpus(build)->placed.size(), 1U);
    build.lines[0].quantity = 2; // dual-slot: positions 3 and 7, the second overhanging into bracket 8
    EXPECT_EQ(viewNode(build).gpuLinkLanes, 4);
    EXPECT_EQ(describePlacement(*placeBuildGpus(build)), "3, 7 (x16, x4)");
    std::get<MotherboardSpec>(build.lines[1].part.specs).slotLayout.clear();
    EXPECT_FALSE(placeBuildGpus(build).has_value()); // no layout: nothing placed, the card's own lanes
    EXPECT_EQ(viewNode(build).gpuLinkLanes, 16);
}
